// The pages rendered at build time: escaped, with the CSP, relative links, and the same catalog the
// index lists; and the one mapping from change paths to kinds of change.

import { renderCatalogPage } from '../../src/core/site/catalog-page.js';
import { readRow, rowCells, shownText } from '../../src/core/site/catalog-row.js';
import { changeKind, eventKinds } from '../../src/core/site/change-kind.js';
import { CHANGES_SHOWN, firstPages } from '../../src/core/site/drift-pages.js';
import { addSiteFiles, siteName } from '../../src/core/site/files.js';
import { CONTENT_SECURITY_POLICY, escapeHtml } from '../../src/core/site/html.js';
import { renderDriftPage, renderModelPage } from '../../src/core/site/shell-pages.js';
import type { CatalogIndex, ModelSummary } from '../../src/core/site/summary.js';
import { distinct, matches, readFilters } from '../../src/core/site/summary.js';

const summary = (over: Partial<ModelSummary> = {}): ModelSummary => ({
  id: 'acme/one',
  name: 'One',
  lab: 'Acme',
  modality: 'video',
  tasks: ['text_to_video'],
  status: 'available',
  documentation_state: 'documented',
  pricing_state: null,
  path: 'api/models/acme/one.json',
  updated: null,
  ...over,
});
const index = (models: ModelSummary[]): CatalogIndex => ({
  counts: { total_records: models.length, documented: models.length, indexed: 0, by_modality: {} },
  models,
});

test('a record string with markup is escaped text in index.html', () => {
  const hostile = '<img src=x onerror=alert(1)>"&\'';
  const html = renderCatalogPage(
    index([summary({ name: hostile, lab: hostile, tasks: [hostile] })]),
    hostile,
  );
  expect(html).not.toContain('<img');
  expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;&quot;&amp;&#39;');
  expect(escapeHtml('a<b>&"\'')).toBe('a&lt;b&gt;&amp;&quot;&#39;');
});

test('a record string with characters HTML forbids shows them as U+FFFD in index.html', () => {
  // NUL, a C0 and a C1 control, noncharacters (BMP and astral): each a parse error in an HTML page.
  const odd = 'a\u0000b\u0001c\u0085d\uFDD0e\uFFFEf\u{1FFFF}g\th\u00e9';
  const html = renderCatalogPage(index([summary({ name: odd, tasks: [odd] })]), 's');
  expect(html).toContain('a\uFFFDb\uFFFDc\uFFFDd\uFFFDe\uFFFDf\uFFFDg\th\u00e9');
  for (const c of ['\u0000', '\u0001', '\u0085', '\uFDD0', '\uFFFE', '\u{1FFFF}'])
    expect(html).not.toContain(c);
});

test('every page: CSP without inline script or style, relative links only, feeds linked, skip link, landmarks', () => {
  for (const html of [
    renderCatalogPage(index([summary()]), 'acme/registry'),
    renderModelPage('acme/registry'),
    renderDriftPage('acme/registry'),
  ]) {
    expect(html).toContain(
      `<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}">`,
    );
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe/);
    expect(html).not.toMatch(/<script>|<script [^>]*>[^<]|\sstyle=|\son[a-z]+=/);
    // Relative links only; the one data: URL is the empty icon that keeps browsers off /favicon.ico.
    for (const [, url] of html.matchAll(/(?:href|src)="([^"]*)"/g))
      if (url !== 'data:,') expect(url).not.toMatch(/^(\/|[a-z]+:)/);
    expect(html).toContain('<link rel="icon" href="data:,">');
    for (const feed of ['drift.rss.xml', 'drift.atom.xml', 'drift.feed.json'])
      expect(html).toMatch(new RegExp(`<link rel="alternate" [^>]*href="${feed.replace('.', '\\.')}"`));
    expect(html).toMatch(/<a class="skip" href="#main">/);
    expect(html).toMatch(/<header>[\s\S]*<nav [\s\S]*<main id="main"[\s\S]*<footer>/);
  }
});

