// What the runner's checkout can answer without the network.
import { git, gitText } from './exec.js';

export async function hasCommit(cwd: string, sha: string): Promise<boolean> {
  try {
    await git(['cat-file', '-e', `${sha}^{commit}`], { cwd });
    return true;
  } catch {
    return false;
  }
}

export async function isAncestor(cwd: string, ancestor: string, descendant: string): Promise<boolean> {
  try {
    await git(['merge-base', '--is-ancestor', ancestor, descendant], { cwd });
    return true;
  } catch {
    return false;
  }
}

/** True when the checkout holds the whole history of `sha` (not shallow). */
export async function hasFullHistory(cwd: string, sha: string): Promise<boolean> {
  try {
    if ((await gitText(['rev-parse', '--is-shallow-repository'], cwd)) !== 'false') return false;
    return hasCommit(cwd, sha);
  } catch {
    return false;
  }
}
