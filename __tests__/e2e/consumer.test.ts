// What a consumer reads from a real build: a registry with a merge, a rename, a removal, and a
// commit whose two events name one model, built with the CLI and read as a feed reader would.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import Parser from 'rss-parser';
// @ts-expect-error: a plain .mjs script, typed by its use here
import { growHistory } from '../../scripts/bench/synthetic-history.mjs';
import { createRepo, type TestRepo } from '../helpers/git-repo.js';
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
  if (api.catalog_form !== 'index')
    return {
      form: 'full',
      ids: api.models.map((r: { model: { id: string } }) => r.model.id),
      total: api.counts.total_records,
    };
  const ids = api.models.map((m: { id: string }) => {
    const r = read(api.record_path.replace('{id}', m.id));
    return r.model.id as string;
  });
  return { form: 'index', ids, total: api.counts.total_records };
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

describe('a consumer following the README', () => {
  let big: string;
  let bigOut: string;
  let bigEvents: number;
  beforeAll(async () => {
    big = `${repo.dir}-big`;
    bigOut = `${big}-out`;
    const { execFileSync } = await import('node:child_process');
    execFileSync('git', ['init', '-q', '-b', 'main', big]);
    // 800 records of about 12 KB: past api.json's 8 MiB, so the index form; about 3,000 events, 4 pages.
    await growHistory(big, { records: 800, commits: 1300 });
    execFileSync('git', ['-C', big, 'checkout', '-q', 'main']);
    const built = await runCli(['build', '--root', big, '--out', bigOut, '--repository-url', URL_], big);
    expect(built.code).toBe(0);
    bigEvents = Number(/(\d+) drift events/.exec(built.stdout)![1]);
  }, 120_000);
  afterAll(() => {
    rmSync(big, { recursive: true, force: true });
    rmSync(bigOut, { recursive: true, force: true });
  });

  test('reads every record in either form of the catalog', () => {
    const small = readCatalog(out);
    expect(small).toMatchObject({ form: 'full', total: 3 });
    expect(small.ids).toEqual(['acme/foo', 'beta/bar', 'beta/baz']);
    const large = readCatalog(bigOut);
    expect(large.form).toBe('index');
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
});
