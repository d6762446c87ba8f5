// The reusable workflow against action.yml, read with a structural outline reader (yaml-outline.ts:
// block mappings and sequences only). What this checks: names of inputs and outputs, how each is
// wired (`${{ inputs.x }}`, `${{ steps.registry.outputs.x }}`, …), defaults, and the pinned action
// ref. What it does not: that GitHub accepts the files (expression syntax, types).
import { readFileSync } from 'node:fs';
import { jest } from '@jest/globals';
import pkg from '../../package.json' with { type: 'json' };
import { ACTION_REPOSITORY } from '../../src/core/scaffold/registry.js';
import { readSettings } from '../../src/shell/action/settings.js';
import { get, mapping, type Node, parseYamlOutline } from './yaml-outline.js';

const action = parseYamlOutline(readFileSync('action.yml', 'utf8'));
const workflow = parseYamlOutline(readFileSync('.github/workflows/registry.yml', 'utf8'));
const call = get(workflow, 'on', 'workflow_call');
const job = get(workflow, 'jobs', 'registry');
const steps = get(job, 'steps') as Node[];
const step = mapping(steps.find((s) => mapping(s).id === 'registry') as Node);

const actionInputs = mapping(get(action, 'inputs'));
const actionOutputs = Object.keys(mapping(get(action, 'outputs')));
/** Workflow inputs that configure the job, not the action. */
const WORKFLOW_ONLY = ['fetch-depth', 'runs-on', 'timeout-minutes'];

describe('reusable workflow ↔ action.yml', () => {
  it('exposes every action output, wired from the step through the job', () => {
    expect(actionOutputs).toEqual(['valid', 'error-count', 'events-count', 'changed-models', 'pages-commit']);
    const callOutputs = mapping(get(call, 'outputs'));
    const jobOutputs = mapping(get(job, 'outputs'));
    expect(Object.keys(callOutputs)).toEqual(actionOutputs);
    expect(Object.keys(jobOutputs)).toEqual(actionOutputs);
    for (const name of actionOutputs) {
      expect(get(callOutputs, name, 'value')).toBe(`\${{ jobs.registry.outputs.${name} }}`);
      expect(jobOutputs[name]).toBe(`\${{ steps.registry.outputs.${name} }}`);
    }
  });

  it('passes every action input through with the same default; the token as an optional secret', () => {
    const callInputs = mapping(get(call, 'inputs'));
    const withs = mapping(get(step, 'with'));
    const passed = Object.keys(actionInputs).filter((n) => n !== 'token');
    expect(Object.keys(withs).sort()).toEqual([...passed, 'token'].sort());
    expect(Object.keys(callInputs).sort()).toEqual([...passed, ...WORKFLOW_ONLY].sort());
    for (const name of passed) {
      expect(withs[name]).toBe(`\${{ inputs.${name} }}`);
      const actionDefault = mapping(actionInputs[name] as Node).default ?? '';
      expect([name, get(callInputs, name, 'default')]).toEqual([name, actionDefault]);
    }
    expect(withs.token).toBe(`\${{ secrets.token || github.token }}`);
    expect(get(call, 'secrets', 'token', 'required')).toBe('false');
  });

  it('runs on the runner the caller names (a label or a JSON array of labels), ubuntu-latest by default', () => {
    // GitHub Enterprise Server has no GitHub-hosted runners: a job on ubuntu-latest waits there forever.
    expect(get(call, 'inputs', 'runs-on', 'type')).toBe('string');
    expect(get(call, 'inputs', 'runs-on', 'default')).toBe('ubuntu-latest');
    expect(get(job, 'runs-on')).toBe(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, not a JS template
      "${{ startsWith(inputs.runs-on, '[') && fromJSON(inputs.runs-on) || inputs.runs-on }}",
    );
  });

  it('stops a job after the timeout-minutes the caller names, 30 by default (GitHub: 360)', () => {
    expect(get(call, 'inputs', 'timeout-minutes', 'type')).toBe('number');
    expect(get(call, 'inputs', 'timeout-minutes', 'default')).toBe('30');
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, not a JS template
    expect(get(job, 'timeout-minutes')).toBe('${{ inputs.timeout-minutes }}');
  });

  it('runs the action at the release this package.json names (scripts/release.mjs pins it)', () => {
    expect(step.uses).toBe(`${ACTION_REPOSITORY}@v${pkg.version}`);
  });

  it('README lists every input and output of action.yml', () => {
    const readme = readFileSync('README.md', 'utf8');
    for (const name of [...Object.keys(actionInputs), ...actionOutputs])
      expect([name, readme.includes(`| \`${name}\``)]).toEqual([name, true]);
  });

  it("README's Inputs table gives each input action.yml's default", () => {
    const readme = readFileSync('README.md', 'utf8');
    const table = readme.slice(readme.indexOf('### Inputs'), readme.indexOf('### Outputs'));
    const defaults = new Map(
      [...table.matchAll(/^\| `([a-z-]+)` +\| ([^|]+?) +\|/gm)].map((m) => [m[1]!, m[2]!]),
    );
    expect([...defaults.keys()]).toEqual(Object.keys(actionInputs));
    for (const [name, input] of Object.entries(actionInputs)) {
      const fallback = mapping(input).default ?? '';
      const cell = defaults.get(name)!;
      if (fallback !== '') expect([name, cell.startsWith(`\`${fallback}\``)]).toEqual([name, true]);
      // An empty default is either one the action works out (README names it, as action.yml's
      // description does) or nothing at all.
      else if (name === 'site-url') {
        expect([name, cell.includes('`https://<owner>.github.io/<repo>/`')]).toEqual([name, true]);
        expect(mapping(input).description).toContain('https://<owner>.github.io/<repo>/');
      } else expect([name, cell]).toEqual([name, '(none)']);
    }
  });

  it("README gives the reusable workflow's own inputs with their defaults", () => {
    const readme = readFileSync('README.md', 'utf8').replace(/\s+/g, ' ');
    for (const name of WORKFLOW_ONLY) {
      const fallback = get(call, 'inputs', name, 'default');
      expect([name, readme.includes(`\`${name}\` (default \`${fallback}\``)]).toEqual([name, true]);
    }
  });
});

