// The push flow in-process against the emulator (src, not dist): validate-and-annotate, then
// publish-with-retry — a ruleset on the pages branch is one clear error and no retry, a race is
// retried with the delay the caller gives, and a published drift.json too deep to render is rebuilt;
// a first publish whose answer is lost reports what it published; a first publish onto a branch
// holding a site of its own warns what of it it replaced; a full rebuild prunes stale files even
// when GitHub cuts the branch's tree listing.
import { checkoutOf } from '../../src/shell/action/checkout.js';
import { runPush, validateAndAnnotate } from '../../src/shell/action/push.js';
import type { Settings } from '../../src/shell/action/settings.js';
import { type Client, createClient } from '../../src/shell/github/octokit.js';
import { type GitHubEmulator, startGitHubEmulator } from '../harness/github/server.js';
import type { TestRepo } from '../harness/github/test-repo.js';
import { zeroDelays } from '../harness/zero-delays.js';
import { record } from '../helpers/records.js';
import {
  captureStdout,
  checkedOutSettings,
  emulatorClient,
  REPO,
  startInProcessWorld,
  tearDown,
} from './in-process-push.js';

const PATCH_REF = (gh: GitHubEmulator) =>
  gh.requests.filter((r) => r.method === 'PATCH' && /git\/refs/.test(r.path)).map((r) => r.status);

let origin: TestRepo;
let gh: GitHubEmulator;
let scratch: string;
let c1: string;
let c2: string;
let out: string[];

beforeEach(async () => {
  ({ origin, gh, scratch } = await startInProcessWorld('publish-'));
  c1 = await origin.commit({ files: { 'models/acme/one.toml': record('acme', 'one') }, message: 'one' });
  c2 = await origin.commit({ files: { 'models/acme/two.toml': record('acme', 'two') }, message: 'two' });
  // @actions/core writes workflow commands (warnings, errors) to stdout.
  out = [];
  captureStdout(out);
});
afterEach(() => tearDown({ gh, origin, scratch }));

const settingsAt = (sha: string): Promise<Settings> => checkedOutSettings({ gh, origin, scratch }, sha);

/** The run of a push of `sha`: main points there (a first publish from an older commit publishes nothing). */
const pushedAt = async (sha: string): Promise<Settings> => {
  await origin.git('update-ref', 'refs/heads/main', sha);
  return settingsAt(sha);
};

const client = (): Client => emulatorClient(gh);

const feedOnPages = async () => JSON.parse(await origin.git('show', 'gh-pages:drift.json'));

it('a ruleset on the pages branch: one clear error, no retry, nothing moved', async () => {
  await runPush(await pushedAt(c1), client());
  const tip = (await origin.git('rev-parse', 'gh-pages')).trim();
  gh.addRuleset({ refs: /^refs\/heads\/gh-pages$/ });
  const delays: number[] = [];
  const retryDelayMs = (attempt: number) => {
    delays.push(attempt);
    return 0;
  };
  const run = runPush(await pushedAt(c2), client(), { retryDelayMs });
  await expect(run).rejects.toThrow(
    /^cannot publish to the gh-pages branch: a rule protects it \(HTTP 422: Repository rule violations found Cannot update this protected ref\..*\)\. Let the workflow's token bypass the ruleset or branch protection on gh-pages, or publish to another branch with the pages-branch input\.$/,
  );
  expect(PATCH_REF(gh)).toEqual([422]);
  expect(delays).toEqual([]);
  expect((await origin.git('rev-parse', 'gh-pages')).trim()).toBe(tip);
});

it('a race is retried after the delay the caller gives, on top of the competing commit', async () => {
  await runPush(await pushedAt(c1), client());
  let competitor = '';
  gh.faults.beforeRefUpdate(async () => {
    competitor = await origin.commit({ branch: 'gh-pages', files: { 'other.txt': 'x\n' }, message: 'other' });
  });
  const delays: number[] = [];
  const retryDelayMs = (attempt: number) => {
    delays.push(attempt);
    return 0;
  };
  const result = await runPush(await pushedAt(c2), client(), { retryDelayMs });
  expect(delays).toEqual([1]);
  expect(PATCH_REF(gh)).toEqual([422, 200]); // the first publish created the branch (POST)
  expect(result.outputs.eventsCount).toBe(1);
  expect((await origin.git('rev-parse', 'gh-pages^')).trim()).toBe(competitor);
});

it('a race that never ends gives up after maxAttempts', async () => {
  await runPush(await pushedAt(c1), client());
  gh.faults.beforeRefUpdate(
    async () => {
      await origin.commit({ branch: 'gh-pages', files: { 'other.txt': `${Math.random()}\n` } });
    },
    { times: 10 },
  );
  const run = runPush(await pushedAt(c2), client(), { maxAttempts: 3, retryDelayMs: () => 0 });
  await expect(run).rejects.toThrow(/gh-pages moved while publishing/);
  expect(PATCH_REF(gh)).toEqual([422, 422, 422]);
});

