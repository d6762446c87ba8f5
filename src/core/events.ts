// History → drift events: one event per commit on head's first-parent line and record file whose
// data changed against the commit's first parent. Commits a merge brought in make none: the merge
// carries their change (`git log --first-parent`), which would otherwise be in the feed twice.
import { firstParentChain } from './commit-order.js';
import { diffRecords, formatPath, parsePath, resolvePath, sameData, sameJson } from './diff.js';
import { compareCodePoints, isObject } from './json.js';
import { diagnosticLine } from './report/diagnostics-text.js';
import { ChunkedParser, changedSectionKeys, type VersionOutcome } from './toml/chunked.js';
import type {
  Change,
  Diagnostic,
  DriftEvent,
  FileVersionChange,
  HistoryCommit,
  JsonObject,
} from './types.js';
import { fileDiagnostic, oversize, tooLargeDiagnostic } from './validate/index.js';
import { isRecordFile, RECORD_LINK, recordLocation } from './validate/paths.js';
import { modelIdFromPath } from './words.js';

/**
 * A version a history reader did not read because it is over the size limit (empty; `size` is the
 * real size). The events builder treats it like a version that does not parse: left out of the feed,
 * with one warning, and compared by the versions around it.
 */
export class OversizedVersion extends Uint8Array {
  constructor(readonly size: number) {
    super(0);
  }
}

/**
 * A version that is a symbolic link in its commit (mode 120000), never read: its blob is the link's
 * text, not a record. Left out like a version that does not parse, said as a link; `blob` names it
 * in the warning's once-per-content key.
 */
export class LinkVersion extends Uint8Array {
  constructor(readonly blob: string) {
    super(0);
  }
}

/**
 * A version a history reader already parsed, carried as its value (empty; read-only from then on):
 * the reader parses while git is still reading, and the bytes need not be kept. A version that does
 * not parse comes as an UnparseableVersion instead.
 */
export class ParsedVersion extends Uint8Array {
  constructor(readonly value: JsonObject) {
    super(0);
  }
}

/**
 * A version a history reader already parsed that does not parse, carried as its diagnostic (empty):
 * the events builder then words no error again (a slow wording cost a build twice), and the bytes
 * need not be kept. `blob` (git's id of its content) stands for the bytes in the warning's
 * once-per-content key, so a reader gives every such version of one history this way or none.
 */
export class UnparseableVersion extends Uint8Array {
  constructor(
    readonly diagnostic: Diagnostic,
    readonly blob: string,
  ) {
    super(0);
  }
}

/**
 * Why a record version is left out of the feed: it does not parse, it is over the size limit, or
 * it parses but is no record (an emptied file). Its warning's rule is `history/<this>`.
 */
export type Skipped = 'unparseable' | 'too-large' | 'not-a-record' | 'symlink';

/** What a skipped version is, in words: `the version at … ${skippedWords[s]}`. */
export const skippedWords: Record<Skipped, string> = {
  unparseable: 'does not parse',
  'too-large': 'is too large',
  'not-a-record': 'is not a record',
  // No commit named: the label before it names the commit (`at commit X`) or its child (`before commit X`).
  symlink: 'is a symbolic link, not a record',
};

/**
 * Where in its version a history warning's mistake is, as validate gives it for the file (`8:7`),
 * or undefined: only a version that does not parse has one (too large, a link or no record is the
 * whole file). The line is that version's, not the file's now.
 */
export function historyPosition(w: Diagnostic): { line: number; column: number } | undefined {
  return w.rule === 'history/unparseable' ? { line: w.line, column: w.column } : undefined;
}

/**
 * A history warning as one line of text, as validate prints a warning (`FILE:8:7: RULE (warning)
 * MESSAGE`), which FILE:LINE:COLUMN readers (vim's errorformat, problem matchers) take: at its
 * position (historyPosition), else at 1:1 as validate says a whole file's problem. `file` as the
 * reader should see it.
 */
export function historyLine(w: Diagnostic, file: string): string {
  const { line, column } = historyPosition(w) ?? { line: 1, column: 1 };
  return diagnosticLine({ ...w, file, line, column, severity: 'warning' });
}

const NOT_A_RECORD = 'history/not-a-record';
/** A version that parses as TOML but holds an integer beyond 2^53 − 1: why it is left out, not "does not parse". */
const INEXACT_WORDS = 'holds an integer JSON cannot carry exactly';

