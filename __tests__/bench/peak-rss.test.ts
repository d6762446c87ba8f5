// The bench's preload (scripts/bench/peak-rss.mjs): one report per process, from its main thread at
// the end, with the process's peak memory and the CPU time of all its threads.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const PRELOAD = resolve('scripts', 'bench', 'peak-rss.mjs');

// Burns about 200 ms of CPU on a worker thread, which ends before the main thread (its own report,
// were it to make one, would come first), then holds ~64 MB on the main thread.
const SCRIPT = `
const { Worker } = require('node:worker_threads');
const w = new Worker("const s = process.cpuUsage(); while (process.cpuUsage(s).user < 200000) {}", { eval: true });
w.on('exit', () => { globalThis.kept = Buffer.alloc(64 * 1024 * 1024, 1); });
`;

test('reports once, at the end, the peak memory and the CPU time of every thread', () => {
  const run = spawnSync(process.execPath, ['--import', PRELOAD, '-e', SCRIPT], { encoding: 'utf8' });
  expect(run.status).toBe(0);
  const rss = [...run.stderr.matchAll(/@@peak-rss-kb (\d+)/g)];
  const cpu = [...run.stderr.matchAll(/@@cpu-us (\d+) (\d+)/g)];
  expect(rss).toHaveLength(1);
  expect(cpu).toHaveLength(1);
  expect(Number(rss[0]![1])).toBeGreaterThan(64 * 1024);
  // The worker's 200 ms count: it is the process's time, not the main thread's alone.
  expect(Number(cpu[0]![1])).toBeGreaterThanOrEqual(200_000);
  expect(Number(cpu[0]![2])).toBeGreaterThanOrEqual(0);
});
