// A pages branch that people or another run changed, deleted or protected between a run's read and
// its write: the run recovers (or stops once with a message naming why) instead of failing, rolling
// the feed back, or publishing nothing on every later push. In-process against the emulator, as
// publish.test.ts.

import { LAYOUT_VERSION } from '../../src/core/layout/catalog-index.js';
import { escapeInline } from '../../src/core/report/markdown.js';
import { runPush } from '../../src/shell/action/push.js';
import type { Settings } from '../../src/shell/action/settings.js';
import type { Client } from '../../src/shell/github/octokit.js';
import type { GitHubEmulator } from '../harness/github/server.js';
import { type TestRepo, wideCommit } from '../harness/github/test-repo.js';
import { record } from '../helpers/records.js';
import {
  captureStdout,
  checkedOutSettings,
  emulatorClient,
  startInProcessWorld,
  tearDown,
} from './in-process-push.js';
import { builtLayout, publishedLayout } from './layout-compare.js';

let origin: TestRepo;
let gh: GitHubEmulator;
let scratch: string;
let c1: string;
let out: string[];

beforeEach(async () => {
  ({ origin, gh, scratch } = await startInProcessWorld('publish-damaged-'));
  c1 = await origin.commit({
    files: { 'models/acme/one.toml': record('acme', 'one'), 'models/acme/two.toml': record('acme', 'two') },
    message: 'one and two',
  });
  out = [];
  captureStdout(out);
});
afterEach(() => tearDown({ gh, origin, scratch }));

const settingsAt = (sha: string): Promise<Settings> => checkedOutSettings({ gh, origin, scratch }, sha);

const client = (): Client => emulatorClient(gh);

const world = () => ({ origin, gh, scratch, close: async () => {} });

const onPages = async (path: string) => {
  try {
    return await origin.git('show', `gh-pages:${path}`);
  } catch {
    return null;
  }
};
const feedOnPages = async () => JSON.parse((await onPages('drift.json'))!);

it('a model file removed from the pages branch by hand: the push that removes the model still publishes', async () => {
  await runPush(await settingsAt(c1), client());
  await origin.commit({
    branch: 'gh-pages',
    files: { 'api/models/acme/two.json': null },
    message: 'by hand',
  });
  const c2 = await origin.commit({ files: { 'models/acme/two.toml': null }, message: 'remove two' });
  const result = await runPush(await settingsAt(c2), client());
  expect(result.outputs.pagesCommit).toBe((await origin.git('rev-parse', 'gh-pages')).trim());
  expect((await feedOnPages()).head).toBe(c2);
  expect(await onPages('api/models/acme/two.json')).toBeNull();
  expect(await onPages('feeds/models/acme/two.atom.xml')).not.toBeNull(); // its removal is an event
  // GitHub refused the deletion of the missing file; the branch was listed once and it was dropped.
  const trees = gh.requests.filter((r) => r.method === 'POST' && /\/git\/trees$/.test(r.path));
  expect(trees.map((r) => r.status)).toEqual([201, 422, 201]);
  expect(gh.count('GET', '/repos/{owner}/{repo}/git/trees/{tree_sha}')).toBe(1);
});

it.each(['main', 'HEAD'])(
  'a drift.json whose head was edited to %j is rebuilt with a warning, not taken as newer than every push',
  async (head) => {
    await runPush(await settingsAt(c1), client());
    const feed = await feedOnPages();
    await origin.commit({
      branch: 'gh-pages',
      files: { 'drift.json': JSON.stringify({ ...feed, head }) },
      message: 'by hand',
    });
    const c2 = await origin.commit({
      files: { 'models/acme/one.toml': record('acme', 'one', { max: 12 }) },
      message: 'one: 12 s',
    });
    const result = await runPush(await settingsAt(c2), client());
    expect(out.join('')).toMatch(/::warning::drift\.json on the pages branch is unreadable \(.*head.*\)/);
    expect((await feedOnPages()).head).toBe(c2);
    expect(result.outputs.pagesCommit).not.toBe('');
  },
);

