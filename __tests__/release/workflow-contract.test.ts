// The reusable workflow against action.yml, read with a structural outline reader (yaml-outline.ts:
// block mappings and sequences only). What this checks: names of inputs and outputs, how each is
// wired (`${{ inputs.x }}`, `${{ steps.registry.outputs.x }}`, …), defaults, and the pinned action
// ref. What it does not: that GitHub accepts the files (expression syntax, types).
import { readFileSync } from 'node:fs';
import pkg from '../../package.json' with { type: 'json' };
import { ACTION_REPOSITORY } from '../../src/core/scaffold/registry.js';
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
const WORKFLOW_ONLY = ['fetch-depth', 'runs-on'];

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
      "${{ startsWith(inputs.runs-on, '[') && fromJSON(inputs.runs-on) || inputs.runs-on }}",
    );
  });

  it('runs the action at the release this package.json names (scripts/release.mjs pins it)', () => {
    expect(step.uses).toBe(`${ACTION_REPOSITORY}@v${pkg.version}`);
  });

  it('README lists every input and output of action.yml', () => {
    const readme = readFileSync('README.md', 'utf8');
    for (const name of [...Object.keys(actionInputs), ...actionOutputs])
      expect([name, readme.includes(`| \`${name}\``)]).toEqual([name, true]);
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
