// After a full build into --out: a file in one of the layout's own folders that the build did not
// write is stale (a model or lab that left the registry, a page of an earlier history, a temporary
// file of an interrupted build) and goes, as a full publish prunes it from the pages branch. Only
// those folders are walked; symbolic links are left as they are, never followed. On Windows a file
// a virus scanner or the indexer holds refuses its delete for a moment, and its folder then refuses
// to go while the delete is pending: both are tried again for a bounded wait (retryHeld).
import { type Dirent, lstatSync, readdirSync, rmdirSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { temporaryOf } from './replace-file.js';
import { HELD_WAIT_MS, type HeldOptions, retryHeld, sleepSync } from './retry-held.js';

/** The codes Node's `fs.rm` retries (`maxRetries`): a held file, a delete still pending, a moment's lack of handles. */
const REMOVE_HELD = ['EBUSY', 'EMFILE', 'ENFILE', 'ENOTEMPTY', 'EPERM'];

/** The removals, injected (tests refuse some, as Windows does while another program holds a file). */
export interface PruneDeps {
  unlinkSync: (path: string) => void;
  rmdirSync: (path: string) => void;
  /** Blocks this thread for `ms` (tests count the waits instead). */
  sleep: (ms: number) => void;
}

export interface PruneOptions {
  /** Where the removals run: a refusal that another program's handle causes is retried on win32 only. */
  platform: string;
  /** The most time spent waiting on one file or folder before its refusal is final. */
  waitMs: number;
}

const realDeps: PruneDeps = { unlinkSync, rmdirSync, sleep: sleepSync };

/**
 * Removes the files under `folders` (relative to `outDir`, `/`-separated) that `written` does not
 * name, and the folders that leaves empty. Resolves to the removed files' paths, sorted.
 */
export function pruneStale(
  outDir: string,
  folders: readonly string[],
  written: ReadonlySet<string>,
  deps: PruneDeps = realDeps,
  options: PruneOptions = { platform: process.platform, waitMs: HELD_WAIT_MS },
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
        remove(path, deps.rmdirSync, folderHeld);
      } else {
        if (written.has(path)) continue;
        remove(path, deps.unlinkSync, fileHeld);
        removed.push(path);
      }
      left--;
    }
    return left === 0;
  };
  const fileHeld: HeldOptions = { ...options, sleep: deps.sleep };
  const folderHeld: HeldOptions = { ...fileHeld, holding: 'the folder or a file in it' };
  const remove = (path: string, how: (p: string) => void, held: HeldOptions) => {
    const at = join(outDir, path);
    try {
      retryHeld(() => how(at), REMOVE_HELD, held);
    } catch (err) {
      // Gone already (another build into this --out, a user's clean-up): what the removal was for.
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw new Error(`cannot remove the stale ${at}: ${(err as Error).message}`, { cause: err });
    }
  };
  for (const folder of folders) {
    const rel = folder.replace(/\/+$/, '');
    // Absent (a first build), or a link or a file where the folder should be: nothing to walk.
    const stat = lstatSync(join(outDir, rel), { throwIfNoEntry: false });
    if (stat?.isDirectory() && prune(rel)) remove(rel, deps.rmdirSync, folderHeld);
  }
  // Elsewhere (drift/v1.json, index.html, schema/): only the temporary file of an interrupted write
  // of a file this build wrote, by the writer's name for it. A user's own files there stay.
  const owned = folders.map((f) => `${f.replace(/\/+$/, '')}/`);
  const outside = new Set<string>();
  for (const path of written)
    if (!owned.some((o) => path.startsWith(o))) outside.add(path.slice(0, path.lastIndexOf('/') + 1));
  for (const folder of outside) {
    let names: string[];
    try {
      names = readdirSync(join(outDir, folder));
    } catch {
      continue; // gone since it was written: nothing of it to remove
    }
    for (const name of names) {
      const of = temporaryOf(name);
      if (of === undefined || !written.has(`${folder}${of}`)) continue;
      // The writer's temporary is a file: a folder or a link of that name is someone else's.
      if (!lstatSync(join(outDir, folder, name), { throwIfNoEntry: false })?.isFile()) continue;
      remove(`${folder}${name}`, deps.unlinkSync, fileHeld);
      removed.push(`${folder}${name}`);
    }
  }
  return removed.sort();
}
