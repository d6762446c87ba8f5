// Runs git asynchronously (a sync call would block an HTTP server living in the same process, as in tests).
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { childProcess, os } from '../builtins.js';

export class GitError extends Error {
  constructor(
    message: string,
    readonly exitCode: number | null,
    readonly stderr: string,
  ) {
    super(message);
    this.name = 'GitError';
  }
}

/**
 * Variables that name a repository, index or object store for git instead of the folder it runs in
 * (those of `git rev-parse --local-env-vars` that do: git drops the same ones when it enters a
 * submodule). Git exports them to its hooks: a hook's `model-registry build --root registry` in a
 * linked worktree had GIT_DIR set, so git took the folder it ran in for the top of the work tree,
 * read the records at the wrong paths and said the registry was empty; a relative GIT_DIR failed as
 * "not a git repository". The tool names its repository by --root (the workspace): only that counts.
 * The user's own settings (GIT_CONFIG_*, GIT_CEILING_DIRECTORIES, ...) are kept.
 */
const REPOSITORY_ENV = [
  'GIT_DIR',
  'GIT_WORK_TREE',
  'GIT_IMPLICIT_WORK_TREE',
  'GIT_COMMON_DIR',
  'GIT_INDEX_FILE',
  'GIT_OBJECT_DIRECTORY',
  'GIT_ALTERNATE_OBJECT_DIRECTORIES',
  'GIT_GRAFT_FILE',
  'GIT_SHALLOW_FILE',
  'GIT_PREFIX',
  'GIT_INTERNAL_SUPER_PREFIX',
];

/** The user's global pathspec modes: git fails any call with --literal-pathspecs beside ICASE or GLOB. */
const PATHSPEC_ENV = [
  'GIT_GLOB_PATHSPECS',
  'GIT_NOGLOB_PATHSPECS',
  'GIT_ICASE_PATHSPECS',
  'GIT_LITERAL_PATHSPECS',
];

/** Folders git reads whoever owns them (trustRepository). */
const trusted: string[] = [];

/** The global config file that adds them to the user's own (trustConfig); null if none could be written. */
let trustFile: string | null = null;

/** The folders trustConfig made, removed when this process exits. */
const trustFolders: string[] = [];

/**
 * Has every later git run read the repository at `dir` even when another user owns it. For the
 * action's workspace only: in a container job the steps run as root on the runner user's checkout,
 * and git refused every command there (safe.directory), so the action took a full checkout for a
 * shallow one and read the history through the API (100 commits at most) instead. The workspace is
 * the job's own checkout; actions/checkout trusts it the same way for its own git runs.
 */
export function trustRepository(dir: string): void {
  if (trusted.includes(dir)) return;
  trusted.push(dir);
  trustFile = trustConfig(trusted);
}

/** A value in git's config syntax: quoted, with its backslashes, quotes and line breaks escaped. */
const configValue = (text: string) =>
  `"${text
    .replace(/[\\"]/g, (c) => `\\${c}`)
    .replace(/\n/g, '\\n')
    .replace(/\t/g, '\\t')}"`;

/**
 * Git 2.35.2 to 2.37, and the fix as backported to older ones (Ubuntu 22.04's 2.34.1), honour
 * safe.directory only in system or global config, not from the command line (2.38 on honour both):
 * so a file that includes the user's global config where git would read it, then trusts `dirs`,
 * made git's global config by GIT_CONFIG_GLOBAL (git 2.32 on). In RUNNER_TEMP, which the runner
 * empties after the job, and removed when this process exits.
 */
