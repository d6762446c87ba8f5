// runAction against a stand-in action built on the real @actions/core and @actions/github, talking to the
// emulator from a separate process: environment isolation, outputs, summary, annotations, payloads. And
// runInProcess: the same ActionRun as the built bundle gives, with the process left as it was found.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type GitHubEmulator, startGitHubEmulator } from './github/server.js';
import { createTestRepo, type TestRepo } from './github/test-repo.js';
import {
  actionInputDefaults,
  parseKeyValueFile,
  parseWorkflowCommands,
  pullRequestEvent,
  pushEvent,
  runAction,
  webhookExamples,
  ZERO_SHA,
} from './run-action.js';
import { abandonedRunSettled, runInProcess } from './run-in-process.js';
import { ACTION_ENTRY } from './test-dist.js';

const lib = (p: string) => pathToFileURL(join(process.cwd(), 'node_modules', p)).href;

// Uses the same libraries a real bundle would, so escaping and file formats are theirs, not ours.
const FAKE_ACTION = `
import * as core from '${lib('@actions/core/lib/core.js')}';
import { context, getOctokit } from '${lib('@actions/github/lib/github.js')}';
const octokit = getOctokit(core.getInput('github-token', { required: true }));
const branch = core.getInput('pages-branch');
let tip = null;
try {
  tip = (await octokit.rest.git.getRef({ ...context.repo, ref: 'heads/' + branch })).data.object.sha;
} catch (e) {
  tip = 'status ' + e.status;
}
core.setOutput('tip', tip);
core.setOutput('multi', 'line1\\nline2');
core.setOutput('leak', process.env.LEAK_ME ?? 'none');
core.setOutput('sha', context.sha);
core.setOutput('ref', context.ref);
core.setOutput('head', context.payload.pull_request?.head?.sha ?? '');
core.exportVariable('EXPORTED', 'yes');
core.error('bad value: really, truly', { file: 'models/a,b.toml', startLine: 3, startColumn: 5, title: 'Schema: error' });
core.warning('100% done\\nsecond line');
core.notice('plain note');
await core.summary.addHeading('Registry report').addRaw('all good').write();
if (core.getInput('fail') === 'true') core.setFailed('publish failed');
`;

let repo: TestRepo;
let gh: GitHubEmulator;
let scratch: string;
let entry: string;
let main: string;

beforeAll(async () => {
  repo = await createTestRepo();
  main = await repo.commit({ files: { 'models/a.toml': 'a = 1\n' } });
  await repo.commit({ branch: 'gh-pages', parent: null, files: { 'index.json': '{}' } });
  await repo.checkout(main);
  gh = await startGitHubEmulator({ owner: 'acme', repo: 'registry', gitDir: repo.dir, token: 'write-token' });
  scratch = await mkdtemp(join(tmpdir(), 'fake-action-'));
  entry = join(scratch, 'index.mjs');
  await writeFile(entry, FAKE_ACTION);
});

afterAll(async () => {
  await gh?.close();
  await repo?.cleanup();
  await rm(scratch, { recursive: true, force: true });
});