test('the static list shows every summary, unknowns as "not recorded", with the model link', () => {
  const html = renderCatalogPage(
    index([
      summary(),
      summary({ id: 'beta/two', name: null, modality: null, tasks: [], pricing_state: 'partial' }),
    ]),
    's',
  );
  expect(html).toContain(
    '<tr><th scope="row"><a href="model.html?id=acme/one">One</a></th><td>Acme</td><td>video</td>' +
      '<td>available</td><td>documented</td><td>not recorded</td><td>text to video</td></tr>',
  );
  expect(html).toContain(
    '<tr><th scope="row"><a href="model.html?id=beta/two">beta/two</a></th><td>Acme</td><td>not recorded</td>' +
      '<td>available</td><td>documented</td><td>Partly published</td><td>not recorded</td></tr>',
  );
  expect(html).toContain('<h2 id="results" aria-live="polite">2 models</h2>');
  expect(renderCatalogPage(index([summary()]), 's')).toContain(
    '<h2 id="results" aria-live="polite">1 model</h2>',
  );
});

test("the site's menu marks the page it is on, and no other (a model page is under neither)", () => {
  const nav = (html: string) => /<nav aria-label="Site">(.*?)<\/nav>/.exec(html)?.[1];
  expect(nav(renderCatalogPage(index([summary()]), 's'))).toBe(
    '<a href="index.html" aria-current="page">Models</a><a href="drift.html">Changes</a>',
  );
  expect(nav(renderDriftPage('s'))).toBe(
    '<a href="index.html">Models</a><a href="drift.html" aria-current="page">Changes</a>',
  );
  expect(nav(renderModelPage('s'))).toBe('<a href="index.html">Models</a><a href="drift.html">Changes</a>');
});

test('addSiteFiles writes the site, and index.html follows the summaries', () => {
  // The layout has written api/index.json by then; the site's files come beside it.
  const first = index([summary()]);
  const files = new Map([['api/index.json', JSON.stringify(first)]]);
  addSiteFiles(files, 'https://github.com/acme/registry', first);
  expect([...files.keys()].sort()).toEqual([
    '.nojekyll',
    'api/index.json',
    'assets/site.css',
    'assets/site.js',
    'drift.html',
    'index.html',
    'model.html',
  ]);
  expect(files.get('index.html')).toContain('<title>Models · acme/registry</title>');
  const other = new Map<string, string>();
  addSiteFiles(other, 'https://github.com/acme/registry', index([summary({ name: 'Renamed' })]));
  expect(other.get('index.html')).not.toBe(files.get('index.html'));
  expect(other.get('model.html')).toBe(files.get('model.html'));
  expect(siteName('https://github.com/acme/registry.git')).toBe('acme/registry');
});

test('drift.html names the newest drift pages that hold the changes it draws at once', () => {
  // Before, the changes view read drift.json (two pages indented, and every page's path) to draw 200.
  const ref = (n: number, events: number) => ({ events, path: `drift/pages/00000${n}.json` });
  expect(CHANGES_SHOWN).toBe(200);
  // One page is not written as a page: drift.json holds it.
  expect(firstPages([ref(1, 150)])).toEqual([]);
  expect(firstPages([ref(1, 1000), ref(2, 200)])).toEqual(['drift/pages/000002.json']);
  expect(firstPages([ref(1, 1000), ref(2, 1000), ref(3, 5)])).toEqual([
    'drift/pages/000003.json',
    'drift/pages/000002.json',
  ]);
  expect(firstPages([ref(1, 50), ref(2, 60), ref(3, 70)])).toEqual([
    'drift/pages/000003.json',
    'drift/pages/000002.json',
    'drift/pages/000001.json',
  ]);
  const files = new Map<string, string>();
  addSiteFiles(files, 'https://github.com/acme/registry', index([summary()]), [ref(1, 1000), ref(2, 5)]);
  expect(files.get('drift.html')).toContain(
    '<div id="events" data-pages="drift/pages/000002.json drift/pages/000001.json"></div>',
  );
  expect(renderDriftPage('acme/registry')).toContain('<div id="events"></div>');
});

