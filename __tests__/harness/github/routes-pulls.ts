// Pull requests the test registered: the PR object and its files (merge base to head, like GitHub).

import { applyPatchBudget } from './git-diff.js';
import { EMPTY_TREE } from './git-store.js';
import { intParam, notFound, ok, type Reply } from './http.js';
import { paginate } from './pagination.js';
import type { Route, RouteContext } from './router.js';
import { diffEntryJson, nodeId, repoApi, repoHtml, repository, simpleUser, userRef } from './shapes.js';
import { type EmulatorState, isoNow, type PullRequestRecord, type PullRequestSpec } from './state.js';

export function findPull(state: EmulatorState, number: number): PullRequestRecord {
  const pr = state.pulls.get(number);
  if (!pr) throw notFound();
  return pr;
}

async function pullFiles(state: EmulatorState, pr: PullRequestRecord) {
  const base = (await state.git.mergeBase(pr.baseSha, pr.headSha)) ?? EMPTY_TREE;
  const files = await state.git.diff(base, pr.headSha);
  return { base, files: files.slice(0, state.limits.pullFilesTotal) };
}

async function getPull({ state, params }: RouteContext): Promise<Reply> {
  const pr = findPull(state, intParam(params.pull_number));
  const { base, files } = await pullFiles(state, pr);
  const commits = base === EMPTY_TREE ? [] : await state.git.revList([`${base}..${pr.headSha}`]);
  const api = `${repoApi(state)}/pulls/${pr.number}`;
  const issue = `${repoApi(state)}/issues/${pr.number}`;
  const html = `${repoHtml(state)}/pull/${pr.number}`;
  const link = (href: string) => ({ href });
  const user = simpleUser(state, userRef(pr.user));
  const side = (owner: string, ref: string, sha: string) => ({
    label: `${owner}:${ref}`,
    ref,
    sha,
    user: simpleUser(state, userRef(owner)),
    repo: repository(state, owner),
  });
  const closed = pr.state === 'closed' ? pr.createdAt : null;
  return ok({
    url: api,
    id: 1_000_000 + pr.number,
    node_id: nodeId('PullRequest', pr.number),
    html_url: html,
    diff_url: `${html}.diff`,
    patch_url: `${html}.patch`,
    issue_url: issue,
    commits_url: `${api}/commits`,
    review_comments_url: `${api}/comments`,
    review_comment_url: `${repoApi(state)}/pulls/comments{/number}`,
    comments_url: `${issue}/comments`,
    statuses_url: `${repoApi(state)}/statuses/${pr.headSha}`,
    number: pr.number,
    state: pr.state,
    locked: pr.locked,
    title: pr.title,
    user,
    body: pr.body,
    labels: [],
    milestone: null,
    active_lock_reason: null,
    created_at: pr.createdAt,
    updated_at: pr.createdAt,
    closed_at: closed,
    merged_at: null,
    merge_commit_sha: pr.mergeSha,
    assignee: null,
    assignees: [],
    requested_reviewers: [],
    requested_teams: [],
    head: side(pr.headOwner, pr.headRef, pr.headSha),
    base: side(state.owner, pr.baseRef, pr.baseSha),
    _links: {
      self: link(api),
      html: link(html),
      issue: link(issue),
      comments: link(`${issue}/comments`),
      review_comments: link(`${api}/comments`),
      review_comment: link(`${repoApi(state)}/pulls/comments{/number}`),
      commits: link(`${api}/commits`),
      statuses: link(`${repoApi(state)}/statuses/${pr.headSha}`),
    },
    author_association: pr.headOwner === state.owner ? 'OWNER' : 'CONTRIBUTOR',
    auto_merge: null,
    draft: pr.draft,
    merged: false,
    mergeable: pr.mergeSha !== null,
    rebaseable: pr.mergeSha !== null,
    mergeable_state: pr.mergeSha !== null ? 'clean' : 'dirty',
    merged_by: null,
    comments: state.comments.filter((c) => c.issue_number === pr.number).length,
    review_comments: 0,
    maintainer_can_modify: false,
    commits: commits.length,
    additions: files.reduce((n, f) => n + f.additions, 0),
    deletions: files.reduce((n, f) => n + f.deletions, 0),
    changed_files: files.length,
  });
}

async function listPullFiles({ state, params, url }: RouteContext): Promise<Reply> {
  const pr = findPull(state, intParam(params.pull_number));
  const { files } = await pullFiles(state, pr);
  const page = paginate(files, url, { perPage: 30, maxPerPage: 100 });
  // A file with a large diff comes without `patch` here too (octokit/octokit.net#1521,
  // tsantalis/RefactoringMiner#1108: "has_patch": false for a 2,081-line change).
  return ok(
    applyPatchBudget(page.items, state.limits).map((f) => diffEntryJson(state, pr.headSha, f)),
    page.headers,
  );
}

export const pullRoutes: Route[] = [
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/pulls/{pull_number}',
    scope: 'pull_requests',
    write: false,
    handler: getPull,
  },
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/pulls/{pull_number}/files',
    scope: 'pull_requests',
    write: false,
    handler: listPullFiles,
  },
];

/** Registers a pull request and, like GitHub, writes `refs/pull/N/head` and the test merge `refs/pull/N/merge`. */
export async function registerPullRequest(
  state: EmulatorState,
  spec: PullRequestSpec,
): Promise<PullRequestRecord> {
  const baseSha = await state.git.resolve(spec.baseSha, 'commit');
  const headSha = await state.git.resolve(spec.headSha, 'commit');
  if (!baseSha || !headSha)
    throw new Error(`pull request #${spec.number}: unknown base or head ${spec.baseSha} ${spec.headSha}`);
  const tree = await state.git.mergeTree(baseSha, headSha);
  const now = isoNow(state);
  let mergeSha: string | null = null;
  if (tree) {
    const github = { name: 'GitHub', email: 'noreply@github.com', date: now };
    mergeSha = await state.git.commitTree({
      tree,
      parents: [baseSha, headSha],
      message: `Merge ${headSha} into ${baseSha}`,
      author: github,
      committer: github,
    });
    await state.git.setRef(`refs/pull/${spec.number}/merge`, mergeSha);
  }
  await state.git.setRef(`refs/pull/${spec.number}/head`, headSha);
  const headOwner = spec.headOwner ?? state.owner;
  const record: PullRequestRecord = {
    number: spec.number,
    baseSha,
    headSha,
    headRef: spec.headRef,
    baseRef: spec.baseRef ?? state.defaultBranch,
    title: spec.title ?? `Pull request #${spec.number}`,
    body: spec.body ?? null,
    draft: spec.draft ?? false,
    state: spec.state ?? 'open',
    locked: spec.locked ?? false,
    user: spec.user ?? headOwner,
    headOwner,
    mergeSha,
    createdAt: now,
  };
  state.pulls.set(spec.number, record);
  return record;
}
