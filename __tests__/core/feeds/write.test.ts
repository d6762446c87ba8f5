// The feed files of the layout: which exist, what each carries, and their links.
import { describe, expect, test } from '@jest/globals';
import Parser from 'rss-parser';
import { FEED_BYTES, FEED_ITEMS, fitting } from '../../../src/core/feeds/write.js';
import { renderLayout } from '../../../src/core/layout/render.js';
import { TITLE_NAME_CHARS } from '../../../src/core/render/item-text.js';
import { xmlText } from '../../../src/core/render/xml-text.js';
import { labNameOf, type ModelSummary, matches, readFilters } from '../../../src/core/site/summary.js';
import type { DriftEvent } from '../../../src/core/types.js';
import { channel, event, REPO, record, SITE } from './fixtures.js';

const schema = { type: 'object' };
const build = (
  events: DriftEvent[],
  records = [record('acme/foo'), record('acme/bar'), record('beta/baz')],
  over = {},
) => renderLayout({ records, schema, channel, repository: REPO, head: 'h', events, ...over }).files;

test('every model and lab has an Atom and a JSON feed, with zero items when it has no events', async () => {
  const files = build([event({ n: 1, modelId: 'acme/foo' })]);
  const feeds = [...files.keys()].filter((p) => /^(feeds\/|drift\.(atom|feed|rss))/.test(p)).sort();
  expect(feeds).toEqual([
    'drift.atom.xml',
    'drift.feed.json',
    'drift.rss.xml',
    'feeds/labs/acme.atom.xml',
    'feeds/labs/acme.feed.json',
    'feeds/labs/beta.atom.xml',
    'feeds/labs/beta.feed.json',
    'feeds/models/acme/bar.atom.xml',
    'feeds/models/acme/bar.feed.json',
    'feeds/models/acme/foo.atom.xml',
    'feeds/models/acme/foo.feed.json',
    'feeds/models/beta/baz.atom.xml',
    'feeds/models/beta/baz.feed.json',
  ]);
  const empty = await new Parser().parseString(files.get('feeds/models/beta/baz.atom.xml')!);
  expect(empty.items).toEqual([]);
  expect(JSON.parse(files.get('feeds/labs/beta.feed.json')!).items).toEqual([]);
});

test("a model's feed carries its own events only; a lab's, its models'; links are absolute", async () => {
  const events = [
    event({ n: 4, modelId: 'beta/baz' }),
    event({ n: 3, modelId: 'acme/bar' }),
    event({ n: 2, modelId: 'acme/foo' }),
    event({ n: 1, modelId: 'acme/foo', type: 'model_added', changes: [] }),
  ];
  const files = build(events);
  const foo = await new Parser().parseString(files.get('feeds/models/acme/foo.atom.xml')!);
  expect(foo.items.map((i) => i.link)).toEqual([events[2]!.commit.url, events[3]!.commit.url]);
  expect(foo.feedUrl).toBe(`${SITE}feeds/models/acme/foo.atom.xml`);
  expect(foo.link).toBe(`${SITE}model.html?id=acme/foo`);
  expect(foo.title).toBe('acme/foo (acme/foo): acme/registry drift');
  const fooJson = JSON.parse(files.get('feeds/models/acme/foo.feed.json')!);
  expect(fooJson.feed_url).toBe(`${SITE}feeds/models/acme/foo.feed.json`);
  expect(fooJson.home_page_url).toBe(`${SITE}model.html?id=acme/foo`);
  expect(fooJson.items.map((i: { id: string }) => i.id)).toEqual([events[2]!.id, events[3]!.id]);
  // The new model's item summarises it from its record, and says it changed since.
  expect(fooJson.items[1].content_html).toContain('<li>Tasks: <bdi>image to video, text to video</bdi></li>');
  expect(fooJson.items[1].content_html).toContain('The record as it reads now');
  expect(fooJson.items[1]._model_registry).toEqual(events[3]);
  const acme = JSON.parse(files.get('feeds/labs/acme.feed.json')!);
  expect(acme.items.map((i: { id: string }) => i.id)).toEqual([events[1]!.id, events[2]!.id, events[3]!.id]);
  expect(acme.home_page_url).toBe(`${SITE}index.html?lab=acme`);
  const drift = JSON.parse(files.get('drift.feed.json')!);
  expect(drift.items).toHaveLength(4);
  expect(drift.home_page_url).toBe(`${SITE}drift.html`);
  expect(drift.feed_url).toBe(`${SITE}drift.feed.json`);
  const atom = await new Parser().parseString(files.get('drift.atom.xml')!);
  expect(atom.feedUrl).toBe(`${SITE}drift.atom.xml`);
  expect(atom.link).toBe(`${SITE}drift.html`);
  const rss = files.get('drift.rss.xml')!;
  expect(rss).toContain(`<atom:link href="${SITE}drift.rss.xml" rel="self" type="application/rss+xml"/>`);
  // RSS keeps the spec's item: guid = event id, title, plain-text description; HTML in content:encoded.
  const parsedRss = await new Parser({ customFields: { item: ['content:encoded'] } }).parseString(rss);
  expect(parsedRss.items.map((i) => i.guid)).toEqual(events.map((e) => e.id));
  expect(parsedRss.items[3]!.content).toContain('New video model by acme (the record as it reads now');
  expect(parsedRss.items[3]!['content:encoded']).toContain('<li>Pricing: <bdi>published</bdi></li>');
});

