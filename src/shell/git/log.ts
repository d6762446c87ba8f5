// One `git log` over the whole range: every commit with its parents, committer time, subject and the
// record files it changed against its FIRST parent (renames detected), as blob ids to read in one batch.
// No pathspec on purpose: it would simplify history and drop commits the first-parent checks need.

import type { RecordPaths } from '../../core/record-path.js';
import { isoUtc } from '../../core/time.js';
import type { CommitInfo } from '../../core/types.js';
import { git } from './exec.js';

/** Paths are record paths (`models/...`); null where that side of a rename is no record file. */
export interface RawFileChange {
  status: string; // A, M, D, R<score>, T, ...
  path: string | null;
  previousPath?: string | null;
  beforeBlob: string | null;
  afterBlob: string | null;
}

export interface LoggedCommit extends CommitInfo {
  changes: RawFileChange[];
}

const NULL_SHA = /^0+$/;

/** `revisions` as for git log (e.g. ['HEAD'] or ['base..head']). Commits come newest first, topo order. */
export async function readCommitLog(
  cwd: string,
  revisions: string[],
  paths: RecordPaths,
): Promise<LoggedCommit[]> {
  const out = await git(
    [
      '-c',
      'core.quotepath=off',
      'log',
      '--topo-order',
      '-z',
      '--raw',
      '-M',
      '--no-abbrev',
      '--diff-merges=first-parent',
      '--format=%H %P%x00%ct%x00%s',
      ...revisions,
      '--',
    ],
    { cwd },
  );
  return parseLog(out.toString('utf8'), paths);
}

/** Keeps the changes to record files (repository paths mapped through `paths`). */
export function parseLog(text: string, paths: RecordPaths): LoggedCommit[] {
  const tokens = text.split('\0');
  const commits: LoggedCommit[] = [];
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i]!.replace(/^\n+/, '');
    if (token === '') {
      i++;
      continue;
    }
    if (token.startsWith(':')) {
      // ":<mode> <mode> <blob> <blob> <status>" then one path, or two for renames and copies.
      const [, , before, after, status = ''] = token.slice(1).split(' ');
      const twoPaths = status.startsWith('R') || status.startsWith('C');
      const first = tokens[i + 1] ?? '';
      const second = twoPaths ? (tokens[i + 2] ?? '') : undefined;
      i += twoPaths ? 3 : 2;
      const commit = commits[commits.length - 1];
      const path = paths.toRecordPath(second ?? first);
      const previousPath = twoPaths ? paths.toRecordPath(first) : null;
      if (!commit || (path === null && previousPath === null)) continue;
      const change: RawFileChange = {
        status,
        path,
        beforeBlob: before && !NULL_SHA.test(before) ? before : null,
        afterBlob: after && !NULL_SHA.test(after) ? after : null,
      };
      if (twoPaths) change.previousPath = previousPath;
      commit.changes.push(change);
      continue;
    }
    const [sha = '', ...parents] = token.split(' ').filter(Boolean);
    const seconds = Number(tokens[i + 1]);
    commits.push({ sha, parents, date: isoUtc(seconds * 1000), message: tokens[i + 2] ?? '', changes: [] });
    i += 3;
  }
  return commits;
}
