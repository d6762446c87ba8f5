// Wording a syntax or duplicate-key error on a long line: the regexes that took minutes on one line of
// 100 KB (each backtracking over a run of spaces, digits or letters from each of its characters) are
// linear stand-ins in toml/linear.ts. Each must return what its regex returned (property tests on
// short random text), and the words on a 100 KB line are those of the same mistake on a short one.
// No timings here (the project has no timed tests): `npm run bench` prints them ("hostile lines").
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  beforeEquals,
  inlineKeyBefore,
  keyAhead,
  keyBeforeLastEquals,
  lastItem,
  linesInStrings,
  withoutComment,
  withoutSpacedComment,
  withoutTrailingComma,
} from '../../src/core/toml/linear.js';
import { parseRecord } from '../../src/core/toml/parse.js';
import { ITEM, PAIR_KEY } from '../../src/core/toml/value-shapes.js';

/** Short text of the characters these regexes care about, so their edge cases come up often. */
const text = (chars: string) =>
  fc.array(fc.constantFrom(...chars.split('')), { maxLength: 14 }).map((a) => a.join(''));
const runs = { numRuns: 3000 };

describe('each stand-in returns what its regex returned', () => {
  it('withoutSpacedComment: s.replace(/[ \\t]+#.*$/, "")', () => {
    fc.assert(
      fc.property(text(' \t#a\r\u2028"'), (s) =>
        expect(withoutSpacedComment(s)).toBe(s.replace(/[ \t]+#.*$/, '')),
      ),
      runs,
    );
  });

  it('withoutComment: s.replace(/[ \\t]*(#.*)?$/, "")', () => {
    fc.assert(
      fc.property(text(' \t#a\r\u2028'), (s) =>
        expect(withoutComment(s)).toBe(s.replace(/[ \t]*(#.*)?$/, '')),
      ),
      runs,
    );
  });

  it('keyBeforeLastEquals: the "has no value" key', () => {
    const re = /^[ \t]*(.*?)[ \t]*=[ \t]*$/;
    fc.assert(
      fc.property(text(' \t=a.\r\u2029'), (s) =>
        expect(keyBeforeLastEquals(s)).toBe(re.exec(s)?.[1] ?? null),
      ),
      runs,
    );
  });

  it('lastItem: the array item before the one a comma is missing after', () => {
    const re = new RegExp(`${ITEM.source}[ \\t]*$`);
    fc.assert(
      fc.property(text(' \t"\'\\\n1+-.:a_etrufls,['), (s) =>
        expect(lastItem(s)).toBe(re.exec(s)?.[1] ?? null),
      ),
      runs,
    );
    // Whole words, which random letters seldom spell.
    for (const s of ['true', 'x true', '1true', 'false', '-1false', 'a-1', '+-1', '"a" "b"', "'a\\'"])
      expect(lastItem(s)).toBe(re.exec(s)?.[1] ?? null);
  });

  it('keyAhead: a key and its = further on the line', () => {
    const re = new RegExp(String.raw`^[^"'=]*?(${PAIR_KEY})[ \t]*=`);
    fc.assert(
      fc.property(text(' \t.=ab1"\'\\#\n'), (s) => expect(keyAhead(s)).toBe(re.exec(s)?.[1] ?? null)),
      runs,
    );
  });

  it('beforeEquals: the key of a line defined twice', () => {
    const re = /^([^=]+?)\s*=/;
    fc.assert(
      fc.property(text(' \t\u00a0=a.'), (s) => expect(beforeEquals(s)).toBe(re.exec(s)?.[1] ?? null)),
      runs,
    );
  });

  it('withoutTrailingComma: s.replace(/[ \\t]*,$/, "")', () => {
    fc.assert(
      fc.property(text(' \t,a\n'), (s) => expect(withoutTrailingComma(s)).toBe(s.replace(/[ \t]*,$/, ''))),
      runs,
    );
  });

  it('inlineKeyBefore: the key an inline table is writing', () => {
    const re = /[{,][ \t]*([^{,"']*|"[^"\\\n]*")[ \t]*$/;
    fc.assert(
      fc.property(text(' \t{,"\'a\\\n\u00a0'), (s) =>
        expect(inlineKeyBefore(s)).toBe(re.exec(s)?.[1]?.trim() ?? null),
      ),
      runs,
    );
  });

  it('linesInStrings: the lines that start inside a multi-line string', () => {
    const t = [
      ['a = """', false],
      ['[x]', true],
      ['"""', true],
      ["b = '''", false],
      ['[y]', true],
      ["'''' # \"\"\"", true],
      ['[z]', false],
      ['c = "\\"" # \'\'\'', false],
      ['[w]', false],
      ['d = \'x\' # """', false],
      ['[v]', false],
      ['e = """a""""', false],
      ['[u]', false],
    ] as const;
    expect(linesInStrings(t.map(([l]) => l).join('\n'), t.length)).toEqual(t.map(([, inside]) => inside));
    expect(linesInStrings('s = """a\\\n[x]\n"""\n', 3)).toEqual([false, true, true]);
  });
});

const FILE = 'models/acme/m.toml';
const N = 100_000;
const SPACES = ' '.repeat(N);

/** The diagnostic's position and words, for `schema_version = 1` then `body`. */
function words(body: string): [number, number, string] {
  const r = parseRecord(FILE, `schema_version = 1\n${body}`);
  if (r.ok) throw new Error('parsed');
  return [r.diagnostic.line, r.diagnostic.column, r.diagnostic.message];
}

describe('a 100 KB line is worded as a short one', () => {
  it('more words after a value, far apart: named whole, in quotes', () => {
    // No word of two letters: no text meant, the parser's words (as on a short line).
    expect(words(`x = 1 b${SPACES}c\n`)).toEqual([
      2,
      7,
      'TOML syntax error: each key-value declaration must be followed by an end-of-line',
    ]);
    expect(words(`x = 1 bb${SPACES}cc # note\n`)).toEqual([
      2,
      5,
      `TOML syntax error: 1 bb${' '.repeat(36)}… is not a TOML value: put the whole text in quotes, up to the end of its line`,
    ]);
    expect(words(`x = 1 ${'a'.repeat(N)}\n`)).toEqual([
      2,
      5,
      `TOML syntax error: 1 ${'a'.repeat(38)}… is not a TOML value: put the whole text in quotes, up to the end of its line`,
    ]);
  });

  it('a long item, then two without a comma', () => {
    expect(words(`x = ["${'1'.repeat(N)}", "a" "b"]\n`)).toEqual([
      2,
      N + 13,
      'TOML syntax error: write a comma between the items of an array: "a", "b"',
    ]);
    expect(words(`x = [${'1'.repeat(N)} "b"]\n`)).toEqual([
      2,
      N + 6,
      `TOML syntax error: write a comma between the items of an array: ${'1'.repeat(30)}…, "b"`,
    ]);
  });

  it('an array left open at the end, after a comma, a long run of spaces or a long comment', () => {
    const open =
      'TOML syntax error: the array opened at line 2 is not closed: end it with ] after its last item';
    for (const end of ['', '\n']) {
      expect(words(`x = [1,${SPACES}${end}`)).toEqual([2, 8, open]);
      expect(words(`x = [1, # ${'a'.repeat(N)}${end}`)).toEqual([2, 8, open]);
      // 4,000 items (a record holds at most 10,000 values) of 21 characters each.
      expect(words(`x = [${`"${'a'.repeat(18)}",`.repeat(4000)}${end}`)).toEqual([2, 21 * 4000 + 6, open]);
    }
  });

  it('a key with no value', () => {
    expect(words(`a${SPACES}.b = \n`)).toEqual([
      2,
      N + 7,
      `TOML syntax error: a${' '.repeat(79)}… = has no value: write the value after the =, on the same line`,
    ]);
  });

  it('a key after a value, past a long word', () => {
    // A long dotted key with no = after it, then one with.
    expect(words(`x = 1 ${'a.'.repeat(N / 2)}a c = 2\n`)).toEqual([
      2,
      7,
      'TOML syntax error: a key = value goes on a line of its own: start a new line before c',
    ]);
    expect(words(`x = 1 ${'a'.repeat(N)} y = 2\n`)).toEqual([
      2,
      7,
      'TOML syntax error: a key = value goes on a line of its own: start a new line before y',
    ]);
    expect(words(`x = 1"${'a'.repeat(N)} y = 2\n`)).toEqual([
      2,
      6,
      'TOML syntax error: a key = value goes on a line of its own: start a new line before y',
    ]);
  });

  it('a key or table defined twice, with a long name or a long line above', () => {
    expect(words(`d = """\n[a${SPACES}b\n"""\n[model]\nid = "a"\nid = "b"\n`)).toEqual([
      7,
      1,
      'duplicate key id: it is already defined in this table (first at line 6)',
    ]);
    expect(words(`"a${SPACES}b" = 1\n"a${SPACES}b" = 2\n`)).toEqual([
      3,
      1,
      `duplicate key "a${' '.repeat(78)}…: it is already defined in this table (first at line 2)`,
    ]);
    // Named as TOML reads it: the spaces around the dot are no part of the name.
    expect(words(`[a${SPACES}.b]\n[a${SPACES}.b]\n`)).toEqual([
      3,
      1, // at the [, as every header problem is
      'table [a.b] is defined twice (first at line 2)',
    ]);
    expect(words(`[[a]]\n[a${SPACES}.b]\n[[a]]\n[a.b]\n[a.b]\n`)).toEqual([
      6,
      1,
      'table [a.b] is defined twice: a sub-table belongs to the [[a]] above it (line 4), which has one already at line 5; write it below that item',
    ]);
  });
});

describe('a 100 KB line in a key', () => {
  it('an inline table key with a long run of spaces before what stops the parser', () => {
    expect(words(`x = {${SPACES}'a' b = 1}\n`)).toEqual([
      2,
      N + 10,
      'TOML syntax error: illegal character in key',
    ]);
    expect(words(`x = { a${SPACES}"b" c = 1 }\n`)).toEqual([
      2,
      N + 8,
      `TOML syntax error: a and its value need = between them: write a = "b" c = 1 }`,
    ]);
  });

  it('a : for = with a long value', () => {
    expect(words(`a: b${SPACES}c,\n`)).toEqual([
      2,
      2,
      `TOML syntax error: write = between a key and its value, not : (a = "b${' '.repeat(59)}…")`,
    ]);
  });
});

describe('a multi-line string between a table header and a key defined twice', () => {
  it('still names the first definition, past a line of the string starting with [', () => {
    const body = '[model]\nid = "a"\nnotes = """\n[not a header]\nid = "c"\n"""\nid = "b"\n';
    expect(words(body)).toEqual([
      8,
      1,
      'duplicate key id: it is already defined in this table (first at line 3)',
    ]);
  });

  it('says where, when the string holds no key', () => {
    const body = '[model]\nid = "a"\nnotes = """\n[x]\n"""\nid = "b"\n';
    expect(words(body)).toEqual([
      7,
      1,
      'duplicate key id: it is already defined in this table (first at line 3)',
    ]);
  });

  it('does not take a header written inside the string for one', () => {
    const body = 'notes = """\n[[sources]]\n"""\n[sources]\n[sources]\n';
    expect(words(body)).toEqual([6, 1, 'table [sources] is defined twice (first at line 5)']);
  });

  it('does not take a table header written inside the string for the first one', () => {
    const body = 'notes = """\n[model]\n"""\n[model]\n[model]\n';
    expect(words(body)).toEqual([6, 1, 'table [model] is defined twice (first at line 5)']);
  });
});
