// The pieces a record's values are laid out with: rows of facts, captioned tables, and links from a
// value to the sources it rests on.
import { h } from './dom.js';
import { type Obj, str, strs } from './format.js';

export type Refs = (ids: unknown) => HTMLElement;

/** Source ids as links to the sources list at the bottom (by position: ids may hold any character). */
export function refsFor(sources: Obj[]): Refs {
  const at = new Map(sources.map((s, i) => [str(s.id) ?? '', i]));
  return (ids) => {
    const links = strs(ids).map((id) => {
      const i = at.get(id);
      return i === undefined
        ? h('span', { class: 'ref missing' }, `[${id}: no such source]`)
        : h('a', { class: 'ref', href: `#source-${i + 1}` }, `[${id}]`);
    });
    return h('span', { class: 'refs' }, links);
  };
}

export const row = (label: string, ...value: (Node | string | null)[]) =>
  h('div', {}, h('dt', {}, label), h('dd', {}, ...value));

/**
 * A captioned table in a scrollable region. `scope` (a profile's id) goes into the region's name:
 * two profiles' "Delivery" tables must not be two landmarks of one name.
 */
export function table(
  caption: string,
  head: string[],
  rows: (Node | string)[][],
  scope?: string,
): HTMLElement {
  const name = scope === undefined ? caption : `${caption} (${scope})`;
  return h(
    'div',
    { class: 'scroll', role: 'region', 'aria-label': name, tabindex: '0' },
    h(
      'table',
      {},
      h('caption', {}, caption),
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          head.map((c) => h('th', { scope: 'col' }, c)),
        ),
      ),
      h(
        'tbody',
        {},
        rows.map((r) =>
          h(
            'tr',
            {},
            r.map((c) => h('td', {}, c)),
          ),
        ),
      ),
    ),
  );
}
