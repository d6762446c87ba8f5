// What the runner's checkout can answer without the network.
import { git, gitAnswer } from './exec.js';

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

/** git's answer to "is the checkout shallow?": 'true', 'false', or null when git cannot say. */
function shallowAnswer(cwd: string): Promise<string | null> {
  return gitAnswer(['rev-parse', '--is-shallow-repository'], cwd);
}

export async function isShallow(cwd: string): Promise<boolean> {
  return (await shallowAnswer(cwd)) === 'true';
}

/** True when the checkout holds the whole history of `sha` (not shallow). */
export async function hasFullHistory(cwd: string, sha: string): Promise<boolean> {
  return (await shallowAnswer(cwd)) === 'false' && (await hasCommit(cwd, sha));
}

/**
 * The parents HEAD's commit object names, or null when git cannot say. Read from the object itself:
 * a shallow checkout has it but not its parents, which `rev-parse HEAD^@` then hides.
 */
export async function headParents(cwd: string): Promise<string[] | null> {
  const text = await gitAnswer(['cat-file', 'commit', 'HEAD'], cwd);
  if (text === null) return null;
  const header = text.split('\n\n', 1)[0]!;
  return [...header.matchAll(/^parent ([0-9a-f]+)$/gm)].map((m) => m[1]!);
}

/** The commit HEAD is, or null when git cannot say. */
export async function headCommit(cwd: string): Promise<string | null> {
  return gitAnswer(['rev-parse', '--verify', 'HEAD^{commit}'], cwd);
}
