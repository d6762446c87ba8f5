// The bundle the end-to-end tests run is the current sources, built by the jest globalSetup: the same
// bytes a build made now gives (the build is deterministic), never a stale committed dist/.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ACTION_ENTRY, CLI_ENTRY, CLI_MAIN } from './test-dist.js';

test('.test-dist holds the action and the CLI as built from the sources now', async () => {
  const out = await mkdtemp(join(tmpdir(), 'test-dist-check-'));
  try {
    await promisify(execFile)(process.execPath, ['scripts/build.mjs', out]);
    for (const [built, fresh] of [
      [ACTION_ENTRY, join(out, 'index.js')],
      [CLI_ENTRY, join(out, 'cli.cjs')],
      [CLI_MAIN, join(out, 'cli-main.cjs')],
    ] as const) {
      expect((await readFile(built)).equals(await readFile(fresh))).toBe(true);
    }
  } finally {
    await rm(out, { recursive: true, force: true });
  }
});
