// node:child_process, loaded on first use rather than at start: importing it (it brings net, dgram
// and more) cost every `model-registry validate` run, which never runs git, several milliseconds.
import type * as ChildProcess from 'node:child_process';
import { createRequire } from 'node:module';

let loaded: typeof ChildProcess | undefined;

export function childProcess(): typeof ChildProcess {
  loaded ??= createRequire(import.meta.url)('node:child_process') as typeof ChildProcess;
  return loaded;
}
