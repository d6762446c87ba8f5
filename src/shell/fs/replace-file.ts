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
// permission problems), over an existing file too, never over a folder, for a bounded wait
// (retryHeld, which the build's removals share).
import { lstatSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { HELD_WAIT_MS, retryHeld, sleepSync } from './retry-held.js';

export interface ReplaceDeps {
  writeFileSync: (path: string, data: Uint8Array) => void;
  renameSync: (from: string, to: string) => void;
  lstatSync: typeof lstatSync;
  rmSync: (path: string, options: { force: boolean }) => void;
  /** Blocks this thread for `ms` (tests count the waits instead). */
  sleep: (ms: number) => void;
  /** The retry the removals share (passed in: the writer thread runs this function's source). */
  retryHeld: typeof retryHeld;
}

export interface ReplaceOptions {
  /** Where the rename runs: transient refusals are retried on win32 only. */
  platform: string;
  /** The most time spent waiting between tries before the refusal is final. */
  waitMs: number;
}

/** The temporary name a file is written under, beside its target. */
export function temporaryPath(target: string, pid: number): string {
  return `${target}.tmp-${pid}`;
}

/** The file name a temporary name (temporaryPath's, as a name in its folder) stands beside; undefined for any other name. */
export function temporaryOf(name: string): string | undefined {
  return /^(.+)\.tmp-\d+$/.exec(name)?.[1];
}

const realDeps: ReplaceDeps = { writeFileSync, renameSync, lstatSync, rmSync, sleep: sleepSync, retryHeld };

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
  options: ReplaceOptions = { platform: process.platform, waitMs: HELD_WAIT_MS },
): void {
  // A folder in the file's place refuses for good (node-graceful-fs#98): fail at once.
  const folder = (): boolean => {
    try {
      return deps.lstatSync(target, { throwIfNoEntry: false })?.isDirectory() === true;
    } catch {
      return false;
    }
  };
  try {
    deps.writeFileSync(tmp, bytes);
    deps.retryHeld(
      () => deps.renameSync(tmp, target),
      ['EPERM', 'EACCES', 'EBUSY'],
      { platform: options.platform, waitMs: options.waitMs, sleep: deps.sleep },
      folder,
    );
  } catch (err) {
    try {
      deps.rmSync(tmp, { force: true }); // a half-written or unrenamed file must not stay behind
    } catch {
      // The error that matters is the one below.
    }
    throw err;
  }
}