test('push run: isolated env, inputs with hyphens, outputs, summary, escaped annotations', async () => {
  process.env.LEAK_ME = 'leaked';
  try {
    const run = await runAction({
      entry,
      cwd: repo.dir,
      gh,
      inputs: { 'github-token': 'write-token', 'pages-branch': 'gh-pages' },
      event: pushEvent({ owner: 'acme', repo: 'registry', before: ZERO_SHA, after: main }),
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.env['INPUT_PAGES-BRANCH']).toBe('gh-pages');
    expect(run.outputs).toMatchObject({
      tip: (await repo.git('rev-parse', 'gh-pages')).trim(),
      multi: 'line1\nline2',
      leak: 'none',
      sha: main,
      ref: 'refs/heads/main',
    });
    expect(run.exportedEnv).toEqual({ EXPORTED: 'yes' });
    expect(run.summary).toContain('<h1>Registry report</h1>');
    expect(run.annotations).toEqual([
      {
        level: 'error',
        file: 'models/a,b.toml',
        line: 3,
        col: 5,
        title: 'Schema: error',
        message: 'bad value: really, truly',
      },
      { level: 'warning', message: '100% done\nsecond line' },
      { level: 'notice', message: 'plain note' },
    ]);
    // The child reached the emulator through GITHUB_API_URL, with the percent-encoded ref decoded.
    expect(gh.requests).toContainEqual(
      expect.objectContaining({
        method: 'GET',
        path: '/repos/acme/registry/git/ref/heads/gh-pages',
        status: 200,
      }),
    );
    expect(gh.violations).toEqual([]);
  } finally {
    delete process.env.LEAK_ME;
  }
});

test('pull_request run: GITHUB_SHA is the test merge commit; failures exit 1', async () => {
  const head = await repo.commit({ branch: 'topic', parent: main, files: { 'models/b.toml': 'b = 1\n' } });
  const pr = await gh.addPullRequest({ number: 5, baseSha: main, headSha: head, headRef: 'topic' });
  const run = await runAction({
    entry,
    cwd: repo.dir,
    gh,
    inputs: { 'github-token': 'write-token', 'pages-branch': 'missing', fail: 'true' },
    event: pullRequestEvent({
      owner: 'acme',
      repo: 'registry',
      number: 5,
      headSha: head,
      baseSha: main,
      headRef: 'topic',
      mergeSha: pr.mergeSha,
    }),
  });
  expect(run.code).toBe(1);
  expect(run.outputs).toMatchObject({ sha: pr.mergeSha, ref: 'refs/pull/5/merge', head, tip: 'status 404' });
  expect(run.env.GITHUB_HEAD_REF).toBe('topic');
  expect(run.annotations.at(-1)).toEqual({ level: 'error', message: 'publish failed' });
});

test('webhook payloads are real examples retargeted at the test repository', () => {
  const push = pushEvent({ owner: 'acme', repo: 'registry', before: 'a'.repeat(40), after: 'b'.repeat(40) });
  const text = JSON.stringify(push.payload);
  expect(text).not.toContain('Codertocat');
  expect(push.payload).toMatchObject({
    ref: 'refs/heads/main',
    before: 'a'.repeat(40),
    after: 'b'.repeat(40),
    created: false,
    repository: { full_name: 'acme/registry', name: 'registry', owner: { login: 'acme' } },
    head_commit: { id: 'b'.repeat(40) },
  });
  const fork = pullRequestEvent({
    owner: 'acme',
    repo: 'registry',
    number: 9,
    headSha: 'c'.repeat(40),
    baseSha: 'd'.repeat(40),
    headRef: 'patch-1',
    headOwner: 'outsider',
  }).payload;
  expect(fork).toMatchObject({
    action: 'synchronize',
    number: 9,
    after: 'c'.repeat(40),
    pull_request: {
      head: { sha: 'c'.repeat(40), repo: { full_name: 'outsider/registry', fork: true } },
      base: { sha: 'd'.repeat(40), ref: 'main', repo: { full_name: 'acme/registry' } },
    },
  });
  expect(webhookExamples('push').length).toBeGreaterThan(0);
});

test('workflow command and output-file parsing', () => {
  const cmds = parseWorkflowCommands(
    [
      '::error file=a%2Cb.toml,line=2::x%25y%0Az',
      '::stop-commands::tok',
      '::error::ignored while stopped',
      '::tok::',
      '::debug::d%3A',
      'plain text',
    ].join('\n'),
  );
  expect(cmds).toEqual([
    { command: 'error', properties: { file: 'a,b.toml', line: '2' }, message: 'x%y\nz' },
    { command: 'stop-commands', properties: {}, message: 'tok' },
    { command: 'debug', properties: {}, message: 'd:' },
  ]);
  expect(parseKeyValueFile('a=1\nb<<EOF\nx\ny\nEOF\nc=\n')).toEqual({ a: '1', b: 'x\ny', c: '' });
});

test('action.yml input defaults, as a runner fills them in', () => {
  const yml = [
    'name: x',
    'inputs:',
    '  token:',
    '    description: >-',
    '      default: not this one',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, not a JS template.
    '    default: ${{ github.token }}',
    '  pages-branch:',
    "    default: 'gh-pages' # comment",
    '  comment:',
    '    required: false',
    '    default: "true"',
    '  no-default:',
    '    description: d',
    'runs:',
    '  using: node24',
    '  main: dist/index.js',
  ].join('\n');
  expect(actionInputDefaults(yml, 'tok')).toEqual({
    token: 'tok',
    'pages-branch': 'gh-pages',
    comment: 'true',
  });
});

describe('runInProcess', () => {
  const event = () => pushEvent({ owner: 'acme', repo: 'registry', before: ZERO_SHA, after: main });
  const common = () => ({
    cwd: repo.dir,
    gh,
    actionYml: 'action.yml',
    githubToken: 'write-token',
    inputs: { 'pages-branch': 'site' },
    event: event(),
  });

  test('gives what the built bundle gives: exit code, outputs, summary, workflow commands', async () => {
    // models/a.toml is no record: the run fails with located annotations and a check run.
    const bundled = await runAction({ ...common(), entry: ACTION_ENTRY });
    const inProcess = await runInProcess(common());
    expect(bundled.code).toBe(1);
    // Linked to its line in the commit checked.
    expect(bundled.summary).toMatch(
      /\| \[models\/a\.toml:1:1\]\(https:\/\/github\.com\/acme\/registry\/blob\/[0-9a-f]{40}\/models\/a\.toml#L1\) \| error \| file\/location \|/,
    );
    // The validation is folded into its log group; the failure follows it.
    expect(bundled.commands.map((c) => c.command)).toEqual(['add-mask', 'group', 'endgroup', 'error']);
    for (const run of [bundled, inProcess]) expect(run.stderr).toBe('');
    const comparable = (r: typeof bundled) => ({
      code: r.code,
      signal: r.signal,
      outputs: r.outputs,
      exportedEnv: r.exportedEnv,
      summary: r.summary,
      commands: r.commands,
    });
    expect(comparable(inProcess)).toEqual(comparable(bundled));
    expect(Object.keys(inProcess.env).sort()).toEqual(Object.keys(bundled.env).sort());
    const [a, b] = gh.checkRuns
      .slice(-2)
      .map((c) => ({ ...c, id: 0, external_id: '', started_at: '', completed_at: '' }));
    expect(b).toEqual(a);
  });

  test('leaves env, working directory, exit code and stdout as it found them', async () => {
    process.env.LEAK_ME = 'kept';
    const before = {
      env: { ...process.env },
      cwd: process.cwd(),
      exitCode: process.exitCode,
      write: process.stdout.write,
    };
    try {
      const run = await runInProcess({ ...common(), env: { LEAK_ME: undefined } });
      expect(run.code).toBe(1);
      expect(run.env.LEAK_ME).toBeUndefined();
      expect(run.env.GITHUB_WORKSPACE).toBe(repo.dir);
      expect({ ...process.env }).toEqual(before.env);
      expect(process.cwd()).toBe(before.cwd);
      expect(process.exitCode).toBe(before.exitCode);
      expect(process.stdout.write).toBe(before.write);
      // A second run gets its own summary file (@actions/core caches the first one's path).
      const again = await runInProcess(common());
      expect(again.summary).toBe(run.summary);
    } finally {
      delete process.env.LEAK_ME;
    }
  });

  test('refuses a second run while one is going: they would share env, cwd and stdout', async () => {
    const first = runInProcess(common());
    await expect(runInProcess(common())).rejects.toThrow(/one run at a time/);
    expect((await first).code).toBe(1);
  });

  test('a run that times out keeps env, cwd and stdout until it settles; runs asked for meanwhile are refused', async () => {
    const before = { cwd: process.cwd(), write: process.stdout.write, actions: process.env.GITHUB_ACTIONS };
    let release = () => {};
    const hung = new Promise<void>((done) => {
      release = done;
    });
    // Before: the harness gave everything back at its timeout while the run went on in the next test's
    // process state (jest's equal timeout fired first, so its message was never seen either).
    await expect(runInProcess({ ...common(), timeoutMs: 5, action: () => hung })).rejects.toThrow(
      /^action timed out after 5 ms/,
    );
    expect(process.cwd()).toBe(repo.dir);
    expect(process.env.GITHUB_ACTIONS).toBe('true');
    expect(process.stdout.write).not.toBe(before.write);
    await expect(runInProcess(common())).rejects.toThrow(/previous run timed out and is still running/);
    release();
    await abandonedRunSettled();
    expect(process.cwd()).toBe(before.cwd);
    expect(process.env.GITHUB_ACTIONS).toBe(before.actions);
    expect(process.stdout.write).toBe(before.write);
    expect((await runInProcess(common())).code).toBe(1);
  });
});
