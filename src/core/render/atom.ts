// Atom (RFC 4287) of drift events. Written by hand, not with the `feed` package: that one writes
// XML-invalid characters through and marks plain-text titles as HTML (docs/decisions.md, "Feeds").
import type { DriftEvent } from '../types.js';
import type { FeedDocument } from './feed-document.js';
import { entryId, rfc3339 } from './feed-document.js';
import { itemHtml, itemTitle } from './item-text.js';
import { element as el, xmlText } from './xml-text.js';

function linkEl(indent: string, rel: string, href: string, type: string): string {
  return `${indent}<link rel="${rel}" type="${type}" href="${xmlText(href)}"/>`;
}

/** One `<entry>` (its lines), given the item's HTML: nothing in it depends on the feed. */
export function atomEntry(e: DriftEvent, html: string): string {
  const date = rfc3339(e.commit.date);
  return [
    '  <entry>',
    el('    ', 'id', entryId(e)),
    el('    ', 'title', itemTitle(e), ' type="text"'),
    el('    ', 'updated', date),
    el('    ', 'published', date),
    linkEl('    ', 'alternate', e.commit.url, 'text/html'),
    `    <category term="${xmlText(e.type)}"/>`,
    el('    ', 'content', html, ' type="html"'),
    '  </entry>',
  ].join('\n');
}

export function renderAtom(feed: FeedDocument): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    el('  ', 'id', feed.self),
    el('  ', 'title', feed.title),
    el('  ', 'subtitle', feed.description),
    el('  ', 'updated', rfc3339(feed.updated)),
    linkEl('  ', 'self', feed.self, 'application/atom+xml'),
    linkEl('  ', 'alternate', feed.home, 'text/html'),
    '  <author>',
    el('    ', 'name', feed.author.name),
    el('    ', 'uri', feed.author.url),
    '  </author>',
  ];
  for (const e of feed.events)
    lines.push(feed.entry ? feed.entry(e) : atomEntry(e, itemHtml(e, feed.context(e))));
  lines.push('</feed>');
  return `${lines.join('\n')}\n`;
}
