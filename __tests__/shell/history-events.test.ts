// The local history reader and the events builder together, on real repositories.
import { readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildEvents, OversizedVersion } from '../../src/core/events.js';
import { DEFAULT_RECORD_PATHS, recordPaths } from '../../src/core/record-path.js';
import type { DriftEvent } from '../../src/core/types.js';
import { MAX_RECORD_BYTES } from '../../src/core/validate/index.js';
import { readLocalHistory } from '../../src/shell/git/history.js';
import { createRepo, type TestRepo } from '../helpers/git-repo.js';
import { mergeSide } from '../helpers/histories.js';
import { record } from '../helpers/records.js';

const URL = 'https://github.com/acme/registry';

async function events(repo: TestRepo, revisions = ['HEAD']) {
  const head = (await repo.git('rev-parse', 'HEAD')).trim();
  const commits = await readLocalHistory(repo.dir, { revisions, paths: DEFAULT_RECORD_PATHS });
  return buildEvents(commits, { repositoryUrl: URL, head });
}

const summary = (es: DriftEvent[]) => es.map((e) => `${e.commit.message}: ${e.type} ${e.model.id}`);

describe('drift events from real git history', () => {
  let repo: TestRepo;
  beforeEach(async () => {
    repo = await createRepo('events-');
  });
  afterEach(() => repo.cleanup());

  it('adds, updates, moves, renames with changes and removes', async () => {
    await repo.commit({ 'models/acme/one.toml': record('acme', 'one') }, 'add');
    await repo.commit({ 'models/acme/one.toml': record('acme', 'one', { max: 12 }) }, 'update');
    // A move keeps the data but the id must follow the path: only the id changes.
    await repo.git('mv', 'models/acme/one.toml', 'models/acme/uno.toml');
    await repo.commit(
      { 'models/acme/uno.toml': record('acme', 'uno', { max: 12, name: 'one model' }) },
      'rename with id change',
    );
    await repo.commit({ 'models/acme/uno.toml': null }, 'remove');
    const { events: es, warnings } = await events(repo);
    expect(warnings).toEqual([]);
    expect(summary(es)).toEqual([
      'remove: model_removed acme/uno',
      'rename with id change: model_updated acme/uno',
      'update: model_updated acme/one',
      'add: model_added acme/one',
    ]);
    expect(es[1]!.previous_path).toBe('models/acme/one.toml');
    expect(es[1]!.changes).toEqual([
      { path: 'model.id', kind: 'changed', before: 'acme/one', after: 'acme/uno' },
      {
        path: 'sources[id="docs"].url',
        kind: 'changed',
        before: 'https://example.org/acme/one',
        after: 'https://example.org/acme/uno',
      },
    ]);
    expect(es[2]!.changes).toEqual([
      { path: 'capability_profiles[id="t2v"].duration.max', kind: 'changed', before: 8, after: 12 },
    ]);
  });

  it('reports a move with equal data as model_moved', async () => {
    await repo.commit({ 'models/acme/one.toml': record('acme', 'one') }, 'add');
    await repo.git('mv', 'models/acme', 'models/other');
    await repo.commit({}, 'move folder');
    const { events: es } = await events(repo);
    expect(es[0]).toMatchObject({ type: 'model_moved', previous_path: 'models/acme/one.toml', changes: [] });
    expect(es[0]!.model.path).toBe('models/other/one.toml');
  });

  describe('a rename git detects is one model moving, not two that look alike', () => {
    const example = readFileSync(
      join(import.meta.dirname, '../../examples/registry/models/northwind/aurora-video-1.toml'),
      'utf8',
    );
    // A successor written as contributors write one: the old record copied, its identity changed.
    const successor = example
      .replaceAll('aurora-video-1', 'aurora-video-2')
      .replace('name = "Aurora Video 1"', 'name = "Aurora Video 2"')
      .replace('max = 8', 'max = 12');
    const V1 = 'models/northwind/aurora-video-1.toml';
    const V2 = 'models/northwind/aurora-video-2.toml';

    it('a record retired and another added in one commit: a removal and an addition', async () => {
      await repo.commit({ [V1]: example }, 'add');
      await repo.commit({ [V1]: null, [V2]: successor }, 'retire 1, add 2');
      // git pairs them (the files are nearly equal): the feed must not call 2 a rename of 1.
      expect(await repo.git('log', '-1', '-M', '--format=', '--name-status')).toMatch(/^R\d+\t/);
      const { events: es } = await events(repo);
      expect(summary(es)).toEqual([
        'retire 1, add 2: model_removed northwind/aurora-video-1',
        'retire 1, add 2: model_added northwind/aurora-video-2',
        'add: model_added northwind/aurora-video-1',
      ]);
      expect(es.some((e) => e.previous_path !== undefined)).toBe(false);
    });

    it('a lab renamed (the slug kept) and a slug fixed (the name kept) are moves with their changes', async () => {
      await repo.commit({ [V1]: example }, 'add');
      await repo.git('mv', 'models/northwind', 'models/northwind-labs');
      const moved = example
        .replaceAll('northwind/aurora', 'northwind-labs/aurora')
        .replace('"Northwind"', '"Northwind Labs"');
      await repo.commit({ 'models/northwind-labs/aurora-video-1.toml': moved }, 'lab renamed');
      await repo.git(
        'mv',
        'models/northwind-labs/aurora-video-1.toml',
        'models/northwind-labs/aurora-v1.toml',
      );
      await repo.commit(
        {
          'models/northwind-labs/aurora-v1.toml': moved.replace(
            'id = "northwind-labs/aurora-video-1"',
            'id = "northwind-labs/aurora-v1"',
          ),
        },
        'slug fixed',
      );
      const { events: es } = await events(repo);
      expect(es.map((e) => `${e.commit.message}: ${e.type} ${e.model.id} from ${e.previous_path}`)).toEqual([
        'slug fixed: model_updated northwind-labs/aurora-v1 from models/northwind-labs/aurora-video-1.toml',
        'lab renamed: model_updated northwind-labs/aurora-video-1 from models/northwind/aurora-video-1.toml',
        'add: model_added northwind/aurora-video-1 from undefined',
      ]);
      expect(es[1]!.changes.map((c) => c.path)).toEqual(['model.id', 'model.lab']);
    });
  });

  it('deleted and added again later, moved to another lab and back: each step its own event', async () => {
    const one = record('acme', 'one');
    const other = record('beta', 'one', { name: 'one model' });
    await repo.commit({ 'models/acme/one.toml': one }, 'add');
    await repo.commit({ 'models/acme/one.toml': null }, 'delete');
    await repo.commit({ 'models/acme/one.toml': one }, 'add again');
    await repo.commit({ 'models/acme/one.toml': null, 'models/beta/one.toml': other }, 'to beta');
    await repo.commit({ 'models/beta/one.toml': null, 'models/acme/one.toml': one }, 'back');
    const { events: es, warnings } = await events(repo);
    expect(warnings).toEqual([]);
    expect(es.map((e) => `${e.commit.message}: ${e.type} ${e.model.id} ${e.previous_path ?? ''}`)).toEqual([
      'back: model_updated acme/one models/beta/one.toml',
      'to beta: model_updated beta/one models/acme/one.toml',
      'add again: model_added acme/one ',
      'delete: model_removed acme/one ',
      'add: model_added acme/one ',
    ]);
    // The ids differ by commit, so the feed holds every step.
    expect(new Set(es.map((e) => e.id)).size).toBe(5);
  });

  it('never reads a version over the size limit: left out with one warning, compared around', async () => {
    const big = `${record('acme', 'one', { max: 10 })}# ${'x'.repeat(MAX_RECORD_BYTES)}\n`;
    await repo.commit({ 'models/acme/one.toml': record('acme', 'one'), 'models/acme/e.toml': '' }, 'add');
    await repo.commit({ 'models/acme/one.toml': big }, 'huge');
    await repo.commit({ 'models/acme/one.toml': record('acme', 'one', { max: 10 }) }, 'trim');
    const history = await readLocalHistory(repo.dir, { revisions: ['HEAD'], paths: DEFAULT_RECORD_PATHS });
    const huge = history[1]!.files[0]!.after;
    expect(huge).toBeInstanceOf(OversizedVersion);
    expect((huge as OversizedVersion).size).toBe(Buffer.byteLength(big));
    expect(history[0]!.files.find((f) => f.path === 'models/acme/e.toml')!.after).toEqual(new Uint8Array());
    const { events: es, warnings } = await events(repo);
    // The empty file is read (as no bytes), and is no record: left out with a warning of its own.
    expect(summary(es)).toEqual(['trim: model_updated acme/one', 'add: model_added acme/one']);
    expect(warnings.filter((w) => w.file === 'models/acme/e.toml').map((w) => w.rule)).toEqual([
      'history/not-a-record',
    ]);
    expect(es[0]!.changes).toEqual([
      { path: 'capability_profiles[id="t2v"].duration.max', kind: 'changed', before: 8, after: 10 },
    ]);
    expect(warnings.filter((w) => w.file === 'models/acme/one.toml')).toEqual([
      expect.objectContaining({
        rule: 'history/too-large',
        severity: 'warning',
        message: expect.stringMatching(/^the version at commit \w{7} is too large and is left out/),
      }),
    ]);
  });

  it('yields nothing for a reformat, and skips an unparseable version with a warning', async () => {
    const text = record('acme', 'one');
    await repo.commit({ 'models/acme/one.toml': text }, 'add');
    await repo.commit({ 'models/acme/one.toml': `# comment\n\n${text.replace(/\n\n/g, '\n')}` }, 'reformat');
    await repo.commit({ 'models/acme/one.toml': `${text}\nbroken = [` }, 'break');
    await repo.commit({ 'models/acme/one.toml': record('acme', 'one', { max: 9 }) }, 'fix and change');
    const { events: es, warnings } = await events(repo);
    expect(summary(es)).toEqual(['fix and change: model_updated acme/one', 'add: model_added acme/one']);
    // Compared with the last version that parsed (max 8), not with the broken one.
    expect(es[0]!.changes).toEqual([
      { path: 'capability_profiles[id="t2v"].duration.max', kind: 'changed', before: 8, after: 9 },
    ]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({
      severity: 'warning',
      rule: 'history/unparseable',
      file: 'models/acme/one.toml',
    });
  });

  it.each([false, true])(
    'a version that is a symbolic link is said to be one, not a syntax error, and skipped (parsed: %s)',
    async (parsed) => {
      await repo.commit(
        { 'models/acme/one.toml': record('acme', 'one'), 'models/acme/two.toml': record('acme', 'two') },
        'add',
      );
      await repo.git('rm', '-q', 'models/acme/one.toml');
      symlinkSync('two.toml', join(repo.dir, 'models/acme/one.toml'));
      const linked = await repo.commit({}, 'link');
      await repo.git('rm', '-q', 'models/acme/one.toml');
      await repo.commit({ 'models/acme/one.toml': record('acme', 'one', { max: 9 }) }, 'restore');
      const head = (await repo.git('rev-parse', 'HEAD')).trim();
      const commits = await readLocalHistory(repo.dir, {
        revisions: ['HEAD'],
        paths: DEFAULT_RECORD_PATHS,
        parsed,
      });
      const { events: es, warnings } = buildEvents(commits, { repositoryUrl: URL, head });
      // Compared with the version before the link, as for a version that does not parse.
      expect(summary(es)).toEqual([
        'restore: model_updated acme/one',
        'add: model_added acme/one',
        'add: model_added acme/two',
      ]);
      expect(es[0]!.changes).toEqual([
        { path: 'capability_profiles[id="t2v"].duration.max', kind: 'changed', before: 8, after: 9 },
      ]);
      // Before: "does not parse …: TOML syntax error", the link's text read as TOML.
      expect(warnings).toEqual([
        {
          severity: 'warning',
          rule: 'history/symlink',
          file: 'models/acme/one.toml',
          line: 1,
          column: 1,
          pointer: '',
          message: `the version at commit ${linked.slice(0, 7)} is a symbolic link, not a record and is left out of the drift feed: records must be regular files, not symlinks`,
        },
      ]);
    },
  );

  /** The warnings of a history where `bad` comes between two versions that parse. */
  async function leftOut(bad: string) {
    const text = record('acme', 'one');
    await repo.commit({ 'models/acme/one.toml': text }, 'add');
    await repo.commit({ 'models/acme/one.toml': bad }, 'bad');
    // One byte order mark is no mistake.
    await repo.commit({ 'models/acme/one.toml': `\uFEFF${text.replace('max = 8', 'max = 9')}` }, 'fix');
    const { events: es, warnings } = await events(repo);
    expect(summary(es)).toEqual(['fix: model_updated acme/one', 'add: model_added acme/one']);
    return warnings.map((w) => [w.rule, w.line, w.column, w.message.replace(/^.*? drift feed: /, '')]);
  }

  it('names a second byte order mark in a version it leaves out', async () => {
    expect(await leftOut(`\uFEFF\uFEFF${record('acme', 'one', { max: 7 })}`)).toEqual([
      [
        'history/unparseable',
        1,
        1,
        'TOML syntax error: an invisible byte order mark (U+FEFF) is here: delete it',
      ],
    ]);
  });

  it('names a Git LFS pointer in a version it leaves out', async () => {
    const pointer =
      'version https://git-lfs.github.com/spec/v1\noid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393\nsize 12345\n';
    expect(await leftOut(pointer)).toEqual([
      [
        'history/unparseable',
        1,
        1,
        'the file is a Git LFS pointer, not the record: fetch the file (git lfs pull; actions/checkout with lfs: true), or stop tracking records with LFS',
      ],
    ]);
  });

  it('leaves out a version holding an integer beyond 2^53 − 1, with a warning at the value', async () => {
    const text = record('acme', 'one');
    await repo.commit({ 'models/acme/one.toml': text }, 'add');
    await repo.commit(
      { 'models/acme/one.toml': text.replace('max = 8', 'max = 9223372036854775807') },
      'int64',
    );
    await repo.commit({ 'models/acme/one.toml': record('acme', 'one', { max: 9 }) }, 'fix');
    const { events: es, warnings } = await events(repo);
    expect(summary(es)).toEqual(['fix: model_updated acme/one', 'add: model_added acme/one']);
    expect(es[0]!.changes).toEqual([
      { path: 'capability_profiles[id="t2v"].duration.max', kind: 'changed', before: 8, after: 9 },
    ]);
    expect(warnings).toEqual([
      expect.objectContaining({
        rule: 'history/unparseable',
        file: 'models/acme/one.toml',
        line: 22,
        column: 7,
      }),
    ]);
    expect(warnings[0]!.message).toContain(
      'capability_profiles[0].duration.max = 9223372036854775807 is an integer above 2^53 − 1',
    );
    // It parses as TOML: not "does not parse", but why it cannot be published.
    expect(warnings[0]!.message).toMatch(
      /^the version at commit [0-9a-f]+ holds an integer JSON cannot carry exactly and is left out of the drift feed: /,
    );
  });

  it('a merged branch is in the feed once, at its merge, and a range gives the prefix of the whole', async () => {
    await repo.commit({ 'models/acme/one.toml': record('acme', 'one') }, 'add one');
    const before = (await repo.git('rev-parse', 'HEAD')).trim();
    await mergeSide(repo, { max: 10, message: 'edit one on main' });
    const all = await events(repo);
    // `git log --first-parent`: the branch's commit is not repeated after the merge that carries it.
    expect(summary(all.events)).toEqual([
      'merge side: model_added acme/two',
      'edit one on main: model_updated acme/one',
      'add one: model_added acme/one',
    ]);
    const range = await events(repo, [`${before}..HEAD`]);
    expect(range.events).toEqual(all.events.slice(0, 2));
  });

  it("the user's git config changes nothing read: the first commit's files, a sub-folder, subjects in UTF-8", async () => {
    const paths = recordPaths('registry/models');
    await repo.commit({ 'registry/models/acme/one.toml': record('acme', 'one') }, 'Añadir one');
    await repo.commit({ 'registry/models/acme/one.toml': record('acme', 'one', { max: 10 }) }, 'edit one');
    const head = (await repo.git('rev-parse', 'HEAD')).trim();
    const read = async () =>
      buildEvents(await readLocalHistory(join(repo.dir, 'registry'), { revisions: ['HEAD'], paths }), {
        repositoryUrl: URL,
        head,
      });
    const plain = await read();
    expect(summary(plain.events)).toEqual([
      'edit one: model_updated acme/one',
      'Añadir one: model_added acme/one',
    ]);
    // As a user's ~/.gitconfig may say; the repository's own config stands in for it here.
    const config: [string, string][] = [
      ['log.showRoot', 'false'],
      ['diff.relative', 'true'],
      ['log.showSignature', 'true'],
      ['i18n.logOutputEncoding', 'ISO-8859-1'],
      ['color.ui', 'always'],
      // Before: "git log failed: fatal: failed to read orderfile '/nonexistent'".
      ['diff.orderFile', '/nonexistent'],
    ];
    for (const [key, value] of config) await repo.git('config', key, value);
    expect(await read()).toEqual(plain);
  });

  it('replace refs and grafts change nothing read: the history and the versions are the commits themselves', async () => {
    await repo.commit({ 'models/acme/one.toml': record('acme', 'one') }, 'add one');
    await repo.commit({ 'models/acme/one.toml': record('acme', 'one', { max: 10 }) }, 'edit one');
    await repo.commit({ 'models/acme/two.toml': record('acme', 'two') }, 'add two');
    const plain = await events(repo);
    expect(summary(plain.events)).toEqual([
      'add two: model_added acme/two',
      'edit one: model_updated acme/one',
      'add one: model_added acme/one',
    ]);
    // Before: a graft that cut the history at HEAD~1 made its models "added" there, and a replaced
    // blob was published as the record, though no commit holds it.
    await repo.git('replace', '--graft', 'HEAD~1');
    writeFileSync(join(repo.dir, 'other.txt'), record('acme', 'two', { max: 99 }));
    const other = (await repo.git('hash-object', '-w', 'other.txt')).trim();
    await repo.git('replace', (await repo.git('rev-parse', 'HEAD:models/acme/two.toml')).trim(), other);
    expect(await events(repo)).toEqual(plain);
    // The graft file git still reads (deprecated), which no checkout fetches either.
    for (const ref of (await repo.git('replace', '-l')).split('\n').filter(Boolean))
      await repo.git('replace', '-d', ref);
    writeFileSync(
      join(repo.dir, '.git', 'info', 'grafts'),
      `${(await repo.git('rev-parse', 'HEAD~1')).trim()}\n`,
    );
    expect((await repo.git('rev-list', '--count', 'HEAD')).trim()).toBe('2');
    expect(await events(repo)).toEqual(plain);
  });

  it('commits dated out of order (a skewed clock) still come in first-parent order, as does a range', async () => {
    // git log prints in date order unless told --topo-order, which it is not (it would read every
    // commit before the first line): the order comes from the parents, not from the dates.
    await repo.commit({ 'models/acme/one.toml': record('acme', 'one') }, 'add one', '@3000 +0000');
    const before = (await repo.git('rev-parse', 'HEAD')).trim();
    await repo.commit(
      { 'models/acme/one.toml': record('acme', 'one', { max: 10 }) },
      'edit one',
      '@1000 +0000',
    );
    await mergeSide(repo, { max: 11, message: 'edit one again' }, ['@9000 +0000', '@2000 +0000']);
    const all = await events(repo);
    expect(summary(all.events)).toEqual([
      'merge side: model_added acme/two',
      'edit one again: model_updated acme/one',
      'edit one: model_updated acme/one',
      'add one: model_added acme/one',
    ]);
    expect(all.events[1]!.changes).toEqual([
      expect.objectContaining({ kind: 'changed', before: 10, after: 11 }),
    ]);
    const range = await events(repo, [`${before}..HEAD`]);
    expect(range.events).toEqual(all.events.slice(0, 3));
  });
});
