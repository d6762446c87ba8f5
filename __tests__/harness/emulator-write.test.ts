// The emulator's write side through Octokit (as the action calls it): publishing a branch with the Git
// database API and checking the result on disk, ref races, Checks and comment limits, permissions, faults.
import { getOctokit } from '@actions/github';
import { type GitHubEmulator, startGitHubEmulator } from './github/server.js';
import { createTestRepo, type TestRepo } from './github/test-repo.js';

let repo: TestRepo;
let gh: GitHubEmulator;
let octokit: ReturnType<typeof getOctokit>;
let main: string;
const o = { owner: 'acme', repo: 'registry' };

/** Status of a rejected Octokit call (Octokit throws RequestError for non-2xx). */
async function statusOf(p: Promise<unknown>): Promise<number> {
  try {
    await p;
    return 200;
  } catch (e) {
    return (e as { status: number }).status;
  }
}

/** One publish the way the action does it: read the branch, tree with inline content on top, commit, move. */
async function publish(files: Record<string, string | null>, message: string, force = false) {
  const ref = await octokit.rest.git.getRef({ ...o, ref: 'heads/gh-pages' });
  const parent = await octokit.rest.git.getCommit({ ...o, commit_sha: ref.data.object.sha });
  const tree = await octokit.rest.git.createTree({
    ...o,
    base_tree: parent.data.tree.sha,
    tree: Object.entries(files).map(([path, content]) =>
      content === null
        ? { path, mode: '100644' as const, type: 'blob' as const, sha: null }
        : { path, mode: '100644' as const, type: 'blob' as const, content },
    ),
  });
  const commit = await octokit.rest.git.createCommit({
    ...o,
    message,
    tree: tree.data.sha,
    parents: [parent.data.sha],
  });
  await octokit.rest.git.updateRef({ ...o, ref: 'heads/gh-pages', sha: commit.data.sha, force });
  return commit.data.sha;
}

/**
 * gh-pages as the first test publishes it (api/v1.json and feed.xml), made on disk: each test that
 * builds on the branch starts from it whatever ran before (or alone, with -t or --randomize).
 */
async function pagesAsFirstPublished(): Promise<string> {
  return repo.commit({
    branch: 'gh-pages',
    parent: null,
    files: { 'api/v1.json': '{"v":1}', 'feed.xml': '<rss/>' },
    message: 'Publish catalog',
  });
}

beforeAll(async () => {
  repo = await createTestRepo({ bare: true });
  main = await repo.commit({ files: { 'models/a.toml': 'name = "a"\n' }, message: 'init' });
  gh = await startGitHubEmulator({
    ...o,
    gitDir: repo.gitDir,
    token: 'write-token',
    now: () => new Date('2026-02-03T04:05:06Z'),
  });
  octokit = getOctokit('write-token', { baseUrl: gh.url });
});

afterAll(async () => {
  await gh?.close();
  await repo?.cleanup();
});

beforeEach(() => {
  gh.setTokenPermissions('write');
  gh.faults.clear();
});

afterEach(() => {
  expect(gh.violations).toEqual([]);
  expect(gh.internalErrors).toEqual([]);
});

test('creates gh-pages from blobs, trees, commits and refs; git on disk agrees', async () => {
  // Created here: not there yet, whichever tests ran before.
  await repo.git('update-ref', '-d', 'refs/heads/gh-pages');
  const blob = await octokit.rest.git.createBlob({
    ...o,
    content: Buffer.from('{"v":1}').toString('base64'),
    encoding: 'base64',
  });
  const tree = await octokit.rest.git.createTree({
    ...o,
    tree: [
      { path: 'api/v1.json', mode: '100644', type: 'blob', sha: blob.data.sha },
      { path: 'feed.xml', mode: '100644', type: 'blob', content: '<rss/>' },
    ],
  });
  expect(tree.status).toBe(201);
  expect(tree.data.tree.map((e) => [e.path, e.type])).toEqual([
    ['api', 'tree'],
    ['feed.xml', 'blob'],
  ]);
  const commit = await octokit.rest.git.createCommit({
    ...o,
    message: 'Publish catalog',
    tree: tree.data.sha,
    parents: [],
  });
  expect(commit.data.committer).toMatchObject({ name: 'github-actions[bot]', date: '2026-02-03T04:05:06Z' });
  const ref = await octokit.rest.git.createRef({ ...o, ref: 'refs/heads/gh-pages', sha: commit.data.sha });
  expect(ref.status).toBe(201);
  expect(
    await statusOf(octokit.rest.git.createRef({ ...o, ref: 'refs/heads/gh-pages', sha: commit.data.sha })),
  ).toBe(422);

  expect((await repo.git('rev-parse', 'gh-pages')).trim()).toBe(commit.data.sha);
  expect(await repo.git('show', 'gh-pages:api/v1.json')).toBe('{"v":1}');
  expect(await repo.git('log', '--format=%s|%an|%cI', 'gh-pages')).toBe(
    'Publish catalog|github-actions[bot]|2026-02-03T04:05:06+00:00\n',
  );
});

