// The pull request's record versions before and after merging: from the test merge commit, the
// checkout's history, one compare or the contents API; apart as the preview's measure of change.
import * as core from '@actions/core';
import type { FileVersionChange, RegistryFile } from '../../../core/types.js';
import { MAX_STORED_BYTES } from '../../../core/validate/index.js';
import { readBlobsWithin } from '../../git/cat-file.js';
import { headCommit, headParents } from '../../git/local-repo.js';
import { fileIdsAt } from '../../git/tree.js';
import {
  COMPARE_FILES_CAP,
  compareFiles,
  fileAt,
  IncompleteApiError,
  oversized,
  type Repo,
} from '../../github/commits-api.js';
import type { Client } from '../../github/octokit.js';
import { baseVersion, previousVersion, type RecordFileChange } from '../../github/record-files.js';
import type { Checkout } from '../checkout.js';
import type { PullRequest } from './payload.js';
import type { ReadBudget } from './read-budget.js';

/**
 * On pull_request, the test merge commit checked out (refs/pull/N/merge, GITHUB_SHA): merging
 * publishes the change from its first parent, the base branch's tip it merges onto, to its tree.
 */
export interface TestMerge {
  /** The merge commit. */
  sha: string;
  /** The merge commit's first parent. */
  base: string;
  /** The checkout's records, as read for validation (before any is replaced by its head version). */
  records: RegistryFile[];
}

/**
 * The first parent of the checkout's commit when it is the pull request's test merge commit (two
 * parents, the second its head), read from the commit object, which a depth-1 checkout has; null
 * for any other checkout (a workflow that checked out the head, or the base on pull_request_target).
 */
export async function testMergeBase(
  workspace: string,
  pr: PullRequest,
): Promise<{ sha: string; base: string } | null> {
  const parents = await headParents(workspace);
  if (parents?.length !== 2 || parents[1] !== pr.headSha) return null;
  const sha = await headCommit(workspace);
  return sha === null ? null : { sha, base: parents[0]! };
}

/** What recordVersions reads earlier versions with: the checkout's history, and the API up to `budget`. */
interface EarlierReads {
  workspace: string;
  /** Requests still allowed for earlier versions (none counted: no cap); `notRead` gets those past it. */
  budget?: ReadBudget;
  notRead: string[];
}

/**
 * The pull request's record files, as versions before and after its merge; `unread` receives each
 * one whose new version could not be read (over the size limit, unreadable).
 * From a test merge checkout (`merge`), each listed record is measured as publishing the merge
 * measures it: from the merge commit's first parent to its tree; one that merging leaves as the
 * base branch has it (a change already landed there) is dropped. Otherwise (pull_request_target,
 * or another checkout) from the payload's base to the pull request's version, an earlier version
 * GitHub sent no patch for read at the base commit.
 * Earlier versions come from the checkout's history when it holds that commit (fetch-depth: 0),
 * else through the API, one request each up to TARGET_READS_CAP; past it the record is left out
 * and named in `notRead`.
 */
export async function recordVersions(
  client: Client,
  repo: Repo,
  pr: PullRequest,
  changes: RecordFileChange[],
  checkout: Checkout,
  tree: RegistryFile[],
  unread: string[],
  reading: EarlierReads,
  merge: TestMerge | null,
): Promise<FileVersionChange[]> {
  // The checkout was read once already, for validation.
  const read = new Map((merge?.records ?? tree).map((f) => [f.path, f]));
  const versions: FileVersionChange[] = [];
  const earlier: { version: FileVersionChange; at: string }[] = [];
  for (const c of changes) {
    const file = read.get(c.path);
    // A version that could not be read (over the size limit, unreadable) is a validation error, not a
    // removal: it is left out of the preview.
    if ((merge || c.status !== 'removed') && file && !('bytes' in file)) {
      unread.push(c.path);
      continue;
    }
    const version: FileVersionChange = {
      path: c.path,
      ...(c.previousPath ? { previousPath: c.previousPath } : {}),
      before: null,
      after: null,
    };
    const at = checkout.toRepoPath(c.previousPath ?? c.path);
    if (merge) {
      // The merged tree's version, whatever the head has: main may hold the change already.
      version.after = file && 'bytes' in file ? file.bytes : null;
      earlier.push({ version, at });
      versions.push(version);
      continue;
    }
    const after =
      c.status === 'removed' ? null : file && 'bytes' in file ? file.bytes : await checkout.readOne(c.path);
    if (c.status !== 'removed' && after === null) {
      unread.push(c.path);
      continue;
    }
    version.after = after;
    // The patch runs from the merge base to the head: reversed on the head's version, it gives the
    // merge base's, which is the base's unless the base moved on (said in the README).
    const before = previousVersion(c, after);
    if (before === undefined) earlier.push({ version, at });
    else version.before = before;
    versions.push(version);
  }
  const left = await readEarlier(client, repo, merge?.base ?? pr.baseSha, checkout, earlier, reading, merge);
  // Merging leaves such a record as the base branch has it (the change landed there already): no
  // change. Bytes, not data: a comment-only edit of a record with errors still counts as changed.
  const unchanged = (v: FileVersionChange) =>
    !v.previousPath &&
    (v.before === null || v.after === null ? v.before === v.after : sameBytes(v.before, v.after));
  return versions.filter((v) => !left.has(v) && !(merge && unchanged(v)));
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return Buffer.compare(a, b) === 0; // a memory compare, not a JavaScript loop per byte
}

