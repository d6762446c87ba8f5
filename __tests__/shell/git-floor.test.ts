// Git older than the floor the history reader needs (2.31: --diff-merges=first-parent) fails in its
// own words, which read like a bug in this tool; the error then says which git was found.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { belowGitFloor, GIT_FLOOR } from '../../src/shell/git/version.js';
import { cli } from '../helpers/cli-in-process.js';
import { createRepo, type TestRepo } from '../helpers/git-repo.js';
import { oldGitFolder, pathWith } from '../helpers/old-git.js';

describe('belowGitFloor', () => {
  it.each([
    ['git version 2.30.2', '2.30.2'],
    ['git version 2.25.1\n', '2.25.1'],
    ['git version 1.8.3.1', '1.8.3.1'],
  ])('%j is older than the floor', (text, version) => {
    expect(belowGitFloor(text)).toBe(version);
  });
  it.each([
    'git version 2.31.0',
    'git version 2.39.5',
    'git version 2.39.3 (Apple Git-145)',
    'git version 2.42.0.windows.2',
    'git version 3.0.0',
    'something else entirely',
  ])('%j is not (or cannot be told)', (text) => {
    expect(belowGitFloor(text)).toBeNull();
  });
});

describe('a git older than the floor on PATH', () => {
  let repo: TestRepo;
  let bin: string;
  const path = process.env.PATH;
  beforeAll(async () => {
    repo = await createRepo('git-floor-');
    await repo.commit({ 'models/acme/one.toml': 'x = 1\n' }, 'one');
    bin = oldGitFolder();
    process.env.PATH = pathWith(bin);
  });
  afterAll(() => {
    process.env.PATH = path;
    repo.cleanup();
    rmSync(bin, { recursive: true, force: true });
  });

  it('build says the git found is too old, and which it needs', async () => {
    const out = join(bin, 'out');
    const r = await cli(
      ['build', '--root', repo.dir, '--out', out, '--repository-url', 'https://github.com/acme/registry'],
      repo.dir,
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`needs git ${GIT_FLOOR} or later`);
    expect(r.stderr).toContain('2.30.2');
    // git's own line stays, after the words.
    expect(r.stderr).toContain('unknown value for --diff-merges');
  });
});
