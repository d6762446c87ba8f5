// The drift preview of a pull request: the feed events its record changes will publish, as markdown
// (job summary and the sticky comment): the same title and lines as the RSS item it will become.
import { type EarlierVersion, skippedWords } from '../events.js';
import { clippedName, type ItemContext, itemDescription, itemTitle } from '../render/item-text.js';
import type { DriftEvent } from '../types.js';
import { counted } from '../words.js';
import { truncateUtf8, utf8Bytes } from './byte-size.js';
import { codeBlock, escapeInline } from './markdown.js';
import { previewMarker, registryName } from './registry-name.js';

export { PREVIEW_MARKER } from './registry-name.js';

/** A model id as inline code when it is a well-formed id; anything else (it comes from the record) escaped. */
function idMarkdown(id: string): string {
  return /^[a-z0-9][a-z0-9-]*\/[a-z0-9][a-z0-9-]*$/.test(id) ? `\`${id}\`` : escapeInline(id);
}

export interface PreviewInput {
  events: DriftEvent[];
  /** Number of record files the pull request touches. */
  changedRecords: number;
  errorCount: number;
  /**
   * Changed records whose new version makes no event until its errors are fixed (it does not parse,
   * is empty, is too large, or is named so no reader reads it): said, so the preview is not read as
   * "no data changes" for them.
   */
  leftOut?: number;
  /**
   * Changed records this run did not read at the head (`why` says so in a sentence): not previewed,
   * and not counted as changes without data.
   */
  unread?: { count: number; why: string };
  /**
   * The pull request's commits when a rebase merge may publish them one by one (more than one, and
   * rebase merging not known to be off): the events below are then only those of merging as one commit.
   */
  rebaseCommits?: number;
  /**
   * Where a merge goes, when the preview cannot say "merging publishes": a base branch other than
   * the default one (the feed is published from the default branch), or a closed pull request.
   */
  target?: { base: string; defaultBranch: string } | { closed: 'merged' | 'unmerged' };
  /** Paragraphs shown before the events (baseVersionNote's). */
  notes?: string[];
  /** What the feed item knows beyond the event (a new model's summary), so the preview reads as it will. */
  context?: (e: DriftEvent) => ItemContext;
  /**
   * Where the events a cut preview leaves out can be read: `diff`, the command that lists them all;
   * `summaryShows`, how many the job summary lists, for the comment (absent: this is the job summary).
   */
  elsewhere?: { diff: string; summaryShows?: number };
  /** The registry's folder (default `models`): another one is named in the heading and the marker. */
  modelsDir?: string;
}

/** The sentence after the events a preview cut at `maxBytes`: where the other `hidden` ones are. */
function moreLine(input: PreviewInput, shown: number, hidden: number): string {
  const more = `… and ${counted(hidden, 'more event')}`;
  const where = input.elsewhere;
  if (!where) return `${more}; the job summary lists them all.`;
  const diff = `\`${where.diff}\``;
  if (where.summaryShows === undefined)
    return `${more}, past the job summary's size limit; ${diff} lists every one.`;
  if (where.summaryShows >= input.events.length) return `${more}; the job summary lists them all.`;
  const extra = Math.max(0, where.summaryShows - shown);
  return `${more}: the job summary lists ${extra} more of them, and ${diff} every one.`;
}

/** A branch name as inline code when it is plain; else escaped (git allows backticks in branch names). */
const branch = (name: string) => (/^[\w./-]+$/.test(name) ? `\`${name}\`` : escapeInline(name));

/** The preview's first sentence, up to the count of events it lists. */
function lead(target: PreviewInput['target'], asOne: string, count: string): string {
  if (target && 'closed' in target) return `Merged${asOne}: its push publishes ${count}:`;
  if (target)
    return `Merging into ${branch(target.base)} publishes nothing by itself: the feed is published from ${branch(target.defaultBranch)}, where these changes make ${count}:`;
  return `Merging${asOne} publishes ${count}:`;
}

/**
 * Why a record's change is not measured from its version on the base branch, which does not parse
 * (or is over the size limit, or is no record): measured, as publishing measures it, from the last version before
 * that parses; shown as added when none does, or when its history could not be read (`unread`: why).
 * `e`'s paths are the repository's.
 */
export function baseVersionNote(e: EarlierVersion, unread?: string): string {
  const bad = `${branch(e.file)} ${skippedWords[e.skipped]} at the base branch's commit ${(e.parent ?? '').slice(0, 7)}`;
  // An emptied file parses: what it is measured from is the last record, which parses too.
  const usable = e.skipped === 'not-a-record' ? 'is a record' : 'parses';
  if (e.from === 'unknown')
    return (
      `${bad}, and its earlier versions could not be read (${escapeInline(unread ?? 'no history')}): ` +
      `${e.removed ? 'its removal makes no event here' : 'it is shown as added here'}, though publishing measures the change from the last earlier version that ${usable}, if there is one.`
    );
  if (e.from === null)
    return `${bad}, and no earlier version ${usable}: ${e.removed ? 'its removal makes no event' : 'it is shown as added'}, as publishing will.`;
  const there = e.from.path === e.file ? '' : ` (as ${branch(e.from.path)})`;
  return `${bad}: its change is measured from its version at ${e.from.sha.slice(0, 7)}${there}, the last that ${usable}, as publishing measures it.`;
}