test('change kinds: one mapping from field paths', () => {
  expect(changeKind('capability_profiles[id="t2v"].duration.max')).toBe('capability');
  expect(changeKind('capability_profiles[id="a].b"].source_ids')).toBe('evidence');
  expect(changeKind('limitations[id="x"]')).toBe('capability');
  expect(changeKind('language_support.state')).toBe('capability');
  expect(changeKind('pricing.charges[id="s"].amount')).toBe('pricing');
  expect(changeKind('pricing.source_ids')).toBe('evidence');
  expect(changeKind('model.name')).toBe('identity');
  expect(changeKind('api_identifiers[id="x"]')).toBe('identity');
  expect(changeKind('sources[id="api"].retrieved_on')).toBe('evidence');
  expect(changeKind('documentation_state')).toBe('evidence');
  expect(changeKind('verification.state')).toBe('evidence');
  expect(changeKind('conflicts')).toBe('evidence');
  expect([...eventKinds({ type: 'model_added', changes: [] })]).toEqual(['identity']);
  expect([...eventKinds({ type: 'model_updated', changes: [{ path: 'pricing.state' }] })]).toEqual([
    'pricing',
  ]);
  // A move to another id is an identity change too, whatever else it changed.
  expect([
    ...eventKinds({
      type: 'model_updated',
      previous_path: 'models/a/b.toml',
      changes: [{ path: 'pricing.state' }],
    }),
  ]).toEqual(['pricing', 'identity']);
});

test('filters: every word of the free text somewhere, and each select exactly', () => {
  const m = summary({ tasks: ['text_to_video', 'image_to_video'] });
  const f = (q: Record<string, string>) => matches(m, readFilters(new URLSearchParams(q)));
  expect(f({})).toBe(true);
  expect(f({ q: 'ACME image to' })).toBe(true);
  expect(f({ q: 'acme audio' })).toBe(false);
  expect(f({ modality: 'video', lab: 'Acme', task: 'image_to_video', doc: 'documented' })).toBe(true);
  expect(f({ lab: 'Acm' })).toBe(false);
  expect(f({ doc: 'indexed' })).toBe(false);
  expect(f({ modality: 'image' })).toBe(false);
  expect(f({ task: 'text_to_image' })).toBe(false);
  // The lab menu names a lab as labNameOf does: a model spelling it otherwise is among its models.
  const spelled = summary({ lab: 'ACME' });
  expect(matches(spelled, readFilters(new URLSearchParams({ lab: 'Acme' })), 'Acme')).toBe(true);
  expect(matches(spelled, readFilters(new URLSearchParams({ lab: 'Acme' })), 'Beta')).toBe(false);
});

test('search folds case and form: accents, dotted İ, final sigma, ß and full-width letters', () => {
  const found = (q: string, m: Partial<ModelSummary>) =>
    matches(
      summary({ id: 'acme/x', name: 'X', lab: 'Acme', tasks: [], ...m }),
      readFilters(new URLSearchParams({ q })),
    );
  const nfd = (s: string) => s.normalize('NFD');
  // Before, each of these found nothing: the search only lower-cased.
  expect(found('café', { lab: nfd('Café Labs') })).toBe(true);
  expect(found(nfd('café'), { lab: 'Café Labs' })).toBe(true);
  expect(found('cafe', { lab: 'Café Labs' })).toBe(true); // accent-insensitive, as find-in-page
  expect(found('istanbul', { name: 'İSTANBUL' })).toBe(true);
  expect(found('İstanbul', { name: 'istanbul' })).toBe(true);
  expect(found('ΟΔΟΣ', { name: 'ΟΔΟΣΤΡΩΜΑ' })).toBe(true);
  expect(found('strasse', { name: 'Straße' })).toBe(true);
  expect(found('STRAẞE', { name: 'strasse' })).toBe(true);
  expect(found('ｅｌｅｖｅｎ', { name: 'Eleven v3' })).toBe(true);
  // Only the combining diacritical marks go: a vowel sign or a virama carries meaning.
  expect(found('किताब', { name: 'किताब' })).toBe(true);
  expect(found('कतब', { name: 'किताब' })).toBe(false);
  expect(found('हन्दी', { name: 'हिन्दी' })).toBe(false);
  expect(found('café', { lab: 'Cafés' })).toBe(true);
  expect(found('cafes', { lab: 'Café' })).toBe(false);
});

