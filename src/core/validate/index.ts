// Validates a whole registry: every record file against the schema and the rules beyond it, plus the
// rules across records. Pure: files come in as bytes, diagnostics go out; nothing here touches the disk.
import { compareCodePoints } from '../json.js';
import { recordPaths } from '../record-path.js';
import { ChunkedParser } from '../toml/chunked.js';
import { createLocator } from '../toml/locate.js';
import { decodeUtf8, parseRecord, unquotedDates } from '../toml/parse.js';
import type { Diagnostic, JsonObject, ParsedRecord, RegistryFile, ValidationResult } from '../types.js';
import { grouped } from '../words.js';
import { type Finding, FindingBudget } from './finding.js';
import { quote } from './format.js';
import { emptyRecordMessage } from './messages/field-shapes.js';
import { findingsFromSchema } from './messages/findings.js';
import { isFileProblem, isRecordFile, recordLocation, windowsNameProblem } from './paths.js';
import { MODEL_ID, type RecordSummary, registryRuleFindings, summarize } from './registry.js';
import { recordFindings } from './rules.js';
import { schema, schemaErrors } from './schema.js';
import { unquotedDateDiagnostics } from './unquoted-dates.js';

export { schema };

export interface ValidateOptions {
  /** Report diagnostics only for these registry paths (a PR's changed files); cross-record rules still see every file. */
  only?: Iterable<string>;
  /**
   * A record's value when the caller already has it (a full build's history reader parsed every
   * version of the head): used instead of parsing the bytes again. It must be what parseRecord gives
   * for those bytes; a record with findings is parsed again anyway, so its diagnostics are exactly
   * those of a plain run.
   */
  parsed?: (path: string) => JsonObject | undefined;
  /**
   * The records' folder in the repository (`models-dir`; default `models`): messages that name a
   * record file or the folder name them as the repository has them.
   */
  modelsDir?: string;
}

/**
 * The problem of a file over the size limit; the shell reports it without reading the file. A
 * reader's limit of MAX_STORED_BYTES is the record limit: a file over it is over 1 MiB as LF too.
 */
export function tooLarge(size: number, max: number = MAX_RECORD_BYTES): { rule: string; message: string } {
  const record = max === MAX_RECORD_BYTES || max === MAX_STORED_BYTES;
  const limit = record ? `1 MiB (${grouped(MAX_RECORD_BYTES)} bytes)` : `${grouped(max)} bytes`;
  return {
    rule: 'file/too-large',
    message: `file is ${grouped(size)} bytes; a record may be at most ${limit}`,
  };
}

/** The diagnostic of a record file over the size limit (at its first line, as it is never parsed). */
export function tooLargeDiagnostic(file: string, size: number): Diagnostic {
  const { rule, message } = tooLarge(size);
  return fileDiagnostic(file, rule, message);
}

/**
 * 1 MiB: a larger file is one `file/too-large` diagnostic, never parsed. Measured on the LF form
 * (oversize): the same record checked out with CRLF (Windows, core.autocrlf) is the same size,
 * and so is its blob, which git stores with LF there.
 */
export const MAX_RECORD_BYTES = 1024 * 1024;

/**
 * What a reader reads of a file before oversize can tell: CRLF at most doubles the LF form, so a
 * file over this is too large however its lines end.
 */
export const MAX_STORED_BYTES = 2 * MAX_RECORD_BYTES;

/**
 * A record's size as the limit counts it (each CRLF counted as LF: parse.ts reads CRLF as LF) when
 * that is over MAX_RECORD_BYTES; undefined for a record within it. A file of at most that many bytes
 * is within it however its lines end, so only a larger one is scanned (a full build meets 600 MB of
 * versions, and `indexOf` on a typed array walks them one element at a time).
 */
export function oversize(bytes: Uint8Array): number | undefined {
  if (bytes.length <= MAX_RECORD_BYTES) return undefined;
  let size = bytes.length;
  for (let i = bytes.indexOf(13); i >= 0; i = bytes.indexOf(13, i + 1)) if (bytes[i + 1] === 10) size--;
  return size > MAX_RECORD_BYTES ? size : undefined;
}

/** Past this, more diagnostics for one file bury the first ones rather than help. */
export const MAX_DIAGNOSTICS_PER_FILE = 100;

/** Findings past this many per file are counted, not worded or located: the work stays bounded. */
export const MAX_WORDED_PER_FILE = 200;

interface Loaded extends ParsedRecord {
  /** The model id the path implies. */
  pathId: string;
  /** The value came from the caller's Values, not a whole parse. */
  given: boolean;
  /**
   * The parse's toml/integer-range diagnostics (the value holds the nearest numbers in their place),
   * or those of TOML dates where the record holds text (the value holds their strings).
   */
  inexact?: Diagnostic[];
}

