// The one GitHub client: @actions/github's Octokit (it honours the runner's proxy settings) with
// retries on 5xx and throttling on primary and secondary rate limits, a timeout on each request's
// answer, and a count of every request.
import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { type ThrottlingOptions, throttling } from '@octokit/plugin-throttling';
import { visibleControls } from '../../core/report/workflow-commands.js';

export type Octokit = ReturnType<typeof getOctokit>;

/** A Bottleneck group (`new Bottleneck.Group({...})`), as @octokit/plugin-throttling takes it. */
export type ThrottleGroup = NonNullable<ThrottlingOptions['write']>;

/**
 * How long the client waits. Left out in production: the plugins' defaults (writes 1 s apart in
 * process-wide groups, Retry-After honoured in seconds, retries after 1, 4, 9 s). Tests pass groups
 * with `minTime: 0` and zero base values so that nothing sleeps, or record the waits with `wait`.
 */
export interface Timing {
  /** Replace the throttling plugin's process-wide Bottleneck groups. */
  groups?: Partial<Record<'global' | 'auth' | 'search' | 'write' | 'notifications', ThrottleGroup>>;
  /**
   * Milliseconds per second of a Retry-After, a rate-limit reset or a 5xx backoff (1000), writeOnce's
   * included.
   */
  retryAfterBaseValue?: number;
  /** Seconds to wait on a secondary rate limit that gives no Retry-After, doubled each retry (60). */
  fallbackSecondaryRateRetryAfter?: number;
  /**
   * How the client sleeps where it waits itself rather than through a plugin (writeOnce's backoff,
   * a secondary rate limit's doubling): setTimeout. Tests record the milliseconds asked for.
   */
  wait?: (ms: number) => Promise<void>;
  /**
   * Base of the wait before writing again after losing a race on a branch: base × 2^attempt ms, so
   * 500 ms before the first retry (250 by default).
   */
  raceBackoffMs?: number;
  /** How long a request waits for its answer to start, past its body's upload (REQUEST_TIMEOUT_MS). */
  requestTimeoutMs?: number;
}

export interface ClientOptions {
  token: string;
  baseUrl: string;
  /** Retries of one request after a rate limit before giving up. */
  rateLimitRetries?: number;
  log?: (message: string) => void;
  /**
   * Receives one line per HTTP request (each retry too): method, path, status, milliseconds, the
   * rate limit left and GitHub's request id. Left out (the runner's debug logging off), nothing is
   * measured or formatted. Never the token nor a body: a body can hold whole files.
   */
  debug?: (message: string) => void;
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
) => boolean | Promise<boolean>;

/**
 * The longest wait for a rate limit, in seconds. A primary limit resets up to an hour ahead: waiting
 * that long holds the runner (billed) and the run's concurrency group, while a publish that stops
 * leaves the feed's head where it was and the next run catches up.
 */
export const MAX_RATE_LIMIT_WAIT_S = 600;

/**
 * How long a request waits for GitHub's answer to start (its status and headers) before it is given
 * up and retried as a 5xx is. GitHub ends its own work on a request after about 10 s (a 502 or 504
 * then), so a minute without an answer is a request lost on the way: without this, undici waits
 * 300 s an attempt, and the branch update's four attempts would take 20 minutes of a 30-minute job.
 */
export const REQUEST_TIMEOUT_MS = 60_000;

/**
 * The upload rate a request's body is allowed on top of the timeout, in bytes a millisecond (1 Mbit/s,
 * a slow self-hosted runner's link): GitHub answers once it has the whole body, so a 16
 * MiB tree request waits up to 131 s more for its answer, a small one no longer than the timeout.
 */
const UPLOAD_BYTES_PER_MS = 128;

/** Why a request was given up: fetch rejects with it, and Octokit turns it into a status-500 error. */
class NoAnswerError extends Error {
  override name = 'NoAnswerError'; // not "AbortError", which Octokit rethrows bare and plugin-retry never retries
}

type Fetch = typeof fetch;

/**
 * `fetch` that gives up on a request whose answer has not started `timeoutMs` (plus its body's upload
 * time) after it was sent. Only until the headers: a long answer (a tree listing or a feed page of
 * several MB) that GitHub has started sending is not cut off, and undici's own timeout still ends
 * a body that stops coming. Each call gets its own timer, so a retry starts afresh (a signal from
 * the request options would stay aborted for every retry).
 */
