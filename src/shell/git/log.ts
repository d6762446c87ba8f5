// One `git log` over the whole range: the commits of head's first-parent line (the only ones that make
// drift events: a merge stands for what it merged in) with their parents, committer time, subject and
// the record files each changed against its first parent (renames detected), as blob ids to read in
// one batch. No pathspec on purpose: it would simplify history and drop commits the checks need.

import { StringDecoder } from 'node:string_decoder';
import type { RecordPaths } from '../../core/record-path.js';
import { isoUtc } from '../../core/time.js';
import type { CommitInfo } from '../../core/types.js';
import { GitError, gitEnded, spawnGit } from './exec.js';
import { LINK_MODE } from './modes.js';

/** Paths are record paths (`models/...`); null where that side of a rename is no record file. */
export interface RawFileChange {
  status: string; // A, M, D, R<score>, T, ...
  path: string | null;
  previousPath?: string | null;
  beforeBlob: string | null;
  afterBlob: string | null;
  /** That side is a symbolic link (mode 120000): its blob is the link's text, never to be read. */
  beforeLink?: true;
  afterLink?: true;
}

export interface LoggedCommit extends CommitInfo {
  changes: RawFileChange[];
}

const NULL_SHA = /^0+$/;

function logArgs(revisions: string[], renames: boolean): string[] {
  return [
    '-c',
    'core.quotepath=off',
    'log',
    // No --topo-order: it makes git read every commit before printing the first (0.7 s at 20,000
    // commits without a commit-graph), while the build reads blobs as the log prints them. One
    // first-parent line comes out newest first anyway, and firstParentChain orders it regardless.
    '--first-parent',
    '-z',
    '--raw',
    // Without rename detection, a rename is its removal and its addition: the same blob ids, and
    // git reads no contents to compare them (a partial clone lacks them).
    renames ? '-M' : '--no-renames',
    '--no-abbrev',
    '--diff-merges=first-parent',
    // The user's git config must not change what is read: log.showRoot=false would hide the first
    // commit's files (its models never "added"), diff.relative drop the files outside a --root
    // sub-folder, log.showSignature put gpg's lines in the output, i18n.logOutputEncoding re-encode
    // the subjects read as UTF-8.
    '--root',
    '--no-relative',
    '--no-show-signature',
    '--encoding=UTF-8',
    '--no-color',
    // diff.orderFile naming a file that is not there failed the log (the order of --raw lines is
    // nothing to the reader); Git for Windows reads /dev/null as nul.
    '-O/dev/null',
    '--format=%H %P%x00%ct%x00%s',
    ...revisions,
    '--',
  ];
}

/**
 * `revisions` as for git log (e.g. ['HEAD'] or ['base..head']). Commits come newest first.
 * Streamed: `onBlobs` hears the blob ids of each changed record file as git prints them (newest
 * commit first), so they can be read while the log is still running.
 */
export function streamCommitLog(
  cwd: string,
  revisions: string[],
  paths: RecordPaths,
  onBlobs: (before: string | null, after: string | null) => void,
  { renames = true }: { renames?: boolean } = {},
): Promise<LoggedCommit[]> {
  return new Promise((resolve, reject) => {
    const child = spawnGit(logArgs(revisions, renames), cwd);
    child.stdin.end(); // git log reads nothing
    const decoder = new StringDecoder('utf8');
    // A link's blob is its target's path: no version to read.
    const parser = new LogParser(paths, (change) =>
      onBlobs(change.beforeLink ? null : change.beforeBlob, change.afterLink ? null : change.afterBlob),
    );
    const err: Buffer[] = [];
    let rest = '';
    const feed = (text: string) => {
      const tokens = (rest + text).split('\0');
      rest = tokens.pop()!;
      for (const t of tokens) parser.push(t);
    };
    child.stdout.on('data', (chunk: Buffer) => feed(decoder.write(chunk)));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    child.on('error', (e) => reject(new GitError(`cannot run git: ${e.message}`, null, '')));
    child.on('close', (code, signal) => {
      const stderr = Buffer.concat(err).toString('utf8').trim();
      if (code !== 0) reject(new GitError(`git log failed: ${gitEnded(stderr, code, signal)}`, code, stderr));
      else {
        feed(decoder.end());
        parser.push(rest);
        resolve(parser.end());
      }
    });
  });
}

/** A commit header or a raw entry (`parts`: its fields), and the tokens it takes (`wanted`). */
interface Pending {
  head: string;
  parts: string[] | null;
  fields: string[];
  wanted: number;
}

/**
 * Parses the log one NUL-separated token at a time, keeping the changes to record files (repository
 * paths mapped through `paths`); `onChange` hears each kept change as its last path arrives.
 */
class LogParser {
  private readonly commits: LoggedCommit[] = [];
  /** The entry whose tokens are still coming (date and subject, or paths). */
  private pending: Pending | null = null;

  constructor(
    private readonly paths: RecordPaths,
    private readonly onChange: (change: RawFileChange) => void,
  ) {}

  push(raw: string): void {
    const pending = this.pending;
    if (pending) {
      pending.fields.push(raw);
      if (pending.fields.length === pending.wanted) this.complete(pending);
      return;
    }
    const token = raw.replace(/^\n+/, '');
    if (token === '') return;
    // ":<mode> <mode> <blob> <blob> <status>" then one path, or two for renames and copies; a commit
    // header ("<sha> <parents>") then its committer time and subject.
    const parts = token.startsWith(':') ? token.slice(1).split(' ') : null;
    const status = parts === null ? null : (parts[4] ?? '');
    const wanted = status === null ? 2 : status.startsWith('R') || status.startsWith('C') ? 2 : 1;
    this.pending = { head: token, parts, fields: [], wanted };
  }

  /** The commits, once every token is in (a last entry short of tokens takes them as empty). */
  end(): LoggedCommit[] {
    if (this.pending) this.complete(this.pending);
    return this.commits;
  }

  private complete({ head, parts, fields }: Pending): void {
    this.pending = null;
    if (parts !== null) {
      const [beforeMode, afterMode, before, after, status = ''] = parts;
      const twoPaths = status.startsWith('R') || status.startsWith('C');
      const first = fields[0] ?? '';
      const second = twoPaths ? (fields[1] ?? '') : undefined;
      const commit = this.commits[this.commits.length - 1];
      const path = this.paths.toRecordPath(second ?? first);
      const previousPath = twoPaths ? this.paths.toRecordPath(first) : null;
      if (!commit || (path === null && previousPath === null)) return;
      const change: RawFileChange = {
        status,
        path,
        beforeBlob: before && !NULL_SHA.test(before) ? before : null,
        afterBlob: after && !NULL_SHA.test(after) ? after : null,
      };
      if (twoPaths) change.previousPath = previousPath;
      // One compare per side: a link in a record's place is said as such, not parsed as TOML.
      if (beforeMode === LINK_MODE) change.beforeLink = true;
      if (afterMode === LINK_MODE) change.afterLink = true;
      commit.changes.push(change);
      this.onChange(change);
      return;
    }
    const [sha = '', ...parents] = head.split(' ').filter(Boolean);
    const seconds = Number(fields[0]);
    this.commits.push({ sha, parents, date: isoUtc(seconds * 1000), message: fields[1] ?? '', changes: [] });
  }
}
