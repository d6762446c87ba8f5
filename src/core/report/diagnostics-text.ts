// Plain-text and JSON forms of a validation report (the CLI's --format text|json).
import { countDiagnostics } from '../diagnostics.js';
import type { Diagnostic } from '../types.js';
import { isFileProblem } from '../validate/paths.js';
import { counted } from '../words.js';
import { visibleControls } from './workflow-commands.js';

/**
 * One line, whatever the path or message holds (JSON escapes on its own): `FILE:LINE:COLUMN: RULE  MESSAGE`,
 * the colon after the column as gcc's, which vim's default errorformat and other readers need to take it.
 */
export function diagnosticLine(d: Diagnostic): string {
  const tag = d.severity === 'warning' ? ' (warning)' : '';
  return visibleControls(`${d.file}:${d.line}:${d.column}: ${d.rule}${tag}  ${d.message}`);
}

export function summaryLine(files: number, diagnostics: Diagnostic[]): string {
  const { errors, warnings } = countDiagnostics(diagnostics);
  const tail = warnings > 0 ? `, ${counted(warnings, 'warning')}` : '';
  if (errors === 0) return `${counted(files, 'file')} valid${tail}`;
  // An error about a folder (registry/empty at `models`, a lab folder that is a link) is in no file
  // checked: "1 error in 1 file (0 files checked)" would contradict itself. Those in files are
  // counted apart: "2 errors, 1 in 1 file (1 file checked)".
  const inFiles = countDiagnostics(diagnostics.filter((d) => isFileProblem(d.file, d.rule)));
  const where = ` in ${counted(inFiles.filesWithErrors, 'file')}`;
  const within =
    inFiles.filesWithErrors === 0 || inFiles.filesWithErrors > files
      ? ''
      : inFiles.errors === errors
        ? where
        : `, ${inFiles.errors}${where}`;
  const checked = files === 0 ? 'no files' : counted(files, 'file');
  return `${counted(errors, 'error')}${within} (${checked} checked)${tail}`;
}

export function diagnosticsJson(files: number, diagnostics: Diagnostic[]): string {
  const entries = (severity: Diagnostic['severity']) =>
    diagnostics
      .filter((d) => d.severity === severity)
      .map(({ file, line, column, pointer, rule, message, heldBack }) => ({
        file,
        line,
        column,
        pointer,
        rule,
        message,
        // A file/too-many-diagnostics entry: the problems it stands for, so a script counts them.
        ...(heldBack === undefined ? {} : { heldBack }),
      }));
  return `${JSON.stringify({ files, errors: entries('error'), warnings: entries('warning') }, null, 2)}\n`;
}
