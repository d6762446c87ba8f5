// A push that merges a long-lived branch (more commits than the API reads) into main, from a shallow
// checkout git cannot fetch from: only main's first-parent line makes events and costs requests, so
// the range is read through the API however many commits the merge brought in. Against the REST
// emulator, in-process, with the requests counted.
import { API_HISTORY_MAX_COMMITS, API_HISTORY_MAX_LISTED } from '../../src/shell/github/api-history.js';
import { COMPARE_PER_PAGE } from '../../src/shell/github/commits-api.js';
import { importCommit, importStream } from '../harness/github/test-repo.js';
import { ZERO_SHA } from '../harness/run-action.js';
import { record } from '../helpers/records.js';
import { builtLayout, publishedLayout } from './layout-compare.js';
import { commitRecords, createWorld, onBranch, publish, type World } from './push-setup.js';

let world: World;
let c1: string;
beforeEach(async () => {
  world = await createWorld();
  c1 = await commitRecords(world, { 'acme/one': {} }, 'add one');
});
afterEach(() => world.close());

/** `feature` from c1 with `n` commits changing acme/two; main moves on by one; then merged with --no-ff. */
async function mergeLongBranch(n: number): Promise<{ main: string; merge: string }> {
  let stream = '';
  for (let i = 1; i <= n; i++)
    stream += importCommit({
      branch: 'feature',
      time: 1_767_225_600 + i * 60,
      message: `two: ${i} s`,
      ...(i === 1 ? { from: c1 } : {}),
      files: [['models/acme/two.toml', record('acme', 'two', { max: i })]],
    });
  await importStream(world.origin, stream);
  const main = await commitRecords(world, { 'acme/one': { max: 12 } }, 'one: 12 s');
  const tree = (await world.origin.git('merge-tree', '--write-tree', 'main', 'feature')).trim();
  const merge = (
    await world.origin.git(
      ...['-c', 'user.name=T', '-c', 'user.email=t@example.org'],
      ...['commit-tree', tree, '-p', 'main', '-p', 'feature', '-m', 'Merge feature'],
    )
  ).trim();
  await world.origin.git('update-ref', 'refs/heads/main', merge);
  return { main, merge };
}

it.each([
  [API_HISTORY_MAX_COMMITS + 50, 2],
  // The bound: n + 2 = 2,500 commits in all, 25 pages of GitHub's 100.
  [API_HISTORY_MAX_LISTED - 2, API_HISTORY_MAX_LISTED / COMPARE_PER_PAGE],
])(
  'a push merging a branch of %i commits (more than the API reads): published through the API, %i compare page(s)',
  async (n, pages) => {
    expect((await publish(world, { before: ZERO_SHA, after: c1, depth: 'full' })).code).toBe(0);
    const { main, merge } = await mergeLongBranch(n);

    // One push of both (main's own commit and the merge); a shallow checkout without `origin`: git cannot fetch.
    const before = world.gh.requests.length;
    const run = await publish(world, { before: c1, after: merge, depth: 'shallow' });
    expect(run.annotations.filter((a) => a.level === 'error')).toEqual([]);
    expect(run.code).toBe(0);
    const calls = world.gh.requests.slice(before).map((r) => `${r.method} ${r.route ?? r.path}`);
    // Branch, drift.json, api/index.json, the compare listing the range's n + 2 commits (100 a page),
    // then only the two first-parent commits' files, not the n the merge brought in; tree, commit, ref.
    expect(calls).toEqual([
      'GET /repos/{owner}/{repo}/branches/{branch}',
      'GET /repos/{owner}/{repo}/contents/{path}',
      'GET /repos/{owner}/{repo}/contents/{path}',
      ...Array(pages).fill('GET /repos/{owner}/{repo}/compare/{basehead}'),
      'GET /repos/{owner}/{repo}/commits/{ref}',
      'GET /repos/{owner}/{repo}/commits/{ref}',
      'POST /repos/{owner}/{repo}/git/trees',
      'POST /repos/{owner}/{repo}/git/commits',
      'PATCH /repos/{owner}/{repo}/git/refs/{ref}',
    ]);
    expect(run.outputs['events-count']).toBe('2');
    expect(await publishedLayout(world)).toEqual(await builtLayout(world, merge));
    const feed = JSON.parse((await onBranch(world, 'gh-pages', 'drift.json'))!);
    expect(feed.head).toBe(merge);
    expect(feed.events.map((e: { id: string; type: string }) => `${e.id} ${e.type}`)).toEqual([
      `${merge}:acme/two model_added`,
      `${main}:acme/one model_updated`,
      `${c1}:acme/one model_added`,
    ]);

    // The next push reads one commit, at an ordinary push's cost: the merged commits are behind the feed.
    const next = await commitRecords(world, { 'acme/one': { max: 14 } }, 'one: 14 s');
    const at = world.gh.requests.length;
    const after = await publish(world, { before: merge, after: next, depth: 'shallow' });
    expect(after.code).toBe(0);
    expect(after.outputs['events-count']).toBe('1');
    expect(world.gh.requests.length - at).toBe(7);
  },
);

