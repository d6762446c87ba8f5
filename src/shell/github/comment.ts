// One sticky pull request comment, found by a hidden marker and updated in place: never duplicated.
import type { Repo } from './commits-api.js';
import { type Octokit, statusOf } from './octokit.js';

export type CommentOutcome = 'created' | 'updated' | 'unchanged' | 'forbidden';

export async function upsertComment(
  octokit: Octokit,
  repo: Repo,
  issueNumber: number,
  marker: string,
  body: string,
): Promise<CommentOutcome> {
  const comments = await octokit.paginate(octokit.rest.issues.listComments, {
    ...repo,
    issue_number: issueNumber,
    per_page: 100,
  });
  const mine = comments.find((c) => c.body?.includes(marker));
  try {
    if (mine) {
      if (mine.body === body) return 'unchanged';
      await octokit.rest.issues.updateComment({ ...repo, comment_id: mine.id, body });
      return 'updated';
    }
    await octokit.rest.issues.createComment({ ...repo, issue_number: issueNumber, body });
    return 'created';
  } catch (err) {
    if (statusOf(err) === 403) return 'forbidden';
    throw err;
  }
}