/** A record's value from its decoded text when the caller has one (ValidateOptions.parsed). */
type Values = (path: string, text: string) => JsonObject | undefined;

export function validateRegistry(files: RegistryFile[], options: ValidateOptions = {}): ValidationResult {
  const only = options.only === undefined ? undefined : new Set(options.only);
  const { parsed, modelsDir } = options;
  return finishWithRecords(
    checkFiles(files, { only, keepRecords: true, parsed, modelsDir }),
    only,
    modelsDir,
  );
}

/** finishValidation of one share that holds its records (their texts locate cross-record findings). */
export function finishWithRecords(
  part: FilesCheck,
  only?: ReadonlySet<string>,
  modelsDir?: string,
): ValidationResult {
  const texts = new Map(part.records.map((r) => [r.path, r.text]));
  return finishValidation([part], (path) => texts.get(path) ?? null, only, modelsDir);
}

/**
 * The records validateRegistry would return for `files` (every record file that loads), with values
 * from `parsed` where given: for a caller whose checks ran elsewhere (checkFiles on a worker).
 */
export function loadRecords(
  files: RegistryFile[],
  parsed: (path: string) => JsonObject | undefined,
): ParsedRecord[] {
  const records: ParsedRecord[] = [];
  for (const f of files) {
    if ('problem' in f || !isRecordFile(f.path)) continue;
    const outcome = load(f.path, f.bytes, parsed);
    if (!('diagnostic' in outcome))
      records.push({ path: outcome.path, text: outcome.text, value: outcome.value });
  }
  return records;
}

/**
 * Record values parsed section by section (toml/chunked.ts), each distinct section once: records
 * of one registry repeat many sections (sources, limitations, language lists), and the value is
 * parseRecord's by construction. Undefined where only a whole parse can tell; `load` then parses
 * the file whole, as it does again for any record with findings (so diagnostics are a plain
 * parse's). 5,000 copies of the conformance records, one thread: 6.1 s → 2.8 s.
 */
function sectionParsed(): Values {
  const parser = new ChunkedParser();
  return (_path, text) => parser.assembledText(text) ?? undefined;
}

/** The per-file share of validation: everything except the rules across records. */
export interface FilesCheck {
  examined: number;
  recordFiles: number;
  /** Not yet filtered by `only`. */
  diagnostics: Diagnostic[];
  /** A summary of every record that parsed: the input of the cross-record rules. */
  summaries: RecordSummary[];
  /** The parsed records, when asked for. */
  records: ParsedRecord[];
}

/**
 * Checks files on their own: parse, schema, rules within a record, path. Independent per file, so a
 * share of the files can be checked in a worker thread and the shares merged by finishValidation.
 */
export function checkFiles(
  files: RegistryFile[],
  options: {
    only: ReadonlySet<string> | undefined;
    keepRecords: boolean;
    /** As ValidateOptions.parsed; values parsed section by section (sectionParsed) when absent. */
    parsed?: Values | undefined;
    /** As ValidateOptions.modelsDir. */
    modelsDir?: string | undefined;
  },
): FilesCheck {
  const part: FilesCheck = { examined: 0, recordFiles: 0, diagnostics: [], summaries: [], records: [] };
  const reported = (path: string) => options.only === undefined || options.only.has(path);
  const parsed = options.parsed ?? sectionParsed();
  for (const f of files) {
    const isRecord = isRecordFile(f.path);
    if ('problem' in f) {
      if (isFileProblem(f.path, f.problem.rule)) part.examined++;
      if (isRecord) part.recordFiles++;
      part.diagnostics.push(fileDiagnostic(f.path, f.problem.rule, f.problem.message));
      continue;
    }
    if (!isRecord) continue;
    part.examined++;
    part.recordFiles++;
    let outcome = load(f.path, f.bytes, parsed, options.modelsDir);
    // A warning, whatever the record holds: the spec's slugs allow the name (docs/rules.md).
    const device =
      'diagnostic' in outcome && outcome.diagnostic.rule === 'file/location'
        ? undefined
        : windowsNameProblem(f.path);
    if (device)
      part.diagnostics.push({ ...fileDiagnostic(f.path, device.rule, device.message), severity: 'warning' });
    if ('diagnostic' in outcome) {
      part.diagnostics.push(...(outcome.all ?? [outcome.diagnostic]));
      continue;
    }
    if (reported(outcome.path)) {
      // Values given or parsed by sections are only probed (nothing worded); a record with
      // findings is parsed whole and checked again, so its diagnostics are a plain run's.
      let found = findingsOf(outcome, outcome.given ? 0 : MAX_WORDED_PER_FILE);
      if (outcome.given && !isClean(found)) {
        const whole = parseRecord(outcome.path, outcome.text);
        if (whole.ok) outcome = { ...outcome, value: whole.value };
        found = findingsOf(outcome, MAX_WORDED_PER_FILE);
      }
      part.diagnostics.push(...located(outcome, found));
    }
    part.summaries.push(summarize(outcome.path, outcome.pathId, outcome.value));
    if (options.keepRecords)
      part.records.push({ path: outcome.path, text: outcome.text, value: outcome.value });
  }
  return part;
}

