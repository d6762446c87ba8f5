// Local history reader: answers "which versions of which record files changed in which commit?" from
// a git checkout with one `git log` and one `git cat-file --batch`, whatever the history length.

import { OversizedVersion } from '../../core/events.js';
import type { RecordPaths } from '../../core/record-path.js';
import type { FileVersionChange, HistoryCommit } from '../../core/types.js';
import { MAX_RECORD_BYTES } from '../../core/validate/index.js';
import { type Blobs, readBlobs } from './cat-file.js';
import { type LoggedCommit, type RawFileChange, readCommitLog } from './log.js';

/** Splits a rename that crosses the models folder's boundary into the add or removal it really is. */
function toVersionChanges(c: RawFileChange, blobs: Blobs): FileVersionChange[] {
  const read = (sha: string | null): Uint8Array | null => {
    if (!sha) return null;
    const size = blobs.tooLarge.get(sha);
    return size === undefined ? (blobs.bytes.get(sha) ?? null) : new OversizedVersion(size);
  };
  const before = read(c.beforeBlob);
  const after = read(c.afterBlob);
  const { path, previousPath } = c;
  if (previousPath === undefined) return path === null ? [] : [{ path, before, after }];
  if (path !== null && previousPath !== null) return [{ path, previousPath, before, after }];
  if (path !== null) return [{ path, before: null, after }];
  return previousPath === null ? [] : [{ path: previousPath, before, after: null }];
}

export interface ReadHistoryOptions {
  /** Revisions for git log: `['HEAD']` for everything, `['base..head']` for a range. */
  revisions: string[];
  /** Where the records live: repository paths are mapped to record paths (`models/...`). */
  paths: RecordPaths;
  /** Versions larger than this are not read: the events builder leaves them out with a warning. */
  maxBytes?: number;
  /** Called with (done, total) while blobs are read, for progress on a terminal. */
  onProgress?: (stage: string) => void;
}

/** Commits with their record file versions, OLDEST first (the order the events builder walks). */
export async function readLocalHistory(cwd: string, options: ReadHistoryOptions): Promise<HistoryCommit[]> {
  options.onProgress?.('reading git log');
  const log: LoggedCommit[] = await readCommitLog(cwd, options.revisions, options.paths);
  const shas: string[] = [];
  for (const commit of log) {
    for (const c of commit.changes) {
      if (c.beforeBlob) shas.push(c.beforeBlob);
      if (c.afterBlob) shas.push(c.afterBlob);
    }
  }
  options.onProgress?.(`reading ${shas.length} record versions from ${log.length} commits`);
  const blobs = await readBlobs(cwd, shas, options.maxBytes ?? MAX_RECORD_BYTES);
  return log.reverse().map(({ changes, ...info }) => ({
    ...info,
    files: changes.flatMap((c) => toVersionChanges(c, blobs)),
  }));
}
