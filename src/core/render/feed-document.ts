// One feed, whatever the format: the Atom and JSON Feed renderers both take this.
import type { DriftEvent } from '../types.js';
import type { ItemContext } from './item-text.js';

export interface FeedDocument {
  title: string;
  description: string;
  /** Absolute address of the site page the feed is about (the alternate link). */
  home: string;
  /** Absolute address of this very file (the self link; also the Atom feed id). */
  self: string;
  /** ISO date the feed last changed: from commits only, so rebuilds give the same bytes. */
  updated: string;
  /** Who publishes it: the registry repository. */
  author: { name: string; url: string };
  /** Newest first. */
  events: DriftEvent[];
  context: (e: DriftEvent) => ItemContext;
  /**
   * The item as this format writes it (an Atom `<entry>`, a JSON Feed item), which is the same in
   * every feed that holds the event: a caller writing many feeds renders each once. Absent: rendered here.
   */
  entry?: (e: DriftEvent) => string;
}

const EPOCH = '1970-01-01T00:00:00Z';

/** RFC 3339 of a time, or the epoch when the time is not finite. */
function timeText(t: number): string {
  return Number.isFinite(t) ? new Date(t).toISOString().replace(/\.\d{3}Z$/, 'Z') : EPOCH;
}

/** RFC 3339 in UTC without milliseconds (`2026-08-11T13:55:47Z`); an unreadable date is the epoch. */
export function rfc3339(iso: string): string {
  return timeText(Date.parse(iso));
}

/** The newest of some ISO dates as a time (ms); -Infinity when none is readable. */
export function newestTime(dates: Iterable<string>): number {
  let newest = Number.NEGATIVE_INFINITY;
  for (const d of dates) {
    const t = Date.parse(d);
    if (Number.isFinite(t) && t > newest) newest = t;
  }
  return newest;
}

/** The newest of some ISO dates, as RFC 3339; the epoch when there are none. */
export function newestDate(dates: Iterable<string>): string {
  return timeText(newestTime(dates));
}

/**
 * An IRI for the event (the event id `<sha>:<model>` is not one: a scheme cannot start with a digit):
 * the commit's address, then what the event id has after the sha, so two events of one commit that
 * name one model (`<sha>:acme/foo`, `<sha>:acme/foo#2`) keep two ids, as readers keep one entry per id.
 */
export function entryId(e: DriftEvent): string {
  const sep = e.id.indexOf(':');
  return `${e.commit.url}#${encodeURIComponent(sep < 0 ? e.model.id : e.id.slice(sep + 1))}`;
}
