// Which commits are new since the published feed, read locally when the checkout has them or git can
// fetch them, and through the REST API when it cannot. Decides between incremental update and full rebuild.
import * as core from '@actions/core';
import { isOnFirstParentChain } from '../../core/commit-order.js';
import type { CommitInfo, HistoryCommit, RegistryFile } from '../../core/types.js';
import { deepenBy, unshallow } from '../git/deepen.js';
import { readLocalHistory } from '../git/history.js';
import { hasCommit, hasFullHistory, isAncestor, isShallow } from '../git/local-repo.js';
import { API_HISTORY_MAX_LISTED, readApiHistory } from '../github/api-history.js';
import {
  type ApiFile,
  COMPARE_FILES_CAP,
  compare,
  IncompleteApiError,
  listAllCommits,
  type Repo,
} from '../github/commits-api.js';
import { githubMessage, type Octokit, statusOf, unreadableRepository } from '../github/octokit.js';
import type { Checkout } from './checkout.js';
import * as log from './log.js';

export type HistoryPlan =
  /**
   * The feed already covers `head` or something newer, or the branch has moved on past `head`:
   * publish nothing (`late`: the line for the job summary saying why).
   */
  | { kind: 'up-to-date'; late?: string }
  | {
      kind: 'incremental';
      commits: HistoryCommit[];
      /**
       * A re-run of an older push, the branch moved on past it: what the notice and the job summary
       * say (it may have cancelled the newer push's waiting run).
       */
      movedOn?: string;
    }
  | { kind: 'full'; commits: HistoryCommit[]; reason: string };

export interface HistoryInput {
  octokit: Octokit;
  repo: Repo;
  workspace: string;
  checkout: Checkout;
  /** The records at `head` as already read from the checkout (so they are not read twice). */
  headFiles: RegistryFile[];
  /** The commit the published feed was built up to, if any. */
  feedHead: string | null;
  /** The pages branch exists (with no feed, or one that has to be rebuilt when `feedHead` is null). */
  published: boolean;
  head: string;
  forced: boolean;
  /**
   * A manual run (workflow_dispatch) of the default branch, at its tip when it was started: a head
   * behind the feed may be a branch moved back by a forced push whose own run published nothing, so
   * it is judged as a forced push is.
   */
  manual?: boolean;
  /**
   * A re-run (GITHUB_RUN_ATTEMPT above 1): its commit may since have been taken off the branch by a
   * forced push, so before adding its commits it asks whether the branch still holds it.
   */
  rerun?: boolean;
  /**
   * The branch the push moved (`main`), to ask where it points now; null when the run is not for a
   * branch (then the pushed commit is taken as the branch's tip).
   */
  branch: string | null;
  /**
   * The default branch, whose history the feed follows; null when the event payload does not name
   * it. Only a run of that branch rebuilds a feed whose last commit is not on its line: a rebuild
   * elsewhere would drop main's published events, and main's next push would rebuild them back.
   */
  defaultBranch: string | null;
  /** The run's ref as messages name it: `feature`, `the tag v1`. */
  ref: string;
  /** What git fetching has tried so far: pass the same one to every retry of a publish. */
  fetched?: GitFetches;
}

/** Each git fetch is tried at most once per publish, whatever its retries (it may take minutes). */
export interface GitFetches {
  /** The deepen steps ran. */
  stepped: boolean;
  /** The unshallow: null when it worked, else git's reason. */
  unshallowed?: Promise<string | null>;
}

export const gitFetches = (): GitFetches => ({ stepped: false });

type Planning = HistoryInput & { fetched: GitFetches };

function deepen(input: Planning): Promise<string | null> {
  if (!input.fetched.unshallowed) {
    core.info('The checkout is shallow: fetching its history with git (fetch-depth: 0 saves this step).');
    input.fetched.unshallowed = unshallow(input.workspace, input.head);
  }
  return input.fetched.unshallowed;
}

/**
 * Generations a shallow checkout is deepened to, step by step, looking for the feed's head before
 * asking the API: a push of a few commits is found by the first step, and the last matches the
 * range the API would read (a longer range costs one compare, then the checkout is unshallowed).
 */
export const DEEPEN_STEPS = [1, 10, 100];

/**
 * True once the feed's head is in the checkout, fetched with `git fetch --deepen` through `origin`:
 * the range is then read locally and costs no API request. False when the checkout is not shallow,
 * git cannot fetch (no credentials: the API is used as before) or the feed's head is not within
 * the steps (not an ancestor, or a long range: the compare decides).
 */
