// The REST history reader against what GitHub really sends: `sha: null` for a mode change, patches
// left out, file lists at their cap, diffs too big to compute, versions over the record size limit.
// Its answer must equal the local git reader's, or it must refuse (IncompleteApiError) — never guess.
import { getOctokit } from '@actions/github';
import { buildEvents } from '../../src/core/events.js';
import { DEFAULT_RECORD_PATHS } from '../../src/core/record-path.js';
import type { HistoryCommit } from '../../src/core/types.js';
import { MAX_RECORD_BYTES } from '../../src/core/validate/index.js';
import { readLocalHistory } from '../../src/shell/git/history.js';
import { readApiHistory } from '../../src/shell/github/api-history.js';
import {
  type ApiCommit,
  COMPARE_FILES_CAP,
  commitFiles,
  compare,
  compareFiles,
  fileAt,
  IncompleteApiError,
  listAllCommits,
} from '../../src/shell/github/commits-api.js';
import { DIFF_UNAVAILABLE, type DiffAnswer } from '../harness/github/faults.js';
import { type GitHubEmulator, type Limits, startGitHubEmulator } from '../harness/github/server.js';
import { createTestRepo, type TestRepo, wideCommit } from '../harness/github/test-repo.js';
import { record } from '../helpers/records.js';

const REPO = { owner: 'acme', repo: 'registry' };
const URL_ = 'https://github.com/acme/registry';
let repo: TestRepo;
let gh: GitHubEmulator | undefined;

beforeEach(async () => {
  repo = await createTestRepo();
});
afterEach(async () => {
  expect(gh?.internalErrors ?? []).toEqual([]);
  await gh?.close();
  gh = undefined;
  await repo.cleanup();
});

async function emulator(limits: Partial<Limits> = {}) {
  gh = await startGitHubEmulator({ ...REPO, gitDir: repo.dir, limits });
  // No retry plugin: a refused answer is final here, and the test stays fast.
  return getOctokit('t', { baseUrl: gh.url });
}

/** The API reader over `base..head` (base excluded), with the head's files read from git. */
async function apiHistory(
  octokit: ReturnType<typeof getOctokit>,
  base: string | null,
  head: string,
  extra: { maxRequests?: number; crlf?: boolean } = {},
): Promise<HistoryCommit[]> {
  const all = await listAllCommits(octokit, REPO, head);
  const cut = base ? all.findIndex((c) => c.sha === base) : -1;
  const commits: ApiCommit[] = cut === -1 ? all : all.slice(0, cut);
  return readApiHistory({
    octokit,
    repo: REPO,
    commits,
    head,
    toRecordPath: (p) => (p.startsWith('models/') ? p : null),
    toRepoPath: (p) => p,
    readHead: async (p) => {
      try {
        // crlf: as a checkout with core.autocrlf=true (Windows runners) has the file.
        const text = await repo.git('show', `${head}:${p}`);
        return new Uint8Array(Buffer.from(extra.crlf ? text.replaceAll('\n', '\r\n') : text, 'utf8'));
      } catch {
        return null;
      }
    },
    ...(extra.maxRequests === undefined ? {} : { maxRequests: extra.maxRequests }),
  });
}

const events = (commits: HistoryCommit[], head: string) =>
  buildEvents(commits, { repositoryUrl: URL_, head }).events;

async function localEvents(head: string, base: string | null) {
  const commits = await readLocalHistory(repo.dir, {
    revisions: [base ? `${base}..${head}` : head],
    paths: DEFAULT_RECORD_PATHS,
  });
  return events(commits, head);
}

it('a mode-only change of a record (sha: null, empty patch) is read, not a crash', async () => {
  const c1 = await repo.commit({ files: { 'models/acme/one.toml': record('acme', 'one') } });
  const c2 = await repo.commit({
    files: { 'models/acme/one.toml': record('acme', 'one') },
    modes: { 'models/acme/one.toml': '100755' },
  });
  const c3 = await repo.commit({ files: { 'models/acme/one.toml': record('acme', 'one', { max: 9 }) } });
  const octokit = await emulator();
  const commits = await apiHistory(octokit, null, c3);
  expect(commits.map((c) => c.sha)).toEqual([c1, c2, c3]);
  expect(events(commits, c3)).toEqual(await localEvents(c3, null));
});

