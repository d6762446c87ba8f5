// Jest globalSetup: bundles the action and the CLI from the current sources into .test-dist/, so the
// tests that run the bundle (test-dist.ts names it) never check a stale one; the committed dist/ is CI's
// separate concern. Jest loads this file on its own, without the tests' module mapping: it imports
// nothing of ours. Built aside, then renamed into place, so a second jest starting at the same time
// never runs a half-written bundle.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

export default async function buildTestDist(): Promise<void> {
  const out = resolve('.test-dist');
  await mkdir(out, { recursive: true });
  // The CLI's code cache for this run (test-dist.ts's TEST_COMPILE_CACHE), not the home folder's:
  // the test workers, started after this, and the processes they start inherit the variable.
  const cache = join(out, 'compile-cache');
  await rm(cache, { recursive: true, force: true });
  process.env.MODEL_REGISTRY_COMPILE_CACHE = cache;
  const staging = await mkdtemp(join(out, '.build-'));
  try {
    await promisify(execFile)(process.execPath, ['scripts/build.mjs', staging]);
    for (const name of await readdir(staging)) await rename(join(staging, name), join(out, name));
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
