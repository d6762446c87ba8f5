// Partial clones (actions/checkout's `filter:`, `git clone --filter=blob:none`) hold every commit and
// tree but not the blobs of past versions: git fetches each missing object from the promisor remote
// as it is read, one `git fetch` (and `git maintenance`) per record version, hours for a long
// history. The versions the history names are fetched here in one batch before they are read.
import type { RecordPaths } from '../../core/record-path.js';
import { counted } from '../../core/words.js';
import { FETCH_ENV, FETCH_TIMEOUT_MS } from './deepen.js';
import { GitError, GitLinesError, git, gitAnswer } from './exec.js';
import { streamCommitLog } from './log.js';

export interface PartialClone {
  /** The promisor remote, from which git fetches what the clone lacks. */
  remote: string;
  /** Its filter (`blob:none`, `tree:0`), when the configuration names one. */
  filter: string | null;
}

const TRUE = /^(true|yes|on|1)$/i;

/**
 * The promisor remote of a partial clone, or null for any other checkout: one `git config` (a few
 * ms; a build runs it beside its other first git calls).
 */
export async function partialClone(cwd: string): Promise<PartialClone | null> {
  const out = await gitAnswer(
    [
      'config',
      '-z',
      '--get-regexp',
      '^(extensions\\.partialclone|remote\\..+\\.(promisor|partialclonefilter))$',
    ],
    cwd,
  );
  if (out === null) return null; // no such key (or no repository: the callers' own git calls say so)
  let named: string | undefined;
  const promisors: string[] = [];
  const filters = new Map<string, string>();
  for (const entry of out.split('\0')) {
    if (!entry) continue;
    const nl = entry.indexOf('\n');
    const key = nl < 0 ? entry : entry.slice(0, nl);
    const value = nl < 0 ? null : entry.slice(nl + 1); // a key with no `=` is a true boolean
    if (key === 'extensions.partialclone') named = value ?? undefined;
    else if (key.endsWith('.promisor')) {
      if (value === null || TRUE.test(value))
        promisors.push(key.slice('remote.'.length, -'.promisor'.length));
    } else if (value !== null) filters.set(key.slice('remote.'.length, -'.partialclonefilter'.length), value);
  }
  const remote = named ?? promisors[0];
  return remote === undefined ? null : { remote, filter: filters.get(remote) ?? null };
}

/** A filter that leaves out blobs only (`blob:none`, `blob:limit=…`, `sparse:oid=…`, combined). */
function blobsOnly(filter: string): boolean {
  const parts = filter.startsWith('combine:') ? filter.slice('combine:'.length).split('+') : [filter];
  return parts.every((p) => /^(blob|sparse):/.test(decodeURIComponent(p)));
}

const filterNamed = (clone: PartialClone) => `filter ${clone.filter ?? 'unknown'}`;

/**
 * Which of `ids` this clone lacks, asked without fetching them: git 2.39's cat-file fetches a
 * missing object it is asked about (GIT_NO_LAZY_FETCH is 2.44's), but lists what it has unasked.
 */
async function lacking(cwd: string, ids: Iterable<string>): Promise<string[]> {
  const wanted = new Set(ids);
  if (wanted.size === 0) return [];
  const here = await git(['cat-file', '--batch-check=%(objectname)', '--batch-all-objects', '--unordered'], {
    cwd,
  });
  for (const id of here.toString('latin1').split('\n')) wanted.delete(id);
  return [...wanted];
}

/**
 * Fetches the blobs among `ids` this partial clone lacks, in one `git fetch` as git's own batched
 * promisor fetch makes it. Throws in words when the remote cannot be reached.
 */
export async function fetchLacking(cwd: string, clone: PartialClone, ids: Iterable<string>): Promise<void> {
  const missing = await lacking(cwd, ids);
  if (missing.length === 0) return;
  try {
    await git(
      [
        '-c',
        'fetch.negotiationAlgorithm=noop',
        'fetch',
        '--quiet',
        clone.remote,
        '--no-tags',
        '--no-write-fetch-head',
        '--recurse-submodules=no',
        '--filter=blob:none',
        '--stdin',
      ],
      { cwd, input: `${missing.join('\n')}\n`, env: FETCH_ENV, timeoutMs: FETCH_TIMEOUT_MS },
    );
  } catch (err) {
    const said = err instanceof GitError ? err.stderr || err.message : String(err);
    throw new GitLinesError(
      `this checkout is a partial clone (${filterNamed(clone)}) and its remote cannot be reached for the ${counted(missing.length, 'record version')} it lacks: check out without \`filter:\` (actions/checkout), or keep its credentials (persist-credentials). git fetch ${clone.remote} said:`,
      said,
    );
  }
}

/**
 * Before a partial clone's history is read: fetches the record versions it names that the clone
 * lacks, in one batch (a `git log` without rename detection lists them; the reading log's
 * renames then need no fetch either). A clone whose filter leaves out trees is refused: git would
 * fetch the trees one commit at a time to list the changes.
 */
export async function fetchHistoryVersions(
  cwd: string,
  clone: PartialClone,
  revisions: string[],
  paths: RecordPaths,
): Promise<void> {
  if (clone.filter !== null && !blobsOnly(clone.filter))
    throw new Error(
      `this checkout is a partial clone (${filterNamed(clone)}), which lacks the trees of past commits: git would fetch them one commit at a time to read the history. Check out without \`filter: ${clone.filter}\` (actions/checkout), or with \`filter: blob:none\`, whose versions are fetched in one batch`,
    );
  const ids = new Set<string>();
  await streamCommitLog(
    cwd,
    revisions,
    paths,
    (before, after) => {
      if (before) ids.add(before);
      if (after) ids.add(after);
    },
    { renames: false },
  );
  await fetchLacking(cwd, clone, ids);
}
