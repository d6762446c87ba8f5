// Output to a pipe whose reader may leave early (`model-registry validate | head -1`): once it has,
// writing stops quietly instead of an unhandled EPIPE with a stack trace. The command still ends
// with its own exit code. Any other failure to write (a full disk, `> /dev/full`) is an I/O error:
// said in one line, not as a stack trace, and the command ends with exit 2, never as "invalid" (1).
import type { Writable } from 'node:stream';

const GONE = new Set(['EPIPE', 'ERR_STREAM_DESTROYED', 'ERR_STREAM_WRITE_AFTER_END']);

/** `failed`: told once, with what went wrong, when the stream fails otherwise than by its reader leaving. */
export function pipeWriter(stream: Writable, failed: (why: string) => void): (text: string) => void {
  let gone = false;
  stream.on('error', (err: NodeJS.ErrnoException) => {
    if (gone) return;
    gone = true;
    if (err.code === undefined || !GONE.has(err.code)) failed(err.message);
  });
  return (text) => {
    if (!gone && !stream.destroyed) stream.write(text);
  };
}
