// Git's file modes, as `git ls-tree`, `git log --raw` and GitHub's tree API give them.

/** A symbolic link: its blob is the link's text, never a record. */
export const LINK_MODE = '120000';
/** A gitlink: a submodule's commit, whose files are in another repository. */
export const GITLINK_MODE = '160000';
/** A regular file, plain or executable. */
export function isRegularFileMode(mode: string): boolean {
  return mode === '100644' || mode === '100755';
}
