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

/**
 * Sorts `list` in place in code-point order and returns it. Without a surrogate anywhere, the built-in
 * sort (UTF-16 order) is that order already, and much faster than a comparator: one check, then it.
 */
export function sortCodePoints(list: string[]): string[] {
  return list.some((k) => SURROGATE.test(k)) ? list.sort(compareCodePoints) : list.sort();
}

/** A table: a JSON object, not an array or null. */
export function isObject(v: Json | undefined): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function sortedKeys(o: JsonObject): string[] {
  return sortCodePoints(Object.keys(o));
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

/** A deep copy with every object's keys sorted. */
export function canonicalize(v: Json): Json {
  if (Array.isArray(v)) return v.map(canonicalize);
  if (v !== null && typeof v === 'object') {
    const out: JsonObject = {};
    for (const k of sortedKeys(v)) setOwn(out, k, canonicalize(v[k]!));
    return out;
  }
  return v;
}

/** Canonical JSON text; `indent` as for JSON.stringify. */
export function canonicalJson(v: Json, indent?: number): string {
  return JSON.stringify(canonicalize(v), null, indent);
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
