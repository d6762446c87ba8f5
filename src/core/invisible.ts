// The characters no reader sees, or that change how a line reads, in one set for every output that
// prints record text or file names (CLI lines, annotations, the PR comment and job summary, change
// lines in `diff` and the feeds), each showing them its own way (`\u200b`, `\\u200B`): a name with a
// zero-width space reads the same everywhere, and as what it is.

/**
 * C0, DEL and C1 controls, the line and paragraph separators (U+2028, U+2029), U+FFFE and U+FFFF
 * (which XML forbids), lone surrogates (a `u` class matches a surrogate only where it is not half of
 * a pair), and Unicode's default ignorable code points: those a renderer shows as nothing, among
 * them the soft hyphen, the Arabic letter mark, zero-width space, non-joiner and joiner, the LRM and
 * RLM, the embeddings, overrides and isolates, the word joiner, the byte order mark, the Mongolian
 * and other variation selectors (U+180B–U+180F, U+FE00–U+FE0F, U+E0100–U+E01EF), the Hangul fillers
 * (U+115F, U+1160, U+3164, U+FFA0), the tag characters (U+E0000–U+E007F, which can carry hidden
 * ASCII) and the noncharacters (U+FDD0–U+FDEF, U+xFFFE and U+xFFFF of every plane). Not the spaces
 * other than U+0020 (U+00A0, U+3000): they are seen, as spaces.
 * Nor an emoji's presentation selector right after the emoji it selects for.
 */
const SOURCE =
  '[\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029\\ufffe\\uffff\\ud800-\\udfff]' +
  // Text and emoji presentation selectors (U+FE0E, U+FE0F) right after an emoji (or a keycap's
  // digit) are part of it ("❤️", "1️⃣"): shown as they are there, and escaped where they select
  // nothing (after a letter, another selector, a space), as a name that reads as another.
  '|(?![\\ufe0e\\ufe0f])\\p{Default_Ignorable_Code_Point}|(?<!\\p{Emoji})[\\ufe0e\\ufe0f]' +
  // The other noncharacters (U+FDD0–U+FDEF, the last two of each plane): kept for a program's own
  // use, drawn as nothing or a box (XML discourages them; the feeds' titles and HTML show U+FFFD).
  '|\\p{Noncharacter_Code_Point}';

/** Each invisible character, for `replace` (a global regex: not for `test`, whose lastIndex it keeps). */
const INVISIBLE = new RegExp(SOURCE, 'gu');

const ANY_INVISIBLE = new RegExp(SOURCE, 'u');

/**
 * A superset of SOURCE with every surrogate in, without the `u` flag and its property lookup: it
 * scans about five times as fast, and most text (every change line of a build goes through here)
 * holds none of it. Every default ignorable code point is in it: those in the BMP listed, those
 * beyond it (U+1BCA0–U+1BCA3, U+1D173–U+1D17A, U+E0000–U+E0FFF) by their high surrogate.
 */
const MAYBE_INVISIBLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex lint/suspicious/noMisleadingCharacterClass: finding each of them alone is the point
  /[\u0000-\u001f\u007f-\u009f\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufdd0-\ufdef\ufe00-\ufe0f\ufeff\uffa0\ufff0-\uffff\ud800-\udfff]/;

/** Whether `s` holds an invisible character. */
export function hasInvisible(s: string): boolean {
  return MAYBE_INVISIBLE.test(s) && ANY_INVISIBLE.test(s);
}

/** `s` with each invisible character replaced by `shown(c)`. */
export function replaceInvisible(s: string, shown: (c: string) => string): string {
  return MAYBE_INVISIBLE.test(s) ? s.replace(INVISIBLE, shown) : s;
}

/**
 * One invisible character as JSON escapes, `\u200b`; beyond U+FFFF as its surrogate pair,
 * `\udb40\udc69`, which JSON reads back as the character (a lone surrogate is one code unit).
 */
export function unicodeEscape(c: string): string {
  let out = '';
  for (let i = 0; i < c.length; i++) out += `\\u${c.charCodeAt(i).toString(16).padStart(4, '0')}`;
  return out;
}

/**
 * One invisible character as an escape that names it, for text no program reads back: `\u200b`,
 * and beyond U+FFFF the code point in braces, as JavaScript writes it: `\u{e0069}`.
 */
export function codePointEscape(c: string): string {
  const code = c.codePointAt(0)!;
  return code > 0xffff ? `\\u{${code.toString(16)}}` : unicodeEscape(c);
}
