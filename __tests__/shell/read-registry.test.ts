import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  MODELS_FOLDER_SUBMODULE,
  modelsFolderInSubmodule,
  SUBMODULE,
} from '../../src/core/validate/paths.js';
import { readRegistry } from '../../src/shell/fs/read-registry.js';
import { createRepo } from '../helpers/git-repo.js';

describe('readRegistry', () => {
  let root: string;
  let outside: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'tree-'));
    outside = mkdtempSync(join(tmpdir(), 'outside-'));
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
    rmSync(outside, { recursive: true, force: true });
  });
  const write = (p: string, text: string) => {
    mkdirSync(join(root, p, '..'), { recursive: true });
    writeFileSync(join(root, p), text);
  };
  const where = () => ({ modelsDir: join(root, 'models'), boundary: root });

  it('reads every .toml under models/ as models/<...> paths, sorted, and nothing else', async () => {
    write('models/b/two.toml', 'b = 1');
    write('models/a/one.toml', 'a = 1');
    write('models/a/notes.md', 'not a record');
    write('other/x.toml', 'x = 1');
    const files = await readRegistry(where(), 100);
    expect(files.map((f) => f.path)).toEqual(['models/a/one.toml', 'models/b/two.toml']);
    expect(files[0]).toEqual({ path: 'models/a/one.toml', bytes: new TextEncoder().encode('a = 1') });
  });

  it('turns unsafe or unreadable files into problems instead of reading them', async () => {
    writeFileSync(join(outside, 'secret.toml'), 'token = "x"');
    write('models/a/inside.toml', 'a = 1');
    mkdirSync(join(root, 'models', 'evil'), { recursive: true });
    symlinkSync(join(outside, 'secret.toml'), join(root, 'models', 'evil', 'leak.toml'));
    symlinkSync(join(root, 'models', 'a', 'inside.toml'), join(root, 'models', 'evil', 'alias.toml'));
    symlinkSync(join(root, 'nowhere.toml'), join(root, 'models', 'evil', 'dangling.toml'));
    write('models/a/huge.toml', 'x'.repeat(101));
    const files = await readRegistry(where(), 100);
    const byPath = Object.fromEntries(files.map((f) => [f.path, 'problem' in f ? f.problem.rule : 'read']));
    expect(byPath).toEqual({
      'models/a/huge.toml': 'file/too-large',
      'models/a/inside.toml': 'read',
      'models/evil/alias.toml': 'file/symlink', // git would keep the link, not the record
      'models/evil/dangling.toml': 'file/symlink',
      'models/evil/leak.toml': 'file/symlink-outside',
    });
  });

  it('a file name that is not UTF-8 is reported as such (it cannot be read back by its decoded name)', async () => {
    mkdirSync(join(root, 'models', 'a'), { recursive: true });
    const name = Buffer.concat([
      Buffer.from(join(root, 'models', 'a', 'x')),
      Buffer.from([0xff]),
      Buffer.from('.toml'),
    ]);
    writeFileSync(name, 'a = 1');
    expect(await readRegistry(where(), 100)).toEqual([
      {
        path: 'models/a/x\ufffd.toml',
        problem: {
          rule: 'file/unreadable',
          message: 'its name is not valid UTF-8 (shown with \ufffd): rename the file',
        },
      },
    ]);
  });

  it('reports a file it may not read', async () => {
    if (process.getuid?.() === 0) {
      // root reads everything: check the same path with a directory in place of the file instead.
      mkdirSync(join(root, 'models', 'a', 'dir.toml'), { recursive: true });
      const files = await readRegistry(where(), 100, ['models/a/dir.toml']);
      expect(files).toEqual([
        { path: 'models/a/dir.toml', problem: expect.objectContaining({ rule: 'file/not-a-file' }) },
      ]);
      return;
    }
    write('models/a/locked.toml', 'a = 1');
    chmodSync(join(root, 'models', 'a', 'locked.toml'), 0);
    const files = await readRegistry(where(), 100);
    expect(files[0]).toEqual({
      path: 'models/a/locked.toml',
      problem: expect.objectContaining({ rule: 'file/unreadable' }),
    });
  });

  it('is empty, not an error, when models/ does not exist', async () => {
    expect(await readRegistry(where(), 100)).toEqual([]);
  });

  it('a models folder named with other letter cases than the folder has is said so, not read as empty', async () => {
    // Linux: `Models` is missing; macOS and Windows open `models` under that name, and git's paths
    // (`models/...`) then match none of it: the same problem on every system, from the listing.
    write('data/models/a/one.toml', 'a = 1');
    const named = (dir: string) => readRegistry({ modelsDir: join(root, dir), boundary: root }, 100);
    expect(await named('data/Models')).toEqual([
      {
        path: 'models',
        problem: {
          rule: 'file/name-case',
          message:
            'the folder is data/models, not data/Models: git tells names apart by letter case, so name it as it is (models-dir, --models-dir)',
        },
      },
    ]);
    expect((await named('DATA/models'))[0]).toMatchObject({ problem: { rule: 'file/name-case' } });
    expect((await named('data/models')).map((f) => f.path)).toEqual(['models/a/one.toml']);
    expect(await named('data/other')).toEqual([]);
  });

  it('refuses a models folder that is a symlink leading out of the root, or a file', async () => {
    writeFileSync(join(outside, 'secret.toml'), 'token = "x"');
    symlinkSync(outside, join(root, 'models'));
    expect(await readRegistry(where(), 100)).toEqual([
      { path: 'models', problem: expect.objectContaining({ rule: 'file/symlink-outside' }) },
    ]);
    expect(await readRegistry(where(), 100, ['models/secret.toml'])).toEqual([
      { path: 'models', problem: expect.objectContaining({ rule: 'file/symlink-outside' }) },
    ]);
    rmSync(join(root, 'models'));
    write('models', 'a file');
    expect(await readRegistry(where(), 100)).toEqual([
      {
        path: 'models',
        problem: { rule: 'file/not-a-folder', message: 'the models folder is a file, not a folder' },
      },
    ]);
  });

  it('reports a models folder or a lab folder that is a link inside the root: git keeps the link, not the records', async () => {
    write('data/models/a/one.toml', 'a = 1');
    write('data/other/b/two.toml', 'b = 1');
    symlinkSync(join(root, 'data', 'models'), join(root, 'models'));
    expect(await readRegistry(where(), 100)).toEqual([
      {
        path: 'models',
        problem: expect.objectContaining({
          rule: 'file/symlink',
          message: expect.stringMatching(/^this folder is a symbolic link: git keeps the link/),
        }),
      },
    ]);
    rmSync(join(root, 'models'));
    write('models/a/one.toml', 'a = 1');
    symlinkSync(join(root, 'data', 'other', 'b'), join(root, 'models', 'b'));
    symlinkSync(join(root, 'data', 'models', 'a', 'one.toml'), join(root, 'models', 'a', 'README')); // a file: no records
    expect(await readRegistry(where(), 100)).toEqual([
      { path: 'models/a/one.toml', bytes: new TextEncoder().encode('a = 1') },
      { path: 'models/b', problem: expect.objectContaining({ rule: 'file/symlink' }) },
    ]);
  });

  it("reports a lab folder or record that is a submodule's checkout (it holds .git), as build reports its gitlink", async () => {
    write('models/acme/one.toml', 'a = 1');
    // `git submodule add` leaves a .git file; a cloned folder committed with `git add`, a .git folder.
    write('models/elevenlabs/.git', 'gitdir: ../../.git/modules/models/elevenlabs');
    write('models/elevenlabs/eleven-v3.toml', 'b = 1');
    write('models/acme/two.toml/.git', 'gitdir: elsewhere');
    write('models/.cache/lib/.git', 'gitdir: elsewhere'); // under a dot-folder: no reader walks it
    // In a lab folder, where no record can sit: not reported, and its files (another repository's,
    // which git's tree does not hold) not read, so validate agrees with build.
    write('models/acme/assets/.git/HEAD', 'ref: refs/heads/main');
    write('models/acme/assets/x.toml', 'c = 1');
    const submodule = (path: string) => ({ path, problem: { rule: 'file/not-a-file', message: SUBMODULE } });
    // Before: validate read eleven-v3.toml as a record, and build (git's tree) left it out.
    expect(await readRegistry(where(), 100)).toEqual([
      { path: 'models/acme/one.toml', bytes: new TextEncoder().encode('a = 1') },
      submodule('models/acme/two.toml'),
      submodule('models/elevenlabs'),
    ]);
  });

  it('leaves a submodule deeper than a lab folder alone, as a folder of plain files there (models-dir .)', async () => {
    write('acme/one.toml', 'a = 1');
    write('site/themes/plain/layouts/index.html', '<html>');
    const registry = { modelsDir: root, boundary: root };
    const plain = await readRegistry(registry, 100);
    expect(plain.map((f) => f.path)).toEqual(['models/acme/one.toml']);
    // A Hugo theme and a vendored library added with `git submodule add` (a .git file, or folder).
    write('site/themes/hugo-theme/.git', 'gitdir: ../../../.git/modules/site/themes/hugo-theme');
    write('site/themes/hugo-theme/theme.toml', 'name = "theme"'); // its own, which git's tree does not hold
    write('site/themes/hugo-theme/layouts/index.html', '<html>');
    write('vendor/lib/.git/HEAD', 'ref: refs/heads/main');
    write('vendor/lib/README.md', 'lib');
    // Before: site/themes/hugo-theme and vendor/lib were file/not-a-file, failing the registry.
    expect(await readRegistry(registry, 100)).toEqual(plain);
  });

  it('reports a models folder that is a submodule, or inside one, once at models', async () => {
    write('models/.git', 'gitdir: ../.git/modules/models');
    write('models/acme/one.toml', 'a = 1');
    expect(await readRegistry(where(), 100)).toEqual([
      { path: 'models', problem: { rule: 'file/not-a-file', message: MODELS_FOLDER_SUBMODULE } },
    ]);
    write('data/.git', 'gitdir: ../.git/modules/data');
    write('data/models/acme/one.toml', 'a = 1');
    const inData = { modelsDir: join(root, 'data', 'models'), boundary: root };
    expect(await readRegistry(inData, 100)).toEqual([
      { path: 'models', problem: { rule: 'file/not-a-file', message: modelsFolderInSubmodule('data') } },
    ]);
    // The registry's own repository (the boundary, models-dir ".") is no submodule of itself.
    write('.git/HEAD', 'ref: refs/heads/main');
    rmSync(join(root, 'models', '.git'));
    expect((await readRegistry({ modelsDir: root, boundary: root }, 100)).map((f) => f.path)).toEqual([
      'models/data',
      'models/models/acme/one.toml',
    ]);
  });

  it('reports a submodule left empty by a checkout without submodules (actions/checkout by default)', async () => {
    const repo = await createRepo();
    try {
      await repo.commit({ 'models/acme/one.toml': 'a = 1' }, 'one');
      const sha = (await repo.git('rev-parse', 'HEAD')).trim();
      await repo.git('update-index', '--add', '--cacheinfo', `160000,${sha},models/elevenlabs`);
      await repo.git('commit', '-q', '-m', 'submodule');
      mkdirSync(join(repo.dir, 'models', 'elevenlabs')); // as a clone checks it out: an empty folder
      mkdirSync(join(repo.dir, 'models', 'stray')); // an empty folder git does not know: nothing to say
      // One in a lab folder, where no record can sit, is no more than a folder of plain files there.
      await repo.git('update-index', '--add', '--cacheinfo', `160000,${sha},models/acme/assets`);
      await repo.git('commit', '-q', '-m', 'a submodule in a lab folder');
      mkdirSync(join(repo.dir, 'models', 'acme', 'assets'));
      const files = await readRegistry({ modelsDir: join(repo.dir, 'models'), boundary: repo.dir }, 100);
      // Before: the push read one record and published without the submodule's, as build left them out.
      expect(files.map((f) => ('problem' in f ? [f.path, f.problem.message] : [f.path]))).toEqual([
        ['models/acme/one.toml'],
        ['models/elevenlabs', SUBMODULE],
      ]);
      // The whole models folder a submodule, left empty: one error at models, not an empty registry.
      await repo.git('rm', '-r', '-q', '--cached', 'models');
      await repo.git('update-index', '--add', '--cacheinfo', `160000,${sha},models`);
      await repo.git('commit', '-q', '-m', 'models folder a submodule');
      rmSync(join(repo.dir, 'models'), { recursive: true });
      mkdirSync(join(repo.dir, 'models'));
      expect(await readRegistry({ modelsDir: join(repo.dir, 'models'), boundary: repo.dir }, 100)).toEqual([
        { path: 'models', problem: { rule: 'file/not-a-file', message: MODELS_FOLDER_SUBMODULE } },
      ]);
    } finally {
      repo.cleanup();
    }
  });

  it('does not read a named file through a folder symlink leading out of the root', async () => {
    mkdirSync(join(outside, 'lab'));
    writeFileSync(join(outside, 'lab', 'secret.toml'), 'token = "x"');
    mkdirSync(join(root, 'models'));
    symlinkSync(join(outside, 'lab'), join(root, 'models', 'lab'));
    // The walk does not follow it; it reports it.
    expect(await readRegistry(where(), 100)).toEqual([
      { path: 'models/lab', problem: expect.objectContaining({ rule: 'file/symlink' }) },
    ]);
    expect(await readRegistry(where(), 100, ['models/lab/secret.toml'])).toEqual([
      { path: 'models/lab/secret.toml', problem: expect.objectContaining({ rule: 'file/symlink-outside' }) },
    ]);
  });

  it('reports a folder it may not list, and reads the rest', async () => {
    write('models/a/one.toml', 'a = 1');
    write('models/locked/two.toml', 'b = 1');
    const denied = (dir: string) => {
      const e = Object.assign(new Error(`EACCES: permission denied, scandir '${dir}'`), { code: 'EACCES' });
      throw e;
    };
    const list = (dir: string) =>
      dir.endsWith(`${join('models', 'locked')}`) ? denied(dir) : readdirSync(dir, { withFileTypes: true });
    const files = await readRegistry(where(), 100, undefined, list);
    expect(files).toEqual([
      { path: 'models/a/one.toml', bytes: new TextEncoder().encode('a = 1') },
      { path: 'models/locked', problem: { rule: 'file/unreadable', message: 'cannot read folder: EACCES' } },
    ]);
    if (process.getuid?.() !== 0) {
      // Not root: the real thing, too.
      chmodSync(join(root, 'models', 'locked'), 0);
      try {
        expect((await readRegistry(where(), 100))[1]).toEqual(files[1]);
      } finally {
        chmodSync(join(root, 'models', 'locked'), 0o755);
      }
    }
  });
});
