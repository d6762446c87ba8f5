// JSON pointer → line/column for every way TOML can spell a path.
import { createLocator, pointerOf } from '../../../src/core/toml/locate.js';

const text = `top = 1
dotted.inner.leaf = "x"

[table]
key = "v"
"quoted/key~" = 2

[[list]]
name = "first"

[list.sub]
deep = true

[[list.items]]
n = 1

[[list]]
name = "second"
inline = { a = 1, b = { c = 2 } }
values = [
  10,
  20,
]
objects = [
  { id = "p" },
  { id = "q", tags = ["t"] },
]

[[list.items]]
n = 2
`;

const at = createLocator(text);
const pos = (line: number, column: number) => ({ line, column });

describe('key anchor (where a value is named)', () => {
  test.each([
    ['/top', pos(1, 1)],
    ['/dotted', pos(2, 1)],
    ['/dotted/inner', pos(2, 8)],
    ['/dotted/inner/leaf', pos(2, 14)],
    ['/table', pos(4, 1)],
    ['/table/key', pos(5, 1)],
    ['/table/quoted~1key~0', pos(6, 1)],
    ['/list', pos(8, 1)],
    ['/list/0', pos(8, 1)],
    ['/list/0/name', pos(9, 1)],
    ['/list/0/sub', pos(11, 1)],
    ['/list/0/sub/deep', pos(12, 1)],
    ['/list/0/items/0', pos(14, 1)],
    ['/list/0/items/0/n', pos(15, 1)],
    ['/list/1', pos(17, 1)],
    ['/list/1/inline', pos(19, 1)],
    ['/list/1/inline/b/c', pos(19, 25)],
    ['/list/1/values/1', pos(22, 3)],
    ['/list/1/objects/1', pos(26, 3)],
    ['/list/1/objects/1/tags/0', pos(26, 23)],
    ['/list/1/items/0/n', pos(30, 1)],
  ])('%s', (pointer, expected) => {
    expect(at.locate(pointer)).toEqual(expected);
  });
});

describe('container anchor (where a missing field is reported)', () => {
  test.each([
    ['', pos(1, 1)],
    ['/table', pos(4, 1)],
    ['/list/1', pos(17, 1)],
    ['/list/1/inline', pos(19, 10)],
    ['/list/1/inline/b', pos(19, 23)],
    ['/list/1/objects/0', pos(25, 3)],
    ['/dotted/inner', pos(2, 8)],
  ])('%s', (pointer, expected) => {
    expect(at.locate(pointer, 'container')).toEqual(expected);
  });
});

test('a pointer to something absent falls back to its nearest ancestor', () => {
  expect(at.locate('/list/1/inline/missing')).toEqual(pos(19, 1));
  expect(at.locate('/list/7/name')).toEqual(pos(8, 1));
  expect(at.locate('/nothing/here')).toEqual(pos(1, 1));
});

test('a super-table declared after its sub-table is located at its own header', () => {
  const later = createLocator('[a.b]\nx = 1\n\n[a]\ny = 2\n');
  expect(later.locate('/a', 'container')).toEqual(pos(4, 1));
  expect(later.locate('/a/b', 'container')).toEqual(pos(1, 1));
});

test('text this parser rejects locates everything at line 1', () => {
  expect(createLocator('a = [1,').locate('/a')).toEqual(pos(1, 1));
});

test('pointerOf escapes ~ and /', () => {
  expect(pointerOf(['a/b', 0, '~c'])).toBe('/a~1b/0/~0c');
});

// toml-eslint-parser builds each string with String.fromCodePoint(...codePoints): a string of more
// than about 120,000 characters (legal in a 1 MiB record) overflows the stack.
describe('a string too long for the AST parser is located around exactly', () => {
  const one = 'x'.repeat(300_000);
  const lines = Array.from({ length: 2_500 }, (_, i) => `${i}`.padEnd(100, 'y')).join('\n');
  /** 1-based line and column of `needle`, counted on the text itself. */
  const where = (text: string, needle: string) => {
    const at = text.indexOf(needle);
    const before = text.slice(0, at).split('\n');
    return pos(before.length, before[before.length - 1]!.length + 1);
  };

  test.each([
    ['basic', `"${one}"`],
    ['literal', `'${one}'`],
    ['basic with escapes', `"\\"${one}\\\\"`],
    ['multi-line basic', `"""\n${lines}"""`],
    ['multi-line literal', `'''\n${lines}'''`],
    ['multi-line basic ending in quotes and escapes', `"""\n${lines}\\"""\\\n  ""`.concat('"""')],
    ['multi-line literal ending in quotes', `'''${lines}'''`.replace(/'''$/, "'''''")],
  ])('a %s string', (_, long) => {
    const text = `before = 1
[t]
"quoted.key" = ${long}
after = 2
inline = { s = ${long}, next = 3, deep = { d = 4 } }
array = [${long}, 5,
  ${long}, { e = 6 }]
[u]
last = ${long} # ${'#'.repeat(10)} "not a string
`;
    const at = createLocator(text);
    expect(at.locate('/before')).toEqual(pos(1, 1));
    expect(at.locate('/t')).toEqual(pos(2, 1));
    expect(at.locate('/t/quoted.key')).toEqual(pos(3, 1));
    expect(at.locate('/t/after')).toEqual(where(text, 'after = 2'));
    expect(at.locate('/t/inline', 'container')).toEqual(where(text, '{ s ='));
    expect(at.locate('/t/inline/next')).toEqual(where(text, 'next = 3'));
    expect(at.locate('/t/inline/deep/d')).toEqual(where(text, 'd = 4'));
    expect(at.locate('/t/inline/deep', 'container')).toEqual(where(text, '{ d = 4'));
    expect(at.locate('/t/array/1')).toEqual(where(text, '5,'));
    expect(at.locate('/t/array/3/e')).toEqual(where(text, 'e = 6'));
    expect(at.locate('/t/array/3', 'container')).toEqual(where(text, '{ e = 6'));
    expect(at.locate('/u')).toEqual(where(text, '[u]'));
    expect(at.locate('/u/last')).toEqual(where(text, 'last ='));
  });
});
