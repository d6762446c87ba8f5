// Diagnostics as GitHub workflow commands (`::error file=…,line=…::…`), escaped as the runner expects,
// and the one guard every output line goes through: text from records and file names (a path may
// hold a newline followed by `::warning::…`) must never start a line the runner reads as a command.
import { codePointEscape, replaceInvisible } from '../invisible.js';
import type { Diagnostic } from '../types.js';

const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
const shown = (c: string) => NAMED[c] ?? codePointEscape(c);
/** shown, except line breaks, which workflow commands escape their own way (`%0A`, `%0D`). */
const shownButBreaks = (c: string) => (c === '\n' || c === '\r' ? c : shown(c));

/**
 * Control and invisible characters (line breaks, escape sequences, C1, Unicode line separators, the
 * bidi marks, embeddings, overrides and isolates that could make a file name read as another, and
 * zero-width ones: invisible.ts) shown as `\n`, `\u001b`, `\u202e`, `\u200b`, `\u{e0069}`, ...: the text stays on
 * one line and shows what is really there.
 */
export function visibleControls(s: string): string {
  return replaceInvisible(s, shown);
}

/**
 * visibleControls for a message that may span lines (an annotation's): line breaks stay, every other
 * control and bidi character is shown, as the CLI, the job summary and the comment show it.
 */
export function visibleControlsButBreaks(s: string): string {
  return replaceInvisible(s, shownButBreaks);
}

/** White space the runner trims before it looks for `::` (.NET's, which counts NEL; JS's `\s` does not). */
const COMMAND_START = /^[\s\u0085]*::/;

/**
 * A log line the runner cannot read as a workflow command: one that would (`::…`, after any white
 * space) is printed from `./`, as the same path would be. A path is the workflow's to choose, a
 * file name or a record value anyone's.
 */
export function inertLine(line: string): string {
  return COMMAND_START.test(line) ? `./${line.replace(/^[\s\u0085]+/, '')}` : line;
}

/** inertLine for each line of a text (the runner ends a line at CR as at LF), joined with LF. */
export function inertLines(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map(inertLine)
    .join('\n');
}

function escapeData(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/**
 * One line whatever the diagnostic holds: `%0A` for line breaks (the runner turns them back, so the
 * file property names the real file and a message may span lines), other control characters shown.
 */
export function workflowCommand(d: Diagnostic, fileOf: (path: string) => string = (p) => p): string {
  const level = d.severity === 'error' ? 'error' : 'warning';
  const props = [
    `file=${escapeProperty(fileOf(d.file))}`,
    `line=${d.line}`,
    `col=${d.column}`,
    `title=${escapeProperty(visibleControlsButBreaks(d.rule))}`,
  ].join(',');
  return `::${level} ${props}::${escapeData(visibleControlsButBreaks(d.message))}`;
}
