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

test('a lab its records spell two ways is one option, named as index.html names it, showing all its changes', () => {
  // Before: "Café Labs" in NFC and in NFD were two options, each showing part of the lab's changes.
  const nfc = 'Café Labs';
  const nfd = nfc.normalize('NFD');
  const events = [
    event('cafe/a', nfd),
    event('cafe/b', nfc),
    event('cafe/c', nfc),
    event('bytedance/seed', 'ByteDance'),
    event('bytedance/jimeng', 'Bytedance'),
    event('cafe/a', nfd, { type: 'model_added', changes: [] }),
  ];
  const { labs } = driftFilters(events);
  // The name most of its models spell (two of three for Café Labs), ties to the first in code-point
  // order (ByteDance before Bytedance): labNames, as index.html and the lab's feed name it.
  expect(labs).toEqual([
    ['ByteDance', 'ByteDance'],
    [nfc, nfc],
  ]);
  const ids = (lab: string) => events.filter((e) => e.model.id.startsWith(lab)).map((e) => e.id);
  expect(kept(events, { lab: nfc })).toEqual(ids('cafe/'));
  expect(kept(events, { lab: 'ByteDance' })).toEqual(ids('bytedance/'));
  // A link with another spelling still shows the changes spelled so, as on index.html.
  expect(kept(events, { lab: 'Bytedance' })).toEqual([events[4]!.id]);
});

test("a rename is among the changes of the lab it left, by that lab's slug, however the record spelled it there", () => {
  const nfc = 'Café Labs';
  const nfd = nfc.normalize('NFD');
  const renamed = event('other/d', 'Other', {
    previous_path: 'models/cafe/d.toml',
    changes: [{ path: 'model.lab', kind: 'changed', before: nfd, after: 'Other' }],
  });
  const left = event('other/e', 'Other', {
    previous_path: 'models/gone/e.toml',
    changes: [{ path: 'model.lab', kind: 'changed', before: 'Gone Labs', after: 'Other' }],
  });
  const events = [renamed, left, event('cafe/a', nfc), event('cafe/b', nfc)];
  // "gone" has no event of its own loaded: its one option is named as the record had it there.
  expect(driftFilters(events).labs).toEqual([
    [nfc, nfc],
    ['Gone Labs', 'Gone Labs'],
    ['Other', 'Other'],
  ]);
  expect(kept(events, { lab: nfc })).toEqual([renamed.id, events[2]!.id, events[3]!.id]);
  expect(kept(events, { lab: 'Gone Labs' })).toEqual([left.id]);
  expect(kept(events, { lab: 'Other' })).toEqual([renamed.id, left.id]);
  // A link with the spelling the record had before it moved, which no option names, still finds it.
  expect(kept(events, { lab: nfd })).toEqual([renamed.id]);
});

test("the changes view's menus sort as people read them, ties by code point", () => {
  // Before, by UTF-16 units: lowercase and accented names came after Z.
  const events = [
    event('xai/grok', 'xAI', { name: 'grok' }),
    event('zhipu/glm', 'Zhipu AI', { name: 'GLM' }),
    event('emile/e', 'Émile Labs', { name: 'Étude' }),
    event('iflytek/spark', 'iFlytek', { name: 'Spark' }),
    event('alibaba/wan', 'Alibaba', { name: 'Wan' }),
    event('alibaba/wan-2', 'Alibaba', { name: 'Wan' }),
    event('alibaba/qwen', 'Alibaba', { name: 'wan' }),
  ];
  const { models, labs } = driftFilters(events);
  expect(labs.map(([v]) => v)).toEqual(['Alibaba', 'Émile Labs', 'iFlytek', 'xAI', 'Zhipu AI']);
  // Models by name, then by id: one order whatever order the events come in.
  expect(models.map(([id]) => id)).toEqual([
    'emile/e',
    'zhipu/glm',
    'xai/grok',
    'iflytek/spark',
    'alibaba/wan',
    'alibaba/wan-2',
    'alibaba/qwen',
  ]);
  expect(driftFilters([...events].reverse()).models).toEqual(models);
});
