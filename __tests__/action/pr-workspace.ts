// The workspace a pull_request run gets from actions/checkout: a SHALLOW fetch of the test merge commit
// into a fresh repository, so the parents (and the base versions of records) are not there locally.
import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

async function git(cwd: string, ...args: string[]): Promise<string> {
  const env = { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_CONFIG_NOSYSTEM: '1', HOME: cwd };
  const { stdout } = await run('git', ['-c', 'protocol.version=2', ...args], { cwd, env });
  return stdout;
}

/**
 * As actions/checkout does for a pull request (fetch-depth 1): init, add the remote, fetch exactly the
 * merge commit with depth 1, check it out detached. Returns the work tree.
 */
export async function checkoutShallow(opts: {
  root: string;
  remoteDir: string;
  sha: string;
  prNumber: number;
  /** core.autocrlf=true, as on GitHub's Windows runners: LF blobs are checked out with CRLF. */
  autocrlf?: boolean;
}) {
  const ws = await mkdtemp(join(opts.root, `ws-${opts.prNumber}-`));
  await git(ws, 'init', '--quiet');
  if (opts.autocrlf) await git(ws, 'config', 'core.autocrlf', 'true');
  await git(ws, 'remote', 'add', 'origin', `file://${opts.remoteDir}`);
  await git(
    ws,
    'fetch',
    '--quiet',
    '--no-tags',
    '--depth=1',
    'origin',
    `+${opts.sha}:refs/remotes/pull/${opts.prNumber}/merge`,
  );
  await git(ws, 'checkout', '--quiet', '--force', `refs/remotes/pull/${opts.prNumber}/merge`);
  return ws;
}

/** True when the work tree's repository is shallow and its HEAD has no parent object locally. */
export async function isShallowWithoutParents(ws: string): Promise<boolean> {
  const shallow = (await git(ws, 'rev-parse', '--is-shallow-repository')).trim() === 'true';
  const count = (await git(ws, 'rev-list', '--count', 'HEAD')).trim();
  return shallow && count === '1';
}
