import { byFile, countDiagnostics, countErrors, hasErrors } from '../../src/core/diagnostics.js';
import { diagnosticsJson, summaryLine } from '../../src/core/report/diagnostics-text.js';
import { validationMarkdown, validationTitle } from '../../src/core/report/validation-markdown.js';
import type { Diagnostic } from '../../src/core/types.js';
import { validateRegistry } from '../../src/core/validate/index.js';
import { labLinkProblem } from '../../src/core/validate/paths.js';
import { file, PATH, record } from '../fixtures/validate/helpers.js';

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
    // At record files: a diagnostic at a folder is in no file (isFileProblem).
    const atFiles = list.map((x) => ({ ...x, file: `models/acme/${x.file}.toml` }));
    expect(summaryLine(5, atFiles)).toBe('3 errors in 2 files (5 files checked), 2 warnings');
  });

  it('an error about the records folder, with no record file checked, is not counted as a file with errors', () => {
    // Before: "1 error in 1 file (0 files checked)" for an empty registry.
    const { diagnostics, files } = validateRegistry([]);
    expect(diagnostics.map((x) => x.rule)).toEqual(['registry/empty']);
    expect(summaryLine(files, diagnostics)).toBe('1 error (no files checked)');
  });

  // Before: "1 error in 1 file (2 files checked)", JSON "files": 2, for one valid record and a lab
  // folder committed as a link; and with no record, "2 errors (1 file checked)" beside
  // registry/empty. A folder is no file checked, nor a file with errors.
  it('a problem with a folder is not counted as a file checked, nor as a file with errors', () => {
    const one = validateRegistry([file(PATH, record()), labLinkProblem('beta')]);
    expect(one.diagnostics.map((x) => [x.file, x.rule])).toEqual([['models/beta', 'file/symlink']]);
    expect(one.files).toBe(1);
    expect(summaryLine(one.files, one.diagnostics)).toBe('1 error (1 file checked)');
    expect(JSON.parse(diagnosticsJson(one.files, one.diagnostics)).files).toBe(1);

    const none = validateRegistry([labLinkProblem('acme')]);
    expect(none.diagnostics.map((x) => [x.file, x.rule])).toEqual([
      ['models', 'registry/empty'],
      ['models/acme', 'file/symlink'],
    ]);
    expect(summaryLine(none.files, none.diagnostics)).toBe('2 errors (no files checked)');
  });

  it('errors in files and in folders: those in files are counted apart', () => {
    const broken = validateRegistry([
      file(PATH, record().replace('name = "M"', 'name = 1')),
      labLinkProblem('beta'),
    ]);
    expect(summaryLine(broken.files, broken.diagnostics)).toBe('2 errors, 1 in 1 file (1 file checked)');
  });

  it('a file named almost like a record (file/location) is a file checked', () => {
    const misnamed = { path: 'models/acme/two.TOML', problem: { rule: 'file/location', message: 'm' } };
    const result = validateRegistry([file(PATH, record()), misnamed]);
    expect(result.files).toBe(2);
    expect(summaryLine(result.files, result.diagnostics)).toBe('1 error in 1 file (2 files checked)');
  });
});

describe('a file with more problems than are shown', () => {
  // 150 unknown keys: 100 diagnostics, then file/too-many-diagnostics for the other 50.
  const keys = Array.from({ length: 150 }, (_, i) => `x${String(i).padStart(3, '0')} = 1\n`).join('');
  const { files, diagnostics } = validateRegistry([file(PATH, keys + record())]);

  it('counts the problems found, not the notice that some are held back', () => {
    expect(diagnostics).toHaveLength(101);
    expect(countErrors(diagnostics)).toBe(150);
    expect(countDiagnostics(diagnostics)).toEqual({ errors: 150, warnings: 0, filesWithErrors: 1, files: 1 });
  });

  it('the CLI summary, the job summary and the check run title say 150', () => {
    expect(summaryLine(files, diagnostics)).toBe('150 errors in 1 file (1 file checked)');
    expect(validationTitle(countErrors(diagnostics), files)).toBe('150 validation errors');
    expect(validationMarkdown(diagnostics, files, (p) => p, 100_000)).toMatch(
      /^### Model registry: 150 validation errors\n/,
    );
  });
});

describe('--format json, for scripts that count', () => {
  it('the held-back notice says how many problems it stands for (heldBack); other entries are unchanged', () => {
    const keys = Array.from({ length: 150 }, (_, i) => `x${String(i).padStart(3, '0')} = 1\n`).join('');
    const { files, diagnostics } = validateRegistry([file(PATH, keys + record())]);
    const doc = JSON.parse(diagnosticsJson(files, diagnostics));
    expect(doc.errors).toHaveLength(101);
    expect(doc.errors[100]).toMatchObject({ rule: 'file/too-many-diagnostics', heldBack: 50 });
    expect(Object.keys(doc.errors[0])).toEqual(['file', 'line', 'column', 'pointer', 'rule', 'message']);
  });
});
