// Code a command's usual run needs, run once more before its code cache is written. A cache holds
// only what its run compiled, and it is written by the first run of a command, whatever that run
// did: a first `validate --help`, a usage error, or a large registry (checked on worker threads)
// left a cache without the record parser and the schema validator's branches, and every later
// pre-commit run compiled them again (validate of the example: 19 ms slower than with a full cache,
// median of 81 paired runs).
import { validateRegistry } from '../../core/validate/index.js';
import { printReport } from './validate.js';

/** examples/registry's records (an image, a video and an audio model), put here by scripts/build.mjs. */
declare const WARM_UP_RECORDS: { path: string; text: string }[];

/** Validates the example records in memory and formats the report, printing nothing. */
function warmValidate(): void {
  // Run from the sources (tests), nothing defines them and no cache is written.
  if (typeof WARM_UP_RECORDS === 'undefined') return;
  const encoder = new TextEncoder();
  const files = WARM_UP_RECORDS.map((r) => ({ path: r.path, bytes: encoder.encode(r.text) }));
  printReport(validateRegistry(files), 'text', { cwd: '/', out: () => {}, err: () => {}, errIsTty: false });
}

/** Called by the loader before it writes `command`'s cache (shell/cli/compile-cache.ts). */
export function warmUp(command: string | undefined): void {
  if (command === 'validate') warmValidate();
}
