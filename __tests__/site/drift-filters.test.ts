// The changes view's menus and filters (src/core/site/drift-filters.ts, which drift.html runs).
import { driftFilters } from '../../src/core/site/drift-filters.js';
import type { Change, DriftEvent, EventType } from '../../src/core/types.js';

let n = 0;
/** One event of model `id` (newest first in a list, as the pages hold them). */
const event = (
  id: string,
  lab: string,
  over: { name?: string; type?: EventType; previous_path?: string; changes?: Change[] } = {},
): DriftEvent => {
  const sha = (++n).toString(16).padStart(40, '0');
  return {
    type: over.type ?? 'model_updated',
    id: `${sha}:${id}`,
    model: { id, lab, modality: 'video', name: over.name ?? id, path: `models/${id}.toml` },
    ...(over.previous_path ? { previous_path: over.previous_path } : {}),
    commit: { sha, date: '2026-01-01T00:00:00Z', message: 'm', url: 'u' },
    changes: over.changes ?? [{ path: 'pricing.currency', kind: 'changed', before: 'USD', after: 'EUR' }],
  };
};
const kept = (events: DriftEvent[], f: Partial<{ model: string; lab: string; kind: string }>) =>
  events.filter(driftFilters(events).matcher({ model: '', lab: '', kind: '', ...f })).map((e) => e.id);

test("a renamed model's event is among its old id's and its old lab's changes", () => {
  const rename = event('new-lab/x', 'New Lab', {
    previous_path: 'models/old-lab/x.toml',
    changes: [{ path: 'model.lab', kind: 'changed', before: 'Old Lab', after: 'New Lab' }],
  });
  const before = event('old-lab/x', 'Old Lab', { type: 'model_added', changes: [] });
  const other = event('old-lab/y', 'Old Lab');
  const events = [rename, other, before];
  expect(kept(events, { model: 'old-lab/x' })).toEqual([rename.id, before.id]);
  expect(kept(events, { lab: 'Old Lab' })).toEqual([rename.id, other.id, before.id]);
  expect(kept(events, { lab: 'New Lab' })).toEqual([rename.id]);
  expect(kept(events, { kind: 'pricing' })).toEqual([other.id]);
  expect(kept(events, { lab: 'Old Lab', kind: 'identity' })).toEqual([rename.id, before.id]);
});
