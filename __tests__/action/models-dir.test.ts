// models-dir other than `models`: the push flow (run in-process against the REST emulator, so it
// tests the source, not the committed bundle) must publish the same feed incrementally as a full
// rebuild does, from a shallow and from a full-depth checkout; the CLI builds it with --models-dir.
import { mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import { runPush } from '../../src/shell/action/push.js';
import type { Settings } from '../../src/shell/action/settings.js';
import { createClient } from '../../src/shell/github/octokit.js';
import { pullRequestEvent, pushEvent } from '../harness/run-action.js';
import { zeroDelays } from '../harness/zero-delays.js';
import { cli } from '../helpers/cli-in-process.js';
import { record } from '../helpers/records.js';
import { pushSettings } from './in-process-push.js';
import { builtLayout, publishedLayout } from './layout-compare.js';
import {
  artifactsOn,
  checkoutOf,
  createWorld,
  fullBuild,
  OWNER,
  onBranch,
  pagesLog,
  publish,
  REPO,
  REPOSITORY_URL,
  runIn,
  TOKEN,
  type World,
} from './push-setup.js';

const MODELS_DIR = 'registry/models';

/** in-process-push's settings of a push to main, with this models-dir, the world's token and `pagesBranch`. */
function settingsFor(world: World, workspace: string, sha: string, pagesBranch: string): Settings {
  return { ...pushSettings(world.gh, sha, workspace), token: TOKEN, modelsDir: MODELS_DIR, pagesBranch };
}

/** The run of a push of `sha` to main: main points there, as it does when that push's run starts. */
async function push(world: World, sha: string, depth: 'full' | 'shallow', pagesBranch: string) {
  await world.origin.git('update-ref', 'refs/heads/main', sha);
  const workspace = await checkoutOf(world, sha, depth);
  const client = createClient({ token: TOKEN, baseUrl: world.gh.url, timing: zeroDelays() });
  return runPush(settingsFor(world, workspace, sha, pagesBranch), client);
}

describe('models-dir = registry/models', () => {
  let world: World;
  let c1: string;
  let c2: string;
  let c3: string;
  let c4: string;

  beforeAll(async () => {
    // The action logs through @actions/core to stdout; keep the test output readable.
    jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    world = await createWorld();
    c1 = await world.origin.commit({
      files: {
        [`${MODELS_DIR}/acme/one.toml`]: record('acme', 'one'),
        [`${MODELS_DIR}/acme/two.toml`]: record('acme', 'two'),
        // A decoy where the default folder would be: not a record under this models-dir.
        'models/decoy/nope.toml': 'not = "a record here"\n',
        'README.md': '# r\n',
      },
      message: 'add one and two',
    });
    c2 = await world.origin.commit({
      files: { [`${MODELS_DIR}/acme/one.toml`]: record('acme', 'one', { max: 12 }) },
      message: 'one: 12 s',
    });
    c3 = await world.origin.commit({
      files: {
        [`${MODELS_DIR}/acme/two.toml`]: null,
        [`${MODELS_DIR}/acme/three.toml`]: record('acme', 'three'),
        [`${MODELS_DIR}/acme/one.toml`]: record('acme', 'one', { max: 12, status: 'preview' }),
        'models/decoy/nope.toml': 'still = "not ours"\n',
      },
      message: 'two goes, three comes, one in preview',
    });
    c4 = await world.origin.commit({
      files: {
        [`${MODELS_DIR}/acme/three.toml`]: null,
        [`${MODELS_DIR}/acme/tres.toml`]: record('acme', 'tres', { name: 'three model' }),
      },
      message: 'three renamed tres',
    });
  });
  afterAll(async () => {
    await world.close();
    jest.restoreAllMocks();
  });

  for (const depth of ['shallow', 'full'] as const) {
    it(`${depth} checkout: first publish, then incremental publishes equal the full rebuild`, async () => {
      const branch = `pages-${depth}`;
      const first = await push(world, c1, depth, branch);
      expect(first.outputs).toMatchObject({ valid: true, errorCount: 0, eventsCount: 2 });
      expect(await artifactsOn(world, branch)).toEqual(
        await fullBuild(world, c1, ['--models-dir', MODELS_DIR]),
      );

      const second = await push(world, c2, depth, branch);
      expect(second.outputs).toMatchObject({ eventsCount: 1, changedModels: ['acme/one'] });
      const third = await push(world, c3, depth, branch);
      // git (and GitHub) pair two → three by their similar text, but they are two models.
      expect(third.outputs).toMatchObject({
        eventsCount: 3,
        changedModels: ['acme/one', 'acme/three', 'acme/two'],
      });
      // A rename that keeps the model's name is one event with previous_path.
      const fourth = await push(world, c4, depth, branch);
      expect(fourth.outputs).toMatchObject({ eventsCount: 1, changedModels: ['acme/tres'] });

      const published = await artifactsOn(world, branch);
      const rebuilt = await fullBuild(world, c4, ['--models-dir', MODELS_DIR]);
      expect(published).toEqual(rebuilt);
      const feed = JSON.parse(published['drift.json']!);
      expect(feed.head).toBe(c4);
      const line = (e: { type: string; model: { path: string }; previous_path?: string }) =>
        `${e.type} ${e.model.path}${e.previous_path ? ` from ${e.previous_path}` : ''}`;
      expect(feed.events.map(line)).toEqual([
        'model_updated models/acme/tres.toml from models/acme/three.toml',
        'model_updated models/acme/one.toml',
        'model_added models/acme/three.toml',
        'model_removed models/acme/two.toml',
        'model_updated models/acme/one.toml',
        'model_added models/acme/one.toml',
        'model_added models/acme/two.toml',
      ]);
      expect(world.gh.violations).toEqual([]);
    });
  }
});

describe('a publish with another models-dir than the pages branch was built from', () => {
  let world: World;
  let c1: string;

  beforeEach(async () => {
    jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    world = await createWorld();
    // Two registries in one repository: models/ and text/.
    await world.origin.commit({
      files: {
        'models/acme/one.toml': record('acme', 'one'),
        'text/acme/story.toml': record('acme', 'story'),
      },
      message: 'one, and story',
    });
    c1 = await world.origin.commit({
      files: {
        'models/beta/two.toml': record('beta', 'two'),
        'text/acme/story.toml': record('acme', 'story', { max: 12 }),
      },
      message: 'two; story: 12 s',
    });
  });
  afterEach(async () => {
    await world.close();
    jest.restoreAllMocks();
  });

  const run = (modelsDir?: string) =>
    publish(world, {
      before: c1,
      after: c1,
      depth: 'full',
      ...(modelsDir ? { inputs: { 'models-dir': modelsDir } } : {}),
    });
  const index = async () => JSON.parse((await onBranch(world, 'gh-pages', 'api/index.json'))!);

  it('records the folder in api/index.json and rebuilds the whole layout, with a notice, when it changes', async () => {
    expect((await run()).code).toBe(0);
    expect((await index()).models_dir).toBe('models');

    // Before: "Published 0 new drift events", text/'s catalog beside models/' events.
    const text = await run('text');
    expect(text.code).toBe(0);
    expect(text.annotations).toContainEqual({
      level: 'notice',
      message: 'Rebuilt the whole drift feed: models-dir changed to text.',
    });
    expect(text.summary).toContain(
      'Rebuilt the whole feed (models-dir changed to text): 2 drift events in all',
    );
    expect(text.outputs['events-count']).toBe('2');
    expect(await publishedLayout(world)).toEqual(
      await builtLayout(world, c1, undefined, ['--models-dir', 'text']),
    );
    expect((await index()).models_dir).toBe('text');

    // The same folder again: nothing to do. Back to models: rebuilt again.
    const again = await run('text');
    expect(again.outputs['pages-commit']).toBe('');
    expect(again.stdout).not.toContain('rebuilding the whole layout');
    const back = await run();
    expect(back.annotations).toContainEqual({
      level: 'notice',
      message: 'Rebuilt the whole drift feed: models-dir changed to models.',
    });
    expect(await publishedLayout(world)).toEqual(await builtLayout(world, c1));
  });

  it('a branch from before models_dir was recorded counts as models: kept by a push of models, rebuilt for text', async () => {
    expect((await run()).code).toBe(0);
    const { models_dir, ...older } = await index();
    expect(models_dir).toBe('models');
    await world.origin.commit({
      branch: 'gh-pages',
      files: { 'api/index.json': `${JSON.stringify(older)}\n` },
      message: 'as an older release wrote it',
    });
    const c2 = await world.origin.commit({ files: { 'models/beta/two.toml': null }, message: 'two goes' });
    const push = await publish(world, { before: c1, after: c2, depth: 'full' });
    expect(push.stdout).not.toContain('rebuilding the whole layout');
    expect(push.outputs['events-count']).toBe('1');
    expect(await publishedLayout(world)).toEqual(await builtLayout(world, c2));

    await world.origin.commit({
      branch: 'gh-pages',
      files: { 'api/index.json': `${JSON.stringify({ ...(await index()), models_dir: undefined })}\n` },
      message: 'as an older release wrote it',
    });
    const text = await publish(world, {
      before: c2,
      after: c2,
      depth: 'full',
      inputs: { 'models-dir': 'text' },
    });
    expect(text.annotations).toContainEqual({
      level: 'notice',
      message: 'Rebuilt the whole drift feed: api/index.json did not say which models-dir it was built from.',
    });
    expect(await publishedLayout(world)).toEqual(
      await builtLayout(world, c2, undefined, ['--models-dir', 'text']),
    );
  });
});

describe('models-dir inside a committed symlink (data → real, models-dir data/models)', () => {
  let world: World;
  let c1: string;

  beforeAll(async () => {
    jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    world = await createWorld();
    c1 = await world.origin.commit({
      files: { 'real/models/acme/one.toml': record('acme', 'one'), data: 'real', 'README.md': '# r\n' },
      modes: { data: '120000' },
      message: 'records behind a link',
    });
  });
  afterAll(async () => {
    await world.close();
    jest.restoreAllMocks();
  });

  const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const LINKED =
    'data/models:1:1: file/symlink  the models folder is inside data, a symbolic link: git keeps the link, not the records it leads to, so build and the action see none of them; name the real folder as models-dir';

  it('the push is invalid and publishes nothing, where it published the record with no feed events', async () => {
    const run = await publish(world, {
      before: c1,
      after: c1,
      depth: 'full',
      inputs: { 'models-dir': 'data/models' },
    });
    expect(run.code).toBe(1);
    // The link, the one problem (as when models-dir itself is a link): not also "the registry has
    // no records: add … files", which the link explains.
    expect(run.outputs).toMatchObject({ valid: 'false', 'error-count': '1', 'pages-commit': '' });
    expect(world.gh.checkRuns.at(-1)?.annotations).toMatchObject([
      { path: 'data/models', annotation_level: 'failure', title: 'file/symlink' },
    ]);
    expect(await pagesLog(world)).toEqual([]);
    // Its check run and its job summary name the registry, so two registries' read apart.
    expect(world.gh.checkRuns.at(-1)?.name).toBe('Model registry (data/models)');
    expect(run.summary).toMatch(/^### Model registry \(data\/models\): 1 validation error$/m);
    expect(world.gh.checkRuns.at(-1)?.output.summary).toMatch(
      /^### Model registry \(data\/models\): 1 validation error$/m,
    );
  });

  it('validate (working tree) and build (git tree) say the same', async () => {
    const root = await checkoutOf(world, c1, 'full');
    const validate = await cli(['validate', '--models-dir', 'data/models'], root);
    expect(validate.code).toBe(1);
    expect(validate.stdout).toMatch(new RegExp(`^${literal(LINKED)}\n1 error \\(no files checked\\)\n$`));
    const out = await mkdtemp(join(tmpdir(), 'models-dir-link-'));
    try {
      const build = await cli(
        [
          'build',
          '--root',
          root,
          '--out',
          out,
          '--models-dir',
          'data/models',
          '--repository-url',
          REPOSITORY_URL,
        ],
        root,
      );
      expect(build.code).toBe(1);
      expect(build.stderr).toMatch(new RegExp(`^${literal(LINKED)}\n1 error \\(no files checked\\)\n`));
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });
});

describe('models-dir = registry/models: history warnings', () => {
  let world: World;

  beforeAll(async () => {
    jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    world = await createWorld();
  });
  afterAll(async () => {
    await world.close();
    jest.restoreAllMocks();
  });

  /** A full-depth push from the commit with broken versions to the one that fixes them. */
  const pushFixed = (broken: string, fixed: string) =>
    publish(world, { before: broken, after: fixed, depth: 'full', inputs: { 'models-dir': MODELS_DIR } });

  it('a version in history that does not parse is annotated at its file, and its message names no other path', async () => {
    const path = `${MODELS_DIR}/acme/one.toml`;
    await world.origin.commit({ files: { [path]: record('acme', 'one') }, message: 'one' });
    const broken = await world.origin.commit({ files: { [path]: 'schema_version = \n' }, message: 'oops' });
    const fixed = await world.origin.commit({
      files: { [path]: record('acme', 'one', { max: 12 }) },
      message: 'fixed',
    });
    const run = await pushFixed(broken, fixed);
    expect(run.code).toBe(0);
    const warnings = run.annotations.filter((a) => a.level === 'warning');
    // Before: "models/acme/one.toml at commit … does not parse", on the file registry/models/acme/one.toml.
    // The position is in the text, not the annotation's line: that is the old version's line.
    expect(warnings).toEqual([
      expect.objectContaining({
        file: path,
        title: 'history/unparseable',
        message: expect.stringMatching(
          new RegExp(
            `^line 1, column 18: the version at commit ${broken.slice(0, 7)} does not parse and is left out of the drift feed: `,
          ),
        ),
      }),
    ]);
    const root = await checkoutOf(world, fixed, 'full');
    const diff = await cli(
      ['diff', broken, fixed, '--models-dir', MODELS_DIR, '--repository-url', REPOSITORY_URL],
      root,
    );
    expect(diff.stderr).toMatch(
      new RegExp(
        `^${path}:1:18: history/unparseable \\(warning\\) {2}the version before commit ${fixed.slice(0, 7)} does not parse`,
      ),
    );
  });

  it('more history warnings than GitHub shows a step: nine annotated, the tenth says how many more, the rest logged', async () => {
    // Before: twelve warning annotations, of which GitHub shows ten, and nothing said two were hidden.
    const paths = Array.from({ length: 12 }, (_, i) => `${MODELS_DIR}/acme/m${i}.toml`);
    const broken = await world.origin.commit({
      files: Object.fromEntries(paths.map((p) => [p, 'schema_version = \n'])),
      message: 'twelve broken',
    });
    const fixed = await world.origin.commit({
      files: Object.fromEntries(paths.map((p, i) => [p, record('acme', `m${i}`)])),
      message: 'twelve fixed',
    });
    const run = await pushFixed(broken, fixed);
    expect(run.code).toBe(0);
    const warnings = run.annotations.filter((a) => a.level === 'warning');
    expect(warnings.map((a) => a.title ?? '')).toEqual([...Array(9).fill('history/unparseable'), '']);
    expect(warnings[9]!.message).toBe(
      "3 more old record versions are left out of the drift feed; GitHub shows 10 warnings a step, so they are listed in this step's log.",
    );
    // Said as validate says a warning (before: `warning: FILE:L:C: RULE: MESSAGE`).
    const logged = run.stdout.split('\n').filter((l) => l.includes(' history/unparseable (warning)  '));
    expect(logged).toHaveLength(3);
    for (const line of logged)
      expect(line).toMatch(
        /^registry\/models\/acme\/m\d+\.toml:1:18: history\/unparseable \(warning\) {2}the version at commit /,
      );
  });

  it("a warning's message shows bidi and control characters, as the validation annotations do", async () => {
    // An old version's parser message quotes what it stopped at: U+202E there reversed the rest.
    const path = `${MODELS_DIR}/acme/one.toml`;
    const broken = await world.origin.commit({
      files: { [path]: 'schema_version = 1\nstatus = x\u202ey\n' },
      message: 'bidi',
    });
    const fixed = await world.origin.commit({
      files: { [path]: record('acme', 'one', { max: 14 }) },
      message: 'fixed again',
    });
    const run = await pushFixed(broken, fixed);
    expect(run.code).toBe(0);
    const messages = run.annotations.filter((a) => a.level === 'warning').map((a) => a.message);
    // Named where the message says what is wrong; escaped in what it proposes to write.
    expect(messages).toEqual([
      expect.stringContaining(
        'x U+202E (right-to-left override) y is not a TOML value: write text in quotes ("x\\u202ey")',
      ),
    ]);
    expect(messages[0]).not.toContain('\u202e');
  });
});

describe('the repository checked out in a sub-folder of the workspace (actions/checkout path: sub)', () => {
  let world: World;
  let c1: string;
  let broken: string;

  beforeAll(async () => {
    jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    world = await createWorld();
    c1 = await world.origin.commit({
      files: { 'models/acme/one.toml': record('acme', 'one'), 'README.md': '# r\n' },
      message: 'one',
    });
    broken = await world.origin.commit({
      branch: 'pr-1',
      parent: c1,
      files: { 'models/acme/one.toml': record('acme', 'one', { max: 0 }) },
      message: 'broken',
    });
  });
  afterAll(async () => {
    await world.close();
    jest.restoreAllMocks();
  });

  /** A workspace holding the checkout of `sha` at `sub/`. */
  async function nested(sha: string, depth: 'full' | 'shallow'): Promise<string> {
    const workspace = await mkdtemp(join(world.scratch, 'workspace-'));
    await rename(await checkoutOf(world, sha, depth), join(workspace, 'sub'));
    return workspace;
  }

  const MESSAGE =
    /^there is no git checkout at the workspace .*: check the repository out there first \(actions\/checkout without path:\)/;

  it('a push with models-dir sub/models fails before any request, where it published the catalog without its events', async () => {
    const run = await runIn(world, await nested(c1, 'full'), {
      inputs: { 'models-dir': 'sub/models' },
      event: pushEvent({ owner: OWNER, repo: REPO, before: c1, after: c1 }),
    });
    expect(run.code).toBe(1);
    expect(run.annotations).toEqual([{ level: 'error', message: expect.stringMatching(MESSAGE) }]);
    expect(world.gh.requests).toEqual([]);
    expect(await pagesLog(world)).toEqual([]);
  });

  it('a pull request with models-dir sub/models fails, where its broken record passed unchecked', async () => {
    const pr = await world.gh.addPullRequest({
      number: 1,
      baseSha: c1,
      headSha: broken,
      headRef: 'pr-1',
      title: 'broken',
    });
    const event = pullRequestEvent({
      owner: OWNER,
      repo: REPO,
      number: 1,
      headSha: broken,
      baseSha: c1,
      headRef: 'pr-1',
      mergeSha: pr.mergeSha,
    });
    const run = await runIn(world, await nested(pr.mergeSha!, 'shallow'), {
      inputs: { 'models-dir': 'sub/models' },
      event,
    });
    expect(run.code).toBe(1);
    expect(run.annotations).toEqual([{ level: 'error', message: expect.stringMatching(MESSAGE) }]);
    expect(world.gh.checkRuns).toEqual([]);
    expect(world.gh.comments).toEqual([]);
  });
});
