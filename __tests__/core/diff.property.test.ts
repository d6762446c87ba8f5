import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { diffRecords, formatPath, parsePath, resolvePath } from '../../src/core/diff.js';
import { canonicalize, compareCodePoints, deepEqual, setOwn } from '../../src/core/json.js';
import { parseRecord } from '../../src/core/toml/parse.js';
import type { Change, Json, JsonObject } from '../../src/core/types.js';
import { testIf } from '../harness/prerequisite.js';
import { apply, isObject, keyed, normalize } from './diff-apply.js';

// Small alphabets so that two independently drawn values often share keys and ids; records are
// untrusted, and TOML keeps `__proto__` and `constructor` as plain keys (parse.ts).
const key = fc.constantFrom(
  'a',
  'b',
  'id',
  'name',
  'weird key',
  'q"uote',
  'ü',
  '',
  '😀',
  '__proto__',
  'constructor',
);
const id = fc.constantFrom('p', 'q', 'r', 'a"b', 'x]y', '😀', '__proto__');
const scalar = fc.oneof(fc.constantFrom<Json>(null, true, false, 0, 1, -1.5, 'p', 's', ''));

const { value } = fc.letrec<{ value: Json; object: Json; array: Json; keyed: Json }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 4 },
    { arbitrary: scalar, weight: 3 },
    { arbitrary: tie('object'), weight: 2 },
    { arbitrary: tie('array'), weight: 1 },
    { arbitrary: tie('keyed'), weight: 3 },
  ),
  object: fc.dictionary(key, tie('value'), { maxKeys: 4 }) as fc.Arbitrary<Json>,
  array: fc.array(tie('value'), { maxLength: 3 }),
  keyed: fc.uniqueArray(
    fc.tuple(id, fc.dictionary(key, tie('value'), { maxKeys: 3 })).map(([i, o]) => ({ ...o, id: i }) as Json),
    { selector: (e) => (e as JsonObject).id, maxLength: 3 },
  ),
}));
const record = fc.dictionary(key, value, { maxKeys: 5 }) as fc.Arbitrary<JsonObject>;

/** Deterministically shuffles every keyed array (rotating by `n`, reversing on odd depths). */
function reorderKeyed(v: Json, n: number, depth = 0): Json {
  if (Array.isArray(v)) {
    let out = v.map((x) => reorderKeyed(x, n, depth + 1));
    if (keyed(v) && out.length > 1) {
      const r = n % out.length;
      out = [...out.slice(r), ...out.slice(0, r)];
      if (depth % 2 === 1) out.reverse();
    }
    return out;
  }
  if (isObject(v))
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, reorderKeyed(x, n, depth + 1)]));
  return v;
}

/** A related version of `v`: members and keyed elements kept, edited, dropped, added or replaced. */
function mutate(v: Json, pool: Json[], bits: number[], at = { i: 0 }): Json {
  const pick = () => bits[at.i++ % bits.length]!;
  const fromPool = () => pool[pick() % pool.length]!;
  if (pick() === 7) return fromPool();
  if (Array.isArray(v) && keyed(v)) {
    const out: Json[] = [];
    for (const e of v) {
      const d = pick();
      if (d === 6) continue;
      out.push(d < 3 ? e : { ...(mutate(e, pool, bits, at) as JsonObject), id: (e as JsonObject).id! });
    }
    if (pick() === 5) {
      const extra = fromPool();
      const fresh = `n${at.i}`;
      out.push(isObject(extra) ? { ...extra, id: fresh } : { id: fresh, v: extra });
    }
    return out;
  }
  if (isObject(v)) {
    const out: JsonObject = {};
    for (const [k, x] of Object.entries(v)) {
      const d = pick();
      if (d === 6) continue;
      setOwn(out, k, d < 3 ? x : mutate(x, pool, bits, at));
    }
    if (pick() === 5) out[`k${at.i}`] = fromPool();
    return out;
  }
  return v;
}

