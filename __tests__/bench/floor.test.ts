// The bench's floor (scripts/bench/full-build.mjs): what git and the disk take alone. Checked for
// what it counts, not for its times: every version the log names once, every file of the folder.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error: a plain ES module of the bench, without types
import { gitReadAlone, writeAlone } from '../../scripts/bench/full-build.mjs';
import { createRepo, type TestRepo } from '../helpers/git-repo.js';

let repo: TestRepo;
let work: string;

beforeAll(async () => {
  repo = await createRepo('bench-floor-');
  work = mkdtempSync(join(tmpdir(), 'bench-floor-work-'));
  await repo.commit({ 'models/a/one.toml': 'v = 1\n', 'models/a/two.toml': 'v = 2\n' }, 'add two');
  await repo.commit({ 'models/a/one.toml': 'v = 3\n' }, 'change one');
  // A rename keeps its blob: no new version.
  await repo.commit({ 'models/a/two.toml': null, 'models/b/two.toml': 'v = 2\n' }, 'move two');
  await repo.commit({ 'models/a/one.toml': null }, 'remove one');
});

afterAll(() => {
  repo.cleanup();
  rmSync(work, { recursive: true, force: true });
});

test('git alone reads each distinct version the log names once', async () => {
  const git = await gitReadAlone(repo.dir, work);
  // v = 1, v = 2 and v = 3: the move and the removal name no new content.
  expect(git.versions).toBe(3);
  expect(Number.isFinite(git.log.cpu) && Number.isFinite(git.read.cpu)).toBe(true);
  expect(git.read.ms).toBeGreaterThan(0);
  // Its scratch files are gone.
  expect(readdirSync(work)).toEqual([]);
});

test('the disk alone writes every file of the folder into a copy beside it', async () => {
  const built = join(work, 'site');
  mkdirSync(join(built, 'api', 'models'), { recursive: true });
  writeFileSync(join(built, 'api.json'), '{}');
  writeFileSync(join(built, 'api', 'models', 'one.json'), 'x'.repeat(10_000));
  writeFileSync(join(built, 'api', 'models', 'two.json'), '');
  const disk = await writeAlone(built);
  expect(disk.files).toBe(3);
  expect(Number.isFinite(disk.cpu) && Number.isFinite(disk.ms)).toBe(true);
  // Left for the bench's end: deleting files slows the next build's file creation on some disks.
  expect(readdirSync(work).sort()).toEqual(['site', 'site-copy']);
  expect(readFileSync(join(work, 'site-copy', 'api', 'models', 'one.json'), 'utf8')).toBe('x'.repeat(10_000));
});
