// Where results reach people, in-process against the emulator: the note about what GitHub leaves out of
// workflow-command annotations, and sizes counted in UTF-8 bytes wherever GitHub counts bytes.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import type { Diagnostic } from '../../src/core/types.js';
import { validateRegistry } from '../../src/core/validate/index.js';
import { annotate, fallbackNote, writeSummary } from '../../src/shell/action/report.js';
import { tokenLogin, upsertComment } from '../../src/shell/github/comment.js';
import { createClient } from '../../src/shell/github/octokit.js';
import { file, PATH, record } from '../fixtures/validate/helpers.js';
import { type GitHubEmulator, startGitHubEmulator } from '../harness/github/server.js';
import { createTestRepo, type TestRepo } from '../harness/github/test-repo.js';
import { zeroDelays } from '../harness/zero-delays.js';

const repoId = { owner: 'acme', repo: 'registry' };
let repo: TestRepo;
let head: string;
let gh: GitHubEmulator;
let stdout: string[];

const diag = (i: number, over: Partial<Diagnostic> = {}): Diagnostic => ({
  file: `models/acme/m${i}.toml`,
  line: i + 1,
  column: 1,
  pointer: '/model/name',
  rule: 'schema/pattern',
  message: `problem ${i}`,
  severity: 'error',
  ...over,
});

/** Workflow-command annotations of a level that point at a file. */
const commands = (level: string) => stdout.filter((l) => l.startsWith(`::${level} `) && l.includes('file='));

const validation = (diagnostics: Diagnostic[]) => ({ files: 3, records: [], diagnostics });

beforeAll(async () => {
  repo = await createTestRepo();
  head = await repo.commit({ message: 'one', files: { 'models/acme/m0.toml': 'x = 1\n' } });
});

afterAll(async () => {
  await repo?.cleanup();
});

beforeEach(async () => {
  gh = await startGitHubEmulator({ ...repoId, gitDir: repo.dir });
  stdout = [];
  jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stdout.push(String(chunk));
    return true;
  });
});

afterEach(async () => {
  jest.restoreAllMocks();
  try {
    expect(gh.violations).toEqual([]);
    expect(gh.internalErrors).toEqual([]);
  } finally {
    await gh.close();
  }
});

const octokit = () => createClient({ token: 't', baseUrl: gh.url, timing: zeroDelays() }).octokit;
const input = (diagnostics: Diagnostic[]) => ({
  octokit: octokit(),
  repo: repoId,
  sha: head,
  checkName: 'Model registry',
  validation: validation(diagnostics),
  fileOf: (p: string) => p,
  failOnInvalid: true,
  alwaysCheck: true,
});

describe('the note on fallback annotations', () => {
  it('says what GitHub shows (10 errors and 10 warnings per step, 50 per job), only when a level is over 10', () => {
    expect(fallbackNote(10, 10)).toBe('');
    expect(fallbackNote(0, 0)).toBe('');
    const note =
      '\n> [!NOTE]\n> Without permission to write checks, the problems are annotated with workflow commands, ' +
      'and GitHub shows 10 errors and 10 warnings per step, 50 per job: this step has 11 error annotations and 1 warning annotation, all listed above.\n';
    expect(fallbackNote(11, 1)).toBe(note);
    expect(fallbackNote(1, 11)).toContain(
      'this step has 1 error annotation and 11 warning annotations, all listed above.',
    );
    // A failing step adds its own error annotation: 10 errors then make 11, one hidden.
    expect(fallbackNote(10, 0, { failing: true })).toContain(
      'this step has 10 error annotations (and its failure message, one more) and 0 warning annotations, all listed above.',
    );
    expect(fallbackNote(9, 0, { failing: true })).toBe('');
    // The action's own warning, printed before the findings, takes one of the 10: the 10th finding is hidden.
    expect(fallbackNote(0, 10, { ownWarnings: 1 })).toContain(
      "this step has 0 error annotations and 10 warning annotations (and 1 warning of this action's before them), all listed above.",
    );
    expect(fallbackNote(0, 9, { ownWarnings: 1 })).toBe('');
    expect(fallbackNote(3000, 0, { listedAll: false })).toContain(
      'this step has 3000 error annotations and 0 warning annotations, the first of them listed above (the table stops at half the summary size; `model-registry validate` lists them all).',
    );
  });

  it('read-only token: workflow commands for all, and the note in the summary only when some are hidden', async () => {
    gh.setTokenPermissions('read');
    const ten = [...Array.from({ length: 10 }, (_, i) => diag(i)), diag(10, { severity: 'warning' })];
    const quiet = await annotate({ ...input(ten), failOnInvalid: false });
    expect(quiet).not.toContain('[!NOTE]');
    expect(commands('error')).toHaveLength(10);
    stdout = [];
    // Failing, the step's own error is the 11th: one is hidden, and the note says so.
    expect(await annotate(input(ten))).toContain(
      'this step has 10 error annotations (and its failure message, one more)',
    );

    stdout = [];
    const twelve = [...Array.from({ length: 12 }, (_, i) => diag(i)), diag(12, { severity: 'warning' })];
    const loud = await annotate(input(twelve));
    expect(loud).toContain(
      "this step has 12 error annotations (and its failure message, one more) and 1 warning annotation (and 1 warning of this action's before them), all listed above.",
    );
    expect(commands('error')).toHaveLength(12);
    expect(commands('warning')).toHaveLength(1);
    expect(gh.checkRuns).toEqual([]);

    // Ten warnings: with the action's own warning that it cannot write the check run, eleven.
    stdout = [];
    const tenWarnings = Array.from({ length: 10 }, (_, i) => diag(i, { severity: 'warning' }));
    const crowded = await annotate({ ...input(tenWarnings), failOnInvalid: false });
    expect(stdout.filter((l) => l.startsWith('::warning::The token cannot write check runs'))).toHaveLength(
      1,
    );
    expect(commands('warning')).toHaveLength(10);
    expect(crowded).toContain(
      "this step has 0 error annotations and 10 warning annotations (and 1 warning of this action's before them), all listed above.",
    );
  });
});

