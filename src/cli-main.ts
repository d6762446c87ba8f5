// The `model-registry` command-line tool (and its validation worker threads). Bundled as CommonJS
// (dist/cli-main.cjs) for cli.ts to load through V8's code cache.
import { main } from './shell/cli/main.js';
import { pipeWriter } from './shell/cli/pipe.js';
import { serveValidationWorker } from './shell/parallel/validate.js';

export { warmUp } from './shell/cli/warm-up.js';

/** `entry`: the script a worker thread starts (the loader, so workers load through the cache too). */
export async function start(entry: URL): Promise<void> {
  if (await serveValidationWorker()) return;
  process.exitCode = await main(process.argv.slice(2), {
    cwd: process.cwd(),
    out: pipeWriter(process.stdout),
    err: pipeWriter(process.stderr),
    errIsTty: Boolean(process.stderr.isTTY),
    workerUrl: entry,
  });
}
