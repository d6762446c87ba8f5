// Canonical JSON: object keys in code-point order at every depth, so equal data gives equal bytes.
import type { Json, JsonObject } from './types.js';

/** Code-point order (not locale order, not UTF-16 order for astral characters). */
export function compareCodePoints(a: string, b: string): number {
  // Fast path (sorting keys is most of rendering a build): UTF-16 units compare like code points
  // until a surrogate is involved; anything with one goes to the exact comparison below.
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) {
      if (x >= 0xd800 && x <= 0xdfff) return compareBySplitting(a, b);
      continue;
    }
    if ((x >= 0xd800 && x <= 0xdfff) || (y >= 0xd800 && y <= 0xdfff)) return compareBySplitting(a, b);
    return x - y;
  }
  if (a.length === b.length) return 0;
  const rest = a.length > n ? a : b;
  for (let i = n; i < rest.length; i++) {
    const c = rest.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdfff) return compareBySplitting(a, b);
  }
  return a.length - b.length;
}

function compareBySplitting(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const n = Math.min(x.length, y.length);
  for (let i = 0; i < n; i++) {
    const d = x[i]!.codePointAt(0)! - y[i]!.codePointAt(0)!;
    if (d !== 0) return d;
  }
  return x.length - y.length;
}

const SURROGATE = /[\uD800-\uDFFF]/;

/** Up to this many (an object's keys, mostly), an insertion sort is several times faster than sort(). */
const SHORT_LIST = 16;

/**
 * Sorts `list` in place in code-point order and returns it. A short list by insertion; a long one
 * without a surrogate anywhere by the built-in sort (UTF-16 order is that order then), which is much
 * faster than with a comparator: one check, then it.
 */
export function sortCodePoints(list: string[]): string[] {
  if (list.length <= SHORT_LIST) return insertionSort(list);
  return list.some((k) => SURROGATE.test(k)) ? list.sort(compareCodePoints) : list.sort();
}

function insertionSort(list: string[]): string[] {
  for (let i = 1; i < list.length; i++) {
    const x = list[i]!;
    let j = i - 1;
    for (; j >= 0 && compareCodePoints(list[j]!, x) > 0; j--) list[j + 1] = list[j]!;
    list[j + 1] = x;
  }
  return list;
}

/** A table: a JSON object, not an array or null. */
export function isObject(v: Json | undefined): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Sets an own, enumerable property even for the key `__proto__`, which plain assignment would turn
 * into a prototype change (records are untrusted input).
 */
export function setOwn(o: JsonObject, key: string, value: Json): void {
  if (key === '__proto__')
    Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });
  else o[key] = value;
}

/**
 * Every object's keys sorted, at every depth. Parts that are so already are returned as they are, not
 * copied (the drift events' values come canonical from the diff, and copying was most of rendering):
 * a copy would list the same keys in the same order, so JSON.stringify writes the same text.
 */
export function canonicalize(v: Json): Json {
  if (typeof v !== 'object' || v === null) return v;
  return Array.isArray(v) ? canonicalArray(v) : canonicalObject(v);
}

function canonicalArray(v: Json[]): Json[] {
  for (let i = 0; i < v.length; i++) {
    const x = v[i]!;
    const c = canonicalize(x);
    if (c === x) continue;
    // The first element that needs a copy: copy from here on.
    const out = v.slice(0, i);
    out.push(c);
    for (let j = i + 1; j < v.length; j++) out.push(canonicalize(v[j]!));
    return out;
  }
  return v;
}

function canonicalObject(v: JsonObject): JsonObject {
  const keys = Object.keys(v);
  if (!inCodePointOrder(v, keys)) return copyInOrder(v, sortCodePoints(keys), 0);
  for (let i = 0; i < keys.length; i++) {
    const x = v[keys[i]!]!;
    const c = canonicalize(x);
    if (c !== x) return copyInOrder(v, keys, i, c);
  }
  return v;
}

/**
 * Whether `v` already lists its keys in code-point order. Only a plain object counts: anything else
 * (a Date, a boxed string) JSON.stringify would not write as its keys, and the copy of it does.
 */
function inCodePointOrder(v: JsonObject, keys: string[]): boolean {
  const proto = Object.getPrototypeOf(v);
  if (proto !== Object.prototype && proto !== null) return false;
  for (let i = 1; i < keys.length; i++) if (compareCodePoints(keys[i - 1]!, keys[i]!) >= 0) return false;
  return true;
}

/**
 * A copy of `v` with its members in the order of `keys`: the first `done` values are canonical
 * already, and the next one's canonical form is `next` (so nothing is canonicalised twice).
 */
function copyInOrder(v: JsonObject, keys: string[], done: number, next?: Json): JsonObject {
  const out: JsonObject = {};
  let i = 0;
  for (; i < done; i++) setOwn(out, keys[i]!, v[keys[i]!]!);
  if (next !== undefined) {
    setOwn(out, keys[i]!, next);
    i++;
  }
  for (; i < keys.length; i++) setOwn(out, keys[i]!, canonicalize(v[keys[i]!]!));
  return out;
}

/** Canonical JSON text; `indent` as for JSON.stringify. */
export function canonicalJson(v: Json, indent?: number): string {
  return JSON.stringify(canonicalize(v), null, indent);
}

/**
 * Compact canonical JSON of `o` with `o[key]` written as `text`, which is compact canonical JSON
 * already: a part rendered once for many documents (an event in feeds and pages) costs a copy
 * instead of rendering it again. Equal to canonicalJson of `o` with that value at `key`.
 */
export function canonicalJsonWith(o: JsonObject, key: string, text: string): string {
  const c = canonicalize({ ...o, [key]: null }) as JsonObject;
  const members: string[] = [];
  for (const k of Object.keys(c)) {
    const member = k === key ? text : JSON.stringify(c[k]);
    // JSON.stringify leaves out members it cannot write (undefined), and so does this.
    if (member !== undefined) members.push(`${JSON.stringify(k)}:${member}`);
  }
  return `{${members.join(',')}}`;
}

/** canonicalJsonWith of an array whose elements are given as their compact canonical texts. */
export function canonicalJsonWithItems(o: JsonObject, key: string, itemTexts: string[]): string {
  return canonicalJsonWith(o, key, `[${itemTexts.join(',')}]`);
}

export function deepEqual(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as Json[];
    return a.length === bb.length && a.every((x, i) => deepEqual(x, bb[i]!));
  }
  const ao = a as JsonObject;
  const bo = b as JsonObject;
  const ak = Object.keys(ao);
  if (ak.length !== Object.keys(bo).length) return false;
  return ak.every((k) => Object.hasOwn(bo, k) && deepEqual(ao[k]!, bo[k]!));
}
