// What a consumer reads from a real build: a registry with a merge, a rename, a removal, and a
// commit whose two events name one model, built with the CLI and read as a feed reader would.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import Parser from 'rss-parser';
// @ts-expect-error: a plain .mjs script, typed by its use here
import { growHistory } from '../../scripts/bench/synthetic-history.mjs';
import { entryId } from '../../src/core/render/feed-document.js';
import { startGitHubEmulator } from '../harness/github/server.js';
import { createTestRepo } from '../harness/github/test-repo.js';
import { createRepo, gitEnv, type TestRepo } from '../helpers/git-repo.js';
import { record } from '../helpers/records.js';
import { runCli } from './run-cli.js';

const URL_ = 'https://github.com/acme/registry';
let repo: TestRepo;
let out: string;

function feedFiles(dir: string): string[] {
  const found: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.(atom\.xml|rss\.xml|feed\.json)$/.test(e.name)) found.push(relative(dir, p));
    }
  };
  walk(dir);
  return found.sort();
}

beforeAll(async () => {
  repo = await createRepo('consumer-');
  out = `${repo.dir}-out`;
  const FOO = 'models/acme/foo.toml';
  const NEW = 'models/acme/new.toml';
  const ZETA = 'models/zeta/foo.toml';
  const foo = record('acme', 'foo');
  // zeta/foo.toml holds what later becomes acme/foo (its id is already that).
  const later = record('acme', 'foo', { max: 9 });
  await repo.commit({ [FOO]: foo, [ZETA]: later, 'models/beta/bar.toml': record('beta', 'bar') }, 'add');
  // foo moves to new.toml and breaks there (git reports the rename: the text is alike).
  await repo.commit({ [FOO]: null, [NEW]: `${foo}\nbroken = [\n` }, 'move foo, broken');
  // new.toml goes, and zeta/foo.toml moves to foo.toml unchanged: the feed's acme/foo is removed and
  // another record moves in, two events naming acme/foo (ids <sha>:acme/foo and <sha>:acme/foo#2).
  await repo.commit({ [NEW]: null, [ZETA]: null, [FOO]: later }, 'replace foo');
  await repo.git('checkout', '-q', '-b', 'side');
  await repo.commit({ 'models/beta/bar.toml': record('beta', 'bar', { max: 12 }) }, 'side: bar 12');
  await repo.git('checkout', '-q', 'main');
  await repo.commit({ 'models/beta/baz.toml': record('beta', 'baz') }, 'add baz');
  await repo.git('merge', '-q', '--no-ff', '-m', 'merge side', 'side');
  const built = await runCli(['build', '--root', repo.dir, '--out', out, '--repository-url', URL_], repo.dir);
  expect(built.stderr).toContain('does not parse'); // the broken version, skipped with a warning
  expect(built.code).toBe(0);
}, 60_000);

afterAll(() => {
  repo.cleanup();
  rmSync(out, { recursive: true, force: true });
});

