// The scan before the exact replacement must find every character the replacement would: a text it
// passes by keeps what HTML (or a feed) forbids.
import { MAYBE_NOT_HTML_CHAR, NOT_HTML_CHAR } from '../../src/core/site/html.js';

it('MAYBE_NOT_HTML_CHAR finds every code point NOT_HTML_CHAR does, and form feed', () => {
  const exact = new RegExp(NOT_HTML_CHAR.source, 'u');
  const missed: number[] = [];
  for (let cp = 0; cp <= 0x10ffff; cp++) {
    const c = String.fromCodePoint(cp);
    if ((exact.test(c) || c === '\f') && !MAYBE_NOT_HTML_CHAR.test(c)) missed.push(cp);
  }
  expect(missed).toEqual([]);
  // Lone surrogates, one at a time.
  expect(MAYBE_NOT_HTML_CHAR.test('a\uD800b')).toBe(true);
  expect(MAYBE_NOT_HTML_CHAR.test('a\uDC00b')).toBe(true);
  // Plain text, accents, CJK: no exact scan needed.
  expect(MAYBE_NOT_HTML_CHAR.test('Veo 3.1 — 画像 café\t\n')).toBe(false);
});