async function fetchRange(input: Planning, feedHead: string): Promise<boolean> {
  const { workspace, head, fetched } = input;
  if (fetched.stepped || fetched.unshallowed) return false;
  fetched.stepped = true;
  if (!(await isShallow(workspace)) || !(await hasCommit(workspace, head))) return false;
  let depth = 0;
  for (const target of DEEPEN_STEPS) {
    const failure = await deepenBy(workspace, head, target - depth);
    depth = target;
    if (failure !== null) {
      core.info(`${failure}: reading the new commits through the API instead.`);
      fetched.unshallowed = Promise.resolve(failure); // an unshallow would fail the same way
      return false;
    }
    if (await hasCommit(workspace, feedHead)) return true;
  }
  return false;
}

/** The whole history up to `head`, for a rebuild of the branch's feed at `head` itself (a repair). */
export function planFull(options: HistoryInput, reason: string): Promise<HistoryPlan> {
  return fullHistory({ ...options, fetched: options.fetched ?? gitFetches() }, reason);
}

async function fullHistory(input: Planning, reason: string): Promise<HistoryPlan> {
  core.info(`Rebuilding the whole feed: ${reason}.`);
  const failure = (await hasFullHistory(input.workspace, input.head)) ? null : await deepen(input);
  if (failure === null) {
    return {
      kind: 'full',
      reason,
      commits: await readLocalHistory(input.workspace, { revisions: [input.head], paths: input.checkout }),
    };
  }
  core.info(`${failure}: reading a short one through the API instead.`);
  const commits = await listAllCommits(input.octokit, input.repo, input.head, API_HISTORY_MAX_LISTED);
  return { kind: 'full', reason, commits: await apiHistory(input, commits) };
}

/** Reads the first-parent line of `commits` (since `base`, the feed's head, for a range). */
function apiHistory(
  input: HistoryInput,
  commits: CommitInfo[],
  range?: { base: string; files?: Map<string, ApiFile[]> | undefined },
) {
  const headFiles = new Map(input.headFiles.map((f) => [f.path, f]));
  return readApiHistory({
    octokit: input.octokit,
    repo: input.repo,
    commits,
    head: input.head,
    ...(range ? { base: range.base } : {}),
    ...(range?.files ? { knownFiles: range.files } : {}),
    toRecordPath: input.checkout.toRecordPath,
    toRepoPath: input.checkout.toRepoPath,
    readHead: async (path) => {
      const file = headFiles.get(path);
      return file && 'bytes' in file ? file.bytes : input.checkout.readOne(path);
    },
  });
}

/**
 * The plan, reading history locally where the checkout has it or git can fetch it (a shallow
 * checkout is deepened), and through the API for short ranges only when git cannot fetch. When the
 * API cannot give complete data, the checkout is unshallowed with git and history read locally;
 * failing that, it throws before anything is published, so the feed's head stays where it is and a
 * later run catches up.
 */
export async function planHistory(options: HistoryInput): Promise<HistoryPlan> {
  const input: Planning = { ...options, fetched: options.fetched ?? gitFetches() };
  const plan = await planReading(input);
  return plan.kind === 'incremental' ? stillOnBranch(input, plan) : plan;
}

/**
 * A re-run of a push whose commit a forced push has since taken off the branch (a reset, a rewrite
 * that dropped it: maybe to take a secret out) finds the rebuilt feed its ancestor, and would add
 * the dropped commits back. One compare, `branch...head`, on re-runs only: the branch holds head
 * when head is the branch or behind it. A first attempt that ran late is not caught (asking on every
 * push would cost each a request). Behind it, the re-run publishes up to head and says the branch
 * has moved on: re-running an older run cancels the newer one waiting in its concurrency group, whose
 * commits would otherwise wait unsaid for the next push.
 */
