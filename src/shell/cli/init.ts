// `model-registry init [DIR]`: writes a new registry (an example record, unless the models folder holds
// records already; the workflow; a README).
// Never overwrites: when a file it would write exists, it writes nothing and says which.
import { existsSync, realpathSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, posix, relative, resolve, sep } from 'node:path';
import {
  customDomainSiteUrl,
  defaultSiteUrl,
  readCustomDomain,
  readSiteUrl,
  writeInstead,
} from '../../core/feeds/site-url.js';
import type { RecordPaths } from '../../core/record-path.js';
import { visibleControls } from '../../core/report/workflow-commands.js';
import { shellWord } from '../../core/scaffold/quote.js';
import {
  ACTION_REPOSITORY,
  EXAMPLE_RECORD,
  modelsDirFlag,
  npxCommand,
  OPTIONAL_FILES,
  scaffoldFiles,
  schemaUrl,
} from '../../core/scaffold/registry.js';
import { counted } from '../../core/words.js';
import { makeDirs } from '../fs/make-dirs.js';
import { countRecordFiles } from '../fs/read-registry.js';
import { notRealFolder } from '../fs/real-folders.js';
import { gitAnswer, gitText } from '../git/exec.js';
import { originUrl } from '../git/remote.js';
import { type CliIo, EXIT, UsageError } from './io.js';
import { VERSION } from './usage.js';

export interface InitArgs {
  dir: string;
  siteUrl: string | undefined;
  /** --cname: the site's custom domain, for the workflow's cname input and the site's address. */
  cname?: string;
  paths: RecordPaths;
  /** --models-dir was given: the folder is the user's choice, even beside records elsewhere. */
  modelsDirGiven?: boolean;
}

/** `a/models/<lab>/<model>.toml`: a record at a record path under a folder named `models`. */
const RECORD_ELSEWHERE = /^(.+\/models|models)\/[a-z0-9][a-z0-9-]*\/[a-z0-9][a-z0-9-]*\.toml$/;

/**
 * The folder (repository path) holding most of the repository's committed records, when they are
 * under another `models` folder than `modelsDir`, with their count; null otherwise.
 */
async function recordsElsewhere(
  dir: string,
  modelsDir: string,
): Promise<{ folder: string; count: number } | null> {
  const listed = await gitText(
    ['-c', 'core.quotepath=off', 'ls-files', '--full-name', '--', '*.toml'],
    dir,
  ).catch(() => '');
  const counts = new Map<string, number>();
  for (const path of listed.split('\n')) {
    const folder = RECORD_ELSEWHERE.exec(path)?.[1];
    if (folder !== undefined && folder !== modelsDir) counts.set(folder, (counts.get(folder) ?? 0) + 1);
  }
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  return best ? { folder: best[0], count: best[1] } : null;
}

/** The branch HEAD names (an unborn one too), when DIR is inside a git repository. */
async function currentBranch(dir: string): Promise<string | null> {
  try {
    return (await gitText(['symbolic-ref', '--short', 'HEAD'], dir)) || null;
  } catch {
    return null;
  }
}

/** The nearest of `dir` and the folders above it that exists (init may make `dir` and its parents). */
function nearestExisting(dir: string): string {
  let existing = dir;
  while (!existsSync(existing) && dirname(existing) !== existing) existing = dirname(existing);
  return existing;
}

/** `dir` as a real path (git answers with real paths: a /tmp that is a link, on macOS). */
function realPath(dir: string): string {
  const existing = nearestExisting(dir);
  return join(realpathSync(existing), relative(existing, dir));
}

/**
 * The command to run instead when `dir` is inside a git work tree but not at its top, else null.
 * GitHub runs only the workflows in .github/workflows at a repository's root, and the action reads
 * models-dir from that root: scaffolded in a sub-folder, nothing would run on push.
 */
async function initAtTop(dir: string, cwd: string, modelsDir: string, runner: string) {
  const top = await gitAnswer(['rev-parse', '--show-toplevel'], nearestExisting(dir));
  if (!top) return null;
  const below = relative(realpathSync(top), realPath(dir));
  if (below === '' || below.startsWith('..') || isAbsolute(below)) return null;
  const records = posix.join(below.split(sep).join('/'), modelsDir);
  const at = relative(realPath(cwd), realpathSync(top)) || '.';
  return {
    top: realpathSync(top),
    records,
    command: `${runner} init ${shellWord(at)} --models-dir ${shellWord(records)}`,
  };
}

