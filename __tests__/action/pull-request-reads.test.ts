// What a pull request's check reads through the API, and what it learns of links without reading
// them: on pull_request_target a fork's pull request must not spend the repository's hourly request
// budget, and a record file or lab folder committed as a symbolic link is file/symlink on both pull
// request events, as validate, build and the push after merging report it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type GitHubEmulator, startGitHubEmulator } from '../harness/github/server.js';
import { createTestRepo, type TestRepo } from '../harness/github/test-repo.js';
import { runInProcess } from '../harness/run-in-process.js';
import { record } from './pr-records.js';
import { checkoutShallow, openPullRequest } from './pr-workspace.js';

const OWNER = 'acme';
const REPO = 'registry';
const TOKEN = 'ghs_pull_request_reads';
const FOLDER_LINK =
  'this folder is a symbolic link: git keeps the link, not the records it leads to, so build and the action see none of them';
const SUBMODULE =
  'this folder is a git submodule: git keeps the commit it names, not the records in it, so build and the action see none of them; commit the records in this repository instead';

let repo: TestRepo;
let scratch: string;
let main: string;
let gh: GitHubEmulator;
/** The first request of the run under test (opening the pull request makes none, but say so). */
let from = 0;

beforeAll(async () => {
  repo = await createTestRepo();
  scratch = await mkdtemp(join(tmpdir(), 'pr-reads-'));
  main = await repo.commit({
    message: 'registry',
    files: {
      'models/acme/alpha.toml': record('acme', 'alpha'),
      'models/acme/beta.toml': record('acme', 'beta'),
    },
  });
  await repo.checkout(main);
});

