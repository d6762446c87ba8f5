// Shared setup for the push tests: a "GitHub" repository served by the emulator, and runner
// checkouts cloned from it (full or shallow) the way actions/checkout makes them. Runs are in-process
// (zero client delays) unless a test asks for the built bundle end to end.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { type EmulatorOptions, type GitHubEmulator, startGitHubEmulator } from '../harness/github/server.js';
import type { Limits } from '../harness/github/state.js';
import { createTestRepo, type TestRepo } from '../harness/github/test-repo.js';
import { type ActionRun, pushEvent, runAction } from '../harness/run-action.js';
import { type RunInProcessOptions, runInProcess } from '../harness/run-in-process.js';
import { ACTION_ENTRY } from '../harness/test-dist.js';
import { cli } from '../helpers/cli-in-process.js';
import { NO_USER_GIT_CONFIG } from '../helpers/git-repo.js';
import { type RecordExtras, record } from '../helpers/records.js';

const exec = promisify(execFile);
/** git as actions/checkout runs it: without the contributor's config (a global hooksPath, autocrlf). */
const git = (args: string[]) => exec('git', args, { env: { ...process.env, ...NO_USER_GIT_CONFIG } });
export const OWNER = 'acme';
export const REPO = 'registry';
export const REPOSITORY_URL = `https://github.com/${OWNER}/${REPO}`;
export const ENTRY = ACTION_ENTRY;
export const ACTION_YML = resolve(process.cwd(), 'action.yml');
export const TOKEN = 'write-token';
/** Every file the action owns on the pages branch. */
export const ARTIFACTS = [
  'api.json',
  'api/v1.json',
  'drift.json',
  'drift/v1.json',
  'drift.rss.xml',
  'drift.atom.xml',
  'drift.feed.json',
  'schema/source-record.v1.schema.json',
];

export interface World {
  origin: TestRepo;
  gh: GitHubEmulator;
  scratch: string;
  close: () => Promise<void>;
}

export async function createWorld(
  limits: Partial<Limits> = {},
  emulator: Pick<EmulatorOptions, 'rateLimit' | 'rateLimitStatus'> = {},
): Promise<World> {
  const origin = await createTestRepo();
  const gh = await startGitHubEmulator({
    owner: OWNER,
    repo: REPO,
    gitDir: origin.dir,
    token: TOKEN,
    limits,
    ...emulator,
  });
  const scratch = await mkdtemp(join(tmpdir(), 'push-e2e-'));
  return {
    origin,
    gh,
    scratch,
    close: async () => {
      await gh.close();
      await origin.cleanup();
      await rm(scratch, { recursive: true, force: true });
    },
  };
}

let n = 0;
export interface CheckoutOptions {
  /**
   * How the commit gets there: `fetch` (the default) inits a repository and fetches only `rev`, as
   * actions/checkout does; `clone` clones every branch, then detaches at `rev`; `clone-branch` clones
   * the branch `rev` and stays on it.
   */
  by?: 'fetch' | 'clone' | 'clone-branch';
  /**
   * The `origin` remote: none (the default for `fetch`), the repository (`reachable`: a `fetch` then
   * goes through it; the default for a clone), or `unreachable` (a clone's url pointed at a missing path).
   */
  origin?: 'none' | 'reachable' | 'unreachable';
}

/**
 * A checkout of `rev` in a new directory under `world.scratch`: the whole history (fetch-depth: 0)
 * or only that commit (fetch-depth: 1).
 */
export async function checkoutOf(
  world: Pick<World, 'origin' | 'scratch'>,
  rev: string,
  depth: 'full' | 'shallow',
  options: CheckoutOptions = {},
): Promise<string> {
  const dir = join(world.scratch, `ws-${++n}`);
  const url = `file://${world.origin.gitDir}`;
  const shallow = depth === 'shallow' ? ['--depth', '1'] : [];
  const by = options.by ?? 'fetch';
  if (by === 'fetch') {
    await git(['init', '-q', dir]);
    const remote = options.origin === 'reachable';
    if (remote) await git(['-C', dir, 'remote', 'add', 'origin', url]);
    await git(['-C', dir, 'fetch', '-q', ...shallow, remote ? 'origin' : url, rev]);
    await git(['-C', dir, 'checkout', '-q', '--detach', rev]);
    return dir;
  }
  const branch = by === 'clone-branch' ? ['--branch', rev] : [];
  await git(['clone', '-q', ...shallow, ...branch, url, dir]);
  if (options.origin === 'unreachable')
    await git(['-C', dir, 'remote', 'set-url', 'origin', join(world.scratch, 'gone')]);
  if (by === 'clone') await git(['-C', dir, 'checkout', '-q', '--detach', rev]);
  return dir;
}

