// The streamed reader (versions parsed as they arrive, sections shared between versions) gives the
// events and warnings of whole-file parsing, on a real repository with renames, versions that do not
// parse, reverts, reordered sections, a merge and a file outside the records.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import { buildEvents, ParsedVersion, UnparseableVersion } from '../../src/core/events.js';
import { DEFAULT_RECORD_PATHS } from '../../src/core/record-path.js';
import { ChunkedParser } from '../../src/core/toml/chunked.js';
import { parseRecord } from '../../src/core/toml/parse.js';
import type { HistoryCommit } from '../../src/core/types.js';
import { readLocalHistory } from '../../src/shell/git/history.js';
import { createRepo, type TestRepo } from '../helpers/git-repo.js';
import { record } from '../helpers/records.js';

const URL = 'https://github.com/acme/registry';

/** The reference: every version parsed whole by parseRecord, as before sections were cached. */
function parsedWhole(commits: HistoryCommit[]): HistoryCommit[] {
  const one = (path: string, b: Uint8Array | null) => {
    if (b === null || b instanceof ParsedVersion) return b;
    const outcome = parseRecord(path, b);
    return outcome.ok ? new ParsedVersion(outcome.value) : b;
  };
  return commits.map((c) => ({
    ...c,
    files: c.files.map((f) => ({
      ...f,
      before: one(f.previousPath ?? f.path, f.before),
      after: one(f.path, f.after),
    })),
  }));
}

/** Moves the `[[sources]]` tables to the front of the tables: same data, other sections. */
function reordered(text: string): string {
  const at = text.indexOf('[[sources]]');
  const first = text.indexOf('\n[');
  return `${text.slice(0, first + 1)}${text.slice(at)}\n${text.slice(first + 1, at)}`;
}

