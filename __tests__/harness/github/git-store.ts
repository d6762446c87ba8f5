// Real git plumbing behind the emulator. Every call is an async spawn: the action under test runs as a child
// process talking to this server, and a synchronous call here would block the event loop serving it.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { deflate } from 'node:zlib';
import { type FileChange, parseNumstat, parseRaw, splitPatch } from './git-diff.js';

export type { FileChange } from './git-diff.js';

export const EMPTY_TREE = '4b825dc642cb6eb9a060e54bf8d69288fbee4904';
export const ZERO_SHA = '0000000000000000000000000000000000000000';

export interface GitPerson {
  name: string;
  email: string;
  /** ISO 8601 in UTC (`2026-08-11T13:55:47Z`), as GitHub's REST API gives it. */
  date: string;
}

export interface CommitInfo {
  sha: string;
  tree: string;
  parents: string[];
  author: GitPerson;
  committer: GitPerson;
  message: string;
}

export interface TreeEntry {
  mode: string;
  type: 'blob' | 'tree' | 'commit';
  sha: string;
  path: string;
  /** Blobs only. */
  size?: number;
}

export class GitError extends Error {
  constructor(
    readonly args: string[],
    readonly code: number,
    readonly stderr: string,
  ) {
    super(`git ${args.join(' ')} exited ${code}: ${stderr.trim()}`);
  }
}

interface RunOptions {
  input?: string | Buffer;
  env?: Record<string, string>;
  /** Exit codes that are answers, not failures (e.g. 1 from `merge-base --is-ancestor`). */
  okCodes?: number[];
  /** Work tree for porcelain commands (with GIT_DIR set, git takes the cwd as the top of the work tree). */
  cwd?: string;
}

// Deterministic git: no user or system config, literal pathspecs (paths come from HTTP requests).
function baseEnv(): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: tmpdir(),
    LANG: 'C',
    LC_ALL: 'C',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_LITERAL_PATHSPECS: '1',
    GIT_TERMINAL_PROMPT: '0',
  };
}

function spawnGit(
  args: string[],
  env: Record<string, string>,
  opts: RunOptions = {},
): Promise<{ code: number; stdout: Buffer; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', args, {
      cwd: opts.cwd,
      env: { ...env, ...opts.env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => err.push(c));
    child.on('error', reject);
    child.on('close', (code) => {
      const result = {
        code: code ?? -1,
        stdout: Buffer.concat(out),
        stderr: Buffer.concat(err).toString('utf8'),
      };
      if (result.code === 0 || opts.okCodes?.includes(result.code)) resolve(result);
      else reject(new GitError(args, result.code, result.stderr));
    });
    // A child that exits before reading all of stdin raises EPIPE; its exit code tells the story.
    child.stdin.on('error', () => {});
    child.stdin.end(opts.input ?? '');
  });
}