it.each([
  ['Required status check "build" is expected.', 422],
  ['2 of 2 required status checks are expected.', 422],
  ['At least 1 approving review is required by reviewers with write access.', 422],
  ['Changes must be made through a pull request.', 409],
] as const)(
  'branch protection answering %j (HTTP %i): one clear error, no retry, nothing moved',
  async (rule, status) => {
    await runPush(await settingsAt(c1), client());
    const tip = (await origin.git('rev-parse', 'gh-pages')).trim();
    gh.addRuleset({ refs: /^refs\/heads\/gh-pages$/, rule, protection: { status } });
    const c2 = await origin.commit({ files: { 'models/acme/two.toml': null }, message: 'remove two' });
    const delays: number[] = [];
    const run = runPush(await settingsAt(c2), client(), {
      retryDelayMs: (attempt) => {
        delays.push(attempt);
        return 0;
      },
    });
    await expect(run).rejects.toThrow(
      `cannot publish to the gh-pages branch: a rule protects it (HTTP ${status}: ${rule}). Let the workflow's token bypass`,
    );
    expect(delays).toEqual([]);
    expect(gh.requests.filter((r) => r.method === 'PATCH').map((r) => r.status)).toEqual([status]);
    expect((await origin.git('rev-parse', 'gh-pages')).trim()).toBe(tip);
  },
);

describe('two runs publishing at once', () => {
  it.each([
    ['the older push loses: it finds the newer feed and publishes nothing', 'older'],
    ['the newer push loses: it publishes on top of the older one', 'newer'],
  ] as const)('%s; the branch ends as a full build of the newer commit', async (_, loser) => {
    await runPush(await settingsAt(c1), client());
    const c2 = await origin.commit({ files: { 'models/acme/two.toml': null }, message: 'remove two' });
    const c3 = await origin.commit({
      files: { 'models/acme/one.toml': record('acme', 'one', { max: 12 }) },
      message: 'one: 12 s',
    });
    const [first, second] = loser === 'older' ? [c3, c2] : [c2, c3];
    const winner = await settingsAt(first);
    // The winner's whole run happens while the loser's ref update is on its way.
    gh.faults.beforeRefUpdate(async () => {
      await runPush(winner, client());
    });
    const result = await runPush(await settingsAt(second), client());
    // In order of arrival: the loser's update, the winner's (inside it), the loser's retry if any.
    expect(gh.requests.filter((r) => r.method === 'PATCH').map((r) => r.status)).toEqual(
      loser === 'older' ? [422, 200] : [422, 200, 200],
    );
    expect(result.outputs.pagesCommit === '').toBe(loser === 'older');
    expect((await feedOnPages()).head).toBe(c3);
    expect(await publishedLayout(world())).toEqual(await builtLayout(world(), c3));
  });

  it('the pages branch deleted between read and write: the run reads again and publishes it anew', async () => {
    await runPush(await settingsAt(c1), client());
    const c2 = await origin.commit({ files: { 'models/acme/two.toml': null }, message: 'remove two' });
    gh.faults.beforeRefUpdate(async () => {
      await origin.git('update-ref', '-d', 'refs/heads/gh-pages');
    });
    const result = await runPush(await settingsAt(c2), client());
    expect(
      gh.requests.filter((r) => /\/git\/refs/.test(r.path) && r.method !== 'GET').map((r) => r.status),
    ).toEqual([201, 422, 201]);
    // Said as it was: not "moved".
    expect(out.join('')).toContain(
      'gh-pages was deleted while publishing; reading it again and retrying in 0 ms (attempt 2).',
    );
    expect(result.outputs.pagesCommit).toBe((await origin.git('rev-parse', 'gh-pages')).trim());
    expect(await publishedLayout(world())).toEqual(await builtLayout(world(), c2));
  });
});

