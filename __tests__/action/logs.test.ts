// The action's log as an engineer reads it when a run fails: with the runner's debug logging
// (RUNNER_DEBUG=1) one `::debug::` line per GitHub request, none without; a failure that names the
// request GitHub refused, its status and its request id; phases folded into groups, with the
// annotations outside them; the token never in the log. In-process against the emulator, and the
// built bundle once.
import type { RequestRecord } from '../harness/github/server.js';
import { type ActionRun, pushEvent, runAction } from '../harness/run-action.js';
import { recordWithErrors } from './pr-records.js';
import { openPullRequest } from './pr-workspace.js';
import {
  ACTION_YML,
  checkoutOf,
  commitRecords,
  createWorld,
  ENTRY,
  OWNER,
  REPO,
  runIn,
  TOKEN,
  type World,
} from './push-setup.js';

let world: World;
let tip: string;

beforeEach(async () => {
  world = await createWorld();
  await commitRecords(world, { 'acme/one': {} }, 'one');
  tip = await commitRecords(world, { 'acme/two': {} }, 'two');
});
afterEach(async () => {
  try {
    expect(world.gh.violations).toEqual([]);
    expect(world.gh.internalErrors).toEqual([]);
  } finally {
    await world.close();
  }
});

/** A push of `tip` (a first publish), in-process or by the built bundle. */
async function push(env: Record<string, string> = {}, via: 'in-process' | 'dist' = 'in-process') {
  const cwd = await checkoutOf(world, tip, 'shallow');
  const event = pushEvent({ owner: OWNER, repo: REPO, before: '0'.repeat(40), after: tip });
  return via === 'dist'
    ? runAction({ cwd, gh: world.gh, actionYml: ACTION_YML, githubToken: TOKEN, entry: ENTRY, event, env })
    : runIn(world, cwd, { event, env });
}

const REQUEST_LINE =
  /^(GET|POST|PATCH|PUT|DELETE) (\/\S*): (\d+) in \d+ ms \(x-ratelimit-remaining: \d+, x-github-request-id: (\S+)\)/;

/** `METHOD path status request-id` of each request debug line, sorted (requests overlap). */
function debugRequests(run: ActionRun): string[] {
  return run.commands
    .filter((c) => c.command === 'debug')
    .map((c) => {
      const m = REQUEST_LINE.exec(c.message);
      if (!m) throw new Error(`not a request line: ${c.message}`);
      return `${m[1]} ${m[2]!.split('?')[0]} ${m[3]} ${m[4]}`;
    })
    .sort();
}

const served = (requests: readonly RequestRecord[]) =>
  requests.map((r) => `${r.method} ${r.path} ${r.status} ${r.requestId}`).sort();

/** The token is printed once, in the `::add-mask::` command the runner takes out of the log. */
function expectTokenMasked(run: ActionRun) {
  const lines = `${run.stdout}\n${run.stderr}`.split('\n').filter((l) => l.includes(TOKEN));
  expect(lines).toEqual([`::add-mask::${TOKEN}`]);
}

test('with RUNNER_DEBUG=1 every request is one ::debug:: line with its status, rate limit and request id', async () => {
  const run = await push({ RUNNER_DEBUG: '1' });
  expect(run.code).toBe(0);
  expect(world.gh.requests.length).toBeGreaterThan(3);
  expect(debugRequests(run)).toEqual(served(world.gh.requests));
  expect(run.stdout).toContain(`${world.gh.requests.length} GitHub API requests.`);
  expectTokenMasked(run);
});

test('without RUNNER_DEBUG no debug line at all, and the token stays masked', async () => {
  const run = await push();
  expect(run.code).toBe(0);
  expect(run.commands.filter((c) => c.command === 'debug')).toEqual([]);
  expectTokenMasked(run);
});

test('the built bundle logs each request at debug level too', async () => {
  const run = await push({ RUNNER_DEBUG: '1' }, 'dist');
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  expect(debugRequests(run)).toEqual(served(world.gh.requests));
  expectTokenMasked(run);
});

/** The step's failure message: its one `::error::` without a file. */
function failure(run: ActionRun): string {
  const errors = run.annotations.filter((a) => a.level === 'error' && a.file === undefined);
  expect(errors).toHaveLength(1);
  return errors[0]!.message;
}

