// What the push flow takes for records an earlier step changed without committing: only a change of
// their data, never a file git calls modified whose data are the commit's.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { uncommittedRecords } from '../../src/shell/action/checkout.js';
import { createRepo, type TestRepo } from '../helpers/git-repo.js';
import { record } from '../helpers/records.js';

let repo: TestRepo;
const one = 'models/acme/one.toml';
const crlf = (s: string) => s.replace(/\n/g, '\r\n');

beforeEach(async () => {
  repo = await createRepo('uncommitted-');
  await repo.commit({ [one]: record('acme', 'one'), 'models/README.md': 'notes\n' }, 'one');
});
afterEach(() => repo.cleanup());

test('a clean checkout, and files that are not records, count for nothing', async () => {
  writeFileSync(join(repo.dir, 'models/README.md'), 'other notes\n');
  writeFileSync(join(repo.dir, 'models/acme/notes.txt'), 'x\n');
  expect(await uncommittedRecords(repo.dir, 'models')).toEqual([]);
});

test('with models-dir ".", a .toml that is no record (a tool\'s config a build step wrote) counts for nothing', async () => {
  mkdirSync(join(repo.dir, '.cargo'));
  writeFileSync(join(repo.dir, '.cargo/config.toml'), '[build]\n');
  expect(await uncommittedRecords(repo.dir, '.')).toEqual([]);
  // At the top, a record is <lab>/<model>.toml.
  mkdirSync(join(repo.dir, 'beta'));
  writeFileSync(join(repo.dir, 'beta/three.toml'), record('beta', 'three'));
  expect(await uncommittedRecords(repo.dir, '.')).toEqual(['beta/three.toml']);
});

test('changed data, a new record and a deleted one count', async () => {
  writeFileSync(join(repo.dir, one), record('acme', 'one', { max: 99 }));
  writeFileSync(join(repo.dir, 'models/acme/two.toml'), record('acme', 'two'));
  expect((await uncommittedRecords(repo.dir, 'models')).sort()).toEqual([one, 'models/acme/two.toml']);
  rmSync(join(repo.dir, 'models/acme/two.toml'));
  rmSync(join(repo.dir, one));
  expect(await uncommittedRecords(repo.dir, 'models')).toEqual([one]);
});

test('the same data reformatted, with CRLF line ends and a comment, is not a change', async () => {
  writeFileSync(join(repo.dir, one), crlf(`# formatted\n${record('acme', 'one')}`));
  expect(await repo.git('status', '--porcelain', '--', 'models')).toBe(` M ${one}\n`);
  expect(await uncommittedRecords(repo.dir, 'models')).toEqual([]);
});

test('CRLF blobs under a later text=auto: git reports them modified, their data are the same', async () => {
  await repo.commit({ [one]: crlf(record('acme', 'one')) }, 'crlf');
  await repo.commit({ '.gitattributes': '* text=auto\n' }, 'attributes');
  // What a racy-clean fresh checkout does at random: the index renormalised, the file as it was.
  await repo.git('rm', '-q', '--cached', one);
  await repo.git('add', one);
  expect(await repo.git('status', '--porcelain', '--', 'models')).toBe(`M  ${one}\n`);
  expect(await uncommittedRecords(repo.dir, 'models')).toEqual([]);
});
