// The site's files on the pages branch. index.html follows api/index.json, drift.html names the newest
// drift pages; the rest is constant for a repository (rewriting it on every push adds nothing).
import { SITE_CSS, SITE_JS } from '../../generated/site-assets.js';
import type { PageRef } from '../layout/pages.js';
import type { FileSink } from '../types.js';
import { renderCatalogPage } from './catalog-page.js';
import { firstPages } from './drift-pages.js';
import { renderDriftPage, renderModelPage } from './shell-pages.js';
import type { CatalogIndex } from './summary.js';

/** `https://github.com/acme/registry` → `acme/registry` (anything else is shown as given). */
export function siteName(repository: string): string {
  const m = /^https?:\/\/[^/]+\/([^/]+\/[^/]+?)(?:\.git)?\/?$/.exec(repository);
  return m ? m[1]! : repository;
}

/** The site's paths, in the order they are written. */
export const SITE_FILES = [
  'index.html',
  'model.html',
  'drift.html',
  'assets/site.js',
  'assets/site.css',
  '.nojekyll',
];

/**
 * Adds the site to `files`: index.html lists api/index.json's models (`index`), drift.html names the
 * pages that hold the newest changes (`pages`: drift.json's list, oldest first).
 */
export function addSiteFiles(
  files: FileSink,
  repository: string,
  index: CatalogIndex,
  pages: readonly PageRef[] = [],
): void {
  const site = siteName(repository);
  files.set('index.html', renderCatalogPage(index, site));
  files.set('model.html', renderModelPage(site));
  files.set('drift.html', renderDriftPage(site, firstPages(pages)));
  files.set('assets/site.js', SITE_JS);
  files.set('assets/site.css', SITE_CSS);
  // GitHub Pages would otherwise run Jekyll, which skips files and folders starting with _ or .
  files.set('.nojekyll', '');
}