/**
 * Why a value that parsed is still no record, or undefined when it is one: one has a `model` table
 * whose `id` is a string. Every version the schema ever accepted has one (it names the record), and
 * a file emptied by accident, or left with only comments, has none: compared as data, it would
 * "remove" every field and the fix add them all back. A few property reads, never the schema: a
 * full build reads tens of thousands of versions, and a version that is a record but invalid
 * (a field missing) still makes its events, as before.
 */
function notARecord(value: JsonObject): string | undefined {
  const model = Object.hasOwn(value, 'model') ? value.model : undefined;
  if (isObject(model) && Object.hasOwn(model, 'id') && typeof model.id === 'string') return undefined;
  return Object.keys(value).length === 0
    ? 'the file is empty or holds only comments'
    : 'it has no [model] table with an id';
}

/** `outcome`, or a diagnostic in its place when what parsed is no record. */
function asRecord(path: string, outcome: VersionOutcome): VersionOutcome {
  if (!outcome.ok) return outcome;
  const why = notARecord(outcome.value);
  if (why === undefined) return outcome;
  return {
    ok: false,
    diagnostic: {
      file: path,
      line: 1,
      column: 1,
      pointer: '',
      rule: NOT_A_RECORD,
      message: why,
      severity: 'error',
    },
  };
}

/** Why a version whose outcome is `diagnostic` is left out. */
function skippedFor(diagnostic: Diagnostic): Skipped {
  if (diagnostic.rule === 'file/too-large') return 'too-large';
  if (diagnostic.rule === 'file/symlink') return 'symlink';
  return diagnostic.rule === NOT_A_RECORD ? 'not-a-record' : 'unparseable';
}

export interface BuildEventsOptions {
  /** `https://github.com/o/r`; commit links are `${repositoryUrl}/commit/${sha}` (trailing `/` ignored). */
  repositoryUrl: string;
  /** Only head and its first parents make events (firstParentChain); other commits are ignored. */
  head: string;
}

/**
 * A version left out (it did not parse, was too large, or was no record) where a commit's change
 * starts (its first parent's), and what the change was measured from in its place: the last version
 * that parses (`from`: where it was current,
 * a commit and the path it had there), null when none does (so the record is shown as added), or
 * 'unknown' when the history given starts before one was found (a range: an earlier part may hold it).
 */
export interface EarlierVersion {
  /** The record path at the commit's first parent. */
  file: string;
  commit: string;
  parent: string | undefined;
  /** The commit removed the file (so no version at all: a removal with nothing to compare makes no event). */
  removed: boolean;
  /** Why the version was left out. */
  skipped: Skipped;
  from: { sha: string; path: string } | null | 'unknown';
}

/** `e` with its record paths mapped by `toRepoPath` (the repository's, when models-dir is another folder). */
export function earlierInRepo(e: EarlierVersion, toRepoPath: (path: string) => string): EarlierVersion {
  const from = e.from && e.from !== 'unknown' ? { ...e.from, path: toRepoPath(e.from.path) } : e.from;
  return { ...e, file: toRepoPath(e.file), from };
}

/** A parsed version of a record file, or null where the file is absent (or has no usable version). */
type Version = JsonObject | null;

/** One file of one commit with both versions resolved to data. */
interface Resolved {
  path: string;
  previousPath?: string;
  before: Version;
  after: Version;
}

/**
 * Whether a file at `path` can be a record: `models/<lab_slug>/<model_slug>.toml`. Versions anywhere
 * else were never records (validation refuses them), so they make no events.
 */
function isRecordPath(path: string): boolean {
  return isRecordFile(path) && recordLocation(path).ok;
}

/**
 * Files under the records folder that a range leaves at a path where no record can be (nested too
 * deep, outside a lab folder, a slug that is none), with why: their versions make no events, which
 * `0 events` alone does not say. A file moved to its place within the range is not among them.
 * `commits` oldest first; paths are record paths (`models/...`), named with `modelsDir` in messages.
 */
