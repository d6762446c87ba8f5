// Validation on every core: parsing dominates (about 1.5 s for 5,000 real-sized records on one core),
// and files are independent, so shares of them are checked in worker threads. The workers run the
// same bundle as the caller (its entry hands control to serveValidationWorker) and send back only
// diagnostics and model ids; the cross-record rules then run once here. Same result as serial.
//
// node:os and node:worker_threads are loaded only when workers are started (or in a worker): a small
// registry, the pre-commit case, is validated here without paying for loading them.
import type * as WorkerThreads from 'node:worker_threads';
import { decodeUtf8, unquotedDates } from '../../core/toml/parse.js';
import type { JsonObject, RegistryFile, ValidationResult } from '../../core/types.js';
import {
  checkFiles,
  type FilesCheck,
  finishValidation,
  validateRegistry,
} from '../../core/validate/index.js';
import { os, workerThreads } from '../builtins.js';
import { WORKER_ARG } from './worker-arg.js';

const TASK = 'model-registry/validate';
/** Below this many files a worker's start-up (bundle load, schema compile) costs more than it saves. */
export const MIN_FILES = 400;
/**
 * From this many records a build checks its head on a worker thread while it works out the drift
 * events (measured at 10,000: the checks were 1.3–1.6 s of the main thread).
 */
export const MIN_OFF_THREAD = 1500;

interface Task {
  task: typeof TASK;
  files: RegistryFile[];
  only: string[] | null;
  /** Values parsed already (a build's history), by path: the worker parses only the others. */
  values?: Map<string, JsonObject>;
  /** As ValidateOptions.modelsDir. */
  modelsDir?: string | undefined;
}

export interface ParallelOptions {
  only?: Iterable<string>;
  /** The running bundle (`import.meta.url` of its entry); without it everything runs here. */
  workerUrl?: URL;
  jobs?: number;
  /** The records' folder in the repository, for messages that name files (ValidateOptions.modelsDir). */
  modelsDir?: string;
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

function runShare(Worker: typeof WorkerThreads.Worker, url: URL, task: Task): Promise<FilesCheck> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(url, { workerData: task, argv: [WORKER_ARG] });
    worker.once('message', (part: FilesCheck) => resolve(part));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`validation worker exited with code ${code}`));
    });
  });
}

/**
 * Validates like validateRegistry (`records` left empty when workers did the parsing); with `only`,
 * `files` counts the named files, the ones reported on.
 */
export async function validateFast(
  files: RegistryFile[],
  options: ParallelOptions = {},
): Promise<ValidationResult> {
  const only = options.only === undefined ? undefined : [...options.only];
  const result = await checkEverywhere(files, only, options);
  // Only the named files are reported on: "N valid" counts those, not the registry around them.
  return only === undefined ? result : { ...result, files: new Set(only).size };
}

async function checkEverywhere(
  files: RegistryFile[],
  only: string[] | undefined,
  options: ParallelOptions,
): Promise<ValidationResult> {
  const { modelsDir } = options;
  const serial = () => validateRegistry(files, { ...(only === undefined ? {} : { only }), modelsDir });
  if (!options.workerUrl || options.jobs === 1 || files.length < MIN_FILES) return serial();
  const jobs = Math.min(options.jobs ?? os().availableParallelism(), 8);
  if (jobs < 2) return serial();
  const url = options.workerUrl;
  const { Worker } = workerThreads();
  const parts = await Promise.all(
    shares(files, jobs).map((share) =>
      runShare(Worker, url, { task: TASK, files: share, only: only ?? null, modelsDir }),
    ),
  );
  const byPath = new Map(files.map((f) => [f.path, f]));
  // Decoded as the workers and one thread decode it, so a diagnostic is placed in the same text.
  const textOf = (path: string) => {
    const f = byPath.get(path);
    const decoded = f && 'bytes' in f ? decodeUtf8(path, f.bytes) : null;
    return decoded?.ok ? decoded.text : null;
  };
  return finishValidation(parts, textOf, only === undefined ? undefined : new Set(only), modelsDir);
}

/**
 * The per-file checks of a build's head on a worker thread, from the values the history reader
 * parsed (copied to the worker, which parses nothing again), while this thread does other work;
 * null, at once, where a worker would not pay (a small registry) or cannot start here.
 */
export function checkValuesOffThread(
  files: RegistryFile[],
  parsed: (path: string) => JsonObject | undefined,
  workerUrl: URL | undefined,
  modelsDir?: string,
): Promise<FilesCheck> | null {
  if (!workerUrl || files.length < MIN_OFF_THREAD) return null;
  const values = new Map<string, JsonObject>();
  for (const f of files) {
    const v = parsed(f.path);
    // A value with TOML dates where it holds text is parsed again there: the note of them
    // (unquotedDates) is this thread's, and a copy does not carry it.
    if (v !== undefined && unquotedDates(v) === undefined) values.set(f.path, v);
  }
  const { Worker } = workerThreads();
  return runShare(Worker, workerUrl, { task: TASK, files, only: null, values, modelsDir });
}

/**
 * In a worker started by validateFast or checkValuesOffThread: check the share and answer. False
 * anywhere else, told by the arguments first, so that an ordinary start never loads
 * node:worker_threads.
 */
export async function serveValidationWorker(): Promise<boolean> {
  if (process.argv[2] !== WORKER_ARG) return false;
  const { isMainThread, parentPort, workerData } = workerThreads();
  if (isMainThread || (workerData as Task | undefined)?.task !== TASK) return false;
  const { files, only, values, modelsDir } = workerData as Task;
  const part = checkFiles(files, {
    only: only === null ? undefined : new Set(only),
    keepRecords: false,
    modelsDir,
    ...(values ? { parsed: (path: string) => values.get(path) } : {}),
  });
  parentPort!.postMessage(part);
  return true;
}
