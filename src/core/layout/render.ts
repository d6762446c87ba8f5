// Every file of the published layout, from data alone: all of them for a full rebuild, or only
// those a push changes, given what the pages branch already holds. Both give the same bytes.
import { countRecords, modelId, sortRecords } from '../catalog.js';
import { layoutSiteUrl } from '../feeds/site-url.js';
import {
  DRIFT_RSS_PATH,
  driftFeedPath,
  FEED_FORMATS,
  labFeedPath,
  modelFeedPath,
  writeFeeds,
} from '../feeds/write.js';
import { canonicalize } from '../json.js';
import { renderJson } from '../render/json.js';
import type { RssChannel } from '../render/rss.js';
import { utf8Bytes } from '../report/byte-size.js';
import { addSiteFiles, SITE_FILES } from '../site/files.js';
import type { CatalogIndex } from '../site/summary.js';
import type { DriftEvent, FileSink, Json, ParsedRecord } from '../types.js';
import { labOf, modelPath } from '../words.js';
import {
  FULL_CATALOG_MAX_BYTES,
  INDEX_PATH,
  newestCommits,
  renderCanonicalModel,
  renderCatalogDocument,
  renderIndex,
  type Updated,
} from './catalog-index.js';
import {
  type EventText,
  eventTexts,
  extendPages,
  type PageLimits,
  type PageRef,
  pagePath,
  renderPage,
} from './pages.js';

/**
 * The folders the layout owns whole: a full build writes every file they should hold, so any other
 * file in them (a model or lab that left, a page of an earlier history) is stale and goes. Nothing
 * outside them is removed (a CNAME or a page a user added stays).
 */
export const OWNED_FOLDERS: readonly string[] = ['api/models/', 'drift/pages/', 'feeds/'];

/** drift.json and its versioned address, api.json and its: each pair the same text. */
const FEED_INDEXES = ['drift.json', 'drift/v1.json'];
const CATALOG_DOCUMENTS = ['api.json', 'api/v1.json'];
const SCHEMA_FILE = 'schema/source-record.v1.schema.json';

/**
 * The files a layout of the models `ids` holds, but for its drift pages and the feeds of models that
 * left and are still in the window (both follow from the events): a re-run checks that the pages
 * branch has them.
 */
export function ownedFiles(ids: Iterable<string>): string[] {
  const paths = [
    ...FEED_INDEXES,
    ...CATALOG_DOCUMENTS,
    INDEX_PATH,
    SCHEMA_FILE,
    DRIFT_RSS_PATH,
    ...FEED_FORMATS.map(driftFeedPath),
    ...SITE_FILES,
  ];
  const labs = new Set<string>();
  for (const id of ids) {
    paths.push(modelPath(id), ...FEED_FORMATS.map((ext) => modelFeedPath(id, ext)));
    labs.add(labOf(id));
  }
  for (const lab of labs) paths.push(...FEED_FORMATS.map((ext) => labFeedPath(lab, ext)));
  return paths;
}

/** `files`, or a new Map when the caller gave none (LayoutInput's F is then the Map). */
function sinkOf<F extends FileSink>(files: F | undefined): F {
  return files ?? (new Map<string, string>() as unknown as F);
}

export interface LayoutInput<F extends FileSink = Map<string, string>> {
  /** Valid records at `head`. */
  records: ParsedRecord[];
  schema: object;
  channel: RssChannel;
  repository: string;
  head: string;
  /** Absolute address the pages branch is served at, ending in `/` (feed self links). */
  siteUrl?: string;
  /** The records' folder in the repository (RecordPaths.modelsDir), `models` when absent. */
  modelsDir?: string;
  /** PAGE_LIMITS unless a test wants small pages. */
  limits?: PageLimits;
  /**
   * Where the files go, a new Map when absent: a sink that writes each file as it is set (the CLI's
   * build) has them while the rest is still rendering, and need not keep them.
   */
  files?: F;
}

