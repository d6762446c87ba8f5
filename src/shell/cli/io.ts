import { existsSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { normalizeModelsDir, type RecordPaths, recordPaths } from '../../core/record-path.js';
import { shellWord } from '../../core/scaffold/quote.js';
import { modelsDirFlag } from '../../core/scaffold/registry.js';

// What the CLI touches of its process, so tests can run it in-process.
export interface CliIo {
  cwd: string;
  out: (text: string) => void;
  err: (text: string) => void;
  /** Progress lines go to stderr only when it is a terminal. */
  errIsTty: boolean;
  /** The running bundle, to start validation worker threads from; in-process callers leave it out. */
  workerUrl?: URL;
  /** All of standard input (`validate --stdin-filename PATH -`); none where the caller has none. */
  readStdin?: () => Promise<Uint8Array>;
}

export class UsageError extends Error {}

/**
 * The absolute registry root. One that does not exist or is no folder is said in one line (exit 2):
 * a path problem, which the usage text does not help with.
 */
export function registryRoot(io: Pick<CliIo, 'cwd'>, arg: string): string {
  const root = resolve(io.cwd, arg);
  if (!existsSync(root)) throw new Error(`registry root ${root} does not exist`);
  if (!statSync(root).isDirectory()) throw new Error(`registry root ${root} is not a folder`);
  return root;
}

export const EXIT = { ok: 0, invalid: 1, usage: 2 } as const;

/**
 * No records folder where one was looked for: far more often a wrong --root or --models-dir (run
 * from inside the folder) than a registry to start. `at`: the commits looked at, for build and diff.
 */
/**
 * A path from the root (`models/acme/one.toml`) as a line of text names it: from the folder the
 * command runs in (a terminal's, an editor's), so that it opens from there.
 */
export function fromCwd(io: Pick<CliIo, 'cwd'>, root: string): (path: string) => string {
  const prefix = relative(io.cwd, root).split(sep).join('/');
  return prefix ? (path) => `${prefix}/${path}` : (path) => path;
}

export function noModelsFolder(modelsDir: string, root: string, at = ''): Error {
  const around = registryAround(root, modelsDir);
  // Run from a lab folder or the models folder itself: name the registry it stands in.
  const fix =
    around === null
      ? "run in the registry's folder, or pass --root DIR or --models-dir PATH"
      : `${root} is inside the registry at ${around}: run it from ${around} or pass --root ${shellWord(around)}${modelsDirFlag(modelsDir)}`;
  return new Error(
    `no folder ${modelsDir} in ${root}${at}: records go in ${modelsDir}/<lab_slug>/<model_slug>.toml (${fix})`,
  );
}

/** The folder above `root` whose models folder holds `root`, or null. */
function registryAround(root: string, modelsDir: string): string | null {
  for (let dir = dirname(root); dirname(dir) !== dir; dir = dirname(dir)) {
    const folder = join(dir, modelsDir);
    const rel = relative(folder, root);
    if (!rel.startsWith('..') && !isAbsolute(rel) && existsSync(folder)) return dir;
  }
  return null;
}

/** --models-dir (default `models`, relative to the root) as the one repository ↔ record path mapping. */
export function modelsDirPaths(flag: string | undefined): RecordPaths {
  try {
    return recordPaths(normalizeModelsDir(flag ?? 'models', '--models-dir'));
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
}
