// A GitHub REST API emulator on 127.0.0.1, backed by a real git repository, for end-to-end tests of the
// bundled action running as a separate process. Every request is logged; every success response is checked
// against GitHub's OpenAPI schemas (request bodies too, answered 422 like GitHub); faults and races can be
// injected. Typical use:
//
//   const repo = await createTestRepo();                       // ./test-repo.ts
//   const main = await repo.commit({ files: { 'models/a/b.toml': '...' } });
//   const gh = await startGitHubEmulator({ owner: 'acme', repo: 'registry', gitDir: repo.dir, token: 't' });
//   const run = await runAction({ entry: 'dist/index.js', cwd: repo.dir, gh, inputs: { token: 't' },
//                                 event: pushEvent({ owner: 'acme', repo: 'registry', before, after: main }) });
//   expect(gh.violations).toEqual([]);
//   expect(gh.requests.filter((r) => !r.route)).toEqual([]);   // no call the emulator does not know
//   await gh.close();
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Faults } from './faults.js';
import { GitStore } from './git-store.js';
import { GRAPHQL_PATH, graphqlReply } from './graphql.js';
import { HttpError, type Reply } from './http.js';
import { OpenApiChecker, type Violation } from './openapi-check.js';
import { matchRoute, type Route } from './router.js';
import { branchRoutes } from './routes-branches.js';
import { checkListRoutes, checkRoutes } from './routes-checks.js';
import { commitRoutes } from './routes-commits.js';
import { contentRoutes } from './routes-contents.js';
import { gitRoutes } from './routes-git.js';
import { issueRoutes } from './routes-issues.js';
import { pullRoutes, registerPullRequest } from './routes-pulls.js';
import { userRef } from './shapes.js';
import {
  type CheckRunRecord,
  type CommentRecord,
  DEFAULT_LIMITS,
  type EmulatorState,
  GITHUB_ACTIONS_BOT,
  isoNow,
  type Limits,
  type PullRequestRecord,
  type PullRequestSpec,
  permissionsOf,
  type Ruleset,
  type TokenPermissions,
} from './state.js';

export type { Fault, FaultSpec, RefUpdateContext, RefUpdateHook, RequestHook } from './faults.js';
export type { Violation } from './openapi-check.js';
export type {
  CheckAnnotation,
  CheckRunRecord,
  CommentRecord,
  Limits,
  PullRequestRecord,
  PullRequestSpec,
  Ruleset,
  TokenPermissions,
} from './state.js';

export interface EmulatorOptions {
  owner: string;
  repo: string;
  /** A real repository (bare or not) the test made; refs written through the API land here. */
  gitDir: string;
  /** Token the client must send (`token X` or `Bearer X`); when omitted any or no token is accepted. */
  token?: string;
  /** Initial token permissions (default: write on everything). */
  permissions?: 'read' | 'write' | Partial<TokenPermissions>;
  /** Branch used when a request names no ref (default: the repository's HEAD branch, else `main`). */
  defaultBranch?: string;
  /** Clock for commit dates and timestamps (fix it for repeatable commit ids). */
  now?: () => Date;
  /** Primary rate limit per hour (GITHUB_TOKEN: 1,000 per repository); requests beyond get 403. */
  rateLimit?: number;
  /**
   * The status a request past the primary limit gets: GitHub answers "a 403 or 429 response, and the
   * x-ratelimit-remaining header will be 0", to be retried after x-ratelimit-reset (no retry-after).
   */
  rateLimitStatus?: 403 | 429;
  /** Seconds from start to the primary limit's reset (x-ratelimit-reset; default 3600, an hour). */
  rateLimitResetInS?: number;
  limits?: Partial<Limits>;
  /** Used only to build `html_url` fields. */
  serverUrl?: string;
  /**
   * Serve as GitHub Enterprise Server does: REST under `/api/v3` (the `url` to use as GITHUB_API_URL
   * ends in it) and GraphQL at `/api/graphql`; anything else is 404 ("REST API endpoints", GHES docs).
   */
  enterprise?: boolean;
  /**
   * The identity the token acts as (default `github-actions[bot]`, as for GITHUB_TOKEN; a login for a
   * personal access token): author of comments and API commits, GraphQL's `viewer`.
   */
  actor?: {
    login: string;
    name?: string;
    email?: string;
    /**
     * A fine-grained personal access token's (default: a classic one's): GitHub words its refusals
     * "Resource not accessible by personal access token" (github/rest-api-description#4290).
     */
    fineGrained?: boolean;
  };
  /**
   * The order the check runs of a commit are listed in (default newest first). GitHub documents
   * none (Mergify/mergify#4865 met another), so a look-up for one run can be tested with it last.
   */
  checkRunOrder?: 'newest-first' | 'oldest-first';
}

