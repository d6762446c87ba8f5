// A model-based check of the publish path: for a few fixed seeds, a random history grows on main as a
// series of pushes (records added, edited, reformatted, renamed, moved to another lab, deleted; an
// invalid record fixed later; a merge from a side branch; pushes touching no record), and the action
// publishes each push in-process against the emulator, from checkouts of either fetch-depth. The
// pages branch it ends with must equal, file for file and byte for byte, what one first publish of
// the final history writes into a fresh emulator. Per push: the pages branch only moves forward, a
// re-run makes no commit, and an invalid registry publishes nothing. Now and then a push's run is
// cancelled: the next push's run publishes both, and the cancelled one run late publishes nothing.
import { type ActionRun, pushEvent, ZERO_SHA } from '../harness/run-action.js';
import { checkoutOf, createWorld, OWNER, publish, REPO, runIn, type World } from './push-setup.js';

/** mulberry32: a tiny seeded PRNG, so a failing seed replays the same history. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Rec {
  lab: string;
  slug: string;
  name: string;
  status: string;
  aliases: string[];
  max: number;
  comment: string;
  blankLines: number;
  /** The lab's name as this record writes it: the lab's feeds take the most common one. */
  labName: string;
  /** The two sources written in the other order: a keyed array reordered, which makes no event. */
  swapped: boolean;
}

const LABS = ['acme', 'beta', 'gamma'];
const STATUSES = ['available', 'preview', 'unknown'];

/**
 * The record as a contributor writes it; `invalid` cites a source the record does not have, and
 * `unparseable` leaves a string open (that version makes no drift event).
 */
function render(r: Rec, invalid: false | 'invalid' | 'unparseable' = false): string {
  return `# ${r.comment}${invalid === 'unparseable' ? '\nbroken = "' : ''}
schema_version = 1
documentation_state = "documented"
${'\n'.repeat(r.blankLines)}
[model]
id = "${r.lab}/${r.slug}"
name = "${r.name}"
lab = "${r.labName}"
aliases = [${r.aliases.map((a) => `"${a}"`).join(', ')}]
modality = "video"
status = "${r.status}"
source_ids = ["${invalid ? 'nowhere' : 'docs'}"]

[[capability_profiles]]
id = "t2v"
task = "text_to_video"
source_ids = ["docs"]

[capability_profiles.duration]
state = "supported"
mode = "range"
unit = "second"
min = 4
max = ${r.max}
source_ids = ["docs"]

[pricing]
state = "unknown"
source_ids = ["docs"]

${(r.swapped ? [SOURCES[1], SOURCES[0]] : SOURCES).map((s) => s(r)).join('\n')}`;
}

const SOURCES: [(r: Rec) => string, (r: Rec) => string] = [
  (r: Rec) => `[[sources]]
id = "docs"
kind = "documentation"
url = "https://example.org/${r.lab}/${r.slug}"
retrieved_on = 2026-08-10
`,
  (r: Rec) => `[[sources]]
id = "blog"
kind = "documentation"
url = "https://example.org/${r.lab}/${r.slug}/blog"
retrieved_on = 2026-08-11
`,
];

const pathOf = (r: Pick<Rec, 'lab' | 'slug'>) => `models/${r.lab}/${r.slug}.toml`;

type Files = Record<string, string | null>;

/** The registry on main as the model sees it, and how to grow it one random commit at a time. */
class Model {
  readonly records = new Map<string, Rec>();
  /** Records that left (deleted, or renamed away from their path), which may come back. */
  private readonly gone: Rec[] = [];
  /** The path of a record committed invalid and not fixed yet. */
  invalid: string | null = null;
  private serial = 0;
  readonly ops: string[] = [];

