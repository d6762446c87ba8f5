// Every model's feed names the site's address (its self link) and the repository's (its commits'
// links), and a push rewrites only the models it touches. So a push whose addresses differ from
// those the published layout was made for (a new site-url or cname, a renamed repository) must
// rebuild it all, or the untouched models' feeds keep the old address and the branch no longer
// equals a full build. In-process runs against the REST emulator, with real git.
import { LAYOUT_VERSION } from '../../src/core/layout/catalog-index.js';
import { existingLayout } from '../../src/shell/action/publish.js';
import { record } from '../helpers/records.js';
import { builtLayout, publishedLayout } from './layout-compare.js';
import { createWorld, onBranch, publish, REPOSITORY_URL, type World } from './push-setup.js';

describe('a push for another site address', () => {
  let world: World;
  let c1: string;

  beforeAll(async () => {
    world = await createWorld();
    c1 = await world.origin.commit({
      files: { 'models/acme/one.toml': record('acme', 'one'), 'models/beta/two.toml': record('beta', 'two') },
      message: 'add two models',
    });
  });
  afterAll(() => world.close());

  it('records the address in api/index.json and rebuilds every feed when it changes', async () => {
    const first = await publish(world, { before: c1, after: c1, depth: 'full' });
    expect(first.code).toBe(0);
    const before = JSON.parse((await onBranch(world, 'gh-pages', 'api/index.json'))!);
    expect(before.site_url).toBe('https://acme.github.io/registry/');

    const c2 = await world.origin.commit({
      files: { 'models/acme/one.toml': record('acme', 'one', { name: 'One, renamed' }) },
      message: 'edit one',
    });

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

describe('existingLayout', () => {
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
    expect(existingLayout(feed(REPOSITORY_URL), index(here.siteUrl), 'gh-pages', here)).toMatchObject({
      repository: REPOSITORY_URL,
      siteUrl: here.siteUrl,
    });
  });

  it.each([
    ['a renamed repository', feed('https://github.com/acme/old-name'), index(here.siteUrl)],
    ['another site address', feed(REPOSITORY_URL), index('https://old.example.org/')],
    ['a branch from before site_url was recorded', feed(REPOSITORY_URL), index(null)],
  ])('rebuilds for %s', (_, drift, idx) => {
    expect(existingLayout(drift, idx, 'gh-pages', here)).toBeNull();
  });
});
