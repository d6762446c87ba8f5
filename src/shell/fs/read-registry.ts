// The registry as it stands in the working tree: every *.toml under <root>/models, read safely.
import { type Dirent, lstatSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, sep } from 'node:path';
import {
  DEFAULT_RECORD_PATHS,
  misnamedRecord,
  notRecordName,
  submoduleRecordPath,
} from '../../core/record-path.js';
import type { RegistryFile } from '../../core/types.js';
import { tooLarge } from '../../core/validate/index.js';
import {
  FOLDER_LINK,
  MODELS_FOLDER_LINK,
  modelsFolderSubmodule,
  modelsFolderUnderLink,
  RECORD_LINK,
  submoduleProblem,
} from '../../core/validate/paths.js';
import { git } from '../git/exec.js';

const MAX_DEPTH = 8; // deeper than models/<lab>/<model>.toml is already wrong; stop runaway trees.

function toPosix(p: string): string {
  return sep === '/' ? p : p.split(sep).join('/');
}

function realOrNull(abs: string): string | null {
  try {
    return realpathSync(abs);
  } catch {
    return null;
  }
}

function problem(path: string, rule: string, message: string): RegistryFile {
  return { path, problem: { rule, message } };
}

// Synchronous on purpose: thousands of small reads in a row are several times faster than as
// concurrent promises, and nothing else runs in this process meanwhile.
function readOne(where: RegistryLocation, realRoot: string, abs: string, maxBytes: number): RegistryFile {
  const path = `models/${toPosix(relative(where.modelsDir, abs))}`;
  try {
    const st = lstatSync(abs);
    if (st.isSymbolicLink()) {
      const target = realOrNull(abs);
      if (!target) return problem(path, 'file/symlink', 'symlink whose target does not exist');
      if (target === realRoot || !isInside(realRoot, target)) {
        return problem(
          path,
          'file/symlink-outside',
          'symlink leads outside the registry root; it was not read',
        );
      }
      // As `build` and the history see it: git keeps the link, not the record it leads to.
      return problem(path, 'file/symlink', RECORD_LINK);
    }
    if (!st.isFile())
      return problem(path, 'file/not-a-file', 'named like a record but is not a regular file');
    if (st.size > maxBytes) return { path, problem: tooLarge(st.size, maxBytes) };
    return { path, bytes: readFileSync(abs) };
  } catch (err) {
    // The name as listed, decoded as UTF-8: bytes that are not UTF-8 became U+FFFD, a name no file has.
    if (errorCode(err) === 'ENOENT' && path.includes('\ufffd'))
      return problem(
        path,
        'file/unreadable',
        'its name is not valid UTF-8 (shown with \ufffd): rename the file',
      );
    return problem(path, 'file/unreadable', `cannot read file: ${errorCode(err)}`);
  }
}

export interface RegistryLocation {
  /** Absolute folder holding `<lab>/<model>.toml`; its files are reported as `models/<lab>/<model>.toml`. */
  modelsDir: string;
  /** Absolute folder no symlink may lead out of (the repository or workspace). */
  boundary: string;
}

/** The folder names from `boundary` down to `modelsDir`; null unless it lies strictly inside. */
function foldersBelow(boundary: string, modelsDir: string): string[] | null {
  const rel = relative(boundary, modelsDir);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return null;
  return rel.split(sep);
}

/**
 * The models folder named with other letter cases than its folders have (`Models` for `models`):
 * Linux finds no such folder, macOS and Windows open it, and git's paths then match none of its
 * records, so the feed would be empty there. Said alike everywhere, from the folders' listings.
 */
function nameCaseProblem(where: RegistryLocation): RegistryFile | null {
  const names = modelsFolderCase(where);
  if (names === null) return null;
  const message = `the folder is ${names.is}, not ${names.not}: git tells names apart by letter case, so name it as it is (models-dir, --models-dir)`;
  return problem('models', 'file/name-case', message);
}

/**
 * The models folder as the folders' listings name it (`is`) where that differs only in letter
 * case from its name as given (`not`), whether or not the file system ignores case; null otherwise.
 */
export function modelsFolderCase(where: RegistryLocation): { is: string; not: string } | null {
  const given = foldersBelow(where.boundary, where.modelsDir);
  if (given === null) return null;
  const real: string[] = [];
  let dir = where.boundary;
  for (const name of given) {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return null;
    }
    const found = names.includes(name) ? name : names.find((n) => n.toLowerCase() === name.toLowerCase());
    if (found === undefined) return null; // missing: an empty registry, as before
    real.push(found);
    dir = join(dir, found);
  }
  const [is, not] = [real.join('/'), given.join('/')];
  return is === not ? null : { is, not };
}

/**
 * The first folder between the boundary and the models folder that is a symbolic link (`data` of
 * `data/models`), relative to the boundary; null when there is none.
 */
