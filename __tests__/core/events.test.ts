import { readFileSync } from 'node:fs';
import { describe, expect, test } from '@jest/globals';
import {
  boundedChanges,
  buildEvents,
  CHANGE_PATH_CHARS,
  historyPosition,
  misplacedRecords,
  OversizedVersion,
  ParsedVersion,
} from '../../src/core/events.js';
import type { DriftEvent, FileVersionChange, HistoryCommit } from '../../src/core/types.js';
import { MAX_RECORD_BYTES } from '../../src/core/validate/index.js';
import { modelIdFromPath } from '../../src/core/words.js';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/drift/${name}`, import.meta.url), 'utf8');
const V1 = fixture('acme-foo.toml');
const REFORMATTED = fixture('acme-foo.reformatted.toml');
const V2 = V1.replace('name = "Foo"', 'name = "Foo Two"').replace('state = "unknown"', 'state = "partial"');
const V3 = V1.replace('status = "available"', 'status = "preview"');
const BAD = `${V1}\nthis is not toml\n`;
const BAD_UTF8 = new Uint8Array([...new TextEncoder().encode('schema_version = 1\nx = "'), 0xff, 0x22, 0x0a]);
const BAR = V1.replace('acme/foo', 'acme/bar').replace('name = "Foo"', 'name = "Bar"');

const FOO = 'models/acme/foo.toml';
const REPO = 'https://github.com/o/r';

const bytes = (s: string | Uint8Array | null) =>
  s === null ? null : typeof s === 'string' ? new TextEncoder().encode(s) : s;
const file = (
  path: string,
  before: string | Uint8Array | null,
  after: string | Uint8Array | null,
  previousPath?: string,
) =>
  ({
    path,
    before: bytes(before),
    after: bytes(after),
    ...(previousPath && { previousPath }),
  }) as FileVersionChange;

/** Shas like `aaaaaaa…` so short shas are distinct; dates a day apart in input order. */
const sha = (name: string) => name.padEnd(40, name);
let day = 0;
function commit(name: string, parents: string[], files: FileVersionChange[]): HistoryCommit {
  day++;
  return {
    sha: sha(name),
    date: `2026-08-${String(day).padStart(2, '0')}T10:00:00Z`,
    message: `commit ${name}`,
    parents: parents.map(sha),
    files,
  };
}

/** FOO added as V1 (a), then `middle` (b), then `last` (c): a linear history through one version. */
const through = (middle: string | Uint8Array, last = V3) => [
  commit('a', [], [file(FOO, null, V1)]),
  commit('b', ['a'], [file(FOO, V1, middle)]),
  commit('c', ['b'], [file(FOO, middle, last)]),
];

const build = (commits: HistoryCommit[], head: string, repositoryUrl = REPO) =>
  buildEvents(commits, { repositoryUrl, head: sha(head) });
const summary = (events: DriftEvent[]) =>
  events.map((e) => `${e.commit.sha.slice(0, 1)} ${e.type} ${e.model.path}`);

describe('buildEvents', () => {
  test('an event whose change paths would pass 1 MiB is one change per top-level field (a long key over many values)', () => {
    // Each change path repeats its parents' keys: 2,000 values under a 20 KB key were 40 MB of
    // paths in one event, past any pages file. The model's own fields stay field by field.
    const key = 'k'.repeat(20_000);
    const table = (n: number) =>
      `\n[extra.${key}]\n${Array.from({ length: 2000 }, (_, i) => `v${i} = ${n}`).join('\n')}\n`;
    const before = V1 + table(1);
    const after = V1.replace('name = "Foo"', 'name = "Foo Two"') + table(2);
    const { events } = build(
      [commit('a', [], [file(FOO, null, before)]), commit('b', ['a'], [file(FOO, before, after)])],
      'b',
    );
    const changes = events[0]!.changes;
    expect(changes.map((c) => `${c.path.slice(0, 40)} ${c.kind}`)).toEqual([
      'extra changed',
      'model.name changed',
    ]);
    expect(changes.reduce((n, c) => n + c.path.length, 0)).toBeLessThan(100);
    const extra = changes[0]!;
    expect(Object.keys((extra.before as Record<string, Record<string, number>>)[key]!)).toHaveLength(2000);
    expect((extra.after as Record<string, Record<string, number>>)[key]!.v1999).toBe(2);
    expect(changes[1]).toEqual({ path: 'model.name', kind: 'changed', before: 'Foo', after: 'Foo Two' });
  });

  test('add, reformat-only (no event), update, remove on a linear history, newest first', () => {
    const commits = [...through(REFORMATTED, V2), commit('d', ['c'], [file(FOO, V2, null)])];
    const { events, warnings } = build(commits, 'd');
    expect(warnings).toEqual([]);
    expect(summary(events)).toEqual([
      `d model_removed ${FOO}`,
      `c model_updated ${FOO}`,
      `a model_added ${FOO}`,
    ]);
    expect(events[1]).toEqual({
      type: 'model_updated',
      id: `${sha('c')}:acme/foo`,
      model: { id: 'acme/foo', lab: 'Acme', modality: 'image', name: 'Foo Two', path: FOO },
      commit: {
        sha: sha('c'),
        date: commits[2]!.date,
        message: 'commit c',
        url: `${REPO}/commit/${sha('c')}`,
      },
      changes: [
        { path: 'model.name', kind: 'changed', before: 'Foo', after: 'Foo Two' },
        { path: 'pricing.state', kind: 'changed', before: 'unknown', after: 'partial' },
      ],
    });
    // Removal describes the model as it was; addition as it is; both list no changes.
    expect(events[0]!.model.name).toBe('Foo Two');
    expect(events[0]!.changes).toEqual([]);
    expect(events[2]!.id).toBe(`${sha('a')}:acme/foo`);
    expect(events[2]!.changes).toEqual([]);
    expect('previous_path' in events[1]!).toBe(false);
  });

  test('a rename with equal data is a move, whether the reader saw the rename or not', () => {
    const seen = build([commit('a', [], [file('models/acme/bar.toml', V1, REFORMATTED, FOO)])], 'a').events;
    const paired = build(
      [commit('a', [], [file(FOO, V1, null), file('models/acme/zed.toml', null, V1)])],
      'a',
    ).events;
    for (const [events, path] of [
      [seen, 'models/acme/bar.toml'],
      [paired, 'models/acme/zed.toml'],
    ] as const) {
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ type: 'model_moved', previous_path: FOO, changes: [] });
      // The id is the new path's, whatever the moved data still claims (the spec ties them).
      expect(events[0]!.model).toEqual({
        id: modelIdFromPath(path),
        lab: 'Acme',
        modality: 'image',
        name: 'Foo',
        path,
      });
    }
  });

  test('a rename with changes is an update that names the previous path', () => {
    const { events } = build([commit('a', [], [file('models/acme/foo2.toml', V1, V3, FOO)])], 'a');
    expect(events).toEqual([
      expect.objectContaining({
        type: 'model_updated',
        previous_path: FOO,
        model: expect.objectContaining({ path: 'models/acme/foo2.toml' }),
        changes: [{ path: 'model.status', kind: 'changed', before: 'available', after: 'preview' }],
      }),
    ]);
  });

  test('a removed and an added file with different data stay a removal and an addition', () => {
    const { events } = build(
      [commit('a', [], [file(FOO, V1, null), file('models/acme/bar.toml', null, BAR)])],
      'a',
    );
    expect(events.map((e) => `${e.type} ${e.model.id}`)).toEqual([
      'model_added acme/bar',
      'model_removed acme/foo',
    ]);
  });

  describe('a rename is decided by the records, not by which files the reader paired', () => {
    const BAR_PATH = 'models/acme/bar.toml';
    // Both readers' answers for one commit: the rename paired, or a removal and an addition.
    const both = (before: string, path: string, after: string) =>
      [[file(path, before, after, FOO)], [file(FOO, before, null), file(path, null, after)]].map(
        (files) => build([commit('a', [], files)], 'a').events,
      );

    test('another model (other slug, name and aliases) is a removal and an addition', () => {
      for (const events of both(V1, BAR_PATH, BAR)) {
        expect(summary(events)).toEqual([`a model_added ${BAR_PATH}`, `a model_removed ${FOO}`]);
      }
    });

    test('the same model keeps its slug, its name, or its old name as an alias: an update', () => {
      const renamed = BAR.replace('name = "Bar"', 'name = "Bar"\naliases = ["Foo"]');
      const cases = [
        [
          'lab renamed',
          'models/acme-labs/foo.toml',
          V1.replace('acme/foo', 'acme-labs/foo').replace('name = "Foo"', 'name = "Foo X"'),
          'model.name',
        ],
        ['slug fixed', BAR_PATH, V1.replace('acme/foo', 'acme/bar'), 'model.id'],
        ['name kept as an alias', BAR_PATH, renamed, 'model.aliases'],
      ] as const;
      for (const [what, path, after, change] of cases) {
        for (const events of both(V1, path, after)) {
          expect([what, summary(events)]).toEqual([what, [`a model_updated ${path}`]]);
          expect(events[0]!.previous_path).toBe(FOO);
          expect(events[0]!.changes.map((c) => c.path)).toContain(change);
        }
      }
      // The other way round: the new name was an alias of the old record.
      const aliased = V1.replace('name = "Foo"', 'name = "Foo"\naliases = ["Bar"]');
      for (const events of both(aliased, BAR_PATH, BAR)) expect(events[0]!.previous_path).toBe(FOO);
    });

    test('pairs are made in path order, equal data first', () => {
      const FOO2 = 'models/acme/foo2.toml';
      const V1B = V1.replace('acme/foo', 'acme/foo2');
      // foo and foo2 both named Foo go; bar (named Foo, foo2's data but its id) and zed (foo's data) come.
      const { events } = build(
        [
          commit(
            'a',
            [],
            [
              file(FOO, V1, null),
              file(FOO2, V1B, null),
              file(BAR_PATH, null, V1B.replace('acme/foo2', 'acme/bar')),
              file('models/acme/zed.toml', null, V1),
            ],
          ),
        ],
        'a',
      );
      expect(events.map((e) => `${e.type} ${e.model.path} ${e.previous_path}`)).toEqual([
        `model_updated ${BAR_PATH} ${FOO2}`,
        `model_moved models/acme/zed.toml ${FOO}`,
      ]);
    });
  });

  test('an unparseable middle version is skipped with a warning; the next is compared with the last parseable', () => {
    const commits = [
      commit('a', [], [file(FOO, null, V1)]),
      commit('b', ['a'], [file(FOO, V1, BAD)]),
      commit('c', ['b'], [file('models/acme/other.toml', null, BAR)]),
      commit('d', ['c'], [file(FOO, BAD, V3)]),
      commit('e', ['d'], [file(FOO, V3, BAD_UTF8)]),
      commit('f', ['e'], [file(FOO, BAD_UTF8, V3)]),
    ];
    const { events, warnings } = build(commits, 'f');
    expect(summary(events)).toEqual([
      `d model_updated ${FOO}`,
      'c model_added models/acme/other.toml',
      `a model_added ${FOO}`,
    ]);
    expect(events[0]!.changes).toEqual([
      { path: 'model.status', kind: 'changed', before: 'available', after: 'preview' },
    ]);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatchObject({
      file: FOO,
      rule: 'history/unparseable',
      severity: 'warning',
      pointer: '',
      line: V1.split('\n').length + 1,
    });
    expect(warnings[0]!.message).toMatch(
      new RegExp(`^the version at commit ${sha('b').slice(0, 7)} does not parse`),
    );
    expect(warnings[0]!.message).toContain('TOML syntax error');
    expect(warnings[1]!.message).toContain(`at commit ${sha('e').slice(0, 7)}`);
    expect(warnings[1]!.message).toContain('UTF-8');
  });

  test('a bad first version in range counts as absent: the next version is an addition', () => {
    const { events, warnings } = build(
      [
        commit('x', ['outside'], [file(FOO, BAD, V1)]),
        commit('y', ['x'], [file('models/acme/gone.toml', BAD, null)]),
      ],
      'y',
    );
    expect(summary(events)).toEqual([`x model_added ${FOO}`]);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatchObject({
      file: FOO,
      message: expect.stringMatching(`^the version before commit ${sha('x').slice(0, 7)} does not parse`),
    });
    expect(warnings[1]).toMatchObject({
      file: 'models/acme/gone.toml',
      message: expect.stringMatching(`^the version before commit ${sha('y').slice(0, 7)}`),
    });
  });

  test('a bad version across a rename: the next one is compared with the last parseable before the rename', () => {
    const commits = [
      commit('a', [], [file(FOO, null, V1)]),
      commit('b', ['a'], [file('models/acme/new.toml', V1, BAD, FOO)]),
      commit('c', ['b'], [file('models/acme/new.toml', BAD, V3)]),
    ];
    const { events } = build(commits, 'c');
    expect(summary(events)).toEqual(['c model_updated models/acme/new.toml', `a model_added ${FOO}`]);
    expect(events[0]!.changes.map((c) => c.path)).toEqual(['model.status']);
    // The move happened in b, but b's new version was broken: c's event carries it.
    expect(events[0]!.previous_path).toBe(FOO);
  });

  test('a rename whose new version does not parse, fixed later with the same data: the move survives', () => {
    const NEW = 'models/acme/new.toml';
    const fixed = [
      commit('a', [], [file(FOO, null, V1)]),
      commit('b', ['a'], [file(NEW, V1, BAD, FOO)]),
      commit('c', ['b'], [file(NEW, BAD, V1)]),
    ];
    const { events, warnings } = build(fixed, 'c');
    expect(summary(events)).toEqual([`c model_moved ${NEW}`, `a model_added ${FOO}`]);
    expect(events[0]!.previous_path).toBe(FOO);
    expect(warnings.map((w) => w.rule)).toEqual(['history/unparseable']);
    // Removed while still broken: the removal is of the path the feed knows.
    const gone = [...fixed.slice(0, 2), commit('d', ['b'], [file(NEW, BAD, null)])];
    expect(summary(build(gone, 'd').events)).toEqual([`d model_removed ${FOO}`, `a model_added ${FOO}`]);
  });

  test('a version over the size limit (read, or only measured) is left out with a warning', () => {
    const huge = `${V2}# ${'x'.repeat(MAX_RECORD_BYTES)}\n`;
    for (const middle of [huge, new OversizedVersion(MAX_RECORD_BYTES + 5)]) {
      const { events, warnings } = build(through(middle), 'c');
      expect(summary(events)).toEqual([`c model_updated ${FOO}`, `a model_added ${FOO}`]);
      expect(events[0]!.changes.map((c) => c.path)).toEqual(['model.status']);
      expect(warnings).toEqual([
        expect.objectContaining({ file: FOO, line: 1, rule: 'history/too-large', severity: 'warning' }),
      ]);
      expect(warnings[0]!.message).toMatch(
        /is too large and is left out of the drift feed: file is [\d,]+ bytes/,
      );
    }
  });

  test('a version that parses but is no record (empty, comments only, no [model] id) is left out like an unparseable one', () => {
    // Before: an emptied file made one event "removing" every field and one adding them all back.
    const middles: [string, string | Uint8Array][] = [
      ['empty', ''],
      ['blank lines', '  \n\t\n\n'],
      ['a byte order mark', '\uFEFF'],
      ['comments only', '# editor crashed\n\n# here\n'],
      ['no [model]', 'schema_version = 1\ndocumentation_state = "indexed"\n'],
      ['a [model] without id', '[model]\nname = "Foo"\n'],
      ['an id that is no string', '[model]\nid = 7\n'],
      ['model not a table', 'model = "acme/foo"\n'],
      ['parsed by the reader', new ParsedVersion(Object.create(null))],
    ];
    for (const [what, middle] of middles) {
      const { events, warnings } = build(through(middle), 'c');
      expect([what, summary(events)]).toEqual([what, [`c model_updated ${FOO}`, `a model_added ${FOO}`]]);
      expect(events[0]!.changes).toEqual([
        { path: 'model.status', kind: 'changed', before: 'available', after: 'preview' },
      ]);
      expect(warnings).toEqual([
        expect.objectContaining({
          file: FOO,
          line: 1,
          column: 1,
          rule: 'history/not-a-record',
          severity: 'warning',
        }),
      ]);
      expect(warnings[0]!.message).toMatch(
        new RegExp(
          `^the version at commit ${sha('b').slice(0, 7)} is not a record and is left out of the drift feed: `,
        ),
      );
    }
    // Removed while empty: the removal names the model as its last record had it.
    const gone = [...through('').slice(0, 2), commit('d', ['b'], [file(FOO, '', null)])];
    const removed = build(gone, 'd').events[0]!;
    expect([removed.type, removed.model.name, removed.model.lab]).toEqual(['model_removed', 'Foo', 'Acme']);
  });

  test('no record before a range that starts at a version that is no record: measured from earlier, said why', () => {
    const { events, earlier } = build([commit('x', ['outside'], [file(FOO, '# nothing yet\n', V1)])], 'x');
    expect(summary(events)).toEqual([`x model_added ${FOO}`]);
    expect(earlier).toEqual([
      expect.objectContaining({ file: FOO, skipped: 'not-a-record', from: 'unknown' }),
    ]);
  });

  test('merge commits: the merge carries the merged change; the merged commits make no event of their own', () => {
    //  a (add foo) - b (add bar) ------- m
    //   \                               /
    //    s (foo v1 -> v2) -------------
    const commits = [
      commit('a', [], [file(FOO, null, V1)]),
      commit('b', ['a'], [file('models/acme/bar.toml', null, BAR)]),
      commit('s', ['a'], [file(FOO, V1, V2)]),
      commit('m', ['b', 's'], [file(FOO, V1, V2)]),
    ];
    const { events } = build(commits, 'm');
    // `git log --first-parent`: the side commit's change is in the feed once, at the merge.
    expect(summary(events)).toEqual([
      `m model_updated ${FOO}`,
      'b model_added models/acme/bar.toml',
      `a model_added ${FOO}`,
    ]);
    expect(events[0]!.changes).toEqual([
      { path: 'model.name', kind: 'changed', before: 'Foo', after: 'Foo Two' },
      { path: 'pricing.state', kind: 'changed', before: 'unknown', after: 'partial' },
    ]);
    // Built from the side branch's tip, the same change is s's.
    expect(summary(build(commits, 's').events)).toEqual([`s model_updated ${FOO}`, `a model_added ${FOO}`]);
  });

  test("a feed built from a range that holds a merge is a prefix of the whole history's feed", () => {
    const commits = [
      commit('a', [], [file(FOO, null, V1)]),
      commit('b', ['a'], [file('models/acme/bar.toml', null, BAR)]),
      commit('s', ['a'], [file(FOO, V1, V2)]),
      commit('t', ['s'], [file(FOO, V2, V3)]),
      commit('m', ['b', 't'], [file(FOO, V1, V3)]),
      commit('n', ['m'], [file('models/acme/bar.toml', BAR, null)]),
    ];
    const full = build(commits, 'n').events;
    // What a push after b reads: b..n, i.e. every commit but a and b.
    const range = build(commits.slice(2), 'n').events;
    expect(summary(range)).toEqual(['n model_removed models/acme/bar.toml', `m model_updated ${FOO}`]);
    expect(full.slice(0, range.length)).toEqual(range);
    expect(summary(full.slice(range.length))).toEqual([
      'b model_added models/acme/bar.toml',
      `a model_added ${FOO}`,
    ]);
  });

  test('the last parseable version follows the first-parent line', () => {
    // The branch breaks foo and repairs it; meanwhile main edits it differently, then merges the
    // broken branch (u) and the repair (m). Only main's line makes events.
    const commits = [
      commit('a', [], [file(FOO, null, V1)]),
      commit('s', ['a'], [file(FOO, V1, BAD)]),
      commit('b', ['a'], [file(FOO, V1, V3)]),
      commit('t', ['s'], [file(FOO, BAD, V2)]),
      commit('u', ['b', 's'], [file(FOO, V3, BAD)]),
      commit('m', ['u', 't'], [file(FOO, BAD, V2)]),
    ];
    const { events, warnings } = build(commits, 'm');
    expect(summary(events)).toEqual([
      `m model_updated ${FOO}`,
      `b model_updated ${FOO}`,
      `a model_added ${FOO}`,
    ]);
    // m's before is the bad version merged in by u; its last good version on m's line is v3.
    expect(events[0]!.changes.map((c) => c.path)).toEqual(['model.name', 'model.status', 'pricing.state']);
    // The bad version is reported once, where main's line got it: at the merge u.
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.message).toContain(`at commit ${sha('u').slice(0, 7)}`);
  });

  test('several files in one commit: one event each, by path, each with the id its path implies', () => {
    const copy = V1.replace('name = "Foo"', 'name = "Copy"');
    const { events } = build(
      [
        commit(
          'a',
          [],
          [
            file('models/zeta/z.toml', null, BAR),
            file('models/acme/foo.toml', null, V1),
            file('models/acme/copy.toml', null, copy),
          ],
        ),
      ],
      'a',
    );
    // copy.toml and z.toml claim acme/foo and acme/bar: invalid records, not those models' events.
    expect(events.map((e) => [e.model.path, e.id, e.model.id])).toEqual([
      ['models/acme/copy.toml', `${sha('a')}:acme/copy`, 'acme/copy'],
      ['models/acme/foo.toml', `${sha('a')}:acme/foo`, 'acme/foo'],
      ['models/zeta/z.toml', `${sha('a')}:zeta/z`, 'zeta/z'],
    ]);
  });

  test('ids stay unique when a removal and an addition of one commit name the same path', () => {
    // b moves foo to new.toml, broken; c deletes it and moves zeta/foo.toml to foo.toml: the removal
    // is of the path the feed knows (foo.toml), and the move with equal data ends there too.
    const NEW = 'models/acme/new.toml';
    const ZETA = 'models/zeta/foo.toml';
    const Z = V3.replace('acme/foo', 'zeta/foo');
    const { events } = build(
      [
        commit('a', [], [file(FOO, null, V1), file(ZETA, null, Z)]),
        commit('b', ['a'], [file(NEW, V1, BAD, FOO)]),
        commit('c', ['b'], [file(NEW, BAD, null), file(FOO, null, Z), file(ZETA, Z, null)]),
      ],
      'c',
    );
    expect(events.filter((e) => e.commit.sha === sha('c')).map((e) => `${e.type} ${e.id.slice(41)}`)).toEqual(
      ['model_removed acme/foo', 'model_moved acme/foo#2'],
    );
  });

  test('a record broken by a move and then written again at its old path is updated there', () => {
    const NEW = 'models/acme/new.toml';
    const { events } = build(
      [
        commit('a', [], [file(FOO, null, V1)]),
        commit('b', ['a'], [file(NEW, V1, BAD, FOO)]),
        commit('c', ['b'], [file(NEW, BAD, null), file(FOO, null, V3)]),
      ],
      'c',
    );
    expect(summary(events)).toEqual([`c model_updated ${FOO}`, `a model_added ${FOO}`]);
    expect(events[0]!.previous_path).toBeUndefined();
    expect(events[0]!.changes).toEqual([
      { path: 'model.status', kind: 'changed', before: 'available', after: 'preview' },
    ]);
  });

  test('historically invalid records: missing or non-string model fields fall back to the path and ""', () => {
    const odd = 'schema_version = 1\n[model]\nid = "odd/one"\nname = 42\nlab = "L"\n';
    const bare = '[model]\nid = "somewhere/else"\n';
    const { events } = build(
      [commit('a', [], [file('models/odd/one.toml', null, odd), file('models/odd/two.toml', null, bare)])],
      'a',
    );
    expect(events.map((e) => e.model)).toEqual([
      { id: 'odd/one', lab: 'L', modality: '', name: '', path: 'models/odd/one.toml' },
      { id: 'odd/two', lab: '', modality: '', name: '', path: 'models/odd/two.toml' },
    ]);
    expect(events[0]!.id).toBe(`${sha('a')}:odd/one`);
  });

  test('commits not reachable from head are ignored; a trailing slash on the repository URL is not doubled', () => {
    const commits = [commit('a', [], [file(FOO, null, V1)]), commit('z', ['a'], [file(FOO, V1, V2)])];
    const { events } = build(commits, 'a', `${REPO}/`);
    expect(summary(events)).toEqual([`a model_added ${FOO}`]);
    expect(events[0]!.commit.url).toBe(`${REPO}/commit/${sha('a')}`);
    expect(build(commits, 'unknown').events).toEqual([]);
    // However many slashes end it.
    expect(build(commits, 'a', `${REPO}//`).events[0]!.commit.url).toBe(`${REPO}/commit/${sha('a')}`);
  });
});

