// What real GitHub does at its limits, taught to the emulator: capped and paged file lists, patches
// left out past a budget, `sha: null` for a mode-only change, a compare that times out, size limits
// on blobs and bodies, and rulesets on refs.
import type { components } from '@octokit/openapi-types';
import { type GitHubEmulator, type Limits, startGitHubEmulator } from './github/server.js';
import { createTestRepo, importCommit, importStream, type TestRepo, wideCommit } from './github/test-repo.js';

type S = components['schemas'];

let repo: TestRepo;
const sha: Record<string, string> = {};
const emulators: GitHubEmulator[] = [];

async function emulator(limits: Partial<Limits> = {}): Promise<GitHubEmulator> {
  const gh = await startGitHubEmulator({ owner: 'acme', repo: 'registry', gitDir: repo.dir, limits });
  emulators.push(gh);
  return gh;
}

async function call<T = { message: string }>(
  gh: GitHubEmulator,
  path: string,
  init: { method?: string; body?: unknown; rawBody?: string } = {},
) {
  const res = await fetch(`${gh.url}/repos/acme/registry${path}`, {
    method: init.method ?? 'GET',
    headers: { accept: 'application/vnd.github+json', 'content-type': 'application/json' },
    ...(init.rawBody !== undefined
      ? { body: init.rawBody }
      : init.body !== undefined
        ? { body: JSON.stringify(init.body) }
        : {}),
  });
  const text = await res.text();
  return { status: res.status, link: res.headers.get('link'), body: JSON.parse(text || 'null') as T };
}

/** A commit adding `n` files on main, through one `git fast-import` (a commit() per blob is slow). */
function wideFiles(parent: string, n: number): Promise<string> {
  const files = Array.from({ length: n }, (_, i): [string, string] => [`wide/f${i}.txt`, `${i}\n`]);
  return wideCommit(repo, { branch: 'main', time: 1767229200, message: '305 files', from: parent, files });
}

beforeAll(async () => {
  repo = await createTestRepo();
  sha.base = await repo.commit({ files: { 'run.sh': 'echo hi\n', 'a.txt': 'a\n' }, message: 'base' });
  sha.wide = await wideFiles(sha.base, 305);
  sha.mode = await repo.commit({
    files: { 'run.sh': 'echo hi\n' },
    modes: { 'run.sh': '100755' },
    message: 'chmod +x',
  });
  const big = Array.from({ length: 200 }, (_, i) => `line ${i}\n`).join('');
  sha.patches = await repo.commit({
    files: { 'a.txt': 'a\nb\n', 'big.txt': big, 'c.txt': 'c\n', 'd.txt': 'd\n' },
    message: 'patches',
  });
  // A branch of 260 commits off base, for the compare's page sizes.
  let stream = '';
  for (let i = 1; i <= 260; i++) {
    const from = i === 1 ? { from: sha.base } : {};
    stream += importCommit({
      branch: 'long',
      time: 1767229200 + i,
      message: `long ${i}`,
      ...from,
      files: [['long.txt', `${i}\n`]],
    });
  }
  await importStream(repo, stream);
  sha.long = (await repo.git('rev-parse', 'long')).trim();
});

afterAll(async () => {
  for (const gh of emulators) {
    expect(gh.violations).toEqual([]);
    expect(gh.internalErrors).toEqual([]);
    await gh.close();
  }
  await repo?.cleanup();
});

test('compare lists at most 300 files; get-a-commit pages them 300 at a time', async () => {
  const gh = await emulator();
  const cmp = await call<S['commit-comparison']>(gh, `/compare/${sha.base}...${sha.wide}`);
  expect(cmp.body.files).toHaveLength(300);
  const p1 = await call<S['commit']>(gh, `/commits/${sha.wide}`);
  expect(p1.body.files).toHaveLength(300);
  expect(p1.link).toContain('rel="next"');
  const p2 = await call<S['commit']>(gh, `/commits/${sha.wide}?page=2`);
  expect(p2.body.files).toHaveLength(5);
  expect(p2.link).not.toContain('rel="next"');
  // per_page cannot raise the page size.
  expect((await call<S['commit']>(gh, `/commits/${sha.wide}?per_page=1000`)).body.files).toHaveLength(300);
});