async function stillOnBranch(
  input: Planning,
  plan: Extract<HistoryPlan, { kind: 'incremental' }>,
): Promise<HistoryPlan> {
  if (!input.rerun || input.branch === null) return plan;
  let status: string;
  let tip: string | undefined;
  try {
    const { data } = await input.octokit.rest.repos.compareCommitsWithBasehead({
      ...input.repo,
      basehead: `${input.branch}...${input.head}`,
      per_page: 1,
    });
    status = data.status;
    tip = data.base_commit?.sha;
  } catch (err) {
    if (statusOf(err) !== 404) {
      // Past the client's retries (a big compare GitHub gives up on): the re-run cannot tell, so it
      // fails before writing anything, in words; a later run or the next push loses nothing.
      const status = statusOf(err);
      throw new Error(
        `cannot ask GitHub whether ${input.head.slice(0, 7)} is still on ${input.branch} (${status ? `HTTP ${status}: ` : ''}${githubMessage(err)}), ` +
          'which a re-run must know before it publishes (a forced push may have taken it off): nothing was published. ' +
          "Re-run it later; nothing is lost meanwhile, as the next push's run publishes every commit since the feed's head.",
        { cause: err },
      );
    }
    status = 'unknown'; // the branch is gone, or shares no history with head: not on it either way
  }
  if (status === 'identical') return plan;
  if (status === 'behind') {
    const [branch, at] = [input.branch, input.head.slice(0, 7)];
    const movedOn =
      `${branch} has moved on to ${tip?.slice(0, 7) ?? 'a newer commit'} since this run's ${at}; this re-run publishes up to ${at} only. ` +
      `If the newer push's run was cancelled, run the workflow by hand (Run workflow on ${branch}) to publish it.`;
    return { ...plan, movedOn };
  }
  const why = `${input.head.slice(0, 7)} is no longer on ${input.branch} (a forced push has taken it off since this push); this re-run leaves the feed alone.`;
  log.notice(`Publishing nothing: ${why}`);
  return { kind: 'up-to-date', late: `Nothing was published: ${why}` };
}

async function planReading(input: Planning): Promise<HistoryPlan> {
  try {
    return await planOnce(input);
  } catch (err) {
    if (!(err instanceof IncompleteApiError)) throw err;
    core.info(`${err.message}: reading the history with git instead.`);
    const failure = await deepen(input);
    if (failure !== null) {
      throw new Error(
        `cannot read the history through the API (${err.message}) and could not fetch it with git (${failure}). ` +
          'Nothing was published, so nothing is lost: the first run that can read the history publishes every commit since. ' +
          'Until then every run of this branch stops here: set fetch-depth: 0 on actions/checkout to read history locally.',
        { cause: err },
      );
    }
    return planOnce(input);
  }
}

/**
 * Whether the branch still points at the pushed commit. A run of an older push (re-run from the
 * Actions tab, or one that ran late) finds it moved on, and must take the feed neither back nor
 * sideways: the newer push's run publishes. A push that really moved the branch back or aside (a
 * reset, a rewrite) finds it there. One request, made only before a full build (a rebuild, or a
 * first publish: the pages branch may have been deleted by hand), never for an ordinary push. The
 * late plan says why nothing is published.
 */
async function stillTip(input: Planning): Promise<{ kind: 'up-to-date'; late: string } | null> {
  if (input.branch === null) return null;
  const { octokit, repo, branch } = input;
  let tip: string | null;
  try {
    tip = (await octokit.rest.git.getRef({ ...repo, ref: `heads/${branch}` })).data.object.sha;
  } catch (err) {
    if (statusOf(err) !== 404) throw err;
    // GitHub lets no one delete the default branch: a 404 on it is a token that may not see the
    // repository, not a newer push, and publishing nothing would pass the run.
    if (branch === input.defaultBranch)
      throw new Error(unreadableRepository(repo, `its default branch ${branch}`), { cause: err });
    tip = null;
  }
  if (tip === input.head) return null;
  const why = `${input.branch} has moved on to ${tip?.slice(0, 7) ?? 'nothing'} since this push of ${input.head.slice(0, 7)}; the newer push's run publishes.`;
  log.notice(`Publishing nothing: ${why}`);
  return { kind: 'up-to-date', late: `Nothing was published: ${why}` };
}

const noAncestor = (feedHead: string, head: string) =>
  `the feed's last commit ${feedHead.slice(0, 7)} is no ancestor of ${head.slice(0, 7)}`;

/**
 * A rebuild that would drop the feed's events, by a run of another ref than the default branch
 * (publish: true): refused, so the feed keeps following the default branch. Null on that branch.
 * `apart`: how the feed's last commit stands to head.
 */
function offDefault(input: Planning, apart: string): HistoryPlan | null {
  const { defaultBranch, branch } = input;
  if (defaultBranch !== null && branch === defaultBranch) return null;
  const why =
    defaultBranch === null
      ? `${apart}, and the event payload does not name the default branch, whose history the feed follows: publishing from ${input.ref} could drop published events.`
      : `the feed follows ${defaultBranch}'s history, and ${input.ref} is not on it (${apart}): publishing from it would drop published events.`;
  log.notice(`Publishing nothing: ${why}`);
  return { kind: 'up-to-date', late: `Nothing was published: ${why}` };
}

