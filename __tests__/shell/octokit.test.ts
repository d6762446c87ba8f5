// The one GitHub client with injected timing: tests get the real retry and throttling behaviour
// (same requests, same retries) without the waits.
import { createClient, waitedWords, withFailedRequest } from '../../src/shell/github/octokit.js';
import { type GitHubEmulator, startGitHubEmulator } from '../harness/github/server.js';
import { createTestRepo, type TestRepo } from '../harness/github/test-repo.js';
import { zeroDelays } from '../harness/zero-delays.js';

let repo: TestRepo;
let gh: GitHubEmulator;
const o = { owner: 'acme', repo: 'registry' };

/** A client with zero delays whose log lines go to `log` (the emulator's at `baseUrl`, else gh's). */
function quickClient(log: string[], baseUrl = gh.url) {
  return createClient({ token: 'write-token', baseUrl, timing: zeroDelays(), log: (m) => log.push(m) });
}

beforeAll(async () => {
  repo = await createTestRepo({ bare: true });
  await repo.commit({ files: { 'a.txt': 'a\n' } });
  gh = await startGitHubEmulator({ ...o, gitDir: repo.gitDir, token: 'write-token' });
});

afterAll(async () => {
  await gh?.close();
  await repo?.cleanup();
});

test('zero delays: writes back to back, 5xx retries and a secondary rate limit without Retry-After', async () => {
  const log: string[] = [];
  const client = quickClient(log);
  // Without a Retry-After the first wait is 60 s; 5xx retries wait 1 s then 4 s; writes are 1 s apart.
  gh.faults.add({
    method: 'POST',
    pathPattern: /\/git\/blobs$/,
    status: 403,
    times: 1,
    body: { message: 'You have exceeded a secondary rate limit.' },
  });
  gh.faults.add({ method: 'GET', pathPattern: /\/git\/ref\/heads\/main$/, status: 502, times: 2 });
  const started = Date.now();
  const shas: string[] = [];
  for (const content of ['one', 'two', 'three', 'four']) {
    shas.push((await client.octokit.rest.git.createBlob({ ...o, content })).data.sha);
  }
  const ref = await client.octokit.rest.git.getRef({ ...o, ref: 'heads/main' });
  expect(Date.now() - started).toBeLessThan(4000); // with the default timing: over 68 s
  expect(new Set(shas).size).toBe(4);
  expect(ref.status).toBe(200);
  expect(client.requestCount()).toBe(8); // 4 blobs + the rate-limited retry, 3 ref reads
  expect(log).toEqual([
    expect.stringMatching(/^secondary rate limit on POST .*\/git\/blobs; retry 1 in 0 s$/),
  ]);
  expect(gh.violations).toEqual([]);
});

test('answers that asking again cannot change are not retried: 410 Gone, 404, 409 Conflict, 422; a 5xx is', async () => {
  const client = createClient({ token: 'write-token', baseUrl: gh.url, timing: zeroDelays() });
  // 409 is not in plugin-retry's own list: a conflict (an empty repository, a ref update) stays one.
  for (const status of [410, 404, 409, 422]) {
    gh.faults.add({ method: 'GET', pathPattern: /\/git\/ref\/heads\/main$/, status, times: 5 });
    const before = client.requestCount();
    await expect(client.octokit.rest.git.getRef({ ...o, ref: 'heads/main' })).rejects.toMatchObject({
      status,
    });
    expect(client.requestCount() - before).toBe(1);
    gh.faults.clear();
  }
  gh.faults.add({ method: 'GET', pathPattern: /\/git\/ref\/heads\/main$/, status: 502, times: 1 });
  const before = client.requestCount();
  expect((await client.octokit.rest.git.getRef({ ...o, ref: 'heads/main' })).status).toBe(200);
  expect(client.requestCount() - before).toBe(2);
  gh.faults.clear();
});

/**
 * A second getRef past the emulator's primary limit of one request, answered `status`, whose reset
 * is `resetInS` ahead (its default: an hour): the requests the client made and what it logged.
 */
async function pastPrimaryLimit(status: 403 | 429, resetInS?: number) {
  const limited = await startGitHubEmulator({
    ...o,
    gitDir: repo.gitDir,
    token: 'write-token',
    rateLimit: 1,
    rateLimitStatus: status,
    ...(resetInS !== undefined && { rateLimitResetInS: resetInS }),
  });
  try {
    const log: string[] = [];
    const client = quickClient(log, limited.url);
    await client.octokit.rest.git.getRef({ ...o, ref: 'heads/main' });
    await expect(client.octokit.rest.git.getRef({ ...o, ref: 'heads/main' })).rejects.toMatchObject({
      status,
    });
    return { requests: client.requestCount(), log };
  } finally {
    await limited.close();
  }
}