test('compare pages at most 100 commits, whatever per_page asks; only without paging parameters does it list 250', async () => {
  const gh = await emulator();
  const messages = (r: { body: S['commit-comparison'] }) => r.body.commits.map((c) => c.commit.message);
  // No paging parameter: the LAST 250 commits of the range, in one answer without a Link header.
  const whole = await call<S['commit-comparison']>(gh, `/compare/${sha.base}...${sha.long}`);
  expect(whole.body.total_commits).toBe(260);
  expect(messages(whole)).toHaveLength(250);
  expect(messages(whole)[0]).toBe('long 11');
  expect(whole.link).toBeNull();
  // per_page is the shared parameter, "max 100": asking for 250 gets 100, from the oldest.
  const p1 = await call<S['commit-comparison']>(gh, `/compare/${sha.base}...${sha.long}?per_page=250`);
  expect(messages(p1)).toHaveLength(100);
  expect(messages(p1)[0]).toBe('long 1');
  expect(p1.link).toContain('rel="next"');
  const p3 = await call<S['commit-comparison']>(gh, `/compare/${sha.base}...${sha.long}?per_page=250&page=3`);
  expect(messages(p3)).toEqual(Array.from({ length: 60 }, (_, i) => `long ${201 + i}`));
  expect(p3.link).not.toContain('rel="next"');
});

test('get-a-commit stops at its total cap (3,000 on GitHub): later files are not listed at all', async () => {
  const gh = await emulator({ commitFilesPerPage: 100, commitFilesTotal: 200 });
  const p2 = await call<S['commit']>(gh, `/commits/${sha.wide}?page=2`);
  expect(p2.body.files).toHaveLength(100);
  expect(p2.link).not.toContain('rel="next"');
  expect((await call<S['commit']>(gh, `/commits/${sha.wide}?page=3`)).body.files).toEqual([]);
});

test('a mode-only change has sha null and an empty patch', async () => {
  const gh = await emulator();
  const c = await call<S['commit']>(gh, `/commits/${sha.mode}`);
  expect(c.body.files).toEqual([
    expect.objectContaining({ filename: 'run.sh', status: 'modified', sha: null, changes: 0, patch: '' }),
  ]);
});

test('patches are left out for a big file and for every file past the response budget', async () => {
  const gh = await emulator({ patchFileBytes: 1000, patchResponseBytes: 1100 });
  const c = await call<S['commit']>(gh, `/commits/${sha.patches}`);
  const byName = Object.fromEntries(c.body.files!.map((f) => [f.filename, f]));
  expect(byName['a.txt']!.patch).toBe('@@ -1 +1,2 @@\n a\n+b');
  expect(byName['big.txt']).not.toHaveProperty('patch'); // over 1000 bytes alone
  expect(byName['c.txt']!.patch).toBeDefined();
  // The same listing with a budget spent by big.txt: the files after it lose their patch.
  const tight = await emulator({ patchFileBytes: 10_000, patchResponseBytes: 1100 });
  const t = await call<S['commit']>(tight, `/commits/${sha.patches}`);
  expect(t.body.files!.map((f) => [f.filename, f.patch !== undefined])).toEqual([
    ['a.txt', true],
    ['big.txt', false],
    ['c.txt', false],
    ['d.txt', false],
  ]);
  const cmp = await call<S['commit-comparison']>(tight, `/compare/${sha.mode}...${sha.patches}`);
  expect(cmp.body.files!.filter((f) => f.patch !== undefined).map((f) => f.filename)).toEqual(['a.txt']);
});

test('a compare too big to diff in time answers 500 "this diff is taking too long to generate"', async () => {
  const gh = await emulator({ compareTimeoutFiles: 300 });
  const res = await call(gh, `/compare/${sha.base}...${sha.wide}`);
  expect(res.status).toBe(500);
  expect(res.body.message).toBe('Server Error: Sorry, this diff is taking too long to generate.');
  // A smaller range still works.
  expect((await call(gh, `/compare/${sha.wide}...${sha.patches}`)).status).toBe(200);
});

