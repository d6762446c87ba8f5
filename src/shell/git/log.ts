// One `git log` over the whole range: every commit with its parents, committer time, subject and the
// record files it changed against its FIRST parent (renames detected), as blob ids to read in one batch.
// No pathspec on purpose: it would simplify history and drop commits the first-parent checks need.

import { StringDecoder } from 'node:string_decoder';
import type { RecordPaths } from '../../core/record-path.js';
import { isoUtc } from '../../core/time.js';
import type { CommitInfo } from '../../core/types.js';
import { childProcess } from './child-process.js';
import { GitError } from './exec.js';

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

function logArgs(revisions: string[]): string[] {
  return [
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
  ];
}

const BLOB_PAIR = /^\n*:\d+ \d+ ([0-9a-f]{40,64}) ([0-9a-f]{40,64}) ([A-Z])/;

/**
 * `revisions` as for git log (e.g. ['HEAD'] or ['base..head']). Commits come newest first, topo order.
 * Streamed: `onBlobs` hears the blob ids of each changed record file as git prints them (newest
 * commit first), so they can be read while the log is still running.
 */
export function streamCommitLog(
  cwd: string,
  revisions: string[],
  paths: RecordPaths,
  onBlobs: (before: string, after: string) => void,
): Promise<LoggedCommit[]> {
  return new Promise((resolve, reject) => {
    const child = childProcess().spawn('git', logArgs(revisions), { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const decoder = new StringDecoder('utf8');
    const parts: string[] = [];
    const err: Buffer[] = [];
    let rest = '';
    // A raw entry, then its one path (two for a rename or copy): the blobs go out once a path is a record's.
    let entry: { before: string; after: string; paths: number; record: boolean } | null = null;
    const token = (t: string) => {
      if (entry !== null) {
        entry.record ||= paths.toRecordPath(t) !== null;
        if (--entry.paths > 0) return;
        if (entry.record) onBlobs(entry.before, entry.after);
        entry = null;
        return;
      }
      const m = BLOB_PAIR.exec(t);
      if (m)
        entry = { before: m[1]!, after: m[2]!, paths: m[3] === 'R' || m[3] === 'C' ? 2 : 1, record: false };
    };
    child.stdout.on('data', (chunk: Buffer) => {
      const text = decoder.write(chunk);
      parts.push(text);
      const tokens = (rest + text).split('\0');
      rest = tokens.pop()!;
      for (const t of tokens) token(t);
    });
    child.stderr.on('data', (b: Buffer) => err.push(b));
    child.on('error', (e) => reject(new GitError(`cannot run git: ${e.message}`, null, '')));
    child.on('close', (code) => {
      const stderr = Buffer.concat(err).toString('utf8').trim();
      if (code !== 0) reject(new GitError(`git log failed: ${stderr || `exit code ${code}`}`, code, stderr));
      else resolve(parseLog(parts.join('') + decoder.end(), paths));
    });
  });
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