it('a checkout with CRLF line ends (core.autocrlf=true): the patches still give every version, no file is fetched', async () => {
  const c1 = await repo.commit({ files: { 'models/acme/one.toml': record('acme', 'one') } });
  await repo.commit({ files: { 'models/acme/one.toml': record('acme', 'one', { max: 9 }) } });
  const c3 = await repo.commit({ files: { 'models/acme/one.toml': record('acme', 'one', { max: 10 }) } });
  const octokit = await emulator();
  const commits = await apiHistory(octokit, c1, c3, { crlf: true });
  expect(events(commits, c3)).toEqual(await localEvents(c3, c1));
  expect(
    events(commits, c3).map((e) => e.changes.map((c) => `${c.path}: ${c.before} -> ${c.after}`)),
  ).toEqual([
    ['capability_profiles[id="t2v"].duration.max: 9 -> 10'],
    ['capability_profiles[id="t2v"].duration.max: 8 -> 9'],
  ]);
  expect(gh!.requests.filter((r) => r.route?.endsWith('/contents/{path}'))).toEqual([]);
});

it("a commit's message is its subject as git reads it: the first paragraph, its lines joined", async () => {
  // git log's %s (the local reader) joins a subject wrapped over lines and drops a body; the API
  // sends the whole message. Both must give the same event, or a push read through the API and a
  // full rebuild publish different bytes for the same commit.
  const c1 = await repo.commit({
    files: { 'models/acme/one.toml': record('acme', 'one') },
    message: '\n  \nAdd one,  \r\nwrapped\t\n\nThe body.\nMore body.',
  });
  const c2 = await repo.commit({
    files: { 'models/acme/one.toml': record('acme', 'one', { max: 9 }) },
    message: 'One: max 9\r\n\r\nBody',
  });
  const octokit = await emulator();
  const read = events(await apiHistory(octokit, null, c2), c2);
  expect(read).toEqual(await localEvents(c2, null));
  expect(read.map((e) => e.commit.message)).toEqual(['One: max 9', 'Add one, wrapped']);
  expect(c1).toBeDefined();
});

it('a merge: only the first-parent line is read (the merged-in commit costs no request); same events', async () => {
  const c1 = await repo.commit({ files: { 'models/acme/one.toml': record('acme', 'one') } });
  const side = await repo.commit({
    branch: 'side',
    parent: c1,
    files: { 'models/acme/two.toml': record('acme', 'two') },
  });
  const c2 = await repo.commit({ files: { 'models/acme/one.toml': record('acme', 'one', { max: 9 }) } });
  // The merge's tree: main's and the side's change; its parents: main, then the side.
  const both = await repo.commit({ files: { 'models/acme/two.toml': record('acme', 'two') } });
  const tree = (await repo.git('rev-parse', `${both}^{tree}`)).trim();
  const env = ['-c', 'user.name=t', '-c', 'user.email=t@example.com'];
  const merge = (
    await repo.git(...env, 'commit-tree', tree, '-p', c2, '-p', side, '-m', 'merge side')
  ).trim();
  await repo.git('update-ref', 'refs/heads/main', merge);
  const octokit = await emulator();
  const commits = await apiHistory(octokit, c1, merge);
  expect(commits.map((c) => c.sha)).toEqual([c2, merge]);
  const read = gh!.requests
    .filter((r) => r.route === '/repos/{owner}/{repo}/commits/{ref}')
    .map((r) => r.path);
  expect(read.map((path) => path.split('/').pop()).sort()).toEqual([c2, merge].sort());
  const merged = events(commits, merge);
  expect(merged.map((e) => [e.type, e.model.id, e.commit.sha])).toEqual([
    ['model_added', 'acme/two', merge],
    ['model_updated', 'acme/one', c2],
  ]);
  expect(merged).toEqual(await localEvents(merge, c1));
});

