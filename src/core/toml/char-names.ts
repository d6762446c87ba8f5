// A character the syntax messages name that a reader would not see as what it is: a space other
// than U+0020 (pasted from a web page or a chat, seen as a space), an invisible or a control
// character (seen as nothing, or printed as `\u200b` by the outputs). Named by its code point
// and name, as `U+00A0 (no-break space)`, never quoted as it is. Run only on errors.
import { hasInvisible } from '../invisible.js';

const NAMES: Record<number, string> = {
  0: 'null character',
  11: 'vertical tab',
  12: 'form feed',
  27: 'escape',
  127: 'delete',
  133: 'next line',
  160: 'no-break space',
  173: 'soft hyphen',
  1564: 'Arabic letter mark',
  5760: 'Ogham space mark',
  6158: 'Mongolian vowel separator',
  8192: 'en quad',
  8193: 'em quad',
  8194: 'en space',
  8195: 'em space',
  8196: 'three-per-em space',
  8197: 'four-per-em space',
  8198: 'six-per-em space',
  8199: 'figure space',
  8200: 'punctuation space',
  8201: 'thin space',
  8202: 'hair space',
  8203: 'zero-width space',
  8204: 'zero-width non-joiner',
  8205: 'zero-width joiner',
  8206: 'left-to-right mark',
  8207: 'right-to-left mark',
  8232: 'line separator',
  8233: 'paragraph separator',
  8234: 'left-to-right embedding',
  8235: 'right-to-left embedding',
  8236: 'pop directional formatting',
  8237: 'left-to-right override',
  8238: 'right-to-left override',
  8239: 'narrow no-break space',
  8287: 'medium mathematical space',
  8288: 'word joiner',
  8289: 'function application',
  8290: 'invisible times',
  8291: 'invisible separator',
  8292: 'invisible plus',
  8294: 'left-to-right isolate',
  8295: 'right-to-left isolate',
  8296: 'first strong isolate',
  8297: 'pop directional isolate',
  12288: 'ideographic space',
  65279: 'byte order mark',
  847: 'combining grapheme joiner',
  4447: 'Hangul choseong filler',
  4448: 'Hangul jungseong filler',
  12644: 'Hangul filler',
  65440: 'halfwidth Hangul filler',
  917505: 'language tag',
  917631: 'cancel tag',
};

/** The names of whole ranges: the variation selectors and the tag characters. */
function rangeName(code: number): string | undefined {
  if (code >= 0x180b && code <= 0x180d) return `Mongolian free variation selector ${code - 0x180a}`;
  if (code === 0x180f) return 'Mongolian free variation selector 4';
  if (code >= 0xfe00 && code <= 0xfe0f) return `variation selector-${code - 0xfe00 + 1}`;
  if (code >= 0xe0100 && code <= 0xe01ef) return `variation selector-${code - 0xe0100 + 17}`;
  if (code >= 0xe0020 && code <= 0xe007e) return 'tag character';
  return undefined;
}

/** A space other than U+0020. */
const OTHER_SPACE = /^(?! )\p{Zs}$/u;

/** Whether `c` (one character) is one to name rather than quote: tab and line feed are not. */
export function unseen(c: string): boolean {
  return c !== '\t' && c !== '\n' && (OTHER_SPACE.test(c) || hasInvisible(c));
}

/** `c` as a message shows it: as it is, or `U+00A0 (no-break space)`. */
export function charWords(c: string): string {
  if (!unseen(c)) return c;
  const code = c.codePointAt(0)!;
  const kind = /^\p{Cc}$/u.test(c)
    ? 'a control character'
    : /^\p{Zs}$/u.test(c)
      ? 'a space'
      : 'an invisible character';
  return `U+${code.toString(16).toUpperCase().padStart(4, '0')} (${NAMES[code] ?? rangeName(code) ?? kind})`;
}

/**
 * Short text with each run of such a character named, set off by spaces: `Google\u00a0DeepMind` →
 * `Google U+00A0 (no-break space) DeepMind`, `\u00a0\u00a0` → `2 × U+00A0 (no-break space)`.
 */
export function textWords(text: string): string {
  const parts: string[] = [];
  let seen = '';
  const chars = [...text];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    if (!unseen(c)) {
      seen += c;
      continue;
    }
    let n = 1;
    while (chars[i + n] === c) n++;
    i += n - 1;
    if (seen !== '') parts.push(seen);
    seen = '';
    parts.push(n > 1 ? `${n} × ${charWords(c)}` : charWords(c));
  }
  if (seen !== '') parts.push(seen);
  return parts.join(' ');
}