test.each([403, 429] as const)(
  'a primary rate limit answered %i is waited out (until the reset), never re-sent at once',
  async (status) => {
    const { requests, log } = await pastPrimaryLimit(status, 120);
    // The same for both answers: the throttling plugin's waits, each logged, then it gives up.
    expect(requests).toBe(5);
    expect(log).toHaveLength(4);
    // The emulator's reset is two minutes away: that is the wait (zero here), not a retry-after.
    expect(log[0]).toMatch(
      /^rate limit on GET \/repos\/\{owner\}\/\{repo\}\/git\/ref\/\{ref\}; retry 1 in 1[12]\d s$/,
    );
    expect(log.at(-1)).toMatch(/giving up after 3 retries/);
  },
);

test.each([403, 429] as const)(
  'a primary rate limit answered %i that resets an hour ahead is not waited for: it fails at once, saying when',
  async (status) => {
    const { requests, log } = await pastPrimaryLimit(status);
    // Before: three waits of an hour each (zero here), five requests.
    expect(requests).toBe(2);
    expect(log).toEqual([
      expect.stringMatching(
        /^rate limit on GET \S+ resets in 36\d\d s, later than the 600 s a run waits: giving up$/,
      ),
    ]);
  },
);

test('the wait after losing a race on a branch: 500 ms, then doubling; none with zero delays', () => {
  const production = createClient({ token: 't', baseUrl: gh.url });
  expect([1, 2, 3].map(production.raceBackoffMs)).toEqual([500, 1000, 2000]);
  const quick = createClient({ token: 't', baseUrl: gh.url, timing: zeroDelays() });
  expect([1, 2, 3].map(quick.raceBackoffMs)).toEqual([0, 0, 0]);
});

describe('a secondary rate limit answered 429 is the throttling plugin’s, as a 403 is', () => {
  const getRef = /\/git\/ref\/heads\/main$/;
  afterEach(() => gh.faults.clear());

  it.each([403, 429] as const)(
    'once, with Retry-After 60 (%i): one wait of 60 s, then success',
    async (status) => {
      const log: string[] = [];
      const client = quickClient(log);
      const fault = gh.faults.secondaryRateLimit({
        method: 'GET',
        pathPattern: getRef,
        status,
        retryAfter: 60,
      });
      const ref = await client.octokit.rest.git.getRef({ ...o, ref: 'heads/main' });
      expect(ref.status).toBe(200);
      expect(fault.hits).toBe(1);
      expect(client.requestCount()).toBe(2);
      // The wait comes from Retry-After (zero delays scale it to 0 ms): plugin-retry would log nothing.
      expect(log).toEqual([expect.stringMatching(/^secondary rate limit on GET .*; retry 1 in 60 s$/)]);
    },
  );

  it.each([403, 429] as const)(
    'persistent (%i): three retries, then it gives up and says so',
    async (status) => {
      const log: string[] = [];
      const client = quickClient(log);
      gh.faults.secondaryRateLimit({
        method: 'GET',
        pathPattern: getRef,
        status,
        retryAfter: 60,
        times: Infinity,
      });
      const err = await client.octokit.rest.git.getRef({ ...o, ref: 'heads/main' }).catch((e: unknown) => e);
      expect(err).toMatchObject({ status, message: expect.stringMatching(/secondary rate limit/) });
      expect(client.requestCount()).toBe(4); // not 16: plugin-retry does not re-send each of the four
      expect(log).toHaveLength(4);
      expect(log.at(-1)).toMatch(/^secondary rate limit on GET .*; giving up after 3 retries$/);
    },
  );
});

