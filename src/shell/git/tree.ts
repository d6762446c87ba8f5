// The registry as it stands at one revision (not the working tree): what `build --rev` validates.

import { compareCodePoints } from '../../core/json.js';
import {
  classifyMisnamed,
  labEntryName,
  misnamedRecord,
  type RecordPaths,
  recordPaths,
  submoduleRecordPath,
} from '../../core/record-path.js';
import type { RegistryFile } from '../../core/types.js';
import { tooLarge } from '../../core/validate/index.js';
import {
  labLinkProblem,
  linkTarget,
  MODELS_FOLDER_LINK,
  modelsFolderSubmodule,
  modelsFolderUnderLink,
  RECORD_LINK,
  submoduleProblem,
} from '../../core/validate/paths.js';
import { readBlobs } from './cat-file.js';
import { GitError, git, gitAnswer, gitText, refusedRepository } from './exec.js';
import { hasCommit } from './local-repo.js';
import { GITLINK_MODE as GITLINK, isRegularFileMode, LINK_MODE as LINK } from './modes.js';

interface TreeEntry {
  mode: string;
  type: string;
  sha: string;
  size: number;
  path: string;
}

/**
 * `git ls-tree` of `paths` at `rev`. `sizes: false` leaves out `--long`, which measures every blob
 * (in a partial clone, fetching each missing one): their sizes read 0 then.
 */
async function listTree(
  cwd: string,
  rev: string,
  paths: string[],
  { recursive = true, sizes = true }: { recursive?: boolean; sizes?: boolean } = {},
): Promise<TreeEntry[]> {
  const scope = paths.length === 0 ? [] : ['--', ...paths];
  // Literal: a folder name is never read as pathspec magic (`:(exclude)`, `*`).
  const args = [
    '--literal-pathspecs',
    'ls-tree',
    ...(recursive ? ['-r'] : []),
    '-z',
    ...(sizes ? ['--long'] : []),
    '--full-tree',
    rev,
    ...scope,
  ];
  const out = await git(args, { cwd });
  const entries: TreeEntry[] = [];
  for (const line of out.toString('utf8').split('\0')) {
    if (!line) continue;
    const tab = line.indexOf('\t');
    const [mode = '', type = '', sha = '', size = ''] = line.slice(0, tab).split(/ +/);
    entries.push({ mode, type, sha, size: Number(size), path: line.slice(tab + 1) });
  }
  return entries;
}

/**
 * The blob ids of the regular files under `folder` at `rev` (repository paths), listed without
 * reading or measuring them (no `--long`: a partial clone would fetch each blob to measure it); null
 * when this repository does not have `rev` (a shallow checkout). The folder, not a list of files: a
 * pull request's 3,000 paths would pass Windows' 32,767-character command line.
 */
export async function fileIdsAt(
  cwd: string,
  rev: string,
  folder: string,
): Promise<Map<string, string> | null> {
  if (!(await hasCommit(cwd, rev))) return null;
  const listed = await listTree(cwd, rev, folder === '.' ? [] : [folder], { sizes: false });
  return new Map(
    listed.filter((e) => e.type === 'blob' && isRegularFileMode(e.mode)).map((e) => [e.path, e.sha]),
  );
}

/**
 * Record files under the models folder at `rev`, with record paths (`models/...`); symlinks and
 * oversized files arrive as problems, never read.
 */
export async function readTreeAtRev(
  cwd: string,
  rev: string,
  maxBytes: number,
  paths: RecordPaths,
): Promise<RegistryFile[]> {
  return (await readTreeWithIds(cwd, rev, maxBytes, paths)).files;
}

/**
 * The record files listed at a revision (not read yet) and the problems found by listing them (files
 * named almost like a record, lab folders committed as links or submodules), or why the models
 * folder has none (committed as a link or a submodule, or inside one).
 */
export type RecordTree = { entries: TreeEntry[]; problems: RegistryFile[] } | { folder: RegistryFile };

/** The models folder, or a folder above it, committed as a link: `message` says which. */
function linkedModelsFolder(message: string): { folder: RegistryFile } {
  return { folder: { path: 'models', problem: { rule: 'file/symlink', message } } };
}

