// Reads the action's inputs and the runner's standard environment ONCE into one typed object;
// nothing else in the action reads process.env or inputs.
import { readFileSync } from 'node:fs';
import * as core from '@actions/core';
import { branchNameProblem } from '../../core/branch-name.js';
import { readCustomDomain, readSiteUrl } from '../../core/feeds/site-url.js';
import { readPagesDir } from '../../core/pages-dir.js';
import { normalizeModelsDir } from '../../core/record-path.js';

export type PublishMode = 'auto' | 'true' | 'false';

export interface Settings {
  token: string;
  /** Folder of the records, relative to the workspace (`models`). */
  modelsDir: string;
  pagesBranch: string;
  /** pages-dir input: '' (the branch's root) or the branch's folder the layout goes in, ending in `/`. */
  pagesDir: string;
  publish: PublishMode;
  comment: boolean;
  failOnInvalid: boolean;
  eventName: string;
  payload: Record<string, unknown>;
  /** The repository's default branch, as the event payload names it (absent in a `schedule` payload). */
  defaultBranch?: string;
  owner: string;
  repo: string;
  sha: string;
  ref: string;
  workspace: string;
  apiUrl: string;
  serverUrl: string;
  /** `${serverUrl}/${owner}/${repo}`: commit links in the feed. */
  repositoryUrl: string;
  /** site-url input, checked and ending in `/`; undefined: GitHub Pages' address of the repository. */
  siteUrl?: string;
  /** cname input: the site's custom domain, a checked host name, written to the pages branch's CNAME. */
  cname?: string;
  /** GITHUB_RUN_ATTEMPT: 1 for a run's first attempt, more for each re-run (absent: 1). */
  runAttempt?: number;
}

/** The branch a ref names (`refs/heads/main` → `main`); null for a tag, a pull request's merge ref, none. */
export function branchOf(ref: string): string | null {
  return ref.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : null;
}

type Env = Record<string, string | undefined>;

/**
 * pull_request, pull_request_target, pull_request_review, pull_request_review_comment, … : any event
 * about a pull request. Its checkout is unmerged code, so it runs the pull request flow and never
 * publishes, whatever the publish input says.
 */
export function isPullRequestEvent(settings: Pick<Settings, 'eventName' | 'payload'>): boolean {
  return settings.eventName.startsWith('pull_request') || settings.payload.pull_request != null;
}

function required(env: Env, name: string): string {
  const v = env[name];
  if (!v) throw new Error(`${name} is not set: this action runs on a GitHub Actions runner`);
  return v;
}

function boolInput(name: string): boolean {
  const raw = core.getInput(name);
  const v = raw.trim().toLowerCase();
  if (v === '' || v === 'true') return true;
  if (v === 'false') return false;
  throw new Error(`input ${name} must be true or false, got ${JSON.stringify(raw)}`);
}

function pagesBranchInput(raw: string): string {
  const name = raw.trim();
  if (name === '') return 'gh-pages';
  const problem = branchNameProblem(name);
  if (problem)
    throw new Error(`input pages-branch must be a branch name, got ${JSON.stringify(raw)}: ${problem}`);
  return name;
}

function pagesDirInput(raw: string): string {
  const read = readPagesDir(raw);
  if ('error' in read) throw new Error(read.error);
  return read.dir;
}

function siteUrlInput(raw: string): string | undefined {
  if (raw.trim() === '') return undefined;
  const read = readSiteUrl(raw, 'input site-url');
  if ('error' in read) throw new Error(read.error);
  return read.url;
}

function cnameInput(raw: string): string | undefined {
  const domain = readCustomDomain(raw, 'input cname');
  if ('error' in domain) throw new Error(domain.error);
  return domain.cname;
}

function defaultBranchOf(
  payload: Record<string, unknown>,
  eventName: string,
  ref: string,
): { defaultBranch?: string } {
  const branch = (payload.repository as { default_branch?: unknown } | undefined)?.default_branch;
  if (typeof branch === 'string' && branch !== '') return { defaultBranch: branch };
  // A scheduled run's payload names no repository; GitHub runs it on the default branch's tip.
  const scheduled = eventName === 'schedule' ? branchOf(ref) : null;
  return scheduled ? { defaultBranch: scheduled } : {};
}

export function readSettings(env: Env = process.env): Settings {
  // Masked before any other input is read: a message about one must never print the token unmasked.
  const token = core.getInput('token').trim();
  if (!token)
    // Mostly `token: ${{ secrets.X }}` on a run without Actions secrets: Dependabot's, a fork pull request's.
    throw new Error(
      `input token is empty: pass \${{ github.token }} or a personal access token. ` +
        `A secret (token: \${{ secrets.X }}) is empty where GitHub passes no Actions secrets (Dependabot's runs, ` +
        `fork pull requests'): write \${{ secrets.X || github.token }} to fall back to github.token there.`,
    );
  core.setSecret(token);
  const [owner = '', repo = ''] = required(env, 'GITHUB_REPOSITORY').split('/');
  // Case as booleans are read (`True` is YAML's too), so `publish: True` means what comment: True does.
  const rawPublish = core.getInput('publish');
  const publish = (rawPublish.trim().toLowerCase() || 'auto') as PublishMode;
  if (!['auto', 'true', 'false'].includes(publish)) {
    throw new Error(`input publish must be auto, true or false, got ${JSON.stringify(rawPublish)}`);
  }
  const eventPath = env.GITHUB_EVENT_PATH;
  let payload: Record<string, unknown> = {};
  if (eventPath) {
    try {
      payload = JSON.parse(readFileSync(eventPath, 'utf8')) as Record<string, unknown>;
    } catch (err) {
      throw new Error(`cannot read the event payload at ${eventPath}: ${(err as Error).message}`);
    }
  }
  const serverUrl = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
  return {
    token,
    modelsDir: normalizeModelsDir(core.getInput('models-dir')),
    pagesBranch: pagesBranchInput(core.getInput('pages-branch')),
    pagesDir: pagesDirInput(core.getInput('pages-dir')),
    publish,
    comment: boolInput('comment'),
    failOnInvalid: boolInput('fail-on-invalid'),
    eventName: required(env, 'GITHUB_EVENT_NAME'),
    payload,
    ...defaultBranchOf(payload, required(env, 'GITHUB_EVENT_NAME'), env.GITHUB_REF ?? ''),
    owner,
    repo,
    sha: required(env, 'GITHUB_SHA'),
    ref: env.GITHUB_REF ?? '',
    workspace: required(env, 'GITHUB_WORKSPACE'),
    apiUrl: (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, ''),
    serverUrl,
    repositoryUrl: `${serverUrl}/${owner}/${repo}`,
    siteUrl: siteUrlInput(core.getInput('site-url')),
    cname: cnameInput(core.getInput('cname')),
    runAttempt: Number(env.GITHUB_RUN_ATTEMPT) || 1,
  };
}