function answerTimeout(
  inner: Fetch,
  timeoutMs: number,
  onTimeout: (method: string, url: string, waited: string) => void,
): Fetch {
  return async (url, init = {}) => {
    const body = init.body;
    const bytes = typeof body === 'string' ? Buffer.byteLength(body) : 0;
    const uploadMs = Math.ceil(bytes / UPLOAD_BYTES_PER_MS);
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const waited = waitedWords(timeoutMs, uploadMs, bytes);
      onTimeout(init.method ?? 'GET', String(url), waited);
      controller.abort(new NoAnswerError(`GitHub did not answer within ${waited}`));
    }, timeoutMs + uploadMs);
    const signal = init.signal ? AbortSignal.any([init.signal, controller.signal]) : controller.signal;
    try {
      return await inner(url, { ...init, signal });
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * How long a request was waited for, in words: the timeout, and the time its body was allowed to
 * upload when that adds a second or more (a large tree request waits minutes, not the timeout's 60 s).
 */
export function waitedWords(timeoutMs: number, uploadMs: number, bytes: number): string {
  const timeout = `${timeoutMs / 1000} s`;
  if (uploadMs < 1000) return timeout;
  return `${timeout} and the ${Math.round(uploadMs / 1000)} s allowed to send its ${(bytes / 1e6).toFixed(1)} MB`;
}

/** How the client waits: `baseMs` a second (1000 in production), slept with `wait`. */
interface Waits {
  baseMs: number;
  wait: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Retries a rate-limited request up to `retries` times, saying so, and says when it gives up. A
 * secondary limit without Retry-After comes with `after` 0 (the plugin's fallback is set to 0, so it
 * waits nothing itself): GitHub asks then for at least a minute and, while it keeps failing, waits
 * exponentially longer (REST API best practices), so this waits `fallback.seconds`, doubled each retry.
 */
function onLimit(
  kind: string,
  retries: number,
  log: (m: string) => void,
  fallback?: { seconds: number; waits: Waits },
): LimitHandler {
  return async (given, req, _o, count) => {
    const own = fallback !== undefined && given === 0 ? fallback.seconds * 2 ** count : 0;
    const after = own > 0 ? own : given;
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
    if (again && own > 0) await fallback!.waits.wait(own * fallback!.waits.baseMs);
    return again;
  };
}

/**
 * GitHub's order for a secondary rate limit (REST API best practices): `retry-after` if given; else,
 * with `x-ratelimit-remaining: 0`, the reset time; else a minute or longer. The throttling plugin
 * reads `retry-after` alone (and takes "0" for none), so the reset is written in as `retry-after`,
 * and "0" as one second, before the plugin sees the answer.
 */
function pinSecondaryWait(err: unknown): void {
  const headers = (err as { response?: { headers?: Record<string, string | undefined> } }).response?.headers;
  const status = statusOf(err);
  if (!headers || (status !== 403 && status !== 429) || !/\bsecondary rate\b/i.test((err as Error).message))
    return;
  const given = headers['retry-after'];
  if (given !== undefined && Number(given) === 0) headers['retry-after'] = '1';
  else if (given === undefined && headers['x-ratelimit-remaining'] === '0') {
    const reset = Number(headers['x-ratelimit-reset']);
    if (reset > 0) headers['retry-after'] = String(Math.max(1, Math.ceil(reset - Date.now() / 1000)));
  }
}

/** The fetch a request's options came with, by the options object its attempts share. */
const originalFetch = new WeakMap<object, Fetch>();

/** Each client's waits, for writeOnce, which is handed the client's Octokit rather than its options. */
const clientWaits = new WeakMap<object, Waits>();

export function createClient(options: ClientOptions): Client {
  const retries = options.rateLimitRetries ?? 3;
  let requests = 0;
  const debug = options.debug;
  // Registered before the retry and throttling plugins, so it sits inside them and counts (and, with
  // debug, logs) each attempt.
  const countRequests = (o: Pick<Octokit, 'hook'>) => {
    o.hook.wrap('request', async (request, opts) => {
      requests++;
      const started = debug ? Date.now() : 0;
      // The timeout wraps whatever fetch the options carry (@actions/github's, through the proxy).
      // Set on the options object itself: the hook below this one (the token's) is bound to it, so
      // a copy passed on would be ignored; a retry comes back with the same object, hence the
      // original fetch is kept aside rather than wrapped again.
      const inner: Fetch = originalFetch.get(opts) ?? opts.request?.fetch ?? fetch;
      originalFetch.set(opts, inner);
      opts.request = { ...opts.request, fetch: answerTimeout(inner, timeoutMs, noAnswer) };
      try {
        const response = await request(opts);
        debug?.(
          answerLine(opts.method, response.url, response.status, response.headers, Date.now() - started),
        );
        return response;
      } catch (err) {
        pinSecondaryWait(err);
        if (!debug) throw err;
        const r = requestOf(err);
        const took = Date.now() - started;
        debug(
          r?.status === undefined
            ? `${opts.method} ${r?.path ?? opts.url}: no answer after ${took} ms: ${(err as Error).message}`
            : `${answerLine(r.method, r.url, r.status, r.headers, took)}: ${githubMessage(err)}`,
        );
        throw err;
      }
    });
  };
  const log = options.log ?? (() => {});
  const timing = options.timing ?? {};
  const timeoutMs = timing.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  // Said as it happens: the retry that follows is silent, as after a 5xx.
  const noAnswer = (method: string, url: string, waited: string) =>
    log(`GitHub did not answer ${method} ${pathOf(url)} within ${waited}`);
  const base =
    timing.retryAfterBaseValue === undefined ? {} : { retryAfterBaseValue: timing.retryAfterBaseValue };
  const waits: Waits = { baseMs: timing.retryAfterBaseValue ?? 1000, wait: timing.wait ?? sleep };
  const octokit = getOctokit(
    options.token,
    {
      baseUrl: options.baseUrl,
      userAgent: 'model-registry-action',
      // plugin-retry's own list (410 Gone included: asking again cannot bring it back), plus 409 (a
      // conflict stays one) and 429, a rate limit like 403: left to the throttling plugin, which waits
      // for Retry-After or the reset, where plugin-retry would send it again at once.
      retry: { doNotRetry: [400, 401, 403, 404, 409, 410, 422, 429, 451], ...base },
      throttle: {
        ...timing.groups,
        ...base,
        // No Retry-After: the plugin waits 0 s and onLimit its own, growing wait (the plugin's is flat).
        fallbackSecondaryRateRetryAfter: 0,
        onRateLimit: onLimit('rate limit', retries, log),
        onSecondaryRateLimit: onLimit('secondary rate limit', retries, log, {
          seconds: timing.fallbackSecondaryRateRetryAfter ?? 60,
          waits,
        }),
      },
    },
    countRequests,
    retry,
    throttling,
  );
  clientWaits.set(octokit, waits);
  const raceBase = timing.raceBackoffMs ?? 250;
  return { octokit, requestCount: () => requests, raceBackoffMs: (attempt) => raceBase * 2 ** attempt };
}

type Headers = Record<string, string | number | undefined>;

/**
 * `/repos/acme/registry/git/ref/heads/gh-pages?per_page=1`: the path (decoded, as a reader would
 * write it) and query of a request's URL, without the host. A record's file name in it is its
 * author's: its control and bidi characters are shown, not sent to the log.
 */
function pathOf(url: string): string {
  try {
    const u = new URL(url);
    return visibleControls(decodeURIComponent(u.pathname) + u.search);
  } catch {
    return visibleControls(url);
  }
}

/** The debug line of one answer: `GET /path: 200 in 12 ms (x-ratelimit-remaining: 4999, x-github-request-id: …)`. */
function answerLine(method: string, url: string, status: number, headers: Headers, ms: number): string {
  const extra = ['x-ratelimit-remaining', 'x-github-request-id']
    .filter((h) => headers[h] !== undefined)
    .map((h) => `${h}: ${headers[h]}`);
  return `${method} ${pathOf(url)}: ${status} in ${ms} ms${extra.length > 0 ? ` (${extra.join(', ')})` : ''}`;
}

/** The GitHub request an error (or an error it wraps, through `cause`) is about. */
export interface FailedRequest {
  method: string;
  url: string;
  /** Path and query, without the host. */
  path: string;
  /** Absent when no answer came (a dropped connection). */
  status?: number;
  /** GitHub's x-github-request-id, what GitHub Support asks for. */
  requestId?: string;
  headers: Headers;
}

export function requestOf(err: unknown): FailedRequest | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 10; depth++) {
    const { request, response } = e as {
      request?: { method?: unknown; url?: unknown };
      response?: { status?: unknown; headers?: Headers };
    };
    if (typeof request?.method === 'string' && typeof request.url === 'string') {
      const headers = response?.headers ?? {};
      const id = headers['x-github-request-id'];
      return {
        method: request.method,
        url: request.url,
        path: pathOf(request.url),
        ...(typeof response?.status === 'number' ? { status: response.status } : {}),
        ...(id !== undefined ? { requestId: String(id) } : {}),
        headers,
      };
    }
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** What a run says for a 401 (GitHub's "Bad credentials"): which token, and why GitHub refuses one. */
export const TOKEN_UNAUTHORIZED =
  "GitHub refused the token (input token, or the reusable workflow's secret token): it is expired, revoked or mistyped";

/**
 * `message` with the GitHub request behind `err` named in words (method and path, status unless the
 * message already gives it, request id), for a run's failure message; `message` alone when no
 * GitHub request is behind it. A 401 is said as TOKEN_UNAUTHORIZED instead of `message`.
 */
export function withFailedRequest(message: string, err: unknown): string {
  const r = requestOf(err);
  if (!r) return message;
  // GitHub's "Bad credentials" names neither the token nor what to do; a 401 is the token's, whichever request.
  const said = (r.status === 401 ? TOKEN_UNAUTHORIZED : message).trimEnd();
  const parts = [`${r.method} ${r.path}`];
  if (r.status === undefined) {
    if (!/\b(?:no|did not) answer/.test(said)) parts.push('no answer');
  } else if (!said.includes(`HTTP ${r.status}`)) parts.push(`HTTP ${r.status}`);
  if (r.requestId) parts.push(`GitHub request id ${r.requestId}`);
  return `${said}${/[.!?]$/.test(said) ? '' : '.'} Failed request: ${parts.join(', ')}.`;
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
 * or secondary rate limit the throttling plugin gave up on, which is also a 403. Any other refusal
 * (an archived repository, an organization's policy) counts too: right for falling back to what
 * needs no permission, not for telling which permission to add (that is tokenRefused).
 */
export function isPermissionDenied(err: unknown): boolean {
  return statusOf(err) === 403 && !/rate limit/i.test((err as Error)?.message ?? '');
}

// GitHub's words to a token without a permission: an app's (GITHUB_TOKEN) or a fine-grained one's.
const NOT_ACCESSIBLE = /^Resource not accessible by (?:integration|personal access token)\b/i;

/**
 * GitHub refusing the token its permission, as GitHub words it: a 403 "Resource not accessible by
 * integration" (or "… by personal access token"), or a 404 on a write, GitHub's answer to a token
 * that may not see the repository. Other 403s (an archived repository, SAML or an organization's
 * restrictions) are not a missing permission.
 */
export function tokenRefused(err: unknown): boolean {
  const status = statusOf(err);
  if (status === 403) return NOT_ACCESSIBLE.test(githubMessage(err).trim());
  return status === 404 && (requestOf(err)?.method ?? 'GET') !== 'GET';
}

/**
 * The failure message for a 404 on something the run knows exists (the default branch, the event's
 * pull request): GitHub's answer to a token that may not see the repository (`evidence`: on what).
 */
export function unreadableRepository(repo: { owner: string; repo: string }, evidence: string): string {
  return (
    `the token (input token, or the reusable workflow's secret token) cannot read ${repo.owner}/${repo.repo}: ` +
    `GitHub answers 404 Not Found even for ${evidence}, as it does for a repository the token may not see ` +
    '(likely a fine-grained personal access token not granted this repository, or a GitHub App not installed on it)'
  );
}

/** A 403 on a write to an archived repository ("Repository was archived so is read-only."). */
export function isArchived(err: unknown): boolean {
  return statusOf(err) === 403 && /\barchived\b/i.test(githubMessage(err));
}

/** A 5xx or no answer at all: the write may or may not have happened. */
function answerLost(err: unknown): boolean {
  const status = statusOf(err);
  return status === undefined || status >= 500;
}

/** Retries of a write after a lost answer: plugin-retry's default for every other request. */
const WRITE_RETRIES = 3;

/**
 * Runs a non-idempotent write (sent with `retries: 0`) up to four times, `octokit`'s client waiting
 * as plugin-retry does for every other request (1, 4, 9 s): after a lost answer, `done()` looks for
 * what the write would have made, so a retry never makes a second one, and the last lost answer is
 * no failure when the write did happen.
 */
export async function writeOnce<T>(
  octokit: object,
  write: () => Promise<T>,
  done: () => Promise<T | undefined>,
): Promise<T> {
  const waits = clientWaits.get(octokit) ?? { baseMs: 1000, wait: sleep };
  for (let retry = 0; ; retry++) {
    try {
      return await write();
    } catch (err) {
      if (!answerLost(err)) throw err;
      const last = retry >= WRITE_RETRIES;
      // Looked for after the wait: a write GitHub finishes late is found rather than sent again.
      if (!last) await waits.wait((retry + 1) ** 2 * waits.baseMs);
      const found = await done();
      if (found !== undefined) return found;
      if (last) throw err;
    }
  }
}
