import { describe, expect, test } from '@jest/globals';
import { firstParentChain, isOnFirstParentChain, orderCommits } from '../../src/core/commit-order.js';

type C = { sha: string; parents: string[] };

/** `graph('B:A', 'A:')` → commits with those parents (comma separated, first parent first). */
function graph(...specs: string[]): C[] {
  return specs.map((s) => {
    const [sha, parents] = s.split(':') as [string, string];
    return { sha, parents: parents === '' ? [] : parents.split(',') };
  });
}

const order = (commits: C[], head: string) => orderCommits(commits, head).map((c) => c.sha);

describe('orderCommits', () => {
  test('a linear history is newest first', () => {
    expect(order(graph('A:', 'B:A', 'C:B'), 'C')).toEqual(['C', 'B', 'A']);
  });

  test('input order does not matter', () => {
    expect(order(graph('C:B', 'A:', 'B:A'), 'C')).toEqual(['C', 'B', 'A']);
  });

  test('a merge is followed by the commits it merged in, then the first-parent chain', () => {
    //   A - B ----- M - N
    //        \     /
    //         X - Y
    const g = graph('A:', 'B:A', 'X:B', 'Y:X', 'M:B,Y', 'N:M');
    expect(order(g, 'N')).toEqual(['N', 'M', 'Y', 'X', 'B', 'A']);
  });

  test('a merged branch is ordered by the same rule, including its own merges', () => {
    // Branch F merged main's C into itself (F2) before being merged back (M).
    const g = graph('A:', 'B:A', 'C:B', 'F1:A', 'F2:F1,C', 'F3:F2', 'D:C', 'M:D,F3');
    // F2 merged C in, but C is reachable from M's first parent D, so it belongs to the main line.
    expect(order(g, 'M')).toEqual(['M', 'F3', 'F2', 'F1', 'D', 'C', 'B', 'A']);
    const g2 = graph('A:', 'S1:A', 'S2:S1', 'F1:A', 'F2:F1,S2', 'F3:F2', 'D:A', 'M:D,F3');
    // Here the side branch S merged into F is new to M as well, and comes right after F2.
    expect(order(g2, 'M')).toEqual(['M', 'F3', 'F2', 'S2', 'S1', 'F1', 'D', 'A']);
  });

  test('octopus merge: sections in parent order, each without what earlier sections took', () => {
    // O merges P, Q and R into main line B; Q and R share Q1, which goes to Q's section.
    const g = graph('A:', 'B:A', 'P:A', 'Q1:A', 'Q:Q1', 'R:Q1', 'O:B,P,Q,R');
    expect(order(g, 'O')).toEqual(['O', 'P', 'Q', 'Q1', 'R', 'B', 'A']);
  });

  test('criss-cross merges', () => {
    //  A - B1 - B2(B1,C1) - B3
    //   \                 /
    //    C1 - C2(C1,B1) -
    const g = graph('A:', 'B1:A', 'C1:A', 'B2:B1,C1', 'C2:C1,B1', 'M:B2,C2');
    expect(order(g, 'M')).toEqual(['M', 'C2', 'B2', 'C1', 'B1', 'A']);
    const g2 = graph('A:', 'B1:A', 'C1:A', 'B2:B1,C1', 'C2:C1,B1', 'M:C2,B2');
    expect(order(g2, 'M')).toEqual(['M', 'B2', 'C2', 'B1', 'C1', 'A']);
  });

  test('commits not reachable from head are dropped; an unknown head gives nothing', () => {
    const g = graph('A:', 'B:A', 'X:A', 'C:B');
    expect(order(g, 'C')).toEqual(['C', 'B', 'A']);
    expect(order(g, 'nope')).toEqual([]);
  });

  test('a missing parent ends the walk there (shallow history, range start)', () => {
    expect(order(graph('B:A', 'C:B'), 'C')).toEqual(['C', 'B']);
    // The merged branch's base is outside the set too.
    expect(order(graph('B:A', 'X:Z', 'M:B,X', 'N:M'), 'N')).toEqual(['N', 'M', 'X', 'B']);
    expect(order(graph('M:gone1,gone2'), 'M')).toEqual(['M']);
  });

  test('duplicate commits, duplicate parents and cycles in corrupt input do not loop', () => {
    expect(order(graph('A:', 'B:A,A', 'B:A'), 'B')).toEqual(['B', 'A']);
    expect(order(graph('A:B', 'B:A'), 'B')).toEqual(['B', 'A']);
  });

  test('10,000 commits with frequent merges in well under a second, no recursion limit', () => {
    const commits: C[] = [{ sha: 'm0', parents: [] }];
    let side = 'm0';
    for (let i = 1; i < 5000; i++) {
      commits.push({ sha: `s${i}`, parents: [side] });
      side = `s${i}`;
      commits.push({ sha: `m${i}`, parents: i % 3 === 0 ? [`m${i - 1}`, side] : [`m${i - 1}`] });
    }
    const start = performance.now();
    const out = orderCommits(commits, 'm4999');
    const elapsed = performance.now() - start;
    expect(out).toHaveLength(commits.length - 1); // s4999 is not merged
    expect(out[0]!.sha).toBe('m4999');
    expect(new Set(out.map((c) => c.sha)).size).toBe(out.length);
    expect(elapsed).toBeLessThan(1000);
    const chain: C[] = Array.from({ length: 200_000 }, (_, i) => ({
      sha: `c${i}`,
      parents: i ? [`c${i - 1}`] : [],
    }));
    expect(orderCommits(chain, 'c199999')).toHaveLength(200_000);
  });
});

