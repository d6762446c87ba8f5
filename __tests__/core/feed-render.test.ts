// A published drift.json that parses but cannot be rendered again must be refused by parseFeed
// (and so rebuilt), or every later publish would fail on it.
import { expect, test } from '@jest/globals';
import { MAX_VALUE_DEPTH, parseFeed } from '../../src/core/feed.js';
import { renderJson } from '../../src/core/render/json.js';
import { renderRss } from '../../src/core/render/rss.js';
import type { DriftFeed } from '../../src/core/types.js';

function feedWith(after: string): string {
  const event = {
    type: 'model_updated',
    id: 'c1:a/b',
    model: { id: 'a/b', lab: 'a', modality: 'video', name: 'b', path: 'models/a/b.toml' },
    commit: { sha: 'c1', date: '2026-01-01T00:00:00Z', message: 'm', url: 'https://x/c1' },
    changes: [{ path: 'x', kind: 'added', after: '__AFTER__' }],
  };
  const text = JSON.stringify({
    feed_version: 1,
    repository: 'https://github.com/a/r',
    head: 'c1',
    events: [event],
  });
  return text.replace('"__AFTER__"', after);
}

test('a change value nested too deep to render is refused, with where it is', () => {
  const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
  expect(parseFeed(feedWith(deep))).toEqual({
    error: `drift feed has an unexpected shape: feed.events[0].changes[0].after: nested deeper than ${MAX_VALUE_DEPTH} levels`,
  });
});

test('values up to the depth limit still read back and render', () => {
  const ok = `${'{"k":'.repeat(MAX_VALUE_DEPTH - 1)}1${'}'.repeat(MAX_VALUE_DEPTH - 1)}`;
  const feed = parseFeed(feedWith(ok)) as DriftFeed;
  expect('error' in feed).toBe(false);
  expect(() => renderJson(feed)).not.toThrow();
  expect(() => renderRss(feed, { title: 't', link: 'l', description: 'd' })).not.toThrow();
  const exact = `${'['.repeat(MAX_VALUE_DEPTH)}${']'.repeat(MAX_VALUE_DEPTH)}`;
  expect('error' in parseFeed(feedWith(exact))).toBe(false);
  const over = `${'['.repeat(MAX_VALUE_DEPTH + 1)}${']'.repeat(MAX_VALUE_DEPTH + 1)}`;
  expect('error' in parseFeed(feedWith(over))).toBe(true);
});
