// The commit and compare endpoints, reduced to the shapes the history reader needs.
import { commitSubject } from '../../core/commit-subject.js';
import { isoUtc } from '../../core/time.js';
import type { CommitInfo } from '../../core/types.js';
import { githubMessage, type Octokit, statusOf } from './octokit.js';

export interface Repo {
  owner: string;
  repo: string;
}

export interface ApiFile {
  filename: string;
  status: string; // added, removed, modified, renamed, copied, changed, unchanged
  previous_filename?: string;
  /** Unified diff; GitHub leaves it out for large or binary changes. */
  patch?: string;
}

export interface ApiCommit extends CommitInfo {}

interface RawCommit {
  sha: string;
  parents: { sha: string }[];
  commit: { message: string; committer: { date?: string } | null };
}

export function toCommitInfo(c: RawCommit): ApiCommit {
  return {
    sha: c.sha,
    parents: c.parents.map((p) => p.sha),
    date: isoUtc(Date.parse(c.commit.committer?.date ?? '') || 0),
    message: commitSubject(c.commit.message),
  };
}

/**
 * GitHub cannot give complete data for this history (a file list at its cap, a diff too big to
 * compute, a range too long to read within the request budget). Callers read history another way
 * or fail without moving the feed's head, so the next run catches up.
 */
export class IncompleteApiError extends Error {}

const TOO_LONG = /taking too long/i;
/** A 422's message (with its errors) when GitHub gives up on a diff, e.g. `"field":"diff"`. */
const NO_DIFF = /taking too long|unavailable|"field":"diff"/i;

/**
 * GitHub gave up on a diff: any 5xx still there after the client's retries (502/504 timeouts, 500
 * "temporarily unavailable due to heavy server load"), or a 422 saying the diff is taking too long.
 */
export function diffUnavailable(err: unknown): boolean {
  const status = statusOf(err) ?? 0;
  return status >= 500 || (status === 422 && NO_DIFF.test((err as Error).message));
}

/** Why GitHub gave up (diffUnavailable), for a message. */
export function noDiffReason(err: unknown): string {
  if (TOO_LONG.test((err as Error).message)) return 'the diff is too large';
  return `HTTP ${statusOf(err)}: ${githubMessage(err)}`;
}

/** `err` as an IncompleteApiError ("GitHub cannot <what> (why)") when GitHub gave up on a diff; else as it is. */
function givenUp(err: unknown, what: string): unknown {
  return diffUnavailable(err)
    ? new IncompleteApiError(`GitHub cannot ${what} (${noDiffReason(err)})`, { cause: err })
    : err;
}

export interface Comparison {
  status: string; // ahead, behind, diverged, identical
  commits: ApiCommit[];
  /** The whole range's files (first page only, at most 300): exact for a one-commit range. */
  files: ApiFile[];
}

/** GitHub pages with Link headers; page sizes it clamps silently, so never infer the end from a count. */
function hasNextPage(headers: { link?: string }): boolean {
  return /rel="next"/.test(headers.link ?? '');
}

/**
 * Commits a compare lists per page: GitHub's most, as its `per_page` is the shared "max 100" one
 * (250 is the list's length only without paging parameters, and then it is the range's LAST 250).
 */
export const COMPARE_PER_PAGE = 100;

/**
 * `base...head`; null when GitHub does not know one of them (e.g. history was rewritten). Throws
 * IncompleteApiError when the range has more than `maxListed` commits (seen on the first page,
 * without paging further), when listing them takes more than `maxListed / 100` requests (GitHub
 * clamps page sizes silently), or when GitHub cannot diff the range. Only an `ahead` range lists
 * its commits: of any other the status is all a caller can use.
 */
