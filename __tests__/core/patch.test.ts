import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import fc from 'fast-check';
import { reverseApplyPatch } from '../../src/core/patch.js';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'patch-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The hunks of `git diff`, as GitHub puts them in `files[].patch` (no file headers). */
async function githubPatch(before: string, after: string): Promise<string> {
  writeFileSync(join(dir, 'a'), before);
  writeFileSync(join(dir, 'b'), after);
  const { stdout } = await run('git', ['diff', '--no-index', '-U3', 'a', 'b'], { cwd: dir }).catch(
    (e: { stdout: string }) => ({ stdout: e.stdout }), // exit 1 means "differs"
  );
  const at = stdout.indexOf('@@');
  return at < 0 ? '' : stdout.slice(at).replace(/\n$/, '');
}

describe('reverseApplyPatch', () => {
  it('recovers the old version of an edited record', async () => {
    const before = 'a = 1\nb = 2\nc = 3\nd = 4\ne = 5\nf = 6\ng = 7\nh = 8\n';
    const after = 'a = 1\nb = 20\nc = 3\nd = 4\ne = 5\nf = 6\ng = 7\nh = 8\ni = 9\n';
    expect(reverseApplyPatch(after, await githubPatch(before, after))).toBe(before);
  });

  it('recovers a version of 300,000 lines', async () => {
    // A valid record may be 1 MiB of short lines (comments count toward no limit). The unchanged lines
    // were spread into push() as arguments: past about 120,000 V8 throws "Maximum call stack size
    // exceeded", and the pull request's run failed.
    const lines = Array.from({ length: 300_000 }, (_, i) => `#${i}\n`);
    const before = `a = 1\n${lines.join('')}`;
    const after = `a = 2\n${lines.join('')}b = 3\n`;
    expect(reverseApplyPatch(after, await githubPatch(before, after))).toBe(before);
  });

  it('handles a missing newline at the end of either version', async () => {
    for (const [before, after] of [
      ['x = 1\ny = 2', 'x = 1\ny = 3\n'],
      ['x = 1\ny = 2\n', 'x = 1\ny = 3'],
      ['x = 1', 'x = 2'],
    ] as const) {
      expect(reverseApplyPatch(after, await githubPatch(before, after))).toBe(before);
    }
  });

  it('recovers a removed file from its patch alone', async () => {
    const before = 'a = 1\nb = 2\n';
    expect(reverseApplyPatch('', await githubPatch(before, ''))).toBe(before);
  });

  it('refuses a patch that does not fit the file', async () => {
    const patch = await githubPatch('a = 1\nb = 2\n', 'a = 1\nb = 3\n');
    expect(reverseApplyPatch('a = 1\nb = 4\n', patch)).toBeNull();
    expect(reverseApplyPatch('a = 1\nb = 3\n', 'not a patch')).toBeNull();
  });

  it('refuses hunks that go back over lines an earlier hunk passed', () => {
    const after = 'a\nb\nc\nd\n';
    // Each hunk fits the file on its own; the second starts above the end of the first.
    const patch = '@@ -2,1 +2,1 @@\n-B\n+b\n@@ -1,1 +1,1 @@\n-A\n+a';
    expect(reverseApplyPatch(after, '@@ -2,1 +2,1 @@\n-B\n+b')).toBe('a\nB\nc\nd\n');
    expect(reverseApplyPatch(after, patch)).toBeNull();
  });

  it('undoes any git diff of line-based files (CRLF included)', async () => {
    const line = fc.constantFrom('a', 'b = 1', 'c = "x"', '', '[t]', 'd = 2\r', '# note');
    const file = fc
      .tuple(fc.array(line, { maxLength: 30 }), fc.boolean())
      .map(([ls, nl]) => (ls.length === 0 ? '' : ls.join('\n') + (nl ? '\n' : '')));
    await fc.assert(
      fc.asyncProperty(file, file, async (before, after) => {
        const patch = await githubPatch(before, after);
        if (patch === '') return before === after;
        return reverseApplyPatch(after, patch) === before;
      }),
      { numRuns: 60 },
    );
  });
});
