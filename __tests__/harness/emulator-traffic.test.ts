// The emulator's accounting (bytes each way and files read and written, per request and summed by
// gh.traffic), the size limits of GitHub's recursive tree listing (100,000 entries or 7 MB), and a one-level listing.
import type { components } from '@octokit/openapi-types';
import { type GitHubEmulator, type Limits, startGitHubEmulator } from './github/server.js';
import { createTestRepo, type TestRepo } from './github/test-repo.js';

type S = components['schemas'];

let repo: TestRepo;
let main: string;
const emulators: GitHubEmulator[] = [];

async function emulator(limits: Partial<Limits> = {}): Promise<GitHubEmulator> {
  const gh = await startGitHubEmulator({ owner: 'acme', repo: 'registry', gitDir: repo.dir, limits });
  emulators.push(gh);
  return gh;
}

/** A request through plain fetch: the status, the body as sent on the wire, and what it parses to. */
async function call<T = { message: string }>(
  gh: GitHubEmulator,
  path: string,
  init: { method?: string; body?: unknown; accept?: string } = {},
) {
  const sent = init.body === undefined ? undefined : JSON.stringify(init.body);
  const res = await fetch(`${gh.url}/repos/acme/registry${path}`, {
    method: init.method ?? 'GET',
    headers: { accept: init.accept ?? 'application/vnd.github+json', 'content-type': 'application/json' },
    ...(sent !== undefined ? { body: sent } : {}),
  });
  const wire = Buffer.from(await res.arrayBuffer());
  let body: unknown = null;
  try {
    body = JSON.parse(wire.toString('utf8'));
  } catch {}
  return { status: res.status, sentBytes: sent ? Buffer.byteLength(sent) : 0, wire, body: body as T };
}

beforeAll(async () => {
  repo = await createTestRepo();
  const files: Record<string, string> = { 'models/a.toml': 'name = "a"\n', 'é.txt': 'é\n' };
  for (let i = 0; i < 20; i++) files[`many/f${String(i).padStart(2, '0')}.txt`] = `${i}\n`;
  main = await repo.commit({ files, message: 'files' });
});

afterAll(async () => {
  for (const gh of emulators) {
    expect(gh.violations).toEqual([]);
    expect(gh.internalErrors).toEqual([]);
    await gh.close();
  }
  await repo?.cleanup();
});

test('every request records its body bytes each way; traffic(from) sums them with the files read and written', async () => {
  const gh = await emulator();
  await call(gh, '/git/ref/heads%2Fmain'); // before the window
  const from = gh.requests.length;
  const json = await call(gh, '/contents/models/a.toml');
  const raw = await call(gh, '/contents/%C3%A9.txt', { accept: 'application/vnd.github.raw' });
  const tree = await call<S['git-tree']>(gh, `/git/trees/${main}?recursive=1`);
  const blobSha = tree.body.tree.find((e) => e.path === 'many/f00.txt')!.sha!;
  const blob = await call(gh, `/git/blobs/${blobSha}`);
  const created = await call<{ sha: string }>(gh, '/git/blobs', {
    method: 'POST',
    body: { content: 'new file\n', encoding: 'utf-8' },
  });
  const edits = [
    { path: 'drift.json', mode: '100644', type: 'blob', content: '{"events":[]}\n' },
    { path: 'api/models/acme/a.json', mode: '100644', type: 'blob', sha: created.body.sha },
    { path: 'models/a.toml', mode: '100644', type: 'blob', sha: null },
  ];
  const write = await call(gh, '/git/trees', {
    method: 'POST',
    body: { base_tree: tree.body.sha, tree: edits },
  });
  const missing = await call(gh, '/contents/nope.txt');
  const calls = [json, raw, tree, blob, created, write, missing];
  expect(calls.map((c) => c.status)).toEqual([200, 200, 200, 200, 201, 201, 404]);

  const records = gh.requests.slice(from);
  expect(records.map((r) => r.bytesIn)).toEqual(calls.map((c) => c.sentBytes));
  expect(records.map((r) => r.bytesOut)).toEqual(calls.map((c) => c.wire.length));
  expect(raw.wire.toString('utf8')).toBe('é\n'); // raw bytes, not JSON: counted as sent
  expect(gh.traffic(from)).toEqual({
    requests: 7,
    bytesIn: created.sentBytes + write.sentBytes,
    bytesOut: calls.reduce((n, c) => n + c.wire.length, 0),
    paths: ['models/a.toml', 'é.txt', `blob:${blobSha}`],
    written: [`blob:${created.body.sha}`, 'drift.json', 'api/models/acme/a.json', 'models/a.toml'],
  });
  expect(gh.traffic().requests).toBe(8);
  expect(gh.traffic(gh.requests.length)).toEqual({
    requests: 0,
    bytesIn: 0,
    bytesOut: 0,
    paths: [],
    written: [],
  });
});

