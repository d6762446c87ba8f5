// Entry of the GitHub Action (dist/index.js): everything happens in run().
import { run } from './shell/action/run.js';

await run();