describe('a secondary rate limit without Retry-After: a minute, then exponentially longer, as GitHub advises', () => {
  const getRef = /\/git\/ref\/heads\/main$/;
  afterEach(() => gh.faults.clear());

  /**
   * A client with the production fallback (60 s), a second taken as 1 ms (what the throttling plugin
   * waits itself stays short), and its own waits recorded, not slept.
   */
  function recordingClient() {
    const log: string[] = [];
    const waits: number[] = [];
    const { fallbackSecondaryRateRetryAfter: _, ...timing } = zeroDelays();
    const client = createClient({
      token: 'write-token',
      baseUrl: gh.url,
      timing: { ...timing, retryAfterBaseValue: 1, wait: async (ms) => void waits.push(ms) },
      log: (m) => log.push(m),
    });
    return { client, log, waits };
  }
  /** A secondary rate limit on getRef, without Retry-After unless `fault` gives one. */
  type Limit = Omit<Parameters<typeof gh.faults.secondaryRateLimit>[0], 'method' | 'pathPattern'>;
  const limitGetRef = (fault: Limit) =>
    gh.faults.secondaryRateLimit({ method: 'GET', pathPattern: getRef, retryAfter: null, ...fault });

  it.each([403, 429] as const)('persistent (%i): 60, 120, 240 s, then it gives up', async (status) => {
    const { client, log, waits } = recordingClient();
    limitGetRef({ status, times: Infinity });
    const err = await client.octokit.rest.git.getRef({ ...o, ref: 'heads/main' }).catch((e: unknown) => e);
    expect(err).toMatchObject({ status });
    expect(client.requestCount()).toBe(4);
    expect(log).toEqual([
      expect.stringMatching(/; retry 1 in 60 s$/),
      expect.stringMatching(/; retry 2 in 120 s$/),
      expect.stringMatching(/; retry 3 in 240 s$/),
      expect.stringMatching(/; giving up after 3 retries$/),
    ]);
    expect(waits).toEqual([60, 120, 240]); // in ms of 1 ms a second
  });

  it.each([403, 429] as const)(
    'x-ratelimit-remaining 0 (%i): the reset, not a minute doubled, as GitHub advises; past the longest wait it gives up',
    async (status) => {
      const { client, log, waits } = recordingClient();
      limitGetRef({ status, resetIn: 200 });
      expect((await client.octokit.rest.git.getRef({ ...o, ref: 'heads/main' })).status).toBe(200);
      // The plugin waits Retry-After itself (200 ms of 1 ms a second here): nothing of our own. 199 when
      // a loaded machine takes a second between the emulator's answer and the client reading it.
      expect(log).toEqual([expect.stringMatching(/; retry 1 in (199|20[01]) s$/)]);
      expect(waits).toEqual([]);

      log.length = 0;
      limitGetRef({ status, resetIn: 3000 });
      const err = await client.octokit.rest.git.getRef({ ...o, ref: 'heads/main' }).catch((e: unknown) => e);
      expect(err).toMatchObject({ status });
      expect(log).toEqual([
        expect.stringMatching(/resets in (2999|3000) s, later than the 600 s a run waits: giving up$/),
      ]);
      expect(client.requestCount()).toBe(3);
    },
  );

  it('x-ratelimit-remaining 0 with a reset already past (clock skew): a second, not taken for none (a minute)', async () => {
    const { client, log, waits } = recordingClient();
    limitGetRef({ resetIn: -5 });
    expect((await client.octokit.rest.git.getRef({ ...o, ref: 'heads/main' })).status).toBe(200);
    expect(log).toEqual([expect.stringMatching(/; retry 1 in 1 s$/)]);
    expect(waits).toEqual([]);
  });

  it('Retry-After: 0 is a second, not taken for no Retry-After (a minute)', async () => {
    const { client, log, waits } = recordingClient();
    limitGetRef({ retryAfter: 0 });
    expect((await client.octokit.rest.git.getRef({ ...o, ref: 'heads/main' })).status).toBe(200);
    expect(log).toEqual([expect.stringMatching(/; retry 1 in 1 s$/)]);
    expect(waits).toEqual([]);
  });

  it('Retry-After of exactly the longest wait (600 s) is waited, not given up', async () => {
    const log: string[] = [];
    const client = quickClient(log);
    limitGetRef({ retryAfter: 600 });
    expect((await client.octokit.rest.git.getRef({ ...o, ref: 'heads/main' })).status).toBe(200);
    expect(log).toEqual([expect.stringMatching(/; retry 1 in 600 s$/)]);
  });

  it('with Retry-After: its wait each time, which the throttling plugin waits (no doubling)', async () => {
    const log: string[] = [];
    const waits: number[] = [];
    // Zero seconds of the plugin's (60 s of Retry-After would be slept here otherwise).
    const client = createClient({
      token: 'write-token',
      baseUrl: gh.url,
      timing: { ...zeroDelays(), wait: async (ms) => void waits.push(ms) },
      log: (m) => log.push(m),
    });
    limitGetRef({ retryAfter: 60, times: 2 });
    expect((await client.octokit.rest.git.getRef({ ...o, ref: 'heads/main' })).status).toBe(200);
    expect(log).toEqual([
      expect.stringMatching(/; retry 1 in 60 s$/),
      expect.stringMatching(/; retry 2 in 60 s$/),
    ]);
    expect(waits).toEqual([]);
  });
});

