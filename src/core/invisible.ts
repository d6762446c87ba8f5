// The characters no reader sees, or that change how a line reads, in one set for every output that
// prints record text or file names (CLI lines, annotations, the PR comment and job summary, change
// lines in `diff` and the feeds), each showing them its own way (`\u200b`, `\\u200B`): a name with a
// zero-width space reads the same everywhere, and as what it is.

/**
 * C0, DEL and C1 controls, the soft hyphen (U+00AD), the Arabic letter mark (U+061C), the Mongolian
 * vowel separator (U+180E), zero-width space, non-joiner and joiner, the LRM and RLM (U+200B–U+200F),
 * the line and paragraph separators, the embeddings and overrides (U+2028–U+202E), the word joiner,
 * the invisible operators, the isolates and the deprecated format characters (U+2060–U+206F), the
 * byte order mark (U+FEFF), U+FFFE and U+FFFF (which XML forbids), and lone surrogates. Not the
 * spaces other than U+0020 (U+00A0, U+3000): they are seen, as spaces.
 */
const SOURCE =
  '[\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u206f\\ufeff\\ufffe\\uffff]' +
  '|[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]';

/** Each invisible character, for `replace` (a global regex: not for `test`, whose lastIndex it keeps). */
const INVISIBLE = new RegExp(SOURCE, 'g');

const ANY_INVISIBLE = new RegExp(SOURCE);

/**
 * SOURCE with every surrogate in, so no look-around: a superset that scans about five times as
 * fast, and most text (every change line of a build goes through here) holds none of it.
 */
const MAYBE_INVISIBLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufffe\uffff\ud800-\udfff]/;

/** Whether `s` holds an invisible character. */
export function hasInvisible(s: string): boolean {
  return MAYBE_INVISIBLE.test(s) && ANY_INVISIBLE.test(s);
}

/** `s` with each invisible character replaced by `shown(c)`. */
export function replaceInvisible(s: string, shown: (c: string) => string): string {
  return MAYBE_INVISIBLE.test(s) ? s.replace(INVISIBLE, shown) : s;
}

/** One invisible character as a JSON-style escape, `\u200b` (a lone surrogate is one code unit). */
export function unicodeEscape(c: string): string {
  return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
}
