import { spawnSync } from 'node:child_process';
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import Parser from 'rss-parser';
import { formatChangeLine, htmlInert } from '../../src/core/render/change-line.js';
import { RSS_ITEMS, renderRss, rfc822 } from '../../src/core/render/rss.js';
import type { DriftEvent, DriftFeed } from '../../src/core/types.js';
import { testIf } from '../harness/prerequisite.js';
import { feedSafe, updatedTitle, xmlSafe } from './feeds/fixtures.js';

const channel = {
  title: 'o/r: model registry drift',
  link: 'https://github.com/o/r',
  description: 'Changes & more',
};

function event(over: Partial<DriftEvent> & { sha?: string; date?: string; name?: string } = {}): DriftEvent {
  const sha = over.sha ?? 'a'.repeat(40);
  return {
    type: 'model_updated',
    id: `${sha}:acme/foo`,
    model: {
      id: 'acme/foo',
      lab: 'Acme',
      modality: 'image',
      name: over.name ?? 'Foo',
      path: 'models/acme/foo.toml',
    },
    commit: {
      sha,
      date: over.date ?? '2026-08-11T13:55:47Z',
      message: 'm',
      url: `https://github.com/o/r/commit/${sha}`,
    },
    changes: [
      { path: 'model.name', kind: 'changed', before: 'F', after: 'Foo' },
      { path: 'sources[id="x"]', kind: 'added', after: { id: 'x' } },
    ],
    ...over,
  };
}

const feedOf = (events: DriftEvent[]): DriftFeed => ({
  feed_version: 1,
  repository: channel.link,
  head: 'h',
  events,
});

const HOSTILE = [
  '<script>alert("x")</script>',
  'Tom & Jerry\'s "quoted" ]]> <![CDATA[ x ]]>',
  'ctl \u0000\u0001\u0008\u000b\u000c\u001f\u007f end',
  'nonchars \uFFFE\uFFFF and lone \uD800 \uDFFF surrogates',
  'emoji 😀👩‍👩‍👧 and astral 𝔘',
  'crlf\r\nline\ttab',
  '&amp; already escaped &#0; &#x1;',
];

