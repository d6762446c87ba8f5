// Puts a file in place whole: written under a temporary name, then renamed over the target, so a
// reader sees the old file or the new one, never half of one. Used by the build's writer thread and
// the CLI's code cache.
//
// On Windows a rename fails with EPERM, EACCES or EBUSY while another program holds the target or the
// new file open for a moment: a virus scanner, the search indexer, an editor. graceful-fs (which npm
// uses) retries such renames on win32 only, with a backoff of 10 ms more a try up to 100 ms, for up
// to 60 s (polyfills.js `rename`, isaacs/node-graceful-fs); npm/write-file-atomic renames once and
// relies on that patch, and npm/cli#9028 found the patch never retries over an existing target (it
// gives up when `stat(to)` succeeds, added in node-graceful-fs#100 to fail fast on a folder), which
// is just the case here. So: the same three codes, on win32 only (elsewhere they are lasting
// permission problems), over an existing file too, never over a folder, for a bounded wait.
import { lstatSync, renameSync, rmSync, writeFileSync } from 'node:fs';

export interface ReplaceDeps {
  writeFileSync: (path: string, data: Uint8Array) => void;
  renameSync: (from: string, to: string) => void;
  lstatSync: typeof lstatSync;
  rmSync: (path: string, options: { force: boolean }) => void;
  /** Blocks this thread for `ms` (tests count the waits instead). */
  sleep: (ms: number) => void;
}

export interface ReplaceOptions {
  /** Where the rename runs: transient refusals are retried on win32 only. */
  platform: string;
  /** The most time spent waiting between tries before the refusal is final. */
  waitMs: number;
}

/**
 * How long the build waits on one file a program holds: past a virus scanner's or indexer's look
 * (milliseconds), short of npm's 60 s, which is for an install that runs minutes anyway. A file that
 * stays refused (a read-only target is EPERM for ever) costs it once: the writer stops at the first failure.
 */
export const RENAME_WAIT_MS = 10_000;

/** Blocks the calling thread for `ms` without spinning (the writer thread, or the CLI's exit). */
export function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

const realDeps: ReplaceDeps = { writeFileSync, renameSync, lstatSync, rmSync, sleep: sleepSync };

/**
 * Writes `bytes` to `tmp` and renames it over `target`, retrying a refusal that another program's
 * open handle causes (see above). When it fails, `tmp` is removed and the error names the paths and
 * the cause. Self-contained apart from `deps`: the build's writer thread runs its source
 * (`String(replaceFile)`), so it always passes `deps` and `options`.
 */
export function replaceFile(
  target: string,
  tmp: string,
  bytes: Uint8Array,
  deps: ReplaceDeps = realDeps,
  options: ReplaceOptions = { platform: process.platform, waitMs: RENAME_WAIT_MS },
): void {
  const transient = (err: unknown): boolean => {
    const code = (err as { code?: string } | null)?.code;
    if (options.platform !== 'win32' || (code !== 'EPERM' && code !== 'EACCES' && code !== 'EBUSY'))
      return false;
    // A folder in the file's place refuses for good (node-graceful-fs#98): fail at once.
    try {
      return deps.lstatSync(target, { throwIfNoEntry: false })?.isDirectory() !== true;
    } catch {
      return true;
    }
  };
  let waited = 0;
  let delay = 0;
  try {
    deps.writeFileSync(tmp, bytes);
    for (;;) {
      try {
        deps.renameSync(tmp, target);
        return;
      } catch (err) {
        if (!transient(err)) throw err;
        if (waited >= options.waitMs) {
          const seconds = Math.round(waited / 100) / 10;
          throw Object.assign(
            new Error(
              `${(err as Error).message} (still refused after ${seconds} s of retries: another program, ` +
                'such as a virus scanner, the search indexer or an editor, may be holding the file open)',
              { cause: err },
            ),
            { code: (err as { code?: string }).code },
          );
        }
        delay = Math.min(delay + 10, 100, options.waitMs - waited);
        deps.sleep(delay);
        waited += delay;
      }
    }
  } catch (err) {
    try {
      deps.rmSync(tmp, { force: true }); // a half-written or unrenamed file must not stay behind
    } catch {
      // The error that matters is the one below.
    }
    throw err;
  }
}
