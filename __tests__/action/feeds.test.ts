// The feeds end to end: the built bundle publishes Atom and JSON Feed files for the registry, every
// model and every lab; a push that removes a model keeps its feeds while the removal is in the
// window; site-url sets the self links.
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Parser from 'rss-parser';
import { testIf } from '../harness/prerequisite.js';
import { cli } from '../helpers/cli-in-process.js';
import { record } from '../helpers/records.js';
import { builtLayout, publishedLayout } from './layout-compare.js';
import {
  checkoutOf,
  commitRecords,
  createWorld,
  onBranch,
  publish,
  REPOSITORY_URL,
  type World,
} from './push-setup.js';

const ZERO = '0'.repeat(40);
const SITE = 'https://acme.github.io/registry/';
const xmllint = !spawnSync('xmllint', ['--version']).error;

describe('feeds on the pages branch', () => {
  let world: World;
  let c1: string;
  let c2: string;

  beforeAll(async () => {
    world = await createWorld();
    c1 = await world.origin.commit({
      files: {
        'models/acme/one.toml': record('acme', 'one', { name: 'One <script>alert(1)</script>' }),
        'models/beta/two.toml': record('beta', 'two'),
      },
      message: 'add one and two',
    });
  });
  afterAll(() => world.close());

  it('the bundle publishes every feed, each parsed by a feed client, linked to the default site address', async () => {
    const run = await publish(world, { before: ZERO, after: c1, depth: 'full', via: 'dist' });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const paths = [
      'drift.atom.xml',
      'feeds/models/acme/one.atom.xml',
      'feeds/models/beta/two.atom.xml',
      'feeds/labs/acme.atom.xml',
      'feeds/labs/beta.atom.xml',
    ];
    for (const path of paths) {
      const xml = await onBranch(world, 'gh-pages', path);
      expect(xml).not.toBeNull();
      const feed = await new Parser().parseString(xml!);
      expect(feed.feedUrl).toBe(`${SITE}${path}`);
      const json = JSON.parse((await onBranch(world, 'gh-pages', path.replace('.atom.xml', '.feed.json')))!);
      expect(json.version).toBe('https://jsonfeed.org/version/1.1');
      expect(json.feed_url).toBe(`${SITE}${path.replace('.atom.xml', '.feed.json')}`);
      // The same items in both formats, in the same order.
      expect(feed.items.map((i) => i.title)).toEqual(json.items.map((i: { title: string }) => i.title));
      expect(feed.items.length).toBeGreaterThan(0);
    }
    const one = JSON.parse((await onBranch(world, 'gh-pages', 'feeds/models/acme/one.feed.json'))!);
    expect(one.items).toHaveLength(1);
    expect(one.items[0].title).toBe('One <script>alert(1)</script>: added');
    expect(one.items[0].content_html).toContain('<li>Tasks: <bdi>text to video</bdi></li>');
    expect(one.items[0]._model_registry.id).toBe(`${c1}:acme/one`);
    const rss = await new Parser().parseString((await onBranch(world, 'gh-pages', 'drift.rss.xml'))!);
    expect(rss.items.map((i) => i.guid).sort()).toEqual([`${c1}:acme/one`, `${c1}:beta/two`]);
  });

  testIf(xmllint, 'xmllint (Debian package libxml2-utils)')(
    'every XML feed on the branch is well-formed',
    async () => {
      const listing = (await world.origin.git('ls-tree', '-r', '--name-only', 'gh-pages')).split('\n');
      const xml = listing.filter((p) => p.endsWith('.xml'));
      expect(xml.length).toBe(6);
      for (const path of xml) {
        const run = spawnSync('xmllint', ['--noout', '-'], {
          input: (await onBranch(world, 'gh-pages', path)) ?? '',
        });
        expect(run.stderr.toString()).toBe('');
        expect(run.status).toBe(0);
      }
    },
  );

  it("a push that removes a model keeps its feeds (and its emptied lab's) with the removal on top; equals a full build", async () => {
    c2 = await commitRecords(world, { 'beta/two': null, 'acme/one': { max: 12 } }, 'drop two; one: 12 s');
    const run = await publish(world, { before: c1, after: c2, depth: 'full' });
    expect(run.code).toBe(0);
    // A subscriber reads that the model left; the feeds go once its events leave drift.json's window.
    for (const path of ['feeds/models/beta/two.feed.json', 'feeds/labs/beta.feed.json']) {
      const feed = JSON.parse((await onBranch(world, 'gh-pages', path))!);
      expect(feed.items[0]).toMatchObject({ id: `${c2}:beta/two`, title: 'two model: removed' });
    }
    const atom = await new Parser().parseString(
      (await onBranch(world, 'gh-pages', 'feeds/models/beta/two.atom.xml'))!,
    );
    expect(atom.items[0]!.title).toBe('two model: removed');
    const one = JSON.parse((await onBranch(world, 'gh-pages', 'feeds/models/acme/one.feed.json'))!);
    expect(one.items.map((i: { id: string }) => i.id)).toEqual([`${c2}:acme/one`, `${c1}:acme/one`]);
    expect(one.items[0].content_html).toContain('→ <bdi>');
    expect(await publishedLayout(world)).toEqual(await builtLayout(world, c2));
  });

  it('the site-url input sets the self links; a malformed one fails before publishing', async () => {
    const c3 = await commitRecords(world, { 'acme/one': { max: 14 } }, 'one: 14 s');
    const bad = await publish(world, {
      before: c2,
      after: c3,
      depth: 'full',
      inputs: { 'site-url': 'models.example.com' },
    });
    expect(bad.code).not.toBe(0);
    expect(`${bad.stdout}${bad.stderr}`).toMatch(/site-url must be an absolute http\(s\) address/);
    const run = await publish(world, {
      before: c2,
      after: c3,
      depth: 'full',
      inputs: { 'site-url': 'https://models.example.com/registry' },
    });
    expect(run.code).toBe(0);
    const drift = JSON.parse((await onBranch(world, 'gh-pages', 'drift.feed.json'))!);
    expect(drift.feed_url).toBe('https://models.example.com/registry/drift.feed.json');
    expect(drift.home_page_url).toBe('https://models.example.com/registry/drift.html');
    const one = JSON.parse((await onBranch(world, 'gh-pages', 'feeds/models/acme/one.feed.json'))!);
    expect(one.feed_url).toBe('https://models.example.com/registry/feeds/models/acme/one.feed.json');
  });

  it('build --site-url sets the self links; a malformed one is a usage error', async () => {
    const cwd = await checkoutOf(world, c1, 'full');
    const out = join(world.scratch, 'cli-site');
    const args = ['build', '--root', cwd, '--out', out, '--repository-url', REPOSITORY_URL];
    expect(await cli([...args, '--site-url', 'https://models.example.com'], cwd)).toMatchObject({
      code: 0,
      stderr: '',
    });
    const drift = JSON.parse(await readFile(join(out, 'drift.feed.json'), 'utf8'));
    expect(drift.feed_url).toBe('https://models.example.com/drift.feed.json');
    expect(await readFile(join(out, 'feeds/labs/beta.atom.xml'), 'utf8')).toContain(
      '<link rel="self" type="application/atom+xml" href="https://models.example.com/feeds/labs/beta.atom.xml"/>',
    );
    const bad = await cli([...args, '--site-url', 'models.example.com'], cwd);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--site-url must be an absolute http\(s\) address/);
    // Before: written as self links https://models.example.com/?/drift.atom.xml.
    const query = await cli([...args, '--site-url', 'https://models.example.com/?'], cwd);
    expect(query.code).toBe(2);
    expect(query.stderr).toMatch(
      /^model-registry: --site-url must be the site's address without a query \(\?…\) or fragment \(#…\), got "https:\/\/models\.example\.com\/\?"/,
    );
    const secret = await cli([...args, '--site-url', 'https://u:SECRETTOKEN@models.example.com/'], cwd);
    expect(secret.code).toBe(2);
    expect(secret.stderr).toMatch(/^model-registry: --site-url must not hold credentials \(user:password@\)/);
    expect(secret.stderr).not.toContain('SECRETTOKEN');
  });
});

