// A pull request: validate the records it adds or changes (cross-record rules see the whole tree),
// annotate them on the head commit, and preview the feed events merging it would publish.
// On pull_request_target the checkout is the base branch: the pull request's versions are read as
// data through the API (contents at its head commit); nothing from it is checked out or executed.
import * as core from '@actions/core';
import { buildEvents, earlierInRepo } from '../../core/events.js';
import { type ModelSummary, summarize } from '../../core/feeds/summary.js';
import { labEntryName, misnamedRecord, submoduleRecordPath } from '../../core/record-path.js';
import type { ItemContext } from '../../core/render/item-text.js';
import { COMMENT_BYTES } from '../../core/report/byte-size.js';
import { baseVersionNote, type PreviewInput, previewListing } from '../../core/report/preview.js';
import { previewMarker, registryName } from '../../core/report/registry-name.js';
import { parseRecord } from '../../core/toml/parse.js';
import type { DriftEvent, FileVersionChange, HistoryCommit, RegistryFile } from '../../core/types.js';
import { MAX_STORED_BYTES, tooLarge } from '../../core/validate/index.js';
import {
  labLinkProblem,
  linkTarget,
  MODELS_FOLDER_LINK,
  modelsFolderSubmodule,
  modelsFolderUnderLink,
  RECORD_LINK,
  submoduleProblem,
} from '../../core/validate/paths.js';
import { counted, firstFew } from '../../core/words.js';
import { byRecordPath } from '../fs/read-registry.js';
import { type Blobs, readBlobsWithin } from '../git/cat-file.js';
import { unshallow } from '../git/deepen.js';
import { readLocalHistory } from '../git/history.js';
import { hasFullHistory, headCommit, headParents } from '../git/local-repo.js';
import { LINK_MODE } from '../git/modes.js';
import { fileIdsAt } from '../git/tree.js';
import { tokenLogin, upsertComment } from '../github/comment.js';
import {
  COMPARE_FILES_CAP,
  compareFiles,
  diffUnavailable,
  fileAt,
  IncompleteApiError,
  noDiffReason,
  oversized,
  type Repo,
} from '../github/commits-api.js';
import { headItems, linkText, type TreeItem } from '../github/head-tree.js';
import {
  type Client,
  githubMessage,
  statusOf,
  tokenRefused,
  unreadableRepository,
  withFailedRequest,
} from '../github/octokit.js';
import {
  asBlob,
  baseVersion,
  type ChangedFile,
  needsEarlierRead,
  previousVersion,
  type RecordFileChange,
  recordFileChanges,
} from '../github/record-files.js';
import { validateFast } from '../parallel/validate.js';
import { type Checkout, checkoutOf } from './checkout.js';
import * as log from './log.js';
import { validateAndAnnotate } from './push.js';
import { type FlowResult, newProgress, type Progress } from './report.js';
import type { Settings } from './settings.js';

/** GitHub lists at most 3,000 files of a pull request ("List pull requests files"). */
export const PULL_FILES_CAP = 3000;

/**
 * Files a pull_request_target run reads through the API at most, one request each: GitHub runs that
 * event for a stranger's fork without approval, and GITHUB_TOKEN has 1,000 requests an hour per
 * repository. At 300 a run spends under a third of the hour, so the publish after a merge (tens of
 * requests) still finds room after two pushes to such a pull request; hand-written pull requests
 * touch a few records, and a bulk change is checked from a checkout on pull_request, for free.
 */
export const TARGET_READS_CAP = 300;

const INCOMPLETE_NOTE =
  `GitHub lists at most ${PULL_FILES_CAP.toLocaleString('en-US')} files of a pull request and this one has more: ` +
  'every record in the merged tree was validated, and the preview covers only the listed files.';

/**
 * Said when the checkout is no test merge commit (pull_request_target, whose checkout is the base; or
 * a workflow that checked out another commit): its payload's merge_commit_sha is null until GitHub
 * has computed mergeability, so the preview measures from where the pull request branched off.
 */
const FROM_BRANCH_POINT_NOTE =
  'This preview compares the pull request with the base commit it branched from (the changes GitHub lists), ' +
  'not the merge with the base branch as it is now: a change the base branch has had since (shown undone) or ' +
  'holds already (a pull request stacked on one merged since, a cherry-pick) may show here though merging publishes no event for it.';

interface PullRequest {
  number: number;
  title: string;
  headSha: string;
  baseSha: string;
  updatedAt: string;
  /** Its commits, when a rebase merge may publish them one by one (more than one, rebase merging allowed). */
  rebaseCommits?: number;
  /** Where a merge goes when that is not "merging publishes" (see PreviewInput). */
  target?: PreviewInput['target'];
  /** From another repository than the base's (or one deleted since): its pull_request run's token is read-only. */
  fromFork: boolean;
}

function pullRequestOf(payload: Record<string, unknown>, defaultBranch: string | undefined): PullRequest {
  const pr = payload.pull_request as
    | {
        number?: number;
        title?: string;
        head?: { sha?: string; repo?: { full_name?: string } | null };
        base?: {
          sha?: string;
          ref?: string;
          repo?: { allow_rebase_merge?: boolean; default_branch?: string; full_name?: string };
        };
        updated_at?: string;
        commits?: number;
        state?: string;
        merged?: boolean;
      }
    | undefined;
  if (!pr?.number || !pr.head?.sha || !pr.base?.sha) {
    throw new Error('the event payload has no pull_request with number, head.sha and base.sha');
  }
  return {
    number: pr.number,
    title: pr.title ?? '',
    headSha: pr.head.sha,
    baseSha: pr.base.sha,
    updatedAt: pr.updated_at ?? '1970-01-01T00:00:00Z',
    fromFork: !pr.head.repo?.full_name || pr.head.repo.full_name !== pr.base.repo?.full_name,
    // Webhook payloads carry allow_rebase_merge only sometimes: absent, rebasing may be allowed.
    ...(typeof pr.commits === 'number' && pr.commits > 1 && pr.base.repo?.allow_rebase_merge !== false
      ? { rebaseCommits: pr.commits }
      : {}),
    ...targetOf(pr, defaultBranch),
  };
}

