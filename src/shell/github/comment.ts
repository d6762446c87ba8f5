// One sticky pull request comment, found by a hidden marker among the comments written by the token's
// own identity (anyone can post the marker; theirs is never edited), updated in place. Its creation
// is never retried blindly: a POST whose answer was lost is looked for before trying again.
import { COMMENT_BYTES, truncateUtf8 } from '../../core/report/byte-size.js';
import type { Repo } from './commits-api.js';
import { githubMessage, type Octokit, statusOf, tokenRefused, writeOnce } from './octokit.js';

/**
 * 'none': no comment of the token's own to update, and `onlyUpdate` said not to create one.
 * 'forbidden': the token may not comment; 'locked': the conversation is locked to collaborators.
 */
export type CommentOutcome = 'created' | 'updated' | 'unchanged' | 'forbidden' | 'locked' | 'none';

// GitHub's 403 to a new comment on a locked conversation (probot/stale#25).
const LOCKED = /\bissue is locked\b/i;

/** The login GITHUB_TOKEN acts as; used when the token cannot tell its own. */
export const GITHUB_ACTIONS_LOGIN = 'github-actions[bot]';

/**
 * The login behind the token: GraphQL's `viewer` answers for GITHUB_TOKEN (`github-actions[bot]`),
 * app tokens and personal tokens alike, where REST `GET /user` refuses installation tokens.
 */
export async function tokenLogin(octokit: Octokit, log: (m: string) => void = () => {}): Promise<string> {
  try {
    const data = await octokit.graphql<{ viewer?: { login?: string } }>('query { viewer { login } }');
    if (data.viewer?.login) return data.viewer.login;
  } catch (err) {
    log(
      `Cannot ask GitHub who the token acts as (${(err as Error).message}): assuming ${GITHUB_ACTIONS_LOGIN}.`,
    );
  }
  return GITHUB_ACTIONS_LOGIN;
}

export async function upsertComment(
  octokit: Octokit,
  repo: Repo,
  issueNumber: number,
  marker: string,
  text: string,
  whoAmI: () => Promise<string>,
  /** Edit the comment if there is one, but create none (sticky-pull-request-comment's `only_update`). */
  { onlyUpdate = false }: { onlyUpdate?: boolean } = {},
): Promise<CommentOutcome> {
  const body = truncateUtf8(text, COMMENT_BYTES, '\n\n… (cut at GitHub’s comment size limit)\n');
  let login: Promise<string> | undefined;
  const findMine = async () => {
    const comments = await octokit.paginate(octokit.rest.issues.listComments, {
      ...repo,
      issue_number: issueNumber,
      per_page: 100,
    });
    const marked = comments.filter((c) => c.body?.includes(marker));
    // Asked only when some comment carries the marker: most pull requests cost no identity request.
    if (marked.length === 0) return undefined;
    login ??= whoAmI();
    const me = await login;
    return marked.find((c) => c.user?.login === me);
  };
  try {
    const mine = await findMine();
    if (mine) {
      if (mine.body === body) return 'unchanged';
      try {
        await octokit.rest.issues.updateComment({ ...repo, comment_id: mine.id, body }); // idempotent
        return 'updated';
      } catch (err) {
        // 404: someone deleted it since the listing; the preview is written anew below (unless onlyUpdate).
        if (statusOf(err) !== 404) throw err;
      }
    }
    if (onlyUpdate) return 'none';
    // No automatic retry: a retried POST whose first answer was lost makes a second comment.
    return await writeOnce(
      octokit,
      async () => {
        await octokit.rest.issues.createComment({
          ...repo,
          issue_number: issueNumber,
          body,
          request: { retries: 0 },
        });
        return 'created' as const;
      },
      async () => ((await findMine()) ? ('created' as const) : undefined), // the lost answer may have been a success
    );
  } catch (err) {
    // Any other 403 (an organization's SAML enforcement or policy) is thrown, to be shown in GitHub's words.
    if (statusOf(err) === 403 && LOCKED.test(githubMessage(err))) return 'locked';
    if (tokenRefused(err)) return 'forbidden';
    throw err;
  }
}
