// Feeds written push by push equal a full rebuild's, byte for byte, across page turns (the oldest
// window page drops out), new models (their summary comes from the record), removals and moves.
import { expect, test } from '@jest/globals';
import fc from 'fast-check';
import { planIncremental, renderLayout } from '../../../src/core/layout/render.js';
import type { DriftEvent, ParsedRecord } from '../../../src/core/types.js';
import { apply, applyFull, published, sorted, type Tree } from '../layout/tree.js';
import { channel, event, REPO, record } from './fixtures.js';

const POOL = ['acme/a', 'acme/b', 'beta/c', 'beta/d', 'zeta/e'];
const schema = { type: 'object' };

interface Step {
  model: number;
  /**
   * What happens to a present model: 0–5 an update, 6 removal, 7 a move to the next absent id, 8 a
   * move with an edit (one commit: `git mv` and a new price), whose item reads the record's units.
   */
  op: number;
}

/** Events (oldest first) and the records after each, from a small state machine. */
function history(steps: Step[]): { events: DriftEvent[]; records: ParsedRecord[][] } {
  const revision = new Map<string, number>();
  const events: DriftEvent[] = [];
  const records: ParsedRecord[][] = [[]];
  const snapshot = () =>
    [...revision].map(([id, rev]) =>
      // The charge's unit changes with every revision: items that read it must be rewritten.
      record(id, {
        name: `${id} r${rev}`,
        pricing: ['unknown', 'partial', 'known'][rev % 3],
        unit: `unit_r${rev}`,
      }),
    );
  steps.forEach((s, i) => {
    const id = POOL[s.model % POOL.length]!;
    const sha = (i + 1).toString(16).padStart(40, '0');
    const commit = {
      sha,
      date: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
      message: `c${i}`,
      url: `${REPO}/commit/${sha}`,
    };
    const info = (m: string) => ({
      id: m,
      lab: m.split('/')[0]!,
      modality: 'video',
      name: m,
      path: `models/${m}.toml`,
    });
    const rev = revision.get(id);
    let e: DriftEvent;
    if (rev === undefined) {
      revision.set(id, 0);
      e = { type: 'model_added', id: `${sha}:${id}`, model: info(id), commit, changes: [] };
    } else if (s.op === 6) {
      revision.delete(id);
      e = { type: 'model_removed', id: `${sha}:${id}`, model: info(id), commit, changes: [] };
    } else if (s.op === 7 && POOL.some((m) => !revision.has(m))) {
      const to = POOL.find((m) => !revision.has(m))!;
      revision.delete(id);
      revision.set(to, rev);
      e = {
        type: 'model_moved',
        id: `${sha}:${to}`,
        model: info(to),
        previous_path: `models/${id}.toml`,
        commit,
        changes: [],
      };
    } else if (s.op === 8 && POOL.some((m) => !revision.has(m))) {
      const to = POOL.find((m) => !revision.has(m))!;
      revision.delete(id);
      revision.set(to, rev + 1);
      e = {
        type: 'model_updated',
        id: `${sha}:${to}`,
        model: info(to),
        previous_path: `models/${id}.toml`,
        commit,
        changes: [
          { path: 'model.id', kind: 'changed', before: id, after: to },
          { path: 'pricing.charges[id="c"].amount', kind: 'changed', before: rev, after: rev + 1 },
        ],
      };
    } else {
      revision.set(id, rev + 1);
      const before = ['unknown', 'partial', 'known'][rev % 3]!;
      const after = ['unknown', 'partial', 'known'][(rev + 1) % 3]!;
      e = {
        type: 'model_updated',
        id: `${sha}:${id}`,
        model: info(id),
        commit,
        changes: [
          { path: 'pricing.state', kind: 'changed', before, after },
          { path: 'pricing.charges[id="c"].amount', kind: 'changed', before: rev, after: rev + 1 },
        ],
      };
    }
    events.push(e);
    records.push(snapshot());
  });
  return { events, records };
}

