// The title and description of one feed event: every feed format and the pull request preview
// share them, so a reader sees the same words wherever the event shows up.

import { isolatedAtStart, pairedIsolates } from '../bidi.js';
import { diffRecords } from '../diff.js';
import type { ModelSummary } from '../feeds/summary.js';
import { codePointsEnd, graphemeStart } from '../graphemes.js';
import { canonicalJson, isObject } from '../json.js';
import { clip } from '../message-text.js';
import { escapeHtml, NOT_HTML_CHAR, shownWithout } from '../site/html.js';
import type { Change, DriftEvent, Json, JsonObject } from '../types.js';
import { grouped, idWords, pricingWord } from '../words.js';
import { formatChangeLine, htmlInert, inertLineText, lineText } from './change-line.js';
import { laterChangeAt, naturalLeaf, naturalMeasure, naturalValue, objectLabel } from './natural.js';

/** A new model removed by a newer event, and whether the event right after that added it again. */
export interface RemovedLater {
  addedAgain: boolean;
}

/** What the item can say beyond the event: the model's record as the feed was built. */
export interface ItemContext {
  /**
   * The model's record now (absent when it left the registry, when a newer item added, removed or
   * moved it since, or in the pull request preview).
   */
  summary?: ModelSummary;
  /**
   * A new model's item with no summary: the model was removed later (the record it was added with
   * is not in the events, and the record now is a newer item's).
   */
  removedLater?: RemovedLater;
  /** The record changed after this event (newer items say how), so the summary is today's. */
  changedSince?: boolean;
  /** The model's record now: units and currencies for changed numbers (`$0.35 per output second`). */
  record?: JsonObject;
  /** The model's changes page on the site (absolute): where a value cut for length reads whole. */
  changes?: string;
  /**
   * Newer events' changes to a unit, per or currency of this model, or to a whole object or list
   * above one, the oldest per path (its before is the value right after this event; see keepOlder):
   * `record` is today's, the item reads as it was.
   */
  later?: ReadonlyMap<string, Change>;
}

/**
 * What a feed's text may not hold: what HTML forbids (NOT_HTML_CHAR, as the site's pageText shows it),
 * and form feed, which HTML allows and XML does not. Atom and RSS would show the XML ones as U+FFFD
 * and JSON Feed carried them all raw (a NUL breaks readers that store entries in PostgreSQL): shown as
 * U+FFFD here, every format reads the same.
 */
const NOT_FEED_CHAR = new RegExp(`${NOT_HTML_CHAR.source}|\\f`, 'gu');

/** Record text for a feed's titles and item HTML: what NOT_FEED_CHAR finds shown as U+FFFD. */
function feedText(text: string): string {
  return shownWithout(text, NOT_FEED_CHAR);
}

/** Record text as HTML text in an item: feedText, escaped. */
const htmlText = (text: string) => escapeHtml(feedText(text));

/** A name longer than this is cut in titles (a document pasted into `name` made every reader's list unreadable). */
export const TITLE_NAME_CHARS = 200;

/** Record text for a title: cut at TITLE_NAME_CHARS with `…`. */
export function clippedName(text: string): string {
  return clip(text, TITLE_NAME_CHARS);
}

/** Record text for a plain-text title: feedText, clippedName, then isolated (see `isolatedAtStart`). */
export function titleName(text: string): string {
  return isolatedAtStart(clippedName(feedText(text)));
}

/**
 * `<name>: <n> fields changed`, or what happened to the record as a whole. `written` writes the
 * model's name: titleName for plain text (the feeds); markdown, which shows bidi controls as `\uXXXX` and
 * so needs no isolates, passes clippedName.
 */
export function itemTitle(e: DriftEvent, written: (text: string) => string = titleName): string {
  const name = written(e.model.name || e.model.id);
  switch (e.type) {
    case 'model_added':
      return `${name}: added`;
    case 'model_removed':
      return `${name}: removed`;
    case 'model_moved':
      return `${name}: moved from ${e.previous_path ?? 'another path'}`;
    default:
      // The spec's form, whatever n ("1 fields changed"): a consumer may match it to the letter.
      return `${name}: ${e.changes.length} fields changed`;
  }
}

