// Listing the pages branch past GitHub's limit on a recursive tree listing (100,000 entries or 7 MB,
// which a 10,000-record layout exceeds; lowered here): the cut folders are listed one level at a
// time and their sub-folders whole, so a full rebuild still finds every stale file and skips every
// unchanged one; a folder too large even for a one-level listing stops the publish with a clear error.
import { getOctokit } from '@actions/github';
import { readPages, writePages } from '../../src/shell/github/pages.js';
import { publishedBlobs } from '../../src/shell/github/pages-tree.js';
import { type GitHubEmulator, type Limits, startGitHubEmulator } from '../harness/github/server.js';
import { createTestRepo, type TestRepo } from '../harness/github/test-repo.js';

const REPO = { owner: 'acme', repo: 'registry' };
const TREES = '/repos/{owner}/{repo}/git/trees/{tree_sha}';
let repo: TestRepo;
let gh: GitHubEmulator | undefined;

beforeEach(async () => {
  repo = await createTestRepo();
  await repo.commit({ files: { 'README.md': 'r\n' } });
});
afterEach(async () => {
  expect(gh?.internalErrors).toEqual([]);
  expect(gh?.violations).toEqual([]);
  await gh?.close();
  await repo.cleanup();
});

async function emulator(limits: Partial<Limits>): Promise<GitHubEmulator> {
  gh = await startGitHubEmulator({ ...REPO, gitDir: repo.dir, limits });
  return gh;
}

/** The tree listings sent since request `from`, sorted: each tree's folder on `ref`, and whether recursive. */
async function listings(from: number, ref = 'gh-pages'): Promise<string[]> {
  const names = new Map<string, string>();
  names.set((await repo.git('rev-parse', `${ref}^{tree}`)).trim(), '/');
  for (const line of (await repo.git('ls-tree', '-r', '-d', ref)).trim().split('\n')) {
    const [meta, path] = line.split('\t');
    names.set(meta!.split(' ')[2]!, `${path}/`);
  }
  return gh!.requests
    .slice(from)
    .filter((r) => r.route === TREES)
    .map((r) => `${names.get(r.path.split('/').at(-1)!) ?? r.path}${r.query ? ' recursive' : ''}`)
    .sort();
}

const FIRST = new Map([
  ['drift.json', '{}\n'],
  ['api/index.json', '{}\n'],
  ['api/models/a/kept.json', '{}\n'],
  ['api/models/b/stale.json', '{}\n'],
  ['drift/pages/000001.json', '{}\n'],
  ['index.html', 'site\n'],
]);

it('a full rebuild whose listing is cut lists it folder by folder, two levels down, and still prunes', async () => {
  // 12 entries in all; api/ holds 6, the top folder and every other folder at most 4.
  const octokit = getOctokit('t', { baseUrl: (await emulator({ treeEntries: 5 })).url });
  await writePages(octokit, REPO, { branch: 'gh-pages', base: null, files: FIRST, message: 'first' });
  const from = gh!.requests.length;
  const sha = await writePages(octokit, REPO, {
    branch: 'gh-pages',
    base: await readPages(octokit, REPO, 'gh-pages'),
    files: new Map([['api/models/a/kept.json', '{"k":1}\n']]),
    prune: ['api/models/', 'drift/pages/'],
    message: 'full',
  });
  expect(sha).toBe((await repo.git('rev-parse', 'gh-pages')).trim());
  const files = (await repo.git('ls-tree', '-r', '--name-only', 'gh-pages')).trim().split('\n');
  expect(files.sort()).toEqual(['api/index.json', 'api/models/a/kept.json', 'drift.json', 'index.html']);
  // The whole listing and api/'s are cut (12 and 6 entries): each is listed one level down.
  expect(await listings(from, 'gh-pages^')).toEqual([
    '/',
    '/ recursive',
    'api/',
    'api/ recursive',
    'api/models/ recursive',
    'drift/ recursive',
  ]);
});

it('every file is listed, past the byte limit that applies at scale; folders that fit cost one request each', async () => {
  const files: Record<string, string> = { 'drift.json': '{}\n', 'index.html': 'site\n' };
  for (const lab of ['a', 'b', 'c'])
    for (let i = 0; i < 6; i++) {
      files[`api/models/${lab}/m${i}.json`] = `{"i":${i}}\n`;
      files[`feeds/models/${lab}/m${i}.atom.xml`] = `<feed>${i}</feed>\n`;
    }
  files['drift/pages/000001.json'] = '{}\n';
  await repo.commit({ files, branch: 'gh-pages', parent: null });
  // About 10 KB for the whole listing, 5 KB each for api/ and feeds/.
  const octokit = getOctokit('t', { baseUrl: (await emulator({ treeBytes: 6000 })).url });
  const tree = (await repo.git('rev-parse', 'gh-pages^{tree}')).trim();
  const blobs = await publishedBlobs(octokit, REPO, tree, 'gh-pages');
  const expected = (await repo.git('ls-tree', '-r', 'gh-pages'))
    .trim()
    .split('\n')
    .map((line) => [line.split('\t')[1]!, line.split(' ')[2]!.split('\t')[0]!]);
  expect([...blobs].sort()).toEqual(expected.sort());
  expect(await listings(0)).toEqual([
    '/',
    '/ recursive',
    'api/ recursive',
    'drift/ recursive',
    'feeds/ recursive',
  ]);
});

