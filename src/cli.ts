// Entry of the `model-registry` command-line tool (dist/cli.cjs): loads the tool's bundle
// (dist/cli-main.cjs) through V8's code cache and starts it. Kept tiny, and CommonJS (an ESM
// entry costs Node's module loader about 15 ms more per start): it is compiled on every start.
import { pathToFileURL } from 'node:url';
import { loadBundle } from './shell/cli/compile-cache.js';
import { WORKER_ARG } from './shell/parallel/worker-arg.js';

/** sha256 of cli-main.cjs, put here by scripts/build.mjs. */
declare const CLI_MAIN_HASH: string;

interface App {
  start: (entry: URL) => Promise<void>;
  warmUp: (command: string | undefined) => void;
}

// Validation worker threads start here too (with WORKER_ARG), and keep a cache of their own.
const entry = pathToFileURL(__filename);
const command = process.argv[2] === WORKER_ARG ? 'worker' : process.argv[2];
const app = loadBundle(new URL('./cli-main.cjs', entry), {
  hash: CLI_MAIN_HASH,
  command,
  // At exit, when `app` is set.
  warm: () => app.warmUp(command),
}) as App;
// A rejection ends the process with its stack, as the top-level await of an ESM entry would.
void app.start(entry);
