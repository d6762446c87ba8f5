// On Windows a file operation fails for a moment while another program holds the file open: a virus
// scanner, the search indexer, an editor. A rename is refused with EPERM, EACCES or EBUSY (graceful-fs
// retries those, `polyfills.js` `rename`); a delete with EPERM or EBUSY, and removing a folder just
// emptied with ENOTEMPTY while its files' deletes are still pending (Node's `fs.rm` retries EBUSY,
// EMFILE, ENFILE, ENOTEMPTY and EPERM with `maxRetries`; rimraf's `rimraf-windows` retries busy
// files and folders too). One retry for all of them, so the build's writes (replaceFile) and its
// removals (pruneStale) wait alike: graceful-fs's backoff, 10 ms more a try up to 100 ms, for a
// bounded wait, on win32 only (elsewhere the codes are lasting: permissions, a mount point).

/**
 * How long the build waits on one file a program holds: past a virus scanner's or indexer's look
 * (milliseconds), short of npm's 60 s, which is for an install that runs minutes anyway. A file that
 * stays refused (a read-only target is EPERM for ever) costs it once: the build stops at the first failure.
 */
export const HELD_WAIT_MS = 10_000;

/** Blocks the calling thread for `ms` without spinning (the writer thread, or the CLI's exit). */
export function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

export interface HeldOptions {
  /** Where the operation runs: the codes are retried on win32 only. */
  platform: string;
  /** The most time spent waiting between tries before the refusal is final. */
  waitMs: number;
  /** Blocks this thread for `ms` (tests count the waits instead). */
  sleep: (ms: number) => void;
  /** What the final error says another program may hold open; `the file` unless given. */
  holding?: string;
}

/**
 * Runs `op`, and again while it fails on win32 with one of `codes` and `lasting` (when given) does
 * not say the refusal is for good, waiting between tries as above. After `waitMs` of waiting, the
 * last error again, with its code, as the cause of one whose message says how long it was retried. Self-contained: the build's writer thread runs its source (`String(retryHeld)`).
 */
export function retryHeld<T>(
  op: () => T,
  codes: readonly string[],
  options: HeldOptions,
  lasting?: (err: unknown) => boolean,
): T {
  let waited = 0;
  let delay = 0;
  for (;;) {
    try {
      return op();
    } catch (err) {
      const code = (err as { code?: unknown } | null)?.code;
      if (options.platform !== 'win32' || typeof code !== 'string' || !codes.includes(code)) throw err;
      if (lasting?.(err)) throw err;
      if (waited >= options.waitMs) {
        const seconds = Math.round(waited / 100) / 10;
        throw Object.assign(
          new Error(
            `${(err as Error).message} (still refused after ${seconds} s of retries: another program, ` +
              `such as a virus scanner, the search indexer or an editor, may be holding ${options.holding ?? 'the file'} open)`,
            { cause: err },
          ),
          { code },
        );
      }
      delay = Math.min(delay + 10, 100, options.waitMs - waited);
      options.sleep(delay);
      waited += delay;
    }
  }
}
