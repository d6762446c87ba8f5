// The pages branch through the Git Data API: read what is published, commit new artifacts on top of
// the current tree (files at paths the layout does not use are kept: CNAME too, unless the cname
// input has the publish write it), never force.
import { onPagesBranch } from '../../core/pages-dir.js';
import { fileAt, type Repo } from './commits-api.js';
import { githubMessage, type Octokit, requestOf, statusOf, writeOnce } from './octokit.js';
import { publishedBlobs } from './pages-tree.js';
import { blobId } from './record-files.js';

export interface PagesState {
  commitSha: string;
  treeSha: string;
  /** drift.json as published, or null when the branch has none. */
  feedText: string | null;
  /** api/index.json as published, or null when the branch has none. */
  indexText: string | null;
}

/** Another run moved the branch between our read and our write: read again and retry. */
export class PagesRaceError extends Error {
  /** False when GitHub refused the update although the branch was where we read it. */
  readonly moved: boolean;
  constructor(message: string, options: ErrorOptions & { moved: boolean }) {
    super(message, options);
    this.moved = options.moved;
  }
}

/** A repository ruleset or branch protection refuses writes to the branch: retrying cannot help. */
export class PagesRulesetError extends Error {}

// GitHub's words for a rule as opposed to a lost race ("Update is not a fast forward", "Reference
// already exists", "Reference cannot be updated"): a ruleset says "Repository rule violations
// found"; classic branch protection names only the unmet requirement ('Required status check
// "build" is expected.', "2 of 2 required status checks are expected.", "At least 1 approving
// review is required…", "Changes must be made through a pull request.", "Commits must have
// verified signatures.").
const RULE =
  /repository rule violations|protected branch|protected ref|required status check|approving review|through a pull request|verified signatures/i;

/** GitHub's message of an Octokit error, on one line. */
const messageOf = (err: unknown) => githubMessage(err).replace(/\s+/g, ' ').trim();

/**
 * null when the branch does not exist yet. Three requests (the two files side by side), which are
 * read in `dir` (pages-dir: '' or a folder ending in `/`).
 */
export async function readPages(
  octokit: Octokit,
  repo: Repo,
  branch: string,
  warn: (message: string) => void = () => {},
  dir = '',
): Promise<PagesState | null> {
  let commitSha: string;
  let treeSha: string;
  try {
    const { data } = await octokit.rest.repos.getBranch({ ...repo, branch });
    if (data.name !== branch) {
      // GitHub answers a renamed branch's old name with a 301 to the new one (github/rest-api-description#7096),
      // which fetch follows: that branch is not ours to write, and the ref `branch` does not exist.
      warn(
        `GitHub redirects the ${branch} branch to ${data.name} (renamed?): ${data.name} is not ${branch}, so ${branch} is published anew. ` +
          `Set pages-branch to ${data.name} to publish there.`,
      );
      return null;
    }
    commitSha = data.commit.sha;
    treeSha = data.commit.commit.tree.sha;
  } catch (err) {
    if (statusOf(err) === 404) return null;
    throw err;
  }
  const text = (bytes: Uint8Array | null) => (bytes ? new TextDecoder().decode(bytes) : null);
  const [feed, index] = await Promise.all([
    fileAt(octokit, repo, commitSha, `${dir}drift.json`),
    fileAt(octokit, repo, commitSha, `${dir}api/index.json`),
  ]);
  return { commitSha, treeSha, feedText: text(feed), indexText: text(index) };
}

export interface WriteInput {
  branch: string;
  /**
   * The branch's folder the layout goes in (pages-dir: '' for the root, else ending in `/`). Every
   * path below (`files`, `deletions`, `prune`, what `onListed` is told) is the layout's, relative to
   * it; onPagesBranch places them.
   */
  dir?: string;
  base: PagesState | null;
  files: Map<string, string>;
  /** Paths to remove from the branch (each must exist there). */
  deletions?: string[];
  /**
   * A full rebuild: every file under these folders that `files` does not name is removed (a listing
   * of the branch finds them: see publishedBlobs).
   */
  prune?: string[];
  message: string;
  /** Above this many bytes in all, contents go up as blobs (once each) rather than inside one tree request. */
  inlineBytes?: number;
  /**
   * `files` are what changed (an incremental publish): past `inlineBytes` they go up in chained tree
   * requests as a rebuild's do, without listing the published tree (whose size grows with the
   * registry) to leave out those already published.
   */
  changesOnly?: boolean;
  /**
   * Told what the branch held (path → blob sha) and which of those files the write deletes, when
   * the write lists the branch (a rebuild on top of it): on a branch the action never wrote, its
   * owner's files.
   */
  onListed?: (held: ReadonlyMap<string, string>, removed: ReadonlySet<string>) => void;
}

