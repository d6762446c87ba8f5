// Fetches the history a shallow checkout lacks, so it is read locally with two git processes instead
// of one API request per commit (a GITHUB_TOKEN has 1,000 an hour). actions/checkout leaves an
// `origin` remote with the token in the repository's config, which this fetch uses.
import { git, gitText } from './exec.js';

/** null once the checkout holds the whole history of `head`; otherwise why it could not. */
export async function unshallow(cwd: string, head: string): Promise<string | null> {
  try {
    if ((await gitText(['rev-parse', '--is-shallow-repository'], cwd)) !== 'true') {
      return 'the checkout is not shallow, yet lacks the commits';
    }
    await git(['fetch', '--quiet', '--no-tags', '--unshallow', 'origin', head], { cwd });
    return null;
  } catch (err) {
    return (err as Error).message.replace(/\s*\n\s*/g, '; '); // git's lines, as one
  }
}
