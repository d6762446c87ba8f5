// A push from a shallow checkout that keeps actions/checkout's `origin` remote: the new commits are
// fetched with git (fetch --deepen), so the publish costs no compare request, and its pages equal a
// full rebuild's. Without a reachable origin it reads them through the compare API, as before.
import { rmSync } from 'node:fs';
import { pushEvent, ZERO_SHA } from '../harness/run-action.js';
import { oldGitFolder, pathWith } from '../helpers/old-git.js';
import { record } from '../helpers/records.js';
import {
  artifactsOn,
  checkoutOf,
  createWorld,
  fullBuild,
  OWNER,
  publish,
  REPO,
  runIn,
  type World,
} from './push-setup.js';

const COMPARE = '/repos/{owner}/{repo}/compare/{basehead}';

let world: World;

beforeAll(async () => {
  world = await createWorld();
});
afterAll(() => world.close());

it('one commit touching one record: no compare with origin, one without; both equal a full rebuild', async () => {
  const c1 = await world.origin.commit({ files: { 'models/acme/one.toml': record('acme', 'one') } });
  expect((await publish(world, { before: ZERO_SHA, after: c1, depth: 'full' })).code).toBe(0);

  // Through git: a shallow checkout with `origin`, as actions/checkout makes with fetch-depth: 1, is
  // deepened by one commit.
  const c2 = await world.origin.commit({
    files: { 'models/acme/one.toml': record('acme', 'one', { max: 10 }) },
  });
  const fromGit = world.gh.requests.length;
  const run = await runIn(world, await checkoutOf(world, c2, 'shallow', { origin: 'reachable' }), {
    inputs: {},
    event: pushEvent({ owner: OWNER, repo: REPO, before: c1, after: c2 }),
  });
  expect(run.code).toBe(0);
  expect(run.outputs['events-count']).toBe('1');
  const viaGit = world.gh.requests.slice(fromGit);
  expect(viaGit.filter((r) => r.route === COMPARE)).toEqual([]);
  expect(await artifactsOn(world, 'gh-pages')).toEqual(await fullBuild(world, c2));

  // Through the API: a checkout without `origin` (git cannot fetch).
  const c3 = await world.origin.commit({
    files: { 'models/acme/one.toml': record('acme', 'one', { max: 12 }) },
  });
  const fromApi = world.gh.requests.length;
  expect((await publish(world, { before: c2, after: c3, depth: 'shallow' })).code).toBe(0);
  const viaApi = world.gh.requests.slice(fromApi);
  expect(viaApi.filter((r) => r.route === COMPARE)).toHaveLength(1);
  expect(viaApi.length).toBe(viaGit.length + 1);
  expect(await artifactsOn(world, 'gh-pages')).toEqual(await fullBuild(world, c3));
  expect(world.gh.violations).toEqual([]);
});

it("a checkout of another user's (a container job runs as root on the runner user's files): read with git all the same", async () => {
  const c1 = await world.origin.commit({ files: { 'models/acme/two.toml': record('acme', 'two') } });
  const before = world.gh.requests.length;
  const run = await runIn(world, await checkoutOf(world, c1, 'full'), {
    inputs: {},
    event: pushEvent({ owner: OWNER, repo: REPO, before: ZERO_SHA, after: c1 }),
    // git's own stand-in for a folder another user owns (its safe.directory tests).
    env: { GIT_TEST_ASSUME_DIFFERENT_OWNER: '1' },
  });
  expect(run.code).toBe(0);
  // Read with git, as any full checkout is: not through the API's commit listing (100 commits at most).
  expect(run.stdout).not.toMatch(/shallow|could not fetch/);
  const routes = world.gh.requests.slice(before).map((r) => r.route);
  expect(routes).not.toContain('/repos/{owner}/{repo}/commits');
  expect(await artifactsOn(world, 'gh-pages')).toEqual(await fullBuild(world, c1));
});

it('a git older than the history reader needs: the run fails saying which git it found, and publishes nothing', async () => {
  const bin = oldGitFolder();
  try {
    const tip = (await world.origin.git('rev-parse', 'main')).trim();
    const c = await world.origin.commit({ files: { 'models/acme/old-git.toml': record('acme', 'old-git') } });
    const before = await artifactsOn(world, 'gh-pages');
    const run = await runIn(world, await checkoutOf(world, c, 'full'), {
      inputs: {},
      event: pushEvent({ owner: OWNER, repo: REPO, before: tip, after: c }),
      env: { PATH: pathWith(bin) },
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/::error::this needs git 2\.31 or later, and the git on PATH is 2\.30\.2/);
    expect(run.stdout).toContain('unknown value for --diff-merges');
    expect(await artifactsOn(world, 'gh-pages')).toEqual(before);
  } finally {
    rmSync(bin, { recursive: true, force: true });
  }
});
