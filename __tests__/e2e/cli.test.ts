import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import Parser from 'rss-parser';
import { SITE_FILES } from '../../src/core/site/files.js';
import { TEST_COMPILE_CACHE } from '../harness/test-dist.js';
import { createRepo, gitEnv, type TestRepo } from '../helpers/git-repo.js';
import { record } from '../helpers/records.js';
import { CLI, runCli } from './run-cli.js';

const URL = 'https://github.com/acme/registry';

function readTree(dir: string, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of readdirSync(join(dir, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory()) Object.assign(out, readTree(dir, rel));
    else out[rel] = readFileSync(join(dir, rel), 'utf8');
  }
  return out;
}

describe('model-registry CLI (dist/cli.cjs)', () => {
  let repo: TestRepo;
  beforeEach(async () => {
    repo = await createRepo('cli-');
  });
  afterEach(() => repo.cleanup());

  it('validate: exit 0 on a valid registry, 1 with located errors in text, json and github forms', async () => {
    await repo.commit({ 'models/acme/one.toml': record('acme', 'one') }, 'one');
    expect(await runCli(['validate', '--root', repo.dir], repo.dir)).toMatchObject({
      code: 0,
      stdout: '1 file valid\n',
    });

    await repo.commit({ 'models/acme/two.toml': record('acme', 'two', { max: 0 }) }, 'two');
    const text = await runCli(['validate', '--root', '.'], repo.dir);
    expect(text.code).toBe(1);
    expect(text.stdout).toMatch(
      /^models\/acme\/two\.toml:22:1: schema\/exclusive-minimum {2}capability_profiles\[0\]\.duration\.max must be > 0, found 0$/m,
    );
    expect(text.stdout).toMatch(/^1 error in 1 file \(2 files checked\)$/m);

    const json = await runCli(['validate', '--format', 'json'], repo.dir);
    expect(json.code).toBe(1);
    const report = JSON.parse(json.stdout);
    expect(report.files).toBe(2);
    expect(report.errors).toContainEqual(
      expect.objectContaining({
        file: 'models/acme/two.toml',
        line: 22,
        column: 1,
        pointer: '/capability_profiles/0/duration/max',
      }),
    );
    expect(report.errors).toHaveLength(1);

    const gh = await runCli(['validate', '--format', 'github', 'models/acme/two.toml'], repo.dir);
    expect(gh.code).toBe(1);
    expect(gh.stdout).toMatch(
      /^::error file=models\/acme\/two\.toml,line=22,col=1,title=schema\/exclusive-minimum::capability_profiles\[0\]\.duration\.max must be > 0, found 0$/m,
    );
  });

  it('validate and build measure the 1 MiB limit on the LF form: a CRLF record under it passes both', async () => {
    // A record of 1 MiB less 100 bytes with LF line ends, committed and checked out with CRLF (as
    // Windows editors save it): 1,058,000 bytes on disk and in the blob.
    let lf = record('acme', 'one');
    while (1024 * 1024 - lf.length > 200) lf += `#${'x'.repeat(98)}\n`;
    const crlf = lf.replaceAll('\n', '\r\n');
    expect(crlf.length).toBeGreaterThan(1024 * 1024);
    await repo.commit({ 'models/acme/one.toml': crlf }, 'one');
    expect(await runCli(['validate', '--root', repo.dir], repo.dir)).toMatchObject({
      code: 0,
      stdout: '1 file valid\n',
    });
    const out = join(repo.dir, 'site');
    const built = await runCli(['build', '--root', '.', '--out', out, '--repository-url', URL], repo.dir);
    expect(built).toMatchObject({ code: 0 });
    expect(JSON.parse(readFileSync(join(out, 'api.json'), 'utf8')).models).toHaveLength(1);
    // The history reads the same version: its event is there, not a too-large warning.
    const drift = JSON.parse(readFileSync(join(out, 'drift.json'), 'utf8'));
    expect(drift.events.map((e: { type: string }) => e.type)).toEqual(['model_added']);
    expect(built.stderr).not.toMatch(/too-large/);
  });

  it('validate: a slug Windows reserves is a warning, and the registry is valid (exit 0)', async () => {
    await repo.commit({ 'models/acme/aux.toml': record('acme', 'aux') }, 'aux');
    const r = await runCli(['validate'], repo.dir);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      /^models\/acme\/aux\.toml:1:1: file\/windows-name \(warning\) {2}"aux" is a device name on Windows/m,
    );
    expect(r.stdout).toMatch(/^1 file valid, 1 warning$/m);
  });

  it('validate and build: a record file named .TOML is a file/location error, not left out unread', async () => {
    // Before: every reader took only `.toml`, so validate said "1 file valid" and build published
    // the registry without it.
    await repo.commit({ 'models/acme/two.TOML': record('acme', 'two') }, 'two, upper-case extension');
    const message =
      "models/acme/two.TOML:1:1: file/location  a record's file name ends in .toml in lower case: rename two.TOML to two.toml with git mv, as a rename of letter case alone goes unseen by git on macOS and Windows (as it is, it is not read as a record)";
    const r = await runCli(['validate'], repo.dir);
    expect(r).toMatchObject({ code: 1 });
    expect(r.stdout.split('\n')).toContain(message);
    const built = await runCli(
      ['build', '--root', '.', '--out', join(repo.dir, 'site-upper'), '--repository-url', URL],
      repo.dir,
    );
    expect(built.code).toBe(1);
    expect(built.stderr.split('\n')).toContain(message);
    await repo.commit({ 'models/acme/two.TOML': null }, 'two removed');
  });

  it('validate: a record named .toml.txt or .tml is a file/location error, not left out unread', async () => {
    // Before: validate said every file valid; renamed so, a record was published as removed.
    await repo.commit({ 'models/acme/three.toml.txt': record('acme', 'three') }, 'Notepad');
    const r = await runCli(['validate'], repo.dir);
    expect(r).toMatchObject({ code: 1 });
    expect(r.stdout.split('\n')).toContain(
      "models/acme/three.toml.txt:1:1: file/location  a record's file name ends in .toml: rename three.toml.txt to three.toml (as it is, it is not read as a record)",
    );
    await repo.commit(
      { 'models/acme/three.toml.txt': null, 'models/acme/three.tml': record('acme', 'three') },
      'typo',
    );
    expect((await runCli(['validate'], repo.dir)).stdout).toMatch(
      /^models\/acme\/three\.tml:1:1: file\/location {2}.*rename three\.tml to three\.toml/m,
    );
    // Beside its record, a merge tool's copy is no record lost: not reported.
    await repo.commit(
      {
        'models/acme/three.tml': null,
        'models/acme/three.toml': record('acme', 'three'),
        'models/acme/three.toml.orig': record('acme', 'three'),
      },
      'merged',
    );
    expect((await runCli(['validate'], repo.dir)).code).toBe(0);
    await repo.commit(
      { 'models/acme/three.toml': null, 'models/acme/three.toml.orig': null },
      'three removed',
    );
  });

  it('validate: exit 2 on usage errors', async () => {
    expect((await runCli(['validate', '--format', 'yaml'], repo.dir)).code).toBe(2);
    expect((await runCli(['frobnicate'], repo.dir)).code).toBe(2);
    const missing = await runCli(['build', '--root', repo.dir], repo.dir);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/--out/);
    // Another command's option is refused, not ignored: `validate --rev` would check the working tree.
    for (const [args, said] of [
      [['validate', '--rev', 'HEAD~5'], 'validate has no option --rev'],
      [['build', '--root', '.', '--out', 'x', '--format', 'json'], 'build has no option --format'],
      [['diff', '--jobs', '2', 'A', 'B'], 'diff has no option --jobs'],
      [['init', '--root', '.'], 'init has no option --root'],
    ] as const) {
      const run = await runCli([...args], repo.dir);
      expect(run.code).toBe(2);
      expect(run.stderr.split('\n')[0]).toBe(`model-registry: ${said}`);
    }
  });

  it('diff: text needs no origin remote (it prints no address); json does', async () => {
    await repo.commit({ 'models/acme/one.toml': record('acme', 'one') }, 'one');
    await repo.commit({ 'models/acme/two.toml': record('acme', 'two') }, 'two');
    const text = await runCli(['diff', 'HEAD~1', 'HEAD'], repo.dir);
    expect(text).toMatchObject({ code: 0, stderr: '' });
    expect(text.stdout).toMatch(/^[0-9a-f]{12} model_added acme\/two \(models\/acme\/two\.toml\)$/m);
    expect(text.stdout).toMatch(/^1 event from 1 commit$/m);
    const json = await runCli(['diff', '--format', 'json', 'HEAD~1', 'HEAD'], repo.dir);
    expect(json.code).toBe(2);
    expect(json.stderr).toMatch(/origin remote/);
  });

  it('build: writes every artifact from history, byte-identical when rebuilt; diff gives the same events', async () => {
    await repo.commit({ 'models/acme/one.toml': record('acme', 'one') }, 'add one');
    const base = await repo.commit(
      { 'models/acme/two.toml': record('acme', 'two', { name: 'Two & <Co>' }) },
      'add two',
    );
    await repo.commit(
      { 'models/acme/one.toml': record('acme', 'one', { max: 10, status: 'preview' }) },
      'one: longer',
    );
    const out1 = join(repo.dir, '..', `${repo.dir.split('/').pop()}-site1`);
    const out2 = `${out1}-again`;
    try {
      const r1 = await runCli(
        ['build', '--root', repo.dir, '--out', out1, '--repository-url', URL],
        repo.dir,
      );
      expect(r1).toMatchObject({ code: 0 });
      const r2 = await runCli(
        ['build', '--root', repo.dir, '--out', out2, '--repository-url', URL],
        repo.dir,
      );
      expect(r2.code).toBe(0);
      const site = readTree(out1);
      expect(
        Object.keys(site)
          .filter((p) => !SITE_FILES.includes(p))
          .sort(),
      ).toEqual([
        'api.json',
        'api/index.json',
        'api/models/acme/one.json',
        'api/models/acme/two.json',
        'api/v1.json',
        'drift.atom.xml',
        'drift.feed.json',
        'drift.json',
        'drift.rss.xml',
        'drift/v1.json',
        'feeds/labs/acme.atom.xml',
        'feeds/labs/acme.feed.json',
        'feeds/models/acme/one.atom.xml',
        'feeds/models/acme/one.feed.json',
        'feeds/models/acme/two.atom.xml',
        'feeds/models/acme/two.feed.json',
        'schema/source-record.v1.schema.json',
      ]);
      expect(Object.keys(site)).toEqual(expect.arrayContaining(SITE_FILES));
      expect(readTree(out2)).toEqual(site);
      expect(site['api/v1.json']).toBe(site['api.json']);

      const feed = JSON.parse(site['drift.json']!);
      expect(
        feed.events.map((e: { type: string; model: { id: string } }) => `${e.type} ${e.model.id}`),
      ).toEqual(['model_updated acme/one', 'model_added acme/two', 'model_added acme/one']);
      expect(feed.events[0].changes).toEqual([
        { path: 'capability_profiles[id="t2v"].duration.max', kind: 'changed', before: 8, after: 10 },
        { path: 'model.status', kind: 'changed', before: 'available', after: 'preview' },
      ]);

      const rss = await new Parser().parseString(site['drift.rss.xml']!);
      expect(rss.items[0]).toMatchObject({ title: 'one model: 2 fields changed', guid: feed.events[0].id });
      expect(rss.items[1]!.title).toBe('Two & <Co>: added');

      const diff = await runCli(
        ['diff', '--root', repo.dir, base, 'HEAD', '--format', 'json', '--repository-url', URL],
        repo.dir,
      );
      expect(diff.code).toBe(0);
      expect(JSON.parse(diff.stdout).events).toEqual(feed.events.slice(0, 1));
    } finally {
      rmSync(out1, { recursive: true, force: true });
      rmSync(out2, { recursive: true, force: true });
    }
  });

  it('build: writes nothing when the registry at the revision is invalid', async () => {
    await repo.commit(
      { 'models/acme/one.toml': record('acme', 'one').replace('status = "available"', 'status = "gone"') },
      'bad',
    );
    const out = join(repo.dir, 'site');
    const r = await runCli(['build', '--root', repo.dir, '--out', out, '--repository-url', URL], repo.dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/models\/acme\/one\.toml:\d+:\d+: .*status/);
    expect(r.stderr).toMatch(/nothing was written/);
    expect(existsSync(out)).toBe(false);
  });

  it('build: a rebuild into the same --out equals a fresh build: what left is removed, the rest of --out kept', async () => {
    await repo.commit(
      { 'models/acme/one.toml': record('acme', 'one'), 'models/beta/two.toml': record('beta', 'two') },
      'add two labs',
    );
    const out = join(repo.dir, '..', `${repo.dir.split('/').pop()}-reused`);
    const fresh = `${out}-fresh`;
    const elsewhere = mkdtempSync(join(tmpdir(), 'cli-elsewhere-'));
    try {
      const args = (dir: string) => ['build', '--root', repo.dir, '--out', dir, '--repository-url', URL];
      expect((await runCli(args(out), repo.dir)).code).toBe(0);
      expect(existsSync(join(out, 'feeds/labs/beta.atom.xml'))).toBe(true);
      writeFileSync(join(out, 'CNAME'), 'models.example.org\n'); // the user's, beside the build
      await repo.commit({ 'models/beta/two.toml': null }, 'beta leaves');
      const strays = [
        'api/models/zz/a.json',
        'drift/pages/000009.json',
        'feeds/labs/zz.feed.json',
        'feeds/models/zz/a.atom.xml',
      ];
      for (const stray of strays) {
        mkdirSync(dirname(join(out, stray)), { recursive: true });
        writeFileSync(join(out, stray), '{}\n');
      }

      const again = await runCli(args(out), repo.dir);
      expect(again.code).toBe(0);
      // Its feeds stay while the removal is in drift.json's window: a subscriber reads that it left.
      // Files no build writes (a page of an older history, a model and lab gone long ago) go.
      expect(again.stdout).toMatch(
        /^removed 5 stale files no build writes now: api\/models\/beta\/two\.json, api\/models\/zz\/a\.json, drift\/pages\/000009\.json and 2 more$/m,
      );
      for (const stray of strays) expect(existsSync(join(out, stray))).toBe(false);
      expect(JSON.parse(readFileSync(join(out, 'feeds/labs/beta.feed.json'), 'utf8')).items[0].title).toBe(
        'two model: removed',
      );
      expect((await runCli(args(fresh), repo.dir)).code).toBe(0);
      const { CNAME, ...built } = readTree(out);
      expect(CNAME).toBe('models.example.org\n');
      expect(built).toEqual(readTree(fresh));
      expect(existsSync(join(out, 'api/models/beta'))).toBe(false);
      // A re-run changes nothing (not a file is rewritten) and says nothing about stale files.
      const inodes = () =>
        readdirSync(out, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => `${join(e.parentPath, e.name)} ${statSync(join(e.parentPath, e.name)).ino}`)
          .sort();
      const before = inodes();
      const third = await runCli(args(out), repo.dir);
      expect(third.stdout).not.toMatch(/stale/);
      expect(readTree(out)).toEqual({ ...built, CNAME });
      expect(inodes()).toEqual(before);
      // A lab folder that became a link to a folder elsewhere: nothing is written through it.
      rmSync(join(out, 'feeds/models/acme'), { recursive: true });
      symlinkSync(elsewhere, join(out, 'feeds/models/acme'));
      const linked = await runCli(args(out), repo.dir);
      expect(linked.code).toBe(2);
      expect(linked.stderr).toContain(`${join(out, 'feeds/models/acme')} is a symbolic link`);
      expect(readdirSync(elsewhere)).toEqual([]);
    } finally {
      rmSync(out, { recursive: true, force: true });
      rmSync(fresh, { recursive: true, force: true });
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it('validate (working tree) and build (git tree) agree on links: a linked record, lab folder or models folder is an error in both', async () => {
    await repo.commit(
      { 'models/acme/one.toml': record('acme', 'one'), 'data/two.toml': record('acme', 'two') },
      'one',
    );
    symlinkSync('../../data/two.toml', join(repo.dir, 'models/acme/two.toml'));
    await repo.commit({}, 'a linked record');
    const out = join(repo.dir, 'site');
    const build = ['build', '--root', '.', '--out', out, '--repository-url', URL];
    for (const run of [await runCli(['validate'], repo.dir), await runCli(build, repo.dir)]) {
      expect(run.code).toBe(1);
      expect(`${run.stdout}${run.stderr}`).toMatch(
        /^models\/acme\/two\.toml:1:1: file\/symlink {2}records must be regular files, not symlinks$/m,
      );
    }
    // A lab folder committed as a link: before, build wrote the site and the push after it failed.
    await repo.git('rm', '-q', 'models/acme/two.toml');
    symlinkSync('acme', join(repo.dir, 'models/evil'));
    await repo.commit({}, 'a linked lab folder');
    for (const run of [await runCli(['validate'], repo.dir), await runCli(build, repo.dir)]) {
      expect(run.code).toBe(1);
      expect(`${run.stdout}${run.stderr}`).toMatch(
        /^models\/evil:1:1: file\/symlink {2}this folder is a symbolic link: git keeps the link, not the records it leads to, so build and the action see none of them$/m,
      );
    }
    await repo.git('rm', '-q', 'models/evil');
    await repo.git('mv', 'models', 'real-models');
    symlinkSync('real-models', join(repo.dir, 'models'));
    await repo.commit({}, 'the models folder behind a link');
    for (const run of [await runCli(['validate'], repo.dir), await runCli(build, repo.dir)]) {
      expect(run.code).toBe(1);
      expect(`${run.stdout}${run.stderr}`).toMatch(
        /^models:1:1: file\/symlink {2}this folder is a symbolic link: git keeps the link, not the records it leads to, .*; name the real folder as models-dir$/m,
      );
    }
    expect(existsSync(out)).toBe(false);
  });

  it('validate and build agree on a lab folder that is a git submodule: an error in both, checked out or not', async () => {
    await repo.commit({ 'models/acme/one.toml': record('acme', 'one') }, 'one');
    const lab = await createRepo('lab-');
    try {
      await lab.commit({ 'eleven-v3.toml': record('elevenlabs', 'eleven-v3') }, 'lab');
      await repo.git(
        '-c',
        'protocol.file.allow=always',
        'submodule',
        'add',
        '-q',
        lab.dir,
        'models/elevenlabs',
      );
      await repo.commit({}, 'elevenlabs as a submodule');
      const out = join(repo.dir, 'site');
      const build = ['build', '--root', '.', '--out', out, '--repository-url', URL];
      const said =
        /^models\/elevenlabs:1:1: file\/not-a-file {2}this folder is a git submodule: git keeps the commit it names, not the records in it, so build and the action see none of them; commit the records in this repository instead$/m;
      // Before: validate said "2 files valid" and build published 1 record, exit 0.
      for (const run of [await runCli(['validate'], repo.dir), await runCli(build, repo.dir)]) {
        expect(run.code).toBe(1);
        expect(`${run.stdout}${run.stderr}`).toMatch(said);
      }
      expect(existsSync(out)).toBe(false);
      // A clone that does not check submodules out (actions/checkout's default) has an empty folder.
      const clone = join(repo.dir, '..', `${basename(repo.dir)}-clone`);
      await repo.git('clone', '-q', repo.dir, clone);
      try {
        expect(readdirSync(join(clone, 'models/elevenlabs'))).toEqual([]);
        const run = await runCli(['validate'], clone);
        expect(run.code).toBe(1);
        expect(`${run.stdout}${run.stderr}`).toMatch(said);
      } finally {
        rmSync(clone, { recursive: true, force: true });
      }
    } finally {
      lab.cleanup();
    }
  });

  it('validate and build with --models-dir . leave a submodule deeper than a lab folder alone (a Hugo theme)', async () => {
    await repo.commit(
      { 'acme/one.toml': record('acme', 'one'), 'site/config.yaml': 'theme: hugo-theme\n' },
      'one',
    );
    const theme = await createRepo('theme-');
    const out = mkdtempSync(join(tmpdir(), 'cli-out-'));
    const clone = join(repo.dir, '..', `${basename(repo.dir)}-clone`);
    try {
      // Its own theme.toml is another repository's: git's tree holds the submodule's commit only.
      await theme.commit({ 'theme.toml': 'name = "theme"\n', 'layouts/index.html': '<html>' }, 'theme');
      const add = ['-c', 'protocol.file.allow=always', 'submodule', 'add', '-q', theme.dir];
      await repo.git(...add, 'site/themes/hugo-theme');
      await repo.git(...add, 'vendor/lib');
      await repo.commit({}, 'a theme and a library as submodules');
      const build = ['build', '--root', '.', '--models-dir', '.', '--out', out, '--repository-url', URL];
      // Before: site/themes/hugo-theme:1:1 file/not-a-file (and vendor/lib), exit 1, nothing built.
      expect(await runCli(['validate', '--models-dir', '.'], repo.dir)).toMatchObject({
        code: 0,
        stdout: '1 file valid\n',
      });
      const built = await runCli(build, repo.dir);
      expect(built.stderr).toBe('');
      expect(built.code).toBe(0);
      expect(JSON.parse(readFileSync(join(out, 'api', 'index.json'), 'utf8')).models.length).toBe(1);
      // Not checked out (actions/checkout's default): empty folders git's index holds as submodules.
      await repo.git('clone', '-q', repo.dir, clone);
      expect(readdirSync(join(clone, 'site/themes/hugo-theme'))).toEqual([]);
      expect(await runCli(['validate', '--models-dir', '.'], clone)).toMatchObject({ code: 0 });
    } finally {
      theme.cleanup();
      rmSync(out, { recursive: true, force: true });
      rmSync(clone, { recursive: true, force: true });
    }
  });

  it('build: takes the repository URL from the origin remote', async () => {
    await repo.commit({ 'models/acme/one.toml': record('acme', 'one') }, 'one');
    await repo.git('remote', 'add', 'origin', 'git@github.com:acme/registry.git');
    const out = join(repo.dir, 'site');
    expect((await runCli(['build', '--root', repo.dir, '--out', out], repo.dir)).code).toBe(0);
    const feed = JSON.parse(readFileSync(join(out, 'drift.json'), 'utf8'));
    expect(feed.repository).toBe(URL);
    expect(feed.events[0].commit.url).toBe(`${URL}/commit/${feed.head}`);
  });
});

describe('model-registry CLI: what goes wrong is said plainly (exit 2)', () => {
  it('names a missing root, a folder that is not a repository, and a revision that is not a commit', async () => {
    for (const args of [['validate'], ['build', '--out', 'x'], ['diff', 'A', 'B']]) {
      const missing = await runCli([...args, '--root', '/nonexistent-registry'], process.cwd());
      expect(missing.code).toBe(2);
      expect(missing.stderr.split('\n')[0]).toBe(
        'model-registry: registry root /nonexistent-registry does not exist',
      );
    }
    const plain = mkdtempSync(join(tmpdir(), 'not-a-repo-'));
    const repo = await createRepo('cli-errors-');
    try {
      writeFileSync(join(plain, 'a-file'), '');
      for (const args of [['validate'], ['build', '--out', 'x']]) {
        const file = await runCli([...args, '--root', join(plain, 'a-file')], plain);
        expect(file.code).toBe(2);
        expect(file.stderr.split('\n')[0]).toBe(
          `model-registry: registry root ${join(plain, 'a-file')} is not a folder`,
        );
      }
      const notRepo = await runCli(['build', '--root', plain, '--out', join(plain, 'out')], plain);
      expect(notRepo).toEqual({
        code: 2,
        stdout: '',
        stderr: `model-registry: ${plain} is not a git repository\n`,
      });
      // A linked worktree copied away from its repository (into an image, a cache): its .git file
      // names a folder that is not there, which git says and the message passes on.
      const copied = join(plain, 'copied');
      mkdirSync(copied);
      writeFileSync(join(copied, '.git'), 'gitdir: /nonexistent/.git/worktrees/wt\n');
      expect(await runCli(['build', '--root', copied, '--out', join(plain, 'out')], plain)).toEqual({
        code: 2,
        stdout: '',
        stderr: `model-registry: ${copied} is not a git repository: its .git file names /nonexistent/.git/worktrees/wt, which is not one (a worktree or submodule copied away from its repository?)\n`,
      });
      const unborn = await runCli(['build', '--root', repo.dir, '--out', join(plain, 'out')], repo.dir);
      expect(unborn).toEqual({
        code: 2,
        stdout: '',
        stderr: `model-registry: HEAD names no commit in ${repo.dir} yet (a new repository or branch): commit the records first\n`,
      });
      await repo.commit({ 'models/acme/one.toml': record('acme', 'one') }, 'one');
      const badRev = await runCli(['diff', '--root', repo.dir, 'no-such-rev', 'HEAD'], repo.dir);
      expect(badRev).toEqual({
        code: 2,
        stdout: '',
        stderr: `model-registry: no-such-rev does not name a commit in ${repo.dir}\n`,
      });
    } finally {
      repo.cleanup();
      rmSync(plain, { recursive: true, force: true });
    }
  });

  it('build refuses a shallow clone, whose feed would start at the cut with every model added there', async () => {
    const repo = await createRepo('cli-deep-');
    const shallow = mkdtempSync(join(tmpdir(), 'cli-shallow-'));
    try {
      await repo.commit({ 'models/acme/one.toml': record('acme', 'one') }, 'one');
      await repo.commit({ 'models/acme/two.toml': record('acme', 'two') }, 'two');
      await repo.git('clone', '-q', '--depth', '1', `file://${repo.dir}`, join(shallow, 'clone'));
      const out = join(shallow, 'out');
      const build = await runCli(
        ['build', '--root', 'clone', '--out', out, '--repository-url', URL],
        shallow,
      );
      expect(build).toEqual({
        code: 2,
        stdout: '',
        stderr: `model-registry: ${join(shallow, 'clone')} is a shallow clone: its history is cut off, so the drift feed cannot be built from it. Fetch the whole history first (git fetch --unshallow)\n`,
      });
      expect(existsSync(out)).toBe(false);
    } finally {
      repo.cleanup();
      rmSync(shallow, { recursive: true, force: true });
    }
  });

  it('an --out or an init folder that cannot be made (under /proc) is an error, not a hang', async () => {
    const repo = await createRepo('cli-proc-');
    try {
      await repo.commit({ 'models/acme/one.toml': record('acme', 'one') }, 'one');
      const out = '/proc/model-registry-test/site';
      const build = await runCli(['build', '--root', '.', '--out', out, '--repository-url', URL], repo.dir);
      expect(build).toMatchObject({ code: 2, stdout: '' });
      expect(build.stderr).toMatch(
        /^model-registry: cannot write the build into \/proc\/model-registry-test\/site: ENOENT: .*mkdir '\/proc\/model-registry-test'/,
      );
      const init = await runCli(['init', '/proc/model-registry-test/registry'], repo.dir);
      expect(init.code).toBe(2);
      expect(init.stderr).toMatch(/^model-registry: ENOENT: .*mkdir '\/proc\/model-registry-test'/);
    } finally {
      repo.cleanup();
    }
  });

  it('refuses an --out that is the registry or holds it, before reading anything', async () => {
    const repo = await createRepo('cli-out-');
    try {
      await repo.commit({ 'models/acme/one.toml': record('acme', 'one'), 'feeds/notes.md': 'mine' }, 'one');
      const parent = join(repo.dir, '..');
      for (const [out, cwd] of [
        ['.', repo.dir],
        [repo.dir, parent],
        [parent, repo.dir],
        [`${repo.dir}/`, parent],
      ] as const) {
        const r = await runCli(['build', '--root', repo.dir, '--out', out, '--repository-url', URL], cwd);
        expect(r.code).toBe(2);
        expect(r.stderr).toMatch(
          /^model-registry: --out .* is the registry's folder or holds it: build into a folder of its own$/m,
        );
      }
      expect(readFileSync(join(repo.dir, 'feeds/notes.md'), 'utf8')).toBe('mine');
      expect(existsSync(join(repo.dir, 'api.json'))).toBe(false);
      // A folder inside the registry (Jekyll's _site) is fine.
      const inside = await runCli(
        ['build', '--root', '.', '--out', 'site', '--repository-url', URL],
        repo.dir,
      );
      expect(inside.code).toBe(0);
      expect(existsSync(join(repo.dir, 'site', 'api.json'))).toBe(true);
    } finally {
      repo.cleanup();
    }
  });
});

/**
 * The command that gives a private mount namespace here: unshare(1) as root, as a user through a
 * user namespace, or through sudo; null where none works. A bind mount there names a folder by a
 * second path that no symlink resolves, as a differently-cased name does on macOS and Windows.
 */
function privateMounts(): string[] | null {
  // GitHub's Ubuntu 24.04 runners refuse unprivileged user namespaces (AppArmor) but allow sudo.
  for (const command of [
    ['unshare', '-m'],
    ['unshare', '-r', '-m'],
    ['sudo', '-n', 'unshare', '-m'],
  ]) {
    const probe = spawnSync(command[0]!, [...command.slice(1), '--propagation', 'private', 'true'], {
      stdio: 'ignore',
    });
    if (probe.status === 0) return command;
  }
  return null;
}
const unshare = privateMounts();

describe('model-registry CLI: --out names the registry by another path', () => {
  // A kernel permission, not a package CI can install: a container job (this project's CI runs in
  // node:20-bookworm) has no CAP_SYS_ADMIN and no sudo. The refusal's logic is tested everywhere
  // with a case-insensitive file system's identities (shell/out-folder.test.ts); this runs it for real.
  (unshare !== null ? it : it.skip)(
    'a second name of the registry folder (a bind mount) is refused as the folder itself',
    async () => {
      const repo = await createRepo('cli-out-alias-');
      const alias = mkdtempSync(join(tmpdir(), 'cli-out-alias-'));
      try {
        await repo.commit({ 'models/acme/one.toml': record('acme', 'one'), 'feeds/notes.md': 'mine' }, 'one');
        const script =
          'mount --bind "$1" "$2" && exec "$3" "$4" build --root "$1" --out "$2" --repository-url "$5"';
        const r = spawnSync(
          unshare![0]!,
          [
            ...unshare!.slice(1),
            '--propagation',
            'private',
            'sh',
            '-c',
            script,
            'sh',
            repo.dir,
            alias,
            process.execPath,
            CLI,
            URL,
          ],
          {
            encoding: 'utf8',
            env: {
              PATH: process.env.PATH,
              HOME: process.env.HOME,
              MODEL_REGISTRY_COMPILE_CACHE: TEST_COMPILE_CACHE,
            },
            timeout: 45_000,
          },
        );
        expect(r.stderr).toMatch(
          /^model-registry: --out .* is the registry's folder or holds it: build into a folder of its own$/m,
        );
        expect(r.status).toBe(2);
        expect(readFileSync(join(repo.dir, 'feeds/notes.md'), 'utf8')).toBe('mine');
        expect(existsSync(join(repo.dir, 'api.json'))).toBe(false);
      } finally {
        rmSync(alias, { recursive: true, force: true });
        repo.cleanup();
      }
    },
  );

  it('a differently-cased --out is the registry only where the file system says it is the same folder', async () => {
    const repo = await createRepo('cli-out-case-');
    try {
      await repo.commit({ 'models/acme/one.toml': record('acme', 'one') }, 'one');
      const cased = join(dirname(repo.dir), repo.dir.slice(dirname(repo.dir).length + 1).toUpperCase());
      // On a case-insensitive file system (macOS, Windows) the other case opens the registry folder.
      const same = existsSync(cased) && statSync(cased).ino === statSync(repo.dir).ino;
      const r = await runCli(
        ['build', '--root', repo.dir, '--out', cased, '--repository-url', URL],
        repo.dir,
      );
      try {
        expect(r.code).toBe(same ? 2 : 0);
        if (!same) expect(existsSync(join(cased, 'api.json'))).toBe(true);
      } finally {
        if (!same) rmSync(cased, { recursive: true, force: true });
      }
    } finally {
      repo.cleanup();
    }
  });
});

describe('model-registry CLI: the environment git runs in', () => {
  let repo: TestRepo;
  beforeEach(async () => {
    repo = await createRepo('cli-env-');
  });
  afterEach(() => repo.cleanup());

  it("reads the repository of --root, whatever GIT_DIR and GIT_INDEX_FILE a hook's environment holds", async () => {
    const base = await repo.commit({ 'registry/models/acme/one.toml': record('acme', 'one') }, 'one');
    await repo.commit({ 'registry/models/acme/one.toml': record('acme', 'one', { max: 9 }) }, 'one: 9 s');
    // A linked worktree: git exports GIT_DIR (its folder in .git/worktrees) to the hooks run there,
    // and GIT_INDEX_FILE to every commit hook.
    const tree = `${repo.dir}-worktree`;
    await repo.git('worktree', 'add', '-q', '--detach', tree);
    const gitDir = (await repo.git('-C', tree, 'rev-parse', '--absolute-git-dir')).trim();
    const out = mkdtempSync(join(tmpdir(), 'cli-site-'));
    const run = async (env: NodeJS.ProcessEnv) => ({
      diff: await runCli(['diff', '--root', 'registry', base, 'HEAD', '--repository-url', URL], tree, env),
      build: await runCli(['build', '--root', 'registry', '--out', out, '--repository-url', URL], tree, env),
    });
    try {
      const plain = await run({});
      expect(plain.build).toMatchObject({ code: 0, stderr: '' });
      expect(plain.build.stdout).toMatch(/^1 record, 2 drift events from 2 commits/);
      expect(plain.diff.stdout).toMatch(/^1 event from 1 commit$/m);
      // Git took registry/ for the top of the work tree: "the registry has no records".
      expect(await run({ GIT_DIR: gitDir, GIT_INDEX_FILE: join(gitDir, 'index') })).toEqual(plain);
      // Relative to the top of a work tree (`git --git-dir=.git`): "not a git repository" from registry/.
      expect(await run({ GIT_DIR: '.git', GIT_WORK_TREE: '.', GIT_INDEX_FILE: '.git/index' })).toEqual(plain);
    } finally {
      rmSync(out, { recursive: true, force: true });
      rmSync(tree, { recursive: true, force: true });
    }
  });

  it("a server's pre-receive hook reads the pushed commits, which git keeps in a quarantine until the hook accepts them", async () => {
    const first = await repo.commit({ 'models/acme/one.toml': record('acme', 'one') }, 'one');
    const server = mkdtempSync(join(tmpdir(), 'cli-receive-'));
    try {
      await repo.git('clone', '-q', '--bare', repo.dir, server);
      // The hook validates what is pushed, as a self-hosted server would: `diff` of old..new, then a
      // build of new; git runs it in the bare repository with the quarantine in GIT_OBJECT_DIRECTORY.
      const out = join(server, 'site');
      writeFileSync(
        join(server, 'hooks', 'pre-receive'),
        [
          '#!/bin/sh',
          'while read old new ref; do',
          `  "${process.execPath}" "${CLI}" diff --root . "$old" "$new" || exit 1`,
          `  "${process.execPath}" "${CLI}" build --root . --rev "$new" --out "${out}" --repository-url ${URL} || exit 1`,
          'done',
          '',
        ].join('\n'),
        { mode: 0o755 },
      );
      const second = await repo.commit(
        { 'models/acme/one.toml': record('acme', 'one', { max: 9 }) },
        'one: 9 s',
      );
      const pushed = spawnSync('git', ['push', server, 'HEAD:main'], {
        cwd: repo.dir,
        env: gitEnv(),
        encoding: 'utf8',
      });
      expect(pushed.stderr).toContain(`remote: ${second.slice(0, 12)} model_updated acme/one`);
      expect(pushed.stderr).toMatch(/remote: 1 record, 2 drift events from 2 commits/);
      expect(pushed.status).toBe(0);
      expect((await repo.git('--git-dir', server, 'rev-parse', 'main')).trim()).toBe(second);
      expect(first).not.toBe(second);
    } finally {
      rmSync(server, { recursive: true, force: true });
    }
  });

  it('a repository git refuses (owned by another user: a container job) is said so, not "HEAD does not name a commit"', async () => {
    await repo.commit({ 'models/acme/one.toml': record('acme', 'one') }, 'one');
    const out = mkdtempSync(join(tmpdir(), 'cli-site-'));
    // git's own stand-in for a folder another user owns (its safe.directory tests).
    const other = { GIT_TEST_ASSUME_DIFFERENT_OWNER: '1' };
    const refused = `model-registry: git refuses to read ${repo.dir}: it belongs to another user than the one running git (git's safe.directory check). If you trust it: git config --global --add safe.directory ${repo.dir}\n`;
    try {
      const build = await runCli(
        ['build', '--root', '.', '--out', out, '--repository-url', URL],
        repo.dir,
        other,
      );
      expect(build).toEqual({ code: 2, stdout: '', stderr: refused });
      const diff = await runCli(['diff', 'HEAD', 'HEAD'], repo.dir, other);
      expect(diff).toEqual({ code: 2, stdout: '', stderr: refused });
      // Trusted as git's message says (here through the environment, as a global config would): read.
      const trusted = {
        ...other,
        GIT_CONFIG_COUNT: '1',
        GIT_CONFIG_KEY_0: 'safe.directory',
        GIT_CONFIG_VALUE_0: repo.dir,
      };
      const ok = await runCli(
        ['build', '--root', '.', '--out', out, '--repository-url', URL],
        repo.dir,
        trusted,
      );
      expect(ok).toMatchObject({ code: 0, stderr: '' });
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it("says what is wrong in the same words whatever the user's language (git's messages are told apart)", async () => {
    const plain = mkdtempSync(join(tmpdir(), 'not-a-repo-'));
    // git's German messages (where its translations are installed, as in Debian's git package).
    const german = { LANGUAGE: 'de', LANG: 'C.UTF-8' };
    const build = (root: string, env: NodeJS.ProcessEnv) =>
      runCli(['build', '--root', root, '--out', join(plain, 'out'), '--repository-url', URL], plain, env);
    try {
      for (const env of [{}, { GIT_TEST_ASSUME_DIFFERENT_OWNER: '1' }]) {
        for (const root of [plain, repo.dir]) {
          const english = await build(root, env);
          expect(english.stderr).toMatch(
            /not a git repository|names no commit in .* yet|git refuses to read/,
          );
          expect(await build(root, { ...env, ...german })).toEqual(english);
        }
      }
    } finally {
      rmSync(plain, { recursive: true, force: true });
    }
  });
});
