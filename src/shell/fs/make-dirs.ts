// `mkdir -p` that always ends. Node's `mkdirSync(dir, { recursive: true })` (and fs.promises.mkdir)
// spins forever at full CPU when a folder's parent exists but creating the folder still fails with
// ENOENT, as for any path under /proc: an --out, an init folder or a cache folder there hung the CLI.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

type Deps = { mkdirSync: typeof mkdirSync; dirname: typeof dirname };

/**
 * Makes `dir` and its missing parents; a folder that is already there is fine. Each missing folder
 * is tried once more once its parent is in place, and ENOENT then is final. True when this call made
 * `dir` itself (so nothing is in it yet). Self-contained apart from `deps`: the build's writer
 * thread runs its source (`String(makeDirs)`).
 */
export function makeDirs(dir: string, mode?: number, deps: Deps = { mkdirSync, dirname }): boolean {
  const options = mode === undefined ? undefined : { mode };
  const missing: string[] = [];
  let made = false;
  for (let at = dir; ; ) {
    try {
      deps.mkdirSync(at, options);
      made = at === dir;
      break;
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') break; // a file there fails the first write below it, with ENOTDIR
      const parent = deps.dirname(at);
      if (code !== 'ENOENT' || parent === at) throw err;
      missing.push(at);
      at = parent;
    }
  }
  for (let i = missing.length - 1; i >= 0; i--) {
    try {
      deps.mkdirSync(missing[i]!, options);
      made = i === 0;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err; // made meanwhile: fine
    }
  }
  return made;
}