function linkAbove(modelsDir: string, boundary: string): string | null {
  const parts = foldersBelow(boundary, modelsDir);
  if (parts === null) return null;
  let at = boundary;
  for (const part of parts.slice(0, -1)) {
    at = join(at, part);
    if (lstatSync(at, { throwIfNoEntry: false })?.isSymbolicLink()) return toPosix(relative(boundary, at));
  }
  return null;
}

/**
 * The first folder from the boundary down to the models folder (itself included, the boundary not:
 * it is the registry's own repository) that is a submodule's checkout, relative to the boundary.
 */
function submoduleAbove(modelsDir: string, boundary: string): string | null {
  const parts = foldersBelow(boundary, modelsDir);
  if (parts === null) return null;
  let at = boundary;
  for (const part of parts) {
    at = join(at, part);
    if (holdsGit(at)) return toPosix(relative(boundary, at));
  }
  return null;
}

/** A `.git` file (`git submodule add`) or folder (a clone committed with `git add`): a submodule's checkout. */
export function holdsGit(dir: string): boolean {
  try {
    return lstatSync(join(dir, '.git'), { throwIfNoEntry: false }) !== undefined;
  } catch {
    return false; // a file in the folder's place (ENOTDIR): said as such below
  }
}

/** Why the models folder itself cannot be read, as a problem on the record path `models`; null when it can. */
function modelsFolderProblem(where: RegistryLocation, realRoot: string): RegistryFile | null {
  const { modelsDir } = where;
  const misnamed = nameCaseProblem(where);
  if (misnamed) return misnamed;
  const real = realOrNull(modelsDir);
  if (real === null) return null; // absent: an empty registry, said as such by validation
  if (!isInside(realRoot, real)) {
    return problem(
      'models',
      'file/symlink-outside',
      'the models folder leads outside the repository through a symlink; it was not read',
    );
  }
  if (real !== realRoot && lstatSync(modelsDir).isSymbolicLink())
    return problem('models', 'file/symlink', MODELS_FOLDER_LINK);
  // A link higher up: the working tree shows records that git's trees and history never hold.
  const link = linkAbove(modelsDir, where.boundary);
  if (link !== null) return problem('models', 'file/symlink', modelsFolderUnderLink(link));
  // A submodule: git's trees hold its commit, not the records this checkout shows in it.
  const sub = submoduleAbove(modelsDir, where.boundary);
  if (sub !== null)
    return modelsFolderSubmodule(sub === toPosix(relative(where.boundary, modelsDir)) ? undefined : sub);
  try {
    if (!statSync(modelsDir).isDirectory())
      return problem('models', 'file/not-a-folder', 'the models folder is a file, not a folder');
  } catch (err) {
    return problem('models', 'file/unreadable', `cannot read folder: ${errorCode(err)}`);
  }
  return null;
}

function isInside(realRoot: string, real: string): boolean {
  const rel = relative(realRoot, real);
  return rel === '' || !(rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel));
}

function errorCode(err: unknown): string {
  return (err as NodeJS.ErrnoException).code ?? String(err);
}

/** Orders files by record path (code unit order, as `Array.prototype.sort` does strings). */
export function byRecordPath(a: RegistryFile, b: RegistryFile): number {
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}

type ReadDir = (dir: string) => Dirent[];
const readDir: ReadDir = (dir) => readdirSync(dir, { withFileTypes: true });

/**
 * Every `*.toml` under `modelsDir` (absolute paths), and a problem for each folder that cannot be
 * listed (`EACCES`) or is a link (not followed): the rest of the registry is still read.
 */
