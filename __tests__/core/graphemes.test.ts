// Text cut short is cut where a reader sees a character end (a grapheme cluster), not inside one.
import { graphemeStart } from '../../src/core/graphemes.js';
import { clip } from '../../src/core/message-text.js';
import { truncateUtf8 } from '../../src/core/report/byte-size.js';

/** Where a cut at every index of `text` lands: the set of starts it moves to. */
const landings = (text: string) =>
  new Set([...Array(text.length + 1).keys()].map((i) => graphemeStart(text, i)));

test.each([
  ['e\u0301', [0, 2]], // e + combining acute: one letter
  ['क्ष', [0, 3]], // ka + virama + ssa: one conjunct
  ['👩🏽‍💻', [0, 7]], // woman, skin tone, ZWJ, laptop
  ['🇯🇵🇫🇷', [0, 4, 8]], // two flags, never the middle letters paired
  ['a\r\nb', [0, 1, 3, 4]], // CR LF is one
  ['abc', [0, 1, 2, 3]],
])('%j: cuts land only at %j', (text, starts) => {
  expect([...landings(text)].sort((a, b) => a - b)).toEqual(starts);
});

test('flag letters pair from where their run starts, however far back', () => {
  const flags = `x${'🇯🇵'.repeat(150)}`;
  // After the x, a flag is 4 units: a cut at 1 + 4k + 2 is inside a flag.
  expect(graphemeStart(flags, 1 + 4 * 100 + 2)).toBe(1 + 4 * 100);
  expect(graphemeStart(flags, 1 + 4 * 100)).toBe(1 + 4 * 100);
});

test('a cluster longer than 32 units (stacked marks) is cut through, never inside a surrogate pair', () => {
  const zalgo = `a${'\u0301'.repeat(100)}`;
  expect(graphemeStart(zalgo, 50)).toBe(50);
  const astral = `a${'\u0301'.repeat(40)}😀`;
  expect(graphemeStart(`${astral}`, astral.length - 1)).toBe(astral.length - 2);
});

test('clip and truncateUtf8 keep whole characters', () => {
  expect(clip(`${'x'.repeat(59)}e\u0301tail`, 60)).toBe(`${'x'.repeat(59)}…`);
  expect(clip(`${'x'.repeat(58)}👩🏽‍💻tail`, 60)).toBe(`${'x'.repeat(58)}…`);
  // Counted in code points, not UTF-16 units: 60 emoji of two units each are 60 characters.
  expect(clip('😀'.repeat(61), 60)).toBe(`${'😀'.repeat(60)}…`);
  // 10 bytes: "ab" and then the 7 UTF-16 units (15 bytes) of the emoji do not fit whole.
  expect(truncateUtf8(`ab${'👩🏽‍💻'}cd`, 10)).toBe('ab');
  expect(truncateUtf8('abe\u0301', 3)).toBe('ab');
});

test('a cut in a long text of joining characters reads only near the cut (the report caps cut 400,000 CJK characters)', () => {
  // Segmenting from the last plain boundary read the whole text, and Intl.Segmenter's cost grows
  // faster than its input: the job summary's 1 MiB cut of 400,000 CJK characters did not end.
  const cjk = '模'.repeat(400_000);
  expect(graphemeStart(cjk, 349_525)).toBe(349_525);
  const emoji = '👩🏽‍💻'.repeat(100_000); // 7 units each
  expect(graphemeStart(emoji, 7 * 50_000 + 3)).toBe(7 * 50_000);
  expect(truncateUtf8(cjk, 1024 * 1024).length).toBe(349_525);
});
