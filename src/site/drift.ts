// drift.html: drift.json's events newest first, grouped by commit, filtered by model, lab and kind of
// change (in the URL), a chart of changes over time, and older pages on request.
import { CHANGE_KINDS, eventKinds } from '../core/site/change-kind.js';
import { commitHeading, type DriftEvent, eventBlock, groupByCommit } from './changes.js';
import { changesChart } from './chart.js';
import { byId, fetchJson, fillSelect, formValues, h, showError, writeQuery } from './dom.js';
import { arr, isObj, type Obj } from './format.js';

const KEYS = ['model', 'lab', 'kind'] as const;
/** At most this many events are drawn at once; the rest wait behind a button (a phone stays quick). */
const SHOWN = 200;

export async function driftView(): Promise<void> {
  const form = byId<HTMLFormElement>('filters');
  const heading = byId('results');
  const list = byId('events');
  const older = byId<HTMLButtonElement>('older');
  const chart = byId('chart');
  let drift: Obj;
  try {
    const raw = await fetchJson('drift.json');
    if (!isObj(raw)) throw new Error('drift.json is missing');
    drift = raw;
  } catch (err) {
    showError(heading, `Changes are unavailable: ${(err as Error).message}`);
    return;
  }
  const events = arr(drift.events) as DriftEvent[];
  // drift.json holds the last two pages; the ones before, newest last, wait for the button.
  const pages = arr(drift.pages).filter(isObj);
  const waiting = pages.slice(0, Math.max(0, pages.length - 2)).map((p) => String(p.path));
  let limit = SHOWN;
  const params = new URLSearchParams(location.search);

  const select = (name: string) => form.elements.namedItem(name) as HTMLSelectElement;
  const fillOptions = (chosen: Record<string, string>) => {
    const names = new Map<string, string>();
    for (const e of events) if (!names.has(e.model.id)) names.set(e.model.id, e.model.name);
    const models = [...names].sort((a, b) => (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
    fillSelect(
      select('model'),
      models.map(([id, name]) => [id, `${name} (${id})`]),
      chosen.model ?? '',
    );
    const labs = [...new Set(events.map((e) => e.model.lab))].sort();
    fillSelect(
      select('lab'),
      labs.map((l) => [l, l]),
      chosen.lab ?? '',
    );
    fillSelect(
      select('kind'),
      CHANGE_KINDS.map((k) => [k, k]),
      chosen.kind ?? '',
    );
  };

  const render = () => {
    const f = formValues(form, KEYS);
    const shown = events.filter(
      (e) =>
        (!f.model || e.model.id === f.model) &&
        (!f.lab || e.model.lab === f.lab) &&
        (!f.kind || eventKinds(e).has(f.kind as never)),
    );
    heading.textContent = `${shown.length} ${shown.length === 1 ? 'change' : 'changes'}${
      waiting.length ? ' among the newest published' : ''
    }`;
    chart.hidden = shown.length === 0;
    chart.replaceChildren(
      h('figcaption', {}, 'Changes over time'),
      changesChart(shown.map((e) => e.commit.date)),
    );
    const groups = groupByCommit(shown.slice(0, limit));
    list.replaceChildren(
      ...groups.map((g) =>
        h(
          'section',
          { class: 'group' },
          commitHeading(g[0]!),
          g.map((e) => eventBlock(e)),
        ),
      ),
      shown.length > limit
        ? h(
            'p',
            {},
            h('button', { type: 'button', id: 'more' }, `Show ${Math.min(SHOWN, shown.length - limit)} more`),
          )
        : '',
    );
    older.hidden = waiting.length === 0;
  };
  const update = () => {
    writeQuery(KEYS, formValues(form, KEYS));
    limit = SHOWN;
    render();
  };
  list.addEventListener('click', (e) => {
    if ((e.target as HTMLElement).id !== 'more') return;
    limit += SHOWN;
    render();
  });
  older.addEventListener('click', async () => {
    const path = waiting.pop();
    if (!path) return;
    older.disabled = true;
    try {
      const page = await fetchJson(path);
      if (isObj(page)) events.push(...(arr(page.events) as DriftEvent[]));
      fillOptions(formValues(form, KEYS));
      limit = Number.MAX_SAFE_INTEGER;
      render();
    } catch (err) {
      waiting.push(path);
      showError(heading, `Older changes are unavailable: ${(err as Error).message}`);
    } finally {
      older.disabled = false;
    }
  });
  form.addEventListener('change', update);
  form.addEventListener('submit', (e) => e.preventDefault());
  form.addEventListener('reset', () => setTimeout(update));
  fillOptions(Object.fromEntries(KEYS.map((k) => [k, params.get(k) ?? ''])));
  form.hidden = false;
  render();
}
