// Throwaway git repositories for tests, with repeatable commit ids (fixed identities, a ticking clock).
// Commits are made with plumbing on any branch, so the work tree stays free for the action's checkout.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { GitStore } from './git-store.js';
import { buildTree, type TreeEdit } from './tree-builder.js';

export const TEST_EPOCH = Date.parse('2026-01-01T00:00:00Z');
export const PUSH_REFUSED = 'git push refused: the action must publish through the REST API';

export interface TestRepo {
  /** Work tree (or the bare repository itself). */
  dir: string;
  gitDir: string;
  store: GitStore;
  /** Runs git in the repository and returns stdout (rejects on failure). */
  git(...args: string[]): Promise<string>;
  /**
   * Commits `files` (path → content, null deletes) on top of `branch` (created from `parent`, or as a
   * root commit), moves the branch, and returns the commit id. Each commit is one minute after the last.
   */
  commit(spec: {
    files: Record<string, string | Buffer | null>;
    message?: string;
    branch?: string;
    parent?: string | null;
    /** File modes other than 100644, e.g. `{ 'run.sh': '100755' }`; 160000 takes a commit id as content. */
    modes?: Record<string, string>;
  }): Promise<string>;
  /** Points the work tree at `ref` (detached), as actions/checkout leaves it. */
  checkout(ref: string): Promise<void>;
  cleanup(): Promise<void>;
}

export async function createTestRepo(opts: { bare?: boolean; branch?: string } = {}): Promise<TestRepo> {
  const root = await mkdtemp(join(tmpdir(), 'gh-emu-repo-'));
  const dir = join(root, opts.bare ? 'repo.git' : 'repo');
  const branch = opts.branch ?? 'main';
  const init = await GitStore.initAt(dir, { bare: opts.bare ?? false, branch });
  // The action must publish through the REST API only: any `git push` into this repository fails loudly.
  // (The emulator writes refs with update-ref, which runs no receive hooks.)
  const hook = join(init.gitDir, 'hooks', 'pre-receive');
  await mkdir(dirname(hook), { recursive: true });
  await writeFile(hook, `#!/bin/sh\necho "${PUSH_REFUSED}" >&2\nexit 1\n`, { mode: 0o755 });
  let tick = 0;
  const git = async (...args: string[]) =>
    (await init.run(args, { cwd: opts.bare ? undefined : dir })).stdout.toString();

  return {
    dir,
    gitDir: init.gitDir,
    store: init,
    git,
    async commit({ files, message = 'commit', branch: target = branch, parent, modes = {} }) {
      const ref = `refs/heads/${target}`;
      const current = await init.readRef(ref);
      const base = parent === undefined ? current : parent;
      const edits: TreeEdit[] = [];
      for (const [path, content] of Object.entries(files)) {
        if (content === null) edits.push({ path, mode: '100644', type: 'blob', sha: null });
        // A submodule (gitlink): the content is the commit it names, kept in another repository.
        else if (modes[path] === '160000')
          edits.push({ path, mode: '160000', type: 'commit', sha: String(content) });
        else {
          const sha = await init.writeBlob(Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8'));
          edits.push({ path, mode: modes[path] ?? '100644', type: 'blob', sha });
        }
      }
      const baseTree = base ? await init.resolve(base, 'tree') : null;
      const tree = await buildTree(init, baseTree, edits);
      const date = new Date(TEST_EPOCH + 60_000 * ++tick).toISOString();
      const who = { name: 'Test Author', email: 'author@example.com', date };
      const sha = await init.commitTree({
        tree,
        parents: base ? [base] : [],
        message: `${message}\n`,
        author: who,
        committer: { ...who, name: 'Test Committer', email: 'committer@example.com' },
      });
      await init.setRef(ref, sha);
      return sha;
    },
    async checkout(ref) {
      if (opts.bare) throw new Error('bare repository has no work tree');
      await init.run(['checkout', '--quiet', '--force', '--detach', ref], { cwd: dir });
    },
    cleanup: () => rm(root, { recursive: true, force: true }),
  };
}

/** One commit of a `git fast-import` stream, its files given inline. */
export interface ImportCommit {
  branch: string;
  message: string;
  /** Committer time, in seconds since the epoch (UTC). */
  time: number;
  committer?: string;
  /** A mark to name this commit by (`:n`) in a later commit's `from`. */
  mark?: number;
  /** The parent: a commit id or a mark (`:n`); none for the branch's current head. */
  from?: string;
  files: [path: string, content: string | Buffer][];
}

/** The stream text of one commit (paths are written as given: no quoting). */
export function importCommit(c: ImportCommit): string {
  let stream =
    `commit refs/heads/${c.branch}\n` +
    (c.mark !== undefined ? `mark :${c.mark}\n` : '') +
    `committer ${c.committer ?? 'T <t@example.org>'} ${c.time} +0000\n` +
    `data ${Buffer.byteLength(c.message)}\n${c.message}\n` +
    (c.from !== undefined ? `from ${c.from}\n` : '');
  for (const [path, content] of c.files)
    stream += `M 100644 inline ${path}\ndata ${Buffer.byteLength(content)}\n${content}\n`;
  return stream;
}

/** Writes a fast-import stream into the repository: one git process, however many blobs and commits. */
export async function importStream(repo: TestRepo, stream: string): Promise<void> {
  await repo.store.run(['fast-import', '--quiet'], { input: stream });
}

/** One commit of many files (a commit() per blob is slow), through fast-import; returns its id. */
export async function wideCommit(repo: TestRepo, c: ImportCommit): Promise<string> {
  await importStream(repo, importCommit(c));
  return (await repo.git('rev-parse', c.branch)).trim();
}
