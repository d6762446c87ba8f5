// Reading back the pages branch: a usable layout, or why it must be rebuilt in full.
import { LAYOUT_VERSION } from '../../../src/core/layout/catalog-index.js';
import { newerLayout, readPublished } from '../../../src/core/layout/published.js';
import { renderLayout } from '../../../src/core/layout/render.js';
import type { DriftEvent } from '../../../src/core/types.js';

const REPO = 'https://github.com/acme/registry';
const event = (i: number): DriftEvent => ({
  type: 'model_added',
  id: `${i}:acme/a`,
  model: { id: 'acme/a', lab: 'acme', modality: 'image', name: 'A', path: 'models/acme/a.toml' },
  commit: { sha: String(i), date: '2026-01-01T00:00:00Z', message: 'm', url: `${REPO}/commit/${i}` },
  changes: [],
});
const limits = { events: 2, bytes: 1_000_000 };
const layout = (n: number) =>
  renderLayout({
    records: [],
    schema: {},
    channel: { title: 't', link: REPO, description: 'd' },
    repository: REPO,
    head: 'h',
    events: Array.from({ length: n }, (_, i) => event(n - i)),
    limits,
  }).files;

test('a paged drift.json and an index give the window, the page list and the updated commits', () => {
  const files = layout(5);
  const read = readPublished(files.get('drift.json')!, files.get('api/index.json')!, limits);
  if ('reason' in read) throw new Error(read.reason);
  expect(read.pages.map((p) => p.events)).toEqual([2, 2, 1]);
  expect(read.window.map((e) => e.id)).toEqual(['5:acme/a', '4:acme/a', '3:acme/a']);
  expect(read.head).toBe('h');
});

test('the layout before pages (the whole history in drift.json) is rebuilt, without a warning', () => {
  const files = layout(5);
  const old = JSON.stringify({ ...JSON.parse(files.get('drift.json')!), pages: undefined });
  const whole = JSON.stringify({
    ...JSON.parse(old),
    events: Array.from({ length: 5 }, (_, i) => event(5 - i)),
  });
  expect(readPublished(whole, files.get('api/index.json')!, limits)).toMatchObject({ warn: false });
  expect(readPublished(files.get('drift.json')!, null, limits)).toMatchObject({
    reason: 'the pages branch has no api/index.json',
    warn: false,
  });
});

test('a page list that does not match the window, or an index without updated, is refused with a warning', () => {
  const files = layout(5);
  const drift = JSON.parse(files.get('drift.json')!);
  const bad = JSON.stringify({ ...drift, pages: drift.pages.slice(1) });
  expect(readPublished(bad, files.get('api/index.json')!, limits)).toMatchObject({
    warn: true,
    file: 'drift.json',
  });
  const index = `{"catalog_form":"index","layout_version":${LAYOUT_VERSION},"models":[{"id":"acme/a","updated":7}]}`;
  expect(readPublished(files.get('drift.json')!, index, limits)).toMatchObject({
    warn: true,
    file: 'api/index.json',
  });
});

test("page counts that do not add up to drift.json's window are refused, whatever the paths", () => {
  const files = layout(5);
  const drift = JSON.parse(files.get('drift.json')!);
  const index = files.get('api/index.json')!;
  // The paths are right and each count could be; only their sum says the window is not the last two pages.
  for (const [page, by] of [
    [-1, 1],
    [-2, 1],
    [-1, -1],
  ] as const) {
    const pages = drift.pages.map((p: { events: number }) => ({ ...p }));
    pages.at(page).events += by;
    expect(readPublished(JSON.stringify({ ...drift, pages }), index, limits)).toEqual({
      reason: "drift.json's events are not its last two pages",
      warn: true,
      file: 'drift.json',
    });
  }
});

test('one page listed, an index of another catalog form, or a whole history of exactly two pages is not read', () => {
  const files = layout(5);
  const drift = JSON.parse(files.get('drift.json')!);
  const index = files.get('api/index.json')!;
  // drift.json lists its pages only when there are two or more.
  const one = JSON.stringify({ ...drift, pages: [{ events: 3, path: 'drift/pages/000001.json' }] });
  expect(readPublished(one, index, limits)).toEqual({
    reason: 'drift.json lists fewer than two pages',
    warn: true,
    file: 'drift.json',
  });
  // api.json's split form names the index; it is none.
  const split = index.replace('"catalog_form":"index"', '"catalog_form":"split"');
  expect(split).not.toBe(index);
  expect(readPublished(files.get('drift.json')!, split, limits)).toMatchObject({
    reason: 'api/index.json is not a catalog index',
    warn: true,
  });
  // No page list, and events enough for two pages: the layout before pages.
  const two = JSON.stringify({ ...drift, pages: undefined, events: [event(3), event(2), event(1)] });
  expect(readPublished(two, index, limits)).toMatchObject({
    reason: 'drift.json holds the whole history (the layout before pages)',
    warn: false,
  });
});

test('an index from the layout before the site and feeds (no layout_version) is rebuilt once, without a warning', () => {
  const files = layout(5);
  const { layout_version: _, ...older } = JSON.parse(files.get('api/index.json')!);
  expect(readPublished(files.get('drift.json')!, JSON.stringify(older), limits)).toEqual({
    reason:
      // Before: "(layout_version null, not 4)", a value the file never held.
      'api/index.json is from another layout (no layout_version: written before it was recorded): files or events an older version made may be missing or out of date',
    warn: false,
    file: 'api/index.json',
  });
});

test('an index of layout 2 (its feed may repeat merged changes) is rebuilt once, without a warning', () => {
  const files = layout(5);
  const older = { ...JSON.parse(files.get('api/index.json')!), layout_version: 2 };
  expect(readPublished(files.get('drift.json')!, JSON.stringify(older), limits)).toMatchObject({
    reason: expect.stringContaining(`(layout_version 2, not ${LAYOUT_VERSION})`),
    warn: false,
    file: 'api/index.json',
  });
});

test('an index of layout 3 (feeds an older release rendered, kept by pushes that did not touch them) is rebuilt once, without a warning', () => {
  const files = layout(5);
  const older = { ...JSON.parse(files.get('api/index.json')!), layout_version: 3 };
  expect(readPublished(files.get('drift.json')!, JSON.stringify(older), limits)).toMatchObject({
    reason: expect.stringContaining(`(layout_version 3, not ${LAYOUT_VERSION})`),
    warn: false,
    file: 'api/index.json',
  });
});

it('newerLayout: only a whole layout_version above this one counts as newer', () => {
  const index = (v: unknown) => JSON.stringify({ catalog_form: 'index', layout_version: v, models: [] });
  expect(newerLayout(index(LAYOUT_VERSION + 1))).toBe(LAYOUT_VERSION + 1);
  expect(newerLayout(index(12))).toBe(12);
  for (const v of [LAYOUT_VERSION, 4, 3, 2, null, String(LAYOUT_VERSION + 1), LAYOUT_VERSION + 0.5, 1e300])
    expect(newerLayout(index(v))).toBeNull();
  expect(newerLayout('{')).toBeNull();
  expect(newerLayout(null)).toBeNull();
});
