// A build reads the head's blobs once: the history reader keeps their bytes as they pass, and the
// head's files are made from those, equal to reading the tree on its own.
import { DEFAULT_RECORD_PATHS } from '../../src/core/record-path.js';
import { readLocalHistory } from '../../src/shell/git/history.js';
import { blobsToRead, listRecordTree, readTreeWithIds, recordTreeFiles } from '../../src/shell/git/tree.js';
import { createRepo, type TestRepo } from '../helpers/git-repo.js';
import { record } from '../helpers/records.js';

let repo: TestRepo;
beforeEach(async () => {
  repo = await createRepo('head-once-');
});
afterEach(() => repo.cleanup());

test("the history reader keeps the head's bytes, and the head's files need no other read", async () => {
  await repo.commit(
    { 'models/acme/one.toml': record('acme', 'one'), 'models/acme/two.toml': record('acme', 'two') },
    'add',
  );
  await repo.commit({ 'models/acme/one.toml': record('acme', 'one', { max: 10 }) }, 'edit one');
  await repo.commit({ 'models/acme/two.toml': 'not = [toml' }, 'break two');
  const huge = `${record('acme', 'big')}\n# ${'x'.repeat(3000)}\n`;
  await repo.commit({ 'models/acme/big.toml': huge }, 'a version over the limit');
  const head = (await repo.git('rev-parse', 'HEAD')).trim();
  const max = 2048;
  const listing = await listRecordTree(repo.dir, head, DEFAULT_RECORD_PATHS);
  const ids = blobsToRead(listing, max);
  expect(ids.size).toBe(2); // one and two; big is over the limit
  const kept = new Map<string, Uint8Array>();
  await readLocalHistory(repo.dir, {
    revisions: [head],
    paths: DEFAULT_RECORD_PATHS,
    parsed: true,
    maxBytes: max,
    keepBytes: { ids, into: kept },
  });
  expect([...kept.keys()].sort()).toEqual([...ids].sort());
  for (const [sha, bytes] of kept)
    expect(Buffer.from(bytes).equals(Buffer.from(await repo.git('cat-file', 'blob', sha)))).toBe(true);
  // Blobs it knows are not read again: stand-ins given for them are what the files hold.
  const standIn = new Map([...ids].map((sha) => [sha, new TextEncoder().encode(`stand-in ${sha}`)]));
  const fromKnown = await recordTreeFiles(repo.dir, listing, max, (sha) => standIn.get(sha));
  for (const f of fromKnown.files)
    if ('bytes' in f) expect(new TextDecoder().decode(f.bytes)).toBe(`stand-in ${fromKnown.ids.get(f.path)}`);
  const fromKept = await recordTreeFiles(repo.dir, listing, max, (sha) => kept.get(sha));
  expect(fromKept).toEqual(await readTreeWithIds(repo.dir, head, max, DEFAULT_RECORD_PATHS));
  expect(fromKept.files.find((f) => f.path === 'models/acme/big.toml')).toMatchObject({
    problem: { rule: expect.stringMatching(/too-large|size/) },
  });
});
