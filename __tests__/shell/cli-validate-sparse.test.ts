// `validate` in a sparse checkout reads the work tree, where the records outside the checkout are
// not: it says how many it did not check, rather than "valid" for a part of the registry, and a
// records folder left out whole is named as such, not as a wrong --root.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cli } from '../helpers/cli-in-process.js';
import { createRepo, type TestRepo } from '../helpers/git-repo.js';
import { record } from '../helpers/records.js';

let repo: TestRepo;
beforeEach(async () => {
  repo = await createRepo('cli-sparse-');
});
afterEach(() => repo.cleanup());

async function threeRecords(dir = 'models') {
  await repo.commit(
    {
      [`${dir}/acme/one.toml`]: record('acme', 'one'),
      [`${dir}/acme/two.toml`]: record('acme', 'two'),
      [`${dir}/beta/three.toml`]: record('beta', 'three'),
      'docs/readme.md': 'docs\n',
    },
    'records',
  );
}

test('records outside the checkout are counted and named, not said valid', async () => {
  await threeRecords();
  await repo.git('sparse-checkout', 'set', '--no-cone', '/models/acme/one.toml');
  const r = await cli(['validate'], repo.dir);
  expect(r.code).toBe(0);
  expect(r.stdout).toMatch(/^1 file valid/m);
  expect(r.stderr).toBe(
    'note: 2 record files are outside this sparse checkout, so validate did not check them ' +
      '(models/acme/two.toml, models/beta/three.toml): to check the whole registry, ' +
      'git sparse-checkout add models\n',
  );
});

test('a lab folder outside the cone, under another models folder and from a --root below the top', async () => {
  await repo.commit({ 'registry/data/models/acme/one.toml': record('acme', 'one') }, 'first');
  await repo.commit({ 'registry/data/models/beta/two.toml': record('beta', 'two') }, 'second');
  await repo.git('sparse-checkout', 'set', 'registry/data/models/acme');
  const r = await cli(
    ['validate', '--root', 'registry', '--models-dir', 'data/models', '--format', 'json'],
    repo.dir,
  );
  expect(r.code).toBe(0);
  expect(JSON.parse(r.stdout).files).toBe(1);
  expect(r.stderr).toMatch(
    /^note: 1 record file is outside this sparse checkout, so validate did not check it \(data\/models\/beta\/two\.toml\): to check the whole registry, git sparse-checkout add registry\/data\/models\n$/,
  );
});

test('the whole records folder outside the checkout is said so, not "no folder models"', async () => {
  await threeRecords();
  await repo.git('sparse-checkout', 'set', 'docs');
  const r = await cli(['validate'], repo.dir);
  expect(r.code).toBe(2);
  expect(r.stderr).toMatch(
    /the records folder models is outside this sparse checkout \(3 record files\): check it out to validate it: git sparse-checkout add models/,
  );
  expect(r.stderr).not.toMatch(/no folder models/);
});

test('a whole checkout, and a sparse one holding every record, say nothing more', async () => {
  await threeRecords();
  expect((await cli(['validate'], repo.dir)).stderr).toBe('');
  await repo.git('sparse-checkout', 'set', 'models');
  const r = await cli(['validate'], repo.dir);
  expect(r.stdout).toMatch(/^3 files valid/m);
  expect(r.stderr).toBe('');
});

test('a registry in no git repository is validated as before', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cli-sparse-plain-'));
  try {
    mkdirSync(join(dir, 'models', 'acme'), { recursive: true });
    writeFileSync(join(dir, 'models', 'acme', 'one.toml'), record('acme', 'one'));
    const r = await cli(['validate'], dir);
    expect(r.stdout).toMatch(/^1 file valid/m);
    expect(r.stderr).toBe('');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('run from a folder below the top, the command to widen it names the path from the top, where git reads it', async () => {
  await threeRecords();
  await repo.git('sparse-checkout', 'set', '--no-cone', '/models/acme/');
  // From models/acme, git's no-cone mode refused `git sparse-checkout add ..`: run it from the top.
  const r = await cli(['validate', '--root', '../..'], join(repo.dir, 'models', 'acme'));
  expect(r.stderr).toMatch(/: to check the whole registry, git -C \.\.\/\.\. sparse-checkout add models\n$/);
});

test('a checkout that leaves no record in the work tree is said to leave the folder out, not "no records" (exit 1)', async () => {
  await repo.commit(
    { 'acme/one.toml': record('acme', 'one'), '.github/x.yml': 'x: 1\n' },
    'records at the top',
  );
  await repo.git('sparse-checkout', 'set', '.github');
  const r = await cli(['validate', '--models-dir', '.'], repo.dir);
  expect(r.code).toBe(2);
  expect(r.stdout).toBe('');
  expect(r.stderr).toMatch(
    /the records folder \. is outside this sparse checkout \(1 record file\): check it out to validate it: git sparse-checkout disable/,
  );
});
