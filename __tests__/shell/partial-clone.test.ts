// A partial clone (actions/checkout's `filter:`, `git clone --filter=blob:none`) lacks the blobs of
// past versions: git fetched each one as it was read, one round trip per record version. The history
// reader fetches the missing ones in one batch, refuses a clone that lacks trees, and says in words
// when the remote cannot be reached. Real clones over file://; fetches counted as promisor packs
// (each fetch from a promisor remote writes one).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_RECORD_PATHS } from '../../src/core/record-path.js';
import { readBlobsWithin } from '../../src/shell/git/cat-file.js';
import { readLocalHistory } from '../../src/shell/git/history.js';
import { partialClone } from '../../src/shell/git/partial.js';
import { cli } from '../helpers/cli-in-process.js';
import { createRepo, type TestRepo } from '../helpers/git-repo.js';
import { record } from '../helpers/records.js';

const URL_ARGS = ['--repository-url', 'https://github.com/acme/registry'];
const VERSIONS = 12;

let server: TestRepo;
let scratch: string;
let shas: string[];

beforeAll(async () => {
  server = await createRepo('partial-server-');
  // What a partial clone needs of its server (GitHub allows both).
  await server.git('config', 'uploadpack.allowFilter', 'true');
  await server.git('config', 'uploadpack.allowAnySHA1InWant', 'true');
  shas = [];
  for (let i = 1; i <= VERSIONS; i++)
    shas.push(
      await server.commit(
        {
          'models/acme/one.toml': record('acme', 'one', { max: i }),
          'models/acme/two.toml': record('acme', 'two', { max: 100 + i }),
        },
        `version ${i}`,
      ),
    );
  scratch = mkdtempSync(join(tmpdir(), 'partial-'));
});
afterAll(() => {
  server.cleanup();
  rmSync(scratch, { recursive: true, force: true });
});

let n = 0;
async function cloneOf(filter: string | null): Promise<string> {
  const dir = join(scratch, `clone-${++n}`);
  await server.git('clone', '-q', ...(filter ? [`--filter=${filter}`] : []), `file://${server.dir}`, dir);
  return dir;
}

/** The packs fetched from the promisor remote: one per fetch, the clone's own included. */
const promisorPacks = (dir: string) =>
  readdirSync(join(dir, '.git/objects/pack')).filter((f) => f.endsWith('.promisor')).length;

const text = (b: Uint8Array | null) => (b === null ? null : new TextDecoder().decode(b));
const versions = (history: Awaited<ReturnType<typeof readLocalHistory>>) =>
  history.flatMap((c) => c.files.map((f) => [c.sha, f.path, text(f.before), text(f.after)]));

describe('a partial clone', () => {
  it('is told from a full clone by its promisor remote and filter', async () => {
    expect(await partialClone(await cloneOf(null))).toBeNull();
    expect(await partialClone(await cloneOf('blob:none'))).toEqual({ remote: 'origin', filter: 'blob:none' });
    expect(await partialClone(await cloneOf('tree:0'))).toEqual({ remote: 'origin', filter: 'tree:0' });
  });

  it('has the versions its history lacks fetched in one batch, read as from a full clone', async () => {
    const full = await readLocalHistory(await cloneOf(null), {
      revisions: ['HEAD'],
      paths: DEFAULT_RECORD_PATHS,
    });
    const dir = await cloneOf('blob:none');
    const before = promisorPacks(dir);
    const history = await readLocalHistory(dir, { revisions: ['HEAD'], paths: DEFAULT_RECORD_PATHS });
    expect(promisorPacks(dir) - before).toBe(1);
    expect(versions(history)).toEqual(versions(full));
    expect(history.map((c) => c.sha)).toEqual(shas);
    // Read again: nothing is missing now, so nothing is fetched.
    await readLocalHistory(dir, { revisions: [`${shas[3]}..HEAD`], paths: DEFAULT_RECORD_PATHS });
    expect(promisorPacks(dir) - before).toBe(1);
  });

  it('builds with one fetch, the same files as a full clone', async () => {
    const fullOut = join(scratch, 'out-full');
    const partialOut = join(scratch, 'out-partial');
    const full = await cloneOf(null);
    expect((await cli(['build', '--root', '.', '--out', fullOut, ...URL_ARGS], full)).code).toBe(0);
    const dir = await cloneOf('blob:none');
    const before = promisorPacks(dir);
    const build = await cli(['build', '--root', '.', '--out', partialOut, ...URL_ARGS], dir);
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    expect(promisorPacks(dir) - before).toBe(1);
    expect(readFileSync(join(partialOut, 'drift.json'), 'utf8')).toBe(
      readFileSync(join(fullOut, 'drift.json'), 'utf8'),
    );
  });

  it('reads the blobs it is asked for with one fetch', async () => {
    const dir = await cloneOf('blob:none');
    // The record versions of six commits: none at the head, so none checked out.
    const ids = (await server.git('log', '--format=', '--raw', '--no-abbrev', 'HEAD~6'))
      .trim()
      .split('\n')
      .map((line) => line.split(' ')[3]!);
    const before = promisorPacks(dir);
    const blobs = await readBlobsWithin(dir, ids, 1_000_000);
    expect(promisorPacks(dir) - before).toBe(1);
    expect([...blobs.bytes.keys()].sort()).toEqual([...ids].sort());
  });

  it('says in words, with git’s own lines, that its remote cannot be reached', async () => {
    const dir = await cloneOf('blob:none');
    await server.git('-C', dir, 'remote', 'set-url', 'origin', join(scratch, 'gone'));
    const build = await cli(['build', '--root', '.', '--out', join(scratch, 'out-gone'), ...URL_ARGS], dir);
    expect(build.code).not.toBe(0);
    const lines = build.stderr.split('\n');
    expect(lines[0]).toMatch(
      /^model-registry: this checkout is a partial clone \(filter blob:none\) and its remote cannot be reached .*: check out without `filter:` \(actions\/checkout\), or keep its credentials \(persist-credentials\)/,
    );
    expect(lines).toContain('fatal: Could not read from remote repository.');
    expect(build.stderr).not.toContain('\\n');
  });

  it('that lacks trees (filter tree:0) is refused before git fetches anything', async () => {
    const dir = await cloneOf('tree:0');
    const before = promisorPacks(dir);
    const build = await cli(['build', '--root', '.', '--out', join(scratch, 'out-trees'), ...URL_ARGS], dir);
    expect(build.code).not.toBe(0);
    expect(build.stderr).toMatch(/partial clone \(filter tree:0\).*Check out without `filter: tree:0`/);
    expect(promisorPacks(dir)).toBe(before);
  });
});
