import { expect, test } from '@jest/globals';
import { renderArtifacts } from '../../src/core/artifacts.js';
import { FULL_CATALOG_MAX_BYTES } from '../../src/core/layout/catalog-index.js';
import { RSS_ITEMS } from '../../src/core/render/rss.js';
import { SITE_FILES } from '../../src/core/site/files.js';
import type { DriftFeed, ParsedRecord } from '../../src/core/types.js';

const records: ParsedRecord[] = [
  {
    path: 'models/b/b.toml',
    text: '',
    value: { model: { id: 'b/b', modality: 'video' }, documentation_state: 'indexed' },
  },
  {
    path: 'models/a/a.toml',
    text: '',
    value: { model: { modality: 'audio', id: 'a/a' }, documentation_state: 'documented' },
  },
];
const feed: DriftFeed = {
  feed_version: 1,
  repository: 'https://github.com/o/r',
  head: 'abc',
  events: [
    {
      type: 'model_added',
      id: 'abc:a/a',
      model: { path: 'models/a/a.toml', id: 'a/a', lab: 'L', modality: 'audio', name: 'A' },
      commit: {
        sha: 'abc',
        date: '2026-08-11T13:55:47Z',
        message: 'add',
        url: 'https://github.com/o/r/commit/abc',
      },
      changes: [],
    },
  ],
};
const schema = { type: 'object', $schema: 'http://json-schema.org/draft-07/schema#' };
const channel = { title: 't', link: 'https://github.com/o/r', description: 'd' };
const input = { records, feed, schema, channel };

test('every artifact, in a fixed order, with the versioned copies byte-identical', () => {
  const out = renderArtifacts(input);
  expect([...out.keys()].filter((p) => !SITE_FILES.includes(p))).toEqual([
    'api/models/a/a.json',
    'api/models/b/b.json',
    'api.json',
    'api/v1.json',
    'api/index.json',
    'drift.json',
    'drift/v1.json',
    'schema/source-record.v1.schema.json',
    'drift.rss.xml',
    'drift.atom.xml',
    'drift.feed.json',
    'feeds/models/a/a.atom.xml',
    'feeds/models/a/a.feed.json',
    'feeds/models/b/b.atom.xml',
    'feeds/models/b/b.feed.json',
    'feeds/labs/a.atom.xml',
    'feeds/labs/a.feed.json',
    'feeds/labs/b.atom.xml',
    'feeds/labs/b.feed.json',
  ]);
  expect([...out.keys()].slice(-SITE_FILES.length)).toEqual(SITE_FILES);
  expect(out.get('api/v1.json')).toBe(out.get('api.json'));
  expect(out.get('drift/v1.json')).toBe(out.get('drift.json'));
});

test('catalog, feed and schema as canonical JSON with a trailing newline', () => {
  const out = renderArtifacts(input);
  expect(out.get('schema/source-record.v1.schema.json')).toBe(
    '{\n  "$schema": "http://json-schema.org/draft-07/schema#",\n  "type": "object"\n}\n',
  );
  const api = out.get('api.json')!;
  expect(api.endsWith('}\n')).toBe(true);
  expect(api.startsWith('{\n  "counts": {\n    "by_modality": {\n      "audio": 1,')).toBe(true);
  expect(JSON.parse(api).models.map((m: { model: { id: string } }) => m.model.id)).toEqual(['a/a', 'b/b']);
  expect(JSON.parse(api).schema_version).toBe(1);
  const drift = out.get('drift.json')!;
  expect(JSON.parse(drift)).toEqual(feed);
  expect(drift).toContain('"events": [\n    {\n      "changes": [],\n      "commit": {\n        "date"');
  expect(drift.endsWith('"repository": "https://github.com/o/r"\n}\n')).toBe(true);
  expect(out.get('drift.rss.xml')).toContain('<guid isPermaLink="false">abc:a/a</guid>');
});

