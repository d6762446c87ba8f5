// The drift feed document: merging new events into the published one, and reading the published
// one back from the pages branch, where anything may have been written.
import { MAX_DEPTH } from './toml/limits.js';
import type { Change, DriftEvent, DriftFeed, EventType, Json } from './types.js';

/**
 * The feed after adding `added` (newer than everything in `existing`): new events first, then the
 * existing ones whose id is not among them. `head` is the commit the feed now covers.
 */
export function mergeFeed(
  existing: DriftFeed | null,
  added: DriftEvent[],
  head: string,
  repository: string,
): DriftFeed {
  const seen = new Set<string>();
  const events: DriftEvent[] = [];
  for (const e of [...added, ...(existing?.events ?? [])]) {
    if (seen.has(e.id)) continue;
    seen.add(e.id);
    events.push(e);
  }
  return { feed_version: 1, repository, head, events };
}

const EVENT_TYPES: readonly string[] = ['model_updated', 'model_added', 'model_removed', 'model_moved'];
const CHANGE_KINDS: readonly string[] = ['added', 'changed', 'removed'];

/** Thrown inside the reader only; `parseFeed` turns it into its `{ error }` result. */
class ShapeError extends Error {}

type Obj = Record<string, unknown>;

/** Own properties only: `constructor`, `__proto__` and friends are not data. */
function own(o: Obj, key: string): unknown {
  return Object.hasOwn(o, key) ? o[key] : undefined;
}

function object(v: unknown, where: string): Obj {
  if (typeof v !== 'object' || v === null || Array.isArray(v))
    throw new ShapeError(`${where}: expected an object`);
  return v as Obj;
}

function string(o: Obj, key: string, where: string): string {
  const v = own(o, key);
  if (typeof v !== 'string') throw new ShapeError(`${where}.${key}: expected a string`);
  return v;
}

function array(o: Obj, key: string, where: string): unknown[] {
  const v = own(o, key);
  if (!Array.isArray(v)) throw new ShapeError(`${where}.${key}: expected an array`);
  return v;
}

/**
 * Deeper values than any record holds: rendering them would overflow the stack (and so fail every
 * later publish), so such a feed is refused and rebuilt. The same bound as a record's nesting.
 */
export const MAX_VALUE_DEPTH = MAX_DEPTH;

/** Checked without recursion, since the value may be deeper than the stack. */
function checkDepth(value: unknown, where: string): void {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    if (depth > MAX_VALUE_DEPTH)
      throw new ShapeError(`${where}: nested deeper than ${MAX_VALUE_DEPTH} levels`);
    for (const child of Object.values(v)) stack.push([child, depth + 1]);
  }
}

function readChange(v: unknown, where: string): Change {
  const o = object(v, where);
  const path = string(o, 'path', where);
  const kind = string(o, 'kind', where);
  if (!CHANGE_KINDS.includes(kind))
    throw new ShapeError(`${where}.kind: unknown change kind ${JSON.stringify(kind)}`);
  const change: Change = { path, kind: kind as Change['kind'] };
  const wantBefore = kind !== 'added';
  const wantAfter = kind !== 'removed';
  for (const [key, wanted] of [
    ['before', wantBefore],
    ['after', wantAfter],
  ] as const) {
    const has = Object.hasOwn(o, key);
    if (has !== wanted) {
      throw new ShapeError(
        `${where}: ${kind === 'added' ? 'an' : 'a'} ${kind} change ${wanted ? 'needs' : 'has no'} "${key}"`,
      );
    }
    // Values come from JSON.parse, so they are JSON already.
    if (has) {
      checkDepth(o[key], `${where}.${key}`);
      change[key] = o[key] as Json;
    }
  }
  return change;
}

function readEvent(v: unknown, where: string): DriftEvent {
  const o = object(v, where);
  const type = string(o, 'type', where);
  if (!EVENT_TYPES.includes(type))
    throw new ShapeError(`${where}.type: unknown event type ${JSON.stringify(type)}`);
  const m = object(own(o, 'model'), `${where}.model`);
  const c = object(own(o, 'commit'), `${where}.commit`);
  const event: DriftEvent = {
    type: type as EventType,
    id: string(o, 'id', where),
    model: {
      id: string(m, 'id', `${where}.model`),
      lab: string(m, 'lab', `${where}.model`),
      modality: string(m, 'modality', `${where}.model`),
      name: string(m, 'name', `${where}.model`),
      path: string(m, 'path', `${where}.model`),
    },
    commit: {
      sha: string(c, 'sha', `${where}.commit`),
      date: string(c, 'date', `${where}.commit`),
      message: string(c, 'message', `${where}.commit`),
      url: string(c, 'url', `${where}.commit`),
    },
    changes: array(o, 'changes', where).map((x, i) => readChange(x, `${where}.changes[${i}]`)),
  };
  if (Object.hasOwn(o, 'previous_path')) event.previous_path = string(o, 'previous_path', where);
  return event;
}

/**
 * Reads a published drift.json. Never throws: corrupt or hostile text gives `{ error }` naming the
 * first offending place. Unknown properties are dropped, so only the known shape is carried over.
 */
export function parseFeed(text: string): DriftFeed | { error: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    return { error: `drift feed is not JSON: ${(err as Error).message}` };
  }
  return feedFromValue(raw);
}

/** parseFeed on an already parsed document. */
export function feedFromValue(raw: unknown): DriftFeed | { error: string } {
  try {
    const o = object(raw, 'feed');
    const version = own(o, 'feed_version');
    if (version !== 1) {
      const found = (JSON.stringify(version) ?? 'nothing').slice(0, 40);
      return { error: `drift feed has an unexpected shape: feed.feed_version: expected 1, found ${found}` };
    }
    return {
      feed_version: 1,
      repository: string(o, 'repository', 'feed'),
      head: string(o, 'head', 'feed'),
      events: array(o, 'events', 'feed').map((e, i) => readEvent(e, `feed.events[${i}]`)),
    };
  } catch (err) {
    if (err instanceof ShapeError) return { error: `drift feed has an unexpected shape: ${err.message}` };
    return { error: `drift feed could not be read: ${(err as Error).message}` };
  }
}
