// index.html: filters the models listed in the page itself, reading each one's fields from its row
// (no download: api/index.json is 3.2 MB at 10,000 models); the filter lives in the URL.
import { CELL, readRow } from '../core/site/catalog-row.js';
import {
  distinct,
  FILTER_KEYS,
  type Filterable,
  type Filters,
  labNameOf,
  matcher,
  readFilters,
  searchText,
} from '../core/site/summary.js';
import { idWords } from '../core/words.js';
import { byId, fillSelect, focusOn, formValues, h, writeQuery } from './dom.js';

/** Matches drawn at once; a big registry's full list is one click away (and always in the static page). */
const SHOWN = 500;

/** A row of index.html as the filters see it: the fields its cells show, or its data attributes hold. */
function modelOf(row: HTMLTableRowElement): Filterable {
  const cells = row.cells;
  const text = (i: number) => cells[i]?.textContent ?? '';
  return readRow(
    {
      href: cells[CELL.name]?.firstElementChild?.getAttribute('href') ?? '',
      name: text(CELL.name),
      lab: text(CELL.lab),
      modality: text(CELL.modality),
      doc: text(CELL.doc),
      tasks: text(CELL.tasks),
    },
    // Most rows carry no data attribute: not asking spares 10,000 DOMStringMap look-ups.
    row.hasAttributes() ? row.dataset : {},
  );
}

export async function catalogView(): Promise<void> {
  const form = byId<HTMLFormElement>('filters');
  const list = byId('models');
  const heading = byId('results');
  // The page's rows, one per model in the index's order: each is the row drawn for its model, kept.
  const own = [...(list as HTMLTableSectionElement).rows];
  const models = own.map(modelOf);
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
  // Each model's search text, folded once, at the first search (not again at each keystroke).
  let texts: string[] | undefined;
  const searched = (f: Filters): (string | undefined)[] => {
    if (!f.q.trim()) return [];
    if (!texts) texts = models.map(searchText);
    return texts;
  };

  let limit = SHOWN;
  const rows = list as HTMLTableSectionElement;
  const moreButton = h('button', { type: 'button', id: 'more' }, '');
  const moreRow = h('tr', {}, h('td', { colspan: '7' }, moreButton));
  const apply = (filters: Filters) => {
    const test = matcher(filters);
    const text = searched(filters);
    const shown = own.filter((_, i) => test(models[i]!, labName(models[i]!), text[i]));
    const wanted = shown.slice(0, limit);
    if (shown.length > limit) {
      moreButton.textContent = `Show all ${shown.length}`;
      wanted.push(moreRow);
    }
    const keep = new Set<Element>(wanted);
    const current = [...list.children];
    // With no drawn row kept the list is replaced at once; otherwise the rows not wanted leave, and
    // the wanted ones missing go in where they belong (shown rows keep the index's order).
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
