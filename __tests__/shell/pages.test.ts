// Writing the pages branch within GitHub's size limits: large artifacts go up as blobs (each
// distinct content once) instead of in one tree request; a file over 100 MB is refused up front.
// Moving the branch is sent once: an answer lost after GitHub moved it is a success, not a race.
import { getOctokit } from '@actions/github';
import { createClient } from '../../src/shell/github/octokit.js';
import { gitBlobSha, PagesRaceError, readPages, writePages } from '../../src/shell/github/pages.js';
import { type GitHubEmulator, startGitHubEmulator } from '../harness/github/server.js';
import { createTestRepo, type TestRepo } from '../harness/github/test-repo.js';
import { zeroDelays } from '../harness/zero-delays.js';

const REPO = { owner: 'acme', repo: 'registry' };
let repo: TestRepo;
let gh: GitHubEmulator;

beforeEach(async () => {
  repo = await createTestRepo();
  await repo.commit({ files: { 'README.md': 'r\n' } });
  // A body limit the inline tree request would break.
  gh = await startGitHubEmulator({ ...REPO, gitDir: repo.dir, limits: { requestBodyBytes: 3000 } });
});
/** A first publish (no branch yet) of `files`: one small drift.json unless given. */
const firstPublish = (
  octokit: Parameters<typeof writePages>[0],
  files = new Map([['drift.json', '{}\n']]),
  inlineBytes?: number,
) => writePages(octokit, REPO, { branch: 'gh-pages', base: null, files, message: 'first', inlineBytes });
/** `n` model files of 95-96 bytes each. */
const modelFiles = (n: number) =>
  new Map(
    Array.from({ length: n }, (_, i) => [
      `api/models/a/m${i}.json`,
      `${JSON.stringify({ i, x: 'x'.repeat(80) })}\n`,
    ]),
  );

afterEach(async () => {
  expect(gh.internalErrors).toEqual([]);
  expect(gh.violations).toEqual([]);
  await gh.close();
  await repo.cleanup();
});

it('large artifacts are uploaded as blobs, each distinct content once, and land byte for byte', async () => {
  const octokit = getOctokit('t', { baseUrl: gh.url });
  const feed = `${JSON.stringify({ events: 'x'.repeat(2000) })}\n`;
  const files = new Map([
    ['drift.json', feed],
    ['drift/v1.json', feed],
    ['drift.rss.xml', '<rss>é</rss>\n'],
  ]);
  const sha = await writePages(octokit, REPO, {
    branch: 'gh-pages',
    base: null,
    files,
    message: 'publish',
    inlineBytes: 1000,
  });
  expect(sha).toMatch(/^[0-9a-f]{40}$/);
  // drift.json and drift/v1.json are one blob; the small RSS rides inline.
  expect(gh.count('POST', '/repos/{owner}/{repo}/git/blobs')).toBe(1);
  for (const [path, content] of files) expect(await repo.git('show', `gh-pages:${path}`)).toBe(content);
  expect((await readPages(octokit, REPO, 'gh-pages'))!.feedText).toBe(feed);
});

it('small artifacts still ride in the tree request (one request, no blobs)', async () => {
  const octokit = getOctokit('t', { baseUrl: gh.url });
  await writePages(octokit, REPO, {
    branch: 'gh-pages',
    base: null,
    files: new Map([['drift.json', '{}\n']]),
    message: 'publish',
  });
  expect(gh.count('POST', '/repos/{owner}/{repo}/git/blobs')).toBe(0);
  expect(gh.count('POST', '/repos/{owner}/{repo}/git/trees')).toBe(1);
});

it('small artifacts written again as they are: the same tree, so no commit and the branch stays', async () => {
  const octokit = getOctokit('t', { baseUrl: gh.url });
  const files = new Map([['drift.json', '{}\n']]);
  const first = await firstPublish(octokit, files);
  const base = await readPages(octokit, REPO, 'gh-pages');
  expect(await writePages(octokit, REPO, { branch: 'gh-pages', base, files, message: 'again' })).toBeNull();
  expect(gh.count('POST', '/repos/{owner}/{repo}/git/commits')).toBe(1);
  expect((await repo.git('rev-parse', 'gh-pages')).trim()).toBe(first);
});

