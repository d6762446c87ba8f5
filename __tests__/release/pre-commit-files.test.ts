// Which staged files pre-commit passes to the hook: its `files` and `exclude` patterns (Python
// regular expressions) from .pre-commit-hooks.yaml, against the names the readers know.
import { readFileSync } from 'node:fs';
import { extensionCaseProblem, TOML_SLIPS } from '../../src/core/record-path.js';
import { pythonRegex } from '../helpers/python-regex.js';
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
  expect(get(hook, 'types_or')).toBe('[file, symlink]');
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