/** What a push reads back from the pages branch (drift.json and api/index.json). */
export interface PublishedLayout {
  head: string;
  /** drift.json's events: the last two pages, newest first. */
  window: DriftEvent[];
  /** Every page, oldest first (one, unlisted, when drift.json has no `pages`). */
  pages: PageRef[];
  /** Model id → the newest commit that changed its file, as api/index.json lists them. */
  updated: Map<string, Updated>;
  /** drift.json's `repository`: the address its commits' links were made from. */
  repository: string;
  /** api/index.json's `site_url`: the address the feeds' self links were made from (null: none). */
  siteUrl: string | null;
  /** api/index.json's `models_dir`: the folder the records were read from (null: not recorded). */
  modelsDir: string | null;
}

export interface LayoutChange<F extends FileSink = Map<string, string>> {
  /** Path → contents to write (the caller's sink, when it gave one). */
  files: F;
  /** Paths to remove (models no longer in the registry). */
  deletions: string[];
  /** The page list after the change (oldest first). */
  pages: PageRef[];
}

interface FeedParts {
  head: string;
  repository: string;
  channel: RssChannel;
  limits?: PageLimits;
  /** Pages before the open one, unchanged. */
  closed: PageRef[];
  /** The last page so far (oldest first), which `added` continues. */
  open: DriftEvent[];
  /** The new events, oldest first. */
  added: DriftEvent[];
  /** The page before `open` (oldest first), when there is one: the window may need it. */
  previous: DriftEvent[] | null;
  /** Whether the page files from `open` on changed. */
  writePages: boolean;
}

/**
 * Cuts the new pages, writes drift.json and the changed pages; returns every page (oldest first),
 * drift.json's window and the window's event texts (the JSON feeds hold them). Every event's text is
 * rendered once, to measure it and to write its page; outside the window it is let go once its page
 * is written.
 */
function feedFiles(
  p: FeedParts,
  files: FileSink,
): { refs: PageRef[]; window: DriftEvent[]; windowText: EventText } {
  const texts = eventTexts();
  const tail = extendPages(p.open, p.added, p.limits, texts.get);
  const total = p.closed.length + tail.length;
  const refs = [
    ...p.closed,
    ...tail.map((events, i) => ({ events: events.length, path: pagePath(p.closed.length + i + 1) })),
  ];
  const lastTwo = tail.length >= 2 ? tail.slice(-2) : p.previous ? [p.previous, tail[0]!] : [tail[0]!];
  const window = lastTwo.flat().reverse();
  // The window's texts stay for the JSON feeds, rendered when a feed asks (a push measured only
  // its new events, not the page before); the others go once their page is written.
  const inWindow = new Set(window);
  const written = (e: DriftEvent) => (inWindow.has(e) ? texts.get(e) : texts.take(e));
  const drift = renderJson({
    feed_version: 1,
    repository: p.repository,
    head: p.head,
    events: window,
    ...(total > 1 ? { pages: refs } : {}),
  });
  for (const path of FEED_INDEXES) files.set(path, drift);
  if (total > 1 && p.writePages) {
    tail.forEach((events, i) => {
      const n = p.closed.length + i + 1;
      files.set(pagePath(n), renderPage(n, total, events, p.repository, written));
    });
  }
  return { refs, window, windowText: texts.get };
}

function catalogFiles(
  records: ParsedRecord[],
  updated: (id: string) => Updated,
  write: (id: string) => boolean,
  files: FileSink,
  siteUrl: string,
  modelsDir: string,
): { index: CatalogIndex; sorted: ParsedRecord[] } {
  const sorted = sortRecords(records);
  let modelBytes = 0;
  // Each record's canonical value, rendered to its file and, while the whole catalog may still fit
  // in api.json, kept for that document too (canonicalising a record costs more than writing it).
  let values: Json[] = [];
  for (const r of sorted) {
    const id = modelId(r);
    const value = canonicalize(r.value);
    const text = renderCanonicalModel(value);
    // Past the limit the count stops: only "over" matters, and measuring is a scan of every byte.
    if (modelBytes <= FULL_CATALOG_MAX_BYTES) modelBytes += utf8Bytes(text);
    if (modelBytes <= FULL_CATALOG_MAX_BYTES) values.push(value);
    else values = [];
    if (write(id)) files.set(modelPath(id), text);
  }
  const counts = countRecords(records);
  const { text, index } = renderIndex(counts, sorted, updated, siteUrl, modelsDir);
  const api = renderCatalogDocument(counts, values, modelBytes);
  for (const path of CATALOG_DOCUMENTS) files.set(path, api);
  files.set(INDEX_PATH, text);
  return { index, sorted };
}