it('a deletion of a file someone already removed from the branch by hand is dropped, not a failed publish', async () => {
  const octokit = getOctokit('t', { baseUrl: gh.url });
  const files = new Map([
    ['drift.json', '{}\n'],
    ['api/models/a/x.json', '{"x":1}\n'],
  ]);
  await firstPublish(octokit, files);
  await repo.commit({ branch: 'gh-pages', files: { 'api/models/a/x.json': null }, message: 'by hand' });
  const base = await readPages(octokit, REPO, 'gh-pages');
  const sha = await writePages(octokit, REPO, {
    branch: 'gh-pages',
    base,
    files: new Map([['drift.json', '{"n":2}\n']]),
    deletions: ['api/models/a/x.json'],
    message: 'second',
  });
  expect(sha).toMatch(/^[0-9a-f]{40}$/);
  // GitHub's 422 for the missing path, then the tree without that deletion.
  const trees = gh.requests.filter((r) => r.method === 'POST' && r.route?.endsWith('/git/trees'));
  expect(trees.slice(1).map((r) => r.status)).toEqual([422, 201]);
  expect(await repo.git('show', 'gh-pages:drift.json')).toBe('{"n":2}\n');
});

it('a read of the branch GitHub kept failing (a 502 listing it) is thrown as it came: only a lost write is "not made"', async () => {
  const octokit = getOctokit('t', { baseUrl: gh.url });
  await firstPublish(octokit);
  gh.faults.add({
    method: 'GET',
    pathPattern: /\/git\/trees\//,
    status: 502,
    times: Number.POSITIVE_INFINITY,
  });
  const err = await writePages(octokit, REPO, {
    branch: 'gh-pages',
    base: await readPages(octokit, REPO, 'gh-pages'),
    files: new Map([['drift.json', '{"n":2}\n']]),
    prune: ['api/models/'],
    message: 'full',
  }).catch((e: unknown) => e);
  expect(err).toMatchObject({ status: 502 });
  expect((err as Error).message).not.toMatch(/was not made/);
});

it('a file over GitHub’s 100 MB limit is refused before any request', async () => {
  const octokit = getOctokit('t', { baseUrl: gh.url });
  const huge = 'x'.repeat(100 * 1024 * 1024 + 1);
  await expect(
    writePages(octokit, REPO, {
      branch: 'gh-pages',
      base: null,
      files: new Map([['drift.json', huge]]),
      message: 'publish',
    }),
  ).rejects.toThrow(
    "cannot publish drift.json: it is 104,857,601 bytes, over GitHub's 100 MB file size limit",
  );
  expect(gh.requests).toEqual([]);
});

it('blobs go up only for files that changed; a re-run writes nothing at all', async () => {
  const octokit = getOctokit('t', { baseUrl: gh.url });
  const big = (n: number) => `${JSON.stringify({ events: String(n).repeat(1500) })}\n`;
  const write = async (files: Map<string, string>) =>
    writePages(octokit, REPO, {
      branch: 'gh-pages',
      base: await readPages(octokit, REPO, 'gh-pages'),
      files,
      message: 'publish',
      inlineBytes: 1000,
    });
  const first = new Map([
    ['api.json', big(1)],
    ['drift.json', big(2)],
  ]);
  await write(first);
  const blobs = () => gh.count('POST', '/repos/{owner}/{repo}/git/blobs');
  const trees = () => gh.count('POST', '/repos/{owner}/{repo}/git/trees');
  expect(blobs()).toBe(2);

  const second = new Map([
    ['api.json', big(1)],
    ['drift.json', big(3)],
  ]);
  expect(await write(second)).toMatch(/^[0-9a-f]{40}$/);
  expect(blobs()).toBe(3); // drift.json only
  for (const [path, content] of second) expect(await repo.git('show', `gh-pages:${path}`)).toBe(content);

  const [blobsBefore, treesBefore] = [blobs(), trees()];
  expect(await write(second)).toBeNull();
  expect([blobs(), trees()]).toEqual([blobsBefore, treesBefore]);
  expect(gh.count('POST', '/repos/{owner}/{repo}/git/commits')).toBe(2);
});

