// Random mutations of real records: validateRegistry never throws, and every diagnostic points at a
// line of the file and a column on that line (an annotation elsewhere lands on no line of the diff),
// with a message that holds no half of a character; the values a full build's history parser gives
// it change no diagnostic.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { append } from '../../../src/core/json-pointer.js';
import { ChunkedParser } from '../../../src/core/toml/chunked.js';
import { createLocator } from '../../../src/core/toml/locate.js';
import { parseRecord } from '../../../src/core/toml/parse.js';
import type { Json, RegistryFile } from '../../../src/core/types.js';
import { validateRegistry } from '../../../src/core/validate/index.js';

function tomlFiles(dir: string): string[] {
  if (!existsSync(dir)) return []; // the conformance records are not on every machine
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? tomlFiles(p) : n.endsWith('.toml') ? [p] : [];
  });
}

/** Each record with its registry path (`models/<lab>/<model>.toml`) and text. */
const RECORDS = ['examples/registry', '../shared/conformance'].flatMap((root) =>
  tomlFiles(join(root, 'models')).map((f) => ({ path: relative(root, f), text: readFileSync(f, 'utf8') })),
);

/** Values of every TOML type and then some: the schema's wrong types, hostile strings, extremes. */
const VALUES = [
  '{}',
  '[]',
  '[{}]',
  '[[]]',
  '[1, "a"]',
  '-1',
  '0',
  '-0',
  '1.5',
  '1e300',
  '1e400',
  '-inf',
  'nan',
  '9223372036854775807',
  '-9223372036854775808',
  '9223372036854775808',
  '99999999999999999999999999',
  '0x7FFFFFFFFFFFFFFF',
  'true',
  '2026-01-01T00:00:00Z',
  '2026-02-30',
  '07:32',
  '1979-05-27T07:32:00.999999-07:00',
  '""',
  '"\\u0000\\u0007\\u001b[31m"',
  '"\\u202Eevil\\u202C"',
  '"\u202Eraw bidi\u2066"',
  '"\\uD800"',
  '"\\uDC00x"',
  '"\\U0010FFFF"',
  '"\\U00110000"',
  '"\u{1F600}\u0301"',
  '"a\\tb\\nc"',
  '"""\nmulti\n[line]\n"""',
  "'''\n[[lit]]\n'''",
  `"${'x'.repeat(20_000)}"`,
  `[${'"s", '.repeat(3_000)}]`,
  `${'['.repeat(60)}${']'.repeat(60)}`,
  `${'{ a = '.repeat(60)}1${' }'.repeat(60)}`,
  '{ state = "supported", source_ids = ["nope"] }',
  // TOML 1.1 forms, which every reader accepts (docs/decisions.md)
  '{ a = 1, }',
  '{\n  id = "multi",\n  state = "supported",\n}',
  '"\\e\\x41"',
  '[{ id = "x" }, { id = "x" }]',
];

/** Keys written in odd ways: quoted, dotted, unicode, empty, prototype names. */
const KEYS = [
  '""',
  '"a.b"',
  'a.b.c',
  '"\u202E"',
  '"\u00e9"',
  '__proto__',
  'constructor',
  `k${'k'.repeat(5_000)}`,
];

