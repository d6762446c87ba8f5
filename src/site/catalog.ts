// index.html: loads api/index.json (summaries only) and filters the list; the filter lives in the URL.
import {
  type CatalogIndex,
  distinct,
  FILTER_KEYS,
  type Filters,
  labNameOf,
  type ModelSummary,
  matches,
  readFilters,
} from '../core/site/summary.js';
import { idWords, modelHref, NOT_RECORDED, pricingWord } from '../core/words.js';
import { byId, fetchJson, fillSelect, focusOn, formValues, h, showError, writeQuery } from './dom.js';

/** The same row as src/core/site/catalog-page.ts's renderModelRow, built with the DOM. */
function item(m: ModelSummary): HTMLTableRowElement {
  return h(
    'tr',
    {},
    h('th', { scope: 'row' }, h('a', { href: modelHref(m.id) }, m.name ?? m.id)),
    h('td', {}, m.lab ?? NOT_RECORDED),
    h('td', {}, m.modality ?? NOT_RECORDED),
    h('td', {}, m.status ?? NOT_RECORDED),
    h('td', {}, m.documentation_state ?? NOT_RECORDED),
    h('td', {}, pricingWord(m.pricing_state)),
    h('td', {}, m.tasks.length ? m.tasks.map(idWords).join(', ') : NOT_RECORDED),
  );
}

/** Matches drawn at once; a big registry's full list is one click away (and always in the static page). */
const SHOWN = 500;

export async function catalogView(): Promise<void> {
  const form = byId<HTMLFormElement>('filters');
  const list = byId('models');
  const heading = byId('results');
  let index: CatalogIndex;
  try {
    index = (await fetchJson('api/index.json')) as CatalogIndex;
  } catch (err) {
    // The static list stays: it is the same catalog, only unfilterable.
    showError(heading, `Filters are unavailable: ${(err as Error).message}`);
    return;
  }
  const models = index.models;
  const initial = readFilters(new URLSearchParams(location.search));
  const select = (name: string) => form.elements.namedItem(name) as HTMLSelectElement;
  fillSelect(
    select('modality'),
    distinct(models.map((m) => m.modality)).map((v) => [v, v]),
    initial.modality,
  );
  // One option per lab, named as its feed names it (a lab its records spell two ways is one lab).
  const labName = labNameOf(models);
  fillSelect(
    select('lab'),
    distinct(models.map(labName)).map((v) => [v, v]),
    initial.lab,
  );
  fillSelect(
    select('task'),
    distinct(models.flatMap((m) => m.tasks)).map((v) => [v, idWords(v)]),
    initial.task,
  );
  fillSelect(
    select('doc'),
    distinct(models.map((m) => m.documentation_state)).map((v) => [v, v]),
    initial.doc,
  );
  (form.elements.namedItem('q') as HTMLInputElement).value = initial.q;
  form.hidden = false;

  let limit = SHOWN;
  const rows = list as HTMLTableSectionElement;
  // Each model's row is built once and kept: a keystroke that leaves a row shown leaves it in place,
  // so typing in a big catalog touches only the rows that come or go (it replaced all 500 each time).
  const built = new Map<ModelSummary, HTMLTableRowElement>();
  const rowOf = (m: ModelSummary) => {
    let row = built.get(m);
    if (!row) {
      row = item(m);
      built.set(m, row);
    }
    return row;
  };
  const moreButton = h('button', { type: 'button', id: 'more' }, '');
  const moreRow = h('tr', {}, h('td', { colspan: '7' }, moreButton));
  const apply = (filters: Filters) => {
    const shown = models.filter((m) => matches(m, filters, labName(m)));
    const wanted: HTMLTableRowElement[] = shown.slice(0, limit).map(rowOf);
    if (shown.length > limit) {
      moreButton.textContent = `Show all ${shown.length}`;
      wanted.push(moreRow);
    }
    const keep = new Set<Element>(wanted);
    const current = [...list.children];
    // The page's own rows (or none kept) go at once; otherwise the rows not wanted leave, and the
    // wanted ones missing go in where they belong (shown rows keep the index's order).
    if (!current.some((r) => keep.has(r))) list.replaceChildren(...wanted);
    else {
      for (const r of current) if (!keep.has(r)) r.remove();
      let at = list.firstElementChild;
      for (const r of wanted)
        if (r === at) at = at.nextElementSibling;
        else list.insertBefore(r, at);
    }
    const of = shown.length === models.length ? '' : ` of ${models.length}`;
    heading.textContent = `${shown.length}${of} ${models.length === 1 ? 'model' : 'models'}`;
  };
  // The search box fires `change` again when it loses focus: redrawing then for nothing would replace
  // the "Show all" button under the pointer, and the click that blurred the box would be lost.
  let drawn = JSON.stringify(formValues(form, FILTER_KEYS));
  const update = () => {
    const values = formValues(form, FILTER_KEYS);
    if (JSON.stringify(values) === drawn) return;
    drawn = JSON.stringify(values);
    limit = SHOWN;
    writeQuery(FILTER_KEYS, values);
    apply(readFilters(new Map(Object.entries(values))));
  };
  form.addEventListener('input', update);
  form.addEventListener('change', update);
  form.addEventListener('submit', (e) => e.preventDefault());
  // A reset clears the fields after the event: read them once it is done.
  form.addEventListener('reset', () => setTimeout(update));
  list.addEventListener('click', (e) => {
    if ((e.target as HTMLElement).id !== 'more') return;
    limit = Number.MAX_SAFE_INTEGER;
    apply(readFilters(new Map(Object.entries(formValues(form, FILTER_KEYS)))));
    // The button is gone: focus goes on to the first row it revealed, not back to the page's top.
    focusOn(rows.rows[SHOWN]?.querySelector('a'));
  });
  // Unfiltered, the list built into the page is already the answer: a big catalog is not drawn twice.
  if (FILTER_KEYS.some((k) => initial[k] !== '')) apply(initial);
}
