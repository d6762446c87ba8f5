// How GitHub starts the action outside pull requests, with the runner's GITHUB_SHA / GITHUB_REF for
// each ("Events that trigger workflows"): pushes of the pages branch, tags and deletions, checkouts
// of another commit than the event's, workflow_dispatch and schedule. In-process runs against the
// REST emulator, payloads from @octokit/webhooks-examples.

import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { pushEvent, webhookExamples, ZERO_SHA } from '../harness/run-action.js';
import { gitEnv } from '../helpers/git-repo.js';
import { record } from '../helpers/records.js';
import {
  checkoutOf,
  commitRecords,
  createWorld,
  OWNER,
  onBranch,
  pagesLog,
  publish,
  REPO,
  runIn,
  type World,
} from './push-setup.js';

const exec = promisify(execFile);

describe('push events', () => {
  let world: World;
  let c1: string;
  let c2: string;
  beforeEach(async () => {
    world = await createWorld();
    c1 = await commitRecords(world, { 'acme/one': {} }, 'one');
    c2 = await commitRecords(world, { 'acme/two': {} }, 'two');
  });
  afterEach(() => world.close());

  it.each(['auto', 'true'])(
    'a push of the pages branch (its own publish, with a token that starts workflows), publish %s: nothing to do, no failure',
    async (mode) => {
      await publish(world, { before: c1, after: c2, depth: 'full' });
      const tip = (await pagesLog(world))[0]!;
      const cwd = await checkoutOf(world, tip, 'shallow');
      const before = world.gh.requests.length;
      const run = await runIn(world, cwd, {
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
    const c3 = await commitRecords(world, { 'acme/three': { max: 0 } }, 'three');
    const run = await runIn(world, await checkoutOf(world, c3, 'shallow'), {
      inputs: { 'fail-on-invalid': 'false' },
      event: pushEvent({ owner: OWNER, repo: REPO, before: c1, after: c2 }),
    });
    expect(run.code).toBe(0);
    // Before: c3's errors, at c3's lines, were annotated on c2.
    expect(world.gh.checkRuns.map((r) => r.head_sha)).toEqual([c3]);
    expect((await pagesLog(world))[0]).toBe(tip);
  });

  it('a valid checkout of another commit publishes nothing: the feed and the catalog stay of one commit', async () => {
    // The feed at c1: published while main was there.
    await world.origin.git('update-ref', 'refs/heads/main', c1);
    await publish(world, { before: c1, after: c1, depth: 'full' });
    await world.origin.git('update-ref', 'refs/heads/main', c2);
    const tip = (await pagesLog(world))[0];
    const c3 = await commitRecords(world, { 'acme/three': {} }, 'three');
    const run = await runIn(world, await checkoutOf(world, c3, 'shallow'), {
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

  it('a checkout an earlier step committed in (a commit GitHub does not have): its problems annotated with workflow commands, not a failed step', async () => {
    const cwd = await checkoutOf(world, c2, 'full');
    await mkdir(join(cwd, 'models/acme'), { recursive: true });
    await writeFile(join(cwd, 'models/acme/three.toml'), record('acme', 'three', { max: 0 }));
    const git = (...args: string[]) => exec('git', ['-C', cwd, ...args], { env: gitEnv() });
    await git('add', '-A');
    await git('commit', '-q', '-m', 'generated in the job');
    const local = (await git('rev-parse', 'HEAD')).stdout.trim();
    const run = await runIn(world, cwd, {
      inputs: { 'fail-on-invalid': 'false' },
      event: pushEvent({ owner: OWNER, repo: REPO, before: c1, after: c2 }),
    });
    // Before: the check run's 422 "No commit found for SHA" failed the step, with no problem listed,
    // no output set and no job summary.
    expect(run.code).toBe(0);
    expect(run.annotations).toEqual([
      {
        level: 'warning',
        message: expect.stringMatching(`^GitHub does not have the checked-out commit ${local.slice(0, 7)} `),
      },
      expect.objectContaining({
        level: 'error',
        file: 'models/acme/three.toml',
        title: 'schema/exclusive-minimum',
      }),
    ]);
    expect(run.outputs).toMatchObject({ valid: 'false', 'error-count': '1', 'pages-commit': '' });
    expect(run.summary).toMatch(/Model registry: 1 validation error/);
    // Its lines are named, not linked: GitHub would answer 404 for a link to a commit it does not have.
    expect(run.summary).toContain('models/acme/three.toml');
    expect(run.summary).not.toContain(local);
    expect(world.gh.checkRuns).toEqual([]);
  });

  /** "Run workflow" on `branch`, main being the default branch. */
  const dispatch = (branch: string) => {
    const example = webhookExamples('workflow_dispatch')[0]!;
    return {
      name: 'workflow_dispatch',
      payload: {
        ...example,
        ref: `refs/heads/${branch}`,
        repository: { ...example.repository, default_branch: 'main' },
      },
    };
  };

  async function runOn(
    event: { name: string; payload: Record<string, unknown> },
    sha: string,
    ref: string,
    inputs: Record<string, string> = {},
  ) {
    return runIn(world, await checkoutOf(world, sha, 'shallow'), { inputs, event, sha, ref });
  }

  it.each(['auto', 'true'])(
    'a branch deletion (after all zeros; GITHUB_SHA and GITHUB_REF are the default branch’s) validates and publishes nothing, publish %s',
    async (mode) => {
      // The default branch's tip is invalid: not this push's to report.
      const bad = await commitRecords(world, { 'acme/bad': { max: 0 } }, 'bad');
      await world.origin.git('branch', 'feature', c1);
      const event = pushEvent({
        owner: OWNER,
        repo: REPO,
        before: c1,
        after: ZERO_SHA,
        ref: 'refs/heads/feature',
      });
      expect(event.payload).toMatchObject({ deleted: true, head_commit: null, commits: [] });
      const before = world.gh.requests.length;
      const run = await runOn(event, bad, 'refs/heads/main', { publish: mode });
      // Before: main's tip was validated (exit 1, a failing check run on it), and publish: true
      // said "publish is auto and this is not a push to the default branch".
      expect(run.code).toBe(0);
      expect(run.annotations).toEqual([
        { level: 'notice', message: 'This push deleted feature: nothing to validate or publish.' },
      ]);
      expect(run.outputs).toEqual({
        valid: 'true',
        'error-count': '0',
        'events-count': '0',
        'changed-models': '[]',
        'pages-commit': '',
      });
      expect(run.summary).toContain('This push deleted feature: nothing to validate or publish.');
      expect(world.gh.checkRuns).toEqual([]);
      expect(world.gh.requests.length).toBe(before);
      expect(await pagesLog(world)).toEqual([]);
    },
  );

  it('a push payload without repository.default_branch says so, not that the push is to another branch', async () => {
    const event = pushEvent({ owner: OWNER, repo: REPO, before: c1, after: c2 });
    delete (event.payload as { repository?: unknown }).repository;
    const run = await runOn(event, c2, 'refs/heads/main');
    expect(run.code).toBe(0);
    expect(run.outputs['pages-commit']).toBe('');
    expect(run.stdout).toContain(
      'Not publishing: publish is "auto" and the event payload does not name the default branch.',
    );
    expect(run.stdout).not.toContain('not a push to the default branch');
  });

  describe('publish: true on another branch or a tag: the feed follows the default branch', () => {
    const three = { 'models/acme/three.toml': record('acme', 'three') };
    let tip: string;
    beforeEach(async () => {
      await publish(world, { before: c1, after: c2, depth: 'full' });
      tip = (await pagesLog(world))[0]!;
    });

    /** The feed is still main's: at c2, with c1's and c2's events, and main's next push adds to it. */
    async function feedStaysMain() {
      expect((await pagesLog(world))[0]).toBe(tip);
      const feed = JSON.parse((await onBranch(world, 'gh-pages', 'drift.json'))!);
      expect(feed.head).toBe(c2);
      const c3 = await commitRecords(world, { 'acme/four': {} }, 'four');
      const next = await publish(world, { before: c2, after: c3, depth: 'full' });
      expect(next.outputs['events-count']).toBe('1');
      expect(next.summary).not.toContain('Rebuilt');
      expect(next.annotations).toEqual([]);
    }

    it.each(['full', 'shallow'] as const)(
      'a push to a branch cut before the feed’s head (%s checkout) publishes nothing, with a notice',
      async (depth) => {
        const f1 = await world.origin.commit({
          branch: 'feature',
          parent: c1,
          files: three,
          message: 'three',
        });
        const run = await runIn(world, await checkoutOf(world, f1, depth), {
          inputs: { publish: 'true' },
          event: pushEvent({ owner: OWNER, repo: REPO, before: c1, after: f1, ref: 'refs/heads/feature' }),
        });
        // Before: the feed was rebuilt from feature's history, c2's event dropped with the "delete
        // the gh-pages branch" advice, and main's next push rebuilt it back.
        const why = `the feed follows main's history, and feature is not on it (the feed's last commit ${c2.slice(0, 7)} is no ancestor of ${f1.slice(0, 7)}): publishing from it would drop published events.`;
        expect(run.code).toBe(0);
        expect(run.annotations).toEqual([{ level: 'notice', message: `Publishing nothing: ${why}` }]);
        expect(run.outputs).toMatchObject({ valid: 'true', 'events-count': '0', 'pages-commit': '' });
        expect(run.summary).toContain(`Nothing was published: ${why}`);
        await feedStaysMain();
      },
    );

    it('a branch that merged main in (the feed’s last commit on its second parent) publishes nothing, with a notice', async () => {
      const f1 = await world.origin.commit({ branch: 'feature', parent: c1, files: three, message: 'three' });
      const tree = (await world.origin.git('merge-tree', '--write-tree', 'feature', 'main')).trim();
      const merge = (
        await world.origin.git(
          ...['-c', 'user.name=T', '-c', 'user.email=t@example.org'],
          ...['commit-tree', tree, '-p', f1, '-p', c2, '-m', 'Merge main into feature'],
        )
      ).trim();
      await world.origin.git('update-ref', 'refs/heads/feature', merge);
      const run = await runIn(world, await checkoutOf(world, merge, 'full'), {
        inputs: { publish: 'true' },
        event: pushEvent({ owner: OWNER, repo: REPO, before: f1, after: merge, ref: 'refs/heads/feature' }),
      });
      // Before: rebuilt from feature's first-parent line, c2's event dropped (the merge's in its place).
      expect(run.code).toBe(0);
      expect(run.annotations).toEqual([
        {
          level: 'notice',
          message: `Publishing nothing: the feed follows main's history, and feature is not on it (the feed's last commit ${c2.slice(0, 7)} is not on the first-parent line of ${merge.slice(0, 7)}): publishing from it would drop published events.`,
        },
      ]);
      await feedStaysMain();
    });

    it('a forced push that moves another branch behind the feed publishes nothing, with a notice', async () => {
      await world.origin.git('branch', 'feature', c2);
      await world.origin.git('update-ref', 'refs/heads/feature', c1);
      const run = await runIn(world, await checkoutOf(world, c1, 'full'), {
        inputs: { publish: 'true' },
        event: pushEvent({
          owner: OWNER,
          repo: REPO,
          before: c2,
          after: c1,
          ref: 'refs/heads/feature',
          forced: true,
        }),
      });
      expect(run.code).toBe(0);
      expect(run.annotations).toEqual([
        {
          level: 'notice',
          message: `Publishing nothing: the feed follows main's history, and feature is not on it (the feed's last commit ${c2.slice(0, 7)} is no ancestor of ${c1.slice(0, 7)}): publishing from it would drop published events.`,
        },
      ]);
      expect(run.outputs['pages-commit']).toBe('');
      await feedStaysMain();
    });

    it('a release of a tag off main’s line publishes nothing, with a notice naming the tag', async () => {
      const f1 = await world.origin.commit({
        branch: 'release-1.x',
        parent: c1,
        files: three,
        message: 'three',
      });
      const example = webhookExamples('release')[0]!;
      const event = {
        name: 'release',
        payload: { ...example, repository: { ...(example.repository as object), default_branch: 'main' } },
      };
      const run = await runIn(world, await checkoutOf(world, f1, 'full'), {
        inputs: { publish: 'true' },
        event,
        sha: f1,
        ref: 'refs/tags/v1.0.1',
      });
      expect(run.code).toBe(0);
      expect(run.annotations).toEqual([
        {
          level: 'notice',
          message: `Publishing nothing: the feed follows main's history, and the tag v1.0.1 is not on it (the feed's last commit ${c2.slice(0, 7)} is no ancestor of ${f1.slice(0, 7)}): publishing from it would drop published events.`,
        },
      ]);
      await feedStaysMain();
    });

    it('without the default branch in the payload, a feed that is no ancestor is left alone too', async () => {
      const f1 = await world.origin.commit({ branch: 'feature', parent: c1, files: three, message: 'three' });
      // A hand-made payload (a scheduled run's has none either, but is of the default branch).
      const event = { name: 'workflow_run', payload: {} };
      const run = await runIn(world, await checkoutOf(world, f1, 'full'), {
        inputs: { publish: 'true' },
        event,
        sha: f1,
        ref: 'refs/heads/feature',
      });
      expect(run.code).toBe(0);
      expect(run.annotations).toEqual([
        {
          level: 'notice',
          message: `Publishing nothing: the feed's last commit ${c2.slice(0, 7)} is no ancestor of ${f1.slice(0, 7)}, and the event payload does not name the default branch, whose history the feed follows: publishing from feature could drop published events.`,
        },
      ]);
      expect((await pagesLog(world))[0]).toBe(tip);
    });

    it('a push to a branch ahead of the feed (a fast-forward) still publishes its commits', async () => {
      const f1 = await world.origin.commit({ branch: 'feature', parent: c2, files: three, message: 'three' });
      const run = await runIn(world, await checkoutOf(world, f1, 'shallow'), {
        inputs: { publish: 'true' },
        event: pushEvent({
          owner: OWNER,
          repo: REPO,
          before: ZERO_SHA,
          after: f1,
          ref: 'refs/heads/feature',
        }),
      });
      expect(run.code).toBe(0);
      expect(run.annotations).toEqual([]);
      expect(run.outputs['events-count']).toBe('1');
      expect(JSON.parse((await onBranch(world, 'gh-pages', 'drift.json'))!).head).toBe(f1);
    });
  });

  it('a tag push (refs/tags/v1) validates and does not publish with publish: auto; with true it publishes the tagged commit', async () => {
    const example = webhookExamples('push').find((e) => String(e.ref).startsWith('refs/tags/') && e.created)!;
    const event = { name: 'push', payload: { ...example, ref: 'refs/tags/v1', after: c2, before: ZERO_SHA } };
    expect(event.payload).toMatchObject({ base_ref: null, commits: [] });
    const auto = await runOn(event, c2, 'refs/tags/v1');
    expect(auto.code).toBe(0);
    expect(auto.outputs).toMatchObject({ valid: 'true', 'pages-commit': '' });
    expect(await pagesLog(world)).toEqual([]);
    const always = await runOn(event, c2, 'refs/tags/v1', { publish: 'true' });
    expect(always.code).toBe(0);
    expect(always.outputs['pages-commit']).toBe((await pagesLog(world))[0]);
    expect(JSON.parse((await onBranch(world, 'gh-pages', 'drift.json'))!).head).toBe(c2);
  });

  it('schedule (GITHUB_REF the default branch, a payload without repository) publishes with publish: true only', async () => {
    const event = { name: 'schedule', payload: { schedule: '17 3 * * *' } };
    const auto = await runOn(event, c2, 'refs/heads/main');
    expect(auto.code).toBe(0);
    expect(auto.outputs['pages-commit']).toBe('');
    const always = await runOn(event, c2, 'refs/heads/main', { publish: 'true' });
    expect(always.code).toBe(0);
    expect(always.outputs['events-count']).toBe('2');
  });

  it('workflow_dispatch with publish: auto publishes the default branch (its "Run workflow" button), not another branch', async () => {
    const feature = await world.origin.commit({
      branch: 'feature',
      parent: c1,
      files: { 'models/acme/three.toml': record('acme', 'three') },
      message: 'three',
    });
    const other = await runOn(dispatch('feature'), feature, 'refs/heads/feature');
    expect(other.code).toBe(0);
    expect(other.outputs['pages-commit']).toBe('');
    expect(await pagesLog(world)).toEqual([]);
    // Before: validated only ("not a push to the default branch").
    const run = await runOn(dispatch('main'), c2, 'refs/heads/main');
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ 'events-count': '2', 'pages-commit': (await pagesLog(world))[0] });
    expect(JSON.parse((await onBranch(world, 'gh-pages', 'drift.json'))!).head).toBe(c2);
  });

  it('workflow_dispatch after main was reset back (its forced push published nothing): the dropped commit leaves the feed', async () => {
    await publish(world, { before: c1, after: c2, depth: 'full' });
    // `git push --force origin c1:main` whose run was cancelled or failed: the feed still names c2.
    await world.origin.git('update-ref', 'refs/heads/main', c1);
    const event = dispatch('main');
    // "Run workflow" runs at main's tip: GITHUB_SHA is c1, the payload says nothing of a forced push.
    const run = await runOn(event, c1, 'refs/heads/main');
    expect(run.code).toBe(0);
    expect(run.summary).toContain(
      `Rebuilt the whole feed (main was moved back to ${c1.slice(0, 7)}, behind the feed's last commit (a forced push whose run published nothing))`,
    );
    const feed = JSON.parse((await onBranch(world, 'gh-pages', 'drift.json'))!);
    expect(feed.head).toBe(c1);
    expect(feed.events.map((e: { id: string }) => e.id)).toEqual([`${c1}:acme/one`]);
    expect(await onBranch(world, 'gh-pages', 'api/models/acme/two.json')).toBeNull();
    // Its re-run is a no-op.
    const tip = (await pagesLog(world))[0];
    expect((await runOn(event, c1, 'refs/heads/main')).outputs['pages-commit']).toBe('');
    expect((await pagesLog(world))[0]).toBe(tip);
  });

  it('workflow_dispatch of another branch behind the feed (publish true) leaves the feed alone: only main moved back rebuilds', async () => {
    await publish(world, { before: c1, after: c2, depth: 'full' });
    const tip = (await pagesLog(world))[0];
    await world.origin.git('branch', 'old-feature', c1);
    const event = dispatch('old-feature');
    // A branch cut before the feed's head is no main moved back: its run publishes nothing.
    const run = await runOn(event, c1, 'refs/heads/old-feature', { publish: 'true' });
    expect(run.code).toBe(0);
    expect(run.outputs['pages-commit']).toBe('');
    expect((await pagesLog(world))[0]).toBe(tip);
    expect(JSON.parse((await onBranch(world, 'gh-pages', 'drift.json'))!).head).toBe(c2);
  });
});

describe.each([403, 429] as const)(
  'the primary rate limit (%i, x-ratelimit-remaining 0, reset in an hour) during a publish',
  (status) => {
    let world: World;
    afterEach(() => world.close());

    it('fails at once, saying when it resets, instead of waiting up to an hour; nothing is published', async () => {
      // Branch, drift.json… : the first publish's fourth request is past the limit.
      world = await createWorld({}, { rateLimit: 3, rateLimitStatus: status });
      const c1 = await commitRecords(world, { 'acme/one': {} }, 'one');
      const run = await publish(world, { before: ZERO_SHA, after: c1, depth: 'full' });
      expect(run.code).toBe(1);
      const limited = world.gh.requests.filter((r) => r.status === status);
      // Before: three more tries, each after waiting for the reset (an hour; zero in tests).
      expect(limited).toHaveLength(1);
      expect(run.stdout).toMatch(
        /rate limit on POST \S+ resets in \d+ s, later than the 600 s a run waits: giving up/,
      );
      expect(await pagesLog(world)).toEqual([]);
      expect(run.outputs).toEqual({ valid: 'true', 'error-count': '0' });
      expect(run.annotations.at(-1)).toEqual({
        level: 'error',
        message: expect.stringMatching(/^API rate limit exceeded/),
      });
    });
  },
);
