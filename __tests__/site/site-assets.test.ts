// src/generated/site-assets.ts is the bundled browser code and stylesheet the layout publishes: it must
// be what scripts/bundle-site.mjs makes from src/site/ and src/core/site/ now.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
// @ts-expect-error: a plain .mjs script without types
import { SITE_ASSETS, siteAssetsSource } from '../../scripts/bundle-site.mjs';
import { SITE_CSS, SITE_JS } from '../../src/generated/site-assets.js';

test('the committed site assets are fresh (run `node scripts/bundle-site.mjs` after editing src/site)', () => {
  expect(readFileSync(SITE_ASSETS, 'utf8')).toBe(siteAssetsSource());
  expect(SITE_ASSETS).toBe(join(process.cwd(), 'src', 'generated', 'site-assets.ts'));
});

test('the bundle is self-contained browser code with no inline-script needs', () => {
  expect(SITE_JS).not.toMatch(/\b(require|import)\(/);
  expect(SITE_JS).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write|eval\(|new Function/);
  expect(SITE_CSS).toContain('[hidden]');
});