export interface RequestRecord {
  method: string;
  /** Percent-decoded path without query, e.g. `/repos/acme/registry/git/ref/heads/gh-pages`. */
  path: string;
  /** Query string without `?` ('' when none). */
  query: string;
  /**
   * HTTP status; 0 while the request is in flight or when the client gave up waiting for a delayed
   * fault, -1 when an injected fault dropped the connection.
   */
  status: number;
  /** Matched path template (`/repos/{owner}/{repo}/git/refs/{ref}`), undefined for unknown routes. */
  route?: string;
  /** Set when an injected fault produced the answer. */
  fault?: boolean;
  /**
   * The x-github-request-id every answer carries, one per request (faults' included), in GitHub's
   * shape: five hex fields, as in the "please include the request ID" of GitHub's error messages
   * (see faults.ts) and the header GitHub's REST docs list on every response. `E0E0` marks the emulator.
   */
  requestId: string;
  /** Request body bytes received (what the client uploaded) and response body bytes sent (what it downloaded). */
  bytesIn: number;
  bytesOut: number;
  /** Files read: contents paths, `blob:<sha>` for the blob API. */
  read?: string[];
  /** Files written: every path a create-tree request named (content, sha or deletion), `blob:<sha>`. */
  wrote?: string[];
}

/** What a run of requests cost: see GitHubEmulator.traffic. */
export interface Traffic {
  requests: number;
  /** Request body bytes: what the client wrote. */
  bytesIn: number;
  /** Response body bytes: what the client read. */
  bytesOut: number;
  /** Files read (contents paths, `blob:<sha>`), in request order. */
  paths: string[];
  /** Files written (tree paths, `blob:<sha>`), in request order. */
  written: string[];
}

/** The cost of `requests` (e.g. `gh.requests.slice(before)`). */
export function trafficOf(requests: readonly RequestRecord[]): Traffic {
  const t: Traffic = { requests: requests.length, bytesIn: 0, bytesOut: 0, paths: [], written: [] };
  for (const r of requests) {
    t.bytesIn += r.bytesIn;
    t.bytesOut += r.bytesOut;
    t.paths.push(...(r.read ?? []));
    t.written.push(...(r.wrote ?? []));
  }
  return t;
}

export interface GitHubEmulator {
  /** Base URL, e.g. `http://127.0.0.1:PORT` (use as GITHUB_API_URL). */
  readonly url: string;
  readonly owner: string;
  readonly repo: string;
  readonly gitDir: string;
  readonly requests: RequestRecord[];
  readonly violations: Violation[];
  /** Exceptions inside the emulator itself (answered 500): a non-empty list is a harness bug. */
  readonly internalErrors: string[];
  readonly faults: Faults;
  readonly checkRuns: CheckRunRecord[];
  readonly comments: CommentRecord[];
  readonly pullRequests: ReadonlyMap<number, PullRequestRecord>;
  /** Requests matching a method and path template (`/repos/{owner}/{repo}/git/trees`). */
  count(method: string, route: string): number;
  /** Requests, bytes and files of the requests from index `from` on (`gh.requests.length` before a run). */
  traffic(from?: number): Traffic;
  /** Every file on `ref` (e.g. `gh-pages`) with its size in bytes, largest first; [] when `ref` is missing. */
  files(ref: string): Promise<{ path: string; size: number }[]>;
  setTokenPermissions(p: 'read' | 'write' | Partial<TokenPermissions>): void;
  addPullRequest(spec: PullRequestSpec): Promise<PullRequestRecord>;
  /** Seeds a comment (e.g. one left by an earlier run) on a registered pull request. */
  addComment(spec: { issueNumber: number; body: string; login?: string }): CommentRecord;
  /**
   * A repository ruleset: writes to matching refs answer 422 "Repository rule violations found"; or,
   * with `protection`, classic branch protection answering with the unmet requirement alone.
   */
  addRuleset(ruleset: Ruleset): void;
  /**
   * Renames a branch as GitHub's "Rename a branch" does: the ref moves, and GET /branches/{from}
   * answers 301 to the new name while no branch `from` exists again.
   */
  renameBranch(from: string, to: string): Promise<void>;
  close(): Promise<void>;
}

