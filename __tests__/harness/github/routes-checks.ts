// Checks API: create, update (annotations APPEND) and get check runs, with GitHub's per-request limits.
import { created, forbidden, intParam, notFound, objectBody, ok, type Reply, unprocessable } from './http.js';
import { paginate } from './pagination.js';
import type { Route, RouteContext } from './router.js';
import { nodeId, repoApi, repoHtml, simpleUser, userRef } from './shapes.js';
import { type CheckAnnotation, type CheckRunRecord, type EmulatorState, isoNow } from './state.js';

interface CheckRunBody {
  name?: string;
  head_sha?: string;
  status?: string;
  conclusion?: string;
  started_at?: string;
  completed_at?: string;
  external_id?: string;
  details_url?: string;
  output?: { title?: string; summary?: string; text?: string; annotations?: CheckAnnotation[] };
}

function checkLimits(state: EmulatorState, output: CheckRunBody['output']): void {
  if (!output) return;
  const { annotations = [], summary, text } = output;
  // Checked here as well as by the request schema, with GitHub's wording, because actions must page these.
  if (annotations.length > state.limits.annotationsPerRequest) {
    throw unprocessable(`Only ${state.limits.annotationsPerRequest} annotations are allowed per request`);
  }
  for (const [field, value] of [
    ['summary', summary],
    ['text', text],
  ] as const) {
    // Counted in bytes, as GitHub does.
    if (value !== undefined && Buffer.byteLength(value) > state.limits.checkOutputBytes) {
      throw unprocessable(
        `Invalid request.\n\noutput.${field} is too long (maximum is ${state.limits.checkOutputBytes} characters)`,
      );
    }
  }
  for (const a of annotations) {
    const columns = a.start_column !== undefined || a.end_column !== undefined;
    if (columns && a.start_line !== a.end_line) {
      throw unprocessable(
        'Invalid request.\n\nstart_column and end_column may only be used when start_line equals end_line',
      );
    }
    if (a.start_line < 1 || a.end_line < a.start_line)
      throw unprocessable('Invalid request.\n\nInvalid annotation line range');
    if (Buffer.byteLength(a.message) > state.limits.annotationMessageBytes)
      throw unprocessable('Invalid request.\n\nannotation message is too long (maximum is 64 KB)');
    if (a.title !== undefined && [...a.title].length > state.limits.annotationTitleChars)
      throw unprocessable('Invalid request.\n\nannotation title is too long (maximum is 255 characters)');
  }
}

/**
 * Only GitHub Apps write checks ("Write permission for the REST API to interact with checks is only
 * available to GitHub Apps", REST docs, check runs). GITHUB_TOKEN is the GitHub Actions app's, and an
 * app's token acts as `<slug>[bot]`; a personal access token acts as its user and gets 403 "You must
 * authenticate via a GitHub App." (actions/github-script#118, EnricoMi/publish-unit-test-result-action#53);
 * a fine-grained one, which has no Checks permission to grant, gets 403 "Resource not accessible by
 * personal access token" (github/rest-api-description#4290).
 */
function requireApp(state: EmulatorState): void {
  if (state.actor.type === 'Bot') return;
  throw forbidden(
    state.actor.fineGrained
      ? 'Resource not accessible by personal access token'
      : 'You must authenticate via a GitHub App.',
  );
}

