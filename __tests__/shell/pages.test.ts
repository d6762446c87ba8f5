// Writing the pages branch within GitHub's size limits: large artifacts go up as blobs (each
// distinct content once) instead of in one tree request; a file over 100 MB is refused up front.
import { getOctokit } from '@actions/github';
import { gitBlobSha, readPages, writePages } from '../../src/shell/github/pages.js';
import { type GitHubEmulator, startGitHubEmulator } from '../harness/github/server.js';
import { createTestRepo, type TestRepo } from '../harness/github/test-repo.js';

const REPO = { owner: 'acme', repo: 'registry' };
let repo: TestRepo;
let gh: GitHubEmulator;

beforeEach(async () => {
  repo = await createTestRepo();
  await repo.commit({ files: { 'README.md': 'r\n' } });
  // A body limit the inline tree request would break.
  gh = await startGitHubEmulator({ ...REPO, gitDir: repo.dir, limits: { requestBodyBytes: 3000 } });
});
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
  expect(gh.count('POST', '/repos/{owner}/{repo}/git/blobs')).toBe(2);
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