export function isoFromGit(seconds: number): string {
  return new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** `Name <email> 1700000000 +0100` → person with a UTC ISO date. */
function parsePerson(line: string): GitPerson {
  const m = /^(.*) <([^>]*)> (\d+) [+-]\d{4}$/.exec(line);
  if (!m) return { name: line, email: '', date: isoFromGit(0) };
  return { name: m[1]!, email: m[2]!, date: isoFromGit(Number(m[3])) };
}

export function parseCommitObject(sha: string, raw: Buffer): CommitInfo {
  const text = raw.toString('utf8');
  const split = text.indexOf('\n\n');
  const head = split === -1 ? text : text.slice(0, split);
  const info: CommitInfo = {
    sha,
    tree: '',
    parents: [],
    author: parsePerson(''),
    committer: parsePerson(''),
    // GitHub shows messages without the trailing newline git adds.
    message: split === -1 ? '' : text.slice(split + 2).replace(/\n+$/, ''),
  };
  for (const line of head.split('\n')) {
    if (line.startsWith(' ')) continue; // continuation of a multi-line header such as gpgsig
    const space = line.indexOf(' ');
    const key = line.slice(0, space);
    const value = line.slice(space + 1);
    if (key === 'tree') info.tree = value;
    else if (key === 'parent') info.parents.push(value);
    else if (key === 'author') info.author = parsePerson(value);
    else if (key === 'committer') info.committer = parsePerson(value);
  }
  return info;
}

/** A revision argument safe to hand to git (never an option, never a range). */
export function isSafeRev(rev: string): boolean {
  return rev.length > 0 && !rev.startsWith('-') && !/[\0-\x20~^:?*[\\]|\.\./.test(rev);
}

let blobWrites = 0;

const FULL_ID = /^[0-9a-f]{40}$/;

export class GitStore {
  /** Answers that never change: a full id peels to the same object, a commit's folders list the same. */
  private readonly peeled = new Map<string, string>();
  private readonly folders = new Map<string, Promise<Map<string, TreeEntry>>>();
  private readonly diffs = new Map<string, Promise<FileChange[]>>();

  private constructor(
    readonly gitDir: string,
    private readonly env: Record<string, string>,
  ) {}

  /** Opens a bare or non-bare repository. */
  static async open(dir: string): Promise<GitStore> {
    const probe = await spawnGit(['rev-parse', '--absolute-git-dir'], baseEnv(), {
      cwd: dir,
      okCodes: [128],
    });
    if (probe.code !== 0) throw new Error(`not a git repository: ${dir}: ${probe.stderr.trim()}`);
    const gitDir = probe.stdout.toString('utf8').trim();
    return new GitStore(gitDir, { ...baseEnv(), GIT_DIR: gitDir });
  }

  /** Creates a repository (`git init`) and opens it. */
  static async initAt(dir: string, opts: { bare: boolean; branch: string }): Promise<GitStore> {
    const args = [
      'init',
      '--quiet',
      `--initial-branch=${opts.branch}`,
      ...(opts.bare ? ['--bare'] : []),
      dir,
    ];
    await spawnGit(args, baseEnv());
    return GitStore.open(dir);
  }

  run(args: string[], opts?: RunOptions) {
    return spawnGit(args, this.env, opts);
  }

  async text(args: string[], opts?: RunOptions): Promise<string> {
    return (await this.run(args, opts)).stdout.toString('utf8');
  }

  /** `rev^{commit}` / `rev^{tree}` etc., or null when it does not resolve. */
  async resolve(rev: string, type: 'commit' | 'tree' | 'blob' | 'object' = 'commit'): Promise<string | null> {
    if (!isSafeRev(rev)) return null;
    const key = `${rev}^{${type}}`;
    const known = this.peeled.get(key);
    if (known) return known;
    const r = await this.run(['rev-parse', '--verify', '--quiet', '--end-of-options', key], {
      okCodes: [1, 128],
    });
    if (r.code !== 0) return null;
    const sha = r.stdout.toString().trim();
    // Not a ref name: a ref may move, an object never does (and a missing one may be written later).
    if (FULL_ID.test(rev)) this.peeled.set(key, sha);
    return sha;
  }

  /**
   * The entry at `path` in commit `commit` (a full id), or null. Each folder of a commit is listed once
   * per store: a run reading hundreds of records of one folder through the contents API would
   * otherwise start an ls-tree per record.
   */
  async entryAt(commit: string, path: string): Promise<TreeEntry | null> {
    if (!FULL_ID.test(commit) || path === '') {
      return (await this.lsTree(commit, { paths: [path] })).find((e) => e.path === path) ?? null;
    }
    const folder = path.slice(0, path.lastIndexOf('/') + 1);
    const key = `${commit}:${folder}`;
    let listing = this.folders.get(key);
    if (!listing) {
      listing = this.lsTree(commit, folder ? { paths: [folder] } : {}).then(
        (entries) => new Map(entries.map((e) => [e.path, e])),
      );
      this.folders.set(key, listing);
      listing.catch(() => this.folders.delete(key));
    }
    return (await listing).get(path) ?? null;
  }

  /** Object type of a full or abbreviated id, or null when missing. */
  async objectType(sha: string): Promise<string | null> {
    if (!/^[0-9a-f]{4,40}$/.test(sha)) return null;
    const r = await this.run(['cat-file', '-t', sha], { okCodes: [1, 128] });
    return r.code === 0 ? r.stdout.toString().trim() : null;
  }

  /**
   * Object types of many ids with one `cat-file --batch-check` (a tree of many files would otherwise
   * start a git per file); ids that are not hex, or name no object, map to null.
   */
  async objectTypes(shas: string[]): Promise<Map<string, string | null>> {
    const types = new Map<string, string | null>();
    const asked = [...new Set(shas)].filter((sha) => /^[0-9a-f]{4,40}$/.test(sha));
    for (const sha of shas) types.set(sha, null);
    if (asked.length === 0) return types;
    const out = await this.text(['cat-file', '--batch-check=%(objecttype)'], {
      input: `${asked.join('\n')}\n`,
    });
    // One line per id asked, in order: its type, or `<id> missing` / `<id> ambiguous`.
    out.split('\n').forEach((line, i) => {
      if (i < asked.length && !line.includes(' ')) types.set(asked[i]!, line);
    });
    return types;
  }

  /** Value of a full ref name (`refs/heads/x`), or null. */
  async readRef(fullRef: string): Promise<string | null> {
    const refs = await this.listRefs(fullRef);
    return refs.find((r) => r.ref === fullRef)?.sha ?? null;
  }

  async listRefs(prefix = 'refs/'): Promise<{ ref: string; sha: string; type: string }[]> {
    const out = await this.text(['for-each-ref', '--format=%(objectname) %(objecttype) %(refname)']);
    return out
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [sha, type, ...rest] = line.split(' ');
        return { sha: sha!, type: type!, ref: rest.join(' ') };
      })
      .filter((r) => r.ref.startsWith(prefix));
  }

  /** Compare-and-swap: `old` null means "must not exist yet". Returns false when the ref moved meanwhile. */
  async updateRef(fullRef: string, sha: string, old: string | null): Promise<boolean> {
    const r = await this.run(['update-ref', fullRef, sha, old ?? ZERO_SHA], { okCodes: [1, 128] });
    return r.code === 0;
  }

  /** Unconditional ref write (emulator bookkeeping such as `refs/pull/N/head`). */
  async setRef(fullRef: string, sha: string): Promise<void> {
    await this.run(['update-ref', fullRef, sha]);
  }

  async isAncestor(ancestor: string, descendant: string): Promise<boolean> {
    const r = await this.run(['merge-base', '--is-ancestor', ancestor, descendant], { okCodes: [1] });
    return r.code === 0;
  }

  async mergeBase(a: string, b: string): Promise<string | null> {
    const r = await this.run(['merge-base', a, b], { okCodes: [1] });
    return r.code === 0 ? r.stdout.toString().trim() : null;
  }

  /** Commit ids, newest first (topological: equal timestamps in test repos must not scramble order). */
  async revList(args: string[], paths: string[] = []): Promise<string[]> {
    const tail = paths.length > 0 ? ['--', ...paths] : [];
    const out = await this.text(['rev-list', '--topo-order', ...args, ...tail]);
    return out.split('\n').filter(Boolean);
  }

  /** Reads many objects with one `cat-file --batch`; missing ids map to undefined. */
  async readObjects(shas: string[]): Promise<Map<string, { type: string; data: Buffer }>> {
    const found = new Map<string, { type: string; data: Buffer }>();
    if (shas.length === 0) return found;
    const { stdout } = await this.run(['cat-file', '--batch'], { input: `${shas.join('\n')}\n` });
    let pos = 0;
    for (const requested of shas) {
      const eol = stdout.indexOf(0x0a, pos);
      const header = stdout.subarray(pos, eol).toString('utf8').split(' ');
      pos = eol + 1;
      if (header[1] === 'missing' || header.length < 3) continue;
      const size = Number(header[2]);
      found.set(requested, { type: header[1]!, data: stdout.subarray(pos, pos + size) });
      pos += size + 1;
    }
    return found;
  }

  async readCommits(shas: string[]): Promise<CommitInfo[]> {
    const objects = await this.readObjects(shas);
    return shas.map((sha) => {
      const obj = objects.get(sha);
      if (obj?.type !== 'commit') throw new Error(`not a commit: ${sha}`);
      return parseCommitObject(sha, obj.data);
    });
  }

  async readCommit(sha: string): Promise<CommitInfo> {
    return (await this.readCommits([sha]))[0]!;
  }

  async readBlob(sha: string): Promise<Buffer> {
    return (await this.run(['cat-file', 'blob', sha])).stdout;
  }

  async objectSize(sha: string): Promise<number> {
    return Number(await this.text(['cat-file', '-s', sha]));
  }

  /** Entries of a tree-ish; `paths` restricts to those exact paths (or the contents of `dir/`). */
  async lsTree(treeish: string, opts: { recursive?: boolean; paths?: string[] } = {}): Promise<TreeEntry[]> {
    const args = ['ls-tree', '-l', '-z'];
    if (opts.recursive) args.push('-r', '-t');
    args.push('--end-of-options', treeish);
    if (opts.paths) args.push('--', ...opts.paths);
    const out = await this.text(args);
    return out
      .split('\0')
      .filter(Boolean)
      .map((line) => {
        const m = /^(\d+) (\w+) ([0-9a-f]+) +(\S+)\t(.*)$/s.exec(line);
        if (!m) throw new Error(`unexpected ls-tree line: ${line}`);
        const entry: TreeEntry = { mode: m[1]!, type: m[2] as TreeEntry['type'], sha: m[3]!, path: m[5]! };
        if (m[4] !== '-') entry.size = Number(m[4]);
        return entry;
      });
  }

  /**
   * Writes a loose object in-process (what `git hash-object -w` does), without a git process per
   * blob: a full rebuild sends thousands of inline files (records and their feeds).
   */
  async writeBlob(data: Buffer): Promise<string> {
    const object = Buffer.concat([Buffer.from(`blob ${data.length}\0`), data]);
    const sha = createHash('sha1').update(object).digest('hex');
    const path = join(this.gitDir, 'objects', sha.slice(0, 2), sha.slice(2));
    const present = await access(path).then(
      () => true,
      () => false,
    );
    if (!present) {
      await mkdir(dirname(path), { recursive: true });
      const tmp = `${path}.tmp-${process.pid}-${++blobWrites}`;
      await writeFile(tmp, await promisify(deflate)(object));
      await rename(tmp, path);
    }
    return sha;
  }

  /** Writes one tree level; the caller has checked that every referenced object exists. */
  async mkTree(entries: { mode: string; type: string; sha: string; name: string }[]): Promise<string> {
    const input = entries.map((e) => `${e.mode} ${e.type} ${e.sha}\t${e.name}\0`).join('');
    return (await this.text(['mktree', '-z', '--missing'], { input })).trim();
  }

  async commitTree(c: {
    tree: string;
    parents: string[];
    message: string;
    author: GitPerson;
    committer: GitPerson;
  }): Promise<string> {
    const gitDate = (iso: string) => `${Math.floor(Date.parse(iso) / 1000)} +0000`;
    const args = ['commit-tree', c.tree, ...c.parents.flatMap((p) => ['-p', p])];
    const env = {
      GIT_AUTHOR_NAME: c.author.name,
      GIT_AUTHOR_EMAIL: c.author.email,
      GIT_AUTHOR_DATE: gitDate(c.author.date),
      GIT_COMMITTER_NAME: c.committer.name,
      GIT_COMMITTER_EMAIL: c.committer.email,
      GIT_COMMITTER_DATE: gitDate(c.committer.date),
    };
    return (await this.text(args, { input: c.message, env })).trim();
  }

  /** Tree of a clean three-way merge of `theirs` into `ours`, or null on conflict (git ≥ 2.38). */
  async mergeTree(ours: string, theirs: string): Promise<string | null> {
    const r = await this.run(['merge-tree', '--write-tree', ours, theirs], { okCodes: [1] });
    return r.code === 0 ? r.stdout.toString().split('\n')[0]!.trim() : null;
  }

  /**
   * File changes from tree-ish `from` to `to`, renames detected like `git diff -M`. Between two full
   * ids it is worked out once per store: each page of a pull request's 3,000 files asks for it again.
   */
  async diff(from: string, to: string): Promise<FileChange[]> {
    if (!FULL_ID.test(from) || !FULL_ID.test(to)) return this.diffOnce(from, to);
    const key = `${from}..${to}`;
    let changes = this.diffs.get(key);
    if (!changes) {
      changes = this.diffOnce(from, to);
      this.diffs.set(key, changes);
      changes.catch(() => this.diffs.delete(key));
    }
    return [...(await changes)];
  }

  private async diffOnce(from: string, to: string): Promise<FileChange[]> {
    const range = ['--end-of-options', from, to];
    const [raw, numstat, patch] = await Promise.all([
      this.text(['diff-tree', '-r', '-z', '-M', '--raw', '--no-abbrev', ...range]),
      this.text(['diff-tree', '-r', '-z', '-M', '--numstat', ...range]),
      this.text(['diff-tree', '-r', '-M', '-p', '--no-color', '--no-ext-diff', '--full-index', ...range]),
    ]);
    const changes = parseRaw(raw);
    const counts = parseNumstat(numstat);
    const patches = splitPatch(patch);
    return changes.map((c, i) => {
      const n = counts[i] ?? { additions: 0, deletions: 0, binary: false };
      const change: FileChange = { ...c, ...n };
      const p = patches[i];
      if (!n.binary && p !== undefined) change.patch = p;
      else if (c.sha === null) change.patch = ''; // a mode-only change: GitHub sends an empty patch
      return change;
    });
  }
}
