// The CLI run in-process from the source, its output collected (the e2e tests run a built bundle).
import { main } from '../../src/shell/cli/main.js';

/** `stdin`: what the command reads from its standard input (`validate --stdin-filename PATH -`). */
export async function cli(args: string[], cwd: string, stdin?: string) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, {
    cwd,
    out: (t) => {
      stdout += t;
    },
    err: (t) => {
      stderr += t;
    },
    errIsTty: false,
    ...(stdin === undefined ? {} : { readStdin: async () => Buffer.from(stdin) }),
  });
  return { code, stdout, stderr };
}
