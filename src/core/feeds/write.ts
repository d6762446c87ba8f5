// Atom and JSON Feed files (registry-wide, per model, per lab) and the RSS feed, from drift.json's
// window alone: a push never reads a feed back, and rewrites only the feeds whose items changed.

import { field, modelId } from '../catalog.js';
import { compareCodePoints } from '../json.js';
import type { Updated } from '../layout/catalog-index.js';
import { type EventText, remembered } from '../layout/pages.js';
import { atomEntry, renderAtom } from '../render/atom.js';
import type { FeedDocument } from '../render/feed-document.js';
import { newestDate } from '../render/feed-document.js';
import { type ItemContext, itemHtml, type RemovedLater, titleName } from '../render/item-text.js';
import { jsonFeedItem, renderJsonFeed } from '../render/json-feed.js';
import { bearsOnUnits, keepOlder } from '../render/natural.js';
import { RSS_ITEMS, type RssChannel, renderRss, rssItem } from '../render/rss.js';
import { utf8Bytes } from '../report/byte-size.js';
import type { Change, DriftEvent, FileSink, JsonObject, ParsedRecord } from '../types.js';
import {
  labFeedBase,
  labNames,
  labOf,
  modelChangesHref,
  modelFeedBase,
  modelHref,
  modelIdFromPath,
} from '../words.js';
import { layoutSiteUrl, repositoryName } from './site-url.js';
import { type ModelSummary, summarize } from './summary.js';

/** A site page with its filter in the address, as the site reads it (URLSearchParams). */
const query = (page: string, params: Record<string, string>) => `${page}?${new URLSearchParams(params)}`;

/** Items per feed, like the RSS feed: the newest of drift.json's window. */
export const FEED_ITEMS = RSS_ITEMS;

/**
 * ...and at most this many bytes of items, the newest kept: a few records pasted full of text (a
 * 1 MiB record's event is up to about 14 MiB as an RSS item, `"` and `&` escaped twice) would make
 * a feed past GitHub Pages' sizes. Below it by far in the normal case (items of a few KB).
 */
export const FEED_BYTES = 20 * 1024 * 1024;

/** Each feed is written twice: Atom and JSON Feed. */
export const FEED_FORMATS = ['atom.xml', 'feed.json'] as const;
type FeedFormat = (typeof FEED_FORMATS)[number];
export const modelFeedPath = (id: string, ext: FeedFormat) => `${modelFeedBase(id)}.${ext}`;
export const labFeedPath = (lab: string, ext: FeedFormat) => `${labFeedBase(lab)}.${ext}`;
/** The registry-wide feeds: RSS, and Atom and JSON Feed beside it. */
export const DRIFT_RSS_PATH = 'drift.rss.xml';
const DRIFT_FEED_BASE = 'drift';
export const driftFeedPath = (ext: FeedFormat) => `${DRIFT_FEED_BASE}.${ext}`;

export interface FeedsInput {
  /** Valid records at head, in sortRecords' order. */
  records: ParsedRecord[];
  repository: string;
  channel: RssChannel;
  /** Absolute, ends with `/`; GitHub Pages' address of `repository` when absent. */
  siteUrl?: string;
  /** drift.json's events (the newest two pages), newest first. */
  window: DriftEvent[];
  /** An event's compact canonical text, as the layout rendered it (JSON feeds hold it as is). */
  eventText: EventText;
  /** The newest commit that changed a model's file (api/index.json's `updated`). */
  updated: (id: string) => Updated;
  /** FEED_BYTES unless a test wants it small. */
  feedBytes?: number;
  /**
   * For a push: the published window and models, the new events, and the models whose records
   * changed (with or without an event). Absent: write every feed.
   */
  previous?: {
    window: DriftEvent[];
    models: Iterable<string>;
    added: DriftEvent[];
    changed?: ReadonlySet<string>;
  };
}

/**
 * What each item may say beyond its event, from the model's record at head and the model's newer
 * events: every feed holding an item of a model is rewritten whenever that model gets an event, so
 * full and incremental agree.
 */