it('gitBlobSha is the id git gives the same bytes', async () => {
  const text = 'é\n{"a":1}\n';
  const fromGit = (await repo.store.run(['hash-object', '--stdin'], { input: text })).stdout
    .toString('utf8')
    .trim();
  expect(gitBlobSha(text)).toBe(fromGit);
});

it('reads the branch, drift.json and api/index.json; deletes named paths; a full rebuild prunes stale files', async () => {
  const octokit = getOctokit('t', { baseUrl: gh.url });
  const base = async () => readPages(octokit, REPO, 'gh-pages');
  await writePages(octokit, REPO, {
    branch: 'gh-pages',
    base: null,
    files: new Map([
      ['drift.json', '{}\n'],
      ['api/index.json', '{"catalog_form":"index"}\n'],
      ['api/models/a/gone.json', '{}\n'],
      ['api/models/a/kept.json', '{}\n'],
      ['api/models/b/stale.json', '{}\n'],
      ['drift/pages/000001.json', '{}\n'],
      ['index.html', 'site\n'],
    ]),
    message: 'first',
  });
  const before = gh.requests.length;
  const state = await base();
  expect(gh.requests.length - before).toBe(3);
  expect(state!.indexText).toBe('{"catalog_form":"index"}\n');
  // Incremental: only the named path goes, no listing of the branch.
  await writePages(octokit, REPO, {
    branch: 'gh-pages',
    base: state,
    files: new Map([['drift.json', '{"n":2}\n']]),
    deletions: ['api/models/a/gone.json'],
    message: 'second',
  });
  expect(gh.count('GET', '/repos/{owner}/{repo}/git/trees/{tree_sha}')).toBe(0);
  const listing = async () => (await repo.git('ls-tree', '-r', '--name-only', 'gh-pages')).trim().split('\n');
  expect(await listing()).not.toContain('api/models/a/gone.json');
  expect(await listing()).toContain('api/models/b/stale.json');
  // Full: every api/models or drift/pages file not written goes; other files stay.
  await writePages(octokit, REPO, {
    branch: 'gh-pages',
    base: await base(),
    files: new Map([['api/models/a/kept.json', '{"k":1}\n']]),
    prune: ['api/models/', 'drift/pages/'],
    message: 'full',
  });
  expect(gh.count('GET', '/repos/{owner}/{repo}/git/trees/{tree_sha}')).toBe(1);
  expect((await listing()).sort()).toEqual([
    'api/index.json',
    'api/models/a/kept.json',
    'drift.json',
    'index.html',
  ]);
});

it('an incremental write past the inline size uploads as blobs only contents past a request, each once, without listing the branch', async () => {
  const octokit = getOctokit('t', { baseUrl: gh.url });
  await writePages(octokit, REPO, {
    branch: 'gh-pages',
    base: null,
    files: new Map([['drift.json', '{}\n']]),
    message: 'first',
  });
  const index = `${JSON.stringify({ i: 'x'.repeat(1200) })}\n`;
  const files = new Map([
    ['api.json', index],
    ['api/v1.json', index],
    ['api/index.json', index],
    ['drift.json', `${JSON.stringify({ d: 'y'.repeat(300) })}\n`],
    ['api/models/a/b.json', '{"m":1}\n'],
  ]);
  const sha = await writePages(octokit, REPO, {
    branch: 'gh-pages',
    base: await readPages(octokit, REPO, 'gh-pages'),
    files,
    message: 'push',
    inlineBytes: 1000,
    changesOnly: true,
  });
  expect(sha).toMatch(/^[0-9a-f]{40}$/);
  // The three copies of the index (each past 1000 bytes) are one blob; the rest rides inline.
  expect(gh.count('POST', '/repos/{owner}/{repo}/git/blobs')).toBe(1);
  expect(gh.count('GET', '/repos/{owner}/{repo}/git/trees/{tree_sha}')).toBe(0);
  for (const [path, content] of files) expect(await repo.git('show', `gh-pages:${path}`)).toBe(content);
});

