// index.html: the catalog with every model rendered at build time, readable without JavaScript. The
// bundle then loads api/index.json (the same summaries) to filter it.
import { escapeHtml, renderPage } from './html.js';
import type { CatalogIndex, ModelSummary } from './summary.js';
import { idWords, modelHref, NOT_RECORDED, pricingWord } from './words.js';

const text = (v: string | null) => escapeHtml(v ?? NOT_RECORDED);

/** One model's entry; src/site/catalog.ts builds the same structure with the DOM. */
export function renderModelItem(m: ModelSummary): string {
  const tasks = m.tasks.length ? m.tasks.map((t) => escapeHtml(idWords(t))).join(', ') : NOT_RECORDED;
  return (
    `<li><h3><a href="${escapeHtml(modelHref(m.id))}">${text(m.name ?? m.id)}</a></h3>` +
    `<p class="lab">${text(m.lab)}</p><dl>` +
    `<div><dt>Modality</dt><dd>${text(m.modality)}</dd></div>` +
    `<div><dt>Status</dt><dd>${text(m.status)}</dd></div>` +
    `<div><dt>Documentation</dt><dd>${text(m.documentation_state)}</dd></div>` +
    `<div><dt>Pricing</dt><dd>${escapeHtml(pricingWord(m.pricing_state))}</dd></div>` +
    `<div><dt>Tasks</dt><dd>${tasks}</dd></div></dl></li>`
  );
}

/** The filter form starts hidden: without JavaScript it could not filter, and the full list shows. */
const FILTER_FORM = [
  '<form id="filters" class="filters" role="search" aria-label="Filter models" hidden>',
  '<p><label for="f-q">Search</label><input id="f-q" name="q" type="search" autocomplete="off"></p>',
  ...(
    [
      ['modality', 'Modality'],
      ['lab', 'Lab'],
      ['task', 'Task'],
      ['doc', 'Documentation'],
    ] as const
  ).map(
    ([name, label]) =>
      `<p><label for="f-${name}">${label}</label><select id="f-${name}" name="${name}"><option value="">Any</option></select></p>`,
  ),
  '<p><button type="reset">Clear filters</button></p>',
  '</form>',
].join('');

export function renderCatalogPage(index: CatalogIndex, site: string): string {
  const { counts } = index;
  const total = index.models.length;
  const main = [
    '<h1>Models</h1>',
    `<p class="counts">${counts.total_records} records: ${counts.documented} documented, ${counts.indexed} indexed.</p>`,
    FILTER_FORM,
    `<h2 id="results" aria-live="polite">${total} ${total === 1 ? 'model' : 'models'}</h2>`,
    `<ul id="models" class="models" aria-labelledby="results">${index.models.map(renderModelItem).join('')}</ul>`,
  ].join('\n');
  return renderPage({ view: 'catalog', title: 'Models', site, main });
}
