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
 * that (`truncated`), of the folders on the way to `modelsDir` (one level each) and all under it (one
 * recursive request). Only a models folder too large for that is listed lab by lab: its own level,
 * then one request for each lab folder `labs` names: when there are more than `budget` of them, none is listed and
 * `unlisted` says how many (each request is one of the repository's hourly budget).
 */
export async function headItems(
  octokit: Octokit,
  repo: Repo,
  commit: string,
  modelsDir: string,
  /** Repository paths of the lab folders whose files are wanted (`models/acme`). */
  labs: Iterable<string>,
  budget: number,
): Promise<{ items: Map<string, TreeItem>; complete: boolean; unlisted?: number }> {
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
  // Folders are not listed one by one while the models folder fits one listing: a pull request
  // touching a record in each of 300 labs would spend 300 more requests.
  const models = await getTree(octokit, repo, sha, true);
  addItems(items, models, prefix);
  if (!models.truncated) return { items, complete: false };
  // Cut short, it may lack lab folders: they come from a listing of the models folder's own level.
  addItems(items, await getTree(octokit, repo, sha, false), prefix);
  const wanted = [...new Set(labs)].filter((lab) => items.get(lab)?.type === 'tree');
  if (wanted.length > budget) return { items, complete: false, unlisted: wanted.length };
  for (const lab of wanted)
    addItems(items, await getTree(octokit, repo, items.get(lab)!.sha, false), `${lab}/`);
  return { items, complete: false };
}

/** A link's text (the path it leads to), read as a blob: one request. */
export async function linkText(octokit: Octokit, repo: Repo, sha: string): Promise<string> {
  const { data } = await octokit.rest.git.getBlob({ ...repo, file_sha: sha });
  return Buffer.from(data.content, data.encoding === 'base64' ? 'base64' : 'utf8').toString('utf8');
}