  constructor(readonly rand: () => number) {}

  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.rand() * xs.length)]!;
  }

  /** Records an edit may touch: not the invalid one (only its fix touches it). */
  private editable(): Rec[] {
    return [...this.records.values()].filter((r) => pathOf(r) !== this.invalid);
  }

  add(): Files {
    const lab = this.pick(LABS);
    const r: Rec = {
      lab,
      slug: `m${++this.serial}`,
      name: `Model ${this.serial}`,
      status: 'available',
      aliases: [`alias-${this.serial}-a`, `alias-${this.serial}-b`],
      max: 8,
      comment: 'added',
      blankLines: 0,
      swapped: false,
      labName: lab,
    };
    this.records.set(pathOf(r), r);
    this.ops.push(`add ${pathOf(r)}`);
    return { [pathOf(r)]: render(r) };
  }

  /** One random commit's files (on main), or null when the op cannot apply now. */
  step(): Files | null {
    const roll = this.rand();
    const some = this.editable();
    if (this.invalid && roll < 0.3) return this.fix();
    if (some.length === 0 || roll < 0.25) return this.add();
    const r = this.pick(some);
    const was = pathOf(r);
    const kind = this.pick([
      'bulk-edit',
      'bulk-add',
      'readd',
      'scalar',
      'array',
      'nested',
      'comment',
      'whitespace',
      'reorder',
      'lab-name',
      'rename',
      'move',
      'delete',
      'invalid',
      'none',
    ] as const);
    this.ops.push(`${kind} ${was}`);
    switch (kind) {
      case 'bulk-edit': {
        // One commit touching every record: the feeds' 100-item window fills within a few pushes.
        const files: Files = {};
        for (const e of some) {
          e.max += 1;
          files[pathOf(e)] = render(e);
        }
        return files;
      }
      case 'bulk-add': {
        const files: Files = {};
        for (let i = 0; i < 15; i++) Object.assign(files, this.add());
        return files;
      }
      case 'readd': {
        const back = this.gone.filter((g) => !this.records.has(pathOf(g)));
        if (back.length === 0) return null;
        const g = this.pick(back);
        this.gone.splice(this.gone.indexOf(g), 1);
        g.max += 1;
        this.records.set(pathOf(g), g);
        this.ops[this.ops.length - 1] = `readd ${pathOf(g)}`;
        return { [pathOf(g)]: render(g) };
      }
      case 'scalar':
        if (this.rand() < 0.5) r.name = `${r.name}!`;
        else r.status = this.pick(STATUSES.filter((s) => s !== r.status));
        return { [was]: render(r) };
      case 'array': {
        const i = Math.floor(this.rand() * r.aliases.length);
        r.aliases[i] = `${r.aliases[i]}-x`;
        return { [was]: render(r) };
      }
      case 'nested':
        r.max += 2;
        return { [was]: render(r) };
      case 'comment':
        r.comment = `${r.comment} again`;
        return { [was]: render(r) };
      case 'lab-name':
        r.labName = r.labName === r.lab ? `${r.lab.toUpperCase()} Labs` : r.lab;
        return { [was]: render(r) };
      case 'reorder':
        r.swapped = !r.swapped;
        return { [was]: render(r) };
      case 'whitespace':
        r.blankLines = (r.blankLines + 1) % 3;
        return { [was]: render(r) };
      case 'rename':
      case 'move': {
        this.records.delete(was);
        this.gone.push({ ...r, aliases: [...r.aliases] });
        if (kind === 'move') {
          r.lab = this.pick(LABS.filter((l) => l !== r.lab));
          r.labName = r.lab;
        }
        r.slug = `${r.slug}r`;
        this.records.set(pathOf(r), r);
        return { [was]: null, [pathOf(r)]: render(r) };
      }
      case 'delete':
        // Not the last: with no record left the models folder is gone, and a push fails on the
        // models-dir input (README, "names no folder of the checkout").
        if (this.records.size <= 1) return null;
        this.records.delete(was);
        this.gone.push(r);
        return { [was]: null };
      case 'invalid': {
        if (this.invalid) return null;
        this.invalid = was;
        const broken = this.pick(['invalid', 'unparseable'] as const);
        this.ops[this.ops.length - 1] = `${broken} ${was}`;
        return { [was]: render(r, broken) };
      }
      case 'none':
        return { 'README.md': `# registry ${++this.serial}\n` };
    }
  }

  fix(): Files {
    const path = this.invalid!;
    this.invalid = null;
    this.ops.push(`fix ${path}`);
    return { [path]: render(this.records.get(path)!) };
  }
}

