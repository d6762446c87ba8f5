// Whether files can be made under `root` without leaving it: every folder that already stands
// between `root` and the file must be a real folder. A link would carry the write elsewhere (the
// folder `root` names may itself be a link: the user chose it); a file would stop it half-way.
import { lstatSync } from 'node:fs';
import { dirname } from 'node:path';

type Deps = { lstatSync: typeof lstatSync; dirname: typeof dirname };

/**
 * The first folder from `root` down to `dir` (inside it) that stands there but is no real folder: a
 * link, or a file; null when every one there is a real folder (the missing ones are made inside
 * real folders). Self-contained apart from `deps`: the build's writer thread runs its source
 * (`String(notRealFolder)`), as it does makeDirs'.
 */
export function notRealFolder(
  root: string,
  dir: string,
  deps: Deps = { lstatSync, dirname },
): { at: string; link: boolean } | null {
  const chain: string[] = [];
  for (let at = dir; at !== root && deps.dirname(at) !== at; at = deps.dirname(at)) chain.unshift(at);
  for (const at of chain) {
    const st = deps.lstatSync(at, { throwIfNoEntry: false });
    if (st === undefined) return null; // made from here on, inside real folders
    if (st.isSymbolicLink()) return { at, link: true };
    if (!st.isDirectory()) return { at, link: false };
  }
  return null;
}
