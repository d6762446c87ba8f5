// Starts the CLI's bundle through V8's code cache. Compiling the ~0.7 MB bundle, and the schema
// validator's functions on their first call, was about half of what `model-registry validate` adds
// to Node's own start (a pre-commit hook pays it on every commit). The first run of each command
// saves V8's compiled code at exit; later runs load it instead of compiling (Node 22's
// module.enableCompileCache does the same for ESM; Node 20 has only vm.Script's cachedData).
// V8 checks a cache against its own version and flags and rejects one that does not fit; the file
// name also carries the bundle's hash (scripts/build.mjs puts it in the loader), size and
// modification time, so a new release or a hand-edited bundle never meets an old cache.
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';
import { makeDirs } from '../fs/make-dirs.js';
import { replaceFile } from '../fs/replace-file.js';

/** A folder for the cache files, or `off` (also `0`, `false`) for none. */
export const CACHE_ENV = 'MODEL_REGISTRY_COMPILE_CACHE';

/**
 * How long a cache write waits on Windows for a file another program holds (replaceFile): a cache is
 * only a speed-up, and a user waits for it at exit.
 */
const CACHE_RENAME_WAIT_MS = 250;

/** Cache files not written for this long are removed when a new one is written. */
const STALE_MS = 30 * 24 * 3600 * 1000;

/** Where cache files go: the variable's folder, else the user's cache folder; null for none. */
export function cacheDir(env: NodeJS.ProcessEnv): string | null {
  const set = env[CACHE_ENV];
  if (set) return /^(off|0|false)$/i.test(set) ? null : set;
  // XDG says to ignore a relative XDG_CACHE_HOME.
  const xdg = env.XDG_CACHE_HOME && isAbsolute(env.XDG_CACHE_HOME) ? env.XDG_CACHE_HOME : undefined;
  const base = xdg ?? env.LOCALAPPDATA ?? (env.HOME ? join(env.HOME, '.cache') : undefined);
  return base ? join(base, 'model-registry') : null;
}

/**
 * The commands that get a cache of their own (main.ts's, and the validation workers'). Any other
 * first argument (`--version`, a typo such as `valdate`) shares `other`: a file per word typed would
 * leave a cache of about 180 KB behind each mistyped command for 30 days.
 */
const CACHED_COMMANDS = new Set(['validate', 'build', 'diff', 'init', 'worker']);

/**
 * One file per bundle (its build's content hash, size and modification time, so a release or an
 * edit never meets another's cache), Node version, architecture and command: a cache holds the
 * functions its run compiled, so `validate`'s has the validator's and `build`'s the renderers'.
 */
export function cacheFileName(
  bundle: { hash: string; size: number; mtimeMs: number },
  command: string | undefined,
): string {
  const cmd = command !== undefined && CACHED_COMMANDS.has(command) ? command : 'other';
  const id = `${bundle.hash.replace(/[^0-9a-f]/gi, '').slice(0, 16)}-${bundle.size}-${Math.trunc(bundle.mtimeMs)}`;
  return `cli-${id}-${process.version}-${process.arch}-${cmd}.v8`;
}

function readCache(file: string | null): Buffer | undefined {
  if (file === null) return undefined;
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

export interface CleanDeps {
  readdirSync: (dir: string) => string[];
  statSync: (path: string) => { mtimeMs: number };
  rmSync: (path: string, options: { force: boolean }) => void;
}

/**
 * Removes the cache files in `dir` other than `keep` that were not written for 30 days; returns
 * their paths. Each file on its own: one another run removed at the same moment (ENOENT) is done,
 * and one that cannot be removed now (on Windows, another run reading it) is left for a later run;
 * neither stops the rest.
 */
export function removeStaleCaches(
  dir: string,
  keep: string,
  now = Date.now(),
  deps: CleanDeps = { readdirSync, statSync, rmSync },
): string[] {
  const removed: string[] = [];
  for (const name of deps.readdirSync(dir)) {
    const other = join(dir, name);
    if (other === keep || !name.startsWith('cli-')) continue;
    try {
      if (now - deps.statSync(other).mtimeMs <= STALE_MS) continue;
      deps.rmSync(other, { force: true });
      removed.push(other);
    } catch {
      // Gone already, or held: nothing to do for this file now.
    }
  }
  return removed;
}

/** Written whole under a temporary name, then renamed: a concurrent run reads the old or the new. */
function writeCache(file: string, script: Script): void {
  // Unique per thread too: two worker threads may write the same cache at once.
  const tmp = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`;
  try {
    const dir = dirname(file);
    makeDirs(dir, 0o700);
    // Waits less than the build for a file another program holds: this runs as the command exits.
    replaceFile(file, tmp, script.createCachedData(), undefined, {
      platform: process.platform,
      waitMs: CACHE_RENAME_WAIT_MS,
    });
    removeStaleCaches(dir, file);
  } catch {
    // A cache is only a speed-up: a read-only or full disk must not fail the command.
  }
}

export interface BundleOptions {
  /** Content hash of the bundle, from its build. */
  hash: string;
  /** The command (the first argument): each has its own cache. */
  command?: string;
  /**
   * Runs just before a new cache is written: the code it runs is in the cache too, whatever this
   * run did (see shell/cli/warm-up.ts).
   */
  warm?: () => void;
}

/** Runs the CommonJS bundle at `bundle` and returns its exports, compiled from the cache when one fits. */
export function loadBundle(bundle: URL, options: BundleOptions): unknown {
  const filename = fileURLToPath(bundle);
  const source = readFileSync(filename, 'utf8');
  const dir = cacheDir(process.env);
  // Named by the bundle's size and time too (stat only when there is a cache to name).
  let file: string | null = null;
  if (dir !== null) {
    const { size, mtimeMs } = statSync(filename);
    file = join(dir, cacheFileName({ hash: options.hash, size, mtimeMs }, options.command));
  }
  const cachedData = readCache(file);
  const wrapped = `(function (exports, require, module, __filename, __dirname) {${source}\n})`;
  const script = new Script(wrapped, { filename, ...(cachedData ? { cachedData } : {}) });
  // At exit, so the cache holds what the run compiled (a worker thread's exit too).
  if (file !== null && (!cachedData || script.cachedDataRejected))
    process.once('exit', () => {
      try {
        options.warm?.();
      } catch {
        // Only a speed-up, like the cache itself.
      }
      writeCache(file, script);
    });
  const module = { exports: {} as unknown };
  script.runInThisContext()(module.exports, createRequire(filename), module, filename, dirname(filename));
  return module.exports;
}
