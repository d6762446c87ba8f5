// Every JSON artifact is written the same way, so equal data gives byte-identical files.
import { canonicalJson } from '../json.js';
import type { Json } from '../types.js';

/** Canonical JSON (keys in code-point order), 2-space indent, trailing newline. */
export function renderJson(value: Json | object): string {
  return `${canonicalJson(value as Json, 2)}\n`;
}
