// Every diagnostic as a markdown table for the job summary (which holds 1 MiB, unlike the 10
// annotations per step GitHub shows from workflow commands).

import { countErrors } from '../diagnostics.js';
import type { Diagnostic } from '../types.js';
import { counted } from '../words.js';
import { utf8Bytes } from './byte-size.js';
import { escapeInline, table } from './markdown.js';
import { registryName } from './registry-name.js';

/** validationTable's markdown alone. */
export function validationMarkdown(...args: Parameters<typeof validationTable>): string {
  return validationTable(...args).markdown;
}

/**
 * The outcome in a few words (the check run's title; the summary's heading after "Model registry: "):
 * `3 validation errors`, `2 changed record files valid`, or, with nothing validated (a pull request
 * that only removes records), that there was nothing to validate rather than "0 … files valid".
 */
export function validationTitle(errors: number, files: number, noun = 'record file'): string {
  if (errors > 0) return counted(errors, 'validation error');
  return files === 0 ? `no ${noun}s to validate` : `${counted(files, noun)} valid`;
}

/**
 * A file's line at a commit on GitHub (`…/blob/<sha>/<path>#L<line>`), each path segment
 * percent-encoded, parentheses too, so no file name can end the markdown link early.
 */
export function blobLineUrl(repositoryUrl: string, sha: string, path: string, line: number): string {
  const encoded = path
    .split('/')
    .map((s) =>
      encodeURIComponent(s).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`),
    )
    .join('/');
  return `${repositoryUrl}/blob/${sha}/${encoded}#L${line}`;
}

/** validationMarkdown, and how many of the diagnostics its table lists. */
export function validationTable(
  diagnostics: Diagnostic[],
  files: number,
  fileOf: (p: string) => string,
  /** UTF-8 bytes the table may take. */
  maxBytes: number,
  /** What `files` counts (`changed record file` on a pull request, which validates only those). */
  noun = 'record file',
  /** The commit the files are read at, to link each problem to its line there. */
  at?: { repositoryUrl: string; sha: string },
  /** The registry's name (registryName): two registries of one repository report apart. */
  name = registryName('models'),
): { markdown: string; shown: number } {
  const title = `### ${escapeInline(name)}: ${validationTitle(countErrors(diagnostics), files, noun)}`;
  if (diagnostics.length === 0) return { markdown: `${title}\n`, shown: 0 };
  const rows: string[][] = [];
  let size = utf8Bytes(title) + 200;
  let shown = 0;
  for (const d of diagnostics) {
    const where = escapeInline(`${fileOf(d.file)}:${d.line}:${d.column}`);
    const row = [
      at ? `[${where}](${blobLineUrl(at.repositoryUrl, at.sha, fileOf(d.file), d.line)})` : where,
      d.severity,
      escapeInline(d.rule),
      escapeInline(d.message),
    ];
    size += utf8Bytes(row.join(' | ')) + 6;
    if (size > maxBytes - 300) break;
    rows.push(row);
    shown++;
  }
  const more =
    shown < diagnostics.length
      ? `\n\n… ${diagnostics.length - shown} more not shown (summary size limit).`
      : '';
  return { markdown: `${title}\n\n${table(['Where', 'Level', 'Rule', 'Problem'], rows)}${more}\n`, shown };
}