test("two events of one commit naming one model keep distinct ids in every feed (Atom's too)", async () => {
  const drift = JSON.parse(readFileSync(join(out, 'drift.json'), 'utf8'));
  const ids: string[] = drift.events.map((e: { id: string }) => e.id);
  expect(ids.filter((id) => /:acme\/foo(#2)?$/.test(id)).map((id) => id.slice(41))).toEqual(
    expect.arrayContaining(['acme/foo', 'acme/foo#2']),
  );
  const files = feedFiles(out);
  expect(files).toContain('feeds/models/acme/foo.atom.xml');
  const parser = new Parser();
  for (const path of files) {
    const text = readFileSync(join(out, path), 'utf8');
    const itemIds = path.endsWith('.feed.json')
      ? JSON.parse(text).items.map((i: { id: string }) => i.id)
      : (await parser.parseString(text)).items.map((i) => i.guid ?? i.id);
    // A reader keeps one item per id: a repeated id hides an event.
    expect({ path, unique: new Set(itemIds).size }).toEqual({ path, unique: itemIds.length });
    expect(itemIds.every((id: unknown) => typeof id === 'string' && id !== '')).toBe(true);
  }
  const atom = await parser.parseString(readFileSync(join(out, 'feeds/models/acme/foo.atom.xml'), 'utf8'));
  const jsonFeed = JSON.parse(readFileSync(join(out, 'feeds/models/acme/foo.feed.json'), 'utf8'));
  expect(atom.items).toHaveLength(jsonFeed.items.length);
  expect(atom.items.length).toBeGreaterThanOrEqual(3);
});

type Event = { id: string; commit: { date: string } };

/** The catalog's records as the README tells a consumer to read them, whichever form api.json has. */
function readCatalog(site: string): { form: string; ids: string[]; total: number } {
  const read = (p: string) => JSON.parse(readFileSync(join(site, p), 'utf8'));
  const api = read('api.json');
  if (api.catalog_form === undefined)
    return {
      form: 'full',
      ids: api.models.map((r: { model: { id: string } }) => r.model.id),
      total: api.counts.total_records,
    };
  expect(api.catalog_form).toBe('split');
  const index = read(api.index);
  const ids = index.models.map((m: { id: string }) => {
    const r = read(api.record_path.replace('{id}', m.id));
    return r.model.id as string;
  });
  return { form: 'split', ids, total: api.counts.total_records };
}

/** The whole drift history, newest first, by the README's steps: by the page list, or by `older` links. */
function readHistory(site: string, by: 'list' | 'older' | 'every page'): Event[] {
  const read = (p: string) => JSON.parse(readFileSync(join(site, p), 'utf8'));
  const drift = read('drift.json');
  if (!drift.pages) return drift.events;
  const pages: { path: string; events: number }[] = drift.pages;
  if (by === 'every page') return pages.toReversed().flatMap((p) => read(p.path).events);
  const events: Event[] = [...drift.events];
  if (by === 'list') {
    for (const p of pages.slice(0, -2).reverse()) events.push(...read(p.path).events);
    return events;
  }
  let path: string | null = pages.length > 2 ? pages.at(-3)!.path : null;
  while (path !== null) {
    const page = read(path);
    events.push(...page.events);
    path = page.older === null ? null : join(dirname(path), page.older);
  }
  return events;
}

/** A fenced block of the README (the first holding `marker`), as a reader would copy it. */
function readmeBlock(lang: string, marker: string): string {
  const readme = readFileSync(join(process.cwd(), 'README.md'), 'utf8');
  // A block may sit in a list item: its fence's indent is taken off every line.
  for (const [, indent, fence, body] of readme.matchAll(/^( *)```(\w*)\n([\s\S]*?)^\1```/gm))
    if (fence === lang && body!.includes(marker)) return body!.replace(new RegExp(`^${indent}`, 'gm'), '');
  throw new Error(`README.md has no ${lang} block with ${marker}`);
}

/** Runs README code in its own Node process (fetch as a consumer has it); prints what `driver` logs. */
async function runReadmeCode(code: string, driver: string, args: string[]): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'consumer-code-'));
  const file = join(dir, 'client.mjs');
  writeFileSync(file, `${code}\n${driver}\n`);
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [file, ...args], { maxBuffer: 1 << 26 });
    return stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Serves folders over loopback HTTP as GitHub Pages serves a site (`/<name>/…` from `sites[name]`), with
 * a content type by extension; `override` answers some paths another way (a stale cached copy).
 */
async function serve(
  sites: Record<string, string>,
  override: (path: string, query: URLSearchParams) => string | undefined = () => undefined,
): Promise<{ url: string; close: () => Promise<void> }> {
  const types: Record<string, string> = {
    '.json': 'application/json; charset=utf-8',
    '.xml': 'application/xml',
  };
  const server: Server = createServer((req, res) => {
    const asked = new URL(req.url!, 'http://x');
    const path = decodeURIComponent(asked.pathname);
    const [, name, ...rest] = path.split('/');
    const root = sites[name!];
    let body: string | undefined;
    try {
      body =
        override(path, asked.searchParams) ?? (root ? readFileSync(join(root, ...rest), 'utf8') : undefined);
    } catch {}
    if (body === undefined) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[extname(path)] ?? 'text/html' }).end(body);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((ok) => server.close(() => ok())) };
}