test('the site URL comes from the input, else from the repository', () => {
  const files = build([], undefined, { siteUrl: 'https://models.example.com/' });
  expect(JSON.parse(files.get('drift.feed.json')!).feed_url).toBe(
    'https://models.example.com/drift.feed.json',
  );
  expect(JSON.parse(build([]).get('drift.feed.json')!).feed_url).toBe(`${SITE}drift.feed.json`);
});

test(`at most ${FEED_ITEMS} items per feed, the newest; updated is the newest commit date`, () => {
  const events = Array.from({ length: FEED_ITEMS + 20 }, (_, i) => event({ n: FEED_ITEMS + 20 - i }));
  const files = build(events);
  for (const path of ['drift.feed.json', 'feeds/models/acme/foo.feed.json', 'feeds/labs/acme.feed.json']) {
    const items = JSON.parse(files.get(path)!).items;
    expect(items).toHaveLength(FEED_ITEMS);
    expect(items[0].id).toBe(events[0]!.id);
    expect(items.at(-1).id).toBe(events[FEED_ITEMS - 1]!.id);
  }
  expect(files.get('feeds/models/acme/foo.atom.xml')).toContain(
    `  <updated>${events[0]!.commit.date}</updated>`,
  );
  // A model with no event in the window still dates its feed by its newest event; none: the epoch.
  expect(files.get('feeds/models/acme/bar.atom.xml')).toContain('  <updated>1970-01-01T00:00:00Z</updated>');
});

test('a feed keeps the newest items whose bytes fit FEED_BYTES: six half-MiB pastes make no 25 MiB file', () => {
  // `&` is 5 bytes in XML: each item's RSS description is about 2 × 2.5 MiB, six of them 30 MiB.
  const paste = (i: number) => `${i}${'&'.repeat(512 * 1024)}`;
  const events = Array.from({ length: 6 }, (_, i) =>
    event({ n: 6 - i, changes: [{ path: 'notes', kind: 'changed', before: paste(i), after: paste(i + 1) }] }),
  );
  // Pages large enough that the window holds all six.
  const limits = { events: 1000, bytes: 64 * 1024 * 1024 };
  const files = build(events, undefined, { limits });
  expect(JSON.parse(files.get('drift.json')!).events).toHaveLength(6);
  const ids = (path: string) => JSON.parse(files.get(path)!).items.map((i: { id: string }) => i.id);
  const newest = (n: number) => events.slice(0, n).map((e) => e.id);
  const guids = (xml: string) =>
    [...xml.matchAll(/<guid isPermaLink="false">([^<]*)<\/guid>/g)].map((m) => m[1]);
  const entries = (path: string) => files.get(path)!.split('<entry>').length - 1;
  // The registry's three feeds keep the same newest items, fewer than six: the RSS items are largest.
  const kept = ids('drift.feed.json');
  expect(kept.length).toBeGreaterThanOrEqual(1);
  expect(kept.length).toBeLessThan(events.length);
  expect(kept).toEqual(newest(kept.length));
  expect(guids(files.get('drift.rss.xml')!)).toEqual(kept);
  expect(entries('drift.atom.xml')).toBe(kept.length);
  // A model's and a lab's feeds (Atom and JSON Feed, no RSS) measure by their own forms.
  for (const base of ['feeds/models/acme/foo', 'feeds/labs/acme']) {
    const own = ids(`${base}.feed.json`);
    expect(own).toEqual(newest(own.length));
    expect(entries(`${base}.atom.xml`)).toBe(own.length);
  }
  for (const [path, text] of files)
    if (/^(feeds\/|drift\.(rss|atom|feed))/.test(path))
      expect([path, Buffer.byteLength(text) <= FEED_BYTES + 4096]).toEqual([path, true]);
  // A cap smaller than one item still keeps the newest, so a feed never goes empty while it has events.
  const one = build(events, undefined, { limits: { ...limits, feedBytes: 1 } });
  for (const path of ['drift.feed.json', 'feeds/models/acme/foo.feed.json', 'feeds/labs/acme.feed.json'])
    expect(JSON.parse(one.get(path)!).items.map((i: { id: string }) => i.id)).toEqual(newest(1));
  expect(guids(one.get('drift.rss.xml')!)).toEqual(newest(1));
});

