// Listing the pull request's changed files: GitHub's cap on that list and the errors it may give,
// apart as it is the one request every run makes first, whatever the checkout.
import { diffUnavailable, noDiffReason, type Repo } from '../../github/commits-api.js';
import {
  type Client,
  githubMessage,
  statusOf,
  tokenRefused,
  unreadableRepository,
} from '../../github/octokit.js';
import type { ChangedFile } from '../../github/record-files.js';

/** GitHub lists at most 3,000 files of a pull request ("List pull requests files"). */
export const PULL_FILES_CAP = 3000;

export const INCOMPLETE_NOTE =
  `GitHub lists at most ${PULL_FILES_CAP.toLocaleString('en-US')} files of a pull request and this one has more: ` +
  'every record in the merged tree was validated, and the preview covers only the listed files.';

/** GitHub gave up listing a pull request's files; the message says so and why. */
export class FilesUnlistedError extends Error {}

/**
 * The pull request's changed files. Listing them needs "pull-requests: read", which a workflow's
 * `permissions:` block leaves out unless it names it: GitHub's 403 alone does not say which.
 * GitHub may give up on a big pull request's diff (422 "this diff is taking too long to generate",
 * or a 5xx that outlasts the retries): FilesUnlistedError then.
 */
export async function listPullFiles(client: Client, repo: Repo, number: number): Promise<ChangedFile[]> {
  const { octokit } = client;
  try {
    return (await octokit.paginate(octokit.rest.pulls.listFiles, {
      ...repo,
      pull_number: number,
      per_page: 100,
    })) as ChangedFile[];
  } catch (err) {
    if (diffUnavailable(err)) {
      throw new FilesUnlistedError(
        `GitHub could not list the files of pull request #${number} (${noDiffReason(err)})`,
        { cause: err },
      );
    }
    // The event names this pull request, and GitHub deletes none: a 404 is a repository the token
    // may not see, which GitHub's bare "Not Found" does not say.
    if (statusOf(err) === 404)
      throw new Error(
        unreadableRepository(repo, `the files of pull request #${number}, which this run is for`),
        {
          cause: err,
        },
      );
    if (statusOf(err) !== 403 || /rate limit/i.test(githubMessage(err))) throw err;
    const refused = `cannot list the files of pull request #${number} (HTTP 403: ${githubMessage(err)})`;
    // Only GitHub's words for a missing permission name one: SAML or an organization's policy is no scope.
    if (!tokenRefused(err)) throw new Error(refused, { cause: err });
    throw new Error(
      `${refused}; the token needs ` +
        '"pull-requests: read" (add it under permissions: in the workflow, or pull-requests: write for the preview comment too)',
      { cause: err },
    );
  }
}