describe('a rename', () => {
  let world: World;
  afterAll(() => world.close());

  it("the old id's and old lab's feeds keep the names the record had; incremental equals a full build", async () => {
    world = await createWorld();
    const named = (lab: string, labName: string, name: string, max?: number) =>
      record(lab, 'one', { name, ...(max ? { max } : {}) }).replace(`lab = "${lab}"`, `lab = "${labName}"`);
    const c1 = await world.origin.commit({
      files: { 'models/acme/one.toml': named('acme', 'Acme', 'One') },
      message: 'one',
    });
    await publish(world, { before: ZERO, after: c1, depth: 'full' });
    // The lab renamed (slug and name) and the model renamed with it: one model moving.
    const c2 = await world.origin.commit({
      files: {
        'models/acme/one.toml': null,
        'models/northwind/one.toml': named('northwind', 'Northwind', 'One Two', 10),
      },
      message: 'acme is northwind now',
    });
    const run = await publish(world, { before: c1, after: c2, depth: 'full' });
    expect(run.code).toBe(0);
    const feed = async (path: string) => JSON.parse((await onBranch(world, 'gh-pages', path))!);
    const old = await feed('feeds/models/acme/one.feed.json');
    expect(old.title).toBe('One (acme/one): acme/registry drift');
    expect(old.items.map((i: { id: string }) => i.id)).toEqual([`${c2}:northwind/one`, `${c1}:acme/one`]);
    const oldLab = await feed('feeds/labs/acme.feed.json');
    expect(oldLab.title).toBe('Acme (acme): acme/registry drift');
    expect(oldLab.home_page_url).toBe(`${SITE}drift.html?lab=Acme`);
    expect((await feed('feeds/models/northwind/one.feed.json')).title).toBe(
      'One Two (northwind/one): acme/registry drift',
    );
    expect((await feed('feeds/labs/northwind.feed.json')).title).toBe(
      'Northwind (northwind): acme/registry drift',
    );
    expect(await publishedLayout(world)).toEqual(await builtLayout(world, c2));
  });
});