/** Every route the emulator serves (each has its schemas in the OpenAPI fixture). */
export const ROUTES: Route[] = [
  ...checkListRoutes, // first: the commit routes' greedy {ref} would take `<sha>/check-runs`
  ...branchRoutes,
  ...commitRoutes,
  ...contentRoutes,
  ...gitRoutes,
  ...pullRoutes,
  ...checkRoutes,
  ...issueRoutes,
];

let sharedChecker: OpenApiChecker | undefined;

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export async function startGitHubEmulator(options: EmulatorOptions): Promise<GitHubEmulator> {
  const git = await GitStore.open(options.gitDir);
  const head = (await git.run(['symbolic-ref', '--quiet', '--short', 'HEAD'], { okCodes: [1, 128] })).stdout;
  sharedChecker ??= new OpenApiChecker(); // compiled schemas are reused across emulators
  const checker = sharedChecker;
  const ids = { check: 4_000_000_000, comment: 2_000_000_000 };
  const state: EmulatorState = {
    owner: options.owner,
    repo: options.repo,
    git,
    apiUrl: '', // known once listening
    serverUrl: options.serverUrl ?? 'https://github.com',
    defaultBranch: options.defaultBranch ?? (head.toString().trim() || 'main'),
    now: options.now ?? (() => new Date()),
    limits: { ...DEFAULT_LIMITS, ...options.limits },
    faults: new Faults(),
    permissions: permissionsOf(options.permissions ?? 'write'),
    actor: options.actor
      ? {
          ...userRef(options.actor.login),
          name: options.actor.name ?? options.actor.login,
          email: options.actor.email ?? `${options.actor.login}@users.noreply.github.com`,
          ...(options.actor.fineGrained ? { fineGrained: true } : {}),
        }
      : GITHUB_ACTIONS_BOT,
    pulls: new Map(),
    checkRuns: [],
    checkRunOrder: options.checkRunOrder ?? 'newest-first',
    comments: [],
    rulesets: [],
    branchRenames: new Map(),
    nextId: (kind) => ++ids[kind],
  };
  const requests: RequestRecord[] = [];
  const violations: Violation[] = [];
  const internalErrors: string[] = [];
  const rate = {
    limit: options.rateLimit ?? 1000,
    used: 0,
    reset: Math.floor(Date.now() / 1000) + (options.rateLimitResetInS ?? 3600),
  };

  function send(res: ServerResponse, record: RequestRecord, reply: Reply): void {
    record.status = reply.status;
    if (reply.read) record.read = reply.read;
    if (reply.wrote) record.wrote = reply.wrote;
    const headers: Record<string, string> = {
      'x-ratelimit-limit': String(rate.limit),
      'x-ratelimit-remaining': String(Math.max(0, rate.limit - rate.used)),
      'x-ratelimit-reset': String(rate.reset),
      'x-ratelimit-used': String(rate.used),
      'x-ratelimit-resource': 'core',
      'x-github-api-version-selected': '2022-11-28',
      'x-github-media-type': 'github.v3; format=json',
      'x-github-request-id': record.requestId,
      ...reply.headers,
    };
    let payload: Buffer;
    if (reply.raw) {
      payload = reply.raw;
      headers['content-type'] ??= 'application/octet-stream';
    } else if (reply.body !== undefined && typeof reply.body === 'string' && record.fault) {
      payload = Buffer.from(reply.body);
      headers['content-type'] ??= 'text/plain; charset=utf-8';
    } else {
      payload = Buffer.from(reply.body === undefined ? '' : JSON.stringify(reply.body));
      headers['content-type'] = 'application/json; charset=utf-8';
      if (record.route && reply.body !== undefined) {
        const op = `${record.method} ${record.route}`;
        violations.push(...checker.checkResponse(op, record.path, reply.status, reply.body));
      }
    }
    headers['content-length'] = String(payload.length);
    record.bytesOut = payload.length;
    res.writeHead(reply.status, headers);
    res.end(payload);
  }

  async function handle(
    req: IncomingMessage,
    res: ServerResponse,
    served: URL,
    record: RequestRecord,
  ): Promise<void> {
    const method = record.method;
    const url = new URL(served);
    if (options.enterprise) {
      // GHES: REST below /api/v3, GraphQL at /api/graphql; a client that forgets the prefix gets a 404.
      if (url.pathname === '/api/graphql') url.pathname = GRAPHQL_PATH;
      else if (url.pathname.startsWith('/api/v3/')) url.pathname = url.pathname.slice('/api/v3'.length);
      else throw new HttpError(404, 'Not Found');
    }
    const rawBody = await readBody(req);
    record.bytesIn = rawBody.length;
    if (rawBody.length > state.limits.requestBodyBytes) throw new HttpError(413, 'Request Entity Too Large');
    const match = matchRoute(ROUTES, method, url.pathname);
    if (match) record.route = match.route.template;

    // Faults first: a flaky proxy or an abuse limit answers before GitHub looks at the request.
    const fault = state.faults.take(method, record.path);
    if (fault && !fault.spec.afterHandling) {
      record.fault = true;
      if (fault.spec.delayMs) {
        // Until the client stops waiting too: no timer outlives the test (the record stays at 0).
        const ms = fault.spec.delayMs;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, ms);
          res.once('close', () => {
            clearTimeout(timer);
            resolve();
          });
        });
        if (res.destroyed) return;
      }
      if (fault.spec.reset) {
        record.status = -1;
        req.socket.destroy();
        return;
      }
      return send(res, record, {
        status: fault.status,
        body: Faults.bodyOf(fault),
        headers: fault.spec.headers,
      });
    }

    await state.faults.runRequestHooks(method, record.path);
    rate.used++;
    if (rate.used > rate.limit) {
      throw new HttpError(options.rateLimitStatus ?? 403, 'API rate limit exceeded for installation.');
    }
    if (options.token !== undefined) {
      const auth = req.headers.authorization;
      if (!auth) throw new HttpError(401, 'Requires authentication');
      const m = /^(?:token|bearer)\s+(\S+)$/i.exec(auth);
      if (!m || m[1] !== options.token) throw new HttpError(401, 'Bad credentials');
    }
    if (!match && method === 'POST' && url.pathname === GRAPHQL_PATH) {
      record.route = GRAPHQL_PATH; // not REST: no OpenAPI schema, answered here
      return send(res, record, graphqlReply(state, rawBody));
    }
    if (!match) throw new HttpError(404, 'Not Found');
    const { route, params } = match;
    if (
      params.owner?.toLowerCase() !== state.owner.toLowerCase() ||
      params.repo?.toLowerCase() !== state.repo.toLowerCase()
    ) {
      throw new HttpError(404, 'Not Found');
    }
    const scopes = Array.isArray(route.scope) ? route.scope : [route.scope];
    const granted = scopes.some(
      (s) => state.permissions[s] === 'write' || (!route.write && state.permissions[s] === 'read'),
    );
    if (!granted) throw new HttpError(403, 'Resource not accessible by integration');
    // Media types the emulator does not produce must not silently get JSON.
    if (/application\/vnd\.github(\.v3)?\.(diff|patch|sha)/.test(req.headers.accept ?? '')) {
      throw new HttpError(415, `emulator: media type not implemented: ${req.headers.accept}`);
    }

    let body: unknown;
    if (rawBody.length > 0) {
      try {
        body = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new HttpError(400, 'Problems parsing JSON');
      }
    }
    if (route.write) {
      const problem = checker.checkRequest(`${method} ${route.template}`, body ?? {});
      if (problem) throw new HttpError(422, problem);
    }
    const reply = await route.handler({
      state,
      params,
      url,
      query: url.searchParams,
      headers: req.headers,
      body,
    });
    if (fault) {
      // afterHandling: the write is done, then its answer is lost (a 502 from a proxy after GitHub worked).
      record.fault = true;
      return send(res, record, {
        status: fault.status,
        body: Faults.bodyOf(fault),
        headers: fault.spec.headers,
      });
    }
    send(res, record, reply);
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', state.apiUrl);
    const method = (req.method ?? 'GET').toUpperCase();
    const record: RequestRecord = {
      method,
      path: decodePath(url.pathname),
      query: url.search.slice(1),
      status: 0,
      requestId: `E0E0:0000:${(requests.length + 1).toString(16).toUpperCase().padStart(7, '0')}:0000000:00000000`,
      bytesIn: 0,
      bytesOut: 0,
    };
    requests.push(record);
    handle(req, res, url, record).catch((err: unknown) => {
      if (res.headersSent || res.destroyed) return;
      if (err instanceof HttpError) return send(res, record, err.toReply());
      const message = err instanceof Error ? (err.stack ?? err.message) : String(err);
      internalErrors.push(`${record.method} ${record.path}: ${message}`);
      send(res, record, { status: 500, body: { message: `emulator error: ${message}` } });
    });
  });
  // Undici keeps connections alive; idle sockets must not keep close() waiting.
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.apiUrl = `http://127.0.0.1:${port}${options.enterprise ? '/api/v3' : ''}`;

  return {
    url: state.apiUrl,
    owner: state.owner,
    repo: state.repo,
    gitDir: git.gitDir,
    requests,
    violations,
    internalErrors,
    faults: state.faults,
    checkRuns: state.checkRuns,
    comments: state.comments,
    pullRequests: state.pulls,
    count: (method, route) =>
      requests.filter((r) => r.method === method.toUpperCase() && r.route === route).length,
    traffic: (from = 0) => trafficOf(requests.slice(from)),
    files: async (ref) => {
      const tree = await git.resolve(ref, 'tree');
      if (!tree) return [];
      return (await git.lsTree(tree, { recursive: true }))
        .filter((e) => e.type === 'blob')
        .map((e) => ({ path: e.path, size: e.size ?? 0 }))
        .sort((a, b) => b.size - a.size || (a.path < b.path ? -1 : 1));
    },
    setTokenPermissions: (p) => {
      state.permissions = permissionsOf(p);
    },
    addPullRequest: (spec) => registerPullRequest(state, spec),
    addComment: ({ issueNumber, body, login }) => {
      const now = isoNow(state);
      const comment: CommentRecord = {
        id: state.nextId('comment'),
        issue_number: issueNumber,
        body,
        user: login
          ? userRef(login)
          : { login: state.actor.login, id: state.actor.id, type: state.actor.type },
        created_at: now,
        updated_at: now,
      };
      state.comments.push(comment);
      return comment;
    },
    addRuleset: (ruleset) => {
      state.rulesets.push(ruleset);
    },
    renameBranch: async (from, to) => {
      const sha = await git.readRef(`refs/heads/${from}`);
      if (!sha || !(await git.updateRef(`refs/heads/${to}`, sha, null))) {
        throw new Error(`renameBranch: no branch ${from}, or ${to} exists`);
      }
      await git.run(['update-ref', '-d', `refs/heads/${from}`]);
      state.branchRenames.set(from, to);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}