/**
 * A closed pull request (a workflow that runs on `closed`), or one into another branch than the
 * default one, where merging publishes nothing: the preview says so instead of "merging publishes".
 */
function targetOf(
  pr: { state?: string; merged?: boolean; base?: { ref?: string; repo?: { default_branch?: string } } },
  repositoryDefault: string | undefined,
): { target?: PreviewInput['target'] } {
  if (pr.state === 'closed') return { target: { closed: pr.merged ? 'merged' : 'unmerged' } };
  const defaultBranch = repositoryDefault ?? pr.base?.repo?.default_branch;
  const base = pr.base?.ref;
  return base && defaultBranch && base !== defaultBranch ? { target: { base, defaultBranch } } : {};
}

/**
 * On pull_request, the test merge commit checked out (refs/pull/N/merge, GITHUB_SHA): merging
 * publishes the change from its first parent, the base branch's tip it merges onto, to its tree.
 */
interface TestMerge {
  /** The merge commit. */
  sha: string;
  /** The merge commit's first parent. */
  base: string;
  /** The checkout's records, as read for validation (before any is replaced by its head version). */
  records: RegistryFile[];
}

/**
 * The first parent of the checkout's commit when it is the pull request's test merge commit (two
 * parents, the second its head), read from the commit object, which a depth-1 checkout has; null
 * for any other checkout (a workflow that checked out the head, or the base on pull_request_target).
 */
async function testMergeBase(
  workspace: string,
  pr: PullRequest,
): Promise<{ sha: string; base: string } | null> {
  const parents = await headParents(workspace);
  if (parents?.length !== 2 || parents[1] !== pr.headSha) return null;
  const sha = await headCommit(workspace);
  return sha === null ? null : { sha, base: parents[0]! };
}

/** What recordVersions reads earlier versions with: the checkout's history, and the API up to `budget`. */
interface EarlierReads {
  workspace: string;
  /** Requests still allowed for earlier versions (none counted: no cap); `notRead` gets those past it. */
  budget?: ReadBudget;
  notRead: string[];
}

/**
 * The pull request's record files, as versions before and after its merge; `unread` receives each
 * one whose new version could not be read (over the size limit, unreadable).
 * From a test merge checkout (`merge`), each listed record is measured as publishing the merge
 * measures it: from the merge commit's first parent to its tree; one that merging leaves as the
 * base branch has it (a change already landed there) is dropped. Otherwise (pull_request_target,
 * or another checkout) from the payload's base to the pull request's version, an earlier version
 * GitHub sent no patch for read at the base commit.
 * Earlier versions come from the checkout's history when it holds that commit (fetch-depth: 0),
 * else through the API, one request each up to TARGET_READS_CAP; past it the record is left out
 * and named in `notRead`.
 */
async function recordVersions(
  client: Client,
  repo: Repo,
  pr: PullRequest,
  changes: RecordFileChange[],
  checkout: Checkout,
  tree: RegistryFile[],
  unread: string[],
  reading: EarlierReads,
  merge: TestMerge | null,
): Promise<FileVersionChange[]> {
  // The checkout was read once already, for validation.
  const read = new Map((merge?.records ?? tree).map((f) => [f.path, f]));
  const versions: FileVersionChange[] = [];
  const earlier: { version: FileVersionChange; at: string }[] = [];
  for (const c of changes) {
    const file = read.get(c.path);
    // A version that could not be read (over the size limit, unreadable) is a validation error, not a
    // removal: it is left out of the preview.
    if ((merge || c.status !== 'removed') && file && !('bytes' in file)) {
      unread.push(c.path);
      continue;
    }
    const version: FileVersionChange = {
      path: c.path,
      ...(c.previousPath ? { previousPath: c.previousPath } : {}),
      before: null,
      after: null,
    };
    const at = checkout.toRepoPath(c.previousPath ?? c.path);
    if (merge) {
      // The merged tree's version, whatever the head has: main may hold the change already.
      version.after = file && 'bytes' in file ? file.bytes : null;
      earlier.push({ version, at });
      versions.push(version);
      continue;
    }
    const after =
      c.status === 'removed' ? null : file && 'bytes' in file ? file.bytes : await checkout.readOne(c.path);
    if (c.status !== 'removed' && after === null) {
      unread.push(c.path);
      continue;
    }
    version.after = after;
    // The patch runs from the merge base to the head: reversed on the head's version, it gives the
    // merge base's, which is the base's unless the base moved on (said in the README).
    const before = previousVersion(c, after);
    if (before === undefined) earlier.push({ version, at });
    else version.before = before;
    versions.push(version);
  }
  const left = await readEarlier(client, repo, merge?.base ?? pr.baseSha, checkout, earlier, reading, merge);
  // Merging leaves such a record as the base branch has it (the change landed there already): no
  // change. Bytes, not data: a comment-only edit of a record with errors still counts as changed.
  const unchanged = (v: FileVersionChange) =>
    !v.previousPath &&
    (v.before === null || v.after === null ? v.before === v.after : sameBytes(v.before, v.after));
  return versions.filter((v) => !left.has(v) && !(merge && unchanged(v)));
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return Buffer.compare(a, b) === 0; // a memory compare, not a JavaScript loop per byte
}

/**
 * Sets each version's `before` to its file at commit `sha`: from the checkout's history when it holds
 * the commit; else, on the test merge commit (`merge`, whose first parent `sha` is), from one compare
 * of the two where it tells; else one contents request each while the budget lasts. Gives those left
 * out: unread (named in `notRead`), or that merging leaves as `sha` has them.
 */
