// Check runs of more than 50 annotations are created in_progress and completed by the last update:
// when an update fails for good, the run must still be completed, or a required check waits forever.
import type { Diagnostic } from '../../src/core/types.js';
import { MAX_ANNOTATIONS, publishCheckRun } from '../../src/shell/github/checks.js';
import { createClient } from '../../src/shell/github/octokit.js';
import { type GitHubEmulator, startGitHubEmulator } from '../harness/github/server.js';
import { createTestRepo, type TestRepo } from '../harness/github/test-repo.js';
import { zeroDelays } from '../harness/zero-delays.js';

const REPO = { owner: 'acme', repo: 'registry' };
let repo: TestRepo;
let gh: GitHubEmulator;
let head: string;

beforeAll(async () => {
  repo = await createTestRepo({ bare: true });
  head = await repo.commit({ files: { 'models/acme/one.toml': 'x = 1\n' } });
  gh = await startGitHubEmulator({ ...REPO, gitDir: repo.gitDir, token: 'write-token' });
});
afterAll(async () => {
  await gh?.close();
  await repo?.cleanup();
});
afterEach(() => {
  gh.faults.clear();
  expect(gh.internalErrors).toEqual([]);
  expect(gh.violations).toEqual([]);
});

const diagnostics = (n: number): Diagnostic[] =>
  Array.from({ length: n }, (_, i) => ({
    file: 'models/acme/one.toml',
    line: i + 1,
    column: 1,
    pointer: '',
    rule: 'schema/minimum',
    message: `problem ${i + 1}`,
    severity: 'error',
  }));

const input = (n: number) => ({
  name: 'Model registry',
  headSha: head,
  diagnostics: diagnostics(n),
  fileOf: (p: string) => p,
  conclusion: 'failure' as const,
  title: `${n} validation errors`,
  summary: 'the table',
});

it('120 annotations, the last update failing for good: the run is completed with a note, the error thrown', async () => {
  const client = createClient({ token: 'write-token', baseUrl: gh.url, timing: zeroDelays() });
  // The first update (annotations 51-100) goes through; the second fails all four attempts.
  gh.faults.add({ method: 'PATCH', pathPattern: /\/check-runs\/\d+$/, status: 502, skip: 1, times: 4 });
  // This test's requests only: the emulator is the file's, other tests' PATCHes are in its log too.
  const before = gh.requests.length;
  const err = await publishCheckRun(client.octokit, REPO, input(120)).catch((e: unknown) => e);
  expect(err).toMatchObject({ status: 502 });
  const run = gh.checkRuns.at(-1)!;
  expect(run).toMatchObject({ status: 'completed', conclusion: 'failure' });
  expect(run.annotations).toHaveLength(100);
  expect(run.output.summary).toMatch(
    /^the table\n\n\*\*20 of 120 annotations could not be added\*\* \(.+\)\.$/,
  );
  const patches = gh.requests
    .slice(before)
    .filter((r) => r.method === 'PATCH')
    .map((r) => r.status);
  expect(patches).toEqual([200, 502, 502, 502, 502, 200]);
});

it('the same run without faults: completed by its last update, no note', async () => {
  const client = createClient({ token: 'write-token', baseUrl: gh.url, timing: zeroDelays() });
  const before = gh.requests.length;
  await publishCheckRun(client.octokit, REPO, input(120));
  const run = gh.checkRuns.at(-1)!;
  expect(run).toMatchObject({ status: 'completed', conclusion: 'failure', output: { summary: 'the table' } });
  expect(run.annotations).toHaveLength(120);
  expect(gh.requests.slice(before).filter((r) => r.method === 'PATCH')).toHaveLength(2);
});

it('an update whose answer was lost after GitHub took it: found by its annotation count, not sent again', async () => {
  const client = createClient({ token: 'write-token', baseUrl: gh.url, timing: zeroDelays() });
  // The last update (annotations 101-120) is applied, its answer a 502.
  const lost = gh.faults.add({
    method: 'PATCH',
    pathPattern: /\/check-runs\/\d+$/,
    status: 502,
    skip: 1,
    afterHandling: true,
  });
  const before = gh.requests.length;
  await publishCheckRun(client.octokit, REPO, input(120));
  expect(lost.hits).toBe(1);
  const run = gh.checkRuns.at(-1)!;
  expect(run).toMatchObject({ status: 'completed', conclusion: 'failure' });
  expect(run.annotations).toHaveLength(120);
  expect(gh.requests.slice(before).filter((r) => r.method === 'PATCH')).toHaveLength(2);
});

