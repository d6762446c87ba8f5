// A large registry's head is checked on a worker thread, from copies of the history's values, while
// the build works out the drift events (the bundle knows its own file, so it can start one); run
// in-process, without a worker, the build checks on its own thread first. Both must write the same
// bytes and refuse an invalid registry in the same words.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { cli as inProcess } from '../helpers/cli-in-process.js';
import { createRepo, type TestRepo } from '../helpers/git-repo.js';
import { record } from '../helpers/records.js';
import { runCli } from './run-cli.js';

const URL = 'https://github.com/acme/registry';
const RECORDS = 1600; // above the size where a build checks off its thread

function files(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out[relative(dir, p)] = readFileSync(p, 'utf8');
    }
  };
  walk(dir);
  return out;
}

describe('build of a large registry, checked on a worker thread', () => {
  let repo: TestRepo;
  const path = (i: number) => `models/lab-${i % 40}/m-${i}.toml`;
  beforeAll(async () => {
    repo = await createRepo('large-build-');
    const all: Record<string, string> = {};
    for (let i = 0; i < RECORDS; i++) all[path(i)] = record(`lab-${i % 40}`, `m-${i}`);
    await repo.commit(all, 'add records');
    await repo.commit({ [path(7)]: record('lab-7', 'm-7', { max: 9 }) }, 'edit one');
  }, 60_000);
  afterAll(() => {
    repo.cleanup();
    for (const s of 'abcd') rmSync(`${repo.dir}-${s}`, { recursive: true, force: true });
  });

  it('writes what a build on one thread writes', async () => {
    const args = (out: string) => ['build', '--root', repo.dir, '--out', out, '--repository-url', URL];
    const bundled = await runCli(args(`${repo.dir}-a`), repo.dir);
    const one = await inProcess(args(`${repo.dir}-b`), repo.dir);
    expect(bundled.code).toBe(0);
    expect(one.code).toBe(0);
    expect(bundled.stdout.replace(/→ .*/, '')).toBe(one.stdout.replace(/→ .*/, ''));
    const a = files(`${repo.dir}-a`);
    expect(Object.keys(a).length).toBeGreaterThan(RECORDS);
    expect(a).toEqual(files(`${repo.dir}-b`));
  }, 120_000);

  it('refuses an invalid registry with the same diagnostics', async () => {
    await repo.commit(
      {
        [path(3)]: record('lab-3', 'm-3', { max: 0 }),
        [path(9)]: `${record('lab-9', 'm-9')}\nbroken = [`,
        [path(11)]: record('lab-0', 'm-0'),
      },
      'break three',
    );
    const args = (out: string) => ['build', '--root', repo.dir, '--out', out, '--repository-url', URL];
    const bundled = await runCli(args(`${repo.dir}-c`), repo.dir);
    const one = await inProcess(args(`${repo.dir}-d`), repo.dir);
    expect(bundled.code).toBe(1);
    expect(one.code).toBe(1);
    expect(bundled.stderr).toContain('m-9.toml');
    expect(bundled.stderr).toBe(one.stderr);
  }, 120_000);
});
