// `model-registry diff` run in-process against real git repositories: its events must be the ones a
// full build publishes for the same commits (the build is the reference: incremental equals full).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cli } from '../helpers/cli-in-process.js';
import { createRepo, type TestRepo } from '../helpers/git-repo.js';
import { inShallowClone, mergeSide } from '../helpers/histories.js';
import { record } from '../helpers/records.js';

const URL = ['--repository-url', 'https://github.com/acme/registry'];
const BROKEN = 'schema_version = 1\n[model\n';

describe('model-registry diff, against the full build', () => {
  let repo: TestRepo;
  beforeEach(async () => {
    repo = await createRepo('cli-diff-');
  });
  afterEach(() => repo.cleanup());

  /** The events a full build publishes for `sha`, as drift.json has them. */
  async function builtEventsOf(sha: string, extra: string[] = []) {
    const out = mkdtempSync(join(tmpdir(), 'cli-diff-site-'));
    try {
      const build = await cli(['build', '--root', '.', '--out', out, ...extra, ...URL], repo.dir);
      expect(build.code).toBe(0);
      const feed = JSON.parse(readFileSync(join(out, 'drift.json'), 'utf8'));
      return feed.events.filter((e: { commit: { sha: string } }) => e.commit.sha === sha);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }

  it('text form: a --repository-url given is checked as in json form and build (exit 2), though text prints none', async () => {
    await repo.commit({ 'models/acme/one.toml': record('acme', 'one') }, 'one');
    await repo.commit({ 'models/acme/one.toml': record('acme', 'one', { max: 10 }) }, 'one: 10');
    for (const flag of ['https://github.com/o/r#frag', 'https://user:s3cret@github.com/o/r']) {
      const text = await cli(['diff', 'HEAD~1', 'HEAD', '--repository-url', flag], repo.dir);
      expect({ flag, code: text.code }).toEqual({ flag, code: 2 });
      expect(text.stderr).toContain('--repository-url must');
    }
    // Without the flag, text needs no address (this repository has no origin remote).
    expect((await cli(['diff', 'HEAD~1', 'HEAD'], repo.dir)).code).toBe(0);
  });

  it("a diff.orderFile that is not there changes nothing (the user's git diff fails on it, this does not)", async () => {
    await repo.commit({ 'models/acme/one.toml': record('acme', 'one') }, 'one');
    await repo.commit({ 'models/acme/one.toml': record('acme', 'one', { max: 10 }) }, 'one: 10');
    const plain = await cli(['diff', 'HEAD~1', 'HEAD'], repo.dir);
    expect(plain.code).toBe(0);
    await repo.git('config', 'diff.orderFile', join(repo.dir, 'not-there'));
    // Before: exit 2, "git log failed: fatal: failed to read orderfile".
    expect(await cli(['diff', 'HEAD~1', 'HEAD'], repo.dir)).toEqual(plain);
  });

  it("BASE's version does not parse: measured from the last version that parses, as the build does", async () => {
    const a = await repo.commit({ 'models/acme/one.toml': record('acme', 'one') }, 'one');
    const b = await repo.commit({ 'models/acme/one.toml': BROKEN }, 'one: broken');
    const c = await repo.commit({ 'models/acme/one.toml': record('acme', 'one', { max: 10 }) }, 'one: fixed');
    const built = await builtEventsOf(c);
    expect(built.map((e: { type: string }) => e.type)).toEqual(['model_updated']);
    expect(built[0].changes).toEqual([
      { path: 'capability_profiles[id="t2v"].duration.max', kind: 'changed', before: 8, after: 10 },
    ]);

    const json = await cli(['diff', b, 'HEAD', '--format', 'json', ...URL], repo.dir);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout).events).toEqual(built);

    const text = await cli(['diff', b, 'HEAD'], repo.dir);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^[0-9a-f]{12} model_updated acme\/one \(models\/acme\/one\.toml\)$/m);
    expect(text.stdout).not.toMatch(/model_added/);
    expect(text.stderr).toContain(
      `note: models/acme/one.toml: its version at BASE ${b.slice(0, 7)} does not parse: ` +
        `the change is measured from its version at ${a.slice(0, 7)}, the last that parses\n`,
    );
  });

  it('an emptied record (parses, but no record) is skipped as the build skips it, with history/not-a-record', async () => {
    // Before: "removed" every field at the empty version, then added them all back at the fix.
    const a = await repo.commit({ 'models/acme/one.toml': record('acme', 'one') }, 'one');
    const b = await repo.commit({ 'models/acme/one.toml': '' }, 'one: emptied by accident');
    const c = await repo.commit({ 'models/acme/one.toml': record('acme', 'one', { max: 10 }) }, 'one: back');
    const changes = [
      { path: 'capability_profiles[id="t2v"].duration.max', kind: 'changed', before: 8, after: 10 },
    ];
    expect(await builtEventsOf(b)).toEqual([]);
    const built = await builtEventsOf(c);
    expect(built.map((e: { type: string; changes: unknown }) => [e.type, e.changes])).toEqual([
      ['model_updated', changes],
    ]);

    const json = await cli(['diff', a, c, '--format', 'json', ...URL], repo.dir);
    expect(json.code).toBe(0);
    const doc = JSON.parse(json.stdout);
    expect(doc.events).toEqual(built);
    expect(doc.notes).toEqual([
      {
        level: 'warning',
        kind: 'history/not-a-record',
        file: 'models/acme/one.toml',
        message: `models/acme/one.toml:1:1: history/not-a-record (warning)  the version at commit ${b.slice(0, 7)} is not a record and is left out of the drift feed: the file is empty or holds only comments`,
      },
    ]);
    // From BASE at the empty version: measured from the last record, as the build measures it.
    const text = await cli(['diff', b, c], repo.dir);
    expect(text.stdout).not.toMatch(/model_added/);
    expect(text.stderr).toContain(
      `note: models/acme/one.toml: its version at BASE ${b.slice(0, 7)} is not a record: ` +
        `the change is measured from its version at ${a.slice(0, 7)}, the last that is a record\n`,
    );
  });

  it('no earlier version parses: shown as added, as the build does, and the output says why', async () => {
    await repo.commit({ 'models/acme/other.toml': record('acme', 'other') }, 'other');
    const b = await repo.commit({ 'models/acme/one.toml': BROKEN }, 'one: broken from the start');
    const c = await repo.commit({ 'models/acme/one.toml': record('acme', 'one') }, 'one: fixed');
    const built = await builtEventsOf(c);
    expect(built.map((e: { type: string }) => e.type)).toEqual(['model_added']);
    const json = await cli(['diff', b, c, '--format', 'json', ...URL], repo.dir);
    expect(JSON.parse(json.stdout).events).toEqual(built);
    const text = await cli(['diff', b, c], repo.dir);
    expect(text.stderr).toContain(
      `note: models/acme/one.toml: its version at BASE ${b.slice(0, 7)} does not parse and no earlier version parses: ` +
        'it is shown as added\n',
    );
  });

  it("a record removed after BASE's version broke: removed, as the build says (no event at all before)", async () => {
    await repo.commit({ 'models/acme/one.toml': record('acme', 'one') }, 'one');
    await repo.commit({ 'models/acme/two.toml': record('acme', 'two') }, 'two');
    const b = await repo.commit({ 'models/acme/one.toml': BROKEN }, 'one: broken');
    const c = await repo.commit({ 'models/acme/one.toml': null }, 'one: retired');
    const built = await builtEventsOf(c);
    expect(built.map((e: { type: string }) => e.type)).toEqual(['model_removed']);
    const json = await cli(['diff', b, c, '--format', 'json', ...URL], repo.dir);
    expect(JSON.parse(json.stdout).events).toEqual(built);
  });

  it('a shallow clone cut before the version that parses: the output says the earlier versions are unknown', async () => {
    await repo.commit({ 'models/acme/one.toml': record('acme', 'one') }, 'one');
    const b = await repo.commit({ 'models/acme/one.toml': BROKEN }, 'one: broken');
    const c = await repo.commit({ 'models/acme/one.toml': record('acme', 'one', { max: 10 }) }, 'one: fixed');
    await inShallowClone(repo, 2, async (shallow) => {
      const text = await cli(['diff', b, c], shallow);
      expect(text.code).toBe(0);
      expect(text.stderr).toContain(
        `warning: ${shallow} is a shallow clone: versions before its cut are unknown, so a change measured from an earlier version may be shown as an addition that build would not publish. Fetch the whole history first (git fetch --unshallow)\n`,
      );
    });
  });

  it("BASE's version over the size limit: measured from the last version that parses, and the note says it is too large", async () => {
    const a = await repo.commit({ 'models/acme/one.toml': record('acme', 'one') }, 'one');
    const huge = `${record('acme', 'one')}# ${'x'.repeat(1_100_000)}\n`;
    const b = await repo.commit({ 'models/acme/one.toml': huge }, 'one: huge');
    const c = await repo.commit({ 'models/acme/one.toml': record('acme', 'one', { max: 12 }) }, 'one: fixed');
    const built = await builtEventsOf(c);
    expect(built.map((e: { type: string }) => e.type)).toEqual(['model_updated']);
    const json = await cli(['diff', b, c, '--format', 'json', ...URL], repo.dir);
    expect(JSON.parse(json.stdout).events).toEqual(built);
    const text = await cli(['diff', b, c], repo.dir);
    expect(text.stderr).toContain(
      `note: models/acme/one.toml: its version at BASE ${b.slice(0, 7)} is too large: ` +
        `the change is measured from its version at ${a.slice(0, 7)}, the last that parses\n`,
    );
  });

  it("a record moved to another lab after BASE's version broke: moved, not added, as the build says", async () => {
    await repo.commit({ 'models/acme/one.toml': record('acme', 'one') }, 'one');
    const b = await repo.commit({ 'models/acme/one.toml': BROKEN }, 'one: broken');
    const c = await repo.commit(
      { 'models/acme/one.toml': null, 'models/beta/one.toml': record('beta', 'one') },
      'one: moved to beta, fixed',
    );
    const built = await builtEventsOf(c);
    expect(built.map((e: { type: string; previous_path?: string }) => [e.type, e.previous_path])).toEqual([
      ['model_updated', 'models/acme/one.toml'],
    ]);
    const json = await cli(['diff', b, c, '--format', 'json', ...URL], repo.dir);
    expect(JSON.parse(json.stdout).events).toEqual(built);
  });

  it('--models-dir elsewhere: the same events as the build, and the note names repository paths', async () => {
    const a = await repo.commit({ 'registry/models/acme/one.toml': record('acme', 'one') }, 'one');
    const b = await repo.commit({ 'registry/models/acme/one.toml': BROKEN }, 'one: broken');
    const c = await repo.commit(
      { 'registry/models/acme/one.toml': record('acme', 'one', { max: 10 }) },
      'one: fixed',
    );
    const dir = ['--models-dir', 'registry/models'];
    const built = await builtEventsOf(c, dir);
    expect(built.map((e: { type: string }) => e.type)).toEqual(['model_updated']);
    const json = await cli(['diff', b, c, ...dir, '--format', 'json', ...URL], repo.dir);
    expect(JSON.parse(json.stdout).events).toEqual(built);
    const text = await cli(['diff', b, c, ...dir], repo.dir);
    expect(text.stderr).toContain(
      `note: registry/models/acme/one.toml: its version at BASE ${b.slice(0, 7)} does not parse: ` +
        `the change is measured from its version at ${a.slice(0, 7)}, the last that parses\n`,
    );
  });

  it('a BASE that names no commit (a tree, a blob, an empty name) is refused with exit 2', async () => {
    await repo.commit({ 'models/acme/one.toml': record('acme', 'one') }, 'one');
    const blob = (await repo.git('rev-parse', 'HEAD:models/acme/one.toml')).trim();
    for (const base of ['HEAD:models', blob, 'HEAD^2', 'nothing~1'])
      expect(await cli(['diff', base, 'HEAD'], repo.dir)).toEqual({
        code: 2,
        stdout: '',
        stderr: `model-registry: ${base} does not name a commit in ${repo.dir}\n`,
      });
    // An empty one is said to be empty (it read " does not name a commit").
    const empty = await cli(['diff', '', 'HEAD'], repo.dir);
    expect(empty.code).toBe(2);
    expect(empty.stderr).toMatch(/^model-registry: diff: a revision \(BASE, HEAD\) is empty \(""\)\n/);
  });
});