it('a re-run of a full write past the inline size, its listing cut, uploads nothing', async () => {
  const octokit = getOctokit('t', { baseUrl: (await emulator({ treeEntries: 5 })).url });
  const write = async (base: Awaited<ReturnType<typeof readPages>>) =>
    writePages(octokit, REPO, { branch: 'gh-pages', base, files: FIRST, message: 'full', inlineBytes: 4 });
  await write(null);
  const writes = () => gh!.requests.filter((r) => r.method === 'POST').length;
  const before = writes();
  expect(await write(await readPages(octokit, REPO, 'gh-pages'))).toBeNull();
  expect(writes()).toBe(before); // every blob compared equal: no blob, tree or commit sent
});

it('a folder too large even for a one-level listing stops the publish before any write', async () => {
  // The top folder alone holds 4 entries: api, drift, drift.json, index.html.
  const octokit = getOctokit('t', { baseUrl: (await emulator({ treeEntries: 3 })).url });
  await writePages(octokit, REPO, { branch: 'gh-pages', base: null, files: FIRST, message: 'first' });
  const tip = (await repo.git('rev-parse', 'gh-pages')).trim();
  const writes = gh!.requests.filter((r) => r.method !== 'GET').length;
  await expect(
    writePages(octokit, REPO, {
      branch: 'gh-pages',
      base: await readPages(octokit, REPO, 'gh-pages'),
      files: new Map([['api/models/a/kept.json', '{"k":1}\n']]),
      prune: ['api/models/', 'drift/pages/'],
      message: 'full',
    }),
  ).rejects.toThrow(
    'cannot list the gh-pages branch: GitHub cuts even the one-level listing of its top folder (over 100,000 entries or 7 MB in one folder), so a full rebuild cannot tell which files are stale',
  );
  expect(gh!.requests.filter((r) => r.method !== 'GET').length).toBe(writes);
  expect((await repo.git('rev-parse', 'gh-pages')).trim()).toBe(tip);
});

it('a listing for some top folders only: the whole one when it fits, else the top folder and those folders', async () => {
  const files: Record<string, string> = { 'drift.json': '{}\n', 'api/index.json': '{}\n' };
  // The owner's docs/ beside the layout: a check of the layout's files has no need of it.
  for (let i = 0; i < 6; i++) files[`docs/d${i}.md`] = `${i}\n`;
  await repo.commit({ files, branch: 'gh-pages', parent: null });
  const tree = (await repo.git('rev-parse', 'gh-pages^{tree}')).trim();
  const octokit = getOctokit('t', { baseUrl: (await emulator({ treeEntries: 5 })).url });
  const blobs = await publishedBlobs(octokit, REPO, tree, 'gh-pages', ['api']);
  expect([...blobs.keys()].sort()).toEqual(['api/index.json', 'drift.json']);
  expect(await listings(0)).toEqual(['/', '/ recursive', 'api/ recursive']);
  await gh!.close();
  // Uncut, the one recursive request has every file already.
  const whole = getOctokit('t', { baseUrl: (await emulator({})).url });
  const from = gh!.requests.length;
  expect((await publishedBlobs(whole, REPO, tree, 'gh-pages', ['api'])).size).toBe(8);
  expect(await listings(from)).toEqual(['/ recursive']);
});

it('a pages-dir folder past the cut of a one-level listing on its way stops the listing, not taken as absent', async () => {
  const files: Record<string, string> = { 'reg/drift.json': '{}\n', 'reg/api/models/a/stale.json': '{}\n' };
  // The owner's site: six files at the top, listed before reg/ and past the cut of five.
  for (let i = 0; i < 6; i++) files[`a${i}.html`] = `${i}\n`;
  await repo.commit({ files, branch: 'gh-pages', parent: null });
  const tree = (await repo.git('rev-parse', 'gh-pages^{tree}')).trim();
  const octokit = getOctokit('t', { baseUrl: (await emulator({ treeEntries: 5 })).url });
  await expect(publishedBlobs(octokit, REPO, tree, 'gh-pages', undefined, 'reg/')).rejects.toThrow(
    'cannot list the gh-pages branch: GitHub cuts the one-level listing of its top folder',
  );
});
