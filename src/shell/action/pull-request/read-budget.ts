// The cap on a run's reads through the contents API, and what counts them down: head versions,
// earlier versions and links all draw on it, so it stands apart from each of them.

/**
 * Files a pull_request_target run reads through the API at most, one request each: GitHub runs that
 * event for a stranger's fork without approval, and GITHUB_TOKEN has 1,000 requests an hour per
 * repository. At 300 a run spends under a third of the hour, so the publish after a merge (tens of
 * requests) still finds room after two pushes to such a pull request; hand-written pull requests
 * touch a few records, and a bulk change is checked from a checkout on pull_request, for free.
 */
export const TARGET_READS_CAP = 300;

/** The contents requests a pull_request run still may make (TARGET_READS_CAP in all). */
export interface ReadBudget {
  left: number;
}
