// Small text helpers shared by every message: quoting found values, naming fields, listing ids.
import { parse as segmentsOf } from '../json-pointer.js';
import { clip } from '../message-text.js';
import type { Json } from '../types.js';

/** Found values can be hostile (10k-character keys, control characters): quote and shorten them. */
const MAX_QUOTED = 60;

export function quote(s: string): string {
  return JSON.stringify(clip(s, MAX_QUOTED));
}

/** A found value as a contributor would recognise it in TOML. */
export function describe(v: Json | undefined): string {
  if (v === undefined) return 'nothing';
  if (v === null) return 'null';
  if (typeof v === 'string') return quote(v);
  if (Array.isArray(v)) return v.length === 0 ? 'an empty array' : 'an array';
  if (typeof v === 'object') return 'a table';
  return String(v);
}

/**
 * `/capability_profiles/0/duration/max` → `capability_profiles[0].duration.max`. The record decides
 * whether a numeric segment is an array index or a table key named like a number.
 */
export function fieldPath(pointer: string, root?: Json): string {
  return clipMiddle(fullFieldPath(pointer, root), MAX_PATH);
}

/** Field paths in messages: longer ones keep their start and end (`a.b…x.y`). */
const MAX_PATH = 80;

function clipMiddle(s: string, max: number): string {
  if (s.length <= max) return s;
  const chars = [...s];
  if (chars.length <= max) return s;
  const head = Math.ceil((max - 1) / 2);
  return `${chars.slice(0, head).join('')}…${chars.slice(chars.length - (max - 1 - head)).join('')}`;
}

/** A key TOML takes without quotes: a field name a message may show as written. */
export const BARE_KEY = /^[A-Za-z0-9_-]+$/;

function fullFieldPath(pointer: string, root?: Json): string {
  let out = '';
  let node: Json | undefined = root;
  for (const seg of segmentsOf(pointer)) {
    const isIndex = Array.isArray(node) || (node === undefined && /^(0|[1-9]\d*)$/.test(seg));
    if (isIndex) out += `[${seg}]`;
    else if (BARE_KEY.test(seg)) out += out === '' ? seg : `.${seg}`;
    else out += `[${quote(seg)}]`;
    node = child(node, seg);
  }
  return out;
}

export function child(node: Json | undefined, seg: string): Json | undefined {
  if (Array.isArray(node)) return node[Number(seg)];
  if (node !== null && typeof node === 'object') return Object.hasOwn(node, seg) ? node[seg] : undefined;
  return undefined;
}

export function valueAt(root: Json, pointer: string): Json | undefined {
  let node: Json | undefined = root;
  for (const seg of segmentsOf(pointer)) node = child(node, seg);
  return node;
}

/** `a, b, c`; long lists end with `… (N in total)` so a message stays one readable line. */
export function listIds(ids: readonly string[], max = 10): string {
  const shown = ids.slice(0, max).map((id) => (/^[\w.:-]{1,60}$/.test(id) ? id : quote(id)));
  return ids.length > max ? `${shown.join(', ')}, … (${ids.length} in total)` : shown.join(', ');
}

/** `Field: problem` for whole-table problems; the root table has no name. */
export function inTable(path: string, text: string): string {
  return path === '' ? text : `${path}: ${text}`;
}
