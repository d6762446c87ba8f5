// A shallow checkout (fetch-depth: 1, actions/checkout's default) on a long history: the history is
// fetched with git, never read with one API request per commit (a short range too: deepened step by
// step); when git cannot fetch it, short ranges use the API and a long history
// fails clearly before publishing anything. Requests are counted by the emulator.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { getOctokit } from '@actions/github';
import { jest } from '@jest/globals';
import { DEFAULT_RECORD_PATHS } from '../../src/core/record-path.js';
import { checkoutOf } from '../../src/shell/action/checkout.js';
import { type GitFetches, planHistory } from '../../src/shell/action/history.js';
import { readLocalHistory } from '../../src/shell/git/history.js';
import { API_HISTORY_MAX_COMMITS } from '../../src/shell/github/api-history.js';
import { type GitHubEmulator, type Limits, startGitHubEmulator } from '../harness/github/server.js';
import {
  createTestRepo,
  importCommit,
  importStream,
  type TestRepo,
  wideCommit,
} from '../harness/github/test-repo.js';
import { gitEnv } from '../helpers/git-repo.js';
import { record } from '../helpers/records.js';
import { captureStdout } from './in-process-push.js';
import { checkoutOf as runnerCheckout } from './push-setup.js';

const run = promisify(execFile);
/** Git outside the test repositories' helpers, with their environment: no machine or user config. */
const exec = (cmd: string, args: string[]) => run(cmd, args, { env: gitEnv() });
const REPO = { owner: 'acme', repo: 'registry' };
const LONG = API_HISTORY_MAX_COMMITS + 30;

let origin: TestRepo;
let scratch: string;
let shas: string[];
let gh: GitHubEmulator | undefined;

/** `n` commits on main, each changing one record, written in one `git fast-import` (fast). */
async function longHistory(repo: TestRepo, n: number): Promise<string[]> {
  let stream = '';
  for (let i = 1; i <= n; i++) {
    stream += importCommit({
      branch: 'main',
      mark: i,
      committer: 'Test <t@example.org>',
      time: 1_767_225_600 + i * 60,
      message: `commit ${i}`,
      ...(i > 1 ? { from: `:${i - 1}` } : {}),
      files: [['models/acme/one.toml', record('acme', 'one', { max: i })]],
    });
  }
  await importStream(repo, stream);
  return (await repo.git('rev-list', '--reverse', 'main')).trim().split('\n');
}

beforeAll(async () => {
  origin = await createTestRepo();
  shas = await longHistory(origin, LONG);
  scratch = await mkdtemp(join(tmpdir(), 'shallow-'));
});
afterAll(async () => {
  await origin.cleanup();
  await rm(scratch, { recursive: true, force: true });
});
afterEach(async () => {
  expect(gh?.internalErrors ?? []).toEqual([]);
  await gh?.close();
  gh = undefined;
});

let n = 0;
/** What actions/checkout makes with fetch-depth: 1: a shallow clone with an `origin` remote. */
function shallowCheckout(opts: { origin: boolean }): Promise<string> {
  return runnerCheckout({ origin, scratch }, 'main', 'shallow', {
    by: 'clone-branch',
    origin: opts.origin ? 'reachable' : 'unreachable',
  });
}

async function plan(
  workspace: string,
  feedHead: string | null,
  limits: Partial<Limits> = {},
  extra: { faults?: (gh: GitHubEmulator) => void; fetched?: GitFetches } = {},
) {
  gh = await startGitHubEmulator({ ...REPO, gitDir: origin.dir, limits });
  extra.faults?.(gh);
  const octokit = getOctokit('t', { baseUrl: gh.url });
  const checkout = checkoutOf({ workspace, modelsDir: 'models' });
  const head = shas.at(-1)!;
  const result = await planHistory({
    octokit,
    repo: REPO,
    workspace,
    checkout,
    headFiles: await checkout.readAll(),
    feedHead,
    published: feedHead !== null,
    head,
    forced: false,
    branch: 'main',
    defaultBranch: 'main',
    ref: 'main',
    ...(extra.fetched ? { fetched: extra.fetched } : {}),
  }).catch((e: unknown) => e as Error);
  return { result, requests: gh.requests.length };
}