it('a first publish whose answer GitHub lost reports the commit it published, not "already up to date"', async () => {
  // A 502 after GitHub created the branch; the production client would retry and get a 422.
  gh.faults.add({ method: 'POST', pathPattern: /\/git\/refs$/, status: 502, afterHandling: true });
  const production = createClient({ token: 't', baseUrl: gh.url, timing: zeroDelays() });
  const result = await runPush(await pushedAt(c1), production);
  const tip = (await origin.git('rev-parse', 'gh-pages')).trim();
  expect(result.outputs.pagesCommit).toBe(tip);
  expect(result.sections).toContain(`Published 1 new drift event to \`gh-pages\` (${tip.slice(0, 7)}).`);
  expect(gh.count('POST', '/repos/{owner}/{repo}/git/refs')).toBe(1);
});

it('a first publish onto a branch holding a site of its own warns which of its files it replaces or deletes', async () => {
  // A Jekyll site already served from gh-pages: its index.html and feeds/ are paths the action owns.
  await origin.commit({
    branch: 'gh-pages',
    parent: null,
    files: {
      CNAME: 'models.example.com\n',
      '_config.yml': 'theme: minima\n',
      'about.md': '---\ntitle: About\n---\nAbout us.\n',
      'index.html': '<h1>our site</h1>\n',
      'feeds/news.xml': '<rss/>\n',
      // A path the action writes inside a folder it prunes: replaced, not also said deleted.
      'api/models/acme/one.json': '{}\n',
    },
  });
  const result = await runPush(await settingsAt(c2), client());
  expect(result.outputs.pagesCommit).toBe((await origin.git('rev-parse', 'gh-pages')).trim());
  const warnings = out.filter((l) => l.startsWith('::warning'));
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toMatch(/first publish of the site to gh-pages changed files the branch already held/);
  expect(warnings[0]).toMatch(
    /replaced api\/models\/acme\/one\.json, index\.html; deleted feeds\/news\.xml;/,
  );
  expect(warnings[0]).toMatch(/added \.nojekyll, so GitHub Pages no longer builds the branch with Jekyll/); // about.md is no longer rendered
  expect(warnings[0]).toContain((await origin.git('rev-parse', 'gh-pages^')).trim().slice(0, 7));
  expect(result.sections.join('\n')).toMatch(
    /replaced api\/models\/acme\/one\.json, index\.html; deleted feeds\/news\.xml;/,
  );
  // Everything else stays, as it was.
  expect(await origin.git('show', 'gh-pages:about.md')).toBe('---\ntitle: About\n---\nAbout us.\n');
  expect(await origin.git('show', 'gh-pages:CNAME')).toBe('models.example.com\n');
  // The next publish is the action's own branch: nothing of the user's is touched, no warning.
  out.length = 0;
  const c3 = await origin.commit({ files: { 'models/acme/three.toml': record('acme', 'three') } });
  await runPush(await settingsAt(c3), client());
  expect(out.filter((l) => l.startsWith('::warning'))).toEqual([]);
});

it('the first publish onto a branch an older release wrote (drift.json and api.json beside a site of its own) warns as a first publish does', async () => {
  // Before: only "Rebuilt the whole drift feed: the pages branch has no api/index.json", while the
  // user's index.html was replaced, feeds/news.xml deleted and Jekyll turned off.
  await runPush(await pushedAt(c1), client());
  const old = async (path: string) => origin.git('show', `gh-pages:${path}`);
  const site = {
    '_config.yml': 'theme: minima\n',
    'about.md': '---\ntitle: About\n---\nAbout us.\n',
    'index.html': '<h1>our site</h1>\n',
    'feeds/news.xml': '<rss/>\n',
  };
  // What a release before the site published: drift.json and api.json only.
  await origin.commit({
    branch: 'gh-pages',
    parent: null,
    files: { 'drift.json': await old('drift.json'), 'api.json': await old('api.json'), ...site },
  });
  const before = (await origin.git('rev-parse', 'gh-pages')).trim();
  const result = await runPush(await pushedAt(c2), client());
  expect(out.join('')).toContain(
    '::notice::Rebuilt the whole drift feed: the pages branch has no api/index.json.',
  );
  const warnings = out.filter((l) => l.startsWith('::warning'));
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toMatch(/first publish of the site to gh-pages changed files the branch already held/);
  expect(warnings[0]).toMatch(/replaced index\.html; deleted feeds\/news\.xml/);
  expect(warnings[0]).toMatch(/added \.nojekyll, so GitHub Pages no longer builds the branch with Jekyll/);
  expect(warnings[0]).toContain(before.slice(0, 7));
  expect(result.sections.join('\n')).toMatch(/replaced index\.html; deleted feeds\/news\.xml/);
  expect(await origin.git('show', 'gh-pages:about.md')).toBe(site['about.md']);
  // A rebuild of a branch that holds the action's site (.nojekyll there) warns of nothing.
  const index = JSON.parse(await old('api/index.json'));
  await origin.commit({
    branch: 'gh-pages',
    files: { 'api/index.json': JSON.stringify({ ...index, layout_version: 2 }) },
  });
  out.length = 0;
  const c3 = await origin.commit({ files: { 'models/acme/three.toml': record('acme', 'three') } });
  await runPush(await settingsAt(c3), client());
  expect(out.join('')).toContain('::notice::Rebuilt the whole drift feed: ');
  expect(out.filter((l) => l.startsWith('::warning'))).toEqual([]);
});

