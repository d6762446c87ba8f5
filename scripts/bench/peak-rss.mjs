// Preloaded into a measured process: reports its peak resident memory on stderr when it exits.
import { writeSync } from 'node:fs';

process.on('exit', () => {
  writeSync(2, `\n@@peak-rss-kb ${process.resourceUsage().maxRSS}\n`);
});
