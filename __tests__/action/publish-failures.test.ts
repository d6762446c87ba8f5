// What a push run says when writing the pages branch fails for good: a refusal that is not the
// token's (an archived repository, another 403) is not blamed on a missing "contents: write".
// In-process against the emulator, as publish.test.ts.
import { runPush } from '../../src/shell/action/push.js';
import type { Settings } from '../../src/shell/action/settings.js';
import type { Client } from '../../src/shell/github/octokit.js';
import type { GitHubEmulator } from '../harness/github/server.js';
import type { TestRepo } from '../harness/github/test-repo.js';
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
const TREES = /\/git\/trees$/;

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