test('menu options sort as people read them, ties by code point, whatever order they come in', () => {
  // Before, by UTF-16 units: Alibaba | Zhipu AI | iFlytek | xAI | Émile Labs.
  const names = [
    'xAI',
    'Alibaba',
    'Zhipu AI',
    'Émile Labs',
    'iFlytek',
    'Cafe',
    'Café',
    'Cafe\u0301',
    'acme',
    'ACME',
  ];
  const sorted = [
    'ACME',
    'acme',
    'Alibaba',
    'Cafe',
    'Cafe\u0301',
    'Café',
    'Émile Labs',
    'iFlytek',
    'xAI',
    'Zhipu AI',
  ];
  expect(distinct([...names, null, 'xAI'])).toEqual(sorted);
  expect(distinct([...names].reverse())).toEqual(sorted);
});

test("a catalog row gives the filters back each model's fields: from its cells, or a data attribute where they misread", () => {
  // The browser filters index.html's own rows (src/site/catalog.ts reads them with readRow).
  const unescapeHtml = (s: string) =>
    s.replace(
      /&(lt|gt|quot|#39|amp);/g,
      (_, e: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[e]!,
    );
  const read = (m: ModelSummary) => {
    const html = renderCatalogPage(index([m]), 's');
    const row = /<tr( [^>]*)?><th scope="row">/.exec(html)!;
    const data = Object.fromEntries(
      [...(row[1] ?? '').matchAll(/ data-([a-z]+)="([^"]*)"/g)].map(([, k, v]) => [k!, unescapeHtml(v!)]),
    );
    return { data: Object.keys(data), fields: readRow(shownCells(m), data) };
  };
  // The cells' text as the browser reads it (textContent): shownText of what the page renders.
  const shownCells = (m: ModelSummary) => {
    const c = rowCells(m);
    return {
      href: c.href,
      name: shownText(c.name),
      lab: shownText(c.lab),
      modality: shownText(c.modality),
      doc: shownText(c.doc),
      tasks: shownText(c.tasks),
    };
  };
  const fields = (m: ModelSummary) => ({
    id: m.id,
    name: m.name,
    lab: m.lab,
    modality: m.modality,
    tasks: m.tasks,
    documentation_state: m.documentation_state,
  });
  // A usual row needs nothing more than its text: index.html does not grow.
  const usual = summary({ tasks: ['image_to_video', 'text_to_video'] });
  expect(read(usual)).toEqual({ data: [], fields: fields(usual) });
  const nothing = summary({ name: null, lab: null, modality: null, tasks: [], documentation_state: null });
  expect(read(nothing)).toEqual({ data: [], fields: fields(nothing) });
  const odd = summary({
    name: 'acme/one',
    lab: 'not recorded',
    tasks: ['a, b', 'text to video', 'not_recorded', '<b>&"\''],
  });
  expect(read(odd)).toEqual({ data: ['name', 'lab', 'tasks'], fields: fields(odd) });
  // What the HTML parser changes in text (line breaks) or the page shows as U+FFFD.
  const raw = summary({ name: 'a\r\nb\rc\u0001d\u0085e\uFDD0f\u{1FFFF}g', lab: 'Lab\u0000' });
  const got = read(raw);
  expect(got).toEqual({ data: ['name', 'lab'], fields: fields(raw) });
  // A carriage return alone (nothing else the page changes): the parser reads it as LF, so the row
  // must carry the name; so must CR LF, which it reads as one LF.
  for (const name of ['A\rB', 'A\r\nB']) {
    const cr = summary({ name });
    expect(read(cr)).toEqual({ data: ['name'], fields: fields(cr) });
  }
  // The attributes hold them as JSON escapes: the parser keeps those as written (a raw CR becomes LF).
  const attributes = /<tr [^>]*>/.exec(renderCatalogPage(index([raw]), 's'))![0];
  expect(attributes).toContain('&quot;a\\r\\nb\\rc\\u0001d\\u0085e\\ufdd0f\\ud83f\\udfffg&quot;');
  for (const c of ['\r', '\u0000', '\u0001', '\u0085', '\uFDD0', '\u{1FFFF}'])
    expect(attributes).not.toContain(c);
});
