// A pages branch as a plain map, for checking that incremental plans add up to a full rebuild.
import type { PageLimits } from '../../../src/core/layout/pages.js';
import { readPublished } from '../../../src/core/layout/published.js';
import type { PublishedLayout } from '../../../src/core/layout/render.js';

export type Tree = Map<string, string>;

export function apply(tree: Tree, change: { artifacts: Map<string, string>; deletions: string[] }): Tree {
  const out = new Map(tree);
  for (const path of change.deletions) {
    if (!out.has(path)) throw new Error(`deleting ${path}, which the branch does not have`);
    out.delete(path);
  }
  for (const [path, text] of change.artifacts) out.set(path, text);
  return out;
}

/** A full rebuild on top of `tree`: stale model and page files go. */
export function applyFull(tree: Tree, artifacts: Map<string, string>): Tree {
  const out = new Map([...tree].filter(([p]) => !/^(api\/models|drift\/pages|feeds)\//.test(p)));
  for (const [path, text] of artifacts) out.set(path, text);
  return out;
}

export function published(tree: Tree, limits?: PageLimits): PublishedLayout {
  const read = readPublished(tree.get('drift.json') ?? null, tree.get('api/index.json') ?? null, limits);
  if ('reason' in read) throw new Error(read.reason);
  return read;
}

export const sorted = (tree: Tree) => new Map([...tree].sort(([a], [b]) => (a < b ? -1 : 1)));
