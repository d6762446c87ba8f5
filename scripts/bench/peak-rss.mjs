// Preloaded into a measured process: reports its peak resident memory on stderr when it exits.
// Worker threads inherit the preload; only the main thread reports, at the process's end (a worker
// that ends early would report the peak so far, not the process's).
import { writeSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

if (isMainThread)
  process.on('exit', () => {
    writeSync(2, `\n@@peak-rss-kb ${process.resourceUsage().maxRSS}\n`);
  });