test('blobs and tree contents over the file size limit answer 422; oversized bodies 413', async () => {
  const gh = await emulator({ rawBytes: 10, requestBodyBytes: 400 });
  const blob = await call(gh, '/git/blobs', { method: 'POST', body: { content: 'x'.repeat(11) } });
  expect(blob.status).toBe(422);
  expect(blob.body.message).toMatch(/exceeds GitHub's file size limit/);
  const ok = await call(gh, '/git/blobs', { method: 'POST', body: { content: 'x'.repeat(10) } });
  expect(ok.status).toBe(201);
  const tree = await call(gh, '/git/trees', {
    method: 'POST',
    body: { tree: [{ path: 'drift.json', mode: '100644', type: 'blob', content: 'y'.repeat(11) }] },
  });
  expect(tree.status).toBe(422);
  expect(tree.body.message).toMatch(/^File drift\.json is .* exceeds GitHub's file size limit/);
  const huge = await call(gh, '/git/blobs', { method: 'POST', body: { content: 'z'.repeat(500) } });
  expect(huge.status).toBe(413);
});

test('a ruleset on a branch refuses its update and creation with 422 "Repository rule violations found"', async () => {
  const gh = await emulator();
  await repo.commit({ branch: 'gh-pages', parent: null, files: { 'x.txt': 'x\n' } });
  const tip = (await repo.git('rev-parse', 'gh-pages')).trim();
  const next = await repo.commit({ branch: 'scratch', parent: tip, files: { 'y.txt': 'y\n' } });
  gh.addRuleset({ refs: /^refs\/heads\/(gh-pages|locked)$/ });
  const update = await call(gh, '/git/refs/heads/gh-pages', { method: 'PATCH', body: { sha: next } });
  expect(update.status).toBe(422);
  expect(update.body.message).toMatch(
    /^Repository rule violations found\n\nCannot update this protected ref\./,
  );
  expect((await repo.git('rev-parse', 'gh-pages')).trim()).toBe(tip);
  const create = await call(gh, '/git/refs', {
    method: 'POST',
    body: { ref: 'refs/heads/locked', sha: next },
  });
  expect(create.status).toBe(422);
  expect(create.body.message).toMatch(/^Repository rule violations found/);
  // Other refs are not covered: a fast-forward elsewhere still works.
  const free = await call(gh, '/git/refs', { method: 'POST', body: { ref: 'refs/heads/free', sha: next } });
  expect(free.status).toBe(201);
});

test('classic branch protection refuses an update with the unmet requirement alone, 422 or 409', async () => {
  const gh = await emulator();
  await repo.commit({ branch: 'gh-pages', parent: null, files: { 'x.txt': 'x\n' } });
  const tip = (await repo.git('rev-parse', 'gh-pages')).trim();
  const next = await repo.commit({ branch: 'scratch', parent: tip, files: { 'y.txt': 'y\n' } });
  gh.addRuleset({
    refs: /^refs\/heads\/gh-pages$/,
    rule: 'Required status check "build" is expected.',
    protection: {},
  });
  const update = await call(gh, '/git/refs/heads/gh-pages', { method: 'PATCH', body: { sha: next } });
  expect(update.status).toBe(422);
  expect(update.body.message).toBe('Required status check "build" is expected.');
  gh.addRuleset({ refs: /^refs\/heads\/locked$/, protection: { status: 409 } });
  await repo.commit({ branch: 'locked', parent: tip, files: { 'z.txt': 'z\n' } });
  const locked = await call(gh, '/git/refs/heads/locked', { method: 'PATCH', body: { sha: next } });
  expect(locked.status).toBe(409);
  expect(locked.body.message).toBe('Protected branch update failed for refs/heads/locked.');
  expect((await repo.git('rev-parse', 'gh-pages')).trim()).toBe(tip);
});

test('only a GitHub App writes check runs: a personal access token gets 403 "You must authenticate via a GitHub App."', async () => {
  const pat = await startGitHubEmulator({
    owner: 'acme',
    repo: 'registry',
    gitDir: repo.dir,
    actor: { login: 'octocat' },
  });
  emulators.push(pat);
  const body = { name: 'registry', head_sha: sha.base, output: { title: 't', summary: 's' } };
  const create = await call(pat, '/check-runs', { method: 'POST', body });
  expect(create).toMatchObject({ status: 403, body: { message: 'You must authenticate via a GitHub App.' } });
  expect(pat.checkRuns).toEqual([]);
  expect((await call(pat, `/commits/${sha.base}/check-runs`)).status).toBe(200);
  // GITHUB_TOKEN (github-actions[bot]) and other apps' tokens (`<slug>[bot]`) may.
  const app = await startGitHubEmulator({
    owner: 'acme',
    repo: 'registry',
    gitDir: repo.dir,
    actor: { login: 'registry-app[bot]' },
  });
  emulators.push(app);
  const made = await call<{ id: number }>(app, '/check-runs', { method: 'POST', body });
  expect(made.status).toBe(201);
  // Refused before the run is looked up, as any write of a token that is not an app's.
  const update = await call(pat, `/check-runs/${made.body.id}`, {
    method: 'PATCH',
    body: { status: 'completed', conclusion: 'success' },
  });
  expect(update).toMatchObject({ status: 403, body: { message: 'You must authenticate via a GitHub App.' } });
});

test('a fine-grained personal access token, which has no Checks permission, gets 403 "Resource not accessible by personal access token"', async () => {
  const fine = await startGitHubEmulator({
    owner: 'acme',
    repo: 'registry',
    gitDir: repo.dir,
    actor: { login: 'octocat', fineGrained: true },
  });
  emulators.push(fine);
  const body = { name: 'registry', head_sha: sha.base, output: { title: 't', summary: 's' } };
  const create = await call(fine, '/check-runs', { method: 'POST', body });
  expect(create).toMatchObject({
    status: 403,
    body: { message: 'Resource not accessible by personal access token' },
  });
  expect(fine.checkRuns).toEqual([]);
});

test('a create-tree request with too much inline content times out: 422 "Sorry, your request timed out", nothing written', async () => {
  const gh = await emulator({ treeTimeoutBytes: 10 });
  const entry = (path: string, content: string) => ({ path, mode: '100644', type: 'blob', content });
  const big = await call(gh, '/git/trees', {
    method: 'POST',
    body: { tree: [entry('a.txt', '123456'), entry('b.txt', '123456')] },
  });
  expect(big.status).toBe(422);
  expect(big.body.message).toMatch(
    /^Sorry, your request timed out\. {2}It's likely that your input was too large to process\./,
  );
  expect(gh.requests.at(-1)!.wrote).toBeUndefined();
  // The same files in two requests, the second on top of the first, fit.
  const first = await call<{ sha: string }>(gh, '/git/trees', {
    method: 'POST',
    body: { tree: [entry('a.txt', '123456')] },
  });
  const second = await call<{ sha: string }>(gh, '/git/trees', {
    method: 'POST',
    body: { base_tree: first.body.sha, tree: [entry('b.txt', '123456')] },
  });
  expect([first.status, second.status]).toEqual([201, 201]);
  expect((await repo.git('ls-tree', '--name-only', second.body.sha)).split('\n').filter(Boolean)).toEqual([
    'a.txt',
    'b.txt',
  ]);
});

test('a renamed branch: GET /branches/{old} answers 301 to the new name, which a client following it reads', async () => {
  const gh = await emulator();
  const tip = await repo.commit({ branch: 'old-pages', parent: null, files: { 'x.txt': 'x\n' } });
  await gh.renameBranch('old-pages', 'site');
  const res = await fetch(`${gh.url}/repos/acme/registry/branches/old-pages`, { redirect: 'manual' });
  expect(res.status).toBe(301);
  expect(res.headers.get('location')).toBe(`${gh.url}/repos/acme/registry/branches/site`);
  const followed = await call<{ name: string; commit: { sha: string } }>(gh, '/branches/old-pages');
  expect(followed).toMatchObject({ status: 200, body: { name: 'site', commit: { sha: tip } } });
  // The git refs API does not redirect: the old name is simply absent.
  expect((await call(gh, '/git/ref/heads/old-pages')).status).toBe(404);
});
