// `npm run bench:site`: the site's page weight. Builds the bundled example registry with a fresh CLI
// bundle (or BENCH_CLI) and prints each page's bytes, raw and gzip-compressed (level 9, as a static
// host would serve them), with the script and stylesheet every page loads. The target (issue 8): a
// page without its data under 100 KB compressed. Figures only, no pass/fail.
// Then, when Debian's chromium is there, the site at scale in a real browser: a synthetic registry of
// BENCH_SITE_RECORDS (10,000) records over BENCH_SITE_COMMITS (12,000) commits, built by the same CLI
// and served gzip-compressed over loopback; for the catalog and the changes view, three loads each:
// bytes fetched, time to the first row or change drawn, and layout and style time until it settles.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { CHROMIUM, CHROMIUM_ARGS } from './bench/chromium.mjs';
import { growHistory } from './bench/synthetic-history.mjs';

const top = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const work = mkdtempSync(join(tmpdir(), 'site-bench-'));
try {
  let cli = process.env.BENCH_CLI ? resolve(process.env.BENCH_CLI) : null;
  if (!cli) {
    execFileSync(process.execPath, [join(top, 'scripts', 'build.mjs'), join(work, 'dist')], { cwd: top });
    cli = join(work, 'dist', 'cli.cjs');
  }
  const repo = join(work, 'registry');
  cpSync(join(top, 'examples', 'registry'), repo, { recursive: true });
  const git = (...args) =>
    execFileSync('git', args, {
      cwd: repo,
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'b',
        GIT_AUTHOR_EMAIL: 'b@example.org',
        GIT_COMMITTER_NAME: 'b',
        GIT_COMMITTER_EMAIL: 'b@example.org',
      },
    });
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-qm', 'examples');
  const out = join(work, 'site');
  execFileSync(
    process.execPath,
    [cli, 'build', '--root', repo, '--out', out, '--repository-url', 'https://github.com/acme/registry'],
    {
      cwd: repo,
    },
  );
  const size = (path) => {
    const bytes = readFileSync(join(out, path));
    return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  };
  const assets = ['assets/site.js', 'assets/site.css'].map((p) => [p, size(p)]);
  console.log('file                 raw        gzip');
  for (const [p, s] of [...assets, ...['index.html', 'model.html', 'drift.html'].map((p) => [p, size(p)])])
    console.log(`${p.padEnd(20)} ${kb(s.raw).padStart(9)}  ${kb(s.gzip).padStart(9)}`);
  const shared = assets.reduce((n, [, s]) => n + s.gzip, 0);
  console.log('\npage (its HTML + site.js + site.css), gzip:');
  for (const p of ['index.html (3 example models)', 'model.html', 'drift.html']) {
    const total = size(p.split(' ')[0]).gzip + shared;
    console.log(
      `${p.padEnd(31)} ${kb(total).padStart(9)}${total < 100 * 1024 ? '  (under 100 KB)' : '  (OVER 100 KB)'}`,
    );
  }
  // index.html grows with the catalog (a push rewrites it with api/index.json): its size beside the
  // index's at 10,000 models of the synthetic kind the layout's figures use.
  const entry = join(work, 'catalog-page.mjs');
  await build({
    entryPoints: [join(top, 'src', 'core', 'site', 'catalog-page.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile: entry,
    logLevel: 'warning',
  });
  const { renderCatalogPage } = await import(pathToFileURL(entry).href);
  const models = Array.from({ length: 10_000 }, (_, i) => ({
    id: `lab-${i % 97}/model-${i}`,
    name: `Model ${i}`,
    lab: `Lab ${i % 97}`,
    modality: ['image', 'video', 'audio'][i % 3],
    tasks: ['text_to_video', 'image_to_video'].slice(0, 1 + (i % 2)),
    status: 'available',
    documentation_state: i % 4 ? 'documented' : 'indexed',
    pricing_state: 'partial',
    path: `api/models/lab-${i % 97}/model-${i}.json`,
    updated: { sha: 'f'.repeat(40), date: '2026-11-01T00:00:00Z' },
  }));
  const counts = { total_records: 10_000, documented: 7_500, indexed: 2_500, by_modality: {} };
  const html = Buffer.from(renderCatalogPage({ counts, models }, 'acme/registry'));
  const json = Buffer.from(JSON.stringify({ catalog_form: 'index', counts, models }));
  console.log('\n10,000 models:');
  console.log(
    `${'index.html'.padEnd(20)} ${kb(html.length).padStart(9)}  ${kb(gzipSync(html, { level: 9 }).length).padStart(9)}`,
  );
  console.log(
    `${'api/index.json'.padEnd(20)} ${kb(json.length).padStart(9)}  ${kb(gzipSync(json, { level: 9 }).length).padStart(9)}`,
  );

  if (existsSync(CHROMIUM)) await browserBench(cli);
} finally {
  rmSync(work, { recursive: true, force: true });
}

async function browserBench(cli) {
  const records = Number(process.env.BENCH_SITE_RECORDS ?? 10_000);
  const commits = Number(process.env.BENCH_SITE_COMMITS ?? 12_000);
  const repo = join(work, 'big');
  mkdirSync(repo);
  execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: repo });
  await growHistory(repo, { records, commits });
  const out = join(work, 'big-site');
  execFileSync(
    process.execPath,
    [cli, 'build', '--root', repo, '--out', out, '--repository-url', 'https://github.com/acme/registry'],
    { cwd: repo, stdio: 'ignore' },
  );
  // A static host: gzip on the fly (level 6, nginx's and GitHub Pages' usual), under a sub-path.
  const gz = new Map();
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^\/+/, '');
    const file = join(out, path === '' ? 'index.html' : path);
    if (!file.startsWith(out) || !existsSync(file)) return res.writeHead(404).end();
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(file), { level: 6 }));
    const type = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' }[extname(file)];
    res.writeHead(200, { 'content-type': type ?? 'application/json', 'content-encoding': 'gzip' });
    res.end(gz.get(file));
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const base = `http://127.0.0.1:${server.address().port}/`;
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    console.log(
      `\n${records.toLocaleString('en')} records, ${commits.toLocaleString('en')} commits, chromium at 1280×800:`,
    );
    console.log('page          requests  fetched (gzip)  raw         first drawn  settled  layout   style');
    for (const [label, path, first] of [
      ['index.html', '', '#models > tr'],
      ['drift.html', 'drift.html', '.event'],
    ])
      for (let run = 0; run < 3; run++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Performance.enable');
        let requests = 0;
        let fetched = 0;
        cdp.on('Network.loadingFinished', (e) => {
          requests++;
          fetched += e.encodedDataLength;
        });
        let raw = 0;
        cdp.on('Network.dataReceived', (e) => {
          raw += e.dataLength;
        });
        await page.goto(base + path);
        await page.waitForFunction((sel) => document.querySelector(sel), first, { polling: 'raf' });
        const drawn = await page.evaluate(() => performance.now());
        await page.waitForSelector('#filters:not([hidden])');
        // Settled: two rendering updates after the script drew.
        const settled = await page.evaluate(
          () =>
            new Promise((done) =>
              requestAnimationFrame(() => requestAnimationFrame(() => done(performance.now()))),
            ),
        );
        const m = Object.fromEntries(
          (await cdp.send('Performance.getMetrics')).metrics.map((x) => [x.name, x.value]),
        );
        const ms = (n) => `${Math.round(n)} ms`.padStart(7);
        console.log(
          `${label.padEnd(13)} ${String(requests).padStart(8)}  ${kb(fetched).padStart(14)}  ${kb(raw).padStart(10)}  ${ms(drawn).padStart(11)}  ${ms(settled)}  ${ms(m.LayoutDuration * 1000)}  ${ms(m.RecalcStyleDuration * 1000)}`,
        );
        await context.close();
      }
  } finally {
    await browser.close();
    server.close();
  }
}
