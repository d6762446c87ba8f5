// The repository's web address, from the `origin` remote, in the https form commit links use.
import { gitAnswer } from './exec.js';

/**
 * `git@github.com:o/r.git`, `ssh://git@host/o/r`, `https://user:tok@host/o/r.git` → `https://host/o/r`.
 * Null for an SSH host without a dot (`git@github-work:o/r.git`): an alias from ~/.ssh/config, which
 * names no web address, and guessing one would put wrong commit links in every feed.
 */
export function httpsFromRemote(remote: string): string | null {
  const r = remote.trim();
  const scp = /^[\w.-]+@([\w.-]+):(?!\/)(.+?)(?:\.git)?\/?$/.exec(r);
  if (scp) return scp[1]!.includes('.') ? `https://${scp[1]}/${scp[2]}` : null;
  try {
    const u = new URL(r);
    if (!['http:', 'https:', 'ssh:', 'git:'].includes(u.protocol)) return null;
    if (!u.protocol.startsWith('http') && !u.hostname.includes('.')) return null;
    const path = u.pathname.replace(/\.git\/?$/, '').replace(/\/$/, '');
    return `https://${u.hostname}${u.port && u.protocol.startsWith('http') ? `:${u.port}` : ''}${path}`;
  } catch {
    return null;
  }
}

/**
 * origin's web address. The URL as configured comes first: `git remote get-url` applies
 * `url.<base>.insteadOf`, which may point fetches at a mirror, and commit links must name the
 * repository itself. The rewritten URL only when the configured one names no web address (a
 * shorthand such as `gh:o/r` that insteadOf expands).
 */
export async function originUrl(cwd: string): Promise<string | null> {
  // No origin: git exits non-zero, and the answer is null. The first URL, as `get-url` takes it
  // when a remote has several.
  const configured = (await gitAnswer(['config', '--get-all', 'remote.origin.url'], cwd))?.split('\n')[0];
  const own = configured ? httpsFromRemote(configured) : null;
  if (own !== null) return own;
  const rewritten = await gitAnswer(['remote', 'get-url', 'origin'], cwd);
  return rewritten === null ? null : httpsFromRemote(rewritten);
}
