// The workspace a pull_request run gets from actions/checkout: a SHALLOW fetch of the test merge commit
// into a fresh repository, so the parents (and the base versions of records) are not there locally.
import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { GitHubEmulator } from '../harness/github/server.js';
import { pullRequestEvent } from '../harness/run-action.js';
import { NO_USER_GIT_CONFIG } from '../helpers/git-repo.js';

const run = promisify(execFile);

async function git(cwd: string, ...args: string[]): Promise<string> {
  const env = { ...process.env, GIT_TERMINAL_PROMPT: '0', ...NO_USER_GIT_CONFIG, HOME: cwd };
  const { stdout } = await run('git', ['-c', 'protocol.version=2', ...args], { cwd, env });
  return stdout;
}

/**
 * As actions/checkout does for a pull request (fetch-depth 1): init, add the remote, fetch exactly the
 * merge commit with depth 1 (with its history when `full`), check it out detached. Returns the work tree.
 */
export async function checkoutShallow(opts: {
  root: string;
  remoteDir: string;
  sha: string;
  prNumber: number;
  /** core.autocrlf=true, as on GitHub's Windows runners: LF blobs are checked out with CRLF. */
  autocrlf?: boolean;
  /** fetch-depth: 0, as the README's workflows check out: the merge commit's parents are there too. */
  full?: boolean;
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
    ...(opts.full ? [] : ['--depth=1']),
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

/**
 * Registers pull request `pr` with the emulator, checks out its merge commit under `root` as
 * checkoutShallow does, and gives the pull_request event of a run on it: the set-up every pull
 * request test makes. `payload` adds to the event only (a synchronize's `before`, another base ref).
 */
export async function openPullRequest(
  gh: GitHubEmulator,
  root: string,
  pr: {
    number: number;
    baseSha: string;
    headSha: string;
    headRef: string;
    title?: string;
    headOwner?: string;
    locked?: boolean;
  },
  payload: { before?: string; baseRef?: string } = {},
  options: { autocrlf?: boolean; full?: boolean } = {},
) {
  const opened = await gh.addPullRequest(pr);
  const mergeSha = opened.mergeSha;
  if (!mergeSha) throw new Error(`pull request #${pr.number} does not merge cleanly`);
  const ws = await checkoutShallow({
    root,
    remoteDir: gh.gitDir,
    sha: mergeSha,
    prNumber: pr.number,
    autocrlf: options.autocrlf,
    full: options.full,
  });
  const { title: _, locked: __, ...spec } = pr;
  const event = pullRequestEvent({ owner: gh.owner, repo: gh.repo, ...spec, ...payload, mergeSha });
  return { pr: opened, ws, event };
}