test("a model's and a lab's feeds keep to the cap when their items are text of three bytes a character", () => {
  // CJK is one UTF-16 unit and three UTF-8 bytes: a bound counted in units alone let every item in.
  const cjk = (i: number) => `${i}${'中'.repeat(2000)}`;
  const events = Array.from({ length: 6 }, (_, i) =>
    event({ n: 6 - i, changes: [{ path: 'notes', kind: 'changed', before: cjk(i), after: cjk(i + 1) }] }),
  );
  const cap = 40_000;
  const files = build(events, undefined, {
    limits: { events: 1000, bytes: 64 * 1024 * 1024, feedBytes: cap },
  });
  for (const base of ['feeds/models/acme/foo', 'feeds/labs/acme']) {
    const items = JSON.parse(files.get(`${base}.feed.json`)!).items as { id: string }[];
    expect([base, items.length < events.length]).toEqual([base, true]);
    for (const ext of ['atom.xml', 'feed.json'])
      expect([base, Buffer.byteLength(files.get(`${base}.${ext}`)!) <= cap + 4096]).toEqual([base, true]);
  }
});

test('items whose bytes add up to exactly the cap are all kept; one byte less drops the oldest', () => {
  const events = [event({ n: 3 }), event({ n: 2 }), event({ n: 1 })];
  const bytes = new Map(events.map((e, i) => [e, [3, 3, 4][i]!]));
  const size = (e: DriftEvent) => bytes.get(e)!;
  // A bound above the bytes, as the real one is, so the exact count is what decides.
  const bound = (e: DriftEvent) => 2 * size(e);
  expect(fitting(events, size, 10, bound)).toEqual(events);
  expect(fitting(events, size, 9, bound)).toEqual(events.slice(0, 2));
  // Bounds that add up to exactly the cap keep every item unmeasured (measuring renders UTF-8 bytes).
  const unmeasured = () => {
    throw new Error('measured');
  };
  expect(fitting(events, unmeasured, 10, size)).toEqual(events);
});

test("feeds use only drift.json's window: events on older pages are not in any feed", () => {
  const events = Array.from({ length: 7 }, (_, i) => event({ n: 7 - i }));
  const files = build(events, undefined, { limits: { events: 2, bytes: 1_000_000 } });
  const window = JSON.parse(files.get('drift.json')!).events as DriftEvent[];
  expect(window).toHaveLength(3);
  const ids = (path: string) => JSON.parse(files.get(path)!).items.map((i: { id: string }) => i.id);
  expect(ids('drift.feed.json')).toEqual(window.map((e) => e.id));
  expect(ids('feeds/models/acme/foo.feed.json')).toEqual(window.map((e) => e.id));
  // Its updated is still its newest event's date.
  expect(files.get('feeds/models/acme/foo.atom.xml')).toContain(
    `<updated>${events[0]!.commit.date}</updated>`,
  );
});