describe('isOnFirstParentChain', () => {
  const g = graph('A:', 'B:A', 'X:A', 'M:B,X', 'N:M');

  test('true for head itself and its first-parent ancestors', () => {
    expect(isOnFirstParentChain(g, 'N', 'N')).toBe(true);
    expect(isOnFirstParentChain(g, 'N', 'B')).toBe(true);
    expect(isOnFirstParentChain(g, 'N', 'A')).toBe(true);
  });

  test('false for commits only reachable through a merged parent, or not at all', () => {
    expect(isOnFirstParentChain(g, 'N', 'X')).toBe(false);
    expect(isOnFirstParentChain(g, 'B', 'M')).toBe(false);
    expect(isOnFirstParentChain(g, 'N', 'unknown')).toBe(false);
  });

  test('the ancestor may be the first parent just outside the given range', () => {
    expect(isOnFirstParentChain(graph('B:A', 'C:B'), 'C', 'A')).toBe(true);
    expect(isOnFirstParentChain(graph('B:A', 'C:B'), 'C', 'Z')).toBe(false);
  });

  test('cycles in corrupt input end the walk', () => {
    expect(isOnFirstParentChain(graph('A:B', 'B:A'), 'A', 'Z')).toBe(false);
  });
});

describe('firstParentChain', () => {
  const chain = (commits: C[], head: string) => firstParentChain(commits, head).map((c) => c.sha);

  test('head and its first parents, newest first: merged-in commits are left out', () => {
    //   A - B ----- M - N
    //        \     /
    //         X - Y
    const g = graph('Y:X', 'A:', 'B:A', 'X:B', 'M:B,Y', 'N:M');
    expect(chain(g, 'N')).toEqual(['N', 'M', 'B', 'A']);
    expect(chain(g, 'Y')).toEqual(['Y', 'X', 'B', 'A']);
  });

  test('it ends where the given commits end (a range), at an unknown head, and on a cycle', () => {
    expect(chain(graph('M:B,Y', 'N:M', 'Y:X'), 'N')).toEqual(['N', 'M']);
    expect(chain(graph('A:'), 'Z')).toEqual([]);
    expect(chain(graph('A:B', 'B:A'), 'A')).toEqual(['A', 'B']);
  });
});