it('more problems than MAX_ANNOTATIONS: 1,000 annotated in 20 requests, errors first, the summary says how many more', async () => {
  // Before: all 1,250 in 25 requests. A pull request of hundreds of broken records (100 findings a
  // file) spent GitHub's 500 content-creating requests an hour on one check run.
  const client = createClient({ token: 'write-token', baseUrl: gh.url, timing: zeroDelays() });
  const warnings = diagnostics(250).map((d) => ({
    ...d,
    severity: 'warning' as const,
    rule: 'file/windows-name',
  }));
  const mixed = [...warnings.slice(0, 125), ...diagnostics(1000), ...warnings.slice(125)];
  const before = gh.requests.length;
  await publishCheckRun(client.octokit, REPO, { ...input(0), diagnostics: mixed });
  const run = gh.checkRuns.at(-1)!;
  expect(MAX_ANNOTATIONS).toBe(1000);
  expect(run).toMatchObject({ status: 'completed', conclusion: 'failure' });
  expect(run.annotations).toHaveLength(1000);
  expect(run.annotations.every((a) => a.annotation_level === 'failure')).toBe(true);
  expect(run.output.summary).toBe(
    'the table\n\n**1,000 of 1,250 problems are annotated** (errors first): GitHub allows 500 requests that create content an hour, 50 annotations each. `model-registry validate` lists every one.',
  );
  expect(gh.requests.slice(before).filter((r) => r.method !== 'GET')).toHaveLength(20);
});

it('files past 100 problems: the note counts problems as the title does, held-back ones too', async () => {
  // 11 files of 150 problems: each lists 100 and a file/too-many-diagnostics entry for 50 more, so
  // the title reads 1,650 errors. Before, the note said "1,000 of 1,111 problems", counting lines.
  const client = createClient({ token: 'write-token', baseUrl: gh.url, timing: zeroDelays() });
  const files = Array.from({ length: 11 }, (_, f) => [
    ...diagnostics(100).map((d) => ({ ...d, file: `models/acme/m${f}.toml` })),
    {
      ...diagnostics(1)[0]!,
      file: `models/acme/m${f}.toml`,
      line: 101,
      rule: 'file/too-many-diagnostics',
      message: '50 more problems in this file are not shown; fix the ones above and validate again',
      heldBack: 50,
    },
  ]);
  await publishCheckRun(client.octokit, REPO, { ...input(0), diagnostics: files.flat() });
  const run = gh.checkRuns.at(-1)!;
  expect(run.annotations).toHaveLength(1000);
  // 9 files whole (900 problems, 9 notices), then 91 problems of the tenth.
  expect(run.output.summary).toBe(
    "the table\n\n**991 of 1,650 problems are annotated** (errors first): GitHub allows 500 requests that create content an hour, 50 annotations each. `model-registry validate` lists each file's first 100.",
  );
});

it('a create whose answer was lost, on a commit with 120 runs of the check: found on the second page, not made twice', async () => {
  // Before: the look-up read only the first 100 runs; with this run on the second page it found
  // nothing and created a second one. GitHub documents no order for the list, so the emulator
  // serves it oldest first here: the new run comes last.
  const many = await repo.commit({ files: { 'models/acme/one.toml': 'x = 2\n' } });
  const ordered = await startGitHubEmulator({
    ...REPO,
    gitDir: repo.gitDir,
    token: 'write-token',
    checkRunOrder: 'oldest-first',
  });
  try {
    const client = createClient({ token: 'write-token', baseUrl: ordered.url, timing: zeroDelays() });
    // Earlier re-runs of the workflow on this commit, each with its run of the check.
    await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        client.octokit.rest.checks.create({
          ...REPO,
          name: 'Model registry',
          head_sha: many,
          external_id: `earlier-${i}`,
          conclusion: 'failure',
        }),
      ),
    );
    const lost = ordered.faults.add({
      method: 'POST',
      pathPattern: /\/check-runs$/,
      status: 502,
      afterHandling: true,
    });
    const made = await publishCheckRun(client.octokit, REPO, {
      ...input(3),
      headSha: many,
      externalId: 'this-run',
    });
    expect(lost.hits).toBe(1);
    const runs = ordered.checkRuns.filter((r) => r.head_sha === many);
    expect(runs).toHaveLength(121);
    expect(runs.filter((r) => r.external_id === 'this-run')).toEqual([
      expect.objectContaining({ id: (made as { id: number }).id, status: 'completed' }),
    ]);
    const lookups = ordered.requests.filter((r) => r.method === 'GET');
    expect(lookups.map((r) => new URLSearchParams(r.query).get('page') ?? '1')).toEqual(['1', '2']);
    expect(ordered.requests.filter((r) => r.method === 'POST')).toHaveLength(121);
    expect(ordered.violations).toEqual([]);
    expect(ordered.internalErrors).toEqual([]);
  } finally {
    await ordered.close();
  }
});
