// The changes view's filters (drift.html): the model and lab options its loaded events offer, and
// which events a choice keeps. The browser bundle imports this file; tests call it directly.
import { compareCodePoints } from '../json.js';
import type { DriftEvent } from '../types.js';
import { labNames, labOf, modelIdFromPath } from '../words.js';
import { eventKinds } from './change-kind.js';
import { compareOptions, distinct } from './summary.js';

/** What the changes view filters by (its URL keys): a model id, a lab's name, a kind of change. */
export interface DriftFilters {
  model: string;
  lab: string;
  kind: string;
}

/** The id a renamed model's event moved it away from: its old id's changes end with where it went. */
export const movedFrom = (e: DriftEvent) => (e.previous_path ? modelIdFromPath(e.previous_path) : null);
/** The lab a model moved out of, by name: its rename is a change of that lab too (its feed has it). */
export const labBefore = (e: DriftEvent) => e.changes.find((c) => c.path === 'model.lab')?.before;

/**
 * The model and lab menus' options (`[value, label]`) for `events` (newest first), sorted for
 * reading (compareOptions; models with one name by id), and a test for the filters. Called again when older events load: the menus and the test follow what is loaded.
 *
 * Labs go by slug (`models/<lab>/…`), as on index.html: one option per lab however its records
 * spell it, named by labNames over each model's newest spelling (the name index.html and the lab's
 * feed give it; the feed links here with it). A rename's event is also a change of the lab it left.
 * A lab filter that names no lab's option (a link with another spelling) keeps the events spelled
 * so, as index.html does.
 */
export function driftFilters(events: readonly DriftEvent[]): {
  models: [string, string][];
  labs: [string, string][];
  matcher: (f: DriftFilters) => (e: DriftEvent) => boolean;
} {
  const names = new Map<string, string>();
  for (const e of events) if (!names.has(e.model.id)) names.set(e.model.id, e.model.name);
  const models = [...names]
    .sort((a, b) => compareOptions(a[1], b[1]) || compareCodePoints(a[0], b[0]))
    .map(([id, name]): [string, string] => [id, `${name} (${id})`]);
  // Each model's lab as its newest loaded event at that id spells it; an id a rename left, as the
  // record had it there (the rename's change of model.lab, or the lab it kept).
  const spelled = new Map<string, string>();
  for (const e of events) {
    if (!spelled.has(e.model.id)) spelled.set(e.model.id, e.model.lab);
    const from = movedFrom(e);
    const before = labBefore(e);
    if (from && !spelled.has(from)) spelled.set(from, typeof before === 'string' ? before : e.model.lab);
  }
  const labName = labNames([...spelled].map(([id, lab]) => ({ id, lab })));
  const slugsOf = (e: DriftEvent) => {
    const from = movedFrom(e);
    return from ? [labOf(e.model.id), labOf(from)] : [labOf(e.model.id)];
  };
  const labs = distinct(labName.values()).map((l): [string, string] => [l, l]);
  const matcher = (f: DriftFilters) => (e: DriftEvent) =>
    (!f.model || e.model.id === f.model || movedFrom(e) === f.model) &&
    (!f.lab ||
      e.model.lab === f.lab ||
      labBefore(e) === f.lab ||
      slugsOf(e).some((slug) => labName.get(slug) === f.lab)) &&
    (!f.kind || eventKinds(e).has(f.kind as never));
  return { models, labs, matcher };
}
