// What a consumer reads from a real build: a registry with a merge, a rename, a removal, and a
// commit whose two events name one model, built with the CLI and read as a feed reader would.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import Parser from 'rss-parser';
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