export function misplacedRecords(
  commits: HistoryCommit[],
  modelsDir = 'models',
): { path: string; message: string }[] {
  const present = new Map<string, boolean>();
  for (const c of commits)
    for (const f of c.files) {
      // A rename the reader reported: its old path is gone.
      if (f.previousPath !== undefined && !isRecordPath(f.previousPath)) present.set(f.previousPath, false);
      if (!isRecordPath(f.path)) present.set(f.path, f.after !== null);
    }
  return [...present]
    .filter(([, there]) => there)
    .map(([path]) => path)
    .sort(compareCodePoints)
    .flatMap((path) => {
      const where = recordLocation(path, modelsDir);
      return where.ok ? [] : [{ path, message: where.message }];
    });
}

/**
 * The event's `model`. Its id is the path's: the spec makes `model.id` equal it, so a version that
 * claims another id (a copied file not yet fixed) cannot put events in that model's feed. Other
 * fields a (historically invalid) version lacks are `""`.
 */
function modelInfo(value: JsonObject, path: string): DriftEvent['model'] {
  // Own properties only: a value's prototype is not record data.
  const own = (o: JsonObject, k: string) => (Object.hasOwn(o, k) ? o[k] : undefined);
  const model = own(value, 'model');
  const m = isObject(model) ? model : {};
  const text = (k: string) => {
    const v = own(m, k);
    return typeof v === 'string' ? v : '';
  };
  return {
    id: modelIdFromPath(path),
    lab: text('lab'),
    modality: text('modality'),
    name: text('name'),
    path,
  };
}

/** A string that identifies the bytes, to report one bad version once however often it recurs. */
function bytesKey(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 8192) s += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return s;
}

class HistoryIndex {
  private readonly bySha = new Map<string, HistoryCommit>();
  private readonly filesBySha = new Map<string, Map<string, FileVersionChange>>();
  private readonly parsed = new Map<Uint8Array, VersionOutcome>();
  // Versions of one history share most of their text: each distinct section is parsed once.
  private readonly parser = new ChunkedParser();
  private readonly reported = new Set<string>();
  readonly warnings: Diagnostic[] = [];
  readonly earlier: EarlierVersion[] = [];
  /** Each version a commit makes that is left out (does not parse, too large, no record): no event says it changed. */
  readonly leftOut: { path: string; commit: string }[] = [];

  constructor(commits: HistoryCommit[]) {
    for (const c of commits) {
      if (this.bySha.has(c.sha)) continue;
      this.bySha.set(c.sha, c);
      this.filesBySha.set(c.sha, new Map(c.files.map((f) => [f.path, f])));
    }
  }

  /**
   * Parses once per bytes object (readers share one array per blob); never a version over the limit,
   * nor one the reader parsed already (a ParsedVersion or an UnparseableVersion).
   * A value that is no record is an outcome that is not ok, as a version that does not parse is.
   */
  parse(path: string, bytes: Uint8Array): VersionOutcome {
    if (bytes instanceof ParsedVersion) return asRecord(path, { ok: true, value: bytes.value });
    if (bytes instanceof UnparseableVersion)
      return { ok: false, diagnostic: { ...bytes.diagnostic, file: path } };
    if (bytes instanceof LinkVersion)
      return { ok: false, diagnostic: fileDiagnostic(path, 'file/symlink', RECORD_LINK) };
    const known = this.parsed.get(bytes);
    if (known) return known;
    const size = bytes instanceof OversizedVersion ? bytes.size : oversize(bytes);
    const outcome: VersionOutcome =
      size !== undefined
        ? { ok: false, diagnostic: tooLargeDiagnostic(path, size) }
        : asRecord(path, this.parser.parse(path, bytes));
    this.parsed.set(bytes, outcome);
    return outcome;
  }

  /**
   * The parsed data, or undefined (with a warning, once per path and content) when it does not parse
   * or is no record. The warning is on the file; its message names no path (readers show the file's
   * repository path, which is not the record path when models-dir is another folder).
   */
  version(path: string, bytes: Uint8Array, where: string): JsonObject | undefined {
    const outcome = this.parse(path, bytes);
    if (outcome.ok) return outcome.value;
    const content =
      bytes instanceof OversizedVersion
        ? `${bytes.size}`
        : bytes instanceof ParsedVersion
          ? `parsed\0${JSON.stringify(bytes.value)}` // no bytes kept: its (small, no record) value
          : bytes instanceof UnparseableVersion || bytes instanceof LinkVersion
            ? `blob\0${bytes.blob}` // no bytes kept: the blob id names them
            : bytesKey(bytes);
    const key = `${path}\0${content}`;
    if (!this.reported.has(key)) {
      this.reported.add(key);
      const d = outcome.diagnostic;
      const skipped = skippedFor(d);
      this.warnings.push({
        file: path,
        line: d.line,
        column: d.column,
        pointer: '',
        rule: `history/${skipped}`,
        message: `${where} ${d.rule === 'toml/integer-range' ? INEXACT_WORDS : skippedWords[skipped]} and is left out of the drift feed: ${d.message}`,
        severity: 'warning',
      });
    }
    return undefined;
  }

