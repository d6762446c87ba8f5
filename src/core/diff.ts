// Field-level differences between two versions of a record, as drift feed `changes`.
//
// Arrays of objects that all carry a unique non-empty string `id` (profiles, sources, charges, ...)
// are compared by id, so reordering them is no change and an edit inside one profile is reported
// at `capability_profiles[id="t2v"].duration.max` rather than as a rewrite of the whole array.
import { canonicalize, compareCodePoints, isObject, sortCodePoints } from './json.js';
import type { Change, Json, JsonObject } from './types.js';

/** One step of a change path: an object member, or the element of a keyed array with this `id`. */
export type PathSegment = { key: string } | { id: string };

const PLAIN_KEY = /^[A-Za-z0-9_-]+$/;
const PLAIN_KEY_AT = /[A-Za-z0-9_-]+/y;

/** Appends one member to a path: `a.b` for plain names, `a["weird key"]` for anything else. */
function keyPath(prefix: string, key: string): string {
  if (!PLAIN_KEY.test(key)) return `${prefix}[${JSON.stringify(key)}]`;
  return prefix === '' ? key : `${prefix}.${key}`;
}

/** Appends a keyed-array element selector; the id is a JSON string so quotes and `]` stay unambiguous. */
function idPath(prefix: string, id: string): string {
  return `${prefix}[id=${JSON.stringify(id)}]`;
}

/** Path text for a list of segments (the empty list is the whole value, path `""`). */
export function formatPath(segments: PathSegment[]): string {
  let out = '';
  for (const s of segments) out = 'id' in s ? idPath(out, s.id) : keyPath(out, s.key);
  return out;
}

/** Reads the JSON string literal starting at `start` (a `"`); returns it and the index after it. */
function readJsonString(path: string, start: number): { value: string; end: number } | null {
  if (path[start] !== '"') return null;
  let k = start + 1;
  while (k < path.length && path[k] !== '"') k += path[k] === '\\' ? 2 : 1;
  if (k >= path.length) return null;
  try {
    const value: unknown = JSON.parse(path.slice(start, k + 1));
    return typeof value === 'string' ? { value, end: k + 1 } : null;
  } catch {
    return null;
  }
}

/** Inverse of `formatPath`; null when the text is not a well-formed path. */
export function parsePath(path: string): PathSegment[] | null {
  const segments: PathSegment[] = [];
  let i = 0;
  while (i < path.length) {
    if (path[i] === '[') {
      const isId = path.startsWith('id=', i + 1);
      const str = readJsonString(path, isId ? i + 4 : i + 1);
      if (str === null || path[str.end] !== ']') return null;
      segments.push(isId ? { id: str.value } : { key: str.value });
      i = str.end + 1;
      continue;
    }
    if (segments.length > 0) {
      if (path[i] !== '.') return null;
      i++;
    }
    PLAIN_KEY_AT.lastIndex = i;
    const m = PLAIN_KEY_AT.exec(path);
    if (m === null) return null;
    segments.push({ key: m[0] });
    i += m[0].length;
  }
  return segments;
}

/** The value a change path points at, or undefined when the path is malformed or leads nowhere. */
export function resolvePath(value: Json, path: string): Json | undefined {
  const segments = parsePath(path);
  if (segments === null) return undefined;
  let cur: Json | undefined = value;
  for (const s of segments) {
    if ('id' in s) {
      if (!Array.isArray(cur)) return undefined;
      cur = cur.find((el) => isObject(el) && el.id === s.id);
    } else {
      if (!isObject(cur) || !Object.hasOwn(cur, s.key)) return undefined;
      cur = cur[s.key];
    }
    if (cur === undefined) return undefined;
  }
  return cur;
}

/**
 * Elements by id when every element is an object with a unique non-empty string `id`, else null.
 * An empty array counts as keyed (vacuously), so `[] → [{id: "a"}]` reports the element as added.
 */
function keyedElements(a: Json[]): Map<string, JsonObject> | null {
  const byId = new Map<string, JsonObject>();
  for (const el of a) {
    if (!isObject(el)) return null;
    const id = el.id;
    if (typeof id !== 'string' || id === '' || byId.has(id)) return null;
    byId.set(id, el);
  }
  return byId;
}

/** Ids of both maps (or keys of both objects) in code-point order, each once. */
function unionSorted(a: Iterable<string>, b: Iterable<string>): string[] {
  return sortCodePoints([...new Set([...a, ...b])]);
}

/**
 * Equality of the canonical JSON two values publish as: deep, arrays in order (canonical JSON sorts
 * an object's members, never an array's elements). Unlike sameData, a reordered keyed array differs.
 */
export function sameJson(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i]!, b[i]!)) return false;
    return true;
  }
  if (!isObject(a) || !isObject(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const k of keys) if (!Object.hasOwn(b, k) || !sameJson(a[k]!, b[k]!)) return false;
  return true;
}

/**
 * Equality as the diff sees it: deep equality, except that keyed arrays (at any depth) are
 * compared as sets of elements by id. `diffRecords(a, b)` is empty exactly when this holds.
 */
export function sameData(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    for (const k of keys) if (!Object.hasOwn(b, k) || !sameData(a[k]!, b[k]!)) return false;
    return true;
  }
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  // Element by element first (the usual case, and no maps to build): arrays that agree position by
  // position are equal whether keyed or not, since equal elements carry equal ids.
  let i = 0;
  while (i < a.length && sameData(a[i]!, b[i]!)) i++;
  if (i === a.length) return true;
  const ka = keyedElements(a);
  const kb = ka && keyedElements(b);
  if (!ka || !kb) return false;
  for (const [id, el] of ka) {
    const other = kb.get(id);
    if (other === undefined || !sameData(el, other)) return false;
  }
  return true;
}

