// JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/) of drift events. Written here, not with the
// `feed` package, whose json1() prints version 1 with its `author` object (docs/decisions.md, "Feeds").

import { canonicalJson, canonicalJsonWith, canonicalJsonWithItems } from '../json.js';
import type { DriftEvent } from '../types.js';
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

/** Compact canonical JSON (a feed is read by programs; the raw events make up most of it). */
export function renderJsonFeed(feed: FeedDocument): string {
  const doc = {
    version: 'https://jsonfeed.org/version/1.1',
    title: feed.title,
    description: feed.description,
    home_page_url: feed.home,
    feed_url: feed.self,
    authors: [{ name: feed.author.name, url: feed.author.url }],
    language: 'en',
  };
  const items = feed.events.map((e) =>
    feed.entry ? feed.entry(e) : jsonFeedItem(e, itemHtml(e, feed.context(e))),
  );
  return `${canonicalJsonWithItems(doc, 'items', items)}\n`;
}
