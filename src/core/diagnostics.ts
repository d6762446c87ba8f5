// Counting diagnostics: the one place that says what an error count, a warning count and "files
// with errors" mean, for every report (CLI summary, job summary, check run, outputs).
import type { Diagnostic } from './types.js';

export interface DiagnosticCounts {
  errors: number;
  warnings: number;
  /** Distinct files with at least one error. */
  filesWithErrors: number;
  /** Distinct files with any diagnostic. */
  files: number;
}

/**
 * Problems, not lines: a file's `file/too-many-diagnostics` notice counts as the problems it holds
 * back, so a file with 150 problems reads "150 errors" although 100 are listed.
 */
export function countDiagnostics(diagnostics: readonly Diagnostic[]): DiagnosticCounts {
  let errors = 0;
  let warnings = 0;
  const all = new Set<string>();
  const withErrors = new Set<string>();
  for (const d of diagnostics) {
    all.add(d.file);
    if (d.severity === 'error') {
      errors += problems(d);
      withErrors.add(d.file);
    } else warnings += problems(d);
  }
  return { errors, warnings, filesWithErrors: withErrors.size, files: all.size };
}

/** The error count of countDiagnostics: problems found, held-back ones included. */
export function countErrors(diagnostics: readonly Diagnostic[]): number {
  return diagnostics.reduce((n, d) => n + (d.severity === 'error' ? problems(d) : 0), 0);
}

const problems = (d: Diagnostic) => d.heldBack ?? 1;

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error');
}

/** Diagnostics grouped by file, files in first-seen order. */
export function byFile(diagnostics: readonly Diagnostic[]): Map<string, Diagnostic[]> {
  const out = new Map<string, Diagnostic[]>();
  for (const d of diagnostics) {
    const list = out.get(d.file);
    if (list) list.push(d);
    else out.set(d.file, [d]);
  }
  return out;
}