async function readEarlier(
  client: Client,
  repo: Repo,
  sha: string,
  checkout: Checkout,
  earlier: { version: FileVersionChange; at: string }[],
  { workspace, budget, notRead }: EarlierReads,
  merge: TestMerge | null,
): Promise<Set<FileVersionChange>> {
  const left = new Set<FileVersionChange>();
  if (earlier.length === 0) return left;
  const here = await baseVersionsHere(
    workspace,
    checkout.modelsDir,
    sha,
    earlier.map((e) => e.at),
  );
  // One record costs a contents read either way, and a compare may send no patch for it. The
  // compare is one request whatever the pull request's size, so it is not counted against the cap of
  // reads: were it, a compare GitHub gives up on would leave one record more unread than before.
  const compared =
    here === null && merge !== null && earlier.length > 1
      ? await comparedVersions(client, repo, merge, checkout, earlier)
      : null;
  for (const { version, at } of earlier) {
    const local = here ? here.get(at) : compared?.get(version);
    if (local === 'unchanged') left.add(version);
    else if (local !== undefined) version.before = local;
    else if (budget && budget.left <= 0) {
      left.add(version);
      notRead.push(version.path);
    } else {
      if (budget) budget.left--;
      version.before = await fileAt(client.octokit, repo, sha, at, MAX_STORED_BYTES);
    }
  }
  return left;
}

/**
 * The versions at the test merge commit's first parent that one compare of it with the merge commit
 * gives: its list is exactly what merging changes there, so a record it names neither path of is
 * 'unchanged', and a patch undone on the merged version gives the earlier one. The rest (no patch)
 * are read one by one, as all are when the compare fails (GitHub gives up on a large diff) or its
 * list is at GitHub's cap of 300 files, where it may be cut: null then.
 */
async function comparedVersions(
  client: Client,
  repo: Repo,
  merge: TestMerge,
  checkout: Checkout,
  earlier: { version: FileVersionChange; at: string }[],
): Promise<Map<FileVersionChange, Uint8Array | null | 'unchanged'> | null> {
  const instead = `reading each record at ${merge.base.slice(0, 7)} instead.`;
  let compared: Awaited<ReturnType<typeof compareFiles>>;
  try {
    compared = await compareFiles(client.octokit, repo, merge.base, merge.sha);
  } catch (err) {
    if (!(err instanceof IncompleteApiError)) throw err;
    core.info(`${err.message}: ${instead}`);
    return null;
  }
  const what = "GitHub's compare of the merge commit with its first parent";
  const unusable =
    compared === null
      ? `${what} finds no such commit`
      : compared.status !== 'ahead'
        ? `${what} says "${compared.status}"`
        : compared.complete
          ? null
          : `${what} lists ${COMPARE_FILES_CAP} files, its most, and may leave some out`;
  if (compared === null || unusable !== null) {
    core.info(`${unusable}: ${instead}`);
    return null;
  }
  const versions = new Map<FileVersionChange, Uint8Array | null | 'unchanged'>();
  for (const { version, at } of earlier) {
    const before = baseVersion(compared.files, checkout.toRepoPath(version.path), at, version.after);
    // As fileAt reads it: past the size limit, its stand-in.
    if (before instanceof Uint8Array && before.length > MAX_STORED_BYTES) {
      versions.set(version, oversized(MAX_STORED_BYTES));
    } else if (before !== undefined) versions.set(version, before);
  }
  return versions;
}

/**
 * The base commit's versions of `repoPaths` from the checkout's own history (a record not there at
 * the base is null; one over the size limit its stand-in), or null when the checkout lacks the base
 * commit. A git failure only means reading through the API instead.
 */
async function baseVersionsHere(
  workspace: string,
  modelsDir: string,
  baseSha: string,
  repoPaths: string[],
): Promise<Map<string, Uint8Array | null> | null> {
  try {
    const ids = await fileIdsAt(workspace, baseSha, modelsDir);
    if (ids === null) return null;
    const blobs = await readBlobsWithin(
      workspace,
      repoPaths.flatMap((p) => ids.get(p) ?? []),
      MAX_STORED_BYTES,
    );
    const versions = new Map<string, Uint8Array | null>();
    for (const p of repoPaths) {
      const id = ids.get(p);
      if (id === undefined) versions.set(p, null);
      else if (blobs.tooLarge.has(id)) versions.set(p, oversized(MAX_STORED_BYTES));
      else {
        const bytes = blobs.bytes.get(id);
        if (bytes !== undefined) versions.set(p, bytes);
      }
    }
    return versions;
  } catch (err) {
    core.debug(`reading base versions from the checkout failed, reading them through the API: ${err}`);
    return null;
  }
}

/** Where headTree finds the head's versions besides the contents API. */
interface HeadSources {
  /** The head commit's listing: links are reported as file/symlink and never read. */
  head?: HeadLinks;
  /**
   * On pull_request, the head blobs the checkout's own history holds (fetch-depth: 0 fetches the
   * merge commit's parents): read there, for no request. The rest take one request each from
   * `budget` (the run's TARGET_READS_CAP reads); past it a record stays as merged, named in `merged`.
   */
  here?: Blobs;
  budget?: ReadBudget;
  merged?: string[];
}

/** The contents requests a pull_request run still may make (TARGET_READS_CAP in all). */
interface ReadBudget {
  left: number;
}

/**
 * The tree the pull request makes: the checkout with each record in `changes` replaced by its version
 * at the head commit, read through the contents API unless `sources.here` has it. On
 * pull_request_target the checkout is the base and `changes` all the pull request touches.
 */