type Mutation =
  | { kind: 'value'; at: number; value: string } // a `key = value` line's value replaced
  | { kind: 'key'; at: number; key: string } // a `key = value` line's key replaced
  | { kind: 'insert'; at: number; line: string }
  | { kind: 'delete'; at: number };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('value' as const),
      at: fc.nat(),
      value: fc.constantFrom(...VALUES),
    }),
    weight: 5,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('key' as const), at: fc.nat(), key: fc.constantFrom(...KEYS) }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('insert' as const),
      at: fc.nat(),
      line: fc.oneof(
        fc.constantFrom(
          '[model]',
          '[[sources]]',
          '[capability_profiles.x]',
          '[pricing.y.z]',
          'x.y = 1',
          '\uFEFF',
        ),
        fc
          .tuple(fc.constantFrom(...KEYS, 'id', 'state', 'source_ids'), fc.constantFrom(...VALUES))
          .map(([k, v]) => `${k} = ${v}`),
      ),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }), weight: 2 },
);

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const KEY_VALUE = /^([ \t]*)([^=#[\s][^=]*?)([ \t]*=[ \t]*)(.*)$/;

function mutate(text: string, mutations: Mutation[]): string {
  const lines = text.split('\n');
  for (const m of mutations) {
    if (m.kind === 'insert') lines.splice(m.at % (lines.length + 1), 0, m.line);
    else if (m.kind === 'delete') lines.splice(m.at % lines.length, 1);
    else {
      const keyed = lines.flatMap((l, i) => (KEY_VALUE.test(l) ? [i] : []));
      if (keyed.length === 0) continue;
      const i = keyed[m.at % keyed.length]!;
      lines[i] = lines[i]!.replace(KEY_VALUE, (_, indent, key, eq, value) =>
        m.kind === 'value' ? `${indent}${key}${eq}${m.value}` : `${indent}${m.key}${eq}${value}`,
      );
    }
  }
  return lines.join('\n');
}

const d = RECORDS.length > 0 ? describe : describe.skip;

/** One of the records, mutated, its lines ended with CRLF on a coin's throw when `crlf` may. */
const mutatedRecord = (crlf: boolean) =>
  fc
    .tuple(
      fc.nat(),
      fc.array(mutation, { minLength: 1, maxLength: 4 }),
      crlf ? fc.boolean() : fc.constant(false),
    )
    .map(([n, mutations, windows]) => {
      const { path, text } = RECORDS[n % RECORDS.length]!;
      const mutated = mutate(text, mutations);
      return { path, mutated: windows ? mutated.replaceAll('\n', '\r\n') : mutated };
    });

d('validateRegistry on mutated real records', () => {
  it('never throws, and every diagnostic lies within its file', () => {
    fc.assert(
      fc.property(mutatedRecord(true), ({ path, mutated }) => {
        // The others stay as they are: cross-record rules (ids, aliases) see the mutated one.
        const files: RegistryFile[] = RECORDS.map((r) => ({
          path: r.path,
          bytes: new TextEncoder().encode(r.path === path ? mutated : r.text),
        }));
        const { diagnostics } = validateRegistry(files);
        // The values the history parser gives (a full build passes them in) change nothing.
        const parser = new ChunkedParser();
        const values = new Map(
          files.flatMap((f) => {
            const o = 'bytes' in f ? parser.parse(f.path, f.bytes) : { ok: false as const };
            return o.ok ? [[f.path, o.value] as const] : [];
          }),
        );
        expect(validateRegistry(files, { parsed: (p) => values.get(p) }).diagnostics).toEqual(diagnostics);
        const lines = new Map(
          RECORDS.map((r) => {
            const t = r.path === path ? mutated : r.text;
            // A byte order mark is no column; CRLF is one line end.
            return [
              r.path,
              t
                .replace(/^\uFEFF/, '')
                .replaceAll('\r\n', '\n')
                .split('\n'),
            ];
          }),
        );
        for (const diagnostic of diagnostics) {
          const fileLines = lines.get(diagnostic.file);
          expect(fileLines).toBeDefined();
          expect(diagnostic.line).toBeGreaterThanOrEqual(1);
          expect(diagnostic.line).toBeLessThanOrEqual(fileLines!.length);
          expect(diagnostic.column).toBeGreaterThanOrEqual(1);
          expect(diagnostic.column).toBeLessThanOrEqual(fileLines![diagnostic.line - 1]!.length + 1);
          expect(diagnostic.rule).not.toBe('internal/error');
          expect(diagnostic.message).not.toMatch(LONE_SURROGATE);
        }
      }),
      // Each run validates the whole registry twice: fewer runs keep the file near 3 s (FC_RUNS=1500
      // for a longer search).
      { numRuns: Number(process.env.FC_RUNS ?? 20) },
    );
  });

  it('reports the same diagnostics whatever the line ends, with or without a byte order mark', () => {
    // A Windows checkout (CRLF, core.autocrlf) or an editor's BOM must not move or change a report.
    const check = (path: string, text: string) =>
      validateRegistry([{ path, bytes: new TextEncoder().encode(text) }]).diagnostics;
    fc.assert(
      fc.property(mutatedRecord(false), ({ path, mutated }) => {
        // One mark: a mutation may have put one at the start already, and a second is an error.
        const marked = mutated.startsWith('\uFEFF') ? mutated : `\uFEFF${mutated}`;
        expect(check(path, marked.replaceAll('\n', '\r\n'))).toEqual(check(path, mutated));
      }),
      { numRuns: Number(process.env.FC_RUNS ?? 60) },
    );
  });

  it('locates every key of a record that parses at that key', () => {
    fc.assert(
      fc.property(mutatedRecord(true), ({ mutated }) => {
        const parsed = parseRecord('models/a/b.toml', new TextEncoder().encode(mutated));
        if (!parsed.ok) return;
        const locator = createLocator(parsed.text);
        const lines = parsed.text.split('\n');
        const walk = (v: Json, pointer: string, key: string | null) => {
          if (key !== null) {
            const { line, column } = locator.locate(pointer);
            const at = lines[line - 1]!.slice(column - 1);
            // A bare key, a quoted one, or the header that names the table.
            expect([key, '"', "'", '['].some((s) => at.startsWith(s))).toBe(true);
          }
          if (Array.isArray(v)) for (const [i, x] of v.entries()) walk(x, append(pointer, i), null);
          else if (typeof v === 'object' && v !== null)
            for (const [k, x] of Object.entries(v)) walk(x, append(pointer, k), k);
        };
        walk(parsed.value, '', null);
      }),
      { numRuns: Number(process.env.FC_RUNS ?? 60) },
    );
  });
});
