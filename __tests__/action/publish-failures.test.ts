// What a push run says when writing the pages branch fails for good: a refusal that is not the
// token's (an archived repository, another 403) is not blamed on a missing "contents: write"; a ref
// update GitHub keeps failing waits as every other request does, then says nothing was published;
// a race lost on every attempt says how often, and what likely keeps moving the branch.
// In-process against the emulator, as publish.test.ts.
import { runPush } from '../../src/shell/action/push.js';
import type { Settings } from '../../src/shell/action/settings.js';
import { type Client, createClient, withFailedRequest } from '../../src/shell/github/octokit.js';
import type { GitHubEmulator } from '../harness/github/server.js';
import type { TestRepo } from '../harness/github/test-repo.js';
import { zeroDelays } from '../harness/zero-delays.js';
import { record } from '../helpers/records.js';
import {
  captureStdout,
  checkedOutSettings,
  emulatorClient,
  startInProcessWorld,
  tearDown,
} from './in-process-push.js';

let origin: TestRepo;
let gh: GitHubEmulator;
let scratch: string;
let c1: string;
let c2: string;

beforeEach(async () => {
  ({ origin, gh, scratch } = await startInProcessWorld('publish-failures-'));
  c1 = await origin.commit({ files: { 'models/acme/one.toml': record('acme', 'one') }, message: 'one' });
  c2 = await origin.commit({ files: { 'models/acme/two.toml': record('acme', 'two') }, message: 'two' });
  captureStdout([]);
});
afterEach(() => tearDown({ gh, origin, scratch }));

/** The run of a push of `sha`: main points there. */
const pushedAt = async (sha: string): Promise<Settings> => {
  await origin.git('update-ref', 'refs/heads/main', sha);
  return checkedOutSettings({ gh, origin, scratch }, sha);
};
const client = (): Client => emulatorClient(gh);
const tip = async () => (await origin.git('rev-parse', 'gh-pages')).trim();
const requests = (method: string, path: RegExp) =>
  gh.requests.filter((r) => r.method === method && path.test(r.path)).map((r) => r.status);
