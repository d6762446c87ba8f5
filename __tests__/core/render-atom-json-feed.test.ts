// Atom and JSON Feed 1.1 of drift events: shapes the specs require, hostile record strings kept as
// text, well-formed for xmllint and readable by a real feed client.
import { spawnSync } from 'node:child_process';
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import Parser from 'rss-parser';
import { summarize } from '../../src/core/feeds/summary.js';
import { renderAtom } from '../../src/core/render/atom.js';
import { entryId, type FeedDocument, newestDate, rfc3339 } from '../../src/core/render/feed-document.js';
import { itemHtml, itemTitle } from '../../src/core/render/item-text.js';
import { EXTENSION_KEY, renderJsonFeed } from '../../src/core/render/json-feed.js';
import type { DriftEvent } from '../../src/core/types.js';
import { testIf } from '../harness/prerequisite.js';
import { event, HOSTILE, REPO, record, SITE, updatedTitle, xmlSafe } from './feeds/fixtures.js';

function doc(events: DriftEvent[], over: Partial<FeedDocument> = {}): FeedDocument {
  return {
    title: 'acme/registry: model registry drift',
    description: 'Changes & more',
    home: `${SITE}drift.html`,
    self: `${SITE}drift.atom.xml`,
    updated: newestDate(events.map((e) => e.commit.date)),
    author: { name: 'acme/registry', url: REPO },
    events,
    context: () => ({}),
    ...over,
  };
}

const hostileEvents = (): DriftEvent[] => [
  ...HOSTILE.map((s, i) =>
    event({
      n: i + 1,
      name: s,
      changes: [
        { path: `model["${s}"]`, kind: 'changed', before: s, after: { [s]: [s] } },
        { path: 'x', kind: 'added', after: s },
      ],
      commit: { sha: `s${i}`, date: '2026-08-11T13:55:47Z', message: s, url: `${REPO}/commit/s${i}` },
    }),
  ),
  event({ n: 99, type: 'model_moved', previous_path: HOSTILE[1], changes: [] }),
];

const xmllint = !spawnSync('xmllint', ['--version']).error;
const wellFormed = (xml: string) => {
  const run = spawnSync('xmllint', ['--noout', '-'], { input: xml });
  expect(run.stderr.toString()).toBe('');
  expect(run.status).toBe(0);
};

describe('Atom', () => {
  test('exact document for one event', () => {
    const e = event();
    expect(renderAtom(doc([e]))).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<feed xmlns="http://www.w3.org/2005/Atom">',
        `  <id>${SITE}drift.atom.xml</id>`,
        '  <title>acme/registry: model registry drift</title>',
        '  <subtitle>Changes &amp; more</subtitle>',
        '  <updated>2026-08-11T00:01:00Z</updated>',
        `  <link rel="self" type="application/atom+xml" href="${SITE}drift.atom.xml"/>`,
        `  <link rel="alternate" type="text/html" href="${SITE}drift.html"/>`,
        '  <author>',
        '    <name>acme/registry</name>',
        `    <uri>${REPO}</uri>`,
        '  </author>',
        '  <entry>',
        `    <id>${e.commit.url}#acme%2Ffoo</id>`,
        '    <title type="text">Foo: 2 fields changed</title>',
        '    <updated>2026-08-11T00:01:00Z</updated>',
        '    <published>2026-08-11T00:01:00Z</published>',
        `    <link rel="alternate" type="text/html" href="${e.commit.url}"/>`,
        '    <category term="model_updated"/>',
        `    <content type="html">${itemHtml(e).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')}</content>`,
        '  </entry>',
        '</feed>',
        '',
      ].join('\n'),
    );
  });

  test('an empty feed still has its id, title, updated (the epoch), links and author', () => {
    const xml = renderAtom(doc([]));
    expect(xml).toContain('<updated>1970-01-01T00:00:00Z</updated>');
    expect(xml).not.toContain('<entry>');
  });

  test('hostile strings round-trip as text through a real feed client', async () => {
    const events = hostileEvents();
    const xml = renderAtom(doc(events, { title: HOSTILE[0]!, description: HOSTILE[2]! }));
    const parsed = await new Parser().parseString(xml);
    expect(parsed.title).toBe(xmlSafe(HOSTILE[0]!));
    expect(parsed.feedUrl).toBe(`${SITE}drift.atom.xml`);
    expect(parsed.items).toHaveLength(events.length);
    parsed.items.forEach((item, i) => {
      const e = events[i]!;
      expect(item.title).toBe(xmlSafe(itemTitle(e)));
      expect(item.id).toBe(entryId(e));
      expect(item.link).toBe(e.commit.url);
      expect(item.isoDate).toBe(new Date(e.commit.date).toISOString());
      // The content is HTML; its text is the escaped record string, never markup.
      expect(item.content).toBe(xmlSafe(itemHtml(e)));
      expect(item.content).not.toContain('<script>');
    });
  });

  test('any strings in names and values give a document whose text round-trips', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }), async (a, b) => {
        const e = event({ name: `n${a}`, changes: [{ path: 'p', kind: 'changed', before: a, after: b }] });
        const parsed = await new Parser().parseString(renderAtom(doc([e], { title: `t${b}` })));
        expect(parsed.title).toBe(xmlSafe(`t${b}`));
        expect(parsed.items[0]!.title).toBe(xmlSafe(updatedTitle(`n${a}`, 1)));
        expect(parsed.items[0]!.content).toBe(xmlSafe(itemHtml(e)));
      }),
      { numRuns: 200 },
    );
  });

  testIf(xmllint, 'xmllint (Debian package libxml2-utils)')('well-formed for xmllint', () => {
    const summary = summarize(record('acme/foo', { name: HOSTILE[2]! }));
    wellFormed(
      renderAtom(doc(hostileEvents(), { title: HOSTILE[3]!, home: HOSTILE[1]!, description: HOSTILE[2]! })),
    );
    wellFormed(
      renderAtom(doc([event({ type: 'model_added', changes: [] })], { context: () => ({ summary }) })),
    );
    wellFormed(renderAtom(doc([])));
  });
});