/**
 * Merges the shares, applies the rules across records (REGISTRY_RULES) and the `only` filter, and
 * sorts. `textOf` gives a record's text, needed only to locate a cross-record diagnostic.
 */
export function finishValidation(
  parts: FilesCheck[],
  textOf: (path: string) => string | null,
  only: ReadonlySet<string> | undefined,
  /** As ValidateOptions.modelsDir. */
  modelsDir = 'models',
): ValidationResult {
  const reported = (path: string) => only === undefined || only.has(path);
  const diagnostics = parts.flatMap((p) => p.diagnostics);
  const summaries = parts.flatMap((p) => p.summaries);
  const { toRepoPath } = recordPaths(modelsDir);
  for (const { path, finding } of registryRuleFindings(summaries, undefined, toRepoPath)) {
    if (reported(path)) diagnostics.push(locateOne(path, finding, textOf(path)));
  }
  const shown = diagnostics.filter((d) => reported(d.file));
  // Not when the records folder itself has a problem (named in other letter case, a link, a
  // submodule), nor when a record is there under a name or in a place a record cannot have
  // (`a.toml.txt`, `a.TOML`): that is why no record was read, and "add records" would send the user
  // astray.
  if (
    parts.reduce((n, p) => n + p.recordFiles, 0) === 0 &&
    !shown.some((d) => d.file === 'models' || d.rule === 'file/location')
  ) {
    // Not tied to a changed file: an empty registry is always worth saying.
    shown.push(
      fileDiagnostic(
        'models',
        'registry/empty',
        'the registry has no records: add <lab_slug>/<model_slug>.toml files to this folder',
      ),
    );
  }
  return {
    files: parts.reduce((n, p) => n + p.examined, 0),
    records: parts.flatMap((p) => p.records).sort((a, b) => compareCodePoints(a.path, b.path)),
    diagnostics: shown.sort(byPosition),
  };
}

/** A cross-record finding, located in its record's text (read again only for these rare cases). */
function locateOne(path: string, finding: Finding, text: string | null): Diagnostic {
  const { line, column } =
    text === null
      ? { line: 1, column: 1 }
      : createLocator(text).locate(finding.at ?? finding.pointer, finding.anchor);
  return {
    file: path,
    line,
    column,
    pointer: finding.pointer,
    rule: finding.rule,
    message: finding.message,
    severity: 'error',
  };
}

/**
 * A record file's text and value, or its one diagnostic. The bytes are decoded once; the value is
 * `values`' where it has one (`given`), else the whole parse's.
 */
function load(
  path: string,
  bytes: Uint8Array,
  values?: Values,
  modelsDir?: string,
): Loaded | { diagnostic: Diagnostic; all?: Diagnostic[] } {
  const location = recordLocation(path, modelsDir, () => writtenId(path, bytes));
  if (!location.ok) return { diagnostic: fileDiagnostic(path, 'file/location', location.message) };
  const size = oversize(bytes);
  if (size !== undefined) return { diagnostic: tooLargeDiagnostic(path, size) };
  const decoded = decodeUtf8(path, bytes);
  if (!('text' in decoded)) return { diagnostic: decoded.diagnostic };
  const { text } = decoded;
  const known = values?.(path, text);
  if (known !== undefined)
    return (
      empty(path, known) ?? withDates({ path, text, value: known, pathId: location.modelId, given: true })
    );
  const parsed = parseRecord(path, text);
  if (!parsed.ok) {
    // Integers beyond 2^53 − 1 are errors, but the rest of the record is still checked.
    const { inexact, stopped } = parsed;
    // Stopped at a nan after such integers: each said, though the rest is not checked.
    if (stopped !== undefined) return { diagnostic: parsed.diagnostic, all: capped(stopped.diagnostics, 0) };
    if (inexact === undefined) return { diagnostic: parsed.diagnostic };
    const loaded = { path, text, value: inexact.value, pathId: location.modelId, given: false };
    return withDates({ ...loaded, inexact: inexact.diagnostics });
  }
  return (
    empty(path, parsed.value) ??
    withDates({ path, text, value: parsed.value, pathId: location.modelId, given: false })
  );
}

/**
 * The model.id a file at no record path holds, read only for file/location to propose the rename
 * that matches it; undefined where it has none to read (too large, not UTF-8, no such string).
 */
