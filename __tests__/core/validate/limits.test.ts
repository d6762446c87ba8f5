// src/core/toml/limits.ts: the linear pass before parsing. It must never refuse a record that nests
// at most 64 levels (no false alarms on real data), and must refuse every deeper one it can be fed.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { stringify } from 'smol-toml';
import { checkLimits, MAX_DEPTH, MAX_VALUES } from '../../../src/core/toml/limits.js';

/** Segments in the longest JSON pointer to a value inside `v`. */
function depth(v: unknown): number {
  if (v === null || typeof v !== 'object') return 0;
  const children = Array.isArray(v) ? v : Object.values(v);
  return children.length === 0 ? 0 : 1 + Math.max(...children.map(depth));
}

const key = fc.constantFrom('a', 'b', 'c.d', 'e f', '"q"', "it's", '[x]', '#h', '=', '{', 'x"""y', "'''");
const scalar = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.constantFrom('', '[', ']', '{', '}', '#', '"', "'", '"""', "'''", 'a\nb', 'x = 1', '\\'),
  fc.string({ maxLength: 8 }),
);
const value = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('node'), { maxLength: 3 }),
    fc.dictionary(key, tie('node'), { maxKeys: 3 }),
  ),
})).node;

test('any TOML smol-toml writes, nesting at most 64 levels, passes; its depth decides', () => {
  fc.assert(
    fc.property(fc.dictionary(key, value, { maxKeys: 4 }), (doc) => {
      const text = stringify(doc);
      if (depth(doc) <= MAX_DEPTH) expect(checkLimits(text)).toBeNull();
    }),
    { numRuns: 500 },
  );
});

test('deep documents as smol-toml writes them: exactly past 64 levels is refused', () => {
  const nest = (n: number): Record<string, unknown> => {
    let v: Record<string, unknown> = { leaf: 1 };
    for (let i = 1; i < n; i++) v = { k: v };
    return v;
  };
  expect(checkLimits(stringify(nest(MAX_DEPTH)))).toBeNull();
  expect(checkLimits(stringify(nest(MAX_DEPTH + 1)))).toMatchObject({ rule: 'toml/too-deep' });
  const arrays = (n: number): unknown => (n === 1 ? [1] : [arrays(n - 1)]);
  expect(checkLimits(stringify({ a: arrays(MAX_DEPTH - 1) }))).toBeNull();
  expect(checkLimits(stringify({ a: arrays(MAX_DEPTH) }))).toMatchObject({ rule: 'toml/too-deep' });
});

test('strings and comments that look like structure do not count', () => {
  const text = [
    `a = "${'['.repeat(100)}"`,
    `b = '${'{ x = '.repeat(100)}'`,
    `c = """\n${'[[[['.repeat(100)}\n"""`,
    `d = '''\n${'a.'.repeat(100)}\n'''`,
    `# ${'['.repeat(100)}`,
    `"${'k.'.repeat(100)}" = 1`,
    `e = "\\"${'['.repeat(100)}"`,
  ].join('\n');
  expect(checkLimits(text)).toBeNull();
});

test('a multi-line string ends past up to two quotes of its content: what follows it still counts', () => {
  // `"""x"""""` is the text `x""`: read as ending one quote early, the last quote opened a string
  // that hid the `}`, and the too-deep key on the next line went unseen.
  const deep = `k${'.k'.repeat(MAX_DEPTH)} = 1`;
  for (const q of ['"', "'"]) {
    const text = `a = { b = ${q.repeat(3)}x${q.repeat(5)} }\n${deep}`;
    expect(checkLimits(text)).toMatchObject({ rule: 'toml/too-deep', line: 2 });
  }
});

test('a backslash in a literal string escapes nothing: the quote after it ends the string', () => {
  const deep = `k${'.k'.repeat(MAX_DEPTH)} = 1`;
  for (const literal of ["'C:\\'", "'''C:\\'''"]) {
    const text = `a = { b = ${literal} }\n${deep}`;
    expect(checkLimits(text)).toMatchObject({ rule: 'toml/too-deep', line: 2 });
  }
});

test('values are keys, headers and array elements: 10,000 pass, one more does not', () => {
  const elements = (n: number) => `a = [${Array.from({ length: n - 1 }, () => '1').join(', ')}]`;
  expect(checkLimits(elements(MAX_VALUES))).toBeNull();
  expect(checkLimits(elements(MAX_VALUES + 1))).toMatchObject({ rule: 'file/too-many-values', line: 1 });
});

test('each part of a dotted key or a header counts: 10,000 parts pass, one more does not, at its line', () => {
  // 50 parts a line: `k0.a.….a = 1` makes 50 tables and values, `[t0.a.….a]` 50 tables.
  const dotted = (r: number) => `k${r}${'.a'.repeat(49)} = 1`;
  const lines = (n: number, line: (r: number) => string) =>
    Array.from({ length: n }, (_, r) => line(r)).join('\n');
  expect(checkLimits(lines(200, dotted))).toBeNull();
  expect(checkLimits(lines(201, dotted))).toEqual({
    rule: 'file/too-many-values',
    message: 'file has more than 10,000 keys and values; a record may have at most 10,000',
    line: 201,
    column: 1,
  });
  // A header of 49 parts and one key under it: 50 a pair.
  const header = (r: number) => `[t${r}${'.a'.repeat(48)}]\nb = 1`;
  expect(checkLimits(lines(200, header))).toBeNull();
  expect(checkLimits(lines(201, header))).toMatchObject({
    rule: 'file/too-many-values',
    line: 401,
    column: 2,
  });
  // Inside an inline table, and a dot inside quotes is no part.
  expect(
    checkLimits(
      `x = { ${lines(MAX_VALUES / 10, (r) => `k${r}.a.b.c.d.e.f.g.h.i = 1`).replaceAll('\n', ', ')} }`,
    ),
  ).toMatchObject({
    rule: 'file/too-many-values',
    line: 1,
  });
  expect(checkLimits(lines(MAX_VALUES, (r) => `"k${r}.a.b.c" = 1`))).toBeNull();
});

test('real records and every fixture pass', () => {
  const tomls = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? tomls(join(dir, e.name)) : e.name.endsWith('.toml') ? [join(dir, e.name)] : [],
    );
  const files = [...tomls(resolve(process.cwd(), 'examples')), ...tomls(resolve(process.cwd(), '__tests__'))];
  expect(files.length).toBeGreaterThan(3);
  for (const f of files) expect([f, checkLimits(readFileSync(f, 'utf8'))]).toEqual([f, null]);
});
