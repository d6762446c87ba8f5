// The action on pull_request events with a runner's environment, against the GitHub REST emulator backed
// by a real git repository: in-process, except the first run of the first test, which is the freshly
// built bundle in a separate process. The workspace is a shallow fetch of the test merge commit, as
// actions/checkout leaves it: base versions of records must come from the pull request's patches or the
// contents API, never from local history (except a base version that does not parse, for which the
// base branch's history is fetched with git, as a push's publish fetches it).
import { type ChildProcess, execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { INCOMPLETE_NOTE } from '../../src/shell/action/pull-request/files.js';
import { TARGET_READS_CAP } from '../../src/shell/action/pull-request/read-budget.js';
import { type GitHubEmulator, startGitHubEmulator } from '../harness/github/server.js';
import { createTestRepo, type TestRepo, wideCommit } from '../harness/github/test-repo.js';
import { pullRequestReviewEvent } from '../harness/github/webhook-payloads.js';
import { type ActionRun, pullRequestEvent, runAction } from '../harness/run-action.js';
import { runInProcess } from '../harness/run-in-process.js';
import { ACTION_ENTRY } from '../harness/test-dist.js';
import { record, recordWith, recordWithErrors, recordWithProfiles } from './pr-records.js';
import { checkoutShallow, isShallowWithoutParents, openPullRequest } from './pr-workspace.js';

const OWNER = 'acme';
const REPO = 'registry';
const TOKEN = 'ghs_pull_request_token';
const MARKER = '<!-- model-registry-action:drift-preview -->';
const CHECK_NAME = 'Model registry';

let repo: TestRepo;
let scratch: string;
/** main: the commit pull requests branch from, then main moved on (alpha got a comment line, zeta). */
let base: string;
let main: string;
/** A second registry under `registry/models` on its own branch (models-dir input). */
let dataMain: string;
let gh: GitHubEmulator;

const alphaOnMain = record('acme', 'alpha').replace(
  'mode = "range"\n',
  'mode = "range"\n# range per the docs\n',
);

beforeAll(async () => {
  repo = await createTestRepo();
  scratch = await mkdtemp(join(tmpdir(), 'pr-e2e-'));
  base = await repo.commit({
    message: 'registry',
    files: {
      'README.md': '# registry\n',
      'models/acme/alpha.toml': record('acme', 'alpha'),
      'models/acme/gone.toml': record('acme', 'gone'),
      'models/acme/old-name.toml': record('acme', 'old-name'),
      // Invalid, and no pull request below touches it: its errors must never be reported on one.
      'models/other/broken.toml': record('other', 'broken', { max: 0 }),
    },
  });
  main = await repo.commit({
    message: 'main moves on',
    files: { 'models/acme/alpha.toml': alphaOnMain, 'models/acme/zeta.toml': record('acme', 'zeta') },
  });
  dataMain = await repo.commit({
    branch: 'data-main',
    parent: null,
    message: 'registry in a subfolder',
    files: { 'registry/models/acme/alpha.toml': record('acme', 'alpha') },
  });
  await repo.checkout(main);
});

afterAll(async () => {
  await repo?.cleanup();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

beforeEach(async () => {
  gh = await startGitHubEmulator({ owner: OWNER, repo: REPO, gitDir: repo.dir, token: TOKEN });
});

afterEach(async () => {
  try {
    expect(gh.violations).toEqual([]);
    expect(gh.internalErrors).toEqual([]);
    expect(gh.requests.filter((r) => !r.route)).toEqual([]);
  } finally {
    await gh.close();
  }
});

interface OpenPr {
  number: number;
  head: string;
  baseSha?: string;
  headRef?: string;
  headOwner?: string;
  before?: string;
  autocrlf?: boolean;
  baseRef?: string;
  locked?: boolean;
  /** Checked out with fetch-depth: 0 (the head commit is in the checkout's history). */
  full?: boolean;
}

/** Opens pull request `spec.number` (from main, on pr-<number>, unless said) and returns what a run needs. */
function openPr(spec: OpenPr) {
  return openPullRequest(
    gh,
    scratch,
    {
      number: spec.number,
      baseSha: spec.baseSha ?? main,
      headSha: spec.head,
      headRef: spec.headRef ?? `pr-${spec.number}`,
      title: `Pull request ${spec.number}`,
      ...(spec.headOwner && { headOwner: spec.headOwner }),
      ...(spec.locked && { locked: true }),
    },
    { ...(spec.before && { before: spec.before }), ...(spec.baseRef && { baseRef: spec.baseRef }) },
    { autocrlf: spec.autocrlf, full: spec.full },
  );
}

/** Commits `commit` on branch pr-<number> from main and opens that pull request: most tests start so. */
async function openPrFromMain(
  number: number,
  commit: { message: string; files: Record<string, string | null> },
  more: Omit<OpenPr, 'number' | 'head'> = {},
) {
  const head = await repo.commit({ branch: `pr-${number}`, parent: main, ...commit });
  return { head, ...(await openPr({ number, head, ...more })) };
}

function act(
  ws: string,
  event: { name: string; payload: Record<string, unknown> },
  inputs: Record<string, string> = {},
  via: 'in-process' | 'dist' = 'in-process',
) {
  const options = { cwd: ws, gh, actionYml: 'action.yml', githubToken: TOKEN, inputs, event };
  return via === 'dist' ? runAction({ ...options, entry: ACTION_ENTRY }) : runInProcess(options);
}

/**
 * A pull_request_target run of pull request `number` (head `head`; `eventHead`, the commit the event
 * names, when the branch has moved on), from a checkout of the base branch, as actions/checkout
 * makes one on that event: the pull request's files are read through the API only.
 */
async function targetRun(number: number, head: string, eventHead = head, headOwner?: string) {
  const fork = headOwner ? { headOwner } : {};
  const pr = await gh.addPullRequest({
    number,
    baseSha: main,
    headSha: head,
    headRef: `pr-${number}`,
    ...fork,
  });
  const ws = await checkoutShallow({ root: scratch, remoteDir: repo.dir, sha: main, prNumber: number });
  const { payload } = pullRequestEvent({
    owner: OWNER,
    repo: REPO,
    number,
    headSha: eventHead,
    baseSha: main,
    headRef: `pr-${number}`,
    mergeSha: pr.mergeSha,
    ...fork,
  });
  return { ws, run: await act(ws, { name: 'pull_request_target', payload }) };
}

/** `METHOD /route status` for every request from `from` on, without the `/repos/{owner}/{repo}` prefix. */
function calls(from = 0): string[] {
  return gh.requests
    .slice(from)
    .map((r) => `${r.method} ${(r.route ?? r.path).replace('/repos/{owner}/{repo}', '')} ${r.status}`);
}

/** Workflow-command annotations that point at a file (not the notices or the final failure message). */
function fileAnnotations(run: ActionRun) {
  return run.annotations.filter((a) => a.file !== undefined);
}

/** Markdown with fenced code blocks removed (CommonMark: a fence closes with at least as many backticks). */
function outsideCodeBlocks(md: string): { prose: string; blocks: string[] } {
  const prose: string[] = [];
  const blocks: string[] = [];
  let fence: string | null = null;
  let block: string[] = [];
  for (const line of md.split('\n')) {
    if (fence === null) {
      const open = /^(`{3,})[^`]*$/.exec(line);
      if (open) {
        fence = open[1]!;
        block = [];
      } else prose.push(line);
    } else if (new RegExp(`^${fence}\`*\\s*$`).test(line)) {
      blocks.push(block.join('\n'));
      fence = null;
    } else block.push(line);
  }
  if (fence !== null) throw new Error(`unclosed code fence ${fence}`);
  return { prose: prose.join('\n'), blocks };
}

test('a valid pull request: check run on the head commit, one sticky comment updated in place', async () => {
  const head1 = await repo.commit({
    branch: 'pr-1',
    parent: base,
    message: 'alpha: longer clips; new-one',
    files: {
      'models/acme/alpha.toml': record('acme', 'alpha', { max: 10 }),
      'models/acme/new-one.toml': record('acme', 'new-one', { name: 'New One' }),
    },
  });
  const first = await openPr({ number: 1, head: head1 });
  expect(await isShallowWithoutParents(first.ws)).toBe(true);

  const run1 = await act(first.ws, first.event, {}, 'dist');
  expect(run1.stderr).toBe('');
  expect(run1.code).toBe(0);
  expect(run1.outputs).toEqual({
    valid: 'true',
    'error-count': '0',
    'events-count': '0',
    'changed-models': '["acme/alpha","acme/new-one"]',
    'pages-commit': '',
  });
  expect(fileAnnotations(run1)).toEqual([]);
  expect(run1.annotations.filter((a) => a.level === 'error')).toEqual([]);

  expect(gh.checkRuns).toHaveLength(1);
  expect(gh.checkRuns[0]).toMatchObject({
    name: CHECK_NAME,
    head_sha: head1,
    status: 'completed',
    conclusion: 'success',
    annotations: [],
    writes: 1,
  });
  expect(gh.checkRuns[0]!.head_sha).not.toBe(first.pr.mergeSha);

  const preview1 = [
    MARKER,
    '### Model registry: drift preview',
    '',
    'Merging publishes 2 feed events:',
    '',
    '#### `acme/alpha` alpha model: 1 fields changed',
    '',
    '```text',
    'capability_profiles[id="t2v"].duration.max: 8 -> 10',
    '```',
    '',
    '#### `acme/new-one` New One: added',
    '',
    '```text',
    // As its feed item will read: the new model summarised.
    'New video model by acme.',
    'Tasks: text to video',
    'Pricing: not published',
    'Status: available; documentation: documented',
    'Sources (1): https://example.org/acme/new-one',
    'Record: models/acme/new-one.toml',
    '```',
    '',
    '',
  ].join('\n');
  expect(gh.comments).toHaveLength(1);
  const comment = gh.comments[0]!;
  expect(comment).toMatchObject({ issue_number: 1, body: preview1, user: { login: 'github-actions[bot]' } });
  expect(run1.summary).toContain(preview1.replace(MARKER, ''));
  // Only the changed records are reported on, so only they are counted as valid (broken.toml is not).
  expect(run1.summary).toContain('### Model registry: 2 changed record files valid');
  expect(gh.checkRuns[0]!.output.title).toBe('2 changed record files valid');
  // Main changed alpha since the pull request branched, so the merged alpha is not the head's: the
  // head's version is read (annotations go on its lines). The preview measures each record from the
  // merge commit's first parent, main's tip, which this shallow checkout lacks: one compare of the
  // tip with the merge commit gives both (alpha's patch undone on the merged file, new-one added).
  const tip = first.pr.baseSha;
  expect(gh.requests.filter((r) => r.route?.endsWith('/contents/{path}'))).toMatchObject([
    { path: '/repos/acme/registry/contents/models/acme/alpha.toml', query: `ref=${head1}`, status: 200 },
  ]);
  expect(gh.requests.filter((r) => r.route?.endsWith('/compare/{basehead}'))).toMatchObject([
    { path: `/repos/acme/registry/compare/${tip}...${first.pr.mergeSha}`, status: 200 },
  ]);
  expect(calls()).toEqual([
    'GET /pulls/{pull_number}/files 200',
    'GET /contents/{path} 200',
    'POST /check-runs 201',
    'GET /compare/{basehead} 200',
    'GET /issues/{issue_number}/comments 200',
    'POST /issues/{issue_number}/comments 201',
  ]);

  // Another push to the pull request: a new head, a new merge commit, the same comment edited.
  const head2 = await repo.commit({
    branch: 'pr-1',
    parent: head1,
    message: 'alpha: even longer',
    files: { 'models/acme/alpha.toml': record('acme', 'alpha', { max: 12 }) },
  });
  const second = await openPr({ number: 1, head: head2, before: head1 });
  const from = gh.requests.length;
  const run2 = await act(second.ws, second.event);
  expect(run2.code).toBe(0);
  expect(gh.comments).toHaveLength(1);
  expect(gh.comments[0]!.id).toBe(comment.id);
  expect(gh.comments[0]!.body).toBe(preview1.replace('8 -> 10', '8 -> 12'));
  expect(gh.checkRuns.map((r) => [r.head_sha, r.conclusion])).toEqual([
    [head1, 'success'],
    [head2, 'success'],
  ]);
  expect(calls(from)).toEqual([
    'GET /pulls/{pull_number}/files 200',
    'GET /contents/{path} 200', // alpha at the head, as above
    'POST /check-runs 201',
    'GET /compare/{basehead} 200', // both records at main's tip, as above
    'GET /issues/{issue_number}/comments 200',
    'POST /graphql 200',
    'PATCH /issues/comments/{comment_id} 200',
  ]);

  // A re-run of the same event: nothing to edit, still one comment.
  const from3 = gh.requests.length;
  const run3 = await act(second.ws, second.event);
  expect(run3.code).toBe(0);
  expect(gh.comments.map((c) => c.id)).toEqual([comment.id]);
  expect(calls(from3).filter((c) => /comments|graphql/.test(c))).toEqual([
    'GET /issues/{issue_number}/comments 200',
    'POST /graphql 200',
  ]);
});

test('more than 50 errors: every one reaches the check run, 50 per request, at repository paths', async () => {
  const many = recordWithErrors('acme', 'many', 60);
  const more = recordWithErrors('acme', 'more', 45);
  const head = await repo.commit({
    branch: 'pr-2',
    parent: dataMain,
    message: 'two broken records',
    files: { 'registry/models/acme/many.toml': many.text, 'registry/models/acme/more.toml': more.text },
  });
  const { ws, event } = await openPr({ number: 2, head, baseSha: dataMain });
  const run = await act(ws, event, { 'models-dir': 'registry/models' });

  expect(run.code).toBe(1);
  expect(run.outputs).toMatchObject({
    valid: 'false',
    'error-count': '105',
    'changed-models': '["acme/many","acme/more"]',
  });
  const expected = (path: string, lines: number[]) =>
    lines.map((line, i) => ({
      path,
      start_line: line,
      end_line: line,
      start_column: 1,
      end_column: 1,
      annotation_level: 'failure',
      title: 'schema/exclusive-minimum',
      message: `capability_profiles[${i}].duration.max must be > 0, found 0`,
    }));
  expect(gh.checkRuns).toHaveLength(1);
  const check = gh.checkRuns[0]!;
  expect(check).toMatchObject({
    // Another folder than models: named after it, apart from another registry's check run.
    name: 'Model registry (registry/models)',
    head_sha: head,
    status: 'completed',
    conclusion: 'failure',
  });
  expect(check.output.title).toBe('105 validation errors');
  expect(check.annotations).toEqual([
    ...expected('registry/models/acme/many.toml', many.errorLines),
    ...expected('registry/models/acme/more.toml', more.errorLines),
  ]);
  // ceil(105 / 50) = 3 writes: the create and two updates.
  expect(gh.count('POST', '/repos/{owner}/{repo}/check-runs')).toBe(1);
  expect(gh.count('PATCH', '/repos/{owner}/{repo}/check-runs/{check_run_id}')).toBe(2);
  expect(check.writes).toBe(3);
  // The check run carries them; no workflow-command annotation repeats them.
  expect(fileAnnotations(run)).toEqual([]);
  expect(run.annotations.filter((a) => a.level === 'error')).toEqual([
    {
      level: 'error',
      message: '105 validation errors in the model registry: each is listed above and in the job summary.',
    },
  ]);
  expect(run.summary).toContain('### Model registry (registry/models): 105 validation errors');
  expect(run.summary).toContain(
    // Linked to the line in the head commit.
    `| [registry/models/acme/more.toml:35:1](https://github.com/acme/registry/blob/${head}/registry/models/acme/more.toml#L35) | error | schema/exclusive-minimum | capability\\_profiles\\[1\\].duration.max must be &gt; 0, found 0 |`,
  );
});

test('a job cancelled while annotations are added: the check run is completed, not left in progress', async () => {
  // A runner cancelling a job sends SIGINT; an in_progress check run left behind would block a
  // required check until a re-run. The built bundle, signalled while its first update is on its way.
  const many = recordWithErrors('acme', 'many', 120);
  const head = await repo.commit({
    branch: 'pr-40',
    parent: main,
    message: 'a broken record',
    files: { 'models/acme/many.toml': many.text },
  });
  const { ws, event } = await openPr({ number: 40, head });
  let exited: Promise<unknown> = Promise.resolve();
  let child: ChildProcess | undefined;
  gh.faults.beforeRequest('PATCH', /\/check-runs\/\d+$/, async () => {
    child!.kill('SIGINT');
    await exited; // answered only once the process has ended
  });
  const run = await runAction({
    cwd: ws,
    gh,
    actionYml: 'action.yml',
    githubToken: TOKEN,
    inputs: {},
    event,
    entry: ACTION_ENTRY,
    onSpawn: (c) => {
      child = c;
      exited = new Promise((done) => c.once('exit', done));
    },
  });

  // Ended by the signal, as without the closing: a shell or runner sees a cancelled process.
  expect([run.code, run.signal]).toEqual([null, 'SIGINT']);
  expect(gh.checkRuns).toHaveLength(1);
  const check = gh.checkRuns[0]!;
  // The closing update completed it while the first update was on its way; that one, handled after
  // (as GitHub would: its body had arrived), appended its annotations and left the status alone.
  expect(check).toMatchObject({ head_sha: head, status: 'completed', conclusion: 'failure' });
  expect(check.writes).toBe(3);
  expect(check.annotations).toHaveLength(100);
});

test('fork pull request with a read-only token: workflow commands, full summary, no check run or comment', async () => {
  const fork = recordWithErrors('acme', 'fork', 12);
  const { head, ws, event } = await openPrFromMain(
    3,
    { message: 'from a fork', files: { 'models/acme/fork.toml': fork.text } },
    { headOwner: 'outsider' },
  );
  gh.setTokenPermissions('read');
  const run = await act(ws, event);

  expect(run.code).toBe(1);
  expect(run.stderr).toBe('');
  expect(run.outputs).toMatchObject({
    valid: 'false',
    'error-count': '12',
    'changed-models': '["acme/fork"]',
  });
  expect(gh.checkRuns).toEqual([]);
  expect(gh.comments).toEqual([]);
  expect(calls()).toEqual([
    'GET /pulls/{pull_number}/files 200',
    'POST /check-runs 403',
    'GET /contents/{path} 404', // the new record at the merge commit's first parent
    'GET /issues/{issue_number}/comments 200',
    'POST /issues/{issue_number}/comments 403',
  ]);
  expect(fileAnnotations(run)).toEqual(
    fork.errorLines.map((line, i) => ({
      level: 'error',
      file: 'models/acme/fork.toml',
      line,
      col: 1,
      title: 'schema/exclusive-minimum',
      message: `capability_profiles[${i}].duration.max must be > 0, found 0`,
    })),
  );
  expect(run.annotations.filter((a) => a.level === 'notice').map((a) => a.message)).toEqual([
    'The token cannot write check runs (no checks: write under permissions:, or a fork pull request’s read-only token): annotating with workflow commands.',
    'The token cannot write pull request comments (no pull-requests: write under permissions:, or a fork pull request’s read-only token): the preview is in the job summary only.',
  ]);
  expect(run.annotations.at(-1)).toEqual({
    level: 'error',
    message: '12 validation errors in the model registry: each is listed above and in the job summary.',
  });
  fork.errorLines.forEach((line, i) => {
    expect(run.summary).toContain(
      `| [models/acme/fork.toml:${line}:1](https://github.com/acme/registry/blob/${head}/models/acme/fork.toml#L${line}) | error | schema/exclusive-minimum | capability\\_profiles\\[${i}\\].duration.max must be &gt; 0, found 0 |`,
    );
  });
  expect(run.summary).toContain(
    '> Without permission to write checks, the problems are annotated with workflow commands, and GitHub shows 10 errors and 10 warnings per step, 50 per job: this step has 12 error annotations (and its failure message, one more) and 0 warning annotations, all listed above.',
  );
  expect(run.summary).toContain('#### `acme/fork` fork model: added');
});

/**
 * A failed run that made no check run and warns (not notices) that a required check waits: the token
 * could write them, had the workflow asked for checks: write.
 */
function expectChecksWaitWarning(run: ActionRun): void {
  expect(run.code).toBe(1);
  expect(gh.checkRuns).toEqual([]);
  const said = (level: string) => run.annotations.filter((a) => a.level === level).map((a) => a.message);
  expect(said('warning')).toContain(
    'The token cannot write check runs (no checks: write under permissions:): annotating with workflow commands. No "Model registry" check run is reported, so a branch protection or merge queue that requires it waits for it. Add checks: write under the workflow\'s permissions: to report it.',
  );
  expect(said('notice').filter((m) => m.includes('check runs'))).toEqual([]);
}

test("a fork pull request whose fork was deleted (head.repo null) is still a fork's: the notice, not the warning that a required check waits", async () => {
  const gone = recordWithErrors('acme', 'gone-fork', 1);
  const { ws, event } = await openPrFromMain(
    33,
    { message: 'from a deleted fork', files: { 'models/acme/gone-fork.toml': gone.text } },
    { headOwner: 'outsider' },
  );
  // GitHub's payload once the fork is deleted: the head names no repository.
  const pr = event.payload.pull_request as { head: { repo: unknown } };
  pr.head.repo = null;
  gh.setTokenPermissions('read');
  const run = await act(ws, event);

  expect(run.annotations.filter((a) => a.level === 'warning')).toEqual([]);
  expect(run.annotations.filter((a) => a.level === 'notice').map((a) => a.message)).toContain(
    'The token cannot write check runs (no checks: write under permissions:, or a fork pull request’s read-only token): annotating with workflow commands.',
  );
});

test("a pull request from the repository itself whose token cannot write checks: a warning that a required check waits, not the fork's notice", async () => {
  const same = recordWithErrors('acme', 'same-repo', 1);
  const { ws, event } = await openPrFromMain(31, {
    message: 'same repository',
    files: { 'models/acme/same-repo.toml': same.text },
  });
  gh.setTokenPermissions('read');
  const run = await act(ws, event);

  expectChecksWaitWarning(run);
});

test('a token without pull-requests read (permissions: contents: read only) fails naming the permission', async () => {
  const { ws, event } = await openPrFromMain(29, {
    message: 'twenty-nine',
    files: { 'models/acme/twenty-nine.toml': record('acme', 'twenty-nine') },
  });
  gh.setTokenPermissions({ contents: 'read' });
  const run = await act(ws, event);

  expect(run.code).toBe(1);
  expect(calls()).toEqual(['GET /pulls/{pull_number}/files 403']);
  expect(run.annotations.at(-1)).toEqual({
    level: 'error',
    message:
      'cannot list the files of pull request #29 (HTTP 403: Resource not accessible by integration); the token needs "pull-requests: read" (add it under permissions: in the workflow, or pull-requests: write for the preview comment too). ' +
      `Failed request: GET /repos/acme/registry/pulls/29/files?per_page=100, GitHub request id ${gh.requests[0]!.requestId}.`,
  });
});

test("another 403 listing the files passes GitHub's message on, not blamed on pull-requests: read", async () => {
  const { ws, event } = await openPrFromMain(30, {
    message: 'thirty',
    files: { 'models/acme/thirty.toml': record('acme', 'thirty') },
  });
  const said =
    'Resource protected by organization SAML enforcement. You must grant your Personal Access token access to this organization.';
  gh.faults.add({ method: 'GET', pathPattern: /\/pulls\/30\/files$/, status: 403, body: { message: said } });
  const run = await act(ws, event);

  expect(run.code).toBe(1);
  expect(calls()).toEqual(['GET /pulls/{pull_number}/files 403']);
  const failure = run.annotations.at(-1)!;
  expect(failure.level).toBe('error');
  expect(failure.message).toBe(
    `cannot list the files of pull request #30 (HTTP 403: ${said}). ` +
      `Failed request: GET /repos/acme/registry/pulls/30/files?per_page=100, GitHub request id ${gh.requests[0]!.requestId}.`,
  );
});

test('a token that cannot see the repository (GitHub answers 404 on the files of the pull request) fails naming the input', async () => {
  const { ws, event } = await openPrFromMain(31, {
    message: 'thirty-one',
    files: { 'models/acme/thirty-one.toml': record('acme', 'thirty-one') },
  });
  // GitHub's answer to every request on a repository the token may not see (the emulator's own for
  // another repository than its one); the pull request the event names exists.
  gh.faults.add({
    method: 'GET',
    pathPattern: /\/pulls\/31\/files$/,
    status: 404,
    body: { message: 'Not Found' },
  });
  const run = await act(ws, event);

  expect(run.code).toBe(1);
  expect(calls()).toEqual(['GET /pulls/{pull_number}/files 404']);
  expect(run.annotations.at(-1)).toEqual({
    level: 'error',
    message:
      "the token (input token, or the reusable workflow's secret token) cannot read acme/registry: GitHub answers 404 Not Found even for the files of pull request #31, which this run is for, as it does for a repository the token may not see (likely a fine-grained personal access token not granted this repository, or a GitHub App not installed on it). " +
      `Failed request: GET /repos/acme/registry/pulls/31/files?per_page=100, HTTP 404, GitHub request id ${gh.requests[0]!.requestId}.`,
  });
});

test('a token GitHub answers 401 (expired, revoked, mistyped) fails saying so, not "Bad credentials"', async () => {
  const { ws, event } = await openPrFromMain(32, {
    message: 'thirty-two',
    files: { 'models/acme/thirty-two.toml': record('acme', 'thirty-two') },
  });
  const run = await act(ws, event, { token: 'ghp_revoked' });

  expect(run.code).toBe(1);
  expect(calls()).toEqual(['GET /pulls/{pull_number}/files 401']);
  expect(run.annotations.at(-1)).toEqual({
    level: 'error',
    message:
      "GitHub refused the token (input token, or the reusable workflow's secret token): it is expired, revoked or mistyped. " +
      `Failed request: GET /repos/acme/registry/pulls/32/files?per_page=100, HTTP 401, GitHub request id ${gh.requests[0]!.requestId}.`,
  });
});

test('fail-on-invalid false: exit 0, valid=false, neutral check run', async () => {
  const { head, ws, event } = await openPrFromMain(4, {
    message: 'alpha: no duration',
    files: { 'models/acme/alpha.toml': alphaOnMain.replace('max = 8', 'max = 0') },
  });
  const run = await act(ws, event, { 'fail-on-invalid': 'false' });

  expect(run.code).toBe(0);
  expect(run.outputs).toMatchObject({
    valid: 'false',
    'error-count': '1',
    'changed-models': '["acme/alpha"]',
  });
  expect(gh.checkRuns).toHaveLength(1);
  expect(gh.checkRuns[0]).toMatchObject({ head_sha: head, status: 'completed', conclusion: 'neutral' });
  expect(
    gh.checkRuns[0]!.annotations.map((a) => [a.path, a.start_line, a.title, a.annotation_level]),
  ).toEqual([
    // max = 0 is one mistake: the max's own message, not also min <= max (docs/rules.md).
    ['models/acme/alpha.toml', 23, 'schema/exclusive-minimum', 'failure'],
  ]);
  expect(run.annotations.filter((a) => a.level === 'error')).toEqual([]);
  expect(gh.comments).toHaveLength(1);
  expect(gh.comments[0]!.body).toContain(
    '> [!WARNING]\n> 1 validation error: nothing is published until it is fixed.',
  );
  expect(gh.comments[0]!.body).toContain('capability_profiles[id="t2v"].duration.max: 8 -> 0\n');
  // The record at the merge commit's first parent: one contents request from a shallow checkout
  // (for one record, a compare would cost as much, and one more when it sends no patch).
  expect(calls()).toEqual([
    'GET /pulls/{pull_number}/files 200',
    'POST /check-runs 201',
    'GET /contents/{path} 200',
    'GET /issues/{issue_number}/comments 200',
    'POST /issues/{issue_number}/comments 201',
  ]);
});

test('a record file named .TOML: its file/location error is annotated and fails the pull request', async () => {
  // Before: the listing took only `.toml`, so the pull request passed with nothing checked, and the
  // push after the merge failed (the working tree reports the file), publishing nothing.
  const { ws, event } = await openPrFromMain(33, {
    message: 'upper-case extension',
    files: { 'models/acme/upper.TOML': record('acme', 'upper') },
  });
  const run = await act(ws, event);

  expect(run.code).toBe(1);
  expect(run.outputs).toMatchObject({ valid: 'false', 'error-count': '1' });
  expect(gh.checkRuns.at(-1)!.annotations.map((a) => [a.path, a.title, a.message])).toEqual([
    [
      'models/acme/upper.TOML',
      'file/location',
      "a record's file name ends in .toml in lower case: rename upper.TOML to upper.toml with git mv, as a rename of letter case alone goes unseen by git on macOS and Windows (as it is, it is not read as a record)",
    ],
  ]);
});

test("a record the base branch changed too: annotations on the head version's lines, not the merge commit's", async () => {
  // From `base`, before main gave alpha a comment line above max: the merge commit holds both edits,
  // one line lower than the head's version, where GitHub places the annotations.
  const head = await repo.commit({
    branch: 'pr-41',
    parent: base,
    message: 'alpha: no duration',
    files: { 'models/acme/alpha.toml': record('acme', 'alpha').replace('max = 8', 'max = 0') },
  });
  const { ws, event } = await openPr({ number: 41, head });
  const run = await act(ws, event, { 'fail-on-invalid': 'false' });
  expect(run.code).toBe(0);
  expect(gh.checkRuns[0]!.annotations.map((a) => [a.path, a.start_line, a.title])).toEqual([
    ['models/acme/alpha.toml', 22, 'schema/exclusive-minimum'],
  ]);
  // One read of the head's version, only for the file whose merged bytes are not the head's, and one
  // of its version at the merge commit's first parent, for the preview.
  expect(calls().filter((c) => c.startsWith('GET /contents') || c.startsWith('GET /git/blobs'))).toHaveLength(
    2,
  );
});

test('a record the base branch changed too, in a checkout with its history (fetch-depth: 0): read there, no request', async () => {
  const head = await repo.commit({
    branch: 'pr-42',
    parent: base,
    message: 'alpha: no duration',
    files: { 'models/acme/alpha.toml': record('acme', 'alpha').replace('max = 8', 'max = 0') },
  });
  const { ws, event } = await openPr({ number: 42, head, full: true });
  const run = await act(ws, event, { 'fail-on-invalid': 'false' });
  expect(run.code).toBe(0);
  expect(gh.checkRuns[0]!.annotations.map((a) => [a.path, a.start_line, a.title])).toEqual([
    ['models/acme/alpha.toml', 22, 'schema/exclusive-minimum'],
  ]);
  expect(calls().filter((c) => c.startsWith('GET /contents') || c.startsWith('GET /git/blobs'))).toEqual([]);
});

test('past the cap of reads, records the base changed too are checked as merged, and a notice says so', async () => {
  // TARGET_READS_CAP + 2 records: in `base`, edited on a branch from it, and given a comment line on
  // another branch that the pull request's base is; each ends invalid at the head and as merged.
  const n = TARGET_READS_CAP + 2;
  const names = Array.from({ length: n }, (_, i) => `m${String(i).padStart(3, '0')}`);
  const path = (m: string) => `models/bulk/${m}.toml`;
  const start = await repo.commit({
    branch: 'bulk-base',
    parent: main,
    message: 'bulk records',
    files: Object.fromEntries(names.map((m) => [path(m), record('bulk', m)])),
  });
  const moved = await repo.commit({
    branch: 'bulk-base',
    parent: start,
    message: 'bulk: a comment line each',
    files: Object.fromEntries(
      names.map((m) => [
        path(m),
        record('bulk', m).replace('mode = "range"\n', 'mode = "range"\n# per the docs\n'),
      ]),
    ),
  });
  const head = await repo.commit({
    branch: 'pr-43',
    parent: start,
    message: 'bulk: no duration',
    files: Object.fromEntries(names.map((m) => [path(m), record('bulk', m).replace('max = 8', 'max = 0')])),
  });
  const { ws, event } = await openPr({ number: 43, head, baseSha: moved, baseRef: 'bulk-base' });
  const run = await act(ws, event, { 'fail-on-invalid': 'false' });
  expect(run.code).toBe(0);
  const reads = calls().filter((c) => c.startsWith('GET /contents'));
  expect(reads).toHaveLength(TARGET_READS_CAP);
  // Every record is still checked: the cap's, at the head's line 22; the two past it, as merged (23).
  const lines = gh.checkRuns.flatMap((r) => r.annotations).map((a) => a.start_line);
  expect(lines.filter((l) => l === 22)).toHaveLength(TARGET_READS_CAP);
  expect(lines.filter((l) => l === 23)).toHaveLength(2);
  const notice = run.annotations.find((a) => a.message.includes('changed on the base branch too'));
  expect(notice?.message).toContain(
    `2 records of pull request #43 changed on the base branch too (${path(names[n - 2]!)}, ${path(names[n - 1]!)})`,
  );
  expect(notice?.message).toContain('fetch-depth: 0');
  // The head reads spend the cap: none is left for the versions at the merge commit's first parent,
  // which the preview measures from.
  expect(run.summary).toContain(
    `${n} changed records are not previewed: 2 changed on the base branch too, and the checkout lacks the head commit; ${TARGET_READS_CAP} whose version on the base branch is not in the checkout, and the checkout lacks the base commit; this run reads at most ${TARGET_READS_CAP} records through the API`,
  );
  // 300 reads through the emulator (the cap itself): over a minute on a loaded 2-core machine.
}, 240_000);

test('a Windows checkout (core.autocrlf=true): the CRLF files are the head blobs, read through no request', async () => {
  const { ws, event } = await openPrFromMain(
    30,
    {
      message: 'alpha: longer, then no duration; new-one',
      files: {
        'models/acme/alpha.toml': alphaOnMain.replace('max = 8', 'max = 0'),
        'models/acme/new-one.toml': record('acme', 'new-one'),
      },
    },
    { autocrlf: true },
  );
  // The setup holds: the work tree has CRLF where the commit has LF.
  expect(await readFile(join(ws, 'models/acme/alpha.toml'), 'utf8')).toContain('max = 0\r\n');
  const run = await act(ws, event, { 'fail-on-invalid': 'false' });
  expect(run.code).toBe(0);
  expect(gh.checkRuns[0]!.annotations.map((a) => [a.path, a.start_line, a.title])).toEqual([
    ['models/acme/alpha.toml', 23, 'schema/exclusive-minimum'],
  ]);
  expect(gh.comments[0]!.body).toContain('capability_profiles[id="t2v"].duration.max: 8 -> 0');
  // The head's alpha from the checkout, as on Linux: the CRLF bytes are the head blob as git checks
  // it out, not another version to fetch. Both records at the merge commit's first parent, which
  // this shallow checkout lacks, come from one compare (the patch undone on alpha's LF form).
  expect(calls()).toEqual([
    'GET /pulls/{pull_number}/files 200',
    'POST /check-runs 201',
    'GET /compare/{basehead} 200',
    'GET /issues/{issue_number}/comments 200',
    'POST /issues/{issue_number}/comments 201',
  ]);
});

test('cross-record rules see the whole tree; files the pull request does not touch are not reported', async () => {
  const { ws, event } = await openPrFromMain(5, {
    message: 'a copy of alpha',
    files: { 'models/acme/zz-copy.toml': recordWith({ lab: 'acme', slug: 'zz-copy' }, { id: 'acme/alpha' }) },
  });
  const run = await act(ws, event);

  expect(run.code).toBe(1);
  expect(run.outputs).toMatchObject({ valid: 'false', 'error-count': '1' });
  expect(
    gh.checkRuns[0]!.annotations.map((a) => [a.path, a.start_line, a.start_column, a.title, a.message]),
  ).toEqual([
    [
      'models/acme/zz-copy.toml',
      5,
      1,
      'registry/model-id-path',
      'model.id must match the file path: expected "acme/zz-copy", found "acme/alpha", the id of models/acme/alpha.toml',
    ],
  ]);
  expect(run.summary).not.toContain('broken');
  expect(gh.checkRuns[0]!.output.summary).not.toContain('broken');

  // A copy that sorts before the original: the original, at the id's own path, still owns the id, so
  // the pull request's file gets the error and the untouched original none.
  const second = await openPrFromMain(15, {
    message: 'another copy of alpha',
    files: { 'models/acme/aa-copy.toml': recordWith({ lab: 'acme', slug: 'aa-copy' }, { id: 'acme/alpha' }) },
  });
  const run2 = await act(second.ws, second.event);
  expect(run2.code).toBe(1);
  const annotations = gh.checkRuns[1]!.annotations;
  expect(annotations.map((a) => a.path)).toEqual(annotations.map(() => 'models/acme/aa-copy.toml'));
  expect(annotations.map((a) => [a.title, a.message])).toEqual([
    [
      'registry/model-id-path',
      'model.id must match the file path: expected "acme/aa-copy", found "acme/alpha", the id of models/acme/alpha.toml',
    ],
  ]);
  expect(run2.outputs['error-count']).toBe('1');
});

test('a moved record and a removed record appear in the preview', async () => {
  const { ws, event } = await openPrFromMain(6, {
    message: 'move and remove',
    files: {
      'models/acme/old-name.toml': null,
      'models/acme/new-name.toml': record('acme', 'old-name'),
      'models/acme/gone.toml': null,
    },
  });
  const run = await act(ws, event);

  // Equal data means model.id still names the old path: that is an error in the moved file. The
  // move is the new path's model (an event's id is its path's), not the one the data claims.
  expect(run.code).toBe(1);
  expect(run.outputs).toMatchObject({
    valid: 'false',
    'error-count': '1',
    'changed-models': '["acme/gone","acme/new-name"]',
  });
  expect(gh.checkRuns[0]!.annotations.map((a) => [a.path, a.start_line, a.title])).toEqual([
    ['models/acme/new-name.toml', 5, 'registry/model-id-path'],
  ]);
  const body = gh.comments[0]!.body;
  expect(body).toContain(
    [
      'Merging publishes 2 feed events:',
      '',
      '#### `acme/gone` gone model: removed',
      '',
      '```text',
      'model removed from models/acme/gone.toml',
      '```',
      '',
      '#### `acme/new-name` old-name model: moved from models/acme/old-name.toml',
      '',
      '```text',
      'moved from models/acme/old-name.toml to models/acme/new-name.toml',
      '```',
    ].join('\n'),
  );
  expect(run.summary).toContain('moved from models/acme/old-name.toml to models/acme/new-name.toml');
  // Both earlier versions at the merge commit's first parent (a shallow checkout lacks it) from one
  // compare: the removal's patch undone on nothing, the pure rename the same bytes.
  expect(calls()).toEqual([
    'GET /pulls/{pull_number}/files 200',
    'POST /check-runs 201',
    'GET /compare/{basehead} 200',
    'GET /issues/{issue_number}/comments 200',
    'POST /issues/{issue_number}/comments 201',
  ]);
});

test('a pull request into another branch than the default one: the preview says merging there publishes nothing', async () => {
  const { ws, event } = await openPrFromMain(
    16,
    {
      message: 'alpha: longer clips',
      files: { 'models/acme/alpha.toml': record('acme', 'alpha', { max: 12 }) },
    },
    { baseRef: 'develop' },
  );
  const run = await act(ws, event);
  expect(run.code).toBe(0);
  const lead = (body: string) => body.split('\n').find((l) => l.startsWith('Merg'));
  // Before: 'Merging publishes 1 feed event:', though only the default branch publishes (auto).
  expect(lead(gh.comments[0]!.body)).toBe(
    'Merging into `develop` publishes nothing by itself: the feed is published from `main`, where these changes make 1 feed event:',
  );
  expect(run.summary).toContain('Merging into `develop` publishes nothing by itself');

  // Closed without merging (a workflow that runs on `closed`): the comment no longer promises events.
  const closed = structuredClone(event);
  Object.assign(closed.payload, { action: 'closed' });
  Object.assign(closed.payload.pull_request as object, { state: 'closed', merged: false });
  expect((await act(ws, closed)).code).toBe(0);
  expect(gh.comments).toHaveLength(1);
  expect(gh.comments[0]!.body).toContain('Closed without merging: nothing is published.');
  expect(gh.comments[0]!.body).not.toContain('feed event');
});

test('the primary rate limit on the pull request files: GitHub’s own words, not a refused permission', async () => {
  // Listing the files is a run's first request: with no request left until the reset (an hour,
  // past the 600 s a run waits), the run fails at once with the rate limit's message.
  await gh.close();
  gh = await startGitHubEmulator({ owner: OWNER, repo: REPO, gitDir: repo.dir, token: TOKEN, rateLimit: 0 });
  const { ws, event } = await openPrFromMain(9001, {
    message: 'limited',
    files: { 'models/acme/limited.toml': record('acme', 'limited') },
  });
  const run = await act(ws, event);
  expect(run.code).toBe(1);
  expect(calls()).toEqual(['GET /pulls/{pull_number}/files 403']);
  expect(run.annotations.at(-1)).toEqual({
    level: 'error',
    message: expect.stringMatching(/^API rate limit exceeded/),
  });
  expect(gh.checkRuns).toEqual([]);
});

test('API faults: a 502 on the pull request files and a secondary rate limit on the check run are retried', async () => {
  const { head, ws, event } = await openPrFromMain(7, {
    message: 'seven',
    files: { 'models/acme/seven.toml': record('acme', 'seven') },
  });
  const files502 = gh.faults.add({ method: 'GET', pathPattern: /\/pulls\/7\/files$/, status: 502 });
  const limited = gh.faults.secondaryRateLimit({
    method: 'POST',
    pathPattern: /\/check-runs$/,
    retryAfter: 1,
  });
  const run = await act(ws, event);

  expect(run.code).toBe(0);
  expect(run.outputs).toMatchObject({ valid: 'true', 'changed-models': '["acme/seven"]' });
  expect([files502.hits, limited.hits]).toEqual([1, 1]);
  expect(calls()).toEqual([
    'GET /pulls/{pull_number}/files 502',
    'GET /pulls/{pull_number}/files 200',
    'POST /check-runs 403',
    'POST /check-runs 201',
    'GET /contents/{path} 404',
    'GET /issues/{issue_number}/comments 200',
    'POST /issues/{issue_number}/comments 201',
  ]);
  expect(gh.checkRuns).toHaveLength(1);
  expect(gh.checkRuns[0]).toMatchObject({ head_sha: head, conclusion: 'success' });
  expect(gh.comments).toHaveLength(1);
  expect(run.stdout).toMatch(/secondary rate limit on POST .*\/check-runs; retry 1 in 1 s/);
  // Retries are requests too: the count matches what the server saw.
  expect(run.summary).toContain(`${calls().length} GitHub API requests.`);
});

test('hostile record content is escaped in the comment, the summary and the check run', async () => {
  const hostile =
    '<script>alert(1)</script> ``` `tick` | *bold* [x](javascript:alert(1)) # h @octocat @acme/admins https://evil.example #12 \u202Ertl';
  const evilId = 'acme/x`<script>alert(2)</script>|y';
  const { head, ws, event } = await openPrFromMain(8, {
    message: 'hostile',
    files: {
      'models/acme/alpha.toml': alphaOnMain.replace(
        'name = "alpha model"',
        `name = ${JSON.stringify(hostile)}`,
      ),
      'models/acme/evil.toml': recordWith({ lab: 'acme', slug: 'evil' }, { id: evilId }),
    },
  });
  const run = await act(ws, event);

  expect(run.code).toBe(1);
  expect(run.outputs).toMatchObject({ valid: 'false', 'error-count': '1' });
  const body = gh.comments[0]!.body;
  const checkSummary = gh.checkRuns[0]!.output.summary ?? '';
  // The one link: each problem's own, to its line in the head commit.
  const ownLinks = new RegExp(
    `\\]\\(https://github\\.com/acme/registry/blob/${head}/models/acme/[a-z]+\\.toml#L\\d+\\)`,
    'g',
  );
  for (const md of [body, run.summary, checkSummary]) {
    const prose = outsideCodeBlocks(md).prose.replace(ownLinks, '');
    expect(prose).not.toMatch(/<script/i);
    expect(prose).not.toMatch(/(?<!\\)\]\(/); // no link
    expect(prose).not.toMatch(/@\w|https:\/\/|(?<!&)#\d|\u202E/); // no mention, autolink, issue link, bidi
  }
  // The code blocks hold exactly the feed lines, raw: their fences are longer than any backtick run inside.
  expect(outsideCodeBlocks(body).blocks).toEqual([
    `model.name: "alpha model" -> ${JSON.stringify(hostile).replace('\u202E', '\\u202e')}`,
    [
      'New video model by acme.',
      'Tasks: text to video',
      'Pricing: not published',
      'Status: available; documentation: documented',
      'Sources (1): https://example.org/acme/evil',
      'Record: models/acme/evil.toml',
    ].join('\n'),
  ]);
  expect(body).toContain(
    // The name holds an override, shown escaped as the record has it: no isolates (a feed title's) around it.
    '#### `acme/alpha` &lt;script&gt;alert(1)&lt;/script&gt; \\`\\`\\` \\`tick\\` \\| \\*bold\\* \\[x\\](javascript:alert(1)) \\# h ' +
      '@&#8203;octocat @&#8203;acme/admins https&#8203;://evil.example \\#&#8203;12 \\\\u202Ertl: 1 fields changed\n',
  );
  // The hostile model.id is not the event's (that is the path's); it is escaped in the tables below.
  expect(body).toContain('#### `acme/evil` evil model: added\n');
  expect(body).not.toContain('alert(2)');
  // Table rows keep their four cells: every `|` from the record is escaped.
  for (const md of [run.summary, checkSummary]) {
    const rows = md.split('\n').filter((l) => l.startsWith('| [models/'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.match(/(?<!\\)\|/g)).toHaveLength(5);
    expect(rows[0]).toContain('found "acme/x\\`&lt;script&gt;alert(2)&lt;/script&gt;\\|y"');
  }
  // Annotations carry the message as plain data (GitHub does not render it as markdown).
  expect(gh.checkRuns[0]!.annotations.map((a) => [a.path, a.start_line, a.title])).toEqual([
    ['models/acme/evil.toml', 5, 'schema/pattern'],
  ]);
});

test('the base branch moved on: a patch that only seems to fit the merged file is not undone on it', async () => {
  const profiles = (list: [string, number][]) =>
    recordWithProfiles(
      'acme',
      'multi',
      list.map(([id, max]) => ({ id, max })),
    ).text;
  const start = await repo.commit({
    branch: 'multi-main',
    parent: main,
    message: 'multi',
    files: {
      'models/acme/multi.toml': profiles([
        ['p1', 8],
        ['p2', 8],
        ['p3', 8],
      ]),
    },
  });
  const head = await repo.commit({
    branch: 'pr-9',
    parent: start,
    message: 'p2: longer',
    files: {
      'models/acme/multi.toml': profiles([
        ['p1', 8],
        ['p2', 10],
        ['p3', 8],
      ]),
    },
  });
  // Meanwhile the base gets a profile, alike to the letter, right where the head's hunk was.
  const moved = await repo.commit({
    branch: 'multi-main',
    parent: start,
    message: 'px',
    files: {
      'models/acme/multi.toml': profiles([
        ['p1', 8],
        ['px', 10],
        ['p2', 8],
        ['p3', 8],
      ]),
    },
  });
  const { ws, event } = await openPr({ number: 9, head, baseSha: moved });
  const run = await act(ws, event);

  expect(run.code).toBe(0);
  expect(gh.comments[0]!.body).toContain(
    '#### `acme/multi` multi model: 1 fields changed\n\n```text\ncapability_profiles[id="p2"].duration.max: 8 -> 10\n```\n',
  );
  // The merged file is not the head's: the head's version is read, for the annotations. The preview
  // reads the record at the merge commit's first parent and measures the merged file from it.
  expect(calls()).toEqual([
    'GET /pulls/{pull_number}/files 200',
    'GET /contents/{path} 200',
    'POST /check-runs 201',
    'GET /contents/{path} 200',
    'GET /issues/{issue_number}/comments 200',
    'POST /issues/{issue_number}/comments 201',
  ]);
});

test('the sticky comment is only ever one of the token’s own: a marker someone else posted is left alone', async () => {
  const { ws, event } = await openPrFromMain(20, {
    message: 'twenty',
    files: { 'models/acme/twenty.toml': record('acme', 'twenty') },
  });
  const theirs = gh.addComment({ issueNumber: 20, body: `${MARKER}\nI got here first`, login: 'mallory' });
  const run = await act(ws, event);

  expect(run.code).toBe(0);
  expect(run.stderr).toBe('');
  expect(gh.comments.map((c) => [c.user.login, c.body.includes('#### `acme/twenty`')])).toEqual([
    ['mallory', false],
    ['github-actions[bot]', true],
  ]);
  expect(gh.comments[0]!.body).toBe(theirs.body);
  expect(calls().slice(-3)).toEqual([
    'GET /issues/{issue_number}/comments 200',
    'POST /graphql 200',
    'POST /issues/{issue_number}/comments 201',
  ]);
  expect(run.annotations.filter((a) => a.level === 'notice')).toEqual([]);

  // Next run: the action's own comment is edited, mallory's still not (the emulator answers 403 if it were).
  const from = gh.requests.length;
  gh.comments[1]!.body = `${MARKER}\nstale`;
  const again = await act(ws, event);
  expect(again.code).toBe(0);
  expect(calls(from).slice(-3)).toEqual([
    'GET /issues/{issue_number}/comments 200',
    'POST /graphql 200',
    'PATCH /issues/comments/{comment_id} 200',
  ]);
  expect(gh.comments).toHaveLength(2);
  expect(gh.comments[1]!.body).toContain('#### `acme/twenty`');
  expect(gh.comments[0]!.body).toBe(theirs.body);
});

test('a sticky comment deleted between the listing and the edit is written again, not a failed run', async () => {
  const { ws, event } = await openPrFromMain(27, {
    message: 'twenty-seven',
    files: { 'models/acme/twenty-seven.toml': record('acme', 'twenty-seven') },
  });
  const old = gh.addComment({ issueNumber: 27, body: `${MARKER}\nstale` });
  // Someone deletes it while the action asks who it is: the edit then answers 404, as GitHub does.
  gh.faults.beforeRequest('POST', /\/graphql$/, () => {
    gh.comments.splice(gh.comments.indexOf(old), 1);
  });
  const from = gh.requests.length;
  const run = await act(ws, event);

  expect(run.code).toBe(0);
  expect(calls(from).slice(-4)).toEqual([
    'GET /issues/{issue_number}/comments 200',
    'POST /graphql 200',
    'PATCH /issues/comments/{comment_id} 404',
    'POST /issues/{issue_number}/comments 201',
  ]);
  expect(gh.comments.filter((c) => c.issue_number === 27).map((c) => c.body)).toEqual([
    expect.stringContaining('#### `acme/twenty-seven`'),
  ]);
});

test('a pull request that touches no record (a README edit, a Dependabot bump) gets no comment', async () => {
  // Before: "This pull request changes no model records." was commented on every such pull request,
  // notifying its author. The check run and the job summary still report.
  const { head, ws, event } = await openPrFromMain(60, {
    message: 'docs',
    files: { 'README.md': '# registry\n\nHow to add a model.\n' },
  });
  const run = await act(ws, event);

  expect(run.code).toBe(0);
  expect(run.outputs).toMatchObject({ valid: 'true', 'changed-models': '[]' });
  expect(gh.checkRuns).toMatchObject([{ name: CHECK_NAME, head_sha: head, conclusion: 'success' }]);
  expect(run.summary).toContain('This pull request changes no model records.');
  expect(gh.comments).toEqual([]);
  // Looked for (an earlier push may have left a preview to correct), never created.
  expect(calls()).toEqual([
    'GET /pulls/{pull_number}/files 200',
    'POST /check-runs 201',
    'GET /issues/{issue_number}/comments 200',
  ]);
  expect(run.stdout).toContain('No drift preview comment: this pull request changes no model records.');
});

test('a pull request whose records were pushed away has its preview updated, not left stale', async () => {
  const { head, ws, event } = await openPrFromMain(61, {
    message: 'sixty-one',
    files: { 'models/acme/sixty-one.toml': record('acme', 'sixty-one'), 'README.md': '# registry!\n' },
  });
  expect((await act(ws, event)).code).toBe(0);
  expect(gh.comments).toHaveLength(1);
  expect(gh.comments[0]!.body).toContain('#### `acme/sixty-one` sixty-one model: added');

  // The next push takes the record out again: only the README edit is left.
  const head2 = await repo.commit({
    branch: 'pr-61',
    parent: head,
    message: 'not yet',
    files: { 'models/acme/sixty-one.toml': null },
  });
  const second = await openPr({ number: 61, head: head2, before: head });
  const from = gh.requests.length;
  const run = await act(second.ws, second.event);

  expect(run.code).toBe(0);
  expect(gh.comments).toHaveLength(1);
  expect(gh.comments[0]!.body).toBe(
    `${MARKER}\n### Model registry: drift preview\n\nThis pull request changes no model records.\n`,
  );
  expect(calls(from).slice(-3)).toEqual([
    'GET /issues/{issue_number}/comments 200',
    'POST /graphql 200',
    'PATCH /issues/comments/{comment_id} 200',
  ]);

  // With comment: false the action leaves comments alone, this one too (README, Inputs).
  const third = await repo.commit({
    branch: 'pr-61',
    parent: head2,
    message: 'now',
    files: { 'models/acme/sixty-one.toml': record('acme', 'sixty-one') },
  });
  const again = await openPr({ number: 61, head: third, before: head2 });
  const before = gh.comments[0]!.body;
  const quiet = gh.requests.length;
  expect((await act(again.ws, again.event, { comment: 'false' })).code).toBe(0);
  expect(gh.comments.map((c) => c.body)).toEqual([before]);
  expect(calls(quiet).filter((c) => c.includes('/comments'))).toEqual([]);
});

test('two registries in one repository (a matrix of models-dir): a check run and a comment each, neither masking the other', async () => {
  // Before: both runs wrote "Model registry" and one marker, so the second run's comment replaced the
  // first's and GitHub's checks showed only the latest run of the name: a failing registry was hidden.
  const twoMain = await repo.commit({
    branch: 'two-main',
    parent: null,
    message: 'two registries',
    files: {
      'text/models/acme/alpha.toml': record('acme', 'alpha'),
      'image/models/acme/alpha.toml': record('acme', 'alpha'),
    },
  });
  const bad = recordWithErrors('acme', 'bad', 2);
  const head = await repo.commit({
    branch: 'pr-62',
    parent: twoMain,
    message: 'one each',
    files: {
      'text/models/acme/new-text.toml': record('acme', 'new-text'),
      'image/models/acme/bad.toml': bad.text,
    },
  });
  const { ws, event } = await openPr({ number: 62, head, baseSha: twoMain });
  const text = await act(ws, event, { 'models-dir': 'text/models' });
  expect(text.code).toBe(0);
  // The image run's check run is created but its answer lost: the look-up must ask for its own name.
  const lost = gh.faults.add({
    method: 'POST',
    pathPattern: /\/check-runs$/,
    status: 502,
    afterHandling: true,
  });
  const image = await act(ws, event, { 'models-dir': 'image/models/' });
  expect(image.code).toBe(1);
  expect(lost.hits).toBe(1);

  expect(gh.checkRuns.map((r) => [r.name, r.head_sha, r.conclusion])).toEqual([
    ['Model registry (text/models)', head, 'success'],
    ['Model registry (image/models)', head, 'failure'],
  ]);
  const marker = (dir: string) => `<!-- model-registry-action:drift-preview models-dir=${dir} -->`;
  expect(gh.comments.map((c) => c.body.split('\n').slice(0, 2))).toEqual([
    [marker('text/models'), '### Model registry (text/models): drift preview'],
    [marker('image/models'), '### Model registry (image/models): drift preview'],
  ]);
  expect(gh.comments[0]!.body).toContain('#### `acme/new-text`');
  expect(gh.comments[1]!.body).toContain('2 validation errors');
  // Neither marker is found in the other's comment, nor in the default registry's.
  expect(gh.comments[0]!.body).not.toContain(MARKER);
  expect(gh.comments[1]!.body).not.toContain(marker('text/models'));

  // A second run of the text registry finds its own comment again and leaves the image one alone.
  const from = gh.requests.length;
  expect((await act(ws, event, { 'models-dir': 'text/models' })).code).toBe(0);
  expect(calls(from).slice(-2)).toEqual(['GET /issues/{issue_number}/comments 200', 'POST /graphql 200']);
  expect(gh.comments).toHaveLength(2);
});

/** The emulator again, answering a user's token (a personal access token), not a GitHub App's. */
async function restartAsUser(login: string, { fineGrained = false } = {}): Promise<void> {
  await gh.close();
  gh = await startGitHubEmulator({
    owner: OWNER,
    repo: REPO,
    gitDir: repo.dir,
    token: TOKEN,
    actor: { login, fineGrained },
  });
}

test('a personal access token: its own login (GraphQL viewer) owns the comment, not github-actions[bot]', async () => {
  await restartAsUser('registry-bot');
  const { ws, event } = await openPrFromMain(21, {
    message: 'twenty-one',
    files: { 'models/acme/twenty-one.toml': record('acme', 'twenty-one') },
  });
  // Left by an earlier run with GITHUB_TOKEN: not this token's to edit.
  gh.addComment({ issueNumber: 21, body: `${MARKER}\nold`, login: 'github-actions[bot]' });
  const mine = gh.addComment({ issueNumber: 21, body: `${MARKER}\nstale`, login: 'registry-bot' });
  const run = await act(ws, event);

  expect(run.code).toBe(0);
  expect(gh.comments.map((c) => [c.id, c.user.login])).toEqual([
    [gh.comments[0]!.id, 'github-actions[bot]'],
    [mine.id, 'registry-bot'],
  ]);
  expect(gh.comments[0]!.body).toBe(`${MARKER}\nold`);
  expect(gh.comments[1]!.body).toContain('#### `acme/twenty-one` twenty-one model: added');
  expect(calls().slice(-3)).toEqual([
    'GET /issues/{issue_number}/comments 200',
    'POST /graphql 200',
    'PATCH /issues/comments/{comment_id} 200',
  ]);
});

test('a personal access token cannot write check runs (only GitHub Apps can): workflow commands and a warning saying why', async () => {
  await restartAsUser('registry-bot');
  const pat = recordWithErrors('acme', 'pat', 2);
  const { ws, event } = await openPrFromMain(28, {
    message: 'twenty-eight',
    files: { 'models/acme/pat.toml': pat.text },
  });
  const run = await act(ws, event);

  expect(run.code).toBe(1);
  expect(gh.checkRuns).toEqual([]);
  expect(calls()).toContain('POST /check-runs 403');
  expect(fileAnnotations(run)).toHaveLength(2);
  // Not the fork guess: the token is a user's, so every run of this workflow goes without the check.
  expect(run.annotations.filter((a) => a.level === 'warning').map((a) => a.message)).toEqual([
    'The token is not a GitHub App\'s (a personal access token?) and only GitHub Apps can write check runs: annotating with workflow commands. No "Model registry" check run is reported, so a branch protection or merge queue that requires it waits for it. Use github.token or a GitHub App\'s token to get the check run.',
  ]);
  expect(run.annotations.filter((a) => a.level === 'notice')).toEqual([]);
  // The comment is not a check: a personal access token writes it.
  expect(gh.comments.map((c) => c.user.login)).toEqual(['registry-bot']);
});

test('a fine-grained personal access token gets the same warning, not a permissions: block to add that no PAT reads', async () => {
  // GitHub words its refusal "Resource not accessible by personal access token", as it does a
  // missing permission; a fine-grained token has no Checks permission to grant.
  await restartAsUser('registry-bot', { fineGrained: true });
  const pat = recordWithErrors('acme', 'fine', 2);
  const { ws, event } = await openPrFromMain(31, {
    message: 'thirty-one',
    files: { 'models/acme/fine.toml': pat.text },
  });
  const run = await act(ws, event);

  expect(run.code).toBe(1);
  expect(gh.checkRuns).toEqual([]);
  expect(calls()).toContain('POST /check-runs 403');
  expect(fileAnnotations(run)).toHaveLength(2);
  expect(run.annotations.filter((a) => a.level === 'warning').map((a) => a.message)).toEqual([
    'The token is not a GitHub App\'s (a personal access token?) and only GitHub Apps can write check runs: annotating with workflow commands. No "Model registry" check run is reported, so a branch protection or merge queue that requires it waits for it. Use github.token or a GitHub App\'s token to get the check run.',
  ]);
  expect(run.annotations.filter((a) => a.level === 'notice')).toEqual([]);
});

test('a locked conversation and an organization policy are not blamed on permissions: GitHub’s words, annotations still made', async () => {
  const locked = recordWithErrors('acme', 'locked', 2);
  const { ws, event } = await openPrFromMain(
    62,
    { message: 'sixty-two', files: { 'models/acme/locked.toml': locked.text } },
    { locked: true },
  );
  const saml =
    'Resource protected by organization SAML enforcement. You must grant your Personal Access token access to this organization.';
  gh.faults.add({ method: 'POST', pathPattern: /\/check-runs$/, status: 403, body: { message: saml } });
  const run = await act(ws, event);

  expect(run.code).toBe(1);
  expect(gh.checkRuns).toEqual([]);
  expect(gh.comments).toEqual([]);
  expect(fileAnnotations(run)).toHaveLength(2);
  expect(run.annotations.filter((a) => a.level === 'warning').map((a) => a.message)).toEqual([
    `GitHub refused to write the "Model registry" check run (HTTP 403: ${saml}): annotating with workflow commands.`,
  ]);
  expect(run.annotations.filter((a) => a.level === 'notice').map((a) => a.message)).toEqual([
    'The pull request’s conversation is locked, so GitHub takes no new comment from the token: the preview is in the job summary only.',
  ]);
  expect(run.summary).toContain('acme/locked');
});

test('a lost answer (502 after the write) never makes a second check run, comment or annotation', async () => {
  const many = recordWithErrors('acme', 'lost', 60);
  const { ws, event } = await openPrFromMain(22, {
    message: 'lost answers',
    files: { 'models/acme/lost.toml': many.text },
  });
  const lost = [
    gh.faults.add({ method: 'POST', pathPattern: /\/check-runs$/, status: 502, afterHandling: true }),
    gh.faults.add({ method: 'PATCH', pathPattern: /\/check-runs\/\d+$/, status: 502, afterHandling: true }),
    gh.faults.add({
      method: 'POST',
      pathPattern: /\/issues\/22\/comments$/,
      status: 502,
      afterHandling: true,
    }),
  ];
  const run = await act(ws, event);

  expect(run.code).toBe(1);
  expect(lost.map((f) => f.hits)).toEqual([1, 1, 1]);
  expect(gh.checkRuns).toHaveLength(1);
  expect(gh.checkRuns[0]!.annotations).toHaveLength(60);
  expect(gh.checkRuns[0]).toMatchObject({ status: 'completed', conclusion: 'failure', writes: 2 });
  expect(gh.checkRuns[0]!.external_id).toMatch(/^[0-9a-f-]{36}$/);
  expect(gh.comments).toHaveLength(1);
  expect(calls()).toEqual([
    'GET /pulls/{pull_number}/files 200',
    'POST /check-runs 502',
    'GET /commits/{ref}/check-runs 200',
    'PATCH /check-runs/{check_run_id} 502',
    'GET /check-runs/{check_run_id} 200',
    'GET /contents/{path} 404',
    'GET /issues/{issue_number}/comments 200',
    'POST /issues/{issue_number}/comments 502',
    'GET /issues/{issue_number}/comments 200',
    'POST /graphql 200',
  ]);
});

test('a 502 before the write: the create is tried again after the look-up finds nothing', async () => {
  const { ws, event } = await openPrFromMain(23, {
    message: 'twenty-three',
    files: { 'models/acme/twenty-three.toml': record('acme', 'twenty-three') },
  });
  gh.faults.add({ method: 'POST', pathPattern: /\/check-runs$/, status: 502 });
  gh.faults.add({ method: 'POST', pathPattern: /\/issues\/23\/comments$/, status: 503 });
  const run = await act(ws, event);

  expect(run.code).toBe(0);
  expect(gh.checkRuns).toHaveLength(1);
  expect(gh.comments).toHaveLength(1);
  expect(calls()).toEqual([
    'GET /pulls/{pull_number}/files 200',
    'POST /check-runs 502',
    'GET /commits/{ref}/check-runs 200',
    'POST /check-runs 201',
    'GET /contents/{path} 404',
    'GET /issues/{issue_number}/comments 200',
    'POST /issues/{issue_number}/comments 503',
    'GET /issues/{issue_number}/comments 200',
    'POST /issues/{issue_number}/comments 201',
  ]);
});

test('a comment GitHub keeps refusing is a warning: the check run and the summary already report', async () => {
  // It failed the step, whose check run had already passed, and left the job summary empty.
  const { ws, event } = await openPrFromMain(24, {
    message: 'twenty-four',
    files: { 'models/acme/twenty-four.toml': record('acme', 'twenty-four') },
  });
  const refused = gh.faults.add({
    method: 'POST',
    pathPattern: /\/issues\/24\/comments$/,
    status: 502,
    times: 50,
  });
  const run = await act(ws, event);

  expect(refused.hits).toBeGreaterThan(1); // the client's retries ran first
  expect(run.code).toBe(0);
  expect(run.outputs).toMatchObject({ valid: 'true', 'changed-models': '["acme/twenty-four"]' });
  expect(gh.checkRuns[0]).toMatchObject({ status: 'completed', conclusion: 'success' });
  expect(run.annotations.filter((a) => a.level === 'warning').map((a) => a.message)).toEqual([
    expect.stringMatching(
      /^The drift preview comment could not be written \(.*HTTP 502.*\): the preview is in the job summary only\.$/s,
    ),
  ]);
  expect(run.summary).toContain('acme/twenty-four');
});

test.each([
  [41, 'notepad.toml.txt', "a record's file name ends in .toml: rename notepad.toml.txt to notepad.toml"],
  [
    45,
    'upper.TOML',
    "a record's file name ends in .toml in lower case: rename upper.TOML to upper.toml with git mv, as a rename of letter case alone goes unseen by git on macOS and Windows",
  ],
  [46, 'slip.tml', "a record's file name ends in .toml: rename slip.tml to slip.toml"],
])(
  'pull_request_target: a record added as #%s %s is its file/location error, though the checkout is the base',
  async (number, name, problem) => {
    // The head is read through the pull request's file list, which holds only .toml records: the
    // misnamed file was in no tree, so the pull request passed with nothing checked and no comment.
    const head = await repo.commit({
      branch: `pr-${number}`,
      parent: main,
      message: name,
      files: { [`models/acme/${name}`]: record('acme', name.slice(0, name.indexOf('.'))) },
    });
    const { run } = await targetRun(number, head);

    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ valid: 'false', 'error-count': '1' });
    expect(gh.checkRuns.at(-1)).toMatchObject({ head_sha: head, conclusion: 'failure' });
    expect(gh.checkRuns.at(-1)!.annotations.map((a) => [a.path, a.title, a.message])).toEqual([
      [`models/acme/${name}`, 'file/location', `${problem} (as it is, it is not read as a record)`],
    ]);
    // A comment, though the pull request touches no .toml record: it has an error to fix.
    const comments = gh.comments.filter((c) => c.issue_number === number);
    expect(comments).toHaveLength(1);
    // Not "This pull request changes no model records.": it adds one, under a name no reader reads.
    expect(comments[0]!.body).toContain(
      'No feed event to preview: 1 changed record is not previewed until its errors are fixed.\n',
    );
  },
);

test("pull_request_target of a fork's pull request whose workflow leaves out checks: write: the warning that a required check waits, as the token is the base's, not a fork's read-only one", async () => {
  const head = await repo.commit({
    branch: 'pr-32',
    parent: main,
    message: 'fork on target',
    files: { 'models/acme/fork-target.toml': recordWithErrors('acme', 'fork-target', 1).text },
  });
  gh.setTokenPermissions({ contents: 'write', pull_requests: 'write', issues: 'write', checks: 'read' });
  const { run } = await targetRun(32, head, head, 'outsider');

  expectChecksWaitWarning(run);
});

test('pull_request_target: the head is read through the API (the checkout is the base), annotated, previewed', async () => {
  const head = await repo.commit({
    branch: 'pr-24',
    parent: main,
    message: 'target',
    files: {
      'models/acme/alpha.toml': alphaOnMain.replace('max = 8', 'max = 10'),
      'models/acme/target-new.toml': record('acme', 'target-new', { name: 'Target New' }),
      'models/acme/target-bad.toml': recordWithErrors('acme', 'target-bad', 2).text,
      // Would run if anything from the pull request were executed.
      'scripts/evil.sh': '#!/bin/sh\ntouch "$GITHUB_WORKSPACE/pwned"\n',
    },
  });
  // As actions/checkout does on pull_request_target: the base branch, not the pull request.
  const { ws, run } = await targetRun(24, head);

  expect(run.stderr).toBe('');
  expect(run.code).toBe(1);
  expect(run.outputs).toMatchObject({
    valid: 'false',
    'error-count': '2',
    'changed-models': '["acme/alpha","acme/target-bad","acme/target-new"]',
  });
  expect(gh.checkRuns).toHaveLength(1);
  expect(gh.checkRuns[0]!.head_sha).toBe(head);
  expect(gh.checkRuns[0]!.annotations.map((a) => [a.path, a.title])).toEqual([
    ['models/acme/target-bad.toml', 'schema/exclusive-minimum'],
    ['models/acme/target-bad.toml', 'schema/exclusive-minimum'],
  ]);
  const body = gh.comments[0]!.body;
  expect(body).toContain(
    '#### `acme/alpha` alpha model: 1 fields changed\n\n```text\ncapability_profiles[id="t2v"].duration.max: 8 -> 10\n```',
  );
  expect(body).toContain('#### `acme/target-new` Target New: added');
  expect(body).toContain('#### `acme/target-bad` target-bad model: added');
  expect(calls()).toEqual([
    'GET /pulls/{pull_number}/files 200',
    // The head's modes, so that a link is never read as the record it leads to.
    'GET /git/trees/{tree_sha} 200',
    'GET /contents/{path} 200',
    'GET /contents/{path} 200',
    'GET /contents/{path} 200',
    'POST /check-runs 201',
    'GET /issues/{issue_number}/comments 200',
    'POST /issues/{issue_number}/comments 201',
  ]);
  // Every touched record is read at the head commit, through the API.
  expect(
    gh.requests.filter((r) => r.route?.endsWith('/contents/{path}')).map((r) => [r.path, r.query]),
  ).toEqual(
    ['alpha', 'target-bad', 'target-new'].map((m) => [
      `/repos/acme/registry/contents/models/acme/${m}.toml`,
      `ref=${head}`,
    ]),
  );
  // The checkout is still the base: nothing of the pull request landed in it, nothing ran.
  expect(await isShallowWithoutParents(ws)).toBe(true);
  const { existsSync } = await import('node:fs');
  expect(existsSync(join(ws, 'models/acme/target-new.toml'))).toBe(false);
  expect(existsSync(join(ws, 'pwned'))).toBe(false);
});

/** The commit a pull request's event names (alpha: 10 s), and one to push on top after it (a new record). */
async function pushedSinceEvent(branch: string): Promise<{ older: string; newer: () => Promise<string> }> {
  const older = await repo.commit({
    branch,
    parent: main,
    message: 'alpha: 10 s',
    files: { 'models/acme/alpha.toml': alphaOnMain.replace('max = 8', 'max = 10') },
  });
  const newer = () =>
    repo.commit({
      branch,
      parent: older,
      message: 'and a new model',
      files: { 'models/acme/late-new.toml': record('acme', 'late-new') },
    });
  return { older, newer };
}

test('pull_request_target, the pull request pushed to since the event: a file only the newer commit has is left to its run', async () => {
  // GitHub lists the files of the pull request's head as it is now; this run's commit is the older one.
  const pushed = await pushedSinceEvent('pr-27');
  const { older } = pushed;
  const newer = await pushed.newer();
  const { run } = await targetRun(27, newer, older);

  // Not "file/unreadable: not found at the pull request's head" for a file this commit never had.
  expect(run.code).toBe(0);
  expect(run.outputs).toMatchObject({
    valid: 'true',
    'error-count': '0',
    'changed-models': '["acme/alpha"]',
  });
  expect(gh.checkRuns.map((c) => [c.head_sha, c.conclusion])).toEqual([[older, 'success']]);
  expect(run.annotations).toContainEqual({
    level: 'notice',
    message: expect.stringMatching(
      /^Pull request #27 has moved on since this run's commit \w{7}: models\/acme\/late-new\.toml is only in a newer commit, whose run checks it\.$/,
    ),
  });
  expect(gh.comments[0]!.body).not.toContain('late-new');
  // GitHub is asked where the pull request is only because a listed file was missing.
  expect(calls()).toEqual([
    'GET /pulls/{pull_number}/files 200',
    'GET /git/trees/{tree_sha} 200',
    'GET /contents/{path} 200',
    'GET /contents/{path} 404',
    'GET /pulls/{pull_number} 200',
    'POST /check-runs 201',
    'GET /issues/{issue_number}/comments 200',
    'POST /issues/{issue_number}/comments 201',
  ]);
});

test('pull_request, pushed to since the event: the record only the newer commit has is left to its run too', async () => {
  const pushed = await pushedSinceEvent('pr-28');
  const { older } = pushed;
  // The event's merge commit is of the older head; by the time the run lists files, the newer one.
  const first = await gh.addPullRequest({ number: 28, baseSha: main, headSha: older, headRef: 'pr-28' });
  const ws = await checkoutShallow({
    root: scratch,
    remoteDir: repo.dir,
    sha: first.mergeSha!,
    prNumber: 28,
  });
  const newer = await pushed.newer();
  await gh.addPullRequest({ number: 28, baseSha: main, headSha: newer, headRef: 'pr-28' });
  const event = pullRequestEvent({
    owner: OWNER,
    repo: REPO,
    number: 28,
    headSha: older,
    baseSha: main,
    headRef: 'pr-28',
    mergeSha: first.mergeSha,
  });
  const run = await act(ws, event);

  expect(run.code).toBe(0);
  expect(run.outputs).toMatchObject({
    valid: 'true',
    'error-count': '0',
    'changed-models': '["acme/alpha"]',
  });
  expect(run.annotations.map((a) => a.message)).toContainEqual(
    expect.stringMatching(/models\/acme\/late-new\.toml is only in a newer commit, whose run checks it\.$/),
  );
  // Not "2 changed record files valid": the newer commit's record was not checked here.
  expect(run.summary).toContain('### Model registry: 1 changed record file valid');
  expect(gh.comments[0]!.body).not.toContain('late-new');
});

test('a record over the size limit in a pull request is an error, never previewed as removed', async () => {
  const huge = `${record('acme', 'gone')}\n# ${'x'.repeat(1024 * 1024)}\n`;
  const head = await repo.commit({
    branch: 'pr-25',
    parent: main,
    message: 'huge',
    files: { 'models/acme/gone.toml': huge },
  });
  for (const name of ['pull_request', 'pull_request_target'] as const) {
    const { pr, ws, event } = await openPr({ number: 25, head });
    const prt = name === 'pull_request_target';
    const workspace = prt
      ? await checkoutShallow({ root: scratch, remoteDir: repo.dir, sha: main, prNumber: 25 })
      : ws;
    expect(pr.headSha).toBe(head);
    const before = gh.comments.length;
    const run = await act(workspace, { name, payload: event.payload });
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ valid: 'false', 'error-count': '1', 'changed-models': '[]' });
    const check = gh.checkRuns.at(-1)!;
    expect(check.annotations.map((a) => [a.path, a.title])).toEqual([
      ['models/acme/gone.toml', 'file/too-large'],
    ]);
    const body = gh.comments.at(-1)!.body;
    expect(body).not.toContain('removed');
    expect(body).toContain(
      'No feed event to preview: 1 changed record is not previewed until its errors are fixed.',
    );
    expect(gh.comments.length).toBe(Math.max(before, 1));
  }
});

test('a record emptied or left unparseable is said to be not previewed, beside the events of the others', async () => {
  // Before: "The record changes in this pull request change no data: the feed stays as it is.", and
  // nothing at all beside another record's event, for a record whose new version makes no event.
  const head = await repo.commit({
    branch: 'pr-42',
    parent: main,
    message: 'gone emptied, alpha 10 s',
    files: {
      'models/acme/gone.toml': '# gone\n',
      'models/acme/alpha.toml': alphaOnMain.replace('max = 8', 'max = 10'),
    },
  });
  const { run } = await targetRun(42, head);
  expect(run.outputs).toMatchObject({ 'error-count': '1', 'changed-models': '["acme/alpha"]' });
  const said =
    '1 changed record is not previewed until its errors are fixed.\n\nMerging publishes 1 feed event:';
  expect(gh.comments.at(-1)!.body).toContain(said);
  expect(run.summary).toContain(said);

  const { ws, event } = await openPrFromMain(43, {
    message: 'gone does not parse',
    files: { 'models/acme/gone.toml': 'schema_version = \n' },
  });
  const alone = await act(ws, event);
  expect(alone.outputs).toMatchObject({ 'error-count': '1', 'changed-models': '[]' });
  for (const text of [gh.comments.at(-1)!.body, alone.summary]) {
    expect(text).toContain(
      'No feed event to preview: 1 changed record is not previewed until its errors are fixed.\n',
    );
    expect(text).not.toContain('change no data');
  }
});

test('a record with an error that parses, edited without a data change: the preview says no data changes', async () => {
  // other/broken.toml has a schema error on main; a comment added to it makes no event, and none of
  // the pull request's records is left out of the preview.
  const { ws, event } = await openPrFromMain(44, {
    message: 'a note on broken',
    files: { 'models/other/broken.toml': `# a note\n${record('other', 'broken', { max: 0 })}` },
  });
  const run = await act(ws, event);
  expect(run.outputs).toMatchObject({ valid: 'false', 'changed-models': '[]' });
  expect(gh.comments.at(-1)!.body).toContain(
    'The record changes in this pull request change no data: the feed stays as it is.',
  );
  expect(gh.comments.at(-1)!.body).not.toContain('not previewed');
});

test('more files than GitHub lists (3,000): a record past the cap is still validated, or the run refuses', async () => {
  // 3,000 other files sort before the record, so GitHub's file list ends before reaching it.
  const files = Array.from({ length: 3000 }, (_, i): [string, string] => [
    `docs/${String(i).padStart(4, '0')}.txt`,
    `${i}\n`,
  ]);
  files.push(['models/acme/late.toml', recordWithErrors('acme', 'late', 1).text]);
  const head = await wideCommit(repo, {
    branch: 'pr-26',
    time: 1767229200,
    message: 'wide\n',
    from: main,
    files,
  });

  const { ws, event } = await openPr({ number: 26, head });
  const run = await act(ws, event);
  expect(run.code).toBe(1);
  // The list cannot say what changed, so the whole merged tree is validated: main's own broken
  // record is reported too, and the one past the cap is not missed.
  expect(run.outputs.valid).toBe('false');
  const paths = gh.checkRuns.at(-1)!.annotations.map((a) => a.path);
  expect(paths).toContain('models/acme/late.toml');
  expect(paths).toContain('models/other/broken.toml');
  expect(run.outputs['error-count']).toBe(String(paths.length));
  expect(run.summary).toContain('GitHub lists at most 3,000 files of a pull request');
  expect(run.annotations.some((a) => a.level === 'warning' && a.message.includes('at most 3,000'))).toBe(
    true,
  );

  const base = await checkoutShallow({ root: scratch, remoteDir: repo.dir, sha: main, prNumber: 26 });
  const checks = gh.checkRuns.length;
  const target = await act(base, { name: 'pull_request_target', payload: event.payload });
  expect(target.code).toBe(1);
  expect(target.annotations.find((a) => a.level === 'error')?.message).toMatch(
    /^pull request #26 changes 3,000 files or more, and GitHub lists no more than that: .* Nothing was checked\./,
  );
  expect(gh.checkRuns.length).toBe(checks);
  // 3,000 records listed and validated twice: about 9 s here, past jest's 60 s default on a loaded
  // machine. The limit guards against a hang; nothing here is timed.
}, 120_000);

test('3,000 listed files and no record among them, no error: a comment still says the list may hide records', async () => {
  // A pull request that changes no record gets no comment; at the cap GitHub's list may have cut off
  // the records it does change, so the comment (with the validation of the whole tree) is written.
  const head = await wideCommit(repo, {
    branch: 'pr-9000',
    time: 1767229300,
    message: 'wide, no record\n',
    from: dataMain,
    files: Array.from({ length: 3000 }, (_, i): [string, string] => [
      `docs/${String(i).padStart(4, '0')}.txt`,
      `${i}\n`,
    ]),
  });
  const { ws, event } = await openPr({ number: 9000, head, baseSha: dataMain });
  const run = await act(ws, event, { 'models-dir': 'registry/models' });
  expect(run.code).toBe(0);
  expect(run.outputs).toMatchObject({ valid: 'true', 'error-count': '0', 'changed-models': '[]' });
  expect(gh.comments).toHaveLength(1);
  expect(gh.comments[0]!.body).toContain(INCOMPLETE_NOTE);
}, 120_000);

test.each([
  ['too-long-422', 70],
  ['timeout-502', 71],
] as const)(
  'GitHub giving up on the pull request’s files (%s): every record in the merged tree is validated, a notice says why, no preview',
  async (answer, number) => {
    const { head, ws, event } = await openPrFromMain(number, {
      message: 'late',
      files: { 'models/acme/late.toml': recordWithErrors('acme', 'late', 1).text },
    });
    const fault = gh.faults.diffUnavailable({
      pathPattern: /\/pulls\/\d+\/files$/,
      answer,
      resource: 'PullRequest',
      times: Number.POSITIVE_INFINITY,
    });
    const run = await act(ws, event);
    expect(fault.hits).toBeGreaterThan(0);
    expect(run.code).toBe(1);
    expect(run.outputs.valid).toBe('false');
    // Without the list, what changed is unknown: main's own broken record is reported too.
    const check = gh.checkRuns.at(-1)!;
    expect(check).toMatchObject({ head_sha: head, conclusion: 'failure' });
    const paths = check.annotations.map((a) => a.path);
    expect(paths).toContain('models/acme/late.toml');
    expect(paths).toContain('models/other/broken.toml');
    expect(run.outputs['error-count']).toBe(String(paths.length));
    const why = new RegExp(
      `^GitHub could not list the files of pull request #${number} \\(.+\\): every record in the merged tree was validated, and there is no drift preview`,
    );
    expect(run.annotations.filter((a) => a.level === 'notice' && why.test(a.message))).toHaveLength(1);
    expect(run.summary).toMatch(new RegExp(why.source.slice(1)));
    expect(run.outputs['changed-models']).toBe('[]');
    expect(gh.comments).toEqual([]);
  },
);

test('GitHub giving up on the pull request’s files after an earlier run previewed it: that comment says why it is gone', async () => {
  const { ws, event } = await openPrFromMain(73, {
    message: 'late',
    files: { 'models/acme/late.toml': record('acme', 'late') },
  });
  expect((await act(ws, event)).code).toBe(0);
  expect(gh.comments).toHaveLength(1);
  expect(gh.comments[0]!.body).toContain('acme/late');
  gh.faults.diffUnavailable({
    pathPattern: /\/pulls\/\d+\/files$/,
    answer: 'too-long-422',
    resource: 'PullRequest',
    times: Number.POSITIVE_INFINITY,
  });
  // Every record is validated now, main's broken one too.
  expect((await act(ws, event)).code).toBe(1);
  // Edited in place, not a second comment: the old preview is not left standing as if current.
  expect(gh.comments).toHaveLength(1);
  expect(gh.comments[0]!.body).toContain(MARKER);
  expect(gh.comments[0]!.body).toContain(
    'GitHub could not list the files of pull request #73 (the diff is too large): every record in the merged tree was validated, and there is no drift preview',
  );
  expect(gh.comments[0]!.body).not.toContain('acme/late');
});

test('pull_request_target, GitHub giving up on the pull request’s files: the run refuses, saying why, and checks nothing', async () => {
  const head = await repo.commit({
    branch: 'pr-72',
    parent: main,
    message: 'late',
    files: { 'models/acme/late.toml': recordWithErrors('acme', 'late', 1).text },
  });
  gh.faults.diffUnavailable({
    pathPattern: /\/pulls\/\d+\/files$/,
    answer: 'too-long-422',
    resource: 'PullRequest',
    times: Number.POSITIVE_INFINITY,
  });
  const { run } = await targetRun(72, head);
  expect(run.code).toBe(1);
  expect(run.annotations.find((a) => a.level === 'error')?.message).toMatch(
    /^GitHub could not list the files of pull request #72 \(the diff is too large\): on pull_request_target the action reads the pull request only through that list, so it cannot validate it\. Nothing was checked\./,
  );
  expect(gh.checkRuns).toEqual([]);
  expect(gh.requests.filter((r) => r.route?.includes('/contents/'))).toEqual([]);
});

test.each([
  ['pull_request_review', 27],
  ['pull_request_review_comment', 28],
] as const)(
  '%s with publish: true is a pull request run: annotated, previewed, never published',
  async (name, number) => {
    // On the registry in registry/models, valid as a whole: a push run would publish it.
    const headRef = `pr-${number}`;
    const head = await repo.commit({
      branch: headRef,
      parent: dataMain,
      message: 'reviewed',
      files: { 'registry/models/acme/reviewed.toml': record('acme', 'reviewed') },
    });
    const { pr, ws } = await openPr({ number, head, headRef, baseSha: dataMain });
    const event = pullRequestReviewEvent(name, {
      owner: OWNER,
      repo: REPO,
      number,
      headSha: head,
      baseSha: dataMain,
      headRef,
      mergeSha: pr.mergeSha,
    });
    const run = await act(ws, event, { publish: 'true', 'models-dir': 'registry/models' });
    expect(run.env.GITHUB_SHA).toBe(pr.mergeSha); // unmerged code, as on the runner
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({
      valid: 'true',
      'changed-models': '["acme/reviewed"]',
      'pages-commit': '',
    });
    expect(gh.checkRuns.at(-1)).toMatchObject({ head_sha: head, conclusion: 'success' });
    expect(gh.requests.filter((r) => r.method !== 'GET' && r.path.includes('/git/'))).toEqual([]);
    expect(await repo.git('branch', '--list', 'gh-pages')).toBe('');
  },
);

test('the preview comment failing after validation: the step passes with a warning and sets every output', async () => {
  const head = await repo.commit({
    branch: 'pr-29',
    parent: dataMain,
    message: 'one more',
    files: { 'registry/models/acme/more.toml': record('acme', 'more') },
  });
  const { ws, event } = await openPr({ number: 29, head, baseSha: dataMain });
  gh.faults.add({ method: 'POST', pathPattern: /\/issues\/29\/comments$/, status: 502, times: Infinity });
  const run = await act(ws, event, { 'models-dir': 'registry/models' });
  expect(run.code).toBe(0);
  expect(run.annotations.at(-1)).toMatchObject({
    level: 'warning',
    message: expect.stringMatching(/^The drift preview comment could not be written \(Server Error/),
  });
  expect(run.outputs).toEqual({
    valid: 'true',
    'error-count': '0',
    'events-count': '0',
    'changed-models': '["acme/more"]',
    'pages-commit': '',
  });
  expect(gh.checkRuns.at(-1)).toMatchObject({ head_sha: head, conclusion: 'success' });
});

describe('a pull request fixing a record whose version on the base branch does not parse', () => {
  /** main moved on with alpha broken (that push published nothing); the pull request fixes it. */
  async function fixingPr(number: number, text = 'schema_version = 1\n[model\n') {
    const broken = await repo.commit({
      branch: `broken-main-${number}`,
      parent: main,
      message: 'alpha: broken',
      files: { 'models/acme/alpha.toml': text },
    });
    const head = await repo.commit({
      branch: `pr-${number}`,
      parent: broken,
      message: 'alpha: fixed, longer clips',
      files: { 'models/acme/alpha.toml': record('acme', 'alpha', { max: 10 }) },
    });
    return { broken, ...(await openPr({ number, head, baseSha: broken })) };
  }

  test('the preview measures the change from the last version that parses, as publishing will, and says so', async () => {
    const { broken, ws, event } = await fixingPr(60);
    const run = await act(ws, event);
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ valid: 'true', 'changed-models': '["acme/alpha"]' });
    const body = gh.comments.at(-1)!.body;
    expect(body).toContain(
      `\`models/acme/alpha.toml\` does not parse at the base branch's commit ${broken.slice(0, 7)}: ` +
        `its change is measured from its version at ${main.slice(0, 7)}, the last that parses, as publishing measures it.`,
    );
    expect(body).toContain('Merging publishes 1 feed event:');
    expect(body).toContain('#### `acme/alpha` alpha model: 1 fields changed');
    expect(body).toContain('capability_profiles[id="t2v"].duration.max: 8 -> 10');
    expect(body).not.toMatch(/added/);
  });

  test('emptied on the base branch (it parses, but is no record): measured from the last record, as publishing will', async () => {
    // Before: every field "added", the emptied version compared as a record with no fields.
    const { broken, ws, event } = await fixingPr(62, '# emptied by a bad merge\n');
    const run = await act(ws, event);
    expect(run.code).toBe(0);
    const body = gh.comments.at(-1)!.body;
    expect(body).toContain(
      `\`models/acme/alpha.toml\` is not a record at the base branch's commit ${broken.slice(0, 7)}: ` +
        `its change is measured from its version at ${main.slice(0, 7)}, the last that is a record, as publishing measures it.`,
    );
    expect(body).toContain('capability_profiles[id="t2v"].duration.max: 8 -> 10');
    expect(body).not.toMatch(/added/);
  });

  test('where git cannot fetch the base history, the preview says the record is shown as added for that reason', async () => {
    const { broken, ws, event } = await fixingPr(61);
    await promisify(execFile)('git', ['remote', 'remove', 'origin'], { cwd: ws });
    const run = await act(ws, event);
    expect(run.code).toBe(0);
    const body = gh.comments.at(-1)!.body;
    expect(body).toContain('#### `acme/alpha` alpha model: added');
    expect(body).toMatch(
      new RegExp(
        `\`models/acme/alpha\\.toml\` does not parse at the base branch's commit ${broken.slice(0, 7)}, and its earlier versions could not be read \\(.+\\): ` +
          'it is shown as added here, though publishing measures the change from the last earlier version that parses, if there is one\\.',
      ),
    );
  });
});
