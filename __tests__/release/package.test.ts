// What `npx` and pre-commit get: the packed files, a CLI bundle that runs alone, the hook definition.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import pkg from '../../package.json' with { type: 'json' };
import { CLI_ENTRY, CLI_MAIN, TEST_COMPILE_CACHE } from '../harness/test-dist.js';
import { pythonRegex } from '../helpers/python-regex.js';
import { record } from '../helpers/records.js';
import { get, type Node, parseYamlOutline } from './yaml-outline.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'package-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const env = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  MODEL_REGISTRY_COMPILE_CACHE: TEST_COMPILE_CACHE,
};

describe('the package as npx and pre-commit install it', () => {
  it('npm pack holds the bundles, the schema and action.yml, not the sources or tests', () => {
    const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const files = (JSON.parse(out) as [{ files: { path: string }[] }])[0].files.map((f) => f.path);
    expect(files).toEqual(
      expect.arrayContaining([
        'package.json',
        'README.md',
        'action.yml',
        'dist/cli.cjs',
        'dist/cli-main.cjs',
        'dist/index.js',
        'schema/source-record.v1.schema.json',
      ]),
    );
    expect(files.filter((f) => /^(src|__tests__|scripts|node_modules)\//.test(f))).toEqual([]);
    expect(pkg.bin).toEqual({ 'model-registry': 'dist/cli.cjs' });
  });

  it('the CLI bundle runs alone: its two files copied to an empty folder (no node_modules), --version and validate work', () => {
    const bin = join(dir, 'alone', 'cli.cjs');
    mkdirSync(join(dir, 'alone'));
    copyFileSync(CLI_ENTRY, bin);
    copyFileSync(CLI_MAIN, join(dir, 'alone', 'cli-main.cjs'));
    expect(readFileSync(bin, 'utf8').split('\n')[0]).toBe('#!/usr/bin/env node');
    const version = spawnSync(process.execPath, [bin, '--version'], { cwd: dir, env, encoding: 'utf8' });
    expect([version.status, version.stdout, version.stderr]).toEqual([0, `${pkg.version}\n`, '']);

    const registry = join(dir, 'registry');
    mkdirSync(join(registry, 'models/acme'), { recursive: true });
    writeFileSync(join(registry, 'models/acme/one.toml'), record('acme', 'one'));
    const run = spawnSync(process.execPath, [bin, 'validate', '--root', registry], {
      cwd: dir,
      env,
      encoding: 'utf8',
    });
    expect([run.status, run.stdout]).toEqual([0, '1 file valid\n']);
  });

  it('.pre-commit-hooks.yaml: the entry is the committed, executable CLI bundle, files select records, only the named ones report', () => {
    const hooks = parseYamlOutline(readFileSync('.pre-commit-hooks.yaml', 'utf8')) as Node[];
    const hook = hooks[0] as Node;
    expect(get(hook, 'id')).toBe('model-registry-validate');
    // A script: pre-commit installs nothing (`node` would npm-install every devDependency).
    expect(get(hook, 'language')).toBe('script');
    const [script, ...args] = (get(hook, 'entry') as string).split(' ');
    expect(script).toBe(pkg.bin['model-registry']);
    // pre-commit runs the file itself: git must keep it executable, and its shebang names node.
    const mode = execFileSync('git', ['ls-files', '-s', '--', script!], { encoding: 'utf8' }).split(' ')[0];
    expect(mode).toBe('100755');
    expect(readFileSync(script!, 'utf8').split('\n')[0]).toBe('#!/usr/bin/env node');
    // pre-commit's own selection: `files` and `exclude` searched in each staged path.
    // Python regular expressions (pre-commit's): see pre-commit-files.test.ts for the names they take.
    const files = pythonRegex(get(hook, 'files') as string);
    const exclude = pythonRegex(get(hook, 'exclude') as string);
    const tree = [
      'models/acme/one.toml',
      'models/acme/two.toml',
      'models/acme/three.TOML',
      'README.md',
      'models/acme/notes.md',
      'docs/x.toml',
      'models/.taplo.toml',
      'models/acme/.draft.toml',
    ];
    const staged = tree.filter((f) => files.test(f) && !exclude.test(f));
    expect(staged).toEqual(['models/acme/one.toml', 'models/acme/two.toml', 'models/acme/three.TOML']);

    // As pre-commit runs it: from the repository root, the entry plus the staged file names.
    const repo = join(dir, 'hooked');
    mkdirSync(join(repo, 'models/acme'), { recursive: true });
    writeFileSync(join(repo, 'models/acme/one.toml'), record('acme', 'one'));
    writeFileSync(join(repo, 'models/acme/two.toml'), record('acme', 'two', { max: 0 }));
    writeFileSync(join(repo, 'models/acme/three.TOML'), record('acme', 'three'));
    // As pre-commit's script language does: the file executed by its shebang (the fresh build's
    // copy, so build.mjs must make it executable), node found on PATH.
    const path = `${dirname(process.execPath)}${delimiter}${process.env.PATH}`;
    const hookRun = (names: string[]) =>
      spawnSync(CLI_ENTRY, [...args, ...names], { cwd: repo, env: { ...env, PATH: path }, encoding: 'utf8' });
    const good = hookRun(['models/acme/one.toml']);
    expect(good.status).toBe(0);
    expect(good.stdout).not.toContain('two.toml');
    const bad = hookRun(staged);
    expect(bad.status).toBe(1);
    expect(bad.stdout).toMatch(/^models\/acme\/two\.toml:\d+:\d+: schema\/exclusive-minimum /m);
    // A misnamed record staged: reported where the workflow's validate would report it.
    expect(bad.stdout).toMatch(/^models\/acme\/three\.TOML:1:1: file\/location /m);
  });
});

describe('package-lock.json', () => {
  it("pins every package's content, not only its version: each entry has the tarball's sha512 integrity", () => {
    // Without it npm installs whatever tarball it is served for that version, checked against nothing:
    // the bundles in dist/ are built from these packages.
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
      packages: Record<string, { link?: boolean; integrity?: string }>;
    };
    const entries = Object.entries(lock.packages).filter(([path, entry]) => path !== '' && !entry.link);
    expect(entries.length).toBeGreaterThan(100);
    const unpinned = entries.filter(
      ([, entry]) => !/^sha512-[A-Za-z0-9+/]+={0,2}$/.test(entry.integrity ?? ''),
    );
    expect(unpinned.map(([path]) => path)).toEqual([]);
  });
});
