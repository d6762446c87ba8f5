// drift.html: the newest drift pages' events newest first, grouped by commit, filtered by model, lab and
// kind of change (in the URL), a chart of changes over time, and older pages on request.
import { CHANGE_KINDS } from '../core/site/change-kind.js';
import { driftFilters } from '../core/site/drift-filters.js';
import { CHANGES_SHOWN as SHOWN } from '../core/site/drift-pages.js';
import { commitHeading, type DriftEvent, eventBlock, groupByCommit } from './changes.js';
import { changesChart } from './chart.js';
import {
  byId,
  clearError,
  fetchJson,
  fillSelect,
  focusOn,
  formValues,
  h,
  showError,
  writeQuery,
} from './dom.js';
import { arr, isObj, type Obj } from './format.js';

const KEYS = ['model', 'lab', 'kind'] as const;
/** A page's link (`older`, `newer`) is relative to the page: the path it names from the site's root. */
const linked = (page: string, link: unknown) =>
  typeof link === 'string' ? page.slice(0, page.lastIndexOf('/') + 1) + link : null;

/**
 * The newest events, newest first, and the path of the page before them (null: none). Read from the
 * pages drift.html names (the build names those holding the changes drawn at once); from drift.json
 * when it names none (one page, which is not written as a page) or names one that is no longer the
 * newest (a cached drift.html: the page then links a newer one) or is gone, or when the pages do not
 * link each other as named: a page kept from before the newest opened (GitHub Pages lets a browser
 * keep a file 10 minutes) lacks the changes added to it since, which no other page holds.
 */
async function newest(named: string[]): Promise<{ events: DriftEvent[]; older: string | null }> {
  if (named.length) {
    const pages = await Promise.all(named.map((p) => fetchJson(p)));
    // The first the newest; each other the one the page before it names as older.
    const chained = (p: Obj, i: number) =>
      i === 0 ? p.newer === null : linked(named[i]!, p.newer) === named[i - 1];
    if (pages.every(isObj) && pages.every(chained))
      return {
        events: pages.flatMap((p) => arr(p.events) as DriftEvent[]),
        older: linked(named.at(-1)!, pages.at(-1)!.older),
      };
  }
  const drift = await fetchJson('drift.json');
  if (!isObj(drift)) throw new Error('drift.json is missing');
  // drift.json holds the last two pages; the ones before wait for the button.
  const before = arr(drift.pages).filter(isObj).at(-3);
  return { events: arr(drift.events) as DriftEvent[], older: before ? String(before.path) : null };
}

