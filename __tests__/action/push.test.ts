// The action on push against the REST emulator (in-process; the first publish runs the built bundle): first publish, incremental
// publish in a shallow checkout, re-run, races, forced pushes, invalid registries and API faults.
import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { API_HISTORY_MAX_COMMITS } from '../../src/shell/github/api-history.js';
import { importCommit, importStream } from '../harness/github/test-repo.js';
import {
  issueCommentOnPullRequestEvent,
  mergeGroupEvent,
  pushEvent,
  ZERO_SHA,
} from '../harness/run-action.js';
import { record } from '../helpers/records.js';
import { builtLayout, publishedLayout } from './layout-compare.js';
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

const execFileAsync = promisify(execFile);

describe('push: publishing to gh-pages', () => {
  let world: World;
  let c1: string;
  let c2: string;
  let c3: string;

  beforeAll(async () => {
    world = await createWorld();
    c1 = await world.origin.commit({
      files: { 'models/acme/one.toml': record('acme', 'one'), 'README.md': '# r\n' },
      message: 'add one',
    });
    c2 = await commitRecords(world, { 'acme/two': {} }, 'add two');
    // The pages branch already holds files the action does not own: they must survive.
    await world.origin.commit({
      branch: 'gh-pages',
      parent: null,
      files: { CNAME: 'models.example.org\n', '.nojekyll': '', 'about.html': '<h1>about</h1>\n' },
      message: 'site',
    });
  });
  afterAll(() => world.close());

  it('first publish: a full build committed on top of the existing site, byte-identical to the CLI build', async () => {
    // The built bundle end to end; the other push tests run in-process.
    const run = await publish(world, { before: c1, after: c2, depth: 'full', via: 'dist' });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ valid: 'true', 'error-count': '0', 'events-count': '2' });
    expect(JSON.parse(run.outputs['changed-models']!)).toEqual(['acme/one', 'acme/two']);
    const log = await pagesLog(world);
    expect(run.outputs['pages-commit']).toBe(log[0]);
    expect(log).toHaveLength(2); // the site commit, then ours on top: no force push
    expect(await publishedLayout(world)).toEqual(await builtLayout(world, c2));
    expect(await onBranch(world, 'gh-pages', 'CNAME')).toBe('models.example.org\n');
    expect(await onBranch(world, 'gh-pages', '.nojekyll')).toBe('');
    expect(await onBranch(world, 'gh-pages', 'about.html')).toBe('<h1>about</h1>\n');
    // index.html is the action's own catalog page now (the site), no longer a file it leaves alone.
    expect(await onBranch(world, 'gh-pages', 'index.html')).toMatch(/<body data-view="catalog">/);
    expect(run.summary).toMatch(/Published 2 new drift events/);
    expect(world.gh.violations).toEqual([]);
  });

  it('incremental publish from a shallow checkout: 7 API requests, same bytes as a full rebuild', async () => {
    c3 = await commitRecords(world, { 'acme/one': { max: 12 } }, 'one: 12 s');
    const before = world.gh.requests.length;
    const run = await publish(world, { before: c2, after: c3, depth: 'shallow' });
    expect(run.code).toBe(0);
    const calls = world.gh.requests.slice(before);
    // Branch, drift.json, api/index.json, compare (history the checkout lacks), tree, commit, ref.
    expect(calls.map((r) => `${r.method} ${r.route ?? r.path}`)).toEqual([
      'GET /repos/{owner}/{repo}/branches/{branch}',
      'GET /repos/{owner}/{repo}/contents/{path}',
      'GET /repos/{owner}/{repo}/contents/{path}',
      'GET /repos/{owner}/{repo}/compare/{basehead}',
      'POST /repos/{owner}/{repo}/git/trees',
      'POST /repos/{owner}/{repo}/git/commits',
      'PATCH /repos/{owner}/{repo}/git/refs/{ref}',
    ]);
    expect(calls.every((r) => r.status >= 200 && r.status < 300)).toBe(true);
    expect(run.outputs['events-count']).toBe('1');
    expect(run.outputs['changed-models']).toBe('["acme/one"]');
    expect(run.summary).toMatch(/7 GitHub API requests/);
    expect(await publishedLayout(world)).toEqual(await builtLayout(world, c3));
    const feed = JSON.parse((await onBranch(world, 'gh-pages', 'drift.json'))!);
    expect(feed.head).toBe(c3);
    expect(feed.events[0]).toMatchObject({
      id: `${c3}:acme/one`,
      type: 'model_updated',
      changes: [
        { path: 'capability_profiles[id="t2v"].duration.max', kind: 'changed', before: 8, after: 12 },
      ],
    });
  });

  it('a re-run is a no-op: no commit, no events', async () => {
    const tip = (await pagesLog(world))[0];
    const before = world.gh.requests.length;
    const run = await publish(world, { before: c2, after: c3, depth: 'shallow' });
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ 'events-count': '0', 'pages-commit': '' });
    expect((await pagesLog(world))[0]).toBe(tip);
    const writes = world.gh.requests.slice(before).filter((r) => r.method !== 'GET');
    // The tree is computed and found equal to the published one: no commit, no ref update.
    expect(writes.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /repos/acme/registry/git/trees']);
  });

  it('a re-run of an older push does not roll the feed back', async () => {
    const tip = (await pagesLog(world))[0];
    const run = await publish(world, { before: c1, after: c2, depth: 'shallow' });
    expect(run.code).toBe(0);
    expect(run.outputs['pages-commit']).toBe('');
    expect((await pagesLog(world))[0]).toBe(tip);
  });
});

