// One change as one line of text: the RSS item description and the pull request preview share it.
import { BIDI_CONTROLS } from '../bidi.js';
import { canonicalJson } from '../json.js';
import type { Change, Json } from '../types.js';

/**
 * Written as JSON escapes: U+FFFE and U+FFFF, which JSON leaves as they are and XML forbids (a feed
 * would have to replace them), the bidi controls, which would turn the rest of the line around
 * in a reader (`"Veo \u202eabc" -> "Veo 3.2"` read backwards), and DEL, the C1 controls and the
 * Unicode line separators, which JSON leaves as they are and a reader may break the line at.
 * Still the same JSON value.
 */
const ESCAPED = new RegExp(`[\\u007f-\\u009f\\u2028\\u2029\\ufffe\\uffff${BIDI_CONTROLS}]`, 'g');
const escaped = (text: string) =>
  text.replace(ESCAPED, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** Compact canonical JSON; a missing value (malformed change) shows as `null` rather than nothing. */
function json(v: Json | undefined): string {
  return escaped(canonicalJson(v ?? null));
}

/** What JSON or ESCAPED writes as an escape: the characters that could break or turn a line around. */
const CONTROL = new RegExp(`[\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029\\ufffe\\uffff${BIDI_CONTROLS}]`);

/**
 * Record text for a line of plain text: as it is, or JSON-quoted as a change line writes a value
 * when it holds a line break or another control (a lab of `acme.\nPricing: free forever` would
 * otherwise print a fake line under it, one a reviewer trusts).
 */
export function lineText(text: string): string {
  return CONTROL.test(text) ? json(text) : text;
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
