// Newest-first order of commits that makes an incremental feed update a pure prefix of a full build.
//
// The rule: walk the first-parent chain from head; after each commit C come the commits C merged
// in (reachable from its 2nd..nth parents, not from its first parent), each merged parent's section
// in parent order and ordered by the same rule, then the chain continues with C's first parent.
//
// Computed in two linear passes instead of per-merge reachability sets. Every commit belongs to the
// section of exactly one merge; that is the one on its lexicographically smallest path from head
// when a path is read as the list of parent indexes taken (first parent = 0 sorts first), because
// taking the first parent wherever it still reaches the commit is what "not reachable from C's first
// parent" rules out. A depth-first search that tries parents in index order finds every commit first
// along that smallest path (pass 1). The order is then a pre-order walk of the resulting tree that
// visits a commit's merged parents (index 1..n) before its first parent (pass 2).

interface Node {
  sha: string;
  parents: string[];
}

/** For each reached commit, the commits first discovered from it, with the parent index used. */
function discoveryTree<T extends Node>(
  bySha: Map<string, T>,
  head: string,
): Map<string, { sha: string; index: number }[]> {
  const kids = new Map<string, { sha: string; index: number }[]>();
  const seen = new Set<string>([head]);
  const stack: { sha: string; next: number }[] = [{ sha: head, next: 0 }];
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
    const parents = bySha.get(top.sha)!.parents;
    if (top.next >= parents.length) {
      stack.pop();
      continue;
    }
    const index = top.next++;
    const p = parents[index]!;
    // A parent outside the given set (shallow clone, range start) ends the walk on that side.
    if (!bySha.has(p) || seen.has(p)) continue;
    seen.add(p);
    const list = kids.get(top.sha);
    if (list) list.push({ sha: p, index });
    else kids.set(top.sha, [{ sha: p, index }]);
    stack.push({ sha: p, next: 0 });
  }
  return kids;
}

/** Commits reachable from `head`, newest first by the rule above; the others are dropped. */
export function orderCommits<T extends Node>(commits: T[], head: string): T[] {
  const bySha = new Map<string, T>();
  for (const c of commits) if (!bySha.has(c.sha)) bySha.set(c.sha, c);
  if (!bySha.has(head)) return [];
  const kids = discoveryTree(bySha, head);
  const out: T[] = [];
  const stack = [head];
  while (stack.length > 0) {
    const sha = stack.pop()!;
    out.push(bySha.get(sha)!);
    const list = kids.get(sha);
    if (list === undefined) continue;
    // Popped in this order: merged parents by index, then the first-parent continuation.
    const first = list.find((k) => k.index === 0);
    if (first) stack.push(first.sha);
    for (let i = list.length - 1; i >= 0; i--) if (list[i]!.index !== 0) stack.push(list[i]!.sha);
  }
  return out;
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
