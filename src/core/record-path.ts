// The one mapping between repository paths and record paths. The engine, the feed and every
// diagnostic speak of records as `models/<lab>/<model>.toml`, whatever folder (`models-dir`) holds
// them in the repository; every reader of the repository (working tree, git tree, git log, REST API)
// goes through this mapping, so none of them can assume the folder is `models`.

export interface RecordPaths {
  /** The folder of the records in the repository (`models`, `data/models`; `.` for the root). */
  readonly modelsDir: string;
  /** `<modelsDir>/a/b.toml` → `models/a/b.toml`; null for a path that is not a record file. */
  toRecordPath(repoPath: string): string | null;
  /** `models/a/b.toml` → `<modelsDir>/a/b.toml`; `models` (the folder itself) → `<modelsDir>`. */
  toRepoPath(recordPath: string): string;
}

/**
 * A name no record path holds (slugs start with a letter or digit and have no `_`): dot-files and
 * folders (`.taplo.toml`, `.github`) and `node_modules`, which sit at the root when the records do.
 */
export function notRecordName(name: string): boolean {
  return name.startsWith('.') || name === 'node_modules';
}

/**
 * A file named like a record but for the letter case of its extension (`sora-2.TOML`): every reader
 * takes only `.toml` (git's paths keep their case), so it would be left out without a word, and a
 * pull request adding it would pass with nothing checked. Its problem; null for any other name.
 */
export function extensionCaseProblem(name: string): { rule: string; message: string } | null {
  if (name.endsWith('.toml') || !name.toLowerCase().endsWith('.toml')) return null;
  const fixed = `${name.slice(0, -'.toml'.length)}.toml`;
  return {
    rule: 'file/location',
    message: `a record's file name ends in .toml in lower case: rename ${name} to ${fixed} (as it is, it is not read as a record)`,
  };
}

/**
 * A file extensionCaseProblem names, at its record path (`data/models/acme/two.TOML` →
 * `models/acme/two.TOML`) with its problem, as readers report it; null for any other path.
 */
export function misnamedRecord(
  paths: RecordPaths,
  repoPath: string,
): { path: string; problem: { rule: string; message: string } } | null {
  const problem = extensionCaseProblem(repoPath.slice(repoPath.lastIndexOf('/') + 1));
  if (problem === null) return null;
  const ext = repoPath.slice(-'.toml'.length);
  const as = paths.toRecordPath(`${repoPath.slice(0, -ext.length)}.toml`);
  return as === null ? null : { path: `${as.slice(0, -ext.length)}${ext}`, problem };
}

/** `modelsDir` is a repository-relative folder with `/` separators (see normalizeModelsDir). */
export function recordPaths(modelsDir: string): RecordPaths {
  const dir = modelsDir.replace(/^\.\/+/, '').replace(/\/+$/, '');
  const atRoot = dir === '' || dir === '.';
  const prefix = atRoot ? '' : `${dir}/`;
  return {
    modelsDir: atRoot ? '.' : dir,
    toRecordPath: (repoPath) => {
      if (!repoPath.startsWith(prefix) || !repoPath.endsWith('.toml')) return null;
      const rest = repoPath.slice(prefix.length);
      if (rest === '' || rest.startsWith('/') || rest.split('/').some(notRecordName)) return null;
      return `models/${rest}`;
    },
    toRepoPath: (recordPath) =>
      recordPath === 'models' ? (atRoot ? '.' : dir) : `${prefix}${recordPath.replace(/^models\//, '')}`,
  };
}

/** The default layout: records under `models/`, repository and record paths alike. */
export const DEFAULT_RECORD_PATHS: RecordPaths = recordPaths('models');

/**
 * A models folder as the user wrote it (`models`, `./registry/models/`, `.`) → the canonical
 * repository-relative form. It must stay inside the repository: no absolute paths, no `..`.
 * Throws with `what` (`input models-dir`, `--models-dir`) named in the message.
 */
export function normalizeModelsDir(raw: string, what = 'input models-dir'): string {
  const trimmed = raw.trim().replace(/\\/g, '/');
  if (trimmed === '') return 'models';
  const segments = trimmed.split('/').filter((s) => s !== '' && s !== '.');
  if (trimmed.startsWith('/') || /^[A-Za-z]:/.test(trimmed) || segments.includes('..')) {
    throw new Error(`${what} must be a folder inside the repository, got ${JSON.stringify(raw)}`);
  }
  return segments.length === 0 ? '.' : segments.join('/');
}
