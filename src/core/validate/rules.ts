// Rules within one record that JSON Schema cannot state: references between ids, unique ids, min <= max,
// real calendar dates.
// They read the record defensively: a value of the wrong shape is the schema's to report, not theirs.

import { httpsGuess } from '../feeds/site-url.js';
import { isObject } from '../json.js';
import { format as pointerOf } from '../json-pointer.js';
import { closest } from '../message-text.js';
import { calendarProblem } from '../toml/dates.js';
import type { Json, JsonObject } from '../types.js';
import { FindingBudget } from './finding.js';
import { fieldPath, listIds, quote } from './format.js';
import { fieldGuess } from './messages/field-names.js';

type Path = (string | number)[];

/**
 * Worded while `budget` lasts; past it they are only counted (`budget.unworded`), so a record with
 * 9,000 broken references costs 200 messages, not 9,000. Without a budget, every finding is worded.
 */
export function recordFindings(
  record: JsonObject,
  budget: FindingBudget = new FindingBudget(),
  /** Pointers of values the schema rejects (their own messages say what is wrong with them). */
  rejected: ReadonlySet<string> = new Set(),
): FindingBudget {
  const unnamed = sourceReferences(record, budget);
  uniqueIds(record, budget, unnamed);
  profileReferences(record, budget);
  minMax(record, budget, rejected);
  calendarDates(record, budget);
  relativeSourceUrls(record, budget);
  return budget;
}

function elements(v: Json | undefined): Json[] {
  return Array.isArray(v) ? v : [];
}

/** The string `id`s of an array of tables, in order. */
function idsOf(v: Json | undefined): string[] {
  const ids: string[] = [];
  for (const x of elements(v)) if (isObject(x) && typeof x.id === 'string') ids.push(x.id);
  return ids;
}

/**
 * False when an element has no usable id (a schema error already): references to it cannot be judged,
 * and reporting each of them would bury the one real problem. An empty id is unusable where the schema
 * says non-empty (profiles, delivery profiles); a source's id is any string (observed), so there ""
 * is an id like another: no schema error would say why the references went unchecked.
 */
function allHaveIds(v: Json | undefined, emptyIsId = false): boolean {
  return elements(v).every((x) => isObject(x) && typeof x.id === 'string' && (emptyIsId || x.id !== ''));
}

/**
 * Whether `id` is the id of an entry under a key of `table` misspelt for `field` (`[[Sources]]`,
 * `[[capability_profile]]`): that key's unknown-key message is the one problem, not each reference
 * to an entry it holds. Looked at only once a reference names nothing: valid records never pay for it.
 */
function misspeltHolder(table: JsonObject, field: string): (id: string) => boolean {
  let ids: Set<string> | undefined;
  return (id) => {
    ids ??= new Set(
      Object.keys(table)
        .filter((k) => k !== field && fieldGuess(k, [field]) === field)
        .flatMap((k) => idsOf(table[k])),
    );
    return ids.has(id);
  };
}

/**
 * False when the entries a reference names cannot be told: the field is not an array (`[sources]`
 * for `[[sources]]`, whose schema/type is the one problem) or an empty one (`= []`: its
 * schema/min-items is).
 */
function listedAsArray(v: Json | undefined): boolean {
  return v === undefined || (Array.isArray(v) && v.length > 0);
}

function profiles(record: JsonObject): { p: JsonObject; i: number }[] {
  const out: { p: JsonObject; i: number }[] = [];
  elements(record.capability_profiles).forEach((p, i) => {
    if (isObject(p)) out.push({ p, i });
  });
  return out;
}

/**
 * Every `source_ids` entry, wherever it sits, names a `sources[].id` of the same record. Returns the
 * names no source has, in order. While two sources share an id (a copied `[[sources]]` block whose id
 * was left as it was) they are not reported: the references to the lost id are one mistake, the
 * repeat's, whose message names them. A name no source has is one finding, at its first reference,
 * counting the others: a renamed source is one edit, not one message per entry that cites it.
 */
