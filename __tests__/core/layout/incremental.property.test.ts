// Publishing batch by batch gives exactly the files of a full rebuild: pages, window, feeds,
// per-model files, index, api.json.
import fc from 'fast-check';
import { eventBytes, type PageLimits, pagePath } from '../../../src/core/layout/pages.js';
import { ownedFiles, planIncremental, renderLayout } from '../../../src/core/layout/render.js';
import type { DriftEvent, ParsedRecord } from '../../../src/core/types.js';
import { apply, applyFull, published, sorted, type Tree } from './tree.js';

const REPO = 'https://github.com/acme/registry';
const channel = { title: 't', link: REPO, description: 'd' };
const schema = { type: 'object' };
const POOL = ['acme/a', 'acme/b', 'beta/c', 'beta/d', 'zeta/e'];

function event(i: number, model: string, pad: number): DriftEvent {
  const sha = i.toString(16).padStart(40, '0');
  const [lab] = model.split('/');
  return {
    type: 'model_updated',
    id: `${sha}:${model}`,
    model: { id: model, lab: lab!, modality: 'image', name: model, path: `models/${model}.toml` },
    commit: {
      sha,
      date: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
      message: `c${i}`,
      url: `${REPO}/commit/${sha}`,
    },
    changes: [{ path: '/model/name', kind: 'changed', before: 'x'.repeat(pad), after: 'y' }],
  };
}

/**
 * Records change only with events, as in a real history: a model's value carries how many events it
 * has had, and it leaves the registry when its newest event says so (a short `before`).
 */
function records(events: DriftEvent[]): ParsedRecord[] {
  const newest = new Map(events.map((e) => [e.model.id, e]));
  const present = POOL.filter((id) => {
    const e = newest.get(id);
    return e !== undefined && String(e.changes[0]!.before).length % 5 !== 0;
  });
  return present.map((id) => ({
    path: `models/${id}.toml`,
    text: '',
    value: {
      documentation_state: 'indexed',
      model: { id, name: id, lab: id.split('/')[0]!, modality: 'image', status: 'available' },
      capability_profiles: [{ task: 'text_to_image' }],
      revision: events.filter((e) => e.model.id === id).length,
    },
  }));
}

const arbitrary = fc.record({
  models: fc.array(fc.record({ model: fc.constantFrom(...POOL), pad: fc.nat(300) }), { maxLength: 40 }),
  cuts: fc.array(fc.nat(40), { maxLength: 6 }),
  limits: fc.record(
    {
      events: fc.integer({ min: 1, max: 6 }),
      bytes: fc.integer({ min: 200, max: 2000 }),
      feedBytes: fc.integer({ min: 1, max: 12_000 }),
    },
    { requiredKeys: ['events', 'bytes'] },
  ),
});

test('incremental batches add up to the full rebuild, byte for byte', () => {
  fc.assert(
    fc.property(arbitrary, ({ models, cuts, limits }) => {
      const all = models.map((m, i) => event(i + 1, m.model, m.pad));
      const bounds = [...new Set([0, ...cuts.map((c) => Math.min(c, all.length)), all.length])].sort(
        (a, b) => a - b,
      );
      const full = (k: number) => {
        const events = all.slice(0, k);
        return renderLayout({
          records: records(events),
          schema,
          channel,
          repository: REPO,
          head: `head${k}`,
          events: [...events].reverse(),
          limits,
        }).files;
      };
      let tree: Tree = applyFull(new Map(), full(bounds[0]!));
      for (let b = 1; b < bounds.length; b++) {
        const [from, to] = [bounds[b - 1]!, bounds[b]!];
        const events = all.slice(0, to);
        const change = planIncremental({
          records: records(events),
          schema,
          channel,
          repository: REPO,
          head: `head${to}`,
          previous: published(tree, limits as PageLimits),
          added: all.slice(from, to).reverse(),
          limits,
        });
        tree = apply(tree, { artifacts: change.files, deletions: change.deletions });
        expect(sorted(tree)).toEqual(sorted(full(to)));
      }
    }),
    { numRuns: 150 },
  );
});

