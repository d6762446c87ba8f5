/// <reference lib="dom" />
// The site's one script (assets/site.js): each page names its view on <body data-view>.
import { NEEDS_JS_ID } from '../core/site/shell-pages.js';
import { catalogView } from './catalog.js';
import { driftView } from './drift.js';
import { modelView } from './model.js';

const views: Record<string, () => Promise<void>> = {
  catalog: catalogView,
  model: modelView,
  drift: driftView,
};

const run = views[document.body.dataset.view ?? ''];
// The page says what to read if this script never runs; it runs, so that goes.
document.getElementById(NEEDS_JS_ID)?.remove();
if (run) void run();
