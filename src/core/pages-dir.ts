// Where on the pages branch the layout goes: the branch's root (the default), or a folder of it
// (`pages-dir`), so the registry can be served beside a site of the owner's that the branch already
// holds (the peers' destination_dir / target-folder).
import { OWNED_FOLDERS } from './layout/render.js';
import { CNAME_PATH } from './publish.js';

/** A folder segment the site's address can carry as it is: no escaping, no dot or underscore first. */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * The longest folder name, in bytes (ASCII here: characters), that GitHub Pages' checkout of the
 * branch can write: ext4's, where a longer one fails it with "File name too long" (actions/checkout#923),
 * the owner's site with it.
 */
const NAME_MAX = 255;

/**
 * Jekyll's default `exclude`, which GitHub Pages applies when the branch's root has no .nojekyll (the
 * owner's choice): it skips every path starting with one of these (jekyll/jekyll
 * lib/jekyll/configuration.rb DEFAULTS, EntryFilter#glob_include?'s start_with?).
 */
const JEKYLL_EXCLUDES = [
  'Gemfile',
  'node_modules',
  'vendor/bundle/',
  'vendor/cache/',
  'vendor/gems/',
  'vendor/ruby/',
];

/**
 * The pages-dir input as written (`registry`, `/data/models/`, ``) → `''` (the branch's root) or
 * the folder ending in `/` (`data/models/`); `{ error }` when it is no such folder.
 */
export function readPagesDir(raw: string, what = 'input pages-dir'): { dir: string } | { error: string } {
  const segments = raw
    .trim()
    .split('/')
    .filter((s) => s !== '' && s !== '.');
  const bad = segments.find((s) => !SEGMENT.test(s));
  if (bad !== undefined)
    return {
      error:
        `${what} must be a folder of the pages branch, its names made of letters, digits, '.', '_' and '-' ` +
        `and starting with a letter or digit (so the site's address needs no escaping), got ${JSON.stringify(raw)}`,
    };
  const long = segments.find((s) => s.length > NAME_MAX);
  if (long !== undefined)
    return {
      error:
        `${what} has a folder name of ${long.length} characters, over the ${NAME_MAX} a file name can have where ` +
        `GitHub Pages checks the branch out, got ${JSON.stringify(raw.slice(0, 80))}${raw.length > 80 ? '…' : ''}`,
    };
  const dir = segments.length === 0 ? '' : `${segments.join('/')}/`;
  // A publish at the root (pages-dir changed back, or a second registry of the branch) prunes these whole.
  const owned = OWNED_FOLDERS.find((folder) => dir.startsWith(folder));
  if (owned !== undefined)
    return {
      error:
        `${what} cannot be in ${owned}, a folder that a publish at the pages branch's root owns whole ` +
        `(it deletes every file there it did not write), got ${JSON.stringify(raw)}`,
    };
  const skipped = JEKYLL_EXCLUDES.find((path) => dir.startsWith(path));
  if (skipped !== undefined)
    return {
      error:
        `${what} cannot start with ${skipped}: Jekyll, which GitHub Pages runs on a branch without .nojekyll at its root, ` +
        `skips every path that does, got ${JSON.stringify(raw)}`,
    };
  return { dir };
}

/**
 * A layout path's place on the branch: under `dir`, except CNAME, which GitHub Pages reads at the
 * branch's root only (the custom domain serves the whole branch, the folder included).
 */
export function onPagesBranch(dir: string, path: string): string {
  return dir === '' || path === CNAME_PATH ? path : dir + path;
}

/**
 * Whether the branch root's api/index.json (`indexText`) is this registry's, built from `modelsDir`
 * (one without models_dir, from before it was recorded, was built from `models`), not a second
 * registry's publishing at the root: only then did a new pages-dir leave it behind.
 */
export function rootLayoutIsOurs(indexText: string, modelsDir: string): boolean {
  let raw: unknown;
  try {
    raw = JSON.parse(indexText);
  } catch {
    return false;
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return false;
  const built = (raw as { models_dir?: unknown }).models_dir;
  return (typeof built === 'string' ? built : 'models') === modelsDir;
}