/**
 * Puts the changes at `out[from..]`, gathered one run per member or id in `runs` (name, start),
 * into code-point order of the names. Only members that changed have a run, so the sort is short.
 */
function orderRuns(out: Change[], from: number, runs: [string, number][] | null): void {
  if (runs === null || runs.length < 2) return;
  let sorted = true;
  for (let i = 1; i < runs.length && sorted; i++)
    sorted = compareCodePoints(runs[i - 1]![0], runs[i]![0]) < 0;
  if (sorted) return;
  const pieces = runs.map(([name, start], i) => ({
    name,
    list: out.slice(start, runs[i + 1]?.[1] ?? out.length),
  }));
  pieces.sort((x, y) => compareCodePoints(x.name, y.name));
  out.length = from;
  for (const p of pieces) for (const c of p.list) out.push(c);
}

/** `runs` with one more (made on the first: most walks find nothing to order). */
function withRun(runs: [string, number][] | null, name: string, start: number): [string, number][] {
  if (runs === null) return [[name, start]];
  runs.push([name, start]);
  return runs;
}

/** The non-empty string id of `v` when it is an object carrying one, else null. */
function idOf(v: Json): string | null {
  return isObject(v) && typeof v.id === 'string' && v.id !== '' ? v.id : null;
}

/**
 * One walk of both values: a member is looked into only when it is not the same value (the history
 * parser shares unchanged sections, so `===` passes most of a record by), and keys are sorted only
 * where something changed. `changed`, when known: the only members that may differ.
 */
function collect(
  before: Json,
  after: Json,
  path: string,
  out: Change[],
  changed: ReadonlySet<string> | null = null,
): void {
  if (before === after) return;
  if (isObject(before) && isObject(after)) {
    const from = out.length;
    let runs: [string, number][] | null = null;
    for (const k of Object.keys(after)) {
      if (changed !== null && !changed.has(k)) continue;
      const start = out.length;
      if (!Object.hasOwn(before, k))
        out.push({ path: keyPath(path, k), kind: 'added', after: canonicalize(after[k]!) });
      else collect(before[k]!, after[k]!, keyPath(path, k), out);
      if (out.length > start) runs = withRun(runs, k, start);
    }
    for (const k of Object.keys(before)) {
      if (Object.hasOwn(after, k) || (changed !== null && !changed.has(k))) continue;
      runs = withRun(runs, k, out.length);
      out.push({ path: keyPath(path, k), kind: 'removed', before: canonicalize(before[k]!) });
    }
    orderRuns(out, from, runs);
    return;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    if (collectInPlace(before, after, path, out)) return;
    const kb = keyedElements(before);
    const ka = kb && keyedElements(after);
    if (kb && ka) {
      // Ids in code-point order: independent of element order, which carries no meaning here.
      for (const id of unionSorted(kb.keys(), ka.keys())) {
        const b = kb.get(id);
        const a = ka.get(id);
        if (b && a) collect(b, a, idPath(path, id), out);
        else if (a) out.push({ path: idPath(path, id), kind: 'added', after: canonicalize(a) });
        else if (b) out.push({ path: idPath(path, id), kind: 'removed', before: canonicalize(b) });
      }
      return;
    }
  }
  if (!sameData(before, after)) {
    out.push({ path, kind: 'changed', before: canonicalize(before), after: canonicalize(after) });
  }
}

/**
 * The usual case of two arrays, without building maps: the same length, and each element either
 * the same value or an object with the same id on both sides. Returns false, with `out` as it was,
 * when that does not hold (the caller compares by id or as a whole); true when the changes are in
 * `out`, which needs the arrays to be keyed only if there are any.
 */
function collectInPlace(before: Json[], after: Json[], path: string, out: Change[]): boolean {
  if (before.length !== after.length) return false;
  const from = out.length;
  let runs: [string, number][] | null = null;
  for (let i = 0; i < after.length; i++) {
    const b = before[i]!;
    const a = after[i]!;
    if (a === b) continue;
    const id = idOf(a);
    if (id === null || idOf(b) !== id) {
      out.length = from;
      return false;
    }
    const start = out.length;
    collect(b, a, idPath(path, id), out);
    if (out.length > start) runs = withRun(runs, id, start);
  }
  if (out.length === from) return true; // equal element by element, keyed or not
  if (keyedElements(before) === null || keyedElements(after) === null) {
    out.length = from;
    return false; // not keyed after all: a change of the whole array
  }
  orderRuns(out, from, runs);
  return true;
}

/**
 * The changes that turn `before` into `after`, depth first, object keys and keyed-array ids in
 * code-point order. Scalars, non-keyed arrays and type changes are one `changed` of the whole
 * value; when the top-level values themselves are not both objects that change has path `""`.
 * `changed`: when the caller knows them, the only top-level members that may differ (the history
 * parser does: the others were made from the same sections); the rest are not compared, and the
 * result is the same.
 */
export function diffRecords(before: Json, after: Json, changed: ReadonlySet<string> | null = null): Change[] {
  const out: Change[] = [];
  collect(before, after, '', out, changed);
  return out;
}