  /**
   * The last version of `path` that parses (and is a record), as of commit `sha`, walking its
   * first-parent chain: a version that does not parse is skipped and the one before it used in its place. Also says
   * at which path that version lived (a rename whose new version did not parse moved the model), and
   * the commit where it was current. 'unknown' when the history given starts first.
   */
  lastParseable(
    sha: string | undefined,
    path: string,
  ): { value: JsonObject; path: string; sha: string } | null | 'unknown' {
    const seen = new Set<string>();
    let p = path;
    for (let cur = sha; cur !== undefined && !seen.has(cur); cur = this.bySha.get(cur)?.parents[0]) {
      seen.add(cur);
      const files = this.filesBySha.get(cur);
      if (files === undefined) return 'unknown'; // history starts here: nothing earlier is known
      const f = files.get(p);
      if (f === undefined) continue;
      if (f.after === null) return null;
      const after = this.parse(p, f.after);
      if (after.ok) return { value: after.value, path: p, sha: cur };
      p = f.previousPath ?? p;
      // Renamed from where no record can be: nothing earlier is this record.
      if (f.before === null || !isRecordPath(p)) return null;
      const before = this.parse(p, f.before);
      // Current at cur's first parent (a commit with a version before it has one).
      const at = this.bySha.get(cur)?.parents[0] ?? cur;
      if (before.ok) return { value: before.value, path: p, sha: at };
    }
    return null;
  }

  /**
   * Both versions of a file as data. A side at a path where no record can be counts as absent: a
   * rename from there is an addition, a rename to there a removal, and a file only ever there
   * makes nothing.
   */
  resolve(commit: HistoryCommit, f: FileVersionChange): Resolved | undefined {
    const short = commit.sha.slice(0, 7);
    let oldPath = f.previousPath ?? f.path;
    const wasRecord = f.before !== null && isRecordPath(oldPath);
    const isRecord = f.after !== null && isRecordPath(f.path);
    if (!wasRecord && !isRecord) return undefined;
    let before: Version = null;
    let earlier: EarlierVersion | undefined;
    if (f.before !== null && wasRecord) {
      before = this.version(oldPath, f.before, `the version before commit ${short}`) ?? null;
      if (before === null) {
        const file = oldPath;
        const last = this.lastParseable(commit.parents[0], oldPath);
        if (last && last !== 'unknown') [before, oldPath] = [last.value, last.path];
        const from = last && last !== 'unknown' ? { sha: last.sha, path: last.path } : last;
        const outcome = this.parse(file, f.before);
        const skipped = outcome.ok ? 'unparseable' : skippedFor(outcome.diagnostic);
        const removed = f.after === null;
        earlier = { file, commit: commit.sha, parent: commit.parents[0], removed, skipped, from };
      }
    }
    let after: Version = null;
    if (f.after !== null && isRecord) {
      const v = this.version(f.path, f.after, `the version at commit ${short}`);
      if (v === undefined) {
        this.leftOut.push({ path: f.path, commit: commit.sha });
        return undefined; // compared later, by the next version that parses
      }
      after = v;
    }
    if (earlier) this.earlier.push(earlier);
    return {
      path: f.path,
      ...(oldPath !== f.path && { previousPath: oldPath }),
      before,
      after,
    };
  }
}

type Draft = Omit<DriftEvent, 'id' | 'commit'>;

function added(r: { path: string; after: JsonObject }): Draft {
  return { type: 'model_added', model: modelInfo(r.after, r.path), changes: [] };
}

function removed(path: string, before: JsonObject): Draft {
  return { type: 'model_removed', model: modelInfo(before, path), changes: [] };
}