describe('a late run of an older push over a pages branch that must be rebuilt', () => {
  it.each([
    ['without drift.json', null],
    ['with a drift.json that is not JSON', '{"head": '],
  ] as const)('%s publishes nothing, with a notice: the newer push keeps its catalog', async (_, text) => {
    await runPush(await settingsAt(c1), client());
    const c2 = await origin.commit({ files: { 'models/acme/two.toml': null }, message: 'remove two' });
    await runPush(await settingsAt(c2), client());
    await origin.commit({ branch: 'gh-pages', files: { 'drift.json': text }, message: 'by hand' });
    const tip = (await origin.git('rev-parse', 'gh-pages')).trim();
    const before = gh.requests.length;
    // c1's run again (a re-run from the Actions tab): main is at c2.
    const result = await runPush(await settingsAt(c1), client());
    expect(result.outputs).toMatchObject({ eventsCount: 0, pagesCommit: '' });
    expect((await origin.git('rev-parse', 'gh-pages')).trim()).toBe(tip);
    expect(out.join('')).toContain(
      `::notice::Publishing nothing: main has moved on to ${c2.slice(0, 7)} since this push of ${c1.slice(0, 7)}; the newer push's run publishes.`,
    );
    expect(result.sections.at(-1)).toMatch(/^Nothing was published: main has moved on/);
    // The branch, drift.json, api/index.json, then main's tip: nothing else.
    expect(gh.requests.slice(before).map((r) => `${r.method} ${r.route}`)).toEqual([
      'GET /repos/{owner}/{repo}/branches/{branch}',
      'GET /repos/{owner}/{repo}/contents/{path}',
      'GET /repos/{owner}/{repo}/contents/{path}',
      'GET /repos/{owner}/{repo}/git/ref/{ref}',
    ]);
  });

  it('the whole pages branch deleted by hand: a late run of an older push does not publish its older catalog', async () => {
    await runPush(await settingsAt(c1), client());
    const c2 = await origin.commit({ files: { 'models/acme/two.toml': null }, message: 'remove two' });
    await runPush(await settingsAt(c2), client());
    // Deleted to start the site afresh; then c1's run again (a re-run from the Actions tab): main is at c2.
    await origin.git('update-ref', '-d', 'refs/heads/gh-pages');
    const result = await runPush(await settingsAt(c1), client());
    expect(result.outputs).toMatchObject({ eventsCount: 0, pagesCommit: '' });
    expect(await onPages('drift.json')).toBeNull(); // not created with c1's catalog, which still lists two
    expect(out.join('')).toContain(
      `::notice::Publishing nothing: main has moved on to ${c2.slice(0, 7)} since this push of ${c1.slice(0, 7)}; the newer push's run publishes.`,
    );
    // The newest push's run (or a manual run of main) then creates it, at c2.
    const rerun = await runPush(await settingsAt(c2), client());
    expect(rerun.outputs.pagesCommit).toBe((await origin.git('rev-parse', 'gh-pages')).trim());
    expect(await publishedLayout(world())).toEqual(await builtLayout(world(), c2));
  });

  it('at the branch tip, a missing drift.json is rebuilt (after asking where main points)', async () => {
    await runPush(await settingsAt(c1), client());
    await origin.commit({ branch: 'gh-pages', files: { 'drift.json': null }, message: 'by hand' });
    const before = gh.requests.length;
    const result = await runPush(await settingsAt(c1), client());
    expect(result.outputs.pagesCommit).toBe((await origin.git('rev-parse', 'gh-pages')).trim());
    expect((await feedOnPages()).head).toBe(c1);
    const asked = gh.requests.slice(before).filter((r) => r.route === '/repos/{owner}/{repo}/git/ref/{ref}');
    expect(asked).toHaveLength(1);
  });
});