/**
 * `head` is behind the feed: nothing to publish, unless a forced push really moved the branch back
 * (this run's, or one whose run published nothing before a manual run).
 */
async function behind(input: Planning, feedHead: string, forced: string): Promise<HistoryPlan> {
  if (!input.forced && !input.manual) return { kind: 'up-to-date' };
  const branch = input.branch ?? 'the branch';
  const head = input.head.slice(0, 7);
  return (
    offDefault(input, noAncestor(feedHead, input.head)) ??
    (await stillTip(input)) ??
    fullHistory(
      input,
      input.forced
        ? `the push moved ${branch} back to ${head}${forced}`
        : `${branch} was moved back to ${head}, behind the feed's last commit (a forced push whose run published nothing)`,
    )
  );
}

/**
 * No feed to build on (`feedHead` null), or neither commit is behind the other (or GitHub no longer
 * knows the feed's): rebuilt, if the branch is still where this push put it and, when that drops
 * the feed's events, it is the default branch.
 */
async function diverged(input: Planning, feedHead: string | null, reason: string): Promise<HistoryPlan> {
  return (
    (feedHead && offDefault(input, noAncestor(feedHead, input.head))) ||
    (await stillTip(input)) ||
    fullHistory(input, reason)
  );
}

/** The feed's last commit is an ancestor of head, off its first-parent line: rebuilt on the default branch. */
async function offFirstParents(input: Planning, feedHead: string): Promise<HistoryPlan> {
  const off = `${feedHead.slice(0, 7)} is not on the first-parent line of ${input.head.slice(0, 7)}`;
  return offDefault(input, `the feed's last commit ${off}`) ?? fullHistory(input, off);
}

async function planOnce(input: Planning): Promise<HistoryPlan> {
  const { feedHead, head, workspace } = input;
  // A branch without a usable feed, or none at all (deleted by hand to start afresh), is built from
  // this run's commit: only if that is still the newest, or a late run of an older push would
  // publish its older catalog, and nothing would replace it before the next push.
  if (!feedHead)
    return diverged(
      input,
      null,
      input.published ? 'the pages branch has no usable feed' : 'the pages branch has no feed yet',
    );
  if (feedHead === head) return { kind: 'up-to-date' };
  // A forced push is judged by ancestry like any other, and by where the branch is now: a re-run of
  // an older one (or one that ran late) finds the feed past it, where a rebuild would roll it back.
  const forced = input.forced ? ' (a forced push rewrote history)' : '';
  const apart = `${noAncestor(feedHead, head)}${forced}`;

  // Local first: free when the checkout has both commits (fetch-depth: 0) or git fetches the range.
  const local = (await hasCommit(workspace, feedHead)) && (await hasCommit(workspace, head));
  if (local || (await fetchRange(input, feedHead))) {
    if (await isAncestor(workspace, head, feedHead)) return behind(input, feedHead, forced);
    if (!(await isAncestor(workspace, feedHead, head))) return diverged(input, feedHead, apart);
    const commits = await readLocalHistory(workspace, {
      revisions: [`${feedHead}..${head}`],
      paths: input.checkout,
    });
    if (!isOnFirstParentChain(commits, head, feedHead)) return offFirstParents(input, feedHead);
    return { kind: 'incremental', commits };
  }

  // Every commit of the range is listed (100 a request), but only the first-parent ones are read:
  // a merge of a long branch costs its listing, not a request per merged commit.
  const range = await compare(input.octokit, input.repo, feedHead, head, API_HISTORY_MAX_LISTED);
  if (!range)
    return diverged(
      input,
      feedHead,
      `GitHub no longer knows the feed's last commit ${feedHead.slice(0, 7)}${forced}`,
    );
  if (range.status === 'identical') return { kind: 'up-to-date' };
  if (range.status === 'behind') return behind(input, feedHead, forced);
  if (range.status !== 'ahead') return diverged(input, feedHead, apart);
  if (!isOnFirstParentChain(range.commits, head, feedHead)) return offFirstParents(input, feedHead);
  // A one-commit range's files are that commit's own: no need to ask again.
  const only = range.commits.length === 1 ? range.commits[0] : undefined;
  const complete = range.files.length < COMPARE_FILES_CAP;
  const files =
    only && only.parents[0] === feedHead && complete ? new Map([[only.sha, range.files]]) : undefined;
  return { kind: 'incremental', commits: await apiHistory(input, range.commits, { base: feedHead, files }) };
}