async function headTree(
  client: Client,
  repo: Repo,
  pr: PullRequest,
  changes: RecordFileChange[],
  checkout: Checkout,
  baseTree: RegistryFile[],
  /** Receives the records left out because the pull request moved on past this run's commit. */
  later: string[],
  sources: HeadSources = {},
): Promise<RegistryFile[]> {
  const { head, here, budget, merged } = sources;
  if (head?.modelsFolder) return [head.modelsFolder];
  const files = new Map(baseTree.map((f) => [f.path, f]));
  for (const f of head?.labs ?? []) files.set(f.path, f);
  const submodules = new Map((head?.submodules ?? []).map((f) => [f.path, f]));
  for (const f of submodules.values()) files.set(f.path, f);
  let current: Promise<string> | undefined;
  for (const c of changes) {
    if (c.previousPath) files.delete(c.previousPath);
    if (c.status === 'removed') {
      files.delete(c.path);
      continue;
    }
    if (submodules.has(c.path)) continue; // named like a record: not read, reported as above
    if (head?.records.has(c.path)) {
      files.set(c.path, { path: c.path, problem: { rule: 'file/symlink', message: RECORD_LINK } });
      continue;
    }
    const sha = c.file.sha ?? '';
    const size = here?.tooLarge.get(sha);
    const local = here?.bytes.get(sha);
    if (size !== undefined) {
      files.set(c.path, { path: c.path, problem: tooLarge(size, MAX_STORED_BYTES) });
      continue;
    }
    if (local !== undefined) {
      files.set(c.path, { path: c.path, bytes: local });
      continue;
    }
    if (budget) {
      if (budget.left <= 0) {
        merged?.push(c.path);
        continue;
      }
      budget.left--;
    }
    const bytes = await fileAt(
      client.octokit,
      repo,
      pr.headSha,
      checkout.toRepoPath(c.path),
      MAX_STORED_BYTES,
    );
    if (bytes === null) {
      // GitHub lists the files of the pull request's head as it is now, which may be a newer
      // commit than this run's (pushed since the event): a file only that one has is its run's.
      current ??= headNow(client, repo, pr);
      if ((await current) !== pr.headSha) {
        files.delete(c.path);
        later.push(c.path);
        continue;
      }
      files.set(c.path, {
        path: c.path,
        problem: { rule: 'file/unreadable', message: `not found at the pull request's head ${pr.headSha}` },
      });
    } else if (bytes.length > MAX_STORED_BYTES) {
      files.set(c.path, { path: c.path, problem: tooLarge(bytes.length, MAX_STORED_BYTES) });
    } else files.set(c.path, { path: c.path, bytes }); // validation measures it (its LF form)
  }
  return [...files.values()].sort(byRecordPath);
}

/** What the head commit's listing says of links in the pull request, by record path. */
interface HeadLinks {
  /** The models folder, or a folder above it, committed as a link: no record is read at all. */
  modelsFolder?: RegistryFile;
  /** Changed record files that are links. */
  records: Set<string>;
  /** Changed lab folders that are links to folders, as file/symlink problems. */
  labs: RegistryFile[];
  /** Changed paths under the models folder that are submodules (gitlinks), as their problems. */
  submodules?: RegistryFile[];
}

/**
 * On pull_request_target, the links among the pull request's changed paths under the models folder,
 * from one listing of the head commit (the contents API would answer a link to a record with that
 * record). A link at the lab level is read (one request) to tell a folder from a file, as git's
 * reader does; refused, with nothing read, when the pull request needs more reads than the cap.
 */
async function headLinks(
  client: Client,
  repo: Repo,
  pr: PullRequest,
  checkout: Checkout,
  changed: ChangedFile[],
  records: RecordFileChange[],
): Promise<HeadLinks> {
  const toRead = records.filter((c) => c.status !== 'removed');
  // Each record's earlier version GitHub sends no patch for is read at the base: one request more.
  const earlier = records.filter(needsEarlierRead).length;
  const cap = (read: number, links: number, folders = 0) =>
    refuseOverCap(pr, { records: read, earlier, links, folders });
  cap(toRead.length, 0);
  const dir = checkout.modelsDir;
  // Nothing added or changed under the models folder (a README edit): no listing to spend.
  if (!changed.some((f) => f.status !== 'removed' && underModels(dir, f.filename) !== null))
    return { records: new Set(), labs: [] };
  const labs = toRead.map((c) => checkout.toRepoPath(c.path).split('/').slice(0, -1).join('/'));
  const head = await headItems(
    client.octokit,
    repo,
    pr.headSha,
    dir,
    labs,
    TARGET_READS_CAP - toRead.length - earlier,
  );
  if (head.unlisted !== undefined) cap(toRead.length, 0, head.unlisted);
  const { items } = head;
  const above = dir === '.' ? [] : dir.split('/').map((_, i, all) => all.slice(0, i + 1).join('/'));
  const linked = above.find((p) => items.get(p)?.mode === LINK_MODE || items.get(p)?.type === 'commit');
  if (linked !== undefined) {
    const modelsFolder: RegistryFile =
      items.get(linked)?.type === 'commit'
        ? modelsFolderSubmodule(linked === dir ? undefined : linked)
        : {
            path: 'models',
            problem: {
              rule: 'file/symlink',
              message: linked === dir ? MODELS_FOLDER_LINK : modelsFolderUnderLink(linked),
            },
          };
    return { modelsFolder, records: new Set(), labs: [] };
  }
  // A submodule (a `commit` entry) where records go: they are another repository's, as git's reader
  // says. Deeper, where no record can sit, it is left alone as git's reader leaves it.
  const submodules = changed.flatMap((f) => {
    const at = f.status === 'removed' ? null : submoduleRecordPath(checkout, f.filename);
    return at !== null && items.get(f.filename)?.type === 'commit' ? [submoduleProblem(at)] : [];
  });
  const isLink = (repoPath: string) => items.get(repoPath)?.mode === LINK_MODE;
  const linkedRecords = new Set(toRead.filter((c) => isLink(checkout.toRepoPath(c.path))).map((c) => c.path));
  const labLinks = changed.flatMap((f) => {
    const name = f.status === 'removed' ? null : labEntryName(dir, f.filename);
    return name !== null && isLink(f.filename) ? [{ path: f.filename, name }] : [];
  });
  cap(toRead.length - linkedRecords.size, labLinks.length);
  const folders: RegistryFile[] = [];
  for (const { path, name } of labLinks) {
    const target = linkTarget(path, await linkText(client.octokit, repo, items.get(path)!.sha));
    // Out of the repository (nothing there in a fresh checkout) or to a file, it hides no record.
    if (target !== null && leadsToFolder(head, target)) folders.push(labLinkProblem(name));
  }
  return { records: linkedRecords, labs: folders, submodules };
}