test("the README's catalog example runs against a build", async () => {
  const code = readmeBlock('js', 'index.record_path');
  const { url, close } = await serve({ site: out });
  try {
    const printed = await runReadmeCode(
      code.replace("'https://acme.github.io/registry/'", 'process.argv[2]'),
      'console.log(JSON.stringify({ ids: videos.map((m) => m.id), record: record.model.id }));',
      [`${url}/site/`],
    );
    expect(JSON.parse(printed)).toEqual({ ids: ['acme/foo', 'beta/bar', 'beta/baz'], record: 'acme/foo' });
  } finally {
    await close();
  }
});

test("the README's API read of a private registry's drift.json gets it at any size", async () => {
  // Past 1 MB the contents API's JSON form carries no content: GitHub sends the file only as raw
  // (https://github.blog/changelog/2022-05-03-increased-file-size-limit-when-retrieving-file-contents-via-rest-api).
  const origin = await createTestRepo();
  const drift = `${JSON.stringify({ events: [{ id: 'x'.repeat(1_200_000) }], feed_version: 1 }, null, 2)}\n`;
  await origin.commit({ files: { 'drift.json': drift }, branch: 'gh-pages', parent: null });
  const gh = await startGitHubEmulator({
    owner: 'acme',
    repo: 'registry',
    gitDir: origin.dir,
    token: 'secret',
  });
  try {
    const command = readmeBlock('sh', 'contents/drift.json').replace('https://api.github.com', gh.url);
    const { stdout } = await promisify(execFile)('bash', ['-c', command], {
      env: { PATH: process.env.PATH, GITHUB_TOKEN: 'secret' },
      maxBuffer: 1 << 26,
    });
    // Compared by parts, so a failure prints the answer's start rather than 1.2 MB.
    expect(stdout.slice(0, 120)).toBe(drift.slice(0, 120));
    expect(stdout === drift).toBe(true);
  } finally {
    await gh.close();
    await origin.cleanup();
  }
});

