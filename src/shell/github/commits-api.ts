// The commit and compare endpoints, reduced to the shapes the history reader needs.
import { isoUtc } from '../../core/time.js';
import type { CommitInfo } from '../../core/types.js';
import type { Octokit } from './octokit.js';

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
    message: c.commit.message.split('\n')[0] ?? '',
  };
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

/** `base...head`; null when GitHub does not know one of them (e.g. history was rewritten). */
export async function compare(
  octokit: Octokit,
  repo: Repo,
  base: string,
  head: string,
): Promise<Comparison | null> {
  const commits: ApiCommit[] = [];
  let files: ApiFile[] = [];
  let status = '';
  for (let page = 1; ; page++) {
    let res: {
      data: { status: string; total_commits: number; commits: RawCommit[]; files?: ApiFile[] };
      headers: { link?: string };
    };
    try {
      res = await octokit.rest.repos.compareCommitsWithBasehead({
        ...repo,
        basehead: `${base}...${head}`,
        per_page: 250,
        page,
      });
    } catch (err) {
      if ((err as { status?: number }).status === 404) return null;
      throw err;
    }
    const { data } = res;
    if (page === 1) {
      status = data.status;
      files = data.files ?? [];
    }
    commits.push(...data.commits.map(toCommitInfo));
    if (data.commits.length === 0 || commits.length >= data.total_commits) break;
  }
  return { status, commits, files };
}

/** GitHub lists at most this many files of a compare, on its first page only. */
export const COMPARE_FILES_CAP = 300;

/** One commit's files against its first parent, all pages (GitHub serves up to 3,000). */
export async function commitFiles(octokit: Octokit, repo: Repo, sha: string): Promise<ApiFile[]> {
  const files: ApiFile[] = [];
  for (let page = 1; ; page++) {
    const { data, headers } = await octokit.rest.repos.getCommit({ ...repo, ref: sha, page });
    files.push(...((data.files ?? []) as ApiFile[]));
    if (!hasNextPage(headers)) break;
  }
  return files;
}

/** Every commit reachable from `head`, newest first (a full rebuild without local history). */
export async function listAllCommits(octokit: Octokit, repo: Repo, head: string): Promise<ApiCommit[]> {
  const all = await octokit.paginate(octokit.rest.repos.listCommits, { ...repo, sha: head, per_page: 100 });
  return (all as unknown as RawCommit[]).map(toCommitInfo);
}

/** A file's bytes at a commit through the contents API's raw form (up to 100 MB); null when absent. */
export async function fileAt(
  octokit: Octokit,
  repo: Repo,
  ref: string,
  path: string,
): Promise<Uint8Array | null> {
  try {
    const res = await octokit.request('GET /repos/{owner}/{repo}/contents/{path}', {
      ...repo,
      path,
      ref,
      headers: { accept: 'application/vnd.github.raw+json' },
      request: { parseSuccessResponseBody: false },
    });
    return await bodyBytes(res.data);
  } catch (err) {
    if ((err as { status?: number }).status === 404) return null;
    throw err;
  }
}

/** Octokit hands unparsed bodies over as a stream, a string or an ArrayBuffer depending on version. */
async function bodyBytes(data: unknown): Promise<Uint8Array> {
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  if (data instanceof Uint8Array) return data;
  if (typeof data === 'string') return new TextEncoder().encode(data);
  if (data && typeof (data as ReadableStream).getReader === 'function') {
    return new Uint8Array(await new Response(data as ReadableStream).arrayBuffer());
  }
  throw new Error('unexpected response body for raw file contents');
}
