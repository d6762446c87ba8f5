import { describe, expect, test } from '@jest/globals';
import { diffRecords, formatPath, parsePath, resolvePath, sameData, sameJson } from '../../src/core/diff.js';
import { samePublished } from '../../src/core/same-record.js';
import type { Json } from '../../src/core/types.js';

describe('diffRecords', () => {
  test('equal records give no change', () => {
    const r = { model: { id: 'a/b', name: 'A' }, sources: [{ id: 's', url: 'u' }] };
    expect(diffRecords(r, structuredClone(r))).toEqual([]);
  });

  test('a scalar change deep inside objects is one change at a dotted path', () => {
    expect(diffRecords({ model: { name: 'A', lab: 'L' } }, { model: { name: 'B', lab: 'L' } })).toEqual([
      { path: 'model.name', kind: 'changed', before: 'A', after: 'B' },
    ]);
  });

  test('keys in code-point order, added and removed carry the whole value with sorted keys', () => {
    const changes = diffRecords({ z: 1, b: 2, B: 0 }, { b: 2, a: { y: 1, x: [{ k: 2, j: 1 }] }, B: 0 });
    expect(changes).toEqual([
      { path: 'a', kind: 'added', after: { x: [{ j: 1, k: 2 }], y: 1 } },
      { path: 'z', kind: 'removed', before: 1 },
    ]);
    expect(Object.keys(changes[0]!.after as object)).toEqual(['x', 'y']);
    expect(Object.keys((changes[0]!.after as { x: object[] }).x[0]!)).toEqual(['j', 'k']);
    expect('before' in changes[0]!).toBe(false);
    expect('after' in changes[1]!).toBe(false);
  });

  test('code-point order, not UTF-16 order: U+FF5A sorts before an astral character', () => {
    const paths = diffRecords({}, { '😀': 1, ｚ: 1, s: [{ id: '😀' }, { id: 'ｚ' }] }).map((c) => c.path);
    expect(paths).toEqual(['s', '["ｚ"]', '["😀"]']);
    const ids = diffRecords({ s: [] }, { s: [{ id: '😀' }, { id: 'ｚ' }] }).map((c) => c.path);
    expect(ids).toEqual(['s[id="ｚ"]', 's[id="😀"]']);
  });

  test('keyed arrays are compared by id: member changes, whole elements added and removed, ids sorted', () => {
    const before: Json = {
      capability_profiles: [
        { id: 't2v', task: 'text_to_video', duration: { max: 8, min: 4 } },
        { id: 'placeholder', task: 'x' },
      ],
    };
    const after: Json = {
      capability_profiles: [
        { id: 'i2v', task: 'image_to_video' },
        { id: 't2v', task: 'text_to_video', duration: { max: 10, min: 4 } },
      ],
    };
    expect(diffRecords(before, after)).toEqual([
      { path: 'capability_profiles[id="i2v"]', kind: 'added', after: { id: 'i2v', task: 'image_to_video' } },
      {
        path: 'capability_profiles[id="placeholder"]',
        kind: 'removed',
        before: { id: 'placeholder', task: 'x' },
      },
      { path: 'capability_profiles[id="t2v"].duration.max', kind: 'changed', before: 8, after: 10 },
    ]);
  });

  test('reordering a keyed array is no change, at any depth', () => {
    const a: Json = { p: [{ id: 'x', s: [{ id: '1' }, { id: '2' }] }, { id: 'y' }] };
    const b: Json = { p: [{ id: 'y' }, { id: 'x', s: [{ id: '2' }, { id: '1' }] }] };
    expect(diffRecords(a, b)).toEqual([]);
    expect(sameData(a, b)).toBe(true);
  });

  test('reordered keyed arrays inside a non-keyed array are no change either', () => {
    const a = { controls: [{ name: 'q', v: [{ id: '1' }, { id: '2' }] }] };
    const b = { controls: [{ name: 'q', v: [{ id: '2' }, { id: '1' }] }] };
    expect(diffRecords(a, b)).toEqual([]);
  });

  test('a reordered keyed array with an element changed is a change', () => {
    const a: Json = { p: [{ id: 'x', v: 1 }, { id: 'y' }] };
    const b: Json = { p: [{ id: 'y' }, { id: 'x', v: 2 }] };
    expect(sameData(a, b)).toBe(false);
    expect(diffRecords(a, b)).toEqual([{ path: 'p[id="x"].v', kind: 'changed', before: 1, after: 2 }]);
  });

  test('arrays without ids (controls by name, scalars) change as a whole', () => {
    const before = { controls: [{ name: 'seed', state: 'supported' }], values: [24] };
    const after = { controls: [{ name: 'seed', state: 'unknown' }], values: [24, 30] };
    expect(diffRecords(before, after)).toEqual([
      {
        path: 'controls',
        kind: 'changed',
        before: [{ name: 'seed', state: 'supported' }],
        after: [{ name: 'seed', state: 'unknown' }],
      },
      { path: 'values', kind: 'changed', before: [24], after: [24, 30] },
    ]);
  });

  test('arrays with a duplicate, empty or non-string id on either side are not keyed', () => {
    expect(diffRecords({ a: [{ id: 'x' }, { id: 'x', v: 1 }] }, { a: [{ id: 'x' }] })).toEqual([
      { path: 'a', kind: 'changed', before: [{ id: 'x' }, { id: 'x', v: 1 }], after: [{ id: 'x' }] },
    ]);
    expect(diffRecords({ a: [{ id: '' }] }, { a: [{ id: 'y' }] })).toHaveLength(1);
    expect(diffRecords({ a: [{ id: 1 }] }, { a: [{ id: 'y' }] })[0]!.path).toBe('a');
    expect(diffRecords({ a: [{ id: 'x' }] }, { a: [{ id: 'x' }, 3] })[0]!.path).toBe('a');
  });

  test('an empty array counts as keyed, so new elements are reported one by one', () => {
    expect(diffRecords({ a: [] }, { a: [{ id: 'x' }] })).toEqual([
      { path: 'a[id="x"]', kind: 'added', after: { id: 'x' } },
    ]);
  });

  test('a type change is one change of the whole value', () => {
    expect(diffRecords({ a: { b: 1 } }, { a: [1] })).toEqual([
      { path: 'a', kind: 'changed', before: { b: 1 }, after: [1] },
    ]);
    expect(diffRecords({ a: null }, { a: 0 })).toEqual([
      { path: 'a', kind: 'changed', before: null, after: 0 },
    ]);
  });

  test('top-level values that are not both objects give one change at path ""', () => {
    expect(diffRecords(1, 2)).toEqual([{ path: '', kind: 'changed', before: 1, after: 2 }]);
    expect(diffRecords([{ id: 'a' }], [])).toEqual([
      { path: '[id="a"]', kind: 'removed', before: { id: 'a' } },
    ]);
  });

  test('keys outside [A-Za-z0-9_-] and ids are JSON-escaped so every path is unambiguous', () => {
    const before = { model: { 'weird key': 1, 'a.b': 1 }, 'x"y': 1, s: [{ id: 'a"b]' }] };
    const after = { model: { 'weird key': 2, 'a.b': 1 }, 'x"y': 2, s: [{ id: 'a"b]', v: 1 }] };
    const paths = diffRecords(before, after).map((c) => c.path);
    expect(paths).toEqual(['model["weird key"]', 's[id="a\\"b]"].v', '["x\\"y"]']);
    for (const p of paths) expect(resolvePath(after, p)).toBe(p === paths[1] ? 1 : 2);
  });
});

