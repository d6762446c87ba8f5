import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_RECORD_PATHS, recordPaths } from '../../src/core/record-path.js';
import { isoUtc } from '../../src/core/time.js';
import {
  FOLDER_LINK,
  MODELS_FOLDER_SUBMODULE,
  modelsFolderInSubmodule,
  SUBMODULE,
} from '../../src/core/validate/paths.js';
import { git } from '../../src/shell/git/exec.js';
import { readLocalHistory } from '../../src/shell/git/history.js';
import { httpsFromRemote, originUrl } from '../../src/shell/git/remote.js';
import { readTreeAtRev } from '../../src/shell/git/tree.js';
import { createRepo, type TestRepo } from '../helpers/git-repo.js';

const text = (b: Uint8Array | null) => (b === null ? null : new TextDecoder().decode(b));

describe('readLocalHistory', () => {
  let repo: TestRepo;
  beforeEach(async () => {
    repo = await createRepo();
  });
  afterEach(() => repo.cleanup());

  it('gives each commit its record changes against the first parent, oldest first', async () => {
    const a = await repo.commit({ 'models/a/one.toml': 'x = 1\n', 'README.md': 'hi' }, 'add one');
    const b = await repo.commit(
      { 'models/a/one.toml': 'x = 2\n', 'models/b/two é.toml': 'y = 1\n' },
      'edit one, add two',
    );
    const c = await repo.commit({ 'models/a/one.toml': null }, 'remove one\n\nwith a body');
    const history = await readLocalHistory(repo.dir, { revisions: ['HEAD'], paths: DEFAULT_RECORD_PATHS });
    expect(history.map((h) => h.sha)).toEqual([a, b, c]);
    expect(history.map((h) => h.message)).toEqual(['add one', 'edit one, add two', 'remove one']);
    expect(history[0]!.parents).toEqual([]);
    expect(history[2]!.parents).toEqual([b]);
    expect(history[0]!.date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(history[0]!.files.map((f) => [f.path, text(f.before), text(f.after)])).toEqual([
      ['models/a/one.toml', null, 'x = 1\n'],
    ]);
    expect(history[1]!.files.map((f) => [f.path, text(f.before), text(f.after)])).toEqual([
      ['models/a/one.toml', 'x = 1\n', 'x = 2\n'],
      ['models/b/two é.toml', null, 'y = 1\n'],
    ]);
    expect(history[2]!.files.map((f) => [f.path, text(f.before), text(f.after)])).toEqual([
      ['models/a/one.toml', 'x = 2\n', null],
    ]);
  });

  it('reports renames with the previous path, and renames across models/ as adds or removals', async () => {
    await repo.commit(
      { 'models/a/one.toml': 'x = 1\ny = 2\nz = 3\n', 'drafts/new.toml': 'n = 1\n' },
      'start',
    );
    await repo.git('mv', 'models/a/one.toml', 'models/a/uno.toml');
    mkdirSync(`${repo.dir}/models/c`, { recursive: true });
    await repo.git('mv', 'drafts/new.toml', 'models/c/new.toml');
    const sha = await repo.commit({}, 'renames');
    const [, last] = await readLocalHistory(repo.dir, { revisions: ['HEAD'], paths: DEFAULT_RECORD_PATHS });
    expect(last!.sha).toBe(sha);
    const byPath = new Map(last!.files.map((f) => [f.path, f]));
    expect(byPath.get('models/a/uno.toml')).toMatchObject({ previousPath: 'models/a/one.toml' });
    expect(text(byPath.get('models/a/uno.toml')!.before)).toBe('x = 1\ny = 2\nz = 3\n');
    expect(byPath.get('models/c/new.toml')).toMatchObject({ before: null });
    expect(byPath.get('models/c/new.toml')!.previousPath).toBeUndefined();
  });

  it('walks the first-parent line of a range only, and compares a merge with its first parent', async () => {
    const base = await repo.commit({ 'models/a/one.toml': 'x = 1\n' }, 'base');
    await repo.git('checkout', '-q', '-b', 'side');
    const side = await repo.commit({ 'models/b/two.toml': 'y = 1\n' }, 'side');
    await repo.git('checkout', '-q', 'main');
    await repo.commit({ 'models/a/one.toml': 'x = 2\n' }, 'main edit');
    await repo.git('merge', '-q', '--no-ff', '-m', 'merge side', 'side');
    const merge = (await repo.git('rev-parse', 'HEAD')).trim();
    const range = await readLocalHistory(repo.dir, {
      revisions: [`${base}..${merge}`],
      paths: DEFAULT_RECORD_PATHS,
    });
    // The side commit makes no event of its own (the merge carries its change): it is not read.
    expect(range.map((c) => c.message).sort()).toEqual(['main edit', 'merge side']);
    const m = range.find((c) => c.sha === merge)!;
    expect(m.parents[1]).toBe(side);
    expect(m.files.map((f) => f.path)).toEqual(['models/b/two.toml']);
  });

  it('maps a models-dir other than models: history and tree speak record paths, the rest is ignored', async () => {
    const paths = recordPaths('reg/models');
    await repo.commit(
      {
        'reg/models/a/one.toml': 'x = 1\ny = 2\nz = 3\n',
        'models/a/decoy.toml': 'd = 1\n',
        'reg/models/a/notes.md': 'no',
      },
      'start',
    );
    mkdirSync(`${repo.dir}/reg/models/b`, { recursive: true });
    await repo.git('mv', 'reg/models/a/one.toml', 'reg/models/b/one.toml');
    await repo.git('mv', 'models/a/decoy.toml', 'reg/models/a/decoy.toml');
    await repo.commit({}, 'move');
    const history = await readLocalHistory(repo.dir, { revisions: ['HEAD'], paths });
    expect(history.map((c) => c.files.map((f) => [f.path, f.previousPath, !!f.before, !!f.after]))).toEqual([
      [['models/a/one.toml', undefined, false, true]],
      [
        ['models/a/decoy.toml', undefined, false, true],
        ['models/b/one.toml', 'models/a/one.toml', true, true],
      ],
    ]);
    const tree = await readTreeAtRev(repo.dir, 'HEAD', 1024, paths);
    expect(tree.map((f) => f.path)).toEqual(['models/a/decoy.toml', 'models/b/one.toml']);
    const root = recordPaths('.');
    expect(root.toRecordPath('a/b.toml')).toBe('models/a/b.toml');
    expect(root.toRepoPath('models/a/b.toml')).toBe('a/b.toml');
    expect(paths.toRecordPath('reg/modelsx/a.toml')).toBeNull();
  });

  it('takes commit dates git accepts but Date cannot hold, clamped into years 0000-9999', async () => {
    // 9e12 s is 9e15 ms: past the ±8.64e15 ms a Date holds. 3.2e12 s is in year ~101,000.
    await repo.commit({ 'models/a/one.toml': 'x = 1\n' }, 'far', '@9000000000000 +0000');
    await repo.commit({ 'models/a/one.toml': 'x = 2\n' }, 'further', '@3200000000000 +0000');
    expect((await repo.git('log', '-1', '--format=%ct')).trim()).toBe('3200000000000');
    const history = await readLocalHistory(repo.dir, { revisions: ['HEAD'], paths: DEFAULT_RECORD_PATHS });
    expect(history.map((c) => c.date)).toEqual(['9999-12-31T23:59:59Z', '9999-12-31T23:59:59Z']);
    expect(isoUtc(Number.NaN)).toBe('1970-01-01T00:00:00Z');
    expect(isoUtc(-1e16)).toBe('0000-01-01T00:00:00Z');
    expect(isoUtc(Date.parse('2026-08-11T13:55:47.123Z'))).toBe('2026-08-11T13:55:47Z');
  });

  it('reads the tree at a revision, not the working tree', async () => {
    const first = await repo.commit({ 'models/a/one.toml': 'x = 1\n' }, 'one');
    await repo.commit({ 'models/a/one.toml': 'x = 2\n', 'models/a/notes.md': 'no' }, 'two');
    const files = await readTreeAtRev(repo.dir, first, 1024, DEFAULT_RECORD_PATHS);
    expect(files).toEqual([{ path: 'models/a/one.toml', bytes: new TextEncoder().encode('x = 1\n') }]);
    await repo.commit({ 'models/a/big.toml': 'x'.repeat(2000) }, 'big');
    const now = await readTreeAtRev(repo.dir, 'HEAD', 1024, DEFAULT_RECORD_PATHS);
    expect(now.find((f) => f.path === 'models/a/big.toml')).toEqual({
      path: 'models/a/big.toml',
      problem: {
        rule: 'file/too-large',
        message: 'file is 2,000 bytes; a record may be at most 1,024 bytes',
      },
    });
  });

  it.each(['GIT_ICASE_PATHSPECS', 'GIT_GLOB_PATHSPECS', 'GIT_NOGLOB_PATHSPECS', 'GIT_LITERAL_PATHSPECS'])(
    "reads the tree whatever the user's %s says",
    async (name) => {
      await repo.commit({ 'models/a/one.toml': 'x = 1\n' }, 'one');
      const plain = await readTreeAtRev(repo.dir, 'HEAD', 1024, DEFAULT_RECORD_PATHS);
      expect(plain.map((f) => f.path)).toEqual(['models/a/one.toml']);
      process.env[name] = '1';
      try {
        // Before (ICASE, GLOB): "git --literal-pathspecs failed: fatal: global 'literal' pathspec
        // setting is incompatible with all other global pathspec settings".
        expect(await readTreeAtRev(repo.dir, 'HEAD', 1024, DEFAULT_RECORD_PATHS)).toEqual(plain);
      } finally {
        delete process.env[name];
      }
    },
  );
});

describe('git', () => {
  it('a failure names the command, not an option before it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'git-fails-'));
    try {
      // Before: "git -c failed: …" and "git --literal-pathspecs failed: …".
      await expect(
        git(['-c', 'core.quotepath=off', 'rev-parse', '--verify', 'HEAD'], { cwd: dir }),
      ).rejects.toThrow(/^git rev-parse failed: fatal: not a git repository/);
      await expect(git(['--literal-pathspecs', 'ls-tree', 'HEAD'], { cwd: dir })).rejects.toThrow(
        /^git ls-tree failed: /,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('readTreeAtRev and links', () => {
  let repo: TestRepo;
  beforeEach(async () => {
    repo = await createRepo();
  });
  afterEach(() => repo.cleanup());

  it('a lab folder committed as a link to a folder is file/symlink, as the working tree reader says; a link to a file is not', async () => {
    await repo.commit({ 'models/acme/one.toml': 'x = 1\n', 'README.md': 'hi' }, 'one');
    symlinkSync('acme', join(repo.dir, 'models/evil'));
    symlinkSync('../README.md', join(repo.dir, 'models/README.md'));
    symlinkSync('../../outside', join(repo.dir, 'models/away'));
    await repo.commit({}, 'links at the lab level');
    const files = await readTreeAtRev(repo.dir, 'HEAD', 1024, DEFAULT_RECORD_PATHS);
    // Before: the link was no record file, so build published the registry and the push failed. A
    // link to a file, or out of the repository (no folder in a fresh checkout), hides no record.
    expect(files).toEqual([
      { path: 'models/acme/one.toml', bytes: new TextEncoder().encode('x = 1\n') },
      { path: 'models/evil', problem: { rule: 'file/symlink', message: FOLDER_LINK } },
    ]);
  });
});

describe('readTreeAtRev and submodules', () => {
  let repo: TestRepo;
  beforeEach(async () => {
    repo = await createRepo();
  });
  afterEach(() => repo.cleanup());
  // A gitlink (mode 160000) as `git submodule add`, or `git add` of a cloned folder, commits it.
  const gitlinks = async (...paths: string[]) => {
    const sha = (await repo.git('rev-parse', 'HEAD')).trim();
    for (const p of paths) await repo.git('update-index', '--add', '--cacheinfo', `160000,${sha},${p}`);
    await repo.git('commit', '-q', '-m', 'submodules');
  };
  const submodule = (path: string) => ({ path, problem: { rule: 'file/not-a-file', message: SUBMODULE } });

  it('a lab folder or a record committed as a submodule is an error, not left out', async () => {
    await repo.commit({ 'models/acme/one.toml': 'x = 1\n', 'vendor/keep.txt': 'x' }, 'one');
    // Outside the models folder, in a folder no reader walks (a dot-folder), or in a lab folder,
    // where no record can sit, it is not ours: left alone as any other folder there.
    await gitlinks(
      'models/elevenlabs',
      'models/acme/assets',
      'models/acme/two.toml',
      'vendor/lib',
      'models/.cache',
    );
    const files = await readTreeAtRev(repo.dir, 'HEAD', 1024, DEFAULT_RECORD_PATHS);
    // Before: build printed the records beside it and exited 0, the submodule's records left out.
    expect(files.sort((a, b) => (a.path < b.path ? -1 : 1))).toEqual([
      { path: 'models/acme/one.toml', bytes: new TextEncoder().encode('x = 1\n') },
      submodule('models/acme/two.toml'),
      submodule('models/elevenlabs'),
    ]);
  });

  it('with models-dir ".", a submodule deeper than a lab folder (a Hugo theme, vendor/lib) is left alone', async () => {
    await repo.commit({ 'acme/one.toml': 'x = 1\n', 'site/config.yaml': 'x: 1\n' }, 'one');
    await gitlinks('site/themes/hugo-theme', 'vendor/lib');
    // Before: both were file/not-a-file, and build wrote nothing.
    expect(await readTreeAtRev(repo.dir, 'HEAD', 1024, recordPaths('.'))).toEqual([
      { path: 'models/acme/one.toml', bytes: new TextEncoder().encode('x = 1\n') },
    ]);
  });

  it('the models folder, or a folder above it, committed as a submodule is one error at models', async () => {
    await repo.commit({ 'README.md': 'hi' }, 'one');
    await gitlinks('models', 'data');
    expect(await readTreeAtRev(repo.dir, 'HEAD', 1024, DEFAULT_RECORD_PATHS)).toEqual([
      { path: 'models', problem: { rule: 'file/not-a-file', message: MODELS_FOLDER_SUBMODULE } },
    ]);
    expect(await readTreeAtRev(repo.dir, 'HEAD', 1024, recordPaths('data/models'))).toEqual([
      { path: 'models', problem: { rule: 'file/not-a-file', message: modelsFolderInSubmodule('data') } },
    ]);
  });
});

describe('httpsFromRemote', () => {
  it.each([
    ['git@github.com:acme/registry.git', 'https://github.com/acme/registry'],
    ['https://x-access-token:secret@github.com/acme/registry.git', 'https://github.com/acme/registry'],
    ['ssh://git@ghe.example.com/acme/registry', 'https://ghe.example.com/acme/registry'],
    ['https://github.com/acme/registry/', 'https://github.com/acme/registry'],
    ['/srv/git/registry.git', null],
    // SSH host aliases from ~/.ssh/config: no web address to link commits to.
    ['git@github-work:acme/registry.git', null],
    ['ssh://git@github-work/acme/registry', null],
    ['https://gitserver/acme/registry', 'https://gitserver/acme/registry'],
  ])('%s → %s', (remote, expected) => {
    expect(httpsFromRemote(remote)).toBe(expected);
  });
});

describe('originUrl', () => {
  let repo: TestRepo;
  beforeEach(async () => {
    repo = await createRepo();
  });
  afterEach(() => repo.cleanup());

  it('names the repository as configured, not the mirror url.<base>.insteadOf fetches from', async () => {
    await repo.git('remote', 'add', 'origin', 'https://github.com/acme/registry.git');
    await repo.git('config', 'url.https://mirror.example.org/github/.insteadOf', 'https://github.com/');
    // What git fetches from: the mirror (the address the feeds linked to before).
    expect(await repo.git('remote', 'get-url', 'origin')).toBe(
      'https://mirror.example.org/github/acme/registry.git\n',
    );
    expect(await originUrl(repo.dir)).toBe('https://github.com/acme/registry');
  });

  it('takes the rewritten URL when the configured one is a shorthand insteadOf expands', async () => {
    await repo.git('remote', 'add', 'origin', 'gh:acme/registry');
    await repo.git('config', 'url.https://github.com/.insteadOf', 'gh:');
    expect(await originUrl(repo.dir)).toBe('https://github.com/acme/registry');
  });

  it('is null without an origin, and takes the first of several URLs', async () => {
    expect(await originUrl(repo.dir)).toBeNull();
    await repo.git('remote', 'add', 'origin', 'git@github.com:acme/registry.git');
    await repo.git('config', '--add', 'remote.origin.url', 'https://example.org/other/place');
    expect(await originUrl(repo.dir)).toBe('https://github.com/acme/registry');
  });
});