describe('JSON Feed 1.1', () => {
  test('the fields the spec requires, absolute links, and the raw event under _model_registry', () => {
    const e = event();
    const feed = JSON.parse(renderJsonFeed(doc([e], { self: `${SITE}drift.feed.json` })));
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(feed.title).toBe('acme/registry: model registry drift');
    expect(feed.home_page_url).toBe(`${SITE}drift.html`);
    expect(feed.feed_url).toBe(`${SITE}drift.feed.json`);
    expect(feed.authors).toEqual([{ name: 'acme/registry', url: REPO }]);
    expect(feed.items).toHaveLength(1);
    const item = feed.items[0];
    expect(item).toEqual({
      id: e.id,
      url: e.commit.url,
      title: 'Foo: 2 fields changed',
      content_html: itemHtml(e),
      date_published: '2026-08-11T00:01:00Z',
      tags: ['model_updated'],
      [EXTENSION_KEY]: JSON.parse(JSON.stringify(e)),
    });
    // 1.1 drops `author` for `authors`.
    expect(feed.author).toBeUndefined();
    // Compact: the raw events make up most of a feed, indentation would add a third.
    expect(renderJsonFeed(doc([e])).split('\n')).toHaveLength(2);
  });

  test("version comes first, then the feed's own fields in a fixed order, items last; items stay canonical", () => {
    const e = event();
    const text = renderJsonFeed(doc([e], { self: `${SITE}drift.feed.json` }));
    // JSON Feed 1.1: version "should appear at the very top"; readers sniff the start of the file.
    expect(text.startsWith('{"version":"https://jsonfeed.org/version/1.1",')).toBe(true);
    const feed = JSON.parse(text);
    expect(Object.keys(feed)).toEqual([
      'version',
      'title',
      'home_page_url',
      'feed_url',
      'description',
      'language',
      'authors',
      'items',
    ]);
    expect(Object.keys(feed.items[0])).toEqual([...Object.keys(feed.items[0])].sort());
    expect(JSON.parse(renderJsonFeed(doc([])))).toMatchObject({ version: feed.version, items: [] });
  });

  test('every item has an id and content; an empty feed has an empty items array', () => {
    for (const e of hostileEvents()) {
      const [item] = JSON.parse(renderJsonFeed(doc([e]))).items;
      expect(typeof item.id).toBe('string');
      expect(item.id.length).toBeGreaterThan(0);
      expect(typeof item.content_html).toBe('string');
    }
    expect(JSON.parse(renderJsonFeed(doc([]))).items).toEqual([]);
  });

  test('hostile strings round-trip exactly (JSON carries every code unit)', () => {
    const events = hostileEvents();
    const feed = JSON.parse(renderJsonFeed(doc(events, { title: HOSTILE[3]! })));
    expect(feed.title).toBe(HOSTILE[3]);
    feed.items.forEach((item: { title: string; [k: string]: unknown }, i: number) => {
      expect(item.title).toBe(itemTitle(events[i]!));
      expect(item[EXTENSION_KEY]).toEqual(JSON.parse(JSON.stringify(events[i])));
    });
  });
});

test('dates are RFC 3339 in UTC, from any offset; unreadable dates become the epoch', () => {
  expect(rfc3339('2026-08-11T15:55:47+02:00')).toBe('2026-08-11T13:55:47Z');
  expect(rfc3339('garbage')).toBe('1970-01-01T00:00:00Z');
  expect(newestDate(['2026-08-10T00:00:00Z', 'x', '2026-08-12T09:08:07Z'])).toBe('2026-08-12T09:08:07Z');
  expect(newestDate([])).toBe('1970-01-01T00:00:00Z');
  // An item's date too, in JSON Feed as in Atom, whatever form the event's commit date has.
  const e = event({ date: '2026-08-11T15:55:47.250+02:00' });
  expect(JSON.parse(renderJsonFeed(doc([e]))).items[0].date_published).toBe('2026-08-11T13:55:47Z');
  expect(renderAtom(doc([e]))).toContain('<published>2026-08-11T13:55:47Z</published>');
});
