// Which staged files pre-commit passes to the hook: its `files` and `exclude` patterns (Python
// regular expressions) from .pre-commit-hooks.yaml, against the names the readers know.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extensionCaseProblem, TOML_SLIPS } from '../../src/core/record-path.js';
import { testIf } from '../harness/prerequisite.js';
import { createRepo, gitEnv } from '../helpers/git-repo.js';
import { pythonRegex } from '../helpers/python-regex.js';
import { record } from '../helpers/records.js';
import { get, type Node, parseYamlOutline } from './yaml-outline.js';

const hook = (parseYamlOutline(readFileSync('.pre-commit-hooks.yaml', 'utf8')) as Node[])[0] as Node;
const files = pythonRegex(get(hook, 'files') as string);
const exclude = pythonRegex(get(hook, 'exclude') as string);
const passed = (path: string) => files.test(path) && !exclude.test(path);

test('the helper reads (?i:…) as Python does', () => {
  expect(pythonRegex('^a(?i:b(c|d)\\.e)f$').test('aBD.Ef')).toBe(true);
  expect(pythonRegex('^a(?i:b)c$').test('aBC')).toBe(false);
});

test('records and files named almost like one reach the hook, which reports them (file/location)', () => {
  // Before: `^models/.*\.toml$` left x.TOML, x.toml.txt and x.tml out, so a commit adding one passed
  // the hook with nothing checked, while the workflow's validate fails on it.
  const misnamed = [
    'x.TOML',
    'x.Toml',
    'x.toml.txt',
    'x.toml.TXT',
    'x.toml~',
    'x.toml.bak',
    'x.toml.orig',
    'x.toml.old',
    'x.toml.tmp',
    'x.toml ',
    'x.toml.',
    'x.TOML. ',
    ...[...TOML_SLIPS].flatMap((slip) => [`x.${slip}`, `x.${slip.toUpperCase()}`]),
  ];
  for (const name of misnamed) {
    expect([name, extensionCaseProblem(name)?.rule]).toEqual([name, 'file/location']);
    expect([name, passed(`models/acme/${name}`)]).toEqual([name, true]);
  }
  expect(passed('models/acme/x.toml')).toBe(true);
});

test('symbolic links reach the hook too: a record or a lab folder committed as a link (file/symlink)', () => {
  // Before: pre-commit's default `types: [file]` left every symlink out (identify tags one `symlink`
  // only), and `files` took no lab folder: such a commit passed, and the workflow failed on it.
  // pre-commit keeps a file whose tags hold all of `types` and, when set, one of `types_or`.
  expect(get(hook, 'types')).toBe('[]');
  // A submodule (gitlink) is tagged `directory`; git lists no ordinary folder, so no other passes.
  expect(get(hook, 'types_or')).toBe('[file, symlink, directory]');
  for (const path of ['models/google2', 'models/acme/x.toml', 'models/acme/x.TOML'])
    expect([path, passed(path)]).toEqual([path, true]);
  for (const path of ['models/.drafts', 'modelsx', 'models/acme/sub'])
    expect([path, passed(path)]).toEqual([path, false]);
});

test('other files, dot-files and files outside models/ do not', () => {
  for (const path of [
    'README.md',
    'docs/x.toml',
    'docs/x.TOML',
    'models/acme/notes.md',
    'models/acme/x.toml.sig',
    'models/acme/x.json',
    'models/.taplo.toml',
    'models/acme/.draft.toml',
    'models/acme/.x.TOML',
  ])
    expect([path, passed(path)]).toEqual([path, false]);
});

// pre-commit itself (Debian package pre-commit), offline: `try-repo` runs the hook from a local
// repository holding this .pre-commit-hooks.yaml, its entry a stub that prints the files passed.
const preCommit = !spawnSync('pre-commit', ['--version']).error;
testIf(preCommit, 'pre-commit (Debian package pre-commit)')(
  'pre-commit passes a lab folder and a record committed as symbolic links, and a submodule as a lab folder, to the hook',
  async () => {
    const hooks = await createRepo('pre-commit-hooks-');
    const registry = await createRepo('pre-commit-registry-');
    const sub = await createRepo('pre-commit-sub-');
    const home = mkdtempSync(join(tmpdir(), 'pre-commit-home-'));
    try {
      await hooks.commit(
        {
          '.pre-commit-hooks.yaml': readFileSync('.pre-commit-hooks.yaml', 'utf8'),
          'dist/cli.cjs': '#!/bin/sh\nshift\nprintf "passed %s\\n" "$@"\nexit 1\n',
        },
        'hooks',
      );
      chmodSync(join(hooks.dir, 'dist/cli.cjs'), 0o755);
      await hooks.git('update-index', '--chmod=+x', 'dist/cli.cjs');
      await hooks.git('commit', '-q', '-m', 'executable');
      await registry.commit({ 'models/acme/one.toml': record('acme', 'one') }, 'one');
      symlinkSync('acme', join(registry.dir, 'models/google2'));
      symlinkSync('one.toml', join(registry.dir, 'models/acme/two.toml'));
      writeFileSync(join(registry.dir, 'models/.taplo.toml'), '');
      await sub.commit({ 'x.toml': record('sub', 'x') }, 'sub');
      await registry.git(
        '-c',
        'protocol.file.allow=always',
        'submodule',
        'add',
        '-q',
        sub.dir,
        'models/sublab',
      );
      await registry.git('add', '-A');
      const r = spawnSync('pre-commit', ['try-repo', hooks.dir, 'model-registry-validate', '--verbose'], {
        cwd: registry.dir,
        env: { ...gitEnv(), PRE_COMMIT_HOME: home },
        encoding: 'utf8',
      });
      const passed = r.stdout
        .split('\n')
        .filter((l) => l.startsWith('passed '))
        .map((l) => l.slice('passed '.length))
        .sort();
      // Before: `(no files to check)Skipped`, and the commit went through (the submodule: still so
      // with only `[file, symlink]`, pre-commit tagging a gitlink `directory`).
      expect(passed).toEqual(['models/acme/two.toml', 'models/google2', 'models/sublab']);
      expect(r.status).toBe(1);
    } finally {
      hooks.cleanup();
      registry.cleanup();
      sub.cleanup();
      rmSync(home, { recursive: true, force: true });
    }
  },
);
