// The tree the pull request makes, for validation: the checkout with the changed records read at
// the head (API or checkout history); apart from the versions the preview measures.
import * as core from '@actions/core';
import type { RegistryFile } from '../../../core/types.js';
import { MAX_STORED_BYTES, tooLarge } from '../../../core/validate/index.js';
import { RECORD_LINK } from '../../../core/validate/paths.js';
import { counted, firstFew } from '../../../core/words.js';
import { byRecordPath } from '../../fs/read-registry.js';
import { type Blobs, readBlobsWithin } from '../../git/cat-file.js';
import { fileAt, type Repo } from '../../github/commits-api.js';
import type { Client } from '../../github/octokit.js';
import { asBlob, type RecordFileChange } from '../../github/record-files.js';
import type { Checkout } from '../checkout.js';
import * as log from '../log.js';
import type { HeadLinks } from './head-links.js';
import type { PullRequest } from './payload.js';
import { type ReadBudget, TARGET_READS_CAP } from './read-budget.js';

/** Where headTree finds the head's versions besides the contents API. */
interface HeadSources {
  /** The head commit's listing: links are reported as file/symlink and never read. */
  head?: HeadLinks;
  /**
   * On pull_request, the head blobs the checkout's own history holds (fetch-depth: 0 fetches the
   * merge commit's parents): read there, for no request. The rest take one request each from
   * `budget` (the run's TARGET_READS_CAP reads); past it a record stays as merged, named in `merged`.
   */
  here?: Blobs;
  budget?: ReadBudget;
  merged?: string[];
}

/**
 * The tree the pull request makes: the checkout with each record in `changes` replaced by its version
 * at the head commit, read through the contents API unless `sources.here` has it. On
 * pull_request_target the checkout is the base and `changes` all the pull request touches.
 */
export async function headTree(
  client: Client,
  repo: Repo,
  pr: PullRequest,
  changes: RecordFileChange[],
  checkout: Checkout,
  baseTree: RegistryFile[],
  /** Receives the records left out because the pull request moved on past this run's commit. */
  later: string[],
  sources: HeadSources = {},
): Promise<RegistryFile[]> {
  const { head, here, budget, merged } = sources;
  if (head?.modelsFolder) return [head.modelsFolder];
  const files = new Map(baseTree.map((f) => [f.path, f]));
  for (const f of head?.labs ?? []) files.set(f.path, f);
  const submodules = new Map((head?.submodules ?? []).map((f) => [f.path, f]));
  for (const f of submodules.values()) files.set(f.path, f);
  let current: Promise<string> | undefined;
  for (const c of changes) {
    if (c.previousPath) files.delete(c.previousPath);
    if (c.status === 'removed') {
      files.delete(c.path);
      continue;
    }
    if (submodules.has(c.path)) continue; // named like a record: not read, reported as above
    if (head?.records.has(c.path)) {
      files.set(c.path, { path: c.path, problem: { rule: 'file/symlink', message: RECORD_LINK } });
      continue;
    }
    const sha = c.file.sha ?? '';
    const size = here?.tooLarge.get(sha);
    const local = here?.bytes.get(sha);
    if (size !== undefined) {
      files.set(c.path, { path: c.path, problem: tooLarge(size, MAX_STORED_BYTES) });
      continue;
    }
    if (local !== undefined) {
      files.set(c.path, { path: c.path, bytes: local });
      continue;
    }
    if (budget) {
      if (budget.left <= 0) {
        merged?.push(c.path);
        continue;
      }
      budget.left--;
    }
    const bytes = await fileAt(
      client.octokit,
      repo,
      pr.headSha,
      checkout.toRepoPath(c.path),
      MAX_STORED_BYTES,
    );
    if (bytes === null) {
      // GitHub lists the files of the pull request's head as it is now, which may be a newer
      // commit than this run's (pushed since the event): a file only that one has is its run's.
      current ??= headNow(client, repo, pr);
      if ((await current) !== pr.headSha) {
        files.delete(c.path);
        later.push(c.path);
        continue;
      }
      files.set(c.path, {
        path: c.path,
        problem: { rule: 'file/unreadable', message: `not found at the pull request's head ${pr.headSha}` },
      });
    } else if (bytes.length > MAX_STORED_BYTES) {
      files.set(c.path, { path: c.path, problem: tooLarge(bytes.length, MAX_STORED_BYTES) });
    } else files.set(c.path, { path: c.path, bytes }); // validation measures it (its LF form)
  }
  return [...files.values()].sort(byRecordPath);
}