test('a 502 that outlasts the retries: the failure names the request, its status and its request id', async () => {
  world.gh.faults.add({ method: 'POST', pathPattern: /\/git\/trees$/, status: 502, times: Infinity });
  const run = await push();
  expect(run.code).toBe(1);
  const last = world.gh.requests.filter((r) => r.path.endsWith('/git/trees')).at(-1)!;
  expect(last.status).toBe(502);
  expect(failure(run)).toBe(
    'the new gh-pages commit was not made, so nothing was published (HTTP 502: Server Error); re-run the job, or the next push publishes these commits too. ' +
      `Failed request: POST /repos/${OWNER}/${REPO}/git/trees, GitHub request id ${last.requestId}.`,
  );
  expectTokenMasked(run);
});

test('a 422 the flow words itself: its wording kept, the request and its id added, the status said once', async () => {
  // GitHub refusing to move the pages branch (not a race: nothing else moved it), every attempt.
  await world.origin.commit({
    branch: 'gh-pages',
    parent: null,
    files: { 'about.html': '<h1>about</h1>\n' },
  });
  world.gh.faults.add({
    method: 'PATCH',
    pathPattern: /\/git\/refs\/heads\/gh-pages$/,
    status: 422,
    times: Infinity,
    body: { message: 'Reference update failed', documentation_url: 'https://docs.github.com/rest' },
  });
  const run = await push({ RUNNER_DEBUG: '1' });
  expect(run.code).toBe(1);
  const updates = world.gh.requests.filter((r) => r.method === 'PATCH' && r.path.includes('/git/refs/'));
  const last = updates.at(-1)!;
  const message = failure(run);
  expect(message).toMatch(/^GitHub refused to move gh-pages \(HTTP 422: Reference update failed\)/);
  expect(message).toMatch(
    new RegExp(
      ` nothing else moved it; gave up after 4 attempts, so nothing was published: re-run the job, or the next run publishes these commits too\\. Failed request: PATCH /repos/${OWNER}/${REPO}/git/refs/heads/gh-pages, GitHub request id ${last.requestId}\\.$`,
    ),
  );
  expect(message.match(/422/g)).toHaveLength(1);
  // The debug log has each refused attempt, with GitHub's message.
  const refused = run.commands.filter(
    (c) =>
      c.command === 'debug' &&
      /^PATCH \/repos\/acme\/registry\/git\/refs\/heads\/gh-pages: 422 .*: Reference update failed$/.test(
        c.message,
      ),
  );
  expect(refused).toHaveLength(updates.length);
  expectTokenMasked(run);
});

/** The log's lines outside groups, and each group's title, checking they open and close in pairs. */
function folded(run: ActionRun): { outside: string[]; groups: string[] } {
  const outside: string[] = [];
  const groups: string[] = [];
  let open = false;
  for (const line of run.stdout.split('\n')) {
    if (line.startsWith('::group::')) {
      expect(open).toBe(false);
      open = true;
      groups.push(line.slice('::group::'.length));
    } else if (line === '::endgroup::') {
      expect(open).toBe(true);
      open = false;
    } else if (/^::(error|warning|notice)/.test(line)) {
      // An annotation is never folded away.
      expect(open).toBe(false);
      outside.push(line);
    } else if (!open && line !== '' && !line.startsWith('::add-mask::')) outside.push(line);
  }
  expect(open).toBe(false);
  return { outside, groups };
}

test('a publish is folded into a group per phase; only the request count stays outside', async () => {
  const run = await push();
  expect(run.code).toBe(0);
  expect(folded(run)).toEqual({
    groups: ['Validating the records', 'Reading gh-pages and the history', 'Publishing to gh-pages'],
    outside: [`${world.gh.requests.length} GitHub API requests.`],
  });
});

test('warnings made inside a phase follow its group, and a failure closes the group before its error', async () => {
  // drift.json unreadable (a warning while reading), then GitHub refusing the tree (the failure).
  await world.origin.commit({
    branch: 'gh-pages',
    parent: null,
    files: { 'drift.json': '{ not json' },
    message: 'damaged',
  });
  world.gh.faults.add({ method: 'POST', pathPattern: /\/git\/trees$/, status: 502, times: Infinity });
  const run = await push();
  expect(run.code).toBe(1);
  const { outside, groups } = folded(run);
  expect(groups).toEqual([
    'Validating the records',
    'Reading gh-pages and the history',
    'Publishing to gh-pages',
  ]);
  expect(outside.filter((l) => l.startsWith('::warning::'))).toHaveLength(1);
  expect(outside.at(-1)).toMatch(
    /^::error::the new gh-pages commit was not made, so nothing was published \(HTTP 502: Server Error\)/,
  );
});

