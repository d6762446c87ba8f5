// The drift history as pages: cut greedily over the oldest-first event sequence, which only ever
// grows at its end, so a full rebuild and any series of incremental appends give the same pages.
import { canonicalJson } from '../json.js';
import { utf8Bytes } from '../report/byte-size.js';
import type { DriftEvent } from '../types.js';

/** A page closes at this many events... */
export const PAGE_EVENTS = 1000;
/** ...or when the next event would take its events past this many bytes (as drift.json writes them). */
export const PAGE_BYTES = 4 * 1024 * 1024;

export interface PageLimits {
  events: number;
  bytes: number;
}

export const PAGE_LIMITS: PageLimits = { events: PAGE_EVENTS, bytes: PAGE_BYTES };

/** A page as drift.json lists it (oldest first). */
export interface PageRef {
  events: number;
  path: string;
}

/** `drift/pages/000001.json` is the oldest page. */
export function pagePath(n: number): string {
  return `drift/pages/${String(n).padStart(6, '0')}.json`;
}

/**
 * What an event adds to drift.json, where it is written largest: indented, four spaces deeper than
 * its own text, followed by a comma and a newline. Page files (compact) are smaller still, so the
 * window of two pages stays near 2 × PAGE_BYTES whatever the events hold.
 */
export function eventBytes(e: DriftEvent): number {
  const text = canonicalJson(e as never, 2);
  let lines = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines++;
  return utf8Bytes(text) + 4 * lines + 2;
}

/**
 * Continues the greedy cut: `open` is the last page so far and `added` the events after it (both
 * oldest first). Returns that page and every page after it, oldest first; never empty.
 */
export function extendPages(
  open: DriftEvent[],
  added: DriftEvent[],
  limits: PageLimits = PAGE_LIMITS,
): DriftEvent[][] {
  const pages: DriftEvent[][] = [];
  let current = [...open];
  let bytes = 0;
  for (const e of current) bytes += eventBytes(e);
  for (const e of added) {
    const b = eventBytes(e);
    if (current.length > 0 && (current.length >= limits.events || bytes + b > limits.bytes)) {
      pages.push(current);
      current = [];
      bytes = 0;
    }
    current.push(e);
    bytes += b;
  }
  pages.push(current);
  return pages;
}

/** One page file: compact, newest event first, linked to its neighbours. */
export function renderPage(
  n: number,
  count: number,
  eventsOldestFirst: DriftEvent[],
  repository: string,
): string {
  const page = {
    events: [...eventsOldestFirst].reverse(),
    feed_version: 1,
    newer: n < count ? pagePath(n + 1) : null,
    older: n > 1 ? pagePath(n - 1) : null,
    page: n,
    repository,
  };
  return `${canonicalJson(page as never)}\n`;
}
