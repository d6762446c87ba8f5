// The catalog document: record counts and every record, in an order that does not depend on the
// file system.
import { canonicalize, compareCodePoints } from './json.js';
import type { Json, JsonObject, ParsedRecord } from './types.js';

export interface CatalogCounts {
  total_records: number;
  documented: number;
  indexed: number;
  by_modality: { audio: number; image: number; video: number };
}

export interface Catalog {
  schema_version: 1;
  counts: CatalogCounts;
  /** Records by `model.id` (code-point order, ties by path), keys canonical. */
  models: JsonObject[];
}

export function field(v: Json | undefined, key: string): Json | undefined {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && Object.hasOwn(v, key)
    ? v[key]
    : undefined;
}

/** The record's `model.id` ('' when it has none). */
export function modelId(r: ParsedRecord): string {
  const id = field(field(r.value, 'model'), 'id');
  return typeof id === 'string' ? id : '';
}

/** Records by `model.id` in code-point order, ties by path: an order the file system cannot change. */
export function sortRecords(records: ParsedRecord[]): ParsedRecord[] {
  return [...records].sort(
    (a, b) => compareCodePoints(modelId(a), modelId(b)) || compareCodePoints(a.path, b.path),
  );
}

/**
 * Expects records that passed validation (the publisher renders nothing otherwise). A record with
 * another documentation_state or modality would still be listed but not counted, so
 * `total_records` (= documented + indexed, as the spec defines it) would then differ from the list.
 */
export function buildCatalog(records: ParsedRecord[]): Catalog {
  const counts = countRecords(records);
  const sorted = sortRecords(records);
  return { schema_version: 1, counts, models: sorted.map((r) => canonicalize(r.value) as JsonObject) };
}

/** The catalog's `counts` (api.json and api/index.json carry the same). */
export function countRecords(records: ParsedRecord[]): CatalogCounts {
  const counts: CatalogCounts = {
    total_records: 0,
    documented: 0,
    indexed: 0,
    by_modality: { audio: 0, image: 0, video: 0 },
  };
  for (const r of records) {
    const state = field(r.value, 'documentation_state');
    if (state === 'documented') counts.documented++;
    if (state === 'indexed') counts.indexed++;
    const modality = field(field(r.value, 'model'), 'modality');
    if (modality === 'audio' || modality === 'image' || modality === 'video') counts.by_modality[modality]++;
  }
  counts.total_records = counts.documented + counts.indexed;
  return counts;
}
