// The catalog as an index of short summaries plus one file per model; the spec's single document
// while it stays small enough to download whole.
import { type CatalogCounts, field, modelId } from '../catalog.js';
import { canonicalize, canonicalJson, compareCodePoints } from '../json.js';
import { renderJson } from '../render/json.js';
import { utf8Bytes } from '../report/byte-size.js';
import type { CatalogIndex, ModelSummary } from '../site/summary.js';
import type { DriftEvent, Json, ParsedRecord } from '../types.js';
import { modelPath } from '../words.js';

/** Above this, api.json and api/v1.json say where the index is instead of holding the whole catalog. */
export const FULL_CATALOG_MAX_BYTES = 8 * 1024 * 1024;

/** Where a model's record is, `{id}` its model id. */
const RECORD_PATH = 'api/models/{id}.json';

export type Updated = { date: string; sha: string } | null;

/**
 * What the pages branch holds besides the catalog and the drift pages, as api/index.json says it:
 * 2 = the site and every model's and lab's feeds; 3 = the same, with events only from head's
 * first-parent line, only for valid record paths, with the path's model id (a feed of 2 may repeat
 * a merged change, or hold events of files that were never records); 4 = the files as this release
 * renders them (names cut in titles, escapes in change lines, cut item HTML, the feed size cap); 5 =
 * JSON Feeds with `version` first (JSON Feed 1.1 asks for it at the top; 4 wrote it last), and
 * characters HTML forbids as U+FFFD in every feed's item HTML and titles (4's JSON Feeds held them
 * raw, NUL included, and its Atom and RSS HTML DEL and C1 controls); 6 = a new model's item
 * summarising the record now only while nothing removed the model or renamed another record into
 * its path since (5's first item of a model removed and added again showed the record it came back
 * with, and said nothing of the removal). A push reads it; any other value means files a push
 * would not write are missing or wrong, so it rebuilds in full once. A push rewrites only the
 * models, labs and drift pages it touches: any change to how those render needs a new version, or
 * branches keep the old rendering in the rest (__tests__/shell/layout-version.test.ts holds their
 * digest and fails until it is recorded anew).
 */
export const LAYOUT_VERSION = 6;

/**
 * A model's own file: the record as the catalog lists it, compact. `value` is the record's value
 * canonicalised already (catalogFiles keeps it for api.json too).
 */
export function renderCanonicalModel(value: Json): string {
  return `${JSON.stringify(value)}\n`;
}

const str = (v: Json | undefined): string | null => (typeof v === 'string' ? v : null);

function summary(r: ParsedRecord, updated: Updated): ModelSummary {
  const model = field(r.value, 'model');
  const profiles = field(r.value, 'capability_profiles');
  const tasks = new Set<string>();
  if (Array.isArray(profiles))
    for (const p of profiles) {
      const t = str(field(p, 'task'));
      if (t !== null) tasks.add(t);
    }
  const id = modelId(r);
  // Members in code-point order, as api/index.json writes them: canonicalJson checks, not copies, them.
  return {
    documentation_state: str(field(r.value, 'documentation_state')),
    id,
    lab: str(field(model, 'lab')),
    modality: str(field(model, 'modality')),
    name: str(field(model, 'name')),
    path: modelPath(id),
    pricing_state: str(field(field(r.value, 'pricing'), 'state')),
    status: str(field(model, 'status')),
    tasks: [...tasks].sort(compareCodePoints),
    updated,
  };
}

/** The newest event's commit for each model id, from events newest first. */
export function newestCommits(eventsNewestFirst: Iterable<DriftEvent>, into = new Map<string, Updated>()) {
  for (const e of eventsNewestFirst)
    if (!into.has(e.model.id)) into.set(e.model.id, { date: e.commit.date, sha: e.commit.sha });
  return into;
}

/** api/index.json's text, and the index itself (the site's catalog page renders from it). */
export function renderIndex(
  counts: CatalogCounts,
  sorted: ParsedRecord[],
  updated: (id: string) => Updated,
  siteUrl: string,
  modelsDir: string,
): { text: string; index: CatalogIndex } {
  const index = {
    catalog_form: 'index',
    counts,
    layout_version: LAYOUT_VERSION,
    models: sorted.map((r) => summary(r, updated(modelId(r)))),
    // The repository folder the records were read from: a push from another one rebuilds it all.
    models_dir: modelsDir,
    record_path: RECORD_PATH,
    schema_version: 1,
    // What the feeds' self links were made from: a push that would make others rebuilds them all.
    site_url: siteUrl,
  };
  return { text: `${canonicalJson(index as never)}\n`, index };
}

/** Where the index is: api.json names it when the whole catalog is too big to be one document. */
export const INDEX_PATH = 'api/index.json';

/**
 * api.json: the spec's whole document while it is at most FULL_CATALOG_MAX_BYTES, else a few lines
 * saying where the index and the records are (`catalog_form: "split"`). Not a copy of the index: a
 * push writes api.json and api/v1.json every time, and two more copies of a 3 MB index made a
 * one-record push at 10,000 records too big for one tree request (a blob first: 7 requests).
 * `modelFiles` (compact) bound it from below, so a big registry is never rendered whole: `values`
 * (the records' canonical values, in order) need only be there when modelBytes is within the limit.
 */
export function renderCatalogDocument(counts: CatalogCounts, values: Json[], modelBytes: number): string {
  const split = () =>
    renderJson({
      catalog_form: 'split',
      counts,
      index: INDEX_PATH,
      record_path: RECORD_PATH,
      schema_version: 1,
    });
  if (modelBytes > FULL_CATALOG_MAX_BYTES) return split();
  // buildCatalog's document as renderJson writes it, members in code-point order; the values are
  // canonical already, so they are not walked again.
  const document = { counts: canonicalize(counts as never), models: values, schema_version: 1 };
  const full = `${JSON.stringify(document, null, 2)}\n`;
  return utf8Bytes(full) <= FULL_CATALOG_MAX_BYTES ? full : split();
}
