// Diagnostics as GitHub workflow commands (`::error file=…,line=…::…`), escaped as the runner expects.
import type { Diagnostic } from '../types.js';

function escapeData(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

export function workflowCommand(d: Diagnostic, fileOf: (path: string) => string = (p) => p): string {
  const level = d.severity === 'error' ? 'error' : 'warning';
  const props = [
    `file=${escapeProperty(fileOf(d.file))}`,
    `line=${d.line}`,
    `col=${d.column}`,
    `title=${escapeProperty(d.rule)}`,
  ].join(',');
  return `::${level} ${props}::${escapeData(d.message)}`;
}