/** The message a run fails with. */
async function failureOf(run: Promise<unknown>): Promise<string> {
  try {
    await run;
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('the run did not fail');
}
/** The message a failed run ends with (run.ts adds the failed request to the error's own). */
const failedRun = async (run: Promise<unknown>) => {
  try {
    await run;
  } catch (err) {
    return withFailedRequest((err as Error).message, err);
  }
  throw new Error('the run did not fail');
};
const TREES = /\/git\/trees$/;
const PAGES_REF = /\/git\/refs\/heads\/gh-pages$/;

describe('a write GitHub refuses', () => {
  const HINT = '; the token needs "contents: write"';

  it('an archived repository is named, with what to do, and not blamed on the token', async () => {
    await runPush(await pushedAt(c1), client());
    const before = await tip();
    gh.faults.add({
      method: 'POST',
      pathPattern: TREES,
      status: 403,
      body: { message: 'Repository was archived so is read-only.' },
    });
    const failure = await failureOf(runPush(await pushedAt(c2), client()));
    expect(failure).toBe(
      'cannot write to the gh-pages branch: the repository is archived: unarchive it to publish (HTTP 403: Repository was archived so is read-only.)',
    );
    expect(requests('POST', TREES)).toEqual([201, 403]); // the first publish, then once: no retry
    expect(await tip()).toBe(before);
  });

  it("another 403 passes GitHub's message on, without the permission hint", async () => {
    const said =
      'Although you appear to have the correct authorization credentials, the `acme` organization has enabled OAuth App access restrictions.';
    gh.faults.add({ method: 'POST', pathPattern: TREES, status: 403, body: { message: said } });
    const failure = await failureOf(runPush(await pushedAt(c1), client()));
    expect(failure).toBe(`cannot write to the gh-pages branch (HTTP 403: ${said})`);
  });

  it.each([
    [403, 'Resource not accessible by integration'],
    [403, 'Resource not accessible by personal access token'],
    [404, 'Not Found'],
  ])('a token without access (%i %s) is told the permission it needs', async (status, message) => {
    gh.faults.add({ method: 'POST', pathPattern: TREES, status, body: { message } });
    const failure = await failureOf(runPush(await pushedAt(c1), client()));
    expect(failure).toContain(`cannot write to the gh-pages branch (HTTP ${status}: ${message})${HINT}`);
  });
});

it('a ref update GitHub keeps failing waits 1, 4 and 9 s as every request does, then says nothing was published', async () => {
  await runPush(await pushedAt(c1), client());
  const before = await tip();
  gh.faults.add({ method: 'PATCH', pathPattern: PAGES_REF, status: 502, times: Infinity });
  const waits: number[] = [];
  const production = createClient({
    token: 't',
    baseUrl: gh.url,
    // Production's seconds; the waits are recorded, not slept.
    timing: { ...zeroDelays(), retryAfterBaseValue: 1000, wait: async (ms) => void waits.push(ms) },
  });
  const failure = await failureOf(runPush(await pushedAt(c2), production));
  expect(failure).toBe(
    'gh-pages was not moved, so nothing was published (HTTP 502: Server Error); re-run the job, or the next push publishes these commits too',
  );
  expect(requests('PATCH', PAGES_REF)).toEqual([502, 502, 502, 502]);
  expect(waits).toEqual([1000, 4000, 9000]);
  expect(await tip()).toBe(before);
});

it('a ref update that succeeds on its third attempt publishes, after waiting 1 and 4 s', async () => {
  await runPush(await pushedAt(c1), client());
  gh.faults.add({ method: 'PATCH', pathPattern: PAGES_REF, status: 502, times: 2 });
  const waits: number[] = [];
  const production = createClient({
    token: 't',
    baseUrl: gh.url,
    timing: { ...zeroDelays(), retryAfterBaseValue: 1000, wait: async (ms) => void waits.push(ms) },
  });
  const result = await runPush(await pushedAt(c2), production);
  expect(result.outputs.pagesCommit).toBe(await tip());
  expect(requests('PATCH', PAGES_REF)).toEqual([502, 502, 200]);
  expect(waits).toEqual([1000, 4000]);
});

it('a run stopped after making its pages commit, before moving the branch, leaves its events to the re-run, which publishes them once', async () => {
  await runPush(await pushedAt(c1), client());
  const before = await tip();
  // Where a cancelled job stops (the runner kills it) once the commit is made: the branch not moved.
  gh.faults.add({ method: 'PATCH', pathPattern: PAGES_REF, status: 502, times: Infinity });
  const quick = createClient({ token: 't', baseUrl: gh.url, timing: zeroDelays() });
  await failureOf(runPush(await pushedAt(c2), quick));
  expect(await tip()).toBe(before);
  gh.faults.clear();
  const rerun = await runPush({ ...(await pushedAt(c2)), runAttempt: 2 }, client());
  expect(rerun.outputs.pagesCommit).toBe(await tip());
  const ids = (ref: string) =>
    origin
      .git('show', `${ref}:drift.json`)
      .then((t) => (JSON.parse(t).events as { id: string }[]).map((e) => e.id).sort());
  expect(await ids('gh-pages')).toEqual([`${c1}:acme/one`, `${c2}:acme/two`].sort());
  // Stopped after the branch moved (before the run could say so): its re-run has nothing to do.
  const again = await runPush({ ...(await pushedAt(c2)), runAttempt: 3 }, client());
  expect(again.outputs.pagesCommit).toBe('');
  expect(await ids('gh-pages')).toEqual([`${c1}:acme/one`, `${c2}:acme/two`].sort());
});

it('a race lost on every attempt says how often, that nothing was published, and the likely cause', async () => {
  await runPush(await pushedAt(c1), client());
  gh.faults.beforeRefUpdate(
    async () => {
      await origin.commit({ branch: 'gh-pages', files: { 'other.txt': `${Math.random()}\n` } });
    },
    { times: 10 },
  );
  const failure = await failureOf(runPush(await pushedAt(c2), client(), { retryDelayMs: () => 0 }));
  expect(failure).toBe(
    'gh-pages moved while publishing; gave up after 4 attempts, so nothing was published, and the next run publishes these commits too. ' +
      'Something else keeps writing to gh-pages: another workflow or action publishing to this branch, or runs of this workflow without the concurrency: group the README prescribes',
  );
  expect(requests('PATCH', PAGES_REF)).toEqual([422, 422, 422, 422]);
});

describe('GitHub failing while the pages commit is made', () => {
  const BLOBS = /\/git\/blobs$/;
  const COMMITS = /\/git\/commits$/;
  const TIMED_OUT =
    'We couldn’t respond to your request in time. Sorry about that. Please try resubmitting your request.';
  const production = () => createClient({ token: 't', baseUrl: gh.url, timing: zeroDelays() });

  it.each([
    ['a tree', [TREES], 'POST /repos/acme/registry/git/trees'],
    // A tree GitHub cannot build is built a file at a time, the file's content uploaded as a blob.
    ['a blob', [TREES, BLOBS], 'POST /repos/acme/registry/git/blobs'],
    ['the commit', [COMMITS], 'POST /repos/acme/registry/git/commits'],
  ])(
    'a steady 504 on %s says nothing was published and to re-run, with GitHub’s words and the request',
    async (_, paths, request) => {
      await runPush(await pushedAt(c1), client());
      const before = await tip();
      for (const pathPattern of paths)
        gh.faults.add({ method: 'POST', pathPattern, status: 504, times: Infinity });
      const failure = await failedRun(runPush(await pushedAt(c2), production()));
      // Before: GitHub's bare text and the request, as if the step had failed for no known reason.
      expect(failure).toMatch(/, GitHub request id \S+\.$/);
      expect(failure.replace(/, GitHub request id \S+\.$/, '.')).toBe(
        `the new gh-pages commit was not made, so nothing was published (HTTP 504: ${TIMED_OUT}); ` +
          `re-run the job, or the next push publishes these commits too. Failed request: ${request}.`,
      );
      expect(await tip()).toBe(before);
    },
  );

  it('a refusal of the tree is not said as a lost answer', async () => {
    gh.faults.add({
      method: 'POST',
      pathPattern: TREES,
      status: 422,
      body: { message: 'Invalid tree info' },
      times: Infinity,
    });
    const failure = await failedRun(runPush(await pushedAt(c1), production()));
    expect(failure).not.toMatch(/nothing was published/);
    expect(failure).toMatch(/^Invalid tree info/);
  });
});

describe('GitHub not answering at all', () => {
  // Held far longer than the client waits (0.4 s here, a minute in production: the emulator takes tens of ms on a busy machine); let go when it gives up.
  const NEVER = 600_000;
  const timed = () =>
    createClient({ token: 't', baseUrl: gh.url, timing: { ...zeroDelays(), requestTimeoutMs: 400 } });

  it('a ref update never answered is given up after the timeout, four times, then says nothing was published', async () => {
    await runPush(await pushedAt(c1), client());
    const before = await tip();
    gh.faults.add({ method: 'PATCH', pathPattern: PAGES_REF, delayMs: NEVER, times: Infinity });
    const failure = await failedRun(runPush(await pushedAt(c2), timed()));
    // Before: 300 s an attempt (undici's headers timeout), about 20 minutes in all, then "HTTP 500".
    expect(failure).toBe(
      'gh-pages was not moved, so nothing was published (no answer: GitHub did not answer within 0.4 s); ' +
        're-run the job, or the next push publishes these commits too. Failed request: PATCH /repos/acme/registry/git/refs/heads/gh-pages.',
    );
    expect(requests('PATCH', PAGES_REF)).toEqual([0, 0, 0, 0]); // 0: given up before any answer
    expect(await tip()).toBe(before);
  });

  it('trees never answered: the commit was not made, so nothing was published', async () => {
    await runPush(await pushedAt(c1), client());
    const before = await tip();
    gh.faults.add({ method: 'POST', pathPattern: TREES, delayMs: NEVER, times: Infinity });
    const failure = await failedRun(runPush(await pushedAt(c2), timed()));
    expect(failure).toBe(
      'the new gh-pages commit was not made, so nothing was published (no answer: GitHub did not answer within 0.4 s); ' +
        're-run the job, or the next push publishes these commits too. Failed request: POST /repos/acme/registry/git/trees.',
    );
    expect(await tip()).toBe(before);
  });

  it('a tree answered only on its retry publishes', async () => {
    await runPush(await pushedAt(c1), client());
    gh.faults.add({ method: 'POST', pathPattern: TREES, delayMs: NEVER, times: 1 });
    const result = await runPush(await pushedAt(c2), timed());
    expect(result.outputs.pagesCommit).toBe(await tip());
    expect(requests('POST', TREES).slice(1)[0]).toBe(0);
  });
});
