// The files on the pages branch, listed whole within GitHub's limits on a tree listing: a recursive
// listing is cut (`truncated: true`) past 100,000 entries or 7 MB, which a 10,000-record layout
// exceeds. A cut folder is listed one level down instead and each sub-folder recursively again,
// as GitHub's docs advise ("fetch one sub-tree at a time").
import type { Repo } from './commits-api.js';
import type { Octokit } from './octokit.js';

/** A tree listing as GitHub answers it (`mode` tells a link, 120000, from a file). */
export type Listing = {
  truncated: boolean;
  tree: { path?: string; mode?: string; type?: string; sha?: string }[];
};

/** One tree listing, recursive or one level. */
export async function getTree(
  octokit: Octokit,
  repo: Repo,
  sha: string,
  recursive: boolean,
): Promise<Listing> {
  const { data } = await octokit.rest.git.getTree({
    ...repo,
    tree_sha: sha,
    ...(recursive ? { recursive: 'true' } : {}),
  });
  return data;
}

/**
 * Path → blob sha of every file in `treeSha`. One request while the recursive listing fits; else,
 * for each folder whose recursive listing is cut, that request and a one-level one, and one per
 * sub-folder. Measured on the emulator at 10,000 records (31,027 files in 1,010 folders): the whole
 * listing is cut at 7 MB, then the top folder one level and api/, assets/, drift/, feeds/, schema/
 * each whole: 7 requests, 15 MB read. One one-level request per folder would be 1,010 requests.
 * Only full writes (a rebuild) and a re-run's check for missing files list the branch; a push's
 * incremental publish never does.
 */
export async function publishedBlobs(
  octokit: Octokit,
  repo: Repo,
  treeSha: string,
  branch: string,
  /**
   * Top folders (`api`) the caller needs: when the whole listing is cut, only these are listed
   * below the top folder, not a site of the owner's beside them. Every folder when absent.
   */
  only?: readonly string[],
  /** The branch's folder the layout is in (pages-dir, ending in `/`): listed alone, paths relative to it. */
  dir = '',
): Promise<Map<string, string>> {
  const blobs = new Map<string, string>();
  const ctx = { octokit, repo, branch };
  const top = dir === '' ? treeSha : await subtree(ctx, treeSha, dir);
  if (top === null) return blobs; // the folder is not there yet
  await listInto(blobs, ctx, top, '', only && ((folder) => only.includes(folder)));
  return blobs;
}

/**
 * The tree of `dir` (`a/b/`) in `treeSha`, one one-level listing per name; null when there is none.
 * Throws when one of its names is a file, a link or a submodule: a tree written there would take
 * the owner's entry away (or GitHub refuses it), so nothing is written.
 */
async function subtree(
  ctx: { octokit: Octokit; repo: Repo; branch: string },
  treeSha: string,
  dir: string,
): Promise<string | null> {
  let sha = treeSha;
  const names = dir.split('/').filter(Boolean);
  for (const [i, name] of names.entries()) {
    const level = await getTree(ctx.octokit, ctx.repo, sha, false);
    const entry = level.tree.find((e) => e.path === name);
    if (!entry && level.truncated) {
      // Past the cut it may well be there: taken as absent, a rebuild would leave its stale files.
      const where = names.slice(0, i).join('/');
      throw new Error(
        `cannot list the ${ctx.branch} branch: GitHub cuts the one-level listing of ${where ? `${where}/` : 'its top folder'} ` +
          `(over 100,000 entries or 7 MB in one folder) before ${name}/ is listed, so a full rebuild cannot tell which files are stale`,
      );
    }
    if (!entry) return null;
    if (entry.type !== 'tree' || !entry.sha) {
      const what =
        entry.type === 'commit' ? 'a submodule' : entry.mode === '120000' ? 'a symbolic link' : 'a file';
      throw new Error(
        `cannot publish into ${dir} on the ${ctx.branch} branch: ${names.slice(0, i + 1).join('/')} is ${what} there, ` +
          'not a folder, so nothing was published. Move it, or publish into another folder (pages-dir).',
      );
    }
    sha = entry.sha;
  }
  return sha;
}

async function listInto(
  blobs: Map<string, string>,
  ctx: { octokit: Octokit; repo: Repo; branch: string },
  sha: string,
  prefix: string,
  /** Which of this folder's sub-folders to list when its recursive listing is cut (all when absent). */
  keep?: (folder: string) => boolean,
): Promise<void> {
  const whole = await getTree(ctx.octokit, ctx.repo, sha, true);
  if (!whole.truncated) return addBlobs(blobs, whole, prefix);
  const level = await getTree(ctx.octokit, ctx.repo, sha, false);
  if (level.truncated) {
    // Publishing anyway would leave stale files behind unseen (and upload every file again).
    throw new Error(
      `cannot list the ${ctx.branch} branch: GitHub cuts even the one-level listing of ${prefix || 'its top folder'} ` +
        '(over 100,000 entries or 7 MB in one folder), so a full rebuild cannot tell which files are stale',
    );
  }
  addBlobs(blobs, level, prefix);
  const folders = level.tree.filter((e) => e.type === 'tree' && e.path && e.sha && (keep?.(e.path) ?? true));
  await Promise.all(folders.map((f) => listInto(blobs, ctx, f.sha!, `${prefix}${f.path}/`)));
}

function addBlobs(blobs: Map<string, string>, listing: Listing, prefix: string): void {
  for (const e of listing.tree) if (e.type === 'blob' && e.path && e.sha) blobs.set(prefix + e.path, e.sha);
}