/**
 * Whether `target` is a folder of the head commit. Past a complete listing (a tree too large for one
 * request) a path may be unknown: it counts as a folder then, as a pull request's check had better
 * fail on a link than pass one that the push after merging fails on.
 */
function leadsToFolder(head: { items: Map<string, TreeItem>; complete: boolean }, target: string): boolean {
  if (target === '') return true;
  const item = head.items.get(target);
  return item ? item.type === 'tree' : !head.complete;
}

/**
 * Nothing is read, and nothing checked, when a pull request needs more reads through the API than
 * TARGET_READS_CAP: a check that passed would have validated nothing.
 */
function refuseOverCap(
  pr: PullRequest,
  reads: { records: number; earlier: number; links: number; folders: number },
): void {
  const { records, earlier, links, folders } = reads;
  if (records + earlier + links + folders <= TARGET_READS_CAP) return;
  const n = (x: number) => x.toLocaleString('en-US');
  const what =
    (earlier > 0
      ? `record files that take ${n(records + earlier)} reads (${n(records)} at the head, ${n(earlier)} earlier versions GitHub sent no patch for)`
      : `${n(records)} record files`) +
    (links > 0 ? ` and ${n(links)} links in the models folder` : '') +
    (folders > 0
      ? ` in ${n(folders)} lab folders, each listed alone as the head's tree is too large to list at once`
      : '');
  throw new Error(
    `pull request #${pr.number} changes ${what}, more than the ${TARGET_READS_CAP} a pull_request_target run ` +
      "reads through the API: each costs one request of the repository's hourly budget (1,000 for " +
      'GITHUB_TOKEN), so none was read and nothing was checked. Split the pull request, or check it with a ' +
      'pull_request workflow, which reads the checkout and spends no request on it.',
  );
}

/**
 * A repository path as the readers name what is under the models folder `modelsDir` (`models/evil`),
 * `models` for the folder itself or one above it (a link or file in its place); null elsewhere.
 */
function underModels(modelsDir: string, repoPath: string): string | null {
  if (modelsDir === '.') return `models/${repoPath}`;
  if (repoPath.startsWith(`${modelsDir}/`)) return `models/${repoPath.slice(modelsDir.length + 1)}`;
  return `${modelsDir}/`.startsWith(`${repoPath}/`) ? 'models' : null;
}

/** The pull request's head commit as GitHub has it now (asked only when a listed file is missing). */
async function headNow(client: Client, repo: Repo, pr: PullRequest): Promise<string> {
  return (await client.octokit.rest.pulls.get({ ...repo, pull_number: pr.number })).data.head.sha;
}

/**
 * The base branch's history, for a record whose version there does not parse: publishing measures
 * the merge's change from the last version before it that parses. Read locally, fetched with git
 * into a shallow checkout (as a push's publish does); or why it could not be.
 */
async function baseHistory(
  workspace: string,
  checkout: Checkout,
  baseSha: string,
): Promise<HistoryCommit[] | string> {
  if (!(await hasFullHistory(workspace, baseSha))) {
    core.info(
      "A record's version on the base branch does not parse: fetching the base branch's history with git.",
    );
    const failure = await unshallow(workspace, baseSha);
    if (failure !== null) return failure;
  }
  return readLocalHistory(workspace, { revisions: [baseSha], paths: checkout });
}

/**
 * The events merging makes, as one commit on the base branch. A record version on the base branch
 * that does not parse is measured from the last that parses before it, as publishing measures it;
 * the notes say so (with the repository's paths).
 */
async function mergeEvents(
  settings: Settings,
  pr: PullRequest,
  /** The commit merging goes onto: the test merge commit's first parent, or the payload's base. */
  baseSha: string,
  checkout: Checkout,
  versions: FileVersionChange[],
): Promise<{ events: ReturnType<typeof buildEvents>['events']; notes: string[]; leftOut: string[] }> {
  const merge: HistoryCommit = {
    sha: pr.headSha,
    parents: [baseSha],
    date: pr.updatedAt,
    message: pr.title,
    files: versions,
  };
  const options = { repositoryUrl: settings.repositoryUrl, head: pr.headSha };
  let { events, earlier, leftOut } = buildEvents([merge], options);
  let unread: string | undefined;
  if (earlier.some((e) => e.from === 'unknown')) {
    const history = await baseHistory(settings.workspace, checkout, baseSha);
    if (typeof history === 'string') unread = history;
    // The merge first: a closed pull request's head may be in the base history too.
    else ({ events, earlier, leftOut } = buildEvents([merge, ...history], options));
    events = events.filter((e) => e.commit.sha === pr.headSha);
  }
  const notes = earlier
    .filter((e) => e.commit === pr.headSha)
    .map((e) => baseVersionNote(earlierInRepo(e, checkout.toRepoPath), unread));
  // The pull request's records whose new version makes no event (it does not parse, or is no record).
  const merged = leftOut.filter((l) => l.commit === pr.headSha).map((l) => l.path);
  return { events, notes, leftOut: [...new Set(merged)] };
}

/**
 * What a new model's feed item will say beyond the event: its summary, from its version in the pull
 * request (publishing summarises the record as it is merged), so the preview reads as the item.
 */