test("a model's or lab's name with a bidi override is isolated in its feed's title", async () => {
  const rtl = record('acme/foo', { name: 'Foo \u202eoof', lab: 'Ac\u202eme' });
  const files = build([event({ n: 1, modelId: 'acme/foo' })], [rtl]);
  const model = await new Parser().parseString(files.get('feeds/models/acme/foo.atom.xml')!);
  expect(model.title).toBe('\u2068Foo \u202eoof\u2069 (acme/foo): acme/registry drift');
  expect(JSON.parse(files.get('feeds/labs/acme.feed.json')!).title).toBe(
    '\u2068Ac\u202eme\u2069 (acme): acme/registry drift',
  );
});

test('a right-to-left name is isolated in every title, so the count after it stays after it', async () => {
  // By UAX #9 the digits and ": " after Arabic letters join their run: "Veo فيو: 4 fields changed"
  // read "Veo 4 :فيو fields changed" in a left-to-right feed reader.
  const arabic = record('acme/foo', { name: 'Veo ٣.١ — فيو ויאו', lab: 'אקמה' });
  const files = build([event({ n: 1, modelId: 'acme/foo', name: 'Veo ٣.١ — فيو ויאו' })], [arabic]);
  const rss = await new Parser().parseString(files.get('drift.rss.xml')!);
  expect(rss.items[0]!.title).toBe('\u2068Veo ٣.١ — فيو ויאו\u2069: 2 fields changed');
  const model = await new Parser().parseString(files.get('feeds/models/acme/foo.atom.xml')!);
  expect(model.title).toBe('\u2068Veo ٣.١ — فيو ויאו\u2069 (acme/foo): acme/registry drift');
  expect(JSON.parse(files.get('feeds/labs/acme.feed.json')!).title).toBe(
    '\u2068אקמה\u2069 (acme): acme/registry drift',
  );
  // A left-to-right name is left as it is.
  const plain = build(
    [event({ n: 1, modelId: 'acme/foo', name: 'Foo' })],
    [record('acme/foo', { name: 'Foo' })],
  );
  expect(JSON.parse(plain.get('drift.feed.json')!).items[0].title).toBe('Foo: 2 fields changed');
});

test('a name pasted 200,000 characters long is cut in every title it makes, and the cut is said', async () => {
  const long = `Foo ${'x'.repeat(200_000)}`;
  const files = build(
    [event({ n: 1, modelId: 'acme/foo', name: long })],
    [record('acme/foo', { name: long, lab: long })],
  );
  const cut = `Foo ${'x'.repeat(TITLE_NAME_CHARS - 4)}…`;
  const rss = await new Parser().parseString(files.get('drift.rss.xml')!);
  expect(rss.items[0]!.title).toBe(`${cut}: 2 fields changed`);
  const model = await new Parser().parseString(files.get('feeds/models/acme/foo.atom.xml')!);
  expect(model.title).toBe(`${cut} (acme/foo): acme/registry drift`);
  expect(model.items[0]!.title).toBe(`${cut}: 2 fields changed`);
  const lab = JSON.parse(files.get('feeds/labs/acme.feed.json')!);
  expect(lab.title).toBe(`${cut} (acme): acme/registry drift`);
  expect(lab.items[0].title).toBe(`${cut}: 2 fields changed`);
});

test("a rename is in the old id's and old lab's feeds too, so their subscribers read where the model went", () => {
  // acme/foo moves to beta/foo (its lab renamed) with a change: the old id's events stay under it.
  const rename = event({ n: 2, modelId: 'beta/foo', previous_path: 'models/acme/foo.toml' });
  const before = event({ n: 1, modelId: 'acme/foo' });
  const files = build([rename, before], [record('acme/bar'), record('beta/foo')]);
  const ids = (path: string) => JSON.parse(files.get(path)!).items.map((i: { id: string }) => i.id);
  expect(ids('feeds/models/acme/foo.feed.json')).toEqual([rename.id, before.id]);
  expect(ids('feeds/labs/acme.feed.json')).toEqual([rename.id, before.id]);
  expect(ids('feeds/models/beta/foo.feed.json')).toEqual([rename.id]);
  expect(ids('feeds/labs/beta.feed.json')).toEqual([rename.id]);
  // Its item names both paths.
  expect(JSON.parse(files.get('feeds/models/acme/foo.feed.json')!).items[0].content_html).toContain(
    '<p>Moved from <code>models/acme/foo.toml</code> to <code>models/beta/foo.toml</code>.</p>',
  );
});

