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
});
