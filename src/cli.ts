// Entry of the `model-registry` command-line tool (and of its validation worker threads, which are
// started with WORKER_ARG: checking it keeps node:worker_threads out of every ordinary start).
import { main } from './shell/cli/main.js';
import { pipeWriter } from './shell/cli/pipe.js';
import { serveValidationWorker, WORKER_ARG } from './shell/parallel/validate.js';

if (process.argv[2] !== WORKER_ARG || !(await serveValidationWorker())) {
  process.exitCode = await main(process.argv.slice(2), {
    cwd: process.cwd(),
    out: pipeWriter(process.stdout),
    err: pipeWriter(process.stderr),
    errIsTty: Boolean(process.stderr.isTTY),
    workerUrl: new URL(import.meta.url),
  });
}
