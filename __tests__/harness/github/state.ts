// What the emulator remembers besides git: pull requests the test registered, check runs, comments, the token.
import type { Faults } from './faults.js';
import type { GitStore } from './git-store.js';

export type Scope = 'contents' | 'checks' | 'issues' | 'pull_requests';
export type Access = 'none' | 'read' | 'write';
export type TokenPermissions = Record<Scope, Access>;

/** GitHub limits the emulator enforces; tests may lower them to exercise paging cheaply. */
export interface Limits {
  /**
   * Compare API: commits per page at most (100 on GitHub: its `per_page` is the shared "max 100"
   * one; 250 is only the list's length without paging parameters), and changed files listed (300).
   */
  compareMaxPerPage: number;
  compareFiles: number;
  /** `GET /commits/{ref}`: files per page (300) and in total (3000). */
  commitFilesPerPage: number;
  commitFilesTotal: number;
  /** Pull request files: 3000 in total. */
  pullFilesTotal: number;
  /** Contents API JSON form carries content up to 1 MB; raw and blobs up to 100 MB. */
  contentsInlineBytes: number;
  rawBytes: number;
  /** Checks API: annotations per request, and UTF-8 bytes in output.summary / output.text (GitHub counts bytes). */
  annotationsPerRequest: number;
  checkOutputBytes: number;
  /** Annotation `message` bytes (64 KB) and `title` characters. */
  annotationMessageBytes: number;
  annotationTitleChars: number;
  /** Issue comment body, in UTF-8 bytes. */
  commentBytes: number;
  /** Recursive tree entries before `truncated: true` (100,000), and the listing's JSON size (7 MB). */
  treeEntries: number;
  treeBytes: number;
  /** A file's patch is left out above this (bytes of diff), and every later one past the response's budget. */
  patchFileBytes: number;
  patchResponseBytes: number;
  /**
   * A compare whose diff has more files than this answers 500 "this diff is taking too long to
   * generate". GitHub's threshold is a time, not a count: off by default, tests set it.
   */
  compareTimeoutFiles: number;
  /**
   * A create-tree request with more inline `content` (UTF-8 bytes) than this answers 422 "Sorry, your
   * request timed out. It's likely that your input was too large to process." GitHub's threshold is a
   * time too: users report it, or a 502, from about 2.5 MB inline (codesandbox-client#8614,
   * qoomon/actions--create-commit#90, osunyorg/admin#1878). Off by default, tests set it.
   */
  treeTimeoutBytes: number;
  /** Request bodies above this are refused (413); blobs and tree contents above `rawBytes` too (422). */
  requestBodyBytes: number;
}

export const DEFAULT_LIMITS: Limits = {
  compareMaxPerPage: 100,
  compareFiles: 300,
  commitFilesPerPage: 300,
  commitFilesTotal: 3000,
  pullFilesTotal: 3000,
  contentsInlineBytes: 1024 * 1024,
  rawBytes: 100 * 1024 * 1024,
  annotationsPerRequest: 50,
  checkOutputBytes: 65535,
  annotationMessageBytes: 64 * 1024,
  annotationTitleChars: 255,
  commentBytes: 65536,
  treeEntries: 100_000,
  treeBytes: 7 * 1024 * 1024,
  patchFileBytes: 100 * 1024,
  patchResponseBytes: 1024 * 1024,
  compareTimeoutFiles: Number.POSITIVE_INFINITY,
  treeTimeoutBytes: Number.POSITIVE_INFINITY,
  // A 100 MB file sent base64-encoded in JSON, with room for the rest of the body.
  requestBodyBytes: Math.ceil((100 * 1024 * 1024 * 4) / 3) + 64 * 1024,
};

