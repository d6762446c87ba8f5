// The cname input: GitHub Pages keeps a branch-published site's custom domain in the branch's CNAME
// file, so a pages branch deleted by hand (to drop a leaked secret's history) or published for the
// first time would lose the domain. With the input, every publish leaves CNAME holding it; without
// it, a CNAME already on the branch is kept. In-process runs against the REST emulator, with real git.
import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DriftEvent } from '../../src/core/types.js';
import { droppedNote } from '../../src/shell/action/publish.js';
import { cli } from '../helpers/cli-in-process.js';
import { record } from '../helpers/records.js';
import {
  checkoutOf,
  commitRecords,
  createWorld,
  onBranch,
  pagesLog,
  publish,
  REPOSITORY_URL,
  type World,
} from './push-setup.js';

describe('the cname input', () => {
  let world: World;
  let c1: string;
  let c2: string;

  beforeAll(async () => {
    world = await createWorld();
    c1 = await world.origin.commit({
      files: { 'models/acme/one.toml': record('acme', 'one'), 'README.md': '# r\n' },
      message: 'add one',
    });
  });
  afterAll(() => world.close());

  it('a first publish writes CNAME, and the feeds link the custom domain', async () => {
    const run = await publish(world, {
      before: c1,
      after: c1,
      depth: 'full',
      inputs: { cname: 'models.example.org' },
    });
    expect(run.code).toBe(0);
    expect(run.outputs['pages-commit']).toBe((await pagesLog(world))[0]);
    expect(await onBranch(world, 'gh-pages', 'CNAME')).toBe('models.example.org\n');
    // The site is served at the domain's root: GitHub redirects <owner>.github.io/<repo>/ there.
    const feed = JSON.parse((await onBranch(world, 'gh-pages', 'drift.feed.json'))!);
    expect(feed.feed_url).toBe('https://models.example.org/drift.feed.json');
    expect(feed.home_page_url).toBe('https://models.example.org/drift.html');
    expect(await onBranch(world, 'gh-pages', 'drift.atom.xml')).toContain(
      '<link rel="self" type="application/atom+xml" href="https://models.example.org/drift.atom.xml"/>',
    );
    expect(world.gh.violations).toEqual([]);
  });

  it('a re-run that finds CNAME already right commits nothing', async () => {
    const tip = (await pagesLog(world))[0];
    const commits = world.gh.count('POST', '/repos/{owner}/{repo}/git/commits');
    const run = await publish(world, {
      before: c1,
      after: c1,
      depth: 'full',
      inputs: { cname: 'models.example.org' },
    });
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ 'events-count': '0', 'pages-commit': '' });
    expect((await pagesLog(world))[0]).toBe(tip);
    expect(world.gh.count('POST', '/repos/{owner}/{repo}/git/commits')).toBe(commits);
  });

  it('a re-run writes CNAME again when someone changed it, and a push writes a new cname', async () => {
    await world.origin.commit({
      branch: 'gh-pages',
      files: { CNAME: 'old.example.org\n' },
      message: 'hand edit',
    });
    const run = await publish(world, {
      before: c1,
      after: c1,
      depth: 'full',
      inputs: { cname: 'models.example.org' },
    });
    expect(run.outputs['pages-commit']).toBe((await pagesLog(world))[0]);
    expect(await onBranch(world, 'gh-pages', 'CNAME')).toBe('models.example.org\n');
    c2 = await commitRecords(world, { 'acme/one': { max: 12 } }, 'one: 12 s');
    const next = await publish(world, {
      before: c1,
      after: c2,
      depth: 'shallow',
      inputs: { cname: 'www.models.example.org' },
    });
    expect(next.code).toBe(0);
    expect(await onBranch(world, 'gh-pages', 'CNAME')).toBe('www.models.example.org\n');
  });

  it('without the input, the CNAME on the branch is kept, by a push and by a full rebuild', async () => {
    const c3 = await commitRecords(world, { 'acme/two': {} }, 'add two');
    // The same address the layout was made for (with the input it was the domain's): an incremental
    // push, not the rebuild a new address asks for.
    const inputs = { 'site-url': 'https://www.models.example.org/' };
    const run = await publish(world, { before: c2, after: c3, depth: 'full', inputs });
    expect(run.outputs['events-count']).toBe('1');
    expect(run.stdout).not.toContain('rebuilding the whole layout');
    expect(await onBranch(world, 'gh-pages', 'CNAME')).toBe('www.models.example.org\n');
    // drift.json gone: the next run rebuilds the whole layout on top of the branch.
    await world.origin.commit({ branch: 'gh-pages', files: { 'drift.json': null }, message: 'damage' });
    const rebuilt = await publish(world, { before: c2, after: c3, depth: 'full', inputs });
    expect(rebuilt.outputs['events-count']).toBe('3');
    expect(await onBranch(world, 'gh-pages', 'drift.json')).not.toBeNull();
    expect(await onBranch(world, 'gh-pages', 'CNAME')).toBe('www.models.example.org\n');
  });

  it('the pages branch deleted by hand: the rebuild writes CNAME from the input', async () => {
    await world.origin.git('branch', '-D', 'gh-pages');
    const head = (await world.origin.git('rev-parse', 'main')).trim();
    const run = await publish(world, {
      before: head,
      after: head,
      depth: 'full',
      inputs: { cname: 'models.example.org' },
    });
    expect(run.code).toBe(0);
    expect(await pagesLog(world)).toHaveLength(1); // a new branch, its history gone
    expect(await onBranch(world, 'gh-pages', 'CNAME')).toBe('models.example.org\n');
    expect(run.outputs['events-count']).toBe('3');
  });

  it("site-url, when given too, names the feeds' address", async () => {
    const head = (await world.origin.git('rev-parse', 'main')).trim();
    await world.origin.git('branch', '-D', 'gh-pages');
    const run = await publish(world, {
      before: head,
      after: head,
      depth: 'full',
      inputs: { cname: 'models.example.org', 'site-url': 'https://cdn.example.net/registry' },
    });
    expect(run.code).toBe(0);
    expect(await onBranch(world, 'gh-pages', 'CNAME')).toBe('models.example.org\n');
    const feed = JSON.parse((await onBranch(world, 'gh-pages', 'drift.feed.json'))!);
    expect(feed.feed_url).toBe('https://cdn.example.net/registry/drift.feed.json');
  });

  it('the warning after a rewrite says whether the rebuilt branch gets its CNAME back', () => {
    const gone = { id: `${'a'.repeat(40)}:acme/one`, commit: { sha: 'a'.repeat(40) } } as DriftEvent;
    expect(droppedNote('gh-pages', [gone], [], 'models.example.org')).toMatch(
      /delete the gh-pages branch and run the workflow again, which rebuilds it without that history \(CNAME is written again from the cname input; keep a copy of any other file of your own\)\.$/,
    );
    expect(droppedNote('gh-pages', [gone], [])).toMatch(
      /\(keep a copy of any file of your own; for a custom domain, set the cname input first, or its CNAME file is lost with the branch\)\.$/,
    );
  });

  it('build --cname writes CNAME into --out and links the domain; without it a CNAME there stays', async () => {
    const cwd = await checkoutOf(world, c1, 'full');
    const out = join(world.scratch, 'cli-cname');
    const args = ['build', '--root', cwd, '--out', out, '--repository-url', REPOSITORY_URL];
    expect(await cli([...args, '--cname', 'models.example.org'], cwd)).toMatchObject({ code: 0, stderr: '' });
    expect(await readFile(join(out, 'CNAME'), 'utf8')).toBe('models.example.org\n');
    const feed = JSON.parse(await readFile(join(out, 'drift.feed.json'), 'utf8'));
    expect(feed.feed_url).toBe('https://models.example.org/drift.feed.json');
    // Built again with the same domain: CNAME is left as it is, not rewritten.
    const before = (await stat(join(out, 'CNAME'))).mtimeMs;
    expect((await cli([...args, '--cname', 'models.example.org'], cwd)).code).toBe(0);
    expect((await stat(join(out, 'CNAME'))).mtimeMs).toBe(before);
    await writeFile(join(out, 'CNAME'), 'mine.example.org\n');
    expect((await cli(args, cwd)).code).toBe(0);
    expect(await readFile(join(out, 'CNAME'), 'utf8')).toBe('mine.example.org\n');
    const bad = await cli([...args, '--cname', 'https://models.example.org'], cwd);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(
      /--cname must be a host name such as models\.example\.org, got "https:\/\/models\.example\.org": it has a scheme/,
    );
  });
});