test("a lab's feed links the site's view of that lab: the catalog filtered by the lab as the site filters it", () => {
  // The site filters by model.lab (the lab's name), not by its slug: `index.html?lab=acme` showed
  // no model of a lab named 'Acme Labs & Co' (its select offered 'acme (none)').
  // acme/abc, first by id, spells the lab as no other model does: the lab is named as most spell it,
  // and the site's filter by that name shows acme/abc too (it linked `?lab=ACME`, showing it alone).
  const records = [
    record('acme/abc', { lab: 'ACME' }),
    record('acme/foo', { lab: 'Acme Labs & Co' }),
    record('acme/bar', { lab: 'Acme Labs & Co' }),
    record('beta/baz', { lab: 'Beta' }),
  ];
  const gone = event({ n: 2, modelId: 'gamma/old', type: 'model_removed', changes: [] });
  gone.model.lab = 'Gamma Inc';
  const files = build([gone, event({ n: 1, modelId: 'acme/foo' })], records);
  const index = JSON.parse(files.get('api/index.json')!) as { models: ModelSummary[] };
  const shown = (feed: string) => {
    const home = new URL(JSON.parse(files.get(feed)!).home_page_url as string);
    expect(home.href.startsWith(SITE)).toBe(true);
    return { page: home.pathname.split('/').pop(), params: home.searchParams };
  };
  const labName = labNameOf(index.models);
  for (const [lab, ids] of [
    ['acme', ['acme/abc', 'acme/bar', 'acme/foo']],
    ['beta', ['beta/baz']],
  ] as const) {
    const { page, params } = shown(`feeds/labs/${lab}.feed.json`);
    expect(page).toBe('index.html');
    const filters = readFilters(params);
    expect(index.models.filter((m) => matches(m, filters, labName(m))).map((m) => m.id)).toEqual(ids);
    expect(files.get(`feeds/labs/${lab}.atom.xml`)).toContain(
      `<link rel="alternate" type="text/html" href="${xmlText(`${SITE}index.html?${params}`)}"/>`,
    );
  }
  // A lab that left has no models in the catalog: its feed links its changes, by the same name.
  const { page, params } = shown('feeds/labs/gamma.feed.json');
  expect(page).toBe('drift.html');
  expect(params.get('lab')).toBe('Gamma Inc');
  // A model that left links its own changes.
  const old = shown('feeds/models/gamma/old.feed.json');
  expect(old.page).toBe('drift.html');
  expect(old.params.get('model')).toBe('gamma/old');
});

test("an item cut for length links the model's changes page on the site", () => {
  const long = event({
    n: 2,
    modelId: 'acme/foo',
    changes: [{ path: 'limitations[id="x"].summary', kind: 'added', after: 'w'.repeat(450) }],
  });
  const files = build([long]);
  const html = JSON.parse(files.get('feeds/models/acme/foo.feed.json')!).items[0].content_html;
  expect(html).toContain(
    `… and 50 more characters, <a href="${SITE}drift.html?model=acme%2Ffoo">all on the model's changes page</a>`,
  );
  expect(files.get('drift.rss.xml')).toContain(xmlText(`<a href="${SITE}drift.html?model=acme%2Ffoo">`));
});