export async function compare(
  octokit: Octokit,
  repo: Repo,
  base: string,
  head: string,
  maxListed = Number.POSITIVE_INFINITY,
): Promise<Comparison | null> {
  const since = `since ${base.slice(0, 7)}`;
  const maxPages = Math.ceil(maxListed / COMPARE_PER_PAGE);
  const commits: ApiCommit[] = [];
  let files: ApiFile[] = [];
  let status = '';
  for (let page = 1; ; page++) {
    const res = await comparePage(octokit, repo, base, head, page, COMPARE_PER_PAGE);
    if (res === null) return null;
    const { data } = res;
    if (page === 1) {
      status = data.status;
      // GitHub's schema does not require `files`: without it the list is unknown, not empty (an empty
      // one would publish no event for the range's changes, and the feed's head would pass them).
      if (data.files === undefined && status === 'ahead' && data.total_commits > 0)
        throw new IncompleteApiError(`GitHub's compare ${since} lists no files`);
      files = data.files ?? [];
      // A rewritten history (diverged) is rebuilt however long its new side: counting it against
      // maxListed would fail this push and every later one, as the feed's head never comes back.
      if (status !== 'ahead') return { status, commits: [], files };
      if (data.total_commits > maxListed) {
        throw new IncompleteApiError(
          `${data.total_commits} new commits ${since}: more than the ${maxListed.toLocaleString('en-US')} listed through the API`,
        );
      }
    }
    commits.push(...data.commits.map(toCommitInfo));
    if (data.commits.length === 0 || commits.length >= data.total_commits) break;
    if (page >= maxPages) {
      throw new IncompleteApiError(
        `${data.total_commits} new commits ${since}: listing them takes more than ${maxPages} requests`,
      );
    }
  }
  return { status, commits, files };
}

/** GitHub lists at most this many files of a compare, on its first page only. */
export const COMPARE_FILES_CAP = 300;

/**
 * One page of `base...head`; null when GitHub does not know one of them. Throws IncompleteApiError
 * when GitHub gives up on the diff.
 */
async function comparePage(
  octokit: Octokit,
  repo: Repo,
  base: string,
  head: string,
  page: number,
  perPage: number,
): Promise<{
  data: { status: string; total_commits: number; commits: RawCommit[]; files?: ApiFile[] };
  headers: { link?: string };
} | null> {
  try {
    return await octokit.rest.repos.compareCommitsWithBasehead({
      ...repo,
      basehead: `${base}...${head}`,
      per_page: perPage,
      page,
    });
  } catch (err) {
    if (statusOf(err) === 404) return null;
    throw givenUp(err, `compare ${base.slice(0, 7)}...${head.slice(0, 7)}`);
  }
}

/**
 * The files `base...head` changes, in one request (they come on the first page whatever its size,
 * so it asks for one commit); null when GitHub does not know a commit. `complete` is false for a
 * list at COMPARE_FILES_CAP, which may be cut. Throws IncompleteApiError when GitHub gives up.
 */
export async function compareFiles(
  octokit: Octokit,
  repo: Repo,
  base: string,
  head: string,
): Promise<{ status: string; files: ApiFile[]; complete: boolean } | null> {
  const res = await comparePage(octokit, repo, base, head, 1, 1);
  if (res === null) return null;
  const files = res.data.files ?? [];
  // No `files` at all (GitHub's schema does not require it) is a list not known whole either.
  const complete = res.data.files !== undefined && files.length < COMPARE_FILES_CAP;
  return { status: res.data.status, files, complete };
}

/** GitHub lists at most this many files of one commit (300 a page); a longer list is cut silently. */
export const COMMIT_FILES_CAP = 3000;

/**
 * One commit's files against its first parent, all pages. A list at GitHub's cap may be cut, and one
 * without `files` is not known, so either throws IncompleteApiError rather than return a list that
 * may miss record files. `beforeRequest` runs before each page's request (a caller's budget).
 */
