// Reading back what the pages branch holds: enough of drift.json and api/index.json to publish a
// push incrementally, or the reason it has to be rebuilt in full.
import { feedFromValue } from '../feed.js';
import { LAYOUT_VERSION, type Updated } from './catalog-index.js';
import { extendPages, type PageLimits, type PageRef, pagePath } from './pages.js';
import type { PublishedLayout } from './render.js';

/** `warn`: the branch holds something unreadable (as opposed to nothing, or an older layout). */
export type Unusable = { reason: string; warn: boolean; file: 'drift.json' | 'api/index.json' };

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function readPages(raw: unknown, windowLength: number): PageRef[] | string {
  if (!Array.isArray(raw) || raw.length < 2) return 'drift.json lists fewer than two pages';
  const pages: PageRef[] = [];
  for (const [i, p] of raw.entries()) {
    if (
      !isObj(p) ||
      !Number.isSafeInteger(p.events) ||
      (p.events as number) < 0 ||
      p.path !== pagePath(i + 1)
    )
      return `drift.json's pages[${i}] is not {events, path}`;
    pages.push({ events: p.events as number, path: p.path as string });
  }
  if (pages.at(-1)!.events + pages.at(-2)!.events !== windowLength)
    return "drift.json's events are not its last two pages";
  return pages;
}

function readIndex(
  text: string,
): { updated: Map<string, Updated>; siteUrl: string | null; modelsDir: string | null } | Unusable {
  const file = 'api/index.json';
  const refuse = (reason: string) => ({ reason, warn: true, file }) as const;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return refuse('api/index.json is not JSON');
  }
  if (!isObj(raw) || raw.catalog_form !== 'index' || !Array.isArray(raw.models))
    return refuse('api/index.json is not a catalog index');
  if (raw.layout_version !== LAYOUT_VERSION) {
    // Absent: an index from before the field ("layout_version null" read as a value the file held).
    const held = Object.hasOwn(raw, 'layout_version')
      ? `layout_version ${JSON.stringify(raw.layout_version)}, not ${LAYOUT_VERSION}`
      : 'no layout_version: written before it was recorded';
    return {
      reason: `api/index.json is from another layout (${held}): files or events an older version made may be missing or out of date`,
      warn: false,
      file,
    };
  }
  const out = new Map<string, Updated>();
  for (const m of raw.models) {
    if (!isObj(m) || typeof m.id !== 'string') return refuse('api/index.json lists a model without an id');
    const u = m.updated;
    if (u === null) out.set(m.id, null);
    else if (isObj(u) && typeof u.sha === 'string' && typeof u.date === 'string')
      out.set(m.id, { date: u.date, sha: u.sha });
    else return refuse(`api/index.json: ${m.id} has no readable "updated"`);
  }
  // Absent from branches written before they were recorded: unknown (see addressChange and
  // modelsDirChange in the action for what a push makes of that).
  return {
    updated: out,
    siteUrl: typeof raw.site_url === 'string' ? raw.site_url : null,
    modelsDir: typeof raw.models_dir === 'string' ? raw.models_dir : null,
  };
}

/**
 * The layout version of a pages branch that a newer version of this action wrote, or null. Such a
 * branch may hold files or events this version does not know: rebuilding it would take it back.
 */
export function newerLayout(indexText: string | null): number | null {
  if (indexText === null) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(indexText);
  } catch {
    return null;
  }
  const v = isObj(raw) ? raw.layout_version : undefined;
  return Number.isSafeInteger(v) && (v as number) > LAYOUT_VERSION ? (v as number) : null;
}

/**
 * Why a layout of `newer` (newerLayout) is not rebuilt, for the action (the pages branch) and the
 * CLI (--out) alike; each adds what was left as it was and what to do.
 */
export function newerLayoutRefusal(holder: string, newer: number): string {
  return (
    `${holder} holds layout_version ${newer} (its api/index.json), written by a newer version of model-registry-action; ` +
    `this version writes layout_version ${LAYOUT_VERSION} and would replace it with an older layout.`
  );
}

export function readPublished(
  driftText: string | null,
  indexText: string | null,
  limits?: PageLimits,
): PublishedLayout | Unusable {
  if (driftText === null)
    return { reason: 'the pages branch has no drift.json', warn: false, file: 'drift.json' };
  let raw: unknown;
  try {
    raw = JSON.parse(driftText);
  } catch (err) {
    return { reason: `drift feed is not JSON: ${(err as Error).message}`, warn: true, file: 'drift.json' };
  }
  const feed = feedFromValue(raw);
  if ('error' in feed) return { reason: feed.error, warn: true, file: 'drift.json' };
  let pages: PageRef[];
  if (isObj(raw) && Object.hasOwn(raw, 'pages')) {
    const read = readPages(raw.pages, feed.events.length);
    if (typeof read === 'string') return { reason: read, warn: true, file: 'drift.json' };
    pages = read;
  } else {
    // One page, or the older layout that kept the whole history in drift.json.
    if (extendPages([], [...feed.events].reverse(), limits).length > 1)
      return {
        reason: 'drift.json holds the whole history (the layout before pages)',
        warn: false,
        file: 'drift.json',
      };
    pages = [{ events: feed.events.length, path: pagePath(1) }];
  }
  const file = 'api/index.json';
  if (indexText === null) return { reason: 'the pages branch has no api/index.json', warn: false, file };
  const index = readIndex(indexText);
  if ('reason' in index) return index;
  return { head: feed.head, window: feed.events, pages, ...index, repository: feed.repository };
}
