// After a full build into --out: a file in one of the layout's own folders that the build did not
// write is stale (a model or lab that left the registry, a page of an earlier history, a temporary
// file of an interrupted build) and goes, as a full publish prunes it from the pages branch. Only
// those folders are walked; symbolic links are left as they are, never followed.
import { type Dirent, lstatSync, readdirSync, rmdirSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Removes the files under `folders` (relative to `outDir`, `/`-separated) that `written` does not
 * name, and the folders that leaves empty. Resolves to the removed files' paths, sorted.
 */
export function pruneStale(
  outDir: string,
  folders: readonly string[],
  written: ReadonlySet<string>,
): string[] {
  const removed: string[] = [];
  /** Whether `rel` is empty once its stale files are gone. */
  const prune = (rel: string): boolean => {
    let entries: Dirent[];
    try {
      entries = readdirSync(join(outDir, rel), { withFileTypes: true });
    } catch (err) {
      throw new Error(`cannot list ${join(outDir, rel)}: ${(err as Error).message}`);
    }
    let left = entries.length;
    for (const e of entries) {
      const path = `${rel}/${e.name}`;
      if (e.isSymbolicLink()) continue;
      if (e.isDirectory()) {
        if (!prune(path)) continue;
        remove(path, rmdirSync);
      } else {
        if (written.has(path)) continue;
        remove(path, unlinkSync);
        removed.push(path);
      }
      left--;
    }
    return left === 0;
  };
  const remove = (path: string, how: (p: string) => void) => {
    try {
      how(join(outDir, path));
    } catch (err) {
      throw new Error(`cannot remove the stale ${join(outDir, path)}: ${(err as Error).message}`);
    }
  };
  for (const folder of folders) {
    const rel = folder.replace(/\/+$/, '');
    // Absent (a first build), or a link or a file where the folder should be: nothing to walk.
    const stat = lstatSync(join(outDir, rel), { throwIfNoEntry: false });
    if (stat?.isDirectory() && prune(rel)) remove(rel, rmdirSync);
  }
  return removed.sort();
}