test('the same input gives the same bytes, whatever the order of the records', () => {
  const a = renderArtifacts(input);
  const b = renderArtifacts({ ...input, records: [...records].reverse() });
  expect([...b.entries()]).toEqual([...a.entries()]);
});

test('one compact file per model, and an index of short summaries', () => {
  const out = renderArtifacts(input);
  expect(out.get('api/models/a/a.json')).toBe(
    '{"documentation_state":"documented","model":{"id":"a/a","modality":"audio"}}\n',
  );
  const index = out.get('api/index.json')!;
  expect(index.split('\n')).toHaveLength(2); // compact, trailing newline
  expect(JSON.parse(index)).toEqual({
    catalog_form: 'index',
    counts: JSON.parse(out.get('api.json')!).counts,
    layout_version: 6,
    models: [
      {
        id: 'a/a',
        name: null,
        lab: null,
        modality: 'audio',
        tasks: [],
        status: null,
        documentation_state: 'documented',
        pricing_state: null,
        path: 'api/models/a/a.json',
        updated: { sha: 'abc', date: '2026-08-11T13:55:47Z' },
      },
      {
        id: 'b/b',
        name: null,
        lab: null,
        modality: 'video',
        tasks: [],
        status: null,
        documentation_state: 'indexed',
        pricing_state: null,
        path: 'api/models/b/b.json',
        updated: null,
      },
    ],
    models_dir: 'models', // the default folder: no models-dir given
    record_path: 'api/models/{id}.json',
    schema_version: 1,
    site_url: 'https://o.github.io/r/', // the repository's GitHub Pages address: no site-url given
  });
  // The full document is small, so api.json is the spec's document, without catalog_form.
  expect(JSON.parse(out.get('api.json')!).catalog_form).toBeUndefined();
});

test('past FULL_CATALOG_MAX_BYTES, api.json and api/v1.json say where the index and the records are', () => {
  const big: ParsedRecord = {
    path: 'models/c/c.toml',
    text: '',
    value: {
      model: { id: 'c/c', modality: 'image', name: 'C' },
      documentation_state: 'indexed',
      notes: 'x'.repeat(FULL_CATALOG_MAX_BYTES),
    },
  };
  const out = renderArtifacts({ ...input, records: [...records, big] });
  const api = JSON.parse(out.get('api.json')!);
  expect(out.get('api/v1.json')).toBe(out.get('api.json'));
  // Small whatever the registry's size: a push writes it every time.
  expect(out.get('api.json')!.length).toBeLessThan(1000);
  expect(api).toEqual({
    catalog_form: 'split',
    counts: JSON.parse(out.get('api/index.json')!).counts,
    index: 'api/index.json',
    record_path: 'api/models/{id}.json',
    schema_version: 1,
  });
  expect(JSON.parse(out.get(api.index)!).models.map((m: { id: string }) => m.id)).toEqual([
    'a/a',
    'b/b',
    'c/c',
  ]);
  expect(out.get(api.record_path.replace('{id}', 'c/c'))!.length).toBeGreaterThan(FULL_CATALOG_MAX_BYTES);
});

test(`the RSS carries the newest ${RSS_ITEMS} events only; drift.json all of its page`, () => {
  const many = Array.from({ length: RSS_ITEMS + 5 }, (_, i) => ({
    ...feed.events[0]!,
    id: `c${i}:a/a`,
  }));
  const out = renderArtifacts({ ...input, feed: { ...feed, events: many } });
  const rss = out.get('drift.rss.xml')!;
  expect(rss.match(/<item>/g)).toHaveLength(RSS_ITEMS);
  expect(rss).toContain('<guid isPermaLink="false">c0:a/a</guid>');
  expect(rss).not.toContain(`c${RSS_ITEMS}:a/a`);
  expect(JSON.parse(out.get('drift.json')!).events).toHaveLength(RSS_ITEMS + 5);
});
