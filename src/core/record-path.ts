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
 * The name of an entry right inside the records folder `modelsDir` (a repository path), where a lab
 * folder goes: null for anything deeper or elsewhere, and for names no record path holds (a dot-file).
 */
export function labEntryName(modelsDir: string, repoPath: string): string | null {
  const prefix = modelsDir === '.' ? '' : `${modelsDir}/`;
  if (!repoPath.startsWith(prefix)) return null;
  const name = repoPath.slice(prefix.length);
  return name === '' || name.includes('/') || notRecordName(name) ? null : name;
}

/**
 * The record path a git submodule (a gitlink) at `repoPath` is reported at: in a lab folder's place
 * (`models/<lab>`) or at a path read as a record, where it hides records git does not keep; null for
 * one deeper (a Hugo theme in `site/themes`), where no record can sit, or elsewhere: ignored, as the
 * readers ignore any other folder there. The models folder and the folders above it are each
 * reader's own check.
 */
export function submoduleRecordPath(paths: RecordPaths, repoPath: string): string | null {
  const lab = labEntryName(paths.modelsDir, repoPath);
  return lab !== null ? `models/${lab}` : paths.toRecordPath(repoPath);
}

/** Extensions a hand types for `toml`: one letter left out, doubled or swapped with the next. */
export const TOML_SLIPS = new Set([
  'tml',
  'tol',
  'tom',
  'oml',
  'tmol',
  'otml',
  'tooml',
  'tomml',
  'tomll',
  'ttoml',
]);

/**
 * A file named almost like a record: `.TOML` (every reader takes only `.toml`, and git's paths keep
 * their case), `.toml.txt` (Notepad), `.toml~` or `.toml.bak` (an editor's copy), `.tml`. Read by no
 * reader, it would be left out without a word: a pull request adding it would pass with nothing
 * checked, and a record renamed so would be published as removed. Its problem and the name to give
 * it; null for any other name (a dot-file is none: see notRecordName).
 */
function misnamed(name: string): { fixed: string; caseOnly: boolean; trailing?: true } | null {
  // A trailing space or dot, which Explorer drops from a name and git keeps (`two.toml `).
  const trimmed = name.replace(/[ .]+$/, '');
  if (trimmed !== name && trimmed !== '' && !trimmed.startsWith('.')) {
    const inner = trimmed.endsWith('.toml') ? { fixed: trimmed } : misnamed(trimmed);
    return inner === null ? null : { fixed: inner.fixed, caseOnly: false, trailing: true };
  }
  if (name.endsWith('.toml') || name.startsWith('.')) return null;
  const lower = name.toLowerCase();
  if (lower.endsWith('.toml')) return { fixed: `${name.slice(0, -'.toml'.length)}.toml`, caseOnly: true };
  const copy = /^(.+)\.toml(?:~|\.(?:txt|bak|orig|old|tmp))$/i.exec(name);
  if (copy) return { fixed: `${copy[1]}.toml`, caseOnly: false };
  const dot = name.lastIndexOf('.');
  if (dot > 0 && TOML_SLIPS.has(lower.slice(dot + 1)))
    return { fixed: `${name.slice(0, dot)}.toml`, caseOnly: false };
  return null;
}

export function extensionCaseProblem(name: string): { rule: string; message: string } | null {
  const m = misnamed(name);
  return m === null ? null : problemOf(name, m);
}

type Misnamed = NonNullable<ReturnType<typeof misnamed>>;

/** Why a rename of letter case alone is made with git mv: a plain one is unseen where names ignore case. */
export const CASE_RENAME = 'a rename of letter case alone goes unseen by git on macOS and Windows';

/** What to do about a misnamed file: `a record's file name ends in .toml: rename x.toml.txt to x.toml`. */
function adviceOf(name: string, m: Misnamed): string {
  const lead = m.trailing
    ? "a record's file name ends in .toml, with no space or dot after it"
    : m.caseOnly
      ? "a record's file name ends in .toml in lower case"
      : "a record's file name ends in .toml";
  // Quoted when it ends in a space, which would not show.
  const how = m.caseOnly ? ` with git mv, as ${CASE_RENAME}` : '';
  return `${lead}: rename ${m.trailing ? JSON.stringify(name) : name} to ${m.fixed}${how}`;
}

function problemOf(name: string, m: Misnamed): { rule: string; message: string } {
  return { rule: 'file/location', message: `${adviceOf(name, m)} (as it is, it is not read as a record)` };
}

/** `models/<lab>/<model>.toml` as the slugs allow it: where a renamed file would be a record. */
const RECORD_AT = /^models\/[a-z0-9][a-z0-9-]*\/[a-z0-9][a-z0-9-]*\.toml$/;

/**
 * A file under the models folder named almost like a record, as the readers see it: reported
 * (`path`: its record path, `problem`, `advice`: the problem without its reason), or left alone
 * (`leftAlone`: why) when, renamed, it would be no record lost: a copy beside its record
 * (`two.toml.orig` from a merge tool, `two.toml.bak`) or a template (`models/template.toml.txt`),
 * which no record path takes. Besides the letter case, which is always reported. Null for any other
 * file, and for one outside the models folder.
 */
export function classifyMisnamed(
  paths: RecordPaths,
  repoPath: string,
  exists: (repoPath: string) => boolean,
):
  | { path: string; problem: { rule: string; message: string }; advice: string }
  | { leftAlone: string }
  | null {
  const slash = repoPath.lastIndexOf('/');
  const name = repoPath.slice(slash + 1);
  const m = misnamed(name);
  if (m === null) return null;
  // Where the file would be a record once renamed: the same folder, the record path's.
  const renamed = `${repoPath.slice(0, slash + 1)}${m.fixed}`;
  const as = paths.toRecordPath(renamed);
  if (as === null) return null;
  if (!m.caseOnly && exists(renamed)) return { leftAlone: `a copy beside ${m.fixed}` };
  if (!m.caseOnly && !RECORD_AT.test(as)) return { leftAlone: 'renamed, it would be at no record path' };
  const path = `${as.slice(0, as.length - m.fixed.length)}${name}`;
  return { path, problem: problemOf(name, m), advice: adviceOf(name, m) };
}

/**
 * A file extensionCaseProblem names, at its record path (`data/models/acme/two.TOML` →
 * `models/acme/two.TOML`) with its problem, as readers report it; null for any other path and for a
 * file classifyMisnamed leaves alone.
 */
export function misnamedRecord(
  paths: RecordPaths,
  repoPath: string,
  /** Whether a repository path holds a file; without it, every such name is reported. */
  exists: (repoPath: string) => boolean = () => false,
): { path: string; problem: { rule: string; message: string } } | null {
  const c = classifyMisnamed(paths, repoPath, exists);
  return c === null || 'leftAlone' in c ? null : { path: c.path, problem: c.problem };
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
