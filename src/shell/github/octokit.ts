// The one GitHub client: @actions/github's Octokit (it honours the runner's proxy settings) with
// retries on 5xx and throttling on primary and secondary rate limits, and a count of every request.
import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';

export type Octokit = ReturnType<typeof getOctokit>;

export interface ClientOptions {
  token: string;
  baseUrl: string;
  /** Retries of one request after a rate limit before giving up. */
  rateLimitRetries?: number;
  log?: (message: string) => void;
}

export interface Client {
  octokit: Octokit;
  /** HTTP requests sent so far, retries included. */
  requestCount: () => number;
}

export function createClient(options: ClientOptions): Client {
  const retries = options.rateLimitRetries ?? 3;
  let requests = 0;
  // Registered before the retry and throttling plugins, so it sits inside them and counts each attempt.
  const countRequests = (o: Pick<Octokit, 'hook'>) => {
    o.hook.wrap('request', (request, opts) => {
      requests++;
      return request(opts);
    });
  };
  const log = options.log ?? (() => {});
  const octokit = getOctokit(
    options.token,
    {
      baseUrl: options.baseUrl,
      userAgent: 'model-registry-action',
      retry: { doNotRetry: [400, 401, 403, 404, 409, 422, 451] },
      throttle: {
        onRateLimit: (after: number, req: { method: string; url: string }, _o: unknown, count: number) => {
          log(`rate limit on ${req.method} ${req.url}; retry ${count + 1} in ${after} s`);
          return count < retries;
        },
        onSecondaryRateLimit: (
          after: number,
          req: { method: string; url: string },
          _o: unknown,
          count: number,
        ) => {
          log(`secondary rate limit on ${req.method} ${req.url}; retry ${count + 1} in ${after} s`);
          return count < retries;
        },
      },
    },
    countRequests,
    retry,
    throttling,
  );
  return { octokit, requestCount: () => requests };
}

/** The HTTP status of an Octokit error, if it has one. */
export function statusOf(err: unknown): number | undefined {
  const s = (err as { status?: unknown })?.status;
  return typeof s === 'number' ? s : undefined;
}
