// The title and description of one feed event: every feed format and the pull request preview
// share them, so a reader sees the same words wherever the event shows up.

import { isolated, pairedIsolates } from '../bidi.js';
import type { ModelSummary } from '../feeds/summary.js';
import { escapeHtml } from '../site/html.js';
import type { Change, DriftEvent, JsonObject } from '../types.js';
import { idWords, pricingWord } from '../words.js';
import { formatChangeLine } from './change-line.js';
import { naturalLeaf, naturalValue } from './natural.js';

/** What the item can say beyond the event: the model's record as the feed was built. */
export interface ItemContext {
  /** The model's record now (absent when it left the registry, or in the pull request preview). */
  summary?: ModelSummary;
  /** The record changed after this event (newer items say how), so the summary is today's. */
  changedSince?: boolean;
  /** The model's record now: units and currencies for changed numbers (`$0.35 per output second`). */
  record?: JsonObject;
}

function displayName(e: DriftEvent): string {
  return isolated(e.model.name || e.model.id);
}

/** `<name>: <n> fields changed`, or what happened to the record as a whole. */
export function itemTitle(e: DriftEvent): string {
  const name = displayName(e);
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

function sourceList(s: ModelSummary): string {
  return s.sources.map((x) => x.url || x.id).join(', ') || 'none';
}

/** A new model in words, one fact a line. */
function summaryLines(e: DriftEvent, s: ModelSummary, changedSince: boolean): string[] {
  return [
    `New ${s.modality} model by ${s.lab}${changedSince ? ' (the record as it reads now; newer items list what changed)' : ''}.`,
    `Tasks: ${s.tasks.map(idWords).join(', ') || 'none listed'}`,
    `Pricing: ${pricingWord(s.pricingState).toLowerCase()}`,
    `Status: ${s.status}; documentation: ${s.documentationState}`,
    `Sources (${s.sources.length}): ${sourceList(s)}`,
    `Record: ${e.model.path}`,
  ];
}

/**
 * One line per change (the spec's RSS form, raw JSON); a new model is summarised when its record is
 * known; other whole-record events get one line.
 */
export function itemDescription(e: DriftEvent, context: ItemContext = {}): string {
  switch (e.type) {
    case 'model_added':
      return context.summary
        ? summaryLines(e, context.summary, context.changedSince ?? false).join('\n')
        : `model added at ${e.model.path}`;
    case 'model_removed':
      return `model removed from ${e.model.path}`;
    case 'model_moved':
      return `moved from ${e.previous_path ?? 'another path'} to ${e.model.path}`;
    default:
      return e.changes.map(formatChangeLine).join('\n');
  }
}

/**
 * Record text as HTML text; `<bdi>` keeps bidi controls in a value from reordering what follows
 * (with its isolates paired: a stray U+2069 would end the `<bdi>` early).
 */
function value(s: string): string {
  return `<bdi>${escapeHtml(pairedIsolates(s))}</bdi>`;
}

/** Only http(s) addresses become links; anything else stays text. */
function link(url: string, label: string): string {
  return /^https?:\/\//i.test(url) ? `<a href="${escapeHtml(url)}">${value(label)}</a>` : value(label);
}

/** A change as a sentence, each value put in words by `words`. */
function changeWords(c: Change, words: (v: Change['after']) => string): string {
  if (c.kind === 'added') return `added ${words(c.after)}`;
  if (c.kind === 'removed') return `removed (was ${words(c.before)})`;
  return `${words(c.before)} → ${words(c.after)}`;
}

/** `before → after` with prices and durations in words. */
export function naturalChange(c: Change): string {
  return changeWords(c, naturalValue);
}

function changeItem(c: Change, record: JsonObject | undefined): string {
  const text = changeWords(c, (v) => value(naturalLeaf(c.path, v, record)));
  return `<li><code>${escapeHtml(c.path)}</code>: ${text}</li>`;
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
      : `<p>Model added at <code>${escapeHtml(e.model.path)}</code>.</p>`;
  else if (e.type === 'model_removed')
    body = `<p>Model removed from <code>${escapeHtml(e.model.path)}</code>.</p>`;
  else if (e.type === 'model_moved')
    body = `<p>Moved from <code>${escapeHtml(e.previous_path ?? 'another path')}</code> to <code>${escapeHtml(e.model.path)}</code>.</p>`;
  else {
    // Both paths: the item is in the old id's feed too.
    const moved = e.previous_path
      ? `<p>Moved from <code>${escapeHtml(e.previous_path)}</code> to <code>${escapeHtml(e.model.path)}</code>.</p>`
      : '';
    body = `${moved}<ul>${e.changes.map((c) => changeItem(c, context.record)).join('')}</ul>`;
  }
  const sha = e.commit.sha.slice(0, 7);
  return `${body}<p>Commit ${link(e.commit.url, sha)}: ${value(e.commit.message)}</p>`;
}
