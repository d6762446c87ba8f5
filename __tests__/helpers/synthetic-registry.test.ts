// The scale kit: records grown from the real ones, written with one git fast-import, and every record
// valid. Its speed at thousands of records is a bench figure (npm run bench:publish -- --scale), and
// action/scale.test.ts publishes 1,500 of them end to end.
import { existsSync } from 'node:fs';
import { DEFAULT_RECORD_PATHS } from '../../src/core/record-path.js';
import { validateRegistry } from '../../src/core/validate/index.js';
import { readTreeAtRev } from '../../src/shell/git/tree.js';
import { createTestRepo, type TestRepo } from '../harness/github/test-repo.js';
import { describeIf } from '../harness/prerequisite.js';
import { CONFORMANCE_MODELS, growSyntheticRegistry } from './synthetic-registry.js';

const repos: TestRepo[] = [];
async function repo(): Promise<TestRepo> {
  const r = await createTestRepo();
  repos.push(r);
  return r;
}
afterAll(async () => {
  for (const r of repos) await r.cleanup();
});

const N = 600;
const d = describeIf(existsSync(CONFORMANCE_MODELS), CONFORMANCE_MODELS);

d('grown from the conformance records', () => {
  it('600 records × 600 commits in one fast-import: varied, ~13 KB each, every record valid', async () => {
    const r = await repo();
    const reg = await growSyntheticRegistry(r, { records: N, commits: N });
    expect(reg.source).toBe('conformance');
    expect(reg.commits).toHaveLength(N);
    expect(reg.commits.at(-1)).toBe(reg.head);
    expect(new Set(reg.records.map((x) => x.id)).size).toBe(N);
    expect(new Set(reg.records.map((x) => x.id.split('/')[0])).size).toBe(N / 20);
    expect(new Set(reg.records.map((x) => x.modality))).toEqual(new Set(['image', 'video', 'audio']));
    expect(reg.records.filter((x) => x.version > 0).length).toBeGreaterThan(N / 3); // edited after creation
    const average = reg.bytes / N;
    expect(average).toBeGreaterThan(12_000);
    expect(average).toBeLessThan(14_500);

    const files = await readTreeAtRev(r.dir, reg.head, 1 << 20, DEFAULT_RECORD_PATHS);
    const byPath = [...reg.records].sort((x, y) => (x.path < y.path ? -1 : 1));
    expect(files.map((f) => f.path)).toEqual(byPath.map((x) => x.path));
    const result = validateRegistry(files);
    expect(result.diagnostics).toEqual([]);
    expect(result.records).toHaveLength(N);
    const models = result.records.map((x) => x.value.model as Record<string, unknown>);
    expect(models.map((x) => x.id)).toEqual(byPath.map((x) => x.id));
    expect(models.map((x) => x.modality)).toEqual(byPath.map((x) => x.modality));
    // The head holds each record at the version the kit reports, so a test can write the next one.
    const seventh = files.find((f) => f.path === reg.records[7]!.path) as { bytes: Uint8Array };
    expect(Buffer.from(seventh.bytes).toString('utf8')).toBe(reg.text(7, reg.records[7]!.version));
  });

  it('the same options give the same commits; later commits of the test come after it', async () => {
    const [a, b] = [await repo(), await repo()];
    const ga = await growSyntheticRegistry(a, { records: 40, commits: 30, seed: 3 });
    const gb = await growSyntheticRegistry(b, { records: 40, commits: 30, seed: 3 });
    expect(gb.commits).toEqual(ga.commits);
    const next = await a.commit({ files: { [ga.records[0]!.path]: ga.text(0, ga.records[0]!.version + 1) } });
    expect((await a.git('rev-list', '--first-parent', 'main')).trim().split('\n')).toHaveLength(31);
    const dates = (await a.git('log', '--format=%ct', '-2', next)).trim().split('\n').map(Number);
    expect(dates[0]).toBeGreaterThan(dates[1]!);
    const files = await readTreeAtRev(a.dir, next, 1 << 20, DEFAULT_RECORD_PATHS);
    expect(validateRegistry(files).diagnostics).toEqual([]);
  });

  it('grows on top of the branch’s tip, and every version in history is valid', async () => {
    const r = await repo();
    const base = await r.commit({ files: { 'README.md': 'registry\n' } });
    const reg = await growSyntheticRegistry(r, { records: 12, commits: 40, labs: 2 });
    expect((await r.git('rev-parse', `${reg.commits[0]}^`)).trim()).toBe(base);
    expect(new Set(reg.records.map((x) => x.id.split('/')[0]))).toEqual(new Set(['lab-000', 'lab-001']));
    for (const sha of reg.commits.slice(-10)) {
      const files = await readTreeAtRev(r.dir, sha, 1 << 20, DEFAULT_RECORD_PATHS);
      expect(files).toHaveLength(12);
      expect(validateRegistry(files).diagnostics).toEqual([]);
    }
  });
});

it('without the conformance records, small synthetic ones stand in, just as valid', async () => {
  const r = await repo();
  const reg = await growSyntheticRegistry(r, { records: 30, commits: 20, templates: [] });
  expect(reg.source).toBe('synthetic');
  const files = await readTreeAtRev(r.dir, reg.head, 1 << 20, DEFAULT_RECORD_PATHS);
  expect(files).toHaveLength(30);
  const result = validateRegistry(files);
  expect(result.diagnostics).toEqual([]);
  const byId = new Map(reg.records.map((x) => [x.id, x.modality]));
  for (const rec of result.records) {
    const model = rec.value.model as { id: string; modality: string };
    expect(model.modality).toBe(byId.get(model.id));
  }
});
