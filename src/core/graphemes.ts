// Where a reader sees one character end: a grapheme cluster (Unicode UAX #29), not a code point. A
// text cut short (a feed item's long value, a title's name, a message's quote, a report at GitHub's
// size cap) is cut at one, so an accent, a virama, an emoji's joined parts or a flag's second letter
// stay with what they belong to.

let segmenter: Intl.Segmenter | undefined;

/** Longer clusters (stacked combining marks) are cut through, as before: a cut stays near its place. */
const MAX_CLUSTER = 32;

/**
 * Between two characters below U+0300 (ASCII, Latin-1, controls) there is always a boundary, CR LF
 * aside: the characters that join with a neighbour (combining marks, joiners, Hangul jamo, regional
 * indicators, prepended and spacing marks) are all above it.
 */
function plainBoundary(text: string, at: number): boolean {
  const a = text.charCodeAt(at - 1);
  const b = text.charCodeAt(at);
  return a < 0x300 && b < 0x300 && !(a === 13 && b === 10);
}

/**
 * The last grapheme boundary at or before `at` (a UTF-16 index into `text`). Only the text up to
 * `at` + 2 is segmented, from the last plain boundary before it (so the pairing of flag letters is
 * read from where their run starts); a plain boundary at `at` itself costs no segmenting.
 */
export function graphemeStart(text: string, at: number): number {
  if (at <= 0) return 0;
  if (at >= text.length) return text.length;
  if (plainBoundary(text, at)) return at;
  let from = at - 1;
  while (from > 0 && !plainBoundary(text, from)) from--;
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  let start = from;
  for (const { index } of segmenter.segment(text.slice(from, at + 2))) {
    if (from + index > at) break;
    start = from + index;
  }
  if (at - start <= MAX_CLUSTER) return start;
  // Never between the halves of a surrogate pair, even then.
  const last = text.charCodeAt(at - 1);
  return last >= 0xd800 && last <= 0xdbff ? at - 1 : at;
}
