// The GitHub emulator's read endpoints against a real repository: compare, commits, contents, pulls.
import type { components } from '@octokit/openapi-types';
import { type GitHubEmulator, startGitHubEmulator } from './github/server.js';
import { createTestRepo, type TestRepo } from './github/test-repo.js';

let repo: TestRepo;
let gh: GitHubEmulator;
const sha: Record<string, string> = {};
const BIG = 'x'.repeat(1024 * 1024 + 10); // just over the contents API's 1 MB inline limit

type S = components['schemas'];

/** GET through plain fetch (no client-side help), typed with GitHub's own response types. */
async function api<T = { message: string }>(path: string, init: RequestInit & { accept?: string } = {}) {
  const res = await fetch(`${gh.url}/repos/acme/registry${path}`, {
    ...init,
    headers: { authorization: 'token write-token', accept: init.accept ?? 'application/vnd.github+json' },
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: res.status, headers: res.headers, body: body as T, text };
}

beforeAll(async () => {
  repo = await createTestRepo();
  sha.c1 = await repo.commit({
    message: 'Add records',
    files: { 'models/a.toml': 'name = "a"\n', 'models/b.toml': 'name = "b"\nsize = 1\n', 'big.txt': BIG },
  });
  sha.c2 = await repo.commit({
    message: 'Edit a, rename b',
    files: {
      'models/a.toml': 'name = "a"\nsize = 2\n',
      'models/b.toml': null,
      'models/c.toml': 'name = "b"\nsize = 1\n',
    },
  });
  sha.f1 = await repo.commit({
    branch: 'feature',
    parent: sha.c2,
    message: 'Add d',
    files: { 'models/d.toml': 'd = 1\n' },
  });
  sha.c3 = await repo.commit({ message: 'Touch readme', files: { 'README.md': 'hi\n' } });
  gh = await startGitHubEmulator({ owner: 'acme', repo: 'registry', gitDir: repo.dir, token: 'write-token' });
});

afterAll(async () => {
  await gh?.close();
  await repo?.cleanup();
});

afterEach(() => {
  expect(gh.violations).toEqual([]);
  expect(gh.internalErrors).toEqual([]);
});

test('compare: status, counts, commits oldest first, three-dot files with renames', async () => {
  const r = await api<S['commit-comparison']>(`/compare/${sha.c1}...feature`);
  expect(r.status).toBe(200);
  expect(r.body).toMatchObject({ status: 'ahead', ahead_by: 2, behind_by: 0, total_commits: 2 });
  expect(r.body.merge_base_commit.sha).toBe(sha.c1);
  expect(r.body.commits.map((c) => c.sha)).toEqual([sha.c2, sha.f1]);
  expect(r.body.commits[0]?.commit.message).toBe('Edit a, rename b');
  expect(r.body.commits[0]?.commit.committer?.date).toBe('2026-01-01T00:02:00Z');
  expect(r.body.commits[1]?.parents).toEqual([expect.objectContaining({ sha: sha.c2 })]);
  const files = Object.fromEntries((r.body.files ?? []).map((f) => [f.filename, f]));
  expect(files['models/c.toml']).toMatchObject({ status: 'renamed', previous_filename: 'models/b.toml' });
  expect(files['models/a.toml']).toMatchObject({ status: 'modified', additions: 1, deletions: 0 });
  expect(files['models/a.toml']?.patch).toContain('+size = 2');
  expect(files['models/d.toml']).toMatchObject({ status: 'added' });

  const diverged = await api<S['commit-comparison']>('/compare/main...feature');
  expect(diverged.body).toMatchObject({ status: 'diverged', ahead_by: 1, behind_by: 1 });
  // Files come from the merge base, so main's README change is not among them.
  expect(diverged.body.files?.map((f) => f.filename)).toEqual(['models/d.toml']);
  expect((await api<S['commit-comparison']>(`/compare/${sha.c2}...${sha.c2}`)).body.status).toBe('identical');
  expect((await api(`/compare/feature...${sha.c1}`)).body).toMatchObject({ status: 'behind', behind_by: 2 });
  expect((await api(`/compare/${'f'.repeat(40)}...main`)).status).toBe(404);
});

test('compare pages commits with Link headers; files only on page 1', async () => {
  const p1 = await api<S['commit-comparison']>(`/compare/${sha.c1}...feature?per_page=1`);
  expect(p1.body.commits.map((c) => c.sha)).toEqual([sha.c2]);
  expect(p1.body.files?.length).toBe(3);
  expect(p1.headers.get('link')).toContain('rel="next"');
  const p2 = await api<S['commit-comparison']>(`/compare/${sha.c1}...feature?per_page=1&page=2`);
  expect(p2.body.commits.map((c) => c.sha)).toEqual([sha.f1]);
  expect(p2.body.files).toBeUndefined();
  expect(p2.headers.get('link')).toContain('rel="prev"');
});

test('single commit: files against the first parent, root commit adds everything', async () => {
  const c2 = await api<S['commit']>(`/commits/${sha.c2}`);
  expect(c2.status).toBe(200);
  expect(c2.body.sha).toBe(sha.c2);
  expect(c2.body.files?.map((f) => [f.filename, f.status])).toEqual([
    ['models/a.toml', 'modified'],
    ['models/c.toml', 'renamed'],
  ]);
  expect(c2.body.stats).toEqual({ additions: 1, deletions: 0, total: 1 });
  const root = await api<S['commit']>(`/commits/${sha.c1}`);
  expect(root.body.files?.map((f) => f.status)).toEqual(['added', 'added', 'added']);
  // Branch names resolve too (with slashes percent-encoded or not).
  expect((await api<S['commit']>('/commits/heads%2Ffeature')).body.sha).toBe(sha.f1);
  expect((await api('/commits/nope')).status).toBe(422);
});

test('list commits: newest first, path filter, pagination', async () => {
  const all = await api<S['commit'][]>('/commits?sha=feature');
  expect(all.body.map((c) => c.sha)).toEqual([sha.f1, sha.c2, sha.c1]);
  const byPath = await api<S['commit'][]>('/commits?sha=main&path=models/a.toml');
  expect(byPath.body.map((c) => c.sha)).toEqual([sha.c2, sha.c1]);
  const page = await api<S['commit'][]>('/commits?sha=main&per_page=2&page=1');
  expect(page.body).toHaveLength(2);
  expect(page.headers.get('link')).toMatch(/page=2[^>]*>; rel="next"/);
});

test('contents: JSON base64, raw bytes, >1 MB without content, directories, 404s', async () => {
  const json = await api<S['content-file']>(`/contents/models/a.toml?ref=${sha.c1}`);
  expect(json.status).toBe(200);
  expect(json.body).toMatchObject({ type: 'file', encoding: 'base64', path: 'models/a.toml', size: 11 });
  expect(Buffer.from(json.body.content, 'base64').toString()).toBe('name = "a"\n');

  const raw = await api('/contents/models%2Fa.toml', { accept: 'application/vnd.github.raw+json' });
  expect(raw.text).toBe('name = "a"\nsize = 2\n');

  const big = await api('/contents/big.txt');
  expect(big.body).toMatchObject({ encoding: 'none', content: '', size: BIG.length });
  const bigRaw = await api('/contents/big.txt', { accept: 'application/vnd.github.raw' });
  expect(bigRaw.text.length).toBe(BIG.length);

  const dir = await api<S['content-directory']>('/contents/models?ref=feature');
  expect(dir.body.map((e) => [e.name, e.type])).toEqual([
    ['a.toml', 'file'],
    ['c.toml', 'file'],
    ['d.toml', 'file'],
  ]);
  expect((await api('/contents/models/b.toml')).body).toEqual(
    expect.objectContaining({ message: 'Not Found' }),
  );
  expect((await api('/contents/models/a.toml?ref=no-such-branch')).status).toBe(404);
});

test('pull requests: object, files from the merge base, merge ref', async () => {
  const pr = await gh.addPullRequest({ number: 7, baseSha: sha.c3!, headSha: sha.f1!, headRef: 'feature' });
  expect(pr.mergeSha).toMatch(/^[0-9a-f]{40}$/);
  expect((await repo.git('rev-parse', 'refs/pull/7/merge^2')).trim()).toBe(sha.f1);
  const got = await api<S['pull-request']>('/pulls/7');
  expect(got.status).toBe(200);
  expect(got.body).toMatchObject({ number: 7, head: { sha: sha.f1, ref: 'feature' }, base: { sha: sha.c3 } });
  expect(got.body).toMatchObject({ commits: 1, changed_files: 1, merge_commit_sha: pr.mergeSha });
  const files = await api<S['diff-entry'][]>('/pulls/7/files?per_page=100');
  expect(files.body.map((f) => f.filename)).toEqual(['models/d.toml']);
  expect((await api('/pulls/8')).status).toBe(404);
});

test('git reads: ref, trees (recursive, by branch name), blobs', async () => {
  const ref = await api<S['git-ref']>('/git/ref/heads%2Fmain');
  expect(ref.body).toMatchObject({ ref: 'refs/heads/main', object: { sha: sha.c3, type: 'commit' } });
  expect((await api('/git/ref/heads/gh-pages')).status).toBe(404);
  const tree = await api<S['git-tree']>('/git/trees/feature?recursive=1');
  expect(tree.body.tree.map((e) => e.path)).toEqual([
    'big.txt',
    'models',
    'models/a.toml',
    'models/c.toml',
    'models/d.toml',
  ]);
  const blobSha = tree.body.tree.find((e) => e.path === 'models/d.toml')?.sha;
  const blob = await api<S['blob']>(`/git/blobs/${blobSha}`);
  expect(Buffer.from(blob.body.content, 'base64').toString()).toBe('d = 1\n');
  const commit = await api<S['git-commit']>(`/git/commits/${sha.c2}`);
  expect(commit.body).toMatchObject({ sha: sha.c2, message: 'Edit a, rename b', parents: [{ sha: sha.c1 }] });
});

test('branches: tip commit with its tree; 404 for a missing branch', async () => {
  const b = await api<S['branch-with-protection']>('/branches/feature');
  expect(b.body).toMatchObject({ name: 'feature', protected: false, commit: { sha: sha.f1 } });
  expect(b.body.commit.commit.tree.sha).toBe((await repo.git('rev-parse', 'feature^{tree}')).trim());
  expect(await api('/branches/gh-pages')).toMatchObject({
    status: 404,
    body: { message: 'Branch not found' },
  });
});

test('every response carries rate-limit headers and JSON content type', async () => {
  const r = await api('/git/ref/heads/main');
  expect(r.headers.get('content-type')).toMatch(/^application\/json/);
  for (const h of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'])
    expect(r.headers.get(h)).toMatch(/^\d+$/);
  expect(r.headers.get('x-ratelimit-resource')).toBe('core');
});

test('unknown routes answer 404 and are logged; bad tokens 401', async () => {
  const before = gh.requests.length;
  expect((await api('/releases/latest')).status).toBe(404);
  const unknownPost = await fetch(`${gh.url}/app/installations`, {
    method: 'POST',
    headers: { authorization: 'bearer write-token' },
  });
  expect(unknownPost.status).toBe(404);
  expect(gh.requests[before]?.route).toBeUndefined();
  expect(gh.requests.slice(before)).toEqual([
    expect.objectContaining({ method: 'GET', path: '/repos/acme/registry/releases/latest', status: 404 }),
    expect.objectContaining({ method: 'POST', path: '/app/installations', status: 404 }),
  ]);
  const anon = await fetch(`${gh.url}/repos/acme/registry/git/ref/heads/main`);
  expect(anon.status).toBe(401);
  const otherRepo = await fetch(`${gh.url}/repos/acme/other/git/ref/heads/main`, {
    headers: { authorization: 'token write-token' },
  });
  expect(otherRepo.status).toBe(404);
});

test('GraphQL answers the viewer query only: the token acts as github-actions[bot]', async () => {
  const query = async (q: string) =>
    (
      await fetch(`${gh.url}/graphql`, {
        method: 'POST',
        headers: { authorization: 'bearer write-token', 'content-type': 'application/json' },
        body: JSON.stringify({ query: q }),
      })
    ).json();
  expect(await query('query { viewer { login } }')).toEqual({
    data: { viewer: { login: 'github-actions[bot]' } },
  });
  expect(await query('{ repository(owner: "a", name: "b") { id } }')).toEqual({
    errors: [{ message: expect.stringContaining('not implemented') }],
  });
  expect(gh.requests.at(-1)).toMatchObject({
    method: 'POST',
    path: '/graphql',
    route: '/graphql',
    status: 200,
  });
});

test('lowered limits: paged commit files, capped compare files, too-large raw contents', async () => {
  const small = await startGitHubEmulator({
    owner: 'acme',
    repo: 'registry',
    gitDir: repo.dir,
    limits: { commitFilesPerPage: 2, compareFiles: 1, rawBytes: 100 },
  });
  try {
    const get = async <T>(path: string, accept = 'application/json') => {
      const res = await fetch(`${small.url}/repos/acme/registry${path}`, { headers: { accept } });
      return { status: res.status, link: res.headers.get('link'), body: (await res.json()) as T };
    };
    const p1 = await get<S['commit']>(`/commits/${sha.c1}`);
    expect(p1.body.files).toHaveLength(2);
    expect(p1.link).toContain('rel="next"');
    const p2 = await get<S['commit']>(`/commits/${sha.c1}?page=2`);
    expect(p2.body.files).toHaveLength(1);
    expect((await get<S['commit-comparison']>(`/compare/${sha.c1}...feature`)).body.files).toHaveLength(1);
    expect((await get<{ message: string }>('/contents/big.txt', 'application/vnd.github.raw')).status).toBe(
      403,
    );
    expect(small.violations).toEqual([]);
  } finally {
    await small.close();
  }
});

test('contents and trees: a link to a file answers with that file, as GitHub does; the tree says it is a link', async () => {
  const links = await repo.commit({
    branch: 'links',
    parent: sha.c3,
    message: 'links',
    files: { 'models/link.toml': 'a.toml', 'models/up': '..' },
    modes: { 'models/link.toml': '120000', 'models/up': '120000' },
  });
  const a = 'name = "a"\nsize = 2\n';
  const raw = await api(`/contents/models/link.toml?ref=${links}`, { accept: 'application/vnd.github.raw' });
  expect(raw.text).toBe(a);
  const json = await api<S['content-file']>(`/contents/models/link.toml?ref=${links}`);
  expect(json.body).toMatchObject({ type: 'file' }); // which path it names, GitHub's docs do not say
  expect(Buffer.from(json.body.content, 'base64').toString()).toBe(a);
  // A link to a folder is described, not followed.
  const up = await api<S['content-symlink']>(`/contents/models/up?ref=${links}`);
  expect(up.body).toMatchObject({ type: 'symlink', target: '..', path: 'models/up' });
  const tree = await api<S['git-tree']>(`/git/trees/${links}?recursive=1`);
  expect(tree.body.tree.filter((e) => e.mode === '120000').map((e) => [e.path, e.type])).toEqual([
    ['models/link.toml', 'blob'],
    ['models/up', 'blob'],
  ]);
});
