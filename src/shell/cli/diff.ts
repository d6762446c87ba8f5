import { firstParentChain, isOnFirstParentChain } from '../../core/commit-order.js';
import {
  buildEvents,
  type EarlierVersion,
  earlierInRepo,
  historyLine,
  historyPosition,
  misplacedRecords,
  type Skipped,
  skippedWords,
} from '../../core/events.js';
import type { RecordPaths } from '../../core/record-path.js';
import { formatChangeLine } from '../../core/render/change-line.js';
import { visibleControls } from '../../core/report/workflow-commands.js';
import type { DriftEvent, HistoryCommit } from '../../core/types.js';
import { counted } from '../../core/words.js';
import { gitAnswer } from '../git/exec.js';
import { readLocalHistory } from '../git/history.js';
import { isShallow } from '../git/local-repo.js';
import { fromRepositoryTop, misnamedInRange, modelsFolderAt, resolveRev } from '../git/tree.js';
import { type CliIo, EXIT, fromCwd, noModelsFolder, registryRoot, UsageError } from './io.js';
import { repositoryUrlFor } from './repository-url.js';

export interface DiffArgs {
  root: string;
  base: string;
  head: string;
  /** `BASE...HEAD`: the events from their merge base to HEAD. */
  mergeBase: boolean;
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
 * What diff says beside its events: on stderr as `<level>: <message>` (a history warning as validate
 * prints a warning, its message alone) whatever the format, and in
 * --format json as `notes`, so a program reading the JSON can tell what was left out or measured
 * otherwise. `kind` is stable (scripts match on it); `file` is the record's repository path.
 */
export interface DiffNote {
  level: 'warning' | 'note';
  kind:
    | 'base-off-first-parent'
    | 'head-in-base'
    | 'shallow-clone'
    | 'history/unparseable'
    | 'history/too-large'
    | 'history/not-a-record'
    | 'history/symlink'
    | 'measured-from-earlier'
    | 'no-earlier-version'
    | 'not-a-record-path'
    | 'misnamed-record';
  file?: string;
  /** For history/unparseable: where in that version, as validate gives it for the file. */
  line?: number;
  column?: number;
  message: string;
}

/**
 * Why the events are not BASE..HEAD's as a push would publish them, or null when they are: the
 * action adds events only when the feed's head is on HEAD's first-parent line, and rebuilds otherwise.
 */
export function offLine(commits: HistoryCommit[], base: string, head: string): DiffNote | null {
  if (isOnFirstParentChain(commits, head, base)) return null;
  const chain = firstParentChain(commits, head);
  const short = (sha: string) => sha.slice(0, 7);
  if (chain.length === 0)
    return {
      level: 'warning',
      kind: 'head-in-base',
      message: `HEAD ${short(head)} is in BASE's history: no events (BASE and HEAD swapped?)`,
    };
  const meet = chain[chain.length - 1]!.parents[0];
  const message =
    `BASE ${short(base)} is not on HEAD's first-parent line: these are the events of HEAD's first-parent commits ` +
    `${meet ? `since ${short(meet)}, where the two histories meet` : 'from its first commit'}, not of BASE..HEAD alone ` +
    '(a merge carries all it merged); the action rebuilds the whole feed for such a push';
  return { level: 'warning', kind: 'base-off-first-parent', message };
}

/**
 * Why a change at the start of BASE..HEAD is measured from another version than BASE's, or null
 * when it is not: BASE's version did not parse, so the change is measured (as a build measures it)
 * from the last version before it that parses, or shown as added when none does.
 */
export function earlierNote(e: EarlierVersion, base: string, inRange: ReadonlySet<string>): DiffNote | null {
  if (e.parent === undefined || inRange.has(e.parent) || e.from === 'unknown') return null;
  const short = (sha: string) => sha.slice(0, 7);
  const at = `its version at ${e.parent === base ? 'BASE ' : ''}${short(e.parent)} ${skippedWords[e.skipped]}`;
  const note = { level: 'note', file: e.file } as const;
  // An emptied file parses: what it is measured from is the last record, which parses too.
  const usable = e.skipped === 'not-a-record' ? 'is a record' : 'parses';
  if (e.from !== null) {
    const there = e.from.path === e.file ? '' : ` (as ${e.from.path})`;
    const message = `${e.file}: ${at}: the change is measured from its version at ${short(e.from.sha)}${there}, the last that ${usable}`;
    return { ...note, kind: 'measured-from-earlier', message };
  }
  const message = `${e.file}: ${at} and no earlier version ${usable}: ${e.removed ? 'its removal makes no event' : 'it is shown as added'}`;
  return { ...note, kind: 'no-earlier-version', message };
}

const RANGE = /^(.*?)(\.\.\.?)(.*)$/s;

/**
 * BASE and HEAD from the arguments: two revisions, or one range as git users write it. `A..B` is
 * `A B` (git diff and git log agree). `A...B` is git diff's meaning, B since it forked from A (BASE
 * their merge base), as a pull request shows it; git log's (both sides' commits) is no one line of a
 * feed. An end left out is HEAD, as in git. Git refuses `..` in ref names, so a range is no name.
 */
export function diffEnds(positionals: string[]): Pick<DiffArgs, 'base' | 'head' | 'mergeBase'> {
  const ranges = positionals.map((p) => RANGE.exec(p));
  if (positionals.length === 2 && !ranges.some(Boolean))
    return { base: positionals[0]!, head: positionals[1]!, mergeBase: false };
  const range = positionals.length === 1 ? ranges[0] : undefined;
  const [, base = '', dots = '', head = ''] = range ?? [];
  if (positionals.length > 2)
    throw new UsageError(`diff takes two revisions, BASE and HEAD, not ${positionals.length}`);
  if (!ranges.some(Boolean)) {
    // `diff HEAD~1`, as `git diff HEAD~1` is typed: the two ends that say it.
    const [one] = positionals;
    const since =
      one === undefined ? '' : `: for the commits since ${one}, write diff ${one} HEAD (or ${one}..)`;
    throw new UsageError(`diff needs BASE and HEAD${since}`);
  }
  if (!range || (base === '' && head === ''))
    throw new UsageError('diff takes BASE HEAD, or one range BASE..HEAD or BASE...HEAD');
  return { base: base || 'HEAD', head: head || 'HEAD', mergeBase: dots === '...' };
}

const FETCH_ALL =
  'Fetch the whole history first (git fetch --unshallow; on GitHub Actions, actions/checkout with fetch-depth: 0)';

/** `X~2`, `X^`, `X^^`, `X~1~1`: a count along first parents from X, which a shallow clone's cut can end early. */
const FIRST_PARENT_COUNT = /^(.+?)(?:~\d*|\^1?)+$/;

/**
 * In a shallow clone, the advice to fetch when `rev` may be past its cut: a commit id (the commit may
 * be older than the cut) or a count along first parents from a commit that is there. Null in a full
 * clone, and for any other name (a typo is no missing history).
 */
async function pastShallowCut(root: string, rev: string): Promise<Error | null> {
  const stem = FIRST_PARENT_COUNT.exec(rev)?.[1];
  const maybeOlder =
    /^[0-9a-f]{4,64}$/i.test(rev) ||
    (stem !== undefined &&
      (await gitAnswer(
        ['rev-parse', '--verify', '--quiet', '--end-of-options', `${stem}^{commit}`],
        root,
      )) !== null);
  if (!maybeOlder || !(await isShallow(root))) return null;
  return new Error(
    `${rev} names no commit in ${root}, a shallow clone: its history is cut off, so older commits are not there. ${FETCH_ALL}`,
  );
}

/** resolveRev, or in a shallow clone the advice to fetch when `rev` may be past the cut. */
async function resolveHere(root: string, rev: string): Promise<string> {
  try {
    return await resolveRev(root, rev);
  } catch (err) {
    throw (/does not name a commit/.test((err as Error).message) && (await pastShallowCut(root, rev))) || err;
  }
}

/** The merge base of two commits, as `git diff BASE...HEAD` starts from. */
async function mergeBaseOf(root: string, args: DiffArgs, base: string, head: string): Promise<string> {
  const found = await gitAnswer(['merge-base', base, head], root);
  if (found !== null) return found;
  if (await isShallow(root))
    throw new Error(
      `${args.base} and ${args.head} have no merge base in ${root}, a shallow clone: it may be past its cut. ${FETCH_ALL}`,
    );
  throw new Error(
    `${args.base} and ${args.head} have no common history: ${args.base}...${args.head} has no merge base`,
  );
}

/**
 * BASE as a commit, or as git's empty tree (`fromStart`: the events from the first commit on, as
 * `git diff <empty tree> HEAD` shows the first commit's files; no commit range starts before the
 * root commit). Asked of git only when BASE names no commit: a usual diff runs no more git.
 */
async function resolveBase(root: string, rev: string): Promise<{ base: string; fromStart: boolean }> {
  try {
    return { base: await resolveRev(root, rev), fromStart: false };
  } catch (err) {
    const tree = await gitAnswer(['rev-parse', '--verify', '--end-of-options', `${rev}^{tree}`], root);
    // Content-addressed: a tree of size 0 is the empty tree, however BASE spelled it (SHA-256 too).
    if (tree !== null && (await gitAnswer(['cat-file', '-s', tree], root)) === '0')
      return { base: tree, fromStart: true };
    // `HEAD~1`, `HEAD^` of the first commit: the commit it counts from exists, its parent does not.
    const shallow = await pastShallowCut(root, rev);
    if (shallow) throw shallow;
    const from = FIRST_PARENT_COUNT.exec(rev)?.[1];
    if (from && (await gitAnswer(['rev-parse', '--verify', '--end-of-options', `${from}^{commit}`], root))) {
      const empty = await gitAnswer(['hash-object', '-t', 'tree', '--stdin'], root);
      throw new Error(
        `${(err as Error).message}: it is before the first commit (for the events from the first commit on, give git's empty tree as BASE: ${empty})`,
      );
    }
    throw err;
  }
}

export async function runDiff(args: DiffArgs, io: CliIo): Promise<number> {
  const root = registryRoot(io, args.root);
  let [{ base, fromStart }, head] = await Promise.all([
    args.mergeBase
      ? resolveHere(root, args.base).then((sha) => ({ base: sha, fromStart: false }))
      : resolveBase(root, args.base),
    resolveHere(root, args.head),
  ]);
  if (args.mergeBase) base = await mergeBaseOf(root, args, base, head);
  // Text names no commit address: a repository without an origin remote still gets its events.
  const address = repositoryUrlFor(root, args.repositoryUrl);
  // Text prints no address and needs none (no origin remote is fine); a flag given is checked all the same.
  const repositoryUrl =
    args.format === 'json' || args.repositoryUrl !== undefined
      ? await address
      : await address.catch(() => '');
  const paths = await fromRepositoryTop(root, args.paths);
  const commits = await readLocalHistory(root, { revisions: [fromStart ? head : `${base}..${head}`], paths });
  // A range that changes no record: the folder must be at one end at least (a registry that came or
  // went), else it is the wrong folder, not "0 events". Asked only then: two more git runs.
  if (commits.every((c) => c.files.length === 0)) {
    const found = await Promise.all([base, head].map((rev) => modelsFolderAt(root, rev, paths)));
    if (!found.includes(true))
      throw noModelsFolder(args.paths.modelsDir, root, ` at ${base.slice(0, 7)} nor ${head.slice(0, 7)}`);
  }
  const inRange = new Set(commits.map((c) => c.sha));
  const notes: DiffNote[] = [];
  // The lines stderr says a note in where they are not `<level>: <message>`.
  const lines = new Map<DiffNote, string>();
  const shown = fromCwd(io, root);
  // From the start, build refuses a shallow clone: its history would start at the cut.
  if (fromStart && (await isShallow(root)))
    notes.push({
      level: 'warning',
      kind: 'shallow-clone',
      message: `${root} is a shallow clone: its history starts at its cut, where every record is shown as added, which build would not publish. Fetch the whole history first (git fetch --unshallow)`,
    });
  let { events, warnings, earlier } = buildEvents(commits, { repositoryUrl, head });
  // BASE's version of a record does not parse: a build measures the change from the last version
  // before it that parses, which only the history before BASE holds. Its events for these commits.
  if (earlier.some((e) => e.from === 'unknown')) {
    const whole = buildEvents(await readLocalHistory(root, { revisions: [head], paths }), {
      repositoryUrl,
      head,
    });
    events = whole.events.filter((e) => inRange.has(e.commit.sha));
    earlier = whole.earlier.filter((e) => inRange.has(e.commit));
    if (await isShallow(root))
      notes.push({
        level: 'warning',
        kind: 'shallow-clone',
        message: `${root} is a shallow clone: versions before its cut are unknown, so a change measured from an earlier version may be shown as an addition that build would not publish. Fetch the whole history first (git fetch --unshallow)`,
      });
  }
  const off = fromStart ? null : offLine(commits, base, head);
  if (off) notes.push(off);
  // Off the line, the events run back to where the histories meet, which a cut may hide.
  if (
    off?.kind === 'base-off-first-parent' &&
    !firstParentChain(commits, head).at(-1)?.parents[0] &&
    (await isShallow(root))
  )
    notes.push({
      level: 'warning',
      kind: 'shallow-clone',
      message: `${root} is a shallow clone: HEAD's first-parent line stops at its cut, where every record is shown as added, which build would not publish. Fetch the whole history first (git fetch --unshallow)`,
    });
  for (const w of warnings) {
    const file = args.paths.toRepoPath(w.file);
    const kind = w.rule as `history/${Skipped}`; // buildEvents warns by why it left a version out
    // As validate says a warning: JSON's file from the root, stderr's from the current folder.
    const note: DiffNote = {
      level: 'warning',
      kind,
      file,
      ...historyPosition(w),
      message: historyLine(w, file),
    };
    notes.push(note);
    lines.set(note, historyLine(w, shown(file)));
  }
  for (const e of earlier) {
    const note = earlierNote(earlierInRepo(e, args.paths.toRepoPath), base, inRange);
    if (note) notes.push(note);
  }
  for (const m of misplacedRecords(commits, args.paths.modelsDir)) {
    const file = args.paths.toRepoPath(m.path);
    const message = `${file}: not at a record path, so it makes no events (${m.message})`;
    notes.push({ level: 'warning', kind: 'not-a-record-path', file, message });
  }
  for (const { path, advice } of await misnamedInRange(root, base, head, paths)) {
    const file = args.paths.toRepoPath(path);
    const message = `${file}: not read as a record, so it makes no events (${advice})`;
    notes.push({ level: 'warning', kind: 'misnamed-record', file, message });
  }
  // Text from records (paths, parser messages) cannot add lines to stderr; JSON escapes its own.
  for (const n of notes) io.err(`${lines.get(n) ?? visibleControls(`${n.level}: ${n.message}`)}\n`);
  if (args.format === 'json') io.out(`${JSON.stringify({ base, head, events, notes }, null, 2)}\n`);
  else {
    for (const e of events) io.out(eventText(e));
    io.out(`${counted(events.length, 'event')} from ${counted(commits.length, 'commit')}\n`);
  }
  return EXIT.ok;
}
