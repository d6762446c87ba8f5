// The pages-dir input: the layout published in a folder of the pages branch, beside a site its owner
// already serves from the branch's root (GitHub Pages serves one branch a repository). Everything
// the action reads, writes and prunes is in that folder, but CNAME. In-process runs against the REST
// emulator with real git, and a first publish by the built bundle.
import { builtLayout, publishedLayout } from './layout-compare.js';
import { commitRecords, createWorld, onBranch, pagesLog, publish, type World } from './push-setup.js';

const SITE = 'https://acme.github.io/registry/registry/';
/** The owner's site at the branch's root, built by Jekyll (no .nojekyll), with folders named as ours are. */
const OWNERS = {
  'index.html': '<h1>docs</h1>\n',
  '_config.yml': 'title: docs\n',
  'guide.md': '# Guide\n',
  'feeds/news.xml': '<rss/>\n',
  'api/openapi.json': '{}\n',
};

describe('pages-dir: the layout in a folder of the pages branch', () => {
  let world: World;
  let c1: string;
  let c2: string;

  beforeAll(async () => {
    world = await createWorld();
    c1 = await commitRecords(world, { 'acme/one': {}, 'beta/two': {} }, 'add two models');
    await world.origin.commit({ branch: 'gh-pages', parent: null, files: OWNERS, message: 'docs site' });
  });
  afterAll(() => world.close());

  const owners = async () =>
    Object.fromEntries(
      await Promise.all(Object.keys(OWNERS).map(async (p) => [p, await onBranch(world, 'gh-pages', p)])),
    );

  it('a first publish (the built bundle) writes the layout in the folder and leaves the root alone', async () => {
    const run = await publish(world, {
      before: c1,
      after: c1,
      depth: 'full',
      via: 'dist',
      inputs: { 'pages-dir': '/registry/' },
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.outputs['pages-commit']).toBe((await pagesLog(world))[0]);
    expect(await publishedLayout(world, 'registry')).toEqual(
      await builtLayout(world, c1, undefined, ['--site-url', SITE]),
    );
    expect(await owners()).toEqual(OWNERS);
    // Jekyll stays the root's choice: the folder's .nojekyll does not turn it off.
    expect(await onBranch(world, 'gh-pages', '.nojekyll')).toBeNull();
    expect(await onBranch(world, 'gh-pages', 'registry/.nojekyll')).toBe('');
    expect(await onBranch(world, 'gh-pages', 'registry/drift.atom.xml')).toContain(
      `<link rel="self" type="application/atom+xml" href="${SITE}drift.atom.xml"/>`,
    );
    // Nothing of the owner's was replaced, so no takeover warning.
    expect(run.annotations.filter((a) => a.level === 'warning')).toEqual([]);
    expect(world.gh.violations).toEqual([]);
  });

  it('a push publishes its change in the folder, and a re-run commits nothing', async () => {
    c2 = await commitRecords(world, { 'acme/one': { name: 'One, renamed' } }, 'rename one');
    const run = await publish(world, {
      before: c1,
      after: c2,
      depth: 'shallow',
      inputs: { 'pages-dir': 'registry' },
    });
    expect(run.code).toBe(0);
    expect(run.outputs['events-count']).toBe('1');
    expect(run.stdout).not.toContain('rebuilding the whole layout');
    expect(await publishedLayout(world, 'registry')).toEqual(
      await builtLayout(world, c2, undefined, ['--site-url', SITE]),
    );
    expect(await owners()).toEqual(OWNERS);

    const tip = (await pagesLog(world))[0];
    const again = await publish(world, {
      before: c1,
      after: c2,
      depth: 'full',
      inputs: { 'pages-dir': 'registry' },
    });
    expect(again.code).toBe(0);
    expect(again.outputs['pages-commit']).toBe('');
    // The re-run's check for files deleted by hand looks in the folder, and finds them all.
    expect(again.stdout).not.toContain('missing from the pages branch');
    expect((await pagesLog(world))[0]).toBe(tip);
  });

  it('a re-run finds a file of the folder deleted by hand, and puts it back', async () => {
    const gone = 'registry/feeds/models/beta/two.feed.json';
    const kept = await onBranch(world, 'gh-pages', gone);
    await world.origin.commit({ branch: 'gh-pages', files: { [gone]: null }, message: 'by hand' });
    const run = await publish(world, {
      before: c1,
      after: c2,
      depth: 'full',
      inputs: { 'pages-dir': 'registry' },
    });
    expect(run.code).toBe(0);
    expect(run.annotations).toContainEqual({
      level: 'notice',
      message: `Rebuilt the whole drift feed: ${gone}, a file the action owns, is missing from the pages branch.`,
    });
    expect(await onBranch(world, 'gh-pages', gone)).toBe(kept);
    expect(await owners()).toEqual(OWNERS);
  });

  it('a rebuild prunes stale files in the folder only, and writes CNAME at the root', async () => {
    // A stale file of ours in the folder, and files of the owner's under folders named as ours.
    const stale = 'registry/feeds/models/acme/gone.atom.xml';
    await world.origin.commit({
      branch: 'gh-pages',
      files: { [stale]: '<feed/>\n', 'feeds/models/acme/kept.atom.xml': '<feed/>\n' },
      message: 'by hand',
    });
    // A new custom domain changes every feed's address: the whole layout is rebuilt.
    const run = await publish(world, {
      before: c2,
      after: c2,
      depth: 'full',
      inputs: { 'pages-dir': 'registry', cname: 'models.example.org' },
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('rebuilding the whole layout');
    expect(await onBranch(world, 'gh-pages', stale)).toBeNull();
    expect(await onBranch(world, 'gh-pages', 'feeds/models/acme/kept.atom.xml')).toBe('<feed/>\n');
    expect(await owners()).toEqual(OWNERS);
    expect(await onBranch(world, 'gh-pages', 'CNAME')).toBe('models.example.org\n');
    expect(await onBranch(world, 'gh-pages', 'registry/CNAME')).toBeNull();
    expect(await publishedLayout(world, 'registry')).toEqual(
      await builtLayout(world, c2, undefined, ['--site-url', 'https://models.example.org/registry/']),
    );
    expect(world.gh.violations).toEqual([]);
  });
});

describe('pages-dir: a folder that already holds files of the owner', () => {
  let world: World;
  let c1: string;

  beforeAll(async () => {
    world = await createWorld();
    c1 = await commitRecords(world, { 'acme/one': {} }, 'one');
    await world.origin.commit({
      branch: 'gh-pages',
      parent: null,
      files: { 'models/index.html': '<h1>old</h1>\n', 'index.html': '<h1>docs</h1>\n' },
      message: 'docs site',
    });
  });
  afterAll(() => world.close());

  it('says which of the folder’s files the first publish replaced, named on the branch', async () => {
    const run = await publish(world, {
      before: c1,
      after: c1,
      depth: 'full',
      inputs: { 'pages-dir': 'models' },
    });
    expect(run.code).toBe(0);
    const warning = run.annotations.find((a) => a.level === 'warning')?.message ?? '';
    expect(warning).toContain('replaced models/index.html');
    expect(warning).toContain(
      'To keep those files, move them out of models/ or publish into another folder (pages-dir).',
    );
    expect(warning).not.toContain('.nojekyll');
    expect(await onBranch(world, 'gh-pages', 'index.html')).toBe('<h1>docs</h1>\n');
  });
});

describe('pages-dir input', () => {
  let world: World;
  let c1: string;

  beforeAll(async () => {
    world = await createWorld();
    c1 = await commitRecords(world, { 'acme/one': {} }, 'one');
  });
  afterAll(() => world.close());

  it.each(['../up', '.hidden', 'a b', '_site'])('refuses %j before any request', async (dir) => {
    const before = world.gh.requests.length;
    const run = await publish(world, { before: c1, after: c1, depth: 'full', inputs: { 'pages-dir': dir } });
    expect(run.code).not.toBe(0);
    expect(run.annotations.find((a) => a.level === 'error')?.message).toContain(
      `input pages-dir must be a folder of the pages branch`,
    );
    expect(world.gh.requests.length).toBe(before);
    expect(await pagesLog(world)).toEqual([]);
  });

  // Published there, the layout would be deleted by the next publish at the root (pages-dir taken
  // away again, or a second registry of the branch), which prunes feeds/ of every file it did not write.
  it('refuses a folder inside one the root layout owns whole (feeds/), before any request', async () => {
    const before = world.gh.requests.length;
    const run = await publish(world, {
      before: c1,
      after: c1,
      depth: 'full',
      inputs: { 'pages-dir': 'feeds' },
    });
    expect(run.code).not.toBe(0);
    expect(run.annotations.find((a) => a.level === 'error')?.message).toContain(
      "input pages-dir cannot be in feeds/, a folder that a publish at the pages branch's root owns whole",
    );
    expect(world.gh.requests.length).toBe(before);
    expect(await pagesLog(world)).toEqual([]);
  });
});

describe('pages-dir: the branch holds something else where the folder should be', () => {
  let world: World;
  let c1: string;

  beforeAll(async () => {
    world = await createWorld();
    c1 = await commitRecords(world, { 'acme/one': {} }, 'one');
  });
  afterAll(() => world.close());

  // A tree whose base holds a file at a folder's path is built with that file gone (the emulator),
  // or refused (libgit2's "D/F conflict when updating tree"): neither may take the owner's file.
  it.each([
    ['a file', 'registry', 'registry', '100644', 'notes\n'],
    ['a symbolic link', 'registry', 'registry', '120000', 'docs'],
    ['a submodule', 'registry', 'registry', '160000', 'a'.repeat(40)],
    ['a file', 'site/registry', 'site', '100644', 'notes\n'],
  ])('%s at %j (%j): an error naming it, nothing written', async (kind, dir, path, mode, content) => {
    const tip = await world.origin.commit({
      branch: 'gh-pages',
      parent: null,
      files: { 'index.html': '<h1>docs</h1>\n', [path]: content },
      modes: { [path]: mode },
      message: 'docs site',
    });
    const run = await publish(world, { before: c1, after: c1, depth: 'full', inputs: { 'pages-dir': dir } });
    expect(run.code).not.toBe(0);
    expect(run.annotations.find((a) => a.level === 'error')?.message).toContain(
      `cannot publish into ${dir}/ on the gh-pages branch: ${path} is ${kind} there, not a folder`,
    );
    expect((await pagesLog(world))[0]).toBe(tip);
    expect(world.gh.violations).toEqual([]);
  });
});

describe('pages-dir: moving a published layout from the root into a folder', () => {
  let world: World;
  let c1: string;

  beforeAll(async () => {
    world = await createWorld();
    c1 = await commitRecords(world, { 'acme/one': {} }, 'one');
  });
  afterAll(() => world.close());

  it('says the layout at the root is left as it was, no longer updated', async () => {
    expect((await publish(world, { before: c1, after: c1, depth: 'full' })).code).toBe(0);
    const root = await onBranch(world, 'gh-pages', 'drift.json');
    const c2 = await commitRecords(world, { 'acme/one': { name: 'One, renamed' } }, 'rename one');
    const run = await publish(world, {
      before: c1,
      after: c2,
      depth: 'full',
      inputs: { 'pages-dir': 'registry' },
    });
    expect(run.code).toBe(0);
    expect(await publishedLayout(world, 'registry')).toEqual(
      await builtLayout(world, c2, undefined, ['--site-url', SITE]),
    );
    expect(await onBranch(world, 'gh-pages', 'drift.json')).toBe(root);
    expect(run.annotations).toContainEqual({
      level: 'notice',
      message:
        'The layout published at the root of gh-pages is left as it was (the action never deletes outside pages-dir) and is no longer updated: ' +
        `its feeds' subscribers get no new events. Point them to ${SITE}, then delete the root's files of the layout by hand.`,
    });
    // The next push in the folder says nothing more of it.
    const c3 = await commitRecords(world, { 'acme/one': { name: 'One, again' } }, 'rename again');
    const next = await publish(world, {
      before: c2,
      after: c3,
      depth: 'full',
      inputs: { 'pages-dir': 'registry' },
    });
    expect(next.code).toBe(0);
    expect(next.annotations).toEqual([]);
  });

  it("says nothing of a second registry's layout at the root (built from another models-dir)", async () => {
    const index = JSON.parse((await onBranch(world, 'gh-pages', 'api/index.json'))!);
    await world.origin.commit({
      branch: 'gh-pages',
      files: { 'api/index.json': JSON.stringify({ ...index, models_dir: 'text/models' }) },
      message: 'the other registry',
    });
    const head = (await world.origin.git('rev-parse', 'main')).trim();
    const run = await publish(world, {
      before: head,
      after: head,
      depth: 'full',
      inputs: { 'pages-dir': 'other' },
    });
    expect(run.code).toBe(0);
    expect(await onBranch(world, 'gh-pages', 'other/drift.json')).not.toBeNull();
    expect(run.annotations).toEqual([]);
  });
});