/**
 * `diff --format json` carries, in `notes`, every warning and note the text form prints on stderr:
 * a program reading the JSON learns what was left out or measured otherwise. Each note, written
 * `<level>: <message>`, is a line of stderr, in order.
 */
describe('model-registry diff --format json: notes', () => {
  let repo: TestRepo;
  beforeEach(async () => {
    repo = await createRepo('cli-diff-notes-');
  });
  afterEach(() => repo.cleanup());

  interface Note {
    level: string;
    kind: string;
    file?: string;
    line?: number;
    column?: number;
    message: string;
  }

  /** The JSON's notes, after checking they are what stderr says, and that text mode says the same. */
  async function notesOf(args: string[], cwd = repo.dir): Promise<Note[]> {
    const json = await cli(['diff', ...args, '--format', 'json', ...URL], cwd);
    expect(json.code).toBe(0);
    const doc = JSON.parse(json.stdout);
    expect(Object.keys(doc)).toEqual(['base', 'head', 'events', 'notes']);
    // A history warning is said as validate says a warning (FILE:LINE:COLUMN: RULE (warning)  MESSAGE).
    const lines = (doc.notes as Note[])
      .map((n) => `${n.kind.startsWith('history/') ? '' : `${n.level}: `}${n.message}\n`)
      .join('');
    expect(json.stderr).toBe(lines);
    expect((await cli(['diff', ...args], cwd)).stderr).toBe(lines);
    return doc.notes;
  }

  it('none: an empty list', async () => {
    const a = await repo.commit({ 'models/acme/one.toml': record('acme', 'one') }, 'one');
    await repo.commit({ 'models/acme/one.toml': record('acme', 'one', { max: 9 }) }, 'one: 9 s');
    expect(await notesOf([a, 'HEAD'])).toEqual([]);
  });

  it('a version in the range that does not parse, or is too large: history/unparseable, history/too-large', async () => {
    const a = await repo.commit({ 'models/acme/one.toml': record('acme', 'one') }, 'one');
    const b = await repo.commit({ 'models/acme/one.toml': BROKEN }, 'one: broken');
    const huge = `${record('acme', 'two')}# ${'x'.repeat(1_100_000)}\n`;
    const c = await repo.commit({ 'models/acme/two.toml': huge }, 'two: huge');
    const notes = await notesOf([a, c]);
    expect(notes.map((n) => [n.level, n.kind, n.file])).toEqual([
      ['warning', 'history/unparseable', 'models/acme/one.toml'],
      ['warning', 'history/too-large', 'models/acme/two.toml'],
    ]);
    expect(notes[0]!.message).toMatch(
      new RegExp(
        `^models/acme/one\\.toml:2:7: history/unparseable \\(warning\\) {2}the version at commit ${b.slice(0, 7)} does not parse and is left out`,
      ),
    );
    // Too large is the whole file: no position in the JSON, 1:1 in the line, as validate says one.
    expect(notes[1]).not.toHaveProperty('line');
    expect(notes[1]!.message).toMatch(
      /^models\/acme\/two\.toml:1:1: history\/too-large \(warning\) {2}the version/,
    );
  });

  // A syntax error, and nan (found after the parse, located on its own: it was named by pointer at
  // 1:1 in history, where validate gave the field's line and path).
  it.each([
    ['a syntax error', '[model]', '[model', 7, 'toml/syntax'],
    ['nan', 'max = 8', 'max = nan', 1, 'toml/non-finite'],
  ])(
    'a version with %s: the line and column validate gives, in text, JSON and build',
    async (_, from, to, column, rule) => {
      const a = await repo.commit({ 'models/acme/one.toml': record('acme', 'one') }, 'one');
      const broken = record('acme', 'one').replace(from, to);
      const b = await repo.commit({ 'models/acme/one.toml': broken }, 'one: broken');
      await repo.commit({ 'models/acme/one.toml': record('acme', 'one') }, 'one: fixed');
      // Where validate says it is, for the file as it was at b.
      const alone = mkdtempSync(join(tmpdir(), 'cli-diff-validate-'));
      let validated: { line: number; column: number; message: string };
      try {
        mkdirSync(join(alone, 'models/acme'), { recursive: true });
        writeFileSync(join(alone, 'models/acme/one.toml'), broken);
        [validated] = JSON.parse((await cli(['validate', '--format', 'json'], alone)).stdout).errors;
      } finally {
        rmSync(alone, { recursive: true, force: true });
      }
      const line = broken.split('\n').indexOf(to) + 1;
      expect(validated).toMatchObject({ line, column, rule });
      const notes = await notesOf([a, 'HEAD']);
      const said = `the version at commit ${b.slice(0, 7)} does not parse and is left out of the drift feed`;
      // Before: `models/acme/one.toml: the version at …`, and no line or column in the JSON.
      expect(notes).toEqual([
        expect.objectContaining({
          kind: 'history/unparseable',
          file: 'models/acme/one.toml',
          line,
          column,
          message: `models/acme/one.toml:${line}:${column}: history/unparseable (warning)  ${said}: ${validated.message}`,
        }),
      ]);
      const out = mkdtempSync(join(tmpdir(), 'cli-diff-site-'));
      try {
        const build = await cli(['build', '--root', '.', '--out', out, ...URL], repo.dir);
        expect(build.code).toBe(0);
        // Before: `warning: models/…:L:C: …`, which no FILE:LINE:COLUMN reader takes.
        expect(build.stderr).toBe(`${notes[0]!.message}\n`);
      } finally {
        rmSync(out, { recursive: true, force: true });
      }
    },
  );

  it('under --root, a history warning names its file from the current folder, as validate does; JSON from the root', async () => {
    // Before: `warning: models/acme/one.toml:2:7: …` from the folder above, a path not there from it.
    const a = await repo.commit({ 'sub/models/acme/one.toml': record('acme', 'one') }, 'one');
    const b = await repo.commit({ 'sub/models/acme/one.toml': BROKEN }, 'one: broken');
    await repo.commit({ 'sub/models/acme/one.toml': record('acme', 'one') }, 'one: fixed');
    const json = await cli(['diff', a, 'HEAD', '--root', 'sub', '--format', 'json', ...URL], repo.dir);
    const [note] = JSON.parse(json.stdout).notes;
    expect(note.message).toMatch(
      new RegExp(
        `^models/acme/one\\.toml:2:7: history/unparseable \\(warning\\) {2}the version at commit ${b.slice(0, 7)} `,
      ),
    );
    const line = `sub/${note.message}\n`;
    expect(json.stderr).toBe(line);
    expect((await cli(['diff', a, 'HEAD', '--root', 'sub', ...URL], repo.dir)).stderr).toBe(line);
    const out = mkdtempSync(join(tmpdir(), 'cli-diff-site-'));
    try {
      const build = await cli(['build', '--root', 'sub', '--out', out, ...URL], repo.dir);
      expect([build.code, build.stderr]).toEqual([0, line]);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('under --root, build names the files of an invalid registry from the current folder, as validate does', async () => {
    // Before: `models/acme/one.toml:…` from the folder above, a path not there from it.
    await repo.commit({ 'sub/models/acme/one.toml': BROKEN }, 'one: broken');
    const validate = await cli(['validate', '--root', 'sub'], repo.dir);
    const lines = validate.stdout.split('\n').filter((l) => l.startsWith('sub/models/acme/one.toml:'));
    expect(lines.length).toBeGreaterThan(0);
    const out = mkdtempSync(join(tmpdir(), 'cli-diff-site-'));
    try {
      const build = await cli(['build', '--root', 'sub', '--out', out, ...URL], repo.dir);
      expect(build.code).toBe(1);
      for (const l of lines) expect(build.stderr).toContain(`${l}\n`);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('a version in the range that is a symbolic link: history/symlink, not a TOML syntax error', async () => {
    const a = await repo.commit(
      { 'models/acme/one.toml': record('acme', 'one'), 'models/acme/two.toml': record('acme', 'two') },
      'one, two',
    );
    await repo.git('rm', '-q', 'models/acme/one.toml');
    symlinkSync('two.toml', join(repo.dir, 'models/acme/one.toml'));
    const b = await repo.commit({}, 'one: a link to two');
    await repo.git('rm', '-q', 'models/acme/one.toml');
    await repo.commit({ 'models/acme/one.toml': record('acme', 'one') }, 'one: restored');
    // Before: "does not parse …: TOML syntax error: a key does not start with a dot".
    expect(await notesOf([a, 'HEAD'])).toEqual([
      {
        level: 'warning',
        kind: 'history/symlink',
        file: 'models/acme/one.toml',
        message: `models/acme/one.toml:1:1: history/symlink (warning)  the version at commit ${b.slice(0, 7)} is a symbolic link, not a record and is left out of the drift feed: records must be regular files, not symlinks`,
      },
    ]);
  });

  it("BASE's version is a symbolic link: the warning says so of the version before the range's commit", async () => {
    const a = await repo.commit(
      { 'models/acme/one.toml': record('acme', 'one'), 'models/acme/two.toml': record('acme', 'two') },
      'one, two',
    );
    await repo.git('rm', '-q', 'models/acme/one.toml');
    symlinkSync('two.toml', join(repo.dir, 'models/acme/one.toml'));
    const b = await repo.commit({}, 'one: a link to two');
    await repo.git('rm', '-q', 'models/acme/one.toml');
    const c = await repo.commit({ 'models/acme/one.toml': record('acme', 'one') }, 'one: restored');
    const notes = await notesOf([b, c]);
    // Before: "the version before commit <c> is a symbolic link in that commit", though it is one in b.
    expect(notes.find((n) => n.kind === 'history/symlink')?.message).toBe(
      `models/acme/one.toml:1:1: history/symlink (warning)  the version before commit ${c.slice(0, 7)} is a symbolic link, not a record and is left out of the drift feed: records must be regular files, not symlinks`,
    );
    expect(notes.find((n) => n.kind === 'measured-from-earlier')?.message).toBe(
      `models/acme/one.toml: its version at BASE ${b.slice(0, 7)} is a symbolic link, not a record: the change is measured from its version at ${a.slice(0, 7)}, the last that parses`,
    );
  });

  it("BASE's version does not parse: measured-from-earlier, no-earlier-version (added, or a removal with no event)", async () => {
    const a = await repo.commit({ 'models/acme/one.toml': record('acme', 'one') }, 'one');
    const b = await repo.commit(
      { 'models/acme/one.toml': BROKEN, 'models/acme/two.toml': BROKEN, 'models/acme/three.toml': BROKEN },
      'all broken',
    );
    await repo.commit(
      {
        'models/acme/one.toml': record('acme', 'one', { max: 10 }),
        'models/acme/two.toml': record('acme', 'two'),
        'models/acme/three.toml': null,
      },
      'fixed, and three gone',
    );
    const notes = await notesOf([b, 'HEAD']);
    const short = (s: string) => s.slice(0, 7);
    expect(notes).toContainEqual({
      level: 'note',
      kind: 'measured-from-earlier',
      file: 'models/acme/one.toml',
      message: `models/acme/one.toml: its version at BASE ${short(b)} does not parse: the change is measured from its version at ${short(a)}, the last that parses`,
    });
    expect(notes).toContainEqual({
      level: 'note',
      kind: 'no-earlier-version',
      file: 'models/acme/two.toml',
      message: `models/acme/two.toml: its version at BASE ${short(b)} does not parse and no earlier version parses: it is shown as added`,
    });
    expect(notes).toContainEqual({
      level: 'note',
      kind: 'no-earlier-version',
      file: 'models/acme/three.toml',
      message: `models/acme/three.toml: its version at BASE ${short(b)} does not parse and no earlier version parses: its removal makes no event`,
    });
  });

  it('BASE off the first-parent line, and HEAD in BASE: base-off-first-parent, head-in-base', async () => {
    const fork = await repo.commit({ 'models/acme/one.toml': record('acme', 'one') }, 'one');
    const side = await mergeSide(repo);
    expect((await notesOf([side, 'HEAD'])).map((n) => [n.level, n.kind])).toEqual([
      ['warning', 'base-off-first-parent'],
    ]);
    expect((await notesOf(['HEAD', fork])).map((n) => [n.level, n.kind])).toEqual([
      ['warning', 'head-in-base'],
    ]);
  });

  it('a shallow clone: shallow-clone', async () => {
    await repo.commit({ 'models/acme/one.toml': record('acme', 'one') }, 'one');
    const b = await repo.commit({ 'models/acme/one.toml': BROKEN }, 'one: broken');
    const c = await repo.commit({ 'models/acme/one.toml': record('acme', 'one', { max: 10 }) }, 'one: fixed');
    await inShallowClone(repo, 2, async (shallow) => {
      const notes = await notesOf([b, c], shallow);
      expect(notes.map((n) => [n.level, n.kind])).toEqual([
        ['warning', 'shallow-clone'],
        ['warning', 'history/unparseable'],
        ['note', 'no-earlier-version'],
      ]);
    });
  });

  it("a shallow clone, BASE off HEAD's line: shallow-clone too, as the line stops at the cut", async () => {
    // Before: every record shown as added at the cut, with only the off-line warning's "from its
    // first commit", though the two histories meet before the cut.
    const start = await repo.commit({ 'models/acme/one.toml': record('acme', 'one') }, 'one');
    await repo.git('branch', 'side', start);
    for (const max of [9, 10, 11])
      await repo.commit({ 'models/acme/one.toml': record('acme', 'one', { max }) }, `one: ${max} s`);
    await repo.git('checkout', '-q', 'side');
    await repo.commit({ 'models/acme/two.toml': record('acme', 'two') }, 'two');
    await repo.git('checkout', '-q', 'main');
    const shallow = mkdtempSync(join(tmpdir(), 'shallow-clone-'));
    try {
      await repo.git('clone', '-q', '--depth', '1', '--no-single-branch', `file://${repo.dir}`, shallow);
      const notes = await notesOf(['origin/side', 'HEAD'], shallow);
      expect(notes.map((n) => [n.level, n.kind])).toEqual([
        ['warning', 'base-off-first-parent'],
        ['warning', 'shallow-clone'],
      ]);
      expect(notes[1]!.message).toBe(
        `${shallow} is a shallow clone: HEAD's first-parent line stops at its cut, where every record is shown as added, which build would not publish. Fetch the whole history first (git fetch --unshallow)`,
      );
    } finally {
      rmSync(shallow, { recursive: true, force: true });
    }
  });
});

/**
 * The events from the first commit on: BASE is git's empty tree, as `git diff <empty tree> HEAD`
 * shows the first commit's files (a commit range cannot start before the root commit).
 */
describe('model-registry diff from the empty tree', () => {
  let repo: TestRepo;
  beforeEach(async () => {
    repo = await createRepo('cli-diff-root-');
  });
  afterEach(() => repo.cleanup());

  const EMPTY_TREE = '4b825dc642cb6eb9a060e54bf8d69288fbee4904';

  async function builtEvents() {
    const out = mkdtempSync(join(tmpdir(), 'cli-diff-site-'));
    try {
      expect((await cli(['build', '--root', '.', '--out', out, ...URL], repo.dir)).code).toBe(0);
      return JSON.parse(readFileSync(join(out, 'drift.json'), 'utf8')).events;
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }

  it('a registry whose history is one commit: its records added, as the build publishes them', async () => {
    const first = await repo.commit(
      { 'models/acme/one.toml': record('acme', 'one'), 'models/beta/two.toml': record('beta', 'two') },
      'start',
    );
    const built = await builtEvents();
    expect(built.map((e: { type: string }) => e.type)).toEqual(['model_added', 'model_added']);
    const emptyTree = (await repo.git('hash-object', '-t', 'tree', '/dev/null')).trim();
    expect(emptyTree).toBe(EMPTY_TREE);
    const json = await cli(['diff', EMPTY_TREE, 'HEAD', '--format', 'json', ...URL], repo.dir);
    expect(json).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(json.stdout)).toEqual({ base: EMPTY_TREE, head: first, events: built, notes: [] });
    const text = await cli(['diff', EMPTY_TREE, 'HEAD'], repo.dir);
    expect(text).toMatchObject({ code: 0, stderr: '' });
    expect(text.stdout).toMatch(/^[0-9a-f]{12} model_added acme\/one \(models\/acme\/one\.toml\)$/m);
    expect(text.stdout).toMatch(/^2 events from 1 commit$/m);
  });

  it('a longer history with a merge: the whole feed, the events a first build publishes', async () => {
    await repo.commit({ 'models/acme/one.toml': record('acme', 'one') }, 'one');
    await mergeSide(repo);
    await repo.git('tag', 'v1');
    const built = await builtEvents();
    expect(built).toHaveLength(3);
    const json = await cli(['diff', EMPTY_TREE, 'v1', '--format', 'json', ...URL], repo.dir);
    expect(json).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(json.stdout).events).toEqual(built);
  });

  it('a BASE before the first commit says how to start there', async () => {
    await repo.commit({ 'models/acme/one.toml': record('acme', 'one') }, 'one');
    for (const base of ['HEAD~1', 'HEAD^', 'main~3'])
      expect(await cli(['diff', base, 'HEAD'], repo.dir)).toEqual({
        code: 2,
        stdout: '',
        stderr:
          `model-registry: ${base} does not name a commit in ${repo.dir}: it is before the first commit ` +
          `(for the events from the first commit on, give git's empty tree as BASE: ${EMPTY_TREE})\n`,
      });
  });

  it('a BASE past a shallow clone\'s cut says the clone is shallow and how to fetch, not "before the first commit"', async () => {
    await repo.commit({ 'models/acme/one.toml': record('acme', 'one') }, 'one');
    const second = await repo.commit(
      { 'models/acme/one.toml': record('acme', 'one', { max: 10 }) },
      'one: 10 s',
    );
    const first = (await repo.git('rev-parse', 'HEAD~1')).trim();
    await repo.commit({ 'models/acme/one.toml': record('acme', 'one', { max: 12 }) }, 'one: 12 s');
    await inShallowClone(repo, 1, async (shallow) => {
      const advice = (rev: string) =>
        `model-registry: ${rev} names no commit in ${shallow}, a shallow clone: its history is cut off, so older commits are not there. ` +
        'Fetch the whole history first (git fetch --unshallow; on GitHub Actions, actions/checkout with fetch-depth: 0)\n';
      for (const args of [
        ['HEAD~1', 'HEAD'],
        ['HEAD^^', 'HEAD'],
        ['HEAD~1~1', 'HEAD'],
        [first, 'HEAD'],
        [first.slice(0, 7), 'HEAD'],
        ['HEAD', second],
      ]) {
        const rev = args[0] === 'HEAD' ? second : args[0]!;
        expect(await cli(['diff', ...args], shallow)).toEqual({ code: 2, stdout: '', stderr: advice(rev) });
      }
      expect(await cli(['diff', `${second}...HEAD`], shallow)).toEqual({
        code: 2,
        stdout: '',
        stderr: advice(second),
      });
      // A typo, or a second parent, is no missing history: said as in a full clone.
      for (const rev of ['mian', 'HEAD^2'])
        expect(await cli(['diff', rev, 'HEAD'], shallow)).toEqual({
          code: 2,
          stdout: '',
          stderr: `model-registry: ${rev} does not name a commit in ${shallow}\n`,
        });
    });
  });

  it('a shallow clone from the empty tree: says its history starts at the cut', async () => {
    await repo.commit({ 'models/acme/one.toml': record('acme', 'one') }, 'one');
    await repo.commit({ 'models/acme/one.toml': record('acme', 'one', { max: 10 }) }, 'one: 10 s');
    await inShallowClone(repo, 1, async (shallow) => {
      const json = await cli(['diff', EMPTY_TREE, 'HEAD', '--format', 'json', ...URL], shallow);
      expect(json.code).toBe(0);
      expect(JSON.parse(json.stdout).notes).toEqual([
        {
          level: 'warning',
          kind: 'shallow-clone',
          message: `${shallow} is a shallow clone: its history starts at its cut, where every record is shown as added, which build would not publish. Fetch the whole history first (git fetch --unshallow)`,
        },
      ]);
    });
  });
});

/**
 * A range in one argument, as git users write it: `A..B` is `A B` (git diff and git log agree);
 * `A...B` is git diff's meaning, B's changes since it forked from A (BASE: their merge base), as a
 * pull request shows them (git log's symmetric difference has no place in one feed).
 */
describe('model-registry diff A..B and A...B', () => {
  let repo: TestRepo;
  let fork: string;
  beforeEach(async () => {
    repo = await createRepo('cli-diff-range-');
    fork = await repo.commit({ 'models/acme/one.toml': record('acme', 'one') }, 'one');
    await repo.git('checkout', '-q', '-b', 'side');
    await repo.commit({ 'models/acme/two.toml': record('acme', 'two') }, 'two on a branch');
    await repo.commit({ 'models/acme/two.toml': record('acme', 'two', { max: 9 }) }, 'two: 9 s');
    await repo.git('checkout', '-q', 'main');
    await repo.commit({ 'models/acme/one.toml': record('acme', 'one', { max: 12 }) }, 'one: 12 s');
    await repo.git('merge', '-q', '--no-ff', '-m', 'merge side', 'side');
    await repo.commit({ 'models/acme/three.toml': record('acme', 'three') }, 'three');
  });
  afterEach(() => repo.cleanup());

  const json = async (...args: string[]) => {
    const r = await cli(['diff', ...args, '--format', 'json', ...URL], repo.dir);
    expect(r).toMatchObject({ code: 0, stderr: '' });
    return JSON.parse(r.stdout);
  };

  it('A..B is BASE A, HEAD B; a missing side is HEAD, as git has it', async () => {
    const both = await json(fork, 'HEAD~1');
    expect(both.events).toHaveLength(2);
    expect(await json(`${fork}..HEAD~1`)).toEqual(both);
    expect(await json(`${fork}..`)).toEqual(await json(fork, 'HEAD'));
    const text = await cli(['diff', 'HEAD~1..'], repo.dir);
    expect(text.stdout).toMatch(/ model_added acme\/three .*\n1 event from 1 commit\n$/);
  });

  it("A...B is from their merge base to B: a branch's own events, as its pull request shows", async () => {
    // main~2 is main before the merge: it and side forked at `fork`.
    const side = await json('main~2...side');
    expect(side.base).toBe(fork);
    expect(side.head).toBe((await repo.git('rev-parse', 'side')).trim());
    expect(side).toEqual(await json(fork, 'side'));
    expect(side.events.map((e: { type: string }) => e.type)).toEqual(['model_updated', 'model_added']);
    // Not git log's symmetric difference: main's own change of one is not in it.
    expect(JSON.stringify(side.events)).not.toContain('acme/one');
    // Once merged, side is in main: from main to side there is nothing.
    expect((await json('main...side')).events).toEqual([]);
  });

  it('a range beside a second argument, or with no ends, or with no common history, is refused', async () => {
    const usage = async (args: string[], message: string) => {
      const r = await cli(['diff', ...args], repo.dir);
      expect([r.code, r.stdout, r.stderr.split('\n')[0]]).toEqual([2, '', `model-registry: ${message}`]);
    };
    await usage(['main..side', 'HEAD'], 'diff takes BASE HEAD, or one range BASE..HEAD or BASE...HEAD');
    await usage(['..'], 'diff takes BASE HEAD, or one range BASE..HEAD or BASE...HEAD');
    // One revision, as git diff takes it: the command that means it (git diff's own meaning, the
    // working tree, is none of diff's).
    await usage(
      ['HEAD~1'],
      'diff needs BASE and HEAD: for the commits since HEAD~1, write diff HEAD~1 HEAD (or HEAD~1..)',
    );
    await repo.git('checkout', '-q', '--orphan', 'lone');
    await repo.commit({ 'models/acme/four.toml': record('acme', 'four') }, 'four, alone');
    const r = await cli(['diff', 'main...lone'], repo.dir);
    expect(r).toEqual({
      code: 2,
      stdout: '',
      stderr: `model-registry: main and lone have no common history: main...lone has no merge base\n`,
    });
  });
});

describe('model-registry diff: a record file at no record path', () => {
  let repo: TestRepo;
  beforeEach(async () => {
    repo = await createRepo('cli-diff-misplaced-');
  });
  afterEach(() => repo.cleanup());

  it('makes no events, and diff says so (it printed only "0 events")', async () => {
    const base = await repo.commit({ 'models/acme/one.toml': record('acme', 'one') }, 'one');
    await repo.commit(
      {
        'models/acme/deep/two.toml': record('acme', 'two'),
        'models/three.toml': record('acme', 'three'),
        // Added at a wrong path and moved to its place in the range: its event is there, no note.
        'models/acme/Four.toml': record('acme', 'four'),
      },
      'misplaced',
    );
    await repo.commit(
      { 'models/acme/Four.toml': null, 'models/acme/four.toml': record('acme', 'four') },
      'four',
    );
    const help = 'a record must be at models/<lab_slug>/<model_slug>.toml, slugs made of lowercase letters';
    const json = await cli(['diff', `${base}..`, '--format', 'json', ...URL], repo.dir);
    expect(json.code).toBe(0);
    const doc = JSON.parse(json.stdout);
    expect(doc.events.map((e: { type: string; model: { id: string } }) => [e.type, e.model.id])).toEqual([
      ['model_added', 'acme/four'],
    ]);
    expect(
      doc.notes.map((n: { level: string; kind: string; file: string }) => [n.level, n.kind, n.file]),
    ).toEqual([
      ['warning', 'not-a-record-path', 'models/acme/deep/two.toml'],
      ['warning', 'not-a-record-path', 'models/three.toml'],
    ]);
    expect(doc.notes[0].message).toBe(
      `models/acme/deep/two.toml: not at a record path, so it makes no events (${help}, digits and hyphens (e.g. models/google/veo-3-1.toml); this file is nested too deep)`,
    );
    const text = await cli(['diff', `${base}..`], repo.dir);
    expect(text.stderr).toBe(
      doc.notes.map((n: { level: string; message: string }) => `${n.level}: ${n.message}\n`).join(''),
    );
  });

  it('under --models-dir: named by its repository path', async () => {
    const base = await repo.commit({ 'reg/acme/one.toml': record('acme', 'one') }, 'one');
    await repo.commit({ 'reg/two.toml': record('acme', 'two') }, 'misplaced');
    const json = await cli(
      ['diff', `${base}..`, '--models-dir', 'reg', '--format', 'json', ...URL],
      repo.dir,
    );
    const [note] = JSON.parse(json.stdout).notes;
    expect(note.file).toBe('reg/two.toml');
    expect(note.message).toMatch(
      /^reg\/two\.toml: not at a record path, so it makes no events \(a record must be at reg\/<lab_slug>\/<model_slug>\.toml, .*not inside a lab folder\)$/,
    );
  });
});

describe('model-registry diff: a record file misnamed', () => {
  let repo: TestRepo;
  beforeEach(async () => {
    repo = await createRepo('cli-diff-misnamed-');
  });
  afterEach(() => repo.cleanup());

  it('says which file is not read and its name (it showed the model as removed with no word)', async () => {
    const base = await repo.commit(
      {
        'models/acme/one.toml': record('acme', 'one'),
        'models/acme/two.toml': record('acme', 'two'),
        'models/acme/gone.tml': record('acme', 'gone'),
      },
      'base',
    );
    await repo.commit(
      {
        // Saved by Notepad: the model is published as removed unless it is renamed back.
        'models/acme/one.toml': null,
        'models/acme/one.toml.txt': record('acme', 'one'),
        'models/acme/three.TOML': record('acme', 'three'),
        // A merge tool's copy beside its record, and a template: no record lost, no note.
        'models/acme/two.toml.orig': record('acme', 'two'),
        'models/template.toml.txt': record('acme', 'four'),
        // A misnamed file the range deletes is no file to rename.
        'models/acme/gone.tml': null,
      },
      'slips',
    );
    const json = await cli(['diff', `${base}..`, '--format', 'json', ...URL], repo.dir);
    expect(json.code).toBe(0);
    const doc = JSON.parse(json.stdout);
    expect(doc.events.map((e: { type: string; model: { id: string } }) => [e.type, e.model.id])).toEqual([
      ['model_removed', 'acme/one'],
    ]);
    expect(
      doc.notes.map((n: { level: string; kind: string; file: string }) => [n.level, n.kind, n.file]),
    ).toEqual([
      ['warning', 'misnamed-record', 'models/acme/one.toml.txt'],
      ['warning', 'misnamed-record', 'models/acme/three.TOML'],
    ]);
    expect(doc.notes[0].message).toBe(
      "models/acme/one.toml.txt: not read as a record, so it makes no events (a record's file name ends in .toml: rename one.toml.txt to one.toml)",
    );
    const text = await cli(['diff', `${base}..`], repo.dir);
    expect(text.stderr).toBe(
      doc.notes.map((n: { level: string; message: string }) => `${n.level}: ${n.message}\n`).join(''),
    );
  });

  it('under --models-dir in a --root below the top, from the first commit: named as the other notes', async () => {
    await repo.commit({ 'sub/reg/acme/one.toml~': record('acme', 'one'), 'reg/acme/two.toml~': 'x' }, 'one');
    const json = await cli(
      [
        'diff',
        '4b825dc642cb6eb9a060e54bf8d69288fbee4904',
        'HEAD',
        '--root',
        'sub',
        '--models-dir',
        'reg',
        '--format',
        'json',
        ...URL,
      ],
      repo.dir,
    );
    expect(json.code).toBe(0);
    expect(
      JSON.parse(json.stdout).notes.map((n: { file: string; kind: string }) => [n.kind, n.file]),
    ).toEqual([['misnamed-record', 'reg/acme/one.toml~']]);
  });
});