describe('a consumer following the README', () => {
  let big: string;
  let bigOut: string;
  let bigEvents: number;
  beforeAll(async () => {
    big = `${repo.dir}-big`;
    bigOut = `${big}-out`;
    const { execFileSync } = await import('node:child_process');
    execFileSync('git', ['init', '-q', '-b', 'main', big], { env: gitEnv() });
    // 800 records of about 12 KB: past api.json's 8 MiB, so the split form; about 3,000 events, 4 pages.
    await growHistory(big, { records: 800, commits: 1300 });
    execFileSync('git', ['-C', big, 'checkout', '-q', 'main'], { env: gitEnv() });
    const built = await runCli(['build', '--root', big, '--out', bigOut, '--repository-url', URL_], big);
    expect(built.code).toBe(0);
    bigEvents = Number(/(\d+) drift events/.exec(built.stdout)![1]);
    // Two earlier publishes of the same branch: 150 commits back (about 300 events: the open page
    // closes and drift.json's window moves on a page), and 20 back (fewer than a feed holds).
    for (const [rev, dir] of [
      ['main~150', `${bigOut}-150`],
      ['main~20', `${bigOut}-20`],
    ] as const) {
      const earlier = await runCli(
        ['build', '--root', big, '--out', dir, '--rev', rev, '--repository-url', URL_],
        big,
      );
      expect(earlier.code).toBe(0);
    }
  }, 120_000);
  afterAll(() => {
    rmSync(big, { recursive: true, force: true });
    for (const dir of [bigOut, `${bigOut}-150`, `${bigOut}-20`])
      rmSync(dir, { recursive: true, force: true });
  });

  test('reads every record in either form of the catalog', () => {
    const small = readCatalog(out);
    expect(small).toMatchObject({ form: 'full', total: 3 });
    expect(small.ids).toEqual(['acme/foo', 'beta/bar', 'beta/baz']);
    const large = readCatalog(bigOut);
    expect(large.form).toBe('split');
    expect(large.ids).toHaveLength(800);
    expect(large.total).toBe(800);
    expect(new Set(large.ids).size).toBe(800);
  });

  test('walks the whole drift history with no gap and no repeat, newest first, by either path', () => {
    const drift = JSON.parse(readFileSync(join(bigOut, 'drift.json'), 'utf8'));
    expect(drift.pages.length).toBeGreaterThan(2);
    const byList = readHistory(bigOut, 'list');
    expect(byList).toHaveLength(bigEvents);
    expect(new Set(byList.map((e) => e.id)).size).toBe(bigEvents);
    // One commit an hour: newest first means commit dates never rise.
    const dates = byList.map((e) => Date.parse(e.commit.date));
    expect(dates.every((d, i) => i === 0 || d <= dates[i - 1]!)).toBe(true);
    expect(readHistory(bigOut, 'older').map((e) => e.id)).toEqual(byList.map((e) => e.id));
    expect(readHistory(bigOut, 'every page').map((e) => e.id)).toEqual(byList.map((e) => e.id));
    // The small registry: one page, drift.json alone.
    const small = readHistory(out, 'list');
    expect(JSON.parse(readFileSync(join(out, 'drift.json'), 'utf8')).pages).toBeUndefined();
    expect(small.length).toBeGreaterThan(5);
    expect(new Set(small.map((e) => e.id)).size).toBe(small.length);
  });

  test("the README's history client reads every event once across a publish that moves a page boundary", async () => {
    const before = JSON.parse(readFileSync(join(`${bigOut}-150`, 'drift.json'), 'utf8'));
    const after = JSON.parse(readFileSync(join(bigOut, 'drift.json'), 'utf8'));
    expect(after.pages.length).toBe(before.pages.length + 1); // a page closed, the window moved on
    const code = readmeBlock('js', 'async function newEvents');
    // A cached copy of a closed page from before it closed: its newest events are not in it yet.
    const page2 = join(bigOut, 'drift/pages/000002.json');
    const stale = (path: string) => {
      if (path !== '/stale/drift/pages/000002.json') return undefined;
      const page = JSON.parse(readFileSync(page2, 'utf8'));
      return JSON.stringify({ ...page, events: page.events.slice(1), newer: null });
    };
    // A cache still serving the earlier drift.json at its plain address; past it (a new query), the new one.
    const cachedHead = (path: string, query: URLSearchParams) =>
      path === '/cached/drift.json' && !query.has('v')
        ? readFileSync(join(`${bigOut}-150`, 'drift.json'), 'utf8')
        : undefined;
    const { url, close } = await serve(
      { before: `${bigOut}-150`, after: bigOut, stale: bigOut, cached: bigOut },
      (path, query) => stale(path) ?? cachedHead(path, query),
    );
    try {
      const driver = `
        const [before, after, stale] = process.argv.slice(2);
        const ids = (r) => ({ ids: r.events.map((e) => e.id), rewritten: r.rewritten });
        const first = await newEvents(before, null);
        const second = await newEvents(after, first.events[0].id);
        const gone = await newEvents(before, '${'f'.repeat(40)}:lab-0/model-0');
        const cached = await newEvents(stale, first.events.at(-1).id).then(() => 'read', (e) => e.message);
        const olderCopy = await newEvents(cachedSite, second.events[0].id);
        console.log(JSON.stringify({ first: ids(first), second: ids(second), gone: ids(gone), cached, olderCopy: ids(olderCopy) }));`;
      const printed = JSON.parse(
        await runReadmeCode(
          code,
          driver.replace('[before, after, stale]', '[before, after, stale, cachedSite]'),
          [`${url}/before/`, `${url}/after/`, `${url}/stale/`, `${url}/cached/`],
        ),
      );
      // An older cached drift.json lacks the newest kept id: no rewrite, nothing new (it read "rewritten").
      expect(printed.olderCopy).toEqual({ ids: [], rewritten: false });
      const whole = readHistory(bigOut, 'list').map((e) => e.id);
      expect(printed.first).toEqual({
        ids: readHistory(`${bigOut}-150`, 'list').map((e) => e.id),
        rewritten: false,
      });
      expect(printed.second.rewritten).toBe(false);
      expect(printed.second.ids.length).toBeGreaterThan(1000 - before.pages.at(-1).events);
      // The new events on top of the kept ones: the whole history, each event once, in order.
      expect([...printed.second.ids, ...printed.first.ids]).toEqual(whole);
      // A kept event the feed no longer has (a forced push rewrote it): the whole history, flagged.
      expect(printed.gone).toEqual({
        ids: readHistory(`${bigOut}-150`, 'list').map((e) => e.id),
        rewritten: true,
      });
      expect(printed.cached).toMatch(/000002\.json/);
    } finally {
      await close();
    }
  });

  test("the README's catalog mirror fetches exactly the records whose file changed", async () => {
    const code = readmeBlock('js', 'async function syncCatalog');
    // A cache still serving every model file as it was 150 commits back at its plain address.
    const oldFiles = (path: string, query: URLSearchParams) => {
      if (!path.startsWith('/after/api/models/') || query.has('v')) return undefined;
      try {
        return readFileSync(join(`${bigOut}-150`, path.slice('/after/'.length)), 'utf8');
      } catch {
        return undefined;
      }
    };
    const { url, close } = await serve({ before: `${bigOut}-150`, after: bigOut }, oldFiles);
    try {
      const driver = `
        const [before, after] = process.argv.slice(2);
        const mirror = new Map();
        const first = await syncCatalog(before, mirror);
        const second = await syncCatalog(after, mirror);
        const records = Object.fromEntries([...mirror].map(([id, m]) => [id, JSON.stringify(m.record)]));
        console.log(JSON.stringify({ first, second, records }));`;
      const printed = JSON.parse(await runReadmeCode(code, driver, [`${url}/before/`, `${url}/after/`]));
      const index = (dir: string) => JSON.parse(readFileSync(join(dir, 'api/index.json'), 'utf8'));
      const file = (dir: string, path: string) => readFileSync(join(dir, path), 'utf8');
      const was = new Map<string, { path: string }>(
        index(`${bigOut}-150`).models.map((m: { id: string }) => [m.id, m]),
      );
      const now: { id: string; path: string }[] = index(bigOut).models;
      expect(printed.first).toHaveLength(was.size);
      const changed = now
        .filter((m) => !was.has(m.id) || file(`${bigOut}-150`, was.get(m.id)!.path) !== file(bigOut, m.path))
        .map((m) => m.id);
      expect(changed.length).toBeGreaterThan(50);
      expect(printed.second).toEqual(changed);
      expect(printed.records).toEqual(
        Object.fromEntries(now.map((m) => [m.id, JSON.stringify(JSON.parse(file(bigOut, m.path)))])),
      );
    } finally {
      await close();
    }
  });

  test('a feed reader polling the registry-wide feeds sees each event once as items roll out', async () => {
    const parser = new Parser();
    type Ev = { id: string; commit: { url: string }; model: { id: string } };
    const poll = async (dir: string) => {
      const read = (p: string) => readFileSync(join(dir, p), 'utf8');
      return {
        rss: (await parser.parseString(read('drift.rss.xml'))).items.map((i) => i.guid),
        atom: (await parser.parseString(read('drift.atom.xml'))).items.map((i) => i.id),
        json: JSON.parse(read('drift.feed.json')).items.map((i: { id: string }) => i.id),
      };
    };
    const events = (dir: string): Ev[] => JSON.parse(readFileSync(join(dir, 'drift.json'), 'utf8')).events;
    const earlier = events(`${bigOut}-20`);
    const later = events(bigOut);
    const added = later.slice(
      0,
      later.findIndex((e) => e.id === earlier[0]!.id),
    );
    expect(added.length).toBeGreaterThan(20);
    expect(added.length).toBeLessThan(100); // the reader polls more often than 100 events happen
    const asItem = { rss: (e: Ev) => e.id, atom: (e: Ev) => entryId(e as never), json: (e: Ev) => e.id };
    const first = await poll(`${bigOut}-20`);
    const second = await poll(bigOut);
    for (const format of ['rss', 'atom', 'json'] as const) {
      const item = asItem[format];
      expect(first[format]).toEqual(earlier.slice(0, 100).map(item));
      expect(second[format]).toEqual(later.slice(0, 100).map(item));
      const seen = new Set<string>(first[format]);
      // New items are exactly the new events, newest first; the rest were seen and only roll out.
      expect(second[format].filter((id: string) => !seen.has(id))).toEqual(added.map(item));
      expect(second[format].slice(added.length)).toEqual(first[format].slice(0, 100 - added.length));
    }
  });
});
