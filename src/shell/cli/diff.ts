import { firstParentChain, isOnFirstParentChain } from '../../core/commit-order.js';
import { buildEvents } from '../../core/events.js';
import type { RecordPaths } from '../../core/record-path.js';
import { formatChangeLine } from '../../core/render/change-line.js';
import { visibleControls } from '../../core/report/workflow-commands.js';
import type { DriftEvent, HistoryCommit } from '../../core/types.js';
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

/**
 * Why the events are not BASE..HEAD's as a push would publish them, or null when they are: the
 * action adds events only when the feed's head is on HEAD's first-parent line, and rebuilds otherwise.
 */
export function offLine(commits: HistoryCommit[], base: string, head: string): string | null {
  if (isOnFirstParentChain(commits, head, base)) return null;
  const chain = firstParentChain(commits, head);
  const short = (sha: string) => sha.slice(0, 7);
  if (chain.length === 0)
    return `HEAD ${short(head)} is in BASE's history: no events (BASE and HEAD swapped?)`;
  const meet = chain[chain.length - 1]!.parents[0];
  return (
    `BASE ${short(base)} is not on HEAD's first-parent line: these are the events of HEAD's first-parent commits ` +
    `${meet ? `since ${short(meet)}, where the two histories meet` : 'from its first commit'}, not of BASE..HEAD alone ` +
    '(a merge carries all it merged); the action rebuilds the whole feed for such a push'
  );
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
  const off = offLine(commits, base, head);
  if (off) io.err(`warning: ${off}\n`);
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
