// index.html: the catalog with every model rendered at build time, readable without JavaScript. The
// bundle filters these rows in place, reading each model's fields from its row (catalog-row.ts).

import { NOT_RECORDED, pricingWord } from '../words.js';
import { rowCells, rowDataAttributes } from './catalog-row.js';
import { escapeHtml, pageText, renderPage } from './html.js';
import type { CatalogIndex, ModelSummary } from './summary.js';

const text = (v: string | null) => pageText(v ?? NOT_RECORDED);

/** The catalog's columns; on a narrow screen the stylesheet shows each row as a card, these as labels. */
export const COLUMNS = ['Model', 'Lab', 'Modality', 'Status', 'Documentation', 'Pricing', 'Tasks'];

/**
 * One model's row; the browser filters these rows as they are (catalog-row.ts reads them back). A
 * table row, not a card of labelled fields: at 10,000 models every byte per row is 10 KB of
 * index.html on each push.
 */
export function renderModelRow(m: ModelSummary): string {
  const cells = rowCells(m);
  return (
    `<tr${rowDataAttributes(m, cells)}><th scope="row"><a href="${escapeHtml(cells.href)}">${pageText(cells.name)}</a></th>` +
    `<td>${pageText(cells.lab)}</td><td>${pageText(cells.modality)}</td><td>${text(m.status)}</td>` +
    `<td>${pageText(cells.doc)}</td><td>${escapeHtml(pricingWord(m.pricing_state))}</td><td>${pageText(cells.tasks)}</td></tr>`
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
    '<table class="models" aria-labelledby="results"><thead><tr>' +
      COLUMNS.map((c) => `<th scope="col">${c}</th>`).join('') +
      `</tr></thead><tbody id="models">${index.models.map(renderModelRow).join('')}</tbody></table>`,
  ].join('\n');
  return renderPage({ view: 'catalog', title: 'Models', site, main });
}
