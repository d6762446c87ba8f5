// The six real records in ../shared/conformance, written by people outside this project and shaped
// unlike the examples, kept under another folder (registry/records): the built CLI publishes them,
// every feed is well-formed and read by a feed client, and every model page renders in chromium
// without a script error or an accessibility violation and fits a phone's screen.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { type Browser, chromium } from 'playwright-core';
import Parser from 'rss-parser';
import { runCli } from '../e2e/run-cli.js';
import { describeIf } from '../harness/prerequisite.js';
import { createRepo, type TestRepo } from '../helpers/git-repo.js';
import { AXE, CHROMIUM, CHROMIUM_ARGS, serve } from './site-fixture.js';

const CONFORMANCE = join(process.cwd(), '..', 'shared', 'conformance', 'models');
const xmllint = !spawnSync('xmllint', ['--version']).error;
const ready = existsSync(CHROMIUM) && existsSync(CONFORMANCE) && xmllint;

describeIf(ready, 'chromium, xmllint and ../shared/conformance')('the real records, published', () => {
  let repo: TestRepo;
  let out: string;
  let server: Awaited<ReturnType<typeof serve>>;
  let browser: Browser;
  const ids: string[] = [];

  beforeAll(async () => {
    repo = await createRepo('conformance-site-');
    const files: Record<string, string> = {};
    for (const e of readdirSync(CONFORMANCE, { recursive: true, withFileTypes: true }))
      if (e.isFile() && e.name.endsWith('.toml')) {
        const rel = relative(CONFORMANCE, join(e.parentPath, e.name)).split(sep).join('/');
        files[`registry/records/${rel}`] = readFileSync(join(e.parentPath, e.name), 'utf8');
        ids.push(rel.replace(/\.toml$/, ''));
      }
    await repo.commit(files, 'The conformance records');
    out = join(repo.dir, '_site');
    const build = await runCli(
      [
        'build',
        '--root',
        '.',
        '--models-dir',
        'registry/records',
        '--out',
        out,
        '--repository-url',
        'https://github.com/acme/registry',
      ],
      repo.dir,
    );
    expect(build).toMatchObject({ code: 0, stderr: '' });
    server = await serve(out);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await repo?.cleanup();
  });

  test('every Atom feed is well-formed and read by a feed client; every JSON Feed is 1.1', async () => {
    expect(ids).toHaveLength(6);
    const labs = [...new Set(ids.map((id) => id.split('/')[0]!))];
    const atoms = [
      'drift.atom.xml',
      ...ids.map((id) => `feeds/models/${id}.atom.xml`),
      ...labs.map((l) => `feeds/labs/${l}.atom.xml`),
    ];
    for (const path of [...atoms, 'drift.rss.xml']) {
      const xml = readFileSync(join(out, path), 'utf8');
      const lint = spawnSync('xmllint', ['--noout', '-'], { input: xml });
      expect([path, lint.status, lint.stderr.toString()]).toEqual([path, 0, '']);
      const feed = await new Parser().parseString(xml);
      expect(feed.items.length).toBeGreaterThan(0);
    }
    for (const id of ids) {
      const json = JSON.parse(readFileSync(join(out, `feeds/models/${id}.feed.json`), 'utf8'));
      expect(json.version).toBe('https://jsonfeed.org/version/1.1');
      expect(
        json.items.map((i: { _model_registry: { model: { id: string } } }) => i._model_registry.model.id),
      ).toEqual([id]);
      // A new model's item summarises it in words, never as JSON.
      expect(json.items[0].content_html).toMatch(/^<p>New <bdi>/);
      expect(json.items[0].content_html).not.toMatch(/\{&quot;|\{"/);
    }
  });

  test('every model page renders its record: no script error, no accessibility violation, fits a phone', async () => {
    const index = JSON.parse(readFileSync(join(out, 'api/index.json'), 'utf8'));
    for (const id of ids) {
      const context = await browser.newContext({ viewport: { width: 412, height: 900 } });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${server.base}model.html?id=${id}`);
      await page.waitForSelector('#h-history');
      const name = index.models.find((m: { id: string }) => m.id === id).name;
      expect(await page.locator('h1').innerText()).toBe(name);
      expect(await page.locator('main').innerText()).not.toMatch(
        /could not be loaded|undefined|\[object Object\]/,
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
      await page.evaluate(AXE);
      const { violations } = await page.evaluate(() =>
        window.axe.run(document, { resultTypes: ['violations'] }),
      );
      expect([id, violations.map((v) => v.id)]).toEqual([id, []]);
      expect(errors).toEqual([]);
      await context.close();
    }
  }, 120_000);
});
