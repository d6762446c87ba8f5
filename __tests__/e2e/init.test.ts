import { execFileSync, spawn } from 'node:child_process';
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
import pkg from '../../package.json' with { type: 'json' };
import { createRepo, type TestRepo } from '../helpers/git-repo.js';
import { record } from '../helpers/records.js';
import { get, parseYamlOutline } from '../release/yaml-outline.js';
import { CLI, runCli } from './run-cli.js';

const WORKFLOW = '.github/workflows/model-registry.yml';
const RECORD = 'models/example-lab/example-image-1.toml';

/** The words a POSIX shell makes of `line` (printf through sh: the shell's own quoting rules). */
function shellWords(line: string): string[] {
  return execFileSync('sh', ['-c', `printf '%s\\0' ${line}`], { encoding: 'utf8' })
    .split('\0')
    .slice(0, -1);
}

describe('model-registry init (the built CLI)', () => {
  let repo: TestRepo;
  beforeEach(async () => {
    repo = await createRepo('init-');
    await repo.git('remote', 'add', 'origin', 'git@github.com:Acme/registry.git');
  });
  afterEach(() => repo.cleanup());

  it('scaffolds a registry that validates and builds its published files on the first commit', async () => {
    const init = await runCli(['init'], repo.dir);
    expect(init).toMatchObject({ code: 0, stderr: '' });
    expect(init.stdout).toContain(RECORD);

    const record = readFileSync(join(repo.dir, RECORD), 'utf8');
    // The schema line names the file the build publishes, on the origin's Pages site.
    expect(record.split('\n')[0]).toBe(
      '#:schema https://acme.github.io/registry/schema/source-record.v1.schema.json',
    );
    const workflow = readFileSync(join(repo.dir, WORKFLOW), 'utf8');
    expect(workflow).toContain(
      `uses: model-registry-action/model-registry-action/.github/workflows/registry.yml@v${pkg.version}\n`,
    );
    expect(workflow).toMatch(/branches: \[main\]/);
    expect(workflow).toMatch(/models-dir: models\n/);
    expect(workflow).not.toContain('site-url');
    expect(readFileSync(join(repo.dir, 'README.md'), 'utf8')).toContain('https://acme.github.io/registry/');

    await repo.git('add', '-A');
    await repo.git('commit', '-q', '-m', 'a new registry');
    expect(await runCli(['validate'], repo.dir)).toMatchObject({ code: 0, stdout: '1 file valid\n' });

    const out = mkdtempSync(join(tmpdir(), 'init-site-'));
    try {
      const build = await runCli(['build', '--root', '.', '--out', out], repo.dir);
      expect(build).toMatchObject({ code: 0 });
      // One of each reads in the singular, as validate's and diff's summaries do (it said "1 records").
      expect(build.stdout).toMatch(/^1 record, 1 drift event from 1 commit → /);
      for (const file of [
        'api.json',
        'api/index.json',
        'api/models/example-lab/example-image-1.json',
        'drift.json',
        'drift.rss.xml',
        'drift.atom.xml',
        'drift.feed.json',
        'feeds/models/example-lab/example-image-1.atom.xml',
        'feeds/labs/example-lab.feed.json',
        'index.html',
        'model.html',
        'drift.html',
        'schema/source-record.v1.schema.json',
      ])
        expect(existsSync(join(out, file))).toBe(true);
      const index = JSON.parse(readFileSync(join(out, 'api/index.json'), 'utf8'));
      expect(index.models.map((m: { id: string }) => m.id)).toEqual(['example-lab/example-image-1']);
      const drift = JSON.parse(readFileSync(join(out, 'drift.json'), 'utf8'));
      expect(drift.repository).toBe('https://github.com/Acme/registry');
      expect(drift.events.map((e: { type: string }) => e.type)).toEqual(['model_added']);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('refuses to overwrite: exit 2, names the files, writes nothing; an existing README is kept', async () => {
    writeFileSync(join(repo.dir, 'README.md'), 'mine\n');
    expect((await runCli(['init', '.'], repo.dir)).code).toBe(0);
    expect(readFileSync(join(repo.dir, 'README.md'), 'utf8')).toBe('mine\n');

    writeFileSync(join(repo.dir, RECORD), 'edited\n');
    writeFileSync(join(repo.dir, WORKFLOW), 'edited\n');
    rmSync(join(repo.dir, 'README.md'));
    // The example record's path holds a record now, so no example is written there: the workflow clashes.
    const again = await runCli(['init'], repo.dir);
    expect(again.code).toBe(2);
    expect(again.stderr).toBe(
      `model-registry: init would overwrite ${WORKFLOW} in ${repo.dir}; nothing was written\n`,
    );
    expect(existsSync(join(repo.dir, 'README.md'))).toBe(false);
    expect(readFileSync(join(repo.dir, RECORD), 'utf8')).toBe('edited\n');
  });

  it('in a registry whose models folder holds records: no example record, and it says so; the workflow and README as before', async () => {
    // Before: it added models/example-lab/example-image-1.toml, which the next commit published.
    await repo.commit(
      { 'models/acme/one.toml': record('acme', 'one'), 'models/acme/two.toml': record('acme', 'two') },
      'records',
    );
    const init = await runCli(['init'], repo.dir);
    expect(init).toMatchObject({ code: 0, stderr: '' });
    expect(init.stdout).toMatch(/^ {2}models\/ +already holds 2 records: no example record written$/m);
    expect(init.stdout).not.toContain('example-image-1');
    // No record written, so no #:schema line: said so, and what to add instead.
    expect(init.stdout).not.toContain('the #:schema line');
    expect(init.stdout).toMatch(
      /^ {2}\(no record was written, so none has a #:schema line: add the \.taplo\.toml rule the README shows\)\.$/m,
    );
    expect(existsSync(join(repo.dir, 'models/example-lab'))).toBe(false);
    expect(existsSync(join(repo.dir, WORKFLOW))).toBe(true);
    const readme = readFileSync(join(repo.dir, 'README.md'), 'utf8');
    expect(readme).toContain('Check locally before pushing');
    expect(readme).not.toContain('example');
    expect(await runCli(['validate'], repo.dir)).toMatchObject({ code: 0, stdout: '2 files valid\n' });

    // Under --models-dir, one record is enough; a folder with no record gets the example.
    const other = await createRepo('init-data-');
    try {
      await other.commit(
        { 'data/models/acme/one.toml': record('acme', 'one'), 'models/notes.md': 'x\n' },
        'one',
      );
      const data = await runCli(['init', '--models-dir', 'data/models'], other.dir);
      expect(data.stdout).toMatch(/^ {2}data\/models\/ +already holds 1 record: no example record written$/m);
      expect(existsSync(join(other.dir, 'data/models/example-lab'))).toBe(false);
      rmSync(join(other.dir, WORKFLOW));
      rmSync(join(other.dir, 'README.md'));
      // Without --models-dir, the records found elsewhere are named: a workflow for models/ would
      // publish the example alone (it used to, with exit 0).
      const plain = await runCli(['init'], other.dir);
      expect(plain).toMatchObject({ code: 2, stdout: '' });
      expect(plain.stderr).toBe(
        `model-registry: the records of ${other.dir} are in data/models (1 record file), not in models: run model-registry init --models-dir data/models, or pass --models-dir models to start a registry there; nothing was written\n`,
      );
      expect(existsSync(join(other.dir, WORKFLOW))).toBe(false);
      // Asked for in so many words, a new registry in models/ gets its example.
      expect((await runCli(['init', '--models-dir', 'models'], other.dir)).code).toBe(0);
      expect(existsSync(join(other.dir, RECORD))).toBe(true);
    } finally {
      other.cleanup();
    }
  });

  it("never writes through a linked folder or into a file in a folder's place: exit 2, nothing written", async () => {
    const elsewhere = mkdtempSync(join(tmpdir(), 'init-elsewhere-'));
    try {
      symlinkSync(elsewhere, join(repo.dir, 'models'));
      const linked = await runCli(['init'], repo.dir);
      expect(linked).toEqual({
        code: 2,
        stdout: '',
        stderr: `model-registry: init cannot write in ${repo.dir}: ${join(repo.dir, 'models')} is a symbolic link, and writing through it would write outside ${repo.dir}; nothing was written\n`,
      });
      expect(readdirSync(elsewhere)).toEqual([]);
      rmSync(join(repo.dir, 'models'));
      writeFileSync(join(repo.dir, 'models'), 'a file\n');
      const file = await runCli(['init'], repo.dir);
      expect(file.code).toBe(2);
      expect(file.stderr).toContain(
        `${join(repo.dir, 'models')} is a file where a folder is needed; nothing was written`,
      );
      expect(existsSync(join(repo.dir, WORKFLOW))).toBe(false);
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it("refuses a folder inside a repository but not at its root: GitHub runs only the root's workflows; it names the command that works", async () => {
    // Before: it wrote registry/.github/workflows/model-registry.yml, which GitHub never runs, and
    // `models-dir: models`, which the action reads from the repository's root: nothing happened on push.
    mkdirSync(join(repo.dir, 'registry'));
    const nested = await runCli(['init', 'registry'], repo.dir);
    const fix = '`model-registry init . --models-dir registry/models` (the records in registry/models)';
    expect(nested).toEqual({
      code: 2,
      stdout: '',
      stderr: `model-registry: init cannot write in ${join(repo.dir, 'registry')}: it is inside the git repository ${repo.dir}, and GitHub runs only the workflows in that repository's own .github/workflows; run ${fix}, or make the folder a repository of its own first (git init); nothing was written\n`,
    });
    expect(readdirSync(join(repo.dir, 'registry'))).toEqual([]);
    // From inside the folder, and for a folder not made yet: the same, with the path from there.
    const inside = await runCli(['init'], join(repo.dir, 'registry'));
    expect([inside.code, inside.stdout]).toEqual([2, '']);
    expect(inside.stderr).toContain('run `model-registry init .. --models-dir registry/models`');
    const fresh = await runCli(['init', 'data/reg', '--models-dir', 'recs'], repo.dir);
    expect([fresh.code, existsSync(join(repo.dir, 'data'))]).toEqual([2, false]);
    expect(fresh.stderr).toContain('run `model-registry init . --models-dir data/reg/recs`');

    // The command it names works: the workflow at the root, reading the records where they are.
    const root = await runCli(['init', '.', '--models-dir', 'registry/models'], repo.dir);
    expect(root.code).toBe(0);
    expect(readFileSync(join(repo.dir, WORKFLOW), 'utf8')).toMatch(/models-dir: registry\/models\n/);
    expect(await runCli(['validate', '--models-dir', 'registry/models'], repo.dir)).toMatchObject({
      code: 0,
      stdout: '1 file valid\n',
    });
  });

  it('the validate command it suggests runs as printed in a shell, for folders with spaces too', async () => {
    // A new folder outside any repository (it becomes one): inside one, init refuses a sub-folder.
    const parent = mkdtempSync(join(tmpdir(), 'init-parent-'));
    try {
      await suggestedCommandRuns(parent);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });

  async function suggestedCommandRuns(cwd: string) {
    const init = await runCli(['init', 'my registry', '--models-dir', 'data models'], cwd);
    expect(init.code).toBe(0);
    const next = /^Next: model-registry (validate.*); commit and push/m.exec(init.stdout)?.[1];
    expect(next).toBe('validate --root "my registry" --models-dir "data models"');
    const shell = await new Promise<{ code: number | null; out: string }>((done) => {
      let out = '';
      const child = spawn('sh', ['-c', `"$0" "$1" ${next}`, process.execPath, CLI], { cwd });
      child.stdout.on('data', (b) => {
        out += b;
      });
      child.on('close', (code) => done({ code, out }));
    });
    expect(shell).toEqual({ code: 0, out: '1 file valid\n' });
  }

  it('a new folder with --models-dir and --site-url; --help; usage errors', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'init-parent-'));
    try {
      await newFolder(parent);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });

  async function newFolder(cwd: string) {
    const dir = join(cwd, 'fresh');
    const init = await runCli(
      ['init', 'fresh', '--models-dir', 'registry/models', '--site-url', 'https://models.example/reg'],
      cwd,
    );
    expect(init.code).toBe(0);
    expect(init.stdout).toContain('model-registry validate --root fresh --models-dir registry/models');
    const record = readFileSync(join(dir, 'registry/models/example-lab/example-image-1.toml'), 'utf8');
    expect(record).toMatch(
      /^#:schema https:\/\/models\.example\/reg\/schema\/source-record\.v1\.schema\.json\n/,
    );
    const workflow = readFileSync(join(dir, WORKFLOW), 'utf8');
    expect(workflow).toContain(
      '      models-dir: registry/models\n      site-url: https://models.example/reg/\n',
    );
    expect(
      await runCli(['validate', '--root', 'fresh', '--models-dir', 'registry/models'], cwd),
    ).toMatchObject({ code: 0, stdout: '1 file valid\n' });

    const help = await runCli(['init', '--help'], cwd);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: model-registry init \[options\]\n\n {2}init \[DIR\]/);
    expect(help.stdout).not.toContain('validate [');

    const badUrl = await runCli(['init', 'x', '--site-url', 'acme.github.io'], cwd);
    expect(badUrl.code).toBe(2);
    expect(badUrl.stderr).toMatch(
      /^model-registry: --site-url must be an http\(s\) address, got acme\.github\.io \(write https:\/\/acme\.github\.io\/\)\n/,
    );
    const secret = await runCli(['init', 'x', '--site-url', 'https://u:SECRETTOKEN@acme.github.io/'], cwd);
    expect(secret.code).toBe(2);
    expect(secret.stderr).toMatch(/^model-registry: --site-url must not hold credentials/);
    expect(secret.stderr).not.toContain('SECRETTOKEN');
    expect(existsSync(join(cwd, 'x'))).toBe(false);
    // What the scaffolded workflow's action would refuse on its first run is refused here.
    const query = await runCli(['init', 'y', '--site-url', 'https://x.example/reg?v=1'], cwd);
    expect([query.code, existsSync(join(cwd, 'y'))]).toEqual([2, false]);
    // An empty fragment too: it passed here, and the workflow it wrote was refused on its first run.
    const fragment = await runCli(['init', 'z', '--site-url', 'https://x.example/reg/#'], cwd);
    expect([fragment.code, existsSync(join(cwd, 'z'))]).toEqual([2, false]);
    expect(fragment.stderr).toMatch(
      /^model-registry: --site-url must be the site's address without a query \(\?…\) or fragment \(#…\), got "https:\/\/x\.example\/reg\/#"/,
    );
    expect((await runCli(['init', 'a', 'b'], cwd)).code).toBe(2);

    // A custom domain: the workflow passes it as the cname input, and the site is at its root.
    expect((await runCli(['init', 'custom', '--cname', 'Models.Example.org'], cwd)).code).toBe(0);
    const custom = parseYamlOutline(readFileSync(join(cwd, 'custom', WORKFLOW), 'utf8'));
    expect(get(custom, 'jobs', 'registry', 'with')).toEqual({
      'models-dir': 'models',
      cname: 'Models.Example.org',
    });
    expect(readFileSync(join(cwd, 'custom/models/example-lab/example-image-1.toml'), 'utf8')).toMatch(
      /^#:schema https:\/\/models\.example\.org\/schema\/source-record\.v1\.schema\.json\n/,
    );
    const badName = await runCli(['init', 'z', '--cname', 'https://models.example.org'], cwd);
    expect(badName.code).toBe(2);
    expect(badName.stderr).toMatch(/^model-registry: --cname must be a host name .*: it has a scheme/);
    expect(existsSync(join(cwd, 'z'))).toBe(false);
  }

  it('a models-dir and folder with spaces, a branch YAML would misread: what init writes and prints works as written', async () => {
    // A repository of its own (a sub-folder of another one is refused): init takes its branch.
    await repo.git('init', '-q', '-b', 'yes', 'my registry');
    const init = await runCli(['init', 'my registry', '--models-dir', "data/bob's models"], repo.dir);
    expect(init.code).toBe(0);
    const dir = join(repo.dir, 'my registry');
    // The workflow reads back the folder and the branch (unquoted, `models-dir: data/bob's models`
    // happened to read, but the branch `yes` is YAML's true).
    const workflow = parseYamlOutline(readFileSync(join(dir, WORKFLOW), 'utf8'));
    expect(get(workflow, 'jobs', 'registry', 'with', 'models-dir')).toBe("data/bob's models");
    expect(get(workflow, 'on', 'push', 'branches')).toBe('["yes"]');
    // "Next: model-registry validate …" and the README's command, as a shell splits them.
    const next = /Next: model-registry (validate[^;]*);/.exec(init.stdout)?.[1];
    expect(next).toBe(`validate --root "my registry" --models-dir "data/bob's models"`);
    expect(await runCli(shellWords(next!), repo.dir)).toMatchObject({ code: 0, stdout: '1 file valid\n' });
    const readme = readFileSync(join(dir, 'README.md'), 'utf8');
    const command = /^npx \S+ (validate.*)$/m.exec(readme)?.[1];
    expect(command).toBe(`validate --models-dir "data/bob's models"`);
    // Before: `validate` alone, which finds no folder models in the registry.
    expect(await runCli(shellWords(command!), dir)).toMatchObject({ code: 0, stdout: '1 file valid\n' });
  });

  it('run through npx (as the README starts it), the next command it prints runs through npx too', async () => {
    // Before: "Next: model-registry validate", a command the user does not have: npx installed the
    // package for the one run, in its cache, and puts nothing on PATH.
    const npx = await runCli(['init', '--models-dir', 'data/models'], repo.dir, { npm_command: 'exec' });
    expect(npx.code).toBe(0);
    expect(npx.stdout).toContain(
      `\nNext: npx github:model-registry-action/model-registry-action#v${pkg.version} validate --models-dir data/models; commit and push;`,
    );
    // The same command as the README it wrote.
    expect(readFileSync(join(repo.dir, 'README.md'), 'utf8')).toContain(
      `\nnpx github:model-registry-action/model-registry-action#v${pkg.version} validate --models-dir data/models\n`,
    );
    // And the command a refusal names, for a folder inside the repository.
    const nested = await runCli(['init', 'sub'], repo.dir, { npm_command: 'exec' });
    expect(nested.stderr).toContain(
      `run \`npx github:model-registry-action/model-registry-action#v${pkg.version} init . --models-dir sub/models\``,
    );
  });

  it('without an origin on github.com the schema line points at the action tag', async () => {
    await repo.git('remote', 'remove', 'origin');
    expect((await runCli(['init'], repo.dir)).code).toBe(0);
    expect(readFileSync(join(repo.dir, RECORD), 'utf8').split('\n')[0]).toBe(
      `#:schema https://raw.githubusercontent.com/model-registry-action/model-registry-action/v${pkg.version}/schema/source-record.v1.schema.json`,
    );
  });
});
