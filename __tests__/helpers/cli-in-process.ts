// The CLI run in-process from the source, its output collected (the e2e tests run a built bundle).
import { main } from '../../src/shell/cli/main.js';

export async function cli(args: string[], cwd: string) {
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
  });
  return { code, stdout, stderr };
}
