// The pages-branch input: a branch name as git and GitHub accept it. Checked before anything is
// sent, since GitHub answers a bad name on ref creation with a 422 that reads like a lost race, and
// `refs/heads/gh-pages` would quietly become a new branch named `refs/heads/gh-pages`.

/** Why `name` cannot be a branch (git check-ref-format's rules, plus a full ref name), or null. */
export function branchNameProblem(name: string): string | null {
  if (name === '') return 'it is empty';
  if (name.startsWith('refs/'))
    return `write the branch's name, without refs/heads/ (${name.replace(/^refs\/(heads\/)?/, '') || 'gh-pages'})`;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
  const bad = /[\x00-\x20\x7f~^:?*[\\]/.exec(name);
  if (bad) return `it holds ${JSON.stringify(bad[0])}, which a branch name may not`;
  if (name.startsWith('-')) return 'it starts with "-"';
  if (name === '@' || name.includes('@{')) return 'it is "@" or holds "@{"';
  if (name.includes('..')) return 'it holds ".."';
  if (name.endsWith('.')) return 'it ends with "."';
  const parts = name.split('/');
  if (parts.some((p) => p === '')) return 'it has an empty part (a leading, trailing or double "/")';
  if (parts.some((p) => p.startsWith('.'))) return 'a part of it starts with "."';
  if (parts.some((p) => p.endsWith('.lock'))) return 'a part of it ends with ".lock"';
  if (name === 'HEAD') return '"HEAD" names the current commit, not a branch';
  return null;
}