const DEPTHS = ['full', 'shallow', 'shallow-origin'] as const;

async function tipOf(world: World, ref: string): Promise<string | null> {
  try {
    return (await world.origin.git('rev-parse', '--verify', '-q', ref)).trim();
  } catch {
    return null;
  }
}

/** The action on a push of `before..after`, from a checkout of the given kind; `attempt` 2 is a re-run. */
async function runPush(
  world: World,
  before: string,
  after: string,
  depth: (typeof DEPTHS)[number],
  attempt = 1,
): Promise<ActionRun> {
  const cwd = await checkoutOf(
    world,
    after,
    depth === 'full' ? 'full' : 'shallow',
    depth === 'shallow-origin' ? { origin: 'reachable' } : {},
  );
  return runIn(world, cwd, {
    inputs: {},
    event: pushEvent({ owner: OWNER, repo: REPO, before, after }),
    env: { GITHUB_RUN_ATTEMPT: String(attempt) },
  });
}

/** Every file on the pages branch: its mode, blob id (equal ids are equal bytes) and path. */
async function pagesFiles(world: World): Promise<string[]> {
  return (await world.origin.git('ls-tree', '-r', 'gh-pages')).trim().split('\n');
}

/** A merge of a side branch (1 or 2 commits) into main, main having moved on or not. */
async function mergeSide(world: World, model: Model): Promise<string> {
  const base = (await tipOf(world, 'main'))!;
  let side = base;
  const commits = model.pick([1, 2]);
  for (let i = 0; i < commits; i++) {
    const files = model.step();
    if (files) side = await world.origin.commit({ files, branch: 'side', parent: side, message: 'side' });
  }
  if (side === base)
    side = await world.origin.commit({ files: model.add(), branch: 'side', parent: side, message: 'side' });
  if (model.pick([true, false])) await world.origin.commit({ files: model.add(), message: 'main meanwhile' });
  const main = (await tipOf(world, 'main'))!;
  const tree = await world.origin.store.mergeTree(main, side);
  if (!tree) throw new Error('side branch merge conflicted');
  const date = (await world.origin.git('log', '-1', '--format=%cI', main)).trim();
  const who = {
    name: 'Merger',
    email: 'merger@example.com',
    date: new Date(Date.parse(date) + 30_000).toISOString(),
  };
  const merge = await world.origin.store.commitTree({
    tree,
    parents: [main, side],
    message: 'Merge side\n',
    author: who,
    committer: who,
  });
  await world.origin.git('update-ref', 'refs/heads/main', merge);
  model.ops.push('merge side');
  return merge;
}

/** One push's commits on main: 1 to 4, or a merge; the last push fixes a record still invalid. */
async function growPush(world: World, model: Model, last: boolean): Promise<void> {
  if (model.rand() < 0.15) {
    await mergeSide(world, model);
    if (!last || !model.invalid) return;
  }
  const commits = 1 + Math.floor(model.rand() * 4);
  for (let i = 0; i < commits; i++) {
    const files = model.step();
    if (files) await world.origin.commit({ files, message: model.ops.at(-1) ?? 'commit' });
  }
  if (last && model.invalid) await world.origin.commit({ files: model.fix(), message: 'fix' });
}

