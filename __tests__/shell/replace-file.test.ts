// Replacing a file whole, as the build's writer and the CLI's code cache do: on Windows a rename that
// another program's open handle refuses (EPERM, EACCES, EBUSY) is retried for a bounded wait, with
// the fs functions, the platform and the waits injected (no test sleeps).
import type { Stats } from 'node:fs';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ReplaceDeps, replaceFile } from '../../src/shell/fs/replace-file.js';
import { HELD_WAIT_MS as RENAME_WAIT_MS, retryHeld } from '../../src/shell/fs/retry-held.js';

const errno = (code: string, message = `${code}: refused, rename 'a.tmp' -> 'a'`) =>
  Object.assign(new Error(message), { code });

/** An in-memory folder whose renames fail with `failures`, in turn, before they go through. */
function fakeFs(failures: string[], opts: { directory?: boolean } = {}) {
  const files = new Map<string, Uint8Array>();
  const renames: string[] = [];
  const waits: number[] = [];
  const deps: ReplaceDeps = {
    writeFileSync: (path, data) => void files.set(path, data),
    renameSync: (from, to) => {
      renames.push(`${from} -> ${to}`);
      const code = failures.shift();
      if (code) throw errno(code);
      files.set(to, files.get(from)!);
      files.delete(from);
    },
    lstatSync: ((path: string) =>
      files.has(path) || opts.directory
        ? ({ isDirectory: () => opts.directory === true } as Stats)
        : undefined) as unknown as ReplaceDeps['lstatSync'],
    rmSync: (path) => void files.delete(path),
    sleep: (ms) => void waits.push(ms),
    retryHeld,
  };
  return { deps, files, renames, waits };
}

const bytes = new TextEncoder().encode('{"n":1}\n');
const win32 = { platform: 'win32', waitMs: RENAME_WAIT_MS };

describe('replaceFile', () => {
  it('on win32, a rename refused a few times (EPERM, EACCES, EBUSY) goes through, with a growing wait', () => {
    const fs = fakeFs(['EPERM', 'EACCES', 'EBUSY', 'EPERM']);
    fs.files.set('a', new Uint8Array([1])); // the old file, held open by a scanner
    replaceFile('a', 'a.tmp', bytes, fs.deps, win32);
    expect(fs.renames).toHaveLength(5);
    expect(fs.waits).toEqual([10, 20, 30, 40]);
    expect([...fs.files.keys()]).toEqual(['a']);
    expect(fs.files.get('a')).toBe(bytes);
  });

  it('on win32, a rename refused for good fails after the bounded wait, naming the cause, with no temporary file left', () => {
    const fs = fakeFs(Array(1000).fill('EPERM'));
    fs.files.set('a', new Uint8Array([1]));
    expect(() => replaceFile('a', 'a.tmp', bytes, fs.deps, win32)).toThrow(
      "EPERM: refused, rename 'a.tmp' -> 'a' (still refused after 10 s of retries: another program, such as a virus scanner, the search indexer or an editor, may be holding the file open)",
    );
    // 10, 20, … 100 ms, then 100 ms a try until 10 s are spent: 105 waits, one more try than waits.
    expect(fs.waits.reduce((a, b) => a + b, 0)).toBe(RENAME_WAIT_MS);
    expect(fs.waits.slice(0, 11)).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 100]);
    expect(fs.waits).toHaveLength(105);
    expect(fs.renames).toHaveLength(106);
    expect([...fs.files.keys()]).toEqual(['a']); // the old file stays; the new one is gone
  });

  it('the error after the wait keeps the code and the first cause', () => {
    const fs = fakeFs(Array(10).fill('EBUSY'));
    const err = (() => {
      try {
        replaceFile('a', 'a.tmp', bytes, fs.deps, { platform: 'win32', waitMs: 50 });
      } catch (e) {
        return e as Error & { code?: string };
      }
    })();
    expect(err).toMatchObject({ code: 'EBUSY', message: expect.stringContaining('after 0.1 s of retries') });
    expect(fs.waits).toEqual([10, 20, 20]); // the last wait is cut to the bound
    expect(fs.renames).toHaveLength(4);
  });

  it('an error no other program causes (ENOENT, EXDEV) is not retried, and the temporary file is removed', () => {
    for (const code of ['ENOENT', 'EXDEV', 'EISDIR']) {
      const fs = fakeFs([code]);
      expect(() => replaceFile('a', 'a.tmp', bytes, fs.deps, win32)).toThrow(`${code}: refused`);
      expect(fs.renames).toHaveLength(1);
      expect(fs.waits).toEqual([]);
      expect(fs.files.size).toBe(0);
    }
  });

  it('on win32, a folder in the file’s place is final at once (it would refuse for ever)', () => {
    const fs = fakeFs(['EPERM'], { directory: true });
    expect(() => replaceFile('a', 'a.tmp', bytes, fs.deps, win32)).toThrow('EPERM: refused');
    expect(fs.renames).toHaveLength(1);
    expect(fs.waits).toEqual([]);
  });

  it('elsewhere than win32, EPERM, EACCES and EBUSY are lasting (permissions, a mount point): not retried', () => {
    for (const platform of ['linux', 'darwin'])
      for (const code of ['EPERM', 'EACCES', 'EBUSY']) {
        const fs = fakeFs([code]);
        expect(() => replaceFile('a', 'a.tmp', bytes, fs.deps, { platform, waitMs: RENAME_WAIT_MS })).toThrow(
          `${code}: refused`,
        );
        expect([fs.renames.length, fs.waits.length, fs.files.size]).toEqual([1, 0, 0]);
      }
  });

  it('a write that fails (a full disk) leaves no half-written temporary file', () => {
    const fs = fakeFs([]);
    fs.deps.writeFileSync = (path, data) => {
      fs.files.set(path, data.subarray(0, 2));
      throw errno('ENOSPC', 'ENOSPC: no space left on device, write');
    };
    expect(() => replaceFile('a', 'a.tmp', bytes, fs.deps, win32)).toThrow('ENOSPC');
    expect(fs.files.size).toBe(0);
    expect(fs.renames).toEqual([]);
  });

  it('with the real fs: replaces the file and leaves nothing else', () => {
    const dir = mkdtempSync(join(tmpdir(), 'replace-file-'));
    try {
      replaceFile(join(dir, 'a.json'), join(dir, 'a.json.tmp'), bytes);
      replaceFile(join(dir, 'a.json'), join(dir, 'a.json.tmp'), new TextEncoder().encode('two'));
      expect(readdirSync(dir)).toEqual(['a.json']);
      expect(readFileSync(join(dir, 'a.json'), 'utf8')).toBe('two');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
