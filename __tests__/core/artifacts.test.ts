import { expect, test } from '@jest/globals';
import { renderArtifacts } from '../../src/core/artifacts.js';
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
  expect([...out.keys()]).toEqual([
    'api.json',
    'api/v1.json',
    'drift.json',
    'drift/v1.json',
    'drift.rss.xml',
    'schema/source-record.v1.schema.json',
  ]);
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
