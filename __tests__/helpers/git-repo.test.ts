// The test repositories are the same on every machine: a contributor's git config (a global hooks
// folder, core.autocrlf) does not reach them.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRepo, type TestRepo } from './git-repo.js';

let home: string;
let repo: TestRepo | undefined;
const savedHome = process.env.HOME;

beforeEach(() => {
  home = mkdtempSync(join(tmpdir(), 'git-home-'));
  mkdirSync(join(home, 'hooks'));
  writeFileSync(join(home, 'hooks', 'pre-commit'), '#!/bin/sh\necho "the global hook refuses" >&2\nexit 1\n');
  chmodSync(join(home, 'hooks', 'pre-commit'), 0o755);
  writeFileSync(
    join(home, '.gitconfig'),
    `[core]\n\thooksPath = ${join(home, 'hooks')}\n\tautocrlf = true\n`,
  );
  process.env.HOME = home;
});
afterEach(() => {
  process.env.HOME = savedHome;
  repo?.cleanup();
  repo = undefined;
  rmSync(home, { recursive: true, force: true });
});

test("a contributor's global hooksPath and autocrlf do not reach test repositories", async () => {
  repo = await createRepo();
  // Before: the global pre-commit hook refused every commit.
  await repo.commit({ 'a.txt': 'one\r\ntwo\r\n' }, 'crlf');
  // Before: autocrlf=true stored the blob with LF line ends.
  expect(await repo.git('cat-file', '-p', 'HEAD:a.txt')).toBe('one\r\ntwo\r\n');
  expect(await repo.git('config', 'core.hooksPath').catch(() => 'unset')).toBe('unset');
});

test('what a test sets in the repository still applies', async () => {
  repo = await createRepo();
  await repo.git('config', 'core.autocrlf', 'true');
  await repo.commit({ 'a.txt': 'one\r\ntwo\r\n' }, 'crlf');
  expect(await repo.git('cat-file', '-p', 'HEAD:a.txt')).toBe('one\ntwo\n');
});
