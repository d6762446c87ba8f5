// Client timing for tests: the throttling plugin's groups with the production concurrency but no spacing
// (its own are process-wide and space writes 1 s apart), and every retry wait scaled to 0 ms.
import Bottleneck from 'bottleneck';
import type { Timing } from '../../src/shell/github/octokit.js';

export function zeroDelays(): Timing {
  const group = (maxConcurrent: number) => new Bottleneck.Group({ maxConcurrent, minTime: 0 });
  return {
    groups: { global: group(10), auth: group(1), search: group(1), write: group(1), notifications: group(1) },
    retryAfterBaseValue: 0,
    fallbackSecondaryRateRetryAfter: 0,
    raceBackoffMs: 0,
  };
}
