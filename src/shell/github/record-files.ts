// The record files among a commit's or a pull request's changed files (GitHub's `files[]`), and
// their previous versions recovered without a request where the response allows it.
import { createHash } from 'node:crypto';
import { reverseApplyPatch } from '../../core/patch.js';
import { isRecordFile } from '../../core/validate/paths.js';
import type { ApiFile } from './commits-api.js';

/** GitHub's changed file, with the fields pull request and commit listings both carry. */
export type ChangedFile = ApiFile & {
  /** The new version's blob id; null when only the file's mode changed. */
  sha?: string | null;
  /** Additions + deletions: 0 for a pure rename. */
  changes?: number;
};

export interface RecordFileChange {
  /** Record path (`models/...`) of the new version; of the old one for a removal. */
  path: string;
  /** Set for a rename between two record paths. */
  previousPath?: string;
  status: 'added' | 'removed' | 'modified' | 'renamed';
  file: ChangedFile;
}

/** Keeps record files only; a rename across the models folder is the add or removal it really is. */
export function recordFileChanges(
  files: ChangedFile[],
  toRecordPath: (repoPath: string) => string | null,
): RecordFileChange[] {
  const out: RecordFileChange[] = [];
  for (const file of files) {
    const path = toRecordPath(file.filename);
    const prev = file.previous_filename ? toRecordPath(file.previous_filename) : null;
    if (file.status === 'renamed' && prev && path)
      out.push({ path, previousPath: prev, status: 'renamed', file });
    else if (file.status === 'renamed' && path) out.push({ path, status: 'added', file });
    else if (file.status === 'renamed' && prev) out.push({ path: prev, status: 'removed', file });
    else if (path && file.status === 'removed') out.push({ path, status: 'removed', file });
    else if (path && (file.status === 'added' || file.status === 'copied'))
      out.push({ path, status: 'added', file });
    else if (path) out.push({ path, status: 'modified', file });
  }
  return out.filter((c) => isRecordFile(c.path) && (!c.previousPath || isRecordFile(c.previousPath)));
}

/** Git's object id of a blob (SHA-1, or SHA-256 in a repository that uses it). */
export function blobId(bytes: Uint8Array, hexLength: number): string {
  return createHash(hexLength === 64 ? 'sha256' : 'sha1')
    .update(`blob ${bytes.length}\0`)
    .update(bytes)
    .digest('hex');
}

/**
 * `bytes` as the blob `sha` holds them, or null when they are another version. A checkout with
 * core.autocrlf=true (git's default on GitHub's Windows runners) or `eol=crlf` writes an LF blob
 * with CRLF line ends: those bytes are that blob, and its LF form is what GitHub's patches fit.
 */
export function asBlob(bytes: Uint8Array, sha: string): Uint8Array | null {
  if (blobId(bytes, sha.length) === sha) return bytes;
  const lf = withoutCrBeforeLf(bytes);
  return lf !== null && blobId(lf, sha.length) === sha ? lf : null;
}

/** CRLF → LF; null when there is no CRLF. */
function withoutCrBeforeLf(bytes: Uint8Array): Uint8Array | null {
  let at = bytes.indexOf(13);
  while (at >= 0 && bytes[at + 1] !== 10) at = bytes.indexOf(13, at + 1);
  if (at < 0) return null;
  const out = new Uint8Array(bytes.length);
  let n = 0;
  for (let i = 0; i < bytes.length; i++) if (bytes[i] !== 13 || bytes[i + 1] !== 10) out[n++] = bytes[i]!;
  return out.subarray(0, n);
}

// The patch is undone on the blob's text as it is: a byte order mark kept, as it is no record read.
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * Whether previousVersion will need the earlier version read (one request): GitHub sent no patch,
 * or no blob id to check one against. The version after the change is taken to be the one the
 * patch was made against (the head's blob, as pull_request_target reads it).
 */
export function needsEarlierRead(c: RecordFileChange): boolean {
  if (c.status === 'added' || (c.status === 'renamed' && c.file.changes === 0)) return false;
  // `sha` null (a mode change) or missing: no blob id to check the patch's place against.
  return c.file.patch === undefined || (c.status !== 'removed' && !c.file.sha);
}

/**
 * The version before the change, given the version after it: null for an addition, the same bytes
 * for a pure rename, else GitHub's patch undone. Undefined when it must be fetched: no patch (a large
 * change, or past the response's patch budget), no blob id to check against (`sha: null`, a mode
 * change), or `after` is not the version the patch was made against (a merge commit whose base branch
 * changed the file too: a patch can "fit" at the wrong place in a record of repeated blocks, so the
 * blob id decides).
 */
export function previousVersion(
  c: RecordFileChange,
  after: Uint8Array | null,
): Uint8Array | null | undefined {
  if (c.status === 'added') return null;
  if (c.status === 'renamed' && c.file.changes === 0 && after) return after;
  const { patch, sha } = c.file;
  if (patch === undefined || needsEarlierRead(c)) return undefined;
  let current = c.status === 'removed' ? new Uint8Array() : after;
  if (current === null) return undefined;
  if (c.status !== 'removed' && sha) current = asBlob(current, sha);
  if (current === null) return undefined;
  let text: string;
  try {
    text = utf8.decode(current);
  } catch {
    return undefined;
  }
  const before = reverseApplyPatch(text, patch);
  return before === null ? undefined : new TextEncoder().encode(before);
}

/**
 * A file's version at `base`, from the whole list of files GitHub compares `base...merge` with (a
 * merge that descends from `base`, so the list is exactly what it changes there), given the file's
 * version `after` at `merge`, at repository path `path` there and `at` in `base` (another for a
 * rename). 'unchanged' when the list names neither path: merging leaves it as `base` has it. Null
 * when `at` is not in `base`; undefined when it must be read (no patch, a type change, or the
 * version at `base` turned into another file than `path`, whose bytes are not at hand).
 */
export function baseVersion(
  files: ChangedFile[],
  path: string,
  at: string,
  after: Uint8Array | null,
): Uint8Array | null | undefined | 'unchanged' {
  if (!files.some((f) => [path, at].some((p) => f.filename === p || f.previous_filename === p))) {
    return 'unchanged';
  }
  // The entry whose old side is `at` (a rename's or copy's source, or the file itself).
  const from = files.filter((f) => f.status !== 'added' && (f.previous_filename ?? f.filename) === at);
  if (from.length !== 1) {
    // None: `at` is new in the merge (added, or a rename's or copy's target, which git takes only
    // from added files), or untouched while `path` is not (its bytes at `merge` are not at hand).
    return from.length === 0 && files.some((f) => f.filename === at) ? null : undefined;
  }
  const f = from[0]!;
  if (f.status === 'removed') return previousVersion({ path: at, status: 'removed', file: f }, null);
  if (f.filename !== path) return undefined;
  if (f.status === 'modified') return previousVersion({ path, status: 'modified', file: f }, after);
  if (f.status === 'renamed' || f.status === 'copied') {
    return previousVersion({ path, previousPath: at, status: 'renamed', file: f }, after);
  }
  return undefined;
}