test("an older item's numbers read with the unit they had then, not one a newer commit gave them", async () => {
  // The feed reads units from the record now: a later commit that bills per minute must not
  // rewrite the older item's price as "$0.40 per minute" (the feeds are rewritten on each event).
  const amount = (before: number, after: number) => ({
    path: 'pricing.charges[id="c"].amount',
    kind: 'changed' as const,
    before,
    after,
  });
  const older = event({ n: 1, modelId: 'acme/foo', changes: [amount(0.4, 0.35)] });
  const newer = event({
    n: 2,
    modelId: 'acme/foo',
    changes: [
      amount(0.35, 1),
      { path: 'pricing.charges[id="c"].unit', kind: 'changed', before: 'second', after: 'minute' },
    ],
  });
  const files = build([newer, older], [record('acme/foo', { unit: 'minute' })]);
  const items = JSON.parse(files.get('feeds/models/acme/foo.feed.json')!).items;
  expect(items[0].content_html).toContain('<bdi>$0.35 per second</bdi> → <bdi>$1.00 per minute</bdi>');
  expect(items[1].content_html).toContain('<bdi>$0.40 per second</bdi> → <bdi>$0.35 per second</bdi>');
  // The same words in every format.
  const rss = await new Parser().parseString(files.get('drift.rss.xml')!);
  expect(rss.items[1]!['content:encoded']).toBe(items[1].content_html);
  const atom = files.get('feeds/models/acme/foo.atom.xml')!;
  expect(atom).toContain(xmlText('<bdi>$0.40 per second</bdi> → <bdi>$0.35 per second</bdi>'));
});

// A charge billed per second, whose amount the oldest event (1) changed; newer events come after.
const CHARGE = 'pricing.charges[id="c"]';
const THEN = {
  id: 'c',
  state: 'known',
  kind: 'metered',
  amount: 0.35,
  denomination: 'USD',
  per: 1,
  unit: 'second',
};
const fooAt = (n: number, changes: DriftEvent['changes'], over: Partial<DriftEvent> = {}) =>
  event({ n, modelId: 'acme/foo', changes, ...over });
const AMOUNT_CHANGED = fooAt(1, [{ path: `${CHARGE}.amount`, kind: 'changed', before: 0.4, after: 0.35 }]);
/** The oldest item's HTML in foo's JSON feed, its record now billed per `unit`. */
const oldestItem = (newer: DriftEvent[], unit: string): string => {
  const files = build([...newer, AMOUNT_CHANGED], [record('acme/foo', { unit })]);
  return JSON.parse(files.get('feeds/models/acme/foo.feed.json')!).items.at(-1).content_html;
};

test('an older item reads with the unit its charge had then when a newer commit replaced the whole charge', () => {
  // The charge left in one commit and came back billed per minute in another: the diff reports
  // each at the charge's path, not at its unit.
  const newer = [
    fooAt(3, [{ path: CHARGE, kind: 'added', after: { ...THEN, amount: 1, unit: 'minute' } }]),
    fooAt(2, [{ path: CHARGE, kind: 'removed', before: THEN }]),
  ];
  expect(oldestItem(newer, 'minute')).toContain('<bdi>$0.40 per second</bdi> → <bdi>$0.35 per second</bdi>');
});

test('an older item does not read with the record of a model that left and came back', () => {
  // What the model billed before it left is not known from the events: plain numbers, not today's unit.
  const newer = [fooAt(3, [], { type: 'model_added' }), fooAt(2, [], { type: 'model_removed' })];
  const html = oldestItem(newer, 'minute');
  expect(html).toContain('<bdi>0.4</bdi> → <bdi>0.35</bdi>');
  expect(html).not.toContain('minute');
});

test('a unit changed after the charge came back does not hide what it was before the charge left', () => {
  // Newest first: per hour (a change of the unit alone), back per minute, gone (was per second).
  const newer = [
    fooAt(4, [{ path: `${CHARGE}.unit`, kind: 'changed', before: 'minute', after: 'hour' }]),
    fooAt(3, [{ path: CHARGE, kind: 'added', after: { ...THEN, unit: 'minute' } }]),
    fooAt(2, [{ path: CHARGE, kind: 'removed', before: THEN }]),
  ];
  expect(oldestItem(newer, 'hour')).toContain('<bdi>$0.40 per second</bdi> → <bdi>$0.35 per second</bdi>');
  const files = build([...newer, AMOUNT_CHANGED], [record('acme/foo', { unit: 'hour' })]);
  const newest = JSON.parse(files.get('feeds/models/acme/foo.feed.json')!).items[0].content_html;
  expect(newest).toContain('<bdi>minute</bdi> → <bdi>hour</bdi>');
});

