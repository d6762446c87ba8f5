// The drift preview against what merging then publishes: the pull request's run (on its merge
// commit, against the emulator), then the push of a squash merge, a merge commit or a rebase merge
// onto a branch that moved on, published on the feed main already has.
import { ZERO_SHA } from '../harness/run-action.js';
import { record } from '../helpers/records.js';
import { openPullRequest } from './pr-workspace.js';
import { createWorld, onBranch, publish, runIn, type World } from './push-setup.js';

/** The pull request's three commits: one's duration twice, two removed, four added, three changed and back. */
const EDITS: Record<string, string | null>[] = [
  { 'models/acme/one.toml': record('acme', 'one', { max: 10 }), 'models/acme/two.toml': null },
  {
    'models/acme/one.toml': record('acme', 'one', { max: 12 }),
    'models/acme/four.toml': record('acme', 'four'),
    'models/acme/three.toml': record('acme', 'three', { max: 3 }),
  },
  { 'models/acme/three.toml': record('acme', 'three') },
];

interface Event {
  type: string;
  model: { id: string };
  previous_path?: string;
  changes: { path: string }[];
  commit: { sha: string };
}
const shape = (e: Event) =>
  `${e.type} ${e.model.id}${e.previous_path ? ` from ${e.previous_path}` : ''}: ${e.changes.map((c) => c.path).join(', ')}`;

let world: World;
let main: string;
/** main's commits, published before the pull request merges. */
let before: string[];
let head: string;
let preview: string;
let previewModels: string[];

beforeAll(async () => {
  world = await createWorld();
  const files = Object.fromEntries(
    ['one', 'two', 'three'].map((m) => [`models/acme/${m}.toml`, record('acme', m)]),
  );
  const c1 = await world.origin.commit({ files, message: 'three records' });
  head = c1;
  for (const [i, edit] of EDITS.entries())
    head = await world.origin.commit({ branch: 'pr', parent: head, files: edit, message: `pr ${i + 1}` });
  main = await world.origin.commit({
    parent: c1,
    files: { 'models/acme/five.toml': record('acme', 'five') },
  });
  before = [c1, main];
  expect((await publish(world, { before: ZERO_SHA, after: main, depth: 'full' })).code).toBe(0);

  const pr = { number: 7, baseSha: main, headSha: head, headRef: 'pr', title: 'PR' };
  const { ws, event } = await openPullRequest(world.gh, world.scratch, pr);
  (event.payload.pull_request as { commits: number }).commits = EDITS.length;
  const run = await runIn(world, ws, { event });
  expect(run.code).toBe(0);
  preview = run.summary;
  previewModels = JSON.parse(run.outputs['changed-models']!);
});
afterAll(() => world.close());

/** Publishes `after` (main moved there) and gives the events of the merged commits, newest first. */
async function published(after: string): Promise<Event[]> {
  await world.origin.store.setRef('refs/heads/main', after);
  const run = await publish(world, { before: main, after, depth: 'full' });
  expect(run.code).toBe(0);
  const feed = JSON.parse((await onBranch(world, 'gh-pages', 'drift.json'))!) as { events: Event[] };
  // Each merge method after the first replaces the one before (a rebuild): main's own events stay.
  return feed.events.filter((e) => !before.includes(e.commit.sha));
}

async function mergeOf(parents: string[]): Promise<string> {
  const s = world.origin.store;
  const who = { name: 'M', email: 'm@example.com', date: '2026-03-01T00:00:00Z' };
  const tree = (await s.mergeTree(main, head))!;
  return s.commitTree({ tree, parents, message: 'merge\n', author: who, committer: who });
}

/** The preview's events as the summary lists them: `#### \`id\` title`. */
const previewed = () => [...preview.matchAll(/^#### `([^`]+)` (.+)$/gm)].map((m) => `${m[1]}: ${m[2]}`);

it('a squash merge and a merge commit publish the events the preview lists', async () => {
  expect(preview).toContain('Merging as one commit (squash, or a merge commit) publishes 3 feed events:');
  for (const parents of [[main], [main, head]]) {
    const events = await published(await mergeOf(parents));
    // Squashed, two's removal and four's addition look like a rename to git and GitHub (the files
    // are nearly equal), but four is another model: both say so.
    expect(events.map(shape)).toEqual([
      'model_added acme/four: ',
      'model_updated acme/one: capability_profiles[id="t2v"].duration.max',
      'model_removed acme/two: ',
    ]);
    expect([...new Set(events.map((e) => e.model.id))].sort()).toEqual(previewModels);
    expect(previewed()).toEqual([
      'acme/four: four model: added',
      'acme/one: one model: 1 fields changed',
      'acme/two: two model: removed',
    ]);
  }
});

it('a rebase merge publishes each commit: the preview says its events are those of one commit', async () => {
  let tip = main;
  for (const files of EDITS) tip = await world.origin.commit({ branch: 'rebased', parent: tip, files });
  const events = await published(tip);
  expect(events).toHaveLength(6); // one twice, three there and back, two removed and four added apart
  expect(preview).toContain(
    "A rebase merge publishes each of this pull request's 3 commits on its own instead: an event per commit and model it changes.",
  );
});
