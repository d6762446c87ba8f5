// A 403 is either a token without the permission (a fork pull request: fall back to workflow commands
// and the job summary) or a rate limit the client gave up on (fail, don't pretend it is a fork).
import { publishCheckRun } from '../../src/shell/github/checks.js';
import { upsertComment } from '../../src/shell/github/comment.js';
import { createClient, isPermissionDenied, tokenRefused } from '../../src/shell/github/octokit.js';
import { type GitHubEmulator, startGitHubEmulator } from '../harness/github/server.js';
import { createTestRepo, type TestRepo } from '../harness/github/test-repo.js';
import { zeroDelays } from '../harness/zero-delays.js';

const REPO = { owner: 'acme', repo: 'registry' };
let repo: TestRepo;
let gh: GitHubEmulator;
let head: string;

beforeAll(async () => {
  repo = await createTestRepo({ bare: true });
  const base = await repo.commit({ files: { 'a.txt': 'a\n' } });
  head = await repo.commit({ branch: 'topic', parent: base, files: { 'b.txt': 'b\n' } });
  gh = await startGitHubEmulator({ ...REPO, gitDir: repo.gitDir, token: 'write-token' });
  await gh.addPullRequest({ number: 1, baseSha: base, headSha: head, headRef: 'topic' });
  await gh.addPullRequest({ number: 2, baseSha: base, headSha: head, headRef: 'topic', locked: true });
});
afterAll(async () => {
  await gh?.close();
  await repo?.cleanup();
});
afterEach(() => {
  gh.faults.clear();
  gh.setTokenPermissions('write');
  expect(gh.internalErrors).toEqual([]);
});

const client = () => createClient({ token: 'write-token', baseUrl: gh.url, timing: zeroDelays() });
const check = () =>
  publishCheckRun(client().octokit, REPO, {
    name: 'Model registry',
    headSha: head,
    diagnostics: [],
    fileOf: (p) => p,
    conclusion: 'success',
    title: 'valid',
    summary: 'ok',
  });
const comment = () =>
  upsertComment(client().octokit, REPO, 1, '<!-- marker -->', '<!-- marker -->\nhello', async () => 'me');

it('a read-only token: both are "forbidden" (the fork pull request fallback)', async () => {
  gh.setTokenPermissions('read');
  expect(await check()).toBe('forbidden');
  expect(await comment()).toBe('forbidden');
});

it('a locked conversation is "locked", not a token without the permission', async () => {
  const locked = () =>
    upsertComment(client().octokit, REPO, 2, '<!-- marker -->', '<!-- marker -->\nhello', async () => 'me');
  expect(await locked()).toBe('locked');
  expect(gh.comments).toEqual([]);
});

it("another 403 (an organization's SAML enforcement) is GitHub's own words, not a missing permission", async () => {
  const saml =
    'Resource protected by organization SAML enforcement. You must grant your Personal Access token access to this organization.';
  gh.faults.add({ method: 'POST', pathPattern: /\/check-runs$/, status: 403, body: { message: saml } });
  gh.faults.add({ method: 'GET', pathPattern: /\/comments$/, status: 403, body: { message: saml } });
  expect(await check()).toEqual({ refused: saml });
  await expect(comment()).rejects.toMatchObject({ status: 403, message: expect.stringContaining(saml) });
});

it('a secondary rate limit (403) the client gave up on is thrown, not taken for a read-only token', async () => {
  gh.faults.secondaryRateLimit({ method: 'POST', pathPattern: /\/check-runs$/, times: Infinity });
  gh.faults.secondaryRateLimit({ method: 'POST', pathPattern: /\/comments$/, times: Infinity });
  await expect(check()).rejects.toMatchObject({
    status: 403,
    message: expect.stringMatching(/secondary rate limit/),
  });
  await expect(comment()).rejects.toMatchObject({
    status: 403,
    message: expect.stringMatching(/secondary rate limit/),
  });
  expect(gh.checkRuns).toEqual([]);
  expect(gh.comments).toEqual([]);
});

it('isPermissionDenied: a 403 without "rate limit" in its message only', () => {
  const err = (status: number, message: string) => Object.assign(new Error(message), { status });
  expect(isPermissionDenied(err(403, 'Resource not accessible by integration'))).toBe(true);
  expect(isPermissionDenied(err(403, 'API rate limit exceeded for installation ID 1.'))).toBe(false);
  expect(isPermissionDenied(err(403, 'You have exceeded a secondary rate limit.'))).toBe(false);
  expect(isPermissionDenied(err(404, 'Not Found'))).toBe(false);
  expect(isPermissionDenied('not an error')).toBe(false);
});

it('tokenRefused: what GitHub answers a token without access, and nothing else', () => {
  const err = (status: number, message: string, method = 'POST') =>
    Object.assign(new Error(`${message} - https://docs.github.com/rest`), {
      status,
      request: { method, url: 'https://api.github.com/repos/acme/registry/git/trees' },
      response: { status, headers: {}, data: { message } },
    });
  expect(tokenRefused(err(403, 'Resource not accessible by integration'))).toBe(true);
  expect(tokenRefused(err(403, 'Resource not accessible by personal access token'))).toBe(true);
  expect(tokenRefused(err(404, 'Not Found'))).toBe(true); // a write the token cannot see the repository for
  expect(tokenRefused(err(404, 'Not Found', 'GET'))).toBe(false); // a read: it may just not be there
  expect(tokenRefused(err(403, 'Repository was archived so is read-only.'))).toBe(false);
  expect(tokenRefused(err(403, 'You have exceeded a secondary rate limit.'))).toBe(false);
  expect(tokenRefused(err(422, 'Resource not accessible by integration'))).toBe(false);
  expect(tokenRefused('not an error')).toBe(false);
});