const pair = fc.oneof(
  fc.tuple(record, record),
  fc
    .tuple(
      record,
      fc.array(value, { minLength: 1, maxLength: 3 }),
      fc.array(fc.nat(7), { minLength: 1, maxLength: 40 }),
    )
    .map(([a, pool, bits]) => [a, mutate(a, pool, bits)] as [Json, Json]),
);

/**
 * The diff from its definition, walking both values whole (no shortcuts): members and ids in
 * code-point order, depth first; a keyed array by id; anything else that differs, one change.
 */
function plainDiff(before: Json, after: Json, path: string, out: Change[] = []): Change[] {
  const same = (x: Json, y: Json) => deepEqual(normalize(x), normalize(y));
  const at = (seg: { key: string } | { id: string }) => formatPath([...parsePath(path)!, seg]);
  const walk = (
    names: string[],
    get: (side: Json, n: string) => Json | undefined,
    seg: (n: string) => string,
  ) => {
    for (const n of [...new Set(names)].sort(compareCodePoints)) {
      const b = get(before, n);
      const a = get(after, n);
      if (b !== undefined && a !== undefined) {
        if (!same(b, a)) plainDiff(b, a, seg(n), out);
      } else if (a !== undefined) out.push({ path: seg(n), kind: 'added', after: canonicalize(a) });
      else out.push({ path: seg(n), kind: 'removed', before: canonicalize(b!) });
    }
  };
  if (isObject(before) && isObject(after)) {
    const get = (side: Json, k: string) =>
      Object.hasOwn(side as JsonObject, k) ? (side as JsonObject)[k] : undefined;
    walk([...Object.keys(before), ...Object.keys(after)], get, (k) => at({ key: k }));
  } else if (Array.isArray(before) && Array.isArray(after) && keyed(before) && keyed(after)) {
    const ids = (a: Json[]) => a.map((e) => (e as JsonObject).id as string);
    const get = (side: Json, id: string) => (side as JsonObject[]).find((e) => e.id === id);
    walk([...ids(before), ...ids(after)], get, (id) => at({ id }));
  } else if (!same(before, after)) {
    out.push({ path, kind: 'changed', before: canonicalize(before), after: canonicalize(after) });
  }
  return out;
}

const runs = { numRuns: 1000 };

describe('diffRecords properties', () => {
  test('no change between equal records', () => {
    fc.assert(
      fc.property(record, (a) => {
        expect(diffRecords(a, a)).toEqual([]);
        expect(diffRecords(a, structuredClone(a))).toEqual([]);
        expect(diffRecords(a, canonicalize(a))).toEqual([]);
      }),
      runs,
    );
  });

  test('reordering keyed arrays is no change', () => {
    fc.assert(
      fc.property(record, fc.nat(5), (a, n) => {
        expect(diffRecords(a, reorderKeyed(a, n))).toEqual([]);
      }),
      runs,
    );
  });

  test('every path resolves to exactly the reported value on its side, and to nothing on the other', () => {
    fc.assert(
      fc.property(pair, ([a, b]) => {
        for (const c of diffRecords(a, b)) {
          expect(formatPath(parsePath(c.path)!)).toBe(c.path);
          const inBefore = resolvePath(a, c.path);
          const inAfter = resolvePath(b, c.path);
          if (c.kind === 'added') expect(inBefore).toBeUndefined();
          else expect(canonicalize(inBefore!)).toEqual(c.before);
          if (c.kind === 'removed') expect(inAfter).toBeUndefined();
          else expect(canonicalize(inAfter!)).toEqual(c.after);
        }
      }),
      runs,
    );
  });

  test('applying the changes to before yields after (keyed arrays compared as sets)', () => {
    fc.assert(
      fc.property(pair, ([a, b]) => {
        expect(normalize(apply(a, diffRecords(a, b)))).toEqual(normalize(b));
      }),
      runs,
    );
  });

  test('no changes exactly when the data is equal (up to keyed array order)', () => {
    fc.assert(
      fc.property(pair, ([a, b]) => {
        expect(diffRecords(a, b).length === 0).toBe(deepEqual(normalize(a), normalize(b)));
      }),
      runs,
    );
  });

  test('the changes, in order, are those of a plain walk of both values', () => {
    // `pair` keeps unchanged parts as the same objects, as the history parser shares sections.
    fc.assert(
      fc.property(pair, ([a, b]) => {
        expect(diffRecords(a, b)).toEqual(plainDiff(a, b, ''));
      }),
      runs,
    );
  });

  test('paths and their order do not depend on keyed array order; every value is canonical', () => {
    // Values keep the order their arrays have in the record, so they are compared normalized.
    const normalized = (cs: Change[]) => cs.map((c) => normalize(c as unknown as Json));
    fc.assert(
      fc.property(pair, fc.nat(5), ([a, b], n) => {
        const changes = diffRecords(a, b);
        expect(normalized(diffRecords(reorderKeyed(a, n), reorderKeyed(b, n + 1)))).toEqual(
          normalized(changes),
        );
        for (const c of changes) {
          if ('before' in c) expect(JSON.stringify(c.before)).toBe(JSON.stringify(canonicalize(c.before!)));
          if ('after' in c) expect(JSON.stringify(c.after)).toBe(JSON.stringify(canonicalize(c.after!)));
        }
      }),
      runs,
    );
  });
});

