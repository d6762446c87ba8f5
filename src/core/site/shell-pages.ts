// model.html and drift.html: frames the bundle fills from the JSON (one model's file, drift pages).
import { escapeHtml, renderPage } from './html.js';

/**
 * The id of what to read without the view, a paragraph in the page's own markup that the script
 * removes as it starts: a <noscript> showed nothing when script was on but site.js was blocked,
 * failed to load or could not run. Spelt out below too: a template would bring the markup into site.js.
 */
export const NEEDS_JS_ID = 'needs-js';
const NEEDS_JS =
  '<p id="needs-js">This view needs JavaScript, which is off or did not load. Without it, read the ' +
  '<a href="index.html">catalog</a>, the JSON under <a href="api/index.json">api/</a> or the ' +
  '<a href="drift.rss.xml">RSS feed</a>.</p>';

export function renderModelPage(site: string): string {
  const main = [
    '<h1 id="title">Model</h1>',
    NEEDS_JS,
    // Not a live region: the record drawn into it (13 tables) would be read out whole. Only the
    // status speaks, and it shows only once the script runs (without it, it would never change).
    '<div id="model"><p class="status" role="status" hidden>Loading…</p></div>',
  ].join('\n');
  return renderPage({ view: 'model', title: 'Model', site, main });
}

/**
 * `pages`: the drift pages the view reads first (firstPages), newest first; none, and it reads
 * drift.json. Naming them here spares a visit drift.json, the only other place that says which
 * pages are the newest.
 */
export function renderDriftPage(site: string, pages: readonly string[] = []): string {
  const main = [
    '<h1>Changes</h1>',
    NEEDS_JS,
    '<form id="filters" class="filters" aria-label="Filter changes" hidden>',
    '<p><label for="f-model">Model</label><select id="f-model" name="model"><option value="">Any</option></select></p>',
    '<p><label for="f-lab">Lab</label><select id="f-lab" name="lab"><option value="">Any</option></select></p>',
    '<p><label for="f-kind">Kind of change</label><select id="f-kind" name="kind"><option value="">Any</option></select></p>',
    '<p><button type="reset">Clear filters</button></p>',
    '</form>',
    '<figure id="chart" class="chart" hidden><figcaption>Changes per day</figcaption></figure>',
    // Shown by the script: without it, "Loading…" would never change.
    '<h2 id="results" aria-live="polite" hidden>Loading…</h2>',
    pages.length
      ? `<div id="events" data-pages="${escapeHtml(pages.join(' '))}"></div>`
      : '<div id="events"></div>',
    '<p><button id="older" type="button" hidden>Load older changes</button></p>',
  ].join('\n');
  return renderPage({ view: 'drift', title: 'Changes', site, main });
}
