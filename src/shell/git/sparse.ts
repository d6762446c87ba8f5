// Records a sparse checkout leaves out of the work tree (git's skip-worktree entries): git status says
// nothing of them, so a reader of the work tree (validate, the push's catalog) would take the rest
// for the whole registry.
import { lstatSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { recordPaths } from '../../core/record-path.js';
import { git } from './exec.js';

/** Record files of the checked-out commit outside the sparse checkout, as paths below `workspace`. */
export async function outsideSparseCheckout(workspace: string, modelsDir: string): Promise<string[]> {
  const out = await git(['-c', 'core.quotepath=off', 'ls-files', '-t', '-z', '--', modelsDir], {
    cwd: workspace,
  });
  // Only files the readers take for records: a dot-folder's .toml (.cargo/config.toml with
  // models-dir ".") is read by none, so the catalog loses nothing without it.
  const { toRecordPath } = recordPaths(modelsDir);
  return out
    .toString('utf8')
    .split('\0')
    .filter((entry) => entry.startsWith('S ') && toRecordPath(entry.slice(2)) !== null)
    .map((entry) => entry.slice(2));
}

/**
 * The repository folder of the work tree holding `dir` (a `.git` folder, or the one a `.git` file
 * names: a linked worktree, a submodule) and the work tree's top, found by looking, not by running
 * git: validate runs on every commit.
 */
function repositoryOf(dir: string): { gitDir: string; top: string } | null {
  for (let at = resolve(dir); ; at = dirname(at)) {
    const dotGit = join(at, '.git');
    try {
      const st = lstatSync(dotGit, { throwIfNoEntry: false });
      if (st?.isDirectory()) return { gitDir: dotGit, top: at };
      if (st?.isFile()) {
        const named = /^gitdir: (.+)$/m.exec(readFileSync(dotGit, 'utf8'))?.[1];
        return named === undefined ? null : { gitDir: resolve(at, named.trim()), top: at };
      }
    } catch {
      return null;
    }
    if (dirname(at) === at) return null;
  }
}

/**
 * Like outsideSparseCheckout, for a work tree that may be in no repository: the record files left
 * out (paths below `root`) and the work tree's top, at the cost of a few stats unless git keeps
 * sparse-checkout patterns for it (`info/sparse-checkout`); none when git cannot answer. Files
 * present anyway (kept for their local changes) are read, so not counted.
 */
export async function leftOutBySparseCheckout(
  root: string,
  modelsDir: string,
): Promise<{ paths: string[]; top: string }> {
  const repo = repositoryOf(root);
  if (
    repo === null ||
    lstatSync(join(repo.gitDir, 'info', 'sparse-checkout'), { throwIfNoEntry: false }) === undefined
  )
    return { paths: [], top: root };
  const outside = await outsideSparseCheckout(root, modelsDir).catch(() => []);
  const paths = outside.filter(
    (path) => lstatSync(join(root, path), { throwIfNoEntry: false }) === undefined,
  );
  return { paths, top: repo.top };
}