/** A record with two errors committed on main (tip moves to it). */
async function commitBrokenOnMain(): Promise<void> {
  tip = await world.origin.commit({
    branch: 'main',
    parent: tip,
    message: 'broken',
    files: { 'models/acme/broken.toml': recordWithErrors('acme', 'broken', 2).text },
  });
}

/** The lines inside the group named `name`. */
function groupLines(run: ActionRun, name: string): string[] {
  const lines = run.stdout.split('\n');
  const start = lines.indexOf(`::group::${name}`);
  expect(start).toBeGreaterThanOrEqual(0);
  return lines.slice(start + 1, lines.indexOf('::endgroup::', start));
}

test('a push with invalid records and a check run: the log lists each problem, and the failure says where else', async () => {
  // Before, the log held an empty group and "2 validation error(s)": the lines were only in the
  // check run and the summary, and a push's check run annotates no diff anyone looks at.
  await commitBrokenOnMain();
  const run = await push();
  expect(run.code).toBe(1);
  expect(world.gh.checkRuns).toHaveLength(1);
  const listed = groupLines(run, 'Validating the records');
  expect(listed).toHaveLength(2);
  for (const line of listed) expect(line).toMatch(/^models\/acme\/broken\.toml:\d+:\d+: schema\/\S+ {2}\S/);
  expect(failure(run)).toBe(
    '2 validation errors in the model registry: each is listed above and in the job summary.',
  );
});

test('a check run GitHub keeps failing to create: the problems are still in the log, the outputs and the summary', async () => {
  await commitBrokenOnMain();
  world.gh.faults.add({ method: 'POST', pathPattern: /\/check-runs$/, status: 502, times: Infinity });
  const run = await push();
  expect(run.code).toBe(1);
  expect(failure(run)).toMatch(
    /^Server Error\b.*\. Failed request: POST \/repos\/acme\/registry\/check-runs, HTTP 502, /,
  );
  // Before: the validation ran, yet the step failed with GitHub's 502 alone: an empty group, no
  // output, no job summary (README: a step that fails after validating still sets and writes them).
  const listed = groupLines(run, 'Validating the records');
  expect(listed).toHaveLength(2);
  for (const line of listed) expect(line).toMatch(/^models\/acme\/broken\.toml:\d+:\d+: schema\/\S+ {2}\S/);
  expect(run.outputs).toEqual({ valid: 'false', 'error-count': '2' });
  expect(run.summary).toMatch(/^### Model registry: 2 validation errors\n/);
  expect(run.summary).toMatch(/\*\*The step failed:\*\* Server Error\b/);
});

test("a fork's pull request with a read-only token: three groups, and its file annotations and notices outside them", async () => {
  const broken = recordWithErrors('acme', 'broken', 2);
  const head = await world.origin.commit({
    branch: 'pr-5',
    parent: tip,
    message: 'broken',
    files: { 'models/acme/broken.toml': broken.text },
  });
  const pr = {
    number: 5,
    baseSha: tip,
    headSha: head,
    headRef: 'pr-5',
    title: 'broken',
    headOwner: 'outsider',
  };
  const { ws, event } = await openPullRequest(world.gh, world.scratch, pr);
  world.gh.setTokenPermissions('read');
  const run = await runIn(world, ws, { event });
  expect(run.code).toBe(1);
  const { outside, groups } = folded(run);
  expect(groups).toEqual(['Reading the pull request', 'Validating the records', 'Previewing the drift']);
  expect(outside.filter((l) => l.startsWith('::error file=models/acme/broken.toml,'))).toHaveLength(2);
  expect(outside.filter((l) => l.startsWith('::notice::'))).toHaveLength(2);
  expect(outside.at(-2)).toBe(`${world.gh.requests.length} GitHub API requests.`);
  expect(outside.at(-1)).toBe(
    '::error::2 validation errors in the model registry: each is listed above and in the job summary.',
  );
  expectTokenMasked(run);
});
