// The one GitHub client: @actions/github's Octokit (it honours the runner's proxy settings) with
// retries on 5xx and throttling on primary and secondary rate limits, and a count of every request.
import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { type ThrottlingOptions, throttling } from '@octokit/plugin-throttling';

export type Octokit = ReturnType<typeof getOctokit>;

/** A Bottleneck group (`new Bottleneck.Group({...})`), as @octokit/plugin-throttling takes it. */
export type ThrottleGroup = NonNullable<ThrottlingOptions['write']>;

/**
 * How long the client waits. Left out in production: the plugins' defaults (writes 1 s apart in
 * process-wide groups, Retry-After honoured in seconds, retries after 1, 4, 9 s). Tests pass groups
 * with `minTime: 0` and zero base values so that nothing sleeps.
 */
export interface Timing {
  /** Replace the throttling plugin's process-wide Bottleneck groups. */
  groups?: Partial<Record<'global' | 'auth' | 'search' | 'write' | 'notifications', ThrottleGroup>>;
  /** Milliseconds per second of a Retry-After, a rate-limit reset or a 5xx backoff (1000). */
  retryAfterBaseValue?: number;
  /** Seconds to wait on a secondary rate limit that gives no Retry-After (60). */
  fallbackSecondaryRateRetryAfter?: number;
  /** First wait before writing again after losing a race on a branch, doubled each attempt (250 ms). */
  raceBackoffMs?: number;
}

export interface ClientOptions {
  token: string;
  baseUrl: string;
  /** Retries of one request after a rate limit before giving up. */
  rateLimitRetries?: number;
  log?: (message: string) => void;
  timing?: Timing;
}

export interface Client {
  octokit: Octokit;
  /** HTTP requests sent so far, retries included. */
  requestCount: () => number;
  /** Milliseconds to wait before retry `attempt` (1, 2, …) after losing a race on a branch. */
  raceBackoffMs: (attempt: number) => number;
}

type LimitHandler = (
  after: number,
  req: { method: string; url: string },
  o: unknown,
  count: number,
) => boolean;

/**
 * The longest wait for a rate limit, in seconds. A primary limit resets up to an hour ahead: waiting
 * that long holds the runner (billed) and the run's concurrency group, while a publish that stops
 * leaves the feed's head where it was and the next run catches up.
 */
export const MAX_RATE_LIMIT_WAIT_S = 600;

/** Retries a rate-limited request up to `retries` times, saying so, and says when it gives up. */
function onLimit(kind: string, retries: number, log: (m: string) => void): LimitHandler {
  return (after, req, _o, count) => {
    if (after > MAX_RATE_LIMIT_WAIT_S) {
      log(
        `${kind} on ${req.method} ${req.url} resets in ${after} s, later than the ${MAX_RATE_LIMIT_WAIT_S} s a run waits: giving up`,
      );
      return false;
    }
    const again = count < retries;
    log(
      again
        ? `${kind} on ${req.method} ${req.url}; retry ${count + 1} in ${after} s`
        : `${kind} on ${req.method} ${req.url}; giving up after ${count} retries`,
    );
    return again;
  };
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
  const timing = options.timing ?? {};
  const base =
    timing.retryAfterBaseValue === undefined ? {} : { retryAfterBaseValue: timing.retryAfterBaseValue };
  const octokit = getOctokit(
    options.token,
    {
      baseUrl: options.baseUrl,
      userAgent: 'model-registry-action',
      // plugin-retry's own list (410 Gone included: asking again cannot bring it back) and 429, a
      // rate limit like 403: left to the throttling plugin, which waits for Retry-After or the reset,
      // where plugin-retry would send it again at once.
      retry: { doNotRetry: [400, 401, 403, 404, 409, 410, 422, 429, 451], ...base },
      throttle: {
        ...timing.groups,
        ...base,
        ...(timing.fallbackSecondaryRateRetryAfter === undefined
          ? {}
          : { fallbackSecondaryRateRetryAfter: timing.fallbackSecondaryRateRetryAfter }),
        onRateLimit: onLimit('rate limit', retries, log),
        onSecondaryRateLimit: onLimit('secondary rate limit', retries, log),
      },
    },
    countRequests,
    retry,
    throttling,
  );
  const raceBase = timing.raceBackoffMs ?? 250;
  return { octokit, requestCount: () => requests, raceBackoffMs: (attempt) => raceBase * 2 ** attempt };
}

/** GitHub's own message of an Octokit error (without the documentation link Octokit appends to its own). */
export function githubMessage(err: unknown): string {
  const data = (err as { response?: { data?: { message?: unknown } } }).response?.data;
  return typeof data?.message === 'string' ? data.message : (err as Error).message;
}

/** The HTTP status of an Octokit error, if it has one. */
export function statusOf(err: unknown): number | undefined {
  const s = (err as { status?: unknown })?.status;
  return typeof s === 'number' ? s : undefined;
}

/**
 * A 403 refusing the token (no permission, e.g. a fork pull request's read-only token), not a primary
 * or secondary rate limit the throttling plugin gave up on, which is also a 403.
 */
export function isPermissionDenied(err: unknown): boolean {
  return statusOf(err) === 403 && !/rate limit/i.test((err as Error)?.message ?? '');
}

/** A 5xx or no answer at all: the write may or may not have happened. */
function answerLost(err: unknown): boolean {
  const status = statusOf(err);
  return status === undefined || status >= 500;
}

/**
 * Runs a non-idempotent write (sent with `retries: 0`) up to three times: after a lost answer,
 * `done()` looks for what the write would have made, so a retry never makes a second one, and
 * the last lost answer is no failure when the write did happen.
 */
export async function writeOnce<T>(write: () => Promise<T>, done: () => Promise<T | undefined>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (err) {
      if (!answerLost(err)) throw err;
      const found = await done();
      if (found !== undefined) return found;
      if (attempt >= 3) throw err;
    }
  }
}