/** GitHub refuses any file over 100 MB. */
export const MAX_PAGES_FILE_BYTES = 100 * 1024 * 1024;
/** Small artifacts ride in the tree request: one request instead of one per file. */
export const INLINE_TREE_BYTES = 16 * 1024 * 1024;

type TreeEntry = { path: string; mode: '100644'; type: 'blob' } & (
  | { content: string }
  | { sha: string | null }
);

const ENTRY = { mode: '100644', type: 'blob' } as const;

/** The object id git gives `content` as a blob: what the tree lists for it once published. */
export function gitBlobSha(content: string): string {
  return blobId(Buffer.from(content, 'utf8'), 40); // GitHub repositories use SHA-1
}

/** Uploads `content` as a blob; the sha GitHub gives it. */
async function createBlob(octokit: Octokit, repo: Repo, content: string): Promise<string> {
  // artifacts are UTF-8 text: no base64 growth
  const { data } = await octokit.rest.git.createBlob({ ...repo, content, encoding: 'utf-8' });
  return data.sha;
}

/**
 * The tree entries for `files`: inline when small, else as blobs, each distinct content uploaded
 * once (api.json and api/v1.json are the same bytes) so no request body carries them all, and none
 * uploaded that the branch already holds at that path. null when every file is already published
 * as it is (a re-run): nothing to write.
 */
async function treeEntries(
  octokit: Octokit,
  repo: Repo,
  input: WriteInput,
): Promise<{ tree: TreeEntry[]; baseTree: string | undefined } | null> {
  let total = 0;
  for (const [path, content] of input.files) {
    const size = Buffer.byteLength(content);
    if (size > MAX_PAGES_FILE_BYTES) {
      throw new Error(
        `cannot publish ${path}: it is ${size.toLocaleString('en-US')} bytes, over GitHub's 100 MB file size limit`,
      );
    }
    total += size;
  }
  const limit = input.inlineBytes ?? INLINE_TREE_BYTES;
  const inline = total <= limit;
  const prune = input.base ? (input.prune ?? []) : [];
  const dir = input.dir ?? '';
  const at = (path: string) => onPagesBranch(dir, path);
  // Listed once, and only when needed: to compare blobs (not for a push's changes) or to find stale files.
  const published =
    input.base && ((!inline && input.changesOnly !== true) || prune.length > 0)
      ? await publishedBlobs(octokit, repo, input.base.treeSha, input.branch, undefined, dir)
      : null;
  const removed = new Set(input.base ? (input.deletions ?? []) : []);
  if (published && prune.length > 0) {
    for (const path of published.keys())
      if (!input.files.has(path) && prune.some((p) => path.startsWith(p))) removed.add(path);
  }
  if (published) input.onListed?.(published, removed);
  const deletes: TreeEntry[] = [...removed]
    .filter((path) => !input.files.has(path))
    .sort()
    .map((path) => ({ path: at(path), ...ENTRY, sha: null }));
  if (inline) {
    const tree = [
      ...[...input.files].map(([path, content]) => ({ path: at(path), ...ENTRY, content })),
      ...deletes,
    ];
    return { tree, baseTree: input.base?.treeSha };
  }
  // Only files whose content differs from the published one (when it was listed; an incremental
  // write's are its changes); each bigger than a request goes up as a blob (each distinct content
  // once), the rest inline in tree requests of at most `limit` bytes chained on one another: a few
  // requests for thousands of model files, not one each (a push that rewrote 1,400 models' files
  // made 459 blob requests, past GitHub's 80 content-creating requests a minute).
  const uploaded = new Map<string, string>();
  const batches: TreeEntry[][] = [[]];
  let batchBytes = 0;
  let changed = deletes.length > 0;
  for (const [path, content] of input.files) {
    const local = gitBlobSha(content);
    if (published?.get(path) === local) continue;
    changed = true;
    const size = Buffer.byteLength(content);
    if (size > limit) {
      // Each distinct content goes up once (git blob sha → the sha GitHub gave it).
      let sha = uploaded.get(local);
      if (!sha) {
        sha = await createBlob(octokit, repo, content);
        uploaded.set(local, sha);
      }
      batches[0]!.push({ path: at(path), ...ENTRY, sha });
      continue;
    }
    if (batchBytes + size > limit) {
      batches.push([]);
      batchBytes = 0;
    }
    batches.at(-1)!.push({ path: at(path), ...ENTRY, content });
    batchBytes += size;
  }
  if (!changed) return null;
  let base = input.base?.treeSha;
  for (const batch of batches.slice(1)) base = await createTreeOn(octokit, repo, base, batch);
  return { tree: [...batches[0]!, ...deletes], baseTree: base };
}