test('a path from a record (a control or bidi character in a file name) is shown, not sent to the log raw', async () => {
  // A pull request's file names are its author's: an escape sequence or a right-to-left override in
  // one would colour or reorder the log's debug line and the failure message around it.
  const debug: string[] = [];
  const client = createClient({
    token: 'write-token',
    baseUrl: gh.url,
    timing: zeroDelays(),
    debug: (m) => debug.push(m),
  });
  const path = 'models/acme/\u001b[31mred\u202e.toml';
  const err = await client.octokit.rest.repos
    .getContent({ ...o, path, ref: 'main' })
    .catch((e: unknown) => e);
  expect((err as { status: number }).status).toBe(404);
  const failed = withFailedRequest('Not Found', err);
  for (const line of [...debug, failed]) {
    expect(line).toContain('models/acme/');
    expect([line.includes('\u001b'), line.includes('\u202e')]).toEqual([false, false]);
  }
  expect(failed).toContain('models/acme/\\u001b[31mred\\u202e.toml');
});

describe('a request GitHub does not answer', () => {
  const REF = /\/git\/ref\/heads\/main$/;
  // The emulator holds the answer far longer than the client waits; it lets go when the client does.
  const NEVER = 600_000;
  const timedClient = (log: string[] = []) =>
    createClient({
      token: 'write-token',
      baseUrl: gh.url,
      timing: { ...zeroDelays(), requestTimeoutMs: 400 },
      log: (m) => log.push(m),
    });
  afterEach(() => gh.faults.clear());

  it('is given up after the timeout, said in the log, and retried as a 5xx is', async () => {
    const log: string[] = [];
    const client = timedClient(log);
    gh.faults.add({ method: 'GET', pathPattern: REF, delayMs: NEVER, times: 2 });
    const ref = await client.octokit.rest.git.getRef({ ...o, ref: 'heads/main' });
    expect(ref.status).toBe(200);
    expect(client.requestCount()).toBe(3);
    expect(log).toEqual([
      'GitHub did not answer GET /repos/acme/registry/git/ref/heads/main within 0.4 s',
      'GitHub did not answer GET /repos/acme/registry/git/ref/heads/main within 0.4 s',
    ]);
  });

  it('that never answers fails after four attempts, saying GitHub did not answer, and naming the request', async () => {
    const client = timedClient();
    gh.faults.add({ method: 'GET', pathPattern: REF, delayMs: NEVER, times: Infinity });
    const err = await client.octokit.rest.git.getRef({ ...o, ref: 'heads/main' }).catch((e: unknown) => e);
    expect(client.requestCount()).toBe(4);
    // Before: undici's own headers timeout, 300 s an attempt, then its words.
    expect(withFailedRequest((err as Error).message, err)).toBe(
      'GitHub did not answer within 0.4 s. Failed request: GET /repos/acme/registry/git/ref/heads/main.',
    );
  });

  it('allows a large body the time to upload: a blob of several MB is not cut where a small one is', async () => {
    const log: string[] = [];
    const client = timedClient(log);
    const blobs = () => gh.requests.filter((r) => r.path.endsWith('/git/blobs')).map((r) => r.status);
    // A 502 a second late, past the 0.4 s timeout (the emulator answers in tens of ms, a busy machine's more); the retry then succeeds.
    const late = () =>
      gh.faults.add({ method: 'POST', pathPattern: /\/git\/blobs$/, delayMs: 1000, times: 1 });
    const from = blobs().length;
    late();
    await client.octokit.rest.git.createBlob({ ...o, content: 'small' });
    expect(log).toEqual(['GitHub did not answer POST /repos/acme/registry/git/blobs within 0.4 s']);
    late();
    await client.octokit.rest.git.createBlob({ ...o, content: 'x'.repeat(4 * 1024 * 1024) });
    expect(log).toHaveLength(1);
    // 0: the client stopped waiting for that answer; the 4 MB blob's 502 was waited for.
    expect(blobs().slice(from)).toEqual([0, 201, 502, 201]);
  });

  it('says how long it waited for a body it allowed time to upload: the timeout and that time', async () => {
    const log: string[] = [];
    const client = timedClient(log);
    // 200 KB: about 1.6 s allowed at 1 Mbit/s on top of the 0.4 s timeout; the retry is answered.
    gh.faults.add({ method: 'POST', pathPattern: /\/git\/blobs$/, delayMs: NEVER, times: 1 });
    await client.octokit.rest.git.createBlob({ ...o, content: 'x'.repeat(200_000) });
    expect(log).toEqual([
      'GitHub did not answer POST /repos/acme/registry/git/blobs within 0.4 s and the 2 s allowed to send its 0.2 MB',
    ]);
    // Under a second of upload is not worth the words.
    expect(waitedWords(60_000, 999, 127_872)).toBe('60 s');
    expect(waitedWords(60_000, 131_072, 16_777_216)).toBe('60 s and the 131 s allowed to send its 16.8 MB');
  });
});