it("the first publish's summary line shows the branch's file names as text, not Markdown", async () => {
  await origin.commit({
    branch: 'gh-pages',
    parent: null,
    files: { 'feeds/_draft_ @team.xml': '<rss/>\n' },
  });
  const result = await runPush(await settingsAt(c2), client());
  const summary = result.sections.join('\n');
  expect(summary).toContain('deleted feeds/\\_draft\\_ @&#8203;team.xml');
  expect(summary).not.toContain('_draft_ @team');
});

it('a first publish onto a branch holding only files the action leaves alone warns of nothing', async () => {
  await origin.commit({
    branch: 'gh-pages',
    parent: null,
    files: { CNAME: 'models.example.com\n', '.nojekyll': '', 'notes/readme.txt': 'mine\n' },
  });
  const result = await runPush(await settingsAt(c2), client());
  expect(result.outputs.pagesCommit).not.toBe('');
  expect(out.filter((l) => l.startsWith('::warning'))).toEqual([]);
});

it('a full rebuild prunes stale files although GitHub cuts the listing of the branch', async () => {
  // A branch left by an earlier registry: no drift.json (so a full rebuild), stale layout files.
  await origin.commit({
    branch: 'gh-pages',
    parent: null,
    files: {
      CNAME: 'models.example.com\n',
      'notes/readme.txt': 'mine\n',
      'api/models/gone/old.json': '{}\n',
      'api/models/acme/two.json': '{}\n',
      'drift/pages/000009.json': '{}\n',
      'feeds/labs/gone.atom.xml': '<feed/>\n',
    },
  });
  // 15 entries in all; the top folder and each folder in it hold at most 5.
  await gh.close();
  gh = await startGitHubEmulator({ ...REPO, gitDir: origin.dir, limits: { treeEntries: 5 } });
  const result = await runPush(await pushedAt(c1), client());
  expect(result.outputs.pagesCommit).toBe((await origin.git('rev-parse', 'gh-pages')).trim());
  const files = (await origin.git('ls-tree', '-r', '--name-only', 'gh-pages')).trim().split('\n');
  expect(files).toEqual(expect.arrayContaining(['CNAME', 'notes/readme.txt', 'api/models/acme/one.json']));
  const stale = ['api/models/gone/old.json', 'api/models/acme/two.json', 'drift/pages/000009.json'];
  stale.push('feeds/labs/gone.atom.xml');
  expect(files.filter((f) => stale.includes(f))).toEqual([]);
  // The whole listing (cut), the top folder, then api/, drift/, feeds/ and notes/ each whole.
  expect(gh.count('GET', '/repos/{owner}/{repo}/git/trees/{tree_sha}')).toBe(6);
});

it('a drift.json that parses but is nested too deep to render is rebuilt, with a warning', async () => {
  await runPush(await pushedAt(c1), client());
  const feed = await feedOnPages();
  feed.events[0].changes = [{ path: 'x', kind: 'added', after: 'DEEP' }];
  const deep = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
  await origin.commit({
    branch: 'gh-pages',
    files: { 'drift.json': JSON.stringify(feed).replace('"DEEP"', deep) },
    message: 'hostile',
  });
  const result = await runPush(await pushedAt(c2), client());
  expect(out.join('')).toMatch(
    /::warning::drift\.json on the pages branch is unreadable \(drift feed has an unexpected shape: feed\.events\[0\]\.changes\[0\]\.after: nested deeper than 64 levels\); rebuilding the whole feed\./,
  );
  expect(result.outputs.eventsCount).toBe(2);
  const rebuilt = await feedOnPages();
  expect(rebuilt.head).toBe(c2);
  expect(rebuilt.events.map((e: { id: string }) => e.id)).toEqual([`${c2}:acme/two`, `${c1}:acme/one`]);
});

it('validateAndAnnotate stands alone: validates, annotates the commit, returns the summary section', async () => {
  const settings = await settingsAt(c2);
  const checkout = checkoutOf(settings);
  const files = await checkout.readAll();
  const bad = files.map((f) =>
    'bytes' in f && f.path === 'models/acme/two.toml'
      ? { ...f, bytes: new TextEncoder().encode(record('acme', 'two', { status: 'retired' })) }
      : f,
  );
  const checked = await validateAndAnnotate({
    octokit: client().octokit,
    repo: REPO,
    sha: c2,
    checkName: 'Model registry',
    files: bad,
    fileOf: checkout.toRepoPath,
    failOnInvalid: true,
    alwaysCheck: false,
  });
  expect(checked.errorCount).toBe(1);
  expect(checked.section).toContain('models/acme/two.toml');
  expect(gh.checkRuns).toHaveLength(1);
  expect(gh.checkRuns[0]).toMatchObject({ head_sha: c2, conclusion: 'failure' });
});
