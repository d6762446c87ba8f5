// Runs the action's run() in this process, in the runner-like environment runAction gives a spawned
// bundle, and returns the same ActionRun: no bundle to build, no process to start, and the GitHub client
// gets zero delays. Most flows are tested this way; a few still run the built bundle end to end.
// It owns process.env, the working directory, process.exitCode and stdout/stderr while it runs, and
// restores them after: one run at a time. jest gives test code its own copy of process.env; the git
// processes the action starts get it all the same, as each is given its environment (shell/git/exec.ts's
// gitEnv), so the runner's variables reach git as in a spawned run.
// A run that times out cannot be stopped: it keeps all that until it settles (bounded), and runs asked
// for meanwhile are refused, so the next tests neither share its state nor lose their own output.
import { rm } from 'node:fs/promises';
import * as core from '@actions/core';
import { run } from '../../src/shell/action/run.js';
import type { Timing } from '../../src/shell/github/octokit.js';
import {
  ACTION_TIMEOUT_MS,
  type ActionRun,
  collectRun,
  prepareRunner,
  type RunActionOptions,
} from './run-action.js';
import { zeroDelays } from './zero-delays.js';

export interface RunInProcessOptions extends Omit<RunActionOptions, 'entry'> {
  /** The GitHub client's waits (default: none at all). */
  timing?: Timing;
  /** What runs in the action's place (default: the action's run()); for the harness's own tests. */
  action?: typeof run;
}

type Write = typeof process.stdout.write;

/**
 * How long a run that timed out gets to settle (the test's emulator and repository are usually torn
 * down meanwhile, which ends it) before this process gets its env, cwd and stdout back regardless.
 */
export const ABANDONED_RUN_BOUND_MS = 20_000;

let busy = false;
/** Set while a run that timed out still owns the process: resolves once it has been given back. */
let abandoned: Promise<void> | undefined;
/** Set for good when a run that timed out never settled: later runs would share its state. */
let neverSettled = false;
/** Set while any run owns the process: resolves once it has been given back. */
let owned: Promise<void> | undefined;

/** Resolves once a run that timed out has settled and the process is restored (at once if none). */
export function abandonedRunSettled(): Promise<void> {
  return abandoned ?? Promise.resolve();
}

// A test that jest timed out (or whose run the harness gave up on) leaves its run going: the next test
// of the file starts only once that run has given the process back, and the file ends only then, so
// jest's report is not written into a captured stdout. At once when no run is going.
const HOOK_BOUND_MS = ACTION_TIMEOUT_MS + ABANDONED_RUN_BOUND_MS + 5_000;
beforeEach(() => owned, HOOK_BOUND_MS);
afterAll(() => owned, HOOK_BOUND_MS);

function replaceEnv(next: Record<string, string | undefined>): void {
  for (const key of Object.keys(process.env)) delete process.env[key];
  for (const [key, value] of Object.entries(next)) if (value !== undefined) process.env[key] = value;
}

/** A stream's write that appends to `sink` instead (and still honours the callback). */
function captureInto(sink: string[]): Write {
  return ((chunk: string | Uint8Array, encoding?: unknown, callback?: unknown) => {
    sink.push(
      typeof chunk === 'string'
        ? chunk
        : Buffer.from(chunk).toString(typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
    );
    const cb = typeof encoding === 'function' ? encoding : callback;
    if (typeof cb === 'function') queueMicrotask(() => cb());
    return true;
  }) as Write;
}

class TimedOut extends Error {}

const TIMED_OUT = Symbol('timed out');

/** `work`'s outcome, or TIMED_OUT after `ms` (work is left running: it cannot be cancelled). */
function settleWithin<T>(work: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((done) => {
    timer = setTimeout(() => done(TIMED_OUT), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export async function runInProcess(opts: RunInProcessOptions): Promise<ActionRun> {
  if (neverSettled || abandoned)
    throw new Error(
      neverSettled
        ? `runInProcess: a previous run timed out and never settled within ${ABANDONED_RUN_BOUND_MS} ms; no further runs in this file`
        : 'runInProcess: the previous run timed out and is still running (it owns process.env, cwd and stdout)',
    );
  if (busy) throw new Error('runInProcess: one run at a time (it owns process.env, cwd and stdout)');
  busy = true;
  let release = () => {};
  owned = new Promise<void>((done) => {
    release = done;
  });
  let setup: Awaited<ReturnType<typeof prepareRunner>>;
  try {
    setup = await prepareRunner(opts);
  } catch (e) {
    busy = false;
    owned = undefined;
    release();
    throw e;
  }
  const saved = {
    env: { ...process.env },
    cwd: process.cwd(),
    exitCode: process.exitCode,
    stdout: process.stdout.write,
    stderr: process.stderr.write,
  };
  const restore = async () => {
    process.stdout.write = saved.stdout;
    process.stderr.write = saved.stderr;
    process.exitCode = saved.exitCode;
    process.chdir(saved.cwd);
    replaceEnv(saved.env);
    busy = false;
    abandoned = undefined;
    owned = undefined;
    release();
    await rm(setup.temp, { recursive: true, force: true });
  };
  const out: string[] = [];
  const err: string[] = [];
  let action: Promise<void> | undefined;
  try {
    replaceEnv(setup.env);
    process.chdir(opts.cwd);
    process.exitCode = undefined;
    // @actions/core caches the summary file's path on first use: a new run has a new file.
    (core.summary as unknown as { _filePath?: string })._filePath = undefined;
    core.summary.emptyBuffer();
    process.stdout.write = captureInto(out);
    process.stderr.write = captureInto(err);
    const started = Date.now();
    let crashed = false;
    // Below jest's testTimeout, so this message (with the log's tail) is the one reported.
    const timeoutMs = opts.timeoutMs ?? ACTION_TIMEOUT_MS;
    action = (opts.action ?? run)({ timing: opts.timing ?? zeroDelays() });
    try {
      if ((await settleWithin(action, timeoutMs)) === TIMED_OUT) {
        const tail = (s: string[]) => s.join('').slice(-4000);
        throw new TimedOut(
          `action timed out after ${timeoutMs} ms\nstdout:\n${tail(out)}\nstderr:\n${tail(err)}`,
        );
      }
    } catch (e) {
      if (e instanceof TimedOut) throw e;
      // What an uncaught error does to a process: its stack on stderr, exit code 1.
      crashed = true;
      err.push(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    }
    const exitCode = Number(process.exitCode ?? 0);
    process.stdout.write = saved.stdout;
    process.stderr.write = saved.stderr;
    return await collectRun(
      setup,
      { code: crashed ? 1 : exitCode, signal: null, stdout: out.join(''), stderr: err.join('') },
      started,
    );
  } catch (e) {
    if (e instanceof TimedOut && action) {
      // The abandoned run still works in this process's env and cwd and writes to its stdout: taking
      // them from under it would let it act on the next test's state. So it keeps them until it
      // settles (or the bound passes), and runs started meanwhile are refused.
      const running = action.catch(() => undefined);
      abandoned = settleWithin(running, ABANDONED_RUN_BOUND_MS).then(async (outcome) => {
        if (outcome === TIMED_OUT) neverSettled = true;
        await restore();
      });
    }
    throw e;
  } finally {
    // Not after a timeout: the abandoned run's settling restores (above).
    if (!abandoned) await restore();
  }
}