describe('a rebuild of a pages branch this version cannot read on says so, not "new events"', () => {
  it.each([
    [
      'an older layout_version',
      (index: Record<string, unknown>) => ({
        'api/index.json': JSON.stringify({ ...index, layout_version: 2 }),
      }),
      `api/index.json is from another layout (layout_version 2, not ${LAYOUT_VERSION}): files or events an older version made may be missing or out of date`,
    ],
    [
      'a drift.json that is not JSON',
      () => ({ 'drift.json': '{"head": ' }),
      'drift.json on the pages branch was unreadable (drift feed is not JSON: ',
    ],
    ['no drift.json', () => ({ 'drift.json': null }), 'the pages branch has no drift.json'],
  ] as const)('%s: the notice and the summary say the feed was rebuilt, and why', async (_, damage, why) => {
    await runPush(await settingsAt(c1), client());
    const index = JSON.parse((await onPages('api/index.json'))!);
    await origin.commit({ branch: 'gh-pages', files: damage(index), message: 'by hand' });
    const c2 = await origin.commit({ files: { 'models/acme/two.toml': null }, message: 'remove two' });
    const result = await runPush(await settingsAt(c2), client());
    // Before: "Published 3 new drift events" and no notice, of which two were published already.
    expect(result.outputs).toMatchObject({ eventsCount: 3 });
    const notice = out.join('').match(/^::notice::Rebuilt the whole drift feed: (.*)$/m);
    expect(notice?.[1]).toContain(why);
    expect(result.sections.at(-1)).toMatch(
      /^Rebuilt the whole feed \(.+\): 3 drift events in all, published to `gh-pages` \([0-9a-f]{7}\)\.$/,
    );
    expect(result.sections.at(-1)).toContain(escapeInline(why));
    expect(await publishedLayout(world())).toEqual(await builtLayout(world(), c2));
  });
});

it('a late run of an older push over a newer feed publishes nothing, with a notice and a summary line', async () => {
  await runPush(await settingsAt(c1), client());
  const c2 = await origin.commit({ files: { 'models/acme/two.toml': null }, message: 'remove two' });
  await runPush(await settingsAt(c2), client());
  const tip = (await origin.git('rev-parse', 'gh-pages')).trim();
  // c1's run again (a re-run from the Actions tab) after c2's published.
  const result = await runPush(await settingsAt(c1), client());
  expect(result.outputs).toMatchObject({ eventsCount: 0, pagesCommit: '' });
  expect((await origin.git('rev-parse', 'gh-pages')).trim()).toBe(tip);
  const why = `the feed on gh-pages is already at ${c2.slice(0, 7)}, a commit after this run's ${c1.slice(0, 7)}.`;
  // Before: only a folded info line, and nothing in the job summary.
  expect(out.join('')).toContain(`::notice::Publishing nothing: ${why}`);
  expect(result.sections.at(-1)).toBe(`Nothing was published: ${why}`);
});

it.each([
  ['with its drift.json', false],
  ['whose drift.json this version cannot read', true],
])(
  `a pages branch a newer action version wrote (layout_version ${LAYOUT_VERSION + 1}), %s: refused, naming both versions, nothing written`,
  async (_, unreadableFeed) => {
    await runPush(await settingsAt(c1), client());
    const index = JSON.parse((await onPages('api/index.json'))!);
    await origin.commit({
      branch: 'gh-pages',
      files: {
        'api/index.json': JSON.stringify({ ...index, layout_version: LAYOUT_VERSION + 1 }),
        ...(unreadableFeed ? { 'drift.json': '{"format": "drift-v4"}' } : {}),
      },
      message: 'a newer release published',
    });
    const tip = (await origin.git('rev-parse', 'gh-pages')).trim();
    const c2 = await origin.commit({ files: { 'models/acme/two.toml': null }, message: 'remove two' });
    const before = gh.requests.length;
    await expect(runPush(await settingsAt(c2), client())).rejects.toThrow(
      `the gh-pages branch holds layout_version ${LAYOUT_VERSION + 1} (its api/index.json), written by a newer version of model-registry-action; ` +
        `this version writes layout_version ${LAYOUT_VERSION} and would replace it with an older layout. Nothing was published. ` +
        'Upgrade the action (the version in your workflow\'s "uses:" line) to the release that wrote the branch or a later one, ' +
        'or delete the gh-pages branch to have this version rebuild it.',
    );
    expect((await origin.git('rev-parse', 'gh-pages')).trim()).toBe(tip);
    expect(gh.requests.slice(before).filter((r) => r.method !== 'GET')).toEqual([]);
  },
);