describe('diffRecords with `changed` (the only members that may differ)', () => {
  test('the members named are compared, added and removed; the others are passed by', () => {
    const before = { a: 1, b: 1, gone: 1, left: 1 };
    const after = { a: 2, b: 2, new: 1, fresh: 1 };
    expect(diffRecords(before, after, new Set(['a', 'gone', 'new']))).toEqual([
      { path: 'a', kind: 'changed', before: 1, after: 2 },
      { path: 'gone', kind: 'removed', before: 1 },
      { path: 'new', kind: 'added', after: 1 },
    ]);
    // Naming every member that differs gives what the whole walk gives.
    const all = new Set(['a', 'b', 'gone', 'left', 'new', 'fresh']);
    expect(diffRecords(before, after, all)).toEqual(diffRecords(before, after));
  });
});

describe('sameJson and samePublished: the published file, arrays in order', () => {
  test('arrays that differ only in their last element differ', () => {
    expect(sameJson({ tags: ['a', 'b'] }, { tags: ['a', 'c'] })).toBe(false);
    expect(sameJson({ p: [{ id: 'x', v: 1 }] }, { p: [{ id: 'x', v: 2 }] })).toBe(false);
    expect(sameJson({ tags: ['a', 'b'] }, { tags: ['a', 'b'] })).toBe(true);
    // A member more on either side differs, though every member of the other is equal.
    expect(sameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameJson({ a: 1, b: 2 }, { a: 1 })).toBe(false);
    const toml = (tags: string) => new TextEncoder().encode(`schema_version = 1\ntags = ${tags}\n`);
    expect(samePublished(toml('["a", "b"]'), toml('["a", "c"]'))).toBe(false);
    expect(samePublished(toml('["a", "b"]'), toml('[ "a","b" ]'))).toBe(true);
    // A version that does not parse publishes nothing: never the same as one that does.
    const bytes = (text: string) => new TextEncoder().encode(text);
    expect(samePublished(bytes('# empty\n'), bytes('tags = [\n'))).toBe(false);
    expect(samePublished(bytes('tags = [\n'), bytes('# empty\n'))).toBe(false);
    // Nor are two different versions that do not parse: each has its own errors to show.
    expect(samePublished(bytes('tags = [\n'), bytes('tags = [1,\n'))).toBe(false);
  });

  test('a reordered keyed array is no change to the diff but another published file', () => {
    const a = { p: [{ id: 'x' }, { id: 'y' }] };
    const b = { p: [{ id: 'y' }, { id: 'x' }] };
    expect(sameData(a, b)).toBe(true);
    expect(sameJson(a, b)).toBe(false);
  });
});

