import { describe, expect, test } from '@jest/globals';
import { firstParentChain, isOnFirstParentChain } from '../../src/core/commit-order.js';

type C = { sha: string; parents: string[] };

/** `graph('B:A', 'A:')` → commits with those parents (comma separated, first parent first). */
function graph(...specs: string[]): C[] {
  return specs.map((s) => {
    const [sha, parents] = s.split(':') as [string, string];
    return { sha, parents: parents === '' ? [] : parents.split(',') };
  });
}

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
