// The drift preview of a pull request whose base branch moved on since it was forked: GitHub's file
// list (and each patch) runs from the merge base to the head, while merging publishes the change from
// the base branch's tip to the merged tree. The preview must promise only what that publish shows.
import { ZERO_SHA } from '../harness/run-action.js';
import { record } from '../helpers/records.js';
import { checkoutShallow, openPullRequest } from './pr-workspace.js';
import { createWorld, onBranch, publish, runIn, type World } from './push-setup.js';

interface Event {
  type: string;
  model: { id: string };
  changes: { path: string; before?: unknown; after?: unknown }[];
  commit: { sha: string };
}
const shape = (e: Event) =>
  `${e.type} ${e.model.id}: ${e.changes.map((c) => `${c.path} ${JSON.stringify(c.before)} -> ${JSON.stringify(c.after)}`).join(', ')}`;

/** The preview's events as the summary lists them: `#### \`id\` title`, then its lines. */
const previewed = (summary: string) =>
  [...summary.matchAll(/^#### `([^`]+)` (.+)\n\n```text\n([^`]*)```$/gm)].map(
    (m) => `${m[1]}: ${m[2]}: ${m[3]!.trim()}`,
  );

const who = { name: 'M', email: 'm@example.com', date: '2026-03-01T00:00:00Z' };
let world: World | undefined;
afterEach(() => world?.close());

/**
 * The pull request run's contents reads and compares, in order, as `<file> at <ref> <status>` and
 * `compare <base>...<head> <status>`, with the commits in `names` named (`base`, `head`, `merge`).
 */
function readsOf(w: World, from: number, names: Record<string, string>) {
  const name = (sha: string) => Object.entries(names).find(([, s]) => s === sha)?.[0] ?? sha;
  return w.gh.requests.slice(from).flatMap((r) => {
    const at = /\/repos\/[^/]+\/[^/]+\/(contents|compare)\/(.*)$/.exec(r.path);
    if (!at) return [];
    const where =
      at[1] === 'compare'
        ? `compare ${at[2]!.split('...').map(name).join('...')}`
        : `${at[2]} at ${name(new URLSearchParams(r.query).get('ref') ?? '')}`;
    return [`${where} ${r.status}`];
  });
}

/** The pull request's run on its test merge commit, then the merge's publish: both feeds' words. */
async function previewThenPublish(
  pr: { number: number; base: string; head: string; parents: 'squash' | 'merge' },
  depth: 'full' | 'shallow',
) {
  const w = world!;
  const spec = {
    number: pr.number,
    baseSha: pr.base,
    headSha: pr.head,
    headRef: `pr-${pr.number}`,
    title: 'PR',
  };
  const {
    pr: opened,
    ws,
    event,
  } = await openPullRequest(w.gh, w.scratch, spec, {}, { full: depth === 'full' });
  const from = w.gh.requests.length;
  const run = await runIn(w, ws, { event });
  expect(run.code).toBe(0);
  const reads = readsOf(w, from, { base: pr.base, head: pr.head, merge: opened.mergeSha! });
  const s = w.origin.store;
  const tree = (await s.mergeTree(pr.base, pr.head))!;
  const parents = pr.parents === 'squash' ? [pr.base] : [pr.base, pr.head];
  const merged = await s.commitTree({
    tree,
    parents,
    message: `PR (#${pr.number})\n`,
    author: who,
    committer: who,
  });
  await s.setRef('refs/heads/main', merged);
  const pub = await publish(w, { before: pr.base, after: merged, depth: 'full' });
  expect(pub.code).toBe(0);
  const feed = JSON.parse((await onBranch(w, 'gh-pages', 'drift.json'))!) as { events: Event[] };
  return {
    run,
    reads,
    preview: previewed(run.summary),
    previewModels: JSON.parse(run.outputs['changed-models']!) as string[],
    published: feed.events.filter((e) => e.commit.sha === merged).map(shape),
    publishedModels: JSON.parse(pub.outputs['changed-models']!) as string[],
  };
}

it.each(['full', 'shallow'] as const)(
  'a stacked pull request after the one below it was squash-merged previews only what merging adds (%s checkout)',
  async (depth) => {
    world = await createWorld();
    const files = Object.fromEntries(['one', 'two'].map((m) => [`models/acme/${m}.toml`, record('acme', m)]));
    const c1 = await world.origin.commit({ files, message: 'two records' });
    // The lower pull request: one's duration, and a new record three.
    const lower = {
      'models/acme/one.toml': record('acme', 'one', { max: 10 }),
      'models/acme/three.toml': record('acme', 'three'),
    };
    const a1 = await world.origin.commit({ branch: 'a', parent: c1, files: lower, message: 'a' });
    const b1 = await world.origin.commit({
      branch: 'b',
      parent: a1,
      files: { 'models/acme/two.toml': record('acme', 'two', { max: 5 }) },
      message: 'b: two max 5',
    });
    // The lower one squash-merged: main has its changes, the stacked branch still forks from c1.
    const m1 = await world.origin.commit({ parent: c1, files: lower, message: 'A (#1)' });
    expect((await publish(world, { before: ZERO_SHA, after: m1, depth: 'full' })).code).toBe(0);

    const got = await previewThenPublish({ number: 2, base: m1, head: b1, parents: 'squash' }, depth);
    expect(got.published).toEqual([
      'model_updated acme/two: capability_profiles[id="t2v"].duration.max 8 -> 5',
    ]);
    // Before: acme/one's 8 -> 10 and three's addition again, which main had published already.
    expect(got.preview).toEqual([
      'acme/two: two model: 1 fields changed: capability_profiles[id="t2v"].duration.max: 8 -> 5',
    ]);
    expect(got.run.summary).toContain('Merging publishes 1 feed event:');
    expect(got.previewModels).toEqual(got.publishedModels);
    // From a shallow checkout, one compare of main's tip with the merge commit: it lists two alone
    // (its patch undone on the merged file), so one and three are left out unread. Before: one
    // contents read each of the three records at main's tip.
    expect(got.reads).toEqual(depth === 'full' ? [] : ['compare base...merge 200']);
  },
);

it.each(['full', 'shallow'] as const)(
  'a record GitHub sends no patch for, in a pull request forked before main edited it, is measured from main (%s checkout)',
  async (depth) => {
    world = await createWorld({ patchFileBytes: 10 });
    const files = Object.fromEntries(['one', 'two'].map((m) => [`models/acme/${m}.toml`, record('acme', m)]));
    const c1 = await world.origin.commit({ files, message: 'two records' });
    const p1 = await world.origin.commit({
      branch: 'p',
      parent: c1,
      files: { 'models/acme/one.toml': record('acme', 'one', { max: 12 }) },
      message: 'p: one max 12',
    });
    const m1 = await world.origin.commit({
      parent: c1,
      files: { 'models/acme/one.toml': record('acme', 'one', { name: 'One Renamed' }) },
      message: 'main: one renamed',
    });
    expect((await publish(world, { before: ZERO_SHA, after: m1, depth: 'full' })).code).toBe(0);

    const got = await previewThenPublish({ number: 3, base: m1, head: p1, parents: 'merge' }, depth);
    expect(got.published).toEqual([
      'model_updated acme/one: capability_profiles[id="t2v"].duration.max 8 -> 12',
    ]);
    // Before: also `model.name: "One Renamed" -> "one model"`, main's rename undone, which the merge keeps.
    expect(got.preview).toEqual([
      'acme/one: One Renamed: 1 fields changed: capability_profiles[id="t2v"].duration.max: 8 -> 12',
    ]);
    expect(got.previewModels).toEqual(got.publishedModels);
    // The merged one holds both edits, so its head version is read for the annotations, and its
    // version at main's tip (one record: a compare would cost as much).
    expect(got.reads).toEqual(
      depth === 'full' ? [] : ['models/acme/one.toml at head 200', 'models/acme/one.toml at base 200'],
    );
  },
);

it('pull_request_target, whose checkout is the base: the preview says which comparison it shows', async () => {
  world = await createWorld();
  const files = Object.fromEntries(['one', 'two'].map((m) => [`models/acme/${m}.toml`, record('acme', m)]));
  const c1 = await world.origin.commit({ files, message: 'two records' });
  const edit = { 'models/acme/one.toml': record('acme', 'one', { max: 10 }) };
  const head = await world.origin.commit({ branch: 'pr-4', parent: c1, files: edit, message: 'one max 10' });
  // The same change cherry-picked onto main: merging publishes nothing for it.
  const main = await world.origin.commit({ parent: c1, files: edit, message: 'one max 10 (cherry-pick)' });
  const pr = { number: 4, baseSha: main, headSha: head, headRef: 'pr-4', title: 'PR' };
  const { event } = await openPullRequest(world.gh, world.scratch, pr);
  const cwd = await checkoutShallow({
    root: world.scratch,
    remoteDir: world.gh.gitDir,
    sha: main,
    prNumber: 4,
  });
  const run = await runIn(world, cwd, { event: { name: 'pull_request_target', payload: event.payload } });
  expect(run.code).toBe(0);
  // GitHub's file list runs from where the pull request branched off: the change shows, and the
  // preview says what it compared.
  expect(previewed(run.summary)).toEqual([
    'acme/one: one model: 1 fields changed: capability_profiles[id="t2v"].duration.max: 8 -> 10',
  ]);
  expect(run.summary).toContain(
    'This preview compares the pull request with the base commit it branched from (the changes GitHub lists), not the merge with the base branch as it is now',
  );
});

it('pull_request: a preview measured on the merge commit carries no such caveat', async () => {
  world = await createWorld();
  const files = Object.fromEntries(['one', 'two'].map((m) => [`models/acme/${m}.toml`, record('acme', m)]));
  const c1 = await world.origin.commit({ files, message: 'two records' });
  const edit = { 'models/acme/one.toml': record('acme', 'one', { max: 10 }) };
  const head = await world.origin.commit({ branch: 'pr-5', parent: c1, files: edit, message: 'one max 10' });
  const pr = { number: 5, baseSha: c1, headSha: head, headRef: 'pr-5', title: 'PR' };
  const { ws, event } = await openPullRequest(world.gh, world.scratch, pr);
  const run = await runIn(world, ws, { event });
  expect(run.code).toBe(0);
  expect(run.summary).toContain('Merging publishes 1 feed event:');
  expect(run.summary).not.toContain('This preview compares');
});

/** The preview of both edits twoEdited makes (one max 12, two max 5). */
const BOTH_EDITS = [
  'acme/one: one model: 1 fields changed: capability_profiles[id="t2v"].duration.max: 8 -> 12',
  'acme/two: two model: 1 fields changed: capability_profiles[id="t2v"].duration.max: 8 -> 5',
];

/** Two records on main, and a branch `p` off it setting one's max to 12 and two's to 5, plus `extra`. */
async function twoEdited(w: World, extra: Record<string, string> = {}, twoSuffix = '') {
  const files = Object.fromEntries(['one', 'two'].map((m) => [`models/acme/${m}.toml`, record('acme', m)]));
  const c1 = await w.origin.commit({ files, message: 'two records' });
  const p1 = await w.origin.commit({
    branch: 'p',
    parent: c1,
    files: {
      ...extra,
      'models/acme/one.toml': record('acme', 'one', { max: 12 }),
      'models/acme/two.toml': `${record('acme', 'two', { max: 5 })}${twoSuffix}`,
    },
    message: 'one max 12, two max 5',
  });
  return { c1, p1 };
}

it('of the records a compare lists, only one it sends no patch for is read at main', async () => {
  // A patch over 600 bytes is left out, as GitHub leaves out one too large.
  world = await createWorld({ patchFileBytes: 600 });
  const { c1, p1 } = await twoEdited(world, {}, `# ${'x'.repeat(1000)}\n`);
  const got = await previewThenPublish({ number: 8, base: c1, head: p1, parents: 'merge' }, 'shallow');
  expect(got.preview).toEqual(BOTH_EDITS);
  expect(got.publishedModels).toEqual(got.previewModels);
  expect(got.reads).toEqual(['compare base...merge 200', 'models/acme/two.toml at base 200']);
});

it('a merge that changes more files than a compare lists (300): each record is read at main instead, not left out', async () => {
  world = await createWorld();
  // 300 documents sort before the models folder: the compare's list ends before the records.
  const docs = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`docs/n${i}.md`, `note ${i}\n`]));
  const { c1, p1 } = await twoEdited(world, docs);
  const got = await previewThenPublish({ number: 6, base: c1, head: p1, parents: 'merge' }, 'shallow');
  // Not missing from the compare, but past what it lists: read at main's tip as before.
  expect(got.preview).toEqual(BOTH_EDITS);
  expect(got.published).toEqual([
    'model_updated acme/one: capability_profiles[id="t2v"].duration.max 8 -> 12',
    'model_updated acme/two: capability_profiles[id="t2v"].duration.max 8 -> 5',
  ]);
  expect(got.reads).toEqual([
    'compare base...merge 200',
    'models/acme/one.toml at base 200',
    'models/acme/two.toml at base 200',
  ]);
});

it.each([
  ['500 "taking too long"', { compareTimeoutFiles: 1 }, undefined],
  ['504 past the retries', {}, { status: 504, times: Number.POSITIVE_INFINITY }],
] as const)(
  'a compare GitHub gives up on (%s): each record is read at main instead',
  async (_, limits, fault) => {
    world = await createWorld(limits);
    if (fault) world.gh.faults.add({ method: 'GET', pathPattern: /\/compare\//, ...fault });
    const { c1, p1 } = await twoEdited(world);
    const got = await previewThenPublish({ number: 7, base: c1, head: p1, parents: 'merge' }, 'shallow');
    expect(got.preview).toEqual(BOTH_EDITS);
    expect(got.publishedModels).toEqual(got.previewModels);
    const compares = got.reads.filter((r) => r.startsWith('compare'));
    expect(compares.length).toBeGreaterThan(0);
    expect(compares.every((r) => /^compare base\.\.\.merge 50[04]$/.test(r))).toBe(true);
    expect(got.reads.filter((r) => !r.startsWith('compare'))).toEqual([
      'models/acme/one.toml at base 200',
      'models/acme/two.toml at base 200',
    ]);
  },
);
