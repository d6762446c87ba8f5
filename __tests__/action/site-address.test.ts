// Every model's feed names the site's address (its self link) and the repository's (its commits'
// links), and a push rewrites only the models it touches. So a push whose addresses differ from
// those the published layout was made for (a new site-url or cname, a renamed repository) must
// rebuild it all, or the untouched models' feeds keep the old address and the branch no longer
// equals a full build. In-process runs against the REST emulator, with real git.
import { LAYOUT_VERSION } from '../../src/core/layout/catalog-index.js';
import type { PublishedLayout } from '../../src/core/layout/render.js';
import { addressChange, existingLayout } from '../../src/shell/action/publish.js';
import { builtLayout, publishedLayout } from './layout-compare.js';
import { commitRecords, createWorld, onBranch, publish, REPOSITORY_URL, type World } from './push-setup.js';

describe('a push for another site address', () => {
  let world: World;
  let c1: string;

  beforeAll(async () => {
    world = await createWorld();
    c1 = await commitRecords(world, { 'acme/one': {}, 'beta/two': {} }, 'add two models');
  });
  afterAll(() => world.close());

  it('records the address in api/index.json and rebuilds every feed when it changes', async () => {
    const first = await publish(world, { before: c1, after: c1, depth: 'full' });
    expect(first.code).toBe(0);
    const before = JSON.parse((await onBranch(world, 'gh-pages', 'api/index.json'))!);
    expect(before.site_url).toBe('https://acme.github.io/registry/');

    const c2 = await commitRecords(world, { 'acme/one': { name: 'One, renamed' } }, 'edit one');

    const site = 'https://models.example.org/';
    const run = await publish(world, { before: c1, after: c2, depth: 'full', inputs: { 'site-url': site } });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      `the site's address changed from https://acme.github.io/registry/ to ${site}; rebuilding the whole layout`,
    );
    // beta/two's feeds are untouched by the push: an incremental publish would have left them.
    expect(await onBranch(world, 'gh-pages', 'feeds/models/beta/two.atom.xml')).toContain(
      `href="${site}feeds/models/beta/two.atom.xml"`,
    );
    expect(await publishedLayout(world)).toEqual(
      await builtLayout(world, c2, undefined, ['--site-url', site]),
    );

    // Same address again: an incremental push, which reads nothing more than before.
    const again = await publish(world, {
      before: c2,
      after: c2,
      depth: 'full',
      inputs: { 'site-url': site },
    });
    expect(again.code).toBe(0);
    expect(again.stdout).not.toContain('rebuilding the whole layout');
  });
});

