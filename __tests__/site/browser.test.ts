// The published site in a real browser (Debian's chromium driven by playwright-core), built by the
// CLI and served from a loopback HTTP server under a sub-path, as GitHub Pages serves a project site.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, expect } from '@jest/globals';
import { type Browser, chromium, type Page } from 'playwright-core';
import { renderLayout } from '../../src/core/layout/render.js';
import { describeIf } from '../harness/prerequisite.js';
import {
  CHROMIUM_ARGS as ARGS,
  AXE,
  type BuiltSite,
  buildSite,
  CHROMIUM,
  drawn,
  HOSTILE_ID,
  HOSTILE_LAB,
  HOSTILE_NAME,
  serve,
} from './site-fixture.js';

// The README's screenshots are taken again with UPDATE_SCREENSHOTS=1; an ordinary run takes them
// into a temporary folder, so running the tests leaves the checkout as it was.
const SCREENSHOTS = process.env.UPDATE_SCREENSHOTS
  ? join(process.cwd(), 'docs', 'screenshots')
  : join(tmpdir(), `site-screenshots-${process.pid}`);

declare global {
  interface Window {
    __pwned?: unknown;
    axe: {
      run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; nodes: unknown[] }[] }>;
    };
  }
}

describeIf(existsSync(CHROMIUM), 'chromium at /usr/bin/chromium')('the published site', () => {
  let site: BuiltSite;
  let server: Awaited<ReturnType<typeof serve>>;
  let browser: Browser;
  const errors: string[] = [];

  beforeAll(async () => {
    site = await buildSite();
    expect(site.build).toMatchObject({ code: 0, stderr: '' });
    server = await serve(site.out);
    // playwright gives every launch a fresh temporary profile (its own --user-data-dir).
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    site?.repo.cleanup();
    if (!process.env.UPDATE_SCREENSHOTS) rmSync(SCREENSHOTS, { recursive: true, force: true });
  });

  /** A page that records script errors and CSP violations: any is a failure. */
  async function open(
    path: string,
    options: { javaScriptEnabled?: boolean; colorScheme?: 'dark' | 'light' } = {},
  ): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 412, height: 900 }, ...options });
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(`${path}: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error' && !/404/.test(m.text())) errors.push(`${path}: ${m.text()}`);
    });
    await page.goto(server.base + path);
    return page;
  }

  async function noAxeViolations(page: Page): Promise<void> {
    // Evaluated through the DevTools protocol, which the page's CSP does not govern (a <script> would be).
    await page.evaluate(AXE);
    const { violations } = await page.evaluate(() =>
      window.axe.run(document, { resultTypes: ['violations'] }),
    );
    expect(violations.map((v) => `${v.id} (${v.nodes.length})`)).toEqual([]);
  }

  /** Nothing wider than the phone's screen: no sideways scrolling of the whole page. */
  async function fitsThePhone(page: Page): Promise<void> {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
  }

  async function screenshot(page: Page, view: string): Promise<void> {
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS, `${view}.png`), fullPage: true });
  }

  const listed = (page: Page) => page.locator('#models > tr > th').allTextContents();

  test('the catalog filters by modality, lab, task, documentation and text, in the URL, kept on reload', async () => {
    const page = await open('');
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.reload();
    await page.waitForSelector('#filters:not([hidden])');
    expect(await listed(page)).toHaveLength(4);
    await page.selectOption('#f-modality', 'video');
    expect(await listed(page)).toEqual([HOSTILE_NAME, 'Aurora Video 1']);
    expect(new URL(page.url()).searchParams.get('modality')).toBe('video');
    await page.selectOption('#f-lab', 'Northwind');
    expect(await listed(page)).toEqual(['Aurora Video 1']);
    await page.reload();
    await page.waitForSelector('#filters:not([hidden])');
    expect(await page.inputValue('#f-lab')).toBe('Northwind');
    expect(await listed(page)).toEqual(['Aurora Video 1']);
    await page.click('button[type=reset]');
    await page.waitForFunction(() => document.querySelectorAll('#models > tr').length === 4);
    expect(new URL(page.url()).search).toBe('');
    await page.selectOption('#f-task', 'image_edit');
    expect(await listed(page)).toEqual(['Aurora Image 1']);
    await page.selectOption('#f-task', '');
    await page.selectOption('#f-doc', 'documented');
    await page.fill('#f-q', 'speech');
    expect(await listed(page)).toEqual([]);
    // Typed blanks around the words stay out of the address.
    await page.fill('#f-q', ' cadence ');
    expect(await listed(page)).toEqual(['Cadence TTS 2']);
    expect(await page.textContent('#results')).toBe('1 of 4 models');
    const shared = page.url();
    expect(new URL(shared).searchParams.get('q')).toBe('cadence');
    // A shared link opens the same view.
    const other = await open(shared.slice(server.base.length));
    await other.waitForSelector('#filters:not([hidden])');
    expect(await listed(other)).toEqual(['Cadence TTS 2']);
    expect(await other.inputValue('#f-q')).toBe('cadence');
    await page.fill('#f-q', '');
    await page.selectOption('#f-doc', '');
    // The catalog filters the rows in the page: it downloads neither the index nor a record.
    expect(requested).toContain('/registry/assets/site.js');
    expect(requested.filter((p) => p.includes('/api/'))).toEqual([]);
    await fitsThePhone(page);
    await screenshot(page, 'catalog');
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'catalog-desktop');
    await noAxeViolations(page);
    await page.setViewportSize({ width: 412, height: 900 });
    await noAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test('without JavaScript the catalog lists every model, with the same text the script renders', async () => {
    const page = await open('', { javaScriptEnabled: false });
    expect(await page.isHidden('#filters')).toBe(true);
    // A screenshot waits for a frame: before the first one every card (`content-visibility: auto`
    // at this width) is skipped, and its innerText can read "" (see the hostile-record test).
    await page.screenshot();
    const items = await page.locator('#models > tr').allInnerTexts();
    expect(items).toHaveLength(4);
    // Filtered, then cleared, the list reads the same as the static one.
    const scripted = await open('?modality=audio');
    await scripted.waitForSelector('#filters:not([hidden])');
    expect(await listed(scripted)).toEqual(['Cadence TTS 2']);
    await scripted.click('button[type=reset]');
    await scripted.waitForFunction(() => document.querySelectorAll('#models > tr').length === 4);
    expect(await scripted.locator('#models > tr').allInnerTexts()).toEqual(items);
    await fitsThePhone(page);
    await screenshot(page, 'catalog-no-js');
    // axe needs script to run: check the same static page with only the site's script blocked.
    const context = await browser.newContext();
    const unscripted = await context.newPage();
    await unscripted.route('**/assets/site.js', (r) => r.abort());
    await unscripted.goto(server.base);
    expect(await unscripted.isHidden('#filters')).toBe(true);
    await noAxeViolations(unscripted);
  });

  test('without JavaScript the model and changes pages say so, and show no "Loading…" that never ends', async () => {
    for (const path of ['model.html?id=northwind/aurora-video-1', 'drift.html']) {
      const page = await open(path, { javaScriptEnabled: false });
      const text = await page.locator('main').innerText();
      expect(text).toContain('This view needs JavaScript');
      expect(text).not.toContain('Loading');
    }
  });

  test('while its data loads, each view shows "Loading…" in a small status; the record itself is no live region', async () => {
    // Before: #model was a polite live region, and the whole record drawn into it (8,869 characters,
    // 13 tables) was read out.
    for (const [path, data, status] of [
      ['model.html?id=northwind/aurora-video-1', '**/api/models/**', '#model [role=status]'],
      ['drift.html', '**/drift.json', '#results[aria-live=polite]'],
    ] as const) {
      const context = await browser.newContext();
      const page = await context.newPage();
      let release!: () => void;
      const held = new Promise<void>((ok) => {
        release = ok;
      });
      await page.route(data, async (r) => {
        await held;
        await r.continue();
      });
      await page.goto(server.base + path);
      await page.locator(status).waitFor({ state: 'visible' });
      expect(await page.locator(status).textContent()).toBe('Loading…');
      release();
      await page.waitForSelector('#h-history, #filters:not([hidden])');
      await page.waitForFunction(() => !document.querySelector('#main .status'));
      const live = await page.evaluate(() =>
        [...document.querySelectorAll('[aria-live], [role=status], [role=alert], [role=log]')].map(
          (e) => `${e.tagName} ${e.textContent?.length}`,
        ),
      );
      expect(live.filter((l) => Number(l.split(' ')[1]) > 200)).toEqual([]);
      await context.close();
    }
  });

  test('an address naming a part of a model page (a [source] link) lands there on load', async () => {
    // Before: the page opened at its top, as the part was drawn after the browser looked for it.
    const page = await open('model.html?id=northwind/aurora-video-1#source-2');
    await page.waitForSelector('#h-history');
    const top = await page.locator('#source-2').evaluate((e) => e.getBoundingClientRect().top);
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(900);
  });

  test('a hostile record shows its markup as text and runs nothing, in every view', async () => {
    const noJs = await open('', { javaScriptEnabled: false });
    // The DOM's text, not innerText: at this width each card is `content-visibility: auto`, and
    // until the page's first frame every card is skipped, so innerText read right after load was
    // "" now and then. Markup parsed as HTML would leave no tags in the text, and no elements below.
    const staticText = await noJs.locator('#models').evaluate((el) => el.textContent);
    expect(staticText).toContain(HOSTILE_NAME);
    expect(staticText).toContain(HOSTILE_LAB);
    expect(await noJs.locator('#models img, #models script, #models svg, #models b').count()).toBe(0);
    for (const path of ['', `model.html?id=${HOSTILE_ID}`, 'drift.html']) {
      const page = await open(path);
      await page.waitForFunction(() => !document.querySelector('#main .status'));
      await page.waitForSelector('#filters:not([hidden]), #model > :not(.status)');
      await drawn(page);
      const main = await page.locator('main').innerText();
      expect(main).toContain(HOSTILE_NAME);
      expect(await page.locator('main img, main script, main b, main i').count()).toBe(0);
      expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
    }
    const model = await open(`model.html?id=${HOSTILE_ID}`);
    await model.waitForSelector('#h-pricing');
    expect(await model.locator('main').innerText()).toContain('<i onmouseover=window.__pwned=5>720p</i>');
    // The javascript: source address is shown, but not as a link that runs.
    const hrefs = await model
      .locator('.sources a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toContain('#');
    expect(hrefs.some((h) => h?.startsWith('javascript:'))).toBe(false);
    expect(await model.title()).toContain(HOSTILE_NAME);
    // Fields the record leaves out read as not recorded, never as "undefined" (nor a link to it).
    const text = await model.locator('main').innerText();
    expect(text).not.toContain('undefined');
    expect(text).toMatch(/notes \(internal note, retrieved not recorded\): not recorded/);
    expect(text).toMatch(/not recorded: Two pages disagree\. Kept: not recorded/);
    expect(await model.locator('#source-4 a').count()).toBe(0);
  });

  test('a model: profiles, prices with conditions, claim states as words, sources, history and feeds', async () => {
    const catalog = await open('');
    await catalog.waitForSelector('#filters:not([hidden])');
    await catalog.click('text=Aurora Video 1');
    await catalog.waitForSelector('#h-history');
    expect(new URL(catalog.url()).searchParams.get('id')).toBe('northwind/aurora-video-1');
    const page = catalog;
    await page.waitForFunction(() => !document.querySelector('#model .status'));
    const text = await page.locator('main').innerText();
    expect(await page.textContent('h1')).toBe('Aurora Video 1');
    expect(text).toMatch(/Duration\s+4–16 s, in steps of 4 s/);
    expect(text).toMatch(/720p \(default\)\s+16:9, 9:16/);
    expect(text).toMatch(/\$0\.30 per output video second\s+resolution=720p/);
    expect(text).toMatch(/Verification\s+unverified/);
    expect(text).toContain('Aurora Video 1: longer clips, new price');
    expect(text).toMatch(/pricing\.charges\[id="per-second"\]\.amount\s+pricing:\s+0\.25 → 0\.3/);
    // Every source link leads to an entry of the sources list.
    const refs = await page.locator('a.ref').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(refs.length).toBeGreaterThan(5);
    for (const r of new Set(refs)) expect(await page.locator(r!).count()).toBe(1);
    const alternates = await page
      .locator('link[rel=alternate]')
      .evaluateAll((ls) => ls.map((l) => l.getAttribute('href')));
    expect(alternates).toEqual(
      expect.arrayContaining([
        'drift.rss.xml',
        'feeds/models/northwind/aurora-video-1.atom.xml',
        'feeds/models/northwind/aurora-video-1.feed.json',
        'feeds/labs/northwind.atom.xml',
        'feeds/labs/northwind.feed.json',
      ]),
    );
    // The lab's feed is there to follow: an Atom document listing the lab's models' changes.
    expect(await page.locator('main p', { hasText: 'Follow every model of Northwind' }).innerText()).toMatch(
      /Follow every model of Northwind: Atom feed · JSON Feed/,
    );
    const labLink = page.locator('main a[href="feeds/labs/northwind.atom.xml"]');
    expect(await labLink.count()).toBe(1);
    const labFeed = await page.request.get(new URL('feeds/labs/northwind.atom.xml', page.url()).href);
    expect(labFeed.status()).toBe(200);
    expect(await labFeed.text()).toMatch(
      /^<\?xml[\s\S]*<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">[\s\S]*Aurora Video 1/,
    );
    await fitsThePhone(page);
    await screenshot(page, 'model');
    expect(await page.getAttribute('text=This model in the changes view', 'href')).toBe(
      'drift.html?model=northwind%2Faurora-video-1',
    );
    await noAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test('claim states read as words: unknown is "not documented", an unpublished price "not published"', async () => {
    const page = await open(`model.html?id=${HOSTILE_ID}`);
    await page.waitForSelector('#h-history');
    expect(await page.locator('main').innerText()).toMatch(/Native audio\s+Unknown \(not documented\)/);
    const image = await open('model.html?id=northwind/aurora-image-1');
    await image.waitForSelector('#h-history');
    expect(await image.locator('main').innerText()).toMatch(/edit-reference\s+Not published\s+always/);
  });

  test('the drift view: newest first by commit, before → after, filters, chart, a feed link', async () => {
    const page = await open('drift.html');
    await page.waitForSelector('#filters:not([hidden])');
    const commits = await page.locator('.group h3').allInnerTexts();
    expect(commits).toHaveLength(3);
    expect(commits[0]).toContain('Add <script>alert(1)</script>');
    expect(commits[2]).toContain('Add the example models');
    expect(await page.locator('svg.bars rect').count()).toBeGreaterThan(0);
    await page.selectOption('#f-kind', 'pricing');
    expect(new URL(page.url()).searchParams.get('kind')).toBe('pricing');
    // The edit; a new model's event is an identity change.
    expect(await page.locator('.group h3').allInnerTexts()).toHaveLength(1);
    await page.selectOption('#f-kind', 'capability');
    await page.selectOption('#f-model', 'northwind/aurora-video-1');
    await drawn(page); // the changes just drawn are laid out (content-visibility) at the next update
    const text = await page.locator('#events').innerText();
    expect(text).toMatch(/capability_profiles\[id="text-to-video"\]\.duration\.max\s+capability:\s+12 → 16/);
    await page.reload();
    await page.waitForSelector('#filters:not([hidden])');
    expect(await page.inputValue('#f-model')).toBe('northwind/aurora-video-1');
    await page.selectOption('#f-kind', '');
    await page.selectOption('#f-model', '');
    await fitsThePhone(page);
    await screenshot(page, 'drift');
    await noAxeViolations(page);
    // Following the feed link gives the RSS document.
    const href = await page.getAttribute('link[rel=alternate][type="application/rss+xml"]', 'href');
    const response = await page.goto(new URL(href!, page.url()).href);
    expect(response?.status()).toBe(200);
    expect(await response?.text()).toMatch(/^<\?xml[\s\S]*<rss version="2.0"/);
    expect(errors).toEqual([]);
  });

  test('the dark colour scheme passes the same checks (contrast included) on every view', async () => {
    for (const path of ['', 'model.html?id=northwind/aurora-video-1', 'drift.html']) {
      const page = await open(path, { colorScheme: 'dark' });
      await page.waitForFunction(() => !document.querySelector('#main .status'));
      await page.waitForSelector('#filters:not([hidden]), #h-history');
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
        'rgb(13, 17, 23)',
      );
      await noAxeViolations(page);
    }
  });

  test('the keyboard reaches the skip link first, and it moves focus to the content', async () => {
    const page = await open('');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('skip');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
  });

  test("at 320 px a model's facts keep a readable value column beside their longest label", async () => {
    // Before: the label column grew to "Languages (speech output)" and the values, 52-68 px wide,
    // broke a letter at a time ("availabl/e").
    const page = await open('model.html?id=cadence/cadence-tts-2');
    await page.setViewportSize({ width: 320, height: 900 });
    await page.waitForSelector('#h-history');
    const facts = page.locator('#model > dl.facts');
    expect(await facts.locator('dt').allTextContents()).toContain('Languages (speech output)');
    const { list, values } = await facts.evaluate((dl) => ({
      list: dl.clientWidth,
      values: [...dl.querySelectorAll('dd')].map((d) => d.getBoundingClientRect().width),
    }));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0.4 * list);
    // Nor is a one-word label cut (at 40% of the list, "Documentation" broke before its last letter).
    const lines = await facts.locator('dt', { hasText: /^Documentation$/ }).evaluate((dt) => {
      const range = document.createRange();
      range.selectNodeContents(dt);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines).toBe(1);
    await fitsThePhone(page);
  });

  test('between a phone and a wide screen the catalog shows every column inside the table', async () => {
    // Before: from 769 to about 850 px the grid rows needed 816 px and the Tasks column was cut, its
    // only scrollbar at the bottom of the whole table.
    const page = await open('');
    await page.waitForSelector('#filters:not([hidden])');
    for (const width of [770, 800, 850, 900, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      const past = await page.evaluate(() => {
        const table = document.querySelector('table.models')!.getBoundingClientRect();
        return [...document.querySelectorAll('table.models th, table.models td')]
          .map((c) => c.getBoundingClientRect())
          .filter((r) => r.width > 1 && r.right > table.right + 0.5)
          .map((r) => Math.round(r.right - table.right));
      });
      expect({ width, past }).toEqual({ width, past: [] });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  });

  test('source links are targets of at least 24 px, in tables and beside facts', async () => {
    // Before: stacked in a table's Sources cell they were 15 px tall, 21 px apart (axe target-size).
    const page = await open('model.html?id=northwind/aurora-video-1');
    await page.waitForSelector('#h-history');
    for (const width of [412, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const heights = await page
        .locator('a.ref')
        .evaluateAll((as) => as.map((a) => a.getBoundingClientRect().height));
      expect(heights.length).toBeGreaterThan(5);
      expect(Math.min(...heights)).toBeGreaterThanOrEqual(24);
      await page.evaluate(AXE);
      const { violations } = await page.evaluate(() =>
        window.axe.run(document, { runOnly: { type: 'rule', values: ['target-size'] } }),
      );
      expect(violations.map((v) => `${v.id} (${v.nodes.length})`)).toEqual([]);
    }
  });

  test('when site.js does not load with JavaScript on, the model and changes pages say where to read instead', async () => {
    // Before: the words were in a <noscript>, which a browser running script never shows: the
    // pages showed their heading only.
    for (const path of ['model.html?id=northwind/aurora-video-1', 'drift.html']) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.route('**/assets/site.js', (r) => r.abort());
      await page.goto(server.base + path);
      const main = page.locator('main');
      expect(await main.innerText()).toContain('This view needs JavaScript');
      expect(await main.innerText()).not.toContain('Loading');
      expect(await main.locator('a[href="index.html"]').count()).toBe(1);
      await noAxeViolations(page);
      await context.close();
      // With the script it goes as the view starts.
      const scripted = await open(path);
      await scripted.waitForSelector('#h-history, #filters:not([hidden])');
      expect(await scripted.locator('main').innerText()).not.toContain('This view needs JavaScript');
    }
  });

  test('a table takes a Tab stop and a landmark only while it scrolls sideways', async () => {
    // Before: every table's wrapper was a focusable region, scrolling or not (22 on a desktop page).
    const page = await open('model.html?id=northwind/aurora-video-1');
    await page.waitForSelector('#h-history');
    const wrappers = () =>
      page.locator('.scroll').evaluateAll((ws) =>
        ws.map((w) => ({
          scrolls: w.scrollWidth > w.clientWidth,
          tabindex: w.getAttribute('tabindex'),
          role: w.getAttribute('role'),
          named: Boolean(w.getAttribute('aria-label')),
        })),
      );
    const settled = () =>
      page.waitForFunction(
        () =>
          [...document.querySelectorAll('.scroll')].every(
            (w) => w.scrollWidth > w.clientWidth === (w.getAttribute('tabindex') === '0'),
          ),
        undefined,
        { timeout: 10_000 },
      );
    await page.setViewportSize({ width: 1280, height: 900 });
    await settled();
    const wide = await wrappers();
    expect(wide.length).toBeGreaterThanOrEqual(3);
    expect(wide.filter((w) => w.scrolls)).toEqual([]);
    expect(wide.filter((w) => w.tabindex !== null || w.role !== null || w.named)).toEqual([]);
    await page.setViewportSize({ width: 320, height: 900 });
    await settled();
    const narrow = await wrappers();
    expect(narrow.filter((w) => w.scrolls).length).toBeGreaterThan(0);
    for (const w of narrow)
      expect(w).toEqual(
        w.scrolls
          ? { scrolls: true, tabindex: '0', role: 'region', named: true }
          : { scrolls: false, tabindex: null, role: null, named: false },
      );
    await noAxeViolations(page);
  });

  test("a profile's heading is named by its task and id alone; its sources follow it", async () => {
    // Before: the [source] links were inside the h3, so each heading read "… [api]".
    const page = await open('model.html?id=northwind/aurora-video-1');
    await page.waitForSelector('#h-history');
    const headings = page.locator('.profile h3');
    expect(await headings.count()).toBeGreaterThan(0);
    expect(await headings.locator('a').count()).toBe(0);
    expect(await headings.first().innerText()).toBe('text to video (text-to-video)');
    expect(await page.locator('.profile h3 + * a.ref').count()).toBe(await headings.count());
  });

  test("older drift pages load on request; a model's own feed gives its history", async () => {
    // The same site with small drift pages (one event each) and a per-model JSON Feed beside it.
    const dir = mkdtempSync(join(tmpdir(), 'site-pages-'));
    cpSync(site.out, dir, { recursive: true });
    const events = JSON.parse(readFileSync(join(site.out, 'drift.json'), 'utf8')).events;
    const layout = renderLayout({
      records: [],
      schema: {},
      channel: { title: 't', link: 'https://github.com/acme/registry', description: 'd' },
      repository: 'https://github.com/acme/registry',
      head: events[0].commit.sha,
      events,
      limits: { events: 1, bytes: 1 << 20 },
    });
    for (const [path, text] of layout.files)
      if (path === 'drift.json' || path.startsWith('drift/pages/')) {
        mkdirSync(dirname(join(dir, path)), { recursive: true });
        writeFileSync(join(dir, path), text);
      }
    const video = events.find((e: { model: { id: string } }) => e.model.id === 'northwind/aurora-video-1');
    const feed = {
      version: 'https://jsonfeed.org/version/1.1',
      title: 'f',
      items: [{ id: video.id, _model_registry: video }],
    };
    mkdirSync(join(dir, 'feeds', 'models', 'northwind'), { recursive: true });
    writeFileSync(
      join(dir, 'feeds', 'models', 'northwind', 'aurora-video-1.feed.json'),
      JSON.stringify(feed),
    );
    const paged = await serve(dir);
    try {
      const page = await (await browser.newContext()).newPage();
      await page.goto(`${paged.base}drift.html`);
      await page.waitForSelector('#older:not([hidden])');
      expect(await page.locator('.event').count()).toBe(2);
      for (const expected of [3, 4, 5]) {
        await page.click('#older');
        await page.waitForFunction((n) => document.querySelectorAll('.event').length === n, expected);
      }
      expect(await page.isHidden('#older')).toBe(true);
      const commits = await page.locator('.group h3').allInnerTexts();
      expect(commits.at(-1)).toContain('Add the example models');
      const model = await (await browser.newContext()).newPage();
      await model.goto(`${paged.base}model.html?id=northwind/aurora-video-1`);
      await model.waitForSelector('#h-history');
      await model.waitForFunction(() => !document.querySelector('#model .status'));
      const history = await model.locator('section[aria-labelledby=h-history]').innerText();
      expect(history).not.toContain('has no feed yet');
      expect(history).toContain(video.commit.message);
    } finally {
      await paged.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
