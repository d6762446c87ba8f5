// Fetches the history a shallow checkout lacks, so it is read locally with two git processes instead
// of one API request per commit (a GITHUB_TOKEN has 1,000 an hour). actions/checkout leaves an
// `origin` remote with the token in the repository's config, which this fetch uses.
import { GitError, git } from './exec.js';
import { isShallow } from './local-repo.js';

/** A fetch that needs a password must fail, not wait for a terminal; nor may a stuck one hang the job. */
export const FETCH_ENV = { GIT_TERMINAL_PROMPT: '0' };
export const FETCH_TIMEOUT_MS = 10 * 60_000;

async function fetch(cwd: string, args: string[]): Promise<string | null> {
  try {
    await git(['fetch', '--quiet', '--no-tags', ...args], {
      cwd,
      env: FETCH_ENV,
      timeoutMs: FETCH_TIMEOUT_MS,
    });
    return null;
  } catch (err) {
    // git's own lines, as one; else what git() says ("git fetch stopped after 600 s", ...).
    const stderr = err instanceof GitError ? err.stderr : '';
    return stderr ? `git fetch failed: ${stderr.replace(/\s*\n\s*/g, '; ')}` : (err as Error).message;
  }
}

/** null once the checkout holds the whole history of `head`; otherwise why it could not. */
export async function unshallow(cwd: string, head: string): Promise<string | null> {
  if (!(await isShallow(cwd))) return 'the checkout is not shallow, yet lacks the commits';
  return fetch(cwd, ['--unshallow', 'origin', head]);
}

/**
 * Fetches `by` more generations of `head`'s history into a shallow checkout (commits, trees and the
 * blobs they add: a short range costs a few kilobytes, not the registry). null when it worked.
 */
export function deepenBy(cwd: string, head: string, by: number): Promise<string | null> {
  return fetch(cwd, [`--deepen=${by}`, 'origin', head]);
}
