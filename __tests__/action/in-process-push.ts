// What the in-process push tests (publish.test.ts, publish-damaged.test.ts) run against and hand
// runPush: the origin and its emulator, the settings a runner's inputs would make for a push to main
// publishing to gh-pages (models-dir.test.ts starts from them too), and a client on the emulator
// that never waits between race retries; the stdout capture and the teardown.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getOctokit } from '@actions/github';
import { jest } from '@jest/globals';
import type { Settings } from '../../src/shell/action/settings.js';
import type { Client } from '../../src/shell/github/octokit.js';
import { type GitHubEmulator, startGitHubEmulator } from '../harness/github/server.js';
import { createTestRepo, type TestRepo } from '../harness/github/test-repo.js';
import { checkoutOf } from './push-setup.js';

export const REPO = { owner: 'acme', repo: 'registry' };

export function pushSettings(gh: GitHubEmulator, sha: string, workspace: string): Settings {
  return {
    token: 't',
    modelsDir: 'models',
    pagesBranch: 'gh-pages',
    pagesDir: '',
    publish: 'true',
    comment: false,
    failOnInvalid: true,
    eventName: 'push',
    payload: {},
    ...REPO,
    sha,
    ref: 'refs/heads/main',
    defaultBranch: 'main', // as a push payload names it
    workspace,
    apiUrl: gh.url,
    serverUrl: 'https://github.com',
    repositoryUrl: 'https://github.com/acme/registry',
  };
}

export function emulatorClient(gh: GitHubEmulator): Client {
  return {
    octokit: getOctokit('t', { baseUrl: gh.url }),
    requestCount: () => gh.requests.length,
    raceBackoffMs: () => 0,
  };
}

/** What @actions/core writes to stdout (workflow commands: warnings, errors), kept in `into`. */
export function captureStdout(into: string[]): void {
  jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    into.push(String(chunk));
    return true;
  });
}

/** What an in-process push test runs against: the origin repository, its emulator, a scratch folder. */
export interface InProcessWorld {
  origin: TestRepo;
  gh: GitHubEmulator;
  scratch: string;
}

/** A new empty origin served by the emulator (any token), and a scratch folder named `prefix…`. */
export async function startInProcessWorld(prefix: string): Promise<InProcessWorld> {
  const origin = await createTestRepo();
  const gh = await startGitHubEmulator({ ...REPO, gitDir: origin.dir });
  return { origin, gh, scratch: await mkdtemp(join(tmpdir(), prefix)) };
}

/** After each test: the emulator saw no request it could not serve, and everything is removed. */
export async function tearDown(world: InProcessWorld) {
  jest.restoreAllMocks();
  expect(world.gh.internalErrors).toEqual([]);
  expect(world.gh.violations).toEqual([]);
  await world.gh.close();
  await world.origin.cleanup();
  await rm(world.scratch, { recursive: true, force: true });
}

/** The settings of a push of `sha`, in a full clone of the origin at `sha` (as actions/checkout makes). */
export async function checkedOutSettings(world: InProcessWorld, sha: string): Promise<Settings> {
  return pushSettings(world.gh, sha, await checkoutOf(world, sha, 'full', { by: 'clone' }));
}