describe('buildEvents: what the preview and `diff` read of left-out versions', () => {
  test('a version that is no record says why: empty (or only comments), or no [model] table with an id', () => {
    const why = (middle: string) => build(through(middle), 'c').warnings[0]!.message.split(': ').at(-1);
    expect(why('# only a comment\n')).toBe('the file is empty or holds only comments');
    // One key, not a model: not an empty file.
    expect(why('schema_version = 1\n')).toBe('it has no [model] table with an id');
  });

  test('a warning has a place in its version only when the version does not parse', () => {
    const at = (middle: string | Uint8Array) => historyPosition(build(through(middle), 'c').warnings[0]!);
    expect(at(BAD)).toEqual({ line: V1.split('\n').length + 1, column: expect.any(Number) });
    // The whole file is the problem: no line to point at.
    expect(at('')).toBeUndefined();
    expect(at(new OversizedVersion(MAX_RECORD_BYTES + 5))).toBeUndefined();
  });

  test('two versions over the size limit, of different sizes, are two warnings', () => {
    const commits = [
      commit('a', [], [file(FOO, null, V1)]),
      commit('b', ['a'], [file(FOO, V1, new OversizedVersion(MAX_RECORD_BYTES + 5))]),
      commit(
        'c',
        ['b'],
        [file(FOO, new OversizedVersion(MAX_RECORD_BYTES + 5), new OversizedVersion(MAX_RECORD_BYTES + 9))],
      ),
      commit('d', ['c'], [file(FOO, new OversizedVersion(MAX_RECORD_BYTES + 9), V3)]),
    ];
    const { warnings } = build(commits, 'd');
    expect(warnings.map((w) => w.message.slice(0, 42))).toEqual([
      `the version at commit ${sha('b').slice(0, 7)} is too large`,
      `the version at commit ${sha('c').slice(0, 7)} is too large`,
    ]);
  });

  test('a change measured from an earlier version names the commit where that version was current', () => {
    // b broke foo, c fixed it: c is measured from a's version, current at a (b's parent).
    const { earlier, leftOut } = build(through(BAD), 'c');
    expect(earlier).toEqual([
      {
        file: FOO,
        commit: sha('c'),
        parent: sha('b'),
        removed: false,
        skipped: 'unparseable',
        from: { sha: sha('a'), path: FOO },
      },
    ]);
    // b's own version makes no event: it is left out, at b.
    expect(leftOut).toEqual([{ path: FOO, commit: sha('b') }]);
  });

  test('a record removed while broken: its earlier version says the removal', () => {
    const gone = [...through(BAD).slice(0, 2), commit('d', ['b'], [file(FOO, BAD, null)])];
    expect(build(gone, 'd').earlier).toEqual([
      expect.objectContaining({
        file: FOO,
        commit: sha('d'),
        removed: true,
        from: { sha: sha('a'), path: FOO },
      }),
    ]);
  });

  test('two records with no name are not one model: an empty name is no name', () => {
    const unnamed = (s: string) =>
      s.replace('name = "Foo"', 'name = ""').replace('name = "Bar"', 'name = ""');
    const { events } = build(
      [commit('a', [], [file(FOO, unnamed(V1), null), file('models/beta/bar.toml', null, unnamed(BAR))])],
      'a',
    );
    expect(summary(events)).toEqual([`a model_removed ${FOO}`, 'a model_added models/beta/bar.toml']);
  });

  test('which removal an addition pairs with does not depend on the rename the reader reported', () => {
    // foo and zed (both named Foo) go, bar (named Foo) comes: the first removal by path, foo, pairs.
    const ZED = 'models/acme/zed.toml';
    const BAR_PATH = 'models/acme/bar.toml';
    const zed = V1.replace('acme/foo', 'acme/zed').replace('status = "available"', 'status = "preview"');
    const bar = V1.replace('acme/foo', 'acme/bar').replace('state = "unknown"', 'state = "partial"');
    const readers = [
      [file(FOO, V1, null), file(ZED, zed, null), file(BAR_PATH, null, bar)],
      // This reader paired zed with bar.
      [file(FOO, V1, null), file(BAR_PATH, zed, bar, ZED)],
    ];
    for (const files of readers) {
      const { events } = build([commit('a', [], files)], 'a');
      expect(events.map((e) => `${e.type} ${e.model.path} ${e.previous_path}`)).toEqual([
        `model_updated ${BAR_PATH} ${FOO}`,
        `model_removed ${ZED} undefined`,
      ]);
    }
  });

  test('change paths of exactly CHANGE_PATH_CHARS characters are kept as they are', () => {
    const path = `extra.${'k'.repeat(CHANGE_PATH_CHARS - 'extra.'.length)}`;
    const changes = [{ path, kind: 'added' as const, after: 1 }];
    expect(boundedChanges(changes, {}, { extra: { [path.slice(6)]: 1 } })).toBe(changes);
  });
});