function sourceReferences(record: JsonObject, out: FindingBudget): string[] {
  // `[sources]` for `[[sources]]`: its schema/type message is the one problem, not every reference.
  if (!listedAsArray(record.sources)) return [];
  if (!allHaveIds(record.sources, true)) return [];
  const known = idsOf(record.sources);
  // No sources at all (the field missing, `[[source]]` for `[[sources]]`, `sources = []`): the
  // schema's message for it is the one problem; every reference would bury it.
  if (known.length === 0) return [];
  const set = new Set(known);
  const repeats = set.size < known.length;
  // `[[Sources]]` for one of the `[[sources]]` blocks.
  const inMisspelt = misspeltHolder(record, 'sources');
  /** Per name no source has, in order of first reference: the pointers of the entries naming it. */
  const unnamed = new Map<string, string[]>();
  // One shared path stack: this walk visits every value of every record, so it must not allocate per node.
  const path: Path = [];
  const visit = (node: Json): void => {
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        const v = node[i]!;
        if (v === null || typeof v !== 'object') continue;
        path.push(i);
        visit(v);
        path.pop();
      }
      return;
    }
    if (node === null || typeof node !== 'object') return;
    for (const key of Object.keys(node)) {
      const v = node[key]!;
      if (v === null || typeof v !== 'object') continue;
      path.push(key);
      if (key === 'source_ids' && Array.isArray(v)) checkIds(v);
      else visit(v);
      path.pop();
    }
  };
  const checkIds = (ids: Json[]): void => {
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i];
      if (typeof id !== 'string' || id === '' || set.has(id) || inMisspelt(id)) continue;
      const pointer = pointerOf([...path, i]);
      const seen = unnamed.get(id);
      if (seen === undefined) unnamed.set(id, [pointer]);
      else seen.push(pointer);
    }
  };
  visit(record);
  if (!repeats)
    for (const [id, pointers] of unnamed) {
      const first = pointers[0]!;
      const many =
        pointers.length > 1 ? `; ${pointers.length} source_ids entries name it, this one first` : '';
      out.push(
        () => ({
          pointer: first,
          rule: 'ref/source-id',
          message: `${fieldPath(parentOf(first), record)} names ${quote(id)}, which is not a source of this record${many} (${sourcesNote(id, known)})`,
        }),
        // Every entry that names it: a hint checking one of them wants to know it names no source.
        () => pointers,
      );
    }
  return [...unnamed.keys()];
}

/** The pointer of the array an element's pointer is in. */
function parentOf(pointer: string): string {
  return pointer.slice(0, pointer.lastIndexOf('/'));
}

/** The source a misspelt id was likely meant to be (the list may be cut short), then the list. */
function sourcesNote(id: string, known: readonly string[]): string {
  return idsNote(id, known, 'sources');
}

/** The id of `known` a misspelt one was likely meant to be, then the list, named `what`. */
function idsNote(id: string, known: readonly string[], what: string): string {
  // "" is no fix to suggest (an empty reference gets the list alone: referencedNote).
  const guess = closest(
    id,
    known.filter((k) => k !== ''),
  );
  return `${guess === undefined ? '' : `did you mean ${quote(guess)}? `}${what}: ${listIds(known)}`;
}

/**
 * Ids unique within their array: the second and later uses of an id are reported. A repeated source
 * id names the ids that `source_ids` entries name and no source has (`unnamed`): most often the id
 * the copied block was meant to get.
 */
function uniqueIds(record: JsonObject, out: FindingBudget, unnamed: readonly string[]): void {
  const arrays: Path[] = [['capability_profiles'], ['sources'], ['limitations']];
  if (isObject(record.pricing)) arrays.push(['pricing', 'charges']);
  for (const { p, i } of profiles(record)) {
    arrays.push(['capability_profiles', i, 'delivery_profiles']);
    if (isObject(p.size)) arrays.push(['capability_profiles', i, 'size', 'options']);
  }
  for (const path of arrays) {
    const first = new Map<string, number>();
    elements(at(record, path)).forEach((x, i) => {
      if (!isObject(x) || typeof x.id !== 'string') return;
      const id = x.id;
      const earlier = first.get(id);
      if (earlier === undefined) first.set(id, i);
      else {
        const arrayPath = fieldPath(pointerOf(path), record);
        const hint = path.length === 1 && path[0] === 'sources' ? missingSources(unnamed) : '';
        out.push(
          () => ({
            pointer: pointerOf([...path, i, 'id']),
            rule: 'unique/id',
            message: `${arrayPath}[${i}].id repeats ${quote(id)}, already the id of ${arrayPath}[${earlier}]${hint}`,
          }),
          () => pointerOf([...path, i, 'id']),
        );
      }
    });
  }
}

