import { httpsGuess } from '../../core/feeds/site-url.js';
import { originUrl } from '../git/remote.js';
import { UsageError } from './io.js';

/**
 * --repository-url, else the origin remote in https form. The flag loses a trailing `/` and `.git`,
 * as the remote's form does: commit links, and drift.json's `repository`, name the same address
 * either way (the action makes it `<server>/<owner>/<repo>`).
 */
export async function repositoryUrlFor(root: string, given: string | undefined): Promise<string> {
  if (given) {
    // Scheme and host are case-insensitive (RFC 3986): written in lower case, one repository gives
    // one address, as the action's `<server>/<owner>/<repo>` does.
    const flag = given.replace(/^(https?:\/\/)([^/]*)/i, (whole) => whole.toLowerCase());
    if (!/^https?:\/\/\S+$/.test(flag)) {
      const guess = httpsGuess(flag);
      throw new UsageError(
        `--repository-url must be an http(s) address, got ${flag}${guess === null ? '' : ` (write ${guess})`}`,
      );
    }
    // The origin remote's credentials are dropped (remote.ts); given here, they would be published.
    if (/^https?:\/\/[^/]*@/.test(flag))
      throw new UsageError(
        "--repository-url must not hold credentials (user:password@): they would be written into every feed; give the repository's address, https://host/owner/repo",
      );
    // Commit links and the feeds' addresses are made by appending to it.
    if (/[?#]/.test(flag))
      throw new UsageError(
        `--repository-url must be a repository's address, without ?query or #fragment, got ${JSON.stringify(flag)}`,
      );
    return flag.replace(/\/+$/, '').replace(/\.git$/, '');
  }
  const origin = await originUrl(root);
  if (!origin)
    throw new UsageError(
      'no usable origin remote (none, a local path, or an SSH host alias with no web address): pass --repository-url https://host/owner/repo',
    );
  return origin;
}
