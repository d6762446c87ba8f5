// What the in-process push tests (publish.test.ts, publish-damaged.test.ts) hand runPush: the
// settings a runner's inputs would make for a push to main publishing to gh-pages, and a client
// on the emulator that never waits between race retries.
import { getOctokit } from '@actions/github';
import type { Settings } from '../../src/shell/action/settings.js';
import type { Client } from '../../src/shell/github/octokit.js';
import type { GitHubEmulator } from '../harness/github/server.js';

export const REPO = { owner: 'acme', repo: 'registry' };

export function pushSettings(gh: GitHubEmulator, sha: string, workspace: string): Settings {
  return {
    token: 't',
    modelsDir: 'models',
    pagesBranch: 'gh-pages',
    publish: 'true',
    comment: false,
    failOnInvalid: true,
    eventName: 'push',
    payload: {},
    ...REPO,
    sha,
    ref: 'refs/heads/main',
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