test('ownedFiles names every file of the full rebuild but its drift pages and the feeds of models that left', () => {
  fc.assert(
    fc.property(arbitrary, ({ models, limits }) => {
      const events = models.map((m, i) => event(i + 1, m.model, m.pad));
      const held = records(events);
      const files = renderLayout({
        records: held,
        schema,
        channel,
        repository: REPO,
        head: 'h',
        events: [...events].reverse(),
        limits,
      }).files;
      const ids = held.map((r) => r.path.slice('models/'.length, -'.toml'.length));
      const owned = ownedFiles(ids);
      expect(owned.filter((path) => !files.has(path))).toEqual([]);
      // The rest follows from the events: pages, and feeds kept while a model's removal is in the window.
      const labs = new Set(ids.map((id) => id.split('/')[0]));
      const rest = [...files.keys()].filter((path) => !owned.includes(path));
      for (const path of rest)
        expect(
          path.startsWith('drift/pages/') ||
            (/^feeds\/models\/([^/]+)\//.test(path) &&
              !ids.some((id) => path.startsWith(`feeds/models/${id}.`))) ||
            (/^feeds\/labs\//.test(path) && !labs.has(path.split('/')[2]!.split('.')[0])),
        ).toBe(true);
    }),
    { numRuns: 100 },
  );
});

test('pages are cut by count and by bytes, and linked both ways', () => {
  const events = Array.from({ length: 7 }, (_, i) => event(i + 1, 'acme/a', 10));
  const out = renderLayout({
    records: [],
    schema,
    channel,
    repository: REPO,
    head: 'h',
    events: [...events].reverse(),
    limits: { events: 3, bytes: 1_000_000 },
  });
  const drift = JSON.parse(out.files.get('drift.json')!);
  expect(drift.pages).toEqual([
    { events: 3, path: pagePath(1) },
    { events: 3, path: pagePath(2) },
    { events: 1, path: pagePath(3) },
  ]);
  // The window: the last two pages, newest first.
  expect(drift.events.map((e: DriftEvent) => e.commit.message)).toEqual(['c7', 'c6', 'c5', 'c4']);
  const page2 = JSON.parse(out.files.get(pagePath(2))!);
  expect(page2).toMatchObject({ page: 2, older: '000001.json', newer: '000003.json', feed_version: 1 });
  // Links resolve against the page they are read in (RFC 3986), to the neighbours' own addresses.
  const site = 'https://acme.github.io/registry/';
  expect(new URL(page2.older, new URL(pagePath(2), site)).href).toBe(new URL(pagePath(1), site).href);
  expect(new URL(page2.newer, new URL(pagePath(2), site)).href).toBe(new URL(pagePath(3), site).href);
  expect(page2.events.map((e: DriftEvent) => e.commit.message)).toEqual(['c6', 'c5', 'c4']);
  expect(JSON.parse(out.files.get(pagePath(1))!).older).toBeNull();
  expect(JSON.parse(out.files.get(pagePath(3))!).newer).toBeNull();
  expect(out.files.get(pagePath(1))!.includes('\n ')).toBe(false); // compact
  // An event alone bigger than the byte limit gets a page of its own.
  const big = renderLayout({
    records: [],
    schema,
    channel,
    repository: REPO,
    head: 'h',
    events: [event(3, 'acme/a', 10), event(2, 'acme/a', 5000), event(1, 'acme/a', 10)],
    limits: { events: 10, bytes: 1000 },
  });
  expect(JSON.parse(big.files.get('drift.json')!).pages.map((p: { events: number }) => p.events)).toEqual([
    1, 1, 1,
  ]);
});

test('a page of exactly the byte limit is one page; one byte less splits it', () => {
  const events = [event(3, 'acme/a', 10), event(2, 'acme/a', 20), event(1, 'acme/a', 30)];
  const total = events.reduce((n, e) => n + eventBytes(e), 0);
  const pages = (bytes: number): number[] => {
    const limits = { events: 10, bytes };
    const out = renderLayout({ records: [], schema, channel, repository: REPO, head: 'h', events, limits });
    const drift = JSON.parse(out.files.get('drift.json')!);
    // One page: drift.json lists no pages, it holds them all.
    return drift.pages?.map((p: { events: number }) => p.events) ?? [drift.events.length];
  };
  expect(pages(total)).toEqual([3]);
  expect(pages(total - 1)).toEqual([2, 1]);
});

test('PAGE_BYTES counts events as drift.json writes them, so the window stays within two pages of bytes', () => {
  const limits = { events: 1000, bytes: 4000 };
  const events = Array.from({ length: 50 }, (_, i) => event(i + 1, 'acme/a', 150)).reverse();
  const out = renderLayout({ records: [], schema, channel, repository: REPO, head: 'h', events, limits });
  const drift = out.files.get('drift.json')!;
  const pages = JSON.parse(drift).pages as unknown[];
  const listBytes = JSON.stringify(pages, null, 2).length + pages.length * 4 + 20;
  expect(pages.length).toBeGreaterThan(3);
  expect(Buffer.byteLength(drift)).toBeLessThanOrEqual(2 * limits.bytes + listBytes + 200);
  for (const [path, text] of out.files)
    if (path.startsWith('drift/pages/')) expect(Buffer.byteLength(text)).toBeLessThanOrEqual(limits.bytes);
});

test("a push rewrites a model's file when its record changed without an event, or the index did not know the model", () => {
  const limits = { events: 3, bytes: 100_000 };
  const all = [event(1, 'acme/a', 1), event(2, 'acme/b', 1)];
  const before = records(all);
  const render = (recs: ParsedRecord[], head: string) =>
    renderLayout({
      records: recs,
      schema,
      channel,
      repository: REPO,
      head,
      events: [...all].reverse(),
      limits,
    }).files;
  const tree = applyFull(new Map(), render(before, 'h1'));
  const push = (recs: ParsedRecord[], previous = published(tree, limits), changed?: Set<string>) =>
    planIncremental({
      records: recs,
      schema,
      channel,
      repository: REPO,
      head: 'h2',
      previous,
      added: [],
      changed,
      limits,
    }).files;
  // acme/a's file changed with no event (as keyed arrays reordered would): only its file is rewritten.
  const after = before.map((r) =>
    r.path === 'models/acme/a.toml' ? { ...r, value: { ...(r.value as object), revision: 99 } } : r,
  );
  const edited = push(after, undefined, new Set(['acme/a']));
  expect(edited.get('api/models/acme/a.json')).toBe(render(after, 'h2').get('api/models/acme/a.json'));
  expect(edited.get('api/models/acme/a.json')).not.toBe(tree.get('api/models/acme/a.json'));
  expect(edited.has('api/models/acme/b.json')).toBe(false);
  // An index that lists no acme/b (written before it was there): its file is written, acme/a's is not.
  const unknown = published(tree, limits);
  unknown.updated.delete('acme/b');
  const files = push(before, unknown);
  expect(files.get('api/models/acme/b.json')).toBe(tree.get('api/models/acme/b.json'));
  expect(files.has('api/models/acme/a.json')).toBe(false);
});

test('a push given events the branch already holds (a re-run) adds them once', () => {
  const limits = { events: 3, bytes: 100_000 };
  const first = [event(1, 'acme/a', 1), event(2, 'acme/b', 1)];
  const base = { schema, channel, repository: REPO, limits };
  const tree = applyFull(
    new Map(),
    renderLayout({ ...base, records: records(first), head: 'h1', events: [...first].reverse() }).files,
  );
  const next = event(3, 'acme/a', 2);
  const all = [...first, next];
  const push = (added: DriftEvent[]) =>
    planIncremental({ ...base, records: records(all), head: 'h2', previous: published(tree, limits), added });
  const again = push([next, first[1]!]);
  expect(sorted(again.files)).toEqual(sorted(push([next]).files));
  expect(JSON.parse(again.files.get('drift.json')!).events).toHaveLength(3);
});
