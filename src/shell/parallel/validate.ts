// Validation on every core: parsing dominates (about 1.5 s for 5,000 real-sized records on one core),
// and files are independent, so shares of them are checked in worker threads. The workers run the
// same bundle as the caller (its entry hands control to serveValidationWorker) and send back only
// diagnostics and model ids; the cross-record rules then run once here. Same result as serial.
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { RegistryFile, ValidationResult } from '../../core/types.js';
import {
  checkFiles,
  type FilesCheck,
  finishValidation,
  validateRegistry,
} from '../../core/validate/index.js';

const TASK = 'model-registry/validate';
/** Below this many files a worker's start-up (bundle load, schema compile) costs more than it saves. */
const MIN_FILES = 400;

interface Task {
  task: typeof TASK;
  files: RegistryFile[];
  only: string[] | null;
}

export interface ParallelOptions {
  only?: Iterable<string>;
  /** The running bundle (`import.meta.url` of its entry); without it everything runs here. */
  workerUrl?: URL;
  jobs?: number;
}

/** Splits files into `n` runs of about equal byte size, keeping their order. */
function shares(files: RegistryFile[], n: number): RegistryFile[][] {
  const size = (f: RegistryFile) => ('bytes' in f ? f.bytes.length : 0) + 64;
  const total = files.reduce((s, f) => s + size(f), 0);
  const out: RegistryFile[][] = [[]];
  let acc = 0;
  for (const f of files) {
    if (acc >= (total / n) * out.length && out.length < n) out.push([]);
    out[out.length - 1]!.push(f);
    acc += size(f);
  }
  return out.filter((s) => s.length > 0);
}

function runShare(url: URL, task: Task): Promise<FilesCheck> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(url, { workerData: task });
    worker.once('message', (part: FilesCheck) => resolve(part));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`validation worker exited with code ${code}`));
    });
  });
}

/** Validates like validateRegistry; `records` is left empty when workers did the parsing. */
export async function validateFast(
  files: RegistryFile[],
  options: ParallelOptions = {},
): Promise<ValidationResult> {
  const jobs = Math.min(options.jobs ?? availableParallelism(), 8);
  const only = options.only === undefined ? undefined : [...options.only];
  if (!options.workerUrl || jobs < 2 || files.length < MIN_FILES) {
    return validateRegistry(files, only === undefined ? {} : { only });
  }
  const url = options.workerUrl;
  const parts = await Promise.all(
    shares(files, jobs).map((share) => runShare(url, { task: TASK, files: share, only: only ?? null })),
  );
  const byPath = new Map(files.map((f) => [f.path, f]));
  const decoder = new TextDecoder();
  const textOf = (path: string) => {
    const f = byPath.get(path);
    return f && 'bytes' in f ? decoder.decode(f.bytes) : null;
  };
  return finishValidation(parts, textOf, only === undefined ? undefined : new Set(only));
}

/** In a worker started by validateFast: check the share and answer. False anywhere else. */
export function serveValidationWorker(): boolean {
  if (isMainThread || (workerData as Task | undefined)?.task !== TASK) return false;
  const { files, only } = workerData as Task;
  const part = checkFiles(files, { only: only === null ? undefined : new Set(only), keepRecords: false });
  parentPort!.postMessage(part);
  return true;
}
