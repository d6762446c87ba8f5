// What the catalog's filters need of a model, read back from its row in index.html: the browser
// filters the page's own rows instead of downloading api/index.json (3.2 MB at 10,000 models).
// Each cell already shows its value; a row carries a data attribute only for a value its text
// cannot give back exactly (a task with a space, a lab spelled "not recorded", a line break).

import { idWords, modelHref, NOT_RECORDED } from '../words.js';
import { escapeHtml, NOT_HTML_CHAR, shownWithout } from './html.js';
import type { Filterable } from './summary.js';

/** A row as the browser reads it: the link's href and the cells' text (textContent). */
export interface RowText {
  href: string;
  name: string;
  lab: string;
  modality: string;
  doc: string;
  tasks: string;
}

/** The cells' order in a row (catalog-page.ts's COLUMNS). */
export const CELL = { name: 0, lab: 1, modality: 2, doc: 4, tasks: 6 } as const;

/** The data attribute that carries each field when the row's text cannot (`data-<key>`, JSON). */
const KEYS = ['id', 'name', 'lab', 'modality', 'doc', 'tasks'] as const;
type Key = (typeof KEYS)[number];
const FIELD: Record<Key, keyof Filterable> = {
  id: 'id',
  name: 'name',
  lab: 'lab',
  modality: 'modality',
  doc: 'documentation_state',
  tasks: 'tasks',
};

/** The cells' text as catalog-page.ts renders it, before escaping. */
export function rowCells(m: Filterable): RowText {
  return {
    href: modelHref(m.id),
    name: m.name ?? m.id,
    lab: m.lab ?? NOT_RECORDED,
    modality: m.modality ?? NOT_RECORDED,
    doc: m.documentation_state ?? NOT_RECORDED,
    tasks: m.tasks.length ? m.tasks.map(idWords).join(', ') : NOT_RECORDED,
  };
}

/** modelHref's part before the id. */
const HREF_PREFIX = modelHref('');
const orNull = (text: string) => (text === NOT_RECORDED ? null : text);

/** A row's fields from its text, `data` (the row's data attributes, JSON) overriding any of them. */
export function readRow(text: RowText, data: Partial<Record<Key, string>> = {}): Filterable {
  const id =
    data.id !== undefined
      ? (JSON.parse(data.id) as string)
      : decodeURIComponent(text.href.slice(HREF_PREFIX.length));
  const parse = <T>(key: Key, read: () => T): T =>
    data[key] !== undefined ? (JSON.parse(data[key]!) as T) : read();
  return {
    id,
    name: parse('name', () => (text.name === id ? null : text.name)),
    lab: parse('lab', () => orNull(text.lab)),
    modality: parse('modality', () => orNull(text.modality)),
    documentation_state: parse('doc', () => orNull(text.doc)),
    tasks: parse('tasks', () =>
      text.tasks === NOT_RECORDED ? [] : text.tasks.split(', ').map((t) => t.replaceAll(' ', '_')),
    ),
  };
}

/**
 * A text node's content as the browser reads it back from pageText's markup: what HTML forbids is
 * U+FFFD, and the parser turns CR LF and CR into LF.
 */
export function shownText(text: string): string {
  return shownWithout(text, NOT_HTML_CHAR).replace(/\r\n?/g, '\n');
}

const shown = (t: RowText): RowText => ({
  href: t.href,
  name: shownText(t.name),
  lab: shownText(t.lab),
  modality: shownText(t.modality),
  doc: shownText(t.doc),
  tasks: shownText(t.tasks),
});

/** JSON for an attribute that the HTML parser gives back unchanged (no raw character HTML forbids). */
function attributeJson(value: unknown): string {
  const json = JSON.stringify(value).replace(NOT_HTML_CHAR, (c) =>
    [...Array(c.length).keys()].map((i) => `\\u${c.charCodeAt(i).toString(16).padStart(4, '0')}`).join(''),
  );
  return escapeHtml(json);
}

/** The row's data attributes (with a leading space each): only the fields its text would misread. */
export function rowDataAttributes(m: Filterable, cells: RowText = rowCells(m)): string {
  const read = readRow(shown(cells));
  let out = '';
  for (const key of KEYS) {
    const want = m[FIELD[key]];
    if (JSON.stringify(read[FIELD[key]]) !== JSON.stringify(want))
      out += ` data-${key}="${attributeJson(want)}"`;
  }
  return out;
}