function contexts(
  window: DriftEvent[],
  summaries: Map<string, ModelSummary>,
  values: Map<string, JsonObject>,
  site: string,
) {
  const seen = new Set<string>();
  const changedSince = new Map<string, boolean>();
  // Newest first: what newer events did to a model's units, per and currencies, as of each event
  // (a copy only when a model has such a change, which is rare).
  const unitsSince = new Map<string, Map<string, Change>>();
  const later = new Map<string, ReadonlyMap<string, Change>>();
  // Per model, the type of the nearest newer event that added, removed or moved its file: an older
  // event is of a record the events do not hold (what it billed before it left), so it reads with
  // no record, in plain numbers, and a new model's item does not summarise the record now.
  const replaced = new Map<string, DriftEvent['type']>();
  const unread = new Set<string>();
  // A new model's item whose model was removed next (and whether it was added again right after):
  // what the item can say of it instead. Per model, the same of its nearest newer removal.
  const removedLater = new Map<string, RemovedLater>();
  const removal = new Map<string, RemovedLater>();
  for (const e of window) {
    const id = e.model.id;
    if (e.type === 'model_added') changedSince.set(e.id, seen.has(id));
    seen.add(id);
    if (replaced.has(id)) unread.add(e.id);
    if (e.type === 'model_added' && replaced.get(id) === 'model_removed')
      removedLater.set(e.id, removal.get(id)!);
    if (e.type === 'model_removed') removal.set(id, { addedAgain: replaced.get(id) === 'model_added' });
    // A rename with an edit (an update from another id) moves a record in, as a model_moved does.
    const moved = e.type === 'model_updated' && feedIds(e).length > 1;
    if (e.type !== 'model_updated' || moved) replaced.set(id, moved ? 'model_moved' : e.type);
    const since = unitsSince.get(e.model.id);
    if (since) later.set(e.id, new Map(since));
    for (const c of e.changes) {
      if (!bearsOnUnits(c)) continue;
      const map = unitsSince.get(e.model.id) ?? new Map<string, Change>();
      keepOlder(map, c); // an older change overwrites a newer one: its before is the earlier value
      unitsSince.set(e.model.id, map);
    }
  }
  return (e: DriftEvent): ItemContext => {
    const record = unread.has(e.id) ? undefined : values.get(e.model.id);
    // Where a value cut for length reads whole: the event is on its model's changes page.
    const changes = `${site}${modelChangesHref(e.model.id)}`;
    if (e.type !== 'model_added') return record ? { record, changes, later: later.get(e.id) } : { changes };
    // The summary is the record now: only the model's newest added item, with nothing removed since.
    if (unread.has(e.id)) {
      const removed = removedLater.get(e.id);
      return removed ? { removedLater: removed } : {};
    }
    const summary = summaries.get(e.model.id);
    return summary ? { summary, changedSince: changedSince.get(e.id) ?? false } : {};
  };
}

/**
 * The models whose feeds hold the event: its own, and for a rename the id it had before, so the
 * old feed's subscribers read where the model went (its earlier events keep that id).
 */
function feedIds(e: DriftEvent): string[] {
  const from = e.previous_path === undefined ? e.model.id : modelIdFromPath(e.previous_path);
  return from === e.model.id ? [e.model.id] : [e.model.id, from];
}

/**
 * The model's name and lab as its record had them at `id`, from the newest event in that id's feed.
 * A rename's event names the model as it is now, at its new id: its changes hold the old values.
 */
function asItWas(e: DriftEvent, id: string): { name: string; lab: string } {
  if (e.model.id === id) return e.model;
  const before = (path: string, now: string) => {
    const old = e.changes.find((c) => c.path === path && c.kind === 'changed')?.before;
    return typeof old === 'string' ? old : now;
  };
  return { name: before('model.name', e.model.name), lab: before('model.lab', e.model.lab) };
}

function push(map: Map<string, DriftEvent[]>, key: string, e: DriftEvent): void {
  const list = map.get(key);
  if (!list) map.set(key, [e]);
  else if (list.length < FEED_ITEMS) list.push(e);
}