it('many files past the inline size go up in a few chained tree requests, not one blob each', async () => {
  const octokit = getOctokit('t', { baseUrl: gh.url });
  const files = modelFiles(30);
  await firstPublish(octokit, files, 1000);
  expect(gh.count('POST', '/repos/{owner}/{repo}/git/blobs')).toBe(0);
  // About 2,900 bytes in requests of at most 1,000: three tree requests, one commit.
  expect(gh.count('POST', '/repos/{owner}/{repo}/git/trees')).toBe(3);
  for (const [path, content] of files) expect(await repo.git('show', `gh-pages:${path}`)).toBe(content);
  // A second full write of the same files: the tree is listed, nothing is written.
  const trees = gh.count('POST', '/repos/{owner}/{repo}/git/trees');
  const again = await writePages(octokit, REPO, {
    branch: 'gh-pages',
    base: await readPages(octokit, REPO, 'gh-pages'),
    files,
    message: 'again',
    inlineBytes: 1000,
  });
  expect(again).toBeNull();
  expect(gh.count('POST', '/repos/{owner}/{repo}/git/trees')).toBe(trees);
});

it('a chained tree request never goes past the inline size: the file that would is the next request’s', async () => {
  const octokit = getOctokit('t', { baseUrl: gh.url });
  // 21 files of 95-96 bytes: ten fit in 1,000 bytes, an eleventh would not.
  const files = modelFiles(21);
  const trees = gh.count('POST', '/repos/{owner}/{repo}/git/trees');
  await firstPublish(octokit, files, 1000);
  expect(gh.count('POST', '/repos/{owner}/{repo}/git/trees') - trees).toBe(3); // 10, 10 and 1
  for (const [path, content] of files) expect(await repo.git('show', `gh-pages:${path}`)).toBe(content);
});

it('an incremental write of many files past the inline size: a few chained tree requests, not one blob each, and no listing', async () => {
  // A push that rewrote 1,400 models' files (a reformat) made 459 blob requests: GitHub allows 80
  // content-creating requests a minute and 500 an hour.
  const octokit = getOctokit('t', { baseUrl: gh.url });
  await firstPublish(octokit);
  const files = modelFiles(30);
  const blobs = gh.count('POST', '/repos/{owner}/{repo}/git/blobs');
  const trees = gh.count('POST', '/repos/{owner}/{repo}/git/trees');
  await writePages(octokit, REPO, {
    branch: 'gh-pages',
    base: await readPages(octokit, REPO, 'gh-pages'),
    files,
    message: 'push',
    inlineBytes: 1000,
    changesOnly: true,
  });
  expect(gh.count('POST', '/repos/{owner}/{repo}/git/blobs')).toBe(blobs);
  // About 2,900 bytes in requests of at most 1,000: three chained tree requests.
  expect(gh.count('POST', '/repos/{owner}/{repo}/git/trees') - trees).toBe(3);
  expect(gh.count('GET', '/repos/{owner}/{repo}/git/trees/{tree_sha}')).toBe(0);
  for (const [path, content] of files) expect(await repo.git('show', `gh-pages:${path}`)).toBe(content);
  expect(await repo.git('show', 'gh-pages:drift.json')).toBe('{}\n');
});

