// Values as a person reads them: prices ("$0.40 per output second"), durations ("4–8 s"), lists.
// Anything else reads as its fields (`kind: api reference; url: https://…`), so nothing is hidden.
import { formatPath, type PathSegment, parsePath } from '../diff.js';
import { canonicalJson, isObject } from '../json.js';
import type { Change, Json, JsonObject } from '../types.js';
import { grouped, idWords } from '../words.js';

// A Map, not an object: a unit is record text, and `constructor` or `__proto__` would read Object's own.
const UNIT_ABBREVIATIONS = new Map([
  ['second', 's'],
  ['frame_per_second', 'fps'],
  ['pixel', 'px'],
]);

function str(v: Json | undefined): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

function num(v: Json | undefined): number | undefined {
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}

/** 1234.5 → "1,234.5"; at most 6 decimals so float noise never shows. (Not toLocaleString: Intl is slow.) */
export function plainNumber(n: number): string {
  if (!Number.isFinite(n) || Math.abs(n) >= 1e21) return String(n);
  const rounded = Math.round(n * 1e6) / 1e6;
  const [int, frac] = Math.abs(rounded).toString().split('.');
  return `${rounded < 0 ? '-' : ''}${grouped(int!)}${frac ? `.${frac}` : ''}`;
}

/** `$0.40` for USD (cents always shown), `0.4 points` for anything else. */
export function money(amount: number, denomination: string): string {
  if (denomination === 'USD' && Number.isFinite(amount) && Math.abs(amount) < 1e21) {
    const digits = Math.max(2, Math.min(6, (String(amount).split('.')[1] ?? '').length));
    const [int, frac] = Math.abs(amount).toFixed(digits).split('.');
    return `${amount < 0 ? '-' : ''}$${grouped(int!)}.${frac}`;
  }
  return `${plainNumber(amount)} ${plural(idWords(denomination), amount)}`;
}

function plural(unit: string, n: number): string {
  return n === 1 ? unit : `${unit}s`;
}

/** What a price is per: `output second`, `1,000 output tokens`. */
function perText(per: number, unit: string): string {
  return per === 1 ? idWords(unit) : `${plainNumber(per)} ${plural(idWords(unit), per)}`;
}

/** A charge: `$0.40 per output second (service=x, size=4k)`; an unpublished one says so. */
function charge(c: { [k: string]: Json }): string | undefined {
  const when = Array.isArray(c.applies_when) ? c.applies_when.filter((w) => typeof w === 'string') : [];
  const conditions = when.length > 0 ? ` (${when.join(', ')})` : '';
  const qualifier = str(c.qualifier) ? `; ${str(c.qualifier)}` : '';
  if (c.state === 'unknown') return `price not published${conditions}${qualifier}`;
  const amount = num(c.amount);
  const denomination = str(c.denomination);
  const unit = str(c.unit);
  if (amount === undefined || denomination === undefined || unit === undefined) return undefined;
  const per = num(c.per) ?? 1;
  return `${money(amount, denomination)} per ${perText(per, unit)}${conditions}${qualifier}`;
}

/** A unit after a number: `s`, `characters` for 4,000 but `character` for 1 (abbreviations take no plural). */
function unitWord(unit: string, n: number | undefined): string {
  const abbreviation = UNIT_ABBREVIATIONS.get(unit);
  if (abbreviation !== undefined) return abbreviation;
  return n === undefined ? idWords(unit) : plural(idWords(unit), n);
}

/** `8 s`, `4,000 characters`. */
function quantity(n: number, unit: string): string {
  return `${plainNumber(n)} ${unitWord(unit, n)}`;
}

/** `24`, `24 or 30`, `1, 2 or 3`; undefined unless every value is a number. */
function oneOf(values: Json[]): string | undefined {
  if (values.length === 0 || !values.every((v) => num(v) !== undefined)) return undefined;
  const all = values.map((v) => plainNumber(v as number));
  return all.length === 1 ? all[0]! : `${all.slice(0, -1).join(', ')} or ${all.at(-1)}`;
}