it('a first publish of a history with a long branch merged in: listed (100 a request), only its first-parent line read', async () => {
  const { main, merge } = await mergeLongBranch(API_HISTORY_MAX_COMMITS + 50);
  const before = world.gh.requests.length;
  const run = await publish(world, { before: ZERO_SHA, after: merge, depth: 'shallow' });
  expect(run.annotations.filter((a) => a.level === 'error')).toEqual([]);
  expect(run.code).toBe(0);
  const calls = world.gh.requests.slice(before).map((r) => r.route);
  // 153 commits in all: two pages of the commit list; then the three first-parent commits' files.
  expect(calls.filter((r) => r === '/repos/{owner}/{repo}/commits')).toHaveLength(2);
  expect(calls.filter((r) => r === '/repos/{owner}/{repo}/commits/{ref}')).toHaveLength(3);
  expect(await publishedLayout(world)).toEqual(await builtLayout(world, merge));
  const feed = JSON.parse((await onBranch(world, 'gh-pages', 'drift.json'))!);
  expect(feed.events.map((e: { id: string; type: string }) => `${e.id} ${e.type}`)).toEqual([
    `${merge}:acme/two model_added`,
    `${main}:acme/one model_updated`,
    `${c1}:acme/one model_added`,
  ]);
});

describe('a range too long even to list stops with the clear error, after a bounded number of requests', () => {
  async function failsClearly(n: number, reason: RegExp, compares: number) {
    expect((await publish(world, { before: ZERO_SHA, after: c1, depth: 'full' })).code).toBe(0);
    const tip = (await world.origin.git('rev-parse', 'gh-pages')).trim();
    const before = world.gh.requests.length;
    const { merge } = await mergeLongBranch(n);
    const run = await publish(world, { before: c1, after: merge, depth: 'shallow' });
    expect(run.code).toBe(1);
    const [error] = run.annotations.filter((a) => a.level === 'error');
    expect(error?.message).toMatch(
      new RegExp(
        `^cannot read the history through the API \\(${reason.source}\\) and could not fetch it with git`,
      ),
    );
    const calls = world.gh.requests.slice(before).map((r) => r.route);
    expect(calls.filter((r) => r === '/repos/{owner}/{repo}/compare/{basehead}')).toHaveLength(compares);
    expect(calls.filter((r) => r === '/repos/{owner}/{repo}/commits/{ref}')).toHaveLength(0);
    expect((await world.origin.git('rev-parse', 'gh-pages')).trim()).toBe(tip); // nothing published
  }

  it('more commits than the API lists (2,500): one compare', async () => {
    await failsClearly(
      API_HISTORY_MAX_LISTED,
      /2502 new commits since [0-9a-f]{7}: more than the 2,500 listed through the API/,
      1,
    );
  });

  it('GitHub listing fewer commits a page than asked: at most 25 compares', async () => {
    await world.close();
    world = await createWorld({ compareMaxPerPage: 10 });
    c1 = await commitRecords(world, { 'acme/one': {} }, 'add one');
    await failsClearly(
      3 * COMPARE_PER_PAGE,
      /302 new commits since [0-9a-f]{7}: listing them takes more than 25 requests/,
      25,
    );
  });
});
