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