afterAll(async () => {
  await repo?.cleanup();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

beforeEach(async () => {
  gh = await startGitHubEmulator({ owner: OWNER, repo: REPO, gitDir: repo.dir, token: TOKEN });
});

afterEach(async () => {
  try {
    expect(gh.violations).toEqual([]);
    expect(gh.internalErrors).toEqual([]);
    expect(gh.requests.filter((r) => !r.route)).toEqual([]);
  } finally {
    await gh.close();
  }
});

/** `METHOD /route status` for every request, without the `/repos/{owner}/{repo}` prefix. */
function calls(): string[] {
  return gh.requests
    .slice(from)
    .map((r) => `${r.method} ${(r.route ?? r.path).replace('/repos/{owner}/{repo}', '')} ${r.status}`);
}

/**
 * Pull request `number` of commit `head` (from `base`, main unless said), run on `name`: on pull_request the checkout is
 * the merge commit, on pull_request_target the base branch, as actions/checkout makes them.
 */
async function runOn(
  name: 'pull_request' | 'pull_request_target',
  number: number,
  head: string,
  base = main,
  /** pull_request's checkout with its history (fetch-depth: 0), not the merge commit alone. */
  full = false,
) {
  const pr = { number, baseSha: base, headSha: head, headRef: `pr-${number}` };
  const { ws, event } = await openPullRequest(gh, scratch, pr, {}, { full });
  const cwd =
    name === 'pull_request'
      ? ws
      : await checkoutShallow({ root: scratch, remoteDir: repo.dir, sha: base, prNumber: number });
  from = gh.requests.length;
  const options = { cwd, gh, actionYml: 'action.yml', githubToken: TOKEN, inputs: {} };
  return runInProcess({ ...options, event: { name, payload: event.payload } });
}

/** The emulator again, sending no patch for any file (GitHub leaves a large diff's out). */
async function withoutPatches() {
  await gh.close();
  gh = await startGitHubEmulator({
    owner: OWNER,
    repo: REPO,
    gitDir: repo.dir,
    token: TOKEN,
    limits: { patchFileBytes: 10 },
  });
}

test('pull_request_target: more record files than the cap are not read at all, and the run says why', async () => {
  const files: Record<string, string> = {};
  for (let i = 0; i < 301; i++) files[`models/bulk/m${i}.toml`] = record('bulk', `m${i}`);
  const head = await repo.commit({ branch: 'pr-1', parent: main, message: 'bulk', files });
  const run = await runOn('pull_request_target', 1, head);

  expect(run.code).toBe(1);
  // One listing of the files (100 a page), then nothing: no record read, no check run that passes.
  expect(calls()).toEqual(Array(4).fill('GET /pulls/{pull_number}/files 200'));
  expect(gh.checkRuns).toEqual([]);
  expect(run.annotations.filter((a) => a.level === 'error').map((a) => a.message)).toEqual([
    'pull request #1 changes 301 record files, more than the 300 a pull_request_target run reads through ' +
      "the API: each costs one request of the repository's hourly budget (1,000 for GITHUB_TOKEN), so " +
      'none was read and nothing was checked. Split the pull request, or check it with a pull_request ' +
      'workflow, which reads the checkout and spends no request on it.',
  ]);
});

test('pull_request_target: earlier versions GitHub sends no patch for count against the cap too', async () => {
  // GitHub leaves a large diff's patch out: each such record's version on the base branch is one
  // more contents request. A small limit here makes every patch so.
  await withoutPatches();
  const before: Record<string, string> = {};
  const after: Record<string, string> = {};
  for (let i = 0; i < 200; i++) {
    before[`models/bulk/e${i}.toml`] = record('bulk', `e${i}`);
    after[`models/bulk/e${i}.toml`] = `${record('bulk', `e${i}`)}\n# reviewed\n`;
  }
  const base = await repo.commit({ branch: 'base-9', parent: main, message: 'bulk', files: before });
  const head = await repo.commit({ branch: 'pr-9', parent: base, message: 'review', files: after });
  const run = await runOn('pull_request_target', 9, head, base);

  expect(run.code).toBe(1);
  expect(calls().every((c) => c.startsWith('GET /pulls/{pull_number}/files '))).toBe(true);
  expect(run.annotations.filter((a) => a.level === 'error').map((a) => a.message)).toEqual([
    expect.stringMatching(
      /^pull request #9 changes record files that take 400 reads \(200 at the head, 200 earlier versions GitHub sent no patch for\), more than the 300 a pull_request_target run reads through the API/,
    ),
  ]);
});

/** `n` records on a branch from main, then each edited on the pull request's branch. */
async function reviewedRecords(number: number, n: number) {
  const before: Record<string, string> = {};
  const after: Record<string, string> = {};
  for (let i = 0; i < n; i++) {
    before[`models/bulk${number}/r${i}.toml`] = record(`bulk${number}`, `r${i}`);
    after[`models/bulk${number}/r${i}.toml`] = record(`bulk${number}`, `r${i}`).replace('max = 8', 'max = 9');
  }
  const base = await repo.commit({ branch: `base-${number}`, parent: main, message: 'bulk', files: before });
  const head = await repo.commit({ branch: `pr-${number}`, parent: base, message: 'review', files: after });
  return { base, head };
}

test('pull_request with its history checked out: earlier versions GitHub sent no patch for are read there, no request', async () => {
  await withoutPatches();
  const { base, head } = await reviewedRecords(30, 40);
  const run = await runOn('pull_request', 30, head, base, true);
  expect(run.code).toBe(0);
  // Before: one contents request at the base commit for each record.
  expect(calls().filter((c) => c.startsWith('GET /contents'))).toEqual([]);
  expect(run.summary).toMatch(/publishes 40 feed events/);
});

test('pull_request from a shallow checkout: earlier versions past the cap of reads are not previewed, and the preview says why', async () => {
  await withoutPatches();
  const { base, head } = await reviewedRecords(31, 302);
  const run = await runOn('pull_request', 31, head, base);
  expect(run.code).toBe(0);
  // The compare of the merge commit with its first parent lists 300 files, its most: each record is
  // read instead, the compare taking none of the cap's 300 reads.
  expect(calls().filter((c) => c.startsWith('GET /compare'))).toEqual(['GET /compare/{basehead} 200']);
  expect(calls().filter((c) => c.startsWith('GET /contents'))).toHaveLength(300);
  expect(run.summary).toContain(
    '2 changed records are not previewed: whose version on the base branch is not in the checkout, and the checkout lacks the base commit; this run reads at most 300 records through the API (fetch-depth: 0 reads them all from the history).',
  );
  expect(run.summary).toMatch(/publishes 300 feed events/);
  // 300 reads through the emulator (the cap itself): over a minute on a loaded 2-core machine.
}, 240_000);

test.each(['pull_request', 'pull_request_target'] as const)(
  '%s: a lab folder added as a symbolic link is file/symlink, as validate and the push after merging say',
  async (name) => {
    const number = name === 'pull_request' ? 2 : 3;
    const head = await repo.commit({
      branch: `pr-${number}`,
      parent: main,
      message: 'evil -> acme',
      files: { 'models/evil': 'acme' },
      modes: { 'models/evil': '120000' },
    });
    const run = await runOn(name, number, head);

    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ valid: 'false', 'error-count': '1' });
    expect(gh.checkRuns.map((c) => [c.head_sha, c.conclusion])).toEqual([[head, 'failure']]);
    expect(gh.checkRuns[0]!.annotations.map((a) => [a.path, a.title, a.message])).toEqual([
      ['models/evil', 'file/symlink', FOLDER_LINK],
    ]);
  },
);