/** The ids `source_ids` entries name that no source has: what a repeated source id may have been meant to be. */
function missingSources(unnamed: readonly string[]): string {
  if (unnamed.length === 0) return '';
  if (unnamed.length === 1)
    return ` (did you mean ${quote(unnamed[0]!)}? source_ids name it, and no source has it)`;
  return ` (source_ids name ${listIds(unnamed)}, which no source has)`;
}

/**
 * The note after a reference to none of `ids`: `none` when there are none; for an empty one the list
 * alone (nothing written is no slip of an id, so no "did you mean"); else idsNote's guess and list.
 */
function referencedNote(id: string, ids: string[], noun: string, none: string): string {
  if (ids.length === 0) return none;
  return id === '' ? `${noun}: ${listIds(ids)}` : idsNote(id, ids, noun);
}

/** `charge.profile_id` names a capability profile; `timing.delivery_profile_ids` its own profile's deliveries. */
function profileReferences(record: JsonObject, out: FindingBudget): void {
  const profileIds = idsOf(record.capability_profiles);
  const profileSet = new Set(profileIds);
  const charges = isObject(record.pricing) ? elements(record.pricing.charges) : [];
  // As for sources: profiles missing (schema/required), `[capability_profiles]` or `= []` (the
  // field's own schema error) or under a misspelt header (`[[capability_profile]]`: its unknown key)
  // are one problem, not one more per charge that names a profile.
  // (No ids read is all of those: idsOf reads none from a table or an empty array.)
  const judgeProfiles = allHaveIds(record.capability_profiles) && profileIds.length > 0;
  const inMisspeltProfiles = misspeltHolder(record, 'capability_profiles');
  charges.forEach((c, i) => {
    // "" too: the schema takes any string (an observed field), but a profile's id is never empty.
    if (!judgeProfiles || !isObject(c) || typeof c.profile_id !== 'string') return;
    const profileId = c.profile_id;
    if (profileSet.has(profileId) || inMisspeltProfiles(profileId)) return;
    const pointer = pointerOf(['pricing', 'charges', i, 'profile_id']);
    const listed = referencedNote(profileId, profileIds, 'profiles', 'this record has no profiles');
    const names =
      profileId === ''
        ? 'is empty, so it names no capability profile of this record'
        : `names ${quote(profileId)}, which is not a capability profile of this record`;
    out.push(
      () => ({
        pointer,
        rule: 'ref/profile-id',
        message: `${fieldPath(pointer, record)} ${names} (${listed})`,
      }),
      () => pointer,
    );
  });
  for (const { p, i } of profiles(record)) {
    // Delivery profiles are optional, so none at all is the reference's problem; but
    // `[capability_profiles.delivery_profiles]` or `= []` is the field's own, and a misspelt header
    // (`[[capability_profiles.delivery_profile]]`) its unknown key's.
    if (!isObject(p.timing) || !allHaveIds(p.delivery_profiles) || !listedAsArray(p.delivery_profiles))
      continue;
    const deliveries = idsOf(p.delivery_profiles);
    const deliverySet = new Set(deliveries);
    const inMisspeltDeliveries = misspeltHolder(p, 'delivery_profiles');
    const path: Path = ['capability_profiles', i, 'timing', 'delivery_profile_ids'];
    elements(p.timing.delivery_profile_ids).forEach((id, k) => {
      // "" too: a delivery profile's id is never empty (the spec: "required non-empty").
      if (typeof id !== 'string' || deliverySet.has(id) || inMisspeltDeliveries(id)) return;
      const pointer = pointerOf([...path, k]);
      const message = () => {
        const listed = referencedNote(id, deliveries, 'delivery profiles', 'it has no delivery profiles');
        return id === ''
          ? `${fieldPath(pointer, record)} is empty, so it names no delivery profile of capability_profiles[${i}] (${listed})`
          : `${fieldPath(pointerOf(path), record)} names ${quote(id)}, which is not a delivery profile of capability_profiles[${i}] (${listed})`;
      };
      out.push(
        () => ({ pointer, rule: 'ref/delivery-profile-id', message: message() }),
        () => pointer,
      );
    });
  }
}