/** A range or set of numbers with a unit: `4–8 s, in steps of 2 s`, `24 or 30 fps`. */
function measure(m: { [k: string]: Json }): string | undefined {
  const unit = str(m.unit);
  if (unit === undefined) return undefined;
  const min = num(m.min);
  const max = num(m.max);
  const values = Array.isArray(m.values) ? m.values : undefined;
  const set = values && oneOf(values);
  let text: string;
  if (set !== undefined) text = set;
  else if (min !== undefined && max !== undefined) {
    text = min === max ? plainNumber(min) : `${plainNumber(min)}–${plainNumber(max)}`;
  } else if (min !== undefined) text = `at least ${plainNumber(min)}`;
  else if (max !== undefined) text = `up to ${plainNumber(max)}`;
  else return undefined;
  const step = num(m.step);
  const steps = step !== undefined ? `, in steps of ${quantity(step, unit)}` : '';
  const byDefault = num(m.default);
  const defaults = byDefault !== undefined ? `, default ${quantity(byDefault, unit)}` : '';
  const state = str(m.state) && m.state !== 'supported' ? ` (${idWords(str(m.state)!)})` : '';
  // A control is a measure with a name (`output_count`): without it the reader cannot tell which.
  const name = str(m.name) !== undefined ? `${m.name}: ` : '';
  const counted = max ?? min ?? num(values?.at(-1));
  return `${name}${text} ${unitWord(unit, counted)}${steps}${defaults}${state}`;
}

/** A claim with a unit in words (`1–300 s`, `24 or 30 fps`); undefined when it says no number. */
export function naturalMeasure(m: JsonObject): string | undefined {
  return measure(m);
}

/** A charge or a measure in words; undefined for any other shape. */
function known(v: { [k: string]: Json }): string | undefined {
  // An unpublished charge has no amount and no unit (spec: only id, qualifier, source_ids, state).
  const isCharge = v.amount !== undefined || (v.state === 'unknown' && v.unit === undefined);
  return isCharge ? charge(v) : measure(v);
}

/** What names an object among its siblings: its id, else its name (controls, languages have one). */
function labelKey(v: { [k: string]: Json }): 'id' | 'name' | undefined {
  if (str(v.id) !== undefined) return 'id';
  return str(v.name) !== undefined ? 'name' : undefined;
}

/** An object's id or name, when it has one (a list's item says which it is by it). */
export function objectLabel(v: Json | undefined): string | undefined {
  if (!isObject(v)) return undefined;
  const key = labelKey(v);
  return key && str(v[key]);
}

/** An object of no known shape as its fields: `api (kind: api reference; url: https://…)`. */
function fields(v: { [k: string]: Json }): string {
  const label = labelKey(v);
  const keys = Object.keys(v)
    .filter((k) => k !== label)
    .sort();
  const inner = keys.map((k) => `${idWords(k)}: ${nested(v[k])}`).join('; ');
  if (label === undefined) return inner || 'nothing';
  return inner ? `${v[label]} (${inner})` : str(v[label])!;
}

/**
 * An element of a list: an object with no id or name goes in parentheses, so where one object's
 * fields end and the next's begin shows (`(path: a; summary: b); (path: c; summary: d)`).
 */
function listItem(x: Json): string {
  if (!isObject(x)) return nested(x);
  const shape = known(x);
  if (shape !== undefined) return shape;
  return labelKey(x) === undefined ? `(${fields(x)})` : fields(x);
}

/** A value inside another: objects and lists of objects in brackets, so the parts stay apart. */
function nested(v: Json | undefined): string {
  if (isObject(v)) {
    const shape = known(v);
    if (shape !== undefined) return shape;
    return labelKey(v) === undefined ? `[${fields(v)}]` : fields(v);
  }
  const text = naturalValue(v);
  return Array.isArray(v) && v.some((x) => typeof x === 'object' && x !== null) ? `[${text}]` : text;
}

/** One value as words: a known shape (a charge, a measure) in prose, anything else as its fields. */
export function naturalValue(v: Json | undefined): string {
  if (v === undefined || v === null) return 'nothing';
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return plainNumber(v);
  if (Array.isArray(v)) {
    if (v.length === 0) return 'none';
    return v.map(listItem).join(isObject(v[0]) ? '; ' : ', ');
  }
  if (isObject(v)) return known(v) ?? fields(v);
  return canonicalJson(v);
}

/** The value at `segments` in `root` (members by key, keyed-array elements by id). */
function resolve(root: Json | undefined, segments: PathSegment[]): Json | undefined {
  let v = root;
  for (const s of segments) {
    if ('key' in s) v = isObject(v) && Object.hasOwn(v, s.key) ? v[s.key] : undefined;
    else v = Array.isArray(v) ? v.find((x) => isObject(x) && x.id === s.id) : undefined;
    if (v === undefined) return undefined;
  }
  return v;
}

const MEASURE_FIELDS = new Set(['min', 'max', 'step', 'default']);

/** The fields a number is read with (`$0.40 per output second`, `8 s`). */
const READ_WITH = ['unit', 'per', 'denomination'] as const;

