// Runs the action's run() in this process, in the runner-like environment runAction gives a spawned
// bundle, and returns the same ActionRun: no bundle to build, no process to start, and the GitHub client
// gets zero delays. Most flows are tested this way; a few still run the built bundle end to end.
// It owns process.env, the working directory, process.exitCode and stdout/stderr while it runs, and
// restores them after: one run at a time. jest gives test code its own copy of process.env; the git
// processes the action starts get it all the same, as each is given its environment (shell/git/exec.ts's
// gitEnv), so the runner's variables reach git as in a spawned run.
import { rm } from 'node:fs/promises';
import * as core from '@actions/core';
import { run } from '../../src/shell/action/run.js';
import type { Timing } from '../../src/shell/github/octokit.js';
import { type ActionRun, collectRun, prepareRunner, type RunActionOptions } from './run-action.js';
import { zeroDelays } from './zero-delays.js';

export interface RunInProcessOptions extends Omit<RunActionOptions, 'entry'> {
  /** The GitHub client's waits (default: none at all). */
  timing?: Timing;
}

type Write = typeof process.stdout.write;

let busy = false;

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

function withTimeout<T>(work: Promise<T>, ms: number, what: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`action timed out after ${ms} ms\n${what()}`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export async function runInProcess(opts: RunInProcessOptions): Promise<ActionRun> {
  if (busy) throw new Error('runInProcess: one run at a time (it owns process.env, cwd and stdout)');
  busy = true;
  const setup = await prepareRunner(opts);
  const saved = {
    env: { ...process.env },
    cwd: process.cwd(),
    exitCode: process.exitCode,
    stdout: process.stdout.write,
    stderr: process.stderr.write,
  };
  const out: string[] = [];
  const err: string[] = [];
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
    try {
      const timeoutMs = opts.timeoutMs ?? 60_000;
      await withTimeout(run({ timing: opts.timing ?? zeroDelays() }), timeoutMs, () =>
        out.join('').slice(-4000),
      );
    } catch (e) {
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
  } finally {
    process.stdout.write = saved.stdout;
    process.stderr.write = saved.stderr;
    process.exitCode = saved.exitCode;
    process.chdir(saved.cwd);
    replaceEnv(saved.env);
    busy = false;
    await rm(setup.temp, { recursive: true, force: true });
  }
}
