// A pull request on a registry of 450 records: the built bundle (.test-dist/index.js, fresh from src/)
// validates it on worker threads (the bundle is its own worker script). The CLI test checks that threads and one thread agree.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { type GitHubEmulator, startGitHubEmulator } from '../harness/github/server.js';
import { createTestRepo, type TestRepo } from '../harness/github/test-repo.js';
import { runAction } from '../harness/run-action.js';
import { ACTION_ENTRY } from '../harness/test-dist.js';
import { record } from '../helpers/records.js';
import { openPullRequest } from './pr-workspace.js';

let repo: TestRepo;
let gh: GitHubEmulator;
let scratch: string;

beforeAll(async () => {
  repo = await createTestRepo();
  scratch = await mkdtemp(join(tmpdir(), 'large-registry-'));
  gh = await startGitHubEmulator({ owner: 'acme', repo: 'registry', gitDir: repo.dir, token: 't' });
});
afterAll(async () => {
  await gh.close();
  await repo.cleanup();
  await rm(scratch, { recursive: true, force: true });
});

/** A root commit of many files with four git calls (repo.commit spends two per file: 4 s for 450). */
async function commitAll(files: Record<string, string>, message: string): Promise<string> {
  const work = await mkdtemp(join(scratch, 'tree-'));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(work, path)), { recursive: true });
    await writeFile(join(work, path), text);
  }
  const env = { GIT_INDEX_FILE: join(work, '.git-index') };
  await repo.store.run(['add', '--all', '--', ...new Set(Object.keys(files).map((p) => p.split('/')[0]!))], {
    cwd: work,
    env,
  });
  const tree = (await repo.store.text(['write-tree'], { env })).trim();
  const who = { name: 'Test Author', email: 'author@example.com', date: '2026-01-01T00:00:00Z' };
  const sha = await repo.store.commitTree({ tree, parents: [], message, author: who, committer: who });
  await repo.store.setRef('refs/heads/main', sha);
  return sha;
}

test('450 records: one error in the changed file, one duplicate id across the tree', async () => {
  const files: Record<string, string> = {};
  for (let i = 0; i < 450; i++) files[`models/lab-${i % 9}/m-${i}.toml`] = record(`lab-${i % 9}`, `m-${i}`);
  const base = await commitAll(files, 'registry');
  expect(await repo.git('ls-tree', '-r', '--name-only', base)).toBe(
    `${Object.keys(files).sort().join('\n')}\n`,
  );
  const head = await repo.commit({
    branch: 'topic',
    parent: base,
    message: 'two changes',
    files: {
      'models/lab-1/m-10.toml': record('lab-1', 'm-10', { max: 0 }),
      'models/lab-2/zz.toml': record('lab-2', 'zz').replace('id = "lab-2/zz"', 'id = "lab-3/m-3"'),
    },
  });
  const { ws, event } = await openPullRequest(gh, scratch, {
    number: 9,
    baseSha: base,
    headSha: head,
    headRef: 'topic',
  });
  const run = await runAction({
    entry: ACTION_ENTRY,
    cwd: ws,
    gh,
    actionYml: resolve(process.cwd(), 'action.yml'),
    githubToken: 't',
    event,
  });
  expect(run.stderr).toBe('');
  expect(run.code).toBe(1);
  expect(run.outputs['error-count']).toBe('2');
  expect(gh.checkRuns[0]!.annotations.map((a) => `${a.path}:${a.start_line} ${a.title}`)).toEqual([
    'models/lab-1/m-10.toml:22 schema/exclusive-minimum',
    'models/lab-2/zz.toml:5 registry/model-id-path',
  ]);
  expect(gh.violations).toEqual([]);
});