describe('a drift page deleted from the pages branch by hand', () => {
  // 2,003 events: pages of 1,000, 1,000 and 3, so the first page is outside drift.json's window.
  const widePush = async (max: number, time: number, message: string) => {
    const from = (await origin.git('rev-parse', 'main')).trim();
    const files: [string, string][] = [];
    for (let i = 0; i < 1000; i++) {
      const slug = `m${String(i).padStart(4, '0')}`;
      files.push([`models/wide/${slug}.toml`, record('wide', slug, { max })]);
    }
    return wideCommit(origin, { branch: 'main', time, message, from, files });
  };

  it('a re-run (or manual run) of the published commit finds it missing and rebuilds; a push costs 6 requests still', async () => {
    await widePush(8, 1767229200, 'a thousand models');
    await widePush(9, 1767232800, 'a thousand changes');
    const c3 = await origin.commit({
      files: { 'models/acme/one.toml': record('acme', 'one', { max: 12 }) },
      message: 'one: 12 s',
    });
    await runPush(await settingsAt(c3), client());
    const pages = (await feedOnPages()).pages.map((p: { events: number }) => p.events);
    expect(pages).toEqual([1000, 1000, 3]);
    await origin.commit({
      branch: 'gh-pages',
      files: { 'drift/pages/000001.json': null },
      message: 'by hand',
    });
    const before = gh.requests.length;
    const result = await runPush(await settingsAt(c3), client());
    // (not toBe(text): a failure would print the 500 KB page)
    expect(await onPages('drift/pages/000001.json')).not.toBeNull();
    expect(result.outputs.pagesCommit).toBe((await origin.git('rev-parse', 'gh-pages')).trim());
    expect(out.join('')).toContain(
      '::notice::Rebuilt the whole drift feed: drift/pages/000001.json, which drift.json lists, is missing from the pages branch.',
    );
    expect(gh.requests.length - before).toBeGreaterThan(6);
    expect(await publishedLayout(world())).toEqual(await builtLayout(world(), c3));

    // Nothing damaged: a re-run lists the branch (one request more: 6,000 files fit one recursive
    // listing) and writes nothing; a push of one commit touching one record still costs 6 requests.
    const rerun = gh.requests.length;
    expect((await runPush(await settingsAt(c3), client())).outputs.pagesCommit).toBe('');
    expect(gh.requests.length - rerun).toBe(5);
    const c4 = await origin.commit({
      files: { 'models/acme/one.toml': record('acme', 'one', { max: 14 }) },
      message: 'one: 14 s',
    });
    const push = gh.requests.length;
    await runPush(await settingsAt(c4), client());
    expect(gh.requests.length - push).toBe(6);
    expect(await publishedLayout(world())).toEqual(await builtLayout(world(), c4));
    // Two thousand models published three times and built twice: about 20 s here, past jest's 60 s
    // default on a loaded machine. The limit guards against a hang; nothing here is timed.
  }, 180_000);
});

