import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { isOnFirstParentChain, orderCommits } from '../../src/core/commit-order.js';

type C = { sha: string; parents: string[] };

/** The ancestors of `sha` (itself included) within the given commits. */
function reach(by: Map<string, C>, sha: string | undefined): Set<string> {
  const out = new Set<string>();
  const stack = sha === undefined ? [] : [sha];
  while (stack.length > 0) {
    const s = stack.pop()!;
    const c = by.get(s);
    if (c === undefined || out.has(s)) continue;
    out.add(s);
    stack.push(...c.parents);
  }
  return out;
}

/** The rule written out literally, with reachability sets (slow, recursive, obviously right). */
function reference(commits: C[], head: string): string[] {
  const by = new Map(commits.map((c) => [c.sha, c]));
  const out: string[] = [];
  const emitted = new Set<string>();
  const section = (start: string | undefined, exclude: Set<string>) => {
    for (let cur = start; cur !== undefined && by.has(cur) && !exclude.has(cur) && !emitted.has(cur); ) {
      const c = by.get(cur)!;
      emitted.add(cur);
      out.push(cur);
      const first = reach(by, c.parents[0]);
      for (const p of c.parents.slice(1)) section(p, new Set([...exclude, ...first]));
      cur = c.parents[0];
    }
  };
  section(head, new Set());
  return out;
}

/**
 * A random history grown commit by commit: each new commit takes 0-3 distinct parents among the
 * earlier ones (an occasional root, mostly one parent, merges and octopus merges), plus sometimes
 * a parent that is not in the set (shallow history).
 */
const history = fc
  .array(fc.tuple(fc.nat(9), fc.array(fc.nat(), { maxLength: 3 }), fc.boolean()), {
    minLength: 1,
    maxLength: 40,
  })
  .map((steps) => {
    const commits: C[] = [];
    steps.forEach(([kind, picks, missing], i) => {
      const n = kind === 0 || i === 0 ? 0 : kind < 6 ? 1 : Math.min(1 + picks.length, 3);
      const parents: string[] = [];
      for (let k = 0; k < n && i > 0; k++) {
        const p = `c${(picks[k] ?? i * 7 + k) % i}`;
        if (!parents.includes(p)) parents.push(p);
      }
      if (missing && kind === 9) parents.push(`gone${i}`);
      commits.push({ sha: `c${i}`, parents });
    });
    return commits;
  });

const sha = (cs: C[]) => cs.map((c) => c.sha);

describe('orderCommits properties', () => {
  test('matches the literal rule on random histories, from any head', () => {
    fc.assert(
      fc.property(history, fc.nat(), (commits, h) => {
        const head = commits[h % commits.length]!.sha;
        expect(sha(orderCommits(commits, head))).toEqual(reference(commits, head));
      }),
      { numRuns: 1000 },
    );
  });

  test('every commit reachable from head appears exactly once, head first', () => {
    fc.assert(
      fc.property(history, (commits) => {
        const head = commits[commits.length - 1]!.sha;
        const out = sha(orderCommits(commits, head));
        expect(out[0]).toBe(head);
        expect(new Set(out)).toEqual(reach(new Map(commits.map((c) => [c.sha, c])), head));
        expect(out).toHaveLength(new Set(out).size);
      }),
      { numRuns: 500 },
    );
  });

  test('incremental prefix: order(new) = order(new commits only) followed by order(old)', () => {
    // Grow an existing history by main-line commits (first parent = the previous main tip, any
    // number of merged parents) and side commits (any parents), so old head stays on the new
    // head's first-parent chain.
    const growth = fc.array(fc.tuple(fc.boolean(), fc.array(fc.nat(), { maxLength: 3 })), {
      minLength: 1,
      maxLength: 25,
    });
    fc.assert(
      fc.property(history, growth, (base, steps) => {
        const oldHead = base[base.length - 1]!.sha;
        const commits = [...base];
        let tip = oldHead;
        steps.forEach(([onMain, picks], i) => {
          const others = picks.map((p) => commits[p % commits.length]!.sha);
          const parents = onMain ? [tip, ...others] : others.slice(0, 2);
          const c = { sha: `n${i}`, parents: [...new Set(parents)] };
          commits.push(c);
          if (onMain) tip = c.sha;
        });
        if (tip === oldHead) return; // no main-line growth: nothing to compare
        expect(isOnFirstParentChain(commits, tip, oldHead)).toBe(true);
        const by = new Map(commits.map((c) => [c.sha, c]));
        const old = reach(by, oldHead);
        const fresh = commits.filter((c) => reach(by, tip).has(c.sha) && !old.has(c.sha));
        const full = sha(orderCommits(commits, tip));
        // What an incremental run sees: only the commits since the last build, oldHead missing.
        const incremental = sha(orderCommits(fresh, tip));
        expect(full).toEqual([...incremental, ...sha(orderCommits(commits, oldHead))]);
        expect(incremental).toHaveLength(fresh.length);
      }),
      { numRuns: 1000 },
    );
  });
});
