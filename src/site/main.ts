/// <reference lib="dom" />
// The site's one script (assets/site.js): each page names its view on <body data-view>.
import { catalogView } from './catalog.js';
import { driftView } from './drift.js';
import { modelView } from './model.js';

const views: Record<string, () => Promise<void>> = {
  catalog: catalogView,
  model: modelView,
  drift: driftView,
};

const run = views[document.body.dataset.view ?? ''];
if (run) void run();
