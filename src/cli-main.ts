// The `model-registry` command-line tool (and its validation worker threads). Bundled as CommonJS
// (dist/cli-main.cjs) for cli.ts to load through V8's code cache.
import { EXIT } from './shell/cli/io.js';
import { main } from './shell/cli/main.js';
import { pipeWriter } from './shell/cli/pipe.js';
import { serveValidationWorker } from './shell/parallel/validate.js';

export { warmUp } from './shell/cli/warm-up.js';

/** `entry`: the script a worker thread starts (the loader, so workers load through the cache too). */
export async function start(entry: URL): Promise<void> {
  if (await serveValidationWorker()) return;
  // A failed write may be told before the command ends or after (the stream reports it later).
  let failure = false;
  const failed = (where: string) => (why: string) => {
    failure = true;
    process.exitCode = EXIT.usage;
    if (where === 'stdout' && !process.stderr.destroyed)
      process.stderr.write(`model-registry: cannot write to stdout: ${why}\n`, () => {});
  };
  const code = await main(process.argv.slice(2), {
    cwd: process.cwd(),
    out: pipeWriter(process.stdout, failed('stdout')),
    err: pipeWriter(process.stderr, failed('stderr')),
    errIsTty: Boolean(process.stderr.isTTY),
    workerUrl: entry,
    readStdin: async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
  });
  process.exitCode = failure ? EXIT.usage : code;
}
