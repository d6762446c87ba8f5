// Commits API: compare two commits, get one commit with its files, list commits.
import { applyPatchBudget } from './git-diff.js';
import { EMPTY_TREE } from './git-store.js';
import { HttpError, notFound, ok, type Reply } from './http.js';
import { linkHeader, pageRequest, paginate, slicePage } from './pagination.js';
import type { Route, RouteContext } from './router.js';
import { commitJson, diffEntryJson, repoApi, repoHtml } from './shapes.js';
import type { EmulatorState } from './state.js';

export async function resolveCommit(state: EmulatorState, ref: string, message?: string): Promise<string> {
  const sha = await state.git.resolve(ref, 'commit');
  if (!sha) throw new HttpError(message ? 422 : 404, message ?? 'Not Found');
  return sha;
}

/** `BASE...HEAD`, where each side may be `owner:ref` for this repository's owner. */
function parseBasehead(state: EmulatorState, basehead: string): [string, string] {
  const parts = basehead.split('...');
  if (parts.length !== 2) throw notFound();
  return parts.map((p) => {
    const colon = p.indexOf(':');
    if (colon === -1) return p;
    if (p.slice(0, colon).toLowerCase() !== state.owner.toLowerCase()) throw notFound();
    return p.slice(colon + 1);
  }) as [string, string];
}

async function compare({ state, params, url }: RouteContext): Promise<Reply> {
  const [baseRef, headRef] = parseBasehead(state, params.basehead!);
  const base = await resolveCommit(state, baseRef);
  const head = await resolveCommit(state, headRef);
  const mergeBase = await state.git.mergeBase(base, head);
  if (!mergeBase) throw notFound(`No common ancestor between ${baseRef} and ${headRef}.`);
  const ahead = (await state.git.revList([`${base}..${head}`])).reverse(); // oldest first, like GitHub
  const behindBy = (await state.git.revList([`${head}..${base}`])).length;
  const status =
    ahead.length === 0 && behindBy === 0
      ? 'identical'
      : behindBy === 0
        ? 'ahead'
        : ahead.length === 0
          ? 'behind'
          : 'diverged';

  // Without paging parameters GitHub returns the LAST 250 commits; with them, pages from the oldest,
  // for ranges of any length ("Compare REST API now supports pagination",
  // github.blog/changelog/2021-03-22; REST docs, "Compare two commits"), at most 100 a page: its
  // per_page is the shared parameter, "max 100". Link headers as every paged list has them; a
  // per_page over 100 is clamped silently.
  const req = pageRequest(url.searchParams, { perPage: 30, maxPerPage: state.limits.compareMaxPerPage });
  const pageShas = req.explicit ? slicePage(ahead, req) : ahead.slice(-250);
  const headers: Record<string, string> = {};
  const link = req.explicit ? linkHeader(url, req, ahead.length) : undefined;
  if (link) headers.link = link;

  const [baseInfo, mergeBaseInfo, ...commits] = await state.git.readCommits([base, mergeBase, ...pageShas]);
  const body: Record<string, unknown> = {
    url: `${repoApi(state)}/compare/${params.basehead}`,
    html_url: `${repoHtml(state)}/compare/${params.basehead}`,
    permalink_url: `${repoHtml(state)}/compare/${state.owner}:${base}...${state.owner}:${head}`,
    diff_url: `${repoHtml(state)}/compare/${params.basehead}.diff`,
    patch_url: `${repoHtml(state)}/compare/${params.basehead}.patch`,
    base_commit: commitJson(state, baseInfo!),
    merge_base_commit: commitJson(state, mergeBaseInfo!),
    status,
    ahead_by: ahead.length,
    behind_by: behindBy,
    total_commits: ahead.length,
    commits: commits.map((c) => commitJson(state, c)),
  };
  // Files: the three-dot diff (merge base to head), only on the first page, capped at 300, patches
  // within the response's budget. A diff too big to compute in time is a 500 instead.
  if (req.page === 1) {
    const files = await state.git.diff(mergeBase, head);
    if (files.length > state.limits.compareTimeoutFiles) {
      throw new HttpError(500, 'Server Error: Sorry, this diff is taking too long to generate.', {
        errors: [{ resource: 'Commit', field: 'diff', code: 'not_available' }],
      });
    }
    const listed = applyPatchBudget(files.slice(0, state.limits.compareFiles), state.limits);
    body.files = listed.map((f) => diffEntryJson(state, head, f));
  }
  return ok(body, headers);
}

async function getCommit({ state, params, url }: RouteContext): Promise<Reply> {
  const sha = await resolveCommit(state, params.ref!, `No commit found for SHA: ${params.ref}`);
  const info = await state.git.readCommit(sha);
  // Files are the diff against the FIRST parent (a root commit adds everything).
  const all = (await state.git.diff(info.parents[0] ?? EMPTY_TREE, sha)).slice(
    0,
    state.limits.commitFilesTotal,
  );
  const per = state.limits.commitFilesPerPage;
  const page = paginate(all, url, { perPage: per, maxPerPage: per });
  const additions = all.reduce((n, f) => n + f.additions, 0);
  const deletions = all.reduce((n, f) => n + f.deletions, 0);
  return ok(
    {
      ...commitJson(state, info),
      stats: { additions, deletions, total: additions + deletions },
      files: applyPatchBudget(page.items, state.limits).map((f) => diffEntryJson(state, sha, f)),
    },
    page.headers,
  );
}

async function listCommits({ state, url }: RouteContext): Promise<Reply> {
  const q = url.searchParams;
  const start = await resolveCommit(state, q.get('sha') ?? state.defaultBranch);
  const args = [start];
  for (const [param, flag] of [
    ['since', '--since'],
    ['until', '--until'],
  ] as const) {
    const value = q.get(param);
    if (value) args.unshift(`${flag}=${value}`);
  }
  const path = q.get('path');
  const shas = await state.git.revList(args, path ? [path] : []);
  const page = paginate(shas, url, { perPage: 30, maxPerPage: 100 });
  const commits = await state.git.readCommits(page.items);
  return ok(
    commits.map((c) => commitJson(state, c)),
    page.headers,
  );
}

export const commitRoutes: Route[] = [
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/compare/{basehead}',
    scope: 'contents',
    write: false,
    handler: compare,
  },
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/commits',
    scope: 'contents',
    write: false,
    handler: listCommits,
  },
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/commits/{ref}',
    scope: 'contents',
    write: false,
    handler: getCommit,
  },
];