test('commit author dates: any ISO 8601 in, UTC out', async () => {
  const tree = (await octokit.rest.git.getCommit({ ...o, commit_sha: main })).data.tree.sha;
  const author = { name: 'Registry Bot', email: 'bot@example.com', date: '2026-03-01T12:00:00.123+01:00' };
  const c = await octokit.rest.git.createCommit({ ...o, message: 'dated', tree, parents: [main], author });
  expect(c.data.author.date).toBe('2026-03-01T11:00:00Z');
  expect(c.data.committer).toEqual({ ...c.data.author });
});

test('nested paths and deletions on top of base_tree; parent is the previous tip', async () => {
  await pagesAsFirstPublished();
  const before = (await repo.git('rev-parse', 'gh-pages')).trim();
  const sha = await publish({ 'api/v2/models.json': '[]', 'feed.xml': null }, 'Second publish');
  expect(await repo.git('rev-parse', `${sha}^`)).toBe(`${before}\n`);
  expect((await repo.git('ls-tree', '-r', '--name-only', 'gh-pages')).split('\n').filter(Boolean)).toEqual([
    'api/v1.json',
    'api/v2/models.json',
  ]);
  // Unchanged subtrees keep their ids; deleting a missing path is rejected.
  expect(await statusOf(publish({ 'nope.txt': null }, 'x'))).toBe(422);
  expect(await statusOf(publish({ '../evil': 'x' }, 'x'))).toBe(422);
});

test('non-fast-forward PATCH is 422 unless forced', async () => {
  await pagesAsFirstPublished();
  const tip = (await repo.git('rev-parse', 'gh-pages')).trim();
  const orphan = await octokit.rest.git.createCommit({
    ...o,
    message: 'orphan',
    tree: (await octokit.rest.git.getCommit({ ...o, commit_sha: tip })).data.tree.sha,
    parents: [],
  });
  const update = (force: boolean) =>
    octokit.rest.git.updateRef({ ...o, ref: 'heads/gh-pages', sha: orphan.data.sha, force });
  await expect(update(false)).rejects.toMatchObject({
    status: 422,
    message: expect.stringContaining('Update is not a fast forward'),
  });
  expect(await statusOf(update(true))).toBe(200);
  await octokit.rest.git.updateRef({ ...o, ref: 'heads/gh-pages', sha: tip, force: true });
});

test('beforeRefUpdate lets a competing commit land between read and write', async () => {
  await pagesAsFirstPublished();
  let competitor = '';
  gh.faults.beforeRefUpdate(async (ctx) => {
    expect(ctx).toMatchObject({ kind: 'update', ref: 'refs/heads/gh-pages' });
    competitor = await repo.commit({
      branch: 'gh-pages',
      files: { 'other.json': '{}' },
      message: 'competitor',
    });
  });
  expect(await statusOf(publish({ 'api/v1.json': '{"v":3}' }, 'loses the race'))).toBe(422);
  expect((await repo.git('rev-parse', 'gh-pages')).trim()).toBe(competitor);
  // A retry that re-reads the branch keeps the competitor's file.
  await publish({ 'api/v1.json': '{"v":3}' }, 'retry');
  expect(await repo.git('show', 'gh-pages:other.json')).toBe('{}');
  expect(await repo.git('log', '-2', '--format=%s', 'gh-pages')).toBe('retry\ncompetitor\n');
});

test('check runs: 50 annotations per request, updates append, output limits', async () => {
  const ann = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      path: 'models/a.toml',
      start_line: i + 1,
      end_line: i + 1,
      annotation_level: 'failure' as const,
      message: `problem ${i}`,
    }));
  const output = (n: number) => ({ title: 'Registry', summary: 'found problems', annotations: ann(n) });
  expect(
    await statusOf(
      octokit.rest.checks.create({ ...o, name: 'registry', head_sha: main, output: output(51) }),
    ),
  ).toBe(422);
  const run = await octokit.rest.checks.create({
    ...o,
    name: 'registry',
    head_sha: main,
    status: 'in_progress',
    output: output(50),
  });
  expect(run.status).toBe(201);
  await octokit.rest.checks.update({
    ...o,
    check_run_id: run.data.id,
    conclusion: 'failure',
    output: output(20),
  });
  const stored = gh.checkRuns.find((r) => r.id === run.data.id)!;
  expect(stored).toMatchObject({ status: 'completed', conclusion: 'failure', writes: 2 });
  expect(stored.annotations).toHaveLength(70);
  const long = { title: 't', summary: 'x'.repeat(65_536) };
  expect(await statusOf(octokit.rest.checks.update({ ...o, check_run_id: run.data.id, output: long }))).toBe(
    422,
  );
  expect(await statusOf(octokit.rest.checks.create({ ...o, name: 'r', head_sha: 'f'.repeat(40) }))).toBe(422);
  const got = await octokit.rest.checks.get({ ...o, check_run_id: run.data.id });
  expect(got.data.output.annotations_count).toBe(70);
});

