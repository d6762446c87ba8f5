// Real webhook payloads from @octokit/webhooks-examples, retargeted at the test repository and commits,
// so the action reads events shaped exactly like GitHub's (all the fields it might touch, not a sketch).
import { createRequire } from 'node:module';

// biome-ignore lint/suspicious/noExplicitAny: example payloads are arbitrary JSON, edited field by field.
type Json = Record<string, any>;
interface WebhookDefinition {
  name: string;
  examples: Json[];
}

const ZERO = '0000000000000000000000000000000000000000';
let definitions: WebhookDefinition[] | undefined;

/** Deep copies of every example payload for an event name (`push`: 7, `pull_request`: 29 in 7.6). */
export function webhookExamples(name: string): Json[] {
  // The package's main file is `api.github.com/index.json`: an array of {name, actions, examples}.
  definitions ??= createRequire(import.meta.url)('@octokit/webhooks-examples') as WebhookDefinition[];
  const def = definitions.find((d) => d.name === name);
  if (!def) throw new Error(`no webhook examples for ${name}`);
  return structuredClone(def.examples);
}

/** Replaces the examples' `Codertocat` / `Hello-World` everywhere (urls, names, logins, e-mails). */
function retarget(payload: Json, owner: string, repo: string): Json {
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') {
      return v.replaceAll('Hello-World', repo).replaceAll('Codertocat', owner);
    }
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object')
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(payload) as Json;
}

export interface PushCommit {
  id: string;
  message?: string;
  added?: string[];
  modified?: string[];
  removed?: string[];
}

export function pushEvent(spec: {
  owner: string;
  repo: string;
  before: string;
  after: string;
  ref?: string;
  commits?: PushCommit[];
  forced?: boolean;
  defaultBranch?: string;
}): { name: 'push'; payload: Json } {
  const example = webhookExamples('push').find(
    (e) => String(e.ref).startsWith('refs/heads/') && e.head_commit,
  );
  const p = retarget(example!, spec.owner, spec.repo);
  const template = p.head_commit as Json;
  const html = `https://github.com/${spec.owner}/${spec.repo}`;
  const commits = (spec.commits ?? (spec.after === ZERO ? [] : [{ id: spec.after }])).map((c) => ({
    ...template,
    id: c.id,
    tree_id: undefined,
    message: c.message ?? template.message,
    url: `${html}/commit/${c.id}`,
    added: c.added ?? [],
    modified: c.modified ?? [],
    removed: c.removed ?? [],
  }));
  Object.assign(p, {
    ref: spec.ref ?? `refs/heads/${spec.defaultBranch ?? 'main'}`,
    before: spec.before,
    after: spec.after,
    created: spec.before === ZERO,
    deleted: spec.after === ZERO,
    forced: spec.forced ?? false,
    base_ref: null,
    compare: `${html}/compare/${spec.before.slice(0, 12)}...${spec.after.slice(0, 12)}`,
    commits,
    head_commit: commits.at(-1) ?? null,
  });
  p.repository.default_branch = spec.defaultBranch ?? 'main';
  p.repository.master_branch = spec.defaultBranch ?? 'main';
  return { name: 'push', payload: JSON.parse(JSON.stringify(p)) };
}