describe('action.yml ↔ the settings the action reads', () => {
  it('reads every input action.yml declares, and no other', () => {
    // The runner hands inputs over as INPUT_<NAME> variables; record which ones readSettings asks for.
    const asked = new Set<string>();
    const saved = process.env;
    const env: NodeJS.ProcessEnv = { ...saved, INPUT_TOKEN: 't' };
    process.env = new Proxy(env, {
      get: (target, key) => {
        if (typeof key === 'string' && key.startsWith('INPUT_')) asked.add(key);
        return target[key as string];
      },
    });
    const quiet = jest.spyOn(process.stdout, 'write').mockImplementation(() => true); // ::add-mask::
    try {
      readSettings({
        GITHUB_REPOSITORY: 'acme/registry',
        GITHUB_EVENT_NAME: 'push',
        GITHUB_SHA: 'a'.repeat(40),
        GITHUB_WORKSPACE: '/tmp',
      });
    } finally {
      process.env = saved;
      quiet.mockRestore();
    }
    expect([...asked].sort()).toEqual(
      Object.keys(actionInputs)
        .map((n) => `INPUT_${n.toUpperCase()}`)
        .sort(),
    );
  });
});

/**
 * A concurrency group as GitHub computes it for a run: each `${{ … }}` evaluated as JavaScript, whose
 * `&&`, `||` and `!` keep or negate their operands as GitHub's expressions do ("Evaluate expressions
 * in workflows and actions"), a missing property being null; `inputs.models-dir` (a hyphen in a
 * name) read as `inputs['models-dir']`. Enough for the expressions used here.
 */
function groupOf(
  template: string,
  github: Record<string, unknown>,
  inputs: Record<string, unknown> = CALLER_DEFAULTS,
): string {
  const js = template.replace(
    /\$\{\{(.*?)\}\}/g,
    (_, expr: string) =>
      `\${(${expr
        .replace(/\bgithub((?:\.\w+)+)/g, (path: string) => path.replaceAll('.', '?.'))
        .replace(/\binputs\.([\w-]+)/g, (_, name: string) => `inputs[${JSON.stringify(name)}]`)}) ?? ''}`,
  );
  const format = (f: string, ...args: unknown[]) =>
    f.replace(/\{(\d+)\}/g, (_, i) => String(args[Number(i)]));
  const contains = (list: unknown[], item: unknown) => list.includes(item);
  return new Function('github', 'inputs', 'format', 'contains', 'fromJSON', `return \`${js}\`;`)(
    github,
    inputs,
    format,
    contains,
    JSON.parse,
  );
}

