import { buildEvents } from '../../core/events.js';
import type { RecordPaths } from '../../core/record-path.js';
import { formatChangeLine } from '../../core/render/change-line.js';
import { visibleControls } from '../../core/report/workflow-commands.js';
import type { DriftEvent } from '../../core/types.js';
import { readLocalHistory } from '../git/history.js';
import { fromRepositoryTop, resolveRev } from '../git/tree.js';
import { type CliIo, EXIT, registryRoot } from './io.js';
import { repositoryUrlFor } from './repository-url.js';

export interface DiffArgs {
  root: string;
  base: string;
  head: string;
  format: string;
  repositoryUrl: string | undefined;
  /** Where the records live in the repository (--models-dir). */
  paths: RecordPaths;
}

/** The event in a few lines; ids, paths and values from records cannot add lines of their own. */
export function eventText(e: DriftEvent): string {
  const lines = [
    `${e.commit.sha.slice(0, 12)} ${e.type} ${e.model.id} (${e.model.path})`,
    ...(e.previous_path ? [`    from ${e.previous_path}`] : []),
    ...e.changes.map((c) => `    ${formatChangeLine(c)}`),
  ];
  return `${lines.map(visibleControls).join('\n')}\n`;
}

export async function runDiff(args: DiffArgs, io: CliIo): Promise<number> {
  const root = registryRoot(io, args.root);
  const [base, head] = await Promise.all([resolveRev(root, args.base), resolveRev(root, args.head)]);
  // Text names no commit address: a repository without an origin remote still gets its events.
  const address = repositoryUrlFor(root, args.repositoryUrl);
  const repositoryUrl = args.format === 'json' ? await address : await address.catch(() => '');
  const commits = await readLocalHistory(root, {
    revisions: [`${base}..${head}`],
    paths: await fromRepositoryTop(root, args.paths),
  });
  const { events, warnings } = buildEvents(commits, { repositoryUrl, head });
  for (const w of warnings)
    io.err(`${visibleControls(`warning: ${args.paths.toRepoPath(w.file)}: ${w.message}`)}\n`);
  if (args.format === 'json') io.out(`${JSON.stringify({ base, head, events }, null, 2)}\n`);
  else {
    for (const e of events) io.out(eventText(e));
    io.out(
      `${events.length} event${events.length === 1 ? '' : 's'} from ${commits.length} commit${commits.length === 1 ? '' : 's'}\n`,
    );
  }
  return EXIT.ok;
}