describe('paths', () => {
  test('formatPath writes plain names dotted and everything else bracketed', () => {
    expect(
      formatPath([{ key: 'capability_profiles' }, { id: 't2v' }, { key: 'duration' }, { key: 'max' }]),
    ).toBe('capability_profiles[id="t2v"].duration.max');
    expect(formatPath([{ key: '' }, { key: 'a b' }, { key: 'c' }])).toBe('[""]["a b"].c');
    // A dot in a key is bracketed: `a.b` would read back as two members.
    expect(formatPath([{ key: 'a.b' }, { key: 'c' }])).toBe('["a.b"].c');
    expect(parsePath(formatPath([{ key: 'a.b' }]))).toEqual([{ key: 'a.b' }]);
    expect(formatPath([])).toBe('');
  });

  test('parsePath inverts formatPath, including escapes and astral characters', () => {
    const segs = [{ key: 'a' }, { id: 'x"]\n\\' }, { key: '😀' }, { key: 'id' }, { id: '' }];
    expect(parsePath(formatPath(segs))).toEqual(segs);
  });

  test('malformed paths parse to null and resolve to undefined', () => {
    for (const p of ['.a', 'a.', 'a..b', 'a[', 'a["x"', 'a[id=x]', 'a[id="x"', 'a b', 'a["x"]b', '[1]']) {
      expect(parsePath(p)).toBeNull();
      expect(resolvePath({ a: { b: 1 } }, p)).toBeUndefined();
    }
  });

  test('resolvePath follows members and id selectors, undefined when absent', () => {
    const v: Json = { p: [{ id: 'x', d: { max: 8 } }], n: null, arr: [1] };
    expect(resolvePath(v, 'p[id="x"].d.max')).toBe(8);
    expect(resolvePath(v, 'p[id="x"]')).toEqual({ id: 'x', d: { max: 8 } });
    expect(resolvePath(v, 'n')).toBeNull();
    expect(resolvePath(v, '')).toBe(v);
    expect(resolvePath(v, 'p[id="y"]')).toBeUndefined();
    expect(resolvePath(v, 'p.id')).toBeUndefined();
    expect(resolvePath(v, 'arr[id="1"]')).toBeUndefined();
    expect(resolvePath(v, 'toString')).toBeUndefined();
  });
});
