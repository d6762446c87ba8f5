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

export function countDiagnostics(diagnostics: readonly Diagnostic[]): DiagnosticCounts {
  let errors = 0;
  const all = new Set<string>();
  const withErrors = new Set<string>();
  for (const d of diagnostics) {
    all.add(d.file);
    if (d.severity === 'error') {
      errors++;
      withErrors.add(d.file);
    }
  }
  return { errors, warnings: diagnostics.length - errors, filesWithErrors: withErrors.size, files: all.size };
}

export function countErrors(diagnostics: readonly Diagnostic[]): number {
  return diagnostics.reduce((n, d) => n + (d.severity === 'error' ? 1 : 0), 0);
}

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