it('a tree GitHub cannot build in one request (422 "timed out … too large", a 502) is built incrementally', async () => {
  await gh.close();
  gh = await startGitHubEmulator({ ...REPO, gitDir: repo.dir, limits: { treeTimeoutBytes: 1000 } });
  // The production client: its retries, and the split as the retry of a big tree.
  const octokit = createClient({ token: 't', baseUrl: gh.url, timing: zeroDelays() }).octokit;
  await writePages(octokit, REPO, {
    branch: 'gh-pages',
    base: null,
    files: new Map([
      ['drift.json', '{}\n'],
      ['old.json', '{}\n'],
    ]),
    message: 'first',
  });
  const files = new Map([
    ['a.json', `${'a'.repeat(399)}\n`],
    ['b.json', `${'b'.repeat(399)}\n`],
    ['c.json', `${'c'.repeat(399)}\n`],
    ['d.json', `${'d'.repeat(1199)}\n`], // over the limit alone: a blob
  ]);
  const trees = () =>
    gh.requests.filter((r) => r.route === '/repos/{owner}/{repo}/git/trees').map((r) => r.status);
  const from = trees().length;
  const sha = await writePages(octokit, REPO, {
    branch: 'gh-pages',
    base: await readPages(octokit, REPO, 'gh-pages'),
    files,
    deletions: ['old.json'],
    message: 'second',
    changesOnly: true,
  });
  expect(sha).toMatch(/^[0-9a-f]{40}$/);
  // All five entries; then a, b, c; then d and the deletion; then d alone, which goes up as a blob.
  expect(trees().slice(from)).toEqual([422, 422, 201, 201, 422, 422, 201, 201]);
  expect(gh.count('POST', '/repos/{owner}/{repo}/git/blobs')).toBe(1);
  const listing = (await repo.git('ls-tree', '-r', '--name-only', 'gh-pages')).trim().split('\n');
  expect(listing).toEqual(['a.json', 'b.json', 'c.json', 'd.json', 'drift.json']);
  for (const [path, content] of files) expect(await repo.git('show', `gh-pages:${path}`)).toBe(content);
  // A 502 from GitHub's proxy on a tree of several files is split too, not sent again whole.
  gh.faults.add({ method: 'POST', pathPattern: /\/git\/trees$/, status: 502 });
  const at = trees().length;
  await writePages(octokit, REPO, {
    branch: 'gh-pages',
    base: await readPages(octokit, REPO, 'gh-pages'),
    files: new Map([
      ['a.json', '1\n'],
      ['b.json', '2\n'],
    ]),
    message: 'third',
    changesOnly: true,
  });
  expect(trees().slice(at)).toEqual([502, 201, 201]);
  expect(await repo.git('show', 'gh-pages:b.json')).toBe('2\n');
});

it('a pages branch renamed away (GitHub redirects its old name) counts as absent: the publish creates it', async () => {
  const octokit = createClient({ token: 't', baseUrl: gh.url, timing: zeroDelays() }).octokit;
  const old = await repo.commit({ branch: 'gh-pages', parent: null, files: { 'drift.json': '{"old":1}\n' } });
  await gh.renameBranch('gh-pages', 'site');
  const warnings: string[] = [];
  expect(await readPages(octokit, REPO, 'gh-pages', (m) => warnings.push(m))).toBeNull();
  expect(warnings).toEqual([
    'GitHub redirects the gh-pages branch to site (renamed?): site is not gh-pages, so gh-pages is published anew. Set pages-branch to site to publish there.',
  ]);
  const sha = await writePages(octokit, REPO, {
    branch: 'gh-pages',
    base: null,
    files: new Map([['drift.json', '{}\n']]),
    message: 'first',
  });
  expect((await repo.git('rev-parse', 'gh-pages')).trim()).toBe(sha);
  expect((await repo.git('rev-parse', 'site')).trim()).toBe(old);
});

