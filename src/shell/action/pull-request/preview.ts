// What the preview says beyond validation: the events merging makes, a new model's summary and the
// notes on what it leaves out; apart as it reads versions already measured.
import * as core from '@actions/core';
import { buildEvents, earlierInRepo } from '../../../core/events.js';
import { type ModelSummary, summarize } from '../../../core/feeds/summary.js';
import type { ItemContext } from '../../../core/render/item-text.js';
import { baseVersionNote } from '../../../core/report/preview.js';
import { parseRecord } from '../../../core/toml/parse.js';
import type { DriftEvent, FileVersionChange, HistoryCommit } from '../../../core/types.js';
import { counted } from '../../../core/words.js';
import { unshallow } from '../../git/deepen.js';
import { readLocalHistory } from '../../git/history.js';
import { hasFullHistory } from '../../git/local-repo.js';
import type { Checkout } from '../checkout.js';
import type { Settings } from '../settings.js';
import type { PullRequest } from './payload.js';
import { TARGET_READS_CAP } from './read-budget.js';

/**
 * Said when the checkout is no test merge commit (pull_request_target, whose checkout is the base; or
 * a workflow that checked out another commit): its payload's merge_commit_sha is null until GitHub
 * has computed mergeability, so the preview measures from where the pull request branched off.
 */
export const FROM_BRANCH_POINT_NOTE =
  'This preview compares the pull request with the base commit it branched from (the changes GitHub lists), ' +
  'not the merge with the base branch as it is now: a change the base branch has had since (shown undone) or ' +
  'holds already (a pull request stacked on one merged since, a cherry-pick) may show here though merging publishes no event for it.';

/**
 * The base branch's history, for a record whose version there does not parse: publishing measures
 * the merge's change from the last version before it that parses. Read locally, fetched with git
 * into a shallow checkout (as a push's publish does); or why it could not be.
 */
async function baseHistory(
  workspace: string,
  checkout: Checkout,
  baseSha: string,
): Promise<HistoryCommit[] | string> {
  if (!(await hasFullHistory(workspace, baseSha))) {
    core.info(
      "A record's version on the base branch does not parse: fetching the base branch's history with git.",
    );
    const failure = await unshallow(workspace, baseSha);
    if (failure !== null) return failure;
  }
  return readLocalHistory(workspace, { revisions: [baseSha], paths: checkout });
}

/**
 * The events merging makes, as one commit on the base branch. A record version on the base branch
 * that does not parse is measured from the last that parses before it, as publishing measures it;
 * the notes say so (with the repository's paths).
 */
export async function mergeEvents(
  settings: Settings,
  pr: PullRequest,
  /** The commit merging goes onto: the test merge commit's first parent, or the payload's base. */
  baseSha: string,
  checkout: Checkout,
  versions: FileVersionChange[],
): Promise<{ events: ReturnType<typeof buildEvents>['events']; notes: string[]; leftOut: string[] }> {
  const merge: HistoryCommit = {
    sha: pr.headSha,
    parents: [baseSha],
    date: pr.updatedAt,
    message: pr.title,
    files: versions,
  };
  const options = { repositoryUrl: settings.repositoryUrl, head: pr.headSha };
  let { events, earlier, leftOut } = buildEvents([merge], options);
  let unread: string | undefined;
  if (earlier.some((e) => e.from === 'unknown')) {
    const history = await baseHistory(settings.workspace, checkout, baseSha);
    if (typeof history === 'string') unread = history;
    // The merge first: a closed pull request's head may be in the base history too.
    else ({ events, earlier, leftOut } = buildEvents([merge, ...history], options));
    events = events.filter((e) => e.commit.sha === pr.headSha);
  }
  const notes = earlier
    .filter((e) => e.commit === pr.headSha)
    .map((e) => baseVersionNote(earlierInRepo(e, checkout.toRepoPath), unread));
  // The pull request's records whose new version makes no event (it does not parse, or is no record).
  const merged = leftOut.filter((l) => l.commit === pr.headSha).map((l) => l.path);
  return { events, notes, leftOut: [...new Set(merged)] };
}

/**
 * What a new model's feed item will say beyond the event: its summary, from its version in the pull
 * request (publishing summarises the record as it is merged), so the preview reads as the item.
 */
export function previewContext(
  events: DriftEvent[],
  versions: FileVersionChange[],
): (e: DriftEvent) => ItemContext {
  const after = new Map(versions.map((v) => [v.path, v.after]));
  const summaries = new Map<string, ModelSummary>();
  for (const e of events) {
    const bytes = e.type === 'model_added' ? after.get(e.model.path) : null;
    const parsed = bytes ? parseRecord(e.model.path, bytes) : null;
    if (parsed?.ok) summaries.set(e.id, summarize({ path: e.model.path, ...parsed }));
  }
  return (e) => {
    const summary = summaries.get(e.id);
    return summary ? { summary, changedSince: false } : {};
  };
}

/**
 * The preview's sentence for the records it leaves out as it could not read them: checked as merged
 * (mergedHeadTree), or whose earlier version would have taken a request past the cap.
 */
export function notReadNote(
  merged: string[],
  notRead: string[],
  /** Measured on the test merge commit: every earlier version is read at its first parent, patch or not. */
  onMerge: boolean,
): { count: number; why: string } {
  const count = merged.length + notRead.length;
  const reasons = [
    merged.length > 0
      ? `${merged.length === count ? '' : `${merged.length} `}changed on the base branch too, and the checkout lacks the head commit`
      : '',
    notRead.length > 0
      ? `${notRead.length === count ? '' : `${notRead.length} `}${onMerge ? 'whose version on the base branch is not in the checkout' : 'with an earlier version GitHub sent no patch for'}, and the checkout lacks the base commit`
      : '',
  ].filter(Boolean);
  return {
    count,
    why:
      `${counted(count, 'changed record')} ${count === 1 ? 'is' : 'are'} not previewed: ${reasons.join('; ')}; ` +
      `this run reads at most ${TARGET_READS_CAP} records through the API (fetch-depth: 0 reads them all from the history).`,
  };
}