describe("a lab whose records spell the lab's name differently", () => {
  let world: World;
  afterAll(() => world.close());
  const spelled = (slug: string, lab: string, max?: number) =>
    record('acme', slug, max ? { max } : {}).replace('lab = "acme"', `lab = "${lab}"`);
  const labFeed = async () => JSON.parse((await onBranch(world, 'gh-pages', 'feeds/labs/acme.feed.json'))!);

  it('is named as most of its models spell it, ties by code-point order, whichever model comes first', async () => {
    world = await createWorld();
    // acme/a comes first by id but spells it the way fewer models do.
    const c1 = await world.origin.commit({
      files: {
        'models/acme/a.toml': spelled('a', 'ACME'),
        'models/acme/b.toml': spelled('b', 'Acme Labs'),
        'models/acme/c.toml': spelled('c', 'Acme Labs'),
      },
      message: 'three models, two spellings',
    });
    expect((await publish(world, { before: ZERO, after: c1, depth: 'full' })).code).toBe(0);
    let feed = await labFeed();
    expect(feed.title).toBe('Acme Labs (acme): acme/registry drift');
    expect(feed.home_page_url).toBe(`${SITE}index.html?lab=Acme+Labs`);
    // One each, "acme" first by id: "Acme Labs" is first in code-point order ("A" < "a").
    const c2 = await world.origin.commit({
      files: { 'models/acme/a.toml': spelled('a', 'acme', 9), 'models/acme/c.toml': null },
      message: 'a: acme; c leaves',
    });
    expect((await publish(world, { before: c1, after: c2, depth: 'full' })).code).toBe(0);
    expect((await labFeed()).title).toBe('Acme Labs (acme): acme/registry drift');
    // A spelling change that makes another tie renames the lab's feed on an incremental push too.
    const c3 = await world.origin.commit({
      files: { 'models/acme/b.toml': spelled('b', 'ACME', 9) },
      message: 'b: ACME',
    });
    expect((await publish(world, { before: c2, after: c3, depth: 'full' })).code).toBe(0);
    feed = await labFeed();
    expect(feed.title).toBe('ACME (acme): acme/registry drift');
    expect(feed.home_page_url).toBe(`${SITE}index.html?lab=ACME`);
    expect(await publishedLayout(world)).toEqual(await builtLayout(world, c3));
  });
});