function trustConfig(dirs: string[]): string | null {
  const { env } = process;
  // Where git reads the user's global config from: GIT_CONFIG_GLOBAL alone, else the XDG file, then
  // ~/.gitconfig (a file that is not there is skipped by git's include).
  // Made absolute: git reads an include's relative path from the including file's folder.
  const xdg = env.XDG_CONFIG_HOME || (env.HOME ? join(env.HOME, '.config') : '');
  const own = (
    env.GIT_CONFIG_GLOBAL
      ? [env.GIT_CONFIG_GLOBAL]
      : [...(xdg ? [join(xdg, 'git', 'config')] : []), ...(env.HOME ? [join(env.HOME, '.gitconfig')] : [])]
  ).map((p) => resolve(p));
  const text = [
    ...(own.length > 0 ? ['[include]', ...own.map((p) => `\tpath = ${configValue(p)}`)] : []),
    '[safe]',
    ...dirs.map((d) => `\tdirectory = ${configValue(d)}`),
    '',
  ].join('\n');
  try {
    if (trustFile !== null) {
      writeFileSync(trustFile, text);
      return trustFile;
    }
    const folder = mkdtempSync(join(env.RUNNER_TEMP || os().tmpdir(), 'model-registry-git-'));
    // One listener for them all: a file whose RUNNER_TEMP was emptied is made again (runs in one process).
    if (trustFolders.push(folder) === 1)
      process.once('exit', () => {
        for (const f of trustFolders) rmSync(f, { recursive: true, force: true });
      });
    const file = join(folder, 'config');
    writeFileSync(file, text);
    return file;
  } catch {
    return null; // the command line's trust (gitEnv) still holds for git 2.38 on
  }
}

/** The object store variables a receive hook's quarantine lives in (see receivingHere). */
const QUARANTINE_ENV = ['GIT_OBJECT_DIRECTORY', 'GIT_ALTERNATE_OBJECT_DIRECTORIES'];

/**
 * Whether git runs in `cwd` from a server's receive hook on that same repository: the pushed objects
 * are then in a quarantine folder (`<git dir>/objects/tmp_objdir-incoming-…`) that git names only
 * through QUARANTINE_ENV, and without them a pushed commit "does not name a commit". Another
 * repository (--root elsewhere) must not get them.
 */
function receivingHere(cwd: string | undefined): boolean {
  const quarantine = process.env.GIT_QUARANTINE_PATH;
  if (!quarantine || cwd === undefined) return false;
  const gitDir = resolve(quarantine, '..', '..');
  // A bare repository is its git dir; a work tree holds it as `.git`.
  const top = basename(gitDir) === '.git' ? dirname(gitDir) : gitDir;
  let here: string;
  try {
    here = realpathSync(resolve(cwd));
  } catch {
    return false;
  }
  return here === top || here.startsWith(top + sep);
}

/**
 * The environment every git run (in `cwd`) gets: this process's, without REPOSITORY_ENV (but with
 * a receive hook's quarantine on its own repository), plus `extra`.
 */
export function gitEnv(extra: NodeJS.ProcessEnv = {}, cwd?: string): NodeJS.ProcessEnv {
  const env = { ...process.env };
  const keep = receivingHere(cwd) ? QUARANTINE_ENV : [];
  for (const name of REPOSITORY_ENV) if (!keep.includes(name)) delete env[name];
  // Each call chooses its own pathspec mode (--literal-pathspecs), which git refuses beside these.
  for (const name of PATHSPEC_ENV) delete env[name];
  // The history and the versions are the commits' own: a replace ref or a graft (which no checkout
  // fetches) made a build cut the history short, or publish a blob no commit holds.
  env.GIT_NO_REPLACE_OBJECTS = '1';
  // A file that cannot be there (a path below a device): an empty one that git could open would
  // print its advice that graft files are deprecated into every git error this tool words.
  env.GIT_GRAFT_FILE = '/dev/null/no-grafts';
  // git's messages in English whatever the user's language: errors are told apart by git's words
  // (resolveRev, refusedRepository), and with LANGUAGE=de a folder that is no repository, or a
  // repository without a commit, was said to be "HEAD does not name a commit". Nothing read from git
  // depends on the locale (paths come -z, subjects --encoding=UTF-8).
  env.LC_ALL = 'C';
  delete env.LANGUAGE;
  if (trusted.length > 0) {
    // As `git -c safe.directory=...` (command scope, which git honours for it), after the user's own.
    const given = Number(env.GIT_CONFIG_COUNT ?? 0);
    let n = Number.isInteger(given) && given > 0 ? given : 0;
    for (const dir of trusted) {
      env[`GIT_CONFIG_KEY_${n}`] = 'safe.directory';
      env[`GIT_CONFIG_VALUE_${n}`] = dir;
      n++;
    }
    env.GIT_CONFIG_COUNT = String(n);
    if (trustFile !== null) env.GIT_CONFIG_GLOBAL = trustFile;
  }
  return { ...env, ...extra };
}