describe('on the real records in ../shared/conformance', () => {
  const root = join(process.cwd(), '../shared/conformance/models');
  const present = existsSync(root);
  const t = testIf(present, root);
  const records = present
    ? readdirSync(root).flatMap((lab) =>
        readdirSync(join(root, lab)).map((name) => {
          const outcome = parseRecord(name, readFileSync(join(root, lab, name)));
          if (!outcome.ok) throw new Error(outcome.diagnostic.message);
          return outcome.value;
        }),
      )
    : [];

  t('edited versions of real records: paths resolve and changes apply', () => {
    const edited = fc
      .tuple(
        fc.constantFrom(...records),
        fc.array(value, { minLength: 1, maxLength: 3 }),
        fc.array(fc.nat(7), { minLength: 1, maxLength: 60 }),
      )
      .map(([a, pool, bits]) => [a, mutate(a, pool, bits)] as [Json, Json]);
    fc.assert(
      fc.property(edited, fc.nat(5), ([a, b], n) => {
        const changes = diffRecords(a, b);
        expect(normalize(apply(a, changes))).toEqual(normalize(b));
        expect(diffRecords(a, reorderKeyed(a, n))).toEqual([]);
        for (const c of changes) {
          if (c.kind !== 'added') expect(canonicalize(resolvePath(a, c.path)!)).toEqual(c.before);
          if (c.kind !== 'removed') expect(canonicalize(resolvePath(b, c.path)!)).toEqual(c.after);
        }
      }),
      { numRuns: 300 },
    );
  });

  t('a deep edit in a real record is reported at its keyed path', () => {
    const veo = records.find((r) => (r.model as JsonObject).id === 'google/veo-3-1')!;
    const edited = structuredClone(veo);
    const profiles = edited.capability_profiles as JsonObject[];
    (profiles[0]!.duration as JsonObject).max = 10;
    profiles.reverse();
    (edited.sources as JsonObject[]).pop();
    const removedSource = (veo.sources as JsonObject[]).at(-1)!;
    expect(diffRecords(veo, edited)).toEqual([
      {
        path: 'capability_profiles[id="gemini-text-to-video"].duration.max',
        kind: 'changed',
        before: 8,
        after: 10,
      },
      { path: `sources[id="${removedSource.id}"]`, kind: 'removed', before: canonicalize(removedSource) },
    ]);
  });
});