async function replay(seed: number, pushes: number): Promise<void> {
  const world = await createWorld();
  const fresh = await createWorld();
  const model = new Model(prng(seed));
  try {
    // Which runs are cancelled (a concurrency group, a path filter), from a PRNG of their own so the
    // history is the seed's whatever the schedule.
    const cancel = prng(seed + 1000);
    let before = ZERO_SHA;
    let cancelled: { before: string; after: string; valid: boolean } | null = null;
    for (let p = 0; p < pushes; p++) {
      if (p === 0) await world.origin.commit({ files: { ...model.add(), ...model.add() }, message: 'first' });
      else await growPush(world, model, p === pushes - 1);
      const after = (await tipOf(world, 'main'))!;
      const depth = DEPTHS[p % DEPTHS.length]!;
      const pagesBefore = await tipOf(world, 'gh-pages');
      const context = `seed ${seed}, push ${p} (${depth}): ${model.ops.join('; ')}`;

      if (p > 0 && p < pushes - 1 && !cancelled && cancel() < 0.3) {
        cancelled = { before, after, valid: !model.invalid };
        before = after;
        continue;
      }
      const run = await runPush(world, before, after, depth);
      const pagesAfter = await tipOf(world, 'gh-pages');
      if (model.invalid) {
        expect({ context, code: run.code, pages: pagesAfter }).toEqual({
          context,
          code: 1,
          pages: pagesBefore,
        });
      } else {
        const errors = run.annotations.filter((a) => a.level === 'error').map((a) => a.message);
        expect({ context, code: run.code, errors }).toEqual({ context, code: 0, errors: [] });
        expect(pagesAfter).not.toBeNull();
        // Incremental indeed: a full rebuild here would make the comparison below say nothing.
        if (pagesBefore)
          expect({ context, rebuilt: /Rebuilt the whole drift feed/.test(run.stdout) }).toEqual({
            context,
            rebuilt: false,
          });
        // Only forward: the previous pages commit is an ancestor of the new one (never force-pushed).
        if (pagesBefore)
          await expect(
            world.origin.git('merge-base', '--is-ancestor', pagesBefore, pagesAfter!),
          ).resolves.toBe('');
      }
      // A re-run of the same push makes no commit.
      const rerun = await runPush(world, before, after, DEPTHS[(p + 1) % DEPTHS.length]!, 2);
      expect({ context, rerun: rerun.code }).toEqual({ context, rerun: model.invalid ? 1 : 0 });
      expect({ context, pages: await tipOf(world, 'gh-pages') }).toEqual({ context, pages: pagesAfter });
      // A late run of a push whose run was cancelled: a newer push has published, so it publishes nothing.
      if (cancelled) {
        const late = await runPush(world, cancelled.before, cancelled.after, depth);
        expect({ context, late: late.code, pages: await tipOf(world, 'gh-pages') }).toEqual({
          context,
          late: cancelled.valid ? 0 : 1,
          pages: pagesAfter,
        });
        cancelled = null;
      }
      before = after;
    }
    expect(model.invalid).toBeNull();
    for (const op of model.ops) exercised.add(op.split(' ')[0]!);

    // The same final history, published once from scratch into a fresh emulator.
    const head = (await tipOf(world, 'main'))!;
    await fresh.origin.git('fetch', '-q', world.origin.gitDir, `+refs/heads/main:refs/heads/imported`);
    await fresh.origin.git('update-ref', 'refs/heads/main', head);
    const first = await publish(fresh, { before: ZERO_SHA, after: head, depth: 'full' });
    expect(first.code).toBe(0);
    const incremental = await pagesFiles(world);
    const rebuilt = await pagesFiles(fresh);
    const differ = incremental
      .filter((l) => !rebuilt.includes(l))
      .concat(rebuilt.filter((l) => !incremental.includes(l)));
    expect({ seed, ops: model.ops, differ }).toEqual({ seed, ops: model.ops, differ: [] });
    for (const gh of [world.gh, fresh.gh]) {
      expect(gh.violations).toEqual([]);
      expect(gh.internalErrors).toEqual([]);
    }
  } finally {
    await world.close();
    await fresh.close();
  }
}

/** The kinds of change the seeds below made between them: each kind the generator has, at least once. */
const exercised = new Set<string>();

// Chosen so that between them they make every kind of change, in under 30 s.
it.each([19, 20, 24])(
  'seed %i: incremental pushes publish what one full rebuild does, byte for byte',
  async (seed) => {
    await replay(seed, 6);
  },
);

it('the seeds made every kind of change', () => {
  expect([...exercised].sort()).toEqual(
    [
      'add',
      'array',
      'bulk-add',
      'bulk-edit',
      'comment',
      'delete',
      'fix',
      'invalid',
      'lab-name',
      'merge',
      'move',
      'nested',
      'none',
      'readd',
      'rename',
      'reorder',
      'scalar',
      'unparseable',
      'whitespace',
    ].sort(),
  );
});