/** What followed a new model whose item has no summary: `removed later and added again in a newer item`. */
function removedWords(r: RemovedLater): string {
  return `removed later${r.addedAgain ? ' and added again in a newer item' : ''}`;
}

function sourceList(s: ModelSummary, text: (t: string) => string): string {
  return s.sources.map((x) => text(x.url || x.id)).join(', ') || 'none';
}

/**
 * A new model in words, one fact a line. Every record value goes through lineText: a value with a
 * line break is JSON-quoted on its line, as change lines write it, and cannot add a fact of its own.
 */
function summaryLines(
  e: DriftEvent,
  s: ModelSummary,
  changedSince: boolean,
  text: (t: string) => string,
): string[] {
  const tasks = s.tasks.map((t) => text(idWords(t)));
  return [
    `New ${text(s.modality)} model by ${text(s.lab)}${changedSince ? ' (the record as it reads now; newer items list what changed)' : ''}.`,
    `Tasks: ${tasks.join(', ') || 'none listed'}`,
    `Pricing: ${text(pricingWord(s.pricingState).toLowerCase())}`,
    `Status: ${text(s.status)}; documentation: ${text(s.documentationState)}`,
    `Sources (${s.sources.length}): ${sourceList(s, text)}`,
    `Record: ${text(e.model.path)}`,
  ];
}

/**
 * One line per change (the spec's RSS form, raw JSON); a new model is summarised when its record is
 * known; other whole-record events get one line. `htmlSafe` (the RSS description, which readers
 * show as HTML): no `<` or `&` of the record's reaches the text as itself (htmlInert, inertLineText).
 */
export function itemDescription(e: DriftEvent, context: ItemContext = {}, htmlSafe = false): string {
  const text = htmlSafe ? inertLineText : lineText;
  // A record's path is written as it is (a valid record's is plain), and inert for HTML.
  const path = (p: string) => (htmlSafe ? inertLineText(p) : p);
  switch (e.type) {
    case 'model_added':
      return context.summary
        ? summaryLines(e, context.summary, context.changedSince ?? false, text).join('\n')
        : `model added at ${path(e.model.path)}${context.removedLater ? `; ${removedWords(context.removedLater)}` : ''}`;
    case 'model_removed':
      return `model removed from ${path(e.model.path)}`;
    case 'model_moved':
      return `moved from ${e.previous_path === undefined ? 'another path' : path(e.previous_path)} to ${path(e.model.path)}`;
    default:
      return e.changes
        .map((c) => (htmlSafe ? htmlInert(formatChangeLine(c)) : formatChangeLine(c)))
        .join('\n');
  }
}

/**
 * Record text as HTML text; `<bdi>` keeps bidi controls in a value from reordering what follows
 * (with its isolates paired: a stray U+2069 would end the `<bdi>` early).
 */
function value(s: string): string {
  return `<bdi>${htmlText(pairedIsolates(s))}</bdi>`;
}

/** Only http(s) addresses become links; anything else stays text. */
function link(url: string, label: string): string {
  return /^https?:\/\//i.test(url) ? `<a href="${htmlText(url)}">${value(label)}</a>` : value(label);
}

/** A change as a sentence, each value put in words by `words` (told which side it is). */
function changeWords(c: Change, words: (v: Change['after'], side: 'before' | 'after') => string): string {
  if (c.kind === 'added') return `added ${words(c.after, 'after')}`;
  if (c.kind === 'removed') return `removed (was ${words(c.before, 'before')})`;
  return `${words(c.before, 'before')} → ${words(c.after, 'after')}`;
}

/** `before → after` with prices and durations in words. */
export function naturalChange(c: Change): string {
  return changeWords(c, naturalValue);
}

/** Past this many characters a value is cut: an item is read in a feed reader, not searched. */
export const VALUE_LIMIT = 400;

/**
 * A changed value as HTML, cut when long (a whole profile removed reads as 2,000 characters): after
 * the last whole field that fits, saying how much more and where it reads whole.
 */