/** The reusable workflow's inputs as a caller that sets none has them. */
const CALLER_DEFAULTS = { 'models-dir': 'models', 'pages-branch': 'gh-pages' };

describe('concurrency groups (reusable workflow, README step example)', () => {
  const readmeGroup = /^ {2}group: (.*)$/m.exec(readFileSync('README.md', 'utf8'))![1]!;
  const workflowGroup = get(job, 'concurrency', 'group') as string;
  const repo = { repository: 'acme/registry' };
  const run = (event_name: string, ref: string, event: object = {}) => ({ ...repo, event_name, ref, event });
  const main = 'refs/heads/main';
  const push = run('push', main);

  it.each([
    ['the reusable workflow', workflowGroup],
    ['README', readmeGroup],
  ])('%s: a run that never publishes cannot displace a publish waiting on the default branch', (_, group) => {
    const of = (github: Record<string, unknown>) => groupOf(group, github);
    // Publishing runs of the default branch wait for one another (one runs, the newest waits).
    expect(of(run('workflow_dispatch', main))).toBe(of(push));
    expect(of(push)).toMatch(/^model-registry-.*refs\/heads\/main$/);
    expect(of(run('schedule', main))).toMatch(/refs\/heads\/main-schedule$/);
    // GitHub cancels the run waiting in a group when another arrives: a scheduled validation or a
    // comment-triggered run of main in the publishes' group would cancel the waiting publish, and
    // its commits would stay unpublished until the next push.
    for (const other of ['schedule', 'issue_comment', 'workflow_run', 'repository_dispatch'])
      expect([other, of(run(other, main))]).not.toEqual([other, of(push)]);
    // One group per pull request, whatever its event; none shared with a branch.
    const pr = { pull_request: { number: 5 } };
    expect(of(run('pull_request_review', main, pr))).toBe(of(run('pull_request', 'refs/pull/5/merge', pr)));
    expect(of(run('pull_request', 'refs/pull/5/merge', pr))).toMatch(/-pr-5$/);
    expect(of(run('pull_request_target', main, pr))).not.toBe(of(push));
    expect(of(run('push', 'refs/heads/feature'))).not.toBe(of(push));
  });

  it('the reusable workflow: two registries of one repository (their own models-dir and pages-branch) never share a group', () => {
    // Before: both callers' runs of a branch or pull request shared one group, so one registry's
    // run waited on the other's, and a newer one of either cancelled the other's waiting run.
    const text = { 'models-dir': 'text/models', 'pages-branch': 'text-pages' };
    const image = { 'models-dir': 'image/models', 'pages-branch': 'image-pages' };
    const pr = run('pull_request', 'refs/pull/5/merge', { pull_request: { number: 5 } });
    for (const github of [push, pr, run('schedule', main)]) {
      expect(groupOf(workflowGroup, github, text)).not.toBe(groupOf(workflowGroup, github, image));
      // Either input alone tells them apart too.
      expect(groupOf(workflowGroup, github, { ...text, 'pages-branch': 'gh-pages' })).not.toBe(
        groupOf(workflowGroup, github, { ...image, 'pages-branch': 'gh-pages' }),
      );
      expect(groupOf(workflowGroup, github, { ...text, 'models-dir': 'models' })).not.toBe(
        groupOf(workflowGroup, github, { ...image, 'models-dir': 'models' }),
      );
      expect(groupOf(workflowGroup, github, text)).toBe(groupOf(workflowGroup, github, { ...text }));
      // Inputs that differ only in where a hyphen falls: joined with a `-`, both read pages-text-models.
      expect(
        groupOf(workflowGroup, github, { 'pages-branch': 'pages-text', 'models-dir': 'models' }),
      ).not.toBe(groupOf(workflowGroup, github, { 'pages-branch': 'pages', 'models-dir': 'text-models' }));
    }
  });
});

describe('yaml-outline', () => {
  it('reads mappings, sequences, quoted and block scalars; refuses duplicate keys', () => {
    const doc = parseYamlOutline(
      'a:\n  b: "x: y" # c\n  c: >-\n    one\n    two\n  d:\n    - e: 1\n      f: \'2\'\n    - plain\n',
    );
    expect(doc).toEqual({ a: { b: 'x: y', c: 'one two', d: [{ e: '1', f: '2' }, 'plain'] } });
    expect(() => parseYamlOutline('a: 1\nb: 2\na: 3\n')).toThrow(/duplicate key a/);
  });
});
