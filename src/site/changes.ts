// Drift events as lists of before → after, shared by the drift view and a model's history.
import { changeKind } from '../core/site/change-kind.js';
import type { Change, DriftEvent } from '../core/types.js';
import { modelChangesHref, modelHref, modelIdFromPath } from '../core/words.js';
import { h } from './dom.js';
import { dateText, valueText } from './format.js';

export type { Change, DriftEvent };

const EVENT_WORDS: Record<string, string> = {
  model_added: 'added to the registry',
  model_removed: 'removed from the registry',
  model_moved: 'moved',
  model_updated: 'updated',
};

function changeItem(c: Change): HTMLLIElement {
  // Each value isolated (dir=auto): two right-to-left values would otherwise run into one, the
  // arrow between them pointing the wrong way.
  const value = (v: unknown, cls: string) => h('code', { class: cls, dir: 'auto' }, valueText(v));
  const body =
    c.kind === 'added'
      ? ['added ', value(c.after, 'after')]
      : c.kind === 'removed'
        ? ['removed ', value(c.before, 'before')]
        : [value(c.before, 'before'), ' → ', value(c.after, 'after')];
  return h(
    'li',
    {},
    h('span', { class: 'path', dir: 'auto' }, c.path || '(whole record)'),
    ' ',
    h('span', { class: `tag ${changeKind(c.path)}` }, changeKind(c.path)),
    ': ',
    ...body,
  );
}

/** One event: the model (linked unless `own`), what happened, and each change. */
export function eventBlock(e: DriftEvent, own = false): HTMLElement {
  const what = EVENT_WORDS[e.type] ?? e.type;
  // A rename links the changes made under the model's old id (its earlier events keep that id).
  const from = e.previous_path;
  const moved = from ? [' (from ', h('a', { href: modelChangesHref(modelIdFromPath(from)) }, from), ')'] : [];
  return h(
    'article',
    { class: 'event' },
    h(
      'h4',
      {},
      own ? '' : h('a', { href: modelHref(e.model.id), dir: 'auto' }, e.model.name),
      own ? '' : ' ',
      own ? what[0]!.toUpperCase() + what.slice(1) : what,
      ...moved,
      e.changes.length ? ` — ${e.changes.length} ${e.changes.length === 1 ? 'field' : 'fields'} changed` : '',
    ),
    e.changes.length ? h('ul', { class: 'changes' }, e.changes.map(changeItem)) : null,
  );
}

export function commitHeading(e: DriftEvent, level: 'h3' | 'h4' = 'h3'): HTMLElement {
  const firstLine = e.commit.message.split('\n')[0] ?? '';
  return h(
    level,
    { class: 'commit' },
    h('time', { datetime: e.commit.date }, dateText(e.commit.date)),
    ' ',
    h('a', { href: e.commit.url }, e.commit.sha.slice(0, 7)),
    ' ',
    firstLine,
  );
}

/** Consecutive events of one commit, in order. */
export function groupByCommit(events: DriftEvent[]): DriftEvent[][] {
  const groups: DriftEvent[][] = [];
  for (const e of events) {
    const last = groups.at(-1);
    if (last && last[0]!.commit.sha === e.commit.sha) last.push(e);
    else groups.push([e]);
  }
  return groups;
}
