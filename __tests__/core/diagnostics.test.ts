import { byFile, countDiagnostics, countErrors, hasErrors } from '../../src/core/diagnostics.js';
import { summaryLine } from '../../src/core/report/diagnostics-text.js';
import type { Diagnostic } from '../../src/core/types.js';

const d = (file: string, severity: Diagnostic['severity']): Diagnostic => ({
  file,
  line: 1,
  column: 1,
  pointer: '',
  rule: 'r',
  message: 'm',
  severity,
});

describe('counting diagnostics', () => {
  const list = [d('a', 'error'), d('b', 'warning'), d('a', 'error'), d('c', 'error'), d('b', 'warning')];

  it('counts errors, warnings, files with errors and files', () => {
    expect(countDiagnostics(list)).toEqual({ errors: 3, warnings: 2, filesWithErrors: 2, files: 3 });
    expect(countErrors(list)).toBe(3);
    expect(hasErrors(list)).toBe(true);
    expect(hasErrors([d('b', 'warning')])).toBe(false);
    expect(countDiagnostics([])).toEqual({ errors: 0, warnings: 0, filesWithErrors: 0, files: 0 });
    expect([...byFile(list)].map(([f, ds]) => [f, ds.length])).toEqual([
      ['a', 2],
      ['b', 2],
      ['c', 1],
    ]);
  });

  it('the summary counts only the files that have errors', () => {
    expect(summaryLine(5, list)).toBe('3 errors in 2 files (5 files checked), 2 warnings');
  });
});