export async function listRecordTree(cwd: string, rev: string, paths: RecordPaths): Promise<RecordTree> {
  const dir = paths.modelsDir;
  const listed = await listTree(cwd, rev, dir === '.' ? [] : [dir]);
  const self = listed.length === 1 && listed[0]!.path === dir ? listed[0]!.mode : null;
  if (self === LINK) return linkedModelsFolder(MODELS_FOLDER_LINK);
  if (self === GITLINK) return { folder: modelsFolderSubmodule() };
  if (listed.length === 0 && dir.includes('/')) {
    // Nothing under `data/models`: is `data` a link or a submodule? (one more git only for an empty listing)
    const above = pathPrefixes(dir).slice(0, -1);
    const found = (await listTree(cwd, rev, above, { recursive: false })).find(
      (e) => e.mode === LINK || e.mode === GITLINK,
    );
    if (found?.mode === LINK) return linkedModelsFolder(modelsFolderUnderLink(found.path));
    if (found) return { folder: modelsFolderSubmodule(found.path) };
  }
  const entries: TreeEntry[] = [];
  const problems: RegistryFile[] = [];
  const labLinks: { entry: TreeEntry; name: string }[] = [];
  let held: Set<string> | undefined; // the listed paths, made when a name needs its sibling looked up
  for (const e of listed) {
    const path = paths.toRecordPath(e.path);
    if (path !== null) {
      entries.push({ ...e, path });
      continue;
    }
    if (e.mode === GITLINK) {
      // In a lab folder's place its records are another repository's, which neither build nor the
      // history ever sees; deeper, where no record can sit, it is left alone as a folder would be.
      const at = submoduleRecordPath(paths, e.path);
      if (at !== null) problems.push(submoduleProblem(at));
      continue;
    }
    const name = e.mode === LINK ? labEntryName(dir, e.path) : null;
    if (name !== null) labLinks.push({ entry: e, name });
    held ??= new Set(listed.map((l) => l.path));
    const file = misnamedRecord(paths, e.path, (p) => held!.has(p));
    if (file) problems.push(file);
  }
  const toFolders = await folderLinks(
    cwd,
    rev,
    labLinks.map((l) => l.entry),
  );
  for (const { entry, name } of labLinks) if (toFolders.includes(entry)) problems.push(labLinkProblem(name));
  return { entries, problems };
}

/**
 * The links among `links` (entries of `rev`) that lead to a folder of `rev`: a lab folder committed
 * so holds records the working tree reader would skip with file/symlink, and that git does not keep
 * there. A link to a file, or out of the repository (nothing there in a fresh checkout), hides none.
 */
async function folderLinks(cwd: string, rev: string, links: TreeEntry[]): Promise<TreeEntry[]> {
  if (links.length === 0) return [];
  const texts = await readBlobs(
    cwd,
    links.map((e) => e.sha),
  );
  const found: TreeEntry[] = [];
  for (const e of links) {
    const text = texts.get(e.sha);
    const target = text ? linkTarget(e.path, new TextDecoder().decode(text)) : null;
    if (target === null) continue;
    if ((await gitAnswer(['cat-file', '-t', `${rev}:${target}`], cwd)) === 'tree') found.push(e);
  }
  return found;
}

/** `data`, `data/models` for data/models: each folder on the way to `dir`, itself last. */
function pathPrefixes(dir: string): string[] {
  const parts = dir.split('/');
  return parts.map((_, i) => parts.slice(0, i + 1).join('/'));
}

/**
 * Whether the records folder is in `rev`, or a link or file stands in its path (`data` of
 * data/models), which validation reports at its place (file/symlink): false only when the path is
 * not there at all, a wrong --root or --models-dir. One `cat-file -t` per folder on the way: one
 * `ls-tree` of them all would not do, as git then lists only the deepest it finds.
 */
export async function modelsFolderAt(cwd: string, rev: string, paths: RecordPaths): Promise<boolean> {
  if (paths.modelsDir === '.') return true;
  for (const path of pathPrefixes(paths.modelsDir)) {
    const type = await gitAnswer(['cat-file', '-t', `${rev}:${path}`], cwd);
    if (type === null) return false;
    if (type !== 'tree') return true;
  }
  return true;
}

/** The blob ids a RecordTree will read: what a history reader may keep for it. */
export function blobsToRead(tree: RecordTree, maxBytes: number): Set<string> {
  if ('folder' in tree) return new Set();
  return new Set(tree.entries.filter((e) => readable(e, maxBytes)).map((e) => e.sha));
}

function readable(e: TreeEntry, maxBytes: number): boolean {
  return e.type === 'blob' && e.mode !== LINK && e.size <= maxBytes;
}

/**
 * The files of a RecordTree, and each record path's blob id. `known` gives blobs read already (a
 * build's history reader keeps the head's): only the others are read here.
 */