describe('moving the branch when its answer is lost', () => {
  const REFS = /\/git\/refs(\/.*)?$/;
  const refWrites = () =>
    gh.requests.filter((r) => r.method !== 'GET' && REFS.test(r.path)).map((r) => `${r.method} ${r.status}`);
  const tip = async () => (await repo.git('rev-parse', 'gh-pages')).trim();
  // The production client: the retry plugin would send a lost write again.
  const client = () => createClient({ token: 't', baseUrl: gh.url, timing: zeroDelays() }).octokit;

  it('creating it: GitHub created it, so this run published (one request, no retry)', async () => {
    gh.faults.add({ method: 'POST', pathPattern: REFS, status: 502, afterHandling: true });
    const sha = await firstPublish(client());
    expect(sha).toBe(await tip());
    expect(refWrites()).toEqual(['POST 502']);
    expect(gh.count('GET', '/repos/{owner}/{repo}/git/ref/{ref}')).toBe(1); // the check
  });

  it('updating it: likewise', async () => {
    const octokit = client();
    await firstPublish(octokit);
    gh.faults.add({ method: 'PATCH', pathPattern: REFS, status: 502, afterHandling: true });
    const sha = await writePages(octokit, REPO, {
      branch: 'gh-pages',
      base: await readPages(octokit, REPO, 'gh-pages'),
      files: new Map([['drift.json', '{"n":2}\n']]),
      message: 'second',
    });
    expect(sha).toBe(await tip());
    expect(refWrites()).toEqual(['POST 201', 'PATCH 502']);
  });

  it('lost before GitHub handled it: sent once more', async () => {
    gh.faults.add({ method: 'POST', pathPattern: REFS, status: 502 });
    const sha = await firstPublish(client());
    expect(sha).toBe(await tip());
    expect(refWrites()).toEqual(['POST 502', 'POST 201']);
  });

  it('the fourth answer lost too: GitHub made it, so this run published; else the error', async () => {
    gh.faults.add({ method: 'POST', pathPattern: REFS, status: 502, times: 3 });
    gh.faults.add({ method: 'POST', pathPattern: REFS, status: 502, afterHandling: true });
    const sha = await firstPublish(client());
    expect(sha).toBe(await tip());
    expect(refWrites()).toEqual(['POST 502', 'POST 502', 'POST 502', 'POST 502']);
    await repo.git('update-ref', '-d', 'refs/heads/gh-pages');
    gh.faults.add({ method: 'POST', pathPattern: REFS, status: 502, times: 4 });
    await expect(firstPublish(client())).rejects.toThrow(
      /^gh-pages was not created, so nothing was published \(HTTP 502: Server Error\); re-run the job/,
    );
  });

  it('a 422 while the branch points at our commit is a success; at another, a race', async () => {
    // As when an earlier attempt landed unseen: the branch is at our commit before the write arrives.
    gh.faults.beforeRefUpdate(async (ctx) => {
      await repo.git('update-ref', ctx.ref, ctx.newSha);
    });
    const sha = await firstPublish(client());
    expect(sha).toBe(await tip());
    expect(refWrites()).toEqual(['POST 422']);

    await repo.git('update-ref', '-d', 'refs/heads/gh-pages');
    gh.faults.beforeRefUpdate(async () => {
      await repo.commit({ files: { 'other.txt': 'x\n' }, branch: 'gh-pages', parent: null });
    });
    await expect(firstPublish(client())).rejects.toThrow(PagesRaceError);
  });

  it('a 409 is read as a 422 is: nothing moved the branch, so GitHub refused (retried), not thrown as it came', async () => {
    const octokit = client();
    await firstPublish(octokit);
    gh.faults.add({
      method: 'PATCH',
      pathPattern: REFS,
      status: 409,
      body: { message: 'Reference update failed' },
    });
    const err = await writePages(octokit, REPO, {
      branch: 'gh-pages',
      base: await readPages(octokit, REPO, 'gh-pages'),
      files: new Map([['drift.json', '{"n":2}\n']]),
      message: 'second',
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PagesRaceError);
    expect(err).toMatchObject({ moved: false });
    expect((err as Error).message).toBe(
      'GitHub refused to move gh-pages (HTTP 409: Reference update failed) although nothing else moved it',
    );
  });

  it('a first publish refused while no branch appears: the branch moved (a race), not "was deleted"', async () => {
    gh.faults.add({
      method: 'POST',
      pathPattern: REFS,
      status: 422,
      body: { message: 'Reference update failed' },
    });
    const err = await firstPublish(client()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PagesRaceError);
    expect((err as Error).message).toBe('gh-pages moved while publishing');
  });
});
