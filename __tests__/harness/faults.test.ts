// Injected faults must look real to the Octokit plugins the action uses: plugin-retry retries the 5xx,
// plugin-throttling recognises the secondary and primary rate limits from status, headers and message.
import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { DIFF_UNAVAILABLE, type DiffAnswer } from './github/faults.js';
import { type GitHubEmulator, startGitHubEmulator } from './github/server.js';
import { createTestRepo, type TestRepo } from './github/test-repo.js';

let repo: TestRepo;
let gh: GitHubEmulator;
const o = { owner: 'acme', repo: 'registry' };
const seen = { secondary: [] as number[], primary: [] as number[] };

// Retry delays scaled from seconds to 10 ms so the suite stays fast.
function client(url: string) {
  return getOctokit(
    'write-token',
    {
      baseUrl: url,
      retry: { retryAfterBaseValue: 10 },
      throttle: {
        retryAfterBaseValue: 10,
        onSecondaryRateLimit: (after: number) => {
          seen.secondary.push(after);
          return true;
        },
        onRateLimit: (after: number) => {
          seen.primary.push(after);
          return false;
        },
      },
    },
    retry,
    throttling,
  );
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

afterEach(() => {
  gh.faults.clear();
  expect(gh.violations).toEqual([]);
});

test('plugin-retry retries injected 502s and succeeds', async () => {
  gh.faults.add({ method: 'GET', pathPattern: /\/git\/ref\/heads\/main$/, status: 502, times: 2 });
  const before = gh.requests.length;
  const ref = await client(gh.url).rest.git.getRef({ ...o, ref: 'heads/main' });
  expect(ref.status).toBe(200);
  expect(gh.requests.slice(before).map((r) => r.status)).toEqual([502, 502, 200]);
});

test('plugin-throttling sees the secondary rate limit and its retry-after', async () => {
  gh.faults.secondaryRateLimit({ method: 'POST', pathPattern: /\/git\/blobs$/, retryAfter: 1 });
  const blob = await client(gh.url).rest.git.createBlob({ ...o, content: 'hello' });
  expect(blob.status).toBe(201);
  expect(seen.secondary).toEqual([1]);
  expect(gh.count('POST', '/repos/{owner}/{repo}/git/blobs')).toBe(2);
});

test('a secondary rate limit as 429: GitHub’s answer, which plugin-throttling recognises', async () => {
  gh.faults.secondaryRateLimit({ method: 'GET', pathPattern: /\/git\/ref\//, status: 429, retryAfter: 2 });
  const raw = await fetch(`${gh.url}/repos/acme/registry/git/ref/heads/main`);
  expect(raw.status).toBe(429);
  expect(raw.headers.get('retry-after')).toBe('2');
  expect(((await raw.json()) as { message: string }).message).toMatch(/\bsecondary rate limit\b/);

  gh.faults.secondaryRateLimit({ method: 'GET', pathPattern: /\/git\/ref\//, status: 429, retryAfter: 2 });
  const waits: number[] = [];
  // Throttling alone: plugin-retry's default doNotRetry lacks 429 and would re-send it first.
  const octokit = getOctokit(
    'write-token',
    {
      baseUrl: gh.url,
      throttle: {
        retryAfterBaseValue: 0,
        onSecondaryRateLimit: (after: number) => waits.push(after) > 0,
        onRateLimit: () => false,
      },
    },
    throttling,
  );
  const before = gh.requests.length;
  expect((await octokit.rest.git.getRef({ ...o, ref: 'heads/main' })).status).toBe(200);
  expect(waits).toEqual([2]);
  expect(gh.requests.slice(before).map((r) => r.status)).toEqual([429, 200]);
});

test.each(Object.keys(DIFF_UNAVAILABLE) as DiffAnswer[])('GitHub giving up on a diff: %s', async (answer) => {
  gh.faults.diffUnavailable({ pathPattern: /\/compare\//, answer });
  const res = await fetch(`${gh.url}/repos/acme/registry/compare/main...main`);
  const body = (await res.json()) as { message: string; errors?: unknown[] };
  const expected = {
    'timeout-502': [502, /^Server Error$/],
    'timeout-504': [504, /^We couldn’t respond to your request in time/],
    'heavy-load-500': [500, /temporarily unavailable due to heavy server load/],
    'too-long-422': [422, /taking too long to generate/],
  } as const;
  expect(res.status).toBe(expected[answer][0]);
  expect(body.message).toMatch(expected[answer][1]);
  if (answer === 'too-long-422')
    expect(body.errors).toEqual([{ resource: 'Commit', field: 'diff', code: 'not_available' }]);
  // Answered once: the next compare is GitHub's own.
  const next = await fetch(`${gh.url}/repos/acme/registry/compare/main...main`, {
    headers: { authorization: 'token write-token' },
  });
  expect(next.status).toBe(200);
});

test("a pull request's files GitHub gives up on: the 422 names the PullRequest's diff", async () => {
  gh.faults.diffUnavailable({
    pathPattern: /\/pulls\/\d+\/files$/,
    answer: 'too-long-422',
    resource: 'PullRequest',
  });
  const res = await fetch(`${gh.url}/repos/acme/registry/pulls/1/files`);
  const body = (await res.json()) as { message: string; errors?: unknown[] };
  expect(res.status).toBe(422);
  expect(body.message).toBe('Server Error: Sorry, this diff is taking too long to generate.');
  expect(body.errors).toEqual([{ resource: 'PullRequest', field: 'diff', code: 'not_available' }]);
  // The commit variant is unchanged.
  expect(DIFF_UNAVAILABLE['too-long-422'].body.errors[0].resource).toBe('Commit');
});

test('skip lets the first matching requests through: the second read fails, the others do not', async () => {
  const fault = gh.faults.add({ method: 'GET', pathPattern: /\/git\/ref\//, status: 502, skip: 1 });
  const read = () =>
    fetch(`${gh.url}/repos/acme/registry/git/ref/heads/main`, {
      headers: { authorization: 'token write-token' },
    });
  expect([(await read()).status, (await read()).status, (await read()).status]).toEqual([200, 502, 200]);
  expect(fault).toMatchObject({ skipped: 1, hits: 1 });
});

test('a dropped connection reaches the client as a network error', async () => {
  gh.faults.add({ pathPattern: /\/git\/ref\//, reset: true });
  await expect(fetch(`${gh.url}/repos/acme/registry/git/ref/heads/main`)).rejects.toThrow();
  expect(gh.requests.at(-1)).toMatchObject({ fault: true, status: -1 });
});

test.each([403, 429] as const)(
  'exhausting the primary rate limit gives %i with remaining 0, a primary limit to the client',
  async (status) => {
    const limited = await startGitHubEmulator({
      ...o,
      gitDir: repo.gitDir,
      rateLimit: 2,
      rateLimitStatus: status,
    });
    try {
      seen.primary.length = 0;
      const octokit = client(limited.url);
      await octokit.rest.git.getRef({ ...o, ref: 'heads/main' });
      await octokit.rest.git.getRef({ ...o, ref: 'heads/main' });
      await expect(octokit.rest.git.getRef({ ...o, ref: 'heads/main' })).rejects.toMatchObject({ status });
      expect(seen.primary).toHaveLength(1);
      const raw = await fetch(`${limited.url}/repos/acme/registry/git/ref/heads/main`, {
        headers: { authorization: 'token write-token' },
      });
      expect(raw.status).toBe(status);
      expect(raw.headers.get('x-ratelimit-remaining')).toBe('0');
      expect(raw.headers.get('retry-after')).toBeNull(); // a primary limit says when by its reset
    } finally {
      await limited.close();
    }
  },
);