describe('push: races, rewrites, invalid registries and faults', () => {
  let world: World;
  let c1: string;
  beforeEach(async () => {
    world = await createWorld();
    c1 = await commitRecords(world, { 'acme/one': {} }, 'add one');
  });
  afterEach(() => world.close());

  /** c2 on c1, published; then c2b on c1 in its place (main moves to it), not yet published. */
  async function publishThenRewrite(): Promise<{ c2: string; c2b: string }> {
    const c2 = await commitRecords(world, { 'acme/two': {} }, 'two');
    await publish(world, { before: c1, after: c2, depth: 'full' });
    const c2b = await commitRecords(world, { 'acme/three': {} }, 'three instead', { parent: c1 });
    return { c2, c2b };
  }

  it('creates the pages branch when it is missing, from a shallow checkout (history through the API)', async () => {
    const c2 = await commitRecords(world, { 'acme/one': { max: 9 } }, 'nine');
    const run = await publish(world, { before: ZERO_SHA, after: c2, depth: 'shallow' });
    expect(run.code).toBe(0);
    expect(run.outputs['events-count']).toBe('2');
    expect(await pagesLog(world)).toHaveLength(1);
    expect(await publishedLayout(world)).toEqual(await builtLayout(world, c2));
    expect(world.gh.violations).toEqual([]);
  });

  it('retries when another run moves the branch between read and write, and keeps that run’s commit', async () => {
    await publish(world, { before: ZERO_SHA, after: c1, depth: 'full' });
    const c2 = await commitRecords(world, { 'acme/two': {} }, 'two');
    let competitor = '';
    world.gh.faults.beforeRefUpdate(async () => {
      competitor = await world.origin.commit({
        branch: 'gh-pages',
        files: { 'other.txt': 'theirs\n' },
        message: 'someone else',
      });
    });
    const run = await publish(world, { before: c1, after: c2, depth: 'full' });
    expect(run.code).toBe(0);
    const log = await pagesLog(world);
    expect(log[0]).toBe(run.outputs['pages-commit']);
    expect(log[1]).toBe(competitor); // built on top of the competing commit, not over it
    expect(await onBranch(world, 'gh-pages', 'other.txt')).toBe('theirs\n');
    expect(run.outputs['events-count']).toBe('1');
    expect(
      world.gh.requests.filter((r) => r.method === 'PATCH' && /git\/refs/.test(r.path)).map((r) => r.status),
    ).toEqual([422, 200]);
  });

  it('rebuilds the whole feed after a forced push rewrote history', async () => {
    // Rewrite: drop c2, commit something else on c1.
    const { c2, c2b } = await publishThenRewrite();
    const run = await publish(world, { before: c2, after: c2b, depth: 'shallow', forced: true });
    expect(run.code).toBe(0);
    // The summary and a notice say the feed was rebuilt: its 2 events are the whole feed, not new.
    expect(run.summary).toContain('Rebuilt the whole feed (the feed');
    expect(run.summary).toContain('2 drift events in all');
    expect(run.annotations).toContainEqual(
      expect.objectContaining({
        level: 'notice',
        message: expect.stringMatching(/^Rebuilt the whole drift feed: /),
      }),
    );
    const feed = JSON.parse((await onBranch(world, 'gh-pages', 'drift.json'))!);
    expect(feed.events.map((e: { id: string }) => e.id)).toEqual([`${c2b}:acme/three`, `${c1}:acme/one`]);
    expect(await publishedLayout(world)).toEqual(await builtLayout(world, c2b));
  });

  it('a forced push that rewrote a secret away: the branch tip drops it, and a warning says its history keeps it', async () => {
    const secret = 'sk-live-0123456789';
    const c2 = await commitRecords(world, { 'acme/two': { name: secret } }, `two (key ${secret})`);
    await publish(world, { before: c1, after: c2, depth: 'full' });
    // The maintainer amends the commit to take the key out and force-pushes.
    const c2b = await commitRecords(world, { 'acme/two': {} }, 'two', { parent: c1 });
    const run = await publish(world, { before: c2, after: c2b, depth: 'shallow', forced: true });
    expect(run.code).toBe(0);
    const grep = (rev: string) => world.origin.git('grep', '-l', secret, rev).catch(() => '');
    expect(await grep('gh-pages')).toBe(''); // the published files no longer hold it...
    expect(await grep('gh-pages^')).not.toBe(''); // ...but the branch's history does: never force-pushed
    const said =
      `1 published drift event, of ${c2.slice(0, 7)}, is no longer in the feed: ` +
      'feed readers that fetched it keep it. Earlier versions of the published files stay in the history of gh-pages (the action never force-pushes): ' +
      'if the rewrite removed something that must not stay public, delete the gh-pages branch and run the workflow again, which rebuilds it without that history ' +
      '(keep a copy of any file of your own; for a custom domain, set the cname input first, or its CNAME file is lost with the branch).';
    expect(run.annotations).toContainEqual({ level: 'warning', message: said });
    expect(run.summary).toContain(said);
    // Nothing of that kind after an ordinary push.
    const c3 = await commitRecords(world, { 'acme/one': { max: 9 } }, 'one: 9 s');
    const next = await publish(world, { before: c2b, after: c3, depth: 'shallow' });
    expect(next.annotations.filter((a) => a.level === 'warning')).toEqual([]);
  });

  it('a re-run of an older forced push does not roll the feed back', async () => {
    const { c2, c2b } = await publishThenRewrite();
    await publish(world, { before: c2, after: c2b, depth: 'full', forced: true });
    const c3 = await commitRecords(world, { 'acme/three': { max: 9 } }, 'three: 9 s');
    await publish(world, { before: c2b, after: c3, depth: 'full' });
    const tip = (await pagesLog(world))[0];
    // The forced push's run again (re-run from the Actions tab, or one that ran late): same payload.
    for (const depth of ['full', 'shallow'] as const) {
      const run = await publish(world, { before: c2, after: c2b, depth, forced: true });
      expect(run.code).toBe(0);
      expect(run.outputs).toMatchObject({ 'events-count': '0', 'pages-commit': '' });
      expect((await pagesLog(world))[0]).toBe(tip);
    }
    expect(await publishedLayout(world)).toEqual(await builtLayout(world, c3));
  });

  it('a forced push that moves main back rebuilds the feed without the dropped commits', async () => {
    const c2 = await commitRecords(world, { 'acme/two': {} }, 'two');
    await publish(world, { before: c1, after: c2, depth: 'full' });
    // `git push --force origin c1:main`: main goes back, and c2 with its event leaves the branch.
    await world.origin.git('update-ref', 'refs/heads/main', c1);
    for (const depth of ['full', 'shallow'] as const) {
      const run = await publish(world, { before: c2, after: c1, depth, forced: true });
      expect(run.code).toBe(0);
      expect(await publishedLayout(world)).toEqual(await builtLayout(world, c1));
    }
    expect(JSON.parse((await onBranch(world, 'gh-pages', 'drift.json'))!).head).toBe(c1);
  });

  it('a re-run of a push whose commit a forced push took off main does not put it back in the feed', async () => {
    const c2 = await commitRecords(world, { 'acme/two': {} }, 'two');
    await publish(world, { before: c1, after: c2, depth: 'full' });
    await world.origin.git('update-ref', 'refs/heads/main', c1);
    await publish(world, { before: c2, after: c1, depth: 'full', forced: true });
    const tip = (await pagesLog(world))[0];
    // "Re-run all jobs" on c2's push: the same payload, GITHUB_RUN_ATTEMPT 2 (GitHub's docs: "begins
    // at 1 for the workflow run's first attempt, and increments with each re-run").
    const rerun = async (after: string, before: string) =>
      runIn(world, await checkoutOf(world, after, 'full'), {
        event: pushEvent({ owner: OWNER, repo: REPO, before, after }),
        env: { GITHUB_RUN_ATTEMPT: '2' },
      });
    const run = await rerun(c2, c1);
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ 'events-count': '0', 'pages-commit': '' });
    expect((await pagesLog(world))[0]).toBe(tip);
    expect(JSON.parse((await onBranch(world, 'gh-pages', 'drift.json'))!).head).toBe(c1);
    expect(run.annotations).toContainEqual({
      level: 'notice',
      message: `Publishing nothing: ${c2.slice(0, 7)} is no longer on main (a forced push has taken it off since this push); this re-run leaves the feed alone.`,
    });
    // A re-run of a push still on main publishes as before (its own run failed; main has moved on).
    const c3 = await commitRecords(world, { 'acme/three': {} }, 'three');
    await world.origin.commit({ files: { 'README.md': '# r\n' }, message: 'readme' });
    const again = await rerun(c3, c1);
    expect(again.outputs['events-count']).toBe('1');
    expect(JSON.parse((await onBranch(world, 'gh-pages', 'drift.json'))!).head).toBe(c3);
  });

  it('a re-run of an older push says main has moved on past it, and how to publish the newer commit', async () => {
    const c2 = await commitRecords(world, { 'acme/two': {} }, 'two');
    await publish(world, { before: c1, after: c2, depth: 'full' });
    const c3 = await commitRecords(world, { 'acme/three': {} }, 'three');
    const c4 = await commitRecords(world, { 'acme/four': {} }, 'four');
    // c3's run failed; re-running it cancels c4's run, waiting in the concurrency group behind it.
    const run = await runIn(world, await checkoutOf(world, c3, 'full'), {
      event: pushEvent({ owner: OWNER, repo: REPO, before: c2, after: c3 }),
      env: { GITHUB_RUN_ATTEMPT: '2' },
    });
    expect(run.code).toBe(0);
    expect(run.outputs['events-count']).toBe('1');
    expect(JSON.parse((await onBranch(world, 'gh-pages', 'drift.json'))!).head).toBe(c3);
    const said =
      `main has moved on to ${c4.slice(0, 7)} since this run's ${c3.slice(0, 7)}; this re-run publishes up to ${c3.slice(0, 7)} only. ` +
      "If the newer push's run was cancelled, run the workflow by hand (Run workflow on main) to publish it.";
    expect(run.annotations).toContainEqual({ level: 'notice', message: said });
    expect(run.summary).toContain(said);
    // c4's own push (or that manual run) publishes it, saying nothing of the kind.
    const next = await runIn(world, await checkoutOf(world, c4, 'full'), {
      event: pushEvent({ owner: OWNER, repo: REPO, before: c3, after: c4 }),
      env: { GITHUB_RUN_ATTEMPT: '2' },
    });
    expect(next.outputs['events-count']).toBe('1');
    expect(next.annotations.filter((a) => a.level === 'notice')).toEqual([]);
  });

  it('a re-run that cannot ask GitHub whether its commit is still on main fails in words, before writing', async () => {
    const c2 = await commitRecords(world, { 'acme/two': {} }, 'two');
    await publish(world, { before: c1, after: c2, depth: 'full' });
    const tip = (await pagesLog(world))[0];
    const c3 = await commitRecords(world, { 'acme/three': {} }, 'three');
    // GitHub gives up on the compare (a 5xx that outlasts the client's retries, as big compares do).
    world.gh.faults.add({ method: 'GET', pathPattern: /\/compare\//, status: 502, times: Infinity });
    try {
      const run = await runIn(world, await checkoutOf(world, c3, 'full'), {
        event: pushEvent({ owner: OWNER, repo: REPO, before: c2, after: c3 }),
        env: { GITHUB_RUN_ATTEMPT: '2' },
      });
      expect(run.code).toBe(1);
      expect(run.outputs['pages-commit'] ?? '').toBe('');
      expect(run.annotations).toContainEqual({
        level: 'error',
        message: expect.stringMatching(
          new RegExp(
            `^cannot ask GitHub whether ${c3.slice(0, 7)} is still on main \\(HTTP 502: Server Error\\), which a re-run must know before it publishes .*: nothing was published\\. Re-run it later`,
          ),
        ),
      });
      expect((await pagesLog(world))[0]).toBe(tip);
    } finally {
      world.gh.faults.clear();
    }
  });

  it('a late run of a forced push that a newer forced push replaced publishes nothing', async () => {
    const c2b = await commitRecords(world, { 'acme/two': {} }, 'two', { parent: c1 });
    await publish(world, { before: c1, after: c2b, depth: 'full', forced: true });
    const c2c = await commitRecords(world, { 'acme/three': {} }, 'three instead', { parent: c1 });
    await publish(world, { before: c2b, after: c2c, depth: 'full', forced: true });
    const tip = (await pagesLog(world))[0];
    // c2b's run again: neither c2b nor c2c is behind the other, and main is at c2c.
    for (const depth of ['full', 'shallow'] as const) {
      const run = await publish(world, { before: c1, after: c2b, depth, forced: true });
      expect(run.code).toBe(0);
      expect(run.outputs).toMatchObject({ 'events-count': '0', 'pages-commit': '' });
      expect(run.stdout).toContain('main has moved on to');
      expect((await pagesLog(world))[0]).toBe(tip);
    }
    expect(await publishedLayout(world)).toEqual(await builtLayout(world, c2c));
  });

  it('a forced push that left the published commit in place adds its new commits only', async () => {
    await publish(world, { before: ZERO_SHA, after: c1, depth: 'full' });
    // c2 never got published (its run failed or was cancelled); c2b replaces it, on top of c1.
    const c2 = await commitRecords(world, { 'acme/two': {} }, 'two');
    const c2b = await commitRecords(world, { 'acme/two': { max: 5 } }, 'two, amended', { parent: c1 });
    const run = await publish(world, { before: c2, after: c2b, depth: 'full', forced: true });
    expect(run.code).toBe(0);
    expect(run.outputs['events-count']).toBe('1');
    // No listing of the branch: only a full rebuild looks for stale files.
    expect(world.gh.count('GET', '/repos/{owner}/{repo}/git/trees/{tree_sha}')).toBe(0);
    expect(await publishedLayout(world)).toEqual(await builtLayout(world, c2b));
  });

  it('a rewrite longer than the API reads, pushed without forced (its own run cancelled): rebuilt with git', async () => {
    // 120 commits on c1, published; then the same changes rewritten (another date) and pushed on top.
    const long = (branch: string, time: number) => {
      let stream = '';
      for (let i = 1; i <= API_HISTORY_MAX_COMMITS + 20; i++)
        stream += importCommit({
          branch,
          time: time + i * 60,
          message: `${i} s`,
          ...(i === 1 ? { from: c1 } : {}),
          files: [['models/acme/one.toml', record('acme', 'one', { max: i })]],
        });
      return importStream(world.origin, stream);
    };
    await long('main', 1_767_225_600);
    const published = (await world.origin.git('rev-parse', 'main')).trim();
    expect((await publish(world, { before: ZERO_SHA, after: published, depth: 'full' })).code).toBe(0);
    await long('rewritten', 1_767_312_000);
    await world.origin.git('update-ref', 'refs/heads/main', 'rewritten');
    await world.origin.git('update-ref', '-d', 'refs/heads/rewritten');
    const head = await commitRecords(world, { 'acme/two': {} }, 'two');
    const run = await publish(world, { before: published, after: head, depth: 'full' });
    expect(run.code).toBe(0);
    expect(run.outputs['events-count']).toBe(String(API_HISTORY_MAX_COMMITS + 22));
    expect(await publishedLayout(world)).toEqual(await builtLayout(world, head));
  });

  it('publishes nothing from an invalid registry, and fails with annotations', async () => {
    const bad = await world.origin.commit({
      files: {
        'models/acme/two.toml': record('acme', 'two').replace('status = "available"', 'status = "retired"'),
      },
      message: 'bad',
    });
    const run = await publish(world, { before: c1, after: bad, depth: 'shallow' });
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ valid: 'false', 'error-count': '1', 'pages-commit': '' });
    expect(await pagesLog(world)).toEqual([]);
    expect(world.gh.checkRuns).toHaveLength(1);
    expect(world.gh.checkRuns[0]!.annotations).toEqual([
      expect.objectContaining({
        path: 'models/acme/two.toml',
        start_line: 9,
        annotation_level: 'failure',
        message: 'model.status must be one of available, preview, unknown, found "retired"',
      }),
    ]);
    // The step fails, which says it: not the fail-on-invalid false warning that the step passes.
    expect(run.summary).toMatch(/Nothing was published: the registry is invalid\./);
    expect(run.summary).not.toContain('fail-on-invalid is false');
    // Each problem in the job summary and the check run's summary links to its line, as on a pull request.
    const link = `(https://github.com/acme/registry/blob/${bad}/models/acme/two.toml#L9)`;
    expect(run.summary).toContain(`[models/acme/two.toml:9:1]${link}`);
    expect(world.gh.checkRuns[0]!.output?.summary).toContain(link);
  });

  it('fail-on-invalid false: a run that would publish passes, with a warning that nothing was published', async () => {
    const bad = await world.origin.commit({
      files: {
        'models/acme/two.toml': record('acme', 'two').replace('status = "available"', 'status = "retired"'),
      },
      message: 'bad',
    });
    const inputs = { 'fail-on-invalid': 'false' };
    const run = await publish(world, { before: c1, after: bad, depth: 'shallow', inputs });
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ valid: 'false', 'events-count': '0', 'pages-commit': '' });
    // Before: no annotation at all, so publishing could stop for weeks with every run green.
    const line =
      'Nothing was published: 1 validation error in the model registry, listed above and in the job summary. fail-on-invalid is false, so the step passes: fix it to publish again.';
    expect(run.annotations).toEqual([{ level: 'warning', message: line }]);
    expect(run.summary).toContain(line);
    expect(await pagesLog(world)).toEqual([]);
    // A run that would not have published anyway is not warned about.
    const quiet = await publish(world, {
      before: c1,
      after: bad,
      depth: 'shallow',
      ref: 'refs/heads/feature',
      inputs,
    });
    expect(quiet.code).toBe(0);
    expect(quiet.annotations).toEqual([]);
    expect(quiet.summary).toMatch(/Nothing was published: the registry is invalid\./);
  });

  it('rebuilds the whole feed when drift.json on the pages branch is corrupt, with a warning', async () => {
    await world.origin.commit({
      branch: 'gh-pages',
      parent: null,
      files: { 'drift.json': '{"feed_version": 1, "events": [' },
    });
    const run = await publish(world, { before: ZERO_SHA, after: c1, depth: 'shallow' });
    expect(run.code).toBe(0);
    expect(run.annotations).toContainEqual(
      expect.objectContaining({
        level: 'warning',
        message: expect.stringMatching(
          /^drift\.json on the pages branch is unreadable \(.+\); rebuilding the whole feed\.$/,
        ),
      }),
    );
    expect(await publishedLayout(world)).toEqual(await builtLayout(world, c1));
  });

  it('says which permission is missing when the token cannot write the pages branch', async () => {
    world.gh.setTokenPermissions({ contents: 'read' });
    const run = await publish(world, { before: ZERO_SHA, after: c1, depth: 'shallow' });
    expect(run.code).toBe(1);
    // Validation ran before publishing failed: its outputs are set, the publishing ones are not.
    expect(run.outputs).toEqual({ valid: 'true', 'error-count': '0' });
    expect(run.annotations.at(-1)).toMatchObject({
      level: 'error',
      message: expect.stringMatching(
        /^cannot write to the gh-pages branch \(HTTP 403: .+\); the token needs "contents: write"/,
      ),
    });
    expect(await pagesLog(world)).toEqual([]);
    // The job summary still reports the validation, and says why the step failed.
    expect(run.summary).toContain('Model registry');
    expect(run.summary).toMatch(/\*\*The step failed:\*\* cannot write to the gh-pages branch \(HTTP 403/);
  });

  it('does not publish when publish is false, even on the default branch', async () => {
    const run = await publish(world, {
      before: ZERO_SHA,
      after: c1,
      depth: 'shallow',
      inputs: { publish: 'false' },
    });
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ valid: 'true', 'pages-commit': '', 'events-count': '0' });
    expect(await pagesLog(world)).toEqual([]);
  });

  it('does not publish a push to another branch when publish is auto', async () => {
    const run = await publish(world, {
      before: ZERO_SHA,
      after: c1,
      depth: 'shallow',
      ref: 'refs/heads/feature',
    });
    expect(run.code).toBe(0);
    expect(run.outputs['pages-commit']).toBe('');
    expect(await pagesLog(world)).toEqual([]);
  });

  it('a record an earlier step changed and did not commit: nothing is published, a warning names it', async () => {
    // Before: the changed record was published as the commit's: a catalog no commit holds, beside a
    // drift feed that never shows the change (and the next full rebuild undid it).
    const before = (await world.origin.git('rev-parse', 'main')).trim();
    const head = await commitRecords(world, { 'acme/two': { max: 11 } }, 'two: 11 s');
    const cwd = await checkoutOf(world, head, 'full');
    await writeFile(join(cwd, 'models/acme/one.toml'), record('acme', 'one', { max: 99 }));
    const published = await pagesLog(world);
    const run = await runIn(world, cwd, {
      event: pushEvent({ owner: OWNER, repo: REPO, before, after: head }),
    });
    expect(run.code).toBe(0);
    expect(run.outputs['pages-commit']).toBe('');
    expect(await pagesLog(world)).toEqual(published);
    expect(run.annotations.filter((a) => a.level === 'warning').map((a) => a.message)).toEqual([
      `Nothing was published: models/acme/one.toml differs from the checked-out commit ${head.slice(0, 7)} (changed by an earlier step?). ` +
        'The catalog is built from the files and the drift feed from the commits, so they would disagree: commit the change first, or run this action before the step that makes it.',
    ]);
  });

  it('a record an earlier step wrote under an ignored folder: nothing is published, a warning names it', async () => {
    // git status hid ignored files, so a record decrypted or generated into an ignored folder was
    // published in the catalog (public on gh-pages) though no commit holds it.
    const before = (await world.origin.git('rev-parse', 'main')).trim();
    const head = await commitRecords(world, { 'acme/two': { max: 13 } }, 'two: 13 s');
    const cwd = await checkoutOf(world, head, 'full');
    await writeFile(join(cwd, '.git/info/exclude'), 'models/internal/\n');
    await mkdir(join(cwd, 'models/internal'), { recursive: true });
    await writeFile(join(cwd, 'models/internal/secret-model.toml'), record('internal', 'secret-model'));
    const published = await pagesLog(world);
    const run = await runIn(world, cwd, {
      event: pushEvent({ owner: OWNER, repo: REPO, before, after: head }),
    });
    expect(run.code).toBe(0);
    expect(run.outputs['pages-commit']).toBe('');
    expect(await pagesLog(world)).toEqual(published);
    expect(run.annotations.filter((a) => a.level === 'warning').map((a) => a.message)).toEqual([
      `Nothing was published: models/internal/secret-model.toml differs from the checked-out commit ${head.slice(0, 7)} (changed by an earlier step?). ` +
        'The catalog is built from the files and the drift feed from the commits, so they would disagree: commit the change first, or run this action before the step that makes it.',
    ]);
  });

  it('a sparse checkout that leaves records out: nothing is published, a warning says which and what to check out', async () => {
    // actions/checkout's sparse-checkout: git status reports nothing for files outside it, so the
    // catalog was built from the records inside it alone and published without the others.
    const before = (await world.origin.git('rev-parse', 'main')).trim();
    const head = await commitRecords(world, { 'acme/two': { max: 12 } }, 'two: 12 s');
    const cwd = await checkoutOf(world, head, 'full');
    await execFileAsync('git', ['sparse-checkout', 'set', '--no-cone', '/models/acme/two.toml'], { cwd });
    const published = await pagesLog(world);
    const run = await runIn(world, cwd, {
      event: pushEvent({ owner: OWNER, repo: REPO, before, after: head }),
    });
    expect(run.code).toBe(0);
    expect(run.outputs['pages-commit']).toBe('');
    expect(await pagesLog(world)).toEqual(published);
    expect(run.annotations.filter((a) => a.level === 'warning').map((a) => a.message)).toEqual([
      'Nothing was published: models/acme/one.toml is outside this sparse checkout, so the catalog would leave it out. ' +
        'Check out the whole records folder, models (actions/checkout: a sparse-checkout that includes it, or none).',
    ]);
  });

  /** The action on a merge_group event whose merge group commit is `sha`. */
  const mergeGroupRun = async (sha: string, inputs: Record<string, string> = {}) =>
    runIn(world, await checkoutOf(world, sha, 'shallow'), {
      inputs,
      event: mergeGroupEvent({ owner: OWNER, repo: REPO, headSha: sha, baseSha: sha }),
    });

  it('merge_group with publish: true publishes nothing: the queue may still drop that commit', async () => {
    // Published, the queue's commit put an event in the feed that never landed if the queue dropped
    // it, and the next push found the feed off main's line and rebuilt it with a warning.
    await world.origin.git('branch', `gh-readonly-queue/main/pr-1-${c1}`, c1); // where the queue has it
    const run = await mergeGroupRun(c1, { publish: 'true' });
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ valid: 'true', 'pages-commit': '', 'events-count': '0' });
    expect(await pagesLog(world)).toEqual([]);
    expect(run.stdout).toContain(
      'Not publishing: a merge_group run checks a commit the merge queue has not merged yet, whatever publish says.',
    );
  });

  it('issue_comment on a pull request: a notice says it checks the checked-out commit, not the pull request', async () => {
    // The payload carries the pull request under issue.pull_request, and the run's commit is the
    // default branch's: a "/recheck" comment trigger silently got main's result.
    const run = await runIn(world, await checkoutOf(world, c1, 'shallow'), {
      event: issueCommentOnPullRequestEvent({ owner: OWNER, repo: REPO, number: 7 }),
      sha: c1,
      ref: 'refs/heads/main',
    });
    expect(run.code).toBe(0);
    expect(run.annotations.filter((a) => a.level === 'notice').map((a) => a.message)).toContain(
      `This issue_comment run is on pull request #7, but it checks the checked-out commit ${c1.slice(0, 7)}, not the pull request: run the action on pull_request events to check pull requests.`,
    );
    expect(await pagesLog(world)).toEqual([]);
    // A "/recheck" workflow that checks out the pull request's head does check it: no such notice.
    const c2 = await commitRecords(world, { 'acme/two': { max: 12 } }, 'two: 12 s');
    const head = await runIn(world, await checkoutOf(world, c2, 'shallow'), {
      event: issueCommentOnPullRequestEvent({ owner: OWNER, repo: REPO, number: 7 }),
      sha: c1,
      ref: 'refs/heads/main',
    });
    expect(head.code).toBe(0);
    expect(head.annotations.filter((a) => /issue_comment/.test(a.message))).toEqual([]);
  });

  it('merge_group with a token without checks: write: a warning names the permission and says the queue waits', async () => {
    // Before: a notice on a green run, while the queue that requires the check waited for it.
    world.gh.setTokenPermissions({ contents: 'read' });
    const run = await mergeGroupRun(c1);
    expect(run.code).toBe(0);
    expect(world.gh.checkRuns).toEqual([]);
    expect(run.annotations.filter((a) => a.level === 'warning').map((a) => a.message)).toEqual([
      'The token cannot write check runs (no checks: write under permissions:): annotating with workflow commands. No "Model registry" check run is reported, so a branch protection or merge queue that requires it waits for it. Add checks: write under the workflow\'s permissions: to report it.',
    ]);
    expect(run.annotations.filter((a) => a.level === 'notice')).toEqual([]);
  });

  it('merge_group: a valid registry still gets its check run on the merge group commit, and nothing is published', async () => {
    // A merge queue waits for every required check on the merge group's head_sha: a check that is
    // only created when something is wrong would leave a valid group waiting until the queue times out.
    const run = await mergeGroupRun(c1);
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ valid: 'true', 'pages-commit': '' });
    expect(world.gh.checkRuns).toEqual([
      expect.objectContaining({
        head_sha: c1,
        name: 'Model registry',
        status: 'completed',
        conclusion: 'success',
      }),
    ]);
    expect(await pagesLog(world)).toEqual([]);
  });

  it('rides out 502s and a secondary rate limit', async () => {
    await publish(world, { before: ZERO_SHA, after: c1, depth: 'full' });
    const c2 = await commitRecords(world, { 'acme/one': { max: 7 } }, 'seven');
    world.gh.faults.add({ pathPattern: /\/compare\//, status: 502, times: 2 });
    world.gh.faults.secondaryRateLimit({
      method: 'POST',
      pathPattern: /\/git\/trees$/,
      times: 1,
      retryAfter: 1,
    });
    const run = await publish(world, { before: c1, after: c2, depth: 'shallow' });
    expect(run.code).toBe(0);
    expect(run.outputs['events-count']).toBe('1');
    const statuses = world.gh.requests.filter((r) => /\/compare\//.test(r.path)).map((r) => r.status);
    expect(statuses).toEqual([502, 502, 200]);
    expect(await publishedLayout(world)).toEqual(await builtLayout(world, c2));
  });
});

describe('push: several commits through paged API responses', () => {
  let world: World;
  afterEach(() => world.close());

  it('reads every commit and file across pages from a shallow checkout, and equals a full rebuild', async () => {
    // Tiny pages: 2 commits per compare page, 2 files per commit page.
    world = await createWorld({ compareMaxPerPage: 2, commitFilesPerPage: 2 });
    const files = (max: number) =>
      Object.fromEntries(['a', 'b', 'c'].map((m) => [`models/acme/${m}.toml`, record('acme', m, { max })]));
    const c1 = await world.origin.commit({ files: files(8), message: 'three records' });
    await publish(world, { before: ZERO_SHA, after: c1, depth: 'full' });
    await world.origin.commit({ files: files(9), message: 'all nine' });
    await world.origin.commit({
      files: { ...files(10), 'models/acme/b.toml': null },
      message: 'ten, b gone',
    });
    const c4 = await world.origin.commit({ files: files(11), message: 'eleven, b back' });
    const run = await publish(world, { before: c1, after: c4, depth: 'shallow' });
    expect(run.code).toBe(0);
    expect(run.outputs['events-count']).toBe('9');
    expect(await publishedLayout(world)).toEqual(await builtLayout(world, c4));
    const comparePages = world.gh.requests.filter((r) => /\/compare\//.test(r.path)).length;
    expect(comparePages).toBe(2); // 3 commits, 2 per page
    expect(world.gh.violations).toEqual([]);
  });
});

describe('push: the layout follows models in and out', () => {
  let world: World;
  let c1: string;
  beforeEach(async () => {
    world = await createWorld();
    c1 = await commitRecords(world, { 'acme/one': {}, 'acme/two': {} }, 'add one and two');
    await commitRecords(world, { 'acme/three': {} }, 'add three');
  });
  afterEach(() => world.close());

  it('a removed and a renamed model lose their per-model files; incremental equals a full rebuild', async () => {
    const first = (await world.origin.git('rev-parse', 'HEAD')).trim();
    await publish(world, { before: c1, after: first, depth: 'full' });
    expect(await onBranch(world, 'gh-pages', 'api/models/acme/two.json')).not.toBeNull();
    const c3 = await commitRecords(
      world,
      { 'acme/two': null, 'acme/one': null, 'acme/uno': {} },
      'remove two, rename one',
    );
    const run = await publish(world, { before: first, after: c3, depth: 'shallow' });
    expect(run.code).toBe(0);
    expect(await onBranch(world, 'gh-pages', 'api/models/acme/two.json')).toBeNull();
    expect(await onBranch(world, 'gh-pages', 'api/models/acme/one.json')).toBeNull();
    expect(await onBranch(world, 'gh-pages', 'api/models/acme/uno.json')).not.toBeNull();
    expect(await publishedLayout(world)).toEqual(await builtLayout(world, c3));
    // No listing of the branch: only a full rebuild looks for stale files.
    expect(world.gh.count('GET', '/repos/{owner}/{repo}/git/trees/{tree_sha}')).toBe(0);
  });

  it('one commit touching one record from a full-depth checkout: 6 API requests, only its files change', async () => {
    const first = (await world.origin.git('rev-parse', 'HEAD')).trim();
    await publish(world, { before: c1, after: first, depth: 'full' });
    const c3 = await commitRecords(world, { 'acme/two': { max: 12 } }, 'two: 12 s');
    const before = world.gh.requests.length;
    const run = await publish(world, { before: first, after: c3, depth: 'full' });
    expect(run.code).toBe(0);
    const calls = world.gh.requests.slice(before);
    // Branch, drift.json, api/index.json, tree, commit, ref: the history is in the checkout.
    expect(calls.map((r) => `${r.method} ${r.route ?? r.path}`)).toEqual([
      'GET /repos/{owner}/{repo}/branches/{branch}',
      'GET /repos/{owner}/{repo}/contents/{path}',
      'GET /repos/{owner}/{repo}/contents/{path}',
      'POST /repos/{owner}/{repo}/git/trees',
      'POST /repos/{owner}/{repo}/git/commits',
      'PATCH /repos/{owner}/{repo}/git/refs/{ref}',
    ]);
    const changed = await world.origin.git('diff', '--name-only', 'gh-pages^', 'gh-pages');
    expect(changed.trim().split('\n').sort()).toEqual([
      'api.json',
      'api/index.json',
      'api/models/acme/two.json',
      'api/v1.json',
      'drift.atom.xml',
      'drift.feed.json',
      'drift.json',
      'drift.rss.xml',
      'drift/v1.json',
      // The feeds of the touched model and its lab, no other model's.
      'feeds/labs/acme.atom.xml',
      'feeds/labs/acme.feed.json',
      'feeds/models/acme/two.atom.xml',
      'feeds/models/acme/two.feed.json',
    ]);
    expect(await publishedLayout(world)).toEqual(await builtLayout(world, c3));
  });
});
