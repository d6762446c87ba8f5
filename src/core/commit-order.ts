// Head's first-parent line: the commits that make drift events (a merge stands for the change it
// merged in, as `git log --first-parent` shows it), and whether an earlier head lies on it, which
// makes an incremental feed update a pure prefix of a full build.

interface Node {
  sha: string;
  parents: string[];
}

/**
 * Whether `ancestor` is `head` or lies on head's first-parent chain. `ancestor` itself may be
 * absent from `commits` (the chain may end at a parent just outside a `base..head` range).
 */
export function isOnFirstParentChain(commits: readonly Node[], head: string, ancestor: string): boolean {
  const bySha = new Map<string, Node>();
  for (const c of commits) if (!bySha.has(c.sha)) bySha.set(c.sha, c);
  const seen = new Set<string>();
  let cur: string | undefined = head;
  while (cur !== undefined && !seen.has(cur)) {
    if (cur === ancestor) return true;
    seen.add(cur);
    cur = bySha.get(cur)?.parents[0];
  }
  return false;
}

/**
 * `head` and its first parents, newest first, as far as `commits` reach: the mainline `git log
 * --first-parent` shows. A merge on it stands for the whole change it merged in (its files are
 * compared with its first parent), so the merged commits add nothing of their own.
 */
export function firstParentChain<T extends Node>(commits: readonly T[], head: string): T[] {
  const bySha = new Map<string, T>();
  for (const c of commits) if (!bySha.has(c.sha)) bySha.set(c.sha, c);
  const out: T[] = [];
  const seen = new Set<string>();
  for (let c = bySha.get(head); c !== undefined && !seen.has(c.sha); c = bySha.get(c.parents[0] ?? '')) {
    seen.add(c.sha);
    out.push(c);
  }
  return out;
}