function shown(text: string, changes: string | undefined): string {
  if (text.length <= VALUE_LIMIT) return value(text);
  // Characters are counted as code points, as the rest is: 250 emoji (500 UTF-16 units) are whole.
  const end = codePointsEnd(text, VALUE_LIMIT);
  if (end >= text.length) return value(text);
  const boundary = text.lastIndexOf('; ', end);
  // Where a character ends (never between a letter and its accent, inside an emoji or a flag).
  const cut = graphemeStart(text, boundary > end / 2 ? boundary : end);
  let more = 0;
  for (const _ of text.slice(cut)) more++; // characters as a reader counts them: code points
  return `${value(text.slice(0, cut))} … and ${grouped(more)} more characters${readWhole(changes)}`;
}

/** Where what an item leaves out reads whole: the model's changes page (none in a preview). */
function readWhole(changes: string | undefined): string {
  return changes ? `, <a href="${htmlText(changes)}">all on the model's changes page</a>` : '';
}

/**
 * `items` as an HTML list within `room` characters (the first always), then how many more: one
 * change can be a list of a thousand objects, which the item's cap counts only as a whole.
 */
function boundedList(items: string[], room: number, changes: string | undefined): string {
  let chars = 0;
  let n = 0;
  while (n < items.length && (n === 0 || chars + items[n]!.length <= room)) chars += items[n++]!.length;
  const rest = items.length - n;
  const more = rest > 0 ? `<li>… and ${grouped(rest)} more items${readWhole(changes)}</li>` : '';
  return `<ul>${items.slice(0, n).join('')}${more}</ul>`;
}

const hasObjects = (v: Json | undefined): v is Json[] => Array.isArray(v) && v.some(isObject);

/** A list of objects as an HTML list, one object an item (not one run of all their fields). */
function objectList(v: Json[], changes: string | undefined, room: number): string {
  return boundedList(
    v.map((x) => `<li>${shown(naturalValue(x), changes)}</li>`),
    room,
    changes,
  );
}

/**
 * Field-level changes inside one object of a list (`<code>values</code>: 16:9 → 16:9, 1:1`), a
 * number read with the object's unit (`max: 8 s → 10 s`).
 */
function innerChanges(before: JsonObject, after: JsonObject, changes: string | undefined): string {
  const inner = diffRecords(before, after);
  const byPath = new Map(inner.map((c) => [c.path, c]));
  return inner
    .map((c) => {
      const words = changeWords(c, (v, side) =>
        shown(naturalLeaf(c.path, v, after, side === 'before' ? (p) => byPath.get(p) : undefined), changes),
      );
      return `<code>${htmlText(c.path)}</code>: ${words}`;
    })
    .join('; ');
}

/**
 * A list of objects with no ids (controls, conflicts), which the diff reports as one change of the
 * whole list: only the objects that differ, each by what changed in it, and how many did not.
 * Objects equal on both sides are unchanged; the others pair up by id or name, else by order.
 */