test.each(['pull_request', 'pull_request_target'] as const)(
  '%s: a lab folder added as a git submodule is an error, as validate, build and the push after merging say',
  async (name) => {
    const number = name === 'pull_request' ? 20 : 21;
    const head = await repo.commit({
      branch: `pr-${number}`,
      parent: main,
      message: 'elevenlabs as a submodule',
      // Any commit id: the submodule's repository is another one, never fetched.
      files: { 'models/elevenlabs': main },
      modes: { 'models/elevenlabs': '160000' },
    });
    const run = await runOn(name, number, head);

    // Before: the check passed, and the records in the submodule were never published.
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ valid: 'false', 'error-count': '1' });
    expect(gh.checkRuns.map((c) => [c.head_sha, c.conclusion])).toEqual([[head, 'failure']]);
    expect(gh.checkRuns[0]!.annotations.map((a) => [a.path, a.title, a.message])).toEqual([
      ['models/elevenlabs', 'file/not-a-file', SUBMODULE],
    ]);
  },
);

test.each(['pull_request', 'pull_request_target'] as const)(
  '%s: a submodule added in a lab folder, where no record can sit, is left alone as validate and build leave it',
  async (name) => {
    const number = name === 'pull_request' ? 22 : 23;
    const head = await repo.commit({
      branch: `pr-${number}`,
      parent: main,
      message: 'assets as a submodule',
      files: { 'models/acme/assets': main },
      modes: { 'models/acme/assets': '160000' },
    });
    const run = await runOn(name, number, head);

    // Before: file/not-a-file at models/acme/assets, and the check failed.
    expect(gh.checkRuns.map((c) => [c.head_sha, c.conclusion])).toEqual([[head, 'success']]);
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ valid: 'true', 'error-count': '0' });
  },
);

test.each(['pull_request', 'pull_request_target'] as const)(
  '%s: a record file added as a symbolic link is file/symlink, and never read',
  async (name) => {
    const number = name === 'pull_request' ? 4 : 5;
    const head = await repo.commit({
      branch: `pr-${number}`,
      parent: main,
      message: 'link.toml -> alpha.toml',
      files: { 'models/acme/link.toml': 'alpha.toml' },
      modes: { 'models/acme/link.toml': '120000' },
    });
    const run = await runOn(name, number, head);

    expect(run.code).toBe(1);
    expect(gh.checkRuns[0]!.annotations.map((a) => [a.path, a.title, a.message])).toEqual([
      ['models/acme/link.toml', 'file/symlink', 'records must be regular files, not symlinks'],
    ]);
    // Not read through the contents API, which GitHub answers with the file the link leads to.
    expect(calls().filter((c) => c.includes('/contents/'))).toEqual([]);
  },
);

