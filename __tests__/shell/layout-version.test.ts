// A guard for LAYOUT_VERSION: a push rewrites only the models, labs and drift pages it touches, so a
// change to how those files are rendered leaves a branch's untouched ones as the older release wrote
// them, no longer what a full build writes, unless the layout version goes up (which rebuilds every
// branch once). The files a push may leave alone, built from the example history, are hashed here
// and recorded with the version: a rendering change fails this test until both are recorded anew.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { LAYOUT_VERSION } from '../../src/core/layout/catalog-index.js';
import { cli } from '../helpers/cli-in-process.js';
import { createRepo, type TestRepo } from '../helpers/git-repo.js';

/**
 * The digest of those files as the release that wrote LAYOUT_VERSION renders them. The fixture has
 * no name past 200 characters and no changed value past 400, so the digest does not depend on
 * where a long text is cut (the test checks that no item says it was cut).
 */
const RECORDED = {
  layoutVersion: 6,
  digest: '25d8f8267f8c7719e84eb6f45ab82909a41fc3b3ad0a0b376b90148ae77d3cf1',
};

/** What a push may leave as it is: the files of models, labs and drift pages it did not touch. */
const LEFT_ALONE = /^(?:api\/models\/|feeds\/|drift\/pages\/)/;

const HISTORY = join(process.cwd(), 'examples', 'history');

/** examples/history replayed as `npm run demo` does, on fixed dates (so the commit ids repeat). */
async function replayExamples(repo: TestRepo): Promise<void> {
  const steps = readdirSync(HISTORY, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  for (const [i, step] of steps.entries()) {
    const dir = join(HISTORY, step);
    const files: Record<string, string | null> = {};
    if (existsSync(join(dir, 'DELETE')))
      for (const p of readFileSync(join(dir, 'DELETE'), 'utf8').split('\n').filter(Boolean)) files[p] = null;
    for (const e of readdirSync(join(dir, 'models'), { recursive: true, withFileTypes: true }))
      if (e.isFile()) {
        const abs = join(e.parentPath, e.name);
        files[relative(dir, abs).split(sep).join('/')] = readFileSync(abs, 'utf8');
      }
    const date = new Date(Date.parse('2026-09-01T09:00:00Z') + i * 6 * 86_400_000).toISOString();
    await repo.commit(files, readFileSync(join(dir, 'COMMIT'), 'utf8').trim(), date);
  }
}

/**
 * One more commit, for the escapes the examples do not need: right-to-left text (isolated in items
 * and in titles) and a zero-width space (shown as an escape in change lines) in a model's name and a
 * label.
 */
async function bidiAndInvisible(repo: TestRepo): Promise<void> {
  const path = 'models/cadence/cadence-tts-2.toml';
  const before = readFileSync(join(repo.dir, path), 'utf8');
  const after = before
    .replace('name = "Cadence TTS 2"', 'name = "Cadence\u200bTTS 2 קול"')
    .replace('"English, Spanish and German"', '"English, Spanish, German, עברית"');
  expect(after).not.toBe(before);
  await repo.commit({ [path]: after }, 'Cadence TTS 2: עברית label', '2026-10-20T09:00:00.000Z');
}

/**
 * Two more, for what the examples never do: a model retired and brought back changed, so its first
 * item says what followed it instead of summarising the record it came back with.
 */
async function retiredAndBack(repo: TestRepo): Promise<void> {
  const path = 'models/northwind/aurora-video-1.toml';
  const before = readFileSync(join(repo.dir, path), 'utf8');
  const back = before.replace('status = "available"', 'status = "preview"');
  expect(back).not.toBe(before);
  await repo.commit({ [path]: null }, 'Retire Aurora Video 1', '2026-10-21T09:00:00.000Z');
  await repo.commit({ [path]: back }, 'Aurora Video 1 is back, as a preview', '2026-10-22T09:00:00.000Z');
}

/** sha256 over each file's path and bytes, in path order. */
function digestOf(out: string, paths: string[]): string {
  const hash = createHash('sha256');
  for (const path of paths) {
    const bytes = readFileSync(join(out, path));
    hash.update(`${path}\0${bytes.length}\0`).update(bytes);
  }
  return hash.digest('hex');
}

let repo: TestRepo;
let out: string;
beforeAll(async () => {
  repo = await createRepo('layout-version-');
  out = mkdtempSync(join(tmpdir(), 'layout-version-out-'));
});
afterAll(() => {
  repo.cleanup();
  rmSync(out, { recursive: true, force: true });
});

it('the files a push leaves alone render as recorded with LAYOUT_VERSION', async () => {
  await replayExamples(repo);
  await bidiAndInvisible(repo);
  await retiredAndBack(repo);
  const built = await cli(
    [
      'build',
      '--root',
      repo.dir,
      '--out',
      out,
      '--repository-url',
      'https://github.com/example/model-registry',
    ],
    repo.dir,
  );
  expect(built).toMatchObject({ code: 0, stderr: '' });
  const paths = readdirSync(out, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(out, join(e.parentPath, e.name)).split(sep).join('/'))
    .filter((p) => LEFT_ALONE.test(p))
    .sort();
  // Every model's and lab's feeds and files: a digest of nothing would guard nothing.
  expect(paths.filter((p) => p.startsWith('api/models/'))).toHaveLength(3);
  expect(paths.filter((p) => p.startsWith('feeds/labs/')).length).toBeGreaterThan(0);
  for (const p of paths) expect(readFileSync(join(out, p), 'utf8')).not.toMatch(/more characters/);
  const digest = digestOf(out, paths);
  const now = { layoutVersion: LAYOUT_VERSION, digest };
  const record = (v: number) => `record { layoutVersion: ${v}, digest: '${digest}' } in this test`;
  if (digest !== RECORDED.digest && LAYOUT_VERSION === RECORDED.layoutVersion)
    throw new Error(
      `The files a push may leave alone (api/models/**, feeds/**, drift/pages/**: ${paths.length} here) no longer ` +
        `render as layout_version ${LAYOUT_VERSION} recorded, so a push after an upgrade would leave the untouched ` +
        `ones as the older release wrote them. Bump LAYOUT_VERSION in src/core/layout/catalog-index.ts to ` +
        `${LAYOUT_VERSION + 1} (its comment says what each version adds) and ${record(LAYOUT_VERSION + 1)}. ` +
        '(Only the fixture changed, not the rendering: record the new digest alone.)',
    );
  if (now.layoutVersion !== RECORDED.layoutVersion || digest !== RECORDED.digest)
    throw new Error(
      `LAYOUT_VERSION is ${LAYOUT_VERSION}, recorded here as ${RECORDED.layoutVersion}: ${record(LAYOUT_VERSION)}.`,
    );
  expect(now).toEqual(RECORDED);
});