describe('buildEvents: only records make events', () => {
  test.each(['models/notes.toml', 'models/Acme/x.toml', 'models/acme/sub/x.toml', 'models/acme/X.toml'])(
    'a file where no record can be (%s), added, changed and deleted, makes no event',
    (path) => {
      const commits = [
        commit('a', [], [file(FOO, null, V1)]),
        commit('b', ['a'], [file(path, null, BAR)]),
        commit('c', ['b'], [file(path, BAR, V2)]),
        commit('d', ['c'], [file(path, V2, null)]),
      ];
      const { events, warnings } = build(commits, 'd');
      expect(summary(events)).toEqual([`a model_added ${FOO}`]);
      expect(warnings).toEqual([]);
    },
  );

  test('a rename from where no record can be is an addition; to there, a removal', () => {
    const BAD_PATH = 'models/Acme/foo.toml';
    const commits = [
      commit('a', [], [file(BAD_PATH, null, V1)]),
      commit('b', ['a'], [file(FOO, V1, V1, BAD_PATH)]),
      commit('c', ['b'], [file(BAD_PATH, V1, V1, FOO)]),
    ];
    const { events } = build(commits, 'c');
    expect(summary(events)).toEqual([`c model_removed ${FOO}`, `b model_added ${FOO}`]);
    expect(events.some((e) => 'previous_path' in e)).toBe(false);
  });

  test('a broken version renamed from where no record can be is not looked for there', () => {
    const BAD_PATH = 'models/acme/sub/foo.toml';
    const commits = [
      commit('a', [], [file(BAD_PATH, null, V1)]),
      commit('b', ['a'], [file(FOO, V1, BAD, BAD_PATH)]),
      commit('c', ['b'], [file(FOO, BAD, V3)]),
    ];
    // c is compared with nothing (foo had no good version as a record): an addition, no move.
    const { events } = build(commits, 'c');
    expect(summary(events)).toEqual([`c model_added ${FOO}`]);
    expect(events[0]!.previous_path).toBeUndefined();
  });

  test('a copied record that still claims the original id makes events for the copy only', () => {
    const VEO = 'models/google/veo-3-1.toml';
    const COPY = 'models/google/veo-4.toml';
    const veo = V1.replace('acme/foo', 'google/veo-3-1');
    const fixed = veo.replace('google/veo-3-1', 'google/veo-4');
    const commits = [
      commit('a', [], [file(VEO, null, veo)]),
      commit('b', ['a'], [file(COPY, null, veo)]),
      commit('c', ['b'], [file(COPY, veo, fixed)]),
    ];
    const { events } = build(commits, 'c');
    expect(events.map((e) => `${e.commit.sha.slice(0, 1)} ${e.type} ${e.model.id} ${e.model.path}`)).toEqual([
      `c model_updated google/veo-4 ${COPY}`,
      `b model_added google/veo-4 ${COPY}`,
      `a model_added google/veo-3-1 ${VEO}`,
    ]);
    expect(events.map((e) => e.id.slice(41))).toEqual(['google/veo-4', 'google/veo-4', 'google/veo-3-1']);
    expect(events[0]!.changes).toEqual([
      { path: 'model.id', kind: 'changed', before: 'google/veo-3-1', after: 'google/veo-4' },
    ]);
  });

  test('a version with an impossible date is left out with a warning, never published rolled over', () => {
    const bad = V1.replace('retrieved_on = 2026-08-10', 'retrieved_on = 2026-02-30');
    const { events, warnings } = build(through(bad), 'c');
    expect(summary(events)).toEqual([`c model_updated ${FOO}`, `a model_added ${FOO}`]);
    expect(events[0]!.changes.map((c) => c.path)).toEqual(['model.status']);
    expect(JSON.stringify(events)).not.toContain('2026-03-02');
    expect(warnings).toEqual([
      expect.objectContaining({
        rule: 'history/unparseable',
        message: expect.stringContaining('2026-02-30 is not a real date: February 2026 has 28 days'),
      }),
    ]);
  });
});

