// `POST /git/trees`: applies path edits on top of an optional base tree with `git ls-tree` / `git mktree`,
// rewriting only the directories on edited paths, as GitHub does (unchanged subtrees keep their ids).
import type { GitStore } from './git-store.js';
import { unprocessable } from './http.js';

export interface TreeEdit {
  path: string;
  mode: string;
  type: 'blob' | 'tree' | 'commit';
  /** null deletes the path; undefined when `content` is given. */
  sha?: string | null;
  content?: string;
}

interface Entry {
  mode: string;
  type: string;
  sha: string;
}

interface Dir {
  entries: Map<string, Entry>;
  /** Loaded or new subdirectories that may have changed, by name. */
  children: Map<string, Dir>;
}

const MODE_TYPE: Record<string, string> = {
  '100644': 'blob',
  '100755': 'blob',
  '120000': 'blob',
  '040000': 'tree',
  '160000': 'commit',
};

function checkEdit(e: TreeEdit): void {
  const parts = e.path.split('/');
  if (parts.some((p) => p === '' || p === '.' || p === '..' || p.toLowerCase() === '.git')) {
    throw unprocessable('tree.path contains a malformed path component');
  }
  if (MODE_TYPE[e.mode] !== e.type)
    throw unprocessable(`tree.mode ${e.mode} does not match tree.type ${e.type}`);
  const hasSha = e.sha !== undefined;
  if (hasSha && e.content !== undefined)
    throw unprocessable('tree.sha and tree.content cannot both be specified');
  if (!hasSha && e.content === undefined) throw unprocessable('Must supply either tree.sha or tree.content');
  if (e.content !== undefined && e.type !== 'blob')
    throw unprocessable('tree.content is only valid for blobs');
}

export async function buildTree(git: GitStore, baseTree: string | null, edits: TreeEdit[]): Promise<string> {
  for (const e of edits) checkEdit(e);

  // Every referenced object must exist with the declared type (submodule commits live elsewhere).
  const referenced = edits.flatMap((e) => (typeof e.sha === 'string' && e.type !== 'commit' ? [e.sha] : []));
  const types = await git.objectTypes(referenced);
  for (const e of edits) {
    if (typeof e.sha === 'string' && e.type !== 'commit') {
      if (types.get(e.sha) !== e.type || e.sha.length !== 40) {
        throw unprocessable(`tree.sha ${e.sha} is not a valid ${e.type}`);
      }
    }
  }

  const load = async (sha: string | null): Promise<Dir> => {
    const dir: Dir = { entries: new Map(), children: new Map() };
    if (sha) {
      for (const e of await git.lsTree(sha))
        dir.entries.set(e.path, { mode: e.mode, type: e.type, sha: e.sha });
    }
    return dir;
  };
  const root = await load(baseTree);

  for (const edit of edits) {
    const parts = edit.path.split('/');
    const name = parts.pop()!;
    let dir = root;
    let missing = false;
    for (const part of parts) {
      let child = dir.children.get(part);
      if (!child) {
        const entry = dir.entries.get(part);
        if (entry?.type !== 'tree') {
          if (edit.sha === null) {
            missing = true;
            break;
          }
          child = await load(null); // new directory (replacing a file of that name, if any)
        } else {
          child = await load(entry.sha);
        }
        dir.children.set(part, child);
      }
      dir = child;
    }
    if (edit.sha === null) {
      // Deleting a path the base tree does not have fails on GitHub too.
      if (missing || (!dir.entries.has(name) && !dir.children.has(name))) {
        throw unprocessable(`tree.path ${edit.path} does not exist in base_tree`);
      }
      dir.entries.delete(name);
      dir.children.delete(name);
      continue;
    }
    const sha = edit.sha ?? (await git.writeBlob(Buffer.from(edit.content!, 'utf8')));
    dir.children.delete(name); // an explicit entry replaces whatever subtree was there
    dir.entries.set(name, { mode: edit.mode, type: edit.type, sha });
  }

  // Bottom-up: write changed directories; a directory left empty disappears, as in git.
  const write = async (dir: Dir): Promise<string | null> => {
    for (const [name, child] of dir.children) {
      const sha = await write(child);
      if (sha) dir.entries.set(name, { mode: '040000', type: 'tree', sha });
      else dir.entries.delete(name);
    }
    if (dir.entries.size === 0) return null;
    return git.mkTree([...dir.entries].map(([name, e]) => ({ name, ...e })));
  };
  return (await write(root)) ?? (await git.mkTree([]));
}
