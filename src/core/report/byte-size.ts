// GitHub counts most text limits in UTF-8 bytes, not UTF-16 units: an emoji is 2 units but 4 bytes, a
// CJK character 1 unit but 3 bytes. Text is cut on a character boundary, never inside one.
import { graphemeStart } from '../graphemes.js';

/** Check-run `output.summary` and `output.text`. */
export const CHECK_OUTPUT_BYTES = 65_535;
/** The job summary of one step. */
export const JOB_SUMMARY_BYTES = 1024 * 1024;
/** An issue or pull request comment body. */
export const COMMENT_BYTES = 65_536;
/** A check-run annotation's `message` (64 KB). */
export const ANNOTATION_MESSAGE_BYTES = 64 * 1024;
/** A check-run annotation's `title` and a check run's `output.title` (255 characters: 255 bytes is safe either way). */
export const TITLE_BYTES = 255;

/** Bytes of the code unit at `i` (and its low surrogate, when it starts a pair) in UTF-8. */
function unitBytes(s: string, i: number): { bytes: number; units: number } {
  const c = s.charCodeAt(i);
  if (c < 0x80) return { bytes: 1, units: 1 };
  if (c < 0x800) return { bytes: 2, units: 1 };
  if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
    const next = s.charCodeAt(i + 1);
    if (next >= 0xdc00 && next <= 0xdfff) return { bytes: 4, units: 2 };
  }
  return { bytes: 3, units: 1 }; // a lone surrogate is sent as U+FFFD: 3 bytes
}

/** Any UTF-16 unit from U+0080 up (surrogates included: no `u` flag). */
const NON_ASCII = /[\u0080-\uffff]/;

export function utf8Bytes(s: string): number {
  // ASCII is a native scan; anything else one pass over the units, with no allocation per unit
  // (an event's HTML holds "→", so this path is the common one for feed items).
  if (!NON_ASCII.test(s)) return s.length;
  let n = s.length; // one byte a unit, plus what each unit from U+0080 adds
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) continue;
    if (c < 0x800) {
      n += 1;
      continue;
    }
    // Three bytes for one unit, four for a surrogate pair's two (a lone surrogate is sent as
    // U+FFFD: three bytes too).
    n += 2;
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const next = s.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
  }
  return n;
}

/** The longest prefix of `s` (whole characters) that fits in `max` bytes. */
function prefixWithin(s: string, max: number): string {
  let n = 0;
  let i = 0;
  while (i < s.length) {
    const u = unitBytes(s, i);
    if (n + u.bytes > max) break;
    n += u.bytes;
    i += u.units;
  }
  return s.slice(0, i < s.length ? graphemeStart(s, i) : i);
}

/**
 * `s` when it fits in `max` bytes; otherwise its longest whole-character prefix followed by `note`,
 * together within `max` bytes.
 */
export function truncateUtf8(s: string, max: number, note = ''): string {
  if (s.length * 3 <= max || utf8Bytes(s) <= max) return s;
  const room = Math.max(0, max - utf8Bytes(note));
  return `${prefixWithin(s, room)}${prefixWithin(note, max)}`;
}