test('modelIdFromPath', () => {
  expect(modelIdFromPath('models/a/b.toml')).toBe('a/b');
  expect(modelIdFromPath('models/a/b/c.toml')).toBe('a/b/c');
});

test("`updated`: each model's newest commit that changed its published file, a reorder's included", () => {
  const source = V1.slice(V1.indexOf('[[sources]]'));
  const blog = source.replace('id = "docs"', 'id = "blog"');
  const two = `${V1}\n${blog}`; // docs, blog
  const swapped = V1.replace(source, `${blog}\n${source}`); // blog, docs
  const commits = [
    commit('a', [], [file(FOO, null, two), file('models/acme/bar.toml', null, BAR)]),
    commit('b', ['a'], [file(FOO, two, swapped)]), // reordered: no event, a new published file
    commit('c', ['b'], [file(FOO, swapped, `# a comment\n${swapped}`)]), // reformatted: nothing
  ];
  const { events, updated } = build(commits, 'c');
  expect(summary(events)).toEqual([
    'a model_added models/acme/bar.toml',
    'a model_added models/acme/foo.toml',
  ]);
  expect(updated.get('acme/foo')?.sha).toBe(sha('b'));
  expect(updated.get('acme/bar')?.sha).toBe(sha('a'));
});

test("`updated` moves when a keyed array is reordered inside an array's last element", () => {
  // The only profile (the last element of capability_profiles) has its size options swapped.
  const options = (a: string, b: string) =>
    `${V1}\n[capability_profiles.size]\nstate = "supported"\n\n[[capability_profiles.size.options]]\nid = "${a}"\n\n[[capability_profiles.size.options]]\nid = "${b}"\n`;
  const [before, after] = [options('720p', '1080p'), options('1080p', '720p')];
  const commits = [
    commit('a', [], [file(FOO, null, before)]),
    commit('b', ['a'], [file(FOO, before, after)]),
  ];
  const { events, updated } = build(commits, 'b');
  expect(summary(events)).toEqual(['a model_added models/acme/foo.toml']);
  expect(updated.get('acme/foo')?.sha).toBe(sha('b'));
});

describe('misplacedRecords', () => {
  test('files the range leaves at no record path, with why; not those moved into place or removed', () => {
    const history = [
      commit(
        'a',
        [],
        [
          file('models/acme/deep/x.toml', null, V1),
          file('models/loose.toml', null, V1),
          file('models/acme/Bad.toml', null, V1),
          file('models/acme/gone/y.toml', null, V1),
        ],
      ),
      commit(
        'b',
        ['a'],
        [
          // Bad.toml moved into place (a rename git reported); gone/y.toml removed.
          file(FOO, V1, V1, 'models/acme/Bad.toml'),
          file('models/acme/gone/y.toml', V1, null),
        ],
      ),
    ];
    expect(misplacedRecords(history, 'registry/models')).toEqual([
      {
        path: 'models/acme/deep/x.toml',
        message: expect.stringMatching(
          /^a record must be at registry\/models\/<lab_slug>.*; this file is nested too deep$/,
        ),
      },
      {
        path: 'models/loose.toml',
        message: expect.stringMatching(/; this file is not inside a lab folder$/),
      },
    ]);
    expect(misplacedRecords([commit('c', [], [file(FOO, null, V1)])])).toEqual([]);
  });
});
