// The records in the runner's checkout, and the mapping between repository paths and the record
// paths (`models/<lab>/<model>.toml`) the engine and the feed use.
import { lstatSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type RecordPaths, recordPaths } from '../../core/record-path.js';
import { samePublished } from '../../core/same-record.js';
import type { RegistryFile } from '../../core/types.js';
import { MAX_STORED_BYTES } from '../../core/validate/index.js';
import { readRegistry } from '../fs/read-registry.js';
import { GitError, git, gitAnswer, gitText } from '../git/exec.js';
import type { Settings } from './settings.js';

export interface Checkout extends RecordPaths {
  /** All record files under models-dir. */
  readAll: () => Promise<RegistryFile[]>;
  /** One record's bytes, or null when the checkout does not have it. */
  readOne: (recordPath: string) => Promise<Uint8Array | null>;
}

export function checkoutOf(settings: Pick<Settings, 'workspace' | 'modelsDir'>): Checkout {
  const where = { modelsDir: join(settings.workspace, settings.modelsDir), boundary: settings.workspace };
  const paths = recordPaths(settings.modelsDir);
  return {
    ...paths,
    readAll: () => readRegistry(where, MAX_STORED_BYTES),
    readOne: async (recordPath) => {
      const [file] = await readRegistry(where, MAX_STORED_BYTES, [recordPath]);
      return file && 'bytes' in file ? file.bytes : null;
    },
  };
}

/**
 * models-dir naming nothing in the checkout (`model` for `models`): an error naming the input, as the
 * CLI's noModelsFolder, and where the records are when the default folder holds them. Without it, a
 * typo read as an empty registry: registry/empty annotated at a path the repository does not have.
 * For a read that found no file at all: a folder named in other letter case is a file/name-case
 * problem the read already returned.
 */
export async function requireModelsFolder(
  settings: Pick<Settings, 'workspace' | 'modelsDir'>,
): Promise<void> {
  const { workspace, modelsDir } = settings;
  if (lstatSync(join(workspace, modelsDir), { throwIfNoEntry: false }) !== undefined) return;
  const defaults =
    modelsDir === 'models'
      ? []
      : await readRegistry({ modelsDir: join(workspace, 'models'), boundary: workspace }, MAX_STORED_BYTES);
  const where = defaults.some((f) => 'bytes' in f)
    ? 'the records are in models/, the default (leave models-dir out)'
    : `records go in ${modelsDir}/<lab_slug>/<model_slug>.toml`;
  throw new Error(`input models-dir: no folder ${modelsDir} in the checkout: ${where}`);
}

/**
 * The workspace must be the top of the repository's checkout: models-dir, the paths GitHub lists and
 * annotates, and the history are all relative to it. A checkout elsewhere (actions/checkout's `path:`)
 * or none would make every listed file a non-record and the history unreadable: a pull request
 * passing unchecked, a catalog published without its drift events.
 */
export async function requireCheckoutAtWorkspace(workspace: string): Promise<void> {
  let prefix: string | null;
  try {
    prefix = await gitText(['rev-parse', '--show-prefix'], workspace);
  } catch (err) {
    // Only "no repository here" is about the checkout; any other failure says what it is.
    if (!(err instanceof GitError) || !/not a git repository/i.test(err.stderr)) throw err;
    prefix = null;
  }
  if (prefix === '') return;
  const where =
    prefix === null
      ? `there is no git checkout at the workspace ${workspace}`
      : `the workspace ${workspace} is the folder ${prefix.replace(/\/$/, '')} of a git checkout, not its top`;
  throw new Error(
    `${where}: check the repository out there first (actions/checkout without path:). ` +
      'models-dir names a folder of the repository, relative to its root.',
  );
}

/**
 * Record files under models-dir whose data differ from the checked-out commit's: changed, added
 * (ignored by git or not) or deleted by an earlier step (a generator). The catalog is built from the files and the drift feed
 * from the commits, so publishing them would put a catalog no commit holds beside a feed that never
 * shows the change (and the next full rebuild would undo it). A file git calls modified but whose
 * data are the commit's (reformatted, or CRLF where `text=auto` came after CRLF blobs, which git
 * reports at random after a fresh checkout) publishes the same, so it does not count.
 * `--no-optional-locks`: a read that leaves the user's index file alone, as editors run it.
 */
export async function uncommittedRecords(workspace: string, modelsDir: string): Promise<string[]> {
  const out = await git(
    // Ignored files too, each by its own path (`traditional` with `all`; `matching` names an ignored
    // folder alone): a record an earlier step writes into an ignored folder is in the catalog as
    // much as an untracked one.
    [
      '--no-optional-locks',
      'status',
      '--porcelain=v1',
      '-z',
      '--untracked-files=all',
      '--ignored=traditional',
      '--',
      modelsDir,
    ],
    { cwd: workspace },
  );
  const fields = out.toString('utf8').split('\0');
  const { toRecordPath } = recordPaths(modelsDir);
  const changed: string[] = [];
  for (let i = 0; i < fields.length; i++) {
    const entry = fields[i]!;
    if (entry.length < 4) continue;
    const [code, path] = [entry.slice(0, 2), entry.slice(3)];
    if (code[0] === 'R' || code[0] === 'C') i++; // the next field is where it came from
    if (toRecordPath(path) === null) continue; // as every reader: a tool's .cargo/config.toml is none
    if (/^[ M]M$|^M $/.test(code) && (await sameAsCommitted(workspace, path))) continue;
    changed.push(path);
  }
  return changed;
}

async function sameAsCommitted(workspace: string, path: string): Promise<boolean> {
  const committed = await git(['cat-file', 'blob', `HEAD:${path}`], { cwd: workspace }).catch(() => null);
  const now = await readFile(join(workspace, path)).catch(() => null);
  return committed !== null && now !== null && samePublished(committed, now);
}

/**
 * The commit checked out at the workspace: what is validated and annotated. It is not GITHUB_SHA when
 * the workflow checks out something else (actions/checkout's ref: main after a newer push, a
 * workflow_run's head_sha); null in a repository without commits.
 */
export function checkedOutCommit(workspace: string): Promise<string | null> {
  return gitAnswer(['rev-parse', '--verify', '--quiet', 'HEAD^{commit}'], workspace);
}
