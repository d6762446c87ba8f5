// Parsers for `git diff-tree` output (-z raw, -z numstat, patch), combined into GitHub's per-file entries.

export interface FileChange {
  status: 'added' | 'modified' | 'removed' | 'renamed' | 'copied' | 'changed';
  filename: string;
  previous_filename?: string;
  /** New blob id; for a removed file the removed blob's id; null when only the mode changed (as GitHub sends). */
  sha: string | null;
  additions: number;
  deletions: number;
  binary: boolean;
  patch?: string;
}

const STATUS: Record<string, FileChange['status']> = {
  A: 'added',
  M: 'modified',
  D: 'removed',
  R: 'renamed',
  C: 'copied',
  T: 'changed',
};

export function parseRaw(out: string): Omit<FileChange, 'additions' | 'deletions' | 'binary'>[] {
  const tokens = out.split('\0');
  const result: Omit<FileChange, 'additions' | 'deletions' | 'binary'>[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const meta = tokens[i]!;
    if (!meta.startsWith(':')) continue;
    const [oldMode, newMode, oldSha, newSha, code] = meta.slice(1).split(' ');
    const letter = code!.charAt(0);
    const modeOnly = letter === 'M' && oldSha === newSha && oldMode !== newMode;
    const status = STATUS[letter] ?? 'modified';
    const first = tokens[++i]!;
    if (letter === 'R' || letter === 'C') {
      result.push({ status, previous_filename: first, filename: tokens[++i]!, sha: newSha! });
    } else {
      result.push({ status, filename: first, sha: modeOnly ? null : letter === 'D' ? oldSha! : newSha! });
    }
  }
  return result;
}

export function parseNumstat(out: string): { additions: number; deletions: number; binary: boolean }[] {
  const tokens = out.split('\0');
  const result: { additions: number; deletions: number; binary: boolean }[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const m = /^(\d+|-)\t(\d+|-)\t(.*)$/s.exec(tokens[i]!);
    if (!m) continue;
    if (m[3] === '') i += 2; // rename: old and new names follow as their own tokens
    const binary = m[1] === '-';
    result.push({ additions: binary ? 0 : Number(m[1]), deletions: binary ? 0 : Number(m[2]), binary });
  }
  return result;
}

/** One entry per file in diff order: the hunks (from the first `@@`), or undefined when there are none. */
export function splitPatch(out: string): (string | undefined)[] {
  const chunks = out.split(/^diff --git /m).slice(1);
  return chunks.map((chunk) => {
    const at = chunk.search(/^@@/m);
    return at === -1 ? undefined : chunk.slice(at).replace(/\n$/, '');
  });
}

/**
 * GitHub leaves a file's `patch` out when its diff alone is too big, and for every file after the
 * response's patch budget is spent (the diff view's limits: 100 KB a file, 1 MB in all).
 */
export function applyPatchBudget<T extends { patch?: string }>(
  files: T[],
  limits: { patchFileBytes: number; patchResponseBytes: number },
): T[] {
  let spent = 0;
  let exhausted = false;
  return files.map((f) => {
    if (f.patch === undefined) return f;
    const size = Buffer.byteLength(f.patch);
    const tooBig = size > limits.patchFileBytes;
    if (!tooBig && spent + size > limits.patchResponseBytes) exhausted = true;
    if (tooBig || exhausted) {
      const { patch: _omitted, ...rest } = f;
      return rest as T;
    }
    spent += size;
    return f;
  });
}
