// Runs a built action (`node dist/index.js`) as a separate process with a runner-like environment built from
// scratch, and parses what it leaves behind: outputs, job summary, workflow-command annotations.
// Always async spawn: the emulator serving the action lives in this process (a sync spawn deadlocks it).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export {
  issueCommentOnPullRequestEvent,
  mergeGroupEvent,
  pullRequestEvent,
  pushEvent,
  webhookExamples,
} from './github/webhook-payloads.js';

/** The `before` of a push that created its branch (GitHub's all-zero commit id). */
export const ZERO_SHA = '0'.repeat(40);

/**
 * The default of RunActionOptions.timeoutMs: clearly below jest's testTimeout (60 s, jest.config.js), so a
 * hung action fails with the harness's message and the log's tail, not jest's bare timeout.
 */
export const ACTION_TIMEOUT_MS = 50_000;

export interface RunActionOptions {
  /** Script to run with node, resolved against the current directory (e.g. `dist/index.js`). */
  entry: string;
  /** The checked-out workspace: GITHUB_WORKSPACE and the child's cwd. */
  cwd: string;
  /** The emulator (anything with its url, owner and repo). */
  gh: { url: string; owner: string; repo: string };
  /** Action inputs by name as in action.yml (`pages-branch` becomes `INPUT_PAGES-BRANCH`). */
  inputs?: Record<string, string>;
  /**
   * Path of the action's `action.yml`: inputs not given get its defaults, as a runner fills them in
   * (`${{ github.token }}` becomes `githubToken`).
   */
  actionYml?: string;
  /** The token a workflow's `github.token` expression evaluates to. */
  githubToken?: string;
  event: { name: string; payload: Record<string, unknown> };
  /** GITHUB_SHA / GITHUB_REF; by default taken from the payload as the runner would. */
  sha?: string;
  ref?: string;
  /** Extra variables (override the defaults; `undefined` removes one). */
  env?: Record<string, string | undefined>;
  /** Give up on the action after this long (default ACTION_TIMEOUT_MS); keep it below the test's timeout. */
  timeoutMs?: number;
  /** Told the action's process once it is started (to signal it, as a runner cancelling the job does). */
  onSpawn?: (child: ChildProcess) => void;
}

export interface ActionAnnotation {
  level: 'error' | 'warning' | 'notice';
  file?: string;
  line?: number;
  endLine?: number;
  col?: number;
  endColumn?: number;
  title?: string;
  message: string;
}

export interface WorkflowCommand {
  command: string;
  properties: Record<string, string>;
  message: string;
}

export interface ActionRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  /** From GITHUB_OUTPUT (`name<<delimiter` blocks and `name=value` lines). */
  outputs: Record<string, string>;
  /** Variables the action exported through GITHUB_ENV. */
  exportedEnv: Record<string, string>;
  /** GITHUB_STEP_SUMMARY contents. */
  summary: string;
  /** `::error` / `::warning` / `::notice` commands from stdout, unescaped. */
  annotations: ActionAnnotation[];
  /** Every workflow command from stdout (debug, group, add-mask, ...), unescaped. */
  commands: WorkflowCommand[];
  /** The environment the action got (for assertions on isolation). */
  env: Record<string, string>;
  durationMs: number;
}

/** Reverses @actions/core's escaping; one pass, so `%253A` correctly becomes `%3A`. */
export function unescapeCommandValue(s: string): string {
  const map: Record<string, string> = { '%25': '%', '%0D': '\r', '%0A': '\n', '%3A': ':', '%2C': ',' };
  return s.replace(/%(25|0D|0A|3A|2C)/g, (m) => map[m]!);
}

