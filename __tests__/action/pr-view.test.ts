// What a pull request's author and reviewer read: the drift preview comment, the job summary and the
// check run, on pull requests built from the real records (../shared/conformance) and the example
// registry, run in-process against the GitHub emulator on a shallow checkout of the merge commit.

import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type GitHubEmulator, startGitHubEmulator } from '../harness/github/server.js';
import { createTestRepo, type TestRepo } from '../harness/github/test-repo.js';
import { testIf } from '../harness/prerequisite.js';
import { runInProcess } from '../harness/run-in-process.js';
import { record } from '../helpers/records.js';
import { openPullRequest } from './pr-workspace.js';

const OWNER = 'acme';
const REPO = 'registry';
const TOKEN = 'ghs_pr_view_token';
const MARKER = '<!-- model-registry-action:drift-preview -->';

let repo: TestRepo;
let scratch: string;
let gh: GitHubEmulator;
/** The main branch: the six real records and the example registry's three. */
let base: string;
/** Record path → text, as on the main branch. */
const records: Record<string, string> = {};

async function readModels(dir: string): Promise<void> {
  for (const lab of await readdir(join(dir, 'models'))) {
    for (const f of await readdir(join(dir, 'models', lab))) {
      records[`models/${lab}/${f}`] = await readFile(join(dir, 'models', lab, f), 'utf8');
    }
  }
}

const conformanceDir = join(process.cwd(), '../shared/conformance');
const haveConformance = existsSync(join(conformanceDir, 'models'));

beforeAll(async () => {
  if (!haveConformance) return;
  await readModels(conformanceDir);
  await readModels('examples/registry');
  repo = await createTestRepo();
  scratch = await mkdtemp(join(tmpdir(), 'pr-view-'));
  base = await repo.commit({ message: 'registry', files: { 'README.md': '# registry\n', ...records } });
  await repo.checkout(base);
});

