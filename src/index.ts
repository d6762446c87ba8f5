// Entry of the GitHub Action (dist/index.js): everything happens in run(). The same file serves
// as the validation worker threads' script.
import { run } from './shell/action/run.js';
import { serveValidationWorker } from './shell/parallel/validate.js';

if (!(await serveValidationWorker())) {
  await run({ workerUrl: new URL(import.meta.url) });
}
