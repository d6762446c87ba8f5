// The repository's web address, from the `origin` remote, in the https form commit links use.
import { git } from './exec.js';

/** `git@github.com:o/r.git`, `ssh://git@host/o/r`, `https://user:tok@host/o/r.git` → `https://host/o/r`. */
export function httpsFromRemote(remote: string): string | null {
  const r = remote.trim();
  const scp = /^[\w.-]+@([\w.-]+):(?!\/)(.+?)(?:\.git)?\/?$/.exec(r);
  if (scp) return `https://${scp[1]}/${scp[2]}`;
  try {
    const u = new URL(r);
    if (!['http:', 'https:', 'ssh:', 'git:'].includes(u.protocol)) return null;
    const path = u.pathname.replace(/\.git\/?$/, '').replace(/\/$/, '');
    return `https://${u.hostname}${u.port && u.protocol.startsWith('http') ? `:${u.port}` : ''}${path}`;
  } catch {
    return null;
  }
}

export async function originUrl(cwd: string): Promise<string | null> {
  try {
    return httpsFromRemote((await git(['remote', 'get-url', 'origin'], { cwd })).toString('utf8'));
  } catch {
    return null;
  }
}