test('pull_request_target: the head is listed once, and only the records that are no links are read', async () => {
  const head = await repo.commit({
    branch: 'pr-6',
    parent: main,
    message: 'alpha 10 s, links',
    files: {
      'models/acme/alpha.toml': record('acme', 'alpha', { max: 10 }),
      'models/acme/link.toml': 'beta.toml',
      // A link to a file at the lab level hides no record: git's reader leaves it alone too.
      'models/alias': 'acme/beta.toml',
    },
    modes: { 'models/acme/link.toml': '120000', 'models/alias': '120000' },
  });
  const run = await runOn('pull_request_target', 6, head);

  expect(run.outputs).toMatchObject({
    valid: 'false',
    'error-count': '1',
    'changed-models': '["acme/alpha"]',
  });
  expect(gh.checkRuns[0]!.annotations.map((a) => [a.path, a.title])).toEqual([
    ['models/acme/link.toml', 'file/symlink'],
  ]);
  expect(calls().slice(0, 4)).toEqual([
    'GET /pulls/{pull_number}/files 200',
    'GET /git/trees/{tree_sha} 200',
    'GET /git/blobs/{file_sha} 200',
    'GET /contents/{path} 200',
  ]);
  // GitHub lists recursively for any value of `recursive`.
  expect(gh.requests[from + 1]!.query).toMatch(/^recursive=./);
  expect(gh.requests[from + 3]!.path).toBe('/repos/acme/registry/contents/models/acme/alpha.toml');
  expect(calls().filter((c) => c.includes('/contents/'))).toHaveLength(1);
});

test('pull_request_target: links at the lab level count against the cap, and are read only under it', async () => {
  const files: Record<string, string> = {};
  const modes: Record<string, string> = {};
  for (let i = 0; i < 250; i++) files[`models/bulk/m${i}.toml`] = record('bulk', `m${i}`);
  for (let i = 0; i < 51; i++) {
    files[`models/l${i}`] = 'acme';
    modes[`models/l${i}`] = '120000';
  }
  const head = await repo.commit({ branch: 'pr-7', parent: main, message: 'links', files, modes });
  const run = await runOn('pull_request_target', 7, head);

  expect(run.code).toBe(1);
  // The listing of the head is what finds them: it is the only read.
  expect(calls()).toEqual([
    ...Array(4).fill('GET /pulls/{pull_number}/files 200'),
    'GET /git/trees/{tree_sha} 200',
  ]);
  expect(gh.checkRuns).toEqual([]);
  expect(run.annotations.find((a) => a.level === 'error')?.message).toMatch(
    /^pull request #7 changes 250 record files and 51 links in the models folder, more than the 300 /,
  );
});

test('pull_request_target, a head tree GitHub lists cut short: the folders on the way are listed one level each', async () => {
  await gh.close();
  // Eight entries a listing: the head's whole tree (19 entries) is cut, each folder (2 or 3) is not.
  gh = await startGitHubEmulator({
    owner: OWNER,
    repo: REPO,
    gitDir: repo.dir,
    token: TOKEN,
    limits: { treeEntries: 8 },
  });
  const docs = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`docs/${i}.md`, `${i}\n`]));
  const head = await repo.commit({
    branch: 'pr-8',
    parent: main,
    message: 'links in a wide tree',
    files: { ...docs, 'models/evil': 'acme', 'models/acme/link.toml': 'alpha.toml' },
    modes: { 'models/evil': '120000', 'models/acme/link.toml': '120000' },
  });
  const run = await runOn('pull_request_target', 8, head);

  expect(run.code).toBe(1);
  expect(gh.checkRuns[0]!.annotations.map((a) => [a.path, a.title, a.message])).toEqual([
    ['models/acme/link.toml', 'file/symlink', 'records must be regular files, not symlinks'],
    ['models/evil', 'file/symlink', FOLDER_LINK],
  ]);
  expect(calls().slice(0, 5)).toEqual([
    'GET /pulls/{pull_number}/files 200',
    'GET /git/trees/{tree_sha} 200', // the whole tree: truncated
    'GET /git/trees/{tree_sha} 200', // the top folder
    'GET /git/trees/{tree_sha} 200', // models, with all under it
    'GET /git/blobs/{file_sha} 200', // where models/evil leads
  ]);
});