it('a first publish from a shallow checkout fetches the history with git: no API request but where main points', async () => {
  const ws = await shallowCheckout({ origin: true });
  const { result, requests } = await plan(ws, null);
  // Only main's tip (a late run of an older push must not build the branch from its older commit).
  expect(gh!.requests.map((r) => `${r.method} ${r.route}`)).toEqual([
    'GET /repos/{owner}/{repo}/git/ref/{ref}',
  ]);
  expect(requests).toBe(1);
  expect(result).toMatchObject({ kind: 'full' });
  const commits = (result as { commits: unknown[] }).commits;
  expect(commits).toHaveLength(LONG);
  expect(commits).toEqual(
    await readLocalHistory(origin.dir, { revisions: [shas.at(-1)!], paths: DEFAULT_RECORD_PATHS }),
  );
});

it('a first publish from a partial clone (filter: blob:none) reads the history with one git fetch, not one per version', async () => {
  // What a partial clone needs of its server (GitHub allows both).
  await origin.git('config', 'uploadpack.allowFilter', 'true');
  await origin.git('config', 'uploadpack.allowAnySHA1InWant', 'true');
  const ws = join(scratch, 'partial');
  await exec('git', ['clone', '-q', '--filter=blob:none', `file://${origin.dir}`, ws]);
  // Each fetch from the promisor remote writes one pack with a .promisor file, the clone's included.
  const fetches = async () =>
    (await readdir(join(ws, '.git/objects/pack'))).filter((f) => f.endsWith('.promisor'));
  const before = (await fetches()).length;
  const { result, requests } = await plan(ws, null);
  expect((await fetches()).length - before).toBe(1);
  expect(requests).toBe(1); // main's tip only
  expect(result).toMatchObject({ kind: 'full' });
  expect((result as { commits: unknown[] }).commits).toEqual(
    await readLocalHistory(origin.dir, { revisions: [shas.at(-1)!], paths: DEFAULT_RECORD_PATHS }),
  );
});

it('when git cannot fetch, a long history fails clearly after a bounded number of requests', async () => {
  const ws = await shallowCheckout({ origin: false });
  const { result, requests } = await plan(ws, null);
  expect(result).toBeInstanceOf(Error);
  expect((result as Error).message).toMatch(
    /^cannot read the history through the API \(the history has 130 commits on its first-parent line: more than the 100 read through the API\) and could not fetch it with git \(.+\)\. Nothing was published, so nothing is lost: the first run that can read the history publishes every commit since\. Until then every run of this branch stops here: set fetch-depth: 0/,
  );
  // main's tip, then two pages of the commit list, not one request per commit.
  expect(requests).toBeLessThanOrEqual(3);
});

it('when git cannot fetch a whole history, the log says why before reading a short one through the API', async () => {
  const ws = await shallowCheckout({ origin: false });
  const out: string[] = [];
  captureStdout(out);
  try {
    await plan(ws, null);
  } finally {
    jest.restoreAllMocks();
  }
  // Before: "git could not fetch the history: reading a short one through the API instead.", git's
  // reason dropped (the incremental path printed it).
  expect(out.join('')).toMatch(
    /^git fetch failed: fatal: '[^']*gone' does not appear to be a git repository;.*: reading a short one through the API instead\.$/m,
  );
});

it('when git cannot fetch, an incremental range of more first-parent commits than the API reads fails clearly after listing it (two compares of 100)', async () => {
  const ws = await shallowCheckout({ origin: false });
  const { result, requests } = await plan(ws, shas[5]!);
  expect((result as Error).message).toMatch(
    /^cannot read the history through the API \(124 new commits on the first-parent line since [0-9a-f]{7}: more than the 100 read through the API\) and could not fetch it with git/,
  );
  // 124 commits: GitHub lists 100 a page.
  expect(gh!.requests.map((r) => r.route)).toEqual(Array(2).fill('/repos/{owner}/{repo}/compare/{basehead}'));
  expect(requests).toBe(2);
});

