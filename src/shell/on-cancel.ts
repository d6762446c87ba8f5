// A cancelled job: the runner sends SIGINT, then SIGTERM about 7.5 s later, then kills the process
// tree. Node's default for both signals is to exit at once, which is right for almost everything
// here (the pages branch moves in one request at the end, so a stopped publish changes nothing), but
// not for work that leaves something open on GitHub: a check run left in_progress blocks a required
// check until a re-run. Such work registers how to close it; the first signal runs those closings,
// bounded, then ends the process by that same signal, as it would have ended without them.

/** How long the closings may take: inside the runner's grace before SIGTERM (about 7.5 s). */
export const CANCEL_GRACE_MS = 5000;

const closings = new Set<() => Promise<void>>();
const SIGNALS = ['SIGINT', 'SIGTERM'] as const;
let cancelling = false;

function onSignal(signal: NodeJS.Signals): void {
  if (cancelling) return; // a second signal while closing: the first one's ending stands
  cancelling = true;
  const all = Promise.allSettled([...closings].map((close) => close()));
  const bounded = new Promise((done) => setTimeout(done, CANCEL_GRACE_MS).unref());
  void Promise.race([all, bounded]).then(() => {
    for (const s of SIGNALS) process.removeListener(s, onSignal);
    process.kill(process.pid, signal); // no listener left: the default, ending by the signal
  });
}

/**
 * Runs `work`; a SIGINT or SIGTERM meanwhile runs `close` (best effort, at most CANCEL_GRACE_MS)
 * before the process ends by the signal. Outside such work the signals keep Node's default.
 */
export async function closingOnCancel<T>(close: () => Promise<void>, work: () => Promise<T>): Promise<T> {
  if (closings.size === 0 && !cancelling) for (const s of SIGNALS) process.on(s, onSignal);
  closings.add(close);
  try {
    return await work();
  } finally {
    closings.delete(close);
    if (closings.size === 0 && !cancelling) for (const s of SIGNALS) process.removeListener(s, onSignal);
  }
}
