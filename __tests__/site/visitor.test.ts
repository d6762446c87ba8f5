// The site as visitors use it, in chromium: labs whose names need care, a model that left and one
// that was renamed (old links lead to them), 10,000 models, and a long drift history paged in. Each
// test failed before the fix it names.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, expect } from '@jest/globals';
import { type Browser, chromium, type Page } from 'playwright-core';
import { renderLayout } from '../../src/core/layout/render.js';
import { renderCatalogPage } from '../../src/core/site/catalog-page.js';
import { distinct, labNameOf, type ModelSummary, matches, readFilters } from '../../src/core/site/summary.js';
import type { DriftEvent } from '../../src/core/types.js';
import { runCli } from '../e2e/run-cli.js';
import { describeIf } from '../harness/prerequisite.js';
import { createRepo, type TestRepo } from '../helpers/git-repo.js';
import { record } from '../helpers/records.js';
import { CHROMIUM, CHROMIUM_ARGS, drawn, serve } from './site-fixture.js';

// A lab named with a trailing space (valid: the schema asks only for a non-empty string) and one
// with the characters a query string must escape.
const SPACED = 'Zero Labs ';
const ODD = 'A&B + C #1 %20';

describeIf(existsSync(CHROMIUM), 'chromium at /usr/bin/chromium')('the site as visitors use it', () => {
  let repo: TestRepo;
  let out: string;
  let server: Awaited<ReturnType<typeof serve>>;
  let browser: Browser;
  const seen: string[] = [];
  const cleanup: (() => unknown)[] = [];

  beforeAll(async () => {
    repo = await createRepo('site-visitor-');
    await repo.commit(
      {
        'models/0/0.toml': record('0', '0', { name: 'Zero', labName: SPACED }),
        'models/acme--/x--.toml': record('acme--', 'x--', { name: 'Odd model', labName: ODD }),
        'models/old-lab/gone.toml': record('old-lab', 'gone', { name: 'Gone Model', labName: 'Old Lab' }),
        'models/old-lab/renamed.toml': record('old-lab', 'renamed', {
          name: 'Renamed Model',
          labName: 'Old Lab',
        }),
      },
      'Add four models',
    );
    await repo.commit(
      {
        'models/old-lab/gone.toml': null,
        'models/old-lab/renamed.toml': null,
        'models/new-lab/renamed.toml': record('new-lab', 'renamed', {
          name: 'Renamed Model',
          labName: 'New Lab',
        }),
      },
      'Remove one, rename one',
    );
    out = join(repo.dir, '_site');
    const build = await runCli(
      ['build', '--root', repo.dir, '--out', out, '--repository-url', 'https://github.com/acme/registry'],
      repo.dir,
    );
    expect(build).toMatchObject({ code: 0, stderr: '' });
    server = await serve(out, seen);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    for (const c of cleanup) await c();
    repo?.cleanup();
  });

  async function open(base: string, path: string, errors: string[] = []): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 412, height: 900 } });
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(`${path}: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`${path}: ${m.text()}`);
    });
    await page.goto(base + path);
    return page;
  }
  const ready = (page: Page) => page.waitForSelector('#filters:not([hidden])');
  /**
   * Presses a button from the keyboard. The drift view's groups are `content-visibility: auto`: a
   * button below them moves as scrolling it into view draws them, and a click at its earlier
   * position can miss it on a busy machine. Focus and Enter reach it wherever it is.
   */
  const activate = async (page: Page, selector: string) => {
    await page.focus(selector);
    await page.keyboard.press('Enter');
  };
  const focused = (page: Page) =>
    page.evaluate(() => {
      const a = document.activeElement;
      return `${a?.tagName.toLowerCase()} ${a?.textContent?.slice(0, 40)}`;
    });

  /** A copy of the built site, changed by `edit`, served on its own. */
  async function variant(edit: (dir: string) => void): Promise<string> {
    const dir = mkdtempSync(join(tmpdir(), 'site-variant-'));
    cpSync(out, dir, { recursive: true });
    edit(dir);
    const s = await serve(dir);
    cleanup.push(
      () => s.close(),
      () => rmSync(dir, { recursive: true, force: true }),
    );
    return s.base;
  }

  /** A copy of the site whose catalog (index.json and index.html) lists `n` generated models and `extra`. */
  async function bigCatalog(
    n: number,
    extra: ModelSummary[] = [],
  ): Promise<{ models: ModelSummary[]; base: string }> {
    const models: ModelSummary[] = Array.from(
      { length: n },
      (_, i): ModelSummary => ({
        id: `lab-${i % 100}/model-${String(i).padStart(5, '0')}`,
        name: `Model ${i}`,
        lab: `Lab ${i % 100}`,
        modality: ['image', 'video', 'audio'][i % 3]!,
        tasks: ['text_to_image'],
        status: 'available',
        documentation_state: 'documented',
        pricing_state: 'known',
        path: `models/lab-${i % 100}/model-${i}.toml`,
        updated: null,
      }),
    )
      .concat(extra)
      .sort((a, b) => (a.id < b.id ? -1 : 1));
    const index = { counts: { total_records: n, documented: n, indexed: 0, by_modality: {} }, models };
    const base = await variant((dir) => {
      writeFileSync(join(dir, 'api', 'index.json'), JSON.stringify(index));
      writeFileSync(join(dir, 'index.html'), renderCatalogPage(index, 'acme/registry'));
    });
    return { models, base };
  }

  /**
   * A copy of the site with 700 changes, `perCommit` to a commit, in drift pages of `pageEvents`
   * (300: drift.json holds the newest 400), then changed by `edit`.
   */
  async function longHistory(
    perCommit = 3,
    pageEvents = 300,
    edit: (
      dir: string,
      layoutOf: (events: DriftEvent[]) => Map<string, string>,
      many: DriftEvent[],
    ) => void = () => {},
  ): Promise<{ many: DriftEvent[]; base: string }> {
    const events = JSON.parse(readFileSync(join(out, 'drift.json'), 'utf8')).events as DriftEvent[];
    const model = events.find((e) => e.model.id === '0/0')!;
    const many: DriftEvent[] = Array.from({ length: 700 }, (_, i) => {
      const n = Math.floor(i / perCommit);
      const sha = n.toString(16).padStart(40, '0');
      const date = new Date(Date.parse('2026-01-01T00:00:00Z') + i * 3_600_000).toISOString();
      return {
        ...model,
        id: perCommit === 1 ? `${sha}:${model.model.id}` : `${sha}:${i}:${model.model.id}`,
        commit: { ...model.commit, sha, date, message: `Commit ${n}` },
      };
    }).reverse();
    /** The published files of `events` (newest first). */
    const layoutOf = (events: DriftEvent[]) =>
      renderLayout({
        records: [],
        schema: {},
        channel: { title: 't', link: 'https://github.com/acme/registry', description: 'd' },
        repository: 'https://github.com/acme/registry',
        head: events[0]!.commit.sha,
        events,
        limits: { events: pageEvents, bytes: 1 << 20 },
      }).files;
    const files = layoutOf(many);
    const base = await variant((dir) => {
      for (const [path, text] of files)
        if (path === 'drift.json' || path === 'drift.html' || path.startsWith('drift/pages/')) {
          mkdirSync(dirname(join(dir, path)), { recursive: true });
          writeFileSync(join(dir, path), text);
        }
      edit(dir, layoutOf, many);
    });
    return { many, base };
  }

  test('a lab named with surrounding spaces or URL characters filters to its models, kept in the URL', async () => {
    // formValues trimmed every field: "Zero Labs " became "Zero Labs", which no model has (0 of 4).
    const page = await open(server.base, '');
    await ready(page);
    await page.selectOption('#f-lab', SPACED);
    expect(await page.locator('#models > tr > th').allTextContents()).toEqual(['Zero']);
    expect(new URL(page.url()).searchParams.get('lab')).toBe(SPACED);
    await page.reload();
    await ready(page);
    expect(await page.inputValue('#f-lab')).toBe(SPACED);
    expect(await page.textContent('#results')).toBe('1 of 3 models');
    await page.selectOption('#f-lab', ODD);
    expect(await page.locator('#models > tr > th').allTextContents()).toEqual(['Odd model']);
    await page.reload();
    await ready(page);
    expect(await page.inputValue('#f-lab')).toBe(ODD);
    // The changes view, as a lab's feed links to it.
    const drift = await open(server.base, `drift.html?lab=${encodeURIComponent(SPACED)}`);
    await ready(drift);
    expect(await drift.textContent('#results')).toBe('1 change');
  });

  test('a link naming a lab no model has keeps it chosen, offered as "(none)", through other filters', async () => {
    const page = await open(server.base, '?lab=No%20Such%20Lab');
    await ready(page);
    expect(await page.textContent('#results')).toBe('0 of 3 models');
    expect(await page.inputValue('#f-lab')).toBe('No Such Lab');
    expect(await page.locator('#f-lab option:checked').textContent()).toBe('No Such Lab (none)');
    await page.fill('#f-q', 'zero');
    expect(new URL(page.url()).searchParams.get('lab')).toBe('No Such Lab');
    expect(await page.textContent('#results')).toBe('0 of 3 models');
  });

  test('a removed model and a renamed one: their old links say what happened and where it went', async () => {
    // Before: "No model old-lab/gone in this registry." and nothing more, though its changes and its
    // feed were published; the changes view linked there from "Gone Model removed from the registry".
    const gone = await open(server.base, 'model.html?id=old-lab/gone');
    await gone.waitForSelector('#h-history');
    expect(await gone.textContent('h1')).toBe('Gone Model');
    expect(await gone.locator('main').textContent()).toMatch(
      /old-lab\/gone was removed from this registry on \d{4}-\d\d-\d\d [\d:]+ UTC\./,
    );
    expect(await gone.locator('#model .group').count()).toBe(2);
    expect(await gone.getAttribute('text=This model in the changes view', 'href')).toBe(
      'drift.html?model=old-lab%2Fgone',
    );
    const renamed = await open(server.base, 'model.html?id=old-lab/renamed');
    await renamed.waitForSelector('#h-history');
    expect(await renamed.locator('main p[role=status]').textContent()).toMatch(
      /^old-lab\/renamed is now new-lab\/renamed \(moved on /,
    );
    await renamed.click('main p[role=status] a');
    await renamed.waitForSelector('#h-pricing');
    expect(await renamed.textContent('h1')).toBe('Renamed Model');
    // The old id's changes (where its feed links) end with the rename, as its feed does.
    const drift = await open(server.base, 'drift.html?model=old-lab%2Frenamed');
    await ready(drift);
    expect(await drift.textContent('#results')).toBe('2 changes');
    expect(await drift.locator('.event h4').first().textContent()).toContain(
      'from models/old-lab/renamed.toml',
    );
    // The old lab's changes end with the rename out of it, as the old lab's feed does (before: 3, the
    // rename listed only under New Lab).
    const oldLab = await open(server.base, 'drift.html?lab=Old%20Lab');
    await ready(oldLab);
    expect(await oldLab.textContent('#results')).toBe('4 changes');
    expect(await oldLab.locator('.event h4').first().textContent()).toContain(
      'from models/old-lab/renamed.toml',
    );
    // An id nothing ever had still says so.
    const none = await open(server.base, 'model.html?id=no-lab/none');
    await none.waitForSelector('.error');
    expect(await none.locator('main').textContent()).toContain('No model no-lab/none in this registry.');
    // The tab says which page it is (before: each kept the generic "Model · acme/registry").
    expect(await gone.title()).toBe('Gone Model (removed) · acme/registry');
    expect(await none.title()).toBe('Not found · acme/registry');
    const moved = await open(server.base, 'model.html?id=old-lab/renamed');
    await moved.waitForSelector('#h-history');
    expect(await moved.title()).toBe('Renamed Model (moved) · acme/registry');
    const bad = await open(server.base, 'model.html?id=Not%20an%20id');
    await bad.waitForSelector('.error');
    expect(await bad.title()).toBe('Not found · acme/registry');
  });

  test('a model whose record is not published but whose changes are is not said removed', async () => {
    // Its newest change adds it: the page says only that no such model is here, beside its history.
    const base = await variant((dir) => rmSync(join(dir, 'api', 'models', '0', '0.json')));
    const page = await open(base, 'model.html?id=0/0');
    await page.waitForSelector('#h-history');
    expect(await page.locator('main p[role=status]').textContent()).toBe('No model 0/0 in this registry.');
    expect(await page.title()).toBe('Not found · acme/registry');
    expect(await page.locator('#model .group').count()).toBe(1);
  });

  test('a model whose feed has no item says it has no changes recorded', async () => {
    const base = await variant((dir) => {
      mkdirSync(join(dir, 'feeds', 'models', '0'), { recursive: true });
      writeFileSync(join(dir, 'feeds', 'models', '0', '0.feed.json'), JSON.stringify({ items: [] }));
    });
    const page = await open(base, 'model.html?id=0/0');
    await page.waitForSelector('#h-history');
    await page.waitForFunction(() => !document.querySelector('#model .status'));
    expect(await page.locator('section[aria-labelledby=h-history]').innerText()).toMatch(
      /No changes recorded\.$/,
    );
  });

  test('the changes view: a lab its records spell two ways is one option with all its changes, menus sorted for reading', async () => {
    // Before: "Café Labs" in NFC and in NFD were two options, part of its changes each, and "émile"
    // came last. Two of its three models spell it in NFC: the option is named so.
    const NFC = 'Café Labs';
    const base = await variant((dir) => {
      const path = join(dir, 'drift.json');
      const drift = JSON.parse(readFileSync(path, 'utf8')) as { events: DriftEvent[] };
      const zero = drift.events.find((e) => e.model.id === '0/0')!;
      const as = (id: string, lab: string): DriftEvent => ({
        ...zero,
        id: `${zero.commit.sha}:${id}`,
        model: { ...zero.model, id, lab, name: id },
      });
      drift.events.unshift(
        as('cafe/a', NFC.normalize('NFD')),
        as('cafe/b', NFC),
        as('cafe/c', NFC),
        as('emile/e', 'émile'),
      );
      writeFileSync(path, JSON.stringify(drift));
    });
    const page = await open(base, 'drift.html');
    await ready(page);
    const values = (name: string) =>
      page.$$eval(`#f-${name} option`, (os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(await values('lab')).toEqual(['', ODD, NFC, 'émile', 'New Lab', 'Old Lab', SPACED]);
    await page.selectOption('#f-lab', NFC);
    expect(await page.textContent('#results')).toBe('3 changes');
    expect(new URL(page.url()).searchParams.get('lab')).toBe(NFC);
  });

  test('right-to-left values keep their order beside the arrow, the count and the brackets', async () => {
    // Before, a change between two Arabic values read backwards: "صورة ١ → صورة ٢" was one
    // right-to-left run, the after value drawn left of the before one, and a mixed name spilled
    // across the arrow. Each record string beside other text is now isolated.
    const ONE = 'صورة ١';
    const TWO = 'صورة ٢';
    const MIXED = 'GPT Image 2 — «ß» العربية';
    const events = JSON.parse(readFileSync(join(out, 'drift.json'), 'utf8')).events as DriftEvent[];
    const zero = events.find((e) => e.model.id === '0/0')!;
    const event: DriftEvent = {
      ...zero,
      type: 'model_updated',
      id: `${'f'.repeat(40)}:0/0`,
      model: { ...zero.model, name: TWO },
      commit: { ...zero.commit, sha: 'f'.repeat(40), message: 'Arabic names' },
      changes: [
        { path: 'model.name', kind: 'changed', before: ONE, after: TWO },
        { path: 'model.aliases[0]', kind: 'changed', before: MIXED, after: TWO },
      ],
    };
    const base = await variant((dir) => {
      const files = renderLayout({
        records: [],
        schema: {},
        channel: { title: 't', link: 'https://github.com/acme/registry', description: 'd' },
        repository: 'https://github.com/acme/registry',
        head: event.commit.sha,
        events: [event],
        limits: { events: 300, bytes: 1 << 20 },
      }).files;
      for (const [path, text] of files)
        if (path === 'drift.json' || path === 'drift.html') writeFileSync(join(dir, path), text);
      const file = join(dir, 'api', 'models', '0', '0.json');
      const rec = JSON.parse(readFileSync(file, 'utf8'));
      rec.model.name = MIXED;
      rec.model.lab = 'مختبر ١';
      rec.model.aliases = [ONE, TWO];
      rec.api_identifiers = [{ kind: 'model_id', value: ONE, resolves_to: TWO, source_ids: ['docs'] }];
      writeFileSync(file, JSON.stringify(rec));
    });
    /** For each text node under `selector` that is `text`: whether it sits in an isolate (a <bdi>, an element with `dir`) inside that element. */
    const isolation = (page: Page, selector: string, text: string) =>
      page.evaluate(
        ([sel, t]) =>
          [...document.querySelectorAll(sel!)].flatMap((root) => {
            const found: boolean[] = [];
            const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
            for (let n = walk.nextNode(); n; n = walk.nextNode()) {
              if ((n as Text).data !== t) continue;
              let isolated = false;
              for (let at = n.parentElement; at && at !== root; at = at.parentElement)
                if (getComputedStyle(at).unicodeBidi === 'isolate') isolated = true;
              found.push(isolated);
            }
            return found;
          }),
        [selector, text],
      );
    const drift = await open(base, 'drift.html?model=0%2F0');
    await ready(drift);
    const items = drift.locator('.changes li');
    expect(await items.count()).toBe(2);
    await drift.setViewportSize({ width: 1280, height: 900 }); // each change on one line
    for (let i = 0; i < 2; i++) {
      // Read left to right on the page: the before value, the arrow, the after value.
      const b = (await items.nth(i).locator('code.before').boundingBox())!;
      const a = (await items.nth(i).locator('code.after').boundingBox())!;
      expect(a.x).toBeGreaterThanOrEqual(b.x + b.width - 1);
    }
    expect(await isolation(drift, '.changes li', ONE)).toEqual([true]);
    expect(await isolation(drift, '.changes li', MIXED)).toEqual([true]);
    expect(await isolation(drift, '.changes li', TWO)).toEqual([true, true]);
    expect(await isolation(drift, '.event h4', TWO)).toEqual([true]);
    // The model page: its name and lab beside their source links, its aliases, an identifier and
    // what it resolves to, the lab in the feed line.
    const model = await open(base, 'model.html?id=0/0');
    await model.waitForSelector('#h-history');
    await model.setViewportSize({ width: 1280, height: 900 });
    expect(await model.textContent('h1')).toBe(MIXED);
    expect(await isolation(model, '#model dd', MIXED)).toEqual([true]);
    expect(await isolation(model, '#model dd', 'مختبر ١')).toEqual([true]);
    expect(await isolation(model, '#model dd', ONE)).toEqual([true, true]);
    expect(await isolation(model, '#model dd', TWO)).toEqual([true, true]);
    expect(await isolation(model, '#model p', 'مختبر ١')).toEqual([true]);
    const id = model.locator('#model dd', { hasText: '→' });
    const f = (await id.locator('code').boundingBox())!;
    const t = (await id.getByText(TWO, { exact: true }).boundingBox({ timeout: 5000 }))!;
    expect(t.x).toBeGreaterThanOrEqual(f.x + f.width - 1);
  });

  test('no page asks for /favicon.ico (a 404 and a console error on every page)', async () => {
    const errors: string[] = [];
    const page = await open(server.base, '', errors);
    await ready(page);
    await page.goto(`${server.base}drift.html`);
    await ready(page);
    await page.goto(`${server.base}model.html?id=0/0`);
    await page.waitForSelector('#h-history');
    await page.close();
    expect(seen.filter((p) => !p.startsWith('/registry/'))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('10,000 models: "Show all" works on the first click after typing, and focus goes to the rows it adds', async () => {
    const { models, base } = await bigCatalog(10_000);
    const page = await open(base, '');
    await ready(page);
    // Unfiltered, the page's own list stands: all 10,000 rows, none drawn again.
    expect(await page.locator('#models > tr').count()).toBe(10_000);
    await page.locator('#f-q').pressSequentially('model 1');
    const found = models.filter((m) => matches(m, readFilters(new Map([['q', 'model 1']])))).length;
    expect(found).toBeGreaterThan(1000);
    expect(await page.textContent('#results')).toBe(`${found} of 10000 models`);
    expect(await page.locator('#models > tr').count()).toBe(501);
    // Before: the click blurred the search box, whose `change` redrew the list under the pointer,
    // and the click was lost: still 500 rows and the button.
    await page.click('#more');
    expect(await page.locator('#models > tr').count()).toBe(found);
    // Before: the button vanished with the focus on it, and the keyboard started again at the top.
    const isFocused = (n: number) =>
      page
        .locator('#models > tr')
        .nth(n)
        .locator('a')
        .evaluate((a) => a === document.activeElement);
    expect(await isFocused(500)).toBe(true);
    await page.selectOption('#f-modality', 'video');
    await page.focus('#more');
    await page.keyboard.press('Enter');
    expect(await page.locator('#more').count()).toBe(0);
    expect(await isFocused(500)).toBe(true);
  });

  test('"Show all" comes only when matches are left out: exactly 500 are all drawn, with no button', async () => {
    // 1,500 models, a third of them images: the image filter matches as many as are drawn at once.
    const { base } = await bigCatalog(1500);
    const page = await open(base, '');
    await ready(page);
    await page.selectOption('#f-modality', 'image');
    expect(await page.textContent('#results')).toBe('500 of 1500 models');
    expect(await page.locator('#models > tr').count()).toBe(500);
    expect(await page.locator('#more').count()).toBe(0);
  });

  test('10,000 models: the first view and every filter read the page, never api/index.json, and find what the index finds', async () => {
    // Before, every visit downloaded api/index.json (3.2 MB, 140 KB gzip at 10,000 models) to build
    // the filters, even to filter nothing. Models whose cells do not read back as their values: no
    // name, a lab spelled "not recorded", tasks with spaces, commas or underscores, a line break and
    // a control character, a name equal to the id, a lab its records spell two ways.
    const summary = (over: Partial<ModelSummary> & { id: string }): ModelSummary => ({
      name: null,
      lab: null,
      modality: null,
      tasks: [],
      status: null,
      documentation_state: null,
      pricing_state: null,
      path: `api/models/${over.id}.json`,
      updated: null,
      ...over,
    });
    const extra = [
      summary({
        id: 'odd-lab/a',
        lab: 'not recorded',
        modality: 'image',
        tasks: ['a, b', 'image to video', 'not_recorded'],
        documentation_state: 'indexed',
      }),
      summary({ id: 'odd-lab/b', name: 'Line\r\nbreak\rname \u0001 \u0085', lab: 'Odd Lab' }),
      summary({ id: 'odd-lab/c', name: 'odd-lab/c', lab: 'Odd Lab', tasks: ['x_y', 'x y'] }),
      summary({
        id: 'lab-1/zz-spelled',
        name: 'Spelled',
        lab: 'LAB ONE',
        modality: 'video',
        tasks: ['text_to_image'],
      }),
    ];
    const { models, base } = await bigCatalog(10_000, extra);
    const labName = labNameOf(models);
    const asked: string[] = [];
    const errors: string[] = [];
    const page = await open(base, '', errors);
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    const shown = async () => ({
      heading: await page.textContent('#results'),
      ids: await page.$$eval('#models > tr > th > a', (as) =>
        as.map((a) => new URLSearchParams((a as HTMLAnchorElement).search).get('id')),
      ),
      url: new URL(page.url()).search,
    });
    const expected = (query: string) => {
      const f = readFilters(new URLSearchParams(query));
      const found = models.filter((m) => matches(m, f, labName(m)));
      const all = found.length === models.length;
      return {
        heading: all ? `${models.length} models` : `${found.length} of ${models.length} models`,
        ids: all ? models.map((m) => m.id) : found.slice(0, 500).map((m) => m.id),
      };
    };
    // A shared link opens its view at once.
    for (const query of [
      '',
      '?modality=audio',
      '?lab=Lab+1',
      '?lab=LAB+ONE',
      '?lab=not+recorded',
      '?lab=Odd+Lab&q=line+break',
      '?task=a%2C+b',
      '?task=not_recorded',
      '?task=image+to+video',
      '?task=x_y',
      '?doc=indexed',
      '?q=not+recorded',
      '?q=odd-lab%2Fc',
      '?q=%01',
      '?q=x+y',
      '?modality=video&lab=Lab+2&q=model+20',
    ]) {
      await page.goto(base + query);
      await ready(page);
      const want = expected(query);
      if (query !== '') expect({ query, n: want.ids.length }).not.toEqual({ query, n: 0 });
      const got = await shown();
      expect({ query, ...got, url: undefined }).toEqual({ query, ...want, url: undefined });
    }
    // The filters as a visitor sets them: the options, and the results after each change.
    await page.goto(base);
    await ready(page);
    const options = (name: string) =>
      page.$$eval(`#f-${name} option`, (os) => os.map((o) => (o as HTMLOptionElement).value).slice(1));
    expect(await options('modality')).toEqual(distinct(models.map((m) => m.modality)));
    expect(await options('lab')).toEqual(distinct(models.map(labName)));
    expect(await options('task')).toEqual(distinct(models.flatMap((m) => m.tasks)));
    expect(await options('doc')).toEqual(distinct(models.map((m) => m.documentation_state)));
    await page.selectOption('#f-lab', 'Lab 1');
    expect(await shown()).toEqual({ ...expected('?lab=Lab+1'), url: '?lab=Lab+1' });
    await page.selectOption('#f-modality', 'video');
    await page.locator('#f-q').pressSequentially('spel');
    expect(await shown()).toEqual({
      ...expected('?modality=video&lab=Lab+1&q=spel'),
      url: '?lab=Lab+1&modality=video&q=spel',
    });
    await page.click('button[type=reset]');
    await page.waitForFunction(() => new URL(location.href).search === '');
    await page.selectOption('#f-task', 'a, b');
    expect(await shown()).toEqual({ ...expected('?task=a%2C+b'), url: '?task=a%2C+b' });
    expect(asked.filter((p) => p.endsWith('/api/index.json'))).toEqual([]);
    expect(asked.filter((p) => p.includes('/api/'))).toEqual([]);
    expect(errors).toEqual([]);
  }, 120_000);

  test('a long history: "more" and "older" keep the keyboard in place and draw a page at a time', async () => {
    // 700 events in drift pages of 300: drift.json holds the newest 400 (the last two pages).
    const { base } = await longHistory(1);
    const page = await open(base, 'drift.html');
    await ready(page);
    expect(await page.locator('.event').count()).toBe(200);
    // Older pages come after the newer changes still to show.
    expect(await page.isHidden('#older')).toBe(true);
    await page.focus('#more');
    await page.keyboard.press('Enter');
    expect(await page.locator('.event').count()).toBe(400);
    // Before: focus fell to the page's top when the button was redrawn.
    expect(await focused(page)).toMatch(/^article Zero added/);
    expect(
      await page
        .locator('.event')
        .nth(200)
        .evaluate((e) => e === document.activeElement),
    ).toBe(true);
    // An older page that fails to load: the alert follows the heading and the count stays (before:
    // the alert replaced the heading's words, a paragraph inside an h2); the button tries again.
    const counted = await page.textContent('#results');
    await page.route('**/drift/pages/**', (r) => r.abort(), { times: 1 });
    await page.focus('#older');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[role=alert]');
    expect(await page.textContent('#results')).toBe(counted);
    expect(await page.locator('#results [role=alert]').count()).toBe(0);
    expect(await page.locator('#results + [role=alert]').textContent()).toMatch(
      /^Older changes are unavailable: /,
    );
    await page.focus('#older');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelectorAll('.event').length > 400);
    expect(await page.locator('[role=alert]').count()).toBe(0);
    // Before: the whole older page was drawn at once (700; at full size a page is 1,000 events), and
    // focus fell to the page's top as the button was disabled.
    expect(await page.locator('.event').count()).toBe(600);
    expect(
      await page
        .locator('.event')
        .nth(400)
        .evaluate((e) => e === document.activeElement),
    ).toBe(true);
    expect(await page.textContent('#more')).toBe('Show 100 more');
    expect(await page.isHidden('#older')).toBe(true);
    expect(await page.textContent('#results')).toBe('700 changes');
  });

  test('a long history: each "more" adds the next 200 of the changes loaded, not all of them', async () => {
    // One page of 700 changes: drift.json holds it all, loaded at once.
    const { base } = await longHistory(1, 700);
    const page = await open(base, 'drift.html');
    await ready(page);
    expect(await page.textContent('#results')).toBe('700 changes');
    for (const [drawnNow, button] of [
      [200, 'Show 200 more'],
      [400, 'Show 200 more'],
      [600, 'Show 100 more'],
    ] as const) {
      expect(await page.locator('.event').count()).toBe(drawnNow);
      expect(await page.textContent('#more')).toBe(button);
      await activate(page, '#more');
    }
    expect(await page.locator('.event').count()).toBe(700);
    expect(await page.locator('#more').count()).toBe(0);
  });

  test('a long history: "older" pressed again while its page loads reads that page once', async () => {
    // 700 changes in pages of 300: the newest 400 loaded, the oldest page (300) waits for the button.
    const { base } = await longHistory(1);
    const page = await open(base, 'drift.html');
    await ready(page);
    await activate(page, '#more');
    await page.waitForSelector('#older:not([hidden])');
    // The page's answer is held until the button has been pressed twice.
    let release = () => {};
    const held = new Promise<void>((done) => {
      release = done;
    });
    const asked: string[] = [];
    await page.route('**/drift/pages/**', async (route) => {
      asked.push(new URL(route.request().url()).pathname);
      await held;
      await route.continue();
    });
    await activate(page, '#older');
    await activate(page, '#older');
    release();
    await page.waitForFunction(() => /^700 /.test(document.getElementById('results')!.textContent!));
    await page.waitForFunction(() => !document.getElementById('older')!.hasAttribute('aria-disabled'));
    expect(asked).toEqual(['/registry/drift/pages/000001.json']);
    expect(await page.textContent('#results')).toBe('700 changes');
    expect(await page.locator('.event').count()).toBe(600);
  });

  test('a long history: "older" bringing no match keeps focus on the button while more pages wait, then on the count', async () => {
    // 700 identity changes in pages of 150: drift.html names the newest two; three older pages wait.
    // Filtered by pricing, no page has a match to move the focus to.
    const { base } = await longHistory(1, 150);
    const page = await open(base, 'drift.html?kind=pricing');
    await ready(page);
    expect(await page.textContent('#results')).toBe('0 changes among the newest published');
    // No change to chart: no empty figure.
    expect(await page.isHidden('#chart')).toBe(true);
    const loadOlder = async () => {
      await activate(page, '#older');
      await page.waitForFunction(() => !document.getElementById('older')!.hasAttribute('aria-disabled'));
      return page.evaluate(() => document.activeElement?.id);
    };
    expect(await loadOlder()).toBe('older');
    expect(await loadOlder()).toBe('older');
    // The oldest page: no button is left, and the count says what the filter found.
    expect(await loadOlder()).toBe('results');
    expect(await page.isHidden('#older')).toBe(true);
    expect(await page.textContent('#results')).toBe('0 changes');
  });

  test('a long history: the changes view reads the newest pages it shows, not drift.json', async () => {
    // Before, drift.html read drift.json (the last two pages, indented, and the list of every page:
    // 4.3 MB at 10,000 models) to draw its newest 200 changes. 700 events in pages of 250: the newest
    // page holds 200, so it is all the first view reads.
    const { many, base } = await longHistory(1, 250);
    const asked: string[] = [];
    const page = await open(base, 'drift.html');
    await ready(page);
    page.on('request', (r) => asked.push(new URL(r.url()).pathname.replace(/^\/registry\//, '')));
    await page.reload();
    await ready(page);
    expect(asked.filter((p) => p.endsWith('.json'))).toEqual(['drift/pages/000003.json']);
    expect(await page.locator('.group h3').first().textContent()).toContain(many[0]!.commit.message);
    expect(await page.textContent('#results')).toBe('200 changes among the newest published');
    // Older pages follow the page's `older` links, a page at a time.
    await activate(page, '#older');
    await page.waitForFunction(() => document.querySelectorAll('.event').length > 200);
    expect(await page.textContent('#results')).toBe('450 changes among the newest published');
    await activate(page, '#more');
    await activate(page, '#older');
    await page.waitForFunction(() => /^700 /.test(document.getElementById('results')!.textContent!));
    expect(asked.filter((p) => p.endsWith('.json'))).toEqual([
      'drift/pages/000003.json',
      'drift/pages/000002.json',
      'drift/pages/000001.json',
    ]);
    expect(await page.isHidden('#older')).toBe(true);
    // A drift.html cached from before the newest page opened names a page that links a newer one:
    // the view reads drift.json, as it did, and shows the newest changes all the same.
    const stale = await longHistory(1, 250, (dir) => {
      const html = join(dir, 'drift.html');
      writeFileSync(html, readFileSync(html, 'utf8').replace('000003.json', '000002.json'));
    });
    const cached = await open(stale.base, 'drift.html');
    await ready(cached);
    expect(await cached.textContent('#results')).toBe('450 changes among the newest published');
    expect(await cached.locator('.group h3').first().textContent()).toContain(many[0]!.commit.message);
  });

  test('a long history: a page kept from before the newest page opened is not read as its newer self', async () => {
    // GitHub Pages lets a browser keep a file 10 minutes (Cache-Control: max-age=600): a visitor back
    // after a publish cut page 3 gets the new drift.html, which names pages 3 and 2, and page 2 as it
    // was when it was the newest (250 changes, no newer page). Before, the view drew page 3's 100
    // changes and the old page 2's 250: the 50 between (commits 550-599) were nowhere, and no
    // "older" click brought them. Pages that do not link each other as drift.html names them are
    // not one history: the view reads drift.json then.
    const { many, base } = await longHistory(1, 300, (dir, layoutOf, events) => {
      const old = layoutOf(events.slice(150)).get('drift/pages/000002.json')!;
      expect(JSON.parse(old)).toMatchObject({ newer: null, older: '000001.json' });
      writeFileSync(join(dir, 'drift', 'pages', '000002.json'), old);
    });
    const page = await open(base, 'drift.html');
    await ready(page);
    expect(await page.getAttribute('#events', 'data-pages')).toBe(
      'drift/pages/000003.json drift/pages/000002.json',
    );
    // drift.json's two pages: the newest 400, with no gap.
    expect(await page.textContent('#results')).toBe('400 changes among the newest published');
    await activate(page, '#more');
    await page.waitForFunction(() => document.querySelectorAll('.event').length > 200);
    const heads = await page.locator('.group h3').allTextContents();
    expect(heads.some((h) => h.includes(many[120]!.commit.message))).toBe(true);
    // The same pages as published, linked as named: the view reads them and not drift.json.
    const fresh = await open((await longHistory(1, 300)).base, 'drift.html');
    const asked: string[] = [];
    fresh.on('request', (r) => asked.push(new URL(r.url()).pathname.replace(/^\/registry\//, '')));
    await fresh.reload();
    await ready(fresh);
    expect(asked.filter((p) => p.endsWith('.json')).sort()).toEqual([
      'drift/pages/000002.json',
      'drift/pages/000003.json',
    ]);
    expect(await fresh.textContent('#results')).toBe('400 changes among the newest published');
  });

  test('a long history: "more" and "older" add changes below the drawn ones, not draw them all again', async () => {
    // Before, each click drew every change again: at /dev/shm/b1's size (2,900 drawn) about 2.8 s a click.
    const { many, base } = await longHistory();
    const page = await open(base, 'drift.html');
    await ready(page);
    /** Marks the changes drawn so far; returns how many marked ones are still in the page. */
    const mark = () =>
      page.evaluate(() => {
        for (const e of document.querySelectorAll<HTMLElement & { kept?: true }>('.event')) e.kept = true;
      });
    const kept = () =>
      page.evaluate(
        () =>
          [...document.querySelectorAll<HTMLElement & { kept?: true }>('.event')].filter((e) => e.kept)
            .length,
      );
    expect(await page.locator('.event').count()).toBe(200);
    await mark();
    await activate(page, '#more');
    expect(await page.locator('.event').count()).toBe(400);
    expect(await kept()).toBe(200);
    // The commit whose changes straddle the 200th stays one group under one heading.
    const headings = await page.locator('.group h3').allInnerTexts();
    expect(new Set(headings).size).toBe(headings.length);
    expect(headings).toHaveLength(new Set(many.slice(0, 400).map((e) => e.commit.sha)).size);
    expect(await page.locator('.group', { hasText: 'Commit 166' }).locator('.event').count()).toBe(3);
    await mark();
    await activate(page, '#older');
    await page.waitForFunction(() => document.querySelectorAll('.event').length > 400);
    expect(await page.locator('.event').count()).toBe(600);
    expect(await kept()).toBe(400);
    // The count and the chart take in the older page.
    expect(await page.textContent('#results')).toBe('700 changes');
    expect(await page.getAttribute('svg.bars', 'aria-label')).toMatch(/^700 changes from /);
    const all = await page.locator('.group h3').allInnerTexts();
    expect(new Set(all).size).toBe(all.length);
    // A filter still draws afresh.
    await page.selectOption('#f-kind', 'pricing');
    expect(await kept()).toBe(0);
  });

  test('3,000 models: a keystroke in the search box touches only the rows that come or go', async () => {
    // Before, every keystroke replaced all 500 rows drawn with 500 new ones, even when the matches
    // did not change (at 10,000 models: 1,002 row mutations and about 100-200 ms a keystroke).
    const { models, base } = await bigCatalog(3000);
    const page = await open(base, '');
    await ready(page);
    await page.locator('#f-q').pressSequentially('mod');
    expect(await page.locator('#models > tr').count()).toBe(501);
    // Counts the rows that leave or come from now on, and marks the rows drawn.
    await page.evaluate(() => {
      const w = window as unknown as { moved: number };
      w.moved = 0;
      const list = document.getElementById('models')!;
      new MutationObserver((ms) => {
        for (const m of ms) w.moved += m.addedNodes.length + m.removedNodes.length;
      }).observe(list, { childList: true });
      for (const r of list.querySelectorAll<HTMLElement & { kept?: true }>(':scope > tr')) r.kept = true;
    });
    const moved = () => page.evaluate(() => (window as unknown as { moved: number }).moved);
    const kept = () =>
      page.evaluate(
        () =>
          [...document.querySelectorAll<HTMLElement & { kept?: true }>('#models > tr')].filter((r) => r.kept)
            .length,
      );
    // Every model still matches: the same 500 rows and the button stay where they are.
    await page.locator('#f-q').pressSequentially('el');
    expect(await page.textContent('#results')).toBe('3000 models');
    expect(await moved()).toBe(0);
    expect(await kept()).toBe(501);
    // Narrowing: the rows that no longer match leave, the next matches come in below, in order.
    await page.locator('#f-q').pressSequentially(' 1');
    const q = 'model 1';
    const found = models.filter((m) => matches(m, readFilters(new Map([['q', q]]))));
    expect(await page.textContent('#results')).toBe(`${found.length} of 3000 models`);
    const names = await page.locator('#models > tr > th').allTextContents();
    expect(names).toEqual(found.slice(0, 500).map((m) => m.name));
    expect(await page.textContent('#more')).toBe(`Show all ${found.length}`);
    const stayed = found.slice(0, 500).filter((m) => models.indexOf(m) < 500).length;
    expect(stayed).toBeGreaterThan(0);
    expect(await kept()).toBe(stayed + 1);
    // Cleared, the list reads as the script draws it unfiltered: the first 500 and "Show all".
    await page.fill('#f-q', '');
    expect(await page.locator('#models > tr > th').allTextContents()).toEqual(
      models.slice(0, 500).map((m) => m.name),
    );
    expect(await page.textContent('#more')).toBe('Show all 3000');
  });

  test('3,000 models on a phone: the cards off the screen wait to be laid out until scrolled to', async () => {
    // Before, a phone laid out and styled every card of the static list before it could scroll: at
    // 10,000 models 1.7 s of layout and 0.8 s of style recalculation, 10,000 cards rendered.
    const { models, base } = await bigCatalog(3000);
    const page = await open(base, '');
    await ready(page);
    const cards = page.locator('#models > tr');
    /** Cards whose content the browser renders (not skipped by content-visibility). */
    const rendered = () =>
      cards.evaluateAll(
        (rows) =>
          rows.filter((r) => r.querySelector('th')!.checkVisibility({ contentVisibilityAuto: true })).length,
      );
    expect(await cards.count()).toBe(3000);
    await drawn(page);
    const first = await rendered();
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(20);
    // Scrolled to, the last card is drawn, and it reads as the first does.
    await cards.last().scrollIntoViewIfNeeded();
    await drawn(page);
    expect(
      await cards
        .last()
        .locator('th')
        .evaluate((t) => t.checkVisibility({ contentVisibilityAuto: true })),
    ).toBe(true);
    expect(await cards.last().locator('th').textContent()).toBe(models.at(-1)!.name);
    expect(await rendered()).toBeLessThan(40);
    // Every card is still in the page, for the browser's find and for a screen reader.
    expect(await page.locator('#models').textContent()).toContain(models[1500]!.name!);
  });

  test('3,000 models on a wide screen: the rows off the screen wait to be laid out, in line with the header', async () => {
    // Before, the table laid out every row (a table row cannot skip its layout): at 10,000 models
    // 0.8-1.2 s of layout before the page settled.
    const { models, base } = await bigCatalog(3000);
    const page = await open(base, '');
    await page.setViewportSize({ width: 1280, height: 800 });
    await ready(page);
    const rows = page.locator('#models > tr');
    const rendered = () =>
      rows.evaluateAll(
        (all) =>
          all.filter((r) => r.querySelector('th')!.checkVisibility({ contentVisibilityAuto: true })).length,
      );
    /** Each column's left edge in the header and in row `n`. */
    const edges = (n: number) =>
      page.evaluate(
        (i) =>
          [document.querySelector('.models thead tr')!, document.querySelectorAll('#models > tr')[i]!].map(
            (r) => [...r.children].map((c) => Math.round(c.getBoundingClientRect().left)),
          ),
        n,
      );
    await drawn(page);
    const first = await rendered();
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(60);
    const [head, top] = await edges(0);
    expect(top).toEqual(head);
    expect(new Set(head).size).toBe(7);
    // Scrolled to, the last row is drawn, under the same columns.
    await rows.last().scrollIntoViewIfNeeded();
    await drawn(page);
    expect(
      await rows
        .last()
        .locator('th')
        .evaluate((t) => t.checkVisibility({ contentVisibilityAuto: true })),
    ).toBe(true);
    const [headNow, last] = await edges(2999);
    expect(last).toEqual(headNow);
    expect(await rows.last().locator('th').textContent()).toBe(models.at(-1)!.name);
    expect(await rendered()).toBeLessThan(120);
    // Every row is still in the page, for the browser's find and a screen reader, and the keyboard
    // reaches a row off the screen.
    expect(await page.locator('#models').textContent()).toContain(models[1500]!.name!);
    await rows.nth(1500).locator('a').focus();
    await drawn(page);
    expect(
      await rows
        .nth(1500)
        .locator('th')
        .evaluate((t) => t.checkVisibility({ contentVisibilityAuto: true })),
    ).toBe(true);
  });

  test('a long history on a phone: changes off the screen wait to be laid out until scrolled to', async () => {
    // Before, every change drawn was laid out and styled: at 1,900 drawn in /dev/shm/b1 eight "Show
    // more" clicks cost 0.8 s of layout and 0.3 s of style on a phone, and the first view 0.2 s.
    const { many, base } = await longHistory();
    const page = await open(base, 'drift.html');
    await ready(page);
    const events = page.locator('.event');
    /** Changes whose content the browser renders (not skipped by content-visibility). */
    const rendered = () =>
      events.evaluateAll(
        (all) =>
          all.filter((e) => e.querySelector('h4')!.checkVisibility({ contentVisibilityAuto: true })).length,
      );
    expect(await events.count()).toBe(200);
    await drawn(page);
    const first = await rendered();
    expect(first).toBeGreaterThan(0);
    // The screen and a margin around it, not all 200.
    expect(first).toBeLessThan(60);
    // "Show more" moves focus to the first change it adds: that one is drawn, and reads whole.
    await page.focus('#more');
    await page.keyboard.press('Enter');
    expect(await events.count()).toBe(400);
    const focused = events.nth(200);
    expect(await focused.evaluate((e) => e === document.activeElement)).toBe(true);
    await drawn(page);
    expect(
      await focused.locator('h4').evaluate((h) => h.checkVisibility({ contentVisibilityAuto: true })),
    ).toBe(true);
    expect(await focused.locator('h4').textContent()).toContain(many[200]!.model.name);
    expect(await rendered()).toBeLessThan(120);
  });
});
