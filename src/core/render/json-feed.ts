// JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/) of drift events. Written here, not with the
// `feed` package, whose json1() prints version 1 with its `author` object (docs/decisions.md, "Feeds").

import { canonicalJson, canonicalJsonWith } from '../json.js';
import type { DriftEvent, Json } from '../types.js';
import type { FeedDocument } from './feed-document.js';
import { rfc3339 } from './feed-document.js';
import { itemHtml, itemTitle } from './item-text.js';

/** The extension key (JSON Feed extensions start with `_`) that carries the raw drift event. */
export const EXTENSION_KEY = '_model_registry';

/**
 * One item as compact canonical JSON, given its HTML and the event's own compact canonical text:
 * nothing in it depends on the feed.
 */
export function jsonFeedItem(e: DriftEvent, html: string, eventText = canonicalJson(e as never)): string {
  const item = {
    id: e.id,
    url: e.commit.url,
    title: itemTitle(e),
    content_html: html,
    date_published: rfc3339(e.commit.date),
    tags: [e.type],
  };
  return canonicalJsonWith(item, EXTENSION_KEY, eventText);
}

/**
 * Compact JSON (a feed is read by programs; the raw events make up most of it). The feed's own
 * fields in a fixed order, `version` first as JSON Feed 1.1 asks ("at the very top": readers sniff
 * for it), items last; each item is canonical JSON. Byte-stable either way.
 */
export function renderJsonFeed(feed: FeedDocument): string {
  const head: [string, Json][] = [
    ['version', 'https://jsonfeed.org/version/1.1'],
    ['title', feed.title],
    ['home_page_url', feed.home],
    ['feed_url', feed.self],
    ['description', feed.description],
    ['language', 'en'],
    ['authors', [{ name: feed.author.name, url: feed.author.url }]],
  ];
  const items = feed.events.map((e) =>
    feed.entry ? feed.entry(e) : jsonFeedItem(e, itemHtml(e, feed.context(e))),
  );
  const members = head.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`);
  return `{${members.join(',')},"items":[${items.join(',')}]}\n`;
}
