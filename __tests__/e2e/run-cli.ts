// Runs the built CLI as a separate process, the way a user or a workflow would: .test-dist/cli.cjs,
// bundled fresh from src/ by the jest globalSetup.
import { spawn } from 'node:child_process';
import { CLI_ENTRY as CLI, TEST_COMPILE_CACHE } from '../harness/test-dist.js';

export { CLI };

export function runCli(
  args: string[],
  cwd: string,
  /** Added to the bare environment the CLI runs in (PATH, HOME and the tests' compile cache). */
  env: NodeJS.ProcessEnv = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      cwd,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        MODEL_REGISTRY_COMPILE_CACHE: TEST_COMPILE_CACHE,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // A run that never ends is killed and fails its test (code -1) instead of hanging the suite.
      timeout: 45_000,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (b) => {
      stdout += b;
    });
    child.stderr.on('data', (b) => {
      stderr += b;
    });
    child.on('error', fail);
    child.on('close', (code) => done({ code: code ?? -1, stdout, stderr }));
  });
}