function previewContext(events: DriftEvent[], versions: FileVersionChange[]): (e: DriftEvent) => ItemContext {
  const after = new Map(versions.map((v) => [v.path, v.after]));
  const summaries = new Map<string, ModelSummary>();
  for (const e of events) {
    const bytes = e.type === 'model_added' ? after.get(e.model.path) : null;
    const parsed = bytes ? parseRecord(e.model.path, bytes) : null;
    if (parsed?.ok) summaries.set(e.id, summarize({ path: e.model.path, ...parsed }));
  }
  return (e) => {
    const summary = summaries.get(e.id);
    return summary ? { summary, changedSince: false } : {};
  };
}

/**
 * On pull_request the checkout is the merge commit. A changed record that the base branch changed
 * too holds both edits there, so its lines are not the head's, where the annotations go: those few
 * (their bytes are not the head blob the file list names, even with CRLF read as LF) are read at
 * the head instead, as is a listed record the merge commit lacks.
 */
function unlikeHead(checkedOut: RegistryFile[], changes: RecordFileChange[]): RecordFileChange[] {
  const byPath = new Map(checkedOut.map((f) => [f.path, f]));
  return changes.filter((c) => {
    const sha = c.file.sha;
    const f = byPath.get(c.path);
    if (c.status === 'removed' || !sha) return false;
    // Listed but not merged here: the pull request moved on since the event (headTree tells).
    if (f === undefined) return true;
    if (!('bytes' in f)) return false;
    return asBlob(f.bytes, sha) === null;
  });
}

/**
 * On pull_request: the merge commit's tree, with the records unlikeHead picks read at the head
 * (from the checkout's history when it has them). Past the cap of reads, the rest are checked as
 * merged, and a notice says which and why their annotations may sit a few lines off.
 */
async function mergedHeadTree(
  client: Client,
  repo: Repo,
  pr: PullRequest,
  listed: RecordFileChange[],
  checkout: Checkout,
  baseTree: RegistryFile[],
  later: string[],
  workspace: string,
  budget: ReadBudget,
): Promise<{ tree: RegistryFile[]; merged: string[] }> {
  const unlike = unlikeHead(baseTree, listed);
  const here = await blobsHere(workspace, unlike);
  const merged: string[] = [];
  const tree = await headTree(client, repo, pr, unlike, checkout, baseTree, later, { here, budget, merged });
  if (merged.length > 0)
    log.notice(
      `${counted(merged.length, 'record')} of pull request #${pr.number} changed on the base branch too ` +
        `(${firstFew(merged.map(checkout.toRepoPath))}) ${merged.length === 1 ? 'was' : 'were'} checked as the merge commit holds ` +
        `${merged.length === 1 ? 'it' : 'them'}, not at the head, and not previewed: the checkout lacks the head commit, and ` +
        `reading more than ${TARGET_READS_CAP} files through the API would spend the repository's hourly request budget. ` +
        'Their annotations may sit a few lines off. Check out with fetch-depth: 0 to read every one from the history.',
    );
  return { tree, merged };
}

/**
 * The preview's sentence for the records it leaves out as it could not read them: checked as merged
 * (mergedHeadTree), or whose earlier version would have taken a request past the cap.
 */
function notReadNote(
  merged: string[],
  notRead: string[],
  /** Measured on the test merge commit: every earlier version is read at its first parent, patch or not. */
  onMerge: boolean,
): { count: number; why: string } {
  const count = merged.length + notRead.length;
  const reasons = [
    merged.length > 0
      ? `${merged.length === count ? '' : `${merged.length} `}changed on the base branch too, and the checkout lacks the head commit`
      : '',
    notRead.length > 0
      ? `${notRead.length === count ? '' : `${notRead.length} `}${onMerge ? 'whose version on the base branch is not in the checkout' : 'with an earlier version GitHub sent no patch for'}, and the checkout lacks the base commit`
      : '',
  ].filter(Boolean);
  return {
    count,
    why:
      `${counted(count, 'changed record')} ${count === 1 ? 'is' : 'are'} not previewed: ${reasons.join('; ')}; ` +
      `this run reads at most ${TARGET_READS_CAP} records through the API (fetch-depth: 0 reads them all from the history).`,
  };
}

/**
 * The head blobs of `changes` that the checkout's history holds (none in a shallow checkout of the
 * merge commit). A git failure here only means reading through the API instead.
 */
async function blobsHere(workspace: string, changes: RecordFileChange[]): Promise<Blobs> {
  const shas = changes.flatMap((c) => (c.file.sha ? [c.file.sha] : []));
  try {
    return await readBlobsWithin(workspace, shas, MAX_STORED_BYTES);
  } catch (err) {
    core.debug(`reading head blobs from the checkout failed, reading them through the API: ${err}`);
    return { bytes: new Map(), tooLarge: new Map() };
  }
}

/** GitHub gave up listing a pull request's files; the message says so and why. */
class FilesUnlistedError extends Error {}

/**
 * The pull request's changed files. Listing them needs "pull-requests: read", which a workflow's
 * `permissions:` block leaves out unless it names it: GitHub's 403 alone does not say which.
 * GitHub may give up on a big pull request's diff (422 "this diff is taking too long to generate",
 * or a 5xx that outlasts the retries): FilesUnlistedError then.
 */