/** Workflow commands on stdout, honouring `::stop-commands::TOKEN` ... `::TOKEN::`. */
export function parseWorkflowCommands(stdout: string): WorkflowCommand[] {
  const commands: WorkflowCommand[] = [];
  let stopToken: string | null = null;
  for (const line of stdout.split(/\r?\n/)) {
    const m = /^::([A-Za-z-]+)(?: ([^:]*))?::(.*)$/.exec(line);
    if (!m) continue;
    if (stopToken !== null) {
      if (m[1] === stopToken && !m[2]) stopToken = null;
      continue;
    }
    const properties: Record<string, string> = {};
    for (const pair of (m[2] ?? '').split(',').filter(Boolean)) {
      const eq = pair.indexOf('=');
      if (eq > 0) properties[pair.slice(0, eq)] = unescapeCommandValue(pair.slice(eq + 1));
    }
    const message = unescapeCommandValue(m[3]!);
    if (m[1] === 'stop-commands') stopToken = message;
    commands.push({ command: m[1]!, properties, message });
  }
  return commands;
}

export function annotationsOf(commands: WorkflowCommand[]): ActionAnnotation[] {
  const num = (v: string | undefined) => (v === undefined ? undefined : Number(v));
  return commands
    .filter((c) => c.command === 'error' || c.command === 'warning' || c.command === 'notice')
    .map((c) => {
      const a: ActionAnnotation = { level: c.command as ActionAnnotation['level'], message: c.message };
      const p = c.properties;
      if (p.file !== undefined) a.file = p.file;
      if (p.line !== undefined) a.line = num(p.line);
      if (p.endLine !== undefined) a.endLine = num(p.endLine);
      if (p.col !== undefined) a.col = num(p.col);
      if (p.endColumn !== undefined) a.endColumn = num(p.endColumn);
      if (p.title !== undefined) a.title = p.title;
      return a;
    });
}

/** GITHUB_OUTPUT / GITHUB_ENV file format: `name<<DELIM\nvalue\nDELIM` blocks and `name=value` lines. */
export function parseKeyValueFile(text: string): Record<string, string> {
  const result: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const end = lines.indexOf(heredoc[2]!, i + 1);
      if (end === -1) throw new Error(`unterminated ${heredoc[1]}<<${heredoc[2]} block`);
      result[heredoc[1]!] = lines.slice(i + 1, end).join('\n');
      i = end;
    } else if (line.includes('=')) {
      const eq = line.indexOf('=');
      result[line.slice(0, eq)] = line.slice(eq + 1);
    }
  }
  return result;
}

/** The payload fields a runner derives GITHUB_SHA / GITHUB_REF / GITHUB_HEAD_REF from. */
interface EventFields {
  after?: string;
  ref?: string;
  number?: number;
  head_commit?: { id?: string } | null;
  merge_group?: { head_sha?: string; head_ref?: string };
  pull_request?: {
    number?: number;
    merge_commit_sha?: string | null;
    head?: { sha?: string; ref?: string };
    base?: { sha?: string; ref?: string };
  };
}

