// Injected failures: transient 5xx, secondary rate limits, dropped connections, and races on ref updates.

export interface FaultSpec {
  /** HTTP method to match (any when omitted). */
  method?: string;
  /** Tested against the percent-decoded request path without query, e.g. `/repos/acme/registry/git/trees`. */
  pathPattern: RegExp;
  /** Status to answer with (default 502). */
  status?: number;
  /** How many matching requests fail (default 1; `Infinity` for all). */
  times?: number;
  /** Matching requests let through before the first failure, e.g. 1 to fail the second update (default 0). */
  skip?: number;
  headers?: Record<string, string>;
  /** JSON body (default `{message: 'Server Error'}`-like), or a string sent as text/plain. */
  body?: unknown;
  /** Wait before answering (to exercise client timeouts). */
  delayMs?: number;
  /** Destroy the connection instead of answering (the client sees a network error). */
  reset?: boolean;
  /**
   * Handle the request (a POST creates what it creates) and only then answer with the fault: the
   * write happened but its answer was lost, as with a 502 from a proxy after GitHub did the work.
   */
  afterHandling?: boolean;
}

export interface Fault extends Required<Pick<FaultSpec, 'pathPattern' | 'status' | 'times'>> {
  spec: FaultSpec;
  /** Requests this fault answered so far. */
  hits: number;
  /** Matching requests it let through so far (up to `spec.skip`). */
  skipped: number;
}

export interface RefUpdateContext {
  kind: 'create' | 'update';
  /** Full ref name, e.g. `refs/heads/gh-pages`. */
  ref: string;
  /** Value the ref has right now (null when creating). */
  currentSha: string | null;
  /** Value the client asked for. */
  newSha: string;
  /** The repository's git dir, for `git` commands that make the competing update. */
  gitDir: string;
}

export type RefUpdateHook = (ctx: RefUpdateContext) => void | Promise<void>;

/** Something another actor does while a request is on its way (e.g. a user deleting a comment). */
export type RequestHook = () => void | Promise<void>;

const SECONDARY_MESSAGE =
  'You have exceeded a secondary rate limit. Please wait a few minutes before you try again. ' +
  'If you reach out to GitHub Support for help, please include the request ID 0000:0000:0000000:0000000:00000000.';

const REASONS: Record<number, string> = {
  500: 'Server Error',
  502: 'Server Error',
  503: 'Service Unavailable',
  504: 'We couldn’t respond to your request in time. Sorry about that. Please try resubmitting your request.',
};

/**
 * How GitHub answers when it gives up on a big diff (a compare, one commit's files, or a pull
 * request's files): proxy timeouts, a refusal under load, and a 422 naming the diff in its errors.
 */
export const DIFF_UNAVAILABLE = {
  'timeout-502': { status: 502 },
  'timeout-504': { status: 504 },
  'heavy-load-500': {
    status: 500,
    body: {
      message: 'Sorry, this diff is temporarily unavailable due to heavy server load.',
      documentation_url: 'https://docs.github.com/rest',
    },
  },
  'too-long-422': {
    status: 422,
    body: {
      message: 'Server Error: Sorry, this diff is taking too long to generate.',
      errors: [{ resource: 'Commit', field: 'diff', code: 'not_available' }],
      documentation_url: 'https://docs.github.com/rest',
    },
  },
} as const satisfies Record<string, Pick<FaultSpec, 'status' | 'body'>>;

export type DiffAnswer = keyof typeof DIFF_UNAVAILABLE;

/** Whose diff GitHub gave up on: the 422 names it (`PullRequest` for `GET /pulls/{n}/files`). */
export type DiffResource = 'Commit' | 'PullRequest';

/**
 * `answer` as GitHub gives it for `resource`'s diff: a pull request's files answer the same 422
 * with `"resource":"PullRequest"` (seen on github.com, googleapis/repo-automation-bots#4475).
 */
export function diffAnswer(
  answer: DiffAnswer,
  resource: DiffResource = 'Commit',
): Pick<FaultSpec, 'status' | 'body'> {
  const fault: Pick<FaultSpec, 'status' | 'body'> = DIFF_UNAVAILABLE[answer];
  if (answer !== 'too-long-422' || resource === 'Commit') return fault;
  const body = DIFF_UNAVAILABLE[answer].body;
  return { ...fault, body: { ...body, errors: [{ ...body.errors[0], resource }] } };
}

