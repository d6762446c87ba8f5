// The pull request as the event payload names it (number, commits, target branch), apart as every
// other file of this folder reads it and none of them reads the payload.
import type { PreviewInput } from '../../../core/report/preview.js';

export interface PullRequest {
  number: number;
  title: string;
  headSha: string;
  baseSha: string;
  updatedAt: string;
  /** Its commits, when a rebase merge may publish them one by one (more than one, rebase merging allowed). */
  rebaseCommits?: number;
  /** Where a merge goes when that is not "merging publishes" (see PreviewInput). */
  target?: PreviewInput['target'];
  /** From another repository than the base's (or one deleted since): its pull_request run's token is read-only. */
  fromFork: boolean;
}

export function pullRequestOf(
  payload: Record<string, unknown>,
  defaultBranch: string | undefined,
): PullRequest {
  const pr = payload.pull_request as
    | {
        number?: number;
        title?: string;
        head?: { sha?: string; repo?: { full_name?: string } | null };
        base?: {
          sha?: string;
          ref?: string;
          repo?: { allow_rebase_merge?: boolean; default_branch?: string; full_name?: string };
        };
        updated_at?: string;
        commits?: number;
        state?: string;
        merged?: boolean;
      }
    | undefined;
  if (!pr?.number || !pr.head?.sha || !pr.base?.sha) {
    throw new Error('the event payload has no pull_request with number, head.sha and base.sha');
  }
  return {
    number: pr.number,
    title: pr.title ?? '',
    headSha: pr.head.sha,
    baseSha: pr.base.sha,
    updatedAt: pr.updated_at ?? '1970-01-01T00:00:00Z',
    fromFork: !pr.head.repo?.full_name || pr.head.repo.full_name !== pr.base.repo?.full_name,
    // Webhook payloads carry allow_rebase_merge only sometimes: absent, rebasing may be allowed.
    ...(typeof pr.commits === 'number' && pr.commits > 1 && pr.base.repo?.allow_rebase_merge !== false
      ? { rebaseCommits: pr.commits }
      : {}),
    ...targetOf(pr, defaultBranch),
  };
}

/**
 * A closed pull request (a workflow that runs on `closed`), or one into another branch than the
 * default one, where merging publishes nothing: the preview says so instead of "merging publishes".
 */
function targetOf(
  pr: { state?: string; merged?: boolean; base?: { ref?: string; repo?: { default_branch?: string } } },
  repositoryDefault: string | undefined,
): { target?: PreviewInput['target'] } {
  if (pr.state === 'closed') return { target: { closed: pr.merged ? 'merged' : 'unmerged' } };
  const defaultBranch = repositoryDefault ?? pr.base?.repo?.default_branch;
  const base = pr.base?.ref;
  return base && defaultBranch && base !== defaultBranch ? { target: { base, defaultBranch } } : {};
}
