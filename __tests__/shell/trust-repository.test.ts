// The action trusts its workspace for git (a container job runs as root on the runner user's
// checkout). Git 2.35.2 to 2.37 (and the fixes backported to older ones, such as Ubuntu 22.04's
// 2.34.1) honour safe.directory only in system or global config, not on the command line; 2.38 on
// honour the command line too. So the trust is given in global scope, beside the user's own config.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { jest } from '@jest/globals';
import { gitText, trustRepository } from '../../src/shell/git/exec.js';
import { createRepo, type TestRepo } from '../helpers/git-repo.js';

/**
 * A copy of exec.js of its own: its trust (the folders and the file that lists them) is module state
 * that lives as long as the process, so a test that changes what the file is made from (the user's
 * GIT_CONFIG_GLOBAL) or removes it (an emptied RUNNER_TEMP) would leave the other tests' git runs
 * reading another global config, or none, whichever order they run in.
 */
async function freshExec(): Promise<typeof import('../../src/shell/git/exec.js')> {
  let fresh: typeof import('../../src/shell/git/exec.js') | undefined;
  await jest.isolateModulesAsync(async () => {
    fresh = await import('../../src/shell/git/exec.js');
  });
  return fresh!;
}

let repo: TestRepo;
let home: string;
const saved = {
  HOME: process.env.HOME,
  XDG_CONFIG_HOME: process.env.XDG_CONFIG_HOME,
  RUNNER_TEMP: process.env.RUNNER_TEMP,
};
beforeAll(async () => {
  repo = await createRepo('trust-');
  home = mkdtempSync(join(tmpdir(), 'trust-home-'));
  // The user's own global config, in both places git reads it from.
  writeFileSync(join(home, '.gitconfig'), '[user]\n\tname = From Home\n');
  mkdirSync(join(home, '.config', 'git'), { recursive: true });
  writeFileSync(join(home, '.config', 'git', 'config'), '[alias]\n\tst = status\n');
  process.env.HOME = home;
  delete process.env.XDG_CONFIG_HOME;
  // The trust files' folders go here, removed with it: their 'exit' listener never runs under jest,
  // whose process object is a copy, and they were left in the system's temp folder on every run.
  process.env.RUNNER_TEMP = join(home, 'runner-temp');
  mkdirSync(process.env.RUNNER_TEMP);
  trustRepository(repo.dir);
});
afterAll(() => {
  process.env.HOME = saved.HOME;
  if (saved.XDG_CONFIG_HOME !== undefined) process.env.XDG_CONFIG_HOME = saved.XDG_CONFIG_HOME;
  if (saved.RUNNER_TEMP === undefined) delete process.env.RUNNER_TEMP;
  else process.env.RUNNER_TEMP = saved.RUNNER_TEMP;
  repo.cleanup();
  rmSync(home, { recursive: true, force: true });
});

it('git reads the trust in global scope', async () => {
  const scoped = await gitText(['config', '--show-scope', '--get-all', 'safe.directory'], repo.dir);
  expect(scoped.split('\n')).toContain(`global\t${repo.dir}`);
});

it("the user's own global config still counts, from ~/.gitconfig and ~/.config/git/config", async () => {
  const scoped = (key: string) => gitText(['config', '--show-scope', '--get', key], repo.dir);
  expect(await scoped('user.name')).toBe('global\tFrom Home');
  expect(await scoped('alias.st')).toBe('global\tstatus');
});

it('a repository another user owns is read', async () => {
  // git's own stand-in for a folder another user owns (its safe.directory tests).
  process.env.GIT_TEST_ASSUME_DIFFERENT_OWNER = '1';
  try {
    expect(await gitText(['rev-parse', '--is-inside-work-tree'], repo.dir)).toBe('true');
  } finally {
    delete process.env.GIT_TEST_ASSUME_DIFFERENT_OWNER;
  }
});

it('a folder whose name holds quotes, backslashes or a tab is trusted as written', async () => {
  const odd = join(home, 'a "quoted"\\back\tslash');
  trustRepository(odd);
  const scoped = await gitText(['config', '--show-scope', '--get-all', 'safe.directory'], repo.dir);
  expect(scoped.split('\n')).toEqual(expect.arrayContaining([`global\t${repo.dir}`, `global\t${odd}`]));
});

it("a GIT_CONFIG_GLOBAL of the user's given relative to the working folder still counts", async () => {
  const own = join(home, 'own.gitconfig');
  writeFileSync(own, '[user]\n\temail = own@example.com\n');
  const exec = await freshExec();
  const cwd = process.cwd();
  process.chdir(home);
  process.env.GIT_CONFIG_GLOBAL = 'own.gitconfig';
  try {
    exec.trustRepository(repo.dir);
  } finally {
    delete process.env.GIT_CONFIG_GLOBAL;
    process.chdir(cwd);
  }
  const scoped = await exec.gitText(['config', '--show-scope', '--get', 'user.email'], repo.dir);
  expect(scoped).toBe('global\town@example.com');
});

it('a process that trusts many workspaces, each in a RUNNER_TEMP removed after it, waits on exit once', async () => {
  // The in-process test runs: a listener every other run, until Node warned of a leak into a run's stderr.
  const exec = await freshExec();
  const saved = process.env.RUNNER_TEMP;
  const before = process.listenerCount('exit');
  try {
    exec.trustRepository(repo.dir);
    const origin = await exec.gitText(['config', '--show-origin', '--get-all', 'safe.directory'], repo.dir);
    const file = /^file:(.*)\t/m.exec(origin)![1]!;
    rmSync(dirname(file), { recursive: true, force: true }); // as the runner empties RUNNER_TEMP
    for (let i = 0; i < 6; i++) {
      const temp = mkdtempSync(join(tmpdir(), 'trust-temp-'));
      process.env.RUNNER_TEMP = temp;
      exec.trustRepository(join(repo.dir, `ws-${i}`));
      rmSync(temp, { recursive: true, force: true });
    }
  } finally {
    if (saved === undefined) delete process.env.RUNNER_TEMP;
    else process.env.RUNNER_TEMP = saved;
  }
  expect(process.listenerCount('exit') - before).toBeLessThanOrEqual(1);
});