export function pullRequestEvent(spec: {
  owner: string;
  repo: string;
  number: number;
  headSha: string;
  baseSha: string;
  headRef: string;
  baseRef?: string;
  action?: string;
  /** `refs/pull/N/merge` commit: GITHUB_SHA of a pull_request run (see GitHubEmulator.addPullRequest). */
  mergeSha?: string | null;
  /** Previous head for `synchronize`. */
  before?: string;
  /** Fork owner when the head lives in a fork (its token is then read-only). */
  headOwner?: string;
  /** The repository's default branch (`main`), as every pull request payload carries it. */
  defaultBranch?: string;
}): { name: 'pull_request'; payload: Json } {
  const action = spec.action ?? 'synchronize';
  const examples = webhookExamples('pull_request');
  const example = examples.find((e) => e.action === action) ?? examples[0]!;
  const p = retarget(example, spec.owner, spec.repo);
  const baseRef = spec.baseRef ?? 'main';
  const headOwner = spec.headOwner ?? spec.owner;
  const pr = p.pull_request as Json;
  p.action = action;
  p.number = spec.number;
  pr.number = spec.number;
  pr.merge_commit_sha = spec.mergeSha ?? null;
  Object.assign(pr.head, { sha: spec.headSha, ref: spec.headRef, label: `${headOwner}:${spec.headRef}` });
  Object.assign(pr.base, { sha: spec.baseSha, ref: baseRef, label: `${spec.owner}:${baseRef}` });
  // The examples' repository defaults to `master`: the payload names the test repository's branch.
  const defaultBranch = spec.defaultBranch ?? 'main';
  p.repository.default_branch = defaultBranch;
  pr.base.repo.default_branch = defaultBranch;
  if (headOwner === spec.owner) pr.head.repo.default_branch = defaultBranch;
  if (headOwner !== spec.owner) {
    pr.head.user.login = headOwner;
    Object.assign(pr.head.repo, { full_name: `${headOwner}/${spec.repo}`, fork: true });
    pr.head.repo.owner.login = headOwner;
  }
  if (action === 'synchronize') {
    p.before = spec.before ?? spec.baseSha;
    p.after = spec.headSha;
  } else {
    delete p.before;
    delete p.after;
  }
  return { name: 'pull_request', payload: p };
}

/**
 * A pull request entering a merge queue: the real `merge_group` example (action `checks_requested`)
 * retargeted at the test commits. GitHub wants the required checks reported on `head_sha`, the merge
 * group's commit, which is also the run's GITHUB_SHA ("Merge group webhook event and GitHub Actions
 * workflow trigger", github.blog changelog 2022-08-18; docs "Events that trigger workflows": merge_group).
 */
export function mergeGroupEvent(spec: {
  owner: string;
  repo: string;
  headSha: string;
  baseSha: string;
  number?: number;
  baseRef?: string;
}): { name: 'merge_group'; payload: Json } {
  const p = retarget(webhookExamples('merge_group')[0]!, spec.owner, spec.repo);
  const baseRef = spec.baseRef ?? 'main';
  Object.assign(p.merge_group, {
    head_sha: spec.headSha,
    head_ref: `refs/heads/gh-readonly-queue/${baseRef}/pr-${spec.number ?? 1}-${spec.baseSha}`,
    base_sha: spec.baseSha,
    base_ref: `refs/heads/${baseRef}`,
  });
  p.merge_group.head_commit.id = spec.headSha;
  p.repository.default_branch = baseRef;
  return { name: 'merge_group', payload: p };
}

/**
 * A review or review comment on a pull request: the real example of that event carrying the pull
 * request `pullRequestEvent` makes (GITHUB_SHA is its test merge commit too).
 */
export function pullRequestReviewEvent(
  name: 'pull_request_review' | 'pull_request_review_comment',
  spec: Parameters<typeof pullRequestEvent>[0],
): { name: typeof name; payload: Json } {
  const p = retarget(webhookExamples(name)[0]!, spec.owner, spec.repo);
  p.pull_request = pullRequestEvent(spec).payload.pull_request;
  return { name, payload: p };
}

/**
 * A comment on a pull request's conversation: the real `issue_comment` example (action `created`)
 * with the `issue.pull_request` object GitHub adds when the issue is a pull request. Its run's
 * GITHUB_SHA and GITHUB_REF are the default branch's, not the pull request's.
 */
export function issueCommentOnPullRequestEvent(spec: { owner: string; repo: string; number: number }): {
  name: 'issue_comment';
  payload: Json;
} {
  const p = retarget(webhookExamples('issue_comment')[0]!, spec.owner, spec.repo);
  const url = `https://api.github.com/repos/${spec.owner}/${spec.repo}/pulls/${spec.number}`;
  p.issue.number = spec.number;
  p.issue.pull_request = {
    url,
    html_url: `https://github.com/${spec.owner}/${spec.repo}/pull/${spec.number}`,
    diff_url: `https://github.com/${spec.owner}/${spec.repo}/pull/${spec.number}.diff`,
    patch_url: `https://github.com/${spec.owner}/${spec.repo}/pull/${spec.number}.patch`,
    merged_at: null,
  };
  return { name: 'issue_comment', payload: p };
}