export async function driftView(): Promise<void> {
  const form = byId<HTMLFormElement>('filters');
  const heading = byId('results');
  const list = byId('events');
  const older = byId<HTMLButtonElement>('older');
  const chart = byId('chart');
  heading.hidden = false; // "Loading…", hidden in the page for a browser without script
  let events: DriftEvent[];
  /** The page before those loaded, which the button loads next. */
  let waiting: string | null;
  try {
    ({ events, older: waiting } = await newest(list.dataset.pages?.split(' ').filter(Boolean) ?? []));
  } catch (err) {
    heading.textContent = 'No changes loaded';
    showError(heading, `Changes are unavailable: ${(err as Error).message}`);
    return;
  }
  let limit = SHOWN;
  const params = new URLSearchParams(location.search);

  const select = (name: string) => form.elements.namedItem(name) as HTMLSelectElement;
  /** The menus' options and the filters' test, for the events loaded (set again as older ones load). */
  let filters: ReturnType<typeof driftFilters>;
  const fillOptions = (chosen: Record<string, string>) => {
    filters = driftFilters(events);
    fillSelect(select('model'), filters.models, chosen.model ?? '');
    fillSelect(select('lab'), filters.labs, chosen.lab ?? '');
    fillSelect(
      select('kind'),
      CHANGE_KINDS.map((k) => [k, k]),
      chosen.kind ?? '',
    );
  };

  // What the filters match, and how many of them are drawn: "more" and "older" add to the list
  // instead of drawing it again (at 2,900 changes a redraw took about 2.8 s per click).
  let shown: DriftEvent[] = [];
  let drawn = 0;
  let lastGroup: { sha: string; el: HTMLElement } | null = null;
  let moreRow: HTMLElement | null = null;

  /** Matches again, and says how many (the drawn ones stay: call draw() for the rest). */
  const count = () => {
    shown = events.filter(filters.matcher(formValues(form, KEYS)));
    heading.textContent = `${shown.length} ${shown.length === 1 ? 'change' : 'changes'}${
      waiting ? ' among the newest published' : ''
    }`;
    chart.hidden = shown.length === 0;
    chart.replaceChildren(
      h('figcaption', {}, 'Changes over time'),
      changesChart(shown.map((e) => e.commit.date)),
    );
  };
  /** Draws the matches after those drawn, up to `limit`; returns the events drawn anew, in order. */
  const draw = (): HTMLElement[] => {
    moreRow?.remove();
    moreRow = null;
    const blocks: HTMLElement[] = [];
    for (const g of groupByCommit(shown.slice(drawn, limit))) {
      const added = g.map((e) => {
        const block = eventBlock(e);
        blocks.push(block);
        return block;
      });
      // A commit whose changes straddle the limit stays one group under one heading.
      if (lastGroup?.sha === g[0]!.commit.sha) lastGroup.el.append(...added);
      else {
        lastGroup = {
          sha: g[0]!.commit.sha,
          el: h('section', { class: 'group' }, commitHeading(g[0]!), added),
        };
        list.append(lastGroup.el);
      }
    }
    drawn = Math.min(limit, shown.length);
    if (shown.length > limit) {
      moreRow = h(
        'p',
        {},
        h('button', { type: 'button', id: 'more' }, `Show ${Math.min(SHOWN, shown.length - limit)} more`),
      );
      list.append(moreRow);
    }
    // Older pages follow the newest ones: offered once every match loaded so far is drawn.
    older.hidden = !waiting || shown.length > limit;
    return blocks;
  };
  /** Draws the first `limit` matches afresh. */
  const render = (): HTMLElement[] => {
    count();
    list.replaceChildren();
    [drawn, lastGroup, moreRow] = [0, null, null];
    return draw();
  };
  const update = () => {
    writeQuery(KEYS, formValues(form, KEYS));
    limit = SHOWN;
    render();
  };
  // After "more" or "older", focus moves to the first change drawn anew (the button it was on is
  // redrawn or hidden), or to the count when nothing new matches.
  list.addEventListener('click', (e) => {
    if ((e.target as HTMLElement).id !== 'more') return;
    limit += SHOWN;
    focusOn(draw()[0]);
  });
  let loading = false;
  older.addEventListener('click', async () => {
    const path = waiting;
    // Not `disabled`: a disabled button drops the keyboard's focus to the page's top.
    if (!path || loading) return;
    loading = true;
    older.setAttribute('aria-disabled', 'true');
    try {
      const page = await fetchJson(path);
      clearError(heading);
      if (!isObj(page)) throw new Error(`${path} is missing`);
      waiting = linked(path, page.older);
      events.push(...(arr(page.events) as DriftEvent[]));
      fillOptions(formValues(form, KEYS));
      // Everything matching was drawn (the button shows only then), and the older page's events come
      // after all loaded so far: its first matches follow the drawn ones.
      count();
      limit = drawn + SHOWN;
      focusOn(draw()[0] ?? (older.hidden ? heading : older));
    } catch (err) {
      showError(heading, `Older changes are unavailable: ${(err as Error).message}`);
    } finally {
      loading = false;
      older.removeAttribute('aria-disabled');
    }
  });
  form.addEventListener('change', update);
  form.addEventListener('submit', (e) => e.preventDefault());
  form.addEventListener('reset', () => setTimeout(update));
  fillOptions(Object.fromEntries(KEYS.map((k) => [k, params.get(k) ?? ''])));
  form.hidden = false;
  render();
}
