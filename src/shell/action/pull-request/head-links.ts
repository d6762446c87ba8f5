// On pull_request_target, the links and submodules of the head commit among the changed paths, and
// the refusal past the cap of reads: apart as only that event lists the head's tree.
import { labEntryName, submoduleRecordPath } from '../../../core/record-path.js';
import type { RegistryFile } from '../../../core/types.js';
import {
  labLinkProblem,
  linkTarget,
  MODELS_FOLDER_LINK,
  modelsFolderSubmodule,
  modelsFolderUnderLink,
  submoduleProblem,
} from '../../../core/validate/paths.js';
import { LINK_MODE } from '../../git/modes.js';
import type { Repo } from '../../github/commits-api.js';
import { headItems, linkText, type TreeItem } from '../../github/head-tree.js';
import type { Client } from '../../github/octokit.js';
import { type ChangedFile, needsEarlierRead, type RecordFileChange } from '../../github/record-files.js';
import type { Checkout } from '../checkout.js';
import type { PullRequest } from './payload.js';
import { TARGET_READS_CAP } from './read-budget.js';

/** What the head commit's listing says of links in the pull request, by record path. */
export interface HeadLinks {
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
export async function headLinks(
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
export function underModels(modelsDir: string, repoPath: string): string | null {
  if (modelsDir === '.') return `models/${repoPath}`;
  if (repoPath.startsWith(`${modelsDir}/`)) return `models/${repoPath.slice(modelsDir.length + 1)}`;
  return `${modelsDir}/`.startsWith(`${repoPath}/`) ? 'models' : null;
}
