// Runs git asynchronously (a sync call would block an HTTP server living in the same process, as in tests).
import { childProcess } from '../builtins.js';

export class GitError extends Error {
  constructor(
    message: string,
    readonly exitCode: number | null,
    readonly stderr: string,
  ) {
    super(message);
    this.name = 'GitError';
  }
}

export interface GitOptions {
  cwd: string;
  input?: string | Uint8Array;
}

/** `git <args>` → stdout bytes; rejects with the command and git's own message on a non-zero exit. */
export function git(args: string[], options: GitOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = childProcess().spawn('git', args, { cwd: options.cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    child.on('error', (e) => reject(new GitError(`cannot run git: ${e.message}`, null, '')));
    child.on('close', (code) => {
      const stderr = Buffer.concat(err).toString('utf8').trim();
      if (code === 0) resolve(Buffer.concat(out));
      else reject(new GitError(`git ${args[0]} failed: ${stderr || `exit code ${code}`}`, code, stderr));
    });
    child.stdin.on('error', () => {}); // git may exit before reading all input; its exit code tells.
    child.stdin.end(options.input ?? '');
  });
}

export async function gitText(args: string[], cwd: string): Promise<string> {
  return (await git(args, { cwd })).toString('utf8').trim();
}
