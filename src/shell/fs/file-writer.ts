// Writes a build's files on a worker thread while this thread is still rendering the rest. File
// creation is kernel time (0.06 to 1 ms a file on a small VM disk, and a build writes three files
// per model); rendering is synchronous, so writing from here would wait for it to finish. Each file
// goes to a temporary name and is renamed (replaceFile: a rename Windows refuses for a moment is
// retried), so a reader never sees half a file; a file that holds the same bytes already is left
// alone (and keeps its modification time).
import type { FileSink } from '../../core/types.js';
import { workerThreads } from '../builtins.js';
import { makeDirs } from './make-dirs.js';
import { notRealFolder } from './real-folders.js';
import { replaceFile, temporaryPath } from './replace-file.js';
import { HELD_WAIT_MS, retryHeld, sleepSync } from './retry-held.js';

/** Files are posted to the writer in batches of about this many characters. */
const BATCH_CHARS = 1 << 20;

/**
 * The writer: plain JavaScript evaluated in the worker (no bundle to load). Writes each batch in
 * order, so a path set twice ends with its newest contents; after a failure it writes nothing more
 * and reports the first error when asked to end.
 */
const WRITER = `
const { parentPort, workerData } = require('node:worker_threads');
const { lstatSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } = require('node:fs');
const { dirname, join } = require('node:path');
const makeDirs = (${String(makeDirs)});
const notRealFolder = (${String(notRealFolder)});
const replaceFile = (${String(replaceFile)});
const temporaryPath = (${String(temporaryPath)});
const replaceDeps = {
  writeFileSync, renameSync, lstatSync, rmSync, sleep: (${String(sleepSync)}), retryHeld: (${String(retryHeld)}),
};
const replaceOptions = { platform: process.platform, waitMs: ${HELD_WAIT_MS} };
const made = new Set();
const created = new Set();
// The folder --out names may be a link (the user chose it); one inside it may not, since a write
// through it would land outside --out. A file in a folder's place fails below, in the system's words.
const root = dirname(join(workerData, 'x')); // as join spells the targets' folders
const unlinked = (dir) => {
  const found = notRealFolder(root, dir, { lstatSync, dirname });
  if (found && found.link)
    throw new Error(found.at + ' is a symbolic link: build writes only into real folders inside --out; remove the link');
};
let failure = null;
// A regular file there already with exactly these bytes (a build again into the same folder): left
// as it is. Replacing it costs a new inode, which on a small VM's disk is most of a re-run's time.
// One that cannot be read (no permission) is replaced, as before.
const same = (target, bytes) => {
  try {
    const st = lstatSync(target, { throwIfNoEntry: false });
    return st !== undefined && st.isFile() && st.size === bytes.length && readFileSync(target).equals(bytes);
  } catch {
    return false;
  }
};
parentPort.on('message', (batch) => {
  if (batch === null) {
    parentPort.postMessage(failure);
    parentPort.close();
    return;
  }
  const { paths, sizes, bytes: all } = batch;
  let at = 0;
  for (let i = 0; i < paths.length && failure === null; i++) {
    const bytes = Buffer.from(all, at, sizes[i]);
    at += sizes[i];
    try {
      const target = join(workerData, paths[i]);
      const dir = dirname(target);
      if (!made.has(dir)) {
        unlinked(dir);
        if (makeDirs(dir, undefined, { mkdirSync, dirname })) created.add(dir);
        made.add(dir);
      }
      if (!created.has(dir) && same(target, bytes)) continue;
      replaceFile(target, temporaryPath(target, process.pid), bytes, replaceDeps, replaceOptions);
    } catch (err) {
      failure = String(err && err.message ? err.message : err);
    }
  }
});
`;

/**
 * Writes each file under `outDir` as it is set (a path set again is written again, after: the
 * newest contents win). Keeps nothing once a batch is posted: a large build's files need not all
 * be in memory at once.
 */
export class FileWriter implements FileSink {
  /** Every path set so far: what a full build leaves in the folders it owns (pruneStale). */
  readonly written = new Set<string>();
  private paths: string[] = [];
  private texts: string[] = [];
  private chars = 0;
  private worker: import('node:worker_threads').Worker | null = null;
  /** Settles with why the writer thread ended, whenever it does (finished() races it). */
  private ended: Promise<string> | null = null;

  constructor(private readonly outDir: string) {}

  set(path: string, text: string): this {
    this.written.add(path);
    this.paths.push(path);
    this.texts.push(text);
    this.chars += text.length;
    if (this.chars >= BATCH_CHARS) this.post();
    return this;
  }

  /** Resolves once every file set so far is on disk; rejects with the first failure. */
  async finished(): Promise<void> {
    this.post();
    if (this.worker === null) return; // nothing was set
    const worker = this.worker;
    // Held open only while waited for: a build that fails while rendering exits without waiting.
    worker.ref();
    const failure = await Promise.race([
      new Promise<string | null>((resolve) => {
        worker.once('message', resolve);
        worker.postMessage(null);
      }),
      this.ended!,
    ]);
    await worker.terminate();
    if (failure !== null) throw new Error(`cannot write the build into ${this.outDir}: ${failure}`);
  }

  /**
   * The batch's texts encoded here into one buffer that is handed over, not copied: cloning the
   * strings cost this thread more than encoding them (and the writer encoded them again).
   */
  private post(): void {
    if (this.paths.length === 0) return;
    const sizes = this.texts.map((t) => Buffer.byteLength(t));
    const bytes = new ArrayBuffer(sizes.reduce((a, b) => a + b, 0));
    const into = Buffer.from(bytes);
    let at = 0;
    for (let i = 0; i < this.texts.length; i++) at += into.write(this.texts[i]!, at);
    this.writer().postMessage({ paths: this.paths, sizes, bytes }, [bytes]);
    this.paths = [];
    this.texts = [];
    this.chars = 0;
  }

  private writer(): import('node:worker_threads').Worker {
    if (this.worker === null) {
      this.worker = new (workerThreads().Worker)(WRITER, { eval: true, workerData: this.outDir });
      this.worker.unref();
      const worker = this.worker;
      this.ended = new Promise((resolve) => {
        worker.once('error', (err) => resolve(err.message));
        worker.once('exit', (code) => resolve(`the writer thread stopped (exit code ${code})`));
      });
    }
    return this.worker;
  }
}
