// Diagnostics as GitHub workflow commands (`::error file=…,line=…::…`), escaped as the runner expects,
// and the one guard every output line goes through: text from records and file names (a path may
// hold a newline followed by `::warning::…`) must never start a line the runner reads as a command.
import type { Diagnostic } from '../types.js';

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * Control characters (line breaks, escape sequences, C1, Unicode line separators) shown as `\n`,
 * `\u001b`, ...: the text stays on one line and shows what is really there.
 */
export function visibleControls(s: string): string {
  return s.replace(CONTROL, (c) => NAMED[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function escapeData(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

export function workflowCommand(d: Diagnostic, fileOf: (path: string) => string = (p) => p): string {
  const level = d.severity === 'error' ? 'error' : 'warning';
  const props = [
    `file=${escapeProperty(visibleControls(fileOf(d.file)))}`,
    `line=${d.line}`,
    `col=${d.column}`,
    `title=${escapeProperty(visibleControls(d.rule))}`,
  ].join(',');
  return `::${level} ${props}::${escapeData(visibleControls(d.message))}`;
}