function listChange(before: Json[], after: Json[], changes: string | undefined, room: number): string {
  const left = new Map<string, number>();
  for (const b of before) {
    const k = canonicalJson(b);
    left.set(k, (left.get(k) ?? 0) + 1);
  }
  const added: { v: Json; at: number; taken?: boolean }[] = [];
  after.forEach((a, at) => {
    const k = canonicalJson(a);
    const n = left.get(k) ?? 0;
    if (n > 0) left.set(k, n - 1);
    else added.push({ v: a, at });
  });
  const removed: Json[] = [];
  for (const b of before) {
    const k = canonicalJson(b);
    const n = left.get(k) ?? 0;
    if (n > 0) {
      left.set(k, n - 1);
      removed.push(b);
    }
  }
  const unchanged = after.length - added.length;
  const items: string[] = [];
  const pair = (b: Json, a: { v: Json; at: number }) => {
    const label = objectLabel(a.v);
    items.push(
      `<li>${label === undefined ? `item ${a.at + 1}` : value(label)}: ${innerChanges(b as JsonObject, a.v as JsonObject, changes)}</li>`,
    );
  };
  // Same id or name (a control keeps its name when its values change), the unnamed ones in order:
  // queues by label, so a long list costs no more than its length.
  const byLabel = new Map<string | undefined, { v: Json; at: number; taken?: boolean }[]>();
  for (const a of added) {
    if (!isObject(a.v)) continue;
    const label = objectLabel(a.v);
    const queue = byLabel.get(label);
    if (queue) queue.push(a);
    else byLabel.set(label, [a]);
  }
  for (const queue of byLabel.values()) queue.reverse(); // pop() takes the first in order
  const unpaired: Json[] = [];
  for (const b of removed) {
    const match = isObject(b) ? byLabel.get(objectLabel(b))?.pop() : undefined;
    if (match) {
      match.taken = true;
      pair(b, match);
    } else unpaired.push(b);
  }
  const pairs = items.length;
  const gone = unpaired.map((b) => `<li>removed (was ${shown(naturalValue(b), changes)})</li>`);
  const fresh = added
    .filter((a) => !a.taken)
    .map((a) => `<li>added ${shown(naturalValue(a.v), changes)}</li>`);
  const counts = [
    pairs > 0 ? `${pairs} of ${after.length} changed` : '',
    fresh.length > 0 ? `${fresh.length} added` : '',
    gone.length > 0 ? `${gone.length} removed` : '',
  ].filter(Boolean);
  // The same objects in another order: the diff compares such a list in order.
  if (counts.length === 0) return 'the same items in another order';
  return `${counts.join(', ')}${unchanged > 0 ? ` (${unchanged} unchanged)` : ''}${boundedList([...items, ...gone, ...fresh], room, changes)}`;
}

/** The fields naturalMeasure puts in words (`mode` shows in them: `1–300 s` is a range). */
const MEASURE_KEYS = ['state', 'mode', 'unit', 'min', 'max', 'values', 'step', 'default'];

/** The claim and the field when `path` is `<claim>.<one of MEASURE_KEYS>` (no regex: many events). */
function measureField(path: string): { claim: string; key: string } | undefined {
  for (const key of MEASURE_KEYS) {
    const dot = path.length - key.length - 1;
    if (dot > 0 && path.endsWith(key) && path[dot] === '.') return { claim: path.slice(0, dot), key };
  }
  return undefined;
}

const under = (c: Change | undefined, claim: string) =>
  c !== undefined && (c.path.startsWith(`${claim}.`) || c.path.startsWith(`${claim}[`));

/**
 * A claim documented in one commit, read as one line (`duration: unknown → 1–300 s`) instead of a
 * line per field: its state changed and every other change under it added a field its words say.
 * All from the event (the diff puts a claim's changes together). The line and how many changes
 * it stands for, or undefined.
 */
function claimLine(changes: Change[], i: number): { html: string; n: number } | undefined {
  const first = measureField(changes[i]!.path);
  if (!first || under(changes[i - 1], first.claim)) return undefined;
  const claim: JsonObject = {};
  let state: Change | undefined;
  let j = i;
  for (; j < changes.length && under(changes[j], first.claim); j++) {
    const c = changes[j]!;
    const field = measureField(c.path);
    if (field?.claim !== first.claim) return undefined; // a field the words do not say
    if (field.key === 'state' && c.kind === 'changed') state = c;
    else if (c.kind !== 'added') return undefined;
    claim[field.key] = c.after ?? null;
  }
  const words = state && naturalMeasure(claim);
  if (!state || words === undefined) return undefined;
  const html = `<li><code>${htmlText(first.claim)}</code>: ${value(naturalValue(state.before))} → ${value(words)}</li>`;
  return { html, n: j - i };
}

/** The changes as list items, a documented claim as one. */
/**
 * Past this many characters an item lists no more changes: an edit of every value of a 1 MiB record
 * listed whole made an item of 20 MB (35 MB as RSS), past what a feed file may hold.
 */
export const ITEM_HTML_CHARS = 256 * 1024;

