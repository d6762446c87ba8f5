// Where the CLI's code cache lives and what its files are called (the end-to-end behaviour is in
// __tests__/e2e/compile-cache.test.ts).
import { join } from 'node:path';
import {
  type CleanDeps,
  cacheDir,
  cacheFileName,
  removeStaleCaches,
} from '../../src/shell/cli/compile-cache.js';

describe('cacheDir', () => {
  it('takes the variable first, then XDG_CACHE_HOME, LOCALAPPDATA, ~/.cache; off/0/false is none', () => {
    const env = { HOME: '/h', XDG_CACHE_HOME: '/x', LOCALAPPDATA: '/l' };
    expect(cacheDir({ ...env, MODEL_REGISTRY_COMPILE_CACHE: '/c' })).toBe('/c');
    expect(cacheDir(env)).toBe(join('/x', 'model-registry'));
    expect(cacheDir({ HOME: '/h', LOCALAPPDATA: '/l' })).toBe(join('/l', 'model-registry'));
    expect(cacheDir({ HOME: '/h' })).toBe(join('/h', '.cache', 'model-registry'));
    for (const off of ['off', 'OFF', '0', 'false'])
      expect(cacheDir({ ...env, MODEL_REGISTRY_COMPILE_CACHE: off })).toBeNull();
    expect(cacheDir({})).toBeNull();
  });

  it('ignores a relative XDG_CACHE_HOME, as the XDG spec says', () => {
    expect(cacheDir({ HOME: '/h', XDG_CACHE_HOME: 'rel/cache' })).toBe(
      join('/h', '.cache', 'model-registry'),
    );
  });
});

describe('cacheFileName', () => {
  const bundle = { hash: 'ab12'.repeat(16), size: 730049, mtimeMs: 1795443669133.7 };

  it('names the bundle, Node, the architecture and the command', () => {
    expect(cacheFileName(bundle, 'validate')).toBe(
      `cli-ab12ab12ab12ab12-730049-1795443669133-${process.version}-${process.arch}-validate.v8`,
    );
  });

  it('a command that is no plain word (a path, an option, nothing) shares one name and stays in the folder', () => {
    for (const odd of ['../../etc/passwd', '--version', 'x/y', '', undefined, 'a'.repeat(40)])
      expect(cacheFileName(bundle, odd)).toMatch(/-other\.v8$/);
    // A mistyped command is no command: it leaves no cache file of its own behind.
    for (const typo of ['valdate', 'frobnicate', 'Validate'])
      expect(cacheFileName(bundle, typo)).toMatch(/-other\.v8$/);
    for (const command of ['validate', 'build', 'diff', 'init', 'worker'])
      expect(cacheFileName(bundle, command)).toMatch(new RegExp(`-${command}\\.v8$`));
    expect(cacheFileName({ ...bundle, hash: '../..' }, 'build')).not.toContain('/');
  });

  it('another build, size or modification time of the bundle is another file', () => {
    const names = new Set([
      cacheFileName(bundle, 'build'),
      cacheFileName({ ...bundle, hash: `cd34${bundle.hash.slice(4)}` }, 'build'),
      cacheFileName({ ...bundle, size: bundle.size + 1 }, 'build'),
      cacheFileName({ ...bundle, mtimeMs: bundle.mtimeMs + 1000 }, 'build'),
    ]);
    expect(names.size).toBe(4);
  });
});

describe('removeStaleCaches', () => {
  const day = 24 * 3600 * 1000;
  const now = Date.UTC(2026, 10, 26);
  const dir = join('/cache', 'model-registry');
  const keep = join(dir, 'cli-new-build.v8');

  /** A cache folder whose files have these ages in days; `refused` fail with the code given (ENOENT: at stat). */
  function folder(ages: Record<string, number>, refused: Record<string, string> = {}) {
    const removed: string[] = [];
    const stats: string[] = [];
    const errno = (code: string, op: string, path: string) =>
      Object.assign(new Error(`${code}: ${op} '${path}'`), { code });
    const deps: CleanDeps = {
      readdirSync: () => Object.keys(ages),
      statSync: (path) => {
        stats.push(path);
        const name = path.slice(dir.length + 1);
        if (refused[name] === 'ENOENT') throw errno('ENOENT', 'stat', path);
        return { mtimeMs: now - ages[name]! * day };
      },
      rmSync: (path) => {
        const code = refused[path.slice(dir.length + 1)];
        if (code && code !== 'ENOENT') throw errno(code, 'rm', path);
        removed.push(path);
      },
    };
    return { deps, removed, stats };
  }

  it('removes the cache files not written for 30 days, but the one just written and other files', () => {
    const f = folder({ 'cli-new-build.v8': 40, 'cli-a.v8': 31, 'cli-b.v8': 29, 'notes.txt': 400 });
    expect(removeStaleCaches(dir, keep, now, f.deps)).toEqual([join(dir, 'cli-a.v8')]);
    expect(f.removed).toEqual([join(dir, 'cli-a.v8')]);
  });

  it('a file another run removed meanwhile (ENOENT) is done, and the rest are still cleaned up', () => {
    const f = folder({ 'cli-a.v8': 40, 'cli-b.v8': 40, 'cli-c.v8': 40 }, { 'cli-a.v8': 'ENOENT' });
    expect(removeStaleCaches(dir, keep, now, f.deps)).toEqual([join(dir, 'cli-b.v8'), join(dir, 'cli-c.v8')]);
    expect(f.stats).toHaveLength(3);
  });

  it('a file that cannot be removed (on Windows, another run is reading it) is left for a later run, not the rest', () => {
    const f = folder({ 'cli-a.v8': 40, 'cli-b.v8': 40, 'cli-c.v8': 40 }, { 'cli-b.v8': 'EBUSY' });
    expect(removeStaleCaches(dir, keep, now, f.deps)).toEqual([join(dir, 'cli-a.v8'), join(dir, 'cli-c.v8')]);
  });
});
