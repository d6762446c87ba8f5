// GitHub Enterprise Server: the runner's GITHUB_SERVER_URL is the instance, GITHUB_API_URL its
// `/api/v3` and GITHUB_GRAPHQL_URL its `/api/graphql` (docs "Variables reference"); the emulator serves
// REST and GraphQL only there, as GHES does. Pages sites of an instance are at
// `https://pages.HOSTNAME/OWNER/REPO/` (with subdomain isolation, which GitHub strongly recommends for Pages).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type GitHubEmulator, startGitHubEmulator } from '../harness/github/server.js';
import { createTestRepo, type TestRepo } from '../harness/github/test-repo.js';
import { pushEvent, ZERO_SHA } from '../harness/run-action.js';
import { runInProcess } from '../harness/run-in-process.js';
import { record } from '../helpers/records.js';
import { openPullRequest } from './pr-workspace.js';
import { checkoutOf } from './push-setup.js';

const OWNER = 'acme';
const REPO = 'registry';
const TOKEN = 'ghes-token';
const SERVER = 'https://ghe.example.com';

let repo: TestRepo;
let gh: GitHubEmulator;
let scratch: string;

beforeEach(async () => {
  repo = await createTestRepo();
  gh = await startGitHubEmulator({
    owner: OWNER,
    repo: REPO,
    gitDir: repo.dir,
    token: TOKEN,
    serverUrl: SERVER,
    enterprise: true,
  });
  scratch = await mkdtemp(join(tmpdir(), 'ghes-'));
});
afterEach(async () => {
  await gh.close();
  await repo.cleanup();
  await rm(scratch, { recursive: true, force: true });
});

function env() {
  return {
    GITHUB_SERVER_URL: SERVER,
    GITHUB_API_URL: gh.url,
    GITHUB_GRAPHQL_URL: gh.url.replace(/\/v3$/, '/graphql'),
  };
}

it('the emulator answers only under /api/v3 and /api/graphql, as GHES does', () => {
  expect(gh.url).toMatch(/\/api\/v3$/);
});

it('a push publishes through /api/v3, with feed links to the instance and its Pages address', async () => {
  const c1 = await repo.commit({ files: { 'models/acme/one.toml': record('acme', 'one') }, message: 'one' });
  const run = await runInProcess({
    cwd: await checkoutOf({ origin: repo, scratch }, c1, 'shallow'),
    gh,
    actionYml: 'action.yml',
    githubToken: TOKEN,
    env: env(),
    event: pushEvent({ owner: OWNER, repo: REPO, before: ZERO_SHA, after: c1 }),
  });
  expect(run.code).toBe(0);
  expect(run.outputs['events-count']).toBe('1');
  // Every request under /api/v3; the one 404 is the pages branch, not there yet.
  const odd = gh.requests.filter((r) => !r.path.startsWith('/api/v3/') || r.status >= 300);
  expect(odd.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
    'GET /api/v3/repos/acme/registry/branches/gh-pages 404',
  ]);
  const atom = await repo.git('show', 'gh-pages:drift.atom.xml');
  // Before: https://acme.github.io/registry/, a github.com address for a site the instance serves.
  expect(atom).toContain('href="https://pages.ghe.example.com/acme/registry/drift.atom.xml"');
  expect(atom).not.toContain('github.io');
  expect(atom).toContain(`${SERVER}/acme/registry/commit/${c1}`);
});

it('a pull request finds its sticky comment through /api/graphql', async () => {
  const base = await repo.commit({
    files: { 'models/acme/one.toml': record('acme', 'one') },
    message: 'one',
  });
  const head = await repo.commit({
    branch: 'pr-1',
    parent: base,
    files: { 'models/acme/two.toml': record('acme', 'two') },
    message: 'two',
  });
  const pr = { number: 1, baseSha: base, headSha: head, headRef: 'pr-1', title: 'two' };
  const { ws, event } = await openPullRequest(gh, scratch, pr);
  const options = { cwd: ws, gh, actionYml: 'action.yml', githubToken: TOKEN, env: env(), event };
  expect((await runInProcess(options)).code).toBe(0);
  const second = await runInProcess(options);
  expect(second.code).toBe(0);
  expect(second.stdout).toMatch(/Drift preview comment (updated|unchanged)/);
  // Only the new record's version at the merge commit's first parent, which it is not in (once a run).
  expect(gh.requests.filter((r) => r.status >= 300).map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual(
    Array(2).fill('GET /api/v3/repos/acme/registry/contents/models/acme/two.toml 404'),
  );
  expect(gh.comments).toHaveLength(1);
  // The second run asks who the token is before it edits the comment it finds.
  expect(gh.requests.filter((r) => r.path === '/api/graphql').map((r) => r.status)).toEqual([200]);
});