/** Between two versions of one model (same path, or a rename). Null when the data is the same. */
function between(
  path: string,
  previousPath: string | undefined,
  before: JsonObject,
  after: JsonObject,
): Draft | null {
  const moved = previousPath !== undefined && previousPath !== path;
  // Members the two versions made from the same sections are equal: only the others are compared.
  const changes = boundedChanges(
    diffRecords(before, after, changedSectionKeys(before, after)),
    before,
    after,
  );
  const model = modelInfo(after, path);
  if (changes.length === 0)
    return moved ? { type: 'model_moved', model, previous_path: previousPath, changes } : null;
  return { type: 'model_updated', model, ...(moved && { previous_path: previousPath }), changes };
}

/** A record's `model.name` and `model.aliases` (strings only: history may hold invalid versions). */
function namesOf(value: JsonObject): { name: string | undefined; aliases: string[] } {
  const model = Object.hasOwn(value, 'model') ? value.model : undefined;
  if (!isObject(model)) return { name: undefined, aliases: [] };
  const name = Object.hasOwn(model, 'name') && typeof model.name === 'string' ? model.name : undefined;
  const aliases = Object.hasOwn(model, 'aliases') && Array.isArray(model.aliases) ? model.aliases : [];
  return { name: name || undefined, aliases: aliases.filter((a): a is string => typeof a === 'string') };
}

/** `models/acme/foo.toml` → `foo`. */
const slugOf = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.toml'.length);

/**
 * Whether a record gone from one path and one new at another are one model that moved: it keeps its
 * slug (its lab renamed, or moved to another lab), its name (a slug fixed), or one's name is among
 * the other's aliases (a model renamed, the old name kept). Git's rename detection is no test: it
 * pairs files by text, and records share most of theirs, so a model retired for its successor in
 * one commit would read as renamed; and GitHub's detection may pair otherwise than local git's.
 */
function sameModel(
  gone: { path: string; before: JsonObject },
  now: { path: string; after: JsonObject },
): boolean {
  if (slugOf(gone.path) === slugOf(now.path)) return true;
  const a = namesOf(gone.before);
  const b = namesOf(now.after);
  if (a.name !== undefined && (a.name === b.name || b.aliases.includes(a.name))) return true;
  return b.name !== undefined && a.aliases.includes(b.name);
}

/**
 * The events of one commit, by model path. A rename the reader reported is taken apart like any
 * removal and addition, and pairs are made by the records alone: equal data first, then sameModel,
 * each removal with the first addition (by path) that fits.
 */
function draftsFor(files: Resolved[], quiet: string[]): Draft[] {
  const drafts: Draft[] = [];
  const removals: { path: string; before: JsonObject }[] = [];
  const additions: { path: string; after: JsonObject }[] = [];
  for (const r of files) {
    if (r.before !== null && r.after !== null && r.previousPath === undefined) {
      const d = between(r.path, undefined, r.before, r.after);
      if (d) drafts.push(d);
      // No event, yet the published file changes (a keyed array reordered): its `updated` moves.
      else if (!sameJson(r.before, r.after)) quiet.push(modelIdFromPath(r.path));
      continue;
    }
    if (r.after !== null) additions.push({ path: r.path, after: r.after });
    if (r.before !== null) removals.push({ path: r.previousPath ?? r.path, before: r.before });
  }
  if (removals.length > 0 && additions.length > 0) {
    const byPath = (x: { path: string }, y: { path: string }) => compareCodePoints(x.path, y.path);
    removals.sort(byPath);
    additions.sort(byPath);
  }
  const pairs = new Map<number, number>(); // removal → addition
  const paired = new Set<number>();
  for (const fits of [
    (rem: (typeof removals)[number], a: (typeof additions)[number]) => sameData(rem.before, a.after),
    sameModel,
  ]) {
    removals.forEach((rem, r) => {
      if (pairs.has(r)) return;
      const i = additions.findIndex((a, k) => !paired.has(k) && fits(rem, a));
      if (i < 0) return;
      pairs.set(r, i);
      paired.add(i);
    });
  }
  removals.forEach((rem, r) => {
    const i = pairs.get(r);
    if (i === undefined) drafts.push(removed(rem.path, rem.before));
    else {
      const a = additions[i]!;
      const d = between(a.path, rem.path, rem.before, a.after);
      if (d) drafts.push(d);
    }
  });
  additions.forEach((a, k) => {
    if (!paired.has(k)) drafts.push(added(a));
  });
  return drafts.sort((x, y) => compareCodePoints(x.model.path, y.model.path));
}