const arbitrary = fc.record({
  steps: fc.array(fc.record({ model: fc.nat(4), op: fc.nat(8) }), { maxLength: 40 }),
  cuts: fc.array(fc.nat(40), { maxLength: 6 }),
  limits: fc.record(
    {
      events: fc.integer({ min: 1, max: 5 }),
      bytes: fc.constant(1_000_000),
      // Feeds cut by bytes too (items here are 1–3 KB): the cut must come out the same push by push.
      feedBytes: fc.integer({ min: 1, max: 12_000 }),
    },
    { requiredKeys: ['events', 'bytes'] },
  ),
});

test('feeds, push by push, equal the full rebuild byte for byte', () => {
  fc.assert(
    fc.property(arbitrary, ({ steps, cuts, limits }) => {
      const { events: all, records } = history(steps);
      const bounds = [...new Set([0, ...cuts.map((c) => Math.min(c, all.length)), all.length])].sort(
        (a, b) => a - b,
      );
      const layout = (k: number) => ({
        records: records[k]!,
        schema,
        channel,
        repository: REPO,
        head: `h${k}`,
        limits,
      });
      const full = (k: number) => renderLayout({ ...layout(k), events: all.slice(0, k).reverse() }).files;
      let tree: Tree = applyFull(new Map(), full(bounds[0]!));
      for (let b = 1; b < bounds.length; b++) {
        const [from, to] = [bounds[b - 1]!, bounds[b]!];
        const change = planIncremental({
          ...layout(to),
          previous: published(tree, limits),
          added: all.slice(from, to).reverse(),
        });
        tree = apply(tree, { artifacts: change.files, deletions: change.deletions });
        expect(sorted(tree)).toEqual(sorted(full(to)));
      }
    }),
    {
      numRuns: 200,
      // A model moves to another lab while its old lab keeps a model: the old lab's feed changes.
      examples: [
        [
          {
            steps: [0, 0, 0, 0, 1, 0, 0].map((model) => ({ model, op: 0 })).concat([{ model: 1, op: 7 }]),
            cuts: [7],
            limits: { events: 2, bytes: 1_000_000 },
          },
        ],
        // acme/a moves to beta/c with a new price in one commit, pushed alone; then beta/c is
        // removed: the move's item, in acme/a's and acme's feeds too, now reads in plain numbers.
        [
          {
            steps: [
              { model: 0, op: 0 },
              { model: 1, op: 0 },
              { model: 0, op: 8 },
              { model: 2, op: 6 },
            ],
            cuts: [3],
            limits: { events: 5, bytes: 1_000_000 },
          },
        ],
        // acme/a moves to acme/b, then b's updates turn pages one event at a time: a's feed (the
        // move on top) is rewritten as a's update leaves the window, and deleted when the move does.
        [
          {
            steps: [0, 0, 0, 1, 1, 1].map((model, i) => ({ model, op: i === 2 ? 7 : 0 })),
            cuts: [1, 2, 3, 4, 5],
            limits: { events: 1, bytes: 1_000_000 },
          },
        ],
      ],
    },
  );
});

test('a page turn rewrites the feeds of the models whose events left the window', () => {
  const { events, records } = history([
    { model: 0, op: 0 },
    { model: 1, op: 0 },
    { model: 1, op: 0 },
    { model: 1, op: 0 },
  ]);
  const limits = { events: 1, bytes: 1_000_000 };
  const base = { schema, channel, repository: REPO, limits };
  const before = renderLayout({
    ...base,
    records: records[3]!,
    head: 'h3',
    events: events.slice(0, 3).reverse(),
  });
  let tree = applyFull(new Map(), before.files);
  expect(JSON.parse(tree.get('feeds/models/acme/a.feed.json')!).items).toHaveLength(0);
  expect(JSON.parse(tree.get('feeds/models/acme/b.feed.json')!).items).toHaveLength(2);
  const change = planIncremental({
    ...base,
    records: records[4]!,
    head: 'h4',
    previous: published(tree, limits),
    added: [events[3]!],
  });
  // acme/b's oldest window event dropped out as its new one came in; acme/a was not touched.
  expect(change.files.has('feeds/models/acme/b.atom.xml')).toBe(true);
  expect(change.files.has('feeds/models/acme/a.atom.xml')).toBe(false);
  tree = apply(tree, { artifacts: change.files, deletions: change.deletions });
  expect(
    JSON.parse(tree.get('feeds/models/acme/b.feed.json')!).items.map((i: { id: string }) => i.id),
  ).toEqual([events[3]!.id, events[2]!.id]); // Amounts read with the unit the record has now.
  expect(JSON.parse(tree.get('feeds/models/acme/b.feed.json')!).items[0].content_html).toContain(
    '<bdi>$1.00 per unit r2</bdi> → <bdi>$2.00 per unit r2</bdi>',
  );
});

