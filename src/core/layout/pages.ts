// The drift history as pages: cut greedily over the oldest-first event sequence, which only ever
// grows at its end, so a full rebuild and any series of incremental appends give the same pages.
import { canonicalJson, canonicalJsonWithItems } from '../json.js';
import { utf8Bytes } from '../report/byte-size.js';
import type { DriftEvent, Json } from '../types.js';

/** A page closes at this many events... */
export const PAGE_EVENTS = 1000;
/** ...or when the next event would take its events past this many bytes (as drift.json writes them). */
export const PAGE_BYTES = 4 * 1024 * 1024;

export interface PageLimits {
  events: number;
  bytes: number;
  /** A feed's items' bytes (FEED_BYTES when absent): tests make it small. */
  feedBytes?: number;
}

export const PAGE_LIMITS: PageLimits = { events: PAGE_EVENTS, bytes: PAGE_BYTES };

/** A page as drift.json lists it (oldest first). */
export interface PageRef {
  events: number;
  path: string;
}

/** `drift/pages/000001.json` is the oldest page. */
export function pagePath(n: number): string {
  return `drift/pages/${pageName(n)}`;
}

/** Page n's file name: a page links its neighbours by it, relative to itself (RFC 3986). */
export function pageName(n: number): string {
  return `${String(n).padStart(6, '0')}.json`;
}

/** An event's compact canonical text: how page files and JSON feeds hold it. */
export type EventText = (e: DriftEvent) => string;

export const eventText: EventText = (e) => canonicalJson(e as never);

/**
 * `render`, remembering each event's text (in `texts`) for as long as the caller keeps it: events
 * are not changed while a layout is written.
 */
export function remembered<T = string>(
  render: (e: DriftEvent) => T,
  texts = new Map<DriftEvent, T>(),
): (e: DriftEvent) => T {
  return (e) => {
    let text = texts.get(e);
    if (text === undefined) {
      text = render(e);
      texts.set(e, text);
    }
    return text;
  };
}

/** Each event's text, rendered once: `get` keeps it for later, `take` lets it go (its page is written). */
export interface EventTexts {
  get: EventText;
  take: EventText;
}

/**
 * EventTexts for one layout: a build renders every event's text once, to measure it and to write its
 * page. Keep it only while its events are not changed.
 */
export function eventTexts(): EventTexts {
  const texts = new Map<DriftEvent, string>();
  const get = remembered(eventText, texts);
  const take = (e: DriftEvent): string => {
    const text = get(e);
    texts.delete(e);
    return text;
  };
  return { get, take };
}

/**
 * What an event adds to drift.json, where it is written largest: indented, four spaces deeper than
 * its own text, followed by a comma and a newline. Page files (compact) are smaller still, so the
 * window of two pages stays near 2 × PAGE_BYTES whatever the events hold. Counted from the compact
 * text (`text`, when the caller has it) and the whitespace indenting adds, not by indenting it.
 */
export function eventBytes(e: DriftEvent, text = eventText(e)): number {
  const added = { chars: 0, newlines: 0 };
  indentation(e as unknown as Json, 0, added);
  const lines = added.newlines + 1;
  return utf8Bytes(text) + added.chars + 4 * lines + 2;
}

/**
 * What JSON.stringify's two-space indent adds to the compact text of `v` at `depth`: a non-empty
 * container puts each of its n members on a line of its own (a newline and the indent, plus a space
 * after an object member's colon) and its closing bracket on another; empty ones stay `[]` and `{}`.
 * Members are those the compact text has: an object's keys with a value JSON can write.
 */
function indentation(v: Json, depth: number, added: { chars: number; newlines: number }): void {
  if (typeof v !== 'object' || v === null) return;
  let members = 0;
  if (Array.isArray(v)) {
    // Every element is written (one JSON cannot write is written as null).
    members = v.length;
    for (let i = 0; i < v.length; i++) indentation(v[i]!, depth + 1, added);
  } else {
    for (const k of Object.keys(v)) {
      const x = v[k];
      if (x === undefined || typeof x === 'function' || typeof x === 'symbol') continue;
      members++;
      added.chars++;
      indentation(x, depth + 1, added);
    }
  }
  if (members === 0) return;
  added.newlines += members + 1;
  added.chars += members * (1 + 2 * (depth + 1)) + 1 + 2 * depth;
}

/**
 * Continues the greedy cut: `open` is the last page so far and `added` the events after it (both
 * oldest first). Returns that page and every page after it, oldest first; never empty.
 */
export function extendPages(
  open: DriftEvent[],
  added: DriftEvent[],
  limits: PageLimits = PAGE_LIMITS,
  text: EventText = eventText,
): DriftEvent[][] {
  const pages: DriftEvent[][] = [];
  let current = [...open];
  let bytes = 0;
  for (const e of current) bytes += eventBytes(e, text(e));
  for (const e of added) {
    const b = eventBytes(e, text(e));
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
  text: EventText = eventText,
): string {
  const page = {
    feed_version: 1,
    // Relative to this page, as a client resolves a link against the page it read it in.
    newer: n < count ? pageName(n + 1) : null,
    older: n > 1 ? pageName(n - 1) : null,
    page: n,
    repository,
  };
  const events = eventsOldestFirst.map(text).reverse();
  return `${canonicalJsonWithItems(page, 'events', events)}\n`;
}
