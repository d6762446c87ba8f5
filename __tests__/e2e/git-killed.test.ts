// A git run killed from outside (a cancelled job's process tree, the system out of memory) exits
// with no code and prints nothing: the build said "git log failed: exit code null", or
// "git cat-file --batch failed: " with nothing after it. It now names the signal. The build runs
// with a `git` first on PATH that kills itself when its command line holds $KILL_GIT.

import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRepo, type TestRepo } from '../helpers/git-repo.js';
import { record } from '../helpers/records.js';
import { runCli } from './run-cli.js';

let repo: TestRepo;
let bin: string;
beforeAll(async () => {
  repo = await createRepo('git-killed-');
  await repo.commit({ 'models/acme/one.toml': record('acme', 'one') }, 'one');
  const realGit = execFileSync('sh', ['-c', 'command -v git']).toString().trim();
  bin = mkdtempSync(join(tmpdir(), 'git-killed-bin-'));
  writeFileSync(
    join(bin, 'git'),
    `#!/bin/sh\ncase " $* " in *" $KILL_GIT "*) kill -"$KILL_SIGNAL" $$ ;; esac\nexec ${realGit} "$@"\n`,
  );
  chmodSync(join(bin, 'git'), 0o755);
});
afterAll(() => {
  repo.cleanup();
  rmSync(bin, { recursive: true, force: true });
});

it.each([
  ['git rev-parse', 'HEAD^{commit}', 'SIGTERM'],
  ['git log', 'log', 'SIGKILL'],
  ['git cat-file --batch', '--batch', 'SIGKILL'],
])('%s stopped by a signal is said so', async (name, word, signal) => {
  const out = join(bin, `out-${signal}-${name.length}`);
  const run = await runCli(
    ['build', '--root', '.', '--out', out, '--repository-url', 'https://github.com/acme/registry'],
    repo.dir,
    {
      PATH: `${bin}:${process.env.PATH}`,
      KILL_GIT: word,
      KILL_SIGNAL: signal.slice(3),
    },
  );
  expect(run.code).toBe(2);
  expect(run.stderr).toBe(
    `model-registry: ${name} failed: git was stopped by ${signal} from outside (a cancelled job? the system out of memory?)\n`,
  );
});