test("a removed model's feeds, and its emptied lab's, stay while the removal is in the window, so subscribers read it; then they go", async () => {
  const { events, records } = history([
    { model: 0, op: 0 },
    { model: 2, op: 0 },
    { model: 2, op: 6 },
    { model: 0, op: 0 },
    { model: 0, op: 0 },
  ]);
  const base = { schema, channel, repository: REPO, limits: { events: 1, bytes: 1_000_000 } };
  const tree = applyFull(
    new Map(),
    renderLayout({ ...base, records: records[2]!, head: 'h2', events: events.slice(0, 2).reverse() }).files,
  );
  expect(tree.has('feeds/models/beta/c.atom.xml')).toBe(true);
  const removal = planIncremental({
    ...base,
    records: records[3]!,
    head: 'h3',
    previous: published(tree, base.limits),
    added: [events[2]!],
  });
  expect(removal.deletions.filter((p) => p.startsWith('feeds/'))).toEqual([]);
  const feed = JSON.parse(removal.files.get('feeds/models/beta/c.feed.json')!);
  expect(feed.items[0].title).toBe('beta/c: removed');
  expect(feed.home_page_url).toBe('https://acme.github.io/registry/drift.html?model=beta%2Fc');
  expect(JSON.parse(removal.files.get('feeds/labs/beta.feed.json')!).items[0].title).toBe('beta/c: removed');
  // Two more events, one a page: the window (the last two pages) no longer holds beta/c's events.
  const after = apply(tree, { artifacts: removal.files, deletions: removal.deletions });
  const later = planIncremental({
    ...base,
    records: records[5]!,
    head: 'h5',
    previous: published(after, base.limits),
    added: [events[4]!, events[3]!],
  });
  expect(later.deletions.filter((p) => p.startsWith('feeds/')).sort()).toEqual([
    'feeds/labs/beta.atom.xml',
    'feeds/labs/beta.feed.json',
    'feeds/models/beta/c.atom.xml',
    'feeds/models/beta/c.feed.json',
  ]);
});

test("a removed model's feeds go when its events leave the window; its lab's, which has other models, stay", () => {
  const base = { schema, channel, repository: REPO, limits: { events: 1, bytes: 1_000_000 } };
  const bar = (n: number, type: DriftEvent['type']) => event({ n, modelId: 'acme/bar', type, changes: [] });
  const tree = applyFull(
    new Map(),
    renderLayout({
      ...base,
      records: [record('acme/foo')],
      head: 'h2',
      events: [bar(2, 'model_removed'), bar(1, 'model_added')],
    }).files,
  );
  const push = planIncremental({
    ...base,
    records: [record('acme/foo')],
    head: 'h4',
    previous: published(tree, base.limits),
    added: [event({ n: 4 }), event({ n: 3 })],
  });
  expect(push.deletions.filter((p) => p.startsWith('feeds/')).sort()).toEqual([
    'feeds/models/acme/bar.atom.xml',
    'feeds/models/acme/bar.feed.json',
  ]);
  expect(push.files.has('feeds/labs/acme.atom.xml')).toBe(true);
});