/** The newest of `events` (newest first) whose bytes fit `cap`, the newest always. Exported for its test. */
export function fitting(
  events: DriftEvent[],
  bytes: (e: DriftEvent) => number,
  cap: number,
  /** At least `bytes(e)`, and cheaper: most feeds are far under the cap, and measured no further. */
  bound: (e: DriftEvent) => number,
): DriftEvent[] {
  let most = 0;
  for (let n = 0; n < events.length && most <= cap; n++) most += bound(events[n]!);
  if (most <= cap) return events;
  let total = 0;
  for (let n = 0; n < events.length; n++) {
    total += bytes(events[n]!);
    if (n > 0 && total > cap) return events.slice(0, n);
  }
  return events;
}

/**
 * Models whose feeds change: those with new events (even one that is already out of the window
 * moves the feed's `updated`) and those whose events dropped out of the window. An item reads with
 * its model's context (units, whether the record is still there), so every feed holding an event of
 * a touched model changes too: a rename's is also in the feeds of the id it left, and so on back.
 */
function touchedModels(window: DriftEvent[], previous: NonNullable<FeedsInput['previous']>): Set<string> {
  const now = new Set(window.map((e) => e.id));
  const touched = new Set([...previous.added.flatMap(feedIds), ...(previous.changed ?? [])]);
  for (const e of previous.window) if (!now.has(e.id)) for (const id of feedIds(e)) touched.add(id);
  const renames = window.filter((e) => feedIds(e).length > 1);
  for (let grew = true; grew; ) {
    grew = false;
    for (const e of renames)
      if (touched.has(e.model.id))
        for (const id of feedIds(e))
          if (!touched.has(id)) {
            touched.add(id);
            grew = true;
          }
  }
  return touched;
}