function writtenId(path: string, bytes: Uint8Array): string | undefined {
  if (oversize(bytes) !== undefined) return undefined;
  const decoded = decodeUtf8(path, bytes);
  if (!('text' in decoded)) return undefined;
  const parsed = parseRecord(path, decoded.text);
  const model = (parsed.ok ? parsed.value : parsed.inexact?.value)?.model;
  return model !== null && typeof model === 'object' && !Array.isArray(model) && typeof model.id === 'string'
    ? model.id
    : undefined;
}

/** A record with TOML dates where it holds text: each is an error, and the rest is still checked. */
function withDates(loaded: Loaded): Loaded {
  const dates = unquotedDates(loaded.value);
  if (dates === undefined) return loaded;
  const found = unquotedDateDiagnostics(loaded.path, loaded.text, loaded.value, dates);
  return { ...loaded, inexact: [...(loaded.inexact ?? []), ...found].sort(byPosition) };
}

/**
 * An empty record (blank lines, comments, a byte order mark, or nothing: no key at all) is one
 * `file/empty`, not a "missing required field" for each field a record needs.
 */
function empty(path: string, value: JsonObject): { diagnostic: Diagnostic } | undefined {
  for (const _ in value) return undefined;
  return { diagnostic: fileDiagnostic(path, 'file/empty', emptyRecordMessage()) };
}

/**
 * A record's findings, the first `worded` of them worded (only so many are worded and located:
 * each costs a message and a lookup, and 100 are shown), or the diagnostic of a checker that broke.
 */
function findingsOf(record: Loaded, worded: number): FindingBudget | Diagnostic {
  const budget = new FindingBudget(worded);
  try {
    const errors = schemaErrors(record.value);
    findingsFromSchema(errors, record.value, budget, record.text);
    pathIdHint(budget.findings, record.pathId);
    recordFindings(record.value, budget, new Set(errors.map((e) => e.instancePath)));
  } catch (err) {
    // Never expected; a record that breaks the checker must still show up as a problem, not a crash.
    const message = `the validator failed on this file (${(err as Error)?.message ?? String(err)}); please report it`;
    return fileDiagnostic(record.path, 'internal/error', message);
  }
  return budget;
}

/**
 * `id = "Google/Veo-3-1"` or `"veo-3-1"` in models/google/veo-3-1.toml: the id to write is the one its
 * path gives (any other fails registry/model-id-path next).
 */
function pathIdHint(findings: Finding[], pathId: string): void {
  if (!MODEL_ID.test(pathId)) return;
  for (const f of findings)
    if (f.pointer === '/model/id' && f.rule === 'schema/pattern')
      f.message += ` (write ${quote(pathId)}, the id its file path gives)`;
}

const isClean = (found: FindingBudget | Diagnostic) =>
  found instanceof FindingBudget && found.findings.length === 0 && found.unworded === 0;

/** The findings as diagnostics at their lines, sorted and capped. */
function located(record: Loaded, found: FindingBudget | Diagnostic): Diagnostic[] {
  const inexact = record.inexact ?? [];
  if (!(found instanceof FindingBudget)) return [...inexact, found];
  const { findings, unworded: heldBack } = found;
  if (findings.length === 0) return capped(inexact, 0);
  const locator = createLocator(record.text);
  const diagnostics = findings.map((f): Diagnostic => {
    const { line, column } = locator.locate(f.at ?? f.pointer, f.anchor);
    return {
      file: record.path,
      line,
      column,
      pointer: f.pointer,
      rule: f.rule,
      message: f.message,
      severity: f.severity ?? 'error',
    };
  });
  return capped([...inexact, ...diagnostics].sort(byPosition), heldBack);
}

function capped(sorted: Diagnostic[], heldBack: number): Diagnostic[] {
  if (sorted.length <= MAX_DIAGNOSTICS_PER_FILE && heldBack === 0) return sorted;
  const shown = sorted.slice(0, MAX_DIAGNOSTICS_PER_FILE);
  const next = sorted[MAX_DIAGNOSTICS_PER_FILE] ?? sorted[sorted.length - 1]!;
  const more = sorted.length - shown.length + heldBack;
  return [
    ...shown,
    {
      ...next,
      pointer: '',
      rule: 'file/too-many-diagnostics',
      message: `${more} more problems in this file are not shown; fix the ones above and validate again`,
      heldBack: more,
    },
  ];
}

/** A diagnostic about a whole file, at 1:1. */
export function fileDiagnostic(file: string, rule: string, message: string): Diagnostic {
  return { file, line: 1, column: 1, pointer: '', rule, message, severity: 'error' };
}

function byPosition(a: Diagnostic, b: Diagnostic): number {
  return (
    compareCodePoints(a.file, b.file) ||
    a.line - b.line ||
    a.column - b.column ||
    compareCodePoints(a.rule, b.rule) ||
    compareCodePoints(a.message, b.message)
  );
}