export class Faults {
  private readonly faults: Fault[] = [];
  private readonly refHooks: { hook: RefUpdateHook; times: number }[] = [];
  private readonly requestHooks: { method: string; pathPattern: RegExp; hook: RequestHook; times: number }[] =
    [];

  add(spec: FaultSpec): Fault {
    const fault: Fault = {
      spec,
      pathPattern: spec.pathPattern,
      status: spec.status ?? 502,
      times: spec.times ?? 1,
      hits: 0,
      skipped: 0,
    };
    this.faults.push(fault);
    return fault;
  }

  /**
   * GitHub's secondary rate limit: 403 (or 429, which GitHub also sends), `retry-after` (none when
   * `retryAfter` is null, as GitHub sometimes answers), and the message Octokit's throttling plugin
   * looks for. With `resetIn` (seconds from now), `x-ratelimit-remaining: 0` and the reset time come
   * with it, which GitHub's best practices say to wait for when there is no `retry-after`.
   */
  secondaryRateLimit(spec: {
    method?: string;
    pathPattern: RegExp;
    times?: number;
    retryAfter?: number | null;
    status?: 403 | 429;
    resetIn?: number;
  }): Fault {
    const reset: Record<string, string> =
      spec.resetIn === undefined
        ? {}
        : {
            'x-ratelimit-remaining': '0',
            'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + spec.resetIn),
          };
    return this.add({
      method: spec.method,
      pathPattern: spec.pathPattern,
      times: spec.times,
      status: spec.status ?? 403,
      headers: {
        ...reset,
        ...(spec.retryAfter === null ? {} : { 'retry-after': String(spec.retryAfter ?? 1) }),
      },
      body: {
        message: SECONDARY_MESSAGE,
        documentation_url:
          'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits',
      },
    });
  }

  /**
   * GitHub giving up on the diff of the requests `pathPattern` matches, with one of its answers
   * (a commit's diff unless `resource` says a pull request's).
   */
  diffUnavailable(spec: {
    pathPattern: RegExp;
    answer: DiffAnswer;
    times?: number;
    resource?: DiffResource;
  }): Fault {
    return this.add({
      method: 'GET',
      pathPattern: spec.pathPattern,
      times: spec.times,
      ...diffAnswer(spec.answer, spec.resource),
    });
  }

  /** Runs `hook` inside the next `times` ref creations/updates, after the request arrived and before the write. */
  beforeRefUpdate(hook: RefUpdateHook, opts: { times?: number } = {}): void {
    this.refHooks.push({ hook, times: opts.times ?? 1 });
  }

  /** Runs `hook` when the next `times` requests matching `method` and `pathPattern` arrive, before GitHub handles them. */
  beforeRequest(method: string, pathPattern: RegExp, hook: RequestHook, opts: { times?: number } = {}): void {
    this.requestHooks.push({ method: method.toUpperCase(), pathPattern, hook, times: opts.times ?? 1 });
  }

  clear(): void {
    this.faults.length = 0;
    this.refHooks.length = 0;
    this.requestHooks.length = 0;
  }

  /** The fault that answers this request, consuming one of its `times` (or of its `skip`). */
  take(method: string, path: string): Fault | undefined {
    for (const f of this.faults) {
      const matches =
        f.hits < f.times &&
        (!f.spec.method || f.spec.method.toUpperCase() === method) &&
        f.pathPattern.test(path);
      if (!matches) continue;
      if (f.skipped < (f.spec.skip ?? 0)) {
        f.skipped++;
        continue;
      }
      f.hits++;
      return f;
    }
    return undefined;
  }

  async runRefHooks(ctx: RefUpdateContext): Promise<void> {
    for (const entry of this.refHooks) {
      if (entry.times <= 0) continue;
      entry.times--;
      await entry.hook(ctx);
    }
  }

  async runRequestHooks(method: string, path: string): Promise<void> {
    for (const entry of this.requestHooks) {
      if (entry.times <= 0 || entry.method !== method || !entry.pathPattern.test(path)) continue;
      entry.times--;
      await entry.hook();
    }
  }

  static bodyOf(fault: Fault): unknown {
    return (
      fault.spec.body ?? {
        message: REASONS[fault.status] ?? 'Injected fault',
        documentation_url: 'https://docs.github.com/rest',
      }
    );
  }
}
