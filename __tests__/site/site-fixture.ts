// The site as a registry maintainer gets it: a git registry (the bundled examples, a later edit, and
// a hostile record whose strings hold markup), built by the CLI into a folder, served over loopback.
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, relative, sep } from 'node:path';
import type { Page } from 'playwright-core';
import { runCli } from '../e2e/run-cli.js';
import { createRepo, type TestRepo } from '../helpers/git-repo.js';

const EXAMPLES = join(process.cwd(), 'examples', 'registry');

export { CHROMIUM, CHROMIUM_ARGS } from '../../scripts/bench/chromium.mjs';
/** axe-core's script, evaluated in a page to check its accessibility. */
export const AXE = readFileSync(join(process.cwd(), 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

/** Markup in every free-text field a page shows: none of it may run or render as HTML. */
export const HOSTILE_NAME = '<img src=x onerror=window.__pwned=1><script>window.__pwned=2</script>';
export const HOSTILE_LAB = '"><svg onload=window.__pwned=3>';
export const HOSTILE_ID = 'evil/evil-model';

function hostileRecord(): string {
  const base = readFileSync(join(EXAMPLES, 'models', 'northwind', 'aurora-video-1.toml'), 'utf8');
  return (
    base
      .replace('id = "northwind/aurora-video-1"', `id = "${HOSTILE_ID}"`)
      .replace('name = "Aurora Video 1"', `name = ${JSON.stringify(HOSTILE_NAME)}`)
      .replace('lab = "Northwind"', `lab = ${JSON.stringify(HOSTILE_LAB)}`)
      .replace('task = "text_to_video"', 'task = "<b>bold_task</b>"')
      .replace('url = "https://northwind.example/pricing"', 'url = "javascript:window.__pwned=4"')
      // An undocumented claim: the site must say so, not "no".
      .replace('state = "supported"\ndefault = true', 'state = "unknown"')
      .replace(
        'applies_when = ["resolution=720p"]',
        'applies_when = ["<i onmouseover=window.__pwned=5>720p</i>"]',
      ) +
    // What a careless record leaves out, valid all the same: only a source's id is required, and a
    // charge, limitation or conflict requires nothing.
    '\n[[sources]]\nid = "notes"\nkind = "internal_note"\n' +
    '\n[[limitations]]\nsource_ids = ["notes"]\n' +
    '\n[[conflicts]]\nsummary = "Two pages disagree."\nsource_ids = ["notes"]\n' +
    '\n[[pricing.charges]]\nstate = "unknown"\nsource_ids = ["pricing"]\n'
  );
}

function exampleFiles(): Record<string, string> {
  const out: Record<string, string> = {};
  const root = join(EXAMPLES, 'models');
  for (const e of readdirSync(root, { recursive: true, withFileTypes: true }))
    if (e.isFile()) {
      const abs = join(e.parentPath, e.name);
      out[join('models', relative(root, abs)).split(sep).join('/')] = readFileSync(abs, 'utf8');
    }
  return out;
}

/**
 * Waits for the browser's next two rendering updates: content-visibility decides what is drawn
 * there (after a scroll, a focus or a redraw), not at once, and innerText leaves out what it skips
 * (a check raced it on a loaded machine).
 */
export const drawn = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

export interface BuiltSite {
  repo: TestRepo;
  out: string;
  build: { code: number; stdout: string; stderr: string };
}

/** Three commits: the examples, an edit (a price and a duration), the hostile record. */
export async function buildSite(): Promise<BuiltSite> {
  const repo = await createRepo('site-registry-');
  const files = exampleFiles();
  await repo.commit(files, 'Add the example models');
  const video = 'models/northwind/aurora-video-1.toml';
  await repo.commit(
    { [video]: files[video]!.replace('amount = 0.25', 'amount = 0.3').replace('max = 12', 'max = 16') },
    'Aurora Video 1: longer clips, new price',
  );
  await repo.commit({ [`models/${HOSTILE_ID}.toml`]: hostileRecord() }, 'Add <script>alert(1)</script>');
  const out = join(repo.dir, '_site');
  const build = await runCli(
    ['build', '--root', repo.dir, '--out', out, '--repository-url', 'https://github.com/acme/registry'],
    repo.dir,
  );
  return { repo, out, build };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
};

/** A static file server for `root` under the sub-path /registry/, like a project's GitHub Pages site. */
export async function serve(
  root: string,
  /** Collects every path asked for, the server's root included. */
  seen: string[] = [],
): Promise<{ base: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    seen.push(url.pathname);
    if (!url.pathname.startsWith('/registry/')) {
      res.writeHead(404).end('not found');
      return;
    }
    let path = normalize(decodeURIComponent(url.pathname.slice('/registry/'.length)));
    if (path === '.' || path.endsWith('/')) path = join(path, 'index.html');
    if (path.startsWith('..')) {
      res.writeHead(403).end();
      return;
    }
    try {
      const body = readFileSync(join(root, path));
      res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}/registry/`,
    close: () => new Promise((ok) => server.close(() => ok())),
  };
}
