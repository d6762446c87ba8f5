import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { firstParentChain, isOnFirstParentChain } from '../../src/core/commit-order.js';

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

describe('firstParentChain properties', () => {
  test('incremental prefix: chain(new) = chain(new commits only) followed by chain(old)', () => {
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
        const full = sha(firstParentChain(commits, tip));
        // What an incremental run sees: only the commits since the last build, oldHead missing.
        const incremental = sha(firstParentChain(fresh, tip));
        expect(full).toEqual([...incremental, ...sha(firstParentChain(commits, oldHead))]);
      }),
      { numRuns: 1000 },
    );
  });
});
