// The CLI run in-process from the source (the e2e tests run the committed bundle in dist/).
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LAYOUT_VERSION } from '../../src/core/layout/catalog-index.js';
import { main } from '../../src/shell/cli/main.js';
import { cli } from '../helpers/cli-in-process.js';
import { createRepo, type TestRepo } from '../helpers/git-repo.js';
import { mergeSide } from '../helpers/histories.js';
import { record } from '../helpers/records.js';

const URL_ARGS = ['--repository-url', 'https://github.com/acme/registry'];

describe('model-registry CLI, --models-dir', () => {
  let repo: TestRepo;
  beforeEach(async () => {
    repo = await createRepo('cli-models-dir-');
  });
  afterEach(() => repo.cleanup());

  /** `diff BASE HEAD` and a build into a folder of its own, with the records under `modelsDir`. */
  async function diffAndBuild(base: string, modelsDir: string) {
    const url = ['--repository-url', 'https://github.com/acme/registry'];
    const diff = await cli(['diff', base, 'HEAD', '--models-dir', modelsDir, ...url], repo.dir);
    const out = mkdtempSync(join(tmpdir(), 'cli-site-'));
    try {
      const build = await cli(
        ['build', '--root', '.', '--out', out, '--models-dir', modelsDir, ...url],
        repo.dir,
      );
      return { diff, build };
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }

  it('validate reads the records under --models-dir and names them by their repository paths', async () => {
    await repo.commit(
      {
        'registry/models/acme/one.toml': record('acme', 'one'),
        'registry/models/acme/two.toml': record('acme', 'two', { max: 0 }),
        'models/acme/decoy.toml': 'not a record here',
      },
      'records',
    );
    const text = await cli(['validate', '--models-dir', 'registry/models'], repo.dir);
    expect(text.code).toBe(1);
    expect(text.stdout).toMatch(/^registry\/models\/acme\/two\.toml:22:1: schema\/exclusive-minimum/m);
    expect(text.stdout).toMatch(/\(2 files checked\)/);
    expect(text.stdout).not.toMatch(/decoy/);
    const gh = await cli(
      ['validate', '--root', repo.dir, '--models-dir', './registry/models/', '--format', 'github'],
      join(repo.dir, '..'),
    );
    expect(gh.stdout).toMatch(/^::error file=[^,]+\/registry\/models\/acme\/two\.toml,line=22,/m);
    const one = await cli(
      ['validate', '--models-dir', 'registry/models', 'registry/models/acme/one.toml'],
      repo.dir,
    );
    expect(one).toMatchObject({ code: 0, stderr: '' });
    expect(one.stdout).toMatch(/^\d+ files? valid\n$/);
  });

  it('validate --models-dir: messages that name a record file or the records folder name them as they are in the repository', async () => {
    await repo.commit(
      {
        'registry/models/acme/one.toml': record('acme', 'one'),
        // A copy of one.toml, model.id left as it was.
        'registry/models/acme/copy.toml': record('acme', 'one'),
        'registry/models/Acme/two.toml': record('acme', 'two'),
      },
      'records',
    );
    const text = await cli(['validate', '--models-dir', 'registry/models'], repo.dir);
    expect(text.code).toBe(1);
    // Before: "a record must be at models/<lab_slug>/…", "… for models/acme/copy.toml", "… used by
    // models/acme/one.toml": files this repository does not have; and the copy's id was two errors
    // (registry/model-id-path and unique/model-id) for one mistake.
    expect(text.stdout.split('\n').slice(0, -2)).toEqual([
      'registry/models/Acme/two.toml:1:1: file/location  a record must be at registry/models/<lab_slug>/<model_slug>.toml, slugs made of lowercase letters, digits and hyphens (e.g. registry/models/google/veo-3-1.toml); "Acme" is not a valid lab slug (rename the folder to acme with git mv, as a rename of letter case alone goes unseen by git on macOS and Windows)',
      'registry/models/acme/copy.toml:5:1: registry/model-id-path  model.id must match the file path: expected "acme/copy", found "acme/one", the id of registry/models/acme/one.toml',
    ]);
    const atRoot = mkdtempSync(join(tmpdir(), 'cli-root-models-'));
    try {
      mkdirSync(join(atRoot, 'acme'));
      writeFileSync(join(atRoot, 'acme', 'one.toml'), record('acme', 'one'));
      writeFileSync(join(atRoot, 'acme', 'copy.toml'), record('acme', 'one'));
      const r = await cli(['validate', '--models-dir', '.'], atRoot);
      expect(r.stdout).toContain(
        'acme/copy.toml:5:1: registry/model-id-path  model.id must match the file path: expected "acme/copy", found "acme/one", the id of acme/one.toml\n',
      );
    } finally {
      rmSync(atRoot, { recursive: true, force: true });
    }
  });

  it('validate with no records folder names the folder it looked for (exit 2); an empty one is registry/empty there', async () => {
    const none = await cli(['validate', '--models-dir', 'nope'], repo.dir);
    expect(none.code).toBe(2);
    expect(none.stdout).toBe('');
    expect(none.stderr).toContain(
      `no folder nope in ${repo.dir}: records go in nope/<lab_slug>/<model_slug>.toml`,
    );
    const byDefault = await cli(['validate'], repo.dir);
    expect(byDefault.code).toBe(2);
    expect(byDefault.stderr).toContain(`no folder models in ${repo.dir}`);
    mkdirSync(join(repo.dir, 'data', 'records'), { recursive: true });
    const empty = await cli(['validate', '--models-dir', 'data/records'], repo.dir);
    expect(empty.code).toBe(1);
    expect(empty.stdout).toMatch(
      /^data\/records:1:1: registry\/empty {2}the registry has no records: add <lab_slug>\/<model_slug>\.toml files to this folder$/m,
    );
  });

  it('validate run from a lab folder or the models folder names the registry around it (exit 2)', async () => {
    // Before: `no folder models in …/models/acme: … (run in the registry's folder, or pass --root
    // DIR …)`, naming no folder, though the registry is the one the maintainer stands in.
    mkdirSync(join(repo.dir, 'models', 'acme'), { recursive: true });
    writeFileSync(join(repo.dir, 'models/acme/one.toml'), record('acme', 'one'));
    for (const inside of [join(repo.dir, 'models', 'acme'), join(repo.dir, 'models')]) {
      const r = await cli(['validate'], inside);
      expect([r.code, r.stdout]).toEqual([2, '']);
      expect(r.stderr).toBe(
        `model-registry: no folder models in ${inside}: records go in models/<lab_slug>/<model_slug>.toml (${inside} is inside the registry at ${repo.dir}: run it from ${repo.dir} or pass --root ${repo.dir})\n`,
      );
      // The command it names works from where it was run.
      expect(await cli(['validate', '--root', repo.dir], inside)).toMatchObject({ code: 0 });
    }
    // --models-dir is named again.
    mkdirSync(join(repo.dir, 'data/models/acme'), { recursive: true });
    writeFileSync(join(repo.dir, 'data/models/acme/two.toml'), record('acme', 'two'));
    const lab = join(repo.dir, 'data/models/acme');
    const data = await cli(['validate', '--models-dir', 'data/models'], lab);
    expect(data.stderr).toContain(
      `(${lab} is inside the registry at ${repo.dir}: run it from ${repo.dir} or pass --root ${repo.dir} --models-dir data/models)`,
    );
  });

  it('build and diff with no records folder at their commits say so as validate does (exit 2), not "registry/empty" or "0 events"', async () => {
    // Before, run from inside models/ (root `.`) or with a wrong --models-dir: build said
    // `models:1:1: registry/empty  … add … files to this folder` (exit 1), and diff printed
    // `0 events from 1 commit` (exit 0), as if the registry had not changed.
    await repo.commit({ 'models/acme/one.toml': record('acme', 'one') }, 'one');
    await repo.commit({ 'models/acme/one.toml': record('acme', 'one', { max: 9 }) }, 'one: 9 s');
    const out = mkdtempSync(join(tmpdir(), 'cli-nofolder-'));
    const inside = join(repo.dir, 'models');
    const fix = `records go in models/<lab_slug>/<model_slug>.toml (${inside} is inside the registry at ${repo.dir}: run it from ${repo.dir} or pass --root ${repo.dir})`;
    try {
      const build = await cli(['build', '--root', '.', '--out', out, ...URL_ARGS], inside);
      expect([build.code, build.stdout]).toEqual([2, '']);
      expect(build.stderr).toMatch(/^model-registry: no folder models in .*\/models at [0-9a-f]{7}: /);
      expect(build.stderr).toContain(fix);
      const diff = await cli(['diff', 'HEAD~1', 'HEAD', ...URL_ARGS], inside);
      expect([diff.code, diff.stdout]).toEqual([2, '']);
      expect(diff.stderr).toMatch(
        /^model-registry: no folder models in .*\/models at [0-9a-f]{7} nor [0-9a-f]{7}: /,
      );
      const wrong = await cli(['diff', 'HEAD~1', 'HEAD', '--models-dir', 'nope', ...URL_ARGS], repo.dir);
      expect([wrong.code, wrong.stdout]).toEqual([2, '']);
      expect(wrong.stderr).toContain(
        "records go in nope/<lab_slug>/<model_slug>.toml (run in the registry's folder, or pass --root DIR or --models-dir PATH)",
      );
      // The folder at one end of the range is enough: a registry that came or went.
      const first = await cli(['diff', 'HEAD~1', 'HEAD', ...URL_ARGS], repo.dir);
      expect(first).toMatchObject({ code: 0, stderr: '' });
      expect(readdirSync(out)).toEqual([]);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('diff of a range that changes no record, with records under registry/models: 0 events, not "no folder"', async () => {
    // The folder check runs only for such a range, and walks each folder on the way to the records.
    await repo.commit({ 'registry/models/acme/one.toml': record('acme', 'one') }, 'one');
    await repo.commit({ 'README.md': '# registry\n' }, 'readme');
    const r = await cli(['diff', 'HEAD~1', 'HEAD', '--models-dir', 'registry/models', ...URL_ARGS], repo.dir);
    expect(r).toMatchObject({ code: 0, stderr: '', stdout: '0 events from 1 commit\n' });
  });

  it('a models folder leading out of the root through a symlink: one located error, exit 1', async () => {
    const outside = mkdtempSync(join(tmpdir(), 'cli-outside-'));
    try {
      mkdirSync(join(outside, 'acme'));
      writeFileSync(join(outside, 'acme', 'one.toml'), record('acme', 'one'));
      mkdirSync(join(repo.dir, 'registry'));
      symlinkSync(outside, join(repo.dir, 'registry', 'models'));
      const r = await cli(['validate', '--models-dir', 'registry/models'], repo.dir);
      expect(r.code).toBe(1);
      expect(r.stdout).toMatch(
        /^registry\/models:1:1: file\/symlink-outside {2}the models folder leads outside the repository/m,
      );
      expect(r.stdout).not.toMatch(/valid/);
      // Named files inside it were not checked: never "valid".
      const named = await cli(
        ['validate', '--models-dir', 'registry/models', 'registry/models/acme/one.toml'],
        repo.dir,
      );
      expect(named.code).toBe(1);
      expect(named.stdout).toMatch(/^registry\/models:1:1: file\/symlink-outside/m);
      expect(named.stdout.match(/symlink-outside/g)).toHaveLength(1);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it('build and diff with --root a sub-folder of the repository', async () => {
    const base = await repo.commit({ 'registry/models/acme/one.toml': record('acme', 'one') }, 'one');
    await repo.commit({ 'registry/models/acme/one.toml': record('acme', 'one', { max: 9 }) }, 'one: 9 s');
    const url = ['--repository-url', 'https://github.com/acme/registry'];
    const diff = await cli(['diff', '--root', 'registry', base, 'HEAD', ...url], repo.dir);
    expect(diff.stdout).toMatch(/^1 event from 1 commit$/m);
    const out = mkdtempSync(join(tmpdir(), 'cli-site-'));
    try {
      const build = await cli(['build', '--root', 'registry', '--out', out, ...url], repo.dir);
      expect(build).toMatchObject({ code: 0, stderr: '' });
      expect(build.stdout).toMatch(/^1 record, 2 drift events from 2 commits/);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('--models-dir . (records at the root): dot-files, dot-folders and node_modules are not records, for every reader', async () => {
    const base = await repo.commit(
      {
        'acme/one.toml': record('acme', 'one'),
        '.taplo.toml': '[[rule]]\ninclude = ["*/*.toml"]\n', // the README's editor setup
        '.github/workflows/x.toml': 'not = "a record"',
        'node_modules/pkg/Cargo.toml': '[package]\n',
      },
      'records at the root',
    );
    await repo.commit(
      { 'acme/one.toml': record('acme', 'one', { max: 9 }), '.taplo.toml': '# changed\n' },
      'edit',
    );
    const valid = await cli(['validate', '--models-dir', '.'], repo.dir);
    expect(valid).toMatchObject({ code: 0, stderr: '', stdout: '1 file valid\n' });
    const { diff, build } = await diffAndBuild(base, '.');
    expect(diff.stdout).toMatch(/^1 event from 1 commit$/m);
    expect(build).toMatchObject({ code: 0, stderr: '' });
    expect(build.stdout).toMatch(/^1 record, 2 drift events from 2 commits/);
  });

  it('refuses a --models-dir outside the root', async () => {
    const r = await cli(['validate', '--models-dir', '../elsewhere'], repo.dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--models-dir must be a folder inside the repository/);
  });

  it('diff and build read history under --models-dir', async () => {
    const base = await repo.commit({ 'reg/acme/one.toml': record('acme', 'one') }, 'one');
    await repo.commit({ 'reg/acme/one.toml': record('acme', 'one', { max: 9 }) }, 'one: 9 s');
    const { diff, build } = await diffAndBuild(base, 'reg');
    expect(diff.code).toBe(0);
    expect(diff.stdout).toMatch(/model_updated acme\/one \(models\/acme\/one\.toml\)/);
    expect(build).toMatchObject({ code: 0, stderr: '' });
    expect(build.stdout).toMatch(/^1 record, 2 drift events from 2 commits/);
  });
});

describe('model-registry diff BASE HEAD off the first-parent line', () => {
  let repo: TestRepo;
  beforeEach(async () => {
    repo = await createRepo('cli-diff-line-');
  });
  afterEach(() => repo.cleanup());
  const url = ['--repository-url', 'https://github.com/acme/registry'];

  it('says so when BASE is no first parent of HEAD: the events are since where the lines meet', async () => {
    const fork = await repo.commit({ 'models/acme/one.toml': record('acme', 'one') }, 'one');
    const side = await mergeSide(repo);
    // side is in HEAD's history, but as a second parent: the merge carries two's addition again.
    const diff = await cli(['diff', side, 'HEAD', ...url], repo.dir);
    expect(diff.code).toBe(0);
    expect(diff.stdout).toMatch(/ model_added acme\/two /);
    expect(diff.stdout).toMatch(/^2 events from 2 commits$/m);
    expect(diff.stderr).toBe(
      `warning: BASE ${side.slice(0, 7)} is not on HEAD's first-parent line: these are the events of HEAD's first-parent commits since ${fork.slice(0, 7)}, where the two histories meet, not of BASE..HEAD alone (a merge carries all it merged); the action rebuilds the whole feed for such a push\n`,
    );
    // HEAD behind BASE: nothing new, and it says why.
    const behind = await cli(['diff', 'HEAD', fork, '--format', 'json', ...url], repo.dir);
    expect(behind.code).toBe(0);
    expect(JSON.parse(behind.stdout).events).toEqual([]);
    expect(behind.stderr).toMatch(
      /^warning: HEAD [0-9a-f]{7} is in BASE's history: no events \(BASE and HEAD swapped\?\)\n$/,
    );
    // On the line (and BASE = HEAD): no warning.
    for (const base of [fork, 'HEAD'])
      expect((await cli(['diff', base, 'HEAD', ...url], repo.dir)).stderr).toBe('');
  });
});

describe('model-registry validate FILE', () => {
  let repo: TestRepo;
  beforeEach(async () => {
    repo = await createRepo('cli-file-');
    await repo.commit(
      { 'models/acme/one.toml': record('acme', 'one'), 'other/x.toml': 'x = 1\n', 'notes.md': 'hi' },
      'files',
    );
  });
  afterEach(() => repo.cleanup());

  it.each([
    ['other/x.toml', /other\/x\.toml is not a record file: records are \.toml files under .*\/models/],
    ['notes.md', /notes\.md is not a record file/],
    ['models/acme/gone.toml', /cannot read models\/acme\/gone\.toml: no such file/],
  ])('%s: exit 2 with a clear message, never "valid"', async (file, message) => {
    for (const format of ['text', 'json', 'github']) {
      const r = await cli(['validate', '--format', format, file], repo.dir);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(message);
      // A path problem, not a usage one: one line, no usage text (it was printed after "not a record file").
      expect(r.stderr.split('\n')).toHaveLength(2);
    }
  });

  it('a folder named as FILE (the registry, the models folder, a lab): says to name none, or to pass --root', async () => {
    // Before: `my registry is not a record file: records are .toml files under <cwd>/models`, which
    // does not say that validate takes the registry's folder by --root, nor that no FILE means all.
    const whole = 'a folder, not a record file: name record files, or none to validate the whole registry';
    const first = async (args: string[], cwd = repo.dir) => {
      const r = await cli(args, cwd);
      expect([r.code, r.stdout]).toEqual([2, '']);
      return r.stderr.split('\n')[0];
    };
    for (const folder of ['models', 'models/acme', '.'])
      expect(await first(['validate', folder])).toBe(`model-registry: ${folder} is ${whole}`);
    // A registry's folder named from outside it: the option that validates it, as a shell word.
    const parent = join(repo.dir, '..');
    const name = repo.dir.split('/').pop()!;
    expect(await first(['validate', name], parent)).toBe(
      `model-registry: ${name} is ${whole}; to validate the registry in ${name}, run model-registry validate --root ${name}`,
    );
    mkdirSync(join(repo.dir, 'my registry/models'), { recursive: true });
    expect(await first(['validate', 'my registry'])).toBe(
      `model-registry: my registry is ${whole}; to validate the registry in my registry, run model-registry validate --root "my registry"`,
    );
  });
  it('a record file named from outside its registry: names the --root that holds it, or the missing models folder', async () => {
    // Before: `one.toml is not a record file: records are .toml files under <cwd>/models`, a folder
    // that does not exist, from the lab's folder; and `… under /tmp/models` from a parent folder.
    const lab = join(repo.dir, 'models/acme');
    const elsewhere = (f: string) =>
      `model-registry: ${f} lies in the registry at ${repo.dir}, not at the root `;
    const fromLab = await cli(['validate', 'one.toml'], lab);
    expect([fromLab.code, fromLab.stdout]).toEqual([2, '']);
    expect(fromLab.stderr.split('\n')[0]).toBe(
      `${elsewhere('one.toml')}${lab}: run it from ${repo.dir} or pass --root ${repo.dir}`,
    );
    const parent = join(repo.dir, '..');
    const abs = join(lab, 'one.toml');
    const fromParent = await cli(['validate', abs], parent);
    expect(fromParent.stderr.split('\n')[0]).toBe(
      `${elsewhere(abs)}${parent}: run it from ${repo.dir} or pass --root ${repo.dir}`,
    );
    // The command it names works from where it was run.
    expect(await cli(['validate', '--root', repo.dir, 'one.toml'], lab)).toMatchObject({
      code: 0,
      stdout: '1 file valid\n',
    });
    // --models-dir is named again; a root given that holds the file outside its models folder too.
    mkdirSync(join(repo.dir, 'data/models/acme'), { recursive: true });
    writeFileSync(join(repo.dir, 'data/models/acme/two.toml'), record('acme', 'two'));
    const two = join(repo.dir, 'data/models/acme/two.toml');
    const data = await cli(['validate', '--models-dir', 'data/models', two], lab);
    expect(data.stderr.split('\n')[0]).toBe(
      `model-registry: ${two} is outside the registry root ${lab}; it lies in the registry at ${repo.dir}: run it from ${repo.dir} or pass --root ${repo.dir} --models-dir data/models`,
    );
    // No registry around the file: the message of a validate without FILE, naming the folder looked for.
    const other = await cli(['validate', 'x.toml'], join(repo.dir, 'other'));
    expect([other.code, other.stdout]).toEqual([2, '']);
    expect(other.stderr).toBe(
      `model-registry: no folder models in ${join(repo.dir, 'other')}: records go in models/<lab_slug>/<model_slug>.toml (run in the registry's folder, or pass --root DIR or --models-dir PATH)\n`,
    );
  });

  it('FILE is read from the current folder, not from --root: a path given from --root is said so', async () => {
    // Before: from the registry's parent, `--root reg models/acme/one.toml` said the file lay "in the
    // registry at" the parent (which holds nothing), and `--root <parent>` then said "no such file".
    const parent = join(repo.dir, '..');
    const name = repo.dir.slice(parent.length + 1);
    const fromParent = await cli(['validate', '--root', name, 'models/acme/one.toml'], parent);
    expect(fromParent).toEqual({
      code: 2,
      stdout: '',
      stderr: `model-registry: cannot read models/acme/one.toml: no such file in ${parent} (a FILE is named from the current folder, not from --root: ${join(name, 'models/acme/one.toml')})\n`,
    });
    // A folder is said to be one, wherever it is.
    const folder = await cli(['validate', '--root', name, join(name, 'models/acme')], parent);
    expect(folder.stderr.split('\n')[0]).toMatch(/ is a folder, not a record file/);
    // Through a linked folder (macOS's /tmp, a linked workspace): the same file, in the registry.
    const link = `${repo.dir}-link`;
    symlinkSync(repo.dir, link);
    try {
      expect(
        await cli(['validate', '--root', name, join(link, 'models/acme/one.toml')], parent),
      ).toMatchObject({
        code: 0,
        stdout: '1 file valid\n',
      });
      // And the other way round: the root named through the link, the file by its real folder.
      expect(
        await cli(['validate', '--root', link, join(repo.dir, 'models/acme/one.toml')], parent),
      ).toMatchObject({
        code: 0,
        stdout: '1 file valid\n',
      });
    } finally {
      rmSync(link);
    }
    // Named as the message says, it is checked.
    expect(await cli(['validate', '--root', name, join(name, 'models/acme/one.toml')], parent)).toMatchObject(
      {
        code: 0,
        stdout: '1 file valid\n',
      },
    );
  });

  it.each([
    [
      'x.TOML',
      "a record's file name ends in .toml in lower case: rename x.TOML to x.toml with git mv, as a rename of letter case alone goes unseen by git on macOS and Windows",
    ],
    ['x.toml.txt', "a record's file name ends in .toml: rename x.toml.txt to x.toml"],
    ['x.tml', "a record's file name ends in .toml: rename x.tml to x.toml"],
  ])(
    'a misnamed record file named as FILE (%s): its file/location error, exit 1, as the whole validate gives',
    async (name, message) => {
      // Before: exit 2, "is not a record file", while `validate` alone reported it as below.
      writeFileSync(join(repo.dir, 'models/acme', name), record('acme', 'x'));
      const line = `models/acme/${name}:1:1: file/location  ${message} (as it is, it is not read as a record)`;
      const named = await cli(['validate', `models/acme/${name}`], repo.dir);
      expect(named).toEqual({ code: 1, stdout: `${line}\n1 error in 1 file (1 file checked)\n`, stderr: '' });
      const all = await cli(['validate'], repo.dir);
      expect(all.code).toBe(1);
      expect(all.stdout).toContain(`${line}\n`);
      // From the lab's folder with --root, and as JSON: the same finding.
      const json = await cli(
        ['validate', '--root', repo.dir, '--format', 'json', name],
        join(repo.dir, 'models/acme'),
      );
      expect(json.code).toBe(1);
      expect(
        JSON.parse(json.stdout).errors.map((e: { file: string; rule: string }) => [e.file, e.rule]),
      ).toEqual([[`models/acme/${name}`, 'file/location']]);
    },
  );

  it('a copy beside its record (one.toml.bak), as the pre-commit hook passes it: not checked, as the whole validate leaves it (it was a usage error, blocking the commit)', async () => {
    writeFileSync(join(repo.dir, 'models/acme/one.toml.bak'), record('acme', 'one'));
    writeFileSync(join(repo.dir, 'models/template.toml.txt'), 'not = "a record"\n');
    const r = await cli(['validate', 'models/acme/one.toml.bak', 'models/template.toml.txt'], repo.dir);
    expect(r).toEqual({
      code: 0,
      stdout: '0 files valid\n',
      stderr:
        'note: models/acme/one.toml.bak is not read as a record (a copy beside one.toml): not checked\n' +
        'note: models/template.toml.txt is not read as a record (renamed, it would be at no record path): not checked\n',
    });
    // Beside a record named with it: that one is checked.
    const both = await cli(
      ['validate', 'models/acme/one.toml.bak', 'models/acme/one.toml', '--format', 'json'],
      repo.dir,
    );
    expect(both.code).toBe(0);
    expect(JSON.parse(both.stdout).files).toBe(1);
  });
  it.each(['models/.taplo.toml', 'models/acme/.x.toml', 'models/.drafts/x.toml'])(
    'a dot-named file under the models folder named as FILE (%s): not checked, with a note, as the whole validate ignores it',
    async (file) => {
      // Before: exit 2, "is not a record file: records are .toml files under …" (it is a .toml file
      // under that folder) and the whole usage text.
      mkdirSync(join(repo.dir, 'models/.drafts'), { recursive: true });
      writeFileSync(join(repo.dir, file), 'not = "a record"\n');
      expect(await cli(['validate', file], repo.dir)).toEqual({
        code: 0,
        stdout: '0 files valid\n',
        stderr: `note: ${file} is not read as a record (names starting with . are never records): not checked\n`,
      });
      expect(await cli(['validate'], repo.dir)).toMatchObject({ code: 0, stdout: '1 file valid\n' });
    },
  );

  it("build's --out path problems (the registry's folder, a file) are said in one line, without the usage text", async () => {
    // Before: the overlap was followed by the usage text, and a file gave
    // "ENOTDIR: not a directory, lstat '…/afile/api/index.json'".
    writeFileSync(join(repo.dir, 'afile'), 'x');
    const build = (out: string) => cli(['build', '--root', '.', '--out', out, ...URL_ARGS], repo.dir);
    const overlap = await build('.');
    expect([overlap.code, overlap.stdout]).toEqual([2, '']);
    expect(overlap.stderr).toMatch(
      /^model-registry: --out \S+ is the registry's folder or holds it: build into a folder of its own\n$/,
    );
    expect(await build('afile')).toEqual({
      code: 2,
      stdout: '',
      stderr: 'model-registry: --out afile is not a folder\n',
    });
    expect(readFileSync(join(repo.dir, 'afile'), 'utf8')).toBe('x');
  });

  it('a path problem (a folder, a file outside the root) is said in one line, without the usage text', async () => {
    // Outside the root in a folder of its own (beside the repository it was /tmp/x.toml, left there).
    const outside = mkdtempSync(join(tmpdir(), 'cli-outside-'));
    try {
      writeFileSync(join(outside, 'x.toml'), 'x = 1\n');
      for (const args of [
        ['validate', 'models'],
        ['validate', join(outside, 'x.toml')],
      ]) {
        const r = await cli(args, repo.dir);
        expect([r.code, r.stdout, r.stderr.split('\n').length]).toEqual([2, '', 2]);
        expect(r.stderr).not.toMatch(/Usage:/);
      }
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it('a lab folder that is a symbolic link, named as FILE (as the pre-commit hook passes it): its file/symlink error, exit 1, as the whole validate gives', async () => {
    // Before: exit 2, "models/google2 is not a record file: records are .toml files under …".
    symlinkSync('acme', join(repo.dir, 'models/google2'));
    const all = await cli(['validate'], repo.dir);
    const line = all.stdout.split('\n').find((l) => l.startsWith('models/google2:'));
    expect(line).toMatch(/file\/symlink .*this folder is a symbolic link/);
    const named = await cli(['validate', 'models/google2'], repo.dir);
    expect(named).toEqual({ code: 1, stdout: `${line}\n1 error (no files checked)\n`, stderr: '' });
    // A record named in it is the folder's finding: before, "1 error (2 files checked)", none read.
    expect(await cli(['validate', 'models/google2/one.toml'], repo.dir)).toEqual(named);
    const json = await cli(['validate', '--format', 'json', 'models/google2/one.toml'], repo.dir);
    expect(JSON.parse(json.stdout).files).toBe(0);
    // A new lab's record on stdin, its folder not made yet: read as any new record.
    expect(
      (await cli(['validate', '--stdin-filename', 'models/new/x.toml', '-'], repo.dir, 'x = 1\n')).code,
    ).toBe(1);
    // With the records elsewhere, named from another folder: the same finding at its repository path.
    mkdirSync(join(repo.dir, 'reg/models/acme'), { recursive: true });
    writeFileSync(join(repo.dir, 'reg/models/acme/one.toml'), record('acme', 'one'));
    symlinkSync('acme', join(repo.dir, 'reg/models/google2'));
    const elsewhere = await cli(
      ['validate', '--root', '../..', '--models-dir', 'reg/models', '--format', 'json', 'google2'],
      join(repo.dir, 'reg/models'),
    );
    expect(elsewhere.code).toBe(1);
    expect(
      JSON.parse(elsewhere.stdout).errors.map((e: { file: string; rule: string }) => [e.file, e.rule]),
    ).toEqual([['reg/models/google2', 'file/symlink']]);
  });

  it('a submodule where a lab folder goes, named as FILE (as the pre-commit hook passes it): its file/not-a-file error, exit 1, as the whole validate gives', async () => {
    // Before: exit 2, "models/sublab is a folder, not a record file: …".
    const sub = await createRepo('cli-sub-');
    try {
      await sub.commit({ 'x.toml': record('sub', 'x') }, 'sub');
      await repo.git('-c', 'protocol.file.allow=always', 'submodule', 'add', '-q', sub.dir, 'models/sublab');
      const all = await cli(['validate'], repo.dir);
      const line = all.stdout.split('\n').find((l) => l.startsWith('models/sublab:'));
      expect(line).toMatch(/file\/not-a-file .*this folder is a git submodule/);
      const named = await cli(['validate', 'models/sublab'], repo.dir);
      expect(named).toEqual({ code: 1, stdout: `${line}\n1 error (no files checked)\n`, stderr: '' });
      expect(await cli(['validate', 'models/sublab/x.toml'], repo.dir)).toEqual(named);
    } finally {
      sub.cleanup();
    }
  });

  it('a plain file where lab folders go (models/README.md), which the hook passes too: not checked, as the whole validate leaves it', async () => {
    writeFileSync(join(repo.dir, 'models/README.md'), '# records\n');
    expect(await cli(['validate', 'models/README.md'], repo.dir)).toEqual({
      code: 0,
      stdout: '0 files valid\n',
      stderr:
        'note: models/README.md is not read as a record (only .toml files in a lab folder are): not checked\n',
    });
  });
});

test('validate --root DIR: text output names each file from the current folder, as --format github does; JSON from the root', async () => {
  // Before: `models/acme/two.toml:22:1 …` from the registry's parent or from inside it, a path
  // that is not there from the current folder (an editor or a terminal could not open it).
  const repo = await createRepo('cli-root-text-');
  try {
    await repo.commit(
      {
        'sub/models/acme/one.toml': record('acme', 'one'),
        'sub/models/acme/two.toml': record('acme', 'two', { max: 0 }),
      },
      'records',
    );
    const printed = (stdout: string) =>
      stdout
        .split('\n')
        .filter((l) => /:\d+:\d+/.test(l))
        .map((l) => l.slice(0, l.search(/:\d+:\d+/)));
    const lab = join(repo.dir, 'sub/models/acme');
    for (const [cwd, root] of [
      [repo.dir, 'sub'],
      [lab, '../..'],
    ] as const) {
      const r = await cli(['validate', '--root', root], cwd);
      expect(r.code).toBe(1);
      const files = printed(r.stdout);
      expect(files.length).toBeGreaterThan(0);
      for (const f of files) expect([f, existsSync(join(cwd, f))]).toEqual([f, true]);
      // JSON's `file` stays the path from the registry root.
      const json = await cli(['validate', '--root', root, '--format', 'json'], cwd);
      expect(JSON.parse(json.stdout).errors[0].file).toBe('models/acme/two.toml');
    }
    expect(printed((await cli(['validate', '--root', '../..'], lab)).stdout)).toEqual([
      '../../models/acme/two.toml',
    ]);
  } finally {
    repo.cleanup();
  }
});

describe('model-registry validate --stdin-filename PATH - (an editor linting an unsaved buffer)', () => {
  let repo: TestRepo;
  beforeEach(async () => {
    repo = await createRepo('cli-stdin-');
    await repo.commit(
      { 'models/acme/one.toml': record('acme', 'one'), 'models/acme/two.toml': record('acme', 'two') },
      'records',
    );
  });
  afterEach(() => repo.cleanup());
  const stdin = (path: string, text: string, cwd = repo.dir, more: string[] = []) =>
    cli(['validate', '--stdin-filename', path, '-', ...more], cwd, text);

  it('reads the record from stdin and reports it at PATH, at the line of the text given', async () => {
    // The file on disk is valid; the buffer is not (an extra line at the top moves the error down).
    const r = await stdin('models/acme/one.toml', `# draft\n${record('acme', 'one', { max: 0 })}`);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^models\/acme\/one\.toml:23:1: schema\/exclusive-minimum /m);
    expect(r.stdout).toMatch(/\(1 file checked\)\n$/);
    // Named from the lab's folder with --root, as an editor runs it beside the file.
    const lab = join(repo.dir, 'models/acme');
    const there = await cli(
      ['validate', '--root', '../..', '--stdin-filename', 'one.toml', '-'],
      lab,
      record('acme', 'one', { max: 0 }),
    );
    expect(there.stdout).toMatch(/^\.\.\/\.\.\/models\/acme\/one\.toml:22:1: schema\/exclusive-minimum /m);
  });

  it('PATH is named from the current folder, not from --root: a path given from --root is said so', async () => {
    // Before: "is outside the registry root …; it lies in the registry at <parent>: run it from
    // <parent>", a folder with no models folder in it.
    const parent = join(repo.dir, '..');
    const name = repo.dir.slice(parent.length + 1);
    const r = await stdin('models/acme/one.toml', record('acme', 'one'), parent, ['--root', name]);
    expect(r).toEqual({
      code: 2,
      stdout: '',
      stderr: `model-registry: models/acme/one.toml is outside the registry root ${repo.dir} (a FILE is named from the current folder, not from --root: ${join(name, 'models/acme/one.toml')})\n`,
    });
    // A new record, not on disk yet, likewise.
    const added = await stdin('models/acme/three.toml', record('acme', 'three'), parent, ['--root', name]);
    expect(added.stderr).toMatch(/not from --root: .*models\/acme\/three\.toml\)\n$/);
  });

  it('a PATH that is a symbolic link or a folder on disk is reported as FILE is: the text stands for the file, not its kind', async () => {
    // Before: "1 file valid" for each, while `validate PATH` failed.
    const outside = mkdtempSync(join(tmpdir(), 'cli-stdin-outside-'));
    try {
      writeFileSync(join(outside, 'x.toml'), record('acme', 'three'));
      symlinkSync(join(outside, 'x.toml'), join(repo.dir, 'models/acme/three.toml'));
      symlinkSync('one.toml', join(repo.dir, 'models/acme/four.toml'));
      mkdirSync(join(repo.dir, 'models/acme/five.toml'));
      for (const [name, rule] of [
        ['three', 'file/symlink-outside'],
        ['four', 'file/symlink'],
      ] as const) {
        const path = `models/acme/${name}.toml`;
        const named = await cli(['validate', path], repo.dir);
        const line = named.stdout.split('\n').find((l) => l.startsWith(`${path}:`));
        expect([name, named.code, line?.split(' ')[1]]).toEqual([name, 1, rule]);
        expect(await stdin(path, record('acme', name))).toEqual(named);
      }
      const folder = await stdin('models/acme/five.toml', record('acme', 'five'));
      expect(folder).toEqual({
        code: 2,
        stdout: '',
        stderr: (await cli(['validate', 'models/acme/five.toml'], repo.dir)).stderr,
      });
      expect(folder.stderr).toMatch(/is a folder, not a record file/);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it('valid text on stdin passes though the file on disk is invalid, and the other way round', async () => {
    writeFileSync(join(repo.dir, 'models/acme/one.toml'), record('acme', 'one', { max: 0 }));
    expect(await stdin('models/acme/one.toml', record('acme', 'one'))).toEqual({
      code: 0,
      stdout: '1 file valid\n',
      stderr: '',
    });
    expect((await cli(['validate', 'models/acme/one.toml'], repo.dir)).code).toBe(1);
    // A new file not saved yet: checked as if it were there.
    expect((await stdin('models/acme/three.toml', record('acme', 'three'))).code).toBe(0);
    expect((await stdin('models/acme/three.toml', 'x = \n')).stdout).toMatch(
      /^models\/acme\/three\.toml:1:\d+: toml\//m,
    );
  });

  it('the cross-record rules see the stdin version, not the file on disk', async () => {
    // two.toml given the id of one.toml: its id is taken, and the message names the file that has it.
    const r = await stdin('models/acme/two.toml', record('acme', 'one'));
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(
      /^models\/acme\/two\.toml:\d+:\d+: registry\/model-id-path .*the id of models\/acme\/one\.toml/m,
    );
    // Disk has the clash (two.toml holds one's id); the buffer gives one.toml another id: two.toml is
    // told its id is wrong, no longer that one.toml has it.
    writeFileSync(join(repo.dir, 'models/acme/two.toml'), record('acme', 'one'));
    const onDisk = await cli(['validate', 'models/acme/two.toml'], repo.dir);
    expect(onDisk.stdout).toMatch(/the id of models\/acme\/one\.toml/);
    const moved = await stdin('models/acme/one.toml', record('acme', 'uno'), repo.dir, [
      'models/acme/two.toml',
    ]);
    expect(moved.stdout).toMatch(/^models\/acme\/two\.toml:\d+:\d+: registry\/model-id-path /m);
    expect(moved.stdout).not.toMatch(/the id of models\/acme\/one\.toml/);
  });

  it('- without --stdin-filename, or --stdin-filename without -, is a usage error that says why', async () => {
    const bare = await cli(['validate', '-'], repo.dir, record('acme', 'one'));
    expect([bare.code, bare.stdout]).toEqual([2, '']);
    expect(bare.stderr.split('\n')[0]).toBe(
      'model-registry: validate - reads a record from stdin and needs its path: --stdin-filename PATH (where the file is or will be, for its location, model id and the cross-record rules)',
    );
    expect(bare.stderr).toMatch(/Usage: model-registry validate/);
    const lone = await cli(['validate', '--stdin-filename', 'models/acme/one.toml'], repo.dir, '');
    expect(lone.stderr.split('\n')[0]).toBe(
      'model-registry: validate --stdin-filename names the record read from stdin: pass - as a FILE too',
    );
    expect((await cli(['validate', '--help'], repo.dir)).stdout).toMatch(/--stdin-filename PATH -/);
  });
});

test('validate FILE counts the files named, not the registry it checked them against', async () => {
  const repo = await createRepo('cli-count-');
  try {
    await repo.commit(
      {
        'models/acme/one.toml': record('acme', 'one'),
        'models/acme/two.toml': record('acme', 'two'),
        'models/acme/bad.toml': 'x = \n',
      },
      'three',
    );
    const named = await cli(['validate', 'models/acme/one.toml'], repo.dir);
    expect(named).toMatchObject({ code: 0, stdout: '1 file valid\n' });
    const json = await cli(
      ['validate', '--format', 'json', 'models/acme/one.toml', 'models/acme/two.toml'],
      repo.dir,
    );
    expect(JSON.parse(json.stdout).files).toBe(2);
    const all = await cli(['validate'], repo.dir);
    expect(all.code).toBe(1);
    expect(all.stdout).toMatch(/\(3 files checked\)\n$/);
  } finally {
    await repo.cleanup();
  }
});

describe('file names cannot forge workflow commands', () => {
  let repo: TestRepo;
  const EVIL = 'models/acme/a\n::warning::x\r::set-output name=valid::true\u2028.toml';
  beforeEach(async () => {
    repo = await createRepo('cli-evil-');
  });
  afterEach(() => repo.cleanup());

  /** Lines the runner would read as commands (it trims leading spaces; \r and \n both end a line). */
  const commands = (text: string) =>
    text
      .split(/\r\n|\r|\n/)
      .map((l) => l.trimStart())
      .filter((l) => l.startsWith('::'));

  it('in every output format of validate, diff and build', async () => {
    const base = await repo.commit(
      { 'models/acme/one.toml': record('acme', 'one'), 'models/acme/two.toml': record('acme', 'two') },
      'one',
    );
    // A file name no record can have (no event), and a record whose new name carries the same text:
    // the drift output shows that change.
    const evilName = 'name = "two\\n::warning::x\\r::set-output name=valid::true\\u2028"';
    await repo.commit(
      {
        [EVIL]: record('acme', 'one'),
        'models/acme/two.toml': record('acme', 'two').replace(/^name = .*$/m, evilName),
      },
      'evil',
    );
    for (const format of ['text', 'json', 'github']) {
      const r = await cli(['validate', '--format', format], repo.dir);
      expect(r.code).toBe(1);
      const forged = commands(r.stdout + r.stderr).filter((l) => !/^::error file=/.test(l));
      expect(forged).toEqual([]);
      expect(r.stdout).toMatch(/a\\n::warning::x\\r::set-output/);
    }
    const gh = await cli(['validate', '--format', 'github'], repo.dir);
    expect(commands(gh.stdout)).toContainEqual(
      expect.stringMatching(/^::error file=models\/acme\/a%0A%3A%3Awarning%3A%3Ax%0D%3A%3Aset-output /),
    );
    const url = ['--repository-url', 'https://github.com/acme/registry'];
    for (const format of ['text', 'json']) {
      const diff = await cli(['diff', base, 'HEAD', '--format', format, ...url], repo.dir);
      expect(diff.code).toBe(0);
      expect(diff.stdout).toMatch(/model_updated/);
      expect(diff.stdout).toMatch(/::warning::x/); // there, on a line of its own making
      expect(commands(diff.stdout + diff.stderr)).toEqual([]);
    }
    const out = mkdtempSync(join(tmpdir(), 'cli-evil-site-'));
    try {
      const build = await cli(['build', '--root', '.', '--out', out, ...url], repo.dir);
      expect(build.code).toBe(1);
      expect(build.stderr).toMatch(/a\\n::warning::x/);
      expect(commands(build.stdout + build.stderr)).toEqual([]);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
    const missing = await cli(['validate', 'models/acme/b\n::error::forged.toml'], repo.dir);
    expect(missing.code).toBe(2);
    expect(commands(missing.stderr)).toEqual([]);
  });
});

describe('model-registry --version and per-command --help', () => {
  it('--version prints the package version, exit 0', async () => {
    const { version } = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8'));
    for (const flag of ['--version', '-V']) {
      expect(await cli([flag], tmpdir())).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
    }
  });

  it('<command> --help prints that command only; a usage error shows its command', async () => {
    const help = await cli(['build', '--help'], tmpdir());
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: model-registry build \[options\]\n\n {2}build --root DIR --out DIR/);
    expect(help.stdout).toContain('api/models/<id>.json');
    expect(help.stdout).not.toContain('validate [--root DIR]');
    const wrong = await cli(['diff', 'only-one'], tmpdir());
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toMatch(
      /^model-registry: diff needs BASE and HEAD: for the commits since only-one, write diff only-one HEAD \(or only-one\.\.\)\n\nUsage: model-registry diff/,
    );
    const all = await cli(['--help'], tmpdir());
    for (const c of ['validate', 'build', 'diff']) expect(all.stdout).toContain(`\n  ${c} `);
  });

  it("each command's --help gives the exit codes that command can end with", async () => {
    // diff and init never validate, so they never exit 1: their help said "0 valid, 1 invalid" too.
    const exits = async (args: string[]) =>
      /^Exit codes: (.*)$/m.exec((await cli(args, tmpdir())).stdout)?.[1];
    for (const c of ['validate', 'build'])
      expect([c, await exits([c, '--help'])]).toEqual([c, '0 valid, 1 invalid, 2 usage or I/O error.']);
    for (const c of ['diff', 'init'])
      expect([c, await exits([c, '--help'])]).toEqual([c, '0 done, 2 usage or I/O error.']);
    expect(await exits(['--help'])).toBe(
      '0 valid (diff, init: done), 1 invalid (validate, build), 2 usage or I/O error.',
    );
  });

  it('an option or command no command has is named as such, with the one likely meant', async () => {
    // Before: Node's own words, `Unknown option '--model-dir'. To specify a positional argument
    // starting with a '-', place it at the end of the command after '--', as in '-- "--model-dir"`
    // (its quotes unbalanced), and `unknown command "valdiate"` with no hint.
    const first = async (args: string[]) => {
      const r = await cli(args, tmpdir());
      expect([r.code, r.stdout]).toEqual([2, '']);
      return r.stderr.split('\n')[0];
    };
    expect(await first(['validate', '--model-dir', 'data/models'])).toBe(
      'model-registry: validate has no option --model-dir (did you mean --models-dir?)',
    );
    expect(await first(['build', '--root', '.', '--out=site', '--repo-url', 'x'])).toBe(
      'model-registry: build has no option --repo-url',
    );
    expect(await first(['diff', '--format=json', '--formats=json', 'A', 'B'])).toBe(
      'model-registry: diff has no option --formats (did you mean --format?)',
    );
    expect(await first(['validate', '-x'])).toBe('model-registry: validate has no option -x');
    // A value that looks like an option is the value of the option before it, not another option.
    expect(await first(['init', '--site-url=--bogus', '--sit-url', 'u'])).toBe(
      'model-registry: init has no option --sit-url (did you mean --site-url?)',
    );
    // After `--`, everything is a file name.
    expect(await first(['validate', '--', '--nope.toml'])).toMatch(
      /^model-registry: cannot read --nope\.toml/,
    );
    expect(await first(['valdiate'])).toBe(
      'model-registry: unknown command "valdiate" (did you mean validate?)',
    );
    expect(await first(['publish'])).toBe('model-registry: unknown command "publish"');
    // Before a command, an option is guessed among the options that go there, not the commands.
    expect(await first(['--versoin'])).toBe(
      'model-registry: unknown option "--versoin" (did you mean --version?)',
    );
    expect(await first(['--hlep'])).toBe('model-registry: unknown option "--hlep" (did you mean --help?)');
    expect(await first(['--bogus'])).toBe('model-registry: unknown option "--bogus"');
  });
});

describe('an error that is not a plain Error', () => {
  // What main() catches need not be a node error with a string code: a DOMException (a structured
  // clone's DataCloneError, code 25) or a thrown string once crashed the handler itself.
  // An empty registry: validate prints its one error, and printing is what throws here.
  // Made in beforeAll, not while jest collects the tests: a run filtered by -t collects this block
  // but skips its hooks, and the folder was left behind.
  let root = '';
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'cli-thrown-'));
    mkdirSync(join(root, 'models'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const failing = (thrown: unknown) =>
    main(['validate', '--root', root], {
      cwd: root,
      out: () => {
        throw thrown;
      },
      err: (t) => {
        said += t;
      },
      errIsTty: false,
    });
  let said = '';
  beforeEach(() => {
    said = '';
  });

  it('is reported in one line with exit 2, not as a crash', async () => {
    await expect(failing(new DOMException('could not be cloned', 'DataCloneError'))).resolves.toBe(2);
    expect(said).toBe('model-registry: could not be cloned\n');
    await expect(failing('a\nthrown string')).resolves.toBe(2);
    expect(said).toContain('model-registry: a\\nthrown string\n');
  });
});

describe('model-registry build from a working tree whose record files differ from HEAD', () => {
  let repo: TestRepo;
  let out: string;
  beforeEach(async () => {
    repo = await createRepo('cli-uncommitted-');
    out = mkdtempSync(join(tmpdir(), 'cli-site-'));
  });
  afterEach(() => {
    repo.cleanup();
    rmSync(out, { recursive: true, force: true });
  });
  const build = (args: string[] = []) =>
    cli(['build', '--root', '.', '--out', out, ...URL_ARGS, ...args], repo.dir);
  const note = (n: string, files: string) => {
    const one = n.startsWith('1 ');
    return `note: ${n} from HEAD, and this build leaves ${one ? 'its change' : 'their changes'} out (${files}): build reads commits, not the working tree (validate reads that): commit ${one ? 'it' : 'them'} first\n`;
  };

  it('one new record file not committed: built without it, and a note says so (not with --rev)', async () => {
    // Before: `1 record, …`, exit 0 and not a word, while validate said `2 files valid`.
    await repo.commit(
      { 'models/acme/one.toml': record('acme', 'one'), 'models/README.md': 'notes\n' },
      'one',
    );
    writeFileSync(join(repo.dir, 'models/acme/img-1.toml'), record('acme', 'img-1'));
    // Files that are no records, and records elsewhere, are no such difference.
    writeFileSync(join(repo.dir, 'models/README.md'), 'other notes\n');
    writeFileSync(join(repo.dir, 'models/acme/notes.txt'), 'x\n');
    mkdirSync(join(repo.dir, 'other/acme'), { recursive: true });
    writeFileSync(join(repo.dir, 'other/acme/x.toml'), record('acme', 'x'));
    const r = await build();
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^1 record, /);
    expect(r.stderr).toBe(note('1 record file differs', 'models/acme/img-1.toml'));
    expect(await build(['--rev', 'HEAD'])).toMatchObject({ code: 0, stderr: '' });
    await repo.git('add', '-A');
    await repo.git('commit', '-q', '-m', 'img-1');
    expect(await build()).toMatchObject({ code: 0, stderr: '' });
  });

  it('new, changed, staged and deleted record files: counted, a few named', async () => {
    const five = Object.fromEntries(
      ['a', 'b', 'c', 'd', 'e'].map((m) => [`models/acme/${m}.toml`, record('acme', m)]),
    );
    await repo.commit(five, 'five');
    writeFileSync(join(repo.dir, 'models/acme/a.toml'), record('acme', 'a', { max: 9 }));
    rmSync(join(repo.dir, 'models/acme/b.toml'));
    await repo.git('mv', 'models/acme/c.toml', 'models/acme/f.toml');
    mkdirSync(join(repo.dir, 'models/zeta'));
    writeFileSync(join(repo.dir, 'models/zeta/g.toml'), record('zeta', 'g'));
    const r = await build();
    expect(r.code).toBe(0);
    expect(r.stderr).toBe(
      note('5 record files differ', 'models/acme/a.toml, models/acme/b.toml, models/acme/c.toml and 2 more'),
    );
  });

  it('a record file git ignores (in an ignored folder) is named too: validate reads it, build does not', async () => {
    await repo.commit(
      { 'models/acme/one.toml': record('acme', 'one'), '.gitignore': 'models/internal/\n' },
      'one',
    );
    mkdirSync(join(repo.dir, 'models/internal'));
    writeFileSync(join(repo.dir, 'models/internal/secret.toml'), record('internal', 'secret'));
    const r = await build();
    expect(r.code).toBe(0);
    expect(r.stderr).toBe(note('1 record file differs', 'models/internal/secret.toml'));
  });

  it('with --root below the repository top and --models-dir: the files there, named from --root', async () => {
    await repo.commit(
      {
        'registry/data/models/acme/one.toml': record('acme', 'one'),
        'models/acme/x.toml': record('acme', 'x'),
      },
      'one',
    );
    writeFileSync(join(repo.dir, 'registry/data/models/acme/two.toml'), record('acme', 'two'));
    writeFileSync(join(repo.dir, 'models/acme/y.toml'), record('acme', 'y'));
    const r = await cli(
      ['build', '--root', 'registry', '--models-dir', 'data/models', '--out', out, ...URL_ARGS],
      repo.dir,
    );
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^1 record, /);
    expect(r.stderr).toBe(note('1 record file differs', 'data/models/acme/two.toml'));
  });
});

test('validate --models-dir in other letter case than the folder: file/name-case, on a disk that tells case apart too', async () => {
  // On Linux `Models` is not there, and the CLI stopped at "no folder Models" (exit 2), where macOS
  // and Windows, which open `models` under that name, said file/name-case (exit 1).
  const dir = mkdtempSync(join(tmpdir(), 'cli-models-case-'));
  try {
    mkdirSync(join(dir, 'models', 'acme'), { recursive: true });
    writeFileSync(join(dir, 'models', 'acme', 'one.toml'), record('acme', 'one'));
    const r = await cli(['validate', '--models-dir', 'Models'], dir);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(
      /^Models:1:1: file\/name-case {2}the folder is models, not Models: git tells names apart by letter case/m,
    );
    // The one problem: not also "the registry has no records", which the folder's name explains.
    expect(r.stdout).not.toMatch(/registry\/empty/);
    expect((await cli(['validate', '--models-dir', 'Other'], dir)).stderr).toMatch(/no folder Other in /);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('validate FILE that is a pattern no shell expanded says so', async () => {
  // PowerShell and cmd.exe expand no pattern, and a quoted one reaches the CLI as it is.
  const dir = mkdtempSync(join(tmpdir(), 'cli-pattern-'));
  try {
    mkdirSync(join(dir, 'models', 'acme'), { recursive: true });
    writeFileSync(join(dir, 'models', 'acme', 'one.toml'), record('acme', 'one'));
    const r = await cli(['validate', 'models/*/*.toml'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /cannot read models\/\*\/\*\.toml: no such file: it reads as a pattern that no shell expanded \(validate takes file names/,
    );
    // A plain missing name is said as before.
    expect((await cli(['validate', 'models/acme/two.toml'], dir)).stderr).toMatch(
      /cannot read models\/acme\/two\.toml: no such file\n/,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

describe('usage mistakes in the tool’s own words', () => {
  const run = (...args: string[]) => cli(args, tmpdir());
  it('an option missing its value, or given one that starts with a dash', async () => {
    // parseArgs said "Option '--jobs <value>' argument is ambiguous.\nDid you forget…", escaped.
    const dash = await run('validate', '--jobs', '-1');
    expect(dash.code).toBe(2);
    expect(dash.stderr.split('\n')[0]).toBe(
      'model-registry: validate --jobs takes a value, and the one after it starts with a dash: write --jobs=VALUE for such a value',
    );
    const missing = await run('validate', '--format');
    expect(missing.stderr.split('\n')[0]).toBe(
      'model-registry: validate --format needs a value (--format VALUE)',
    );
  });
  it('an empty FILE, and diff with three revisions', async () => {
    expect((await run('validate', '')).stderr.split('\n')[0]).toBe(
      'model-registry: validate: a FILE (name record files, or none to validate the whole registry) is empty ("")',
    );
    expect((await run('diff', '', 'HEAD')).stderr.split('\n')[0]).toBe(
      'model-registry: diff: a revision (BASE, HEAD) is empty ("")',
    );
    expect((await run('build', '--root', '.', '--out', '')).stderr.split('\n')[0]).toBe(
      'model-registry: build --out is empty ("")',
    );
    expect((await run('validate', '--root', '')).code).toBe(2);
    const three = await run('diff', 'a', 'b', 'c');
    expect(three.code).toBe(2);
    expect(three.stderr.split('\n')[0]).toBe(
      'model-registry: diff takes two revisions, BASE and HEAD, not 3',
    );
  });
  it('--jobs 0, diff --format github, build without --root, extra arguments and no command at all are usage errors; -h is help', async () => {
    const zero = await run('validate', '--jobs', '0');
    expect(zero.code).toBe(2);
    expect(zero.stderr.split('\n')[0]).toBe('model-registry: --jobs must be a whole number >= 1');
    // diff has no annotations to give: github is validate's format only.
    const github = await run('diff', '--format', 'github', 'HEAD~1', 'HEAD');
    expect(github.code).toBe(2);
    expect(github.stderr.split('\n')[0]).toBe('model-registry: unknown --format "github"');
    // Nothing asked: the usage on stderr and exit 2, as a script that forgot the command needs.
    const none = await run();
    expect([none.code, none.stdout]).toEqual([2, '']);
    expect(none.stderr).toMatch(/^Usage: model-registry/);
    // build needs both folders, and init and build take no more arguments than they name.
    expect((await run('build', '--out', 'site')).stderr.split('\n')[0]).toBe(
      'model-registry: build needs --root DIR and --out DIR',
    );
    const extra = await run('build', '--root', '.', '--out', 'site', 'more');
    expect([extra.code, extra.stderr.split('\n')[0]]).toEqual([
      2,
      'model-registry: unexpected argument more',
    ]);
    const two = await run('init', 'one', 'two');
    expect([two.code, two.stderr.split('\n')[0]]).toEqual([2, 'model-registry: unexpected argument two']);
    const short = await run('-h');
    expect([short.code, short.stderr]).toEqual([0, '']);
    expect(short.stdout).toBe((await run('--help')).stdout);
  });
  it('help COMMAND is that command’s help, and --help wins over a mistake beside it', async () => {
    const help = await run('help', 'validate');
    expect(help.code).toBe(0);
    expect(help.stdout).toBe((await run('validate', '--help')).stdout);
    expect(help.stdout).toMatch(/^Usage: model-registry validate/);
    const withBogus = await run('validate', '--help', '--bogus');
    expect(withBogus.code).toBe(0);
    expect(withBogus.stdout).toBe(help.stdout);
    // After `--`, --help is a file name like any other.
    expect((await run('validate', '--', '--help')).code).toBe(2);
    // `help nope` is the unknown command, as `git help nope` fails.
    const unknown = await run('help', 'nope');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr.split('\n')[0]).toBe('model-registry: unknown command "nope"');
    // Never a command run: `help diff a b` is no `diff a b`.
    const more = await run('help', 'diff', 'a', 'b');
    expect(more.code).toBe(2);
    expect(more.stderr.split('\n')[0]).toBe('model-registry: help takes one command, not 3 words');
  });
});

test('build into an --out a newer version wrote (a higher layout_version): refused, naming both versions, nothing written', async () => {
  // Before: the build rewrote it with this version's older layout, exit 0, as the action refuses to.
  const repo = await createRepo('cli-newer-layout-');
  const out = mkdtempSync(join(tmpdir(), 'cli-newer-layout-out-'));
  try {
    await repo.commit({ 'models/acme/one.toml': record('acme', 'one') }, 'one');
    expect(await cli(['build', '--root', '.', '--out', out, ...URL_ARGS], repo.dir)).toMatchObject({
      code: 0,
    });
    const indexPath = join(out, 'api', 'index.json');
    const newer = LAYOUT_VERSION + 1;
    writeFileSync(
      indexPath,
      JSON.stringify({ ...JSON.parse(readFileSync(indexPath, 'utf8')), layout_version: newer }),
    );
    const held = () =>
      readdirSync(out, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => [join(e.parentPath, e.name), readFileSync(join(e.parentPath, e.name), 'utf8')]);
    const before = held();
    await repo.commit({ 'models/acme/two.toml': record('acme', 'two') }, 'two');
    const r = await cli(['build', '--root', '.', '--out', out, ...URL_ARGS], repo.dir);
    expect(r).toEqual({
      code: 2,
      stdout: '',
      stderr:
        `model-registry: --out ${out} holds layout_version ${newer} (its api/index.json), written by a newer version of model-registry-action; ` +
        `this version writes layout_version ${LAYOUT_VERSION} and would replace it with an older layout. Nothing was written. ` +
        'Upgrade model-registry to the release that wrote it or a later one, or build into an empty folder to have this version rebuild it.\n',
    });
    expect(held()).toEqual(before);
    // Its own layout, or an older one, is rebuilt as before.
    writeFileSync(
      indexPath,
      JSON.stringify({ ...JSON.parse(readFileSync(indexPath, 'utf8')), layout_version: LAYOUT_VERSION - 1 }),
    );
    expect(await cli(['build', '--root', '.', '--out', out, ...URL_ARGS], repo.dir)).toMatchObject({
      code: 0,
      stderr: '',
    });
    expect(JSON.parse(readFileSync(indexPath, 'utf8')).layout_version).toBe(LAYOUT_VERSION);
  } finally {
    repo.cleanup();
    rmSync(out, { recursive: true, force: true });
  }
});