/** The action in-process in the checkout `cwd`, against the world's emulator with its token. */
export function runIn(
  world: World,
  cwd: string,
  options: Omit<RunInProcessOptions, 'cwd' | 'gh' | 'actionYml' | 'githubToken'>,
): Promise<ActionRun> {
  return runInProcess({ cwd, gh: world.gh, actionYml: ACTION_YML, githubToken: TOKEN, ...options });
}

export async function publish(
  world: World,
  spec: {
    before: string;
    after: string;
    depth: 'full' | 'shallow';
    forced?: boolean;
    ref?: string;
    inputs?: Record<string, string>;
    /** `dist`: the freshly built bundle in a child process, end to end (with real client delays). */
    via?: 'in-process' | 'dist';
  },
): Promise<ActionRun> {
  const cwd = await checkoutOf(world, spec.after, spec.depth);
  const options = {
    inputs: spec.inputs ?? {},
    event: pushEvent({
      owner: OWNER,
      repo: REPO,
      before: spec.before,
      after: spec.after,
      ...(spec.forced ? { forced: true } : {}),
      ...(spec.ref ? { ref: spec.ref } : {}),
    }),
  };
  return spec.via === 'dist'
    ? runAction({ ...options, cwd, gh: world.gh, actionYml: ACTION_YML, githubToken: TOKEN, entry: ENTRY })
    : runIn(world, cwd, options);
}

/**
 * Runs the CLI's full build of `sha` in a full checkout and gives the output directory: in-process,
 * or by `bundle` (a built cli.cjs) in a child process (the bundled CLI is tested end to end in
 * __tests__/e2e).
 */
export async function buildAt(
  world: World,
  sha: string,
  bundle?: string,
  options: readonly string[] = [],
): Promise<string> {
  const cwd = await checkoutOf(world, sha, 'full');
  const out = join(world.scratch, `site-${++n}`);
  const args = [
    'build',
    '--root',
    cwd,
    '--out',
    out,
    '--rev',
    sha,
    '--repository-url',
    REPOSITORY_URL,
    ...options,
  ];
  if (bundle) {
    await exec(process.execPath, [bundle, ...args], { cwd, maxBuffer: 64 * 1024 * 1024 });
  } else {
    const { code, stderr } = await cli(args, cwd);
    if (code !== 0) throw new Error(`model-registry build exited ${code}: ${stderr}`);
  }
  return out;
}

/**
 * What the CLI's full build writes for `sha` (`options`: more of build's, `--models-dir DIR`): the
 * reference the action's pages must equal byte for byte.
 */
export async function fullBuild(
  world: World,
  sha: string,
  options: readonly string[] = [],
): Promise<Record<string, string>> {
  const out = await buildAt(world, sha, undefined, options);
  const files: Record<string, string> = {};
  for (const p of ARTIFACTS) {
    files[p] = await readFile(join(out, p), 'utf8');
  }
  return files;
}

/**
 * Commits records on main (or on `at.parent`, moving main there), each named `lab/slug` with the
 * extras helpers/records' record takes, or null to delete it; the commit's sha. Most push tests
 * grow their registry this way, so the test shows which records change rather than their paths.
 */
export function commitRecords(
  world: Pick<World, 'origin'>,
  records: Record<string, RecordExtras | null>,
  message: string,
  at: { parent?: string } = {},
): Promise<string> {
  const files: Record<string, string | null> = {};
  for (const [id, extras] of Object.entries(records)) {
    const [lab, slug] = id.split('/') as [string, string];
    files[`models/${id}.toml`] = extras === null ? null : record(lab, slug, extras);
  }
  return world.origin.commit({ files, message, ...at });
}

/** A file on a branch of the origin repository, as committed there. */
export async function onBranch(world: World, branch: string, path: string): Promise<string | null> {
  try {
    return await world.origin.git('show', `${branch}:${path}`);
  } catch {
    return null;
  }
}

/** Every file the action owns as the pages branch `branch` holds it (null where missing), to compare with fullBuild. */
export async function artifactsOn(world: World, branch: string): Promise<Record<string, string | null>> {
  const out: Record<string, string | null> = {};
  for (const p of ARTIFACTS) out[p] = await onBranch(world, branch, p);
  return out;
}

export async function pagesLog(world: World, branch = 'gh-pages'): Promise<string[]> {
  try {
    return (await world.origin.git('rev-list', '--first-parent', branch)).trim().split('\n').filter(Boolean);
  } catch {
    return [];
  }
}