describe('renderRss', () => {
  test('exact document for one event', () => {
    expect(renderRss(feedOf([event()]), channel)).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
        '  <channel>',
        '    <title>o/r: model registry drift</title>',
        '    <link>https://github.com/o/r</link>',
        '    <description>Changes &amp; more</description>',
        '    <lastBuildDate>Tue, 11 Aug 2026 13:55:47 GMT</lastBuildDate>',
        '    <item>',
        '      <title>Foo: 2 fields changed</title>',
        `      <link>https://github.com/o/r/commit/${'a'.repeat(40)}</link>`,
        `      <guid isPermaLink="false">${'a'.repeat(40)}:acme/foo</guid>`,
        '      <pubDate>Tue, 11 Aug 2026 13:55:47 GMT</pubDate>',
        '      <description>model.name: &quot;F&quot; -&gt; &quot;Foo&quot;\nsources[id=&quot;x&quot;]: added {&quot;id&quot;:&quot;x&quot;}</description>',
        // The same item as HTML (escaped) for readers that show HTML: a list, before → after.
        `      <content:encoded>&lt;ul&gt;&lt;li&gt;&lt;code&gt;model.name&lt;/code&gt;: &lt;bdi&gt;F&lt;/bdi&gt; → &lt;bdi&gt;Foo&lt;/bdi&gt;&lt;/li&gt;&lt;li&gt;&lt;code&gt;sources[id=&amp;quot;x&amp;quot;]&lt;/code&gt;: added &lt;bdi&gt;x&lt;/bdi&gt;&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Commit &lt;a href=&quot;https://github.com/o/r/commit/${'a'.repeat(40)}&quot;&gt;&lt;bdi&gt;aaaaaaa&lt;/bdi&gt;&lt;/a&gt;: &lt;bdi&gt;m&lt;/bdi&gt;&lt;/p&gt;</content:encoded>`,
        '    </item>',
        '  </channel>',
        '</rss>',
        '',
      ].join('\n'),
    );
  });

  test('titles and descriptions per event type; one field; empty name falls back to the model id', () => {
    const xml = renderRss(
      feedOf([
        event({ changes: [{ path: 'a', kind: 'removed', before: 1 }], name: '' }),
        event({ type: 'model_added', changes: [] }),
        event({ type: 'model_removed', changes: [] }),
        event({ type: 'model_moved', previous_path: 'models/acme/old.toml', changes: [] }),
      ]),
      channel,
    );
    const titles = [...xml.matchAll(/<item>\n\s+<title>(.*)<\/title>/g)].map((m) => m[1]);
    expect(titles).toEqual([
      'acme/foo: 1 fields changed',
      'Foo: added',
      'Foo: removed',
      'Foo: moved from models/acme/old.toml',
    ]);
    const descriptions = [...xml.matchAll(/<description>(.*)<\/description>\n\s+<content:encoded>/g)].map(
      (m) => m[1],
    );
    expect(descriptions).toEqual([
      'a: removed 1',
      'model added at models/acme/foo.toml',
      'model removed from models/acme/foo.toml',
      'moved from models/acme/old.toml to models/acme/foo.toml',
    ]);
  });

  test('lastBuildDate is the newest commit date, whatever the event order; the epoch with no events', () => {
    const xml = renderRss(
      feedOf([
        event({ date: '2026-08-10T00:00:00Z' }),
        event({ date: '2026-08-12T09:08:07Z' }),
        event({ date: 'garbage' }),
      ]),
      channel,
    );
    expect(xml).toContain('<lastBuildDate>Wed, 12 Aug 2026 09:08:07 GMT</lastBuildDate>');
    expect(renderRss(feedOf([]), channel)).toContain(
      '<lastBuildDate>Thu, 01 Jan 1970 00:00:00 GMT</lastBuildDate>',
    );
  });

  test(`at most ${RSS_ITEMS} items: the newest, in the order given`, () => {
    const sha = (i: number) => String(i).padStart(40, '0');
    const events = Array.from({ length: RSS_ITEMS + 1 }, (_, i) => event({ sha: sha(i) }));
    const guids = [...renderRss(feedOf(events), channel).matchAll(/<guid isPermaLink="false">([^<]*)</g)];
    expect(guids.map((m) => m[1])).toEqual(events.slice(0, RSS_ITEMS).map((e) => e.id));
  });

  test('rfc822 dates in GMT, from any ISO offset', () => {
    expect(rfc822('2026-08-11T13:55:47Z')).toBe('Tue, 11 Aug 2026 13:55:47 GMT');
    expect(rfc822('2026-08-11T15:55:47+02:00')).toBe('Tue, 11 Aug 2026 13:55:47 GMT');
    expect(rfc822('not a date')).toBe('Thu, 01 Jan 1970 00:00:00 GMT');
  });

  test('hostile strings round-trip through a real feed parser', async () => {
    const events = HOSTILE.map((s, i) =>
      event({
        sha: String(i).repeat(40),
        date: `2026-08-1${i}T0${i}:00:00Z`,
        name: s,
        changes: [
          { path: `model["${s}"]`, kind: 'changed', before: s, after: { [s]: [s] } },
          { path: 'x', kind: 'added', after: s },
        ],
      }),
    );
    events.push(event({ sha: 'f'.repeat(40), type: 'model_moved', previous_path: HOSTILE[1], changes: [] }));
    const hostileChannel = { title: HOSTILE[0]!, link: 'https://x/?a=1&b=<2>', description: HOSTILE[2]! };
    const xml = renderRss(feedOf(events), hostileChannel);
    const parsed = await new Parser().parseString(xml);
    expect(parsed.title).toBe(xmlSafe(hostileChannel.title));
    expect(parsed.link).toBe(hostileChannel.link);
    expect(parsed.description).toBe(xmlSafe(hostileChannel.description));
    expect(parsed.items).toHaveLength(events.length);
    parsed.items.forEach((item, i) => {
      const e = events[i]!;
      expect(item.guid).toBe(e.id);
      expect(item.link).toBe(e.commit.url);
      expect(new Date(item.pubDate!).toISOString()).toBe(new Date(e.commit.date).toISOString());
      if (e.type === 'model_moved') {
        expect(item.title).toBe(xmlSafe(`Foo: moved from ${HOSTILE[1]}`));
        return;
      }
      expect(item.title).toBe(`${feedSafe(HOSTILE[i]!)}: 2 fields changed`);
      expect(item.content).toBe(xmlSafe(e.changes.map((c) => htmlInert(formatChangeLine(c))).join('\n')));
    });
  });

  test('any strings in any field give a document whose text round-trips', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }), async (a, b) => {
        const e = event({ name: `n${a}`, changes: [{ path: 'p', kind: 'changed', before: a, after: b }] });
        const parsed = await new Parser().parseString(renderRss(feedOf([e]), { ...channel, title: `t${b}` }));
        expect(parsed.title).toBe(xmlSafe(`t${b}`));
        expect(parsed.items[0]!.title).toBe(xmlSafe(updatedTitle(`n${a}`, 1)));
        expect(parsed.items[0]!.content).toBe(xmlSafe(htmlInert(formatChangeLine(e.changes[0]!))));
        // A reader shows the description as HTML: no markup or entity of the record's reaches it.
        expect(parsed.items[0]!.content).not.toMatch(/[<&]/);
      }),
      { numRuns: 200 },
    );
  });

  const xmllint = !spawnSync('xmllint', ['--version']).error;
  testIf(xmllint, 'xmllint (Debian package libxml2-utils)')('well-formed for xmllint', () => {
    const events = HOSTILE.map((s, i) => event({ sha: String(i).repeat(40), name: s }));
    for (const xml of [
      renderRss(feedOf(events), { title: HOSTILE[3]!, link: HOSTILE[1]!, description: HOSTILE[2]! }),
      renderRss(feedOf([]), channel),
    ]) {
      const run = spawnSync('xmllint', ['--noout', '-'], { input: xml });
      expect(run.stderr.toString()).toBe('');
      expect(run.status).toBe(0);
    }
  });
});