describe('files the action owns deleted from the pages branch by hand', () => {
  const TREES = '/repos/{owner}/{repo}/git/trees/{tree_sha}';
  const deleteOnPages = (paths: string[]) =>
    origin.commit({
      branch: 'gh-pages',
      files: Object.fromEntries(paths.map((p) => [p, null])),
      message: 'by hand',
    });

  it('a push leaves them (it never lists the branch); a re-run of the published commit writes them back', async () => {
    await runPush(await settingsAt(c1), client());
    const deleted = [
      'api/models/acme/one.json',
      'feeds/models/acme/one.atom.xml',
      'feeds/models/acme/one.feed.json',
    ];
    await deleteOnPages(deleted);
    const c2 = await origin.commit({
      files: { 'models/acme/two.toml': record('acme', 'two', { max: 12 }) },
      message: 'two: 12 s',
    });
    const push = gh.requests.length;
    await runPush(await settingsAt(c2), client());
    expect(gh.requests.slice(push).filter((r) => r.route === TREES)).toEqual([]);
    for (const path of deleted) expect(await onPages(path)).toBeNull();

    const result = await runPush({ ...(await settingsAt(c2)), runAttempt: 2 }, client());
    expect(result.outputs.pagesCommit).toBe((await origin.git('rev-parse', 'gh-pages')).trim());
    expect(out.join('')).toContain(
      '::notice::Rebuilt the whole drift feed: api/models/acme/one.json, a file the action owns, is missing from the pages branch.',
    );
    expect(result.sections.at(-1)).toMatch(
      /^Rebuilt the whole feed \(api\/models\/acme\/one\.json, a file the action owns, is missing from the pages branch\): 3 drift events in all/,
    );
    expect(await publishedLayout(world())).toEqual(await builtLayout(world(), c2));

    // Nothing missing now: a re-run lists the branch once (one recursive listing holds it) and
    // commits nothing: the branch, drift.json, api/index.json, the listing, the tree it compares.
    const again = gh.requests.length;
    const rerun = await runPush({ ...(await settingsAt(c2)), runAttempt: 3 }, client());
    expect(rerun.outputs.pagesCommit).toBe('');
    expect(rerun.sections.at(-1)).toBe('`gh-pages` is already up to date: nothing to commit.');
    expect(gh.requests.slice(again).map((r) => `${r.method} ${r.route}`)).toEqual([
      'GET /repos/{owner}/{repo}/branches/{branch}',
      'GET /repos/{owner}/{repo}/contents/{path}',
      'GET /repos/{owner}/{repo}/contents/{path}',
      `GET ${TREES}`,
      'POST /repos/{owner}/{repo}/git/trees',
    ]);
  });

  it.each([
    'api/models/acme/two.json',
    'feeds/models/acme/two.feed.json',
    'feeds/labs/acme.atom.xml',
    'feeds/labs/acme.feed.json',
  ])('a manual run of main finds %s missing and rebuilds', async (path) => {
    await runPush(await settingsAt(c1), client());
    await deleteOnPages([path]);
    const manual = { ...(await settingsAt(c1)), eventName: 'workflow_dispatch' };
    const result = await runPush(manual, client());
    expect(result.outputs.pagesCommit).toBe((await origin.git('rev-parse', 'gh-pages')).trim());
    expect(out.join('')).toContain(
      `::notice::Rebuilt the whole drift feed: ${path}, a file the action owns, is missing from the pages branch.`,
    );
    expect(await publishedLayout(world())).toEqual(await builtLayout(world(), c1));
  });

  it.each([
    'drift.feed.json',
    'drift/v1.json',
    'api/v1.json',
    'schema/source-record.v1.schema.json',
    'assets/site.css',
    '.nojekyll',
  ])('%s, which every run writes, is written back by a re-run without a rebuild', async (path) => {
    await runPush(await settingsAt(c1), client());
    await deleteOnPages([path]);
    const result = await runPush({ ...(await settingsAt(c1)), runAttempt: 2 }, client());
    expect(result.outputs.pagesCommit).toBe((await origin.git('rev-parse', 'gh-pages')).trim());
    expect(out.join('')).not.toContain('Rebuilt');
    expect(result.sections.at(-1)).toMatch(/^Published 0 new drift events/);
    expect(await publishedLayout(world())).toEqual(await builtLayout(world(), c1));
  });
});
