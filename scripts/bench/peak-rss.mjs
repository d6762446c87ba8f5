// Preloaded into a measured process: reports its peak resident memory, and the CPU time it used in
// user and in system (kernel) mode, on stderr when it exits. Worker threads inherit the preload;
// only the main thread reports, at the process's end (a worker that ends early would report the
// figures so far, not the process's). Both CPU figures cover every thread of the process; system
// time (creating files, faulting in memory) is what a loaded host moves most from run to run.
import { writeSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

if (isMainThread)
  process.on('exit', () => {
    const { maxRSS, userCPUTime, systemCPUTime } = process.resourceUsage();
    writeSync(2, `\n@@peak-rss-kb ${maxRSS}\n@@cpu-us ${userCPUTime} ${systemCPUTime}\n`);
  });
