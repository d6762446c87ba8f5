// Real git repositories in temp dirs for tests, with fixed identities and dates so ids repeat.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { TEST_COMPILE_CACHE } from '../harness/test-dist.js';

const run = promisify(execFile);

export interface TestRepo {
  dir: string;
  git: (...args: string[]) => Promise<string>;
  /** Writes (string) or deletes (null) files, commits them all, returns the new sha. */
  commit: (
    files: Record<string, string | Uint8Array | null>,
    message: string,
    /** Author and committer date as git takes it (`@<seconds> +0000`); the ticking clock otherwise. */
    date?: string,
  ) => Promise<string>;
  cleanup: () => void;
}

let clock = Date.parse('2026-08-01T10:00:00Z');

/**
 * Neither the machine's nor the contributor's git config (core.autocrlf, core.hooksPath, ...) reaches
 * a test's git; GIT_CONFIG_GLOBAL covers XDG_CONFIG_HOME's file too, which HOME does not. What a test
 * needs it sets with `git config` in the repository.
 */
export const NO_USER_GIT_CONFIG = { GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' } as const;

export function gitEnv(date?: string): NodeJS.ProcessEnv {
  clock += 3_600_000;
  const when = date ?? new Date(clock).toISOString();
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    // For a CLI a hook starts (pre-commit's): its code cache is the tests', not the home folder's.
    MODEL_REGISTRY_COMPILE_CACHE: TEST_COMPILE_CACHE,
    ...NO_USER_GIT_CONFIG,
    GIT_AUTHOR_NAME: 'Test Author',
    GIT_AUTHOR_EMAIL: 'author@example.org',
    GIT_COMMITTER_NAME: 'Test Committer',
    GIT_COMMITTER_EMAIL: 'committer@example.org',
    GIT_AUTHOR_DATE: when,
    GIT_COMMITTER_DATE: when,
  };
}

export async function createRepo(prefix = 'registry-'): Promise<TestRepo> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const gitAt = async (date: string | undefined, args: string[]) =>
    (await run('git', args, { cwd: dir, env: gitEnv(date), maxBuffer: 1 << 28 })).stdout;
  const git = (...args: string[]) => gitAt(undefined, args);
  await git('init', '-q', '-b', 'main');
  await git('config', 'commit.gpgsign', 'false');
  return {
    dir,
    git,
    async commit(files, message, date) {
      for (const [path, content] of Object.entries(files)) {
        const abs = join(dir, path);
        if (content === null) unlinkSync(abs);
        else {
          mkdirSync(dirname(abs), { recursive: true });
          writeFileSync(abs, content);
        }
      }
      await git('add', '-A');
      await gitAt(date, ['commit', '-q', '--allow-empty', '-m', message]);
      return (await git('rev-parse', 'HEAD')).trim();
    },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}
