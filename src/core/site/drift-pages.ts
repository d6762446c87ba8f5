// Which drift pages the changes view reads first: the newest ones that hold what it draws at once.
// drift.json would do too, but it holds the last two pages indented and the list of every page
// (4.3 MB at 10,000 models, where the newest 200 changes are about 0.3 MB of a compact page).
import type { PageRef } from '../layout/pages.js';

/** Changes the view draws at once; the rest wait behind a button (a phone stays quick). */
export const CHANGES_SHOWN = 200;

/**
 * The newest pages, newest first, that hold at least `shown` events between them (all of them
 * when fewer). None while there is one page: it is not written as a page, drift.json holds it.
 */
export function firstPages(pages: readonly PageRef[], shown = CHANGES_SHOWN): string[] {
  if (pages.length < 2) return [];
  const out: string[] = [];
  let held = 0;
  for (let i = pages.length - 1; i >= 0 && held < shown; i--) {
    out.push(pages[i]!.path);
    held += pages[i]!.events;
  }
  return out;
}