test('a recursive tree listing is cut at its byte limit (7 MB on GitHub) with truncated: true', async () => {
  const listing = async (limits: Partial<Limits>) => {
    const gh = await emulator(limits);
    const res = await call<S['git-tree']>(gh, `/git/trees/${main}?recursive=1`);
    // Entries name the emulator's own address: strip it so listings from two emulators compare.
    return { ...res, text: res.wire.toString('utf8').replaceAll(gh.url, 'http://api') };
  };
  const whole = await listing({});
  expect(whole.body.truncated).toBe(false);
  expect(whole.body.tree).toHaveLength(24); // 22 files and the two folders
  const limit = Math.floor(whole.wire.length / 2);
  const cut = await listing({ treeBytes: limit });
  expect(cut.body.truncated).toBe(true);
  expect(cut.wire.length).toBeLessThanOrEqual(limit);
  const kept = cut.body.tree.length;
  expect(kept).toBeGreaterThan(5);
  const wholeTree = JSON.parse(whole.text) as S['git-tree'];
  expect(JSON.parse(cut.text).tree).toEqual(wholeTree.tree.slice(0, kept));
  // One entry more would not have fitted.
  const next = Buffer.byteLength(JSON.stringify(whole.body.tree[kept]));
  expect(cut.wire.length + 1 + next).toBeGreaterThan(limit);
  // A limit of exactly the whole listing's size keeps it whole.
  const exact = await listing({ treeBytes: whole.wire.length });
  expect(exact.body.truncated).toBe(false);
  expect(exact.text).toBe(whole.text);
});

test('a recursive tree listing is cut at its entry limit (100,000 on GitHub)', async () => {
  const cut = await call<S['git-tree']>(await emulator({ treeEntries: 3 }), `/git/trees/${main}?recursive=1`);
  expect(cut.body.truncated).toBe(true);
  expect(cut.body.tree.map((e) => e.path)).toEqual(['many', 'many/f00.txt', 'many/f01.txt']);
});

// GitHub's advice for a cut listing: list one folder level at a time and descend through `type: 'tree'`
// entries. GitHub documents its limits for recursive listings only; the emulator applies the same to
// a one-level listing, so that a client's handling of a folder too large even for that can be tested.
test('a one-level listing names only the folder’s own entries, folders as trees, and fits where the recursive one is cut', async () => {
  const gh = await emulator({ treeEntries: 3 });
  const level = await call<S['git-tree']>(gh, `/git/trees/${main}`);
  expect(level.body.truncated).toBe(false);
  expect(level.body.tree.map((e) => [e.path, e.type, e.mode])).toEqual([
    ['many', 'tree', '040000'],
    ['models', 'tree', '040000'],
    ['é.txt', 'blob', '100644'],
  ]);
  const many = level.body.tree[0]!;
  expect(many.sha).toBe((await repo.git('rev-parse', `${main}:many`)).trim());
  expect(many).not.toHaveProperty('size'); // only blobs carry a size
  const sub = await call<S['git-tree']>(await emulator(), `/git/trees/${many.sha}`);
  expect(sub.body.tree.map((e) => e.path)).toEqual(
    Array.from({ length: 20 }, (_, i) => `f${String(i).padStart(2, '0')}.txt`),
  );
  expect((await call<S['git-tree']>(gh, `/git/trees/${main}?recursive=1`)).body.truncated).toBe(true);
  const cut = await call<S['git-tree']>(await emulator({ treeEntries: 2 }), `/git/trees/${main}`);
  expect(cut.body.truncated).toBe(true);
  expect(cut.body.tree.map((e) => e.path)).toEqual(['many', 'models']);
});

test('the default limits are GitHub’s', async () => {
  const { DEFAULT_LIMITS } = await import('./github/state.js');
  expect(DEFAULT_LIMITS).toMatchObject({
    treeEntries: 100_000,
    treeBytes: 7 * 1024 * 1024,
    rawBytes: 100 * 1024 * 1024,
    contentsInlineBytes: 1024 * 1024,
  });
});

test('reading a blob over the file size limit answers 403 too_large, like the contents API', async () => {
  const gh = await emulator({ rawBytes: 3 });
  const tree = await call<S['git-tree']>(gh, `/git/trees/${main}?recursive=1`);
  const big = tree.body.tree.find((e) => e.path === 'models/a.toml')!.sha!;
  const small = tree.body.tree.find((e) => e.path === 'many/f00.txt')!.sha!;
  const res = await call<{ message: string; errors: unknown[] }>(gh, `/git/blobs/${big}`);
  expect(res.status).toBe(403);
  expect(res.body.errors).toEqual([{ resource: 'Blob', field: 'data', code: 'too_large' }]);
  expect((await call(gh, `/git/blobs/${small}`)).status).toBe(200);
  expect((await call(gh, '/contents/models/a.toml')).status).toBe(403);
  expect(gh.traffic().paths).toEqual([`blob:${small}`]); // refused reads read nothing
});

test('files(ref) lists a branch’s files with their sizes, largest first', async () => {
  const gh = await emulator();
  const files = await gh.files('main');
  expect(files).toHaveLength(22);
  expect(files[0]).toEqual({ path: 'models/a.toml', size: 11 });
  expect(files.find((f) => f.path === 'é.txt')).toEqual({ path: 'é.txt', size: 3 });
  expect(files.map((f) => f.size)).toEqual([...files.map((f) => f.size)].sort((a, b) => b - a));
  expect(await gh.files('gh-pages')).toEqual([]);
});
