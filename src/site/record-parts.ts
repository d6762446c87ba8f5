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

/** Each table wrapper's region name, given while the wrapper scrolls. */
const regionNames = new WeakMap<Element, string>();

/**
 * A wrapper that scrolls sideways is a named region in the Tab order, so a keyboard can scroll it;
 * one that does not scroll is neither (22 needless Tab stops and landmarks on a desktop model page).
 */
function markScrolling(wrapper: Element): void {
  const name = regionNames.get(wrapper);
  if (name === undefined) return;
  if (wrapper.scrollWidth > wrapper.clientWidth) {
    wrapper.setAttribute('tabindex', '0');
    wrapper.setAttribute('role', 'region');
    wrapper.setAttribute('aria-label', name);
  } else for (const a of ['tabindex', 'role', 'aria-label']) wrapper.removeAttribute(a);
}

/** Watches wrappers and their tables: a wrapper's width follows the window's, a table's its text's. */
const watcher =
  typeof ResizeObserver === 'function'
    ? new ResizeObserver((entries) => {
        for (const e of entries) {
          const wrapper = e.target.closest('.scroll');
          if (wrapper) markScrolling(wrapper);
        }
      })
    : null;

/**
 * Marks the table wrappers under `root` that scroll, now that they are laid out: the observer's first
 * report comes a frame later. Without a ResizeObserver, every wrapper stays a region (it might scroll).
 */
export function markScrollingTables(root: ParentNode): void {
  for (const w of root.querySelectorAll('.scroll')) markScrolling(w);
}

/**
 * A captioned table in a wrapper that scrolls sideways when it must. `scope` (a profile's id) goes
 * into the wrapper's region name: two profiles' "Delivery" tables must not be two landmarks of one name.
 */
export function table(
  caption: string,
  head: string[],
  rows: (Node | string)[][],
  scope?: string,
): HTMLElement {
  const name = scope === undefined ? caption : `${caption} (${scope})`;
  const wrapper = h(
    'div',
    watcher ? { class: 'scroll' } : { class: 'scroll', role: 'region', 'aria-label': name, tabindex: '0' },
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
  if (watcher) {
    regionNames.set(wrapper, name);
    watcher.observe(wrapper);
    watcher.observe(wrapper.firstElementChild!);
  }
  return wrapper;
}