/**
 * An event's lines, cut at `cap` bytes with a line saying how much was left out and where it reads
 * whole: one long value (a pasted page) would otherwise take the whole comment and push every later
 * event out of it.
 */
function eventLines(e: DriftEvent, input: PreviewInput, cap: number): string {
  const text = itemDescription(e, input.context?.(e));
  const bytes = utf8Bytes(text);
  if (bytes <= cap) return text;
  const kept = truncateUtf8(text, cap);
  const diff = `\`${input.elsewhere?.diff ?? 'model-registry diff'}\``;
  const rest = (bytes - utf8Bytes(kept)).toLocaleString('en-US');
  return `${kept}\n… (${rest} more bytes of this event: ${diff} shows it whole)`;
}

/** The preview in at most `maxBytes` UTF-8 bytes (GitHub counts comment and summary sizes in bytes). */
export function previewMarkdown(input: PreviewInput, maxBytes: number): string {
  return previewListing(input, maxBytes).markdown;
}

/** previewMarkdown, and how many of the events it lists. */
export function previewListing(input: PreviewInput, maxBytes: number): { markdown: string; shown: number } {
  const markdown = (text: string) => ({ markdown: text, shown: 0 });
  const dir = input.modelsDir ?? 'models';
  const head = [previewMarker(dir), `### ${escapeInline(registryName(dir))}: drift preview`, ''];
  const { target } = input;
  if (target && 'closed' in target && target.closed === 'unmerged') {
    head.push('Closed without merging: nothing is published.');
    return markdown(`${head.join('\n')}\n`);
  }
  if (input.errorCount > 0) {
    head.push(
      input.errorCount === 1
        ? '> [!WARNING]\n> 1 validation error: nothing is published until it is fixed.'
        : `> [!WARNING]\n> ${input.errorCount} validation errors: nothing is published until they are fixed.`,
      '',
    );
  }
  for (const note of input.notes ?? []) head.push(note, '');
  // A rebase merge publishes each commit's own events (an edit and its revert are two events), not
  // the pull request's net change: say so rather than promise these events whatever the merge method.
  // Into another branch than the default one, no merge method publishes anything.
  const n = target && 'base' in target ? 0 : (input.rebaseCommits ?? 0);
  const asOne = n > 1 ? ' as one commit (squash, or a merge commit)' : '';
  const rebase =
    n > 1
      ? [
          '',
          `A rebase merge publishes each of this pull request's ${n} commits on its own instead: an event per commit and model it changes.`,
        ]
      : [];
  // A new version that does not parse (or is empty) makes no event: its data is not known yet.
  const leftOut = input.leftOut ?? 0;
  const notPreviewed =
    leftOut === 1
      ? '1 changed record is not previewed until its errors are fixed.'
      : `${leftOut} changed records are not previewed until their errors are fixed.`;
  const unread = input.unread?.count ?? 0;
  const notRead = unread > 0 ? input.unread!.why : '';
  if (input.events.length === 0) {
    if (input.changedRecords === 0) head.push('This pull request changes no model records.');
    else if (leftOut + unread > 0) {
      const others =
        input.changedRecords > leftOut + unread ? ' The other record changes change no data.' : '';
      const why = [leftOut > 0 ? notPreviewed : '', notRead].filter(Boolean).join(' ');
      head.push(`No feed event to preview: ${why}${others}`);
    } else {
      head.push(
        `The record changes in this pull request change no data: ${asOne ? `merged${asOne}, ` : ''}the feed stays as it is.`,
        ...rebase,
      );
    }
    return markdown(`${head.join('\n')}\n`);
  }
  if (leftOut > 0) head.push(notPreviewed, '');
  if (unread > 0) head.push(notRead, '');
  const count = counted(input.events.length, 'feed event');
  head.push(lead(target, asOne, count), ...rebase, '');
  // Whole events only, so a long preview never cuts a code block in half.
  let text = `${head.join('\n')}\n`;
  let size = utf8Bytes(text);
  let shown = 0;
  for (const e of input.events) {
    // A quarter of the room at most, so a few long events leave room for the others.
    const lines = eventLines(e, input, Math.floor(maxBytes / 4));
    // The name without the feed title's isolates: escapeInline shows the record's bidi controls as
    // `\uXXXX`, and would show isolates the record never had the same way.
    const title = escapeInline(itemTitle(e, clippedName));
    const section = `#### ${idMarkdown(e.model.id)} ${title}\n\n${codeBlock(lines)}\n\n`;
    const bytes = utf8Bytes(section);
    if (size + bytes > maxBytes - 200) break;
    text += section;
    size += bytes;
    shown++;
  }
  if (shown < input.events.length) text += `${moreLine(input, shown, input.events.length - shown)}\n`;
  return { markdown: text, shown };
}