/** Writes the feed files into `files`; returns the paths to delete (feeds of models and labs that left). */
export function writeFeeds(files: FileSink, input: FeedsInput): string[] {
  const site = layoutSiteUrl(input.siteUrl, input.repository);
  const repoName = repositoryName(input.repository);
  const author = { name: repoName, url: input.repository };
  const { records } = input;
  const summaries = new Map(records.map((r) => [modelId(r), summarize(r)]));
  const context = contexts(input.window, summaries, new Map(records.map((r) => [modelId(r), r.value])), site);
  // An event shows up in up to seven feeds (RSS, and Atom and JSON Feed for the registry, its model
  // and its lab): its HTML, its Atom entry and its JSON Feed item are each rendered once.
  const html = remembered((e) => itemHtml(e, context(e)));
  const atomEntries = remembered((e) => atomEntry(e, html(e)));
  const jsonItems = remembered((e) => jsonFeedItem(e, html(e), input.eventText(e)));
  const rssItems = remembered((e) => rssItem(e, context(e), html(e)));
  // An item's bytes in the largest form its feed writes, so a feed's forms carry the same items.
  // Measured only for the feeds written: a push leaves most of them alone.
  const cap = input.feedBytes ?? FEED_BYTES;
  const entryBytes = remembered((e) => Math.max(utf8Bytes(atomEntries(e)), utf8Bytes(jsonItems(e))));
  const itemBytes = remembered((e) => Math.max(entryBytes(e), utf8Bytes(rssItems(e))));
  // Three bytes a UTF-16 unit at most: lengths of texts rendered anyway, no scan.
  const entryBound = (e: DriftEvent) => 3 * Math.max(atomEntries(e).length, jsonItems(e).length);
  const itemBound = (e: DriftEvent) => Math.max(entryBound(e), 3 * rssItems(e).length);
  const byModel = new Map<string, DriftEvent[]>();
  const byLab = new Map<string, DriftEvent[]>();
  for (const e of input.window) {
    const ids = feedIds(e);
    for (const id of ids) push(byModel, id, e);
    for (const lab of new Set(ids.map(labOf))) push(byLab, lab, e);
  }
  const write = (path: string, doc: Omit<FeedDocument, 'self' | 'author' | 'context' | 'entry'>) => {
    const [atom, json] = FEED_FORMATS.map((ext) => `${path}.${ext}`) as [string, string];
    files.set(atom, renderAtom({ ...doc, self: `${site}${atom}`, author, context, entry: atomEntries }));
    files.set(json, renderJsonFeed({ ...doc, self: `${site}${json}`, author, context, entry: jsonItems }));
  };

  const newest = fitting(input.window.slice(0, FEED_ITEMS), itemBytes, cap, itemBound);
  const driftFeed = { feed_version: 1 as const, repository: input.repository, head: '', events: newest };
  files.set(
    DRIFT_RSS_PATH,
    renderRss(driftFeed, input.channel, { self: `${site}${DRIFT_RSS_PATH}`, item: rssItems }),
  );
  write(DRIFT_FEED_BASE, {
    title: input.channel.title,
    description: input.channel.description,
    home: `${site}drift.html`,
    updated: newestDate(newest.map((e) => e.commit.date)),
    events: newest,
  });

  // A model that left the registry keeps its feed while its events are in the window, the removal
  // among them, so a subscriber reads that it left; its name is the one its record had at that id.
  const left = [...byModel.keys()].filter((id) => !summaries.has(id)).sort(compareCodePoints);
  // `present`: the lab still has models in the catalog, so its page is the catalog filtered to it.
  const labs = new Map<string, { name: string; ids: string[]; present: boolean }>();
  const addToLab = (id: string, name: string) => {
    const lab = labs.get(labOf(id));
    if (lab) lab.ids.push(id);
    else labs.set(labOf(id), { name, ids: [id], present: summaries.has(id) });
  };
  const names = labNames([...summaries].map(([id, s]) => ({ id, lab: s.lab })));
  for (const id of summaries.keys()) addToLab(id, names.get(labOf(id))!);
  const leftAs = new Map(left.map((id) => [id, asItWas(byModel.get(id)![0]!, id)]));
  for (const id of left) if (!labs.has(labOf(id))) addToLab(id, leftAs.get(id)!.lab || labOf(id));
  const { previous } = input;
  const published = new Set(previous?.models ?? []); // models is an iterable: read it once
  // The feeds published before: the registry's models, and those that had left but had events.
  const known = new Set([...published, ...(previous?.window ?? []).flatMap(feedIds)]);
  const touched = previous ? touchedModels(input.window, previous) : new Set<string>();
  for (const id of [...summaries.keys(), ...left]) if (!known.has(id)) touched.add(id);
  // One that left with this push: its feed's name and link now come from its events.
  for (const id of published) if (!summaries.has(id)) touched.add(id);
  const gone = [...known].filter((id) => !summaries.has(id) && !byModel.has(id));
  const touchedLabs = new Set([...touched, ...gone].map(labOf));

  const modelFeed = (id: string, name: unknown, home: string) => {
    if (previous && !touched.has(id)) return;
    const events = fitting(byModel.get(id) ?? [], entryBytes, cap, entryBound);
    write(modelFeedBase(id), {
      title: `${titleName(typeof name === 'string' && name ? name : id)} (${id}): ${repoName} drift`,
      description: `Field-level changes to the record of ${id} in ${repoName}.`,
      home,
      updated: newestDate([...events.map((e) => e.commit.date), input.updated(id)?.date ?? '']),
      events,
    });
  };
  for (const r of records) {
    const id = modelId(r);
    modelFeed(id, field(field(r.value, 'model'), 'name'), `${site}${modelHref(id)}`);
  }
  for (const id of left) modelFeed(id, leftAs.get(id)!.name, `${site}${modelChangesHref(id)}`);
  for (const [lab, { name, ids, present }] of labs) {
    if (previous && !touchedLabs.has(lab)) continue;
    const events = fitting(byLab.get(lab) ?? [], entryBytes, cap, entryBound);
    write(labFeedBase(lab), {
      title: `${titleName(name)} (${lab}): ${repoName} drift`,
      description: `Field-level changes to the records of ${titleName(name)}'s models in ${repoName}.`,
      // The site filters by model.lab, the lab's name (not its slug), in the catalog and the changes.
      home: `${site}${query(present ? 'index.html' : 'drift.html', { lab: name })}`,
      updated: newestDate([
        ...events.map((e) => e.commit.date),
        ...ids.map((id) => input.updated(id)?.date ?? ''),
      ]),
      events,
    });
  }
  const goneLabs = new Set(gone.map(labOf).filter((lab) => !labs.has(lab)));
  return [
    ...gone.flatMap((id) => [modelFeedPath(id, 'atom.xml'), modelFeedPath(id, 'feed.json')]),
    ...[...goneLabs].flatMap((lab) => [labFeedPath(lab, 'atom.xml'), labFeedPath(lab, 'feed.json')]),
  ];
}
