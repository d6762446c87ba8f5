// `npm run bench:site`: the site's page weight. Builds the bundled example registry with a fresh CLI
// bundle (or BENCH_CLI) and prints each page's bytes, raw and gzip-compressed (level 9, as a static
// host would serve them), with the script and stylesheet every page loads. The target (issue 8): a
// page without its data under 100 KB compressed. Figures only, no pass/fail.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const top = resolve(dirname(fileURLToPath(import.meta.url)), '..');
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
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
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
} finally {
  rmSync(work, { recursive: true, force: true });
}
