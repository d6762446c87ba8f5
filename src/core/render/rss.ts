// The drift feed as RSS 2.0. Every date comes from the commits, never from the clock, so rebuilding
// the same history gives the same bytes.
import type { DriftEvent, DriftFeed } from '../types.js';
import { newestTime } from './feed-document.js';
import { type ItemContext, itemDescription, itemHtml, itemTitle } from './item-text.js';
import { element, xmlText } from './xml-text.js';

export interface RssChannel {
  title: string;
  link: string;
  description: string;
}

export interface RssOptions {
  /** The feed's own absolute address (`atom:link rel="self"`). */
  self?: string;
  /** What an item can say beyond its event (a new model's summary). */
  context?: (e: DriftEvent) => ItemContext;
  /** The item as HTML; itemHtml(e, context(e)) when absent. */
  html?: (e: DriftEvent) => string;
  /** The whole `<item>` (rssItem), rendered once by a caller that also measures it. */
  item?: (e: DriftEvent) => string;
}

const EPOCH = 0;

/** The feed carries this many newest events; older ones are in drift.json's pages. */
export const RSS_ITEMS = 100;

/** RFC 822 date in GMT (`Tue, 11 Aug 2026 13:55:47 GMT`); an unreadable date becomes the epoch. */
export function rfc822(iso: string): string {
  const t = Date.parse(iso);
  return new Date(Number.isFinite(t) ? t : EPOCH).toUTCString();
}

/** The newest commit date among the events (the epoch for an empty feed). */
function lastBuildDate(events: DriftEvent[]): string {
  return new Date(Math.max(EPOCH, newestTime(events.map((e) => e.commit.date)))).toUTCString();
}

/**
 * The spec's RSS 2.0 (title, link, guid = event id, pubDate, description as plain lines), plus the
 * same item as HTML in `content:encoded` for readers that show HTML.
 */
export function renderRss(feed: DriftFeed, channel: RssChannel, options: RssOptions = {}): string {
  const events = feed.events.slice(0, RSS_ITEMS);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    '  <channel>',
    element('    ', 'title', channel.title),
    element('    ', 'link', channel.link),
    element('    ', 'description', channel.description),
    element('    ', 'lastBuildDate', lastBuildDate(events)),
  ];
  if (options.self)
    lines.push(`    <atom:link href="${xmlText(options.self)}" rel="self" type="application/rss+xml"/>`);
  for (const e of events) {
    if (options.item) {
      lines.push(options.item(e));
      continue;
    }
    const context = options.context?.(e) ?? {};
    lines.push(rssItem(e, context, options.html ? options.html(e) : itemHtml(e, context)));
  }
  lines.push('  </channel>', '</rss>');
  return `${lines.join('\n')}\n`;
}

/** One `<item>` (its lines), given the item's HTML: nothing in it depends on the feed. */
export function rssItem(e: DriftEvent, context: ItemContext, html: string): string {
  return [
    '    <item>',
    element('      ', 'title', itemTitle(e)),
    element('      ', 'link', e.commit.url),
    element('      ', 'guid', e.id, ' isPermaLink="false"'),
    element('      ', 'pubDate', rfc822(e.commit.date)),
    element('      ', 'description', itemDescription(e, context, true)),
    element('      ', 'content:encoded', html),
    '    </item>',
  ].join('\n');
}