describe('a file with more problems than are listed (file/too-many-diagnostics)', () => {
  // 150 unknown keys: 100 diagnostics, then one notice standing for the other 50.
  const keys = Array.from({ length: 150 }, (_, i) => `x${String(i).padStart(3, '0')} = 1\n`).join('');
  const many = () => validateRegistry([file(PATH, keys + record())]).diagnostics;

  it('the check run and the job summary count 150 problems, not 101 lines', async () => {
    const summary = await annotate(input(many()));
    expect(summary).toMatch(/^### Model registry: 150 validation errors\n/);
    expect(gh.checkRuns[0]!.output.title).toBe('150 validation errors');
    expect(gh.checkRuns[0]!.annotations).toHaveLength(101);
  });

  it('read-only token: the note counts the annotations GitHub is given', async () => {
    gh.setTokenPermissions('read');
    const summary = await annotate(input(many()));
    expect(commands('error')).toHaveLength(101);
    // Annotations, not problems: the summary's title above reads 150 validation errors.
    expect(summary).toMatch(/^### Model registry: 150 validation errors\n/);
    expect(summary).toContain(
      "this step has 101 error annotations (and its failure message, one more) and 0 warning annotations (and 1 warning of this action's before them),",
    );
  });
});

describe('sizes in bytes', () => {
  // 300 CJK characters: 300 UTF-16 units, 900 bytes.
  const cjk = '模'.repeat(300);

  it('check run: summary within 65,535 bytes in whole rows, annotation messages within 64 KB', async () => {
    const diagnostics = Array.from({ length: 120 }, (_, i) => diag(i, { message: `${cjk} ${i}` }));
    // 30,000 emoji: 60,000 UTF-16 units (under 65,536) but 120,000 bytes.
    diagnostics.push(diag(120, { message: '😀'.repeat(30_000), rule: `r${'é'.repeat(200)}` }));
    const result = await annotate(input(diagnostics));
    expect(gh.checkRuns).toHaveLength(1);
    const run = gh.checkRuns[0]!;
    expect(Buffer.byteLength(run.output.summary ?? '')).toBeLessThanOrEqual(65_535);
    expect(run.output.summary).toMatch(/… \d+ more not shown \(summary size limit\)\.\n$/);
    expect(run.annotations).toHaveLength(121);
    const last = run.annotations.at(-1)!;
    expect(Buffer.byteLength(last.message)).toBeLessThanOrEqual(64 * 1024);
    expect(/^😀+…$/u.test(last.message)).toBe(true); // cut between two emoji
    expect(Buffer.byteLength(last.title ?? '')).toBeLessThanOrEqual(255);
    // The job summary's table is not held to the check run's limit: all 121 rows.
    expect(result.split('\n').filter((l) => l.startsWith('| models/'))).toHaveLength(121);
  });

  it('job summary: cut at 1 MiB of bytes, on a character boundary', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'summary-'));
    const file = join(dir, 'summary.md');
    await writeFile(file, '');
    const saved = process.env.GITHUB_STEP_SUMMARY;
    process.env.GITHUB_STEP_SUMMARY = file;
    try {
      // 400,000 characters, 1,200,000 bytes.
      await writeSummary(['# head', '模'.repeat(400_000)]);
      const bytes = await readFile(file);
      expect(bytes.length).toBeLessThanOrEqual(1024 * 1024);
      const text = bytes.toString('utf8');
      expect(text.includes('\uFFFD')).toBe(false);
      expect(text.endsWith('模\n\n… (cut at the 1 MiB summary limit)\n')).toBe(true);
    } finally {
      if (saved === undefined) delete process.env.GITHUB_STEP_SUMMARY;
      else process.env.GITHUB_STEP_SUMMARY = saved;
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('job summary: a runner that sets no GITHUB_STEP_SUMMARY gets it in the log, and the step goes on', async () => {
    const saved = process.env.GITHUB_STEP_SUMMARY;
    delete process.env.GITHUB_STEP_SUMMARY;
    try {
      await writeSummary(['# Model registry', '3 records, all valid']);
      const log = stdout.join('');
      expect(log).toContain('GITHUB_STEP_SUMMARY is not set');
      expect(log).toContain('# Model registry\n3 records, all valid');
    } finally {
      if (saved !== undefined) process.env.GITHUB_STEP_SUMMARY = saved;
    }
  });

  it('job summary in the log: no line of it starts a workflow command, whatever the record text', async () => {
    const saved = process.env.GITHUB_STEP_SUMMARY;
    delete process.env.GITHUB_STEP_SUMMARY;
    try {
      await writeSummary([
        '# Model registry',
        'Status: x\n::error title=INJECTED::pwned',
        '  ::add-mask::secret\r::warning::cr\r\n\t::notice::tab',
      ]);
      const lines = stdout.join('').split(/\r\n|\r|\n/);
      // The runner trims a line before it looks for `::`.
      expect(lines.filter((l) => l.trim().startsWith('::'))).toEqual([]);
      // The same text, from `./` as a file name in the log is.
      expect(lines).toEqual(
        expect.arrayContaining([
          'Status: x',
          './::error title=INJECTED::pwned',
          './::add-mask::secret',
          './::warning::cr',
          './::notice::tab',
        ]),
      );
    } finally {
      if (saved !== undefined) process.env.GITHUB_STEP_SUMMARY = saved;
    }
  });

  it('comment: a body over 65,536 bytes but under 65,536 characters is cut, not refused', async () => {
    const prHead = await repo.commit({ branch: 'b', parent: head, message: 'pr', files: { 'a.txt': 'a\n' } });
    await gh.addPullRequest({ number: 1, baseSha: head, headSha: prHead, headRef: 'b' });
    const body = `<!-- m -->\n${'😀'.repeat(30_000)}`;
    expect(body.length).toBeLessThan(65_536);
    const outcome = await upsertComment(
      octokit(),
      repoId,
      1,
      '<!-- m -->',
      body,
      async () => 'github-actions[bot]',
    );
    expect(outcome).toBe('created');
    expect(gh.comments).toHaveLength(1);
    const saved = gh.comments[0]!.body;
    expect(Buffer.byteLength(saved)).toBeLessThanOrEqual(65_536);
    expect(/^<!-- m -->\n😀+\n\n… \(cut at GitHub’s comment size limit\)\n$/u.test(saved)).toBe(true);
  });
});

describe('comment identity', () => {
  it('is the GraphQL viewer; github-actions[bot] when GitHub cannot say, with a log line', async () => {
    expect(await tokenLogin(octokit())).toBe('github-actions[bot]');
    await gh.close();
    gh = await startGitHubEmulator({ ...repoId, gitDir: repo.dir, actor: { login: 'registry-bot' } });
    expect(await tokenLogin(octokit())).toBe('registry-bot');
    gh.faults.add({
      method: 'POST',
      pathPattern: /^\/graphql$/,
      status: 401,
      body: { message: 'Bad credentials' },
    });
    const log: string[] = [];
    expect(await tokenLogin(octokit(), (m) => log.push(m))).toBe('github-actions[bot]');
    expect(log).toEqual([
      expect.stringMatching(
        /^Cannot ask GitHub who the token acts as \(.*Bad credentials.*\): assuming github-actions\[bot\]\.$/,
      ),
    ]);
  });
});

describe('annotations show bidi and control characters, as every other output does', () => {
  // A pull request names the file: U+202E in it reversed the rest of the annotation's message
  // ('"x<RLO>yz" is not a valid model slug' read '"x gul ledom dilav a ton si "zy'), where the CLI,
  // the job summary and the comment show it as \u202e. The path stays as it is: it names the file.
  const file = 'models/acme/x\u202eyz.toml';
  const hostile = diag(0, {
    file,
    rule: 'file/location',
    message: '"x\u202eyz" is not a valid model slug\u0085\u0007',
  });
  const shown = '"x\\u202eyz" is not a valid model slug\\u0085\\u0007';

  it('in check-run annotations', async () => {
    await annotate(input([hostile]));
    expect(gh.checkRuns[0]!.annotations.map((a) => [a.path, a.message])).toEqual([[file, shown]]);
  });

  it('in workflow-command annotations (a read-only token)', async () => {
    gh.setTokenPermissions('read');
    await annotate(input([hostile]));
    expect(commands('error')).toEqual([`::error file=${file},line=1,col=1,title=file/location::${shown}\n`]);
  });
});