afterAll(async () => {
  await repo?.cleanup();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

beforeEach(async () => {
  if (!haveConformance) return;
  gh = await startGitHubEmulator({ owner: OWNER, repo: REPO, gitDir: repo.dir, token: TOKEN });
});

afterEach(async () => {
  if (!gh) return;
  try {
    expect(gh.violations).toEqual([]);
    expect(gh.internalErrors).toEqual([]);
  } finally {
    await gh.close();
  }
});

/** Opens pull request `number` from `head` into main and runs the action on it in-process. */
async function runPr(number: number, head: string, baseSha = base, env?: Record<string, string | undefined>) {
  const pr = { number, baseSha, headSha: head, headRef: `pr-${number}`, title: `PR ${number}` };
  const { ws, event } = await openPullRequest(gh, scratch, pr);
  return runInProcess({ cwd: ws, gh, actionYml: 'action.yml', githubToken: TOKEN, inputs: {}, event, env });
}

const conformanceTest = testIf(haveConformance, conformanceDir);

conformanceTest(
  'a new model reads in the preview as its feed item will: its summary, not only its path',
  async () => {
    const aurora = records['models/northwind/aurora-video-1.toml']!;
    const head = await repo.commit({
      branch: 'pr-1',
      parent: base,
      message: 'Aurora Video 2',
      files: {
        'models/northwind/aurora-video-2.toml': aurora
          .replace('id = "northwind/aurora-video-1"', 'id = "northwind/aurora-video-2"')
          .replace('name = "Aurora Video 1"', 'name = "Aurora Video 2"'),
      },
    });
    const run = await runPr(1, head);
    expect(run.code).toBe(0);
    const section = [
      '#### `northwind/aurora-video-2` Aurora Video 2: added',
      '',
      '```text',
      'New video model by Northwind.',
      'Tasks: text to video',
      'Pricing: published',
      'Status: available; documentation: documented',
      'Sources (3): https://northwind.example/models/aurora-video-1, https://docs.northwind.example/api/videos, https://northwind.example/pricing',
      'Record: models/northwind/aurora-video-2.toml',
      '```',
    ].join('\n');
    expect(gh.comments).toHaveLength(1);
    expect(gh.comments[0]!.body).toContain(`${MARKER}\n### Model registry: drift preview\n`);
    expect(gh.comments[0]!.body).toContain(section);
    expect(run.summary).toContain(section);
  },
);

conformanceTest(
  "a preview cut at the job summary's size does not claim the job summary lists every event",
  async () => {
    // 30 real-sized records whose label grows to 20 kB each: about 40 kB an event, so the comment
    // holds a few and the job summary's half megabyte a dozen or so.
    const veo = records['models/google/veo-3-1.toml']!;
    const label = 'English is fully supported; other languages have not been evaluated.';
    const copy = (i: number, published: string) =>
      veo
        .replace('id = "google/veo-3-1"', `id = "google/veo-copy-${i}"`)
        .replace('name = "Veo 3.1"', `name = "Veo copy ${i}"`)
        .replace(`published_label = "${label}"`, `published_label = "${published}"`);
    const many = (published: (i: number) => string) =>
      Object.fromEntries(
        Array.from({ length: 30 }, (_, i) => [`models/google/veo-copy-${i}.toml`, copy(i, published(i))]),
      );
    const bigMain = await repo.commit({
      branch: 'big-main',
      parent: base,
      message: '30 copies',
      files: many(() => label),
    });
    const head = await repo.commit({
      branch: 'pr-2',
      parent: bigMain,
      message: 'long labels',
      files: many((i) => `${i} ${'long label '.repeat(1800)}`),
    });
    const run = await runPr(2, head, bigMain);
    expect(run.code).toBe(0);
    const shown = (md: string) => md.split('\n').filter((l) => l.startsWith('#### `google/veo-copy-')).length;
    const body = gh.comments[0]!.body;
    const inSummary = shown(run.summary);
    const inComment = shown(body);
    expect(inComment).toBeGreaterThan(0);
    expect(inSummary).toBeGreaterThan(inComment);
    expect(inSummary).toBeLessThan(30);
    const diff = `\`model-registry diff ${bigMain.slice(0, 7)}...${head.slice(0, 7)}\``;
    expect(run.summary).toContain(
      `… and ${30 - inSummary} more events, past the job summary's size limit; ${diff} lists every one.\n`,
    );
    expect(body).toContain(
      `… and ${30 - inComment} more events: the job summary lists ${inSummary - inComment} more of them, and ${diff} every one.\n`,
    );
    expect(run.summary).not.toContain('the job summary lists them all');
  },
);

conformanceTest(
  'a pull request that validates no record says so, not "0 changed record files valid"',
  async () => {
    // It removes a record and edits the README: nothing is left to validate, one event to preview.
    const head = await repo.commit({
      branch: 'pr-3',
      parent: base,
      message: 'drop cadence-tts-2',
      files: { 'models/cadence/cadence-tts-2.toml': null, 'README.md': '# registry\n\nModels.\n' },
    });
    const run = await runPr(3, head);
    expect(run.code).toBe(0);
    expect(gh.checkRuns).toHaveLength(1);
    expect(gh.checkRuns[0]!.output.title).toBe('No changed record files to validate');
    expect(gh.checkRuns[0]!.output.summary).toBe('### Model registry: no changed record files to validate\n');
    expect(run.summary).toContain('### Model registry: no changed record files to validate\n');
    expect(run.summary).not.toContain('0 changed record files');
    expect(gh.comments[0]!.body).toContain('#### `cadence/cadence-tts-2` Cadence TTS 2: removed');
  },
);

/** A new model with three mistakes: a wrong value, a missing required field, an unknown nested key. */
const NEW_VIDEO = record('acme', 'new-video', { name: 'New Video', labName: 'Acme' })
  .replace('modality = "video"', 'modality = "vidoe"')
  .replace('max = 8\n', 'max = 8\nmaximum = 10\n')
  .replace(/\[pricing\]\n(?:.+\n)*\n/, '');

conformanceTest(
  "the job summary's problems link to their line in the pull request's head commit",
  async () => {
    const head = await repo.commit({
      branch: 'pr-4',
      parent: base,
      message: 'New Video',
      files: { 'models/acme/new-video.toml': NEW_VIDEO },
    });
    const run = await runPr(4, head);
    expect(run.code).toBe(1);
    const blob = `https://github.com/${OWNER}/${REPO}/blob/${head}/models/acme/new-video.toml`;
    const rows = [
      `| [models/acme/new-video.toml:1:1](${blob}#L1) | error | schema/required | missing required field pricing (a table, \\[pricing\\]; its fields: state, source\\_ids, charges) |`,
      `| [models/acme/new-video.toml:8:1](${blob}#L8) | error | schema/enum | model.modality must be one of image, video, audio, found "vidoe" (did you mean "video"?) |`,
      `| [models/acme/new-video.toml:23:1](${blob}#L23) | error | schema/additional-property | capability\\_profiles\\[0\\].duration: unknown field "maximum" (allowed fields: state, mode, unit, min, max, step, automatic, source\\_ids) |`,
    ].join('\n');
    expect(run.summary).toContain(`| Where | Level | Rule | Problem |\n| --- | --- | --- | --- |\n${rows}\n`);
    expect(gh.checkRuns[0]!.output.summary).toContain(rows);
    // The annotations point at the same lines.
    expect(gh.checkRuns[0]!.annotations.map((a) => [a.path, a.start_line, a.start_column, a.title])).toEqual([
      ['models/acme/new-video.toml', 1, 1, 'schema/required'],
      ['models/acme/new-video.toml', 8, 1, 'schema/enum'],
      ['models/acme/new-video.toml', 23, 1, 'schema/additional-property'],
    ]);
  },
);

conformanceTest(
  'one event too long for the comment is cut there, and the events after it still show',
  async () => {
    const veo = records['models/google/veo-3-1.toml']!;
    const label = 'English is fully supported; other languages have not been evaluated.';
    const head = await repo.commit({
      branch: 'pr-5',
      parent: base,
      message: 'a long label, a price, a status',
      files: {
        'models/elevenlabs/eleven-v3.toml': records['models/elevenlabs/eleven-v3.toml']!.replace(
          'status = "available"',
          'status = "preview"',
        ),
        // 70 kB: more than a whole comment holds.
        'models/google/veo-3-1.toml': veo.replace(label, `${label} ${'More detail. '.repeat(5400)}`),
        'models/openai/gpt-image-2.toml': records['models/openai/gpt-image-2.toml']!.replace(
          'amount = 5.0',
          'amount = 4.0',
        ),
      },
    });
    const run = await runPr(5, head);
    expect(run.code).toBe(0);
    const body = gh.comments[0]!.body;
    const headings = (md: string) => md.split('\n').filter((l) => l.startsWith('#### '));
    const all = [
      '#### `elevenlabs/eleven-v3` Eleven v3: 1 fields changed',
      '#### `google/veo-3-1` Veo 3.1: 1 fields changed',
      '#### `openai/gpt-image-2` GPT Image 2: 1 fields changed',
    ];
    expect(headings(body)).toEqual(all);
    expect(body).not.toContain('more event');
    expect(body).toContain('pricing.charges[id="standard-text-input"].amount: 5 -> 4\n');
    // The long one is cut inside its code block, saying where it reads whole.
    const diff = `model-registry diff ${base.slice(0, 7)}...${head.slice(0, 7)}`;
    expect(body).toMatch(
      new RegExp(
        `More detail\\. [^\\n]*\\n… \\(\\d[\\d,]* more bytes of this event: \`${diff}\` shows it whole\\)\\n\`\`\`\\n`,
      ),
    );
    expect(Buffer.byteLength(body)).toBeLessThan(65_536);
    // The job summary has room for it whole.
    expect(headings(run.summary)).toEqual(all);
    expect(run.summary).not.toContain('more bytes of this event');
  },
);

conformanceTest(
  'without GITHUB_STEP_SUMMARY the summary goes to the log, where no record text starts a workflow command',
  async () => {
    const aurora = records['models/northwind/aurora-video-1.toml']!;
    const head = await repo.commit({
      branch: 'pr-9',
      parent: base,
      message: 'hostile values',
      files: {
        // A new model whose status holds a line break, and a record given a key that reads as a command.
        'models/acme/beta.toml': record('acme', 'beta', { status: 'x\\n::error title=INJECTED::pwned' }),
        'models/northwind/aurora-video-1.toml': `"::add-mask::secret" = 1\n"::error title=KEY::pwned" = 2\n${aurora}`,
      },
    });
    const run = await runPr(9, head, base, { GITHUB_STEP_SUMMARY: undefined });
    const log = run.stdout;
    expect(log).toContain('GITHUB_STEP_SUMMARY is not set');
    expect(run.summary).toBe('');
    // The record text reached the log, in the preview and in the problems' table ...
    expect(log).toContain('Status: "x\\n::error title=INJECTED::pwned"; documentation: documented');
    expect(log).toContain('unknown field "::add-mask::secret"');
    // ... and no line of it is a command the runner runs: only the action's own.
    const lines = log.split(/\r\n|\r|\n/).filter((l) => l.trim().startsWith('::'));
    expect(lines.filter((l) => /INJECTED|KEY|secret/.test(l))).toEqual([]);
    expect(run.commands.filter((c) => c.command === 'add-mask').map((c) => c.message)).toEqual([TOKEN]);
    expect(run.annotations.filter((a) => /INJECTED|KEY|pwned/.test(`${a.title} ${a.message}`))).toEqual([]);
  },
);
