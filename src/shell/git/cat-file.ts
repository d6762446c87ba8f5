// Reads many blobs with ONE `git cat-file --batch` process: measured ~0.3 s for 4,118 record versions,
// against ~45 s for a `git show` per version. A blob over the limit is never read: its size is known
// first (from `ls-tree --long`, or a `--batch-check` for the streamed history), and each blob read is
// copied once into a buffer of its exact size.
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { GitError, gitEnded, spawnGit } from './exec.js';
import { fetchLacking, partialClone } from './partial.js';

export interface Blobs {
  /** sha → contents, for blobs within the limit; shas git does not know are absent. */
  bytes: Map<string, Uint8Array>;
  /** sha → size, for blobs over the limit (not read). */
  tooLarge: Map<string, number>;
}

/**
 * Settles when `child` ends: its stdout goes to `onData` as it comes; an `onData` throw stops the
 * process and rejects; a non-zero exit rejects with git's stderr under `name`.
 */
function watchGit(
  child: ChildProcessWithoutNullStreams,
  name: string,
  onData: (chunk: Buffer) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const err: Buffer[] = [];
    let failed: Error | null = null;
    child.stderr.on('data', (b: Buffer) => err.push(b));
    child.stdout.on('data', (chunk: Buffer) => {
      if (failed) return;
      try {
        onData(chunk);
      } catch (e) {
        failed = e as Error;
        child.kill();
      }
    });
    child.on('error', (e) => reject(new GitError(`cannot run git: ${e.message}`, null, '')));
    child.on('close', (code, signal) => {
      if (failed) reject(failed);
      else if (code === 0) resolve();
      else {
        const stderr = Buffer.concat(err).toString('utf8').trim();
        reject(new GitError(`${name} failed: ${gitEnded(stderr, code, signal)}`, code, ''));
      }
    });
  });
}

/**
 * Streams `--batch` output ("<sha> <type> <size>\n<content>\n" per object) into one buffer per blob
 * of exactly `size` bytes: linear work whatever the chunking.
 */
function batchParser(
  shas: string[],
  onBlob: (sha: string, bytes: Uint8Array) => void,
  /** `onBlob` only looks at the bytes during the call: a blob inside one chunk is not copied. */
  transient = false,
): (chunk: Buffer) => void {
  let index = 0;
  let header: Buffer[] = [];
  let body: Buffer | null = null; // the blob being filled
  let filled = 0;
  let trailer = false; // the newline after a body
  return (chunk) => {
    let at = 0;
    while (at < chunk.length) {
      if (trailer) {
        at++; // the "\n" after each body
        trailer = false;
        index++;
        continue;
      }
      if (body) {
        const n = Math.min(body.length - filled, chunk.length - at);
        chunk.copy(body, filled, at, at + n);
        filled += n;
        at += n;
        if (filled === body.length) {
          onBlob(shas[index]!, new Uint8Array(body.buffer, body.byteOffset, body.length));
          body = null;
          trailer = true;
        }
        continue;
      }
      const nl = chunk.indexOf(0x0a, at);
      if (nl < 0) {
        header.push(chunk.subarray(at));
        return;
      }
      header.push(chunk.subarray(at, nl));
      at = nl + 1;
      const [, type = '', size = ''] = Buffer.concat(header).toString('utf8').split(' ');
      header = [];
      if (type === 'missing' || !/^\d+$/.test(size)) {
        index++;
        continue;
      }
      const bytes = Number(size);
      if (transient && at + bytes < chunk.length) {
        onBlob(shas[index]!, new Uint8Array(chunk.buffer, chunk.byteOffset + at, bytes));
        at += bytes;
        trailer = true;
        continue;
      }
      body = Buffer.allocUnsafe(bytes);
      filled = 0;
      if (body.length === 0) {
        onBlob(shas[index]!, new Uint8Array(0));
        body = null;
        trailer = true;
      }
    }
  };
}

/**
 * Reads the blobs among `shas`, which the caller already knows to be blobs within its size limit
 * (from `ls-tree --long`): no `--batch-check` first. Shas git does not know are absent.
 */
export async function readBlobs(cwd: string, shas: Iterable<string>): Promise<Map<string, Uint8Array>> {
  const wanted = [...new Set(shas)];
  const bytes = new Map<string, Uint8Array>();
  if (wanted.length === 0) return bytes;
  // One `git cat-file --batch` with the ids on stdin.
  const child = spawnGit(['cat-file', '--batch'], cwd);
  const done = watchGit(
    child,
    'git cat-file',
    batchParser(wanted, (sha, b) => bytes.set(sha, b)),
  );
  child.stdin.end(`${wanted.join('\n')}\n`);
  await done;
  return bytes;
}

/**
 * The blobs among `shas` that git has here, each read only when within `maxBytes` (a `--batch-check`
 * measures it first); shas git does not know are in neither map.
 */