export async function runInit(args: InitArgs, io: CliIo): Promise<number> {
  const dir = resolve(io.cwd, args.dir);
  if (existsSync(dir) && !statSync(dir).isDirectory()) throw new Error(`${dir} is not a folder`); // a path problem: no usage text
  let siteUrl: string | null = null;
  if (args.siteUrl !== undefined) {
    const read = readSiteUrl(args.siteUrl, '--site-url');
    // init's own words for an address that is not one, as it has always said them.
    if ('error' in read)
      throw new UsageError(
        read.notHttp
          ? `--site-url must be an http(s) address, got ${args.siteUrl}${writeInstead(args.siteUrl)}`
          : read.error,
      );
    siteUrl = read.url;
  }
  const domain = readCustomDomain(args.cname, '--cname');
  if ('error' in domain) throw new UsageError(domain.error);
  const cname = domain.cname ?? null;
  // The site is served at the domain's root (GitHub redirects the github.io address there).
  if (cname !== null) siteUrl ??= customDomainSiteUrl(cname);
  // Run through npx (npm sets npm_command=exec), the command is not on PATH: name the npx form.
  const runner =
    process.env.npm_command === 'exec'
      ? npxCommand({ actionRepository: ACTION_REPOSITORY, version: VERSION })
      : 'model-registry';
  const nested = await initAtTop(dir, io.cwd, args.paths.modelsDir, runner);
  if (nested) {
    io.err(
      `${visibleControls(`model-registry: init cannot write in ${dir}: it is inside the git repository ${nested.top}, and GitHub runs only the workflows in that repository's own .github/workflows; run \`${nested.command}\` (the records in ${nested.records}), or make the folder a repository of its own first (git init); nothing was written`)}\n`,
    );
    return EXIT.usage;
  }
  const inRepo = existsSync(dir);
  // An existing registry: an example record there would be committed and published with the rest.
  const held = inRepo ? countRecordFiles(join(dir, args.paths.modelsDir)) : 0;
  // Records in another folder (such as registry/models): a workflow for `models` would publish the example
  // alone, as if the registry had one model.
  const elsewhere =
    inRepo && held === 0 && !args.modelsDirGiven ? await recordsElsewhere(dir, args.paths.modelsDir) : null;
  if (elsewhere) {
    io.err(
      `${visibleControls(`model-registry: the records of ${dir} are in ${elsewhere.folder} (${counted(elsewhere.count, 'record file')}), not in ${args.paths.modelsDir}: run ${runner} init --models-dir ${shellWord(elsewhere.folder)}, or pass --models-dir ${shellWord(args.paths.modelsDir)} to start a registry there; nothing was written`)}\n`,
    );
    return EXIT.usage;
  }
  const origin = inRepo ? await originUrl(dir) : null;
  // GitHub Pages' address only for a repository on github.com (elsewhere the schema line names
  // the release's copy of the schema).
  siteUrl ??= origin && /^https:\/\/github\.com\//i.test(origin) ? defaultSiteUrl(origin) : null;
  const input = {
    version: VERSION,
    actionRepository: ACTION_REPOSITORY,
    modelsDir: args.paths.modelsDir,
    siteUrl,
    passSiteUrl: args.siteUrl !== undefined,
    cname,
    branch: (inRepo && (await currentBranch(dir))) || 'main',
    example: held === 0,
  };
  const files = scaffoldFiles(input, args.paths.toRepoPath);
  const kept = [...files.keys()].filter((p) => OPTIONAL_FILES.has(p) && existsSync(join(dir, p)));
  const clashes = [...files.keys()].filter((p) => !OPTIONAL_FILES.has(p) && existsSync(join(dir, p)));
  if (clashes.length > 0) {
    io.err(
      `${visibleControls(`model-registry: init would overwrite ${clashes.join(', ')} in ${dir}; nothing was written`)}\n`,
    );
    return EXIT.usage;
  }
  const blocked = [...files.keys()]
    .filter((p) => !kept.includes(p))
    .map((p) => notRealFolder(dir, dirname(join(dir, p))))
    .find((found) => found !== null);
  if (blocked) {
    const why = blocked.link
      ? `${blocked.at} is a symbolic link, and writing through it would write outside ${dir}`
      : `${blocked.at} is a file where a folder is needed`;
    io.err(
      `${visibleControls(`model-registry: init cannot write in ${dir}: ${why}; nothing was written`)}\n`,
    );
    return EXIT.usage;
  }
  for (const [path, text] of files) {
    if (kept.includes(path)) continue;
    const target = join(dir, path);
    makeDirs(dirname(target));
    await writeFile(target, text, { flag: 'wx' }); // wx: a file that appeared meanwhile is not replaced
  }
  const record = args.paths.toRepoPath(EXAMPLE_RECORD);
  const where = [
    args.dir === '.' ? '' : ` --root ${shellWord(args.dir)}`,
    modelsDirFlag(input.modelsDir),
  ].join('');
  const folder = input.modelsDir === '.' ? './' : `${input.modelsDir}/`;
  const written: [string, string][] = [
    held === 0
      ? [record, 'an example record (replace it with a real one)']
      : [folder, `already holds ${counted(held, 'record')}: no example record written`],
    ['.github/workflows/model-registry.yml', `validates pull requests, publishes pushes to ${input.branch}`],
    ['README.md', kept.length > 0 ? 'kept: it existed' : 'the registry, its addresses'],
  ];
  const width = Math.max(...written.map(([p]) => p.length));
  const lines = [
    held === 0 ? `A new registry in ${dir}:` : `The registry in ${dir}:`,
    ...written.map(([p, what]) => `  ${p.padEnd(width)}  ${what}`),
    `Editors validate records against ${schemaUrl(input)}`,
    held === 0
      ? "  (the example record's #:schema line; Taplo / Even Better TOML read it)."
      : '  (no record was written, so none has a #:schema line: add the .taplo.toml rule the README shows).',
    ...(input.siteUrl ? ['  The site serves it from the first publish with Pages on.'] : []),
    `Next: ${runner} validate${where}; commit and push; then turn Pages on:`,
    '  Settings → Pages → Deploy from a branch → gh-pages, / (root).',
  ];
  // Paths may hold anything: each line shown with its control characters escaped.
  io.out(`${lines.map(visibleControls).join('\n')}\n`);
  return EXIT.ok;
}