it('a long incremental range from a shallow checkout: deepened in steps, then its listing (two compares), then git', async () => {
  const ws = await shallowCheckout({ origin: true });
  const feedHead = shas[5]!;
  const { result, requests } = await plan(ws, feedHead);
  expect(result).toMatchObject({ kind: 'incremental' });
  expect((result as { commits: unknown[] }).commits).toHaveLength(LONG - 6);
  expect(requests).toBe(2);
});

describe('a short range from a shallow checkout is fetched with git, not read through the API', () => {
  it.each([1, 2, 7, 40])(
    '%i new commit(s), origin reachable: no API request, same commits as a full clone',
    async (k) => {
      const ws = await shallowCheckout({ origin: true });
      const feedHead = shas.at(-1 - k)!;
      const { result, requests } = await plan(ws, feedHead);
      expect(requests).toBe(0);
      expect(result).toEqual({
        kind: 'incremental',
        commits: await readLocalHistory(origin.dir, {
          revisions: [`${feedHead}..${shas.at(-1)!}`],
          paths: DEFAULT_RECORD_PATHS,
        }),
      });
    },
  );

  it('one new commit, no reachable origin: one compare, as before', async () => {
    const ws = await shallowCheckout({ origin: false });
    const { result, requests } = await plan(ws, shas.at(-2)!);
    expect(result).toMatchObject({ kind: 'incremental' });
    expect((result as { commits: unknown[] }).commits).toHaveLength(1);
    expect(gh!.requests.map((r) => r.route)).toEqual(['/repos/{owner}/{repo}/compare/{basehead}']);
    expect(requests).toBe(1);
  });

  it('a re-run of an older push (the feed is ahead): git cannot find it, one compare says up to date', async () => {
    // As actions/checkout does: only the pushed commit, fetched by sha, with an `origin` remote.
    const ws = await runnerCheckout({ origin, scratch }, shas.at(-3)!, 'shallow', { origin: 'reachable' });
    gh = await startGitHubEmulator({ ...REPO, gitDir: origin.dir });
    const checkout = checkoutOf({ workspace: ws, modelsDir: 'models' });
    const result = await planHistory({
      octokit: getOctokit('t', { baseUrl: gh.url }),
      repo: REPO,
      workspace: ws,
      checkout,
      headFiles: await checkout.readAll(),
      feedHead: shas.at(-1)!,
      published: true,
      head: shas.at(-3)!,
      forced: false,
      branch: 'main',
      defaultBranch: 'main',
      ref: 'main',
    });
    expect(result).toEqual({ kind: 'up-to-date' });
    expect(gh.requests.map((r) => r.route)).toEqual(['/repos/{owner}/{repo}/compare/{basehead}']);
  });
});

it('a range GitHub cannot diff (500) and no git: a clear error, nothing planned', async () => {
  const ws = await shallowCheckout({ origin: false });
  const { result, requests } = await plan(ws, shas.at(-3)!, { compareTimeoutFiles: 0 });
  expect((result as Error).message).toMatch(
    /^cannot read the history through the API \(GitHub cannot compare .* \(the diff is too large\)\) and could not fetch it with git/,
  );
  expect(requests).toBe(1);
});