async function listPullFiles(client: Client, repo: Repo, number: number): Promise<ChangedFile[]> {
  const { octokit } = client;
  try {
    return (await octokit.paginate(octokit.rest.pulls.listFiles, {
      ...repo,
      pull_number: number,
      per_page: 100,
    })) as ChangedFile[];
  } catch (err) {
    if (diffUnavailable(err)) {
      throw new FilesUnlistedError(
        `GitHub could not list the files of pull request #${number} (${noDiffReason(err)})`,
        { cause: err },
      );
    }
    // The event names this pull request, and GitHub deletes none: a 404 is a repository the token
    // may not see, which GitHub's bare "Not Found" does not say.
    if (statusOf(err) === 404)
      throw new Error(
        unreadableRepository(repo, `the files of pull request #${number}, which this run is for`),
        {
          cause: err,
        },
      );
    if (statusOf(err) !== 403 || /rate limit/i.test(githubMessage(err))) throw err;
    const refused = `cannot list the files of pull request #${number} (HTTP 403: ${githubMessage(err)})`;
    // Only GitHub's words for a missing permission name one: SAML or an organization's policy is no scope.
    if (!tokenRefused(err)) throw new Error(refused, { cause: err });
    throw new Error(
      `${refused}; the token needs ` +
        '"pull-requests: read" (add it under permissions: in the workflow, or pull-requests: write for the preview comment too)',
      { cause: err },
    );
  }
}