/**
 * GitHub gave up building a tree in time: 422 "Sorry, your request timed out. It's likely that your
 * input was too large to process. Consider building the tree incrementally" (qoomon/actions--create-commit#90,
 * osunyorg/admin#1878), or a 5xx from its proxy (codesandbox-client#8614: from about 2.5 MB inline).
 */
function treeTooBig(err: unknown): boolean {
  const status = statusOf(err) ?? 0;
  return status >= 500 || (status === 422 && /timed out|too large to process/i.test(githubMessage(err)));
}

/**
 * Creates `tree` on top of `base`; its sha. When GitHub cannot build it in one request it is built
 * incrementally, as its answer advises: the first half on `base`, the second on that, down to a lone
 * file, whose content then goes up as a blob. Trees are content-addressed: the same tree results.
 */
async function createTreeOn(
  octokit: Octokit,
  repo: Repo,
  base: string | undefined,
  tree: TreeEntry[],
): Promise<string> {
  try {
    const { data } = await octokit.rest.git.createTree({
      ...repo,
      tree,
      ...(base ? { base_tree: base } : {}),
      // With several entries the split below is the retry, not the same body sent again.
      ...(tree.length > 1 ? { request: { retries: 0 } } : {}),
    });
    return data.sha;
  } catch (err) {
    if (!treeTooBig(err)) throw err;
    if (tree.length > 1) {
      const half = Math.ceil(tree.length / 2);
      const first = await createTreeOn(octokit, repo, base, tree.slice(0, half));
      return createTreeOn(octokit, repo, first, tree.slice(half));
    }
    const entry = tree[0];
    if (!entry || !('content' in entry)) throw err;
    const sha = await createBlob(octokit, repo, entry.content);
    return createTreeOn(octokit, repo, base, [{ path: entry.path, ...ENTRY, sha }]);
  }
}

/**
 * Commits `files` on top of the branch. Returns the new commit, or null when the tree would not
 * change (a re-run is a no-op). Throws PagesRaceError when the branch moved meanwhile.
 */
export async function writePages(octokit: Octokit, repo: Repo, input: WriteInput): Promise<string | null> {
  let commitSha: string;
  try {
    const entries = await treeEntries(octokit, repo, input);
    if (entries === null) return null;
    const newTree = await createTopTree(octokit, repo, input, entries);
    if (input.base && newTree.sha === input.base.treeSha) return null;
    const { data: commit } = await octokit.rest.git.createCommit({
      ...repo,
      message: input.message,
      tree: newTree.sha,
      parents: input.base ? [input.base.commitSha] : [],
    });
    commitSha = commit.sha;
  } catch (err) {
    // A blob, tree or commit GitHub kept failing to make (retried already): the branch is untouched,
    // which is what the reader needs to know, not only GitHub's words.
    const lost = lostWrite(err);
    if (lost === null) throw err;
    throw new Error(
      `the new ${input.branch} commit was not made, so nothing was published (${lost}); ` +
        're-run the job, or the next push publishes these commits too',
      { cause: err },
    );
  }
  await moveBranch(octokit, repo, input, commitSha);
  return commitSha;
}

/**
 * `HTTP 502: Server Error` or `no answer: …` for a write (not a read) whose answer was lost on every
 * attempt (a 5xx, a timeout, a dropped connection); null for any other error. Octokit gives a
 * request that got no answer status 500 too: the response tells them apart.
 */
function lostWrite(err: unknown): string | null {
  const failed = requestOf(err);
  const status = statusOf(err);
  if (!failed || failed.method === 'GET' || (status !== undefined && status < 500)) return null;
  return `${failed.status === undefined ? 'no answer' : `HTTP ${failed.status}`}: ${messageOf(err)}`;
}