describe('GitHub giving up on a diff (504, 422) falls back to git: the same commits as a full clone', () => {
  const local = (feedHead: string) =>
    readLocalHistory(origin.dir, {
      revisions: [`${feedHead}..${shas.at(-1)!}`],
      paths: DEFAULT_RECORD_PATHS,
    });

  it('the compare of a long range times out (504): the checkout is unshallowed', async () => {
    const ws = await shallowCheckout({ origin: true });
    const feedHead = shas[5]!;
    const { result, requests } = await plan(
      ws,
      feedHead,
      {},
      {
        faults: (gh) => gh.faults.diffUnavailable({ pathPattern: /\/compare\//, answer: 'timeout-504' }),
      },
    );
    expect(result).toEqual({ kind: 'incremental', commits: await local(feedHead) });
    expect(gh!.requests.map((r) => r.status)).toEqual([504]);
    expect(requests).toBe(1);
  });

  it('a commit’s files answer 422 "taking too long" (a publish retry, git steps done): unshallowed', async () => {
    const ws = await shallowCheckout({ origin: true });
    const feedHead = shas.at(-3)!;
    const { result } = await plan(
      ws,
      feedHead,
      {},
      {
        fetched: { stepped: true }, // as on a publish's second attempt after a lost race
        faults: (gh) =>
          gh.faults.diffUnavailable({ pathPattern: /\/commits\/[0-9a-f]{40}$/, answer: 'too-long-422' }),
      },
    );
    expect(result).toEqual({ kind: 'incremental', commits: await local(feedHead) });
    expect(gh!.requests.map((r) => `${r.route} ${r.status}`)).toEqual([
      '/repos/{owner}/{repo}/compare/{basehead} 200',
      '/repos/{owner}/{repo}/commits/{ref} 422',
    ]);
  });
});

it('a short range from a shallow checkout git cannot fetch from is read through the API', async () => {
  const ws = await shallowCheckout({ origin: false });
  const { result, requests } = await plan(ws, shas.at(-3)!);
  expect(result).toMatchObject({ kind: 'incremental' });
  expect((result as { commits: unknown[] }).commits).toHaveLength(2);
  expect(requests).toBe(1 + 2); // the compare, then each commit's files
});

describe('a one-commit range with more files than compare lists (300)', () => {
  let wide: TestRepo;
  afterEach(() => wide.cleanup());

  it('reads the commit’s own paged listing: a record past the 300th file is not missed', async () => {
    wide = await createTestRepo();
    const base = await wide.commit({ files: { 'models/acme/one.toml': record('acme', 'one') } });
    const files = Array.from({ length: 305 }, (_, i): [string, string] => [`aaa/f${i}.txt`, `${i}\n`]);
    files.push(['models/acme/one.toml', record('acme', 'one', { max: 9 })]);
    const head = await wideCommit(wide, {
      branch: 'main',
      time: 1767229200,
      message: 'wide',
      from: base,
      files,
    });
    gh = await startGitHubEmulator({ ...REPO, gitDir: wide.dir });
    const workspace = join(scratch, `wide-${++n}`);
    await exec('git', ['clone', '-q', '--depth', '1', `file://${wide.gitDir}`, workspace]);
    await exec('git', ['-C', workspace, 'remote', 'remove', 'origin']); // git cannot fetch: the API path
    const checkout = checkoutOf({ workspace, modelsDir: 'models' });
    const result = await planHistory({
      octokit: getOctokit('t', { baseUrl: gh.url }),
      repo: REPO,
      workspace,
      checkout,
      headFiles: await checkout.readAll(),
      feedHead: base,
      published: true,
      head,
      forced: false,
      branch: 'main',
      defaultBranch: 'main',
      ref: 'main',
    });
    expect(result).toMatchObject({ kind: 'incremental' });
    const [commit] = (result as { commits: { files: { path: string }[] }[] }).commits;
    expect(commit!.files.map((f) => f.path)).toEqual(['models/acme/one.toml']);
    // compare (files cut at 300), then the commit's two pages.
    expect(gh.requests.map((r) => r.route)).toEqual([
      '/repos/{owner}/{repo}/compare/{basehead}',
      '/repos/{owner}/{repo}/commits/{ref}',
      '/repos/{owner}/{repo}/commits/{ref}',
    ]);
  });
});