/** Clients may send any ISO 8601 timestamp; GitHub answers in UTC. */
function utc(value: string): string {
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw unprocessable(`Invalid request.\n\n${value} is not a valid date-time.`);
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function applyStatus(state: EmulatorState, run: CheckRunRecord, req: CheckRunBody): void {
  if (req.status) run.status = req.status;
  if (req.conclusion) {
    run.conclusion = req.conclusion;
    run.status = 'completed'; // providing a conclusion completes the run
  }
  if (run.status === 'completed' && !run.conclusion) {
    throw unprocessable('Invalid request.\n\nconclusion is required when status is completed');
  }
  if (req.started_at) run.started_at = utc(req.started_at);
  if (run.status === 'completed')
    run.completed_at = req.completed_at ? utc(req.completed_at) : (run.completed_at ?? isoNow(state));
}

function checkRunJson(state: EmulatorState, run: CheckRunRecord) {
  const url = `${repoApi(state)}/check-runs/${run.id}`;
  const pulls = [...state.pulls.values()].filter(
    (p) => p.headSha === run.head_sha && p.headOwner === state.owner,
  );
  const repoRef = { id: 1, url: repoApi(state), name: state.repo };
  return {
    id: run.id,
    name: run.name,
    node_id: nodeId('CheckRun', run.id),
    head_sha: run.head_sha,
    external_id: run.external_id,
    url,
    html_url: `${repoHtml(state)}/runs/${run.id}`,
    details_url: run.details_url,
    status: run.status,
    conclusion: run.conclusion,
    started_at: run.started_at,
    completed_at: run.completed_at,
    output: {
      ...run.output,
      annotations_count: run.annotations.length,
      annotations_url: `${url}/annotations`,
    },
    check_suite: { id: 1 },
    app: githubActionsApp(state),
    pull_requests: pulls.map((p) => ({
      id: 1_000_000 + p.number,
      number: p.number,
      url: `${repoApi(state)}/pulls/${p.number}`,
      head: { ref: p.headRef, sha: p.headSha, repo: repoRef },
      base: { ref: p.baseRef, sha: p.baseSha, repo: repoRef },
    })),
  };
}

/** GITHUB_TOKEN acts as the GitHub Actions app. */
function githubActionsApp(state: EmulatorState) {
  return {
    id: 15368,
    slug: 'github-actions',
    node_id: nodeId('Integration', 15368),
    owner: simpleUser(state, { ...userRef('github'), type: 'Organization' }),
    name: 'GitHub Actions',
    description: 'Automate your workflow from idea to production',
    external_url: 'https://help.github.com/en/actions',
    html_url: 'https://github.com/apps/github-actions',
    created_at: '2018-07-30T09:30:17Z',
    updated_at: '2019-12-10T19:04:12Z',
    permissions: {
      checks: 'write',
      contents: 'write',
      issues: 'write',
      metadata: 'read',
      pull_requests: 'write',
    },
    events: ['check_run', 'check_suite', 'pull_request', 'push'],
  };
}

async function createCheckRun({ state, body }: RouteContext): Promise<Reply> {
  requireApp(state);
  const req = objectBody(body) as CheckRunBody;
  const sha = req.head_sha ?? '';
  if (!/^[0-9a-f]{40}$/.test(sha) || (await state.git.objectType(sha)) !== 'commit') {
    throw unprocessable(`No commit found for SHA: ${sha}`);
  }
  checkLimits(state, req.output);
  const run: CheckRunRecord = {
    id: state.nextId('check'),
    name: req.name!,
    head_sha: sha,
    status: 'queued',
    conclusion: null,
    started_at: isoNow(state),
    completed_at: null,
    external_id: req.external_id ?? '',
    details_url: req.details_url ?? `${repoHtml(state)}/actions`,
    output: {
      title: req.output?.title ?? null,
      summary: req.output?.summary ?? null,
      text: req.output?.text ?? null,
    },
    annotations: [...(req.output?.annotations ?? [])],
    writes: 1,
  };
  applyStatus(state, run, req);
  state.checkRuns.push(run);
  return created(checkRunJson(state, run), `${repoApi(state)}/check-runs/${run.id}`);
}

function findRun(state: EmulatorState, id: string | undefined): CheckRunRecord {
  const run = state.checkRuns.find((r) => r.id === intParam(id));
  if (!run) throw notFound();
  return run;
}

async function updateCheckRun({ state, params, body }: RouteContext): Promise<Reply> {
  requireApp(state);
  const run = findRun(state, params.check_run_id);
  const req = objectBody(body) as CheckRunBody;
  checkLimits(state, req.output);
  const next = structuredClone(run);
  applyStatus(state, next, req);
  if (req.name) next.name = req.name;
  if (req.external_id !== undefined) next.external_id = req.external_id;
  if (req.details_url !== undefined) next.details_url = req.details_url;
  if (req.output) {
    for (const field of ['title', 'summary', 'text'] as const) {
      if (req.output[field] !== undefined) next.output[field] = req.output[field]!;
    }
    next.annotations.push(...(req.output.annotations ?? [])); // GitHub appends, never replaces
  }
  next.writes++;
  Object.assign(run, next);
  return ok(checkRunJson(state, run));
}

async function getCheckRun({ state, params }: RouteContext): Promise<Reply> {
  return ok(checkRunJson(state, findRun(state, params.check_run_id)));
}

/**
 * Check runs on a commit (a sha; branch names are not resolved), by name and status: newest first,
 * or oldest first when the emulator was started so. GitHub documents no order for this list, and
 * clients have met another than the newest first (Mergify/mergify#4865, runs of one workflow on two
 * events), so a client that looks for one run must not expect it on the first page. Paged like
 * every list: `per_page` (default 30, max 100), `page`, a `Link` header with rel="next"/"last" while
 * more follow, and `total_count` counting every page ("List check runs for a Git reference" and
 * "Using pagination in the REST API", GitHub REST docs).
 */
async function listForRef({ state, params, query, url }: RouteContext): Promise<Reply> {
  const name = query.get('check_name');
  const status = query.get('status');
  let runs = state.checkRuns.filter(
    (r) => r.head_sha === params.ref && (!name || r.name === name) && (!status || r.status === status),
  );
  if (query.get('filter') !== 'all') {
    // `latest` (the default): the newest run of each name.
    const seen = new Set<string>();
    runs = [...runs].reverse().filter((r) => !seen.has(r.name) && seen.add(r.name));
  } else runs = [...runs].reverse();
  if (state.checkRunOrder === 'oldest-first') runs.reverse();
  const page = paginate(runs, url, { perPage: 30, maxPerPage: 100 });
  return ok(
    { total_count: runs.length, check_runs: page.items.map((r) => checkRunJson(state, r)) },
    page.headers,
  );
}

/** Served before the commit routes: their greedy `{ref}` would take `<sha>/check-runs` for a ref. */
export const checkListRoutes: Route[] = [
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/commits/{ref}/check-runs',
    scope: 'checks',
    write: false,
    handler: listForRef,
  },
];

export const checkRoutes: Route[] = [
  {
    method: 'POST',
    template: '/repos/{owner}/{repo}/check-runs',
    scope: 'checks',
    write: true,
    handler: createCheckRun,
  },
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/check-runs/{check_run_id}',
    scope: 'checks',
    write: false,
    handler: getCheckRun,
  },
  {
    method: 'PATCH',
    template: '/repos/{owner}/{repo}/check-runs/{check_run_id}',
    scope: 'checks',
    write: true,
    handler: updateCheckRun,
  },
];