function yamlScalar(raw: string): string {
  const v = raw.trim();
  if (v.startsWith("'")) return v.slice(1, v.lastIndexOf("'")).replace(/''/g, "'");
  if (v.startsWith('"')) return JSON.parse(v.slice(0, v.lastIndexOf('"') + 1)) as string;
  if (v === '|' || v === '>' || /^[|>][+-]?$/.test(v))
    throw new Error('block scalar defaults are not supported');
  return v.replace(/\s+#.*$/, '');
}

/**
 * Input defaults from an action.yml. A deliberately small reader (single-line defaults only) so the
 * harness needs no YAML dependency; it throws on anything it does not understand rather than guess.
 */
export function actionInputDefaults(yaml: string, githubToken = ''): Record<string, string> {
  const lines = yaml.split(/\r?\n/);
  const start = lines.findIndex((l) => /^inputs:\s*$/.test(l));
  const defaults: Record<string, string> = {};
  if (start === -1) return defaults;
  let inputIndent = -1;
  let current: string | null = null;
  for (const line of lines.slice(start + 1)) {
    if (/^\s*(#.*)?$/.test(line)) continue;
    const indent = line.length - line.trimStart().length;
    if (indent === 0) break;
    if (inputIndent === -1) inputIndent = indent;
    const name = indent === inputIndent ? /^\s*([\w-]+):\s*$/.exec(line)?.[1] : undefined;
    if (name) {
      current = name;
      continue;
    }
    const value = /^\s*default:(.*)$/.exec(line)?.[1];
    if (current && value !== undefined && indent > inputIndent) {
      let v = yamlScalar(value);
      if (/^\$\{\{\s*github\.token\s*\}\}$/.test(v)) v = githubToken;
      else if (v.includes('${{')) throw new Error(`unsupported expression in default of ${current}: ${v}`);
      defaults[current] = v;
    }
  }
  return defaults;
}

function defaultShaRef(event: RunActionOptions['event']): { sha: string; ref: string } {
  const p = event.payload as EventFields;
  if (event.name.startsWith('pull_request')) {
    // A pull_request run (and a pull_request_review* one) checks out GitHub's test merge, not the
    // head commit; pull_request_target checks out the base branch.
    const pr = p.pull_request ?? {};
    const target = event.name === 'pull_request_target';
    const sha = target ? pr.base?.sha : (pr.merge_commit_sha ?? pr.head?.sha);
    const ref = target ? `refs/heads/${pr.base?.ref}` : `refs/pull/${p.number ?? pr.number}/merge`;
    return { sha: sha ?? '', ref };
  }
  // merge_group: GITHUB_SHA and GITHUB_REF are the merge group's commit and its queue branch.
  if (event.name === 'merge_group' && p.merge_group) {
    return { sha: p.merge_group.head_sha ?? '', ref: p.merge_group.head_ref ?? '' };
  }
  return { sha: p.after ?? p.head_commit?.id ?? '', ref: p.ref ?? '' };
}

/** What a runner prepares for one step: its temp files and the environment built from scratch. */
export interface RunnerSetup {
  /** Remove with `rm(temp, { recursive: true })` when done. */
  temp: string;
  files: { event: string; output: string; env: string; path: string; state: string; summary: string };
  env: Record<string, string>;
}

export async function prepareRunner(opts: Omit<RunActionOptions, 'entry'>): Promise<RunnerSetup> {
  const temp = await mkdtemp(join(tmpdir(), 'run-action-'));
  const files = {
    event: join(temp, 'event.json'),
    output: join(temp, 'output'),
    env: join(temp, 'env'),
    path: join(temp, 'path'),
    state: join(temp, 'state'),
    summary: join(temp, 'step_summary'),
  };
  const runnerTemp = join(temp, 'runner_temp');
  const home = join(temp, 'home');
  await Promise.all([mkdir(runnerTemp), mkdir(home)]);
  await writeFile(files.event, JSON.stringify(opts.event.payload, null, 2));
  await Promise.all(
    [files.output, files.env, files.path, files.state, files.summary].map((f) => writeFile(f, '')),
  );

  const { sha, ref } = {
    ...defaultShaRef(opts.event),
    ...(opts.sha && { sha: opts.sha }),
    ...(opts.ref && { ref: opts.ref }),
  };
  const pr = (opts.event.payload as EventFields).pull_request;
  const repository = `${opts.gh.owner}/${opts.gh.repo}`;
  // From scratch: nothing of this process's environment (a real runner's GITHUB_* included) leaks in.
  const env: Record<string, string | undefined> = {
    PATH: process.env.PATH,
    HOME: home,
    LANG: 'C.UTF-8',
    TZ: 'UTC',
    NO_PROXY: '127.0.0.1,localhost',
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: opts.event.name,
    GITHUB_EVENT_PATH: files.event,
    GITHUB_REPOSITORY: repository,
    GITHUB_REPOSITORY_OWNER: opts.gh.owner,
    GITHUB_SHA: sha,
    GITHUB_REF: ref,
    GITHUB_REF_NAME: ref
      .replace(/^refs\/(heads|tags)\//, '')
      .replace(/^refs\/pull\/(\d+)\/merge$/, '$1/merge'),
    GITHUB_REF_TYPE: ref.startsWith('refs/tags/') ? 'tag' : 'branch',
    GITHUB_HEAD_REF: pr?.head?.ref ?? '',
    GITHUB_BASE_REF: pr?.base?.ref ?? '',
    GITHUB_WORKSPACE: opts.cwd,
    GITHUB_API_URL: opts.gh.url,
    // Pointed at the emulator too, so a GraphQL call shows up there as an unknown route.
    GITHUB_GRAPHQL_URL: `${opts.gh.url}/graphql`,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_OUTPUT: files.output,
    GITHUB_ENV: files.env,
    GITHUB_PATH: files.path,
    GITHUB_STATE: files.state,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_ACTOR: 'octocat',
    GITHUB_TRIGGERING_ACTOR: 'octocat',
    GITHUB_WORKFLOW: 'registry',
    GITHUB_JOB: 'registry',
    GITHUB_ACTION: 'model-registry-action',
    GITHUB_RUN_ID: '1000000001',
    GITHUB_RUN_NUMBER: '1',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_RETENTION_DAYS: '90',
    RUNNER_OS: 'Linux',
    RUNNER_ARCH: 'X64',
    RUNNER_NAME: 'emulated-runner',
    RUNNER_ENVIRONMENT: 'github-hosted',
    RUNNER_TEMP: runnerTemp,
    RUNNER_TOOL_CACHE: join(temp, 'tool_cache'),
  };
  // Hyphens stay: `pages-branch` → `INPUT_PAGES-BRANCH` (spaces become underscores, as on runners).
  const defaults = opts.actionYml
    ? actionInputDefaults(await readFile(opts.actionYml, 'utf8'), opts.githubToken)
    : {};
  for (const [name, value] of Object.entries({ ...defaults, ...opts.inputs })) {
    env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;
  }
  Object.assign(env, opts.env);
  const defined = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined));
  return { temp, files, env: defined as Record<string, string> };
}

/** The ActionRun of a finished step: its streams and exit, and the files it left. */
export async function collectRun(
  setup: RunnerSetup,
  result: { code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string },
  started: number,
): Promise<ActionRun> {
  const commands = parseWorkflowCommands(result.stdout);
  return {
    ...result,
    outputs: parseKeyValueFile(await readFile(setup.files.output, 'utf8')),
    exportedEnv: parseKeyValueFile(await readFile(setup.files.env, 'utf8')),
    summary: await readFile(setup.files.summary, 'utf8'),
    annotations: annotationsOf(commands),
    commands,
    env: setup.env,
    durationMs: Date.now() - started,
  };
}

export async function runAction(opts: RunActionOptions): Promise<ActionRun> {
  const setup = await prepareRunner(opts);
  try {
    const started = Date.now();
    const result = await new Promise<{
      code: number | null;
      signal: NodeJS.Signals | null;
      stdout: string;
      stderr: string;
    }>((done, fail) => {
      const child = spawn(process.execPath, [resolve(opts.entry)], {
        cwd: opts.cwd,
        env: setup.env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      opts.onSpawn?.(child);
      const out: Buffer[] = [];
      const err: Buffer[] = [];
      child.stdout.on('data', (c: Buffer) => out.push(c));
      child.stderr.on('data', (c: Buffer) => err.push(c));
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        const tail = (b: Buffer[]) => Buffer.concat(b).toString('utf8').slice(-4000);
        fail(
          new Error(
            `action timed out after ${opts.timeoutMs ?? ACTION_TIMEOUT_MS} ms\nstdout:\n${tail(out)}\nstderr:\n${tail(err)}`,
          ),
        );
      }, opts.timeoutMs ?? ACTION_TIMEOUT_MS);
      child.on('error', (e) => {
        clearTimeout(timer);
        fail(e);
      });
      child.on('close', (code, signal) => {
        clearTimeout(timer);
        done({
          code,
          signal,
          stdout: Buffer.concat(out).toString('utf8'),
          stderr: Buffer.concat(err).toString('utf8'),
        });
      });
    });
    return await collectRun(setup, result, started);
  } finally {
    await rm(setup.temp, { recursive: true, force: true });
  }
}
