// Helpers for the diff's property tests, written from the definition (independent of diff.ts): a
// value normalized as the diff compares it, and a list of changes applied to a value.
import { formatPath, parsePath, resolvePath } from '../../src/core/diff.js';
import { canonicalize, compareCodePoints, setOwn } from '../../src/core/json.js';
import type { Change, Json, JsonObject } from '../../src/core/types.js';

export function isObject(v: Json | undefined): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function keyed(a: Json[]): boolean {
  const ids = a.map((e) => (isObject(e) && typeof e.id === 'string' && e.id !== '' ? e.id : null));
  return ids.every((x) => x !== null) && new Set(ids).size === ids.length;
}

/** Independent of the code under test: keyed arrays sorted by id, object keys sorted. */
export function normalize(v: Json): Json {
  if (Array.isArray(v)) {
    const out = v.map(normalize);
    if (keyed(v))
      out.sort((x, y) => compareCodePoints((x as JsonObject).id as string, (y as JsonObject).id as string));
    return out;
  }
  if (isObject(v))
    return canonicalize(Object.fromEntries(Object.entries(v).map(([k, x]) => [k, normalize(x)])));
  return v;
}

/**
 * A deep copy in which nothing is shared: the history parser places one parsed section wherever the
 * same text repeats (read-only), and structuredClone would keep those aliases, so one edit would
 * land in each place. A member named `__proto__` (records are untrusted) stays data.
 */
function copy(v: Json): Json {
  if (Array.isArray(v)) return v.map(copy);
  if (!isObject(v)) return v;
  const out: JsonObject = {};
  for (const [k, x] of Object.entries(v)) setOwn(out, k, copy(x));
  return out;
}

/** Applies changes to a copy of `before` (element additions are appended to keyed arrays). */
export function apply(before: Json, changes: Change[]): Json {
  let root = copy(before);
  for (const c of changes) {
    const segs = parsePath(c.path)!;
    if (segs.length === 0) {
      root = copy(c.after!);
      continue;
    }
    let parent: Json = root;
    for (const s of segs.slice(0, -1)) parent = resolvePath(parent, formatPath([s]))!;
    const last = segs[segs.length - 1]!;
    if ('key' in last) {
      const o = parent as JsonObject;
      if (c.kind === 'removed') delete o[last.key];
      else setOwn(o, last.key, copy(c.after!));
    } else {
      const arr = parent as Json[];
      const i = arr.findIndex((e) => (e as JsonObject).id === last.id);
      if (c.kind === 'added') arr.push(copy(c.after!));
      else if (c.kind === 'removed') arr.splice(i, 1);
      else arr[i] = copy(c.after!);
    }
  }
  return root;
}