/** The whole layout from the whole feed (`events` newest first). */
export function renderLayout<F extends FileSink = Map<string, string>>(
  input: LayoutInput<F> & {
    events: DriftEvent[];
    /**
     * Each model's newest commit that changed its published file (buildEvents' `updated`): its
     * newest event's, or a newer one that only reordered a keyed array. The events' alone if absent.
     */
    updated?: Map<string, Updated>;
  },
): LayoutChange<F> {
  const files = sinkOf(input.files);
  const updated = input.updated ?? newestCommits(input.events);
  const { index, sorted } = catalogFiles(
    input.records,
    (id) => updated.get(id) ?? null,
    () => true,
    files,
    layoutSiteUrl(input.siteUrl, input.repository),
    input.modelsDir ?? 'models',
  );
  const {
    refs: pages,
    window,
    windowText,
  } = feedFiles(
    {
      ...input,
      closed: [],
      open: [],
      added: [...input.events].reverse(),
      previous: null,
      writePages: true,
    },
    files,
  );
  files.set(SCHEMA_FILE, renderJson(input.schema));
  writeFeeds(files, {
    ...input,
    records: sorted,
    window,
    eventText: windowText,
    updated: (id) => updated.get(id) ?? null,
    feedBytes: input.limits?.feedBytes,
  });
  addSiteFiles(files, input.repository, index, pages);
  return { files, deletions: [], pages };
}

/**
 * The files a push changes: `added` (newest first, newer than everything published) go on top of
 * `previous`. Applied to the branch, the result is byte for byte renderLayout's.
 */
export function planIncremental<F extends FileSink = Map<string, string>>(
  input: LayoutInput<F> & {
    previous: PublishedLayout;
    added: DriftEvent[];
    /**
     * Models whose record files the new commits changed. A change can make no event (keyed arrays
     * reordered: compared by id, no change to the feed) and still change the record's own file and
     * what its feed items say of it, so these are rewritten too.
     */
    changed?: ReadonlySet<string>;
    /** The new commits' buildEvents `updated` (as renderLayout's); the added events' alone if absent. */
    updated?: Map<string, Updated>;
  },
): LayoutChange<F> {
  const { previous } = input;
  const known = new Set(previous.window.map((e) => e.id));
  const added = input.added.filter((e) => !known.has(e.id));
  const files = sinkOf(input.files);
  const fresh = input.updated ?? newestCommits(added);
  const changed = input.changed ?? new Set<string>();
  const ids = new Set(input.records.map(modelId));
  const { index, sorted } = catalogFiles(
    input.records,
    (id) => fresh.get(id) ?? previous.updated.get(id) ?? null,
    (id) => fresh.has(id) || changed.has(id) || !previous.updated.has(id),
    files,
    layoutSiteUrl(input.siteUrl, input.repository),
    input.modelsDir ?? 'models',
  );
  const deletions = [...previous.updated.keys()].filter((id) => !ids.has(id)).map(modelPath);
  const last = previous.pages.length - 1;
  const openCount = previous.pages[last]!.events;
  const open = previous.window.slice(0, openCount).reverse();
  const {
    refs: pages,
    window,
    windowText,
  } = feedFiles(
    {
      ...input,
      closed: previous.pages.slice(0, last),
      open,
      added: [...added].reverse(),
      previous: last > 0 ? previous.window.slice(openCount).reverse() : null,
      writePages: added.length > 0,
    },
    files,
  );
  files.set(SCHEMA_FILE, renderJson(input.schema));
  deletions.push(
    ...writeFeeds(files, {
      ...input,
      records: sorted,
      window,
      eventText: windowText,
      updated: (id) => fresh.get(id) ?? previous.updated.get(id) ?? null,
      feedBytes: input.limits?.feedBytes,
      previous: { window: previous.window, models: previous.updated.keys(), added, changed },
    }),
  );
  addSiteFiles(files, input.repository, index, pages);
  return { files, deletions, pages };
}
