// The bidi formatting characters (Arabic letter mark, LRM and RLM, embeddings and overrides, the
// isolates): in text from a record or a file name they can make what follows read reversed.
export const BIDI_CONTROLS = '\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069';

const BIDI_CONTROL = new RegExp(`[${BIDI_CONTROLS}]`);

/**
 * The text with its isolates paired: a U+2069 that closes no isolate the text opened is dropped,
 * and one is added for each isolate left open. Inside an isolate (U+2068 … U+2069, `<bdi>`) a
 * stray U+2069 would close the outer isolate early, and an override after it would reverse the
 * rest of the line ("a\u2069\u202eb" in a model's name turned ": 1 fields changed" around).
 */
export function pairedIsolates(text: string): string {
  if (!/[\u2066-\u2069]/.test(text)) return text;
  let open = 0;
  let out = '';
  for (const c of text) {
    if (c === '\u2066' || c === '\u2067' || c === '\u2068') open++;
    else if (c === '\u2069') {
      if (open === 0) continue;
      open--;
    }
    out += c;
  }
  return out + '\u2069'.repeat(open);
}

/**
 * Record text for a plain-text title, isolated (U+2068 … U+2069) when it holds bidi controls: an
 * override in a model's name then ends with the name instead of reversing ": 2 fields changed".
 */
export function isolated(text: string): string {
  return BIDI_CONTROL.test(text) ? `\u2068${pairedIsolates(text)}\u2069` : text;
}

/**
 * Right-to-left letters: the blocks whose characters' default bidi class is R or AL (Hebrew, Arabic,
 * Syriac, Thaana, NKo, Samaritan, Mandaic, their presentation forms, and the astral ones).
 */
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefe\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]/u;

/**
 * Record text at the start of a plain-text line that goes on after it (a feed title's ": 4 fields
 * changed"): isolated as `isolated` does, and also when it holds right-to-left letters, whose run
 * would otherwise take the colon and the count after it in, drawing the count before the name.
 */
export function isolatedAtStart(text: string): string {
  return RIGHT_TO_LEFT.test(text) ? `\u2068${pairedIsolates(text)}\u2069` : isolated(text);
}
