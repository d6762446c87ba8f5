// For one-line messages, the parser's and the validator's alike: a long text cut short, and the
// known name a misspelt one likely meant.

import { codePointsEnd, graphemeStart } from './graphemes.js';

/**
 * Keys, values and parser messages can be huge: keep a message one readable line. At most `max` code
 * points, cut where a character ends (graphemeStart: never between a letter and its accent), then
 * `…`; only the start of `s` is read.
 */
export function clip(s: string, max = 80): string {
  const end = codePointsEnd(s, max);
  return end >= s.length ? s : `${s.slice(0, graphemeStart(s, end))}…`;
}

/** A word's negation as a prefix: `un`, `non`, `not`, `in`, `dis`, `no`, alone or with `_` (or `-`, which the loose form writes `_`). */
const NEGATION = /^(?:un|non|not|in|dis|no)_?/;

/**
 * Whether one name is the other with a negating prefix (`unavailable` and `available`,
 * `not_supported` and `supported`): a few letters apart, but the opposite meaning, never a typo.
 * Both in closest's loose form (lower case), so compared as they are.
 */
function negates(a: string, b: string): boolean {
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  const prefix = NEGATION.exec(long);
  return prefix !== null && long.slice(prefix[0].length) === short;
}

/**
 * The known name closest to a misspelt one, if it is close enough to be a likely typo. Letter case
 * and `-` for `_` come first, however many they are (`NOT-APPLICABLE` is `not_applicable`). A
 * name's negation is never proposed (`unavailable` is not a slip of `available`).
 */
export function closest(name: string, known: readonly string[]): string | undefined {
  if (name.length > 64) return undefined;
  const loose = (s: string) => s.toLowerCase().replaceAll('-', '_');
  const looseName = loose(name);
  const same = known.find((k) => loose(k) === looseName);
  if (same !== undefined) return same;
  let best: string | undefined;
  let bestDistance = Math.max(1, Math.floor(name.length / 3)) + 1;
  for (const k of known) {
    // The distance is at least the difference in length: most names are not worth measuring (a
    // record of thousands of unknown keys measured each against every field, seconds of it).
    if (Math.abs(name.length - k.length) >= bestDistance || negates(looseName, loose(k))) continue;
    const d = editDistance(name, k);
    if (d < bestDistance) {
      best = k;
      bestDistance = d;
    }
  }
  return best;
}

/** Edits from a to b, two swapped neighbours counting as one (`nmae` is one slip from `name`). */
function editDistance(a: string, b: string): number {
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        cur[j] = Math.min(cur[j]!, before[j - 2]! + 1);
    }
    before = prev;
    prev = cur;
  }
  return prev[b.length]!;
}
