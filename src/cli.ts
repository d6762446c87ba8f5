// Entry of the `model-registry` command-line tool (and of its validation worker threads).
import { isMainThread } from 'node:worker_threads';
import { main } from './shell/cli/main.js';
import { serveValidationWorker } from './shell/parallel/validate.js';

if (isMainThread) {
  process.exitCode = await main(process.argv.slice(2), {
    cwd: process.cwd(),
    out: (t) => process.stdout.write(t),
    err: (t) => process.stderr.write(t),
    errIsTty: Boolean(process.stderr.isTTY),
    workerUrl: new URL(import.meta.url),
  });
} else serveValidationWorker();
