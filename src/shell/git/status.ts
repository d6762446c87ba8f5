// The record files of a working tree that differ from its HEAD: what a build of HEAD leaves out.
import type { RecordPaths } from '../../core/record-path.js';
import { git } from './exec.js';

/**
 * Record paths (`models/...`) of the files under the models folder that are untracked (ignored or
 * not), changed (staged or not) or deleted, sorted; [] where git cannot tell (a bare repository). One
 * `git status`, limited to the models folder. `modelsDir`: relative to `cwd`; `fromTop`: the same
 * mapping from the repository's top, where git's porcelain paths start.
 */
export async function recordFilesNotAtHead(
  cwd: string,
  modelsDir: string,
  fromTop: RecordPaths,
): Promise<string[]> {
  let out: Buffer;
  try {
    out = await git(
      [
        '--no-optional-locks',
        '--literal-pathspecs',
        'status',
        '--porcelain=v1',
        '-z',
        '--untracked-files=all',
        // Ignored ones too, each by its path (validate reads them as it reads any file).
        '--ignored=traditional',
        // A rename shows as the deletion and the addition, both a difference, each one path.
        '--no-renames',
        '--',
        modelsDir,
      ],
      { cwd },
    );
  } catch {
    return []; // only a note: the build itself says what is wrong with the repository
  }
  const paths = out
    .toString('utf8')
    .split('\0')
    .filter((entry) => entry.length > 3)
    .map((entry) => fromTop.toRecordPath(entry.slice(3)))
    .filter((p): p is string => p !== null);
  return [...new Set(paths)].sort();
}