/** Whether a change's path ends in a field numbers are read with (a string test: no parsing). */
export function isReadWith(path: string): boolean {
  return path.endsWith('.unit') || path.endsWith('.per') || path.endsWith('.denomination');
}

/** A path below `above` (a member or an element of it), by string: no parsing. */
const isBelow = (path: string, above: string) =>
  path.length > above.length &&
  (path[above.length] === '.' || path[above.length] === '[') &&
  path.startsWith(above);

/** A change that replaced or removed a whole object or list: its before holds the fields as they were. */
const replacedWhole = (c: Change) => c.before !== null && typeof c.before === 'object';

/** Whether a newer change bears on what an older event's numbers read with (ItemContext.later). */
export function bearsOnUnits(c: Change): boolean {
  // An object or list it added did not exist before, so an older event can only have changed what
  // a removal in between held.
  return isReadWith(c.path) || replacedWhole(c);
}

/**
 * Records the newer change `c` (events walked newest first) in `map`, the oldest per path, as
 * ItemContext.later holds them: a whole object or list `c` replaced supersedes the newer changes
 * below it, since its before holds their fields as they were before any of them.
 */
export function keepOlder(map: Map<string, Change>, c: Change): void {
  if (c.path && replacedWhole(c)) for (const k of map.keys()) if (isBelow(k, c.path)) map.delete(k);
  map.set(c.path, c);
}

/**
 * The change in `later` (see keepOlder) that came right after an older time at `path`: its own,
 * else the nearest one that replaced an object or list above it, read down to `path` (a charge
 * removed, then added again billed otherwise). A field absent then reads as one added since.
 */
export function laterChangeAt(later: ReadonlyMap<string, Change>, path: string): Change | undefined {
  const own = later.get(path);
  if (own !== undefined) return own;
  let above: Change | undefined;
  for (const c of later.values())
    if (c.path && isBelow(path, c.path) && (above === undefined || c.path.length > above.path.length))
      above = c;
  if (above === undefined) return undefined;
  const segments = parsePath(path);
  const top = parsePath(above.path);
  const before = segments && top ? resolve(above.before, segments.slice(top.length)) : undefined;
  return before === undefined ? { path, kind: 'added' } : { path, kind: 'changed', before };
}

/**
 * `parent` as it was at some earlier time, as far as READ_WITH goes: `changeAt(path)` is the change
 * that came right after that time at a sibling path, whose before it was (absent if it added it).
 */
function readWithBefore(
  parent: JsonObject,
  segments: PathSegment[],
  changeAt: (path: string) => Change | undefined,
): JsonObject {
  let out = parent;
  for (const key of READ_WITH) {
    const c = changeAt(formatPath([...segments, { key }]));
    if (c === undefined) continue;
    if (out === parent) out = { ...parent };
    if (c.kind === 'added') delete out[key];
    else out[key] = c.before ?? null;
  }
  return out;
}

/**
 * A changed value in words, read beside what surrounds it in the record now: a charge's `amount`
 * becomes `$0.35 per output second`, a duration's `max` becomes `10 s`. Falls back to naturalValue.
 */
export function naturalLeaf(
  path: string,
  v: Json | undefined,
  record: Json | undefined,
  /**
   * When `v` is not of the record now: the change that followed `v`'s time at a path, if any (the
   * event's own for a before value, newer events' otherwise), so its unit reads as it was then.
   */
  changeAt?: (path: string) => Change | undefined,
): string {
  const list = Array.isArray(v) ? v : undefined;
  if (typeof v !== 'number' && list === undefined) return naturalValue(v);
  const segments = parsePath(path);
  const last = segments?.at(-1);
  if (!segments || !last || !('key' in last)) return naturalValue(v);
  const now = resolve(record, segments.slice(0, -1));
  if (!isObject(now)) return naturalValue(v);
  const parent = changeAt ? readWithBefore(now, segments.slice(0, -1), changeAt) : now;
  if (typeof parent.unit !== 'string') return naturalValue(v);
  const unit = parent.unit;
  if (typeof v === 'number') {
    if (last.key === 'amount' && typeof parent.denomination === 'string')
      return `${money(v, parent.denomination)} per ${perText(num(parent.per) ?? 1, unit)}`;
    if (MEASURE_FIELDS.has(last.key)) return quantity(v, unit);
  }
  // A measure's set of values: `24 or 30 fps`, as the whole measure reads.
  const set = last.key === 'values' && list ? oneOf(list) : undefined;
  if (set !== undefined) return `${set} ${unitWord(unit, num(list!.at(-1)))}`;
  return naturalValue(v);
}
