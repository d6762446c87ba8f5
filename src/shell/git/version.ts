// The oldest git the history reader works with, and the words for an older one: git's own refusal
// ("unknown value for --diff-merges") reads like a bug in this tool rather than a setup to change.
import { gitAnswer } from './exec.js';

/** `--diff-merges=first-parent` (log.ts) and GIT_CONFIG_COUNT (exec.ts) came in git 2.31. */
export const GIT_FLOOR = '2.31';

/** The version in `git --version`'s words when it is older than GIT_FLOOR; null if not, or unknown. */
export function belowGitFloor(versionText: string): string | null {
  const m = /^git version ((\d+)\.(\d+)[\w.-]*)/.exec(versionText.trim());
  if (!m) return null;
  const [major, minor] = [Number(m[2]), Number(m[3])];
  const [floorMajor, floorMinor] = GIT_FLOOR.split('.').map(Number) as [number, number];
  return major < floorMajor || (major === floorMajor && minor < floorMinor) ? m[1]! : null;
}

/**
 * Asked after something failed (never before: a start-up spawn for every run, and a version string
 * this does not know must not stop a git that works): the reason to give first, or null.
 */
export async function gitTooOld(cwd: string): Promise<string | null> {
  const text = await gitAnswer(['--version'], cwd);
  const version = text === null ? null : belowGitFloor(text);
  return version === null
    ? null
    : `this needs git ${GIT_FLOOR} or later, and the git on PATH is ${version}: install a newer git. What git said`;
}
