// Plain data shapes shared by the pure core and the shell. No I/O here.

export type Json = null | boolean | number | string | Json[] | JsonObject;
export interface JsonObject {
  [key: string]: Json;
}

export type Severity = 'error' | 'warning';

/** One problem found in a registry file, located at the offending key or value. */
export interface Diagnostic {
  /** Path relative to the registry root, `/` separators (e.g. `models/google/veo-3-1.toml`). */
  file: string;
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
  /** JSON pointer into the record (`""` for the whole file). */
  pointer: string;
  /** Stable rule id, e.g. `schema/minimum`, `toml/syntax`, `ref/source-id`. */
  rule: string;
  message: string;
  severity: Severity;
  /**
   * `file/too-many-diagnostics` only: how many problems of the file it stands for (those not
   * shown), so counts count problems found, not this notice.
   */
  heldBack?: number;
}

/**
 * A file under the registry's `models/` folder as the shell found it: its bytes, or the reason
 * it could not be read (unreadable, symlink leaving the root, too large, ...).
 */
export type RegistryFile =
  | { path: string; bytes: Uint8Array }
  | { path: string; problem: { rule: string; message: string } };

/** A record that parsed (it may still be invalid against the schema). */
export interface ParsedRecord {
  path: string;
  text: string;
  value: JsonObject;
}

export interface ValidationResult {
  /** Number of files examined. */
  files: number;
  /** Every record that parsed, sorted by path. */
  records: ParsedRecord[];
  /** Errors and warnings, sorted by file, line, column. */
  diagnostics: Diagnostic[];
}

export type ChangeKind = 'added' | 'changed' | 'removed';

/** One field-level difference between two versions of a record. */
export interface Change {
  path: string;
  kind: ChangeKind;
  before?: Json;
  after?: Json;
}

export type EventType = 'model_updated' | 'model_added' | 'model_removed' | 'model_moved';

export interface DriftEvent {
  type: EventType;
  /** `<commit_sha>:<model_id>` */
  id: string;
  model: { id: string; lab: string; modality: string; name: string; path: string };
  /** Present on `model_updated` (rename with changes) and `model_moved`. */
  previous_path?: string;
  commit: { sha: string; date: string; message: string; url: string };
  changes: Change[];
}

export interface DriftFeed {
  feed_version: 1;
  repository: string;
  /** The commit the feed was built up to: the anchor for the next incremental update. */
  head: string;
  events: DriftEvent[];
}

/** A commit as the history readers (local git or GitHub API) describe it. */
export interface CommitInfo {
  sha: string;
  /** Committer date, ISO 8601 in UTC: `2026-08-11T13:55:47Z`. */
  date: string;
  /** Subject line. */
  message: string;
  /** Parent shas, first parent first (empty for a root commit). */
  parents: string[];
}

/**
 * One record file that differs between a commit and its first parent, with the contents of both
 * versions (`null` where the file is absent). Contents are raw bytes decoded by the core.
 */
export interface FileVersionChange {
  path: string;
  /** Set when the history reader saw a rename. */
  previousPath?: string;
  before: Uint8Array | null;
  after: Uint8Array | null;
}

/** A commit and the record files it changed; histories are given oldest first. */
export interface HistoryCommit extends CommitInfo {
  files: FileVersionChange[];
}

/** Where a layout puts its files: a Map, or anything that takes each file as it is made. */
export interface FileSink {
  set(path: string, text: string): unknown;
}
