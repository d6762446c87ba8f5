// The drift preview of a pull request: the feed events its record changes will publish, as markdown
// (job summary and the sticky comment): the same title and lines as the RSS item it will become.
import { itemDescription, itemTitle } from '../render/item-text.js';
import type { DriftEvent } from '../types.js';
import { utf8Bytes } from './byte-size.js';
import { codeBlock, escapeInline } from './markdown.js';

export const PREVIEW_MARKER = '<!-- model-registry-action:drift-preview -->';

/** A model id as inline code when it is a well-formed id; anything else (it comes from the record) escaped. */
function idMarkdown(id: string): string {
  return /^[a-z0-9][a-z0-9-]*\/[a-z0-9][a-z0-9-]*$/.test(id) ? `\`${id}\`` : escapeInline(id);
}

export interface PreviewInput {
  events: DriftEvent[];
  /** Number of record files the pull request touches. */
  changedRecords: number;
  errorCount: number;
}

/** The preview in at most `maxBytes` UTF-8 bytes (GitHub counts comment and summary sizes in bytes). */
export function previewMarkdown(input: PreviewInput, maxBytes: number): string {
  const head = [PREVIEW_MARKER, '### Model registry: drift preview', ''];
  if (input.errorCount > 0) {
    head.push(
      input.errorCount === 1
        ? '> [!WARNING]\n> 1 validation error: nothing is published until it is fixed.'
        : `> [!WARNING]\n> ${input.errorCount} validation errors: nothing is published until they are fixed.`,
      '',
    );
  }
  if (input.events.length === 0) {
    head.push(
      input.changedRecords === 0
        ? 'This pull request changes no model records.'
        : 'The record changes in this pull request change no data: the feed stays as it is.',
    );
    return `${head.join('\n')}\n`;
  }
  head.push(
    `Merging publishes ${input.events.length} feed event${input.events.length === 1 ? '' : 's'}:`,
    '',
  );
  // Whole events only, so a long preview never cuts a code block in half.
  let text = `${head.join('\n')}\n`;
  let size = utf8Bytes(text);
  let shown = 0;
  for (const e of input.events) {
    const section = `#### ${idMarkdown(e.model.id)} ${escapeInline(itemTitle(e))}\n\n${codeBlock(itemDescription(e))}\n\n`;
    const bytes = utf8Bytes(section);
    if (size + bytes > maxBytes - 200) break;
    text += section;
    size += bytes;
    shown++;
  }
  if (shown < input.events.length) {
    text += `… and ${input.events.length - shown} more event(s); the job summary lists them all.\n`;
  }
  return text;
}
