/// <reference lib="dom" />
// Building the page from records: strings only ever become text nodes, never markup.
import { isolated } from '../core/bidi.js';

type Child = Node | string | null | undefined | false;
type Attrs = Record<string, string | boolean | undefined>;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: (Child | Child[])[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === false) continue;
    if (k === 'href' && typeof v === 'string') el.setAttribute(k, safeHref(v));
    else el.setAttribute(k, v === true ? '' : v);
  }
  // Text with bidi controls is isolated, as in the feeds: an override in a model's name must not
  // reverse the words after it on the same line ("updated — 5 fields changed").
  for (const c of children.flat())
    if (c !== null && c !== undefined && c !== false) el.append(typeof c === 'string' ? isolated(c) : c);
  return el;
}

/** Only web addresses and the site's own relative links: a record's `javascript:` URL becomes inert. */
export function safeHref(url: string): string {
  // Checked as the browser reads it: blanks and controls before it dropped, tabs and line breaks
  // inside removed, `\` taken for `/` (" javascript:" and "java\tscript:" are that scheme). Only
  // the start decides; the blanks are skipped with a loop, as /[\u0000-\u0020]+$/ would try each
  // blank of an inner run to its end (a record's 1 MiB address froze the page).
  let start = 0;
  while (start < url.length && url.charCodeAt(start) <= 0x20) start++;
  const read = url
    .slice(start)
    .replace(/[\t\n\r]/g, '')
    .replace(/\\/g, '/');
  if (/^https?:\/\//i.test(read)) return url;
  if (/^[a-z][a-z0-9+.-]*:/i.test(read) || read.startsWith('//')) return '#';
  return url;
}

/**
 * A record's string beside other text, isolated as the feeds isolate it: right-to-left words then
 * cannot draw an arrow, a bracket or the next value into their run ("صورة ١ → صورة ٢" read backwards).
 */
export const bdi = (text: string) => h('bdi', {}, text);

/** Record strings as a list ("a, b, c"), each isolated: two right-to-left ones cannot swap places. */
export const bdiList = (values: string[]): (Node | string)[] =>
  values.flatMap((v, i) => (i ? [', ', bdi(v)] : [bdi(v)]));

/**
 * Scrolls to the element the address names (`#source-2`, as a [source] link leaves it): drawn from
 * the JSON after the browser looked for it on load, it was not there to be found.
 */
export function revealTarget(): void {
  let id = '';
  try {
    id = decodeURIComponent(location.hash.slice(1));
  } catch {
    return; // a malformed %-escape names nothing
  }
  if (id) document.getElementById(id)?.scrollIntoView();
}

export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  return document.getElementById(id) as T;
}

export async function fetchJson(path: string): Promise<unknown | null> {
  const res = await fetch(path, { headers: { accept: 'application/json' } });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return res.json();
}

/** Fills a <select> with "Any" plus the given values; keeps the selected value when it is still offered. */
export function fillSelect(select: HTMLSelectElement, options: [string, string][], selected: string): void {
  select.replaceChildren(h('option', { value: '' }, 'Any'));
  for (const [value, label] of options) select.append(h('option', { value }, label));
  if (selected && !options.some(([v]) => v === selected))
    select.append(h('option', { value: selected }, `${selected} (none)`));
  select.value = selected;
}

/** Writes the form's non-empty fields into the address (replaceState: no history entry per keystroke). */
export function writeQuery(keys: readonly string[], values: Record<string, string>): void {
  const params = new URLSearchParams(location.search);
  for (const k of keys) {
    if (values[k]) params.set(k, values[k]!);
    else params.delete(k);
  }
  const q = params.toString();
  history.replaceState(null, '', `${location.pathname}${q ? `?${q}` : ''}${location.hash}`);
}

/** The fields' values; typed text is trimmed, a chosen option never is (a lab may be named "Acme "). */
export function formValues<K extends string>(form: HTMLFormElement, keys: readonly K[]): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const k of keys) {
    const field = form.elements.namedItem(k) as HTMLInputElement | HTMLSelectElement | null;
    out[k] = field instanceof HTMLInputElement ? field.value.trim() : (field?.value ?? '');
  }
  return out;
}

/** Moves focus to `el` (made focusable by script only) and brings it into view. */
export function focusOn(el: HTMLElement | null | undefined): void {
  if (!el) return;
  if (el.tabIndex < 0 && !el.hasAttribute('tabindex')) el.tabIndex = -1;
  el.focus();
}

/**
 * Says what failed, in an alert. Given a heading, the alert goes right after it, not into it: a
 * paragraph is not allowed inside an h2, and the heading's own words (a count) still hold.
 */
export function showError(where: HTMLElement, message: string): void {
  const alert = h('p', { class: 'error', role: 'alert' }, message);
  if (/^H[1-6]$/.test(where.tagName)) {
    clearError(where);
    where.after(alert);
  } else where.replaceChildren(alert);
}

/** Takes away the alert showError put after `heading`, once what failed has worked. */
export function clearError(heading: HTMLElement): void {
  const next = heading.nextElementSibling;
  if (next?.getAttribute('role') === 'alert') next.remove();
}
