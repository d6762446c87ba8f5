// The `model-registry` command-line tool (and its validation worker threads, which are started with
// WORKER_ARG: checking it keeps node:worker_threads out of every ordinary start). Bundled as
// CommonJS (dist/cli-main.cjs) for cli.ts to load through V8's code cache.
import { main } from './shell/cli/main.js';
import { pipeWriter } from './shell/cli/pipe.js';
import { serveValidationWorker, WORKER_ARG } from './shell/parallel/validate.js';

/** `entry`: the script a worker thread starts (the loader, so workers load through the cache too). */
export async function start(entry: URL): Promise<void> {
  if (process.argv[2] === WORKER_ARG && (await serveValidationWorker())) return;
  process.exitCode = await main(process.argv.slice(2), {
    cwd: process.cwd(),
    out: pipeWriter(process.stdout),
    err: pipeWriter(process.stderr),
    errIsTty: Boolean(process.stderr.isTTY),
    workerUrl: entry,
  });
}
