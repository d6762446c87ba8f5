// The text locate.ts falls back to when a string is too long for toml-eslint-parser.
import { parse } from 'smol-toml';
import { LONG_STRING, originalColumn, shortenLongStrings } from '../../src/core/toml/long-strings.js';

const long = 'x'.repeat(LONG_STRING + 1);

test('text without a long string is returned as it is', () => {
  const text = `a = "${'x'.repeat(LONG_STRING)}"\nb = 'q' # "${long}\n`;
  const short = shortenLongStrings(text);
  expect(short.text).toBe(text);
  expect(short.cuts.size).toBe(0);
});

test('long values are emptied, keys and comments kept, line breaks kept', () => {
  const key = 'k'.repeat(LONG_STRING + 1);
  const text = [
    `"${key}" = "${long}" # "${long}`,
    `t = { '${key}'.x = 1, v = '${long}', w = 2 }`,
    `m = { s = """${long}\n${long}\\""" """, n = 3 }`,
    '',
  ].join('\n');
  expect(() => parse(text)).not.toThrow();
  const short = shortenLongStrings(text);
  expect(short.text).toBe(
    [
      `"${key}" = "" # "${long}`,
      `t = { '${key}'.x = 1, v = '', w = 2 }`,
      'm = { s = """\n""", n = 3 }',
      '',
    ].join('\n'),
  );
  expect(short.cuts).toEqual(
    new Map([
      [1, [{ column: key.length + 6, removed: long.length }]],
      [2, [{ column: key.length + 21, removed: long.length }]],
      [3, [{ column: 13, removed: long.length }]],
      [4, [{ column: 0, removed: long.length + 5 }]],
    ]),
  );
  // `w` on line 2 and `n` on line 4 (after the closing quotes) are back where the original text has them.
  const w = short.text.split('\n')[1]!.indexOf('w = 2') + 1;
  expect(originalColumn(short.cuts, 2, w)).toBe(text.split('\n')[1]!.indexOf('w = 2') + 1);
  expect(originalColumn(short.cuts, 4, 6)).toBe(text.split('\n')[3]!.indexOf('n = 3') + 1);
  // Before the cut, and on a line without one, nothing moves.
  expect(originalColumn(short.cuts, 2, 1)).toBe(1);
  expect(originalColumn(short.cuts, 5, 9)).toBe(9);
});