function listRecordFiles(
  modelsDir: string,
  list: ReadDir = readDir,
): { files: string[]; unreadable: RegistryFile[]; empty: string[] } {
  const files: string[] = [];
  const unreadable: RegistryFile[] = [];
  const linked: RegistryFile[] = [];
  const empty: string[] = [];
  const walk = (dir: string, depth: number): void => {
    let entries: Dirent[];
    try {
      entries = list(dir);
    } catch (err) {
      if (errorCode(err) === 'ENOENT' && depth === 0) return;
      const rel = toPosix(relative(modelsDir, dir));
      unreadable.push(
        problem(rel ? `models/${rel}` : 'models', 'file/unreadable', `cannot read folder: ${errorCode(err)}`),
      );
      return;
    }
    // Where a submodule here is reported (a lab folder, a record path); the models folder's own is
    // modelsFolderProblem's. Record paths are the default mapping's repository paths.
    const at =
      depth === 0
        ? null
        : submoduleRecordPath(DEFAULT_RECORD_PATHS, `models/${toPosix(relative(modelsDir, dir))}`);
    // A submodule's checkout (its .git is a file or folder): git's trees hold its commit, not these
    // files, so build and the history never see them: not read, and reported only where records go.
    if (depth > 0 && entries.some((e) => e.name === '.git')) {
      if (at !== null) linked.push(submoduleProblem(at));
      return;
    }
    // Git checks out no empty folder but a submodule it did not clone: the caller asks git.
    if (entries.length === 0 && (depth === 0 || at !== null)) empty.push(dir);
    let names: Set<string> | undefined; // made when a misnamed file needs its sibling looked up
    for (const e of entries) {
      if (notRecordName(e.name)) continue; // as every other reader: see toRecordPath
      const abs = join(dir, e.name);
      if (e.isDirectory() && depth < MAX_DEPTH) walk(abs, depth + 1);
      else if (e.name.endsWith('.toml') && !e.isDirectory()) files.push(abs);
      else if (e.isSymbolicLink() && isFolder(abs))
        linked.push(problem(`models/${toPosix(relative(modelsDir, abs))}`, 'file/symlink', FOLDER_LINK));
      else {
        // Record paths are the default mapping's repository paths; a sibling is one of `entries`.
        const misnamed = misnamedRecord(
          DEFAULT_RECORD_PATHS,
          `models/${toPosix(relative(modelsDir, abs))}`,
          (p) => {
            names ??= new Set(entries.map((n) => n.name));
            return names.has(p.slice(p.lastIndexOf('/') + 1));
          },
        );
        if (misnamed) linked.push(problem(misnamed.path, misnamed.problem.rule, misnamed.problem.message));
      }
    }
  };
  walk(modelsDir, 0);
  return { files: files.sort(), unreadable: [...unreadable, ...linked], empty };
}

/**
 * The folders among `dirs` (empty ones, absolute) that git's index holds as submodules (mode 160000):
 * a checkout without submodules (actions/checkout's default) leaves each one empty, and build (git's
 * tree) reports it. One `git ls-files` for them all, only when there is an empty folder; none outside
 * a repository.
 */
async function gitlinksAmong(cwd: string, dirs: string[]): Promise<string[]> {
  const rel = dirs.map((d) => toPosix(relative(cwd, d)));
  if (!rel.some(Boolean)) return []; // none, or the boundary itself: no repository in it
  let out: Buffer;
  try {
    const paths = rel.filter(Boolean);
    out = await git(['--literal-pathspecs', 'ls-files', '--stage', '-z', '--', ...paths], { cwd });
  } catch {
    return []; // not a repository: no submodule either
  }
  const gitlinks = new Set<string>();
  for (const line of out.toString('utf8').split('\0')) {
    if (line.startsWith('160000 ')) gitlinks.add(line.slice(line.indexOf('\t') + 1));
  }
  return dirs.filter((_, i) => gitlinks.has(rel[i]!));
}

/** How many record files (`*.toml`, as the walk finds them) a real folder holds; 0 for none or a link. */
export function countRecordFiles(modelsDir: string): number {
  if (!lstatSync(modelsDir, { throwIfNoEntry: false })?.isDirectory()) return 0;
  return listRecordFiles(modelsDir).files.length;
}

function isFolder(abs: string): boolean {
  try {
    return statSync(abs).isDirectory();
  } catch {
    return false; // a dangling link leads nowhere: no records behind it
  }
}

/**
 * Lists and reads the record files under `modelsDir` (or just `only`: record paths `models/...`).
 * Directory symlinks are not followed, nor a models folder that leads out of the boundary. Throws
 * only when the boundary itself cannot be resolved.
 */
export async function readRegistry(
  where: RegistryLocation,
  maxBytes: number,
  only?: string[],
  list: ReadDir = readDir,
): Promise<RegistryFile[]> {
  const realRoot = realpathSync(where.boundary);
  const folder = modelsFolderProblem(where, realRoot);
  if (folder) return [folder];
  if (only && only.length > 0) {
    return only.map((p) => {
      const abs = join(where.modelsDir, p.replace(/^models\//, ''));
      // A named file may sit in a symlinked folder the walk would not enter: check where it really is.
      const real = realOrNull(dirname(abs));
      if (real !== null && !isInside(realRoot, real))
        return problem(
          p,
          'file/symlink-outside',
          'its folder leads outside the registry root; it was not read',
        );
      return readOne(where, realRoot, abs, maxBytes);
    });
  }
  const { files, unreadable, empty } = listRecordFiles(where.modelsDir, list);
  const read = files.map((abs) => readOne(where, realRoot, abs, maxBytes));
  const submodules = (await gitlinksAmong(where.boundary, empty)).map((abs) =>
    abs === where.modelsDir
      ? modelsFolderSubmodule()
      : submoduleProblem(`models/${toPosix(relative(where.modelsDir, abs))}`),
  );
  return [...read, ...unreadable, ...submodules].sort(byRecordPath);
}