test('issue comments: create, list with pagination, update, 65,536-character limit', async () => {
  const c1 = await repo.commit({ branch: 'topic', parent: main, files: { 'models/b.toml': 'b = 1\n' } });
  await gh.addPullRequest({ number: 3, baseSha: main, headSha: c1, headRef: 'topic' });
  gh.addComment({ issueNumber: 3, body: 'human remark', login: 'octocat' });
  const created = await octokit.rest.issues.createComment({ ...o, issue_number: 3, body: 'report v1' });
  expect(created.data.user).toMatchObject({ login: 'github-actions[bot]', type: 'Bot' });
  await octokit.rest.issues.updateComment({ ...o, comment_id: created.data.id, body: 'report v2' });
  const all = await octokit.paginate(octokit.rest.issues.listComments, {
    ...o,
    issue_number: 3,
    per_page: 1,
  });
  expect(all.map((c) => c.body)).toEqual(['human remark', 'report v2']);
  expect(gh.comments.map((c) => c.body)).toEqual(['human remark', 'report v2']);
  const tooLong = octokit.rest.issues.createComment({ ...o, issue_number: 3, body: 'x'.repeat(65_537) });
  expect(await statusOf(tooLong)).toBe(422);
  expect(await statusOf(octokit.rest.issues.createComment({ ...o, issue_number: 99, body: 'x' }))).toBe(404);
});

test('a read-only token (fork pull request) gets 403 on writes but can read', async () => {
  gh.setTokenPermissions('read');
  const denied = octokit.rest.checks.create({ ...o, name: 'registry', head_sha: main });
  await expect(denied).rejects.toMatchObject({
    status: 403,
    message: expect.stringContaining('Resource not accessible by integration'),
  });
  expect(await statusOf(octokit.rest.issues.createComment({ ...o, issue_number: 3, body: 'x' }))).toBe(403);
  expect(await statusOf(octokit.rest.git.createBlob({ ...o, content: 'x' }))).toBe(403);
  expect(await statusOf(octokit.rest.git.getRef({ ...o, ref: 'heads/main' }))).toBe(200);
  gh.setTokenPermissions({ contents: 'write' });
  expect(await statusOf(octokit.rest.git.createBlob({ ...o, content: 'x' }))).toBe(200);
  expect(await statusOf(octokit.rest.issues.listComments({ ...o, issue_number: 3 }))).toBe(403);
});

test('injected 502 and secondary rate limit answer as configured, then recover', async () => {
  gh.faults.add({ method: 'GET', pathPattern: /\/git\/ref\/heads\/main$/, status: 502, times: 2 });
  const get = () =>
    fetch(`${gh.url}/repos/acme/registry/git/ref/heads%2Fmain`, {
      headers: { authorization: 'token write-token' },
    });
  expect((await get()).status).toBe(502);
  expect((await get()).status).toBe(502);
  expect((await get()).status).toBe(200);

  const fault = gh.faults.secondaryRateLimit({ method: 'POST', pathPattern: /\/git\/blobs$/, retryAfter: 1 });
  const res = await fetch(`${gh.url}/repos/acme/registry/git/blobs`, {
    method: 'POST',
    headers: { authorization: 'token write-token' },
    body: JSON.stringify({ content: 'x' }),
  });
  expect(res.status).toBe(403);
  expect(res.headers.get('retry-after')).toBe('1');
  expect(((await res.json()) as { message: string }).message).toMatch(/secondary rate limit/);
  expect(fault.hits).toBe(1);
  const faulted = gh.requests.filter((r) => r.fault);
  expect(faulted.map((r) => r.status)).toEqual([502, 502, 403]);
});

test('request bodies are checked against the OpenAPI request schemas', async () => {
  const res = await fetch(`${gh.url}/repos/acme/registry/git/refs`, {
    method: 'POST',
    headers: { authorization: 'token write-token' },
    body: JSON.stringify({ ref: 'refs/heads/x' }),
  });
  expect(res.status).toBe(422);
  expect(((await res.json()) as { message: string }).message).toContain('"sha" wasn\'t supplied');
});

test('a tree entry naming a missing object, or one of another type, is refused (422), as GitHub does', async () => {
  const blob = (await repo.git('rev-parse', `${main}:models/a.toml`)).trim();
  const tree = (await repo.git('rev-parse', `${main}^{tree}`)).trim();
  const entry = (path: string, sha: string) => ({
    path,
    mode: '100644' as const,
    type: 'blob' as const,
    sha,
  });
  const create = (entries: ReturnType<typeof entry>[]) =>
    statusOf(octokit.rest.git.createTree({ ...o, tree: entries }));
  expect(await create([entry('a.toml', blob), entry('b.toml', 'f'.repeat(40))])).toBe(422);
  expect(await create([entry('a.toml', blob), entry('dir', tree)])).toBe(422);
  expect(await create([entry('a.toml', blob), entry('short', blob.slice(0, 12))])).toBe(422);
  expect(await create([entry('a.toml', blob), entry('b.toml', blob)])).toBe(200);
});