/** The pull request's head commit as GitHub has it now (asked only when a listed file is missing). */
async function headNow(client: Client, repo: Repo, pr: PullRequest): Promise<string> {
  return (await client.octokit.rest.pulls.get({ ...repo, pull_number: pr.number })).data.head.sha;
}

/**
 * On pull_request the checkout is the merge commit. A changed record that the base branch changed
 * too holds both edits there, so its lines are not the head's, where the annotations go: those few
 * (their bytes are not the head blob the file list names, even with CRLF read as LF) are read at
 * the head instead, as is a listed record the merge commit lacks.
 */
function unlikeHead(checkedOut: RegistryFile[], changes: RecordFileChange[]): RecordFileChange[] {
  const byPath = new Map(checkedOut.map((f) => [f.path, f]));
  return changes.filter((c) => {
    const sha = c.file.sha;
    const f = byPath.get(c.path);
    if (c.status === 'removed' || !sha) return false;
    // Listed but not merged here: the pull request moved on since the event (headTree tells).
    if (f === undefined) return true;
    if (!('bytes' in f)) return false;
    return asBlob(f.bytes, sha) === null;
  });
}

/**
 * On pull_request: the merge commit's tree, with the records unlikeHead picks read at the head
 * (from the checkout's history when it has them). Past the cap of reads, the rest are checked as
 * merged, and a notice says which and why their annotations may sit a few lines off.
 */
export async function mergedHeadTree(
  client: Client,
  repo: Repo,
  pr: PullRequest,
  listed: RecordFileChange[],
  checkout: Checkout,
  baseTree: RegistryFile[],
  later: string[],
  workspace: string,
  budget: ReadBudget,
): Promise<{ tree: RegistryFile[]; merged: string[] }> {
  const unlike = unlikeHead(baseTree, listed);
  const here = await blobsHere(workspace, unlike);
  const merged: string[] = [];
  const tree = await headTree(client, repo, pr, unlike, checkout, baseTree, later, { here, budget, merged });
  if (merged.length > 0)
    log.notice(
      `${counted(merged.length, 'record')} of pull request #${pr.number} changed on the base branch too ` +
        `(${firstFew(merged.map(checkout.toRepoPath))}) ${merged.length === 1 ? 'was' : 'were'} checked as the merge commit holds ` +
        `${merged.length === 1 ? 'it' : 'them'}, not at the head, and not previewed: the checkout lacks the head commit, and ` +
        `reading more than ${TARGET_READS_CAP} files through the API would spend the repository's hourly request budget. ` +
        'Their annotations may sit a few lines off. Check out with fetch-depth: 0 to read every one from the history.',
    );
  return { tree, merged };
}

/**
 * The head blobs of `changes` that the checkout's history holds (none in a shallow checkout of the
 * merge commit). A git failure here only means reading through the API instead.
 */
async function blobsHere(workspace: string, changes: RecordFileChange[]): Promise<Blobs> {
  const shas = changes.flatMap((c) => (c.file.sha ? [c.file.sha] : []));
  try {
    return await readBlobsWithin(workspace, shas, MAX_STORED_BYTES);
  } catch (err) {
    core.debug(`reading head blobs from the checkout failed, reading them through the API: ${err}`);
    return { bytes: new Map(), tooLarge: new Map() };
  }
}