describe('a new model removed later', () => {
  const added = (n: number) => event({ n, type: 'model_added', changes: [] });
  const removed = (n: number) => event({ n, type: 'model_removed', changes: [] });
  const preview = () => {
    const r = record('acme/foo');
    const model = { ...(r.value.model as object), status: 'preview' };
    return { ...r, value: { ...r.value, model } };
  };
  const items = (files: Map<string, string>, path: string) =>
    JSON.parse(files.get(path)!).items as { id: string; content_html: string }[];
  const rssDescriptions = (files: Map<string, string>) =>
    [...files.get('drift.rss.xml')!.matchAll(/<description>([^<]*)<\/description>/g)]
      .map((m) => m[1]!)
      .slice(1);

  test('and added again: the first item does not summarise the record it came back with', () => {
    // Added (available), removed, added again as preview: the newer items list no change, so the
    // first item claiming "the record as it reads now" would show the new status as its own.
    const events = [added(3), removed(2), added(1)];
    const files = build(events, [preview()]);
    for (const path of ['feeds/models/acme/foo.feed.json', 'feeds/labs/acme.feed.json', 'drift.feed.json']) {
      const [newest, gone, first] = items(files, path);
      expect([newest!.id, gone!.id, first!.id]).toEqual(events.map((e) => e.id));
      // The newest added item is the record at head, with nothing newer: its summary, as it reads now.
      expect(newest!.content_html).toContain('<li>Status: <bdi>preview</bdi>; documentation:');
      expect(newest!.content_html).not.toContain('reads now');
      expect(first!.content_html).not.toContain('Status:');
      expect(first!.content_html).not.toContain('reads now');
      expect(first!.content_html).toContain(
        '<p>Model added at <code>models/acme/foo.toml</code>. It was removed later and added again in a newer item.</p>',
      );
    }
    expect(rssDescriptions(files)).toEqual([
      expect.stringMatching(/^New video model by acme\.\n(.+\n)*Status: preview;/),
      'model removed from models/acme/foo.toml',
      'model added at models/acme/foo.toml; removed later and added again in a newer item',
    ]);
  });

  test('and still gone: the item says it was removed later', () => {
    const events = [removed(2), added(1)];
    const files = build(events, [record('acme/bar')]);
    for (const path of ['feeds/models/acme/foo.feed.json', 'feeds/labs/acme.feed.json', 'drift.feed.json'])
      expect(items(files, path)[1]!.content_html).toContain(
        '<p>Model added at <code>models/acme/foo.toml</code>. It was removed later.</p>',
      );
    expect(rssDescriptions(files)).toEqual([
      'model removed from models/acme/foo.toml',
      'model added at models/acme/foo.toml; removed later',
    ]);
  });

  test('added, removed, added and removed again: each added item says only what followed it', () => {
    const events = [removed(4), added(3), removed(2), added(1)];
    const files = build(events, [record('acme/bar')]);
    expect(rssDescriptions(files)).toEqual([
      'model removed from models/acme/foo.toml',
      'model added at models/acme/foo.toml; removed later',
      'model removed from models/acme/foo.toml',
      'model added at models/acme/foo.toml; removed later and added again in a newer item',
    ]);
  });
});

test('a new model moved away, another record renamed into its id with an edit: its item does not summarise that record', () => {
  // foo added; foo moved to baz; bar renamed to foo with a new price (one commit, a model_updated).
  const events = [
    event({
      n: 3,
      modelId: 'acme/foo',
      previous_path: 'models/acme/bar.toml',
      changes: [{ path: 'model.id', kind: 'changed', before: 'acme/bar', after: 'acme/foo' }],
    }),
    event({
      n: 2,
      modelId: 'acme/baz',
      type: 'model_moved',
      previous_path: 'models/acme/foo.toml',
      changes: [],
    }),
    event({ n: 1, type: 'model_added', changes: [] }),
  ];
  const files = build(events, [record('acme/foo'), record('acme/baz')]);
  const first = JSON.parse(files.get('feeds/models/acme/foo.feed.json')!).items.at(-1);
  expect(first.id).toBe(events[2]!.id);
  expect(first.content_html).not.toContain('reads now');
  expect(first.content_html).toContain('<p>Model added at <code>models/acme/foo.toml</code>.</p>');
});
