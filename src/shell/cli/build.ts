// `model-registry build`: a full build from local git history into a folder.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { normalizeSiteUrl } from '../../core/feeds/site-url.js';
import { planPublish } from '../../core/publish.js';
import type { RecordPaths } from '../../core/record-path.js';
import { visibleControls } from '../../core/report/workflow-commands.js';
import { MAX_RECORD_BYTES, validateRegistry } from '../../core/validate/index.js';
import { readLocalHistory } from '../git/history.js';
import { fromRepositoryTop, readTreeAtRev, resolveRev } from '../git/tree.js';
import { type CliIo, EXIT, registryRoot, UsageError } from './io.js';
import { repositoryUrlFor } from './repository-url.js';
import { printReport } from './validate.js';

export interface BuildArgs {
  root: string;
  out: string;
  rev: string;
  repositoryUrl: string | undefined;
  /** --site-url: where the output is served (feed self links); GitHub Pages' address by default. */
  siteUrl?: string;
  /** Where the records live in the repository (--models-dir). */
  paths: RecordPaths;
}

/** Writes each file via a temporary name and a rename, so a reader never sees half a file. */
export async function writeArtifacts(outDir: string, artifacts: Map<string, string>): Promise<void> {
  for (const [path, text] of artifacts) {
    const target = join(outDir, path);
    await mkdir(dirname(target), { recursive: true });
    const tmp = `${target}.tmp-${process.pid}`;
    await writeFile(tmp, text);
    await rename(tmp, target);
  }
}

export async function runBuild(args: BuildArgs, io: CliIo): Promise<number> {
  if (args.siteUrl !== undefined && normalizeSiteUrl(args.siteUrl) === null)
    throw new UsageError(
      `--site-url must be an absolute http(s) address, got ${JSON.stringify(args.siteUrl)}`,
    );
  const root = registryRoot(io, args.root);
  const progress = (stage: string) => io.errIsTty && io.err(`… ${stage}\n`);
  const head = await resolveRev(root, args.rev);
  const repositoryUrl = await repositoryUrlFor(root, args.repositoryUrl);
  progress(`validating the registry at ${head.slice(0, 12)}`);
  const inRepo = await fromRepositoryTop(root, args.paths);
  // The head's tree and the history are read side by side (separate git processes).
  const [files, commits] = await Promise.all([
    readTreeAtRev(root, head, MAX_RECORD_BYTES, inRepo),
    readLocalHistory(root, { revisions: [head], paths: inRepo, onProgress: progress, parsed: true }),
  ]);
  progress(`building the feed from ${commits.length} commits`);
  const plan = planPublish({
    validation: validateRegistry(files),
    commits,
    head,
    repositoryUrl,
    siteUrl: args.siteUrl,
    existing: null,
  });
  if (!plan.ok) {
    printReport(plan.validation, 'text', { ...io, out: io.err }, args.paths.toRepoPath);
    io.err('model-registry: the registry is invalid; nothing was written\n');
    return EXIT.invalid;
  }
  for (const w of plan.warnings)
    io.err(`${visibleControls(`warning: ${args.paths.toRepoPath(w.file)}: ${w.message}`)}\n`);
  const outDir = resolve(io.cwd, args.out);
  await writeArtifacts(outDir, plan.artifacts);
  io.out(
    `${plan.validation.records.length} records, ${plan.totalEvents} drift events from ${commits.length} commits → ${outDir}\n`,
  );
  return EXIT.ok;
}