describe("a commit that only reorders a record's sources", () => {
  let world: World;
  afterAll(() => world.close());

  it("moves the model's `updated` in api/index.json to it, with no event; incremental equals a full build", async () => {
    world = await createWorld();
    const base = record('acme', 'one');
    const docs = base.slice(base.indexOf('[[sources]]'));
    const blog = docs.replaceAll('docs', 'blog');
    const c1 = await world.origin.commit({
      files: { 'models/acme/one.toml': `${base}\n${blog}` },
      message: 'one, with a blog post',
    });
    expect((await publish(world, { before: ZERO, after: c1, depth: 'full' })).code).toBe(0);
    const c2 = await world.origin.commit({
      files: { 'models/acme/one.toml': `${base.replace(docs, `${blog}\n${docs}`)}` },
      message: 'one: the blog post first',
    });
    const run = await publish(world, { before: c1, after: c2, depth: 'full' });
    expect(run.code).toBe(0);
    expect(run.outputs['events-count']).toBe('0');
    const index = JSON.parse((await onBranch(world, 'gh-pages', 'api/index.json'))!);
    expect(index.models[0].updated.sha).toBe(c2);
    const file = JSON.parse((await onBranch(world, 'gh-pages', 'api/models/acme/one.json'))!);
    expect(file.sources.map((s: { id: string }) => s.id)).toEqual(['blog', 'docs']);
    expect(await publishedLayout(world)).toEqual(await builtLayout(world, c2));
    // A commit that changes only the TOML's layout changes no published byte: `updated` stays.
    const c3 = await world.origin.commit({
      files: { 'models/acme/one.toml': `# reordered\n${base.replace(docs, `${blog}\n${docs}`)}` },
      message: 'one: a comment',
    });
    expect((await publish(world, { before: c2, after: c3, depth: 'full' })).code).toBe(0);
    const after = JSON.parse((await onBranch(world, 'gh-pages', 'api/index.json'))!);
    expect(after.models[0].updated.sha).toBe(c2);
    expect(await publishedLayout(world)).toEqual(await builtLayout(world, c3));
  });
});

describe('a model removed, then added again with another status', () => {
  let world: World;
  afterAll(() => world.close());

  it("its first item never shows the record it came back with; each push's feeds equal a full build", async () => {
    world = await createWorld();
    const c1 = await commitRecords(world, { 'acme/one': {}, 'acme/two': {} }, 'add one and two');
    expect((await publish(world, { before: ZERO, after: c1, depth: 'full' })).code).toBe(0);
    const item = async (path: string, id: string) => {
      const feed = JSON.parse((await onBranch(world, 'gh-pages', path))!);
      return feed.items.find((i: { id: string }) => i.id === id).content_html as string;
    };
    const rssItem = async (guid: string) =>
      (await onBranch(world, 'gh-pages', 'drift.rss.xml'))!.split('<item>').find((i) => i.includes(guid))!;
    const feeds = ['feeds/models/acme/one.feed.json', 'feeds/labs/acme.feed.json', 'drift.feed.json'];
    for (const path of feeds) expect(await item(path, `${c1}:acme/one`)).toContain('<bdi>available</bdi>');

    // The push that removes it rewrites the item published with its summary, in every feed holding it.
    const c2 = await commitRecords(world, { 'acme/one': null }, 'retire one');
    const removed = await publish(world, { before: c1, after: c2, depth: 'full' });
    expect(removed.outputs['events-count']).toBe('1'); // a push, not a rebuild
    for (const path of feeds)
      expect(await item(path, `${c1}:acme/one`)).toContain(
        '<p>Model added at <code>models/acme/one.toml</code>. It was removed later.</p>',
      );
    expect(await rssItem(`${c1}:acme/one`)).toContain(
      '<description>model added at models/acme/one.toml; removed later</description>',
    );
    expect(await publishedLayout(world)).toEqual(await builtLayout(world, c2));

    const c3 = await commitRecords(world, { 'acme/one': { status: 'preview' } }, 'bring one back as preview');
    const back = await publish(world, { before: c2, after: c3, depth: 'full' });
    expect(back.outputs['events-count']).toBe('1');
    for (const path of feeds) {
      const first = await item(path, `${c1}:acme/one`);
      expect(first).toContain('It was removed later and added again in a newer item.');
      expect(first).not.toContain('preview');
      expect(await item(path, `${c3}:acme/one`)).toContain('<li>Status: <bdi>preview</bdi>;');
    }
    expect(await rssItem(`${c1}:acme/one`)).toContain(
      '<description>model added at models/acme/one.toml; removed later and added again in a newer item</description>',
    );
    expect(await publishedLayout(world)).toEqual(await builtLayout(world, c3));
  });
});
