// scripts/release.mjs in a temporary clone of this working tree (tracked and new files, with an
// origin that must stay untouched): the release commit, the tags, the pinned workflow, the changelog
// and a dist/ built for the tag.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gitEnv } from '../helpers/git-repo.js';

let dir: string;
let origin: string;
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: dir, env: gitEnv(), encoding: 'utf8' }).trim();
const release = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/release.mjs', ...args], {
    cwd: dir,
    env: gitEnv(),
    encoding: 'utf8',
  });

beforeAll(() => {
  const top = process.cwd();
  dir = mkdtempSync(join(tmpdir(), 'release-'));
  origin = mkdtempSync(join(tmpdir(), 'release-origin-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: top,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((f) => f && f !== 'node_modules');
  for (const f of files) {
    mkdirSync(dirname(join(dir, f)), { recursive: true });
    try {
      cpSync(join(top, f), join(dir, f));
    } catch {
      // a file deleted in the working tree but still in the index
    }
  }
  symlinkSync(realpathSync(join(top, 'node_modules')), join(dir, 'node_modules'));
  git('init', '-q', '-b', 'main');
  git('config', 'commit.gpgsign', 'false');
  git('config', 'tag.gpgsign', 'false');
  writeFileSync(join(dir, '.git/info/exclude'), 'node_modules\n');
  git('add', '-A');
  git('commit', '-q', '-m', 'before the release');
  execFileSync('git', ['init', '-q', '--bare', origin], { env: gitEnv() });
  git('remote', 'add', 'origin', origin);
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(origin, { recursive: true, force: true });
});

describe('scripts/release.mjs', () => {
  it('refuses a dirty tree and bad arguments, changing nothing', () => {
    writeFileSync(join(dir, 'stray.txt'), 'x');
    const dirty = release('minor');
    rmSync(join(dir, 'stray.txt'));
    expect(dirty.status).toBe(2);
    expect(dirty.stderr).toMatch(/working tree has changes/);
    const bad = release('next');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/expected patch, minor, major or X\.Y\.Z, got next/);
    expect(git('status', '--porcelain')).toBe('');
    expect(git('tag', '--list')).toBe('');
  });

  it('releases: version, pinned workflow, changelog, dist for the tag, commit, tags; pushes nothing', () => {
    const version = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version as string;
    const [maj, min] = version.split('.').map(Number) as [number, number];
    const next = `${maj}.${min + 1}.0`;
    const result = release('minor', '--date', '2026-11-23');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);

    expect(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version).toBe(next);
    const lock = JSON.parse(readFileSync(join(dir, 'package-lock.json'), 'utf8'));
    expect([lock.version, lock.packages[''].version]).toEqual([next, next]);
    expect(readFileSync(join(dir, '.github/workflows/registry.yml'), 'utf8')).toContain(
      `uses: model-registry-action/model-registry-action@v${next} # pinned by scripts/release.mjs\n`,
    );
    const changelog = readFileSync(join(dir, 'CHANGELOG.md'), 'utf8');
    expect(changelog).toMatch(
      new RegExp(`## \\[Unreleased\\]\\n\\n## \\[${next}\\] - 2026-11-23\\n\\n### Added\\n`),
    );
    const readme = readFileSync(join(dir, 'README.md'), 'utf8');
    expect(readme).toContain(`registry.yml@v${next}\n`);
    expect(readme).toContain(`rev: v${next}\n`);
    expect(readme).not.toContain(`v${version}`);
    // The hook definition's example config names the release too (it kept the old one before).
    const hooks = readFileSync(join(dir, '.pre-commit-hooks.yaml'), 'utf8');
    expect(hooks).toContain(`rev: v${next}\n`);
    expect(hooks).not.toContain(`v${version}`);
    // dist/ was rebuilt for the tag: the bundled CLI reports the new version.
    expect(
      execFileSync(process.execPath, ['dist/cli.cjs', '--version'], { cwd: dir, encoding: 'utf8' }),
    ).toBe(`${next}\n`);

    expect(git('status', '--porcelain')).toBe('');
    expect(git('log', '-1', '--format=%s')).toBe(`Release v${next}`);
    const head = git('rev-parse', 'HEAD');
    expect(git('rev-parse', `v${next}^{commit}`)).toBe(head);
    expect(git('rev-parse', `v${maj}^{commit}`)).toBe(head);
    expect(git('diff', '--name-only', 'HEAD~1', 'HEAD').split('\n')).toEqual(
      expect.arrayContaining(['CHANGELOG.md', 'README.md', 'package.json', '.github/workflows/registry.yml']),
    );
    expect(result.stdout).toContain(`git push origin main v${next}\n`);
    expect(result.stdout).toContain(`git push origin refs/tags/v${maj} --force`);
    // The remote has nothing: the script only prints the push commands.
    expect(execFileSync('git', ['for-each-ref'], { cwd: origin, env: gitEnv(), encoding: 'utf8' })).toBe('');

    // The next release needs a changelog entry; an existing tag is refused.
    const empty = release('patch');
    expect(empty.status).toBe(2);
    expect(empty.stderr).toMatch(/nothing under \[Unreleased\]/);
    const again = release(next);
    expect(again.status).toBe(2);
    expect(again.stderr).toBe(`release: tag v${next} exists already\n`);
    expect(git('rev-parse', 'HEAD')).toBe(head);
  });
});
