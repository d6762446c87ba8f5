// One change as one line of text: the RSS item description and the pull request preview share it.
import { hasInvisible, replaceInvisible, unicodeEscape } from '../invisible.js';
import { canonicalJson } from '../json.js';
import type { Change, Json } from '../types.js';

/**
 * Written as JSON escapes, the invisible characters JSON leaves as they are (invisible.ts, the set
 * every output shows): U+FFFE and U+FFFF, which XML forbids (a feed would have to replace them), the
 * bidi controls, which would turn the rest of the line around in a reader (`"Veo \u202eabc" ->
 * "Veo 3.2"` read backwards), DEL, the C1 controls and the Unicode line separators, which a reader
 * may break the line at, and the zero-width ones. Still the same JSON value.
 */
const escaped = (text: string) => replaceInvisible(text, unicodeEscape);

/** Compact canonical JSON; a missing value (malformed change) shows as `null` rather than nothing. */
function json(v: Json | undefined): string {
  return escaped(canonicalJson(v ?? null));
}

/**
 * Record text for a line of plain text: as it is, or JSON-quoted as a change line writes a value
 * when it holds a line break, another control or an invisible character (a lab of
 * `acme.\nPricing: free forever` would otherwise print a fake line under it, one a reviewer trusts).
 */
export function lineText(text: string): string {
  return hasInvisible(text) ? json(text) : text;
}

/**
 * `<` and `&` as the JSON escapes `\u003c` and `\u0026` (as Go's JSON encoder writes them by default). For
 * a line every `<` and `&` of which is inside a JSON string (a change line: values are JSON, and a
 * path quotes any key or id that is not plain), so the line holds the same JSON. RSS readers show a
 * plain-text `description` as HTML whatever the spec says it is: a value `<img src=…>` would load
 * the image there, and `&lt;b&gt;` would read as `<b>`.
 */
export function htmlInert(line: string): string {
  return line.replace(/[<&]/g, (c) => (c === '<' ? '\\u003c' : '\\u0026'));
}

/** lineText for a line an HTML reader may show: text with `<` or `&` JSON-quoted too (htmlInert). */
export function inertLineText(text: string): string {
  return hasInvisible(text) || /[<&]/.test(text) ? htmlInert(json(text)) : text;
}

/**
 * `<path>: added <after>`, `<path>: <before> -> <after>` or `<path>: removed <before>`. The path's
 * quoted ids are escaped as its values are.
 */
export function formatChangeLine(c: Change): string {
  const path = escaped(c.path);
  if (c.kind === 'added') return `${path}: added ${json(c.after)}`;
  if (c.kind === 'removed') return `${path}: removed ${json(c.before)}`;
  return `${path}: ${json(c.before)} -> ${json(c.after)}`;
}