/** A repository ruleset over refs: creating, updating or deleting a matching ref answers 422. */
export interface Ruleset {
  /** Full ref names (`refs/heads/gh-pages`) the ruleset targets. */
  refs: RegExp;
  /** The violated rule as GitHub words it, e.g. "Cannot update this protected ref.". */
  rule?: string;
  /**
   * Classic branch protection instead of a ruleset: the answer is `rule` alone, as GitHub words the
   * unmet requirement ('Required status check "build" is expected.', "Changes must be made through
   * a pull request."), with no "Repository rule violations found" and the status given (422; the
   * endpoint also documents 409).
   */
  protection?: { status?: 409 | 422 };
}

export interface PullRequestSpec {
  number: number;
  baseSha: string;
  headSha: string;
  headRef: string;
  baseRef?: string;
  title?: string;
  body?: string | null;
  draft?: boolean;
  state?: 'open' | 'closed';
  /** Login of the fork owner when the head lives in a fork (then `head.repo` is that fork). */
  headOwner?: string;
  /** Login of the author (defaults to the head owner or the repository owner). */
  user?: string;
  /** The conversation is locked: only collaborators comment, so GITHUB_TOKEN's bot gets a 403. */
  locked?: boolean;
}

export interface PullRequestRecord extends Required<Omit<PullRequestSpec, 'headOwner'>> {
  headOwner: string;
  /** Commit GitHub would build at `refs/pull/N/merge` (parents: base, head); null when the merge conflicts. */
  mergeSha: string | null;
  createdAt: string;
}

export interface CheckAnnotation {
  path: string;
  start_line: number;
  end_line: number;
  start_column?: number;
  end_column?: number;
  annotation_level: 'notice' | 'warning' | 'failure';
  message: string;
  title?: string;
  raw_details?: string;
}

export interface CheckRunRecord {
  id: number;
  name: string;
  head_sha: string;
  status: string;
  conclusion: string | null;
  started_at: string;
  completed_at: string | null;
  external_id: string | null;
  details_url: string | null;
  output: { title: string | null; summary: string | null; text: string | null };
  /** Every annotation from the create request and all updates, in order (GitHub appends). */
  annotations: CheckAnnotation[];
  /** Number of create + update requests that changed this run. */
  writes: number;
}

export interface UserRef {
  login: string;
  id: number;
  type: 'User' | 'Bot' | 'Organization';
}

export interface CommentRecord {
  id: number;
  issue_number: number;
  body: string;
  user: UserRef;
  created_at: string;
  updated_at: string;
}

export interface EmulatorState {
  owner: string;
  repo: string;
  git: GitStore;
  /** Base URL of the API (the emulator) and of the web UI (for html_url fields only). */
  apiUrl: string;
  serverUrl: string;
  defaultBranch: string;
  now: () => Date;
  limits: Limits;
  faults: Faults;
  permissions: TokenPermissions;
  /** The identity behind the token: commits made through the API default to it. */
  actor: UserRef & { email: string; name: string; fineGrained?: boolean };
  pulls: Map<number, PullRequestRecord>;
  checkRuns: CheckRunRecord[];
  /** The order GET /commits/{ref}/check-runs lists runs in (GitHub documents none). */
  checkRunOrder: 'newest-first' | 'oldest-first';
  comments: CommentRecord[];
  rulesets: Ruleset[];
  /** Old branch name → new name, for branches renamed through the emulator (GET /branches redirects). */
  branchRenames: Map<string, string>;
  nextId: (kind: 'check' | 'comment') => number;
}

export const GITHUB_ACTIONS_BOT: EmulatorState['actor'] = {
  login: 'github-actions[bot]',
  id: 41898282,
  type: 'Bot',
  name: 'github-actions[bot]',
  email: '41898282+github-actions[bot]@users.noreply.github.com',
};

export function permissionsOf(p: 'read' | 'write' | Partial<TokenPermissions>): TokenPermissions {
  if (p === 'read' || p === 'write') return { contents: p, checks: p, issues: p, pull_requests: p };
  // Like a workflow's `permissions:` block: scopes not listed get no access.
  return { contents: 'none', checks: 'none', issues: 'none', pull_requests: 'none', ...p };
}

export function isoNow(state: Pick<EmulatorState, 'now'>): string {
  return state
    .now()
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z');
}
