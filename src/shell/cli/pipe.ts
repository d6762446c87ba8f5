// Output to a pipe whose reader may leave early (`model-registry validate | head -1`): once it has,
// writing stops quietly instead of an unhandled EPIPE with a stack trace. The command still ends
// with its own exit code.
import type { Writable } from 'node:stream';

const GONE = new Set(['EPIPE', 'ERR_STREAM_DESTROYED', 'ERR_STREAM_WRITE_AFTER_END']);

export function pipeWriter(stream: Writable): (text: string) => void {
  let gone = false;
  stream.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== undefined && GONE.has(err.code)) gone = true;
    else throw err; // anything else is as unexpected as before
  });
  return (text) => {
    if (!gone && !stream.destroyed) stream.write(text);
  };
}