export async function readBlobsWithin(cwd: string, shas: Iterable<string>, maxBytes: number): Promise<Blobs> {
  const blobs: Blobs = { bytes: new Map(), tooLarge: new Map() };
  const wanted = new Set(shas);
  if (wanted.size === 0) return blobs;
  // A partial clone would fetch each missing blob as it is read: one fetch for them all instead.
  const clone = await partialClone(cwd);
  if (clone) await fetchLacking(cwd, clone, wanted);
  // The stream's bytes are a view valid during the call: copied.
  const stream = new BlobStream(cwd, maxBytes, (sha, bytes) => blobs.bytes.set(sha, bytes.slice()));
  for (const sha of wanted) stream.want(sha);
  await stream.end();
  for (const [sha, size] of stream.tooLarge) blobs.tooLarge.set(sha, size);
  return blobs;
}

const DELTA_BASE_CACHE = '256m';

/**
 * Blobs read while their ids are still coming in (from a streamed `git log`): ids go to a
 * `--batch-check` process as they arrive, and those within the limit on to a `--batch` process,
 * so both run alongside the log and each other. Each blob is handed to `onBlob` once, as it comes,
 * as a view that is only valid during the call (copy what you keep).
 */
export class BlobStream {
  readonly tooLarge = new Map<string, number>();
  private readonly seen = new Set<string>();
  private readonly check: ChildProcessWithoutNullStreams;
  private readonly batch: ChildProcessWithoutNullStreams;
  private readonly toRead: string[] = [];
  private readonly done: Promise<void>;
  /** Ids for each process, written once the current callback is over: one write, not one each. */
  private readonly toCheck = new Pending((ids) => this.check.stdin.write(ids));
  private readonly toBatch = new Pending((ids) => this.batch.stdin.write(ids));

  constructor(
    cwd: string,
    private readonly maxBytes: number,
    onBlob: (sha: string, bytes: Uint8Array) => void,
  ) {
    // --buffer: answers in stdio-sized writes, not one pipe read per version on this side; the
    // last ones come when the ids end.
    this.check = spawnGit(['cat-file', '--batch-check', '--buffer'], cwd);
    // Versions of one file are deltas of each other in the pack: a delta base cache larger than
    // git's default (96 MB) halves the reading of a long history (2.5 s → 1.8 s for 46,000 versions).
    const cache = ['-c', `core.deltaBaseCacheLimit=${DELTA_BASE_CACHE}`];
    this.batch = spawnGit([...cache, 'cat-file', '--batch', '--buffer'], cwd);
    const parse = batchParser(this.toRead, onBlob, true);
    const checked = watchGit(
      this.check,
      'git cat-file --batch-check',
      lineReader((line) => this.sized(line)),
    );
    this.check.on('close', () => {
      this.toBatch.flush();
      this.batch.stdin.end();
    });
    this.done = Promise.all([checked, watchGit(this.batch, 'git cat-file --batch', parse)]).then(() => {});
    // Handled here too: git may fail before end() is called (the caller learns it from end()).
    this.done.catch(() => {});
  }

  /** Asks for a blob (each id once): true the first time. */
  want(sha: string): boolean {
    if (this.seen.has(sha)) return false;
    this.seen.add(sha);
    this.toCheck.add(sha);
    return true;
  }

  /** No more ids: resolves once every blob asked for has been handed over. */
  end(): Promise<void> {
    this.toCheck.flush();
    this.check.stdin.end();
    return this.done;
  }

  /** A `--batch-check` answer: `<sha> <type> <size>`, or `<sha> missing`. */
  private sized(line: string): void {
    const [sha = '', type = '', size = ''] = line.split(' ');
    if (type !== 'blob' || !/^\d+$/.test(size)) return;
    if (Number(size) > this.maxBytes) this.tooLarge.set(sha, Number(size));
    else {
      this.toRead.push(sha);
      this.toBatch.add(sha);
    }
  }
}

/**
 * Lines gathered while a callback runs (a chunk of `git log`, of `--batch-check` answers) and
 * written in one go when it is over: each pipe write costs a system call on this thread.
 */
class Pending {
  private text = '';
  private queued = false;

  constructor(private readonly write: (text: string) => void) {}

  add(line: string): void {
    this.text += `${line}\n`;
    if (this.queued) return;
    this.queued = true;
    queueMicrotask(() => this.flush());
  }

  flush(): void {
    this.queued = false;
    if (this.text === '') return;
    const text = this.text;
    this.text = '';
    this.write(text);
  }
}

/** Calls `onLine` with each complete line of a stream. */
function lineReader(onLine: (line: string) => void): (chunk: Buffer) => void {
  let rest = '';
  return (chunk) => {
    const lines = (rest + chunk.toString('utf8')).split('\n');
    rest = lines.pop()!;
    for (const line of lines) onLine(line);
  };
}
