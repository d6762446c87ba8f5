// Entry of the GitHub Action (dist/index.js): everything happens in run(). The same file serves
// as the validation worker threads' script: they are started with WORKER_ARG, and checking it (as
// the CLI's entry does) keeps node:worker_threads out of the ordinary start.
import { run } from './shell/action/run.js';
import { serveValidationWorker, WORKER_ARG } from './shell/parallel/validate.js';

if (process.argv[2] !== WORKER_ARG || !(await serveValidationWorker())) {
  await run({ workerUrl: new URL(import.meta.url) });
}
