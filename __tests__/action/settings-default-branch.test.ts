// Which branch the feed follows, as the settings learn it from the event. A scheduled run's payload
// names no repository, but GitHub runs it on the default branch's tip (GITHUB_REF names that
// branch), so it may rebuild a feed the default branch's history no longer holds, as a push can.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readSettings } from '../../src/shell/action/settings.js';

let dir: string;
const saved = process.env.INPUT_TOKEN;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'settings-'));
  process.env.INPUT_TOKEN = 'a-token';
});
afterAll(() => {
  if (saved === undefined) delete process.env.INPUT_TOKEN;
  else process.env.INPUT_TOKEN = saved;
  rmSync(dir, { recursive: true, force: true });
});

function settingsOf(eventName: string, payload: object, ref: string) {
  const path = join(dir, `${eventName}.json`);
  writeFileSync(path, JSON.stringify(payload));
  return readSettings({
    GITHUB_EVENT_NAME: eventName,
    GITHUB_EVENT_PATH: path,
    GITHUB_REPOSITORY: 'acme/registry',
    GITHUB_SHA: 'a'.repeat(40),
    GITHUB_REF: ref,
    GITHUB_WORKSPACE: dir,
  });
}

it('a scheduled run is of the default branch, which GITHUB_REF names', () => {
  expect(settingsOf('schedule', { schedule: '17 3 * * *' }, 'refs/heads/trunk').defaultBranch).toBe('trunk');
});

it("another event's payload names the default branch, whatever the ref", () => {
  const push = { repository: { default_branch: 'main' } };
  expect(settingsOf('push', push, 'refs/heads/feature').defaultBranch).toBe('main');
});

it('a payload without it, on another event, leaves it unknown', () => {
  expect(settingsOf('workflow_run', {}, 'refs/heads/feature').defaultBranch).toBeUndefined();
});

it('an empty default_branch is none: a schedule run still takes GITHUB_REF, another event leaves it unknown', () => {
  const empty = { repository: { default_branch: '' } };
  expect(settingsOf('schedule', empty, 'refs/heads/trunk').defaultBranch).toBe('trunk');
  expect(settingsOf('push', empty, 'refs/heads/feature').defaultBranch).toBeUndefined();
});
