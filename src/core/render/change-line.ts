// One change as one line of text: the RSS item description and the pull request preview share it.
import { canonicalJson } from '../json.js';
import type { Change, Json } from '../types.js';

/**
 * Compact canonical JSON; a missing value (malformed change) shows as `null` rather than nothing.
 * U+FFFE and U+FFFF, which JSON leaves as they are and XML forbids (a feed would have to replace
 * them), are written as `\ufffe` and `\uffff`: still the same JSON value, in every feed.
 */
function json(v: Json | undefined): string {
  return canonicalJson(v ?? null).replace(/[\ufffe\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);
}

/** `<path>: added <after>`, `<path>: <before> -> <after>` or `<path>: removed <before>`. */
export function formatChangeLine(c: Change): string {
  if (c.kind === 'added') return `${c.path}: added ${json(c.after)}`;
  if (c.kind === 'removed') return `${c.path}: removed ${json(c.before)}`;
  return `${c.path}: ${json(c.before)} -> ${json(c.after)}`;
}
