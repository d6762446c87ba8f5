// The modes of a commit's files under the models folder, through the git trees API: what a
// pull_request_target run, which reads the pull request as data through the API, needs to tell a
// record or lab folder committed as a symbolic link (mode 120000, type blob) from a file without
// reading it (the contents API answers a link to a file with that file's content).
import type { Repo } from './commits-api.js';
import type { Octokit } from './octokit.js';
import { getTree, type Listing } from './pages-tree.js';

export interface TreeItem {
  mode: string;
  type: string;
  sha: string;
}

function addItems(items: Map<string, TreeItem>, listing: Listing, prefix: string): void {
  for (const e of listing.tree) {
    if (e.path && e.mode && e.type && e.sha)
      items.set(prefix + e.path, { mode: e.mode, type: e.type, sha: e.sha });
  }
}

/**
 * Repository path → mode, type and id at `commit` (`complete` when that is all of it): of every file
 * and folder while GitHub lists the whole tree in one request (up to 100,000 entries or 7 MB); past
 * that (`truncated`), of the folders on the way to `modelsDir`, its labs, and the files of the lab
 * folders `labs` names (one request each), which is all a pull request's records need. Folders are
 * listed one level at a time then: what the pull request nests deeper cannot cut them short.
 */
export async function headItems(
  octokit: Octokit,
  repo: Repo,
  commit: string,
  modelsDir: string,
  /** Repository paths of the lab folders whose files are wanted (`models/acme`). */
  labs: Iterable<string>,
): Promise<{ items: Map<string, TreeItem>; complete: boolean }> {
  const items = new Map<string, TreeItem>();
  const whole = await getTree(octokit, repo, commit, true);
  if (!whole.truncated) {
    addItems(items, whole, '');
    return { items, complete: true };
  }
  let sha = commit;
  let prefix = '';
  for (const name of modelsDir === '.' ? [] : modelsDir.split('/')) {
    addItems(items, await getTree(octokit, repo, sha, false), prefix);
    const folder = items.get(prefix + name);
    // A link or a file in the way: the caller reports it; nothing below it is a record.
    if (folder?.type !== 'tree') return { items, complete: false };
    sha = folder.sha;
    prefix += `${name}/`;
  }
  addItems(items, await getTree(octokit, repo, sha, false), prefix);
  for (const lab of new Set(labs)) {
    const folder = items.get(lab);
    if (folder?.type === 'tree') addItems(items, await getTree(octokit, repo, folder.sha, false), `${lab}/`);
  }
  return { items, complete: false };
}

/** A link's text (the path it leads to), read as a blob: one request. */
export async function linkText(octokit: Octokit, repo: Repo, sha: string): Promise<string> {
  const { data } = await octokit.rest.git.getBlob({ ...repo, file_sha: sha });
  return Buffer.from(data.content, data.encoding === 'base64' ? 'base64' : 'utf8').toString('utf8');
}