/**
 * The tree the commit gets. GitHub refuses a tree that deletes a path its base lacks ("Returns an
 * error if you try to delete a file that does not exist"): a file someone removed from the branch
 * by hand would fail this publish, and every later one that carries the same deletion. On that 422
 * the branch is listed once and the deletions of files it does not hold are dropped.
 */
async function createTopTree(
  octokit: Octokit,
  repo: Repo,
  input: WriteInput,
  entries: { tree: TreeEntry[]; baseTree: string | undefined },
): Promise<{ sha: string }> {
  const create = async (tree: TreeEntry[]) => ({
    sha: await createTreeOn(octokit, repo, entries.baseTree, tree),
  });
  const isDeletion = (e: TreeEntry) => 'sha' in e && e.sha === null;
  try {
    return await create(entries.tree);
  } catch (err) {
    if (statusOf(err) !== 422 || !input.base || !entries.tree.some(isDeletion)) throw err;
    const published = await publishedBlobs(octokit, repo, input.base.treeSha, input.branch);
    const tree = entries.tree.filter((e) => !isDeletion(e) || published.has(e.path));
    if (tree.length === entries.tree.length) throw err;
    return create(tree);
  }
}

/** The commit `branch` points at; null when it does not exist. */
export async function branchTip(octokit: Octokit, repo: Repo, branch: string): Promise<string | null> {
  try {
    return (await octokit.rest.git.getRef({ ...repo, ref: `heads/${branch}` })).data.object.sha;
  } catch (err) {
    if (statusOf(err) === 404) return null;
    throw err;
  }
}

/**
 * Points the branch at `commitSha` (creating it on a first publish), never forced. Sent without
 * automatic retries: a retry after a lost answer (502, timeout) would find the branch already moved
 * and answer 422, and this run would report a race although it published. So after a lost answer or a
 * 422 the branch is read: pointing at our commit, the write happened.
 */
async function moveBranch(octokit: Octokit, repo: Repo, input: WriteInput, commitSha: string): Promise<void> {
  const ours = async () => ((await branchTip(octokit, repo, input.branch)) === commitSha ? true : undefined);
  const write = async () => {
    if (input.base) {
      await octokit.rest.git.updateRef({
        ...repo,
        ref: `heads/${input.branch}`,
        sha: commitSha,
        force: false,
        request: { retries: 0 },
      });
    } else {
      const ref = `refs/heads/${input.branch}`;
      await octokit.rest.git.createRef({ ...repo, ref, sha: commitSha, request: { retries: 0 } });
    }
    return true;
  };
  try {
    await writeOnce(octokit, write, ours);
  } catch (err) {
    const status = statusOf(err);
    const lost = lostWrite(err);
    if (lost !== null) {
      // The write's answers were lost on every attempt and the branch is not at our commit (writeOnce
      // read it): the commit is made, but nothing points at it. Said so, not as a bare 502.
      throw new Error(
        `${input.branch} was not ${input.base ? 'moved' : 'created'}, so nothing was published (${lost}); ` +
          're-run the job, or the next push publishes these commits too',
        { cause: err },
      );
    }
    if (status !== 422 && status !== 409) throw err;
    // A rule on the branch, or a race: not a fast-forward (someone else updated the branch) or it
    // already exists (created meanwhile) — unless what moved it was our own write.
    const why = messageOf(err);
    if (RULE.test(why)) {
      throw new PagesRulesetError(
        `cannot publish to the ${input.branch} branch: a rule protects it (HTTP ${status}: ${why}). ` +
          `Let the workflow's token bypass the ruleset or branch protection on ${input.branch}, or publish to another branch with the pages-branch input.`,
        { cause: err },
      );
    }
    const tip = await branchTip(octokit, repo, input.branch);
    if (tip === commitSha) return;
    // Retried all the same (GitHub sometimes answers "Reference update failed" and then takes the
    // same update), but said as it is when nothing moved the branch.
    const unmoved = tip !== null && tip === input.base?.commitSha;
    // Deleted (by hand, to start afresh): the retry reads no branch and creates it.
    const deleted = tip === null && Boolean(input.base);
    throw new PagesRaceError(
      unmoved
        ? `GitHub refused to move ${input.branch} (HTTP ${status}: ${why}) although nothing else moved it`
        : `${input.branch} ${deleted ? 'was deleted' : 'moved'} while publishing`,
      { cause: err, moved: !unmoved },
    );
  }
}
