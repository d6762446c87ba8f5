// The drift feed as RSS 2.0. Every date comes from the commits, never from the clock, so rebuilding
// the same history gives the same bytes.
import type { DriftEvent, DriftFeed } from '../types.js';
import { itemDescription, itemTitle } from './item-text.js';
import { xmlText } from './xml-text.js';

export interface RssChannel {
  title: string;
  link: string;
  description: string;
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
  let newest = EPOCH;
  for (const e of events) {
    const t = Date.parse(e.commit.date);
    if (Number.isFinite(t) && t > newest) newest = t;
  }
  return new Date(newest).toUTCString();
}

function element(indent: string, name: string, text: string, attributes = ''): string {
  return `${indent}<${name}${attributes}>${xmlText(text)}</${name}>`;
}

export function renderRss(feed: DriftFeed, channel: RssChannel): string {
  const events = feed.events.slice(0, RSS_ITEMS);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0">',
    '  <channel>',
    element('    ', 'title', channel.title),
    element('    ', 'link', channel.link),
    element('    ', 'description', channel.description),
    element('    ', 'lastBuildDate', lastBuildDate(events)),
  ];
  for (const e of events) {
    lines.push(
      '    <item>',
      element('      ', 'title', itemTitle(e)),
      element('      ', 'link', e.commit.url),
      element('      ', 'guid', e.id, ' isPermaLink="false"'),
      element('      ', 'pubDate', rfc822(e.commit.date)),
      element('      ', 'description', itemDescription(e)),
      '    </item>',
    );
  }
  lines.push('  </channel>', '</rss>');
  return `${lines.join('\n')}\n`;
}