it('patches left out past the response budget: the versions are fetched, the events are the same', async () => {
  const files = (max: number) =>
    Object.fromEntries(['a', 'b', 'c'].map((m) => [`models/acme/${m}.toml`, record('acme', m, { max })]));
  await repo.commit({ files: files(8) });
  const c2 = await repo.commit({ files: files(9) });
  const c3 = await repo.commit({ files: { ...files(10), 'models/acme/b.toml': null } });
  const octokit = await emulator({ patchResponseBytes: 200 });
  const commits = await apiHistory(octokit, null, c3);
  expect(events(commits, c3)).toEqual(await localEvents(c3, null));
  expect(gh!.count('GET', '/repos/{owner}/{repo}/contents/{path}')).toBeGreaterThan(0);
  expect(c2).toBeDefined();
});

it('a commit listing at GitHub’s file cap is refused, not read as complete', async () => {
  const c1 = await repo.commit({ files: { 'models/acme/one.toml': record('acme', 'one') } });
  const many = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`docs/f${i}.txt`, `${i}\n`]));
  // The record sorts after the docs: GitHub's cut leaves it out.
  const c2 = await repo.commit({
    files: { ...many, 'models/acme/one.toml': record('acme', 'one', { max: 9 }) },
  });
  const octokit = await emulator({ commitFilesTotal: 4, commitFilesPerPage: 2 });
  // The emulator cuts at 4 here; GitHub cuts at COMMIT_FILES_CAP (3,000).
  const files = await commitFiles(octokit, REPO, c2, 4).catch((e: unknown) => e);
  expect(files).toBeInstanceOf(IncompleteApiError);
  expect((files as Error).message).toMatch(/changes 4 files or more/);
  expect(c1).toBeDefined();
});

it('a compare GitHub cannot diff in time (500) is IncompleteApiError, as is a range past the limit', async () => {
  const c1 = await repo.commit({ files: { 'models/acme/one.toml': record('acme', 'one') } });
  await repo.commit({ files: { 'models/acme/two.toml': record('acme', 'two') } });
  const c3 = await repo.commit({ files: { 'models/acme/three.toml': record('acme', 'three') } });
  const octokit = await emulator({ compareTimeoutFiles: 1 });
  const err = await compare(octokit, REPO, c1, c3).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(IncompleteApiError);
  expect((err as Error).message).toMatch(/cannot compare .* \(the diff is too large\)/);
  await gh!.close();
  const fresh = await emulator();
  const long = await compare(fresh, REPO, c1, c3, 1).catch((e: unknown) => e);
  expect(long).toBeInstanceOf(IncompleteApiError);
  expect((long as Error).message).toMatch(/^2 new commits since/);
  expect(gh!.count('GET', '/repos/{owner}/{repo}/compare/{basehead}')).toBe(1); // no paging past the limit
});

it('a diverged range (a rewritten history) longer than the limit is its status, not refused: it is rebuilt', async () => {
  const c1 = await repo.commit({ files: { 'models/acme/one.toml': record('acme', 'one') } });
  const old = await repo.commit({ files: { 'models/acme/two.toml': record('acme', 'two') } });
  // The rewrite: three new commits on c1, beside the published `old`.
  let rewritten = c1;
  for (let i = 0; i < 3; i++)
    rewritten = await repo.commit({
      branch: 'rewrite',
      parent: rewritten,
      files: { [`models/acme/r${i}.toml`]: record('acme', `r${i}`) },
    });
  const octokit = await emulator();
  const diverged = await compare(octokit, REPO, old, rewritten, 1);
  expect(diverged).toMatchObject({ status: 'diverged', commits: [] });
});