/**
 * Wherever a lower and an upper bound both exist, lower <= upper. Not when either bound fails its own
 * schema check (`max = 0` where max must be > 0): that bound's message is the one problem, at its line.
 */
function minMax(record: JsonObject, out: FindingBudget, rejected: ReadonlySet<string>): void {
  const pairs: { path: Path; low: string; high: string }[] = [];
  for (const { p, i } of profiles(record)) {
    const base: Path = ['capability_profiles', i];
    pairs.push({ path: [...base, 'duration'], low: 'min', high: 'max' });
    pairs.push({ path: [...base, 'size'], low: 'min_total_pixels', high: 'max_total_pixels' });
    elements(p.controls).forEach((_, k) => {
      pairs.push({ path: [...base, 'controls', k], low: 'min', high: 'max' });
    });
    elements(p.reference_inputs).forEach((_, k) => {
      pairs.push({ path: [...base, 'reference_inputs', k], low: 'min_count', high: 'max_count' });
    });
  }
  for (const { path, low, high } of pairs) {
    const table = at(record, path);
    if (!isObject(table)) continue;
    const lo = table[low];
    const hi = table[high];
    if (typeof lo !== 'number' || typeof hi !== 'number' || lo <= hi) continue;
    const pointer = pointerOf([...path, low]);
    if (rejected.has(pointer) || rejected.has(pointerOf([...path, high]))) continue;
    out.push(
      () => ({
        pointer,
        rule: 'range/min-max',
        message: `${fieldPath(pointer, record)} must be <= ${high} (${hi}), found ${lo}`,
      }),
      () => [pointer, pointerOf([...path, high])],
    );
  }
}

function at(root: Json, path: Path): Json | undefined {
  let node: Json | undefined = root;
  for (const seg of path) {
    if (Array.isArray(node) && typeof seg === 'number') node = node[seg];
    else if (isObject(node) && typeof seg === 'string')
      node = Object.hasOwn(node, seg) ? node[seg] : undefined;
    else return undefined;
  }
  return node;
}

/** The schema's `date` pattern: only digits. A string that does not match it is the schema's to report. */
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Strings the schema types `date` ("A calendar date, YYYY-MM-DD") are real dates: month 01-12, a day
 * its month has. Only `sources[].retrieved_on` is one (a test holds this list to the schema).
 */
export const DATE_FIELDS: readonly string[] = ['sources[].retrieved_on'];

function calendarDates(record: JsonObject, out: FindingBudget): void {
  elements(record.sources).forEach((source, i) => {
    const date = isObject(source) ? source.retrieved_on : undefined;
    const m = typeof date === 'string' ? DATE.exec(date) : null;
    const why = m === null ? null : calendarProblem(Number(m[1]), Number(m[2]), Number(m[3]));
    if (why === null) return;
    const pointer = pointerOf(['sources', i, 'retrieved_on']);
    out.push(
      () => ({
        pointer,
        rule: 'range/date',
        message: `${fieldPath(pointer, record)} must be a real calendar date, found ${quote(date as string)} (${why})`,
      }),
      () => pointer,
    );
  });
}

/**
 * `url = "deepmind.google/models/veo"`: an address without its scheme, which a browser (the site's
 * model page) reads as a page of the site, a broken link. The spec types url as a string: a warning.
 */
function relativeSourceUrls(record: JsonObject, out: FindingBudget): void {
  elements(record.sources).forEach((source, i) => {
    const url = isObject(source) ? source.url : undefined;
    if (typeof url !== 'string' || url === '' || /^[a-z][a-z0-9+.-]*:/i.test(url.trim())) return;
    const pointer = pointerOf(['sources', i, 'url']);
    const guess = httpsGuess(url.trim());
    out.push(
      () => ({
        pointer,
        rule: 'ref/url-scheme',
        message:
          `${fieldPath(pointer, record)} ${quote(url)} has no scheme, so the site's link would open a page of the site` +
          (guess === null ? ': write the whole address, https:// and all' : ` (write ${quote(guess)})`),
        severity: 'warning',
      }),
      () => pointer,
    );
  });
}
