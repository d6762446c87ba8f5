// How GitHub starts the action outside pull requests, with the runner's GITHUB_SHA / GITHUB_REF for
// each ("Events that trigger workflows"): pushes of the pages branch, tags and deletions, checkouts
// of another commit than the event's, workflow_dispatch and schedule. In-process runs against the
// REST emulator, payloads from @octokit/webhooks-examples.

import { pushEvent } from '../harness/run-action.js';
import { runInProcess } from '../harness/run-in-process.js';
import { record } from '../helpers/records.js';
import {
  ACTION_YML,
  checkoutOf,
  createWorld,
  OWNER,
  onBranch,
  pagesLog,
  publish,
  REPO,
  TOKEN,
  type World,
} from './push-setup.js';

const ZERO = '0'.repeat(40);

describe('push events', () => {
  let world: World;
  let c1: string;
  let c2: string;
  beforeEach(async () => {
    world = await createWorld();
    c1 = await world.origin.commit({
      files: { 'models/acme/one.toml': record('acme', 'one') },
      message: 'one',
    });
    c2 = await world.origin.commit({
      files: { 'models/acme/two.toml': record('acme', 'two') },
      message: 'two',
    });
  });
  afterEach(() => world.close());

  it.each(['auto', 'true'])(
    'a push of the pages branch (its own publish, with a token that starts workflows), publish %s: nothing to do, no failure',
    async (mode) => {
      await publish(world, { before: c1, after: c2, depth: 'full' });
      const tip = (await pagesLog(world))[0]!;
      const cwd = await checkoutOf(world, tip, 'shallow');
      const before = world.gh.requests.length;
      const run = await runInProcess({
        cwd,
        gh: world.gh,
        actionYml: ACTION_YML,
        githubToken: TOKEN,
        inputs: { publish: mode },
        event: pushEvent({ owner: OWNER, repo: REPO, before: c2, after: tip, ref: 'refs/heads/gh-pages' }),
      });
      // Before: the published files read as an empty registry (registry/empty, exit 1, a failing check
      // run on the pages commit); with publish: true, "pages-branch is the branch this run publishes from".
      expect(run.annotations).toEqual([]);
      expect(run.code).toBe(0);
      expect(run.outputs).toEqual({
        valid: 'true',
        'error-count': '0',
        'events-count': '0',
        'changed-models': '[]',
        'pages-commit': '',
      });
      expect(run.summary).toMatch(/This run is for `gh-pages`, the branch the action publishes to/);
      expect(world.gh.requests.length).toBe(before);
      expect((await pagesLog(world))[0]).toBe(tip);
    },
  );

  it('a checkout of another commit than GITHUB_SHA (ref: main after a newer push) is validated on its own commit and not published', async () => {
    await publish(world, { before: c1, after: c1, depth: 'full' });
    const tip = (await pagesLog(world))[0];
    // The run is for c2's push; by the time it checks out main (ref: main), c3 is there, invalid.
    const c3 = await world.origin.commit({
      files: { 'models/acme/three.toml': record('acme', 'three', { max: 0 }) },
      message: 'three',
    });
    const run = await runInProcess({
      cwd: await checkoutOf(world, c3, 'shallow'),
      gh: world.gh,
      actionYml: ACTION_YML,
      githubToken: TOKEN,
      inputs: { 'fail-on-invalid': 'false' },
      event: pushEvent({ owner: OWNER, repo: REPO, before: c1, after: c2 }),
    });
    expect(run.code).toBe(0);
    // Before: c3's errors, at c3's lines, were annotated on c2.
    expect(world.gh.checkRuns.map((r) => r.head_sha)).toEqual([c3]);
    expect((await pagesLog(world))[0]).toBe(tip);
  });

  it('a valid checkout of another commit publishes nothing: the feed and the catalog stay of one commit', async () => {
    await publish(world, { before: c1, after: c1, depth: 'full' });
    const tip = (await pagesLog(world))[0];
    const c3 = await world.origin.commit({
      files: { 'models/acme/three.toml': record('acme', 'three') },
      message: 'three',
    });
    const run = await runInProcess({
      cwd: await checkoutOf(world, c3, 'shallow'),
      gh: world.gh,
      actionYml: ACTION_YML,
      githubToken: TOKEN,
      event: pushEvent({ owner: OWNER, repo: REPO, before: c1, after: c2 }),
    });
    expect(run.code).toBe(0);
    // Before: drift.json's head was c2 (two's event) while api/index.json listed three, with no event.
    expect(run.annotations).toEqual([
      {
        level: 'notice',
        message: expect.stringMatching(
          `^Nothing was published: the checkout is at ${c3.slice(0, 7)}, not at this run's commit ${c2.slice(0, 7)}`,
        ),
      },
    ]);
    expect(run.outputs).toMatchObject({ valid: 'true', 'pages-commit': '', 'events-count': '0' });
    expect((await pagesLog(world))[0]).toBe(tip);
    // The checked-out commit's own push publishes both commits.
    const next = await publish(world, { before: c2, after: c3, depth: 'shallow' });
    expect(next.outputs['events-count']).toBe('2');
    const feed = JSON.parse((await onBranch(world, 'gh-pages', 'drift.json'))!);
    expect(feed.head).toBe(c3);
  });
});
