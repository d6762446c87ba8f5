import { originUrl } from '../git/remote.js';
import { UsageError } from './io.js';

/** --repository-url, else the origin remote in https form. */
export async function repositoryUrlFor(root: string, flag: string | undefined): Promise<string> {
  if (flag) {
    if (!/^https?:\/\/\S+$/.test(flag))
      throw new UsageError(`--repository-url must be an http(s) address, got ${flag}`);
    return flag.replace(/\/+$/, '');
  }
  const origin = await originUrl(root);
  if (!origin)
    throw new UsageError(
      'no usable origin remote (none, a local path, or an SSH host alias with no web address): pass --repository-url https://host/owner/repo',
    );
  return origin;
}
