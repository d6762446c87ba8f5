// The whole published layout, on the pages branch and as the CLI builds it, for byte-for-byte
// comparisons that cover the per-model files and drift pages too.
import { execFile } from 'node:child_process';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { buildAt, type World } from './push-setup.js';

/** Files the action owns: everything else on the branch (a site, CNAME) is not compared. */
const OWNED =
  /^(api\.json|api\/|drift\.json|drift\.(rss\.xml|atom\.xml|feed\.json)|drift\/|feeds\/|schema\/)/;
/** The site the action writes beside them. */
const SITE = /^(index\.html|model\.html|drift\.html|assets\/|\.nojekyll$)/;

let n = 0;

/**
 * The branch's owned files, read from one `git archive` (a git process per file is slow at
 * thousands); in `folder` (pages-dir, `registry/`) when given, its paths relative to it.
 */
export async function publishedLayout(world: World, folder = ''): Promise<Record<string, string>> {
  const dir = join(world.scratch, `published-${++n}`);
  await mkdir(dir, { recursive: true });
  await promisify(execFile)('sh', [
    '-c',
    'git --git-dir="$1" archive "$3" | tar -x -C "$2"',
    'sh',
    world.origin.gitDir,
    dir,
    folder === '' ? 'gh-pages' : `gh-pages:${folder}`,
  ]);
  const out: Record<string, string> = {};
  for (const path of (await filesUnder(dir)).filter((p) => OWNED.test(p) || SITE.test(p)))
    out[path] = await readFile(join(dir, path), 'utf8');
  return out;
}

async function filesUnder(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split('\\').join('/'))
    .sort();
}

/**
 * The CLI's full build of `sha`: in-process, or by `bundle` (a built cli.cjs) in a child process;
 * `options` are more of build's (`--site-url URL`).
 */
export async function builtLayout(
  world: World,
  sha: string,
  bundle?: string,
  options: readonly string[] = [],
): Promise<Record<string, string>> {
  const dir = await buildAt(world, sha, bundle, options);
  const out: Record<string, string> = {};
  for (const path of await filesUnder(dir)) out[path] = await readFile(join(dir, path), 'utf8');
  return out;
}
