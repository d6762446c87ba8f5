// Entry of the `model-registry` command-line tool (and of its validation worker threads).
import { isMainThread } from 'node:worker_threads';
import { main } from './shell/cli/main.js';
import { pipeWriter } from './shell/cli/pipe.js';
import { serveValidationWorker } from './shell/parallel/validate.js';

if (isMainThread) {
  process.exitCode = await main(process.argv.slice(2), {
    cwd: process.cwd(),
    out: pipeWriter(process.stdout),
    err: pipeWriter(process.stderr),
    errIsTty: Boolean(process.stderr.isTTY),
    workerUrl: new URL(import.meta.url),
  });
} else serveValidationWorker();