function changeItems(changes: Change[], context: ItemContext): string {
  const byPath = new Map(changes.map((c) => [c.path, c]));
  const items: string[] = [];
  let chars = 0;
  for (let i = 0; i < changes.length; ) {
    if (chars > ITEM_HTML_CHARS) {
      items.push(`<li>… and ${grouped(changes.length - i)} more changes${readWhole(context.changes)}</li>`);
      break;
    }
    const line = claimLine(changes, i);
    const html = line ? line.html : changeItem(changes[i]!, context, byPath, ITEM_HTML_CHARS - chars);
    items.push(html);
    chars += html.length;
    i += line ? line.n : 1;
  }
  return items.join('');
}

/** `room`: the characters the item has left (ITEM_HTML_CHARS), for a change that lists objects. */
function changeItem(
  c: Change,
  context: ItemContext,
  byPath: ReadonlyMap<string, Change>,
  room: number,
): string {
  const { record, changes, later } = context;
  const path = `<li><code>${htmlText(c.path)}</code>: `;
  if (c.kind === 'added' && hasObjects(c.after))
    return `${path}added${objectList(c.after, changes, room)}</li>`;
  if (c.kind === 'removed' && hasObjects(c.before))
    return `${path}removed${objectList(c.before, changes, room)}</li>`;
  if (c.kind === 'changed' && hasObjects(c.before) && hasObjects(c.after))
    return `${path}${listChange(c.before, c.after, changes, room)}</li>`;
  // A before reads with this event's own unit changes undone, and both sides with newer events'.
  const before = (p: string) => byPath.get(p) ?? (later && laterChangeAt(later, p));
  const after = later && ((p: string) => laterChangeAt(later, p));
  const words = (v: Json | undefined, side: 'before' | 'after') =>
    shown(naturalLeaf(c.path, v, record, side === 'before' ? before : after), changes);
  return `${path}${changeWords(c, words)}</li>`;
}

function summaryHtml(s: ModelSummary, changedSince: boolean): string {
  const sources = s.sources.map((x) => `<li>${link(x.url, x.url || x.id)}</li>`).join('');
  return [
    `<p>New ${value(s.modality)} model by ${value(s.lab)}.${changedSince ? ' The record as it reads now; newer items list what changed.' : ''}</p>`,
    '<ul>',
    `<li>Tasks: ${value(s.tasks.map(idWords).join(', ') || 'none listed')}</li>`,
    `<li>Pricing: ${value(pricingWord(s.pricingState).toLowerCase())}</li>`,
    `<li>Status: ${value(s.status)}; documentation: ${value(s.documentationState)}</li>`,
    `<li>Sources (${s.sources.length}):${sources ? `<ul>${sources}</ul>` : ' none'}</li>`,
    '</ul>',
  ].join('');
}

/** The item as HTML: a list of changes (before → after), or a new model's summary; then the commit. */
export function itemHtml(e: DriftEvent, context: ItemContext = {}): string {
  let body: string;
  if (e.type === 'model_added')
    body = context.summary
      ? summaryHtml(context.summary, context.changedSince ?? false)
      : `<p>Model added at <code>${htmlText(e.model.path)}</code>.${context.removedLater ? ` It was ${removedWords(context.removedLater)}.` : ''}</p>`;
  else if (e.type === 'model_removed')
    body = `<p>Model removed from <code>${htmlText(e.model.path)}</code>.</p>`;
  else if (e.type === 'model_moved')
    body = `<p>Moved from <code>${htmlText(e.previous_path ?? 'another path')}</code> to <code>${htmlText(e.model.path)}</code>.</p>`;
  else {
    // Both paths: the item is in the old id's feed too.
    const moved = e.previous_path
      ? `<p>Moved from <code>${htmlText(e.previous_path)}</code> to <code>${htmlText(e.model.path)}</code>.</p>`
      : '';
    body = `${moved}<ul>${changeItems(e.changes, context)}</ul>`;
  }
  const sha = e.commit.sha.slice(0, 7);
  return `${body}<p>Commit ${link(e.commit.url, sha)}: ${value(e.commit.message)}</p>`;
}
