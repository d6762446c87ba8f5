// The bundle the tests run end to end: built fresh from src/ by the jest globalSetup (build-test-dist.ts).
import { resolve } from 'node:path';

export const TEST_DIST = resolve(process.cwd(), '.test-dist');
export const ACTION_ENTRY = resolve(TEST_DIST, 'index.js');
export const CLI_ENTRY = resolve(TEST_DIST, 'cli.cjs');
/** The CLI's tool, which CLI_ENTRY loads through V8's code cache. */
export const CLI_MAIN = resolve(TEST_DIST, 'cli-main.cjs');
/**
 * Where the CLIs the tests start keep that cache (MODEL_REGISTRY_COMPILE_CACHE; the globalSetup
 * empties it and sets it for every process the tests start with this environment): in the home
 * folder, each run's fresh bundle added its own files, 3 to 4 MB a run, kept there for 30 days.
 */
export const TEST_COMPILE_CACHE = resolve(TEST_DIST, 'compile-cache');
