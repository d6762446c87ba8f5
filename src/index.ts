// Entry of the GitHub Action (dist/index.js): everything happens in run(). The same file serves
// as the validation worker threads' script.
import { isMainThread } from 'node:worker_threads';
import { run } from './shell/action/run.js';
import { serveValidationWorker } from './shell/parallel/validate.js';

if (isMainThread) await run({ workerUrl: new URL(import.meta.url) });
else serveValidationWorker();
