import { existsSync, lstatSync, realpathSync, type Stats, statSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { hasErrors } from '../../core/diagnostics.js';
import {
  classifyMisnamed,
  misnamedRecord,
  type RecordPaths,
  submoduleRecordPath,
} from '../../core/record-path.js';
import { diagnosticLine, diagnosticsJson, summaryLine } from '../../core/report/diagnostics-text.js';
import { workflowCommand } from '../../core/report/workflow-commands.js';
import { shellWord } from '../../core/scaffold/quote.js';
import { modelsDirFlag } from '../../core/scaffold/registry.js';
import type { RegistryFile, ValidationResult } from '../../core/types.js';
import { MAX_STORED_BYTES, tooLarge } from '../../core/validate/index.js';
import { isRecordFile, labLinkProblem, submoduleProblem } from '../../core/validate/paths.js';
import { counted, firstFew } from '../../core/words.js';
import { byRecordPath, holdsGit, modelsFolderCase, readRegistry } from '../fs/read-registry.js';
import { leftOutBySparseCheckout } from '../git/sparse.js';
import { validateFast } from '../parallel/validate.js';
import { type CliIo, EXIT, fromCwd, noModelsFolder, registryRoot } from './io.js';

export interface ValidateArgs {
  root: string;
  format: string;
  files: string[];
  /** Worker threads to validate with (default: one per core). */
  jobs: number | undefined;
  /** Where the records live under the root (--models-dir). */
  paths: RecordPaths;
  /** --stdin-filename: the path of a record whose text is read from stdin (`-`), not from the disk. */
  stdin?: string | undefined;
}

/** `fileOf`: a record path (`models/...`) as the reader should see it (its path in the repository). */
export function printReport(
  result: ValidationResult,
  format: string,
  io: CliIo,
  fileOf: (p: string) => string = (p) => p,
) {
  const { files } = result;
  const diagnostics = result.diagnostics.map((d) => ({ ...d, file: fileOf(d.file) }));
  if (format === 'json') io.out(diagnosticsJson(files, diagnostics));
  else if (format === 'github') {
    for (const d of diagnostics) io.out(`${workflowCommand(d)}\n`);
    io.out(`${summaryLine(files, diagnostics)}\n`);
  } else {
    for (const d of diagnostics) io.out(`${diagnosticLine(d)}\n`);
    io.out(`${summaryLine(files, diagnostics)}\n`);
  }
}

/**
 * The folder whose `<modelsDir>/<lab>/<file>` names `abs` (the nearest one), or null: the registry a
 * record file named from outside it belongs to, for the message to name the --root to pass.
 */
function registryAround(abs: string, paths: RecordPaths): string | null {
  for (let dir = dirname(abs); dirname(dir) !== dir; dir = dirname(dir)) {
    const rel = relative(dir, abs).split(sep).join('/');
    const as = paths.toRecordPath(rel) ?? misnamedRecord(paths, rel)?.path ?? null;
    // models/<lab>/<file> at least: with --models-dir . any folder would hold `models/<file>`. And
    // a models folder there: a path not on disk (stdin's) names no registry where there is none.
    if (as !== null && as.split('/').length >= 3 && existsSync(join(dir, paths.modelsDir))) return dir;
  }
  return null;
}

/** The real path of a folder, or the path as given when it cannot be resolved (not there). */
function realOr(dir: string): string {
  try {
    return realpathSync(dir);
  } catch {
    return dir;
  }
}

function isFolderAt(abs: string): boolean {
  try {
    return statSync(abs).isDirectory();
  } catch {
    return false; // a dangling link leads to no folder
  }
}

/**
 * ` (a FILE is named from the current folder, not from --root: reg/models/…)` when `f`, named from
 * --root (as --models-dir is), would be `there`; '' otherwise. FILE is the current folder's, as for
 * any command.
 */
function fromRootHint(f: string, root: string, io: CliIo, there: (abs: string) => boolean): string {
  if (isAbsolute(f) || root === io.cwd || !there(join(root, f))) return '';
  return ` (a FILE is named from the current folder, not from --root: ${relative(io.cwd, join(root, f))})`;
}

function isInside(dir: string, abs: string): boolean {
  const rel = relative(dir, abs);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
}

/** A named file: its record path, and its problem when it is named almost like a record (x.TOML). */
interface Named {
  path: string;
  problem?: { rule: string; message: string };
  /** A linked folder: reported, and no file checked. */
  folder?: true;
}

/**
 * A FILE argument → its record path; a file that is missing or no record is refused, never "valid".
 * Null for a copy beside its record (`one.toml.bak`, which the pre-commit hook passes), left out with
 * a note as the whole validate leaves it out.
 */
function recordPathOf(
  f: string,
  root: string,
  io: CliIo,
  paths: RecordPaths,
  /** Its text comes from stdin: what the disk has there (nothing yet) does not count. */
  fromStdin = false,
): Named | null {
  // Named outside the root, it may still be inside by real folders: through a linked folder (macOS's
  // /tmp, a linked workspace, an editor's absolute path) the file is still the registry's. Inside,
  // as named, it stays so: a linked models folder there is a problem validate reports.
  const named = isAbsolute(f) ? f : resolve(io.cwd, f);
  const asNamed = relative(root, named);
  const real = asNamed.startsWith('..') || isAbsolute(asNamed);
  const abs = real ? join(realOr(dirname(named)), basename(named)) : named;
  const rel = (real ? relative(realOr(root), abs) : asNamed).split(sep).join('/');
  const outside = rel.startsWith('..') || isAbsolute(rel);
  // Looked at first: where a file that is not there "lies" says nothing. stdin's PATH need not be
  // there; when it is, its kind counts as a FILE's does (the text stands for its text only).
  let st: Stats | undefined;
  try {
    st = lstatSync(abs, { throwIfNoEntry: false });
  } catch (err) {
    throw new Error(`cannot read ${f}: ${(err as Error).message}`);
  }
  if (st === undefined && !fromStdin) {
    const hint = fromRootHint(f, root, io, (p) => existsSync(p));
    const named = hint ? ` in ${io.cwd}${hint}` : '';
    // `'models/*/*.toml'` quoted, or any pattern in PowerShell and cmd.exe, which expand none.
    const pattern = /[*?[]/.test(f)
      ? ': it reads as a pattern that no shell expanded (validate takes file names: let the shell expand it, or name no FILE to validate the whole registry)'
      : '';
    throw new Error(`cannot read ${f}: no such file${named}${pattern}`);
  }
  const isFolder = st?.isDirectory() ?? false;
  const isLink = st?.isSymbolicLink() ?? false;
  // Run from the lab's folder, or from above the registry: say which --root holds the file.
  const home = registryAround(abs, paths);
  const elsewhere = home !== null && home !== root ? home : null;
  const runThere = (at: string) =>
    `run it from ${at} or pass --root ${shellWord(at)}${modelsDirFlag(paths.modelsDir)}`;
  // stdin's PATH need not be on disk; missing, and inside the root as named from it: said as for FILE.
  const hint =
    fromStdin && !elsewhere && !existsSync(named) ? fromRootHint(f, root, io, (p) => isInside(root, p)) : '';
  if (outside && !isFolder)
    throw new Error(
      `${f} is outside the registry root ${root}${elsewhere ? `; it lies in the registry at ${elsewhere}: ${runThere(elsewhere)}` : hint}`,
    );
  // A submodule where a lab folder or record goes (the hook passes its gitlink): the walk's problem.
  const submodule = isFolder && !outside && holdsGit(abs) ? submoduleRecordPath(paths, rel) : null;
  if (submodule !== null) {
    return { ...submoduleProblem(submodule), folder: true };
  }
  if (isFolder) {
    // Other tools take a folder to check (`eslint src`): say that validate takes none, and how a
    // registry in another folder is named.
    const registry =
      abs !== root && existsSync(join(abs, paths.modelsDir))
        ? `; to validate the registry in ${f}, run model-registry validate --root ${shellWord(f)}${modelsDirFlag(paths.modelsDir)}`
        : '';
    throw new Error(
      `${f} is a folder, not a record file: name record files, or none to validate the whole registry${registry}`,
    );
  }
  // Where it lies in the models folder (`google2`, `acme/one.toml`), null outside it.
  const prefix = paths.modelsDir === '.' ? '' : `${paths.modelsDir}/`;
  const inModels = !outside && rel.startsWith(prefix) ? rel.slice(prefix.length) : null;
  // Names starting with `.` are never records: the whole validate skips them, so a FILE is not checked.
  if (inModels?.split('/').some((part) => part.startsWith('.'))) {
    io.err(`note: ${f} is not read as a record (names starting with . are never records): not checked\n`);
    return null;
  }
  // A linked folder (a lab committed as a link, which the hook passes): the walk's file/symlink.
  if (isLink && inModels !== null && isFolderAt(abs)) return { ...labLinkProblem(inModels), folder: true };
  // A record in a lab folder that is a link or a submodule: the walk reads neither, so the finding
  // is the folder's, and no file is checked.
  const lab = inModels?.includes('/') ? inModels.slice(0, inModels.indexOf('/')) : null;
  if (lab !== null) {
    const labAt = join(root, paths.modelsDir, lab);
    if (lstatSync(labAt, { throwIfNoEntry: false })?.isSymbolicLink() && isFolderAt(labAt))
      return { ...labLinkProblem(lab), folder: true };
    if (holdsGit(labAt)) return { ...submoduleProblem(`models/${lab}`), folder: true };
  }
  const recordPath = paths.toRecordPath(rel);
  if (recordPath !== null) return { path: recordPath };
  // Reported by the whole validate as file/location: named, it gets the same finding, not a refusal.
  const misnamed = classifyMisnamed(paths, rel, (p) => existsSync(join(root, p)));
  if (misnamed !== null && 'leftAlone' in misnamed) {
    io.err(`note: ${f} is not read as a record (${misnamed.leftAlone}): not checked\n`);
    return null;
  }
  if (misnamed !== null) return { path: misnamed.path, problem: misnamed.problem };
  // A file where lab folders go (models/README.md): the walk reads no such file, nor does the hook fail it.
  if (inModels !== null && !inModels.includes('/')) {
    io.err(`note: ${f} is not read as a record (only .toml files in a lab folder are): not checked\n`);
    return null;
  }
  if (elsewhere)
    throw new Error(
      `${f} lies in the registry at ${elsewhere}, not at the root ${root}: ${runThere(elsewhere)}`,
    );
  const folder = paths.modelsDir === '.' ? root : join(root, paths.modelsDir);
  if (!existsSync(folder)) throw noModelsFolder(paths.modelsDir, root);
  throw new Error(`${f} is not a record file: records are .toml files under ${folder}`);
}

/**
 * The sparse-checkout command that puts the records folder in the work tree, run from `cwd`: its
 * path from the work tree's top, where git reads it (in no-cone mode it takes patterns from there
 * only), with `-C` to the top from elsewhere.
 */
function widen(top: string, root: string, modelsDir: string, cwd: string): string {
  const posix = (p: string) => p.split(sep).join('/');
  const folder = posix(relative(top, join(root, modelsDir)));
  if (folder === '') return 'git sparse-checkout disable';
  const at = resolve(cwd) === resolve(top) ? '' : `-C ${shellWord(posix(relative(cwd, top)) || '.')} `;
  return `git ${at}sparse-checkout add ${shellWord(folder)}`;
}

type LeftOut = Awaited<ReturnType<typeof leftOutBySparseCheckout>>;

/** The records folder outside the sparse checkout, whole or with no record left in it: exit 2. */
function outsideError(left: LeftOut, root: string, modelsDir: string, cwd: string): Error {
  return new Error(
    `the records folder ${modelsDir} is outside this sparse checkout (${counted(left.paths.length, 'record file')}): check it out to validate it: ${widen(left.top, root, modelsDir, cwd)}`,
  );
}

/** The note for records a sparse checkout left out of the work tree. */
function leftOutNote(left: LeftOut, root: string, modelsDir: string, cwd: string): string {
  const one = left.paths.length === 1;
  return `note: ${counted(left.paths.length, 'record file')} ${one ? 'is' : 'are'} outside this sparse checkout, so validate did not check ${one ? 'it' : 'them'} (${firstFew(left.paths)}): to check the whole registry, ${widen(left.top, root, modelsDir, cwd)}`;
}

/**
 * `--stdin-filename PATH -`: PATH as a named FILE (it need not be on disk) and, where it is a record
 * path, the text read from stdin as that file; null without the option.
 */
async function stdinRecord(
  args: ValidateArgs,
  root: string,
  io: CliIo,
): Promise<{ named: Named; file?: RegistryFile } | null> {
  if (args.stdin === undefined) return null;
  if (!io.readStdin) throw new Error('validate -: no standard input to read here');
  const bytes = await io.readStdin();
  const named = recordPathOf(args.stdin, root, io, args.paths, true);
  if (named === null) return null; // not read as a record (a note said so)
  if (named.problem) return { named };
  // A link or another non-file there: the walk's file/symlink* or file/not-a-file stands, as for FILE.
  const disk = lstatSync(join(root, args.paths.toRepoPath(named.path)), { throwIfNoEntry: false });
  if (disk !== undefined && !disk.isFile()) return { named };
  const file: RegistryFile =
    bytes.length > MAX_STORED_BYTES
      ? { path: named.path, problem: tooLarge(bytes.length, MAX_STORED_BYTES) }
      : { path: named.path, bytes };
  return { named, file };
}

export async function runValidate(args: ValidateArgs, io: CliIo): Promise<number> {
  const root = registryRoot(io, args.root);
  const named = args.files.flatMap((f) => recordPathOf(f, root, io, args.paths) ?? []);
  const fromStdin = await stdinRecord(args, root, io);
  if (fromStdin !== null) named.push(fromStdin.named);
  const only = named.map((n) => n.path);
  // Files named (stdin's too), though all left out (copies): none is reported, not the whole registry.
  const someNamed = args.files.length > 0 || args.stdin !== undefined;
  const where = { modelsDir: join(root, args.paths.modelsDir), boundary: root };
  // No folder at all is a wrong --root or --models-dir far more often than a registry to start.
  // One named in other letter case is there on macOS and Windows, not here: file/name-case either way.
  const { modelsDir } = args.paths;
  if (
    lstatSync(where.modelsDir, { throwIfNoEntry: false }) === undefined &&
    modelsFolderCase(where) === null
  ) {
    const left = await leftOutBySparseCheckout(root, modelsDir);
    throw left.paths.length > 0
      ? outsideError(left, root, modelsDir, io.cwd)
      : noModelsFolder(modelsDir, root);
  }
  const read = await readRegistry(where, MAX_STORED_BYTES);
  // The text on stdin stands for the file at its path, for every rule (the cross-record ones too).
  const files =
    fromStdin?.file === undefined
      ? read
      : [...read.filter((f) => f.path !== fromStdin.named.path), fromStdin.file].sort(byRecordPath);
  // Checked only when the whole registry is: named files are found or said missing one by one.
  if (!someNamed) {
    const left = await leftOutBySparseCheckout(root, modelsDir);
    // None left in the work tree: not "the registry has no records" (exit 1), as if it had none.
    if (left.paths.length > 0 && !files.some((f) => 'bytes' in f && isRecordFile(f.path)))
      throw outsideError(left, root, modelsDir, io.cwd);
    if (left.paths.length > 0) io.err(`${leftOutNote(left, root, modelsDir, io.cwd)}\n`);
  }
  const known = new Set(files.map((f) => f.path));
  // A folder that could not be read (the models folder itself, an unlistable lab) is reported with
  // the named files inside it: they were not checked, so they must not be said valid.
  const blocked = files.filter((f) => 'problem' in f && only.some((p) => p.startsWith(`${f.path}/`)));
  const covered = (p: string) => blocked.some((f) => p.startsWith(`${f.path}/`));
  // A named file that the walk did not find (too deep, a symlink) still gets its own diagnostic.
  const missing = only.filter((p) => !known.has(p) && !covered(p));
  // A misnamed file the walk did not find (too deep) is its problem, never read as a record.
  const problems = new Map(named.flatMap((n) => (n.problem ? [[n.path, n.problem] as const] : [])));
  const unread = missing.filter((p) => !problems.has(p));
  const extra = [
    ...(unread.length > 0 ? await readRegistry(where, MAX_STORED_BYTES, unread) : []),
    ...missing.flatMap((p) => {
      const problem = problems.get(p);
      return problem ? [{ path: p, problem }] : [];
    }),
  ];
  const shown = [...only, ...blocked.map((f) => f.path)];
  const result = await validateFast([...files, ...extra], {
    ...(someNamed ? { only: shown } : {}),
    ...(io.workerUrl ? { workerUrl: io.workerUrl } : {}),
    ...(args.jobs ? { jobs: args.jobs } : {}),
    modelsDir: args.paths.modelsDir,
  });
  // Paths as in the repository (JSON's, from the root); annotations and text lines relative to where
  // the command runs (the workspace, an editor's or a terminal's folder), so each one opens from there.
  const repoPath = args.paths.toRepoPath;
  const fromHere = fromCwd(io, root);
  const fileOf = args.format !== 'json' ? (p: string) => fromHere(repoPath(p)) : repoPath;
  // A linked folder named is no file checked: "1 error (no files checked)", as the whole validate counts.
  const folders = new Set(named.filter((n) => n.folder).map((n) => n.path)).size;
  printReport({ ...result, files: result.files - folders }, args.format, io, fileOf);
  return hasErrors(result.diagnostics) ? EXIT.invalid : EXIT.ok;
}