export async function recordTreeFiles(
  cwd: string,
  tree: RecordTree,
  maxBytes: number,
  known: (sha: string) => Uint8Array | undefined = () => undefined,
): Promise<{ files: RegistryFile[]; ids: Map<string, string> }> {
  // The models folder committed as a link or submodule: say so, rather than that the registry is empty.
  if ('folder' in tree) return { files: [tree.folder], ids: new Map() };
  const { entries, problems } = tree;
  const missing = entries.filter((e) => readable(e, maxBytes) && known(e.sha) === undefined);
  const blobs = await readBlobs(
    cwd,
    missing.map((e) => e.sha),
  );
  const ids = new Map(entries.map((e) => [e.path, e.sha]));
  const files = entries.map((e): RegistryFile => {
    if (e.mode === LINK) {
      return {
        path: e.path,
        problem: { rule: 'file/symlink', message: RECORD_LINK },
      };
    }
    // A submodule (`ls-tree -r` lists no tree) named like a record: said as in a lab folder's place.
    if (e.type !== 'blob') return submoduleProblem(e.path);
    if (e.size > maxBytes) return { path: e.path, problem: tooLarge(e.size, maxBytes) };
    const bytes = known(e.sha) ?? blobs.get(e.sha);
    return bytes
      ? { path: e.path, bytes }
      : { path: e.path, problem: { rule: 'file/unreadable', message: `git object ${e.sha} is missing` } };
  });
  return { files: [...files, ...problems], ids };
}

/** readTreeAtRev, and each record path's blob id. */
export async function readTreeWithIds(
  cwd: string,
  rev: string,
  maxBytes: number,
  paths: RecordPaths,
): Promise<{ files: RegistryFile[]; ids: Map<string, string> }> {
  return recordTreeFiles(cwd, await listRecordTree(cwd, rev, paths), maxBytes);
}

/** The commit `rev` names, or an error that says what is wrong in a user's words. */
export async function resolveRev(cwd: string, rev: string): Promise<string> {
  try {
    return await gitText(['rev-parse', '--verify', '--end-of-options', `${rev}^{commit}`], cwd);
  } catch (err) {
    if (!(err instanceof GitError) || err.exitCode === null) throw err;
    const refused = refusedRepository(err, cwd);
    if (refused) throw new Error(refused);
    if (/not a git repository/i.test(err.stderr)) {
      // A .git file whose gitdir is gone: git names that folder.
      const named = /not a git repository: (.+)/i.exec(err.stderr)?.[1]?.trim();
      throw new Error(
        named
          ? `${cwd} is not a git repository: its .git file names ${named}, which is not one (a worktree or submodule copied away from its repository?)`
          : `${cwd} is not a git repository`,
      );
    }
    // The default revision on a repository (or a branch) with no commit yet: say so in words.
    if (rev === 'HEAD' && /ambiguous argument|unknown revision|Needed a single revision/i.test(err.stderr))
      throw new Error(
        `HEAD names no commit in ${cwd} yet (a new repository or branch): commit the records first`,
      );
    throw new Error(`${rev} does not name a commit in ${cwd}`);
  }
}

/**
 * `paths` given relative to `cwd` (a registry root that may be a sub-folder of its repository), made
 * relative to the repository's top, which is how git names files in trees and logs.
 */
export async function fromRepositoryTop(cwd: string, paths: RecordPaths): Promise<RecordPaths> {
  const prefix = await gitText(['rev-parse', '--show-prefix'], cwd);
  if (prefix === '') return paths;
  return recordPaths(paths.modelsDir === '.' ? prefix : `${prefix}${paths.modelsDir}`);
}

/**
 * Files that `base..head` adds or changes and that are named almost like a record at head
 * (`one.toml.txt`, `two.TOML`): no history reader reads them, so `diff` says why a model it shows
 * as removed, or a file the range adds, makes no event. At their record paths, sorted, with what to do.
 */
export async function misnamedInRange(
  cwd: string,
  base: string,
  head: string,
  paths: RecordPaths,
): Promise<{ path: string; advice: string }[]> {
  const out = await git(
    [
      '-c',
      'core.quotepath=off',
      '--literal-pathspecs',
      'diff',
      '--name-only',
      '-z',
      '--no-renames',
      '--no-relative',
      '-O/dev/null', // as the log: a diff.orderFile that is not there fails git diff
      '--diff-filter=AM',
      base,
      head,
      // No pathspec: git reads one relative to the working folder, which may be below the top.
    ],
    { cwd },
  );
  const changed = out.toString('utf8').split('\0').filter(Boolean);
  // Whether the name it should have is taken (a merge tool's copy beside its record): only then is
  // head's tree listed.
  if (!changed.some((p) => misnamedRecord(paths, p) !== null)) return [];
  const dir = paths.modelsDir;
  const held = new Set((await listTree(cwd, head, dir === '.' ? [] : [dir])).map((e) => e.path));
  return changed.sort(compareCodePoints).flatMap((file) => {
    const m = classifyMisnamed(paths, file, (p) => held.has(p));
    return m && 'advice' in m ? [{ path: m.path, advice: m.advice }] : [];
  });
}
