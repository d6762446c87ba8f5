// Whether files can be made under `root` without leaving it: every folder that already stands
// between `root` and the file must be a real folder. A link would carry the write elsewhere (the
// folder `root` names may itself be a link: the user chose it); a file would stop it half-way.
import { lstatSync } from 'node:fs';
import { dirname, relative } from 'node:path';

/** Why files cannot be made in `dir` (inside `root`), or null when every existing folder is real. */
export function folderProblem(root: string, dir: string): string | null {
  const chain: string[] = [];
  for (let at = dir; relative(root, at) !== '' && dirname(at) !== at; at = dirname(at)) chain.unshift(at);
  for (const at of chain) {
    const st = lstatSync(at, { throwIfNoEntry: false });
    if (st === undefined) return null; // made from here on, inside real folders
    if (st.isSymbolicLink())
      return `${at} is a symbolic link, and writing through it would write outside ${root}`;
    if (!st.isDirectory()) return `${at} is a file where a folder is needed`;
  }
  return null;
}
