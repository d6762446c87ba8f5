// `model-registry build`: a full build from local git history into a folder.
import { existsSync, lstatSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { buildEvents, historyLine, ParsedVersion } from '../../core/events.js';
import { readCustomDomain, readSiteUrl } from '../../core/feeds/site-url.js';
import { newerLayout, newerLayoutRefusal } from '../../core/layout/published.js';
import { OWNED_FOLDERS } from '../../core/layout/render.js';
import { planPublish } from '../../core/publish.js';
import type { RecordPaths } from '../../core/record-path.js';
import type { ValidationResult } from '../../core/types.js';
import {
  finishWithRecords,
  loadRecords,
  MAX_STORED_BYTES,
  validateRegistry,
} from '../../core/validate/index.js';
import { counted, firstFew } from '../../core/words.js';
import { FileWriter } from '../fs/file-writer.js';
import { pruneStale } from '../fs/prune-stale.js';
import { readLocalHistory } from '../git/history.js';
import { isShallow } from '../git/local-repo.js';
import { fetchHistoryVersions, type PartialClone, partialClone } from '../git/partial.js';
import { recordFilesNotAtHead } from '../git/status.js';
import {
  blobsToRead,
  fromRepositoryTop,
  listRecordTree,
  modelsFolderAt,
  recordTreeFiles,
  resolveRev,
} from '../git/tree.js';
import { checkValuesOffThread } from '../parallel/validate.js';
import { type CliIo, EXIT, fromCwd, noModelsFolder, registryRoot, UsageError } from './io.js';
import { repositoryUrlFor } from './repository-url.js';
import { printReport } from './validate.js';

export interface BuildArgs {
  root: string;
  out: string;
  /** --rev; undefined: HEAD, and the working tree's uncommitted record files are noted. */
  rev: string | undefined;
  repositoryUrl: string | undefined;
  /** --site-url: where the output is served (feed self links); GitHub Pages' address by default. */
  siteUrl?: string;
  /** --cname: the site's custom domain, written to --out's CNAME (GitHub Pages reads it there). */
  cname?: string;
  /** Where the records live in the repository (--models-dir). */
  paths: RecordPaths;
}

/**
 * The registry's files at `head` and its history. The history reader parses every version, the
 * head's too: `parsed` gives those values, so validation parses nothing again, and it keeps the
 * head's bytes as they pass, so git reads no blob twice. The head's bytes are let go once
 * validated, before rendering.
 */
async function readRegistry(
  root: string,
  head: string,
  inRepo: RecordPaths,
  progress: (stage: string) => void,
  missing: () => Error,
  partial: PartialClone | null,
) {
  const versions = new Map<string, Uint8Array>();
  // A partial clone's versions in one fetch, before the listing (`ls-tree --long` measures blobs,
  // which would fetch each missing one at --rev) and the history read them.
  if (partial) await fetchHistoryVersions(root, partial, [head], inRepo);
  // The head's listing first (a few tens of ms), so the history reader knows which bytes to keep.
  const listing = await listRecordTree(root, head, inRepo);
  // git keeps no empty folder: an empty listing is a folder that is not there (one more git to tell
  // it from a link or a file in its path, which validation reports at its place).
  const empty = !('folder' in listing) && listing.entries.length + listing.problems.length === 0;
  if (empty && !(await modelsFolderAt(root, head, inRepo))) throw missing();
  const headBytes = new Map<string, Uint8Array>();
  const commits = await readLocalHistory(root, {
    revisions: [head],
    paths: inRepo,
    onProgress: progress,
    parsed: true,
    versions,
    keepBytes: { ids: blobsToRead(listing, MAX_STORED_BYTES), into: headBytes },
    partialChecked: true,
  });
  const tree = await recordTreeFiles(root, listing, MAX_STORED_BYTES, (sha) => headBytes.get(sha));
  const parsed = (path: string) => {
    const v = versions.get(tree.ids.get(path) ?? '');
    return v instanceof ParsedVersion ? v.value : undefined;
  };
  return { files: tree.files, commits, parsed };
}

/**
 * The head validated, and the drift events when they were worked out meanwhile. A large head is
 * checked on a worker thread, from copies of the history's values (each version is still parsed
 * once), while this thread works out the events, which do not depend on the checks; a small one
 * is checked here first, so an invalid registry fails before any event is made.
 */
async function validateBeside(
  read: Awaited<ReturnType<typeof readRegistry>>,
  events: () => ReturnType<typeof buildEvents>,
  workerUrl: URL | undefined,
  modelsDir: string,
): Promise<{ validation: ValidationResult; events?: ReturnType<typeof buildEvents> }> {
  const { files, parsed } = read;
  const checking = checkValuesOffThread(files, parsed, workerUrl, modelsDir);
  if (checking === null) return { validation: validateRegistry(files, { parsed, modelsDir }) };
  checking.catch(() => {}); // awaited below; handled here too in case the events throw first
  const made = events();
  const checked = await checking;
  // The records (the catalog's input) are the history's values, not the worker's copies.
  checked.records = loadRecords(files, parsed);
  return { validation: finishWithRecords(checked, undefined, modelsDir), events: made };
}

/**
 * --out, unless it is the registry's folder or a folder around it (Jekyll refuses the same): the
 * build writes and prunes there, and would write into, or remove from, the registry itself. Folders
 * are compared by identity (device and inode), not by path: on macOS and Windows `Registry` opens
 * `registry`, and a bind mount or a junction is a second path that realpath does not resolve.
 */
export function outFolder(
  out: string,
  root: string,
  fs: { identity: (path: string) => string | null; realpath: (path: string) => string } = {
    identity: (path) => {
      const st = existsSync(path) ? statSync(path, { bigint: true }) : undefined;
      return st ? `${st.dev}:${st.ino}` : null;
    },
    realpath: realpathSync,
  },
): string {
  const target = fs.identity(out);
  if (target === null) return out; // not there yet, so it holds nothing
  for (let p = fs.realpath(root); ; p = dirname(p)) {
    // A path problem, said in one line (no usage text follows it).
    if (fs.identity(p) === target)
      throw new Error(`--out ${out} is the registry's folder or holds it: build into a folder of its own`);
    if (dirname(p) === p) return out;
  }
}

/**
 * Throws, before anything is written, when `outDir` holds a layout a newer version built: this one
 * would take it back to its own, older layout, as the action refuses to do on a pages branch.
 */
function refuseNewerLayout(outDir: string): void {
  const index = join(outDir, 'api', 'index.json');
  // A link is not read through (the build replaces it with a file), nor is anything but a file.
  const text = lstatSync(index, { throwIfNoEntry: false })?.isFile() ? readFileSync(index, 'utf8') : null;
  const newer = newerLayout(text);
  if (newer !== null)
    throw new Error(
      `${newerLayoutRefusal(`--out ${outDir}`, newer)} Nothing was written. ` +
        'Upgrade model-registry to the release that wrote it or a later one, or build into an empty folder to have this version rebuild it.',
    );
}

/** The note for record files that differ from HEAD (repository paths): a build of HEAD leaves them out. */
function uncommittedNote(files: string[]): string {
  const one = files.length === 1;
  return `note: ${counted(files.length, 'record file')} ${one ? 'differs' : 'differ'} from HEAD, and this build leaves ${one ? 'its change' : 'their changes'} out (${firstFew(files)}): build reads commits, not the working tree (validate reads that): commit ${one ? 'it' : 'them'} first`;
}

/** Promise.all, except that the error thrown is the first in argument order, not in time. */
async function allInOrder<T extends readonly unknown[]>(
  ...promises: { [K in keyof T]: Promise<T[K]> }
): Promise<T> {
  const settled = await Promise.allSettled(promises);
  for (const s of settled) if (s.status === 'rejected') throw s.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

export async function runBuild(args: BuildArgs, io: CliIo): Promise<number> {
  const site = args.siteUrl === undefined ? null : readSiteUrl(args.siteUrl, '--site-url');
  if (site && 'error' in site) throw new UsageError(site.error);
  const domain = readCustomDomain(args.cname, '--cname');
  if ('error' in domain) throw new UsageError(domain.error);
  const { cname } = domain;
  const root = registryRoot(io, args.root);
  // A file there: said as such, not as the ENOTDIR of a path inside it.
  const outAt = resolve(io.cwd, args.out);
  if (existsSync(outAt) && !statSync(outAt).isDirectory())
    throw new Error(`--out ${args.out} is not a folder`);
  const outDir = outFolder(outAt, root);
  refuseNewerLayout(outDir);
  const progress = (stage: string) => io.errIsTty && io.err(`… ${stage}\n`);
  // The git runs side by side; the revision's error, which says what is wrong in words, first.
  const fromTop = fromRepositoryTop(root, args.paths);
  // The default HEAD of a working tree: records edited or added and not committed are in no commit,
  // so not in this build, while validate (the working tree) counts them. --rev names a commit.
  const differing =
    args.rev === undefined
      ? fromTop.then((inRepo) => recordFilesNotAtHead(root, args.paths.modelsDir, inRepo))
      : Promise.resolve([]);
  const [head, repositoryUrl, inRepo, shallow, differ, partial] = await allInOrder(
    resolveRev(root, args.rev ?? 'HEAD'),
    repositoryUrlFor(root, args.repositoryUrl),
    fromTop,
    isShallow(root),
    differing,
    partialClone(root),
  );
  // The feed would start at the cut, every model "added" there: a wrong feed, not a short one.
  if (shallow)
    throw new Error(
      `${root} is a shallow clone: its history is cut off, so the drift feed cannot be built from it. Fetch the whole history first (git fetch --unshallow)`,
    );
  if (differ.length > 0) io.err(`${uncommittedNote(differ.map(args.paths.toRepoPath))}\n`);
  progress(`validating the registry at ${head.slice(0, 12)}`);
  const read = await readRegistry(
    root,
    head,
    inRepo,
    progress,
    () => noModelsFolder(args.paths.modelsDir, root, ` at ${head.slice(0, 7)}`),
    partial,
  );
  const { commits } = read;
  progress(`building the feed from ${commits.length} commits`);
  const { validation, events } = await validateBeside(
    read,
    () => buildEvents(commits, { repositoryUrl, head }),
    io.workerUrl,
    args.paths.modelsDir,
  );
  // Files are written as they are rendered (only once the registry is known to be valid).
  const files = new FileWriter(outDir);
  const plan = planPublish({
    files,
    validation,
    commits,
    head,
    repositoryUrl,
    siteUrl: args.siteUrl,
    cname,
    modelsDir: args.paths.modelsDir,
    existing: null,
    ...(events ? { events } : {}),
  });
  // Files named from the current folder, as validate names them: each line opens from there.
  const shown = fromCwd(io, root);
  if (!plan.ok) {
    const fileOf = (path: string) => shown(args.paths.toRepoPath(path));
    printReport(plan.validation, 'text', { ...io, out: io.err }, fileOf);
    io.err('model-registry: the registry is invalid; nothing was written\n');
    return EXIT.invalid;
  }
  for (const w of plan.warnings) io.err(`${historyLine(w, shown(args.paths.toRepoPath(w.file)))}\n`);
  await files.finished();
  const stale = pruneStale(outDir, OWNED_FOLDERS, files.written);
  io.out(
    `${counted(plan.validation.records.length, 'record')}, ${counted(plan.totalEvents, 'drift event')} from ${counted(commits.length, 'commit')} → ${outDir}\n`,
  );
  if (stale.length > 0)
    io.out(`removed ${counted(stale.length, 'stale file')} no build writes now: ${firstFew(stale)}\n`);
  return EXIT.ok;
}
