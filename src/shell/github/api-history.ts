// History through the REST API, for checkouts that lack the objects (fetch-depth: 1). It gives the
// same answer, in the same shape, as the local git reader, so both feed the same pure core.
//
// Only the commits of head's first-parent chain are read: they alone make drift events (a merge
// stands for what it merged in), so the merged-in commits would cost requests for nothing. Record
// contents cost no extra calls in the common case: walking the chain down from the head, the checkout
// holds each file's newest version and GitHub's per-file patch turns every version into the one
// before it. Only versions the patches cannot give are fetched.
import { firstParentChain } from '../../core/commit-order.js';
import type { FileVersionChange, HistoryCommit } from '../../core/types.js';
import { MAX_STORED_BYTES } from '../../core/validate/index.js';
import {
  type ApiCommit,
  type ApiFile,
  COMMIT_FILES_CAP,
  commitFiles,
  fileAt,
  IncompleteApiError,
  type Repo,
} from './commits-api.js';
import type { Octokit } from './octokit.js';
import { previousVersion, recordFileChanges } from './record-files.js';

export interface ApiHistoryInput {
  octokit: Octokit;
  repo: Repo;
  /** Commits to describe (any order); `head` must be among them. */
  commits: ApiCommit[];
  head: string;
  /** Files of a one-commit range straight from the compare call (saves a request). */
  knownFiles?: Map<string, ApiFile[]>;
  /** Repository paths ↔ record paths (`models/...`) when the records live elsewhere. */
  toRecordPath: (repoPath: string) => string | null;
  toRepoPath: (recordPath: string) => string;
  /** A record file as it is in the checkout of `head`. */
  readHead: (recordPath: string) => Promise<Uint8Array | null>;
  /** Commit listings and file fetches allowed before giving up with IncompleteApiError. */
  maxRequests?: number;
  /** First-parent commits read before giving up with IncompleteApiError (API_HISTORY_MAX_COMMITS). */
  maxCommits?: number;
  /** The feed's head the range starts after, for the message; none for a whole history. */
  base?: string;
}

/**
 * Bound one run's history reads through the API (a GITHUB_TOKEN has 1,000 requests an hour): longer
 * histories are fetched with git instead. Only the first-parent commits are read (one request each),
 * so they alone count against API_HISTORY_MAX_COMMITS: a merge of a long branch brings in commits
 * that cost nothing but their share of the listing, itself bounded by API_HISTORY_MAX_LISTED
 * (25 compare requests of 100 commits, or 25 commit-list requests of 100 for a whole history).
 */
export const API_HISTORY_MAX_COMMITS = 100;
export const API_HISTORY_MAX_LISTED = 2500;
export const API_HISTORY_MAX_REQUESTS = 300;

/** The commits with their record file versions, oldest first, as the local reader gives them. */
export async function readApiHistory(input: ApiHistoryInput): Promise<HistoryCommit[]> {
  const { octokit, repo } = input;
  const ordered = firstParentChain(input.commits, input.head); // newest first
  const maxCommits = input.maxCommits ?? API_HISTORY_MAX_COMMITS;
  if (ordered.length > maxCommits) {
    const what = input.base
      ? `${ordered.length} new commits on the first-parent line since ${input.base.slice(0, 7)}`
      : `the history has ${ordered.length} commits on its first-parent line`;
    throw new IncompleteApiError(`${what}: more than the ${maxCommits} read through the API`);
  }
  const max = input.maxRequests ?? API_HISTORY_MAX_REQUESTS;
  let spent = 0;
  const spend = () => {
    if (++spent > max) {
      throw new IncompleteApiError(`reading ${ordered.length} commits needs more than ${max} API requests`);
    }
  };
  const fetchAt = (sha: string, recordPath: string) => {
    spend();
    return fileAt(octokit, repo, sha, input.toRepoPath(recordPath), MAX_STORED_BYTES);
  };

  // Content of each path at the current position walking down the chain; absent = same as the checkout.
  const atChain = new Map<string, Uint8Array | null>();
  const result: HistoryCommit[] = [];
  for (const commit of ordered) {
    // Each page of a long file list is a request of its own (300 files a page, up to 10).
    const files =
      input.knownFiles?.get(commit.sha) ??
      (await commitFiles(octokit, repo, commit.sha, COMMIT_FILES_CAP, spend));
    const versions: FileVersionChange[] = [];
    for (const c of recordFileChanges(files, input.toRecordPath)) {
      let after: Uint8Array | null = null;
      if (c.status !== 'removed')
        after = atChain.has(c.path) ? atChain.get(c.path)! : await input.readHead(c.path);
      let before = previousVersion(c, after);
      if (before === undefined) {
        const parent = commit.parents[0];
        before = parent ? await fetchAt(parent, c.previousPath ?? c.path) : null;
      }
      versions.push({
        path: c.path,
        ...(c.previousPath ? { previousPath: c.previousPath } : {}),
        before,
        after,
      });
      // One step down the chain: this commit's "before" is the parent's version.
      if (c.previousPath) {
        atChain.set(c.path, null);
        atChain.set(c.previousPath, before);
      } else atChain.set(c.path, before);
    }
    result.push({ ...commit, files: versions });
  }
  return result.reverse();
}