describe('streamed history reading', () => {
  let repo: TestRepo;
  beforeEach(async () => {
    repo = await createRepo('streamed-');
  });
  afterEach(() => repo.cleanup());

  it('gives the same events and warnings as parsing every version whole', async () => {
    const one = record('acme', 'one');
    await repo.commit({ 'models/acme/one.toml': one, 'models/acme/two.toml': record('acme', 'two') }, 'add');
    await repo.commit({ 'models/acme/one.toml': record('acme', 'one', { max: 12 }) }, 'update');
    await repo.commit({ 'models/acme/one.toml': `${one}\n[model]\nid = "x"\n` }, 'break');
    // Back to the version before the break: compared with the last version that parsed.
    await repo.git('revert', '--no-edit', 'HEAD');
    await repo.commit({ 'models/acme/one.toml': record('acme', 'one', { max: 16 }) }, 'fix');
    await repo.commit({ 'models/acme/two.toml': reordered(record('acme', 'two')) }, 'reorder sections');
    await repo.git('mv', 'models/acme/two.toml', 'models/acme/deux.toml');
    await repo.commit(
      // A rename keeps the model's name (else it is a removal and an addition).
      { 'models/acme/deux.toml': record('acme', 'deux', { status: 'deprecated', name: 'two model' }) },
      'rename',
    );
    await repo.commit({ 'models/acme/deux.toml': 'not = [toml\n', 'notes.toml': 'a = 1\n' }, 'garble');
    await repo.git('revert', '--no-edit', 'HEAD'); // the same data as before the garble: no event
    await repo.git('checkout', '-q', '-b', 'side');
    await repo.commit({ 'models/acme/three.toml': record('acme', 'three', { name: 'Three' }) }, 'side add');
    await repo.git('checkout', '-q', 'main');
    await repo.commit({ 'models/acme/one.toml': record('acme', 'one', { max: 20 }) }, 'main edit');
    await repo.git('merge', '--no-ff', '-q', '-m', 'merge side', 'side');
    await repo.commit({ 'models/acme/one.toml': null }, 'remove one');
    const head = (await repo.git('rev-parse', 'HEAD')).trim();

    const streamed = await readLocalHistory(repo.dir, {
      revisions: ['HEAD'],
      paths: DEFAULT_RECORD_PATHS,
      parsed: true,
    });
    const plain = await readLocalHistory(repo.dir, { revisions: ['HEAD'], paths: DEFAULT_RECORD_PATHS });
    // Versions that parse arrive parsed; the broken ones as their diagnostic, without their bytes.
    const versions = streamed.flatMap((c) => c.files.flatMap((f) => [f.before, f.after]));
    expect(versions.filter((v) => v instanceof ParsedVersion).length).toBeGreaterThan(10);
    const raw = new Set(versions.filter((v) => v !== null && !(v instanceof ParsedVersion)));
    expect(raw.size).toBe(2);
    for (const v of raw) expect(v instanceof UnparseableVersion && v.length === 0).toBe(true);

    const options = { repositoryUrl: URL, head };
    const reference = buildEvents(parsedWhole(plain), options);
    expect(reference.events.length).toBeGreaterThan(7);
    expect(reference.warnings.map((w) => w.rule)).toEqual(['history/unparseable', 'history/unparseable']);
    expect(buildEvents(streamed, options)).toEqual(reference);
    expect(buildEvents(plain, options)).toEqual(reference);
    expect(reference.events.map((e) => `${e.commit.message}: ${e.type} ${e.model.id}`)).toEqual([
      'remove one: model_removed acme/one',
      'merge side: model_added acme/three',
      'main edit: model_updated acme/one',
      'rename: model_updated acme/deux',
      'fix: model_updated acme/one',
      'update: model_updated acme/one',
      'add: model_added acme/one',
      'add: model_added acme/two',
    ]);
  });

  it('parses each distinct version once, those that do not parse too (reader and events builder)', async () => {
    const one = record('acme', 'one');
    const broken = `${one}\nbroken = [1, 2\n`;
    await repo.commit({ 'models/acme/one.toml': one, 'models/acme/two.toml': record('acme', 'two') }, 'add');
    const at: Record<string, string> = {};
    const short = (sha: string) => sha.slice(0, 7);
    at.break = short(await repo.commit({ 'models/acme/one.toml': broken }, 'break'));
    await repo.commit({ 'models/acme/one.toml': record('acme', 'one', { max: 12 }) }, 'fix');
    await repo.git('mv', 'models/acme/two.toml', 'models/acme/deux.toml');
    at.renamed = short(
      await repo.commit({ 'models/acme/deux.toml': `${record('acme', 'deux')}x = y\n` }, 'rename, broken'),
    );
    await repo.commit({ 'models/acme/deux.toml': record('acme', 'deux') }, 'fix the rename');
    at.empty = short(await repo.commit({ 'models/acme/one.toml': '' }, 'empty'));
    await repo.commit({ 'models/acme/one.toml': broken }, 'the same break again');
    at.notUtf8 = short(
      await repo.commit({ 'models/acme/one.toml': new Uint8Array([0xff, 0x0a]) }, 'not UTF-8'),
    );
    await repo.commit({ 'models/acme/one.toml': record('acme', 'one', { max: 16 }) }, 'fix again');
    const head = (await repo.git('rev-parse', 'HEAD')).trim();

    // Parse calls by version text, whoever makes them (the reader as git streams, or the events builder).
    const calls = new Map<string, number>();
    const original = ChunkedParser.prototype.parse;
    const spy = jest.spyOn(ChunkedParser.prototype, 'parse').mockImplementation(function (
      this: ChunkedParser,
      ...args: Parameters<ChunkedParser['parse']>
    ) {
      const text = Buffer.from(args[1]).toString('latin1');
      calls.set(text, (calls.get(text) ?? 0) + 1);
      return original.apply(this, args);
    });
    let built: ReturnType<typeof buildEvents>;
    try {
      const commits = await readLocalHistory(repo.dir, {
        revisions: ['HEAD'],
        paths: DEFAULT_RECORD_PATHS,
        parsed: true,
      });
      built = buildEvents(commits, { repositoryUrl: URL, head });
    } finally {
      spy.mockRestore();
    }
    // Each bad version warned about once, at the commit that made it (the same break again: no second).
    expect(
      built.warnings.map((w) => `${w.file} ${w.rule} ${w.message.split(' and is left out')[0]}`),
    ).toEqual([
      `models/acme/one.toml history/unparseable the version at commit ${at.break} does not parse`,
      `models/acme/deux.toml history/unparseable the version at commit ${at.renamed} does not parse`,
      `models/acme/one.toml history/not-a-record the version at commit ${at.empty} is not a record`,
      `models/acme/one.toml history/unparseable the version at commit ${at.notUtf8} does not parse`,
    ]);
    // The versions that do not parse were parsed, each once: the events builder reused the reader's outcome.
    expect(calls.get(broken)).toBe(1);
    expect(calls.get(`${record('acme', 'deux')}x = y\n`)).toBe(1);
    expect(calls.get('\xff\n')).toBe(1);
    expect([...calls.values()].filter((n) => n !== 1)).toEqual([]);
    expect(calls.size).toBe(9); // every distinct version, the empty one too
  });

  it('rejects with git’s message when the folder is no repository', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'no-repo-'));
    try {
      const read = readLocalHistory(dir, { revisions: ['HEAD'], paths: DEFAULT_RECORD_PATHS, parsed: true });
      await expect(read).rejects.toThrow(/not a git repository/i);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
