// Node built-ins loaded on first use rather than at start: a `model-registry validate` run (a
// pre-commit hook's, on every commit) never runs git or worker threads and should not pay for
// loading them. require() rather than import(): the CLI's bundle runs as a classic script from
// V8's code cache (shell/cli/compile-cache.ts), where import() has no loader to call.
import type * as ChildProcess from 'node:child_process';
import { createRequire } from 'node:module';
import type * as Os from 'node:os';
import type * as WorkerThreads from 'node:worker_threads';

const requireHere = createRequire(import.meta.url);

function lazy<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => {
    loaded ??= requireHere(name) as T;
    return loaded;
  };
}

export const childProcess = lazy<typeof ChildProcess>('node:child_process');
export const os = lazy<typeof Os>('node:os');
export const workerThreads = lazy<typeof WorkerThreads>('node:worker_threads');
