// Random edits of real records, fed version after version to one ChunkedParser: every outcome must
// be parseRecord's (the chunked parser's "same result, by construction"), and changedSectionKeys
// must name every top-level key whose data differs; the changes diffRecords reports between two
// versions, applied to the first, must give the second. The edits aim at the section cutting: lines that
// start with `[` inside multi-line strings, arrays and inline tables, odd headers, tables reopened,
// line ends of every kind, a byte order mark, blanks, a last line without a newline.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { diffRecords, sameData } from '../../src/core/diff.js';
import { canonicalJson } from '../../src/core/json.js';
import { ChunkedParser, changedSectionKeys } from '../../src/core/toml/chunked.js';
import { parseRecord } from '../../src/core/toml/parse.js';
import { apply, normalize } from './diff-apply.js';

function tomlFiles(dir: string): string[] {
  if (!existsSync(dir)) return []; // the conformance records are not on every machine
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? tomlFiles(p) : n.endsWith('.toml') ? [p] : [];
  });
}

const RECORDS = [...tomlFiles('examples/registry'), ...tomlFiles('../shared/conformance')].map((f) =>
  readFileSync(f, 'utf8'),
);

/** Lines that stress the cutting at `\n[`; `\n` inside one is a line break of the snippet. */
const SNIPPETS = [
  's_ml = """\n[not.a.header]\n[[nor.this]]\n"""',
  "s_lit = '''\n[[nope]]\n[model]\n'''",
  's_esc = """\\\n[model]\n"""',
  's_q = """\n[x]"""',
  'arr_ml = [\n[1, 2],\n[3]\n]',
  'arr_t = [\n  [1],\n]',
  'tbl_ml = {\n  a = 1,\n  b = [\n[2]\n],\n}',
  'tbl_one = { k = 1, l.m = 2 }',
  '[a."b.c"]\nv = 1',
  '[ a . b ]\nw = 2',
  '[ \'lit\' . "q" ]  # a comment [with] brackets\nx = 3',
  '[model] # reopened',
  '[model.sub]\nk = "v"',
  '[[api_identifiers]]\nkind = "x"',
  '[[api_identifiers]] # again',
  '[api_identifiers.sub]\nk = 1',
  '[t.sub]\nv = 1',
  '[t]\nw = 2',
  'd.e.f = 1',
  '[d.e]',
  '[d.e.g]\nz = 1',
  '[[arr]]\nid = "p"',
  '[arr]',
  '\t[indented]\n\tk = 1',
  '  [ spaced ]',
  '[x]]',
  '[[y]',
  '[]',
  '[z] k = 1',
  'n = nan',
  'day = 2026-02-30',
  'x = 1 # comment [x]',
  '# [commented.header]',
  '',
  ' ',
  '\t',
  '"quoted.key" = 1',
  '__proto__ = 1',
];

type Edit =
  | { kind: 'insert'; at: number; text: string }
  | { kind: 'copy'; at: number; from: number } // an existing line again (keys, headers repeated)
  | { kind: 'move'; at: number; from: number } // sections reordered, a header away from its keys
  | { kind: 'delete'; at: number }
  | { kind: 'trail'; at: number; blanks: string };

const edit: fc.Arbitrary<Edit> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('insert' as const),
      at: fc.nat(),
      text: fc.constantFrom(...SNIPPETS),
    }),
    weight: 4,
  },
  { arbitrary: fc.record({ kind: fc.constant('copy' as const), at: fc.nat(), from: fc.nat() }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('move' as const), at: fc.nat(), from: fc.nat() }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant('trail' as const),
      at: fc.nat(),
      blanks: fc.constantFrom(' ', '\t', ' \t '),
    }),
    weight: 1,
  },
);

/** How a file's lines end: LF or CRLF. A few lines may end otherwise: also a lone CR, or CR CR LF. */
const style = fc.constantFrom('\n', '\n', '\r\n');
const ending = fc.constantFrom('\n', '\r\n', '\r', '\r\r\n');