describe('a rebuild for another address keeps what a rebuild says', () => {
  let world: World;
  let c1: string;

  beforeEach(async () => {
    world = await createWorld();
    c1 = await commitRecords(world, { 'acme/one': {} }, 'one');
  });
  afterEach(() => world.close());

  it('the summary and a notice say the whole feed was rebuilt, not that its events are new', async () => {
    await publish(world, { before: c1, after: c1, depth: 'full' });
    const c2 = await commitRecords(world, { 'beta/two': {} }, 'two');
    const site = 'https://models.example.org/';
    const run = await publish(world, { before: c1, after: c2, depth: 'full', inputs: { 'site-url': site } });
    expect(run.code).toBe(0);
    // Before: "Published 2 new drift events", of which one was published already.
    expect(run.summary).toContain(
      `Rebuilt the whole feed (the site's address changed to ${site}): 2 drift events in all`,
    );
    expect(run.annotations).toContainEqual({
      level: 'notice',
      message: `Rebuilt the whole drift feed: the site's address changed to ${site}.`,
    });
    expect(await publishedLayout(world)).toEqual(
      await builtLayout(world, c2, undefined, ['--site-url', site]),
    );
  });

  it('a forced push that also changes the address still warns that dropped events stay in the branch history', async () => {
    const c2 = await commitRecords(world, { 'acme/two': { name: 'sk-live-0123456789' } }, 'two');
    await publish(world, { before: c1, after: c2, depth: 'full' });
    const c2b = await commitRecords(world, { 'acme/two': {} }, 'two', { parent: c1 });
    const run = await publish(world, {
      before: c2,
      after: c2b,
      depth: 'full',
      forced: true,
      inputs: { cname: 'models.example.org' },
    });
    expect(run.code).toBe(0);
    // Before: the address change made the layout unknown, and with it the events it had published.
    expect(run.annotations).toContainEqual({
      level: 'warning',
      message: expect.stringMatching(
        new RegExp(
          `^1 published drift event, of ${c2.slice(0, 7)}, is no longer in the feed: .*\\(CNAME is written again from the cname input`,
        ),
      ),
    });
  });

  it('a cname in capitals: the action and build --cname write the same bytes, CNAME included', async () => {
    const run = await publish(world, {
      before: c1,
      after: c1,
      depth: 'full',
      inputs: { cname: 'Models.Example.ORG' },
    });
    expect(run.code).toBe(0);
    const { CNAME: built, ...layout } = await builtLayout(world, c1, undefined, [
      '--cname',
      'Models.Example.ORG',
    ]);
    expect(await publishedLayout(world)).toEqual(layout);
    expect(await onBranch(world, 'gh-pages', 'CNAME')).toBe(built);
    const index = JSON.parse((await onBranch(world, 'gh-pages', 'api/index.json'))!);
    expect(index.site_url).toBe('https://models.example.org/');
    // The same name in other capitals is the same site: no rebuild, only CNAME rewritten.
    const again = await publish(world, {
      before: c1,
      after: c1,
      depth: 'full',
      inputs: { cname: 'models.example.org' },
    });
    expect(again.stdout).not.toContain('rebuilding the whole layout');
    expect(await onBranch(world, 'gh-pages', 'CNAME')).toBe('models.example.org\n');
  });

  it('a late run of an older push with the new address publishes nothing', async () => {
    await publish(world, { before: c1, after: c1, depth: 'full' });
    const c2 = await commitRecords(world, { 'beta/two': {} }, 'two');
    const c3 = await commitRecords(world, { 'beta/three': {} }, 'three');
    const site = { 'site-url': 'https://models.example.org/' };
    expect((await publish(world, { before: c2, after: c3, depth: 'full', inputs: site })).code).toBe(0);
    const pages = await onBranch(world, 'gh-pages', 'drift.json');
    const late = await publish(world, { before: c1, after: c2, depth: 'full', inputs: site });
    expect(late.code).toBe(0);
    expect(late.outputs['pages-commit']).toBe('');
    expect(await onBranch(world, 'gh-pages', 'drift.json')).toBe(pages);
    // And a re-run of the rebuilt push commits nothing.
    const again = await publish(world, { before: c2, after: c3, depth: 'full', inputs: site });
    expect(again.outputs['pages-commit']).toBe('');
  });
});

describe('existingLayout and addressChange', () => {
  const feed = (repository: string) =>
    JSON.stringify({ feed_version: 1, repository, head: 'a'.repeat(40), events: [] });
  const index = (site: string | null) =>
    JSON.stringify({
      catalog_form: 'index',
      counts: { total_records: 0, documented: 0, indexed: 0, by_modality: {} },
      layout_version: LAYOUT_VERSION,
      models: [],
      record_path: 'api/models/{id}.json',
      schema_version: 1,
      ...(site === null ? {} : { site_url: site }),
    });
  const here = { repository: REPOSITORY_URL, siteUrl: 'https://acme.github.io/registry/' };

  it('reads a layout made for these addresses', () => {
    const read = existingLayout(feed(REPOSITORY_URL), index(here.siteUrl), 'gh-pages');
    expect(read).toMatchObject({ repository: REPOSITORY_URL, siteUrl: here.siteUrl });
    expect(addressChange(read as PublishedLayout, here)).toBeNull();
  });

  it.each([
    [
      'a renamed repository',
      feed('https://github.com/acme/old-name'),
      index(here.siteUrl),
      `the repository's address changed to ${REPOSITORY_URL}`,
    ],
    [
      'another site address',
      feed(REPOSITORY_URL),
      index('https://old.example.org/'),
      `the site's address changed to ${here.siteUrl}`,
    ],
    [
      'a branch from before site_url was recorded',
      feed(REPOSITORY_URL),
      index(null),
      "api/index.json did not say which site address its feeds' links were made for",
    ],
  ])('rebuilds for %s, keeping the layout read', (_, drift, idx, reason) => {
    const read = existingLayout(drift, idx, 'gh-pages');
    expect(read).toHaveProperty('head');
    expect(addressChange(read as PublishedLayout, here)).toBe(reason);
  });
});