it('a compare listing exactly GitHub’s 300 files may be cut: not complete; a shorter list is', async () => {
  const c1 = await repo.commit({ files: { 'models/acme/one.toml': record('acme', 'one') } });
  const c2 = await repo.commit({ files: { 'models/acme/two.toml': record('acme', 'two') } });
  const atCap = await wideCommit(repo, {
    branch: 'wide',
    from: c2,
    message: 'wide',
    time: 1_800_000_000,
    files: Array.from({ length: COMPARE_FILES_CAP }, (_, i) => [`models/acme/m${i}.toml`, `n = ${i}\n`]),
  });
  const octokit = await emulator();
  expect(await compareFiles(octokit, REPO, c2, atCap)).toMatchObject({ complete: false });
  expect(await compareFiles(octokit, REPO, c1, c2)).toMatchObject({ complete: true });
});

describe('GitHub giving up on a diff (timeouts, load, 422) is IncompleteApiError, so history is read with git', () => {
  const answers = Object.keys(DIFF_UNAVAILABLE) as DiffAnswer[];

  it.each(answers)('compare answered %s', async (answer) => {
    const c1 = await repo.commit({ files: { 'models/acme/one.toml': record('acme', 'one') } });
    const c2 = await repo.commit({ files: { 'models/acme/two.toml': record('acme', 'two') } });
    const octokit = await emulator();
    gh!.faults.diffUnavailable({ pathPattern: /\/compare\//, answer });
    const err = await compare(octokit, REPO, c1, c2).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(IncompleteApiError);
    expect((err as Error).message).toMatch(
      /^GitHub cannot compare \w{7}\.\.\.\w{7} \((the diff is too large|HTTP 5\d\d: .+)\)$/,
    );
  });

  it.each(answers)('a commit’s files answered %s', async (answer) => {
    const c1 = await repo.commit({ files: { 'models/acme/one.toml': record('acme', 'one') } });
    const octokit = await emulator();
    gh!.faults.diffUnavailable({ pathPattern: /\/commits\/[0-9a-f]{40}$/, answer });
    const err = await commitFiles(octokit, REPO, c1).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(IncompleteApiError);
    expect((err as Error).message).toMatch(/^GitHub cannot list the files of commit \w{7} \(.+\)$/);
  });

  it('other refusals are not: a 422 about something else, a 403, and a 404 compare is null', async () => {
    const c1 = await repo.commit({ files: { 'models/acme/one.toml': record('acme', 'one') } });
    const octokit = await emulator();
    gh!.faults.add({ pathPattern: /\/commits\//, status: 422, body: { message: 'Validation Failed' } });
    gh!.faults.add({
      pathPattern: /\/compare\//,
      status: 403,
      body: { message: 'Resource not accessible by integration' },
    });
    gh!.faults.add({ pathPattern: /\/compare\//, status: 404, body: { message: 'Not Found' } });
    await expect(commitFiles(octokit, REPO, c1)).rejects.toMatchObject({ status: 422 });
    await expect(compare(octokit, REPO, c1, c1)).rejects.toMatchObject({ status: 403 });
    expect(await compare(octokit, REPO, c1, c1)).toBeNull();
  });
});

it('listing the whole history stops past the limit, after a bounded number of requests', async () => {
  let head = '';
  for (let i = 0; i < 5; i++) head = await repo.commit({ files: { 'x.txt': `${i}\n` } });
  const octokit = await emulator();
  await expect(listAllCommits(octokit, REPO, head, 3)).rejects.toBeInstanceOf(IncompleteApiError);
  expect(gh!.count('GET', '/repos/{owner}/{repo}/commits')).toBe(1);
  // Exactly the limit is no more than it: listed.
  expect(await listAllCommits(octokit, REPO, head, 5)).toHaveLength(5);
});

it('the request budget bounds the reader: past it, IncompleteApiError instead of one more request', async () => {
  let head = '';
  for (let i = 0; i < 6; i++)
    head = await repo.commit({ files: { [`models/acme/m${i}.toml`]: record('acme', `m${i}`) } });
  const octokit = await emulator();
  const before = gh!.requests.length;
  await expect(apiHistory(octokit, null, head, { maxRequests: 3 })).rejects.toBeInstanceOf(
    IncompleteApiError,
  );
  // One listing, then three commit requests: the fourth is never sent.
  expect(gh!.requests.length - before).toBe(1 + 3);
});

it('each page of a long commit listing counts against the request budget', async () => {
  const files = Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`docs/f${i}.txt`, `${i}\n`]));
  const head = await repo.commit({ files: { ...files, 'models/acme/one.toml': record('acme', 'one') } });
  const octokit = await emulator({ commitFilesPerPage: 2 });
  const before = gh!.requests.length;
  // Three pages of files (after the listing, which the caller makes): a budget of two stops before the third.
  await expect(apiHistory(octokit, null, head, { maxRequests: 2 })).rejects.toBeInstanceOf(
    IncompleteApiError,
  );
  expect(gh!.requests.length - before).toBe(1 + 2);
  expect(await apiHistory(octokit, null, head, { maxRequests: 3 })).toHaveLength(1);
});

it('a listing without `files` (not required by GitHub’s schema) is not taken as no files', async () => {
  const answer = (data: object) => async () => ({ data, headers: {} });
  const stub = (data: object) =>
    ({
      rest: { repos: { getCommit: answer(data), compareCommitsWithBasehead: answer(data) } },
    }) as unknown as Parameters<typeof commitFiles>[0];
  await expect(commitFiles(stub({}), REPO, 'c0ffee')).rejects.toThrow(
    new IncompleteApiError('GitHub lists no files for commit c0ffee'),
  );
  const ahead = { status: 'ahead', total_commits: 1, commits: [] };
  await expect(compare(stub(ahead), REPO, 'base000', 'head000')).rejects.toThrow(
    new IncompleteApiError("GitHub's compare since base000 lists no files"),
  );
  expect(await compareFiles(stub(ahead), REPO, 'base000', 'head000')).toEqual({
    status: 'ahead',
    files: [],
    complete: false,
  });
  // An empty list is a list: complete.
  expect(await compareFiles(stub({ ...ahead, files: [] }), REPO, 'b', 'h')).toMatchObject({ complete: true });
});

it('a version over the record size limit is never read whole: fileAt stops one byte past the limit', async () => {
  const big = `# ${'x'.repeat(MAX_RECORD_BYTES)}\n`;
  const c1 = await repo.commit({ files: { 'models/acme/big.toml': big } });
  const octokit = await emulator();
  const bytes = await fileAt(octokit, REPO, c1, 'models/acme/big.toml', MAX_RECORD_BYTES);
  expect(bytes!.length).toBe(MAX_RECORD_BYTES + 1);
  expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes!)).toThrow();
  const small = await fileAt(octokit, REPO, c1, 'models/acme/big.toml', 2 * MAX_RECORD_BYTES);
  expect(Buffer.from(small!).toString('utf8')).toBe(big);
});

it('fileAt at the limit: a file of exactly the limit is read; a longer one whose chunk ends at the limit is not cut there', async () => {
  const exact = `# ${'x'.repeat(97)}\n`; // 100 bytes
  const c1 = await repo.commit({ files: { 'models/acme/exact.toml': exact } });
  const octokit = await emulator();
  const bytes = await fileAt(octokit, REPO, c1, 'models/acme/exact.toml', 100);
  expect(Buffer.from(bytes!).toString('utf8')).toBe(exact);
  // A body streamed in chunks, the first ending exactly at the limit: the file is longer, so oversized.
  const streamed = {
    request: async () => ({
      data: new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new Uint8Array(100).fill(0x61));
          controller.enqueue(new Uint8Array(5).fill(0x62));
          controller.close();
        },
      }),
    }),
  } as unknown as Parameters<typeof fileAt>[0];
  const cut = await fileAt(streamed, REPO, c1, 'models/acme/exact.toml', 100);
  expect(cut!.length).toBe(101);
});
