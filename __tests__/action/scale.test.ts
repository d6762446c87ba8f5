// A registry of thousands of records, published through the emulator: a push that edits one record
// reads and writes only its change (the record's own file, the index, the newest drift page, the
// feeds), every file on the pages branch stays under 25 MiB, and the incremental publish equals
// the CLI's full build byte for byte.
import { SITE_FILES } from '../../src/core/site/files.js';
import { ZERO_SHA } from '../harness/run-action.js';
import { CLI_ENTRY } from '../harness/test-dist.js';
import { growSyntheticRegistry, type SyntheticRegistry } from '../helpers/synthetic-registry.js';
import { builtLayout, publishedLayout } from './layout-compare.js';
import { createWorld, onBranch, publish, type World } from './push-setup.js';

const RECORDS = 1500;
const COMMITS = 800;
const MAX_FILE = 25 * 1024 * 1024;
let world: World;
let reg: SyntheticRegistry;

beforeAll(async () => {
  world = await createWorld();
  reg = await growSyntheticRegistry(world.origin, { records: RECORDS, commits: COMMITS });
}, 120_000);
afterAll(() => world?.close());

const bytes = (text: string | null) => Buffer.byteLength(text ?? '');
/** A file's bytes as a tree request carries it: a JSON string, quotes and newlines escaped. */
const sent = (text: string | null) => Buffer.byteLength(JSON.stringify(text ?? ''));

test(`${RECORDS} records x ${COMMITS} commits: a one-record push costs its change, not the registry`, async () => {
  // The bundle in a child process: at this size the in-process run (jest's module sandbox) is twice as slow.
  const first = await publish(world, { before: ZERO_SHA, after: reg.head, depth: 'full', via: 'dist' });
  expect(first.code).toBe(0);
  const window = JSON.parse((await onBranch(world, 'gh-pages', 'drift.json'))!);
  expect(window.pages.length).toBeGreaterThan(1); // the history spans several drift pages

  const i = 1234;
  const r = reg.records[i]!;
  const edit = await world.origin.commit({
    files: { [r.path]: reg.text(i, r.version + 1) },
    message: 'one record',
  });
  const from = world.gh.requests.length;
  const run = await publish(world, { before: reg.head, after: edit, depth: 'full' });
  expect(run.code).toBe(0);
  expect(run.outputs['events-count']).toBe('1');
  const cost = world.gh.traffic(from);

  // What was read: the branch, drift.json and the index; nothing per model, no whole feed.
  expect(cost.requests).toBeLessThanOrEqual(6);
  expect([...new Set(cost.paths)].sort()).toEqual(['api/index.json', 'drift.json']);
  const sizes = {
    index: bytes(await onBranch(world, 'gh-pages~1', 'api/index.json')),
    window: bytes(await onBranch(world, 'gh-pages~1', 'drift.json')),
  };
  expect(cost.bytesOut).toBeLessThan(sizes.index + sizes.window + 64 * 1024);

  // What was written: the model's own file, the index, api.json and its copy, the window and its copy, the
  // newest page (and a new one if it closed), the RSS; and the 34 KB schema, which the planner
  // cannot yet tell unchanged without reading it.
  const modelFile = `api/models/${r.id}.json`;
  const written = [...new Set(cost.written)].sort();
  expect(written).toContain(modelFile);
  const allowed =
    /^(api\.json|api\/v1\.json|api\/index\.json|drift\.json|drift\/v1\.json|drift\.(rss\.xml|atom\.xml|feed\.json)|drift\/pages\/\d{6}\.json|schema\/source-record\.v1\.schema\.json)$/;
  // Feeds: the model's and its lab's, and (when a page turned) those of models whose events left the window.
  const feeds = written.filter((p) => p.startsWith('feeds/'));
  expect(feeds).toEqual(
    expect.arrayContaining([`feeds/models/${r.id}.atom.xml`, `feeds/labs/${r.id.split('/')[0]}.feed.json`]),
  );
  expect(
    written.filter(
      (p) => p !== modelFile && !allowed.test(p) && !p.startsWith('feeds/') && !SITE_FILES.includes(p),
    ),
  ).toEqual([]);
  expect(written.filter((p) => p.startsWith('drift/pages/')).length).toBeLessThanOrEqual(2);
  const now = {
    index: sent(await onBranch(world, 'gh-pages', 'api/index.json')),
    // A few lines naming the index once the catalog is over 8 MiB (conformance-sized records); the
    // whole catalog below that (./records.ts's small ones stand in when ../shared is absent).
    api: sent(await onBranch(world, 'gh-pages', 'api.json')),
    window: sent(await onBranch(world, 'gh-pages', 'drift.json')),
    rss: sent(await onBranch(world, 'gh-pages', 'drift.rss.xml')),
    model: sent(await onBranch(world, 'gh-pages', modelFile)),
    schema: sent(await onBranch(world, 'gh-pages', 'schema/source-record.v1.schema.json')),
  };
  const api = JSON.parse((await onBranch(world, 'gh-pages', 'api.json'))!);
  if (api.catalog_form === undefined) expect(api.models).toHaveLength(RECORDS);
  else expect({ form: api.catalog_form, bytes: now.api < 1024 }).toEqual({ form: 'split', bytes: true });
  // The site: index.html follows the index; the rest is constant (written every push, unchanged).
  const site = await Promise.all(SITE_FILES.map(async (p) => sent(await onBranch(world, 'gh-pages', p))));
  const newestPages = await Promise.all(
    written
      .filter((p) => p.startsWith('drift/pages/'))
      .map(async (p) => sent(await onBranch(world, 'gh-pages', p))),
  );
  const bound =
    now.index +
    2 * now.api +
    2 * now.window +
    now.rss +
    now.model +
    now.schema +
    newestPages.reduce((a, b) => a + b, 0) +
    site.reduce((a, b) => a + b, 0) +
    (
      await Promise.all(
        written
          .filter((p) => p.startsWith('feeds/') || /^drift\.(atom\.xml|feed\.json)$/.test(p))
          .map(async (p) => sent(await onBranch(world, 'gh-pages', p))),
      )
    ).reduce((a, b) => a + b, 0) +
    64 * 1024;
  expect(cost.bytesIn).toBeLessThan(bound);

  // Every file on the branch within the limit.
  const files = await world.gh.files('gh-pages');
  expect(files[0]!.size).toBeLessThanOrEqual(MAX_FILE);
  expect(files.filter((f) => f.path.startsWith('api/models/'))).toHaveLength(RECORDS);

  // The same bytes as a full build of the pushed commit.
  expect(await publishedLayout(world)).toEqual(await builtLayout(world, edit, CLI_ENTRY));
}, 180_000);