/**
 * An error said in words on its first line, with git's own lines after it: its line breaks are
 * real ones wherever it is printed (each line's other controls still shown escaped).
 */
export class GitLinesError extends Error {
  constructor(words: string, gitLines: string) {
    super(`${words}\n${gitLines.trim()}`);
    this.name = 'GitLinesError';
  }
}

export interface GitOptions {
  cwd: string;
  input?: string | Uint8Array;
  /** Variables on top of gitEnv() (a fetch's GIT_TERMINAL_PROMPT=0). */
  env?: NodeJS.ProcessEnv;
  /** Stops git after this long, failing the call (a stuck fetch must not hang the job). */
  timeoutMs?: number;
}

/** Starts `git <args>` in `cwd`, the one way this project starts git: in gitEnv(env), all three pipes. */
export function spawnGit(
  args: string[],
  cwd: string,
  env?: NodeJS.ProcessEnv,
): ChildProcessWithoutNullStreams {
  const child = childProcess().spawn('git', args, { cwd, env: gitEnv(env, cwd), stdio: 'pipe' });
  child.stdin.on('error', () => {}); // git may exit before reading all input; its exit code tells.
  return child;
}

/** The command in `args`: the first word that is neither an option nor the value of a `-c` or `-C`. */
function command(args: string[]): string {
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '-c' || args[i] === '-C') i++;
    else if (!args[i]!.startsWith('-')) return args[i]!;
  }
  return args[0] ?? '';
}

/**
 * Why a git run that did not succeed ended: git's own message, else its exit code, else the signal
 * that stopped it. A git killed from outside (a cancelled job's process tree, the system out of
 * memory) exits with no code and says nothing, so its signal is all there is to tell.
 */
export function gitEnded(stderr: string, code: number | null, signal: NodeJS.Signals | null): string {
  if (stderr) return stderr;
  if (code === null && signal !== null)
    return `git was stopped by ${signal} from outside (a cancelled job? the system out of memory?)`;
  return `exit code ${code}`;
}

/** `git <args>` → stdout bytes; rejects with the command and git's own message on a non-zero exit. */
export function git(args: string[], options: GitOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawnGit(args, options.cwd, options.env);
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let timedOut = false;
    const timer =
      options.timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            child.kill();
          }, options.timeoutMs);
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    child.on('error', (e) => reject(new GitError(`cannot run git: ${e.message}`, null, '')));
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const stderr = Buffer.concat(err).toString('utf8').trim();
      if (code === 0 && !timedOut) resolve(Buffer.concat(out));
      else if (timedOut)
        reject(
          new GitError(`git ${command(args)} stopped after ${options.timeoutMs! / 1000} s`, code, stderr),
        );
      else
        reject(new GitError(`git ${command(args)} failed: ${gitEnded(stderr, code, signal)}`, code, stderr));
    });
    child.stdin.end(options.input ?? '');
  });
}

/** `git <args>` → its trimmed output, or null when git fails (the answer is then "no"/"unknown"). */
export async function gitAnswer(args: string[], cwd: string): Promise<string | null> {
  try {
    return await gitText(args, cwd);
  } catch {
    return null;
  }
}

/**
 * Git's refusal of a repository owned by another user (its safe.directory check: a container job
 * running as root on a workspace the runner's user checked out, a shared folder), in a user's
 * words; null for any other error. Every git command fails the same way then, so a caller that
 * takes a failure for "no such commit" or "not shallow" would say something untrue.
 */
export function refusedRepository(err: unknown, cwd: string): string | null {
  if (!(err instanceof GitError)) return null;
  // "detected dubious ownership in repository at '<top>'" (git 2.36 on), "unsafe repository ('<top>'
  // is owned by someone else)" (2.35.2).
  const m = /dubious ownership in repository at '(.*)'|unsafe repository \('(.*)' is owned/.exec(err.stderr);
  if (!m) return null;
  const top = m[1] ?? m[2] ?? cwd;
  return `git refuses to read ${top}: it belongs to another user than the one running git (git's safe.directory check). If you trust it: git config --global --add safe.directory ${top}`;
}

export async function gitText(args: string[], cwd: string): Promise<string> {
  return (await git(args, { cwd })).toString('utf8').trim();
}
