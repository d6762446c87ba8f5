import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { mergeFeed, parseFeed } from '../../src/core/feed.js';
import { renderJson } from '../../src/core/render/json.js';
import type { DriftEvent, DriftFeed } from '../../src/core/types.js';

function event(id: string, extra: Partial<DriftEvent> = {}): DriftEvent {
  return {
    type: 'model_updated',
    id,
    model: { id: 'a/b', lab: 'A', modality: 'image', name: 'B', path: 'models/a/b.toml' },
    commit: {
      sha: id.split(':')[0]!,
      date: '2026-08-11T13:55:47Z',
      message: 'm',
      url: 'https://github.com/o/r/commit/x',
    },
    changes: [{ path: 'model.name', kind: 'changed', before: 'A', after: 'B' }],
    ...extra,
  };
}

const REPO = 'https://github.com/o/r';

describe('mergeFeed', () => {
  test('without an existing feed: the new events, in order', () => {
    const feed = mergeFeed(null, [event('2:a/b'), event('1:a/b')], 'h2', REPO);
    expect(feed).toEqual({
      feed_version: 1,
      repository: REPO,
      head: 'h2',
      events: [event('2:a/b'), event('1:a/b')],
    });
  });

  test('new events first, then existing ones not among them; head and repository replaced', () => {
    const existing: DriftFeed = {
      feed_version: 1,
      repository: 'https://github.com/old/name',
      head: 'h1',
      events: [event('2:a/b', { changes: [] }), event('1:a/b')],
    };
    const feed = mergeFeed(existing, [event('3:a/b'), event('2:a/b')], 'h3', REPO);
    expect(feed.head).toBe('h3');
    expect(feed.repository).toBe(REPO);
    expect(feed.events.map((e) => e.id)).toEqual(['3:a/b', '2:a/b', '1:a/b']);
    // The rebuilt event wins over the published one with the same id.
    expect(feed.events[1]!.changes).toHaveLength(1);
  });

  test('duplicates within the new events are kept once', () => {
    expect(mergeFeed(null, [event('1:x'), event('1:x')], 'h', REPO).events).toHaveLength(1);
  });
});

describe('parseFeed', () => {
  const valid: DriftFeed = {
    feed_version: 1,
    repository: REPO,
    head: 'abc',
    events: [
      event('2:a/b', { type: 'model_moved', previous_path: 'models/a/c.toml', changes: [] }),
      event('1:a/b', {
        changes: [
          { path: 'x', kind: 'added', after: { n: [1, null] } },
          { path: 'y', kind: 'removed', before: false },
          { path: 'z', kind: 'changed', before: null, after: 'q' },
        ],
      }),
    ],
  };

  test('reads back what the renderer writes', () => {
    expect(parseFeed(renderJson(valid))).toEqual(valid);
  });

  test('drops unknown properties rather than carrying them over', () => {
    const text = JSON.stringify({ ...valid, extra: 1, events: [{ ...valid.events[0], injected: '<x>' }] });
    const parsed = parseFeed(text) as DriftFeed;
    expect(Object.keys(parsed).sort()).toEqual(['events', 'feed_version', 'head', 'repository']);
    expect('injected' in parsed.events[0]!).toBe(false);
  });

  const bad: [string, string][] = [
    ['', 'drift feed is not JSON'],
    ['{"feed_version":1', 'drift feed is not JSON'],
    ['[]', 'feed: expected an object'],
    ['null', 'feed: expected an object'],
    ['{"feed_version":2,"repository":"r","head":"h","events":[]}', 'feed.feed_version: expected 1, found 2'],
    ['{"repository":"r","head":"h","events":[]}', 'feed.feed_version: expected 1, found nothing'],
    [
      '{"feed_version":"1","repository":"r","head":"h","events":[]}',
      'feed.feed_version: expected 1, found "1"',
    ],
    ['{"feed_version":1,"head":"h","events":[]}', 'feed.repository: expected a string'],
    ['{"feed_version":1,"repository":"r","head":"h","events":{}}', 'feed.events: expected an array'],
    ['{"feed_version":1,"repository":"r","head":"h","events":[1]}', 'feed.events[0]: expected an object'],
  ];
  test.each(bad)('rejects %j with a clear error', (text, message) => {
    const out = parseFeed(text);
    expect('error' in out && out.error).toContain(message);
  });

  const eventCases: [string, (e: Record<string, unknown>) => void, string][] = [
    [
      'unknown type',
      (e) => (e.type = 'model_exploded'),
      'feed.events[0].type: unknown event type "model_exploded"',
    ],
    ['model not an object', (e) => (e.model = 'x'), 'feed.events[0].model: expected an object'],
    [
      'model id missing',
      (e) => delete (e.model as Record<string, unknown>).id,
      'feed.events[0].model.id: expected a string',
    ],
    [
      'commit date a number',
      (e) => ((e.commit as Record<string, unknown>).date = 5),
      'feed.events[0].commit.date: expected a string',
    ],
    ['changes missing', (e) => delete e.changes, 'feed.events[0].changes: expected an array'],
    [
      'previous_path not a string',
      (e) => (e.previous_path = null),
      'feed.events[0].previous_path: expected a string',
    ],
    [
      'change kind unknown',
      (e) => (e.changes = [{ path: 'a', kind: 'moved' }]),
      'feed.events[0].changes[0].kind: unknown',
    ],
    [
      'added without after',
      (e) => (e.changes = [{ path: 'a', kind: 'added' }]),
      'an added change needs "after"',
    ],
    [
      'added with before',
      (e) => (e.changes = [{ path: 'a', kind: 'added', after: 1, before: 1 }]),
      'has no "before"',
    ],
    [
      'changed without before',
      (e) => (e.changes = [{ path: 'a', kind: 'changed', after: 1 }]),
      'needs "before"',
    ],
    [
      'change path missing',
      (e) => (e.changes = [{ kind: 'added', after: 1 }]),
      'changes[0].path: expected a string',
    ],
  ];
  test.each(eventCases)('rejects an event with %s', (_name, spoil, message) => {
    const e = JSON.parse(JSON.stringify(event('1:a/b'))) as Record<string, unknown>;
    spoil(e);
    const out = parseFeed(JSON.stringify({ feed_version: 1, repository: 'r', head: 'h', events: [e] }));
    expect('error' in out && out.error).toContain(message);
  });

  test('prototype tricks are not data', () => {
    const text = '{"feed_version":1,"repository":"r","head":"h","events":[],"__proto__":{"polluted":1}}';
    expect(parseFeed(text)).toEqual({ feed_version: 1, repository: 'r', head: 'h', events: [] });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const proto =
      '{"feed_version":1,"repository":"r","head":"h","events":[{"__proto__":{"type":"model_added"}}]}';
    expect(parseFeed(proto)).toEqual({
      error: expect.stringContaining('feed.events[0].type: expected a string'),
    });
  });

  test('never throws, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((v) => JSON.stringify({ feed_version: 1, events: [v] })),
        ),
        (text) => {
          const out = parseFeed(text);
          expect(typeof out).toBe('object');
        },
      ),
      { numRuns: 500 },
    );
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expect('error' in parseFeed(deep)).toBe(true);
  });
});