/** A commit on `pr-<number>` adding one record in each of `labs` new lab folders, and `docs` files. */
function spreadOverLabs(number: number, labs: number, docs: number) {
  const files: Record<string, string> = {};
  for (let i = 0; i < labs; i++) files[`models/lab-${i}/m.toml`] = record(`lab-${i}`, 'm');
  for (let i = 0; i < docs; i++) files[`docs/${i}.md`] = `${i}\n`;
  return repo.commit({ branch: `pr-${number}`, parent: main, message: 'spread', files });
}

test('pull_request_target, a head tree cut short: a record in each of many labs costs no listing per lab', async () => {
  await gh.close();
  // The whole tree (40 labs' 80 entries, 60 docs) is cut; the models folder alone is not.
  const opts = { owner: OWNER, repo: REPO, gitDir: repo.dir, token: TOKEN };
  gh = await startGitHubEmulator({ ...opts, limits: { treeEntries: 100 } });
  const head = await spreadOverLabs(12, 40, 60);
  const run = await runOn('pull_request_target', 12, head);

  expect(run.code).toBe(0);
  // Before: one listing per lab folder, 40 more requests.
  expect(calls().filter((c) => c.includes('/git/trees/'))).toEqual(
    Array(3).fill('GET /git/trees/{tree_sha} 200'),
  );
  expect(calls().filter((c) => c.includes('/contents/'))).toHaveLength(40);
});

test('pull_request_target, a models folder too large to list at once: past the cap, no lab is listed and nothing is read', async () => {
  await gh.close();
  const opts = { owner: OWNER, repo: REPO, gitDir: repo.dir, token: TOKEN };
  gh = await startGitHubEmulator({ ...opts, limits: { treeEntries: 200 } });
  // 160 records in 160 labs: 160 reads and 160 lab listings are more than 300 requests.
  const head = await spreadOverLabs(13, 160, 0);
  const run = await runOn('pull_request_target', 13, head);

  expect(run.code).toBe(1);
  expect(calls()).toEqual([
    ...Array(2).fill('GET /pulls/{pull_number}/files 200'),
    ...Array(3).fill('GET /git/trees/{tree_sha} 200'), // the whole tree, the top folder, models: all cut
    'GET /git/trees/{tree_sha} 200', // models' own level, which names its 160 labs
  ]);
  expect(gh.checkRuns).toEqual([]);
  expect(run.annotations.find((a) => a.level === 'error')?.message).toMatch(
    /^pull request #13 changes 160 record files in 160 lab folders, each listed alone as the head's tree is too large to list at once, more than the 300 /,
  );
});

test('pull_request_target: the models folder replaced by a link is file/symlink, and no record is read at the head', async () => {
  // In two commits: one tree edit cannot remove a folder and add a file in its place.
  await repo.commit({
    branch: 'pr-9',
    parent: main,
    message: 'models -> real',
    files: {
      'models/acme/alpha.toml': null,
      'models/acme/beta.toml': null,
      'real/acme/alpha.toml': record('acme', 'alpha'),
      'real/acme/beta.toml': record('acme', 'beta'),
    },
  });
  const linked = await repo.commit({
    branch: 'pr-9',
    message: 'the link',
    files: { models: 'real' },
    modes: { models: '120000' },
  });
  const run = await runOn('pull_request_target', 9, linked);

  expect(run.code).toBe(1);
  expect(gh.checkRuns[0]!.annotations.map((a) => [a.path, a.title, a.message])).toEqual([
    // The one problem, as the push after merging says it: not also "the registry has no records:
    // add … files", which the link explains.
    ['models', 'file/symlink', `${FOLDER_LINK}; name the real folder as models-dir`],
  ]);
  // Nothing at the head (the preview reads the removed records' base versions).
  const atHead = gh.requests
    .slice(from)
    .filter((r) => r.path.includes('/contents/') && r.query.includes(linked));
  expect(atHead).toEqual([]);
});