export async function runPullRequest(
  settings: Settings,
  client: Client,
  workerUrl?: URL,
  progress: Progress = newProgress(),
): Promise<FlowResult> {
  const { octokit } = client;
  const repo: Repo = { owner: settings.owner, repo: settings.repo };
  const pr = pullRequestOf(settings.payload, settings.defaultBranch);
  const checkout = checkoutOf(settings);

  // On pull_request, the run's reads through the contents API, head and earlier versions together;
  // pull_request_target counts its reads before any is made (refuseOverCap), so none here.
  const budget = settings.eventName === 'pull_request_target' ? undefined : { left: TARGET_READS_CAP };
  const { prFiles, incomplete, unlisted, listed, tree, later, merged, testMerge } = await log.phase(
    'Reading the pull request',
    async () => {
      let unlisted: string | undefined;
      const prFiles = await listPullFiles(client, repo, pr.number).catch((err: unknown) => {
        if (!(err instanceof FilesUnlistedError)) throw err;
        if (settings.eventName === 'pull_request_target') {
          throw new Error(
            `${err.message}: on pull_request_target the action reads the pull request only through that list, so ` +
              'it cannot validate it. Nothing was checked. Run it again later (GitHub may list it then), split the ' +
              'pull request, or validate it on pull_request, whose checkout holds the whole merged tree.',
            { cause: err },
          );
        }
        // The checkout is the merge commit, whole: every record in it is validated instead.
        unlisted = err.message;
        return [];
      });
      // At the cap the list may be cut short: a record past it would go unchecked.
      const incomplete = unlisted !== undefined || prFiles.length >= PULL_FILES_CAP;
      if (incomplete && settings.eventName === 'pull_request_target') {
        throw new Error(
          `pull request #${pr.number} changes ${PULL_FILES_CAP.toLocaleString('en-US')} files or more, and GitHub ` +
            'lists no more than that: on pull_request_target the action reads the pull request only through that ' +
            'list, so it cannot validate it. Nothing was checked. Split the pull request, or validate it on ' +
            'pull_request, whose checkout holds the whole merged tree.',
        );
      }
      const listed = recordFileChanges(prFiles, checkout.toRecordPath);

      const baseTree = await checkout.readAll();
      const later: string[] = [];
      const { tree, merged } =
        budget === undefined
          ? {
              tree: await headTree(client, repo, pr, listed, checkout, baseTree, later, {
                head: await headLinks(client, repo, pr, checkout, prFiles, listed),
              }),
              merged: [],
            }
          : await mergedHeadTree(
              client,
              repo,
              pr,
              listed,
              checkout,
              baseTree,
              later,
              settings.workspace,
              budget,
            );
      // What merging publishes is measured on the test merge commit, when that is the checkout.
      const mergeBase = budget === undefined ? null : await testMergeBase(settings.workspace, pr);
      const testMerge: TestMerge | null = mergeBase === null ? null : { ...mergeBase, records: baseTree };
      return { prFiles, incomplete, unlisted, listed, tree, later, merged, testMerge };
    },
  );
  if (later.length > 0) {
    log.notice(
      `Pull request #${pr.number} has moved on since this run's commit ${pr.headSha.slice(0, 7)}: ` +
        `${later.map(checkout.toRepoPath).join(', ')} ${later.length === 1 ? 'is' : 'are'} only in a newer commit, whose run checks ${later.length === 1 ? 'it' : 'them'}.`,
    );
  }
  const touched = listed.filter((c) => !later.includes(c.path));
  const changedPaths = touched.filter((c) => c.status !== 'removed').map((c) => c.path);
  // A record file named `.TOML` or `.toml.txt` is no record to the listing: this pull request added
  // or renamed it, so its problem is this pull request's to fix. The merge checkout's tree reports
  // it; on pull_request_target the tree is the base's and the listed records, so it is added here.
  const held = new Set(tree.map((f) => f.path));
  const exists = (repoPath: string) => {
    const as = checkout.toRecordPath(repoPath);
    return as !== null && held.has(as);
  };
  const files = [...tree];
  // Any other changed path the tree holds a problem for (a lab folder or the models folder committed
  // as a link) is this pull request's too: the push after merging would fail on it.
  const reported = new Set(changedPaths);
  for (const f of prFiles) {
    const at = f.status === 'removed' ? null : underModels(checkout.modelsDir, f.filename);
    if (at !== null && held.has(at) && !reported.has(at)) {
      reported.add(at);
      changedPaths.push(at);
    }
  }
  // The preview counts them as changed records it leaves out until they are renamed.
  let misnamedCount = 0;
  for (const f of prFiles) {
    const misnamed = f.status === 'removed' ? null : misnamedRecord(checkout, f.filename, exists);
    if (!misnamed) continue;
    misnamedCount++;
    changedPaths.push(misnamed.path);
    if (!held.has(misnamed.path)) files.push(misnamed);
  }
  const { errorCount, section } = await validateAndAnnotate({
    octokit,
    repo,
    sha: pr.headSha,
    checkName: registryName(settings.modelsDir),
    files,
    // Only the changed records are reported on (and counted), unless the list is incomplete.
    validate: (files) =>
      validateFast(files, {
        ...(incomplete ? {} : { only: changedPaths }),
        ...(workerUrl ? { workerUrl } : {}),
        modelsDir: checkout.modelsDir,
      }),
    noun: incomplete ? 'record file' : 'changed record file',
    fileOf: checkout.toRepoPath,
    // Links to the head commit's lines: the merge commit's may differ, and is gone once merged.
    repositoryUrl: settings.repositoryUrl,
    failOnInvalid: settings.failOnInvalid,
    alwaysCheck: true,
    // A fork's pull_request run gets a read-only token by design: said in a notice. From the
    // repository itself, or on pull_request_target (the base's token, fork or not), a token that
    // cannot write checks leaves a required check waiting: a warning.
    readOnlyExpected: pr.fromFork && settings.eventName !== 'pull_request_target',
  });
  Object.assign(progress.outputs, { valid: errorCount === 0, errorCount });
  const { sections } = progress;
  sections.push(section);

  const marker = previewMarker(settings.modelsDir);
  /**
   * Writes the preview comment (when `quiet`, only edits one already there, else logs `none`); a
   * failure is a warning.
   */
  const writeComment = async (text: string, quiet: boolean, none: string) => {
    // Only a comment of the token's own identity is ever edited: anyone can post the marker.
    // The check run and the summary carry the result already: a comment GitHub keeps refusing
    // (after the client's retries) is a warning, not a failed step.
    const outcome = await upsertComment(
      octokit,
      repo,
      pr.number,
      marker,
      text,
      () => tokenLogin(octokit, core.info),
      // A pull request of no record (a README edit, a dependency bump) gets no comment, so no
      // notification; a preview an earlier push left on it is corrected in place.
      { onlyUpdate: quiet },
    ).catch((err: unknown) => {
      const why = err instanceof Error ? withFailedRequest(err.message, err) : String(err);
      log.warning(
        `The drift preview comment could not be written (${why}): the preview is in the job summary only.`,
      );
      return 'failed' as const;
    });
    if (outcome === 'none') core.info(none);
    else if (outcome === 'forbidden') {
      log.notice(
        'The token cannot write pull request comments (no pull-requests: write under permissions:, or a fork pull request’s read-only token): the preview is in the job summary only.',
      );
    } else if (outcome === 'locked') {
      log.notice(
        'The pull request’s conversation is locked, so GitHub takes no new comment from the token: the preview is in the job summary only.',
      );
    } else if (outcome !== 'failed') core.info(`Drift preview comment ${outcome}.`);
  };

  const { events } = await log.phase('Previewing the drift', async () => {
    if (unlisted !== undefined) {
      // The events need the pull request's changes, which only that list gives on this event.
      const why =
        `${unlisted}: every record in the merged tree was validated, and there is no drift preview, as it ` +
        'needs that list. A later run may get it.';
      log.notice(why);
      sections.push(why);
      // No new comment (no notification) for a preview that is not there; an earlier one is corrected.
      if (settings.comment)
        await writeComment(`${marker}\n${why}`, true, 'No drift preview comment to correct.');
      return { events: [] };
    }
    const unread: string[] = [];
    // Those checked as merged would each take a request for their base version: not previewed.
    const asMerged = new Set(merged);
    const previewed = touched.filter((c) => !asMerged.has(c.path));
    // The earlier versions take what is left of the run's reads.
    const notRead: string[] = [];
    const versions = await recordVersions(
      client,
      repo,
      pr,
      previewed,
      checkout,
      tree,
      unread,
      { workspace: settings.workspace, ...(budget ? { budget } : {}), notRead },
      testMerge,
    );
    const { events, notes, leftOut } = await mergeEvents(
      settings,
      pr,
      testMerge?.base ?? pr.baseSha,
      checkout,
      versions,
    );
    const context = previewContext(events, versions);
    if (testMerge === null && events.length > 0) notes.push(FROM_BRANCH_POINT_NOTE);
    for (const n of notes) core.info(n);
    const note = incomplete ? `\n\n${INCOMPLETE_NOTE}` : '';
    if (incomplete) log.warning(INCOMPLETE_NOTE);
    // The command that lists every event, for a preview cut at its size limit.
    const diff = `model-registry diff ${pr.baseSha.slice(0, 7)}...${pr.headSha.slice(0, 7)}`;
    const preview = (max: number, summaryShows?: number) =>
      previewListing(
        {
          events,
          changedRecords: touched.length + misnamedCount,
          errorCount,
          leftOut: unread.length + leftOut.length + misnamedCount,
          ...(merged.length + notRead.length > 0
            ? { unread: notReadNote(merged, notRead, testMerge !== null) }
            : {}),
          rebaseCommits: pr.rebaseCommits,
          target: pr.target,
          notes,
          context,
          elsewhere: { diff, ...(summaryShows === undefined ? {} : { summaryShows }) },
          modelsDir: settings.modelsDir,
        },
        max - note.length,
      );
    const inSummary = preview(500_000);
    sections.push(inSummary.markdown.replace(marker, '') + note);

    if (settings.comment) {
      // Nothing to say on the pull request: no record touched (a cut-off list may hide some), no error.
      const quiet = touched.length === 0 && !incomplete && errorCount === 0;
      await writeComment(
        preview(COMMENT_BYTES, inSummary.shown).markdown + note,
        quiet,
        'No drift preview comment: this pull request changes no model records.',
      );
    }
    return { events };
  });
  return {
    outputs: {
      valid: errorCount === 0,
      errorCount,
      eventsCount: 0,
      changedModels: [...new Set(events.map((e) => e.model.id))].sort(),
      pagesCommit: '',
    },
    sections,
  };
}