export async function commitFiles(
  octokit: Octokit,
  repo: Repo,
  sha: string,
  cap = COMMIT_FILES_CAP,
  beforeRequest: () => void = () => {},
): Promise<ApiFile[]> {
  const files: ApiFile[] = [];
  for (let page = 1; ; page++) {
    beforeRequest();
    const { data, headers } = await getCommitPage(octokit, repo, sha, page);
    if (data.files === undefined)
      throw new IncompleteApiError(`GitHub lists no files for commit ${sha.slice(0, 7)}`);
    files.push(...(data.files as ApiFile[]));
    if (!hasNextPage(headers)) break;
  }
  if (files.length >= cap) {
    throw new IncompleteApiError(
      `commit ${sha.slice(0, 7)} changes ${cap.toLocaleString('en-US')} files or more, more than GitHub lists`,
    );
  }
  return files;
}

function getCommitPage(octokit: Octokit, repo: Repo, sha: string, page: number) {
  return octokit.rest.repos.getCommit({ ...repo, ref: sha, page }).catch((err: unknown) => {
    throw givenUp(err, `list the files of commit ${sha.slice(0, 7)}`);
  });
}

/**
 * Every commit reachable from `head`, newest first (a full rebuild without local history); throws
 * IncompleteApiError past `maxListed`, after at most `maxListed / 100 + 1` requests.
 */
export async function listAllCommits(
  octokit: Octokit,
  repo: Repo,
  head: string,
  maxListed = Number.POSITIVE_INFINITY,
): Promise<ApiCommit[]> {
  const all: RawCommit[] = [];
  for (let page = 1; ; page++) {
    const { data, headers } = await octokit.rest.repos.listCommits({
      ...repo,
      sha: head,
      per_page: 100,
      page,
    });
    all.push(...(data as unknown as RawCommit[]));
    if (all.length > maxListed) {
      throw new IncompleteApiError(
        `the history has more than the ${maxListed.toLocaleString('en-US')} commits listed through the API`,
      );
    }
    if (!hasNextPage(headers) || data.length === 0) break;
  }
  return all.map(toCommitInfo);
}

/**
 * A file's bytes at a commit through the contents API's raw form (up to 100 MB); null when absent.
 * Past `maxBytes` it stops reading and returns `oversized(maxBytes)` instead.
 */
export async function fileAt(
  octokit: Octokit,
  repo: Repo,
  ref: string,
  path: string,
  maxBytes = Number.POSITIVE_INFINITY,
): Promise<Uint8Array | null> {
  try {
    const res = await octokit.request('GET /repos/{owner}/{repo}/contents/{path}', {
      ...repo,
      path,
      ref,
      headers: { accept: 'application/vnd.github.raw+json' },
      request: { parseSuccessResponseBody: false },
    });
    const bytes = await bodyBytes(res.data, maxBytes);
    return bytes.length > maxBytes ? oversized(maxBytes) : bytes;
  } catch (err) {
    if ((err as { status?: number }).status === 404) return null;
    throw err;
  }
}

/**
 * Stands in for a version over the record size limit, never read whole: one byte longer than the
 * limit and not UTF-8, so every reader refuses it as the too-large file it is.
 */
export function oversized(maxBytes: number): Uint8Array {
  return new Uint8Array(maxBytes + 1).fill(0xff);
}

/**
 * Octokit hands unparsed bodies over as a stream, a string or an ArrayBuffer depending on version.
 * A stream is read only up to one byte past `maxBytes`.
 */
async function bodyBytes(data: unknown, maxBytes: number): Promise<Uint8Array> {
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  if (data instanceof Uint8Array) return data;
  if (typeof data === 'string') return new TextEncoder().encode(data);
  if (data && typeof (data as ReadableStream).getReader === 'function') {
    const reader = (data as ReadableStream<Uint8Array>).getReader();
    const chunks: Uint8Array[] = [];
    let length = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      length += value.length;
      if (length > maxBytes) {
        await reader.cancel();
        break;
      }
    }
    const out = new Uint8Array(length);
    let at = 0;
    for (const c of chunks) {
      out.set(c, at);
      at += c.length;
    }
    return out;
  }
  throw new Error('unexpected response body for raw file contents');
}