const version = fc.record({
  record: fc.nat(),
  edits: fc.array(edit, { maxLength: 5 }),
  /** Line ends: one style for the whole file, and a few lines given another. */
  style,
  odd: fc.array(fc.tuple(fc.nat(), ending), { maxLength: 1 }),
  bom: fc.boolean(),
  finalNewline: fc.boolean(),
});

type Version = typeof version extends fc.Arbitrary<infer V> ? V : never;

function render(v: Version): string {
  const lines = RECORDS[v.record % RECORDS.length]!.split('\n');
  if (lines.at(-1) === '') lines.pop();
  const at = (n: number, extra = 0) => n % (lines.length + extra);
  for (const e of v.edits) {
    if (e.kind === 'insert') lines.splice(at(e.at, 1), 0, ...e.text.split('\n'));
    else if (e.kind === 'copy' && lines.length > 0) lines.splice(at(e.at, 1), 0, lines[at(e.from)]!);
    else if (e.kind === 'move' && lines.length > 0) lines.splice(at(e.at), 0, ...lines.splice(at(e.from), 1));
    else if (e.kind === 'delete' && lines.length > 0) lines.splice(at(e.at), 1);
    else if (e.kind === 'trail' && lines.length > 0) lines[at(e.at)] += e.blanks;
  }
  const ends: string[] = lines.map(() => v.style);
  for (const [n, end] of v.odd) if (ends.length > 0) ends[n % ends.length] = end;
  if (!v.finalNewline && ends.length > 0) ends[ends.length - 1] = '';
  return (v.bom ? '\uFEFF' : '') + lines.map((l, i) => l + ends[i]).join('');
}

const encode = (s: string) => new TextEncoder().encode(s);
const FILE = 'models/a/b.toml';

const d = RECORDS.length > 0 ? describe : describe.skip;

d('ChunkedParser against parseRecord, on random edits of real records', () => {
  it('gives each version parseRecord’s outcome, guided or not, and names every changed top-level key', () => {
    fc.assert(
      fc.property(
        fc.array(version, { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        fc.boolean(),
        (versions, guided, oneFile) => {
          const parser = new ChunkedParser();
          let previous: ReturnType<ChunkedParser['parse']> | undefined;
          for (const v of versions) {
            // One file's history (edits of one record), or versions of unrelated records.
            const bytes = encode(render(oneFile ? { ...v, record: versions[0]!.record } : v));
            const whole = parseRecord(FILE, bytes);
            const like = guided && previous?.ok ? previous.value : undefined;
            const chunked = parser.parse(FILE, bytes, like);
            if (whole.ok) {
              expect(chunked.ok).toBe(true);
              expect(chunked.ok && canonicalJson(chunked.value)).toBe(canonicalJson(whole.value));
            } else expect(chunked).toEqual({ ok: false, diagnostic: whole.diagnostic });
            if (chunked.ok && previous?.ok) {
              const changed = changedSectionKeys(previous.value, chunked.value);
              // The drift between two versions as a build works it out, applied, gives the later one.
              const changes = diffRecords(previous.value, chunked.value, changed);
              expect(changes).toEqual(diffRecords(previous.value, chunked.value));
              expect(normalize(apply(previous.value, changes))).toEqual(normalize(chunked.value));
              if (changed !== null)
                for (const k of new Set([...Object.keys(previous.value), ...Object.keys(chunked.value)]))
                  if (!changed.has(k)) {
                    expect(Object.hasOwn(previous.value, k) && Object.hasOwn(chunked.value, k)).toBe(true);
                    expect(sameData(previous.value[k]!, chunked.value[k]!)).toBe(true);
                  }
            }
            previous = chunked;
          }
        },
      ),
      { numRuns: Number(process.env.FC_RUNS ?? 150) },
    );
  });
});