/**
 * Event ids `<sha>:<model id>`, unique within the commit: should two events of one commit name the
 * same model (a removal and an addition at one path), later ones (by path) get `#2`, `#3`, ...
 */
function eventIds(sha: string, drafts: Draft[]): string[] {
  const seen = new Map<string, number>();
  return drafts.map(({ model: { id } }) => {
    const n = (seen.get(id) ?? 0) + 1;
    seen.set(id, n);
    return `${sha}:${id}${n > 1 ? `#${n}` : ''}`;
  });
}

/**
 * Drift events for `options.head` and its first parents, newest first (then by model path), and a
 * warning for every record version on that line that does not parse. A feed built from a range
 * (`base..head`, base on head's first-parent line) is so a prefix of the feed of the whole history.
 */
export function buildEvents(
  commits: HistoryCommit[],
  options: BuildEventsOptions,
): {
  events: DriftEvent[];
  warnings: Diagnostic[];
  updated: Map<string, { date: string; sha: string }>;
  /** Each change measured from an earlier version than its first parent's, which did not parse. */
  earlier: EarlierVersion[];
  /** Each record version a commit makes that is left out of the feed (see the warnings). */
  leftOut: { path: string; commit: string }[];
} {
  const ordered = firstParentChain(commits, options.head);
  const index = new HistoryIndex(ordered);
  const base = options.repositoryUrl.replace(/\/+$/, '');
  const perCommit: DriftEvent[][] = [];
  const quietPerCommit: string[][] = [];
  // Oldest first, so each bad version is reported at the commit that introduced it.
  for (let i = ordered.length - 1; i >= 0; i--) {
    const c = ordered[i]!;
    const files = [...c.files].sort((a, b) => compareCodePoints(a.path, b.path));
    const resolved = files.flatMap((f) => index.resolve(c, f) ?? []);
    const quiet: string[] = [];
    const drafts = draftsFor(resolved, quiet);
    const ids = eventIds(c.sha, drafts);
    const commit = { sha: c.sha, date: c.date, message: c.message, url: `${base}/commit/${c.sha}` };
    perCommit[i] = drafts.map((d, k) => ({ ...d, id: ids[k]!, commit: { ...commit } }));
    quietPerCommit[i] = quiet;
  }
  // Each model's newest commit that changed its published file: an event's, or a quiet change's.
  const updated = new Map<string, { date: string; sha: string }>();
  ordered.forEach((c, i) => {
    for (const id of [...perCommit[i]!.map((e) => e.model.id), ...quietPerCommit[i]!])
      if (!updated.has(id)) updated.set(id, { date: c.date, sha: c.sha });
  });
  return {
    events: perCommit.flat(),
    warnings: index.warnings,
    updated,
    earlier: index.earlier,
    leftOut: index.leftOut,
  };
}

/**
 * Characters of change paths one event may hold. A path repeats its parents' keys, so thousands of
 * values under a long key (2,000 under a 20 KB key: 40 MB of paths) made one event larger than a
 * pages file may be; real events hold a few KB of paths.
 */
export const CHANGE_PATH_CHARS = 1024 * 1024;

/**
 * `changes`, or, when their paths pass CHANGE_PATH_CHARS, one change per top-level field (two levels
 * under `model`, so a rename's `model.id` and `model.name` stay as they are), its whole values
 * before and after: still the spec's paths, bounded by the record's size. A field's changes are
 * consecutive (depth first, keys in code-point order), so grouping keeps their order.
 */
export function boundedChanges(changes: Change[], before: JsonObject, after: JsonObject): Change[] {
  let chars = 0;
  for (const c of changes) chars += c.path.length;
  if (chars <= CHANGE_PATH_CHARS) return changes;
  const out: Change[] = [];
  let last = '';
  for (const c of changes) {
    const segments = parsePath(c.path) ?? [];
    const first = segments[0];
    const path = formatPath(segments.slice(0, first && 'key' in first && first.key === 'model' ? 2 : 1));
    if (path === c.path) {
      out.push(c);
      last = '';
      continue;
    }
    if (path === last) continue;
    last = path;
    const b = resolvePath(before, path);
    const a = resolvePath(after, path);
    out.push(
      b === undefined
        ? { path, kind: 'added', after: a! }
        : a === undefined
          ? { path, kind: 'removed', before: b }
          : { path, kind: 'changed', before: b, after: a },
    );
  }
  return out;
}
