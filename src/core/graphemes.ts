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

/** A regional indicator (a flag's letter, U+1F1E6–U+1F1FF) starts at `at`. */
function regionalAt(text: string, at: number): boolean {
  const low = text.charCodeAt(at + 1);
  return text.charCodeAt(at) === 0xd83c && low >= 0xdde6 && low <= 0xddff;
}

/**
 * The last grapheme boundary at or before `at` (a UTF-16 index into `text`), in time bounded by the
 * cut, not the text: a plain boundary costs nothing; inside a run of flag letters, their pairing is
 * counted back to the run's start; anything else is segmented in a window of twice MAX_CLUSTER
 * before `at` (Intl.Segmenter's cost grows faster than the text it is given: 100,000 CJK
 * characters took 22 s).
 */
export function graphemeStart(text: string, at: number): number {
  if (at <= 0) return 0;
  if (at >= text.length) return text.length;
  if (plainBoundary(text, at)) return at;
  const last = text.charCodeAt(at - 1);
  const inPair = last >= 0xd800 && last <= 0xdbff; // between the halves of a surrogate pair
  const cut = inPair ? at - 1 : at;
  if (regionalAt(text, cut) && cut >= 2 && regionalAt(text, cut - 2)) {
    let before = 0;
    while (cut - 2 * (before + 1) >= 0 && regionalAt(text, cut - 2 * (before + 1))) before++;
    return before % 2 === 0 ? cut : cut - 2;
  }
  const from = Math.max(0, cut - 2 * MAX_CLUSTER);
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  let start = from;
  for (const { index } of segmenter.segment(text.slice(from, cut + 2))) {
    if (from + index > cut) break;
    start = from + index;
  }
  // A cluster that reaches back past the window (stacked marks): cut through it, as before.
  return (start === from && from > 0) || cut - start > MAX_CLUSTER ? cut : start;
}

/**
 * The UTF-16 index after the first `n` code points of `text` (its length when it has no more): where
 * a cut of `n` characters falls, counted as the cut's "and N more characters" counts the rest.
 */
export function codePointsEnd(text: string, n: number): number {
  let end = 0;
  for (let i = 0; i < n && end < text.length; i++) {
    const c = text.charCodeAt(end);
    const next = text.charCodeAt(end + 1);
    end += c >= 0xd800 && c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff ? 2 : 1;
  }
  return end;
}
