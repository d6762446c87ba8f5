// Entry of the `model-registry` command-line tool.
import { main } from './shell/cli/main.js';

process.exitCode = await main(process.argv.slice(2), {
  cwd: process.cwd(),
  out: (t) => process.stdout.write(t),
  err: (t) => process.stderr.write(t),
  errIsTty: Boolean(process.stderr.isTTY),
});