/**
 * Sets each version's `before` to its file at commit `sha`: from the checkout's history when it holds
 * the commit; else, on the test merge commit (`merge`, whose first parent `sha` is), from one compare
 * of the two where it tells; else one contents request each while the budget lasts. Gives those left
 * out: unread (named in `notRead`), or that merging leaves as `sha` has them.
 */
async function readEarlier(
  client: Client,
  repo: Repo,
  sha: string,
  checkout: Checkout,
  earlier: { version: FileVersionChange; at: string }[],
  { workspace, budget, notRead }: EarlierReads,
  merge: TestMerge | null,
): Promise<Set<FileVersionChange>> {
  const left = new Set<FileVersionChange>();
  if (earlier.length === 0) return left;
  const here = await baseVersionsHere(
    workspace,
    checkout.modelsDir,
    sha,
    earlier.map((e) => e.at),
  );
  // One record costs a contents read either way, and a compare may send no patch for it. The
  // compare is one request whatever the pull request's size, so it is not counted against the cap of
  // reads: were it, a compare GitHub gives up on would leave one record more unread than before.
  const compared =
    here === null && merge !== null && earlier.length > 1
      ? await comparedVersions(client, repo, merge, checkout, earlier)
      : null;
  for (const { version, at } of earlier) {
    const local = here ? here.get(at) : compared?.get(version);
    if (local === 'unchanged') left.add(version);
    else if (local !== undefined) version.before = local;
    else if (budget && budget.left <= 0) {
      left.add(version);
      notRead.push(version.path);
    } else {
      if (budget) budget.left--;
      version.before = await fileAt(client.octokit, repo, sha, at, MAX_STORED_BYTES);
    }
  }
  return left;
}

/**
 * The versions at the test merge commit's first parent that one compare of it with the merge commit
 * gives: its list is exactly what merging changes there, so a record it names neither path of is
 * 'unchanged', and a patch undone on the merged version gives the earlier one. The rest (no patch)
 * are read one by one, as all are when the compare fails (GitHub gives up on a large diff) or its
 * list is at GitHub's cap of 300 files, where it may be cut: null then.
 */
async function comparedVersions(
  client: Client,
  repo: Repo,
  merge: TestMerge,
  checkout: Checkout,
  earlier: { version: FileVersionChange; at: string }[],
): Promise<Map<FileVersionChange, Uint8Array | null | 'unchanged'> | null> {
  const instead = `reading each record at ${merge.base.slice(0, 7)} instead.`;
  let compared: Awaited<ReturnType<typeof compareFiles>>;
  try {
    compared = await compareFiles(client.octokit, repo, merge.base, merge.sha);
  } catch (err) {
    if (!(err instanceof IncompleteApiError)) throw err;
    core.info(`${err.message}: ${instead}`);
    return null;
  }
  const what = "GitHub's compare of the merge commit with its first parent";
  const unusable =
    compared === null
      ? `${what} finds no such commit`
      : compared.status !== 'ahead'
        ? `${what} says "${compared.status}"`
        : compared.complete
          ? null
          : `${what} lists ${COMPARE_FILES_CAP} files, its most, and may leave some out`;
  if (compared === null || unusable !== null) {
    core.info(`${unusable}: ${instead}`);
    return null;
  }
  const versions = new Map<FileVersionChange, Uint8Array | null | 'unchanged'>();
  for (const { version, at } of earlier) {
    const before = baseVersion(compared.files, checkout.toRepoPath(version.path), at, version.after);
    // As fileAt reads it: past the size limit, its stand-in.
    if (before instanceof Uint8Array && before.length > MAX_STORED_BYTES) {
      versions.set(version, oversized(MAX_STORED_BYTES));
    } else if (before !== undefined) versions.set(version, before);
  }
  return versions;
}

/**
 * The base commit's versions of `repoPaths` from the checkout's own history (a record not there at
 * the base is null; one over the size limit its stand-in), or null when the checkout lacks the base
 * commit. A git failure only means reading through the API instead.
 */
async function baseVersionsHere(
  workspace: string,
  modelsDir: string,
  baseSha: string,
  repoPaths: string[],
): Promise<Map<string, Uint8Array | null> | null> {
  try {
    const ids = await fileIdsAt(workspace, baseSha, modelsDir);
    if (ids === null) return null;
    const blobs = await readBlobsWithin(
      workspace,
      repoPaths.flatMap((p) => ids.get(p) ?? []),
      MAX_STORED_BYTES,
    );
    const versions = new Map<string, Uint8Array | null>();
    for (const p of repoPaths) {
      const id = ids.get(p);
      if (id === undefined) versions.set(p, null);
      else if (blobs.tooLarge.has(id)) versions.set(p, oversized(MAX_STORED_BYTES));
      else {
        const bytes = blobs.bytes.get(id);
        if (bytes !== undefined) versions.set(p, bytes);
      }
    }
    return versions;
  } catch (err) {
    core.debug(`reading base versions from the checkout failed, reading them through the API: ${err}`);
    return null;
  }
}
