// Local history reader: answers "which versions of which record files changed in which commit?" from
// a git checkout with one `git log` and one `git cat-file --batch`, whatever the history length.
import type { FileVersionChange, HistoryCommit } from '../../core/types.js';
import { isRecordFile } from '../../core/validate/paths.js';
import { readBlobs } from './cat-file.js';
import { type LoggedCommit, type RawFileChange, readCommitLog } from './log.js';

/** Splits a rename that crosses the models/ boundary into the add or removal it really is. */
function toVersionChanges(c: RawFileChange, blobs: Map<string, Uint8Array>): FileVersionChange[] {
  const read = (sha: string | null) => (sha ? (blobs.get(sha) ?? null) : null);
  const before = read(c.beforeBlob);
  const after = read(c.afterBlob);
  if (c.previousPath === undefined) return [{ path: c.path, before, after }];
  const fromRecord = isRecordFile(c.previousPath);
  const toRecord = isRecordFile(c.path);
  if (fromRecord && toRecord) return [{ path: c.path, previousPath: c.previousPath, before, after }];
  if (toRecord) return [{ path: c.path, before: null, after }];
  return [{ path: c.previousPath, before, after: null }];
}

export interface ReadHistoryOptions {
  /** Revisions for git log: `['HEAD']` for everything, `['base..head']` for a range. */
  revisions: string[];
  /** Called with (done, total) while blobs are read, for progress on a terminal. */
  onProgress?: (stage: string) => void;
}

/** Commits with their record file versions, OLDEST first (the order the events builder walks). */
export async function readLocalHistory(cwd: string, options: ReadHistoryOptions): Promise<HistoryCommit[]> {
  options.onProgress?.('reading git log');
  const log: LoggedCommit[] = await readCommitLog(cwd, options.revisions);
  const shas: string[] = [];
  for (const commit of log) {
    for (const c of commit.changes) {
      if (c.beforeBlob) shas.push(c.beforeBlob);
      if (c.afterBlob) shas.push(c.afterBlob);
    }
  }
  options.onProgress?.(`reading ${shas.length} record versions from ${log.length} commits`);
  const blobs = await readBlobs(cwd, shas);
  return log.reverse().map(({ changes, ...info }) => ({
    ...info,
    files: changes.flatMap((c) => toVersionChanges(c, blobs)),
  }));
}
