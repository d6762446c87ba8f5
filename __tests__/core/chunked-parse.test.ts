// The chunked history parser must give exactly parseRecord's outcome, version after version.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { diffRecords, sameData } from '../../src/core/diff.js';
import { canonicalJson } from '../../src/core/json.js';
import { ChunkedParser, changedSectionKeys } from '../../src/core/toml/chunked.js';
import { parseRecord } from '../../src/core/toml/parse.js';

const bytes = (s: string) => new TextEncoder().encode(s);

function tomlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? tomlFiles(p) : n.endsWith('.toml') ? [p] : [];
  });
}

/** Same outcome: equal data (key order aside) or the same diagnostic. */
function expectSame(parser: ChunkedParser, text: string | Uint8Array) {
  const b = typeof text === 'string' ? bytes(text) : text;
  const whole = parseRecord('models/a/b.toml', b);
  const chunked = parser.parse('models/a/b.toml', b);
  if (whole.ok) {
    expect(chunked.ok).toBe(true);
    expect(chunked.ok && canonicalJson(chunked.value)).toBe(canonicalJson(whole.value));
  } else expect(chunked).toEqual({ ok: false, diagnostic: whole.diagnostic });
}

/**
 * Parsed following `like` (another version): parseRecord's outcome again, and where it assembles,
 * the very pieces an unguided parse takes (no top-level key differs, and the order is the same).
 */
function expectSameGuided(parser: ChunkedParser, text: string, like: ChunkedOutcome) {
  const b = bytes(text);
  const guided = parser.parse('models/a/b.toml', b, like.ok ? like.value : undefined);
  const plain = parser.parse('models/a/b.toml', b);
  expect(guided.ok).toBe(plain.ok);
  if (!guided.ok || !plain.ok) expect(guided).toEqual(plain);
  else expect(canonicalJson(guided.value)).toBe(canonicalJson(plain.value));
  if (guided.ok && plain.ok && changedSectionKeys(plain.value, plain.value) !== null)
    expect(changedSectionKeys(guided.value, plain.value)).toEqual(new Set());
}

type ChunkedOutcome = ReturnType<ChunkedParser['parse']>;

/** Every bundled and fixture record. */
const RECORDS = [...tomlFiles('examples'), ...tomlFiles('__tests__/fixtures')];

/**
 * Line `i` dropped and line `i` repeated: headers reopen tables, keys repeat, arrays lose their ends.
 * With `edited`, also line `i` replaced by it.
 */
function lineVariants(lines: string[], i: number, edited?: string): string[] {
  return [
    ...(edited === undefined ? [] : [[...lines.slice(0, i), edited, ...lines.slice(i + 1)]]),
    [...lines.slice(0, i), ...lines.slice(i + 1)],
    [...lines.slice(0, i + 1), ...lines.slice(i)],
  ].map((v) => v.join('\n'));
}

const TRICKY = [
  '',
  '# only a comment\n',
  'a = 1\n[b]\nc = 2\n',
  '[a]\n[a]\n',
  '[a.b]\nx = 1\n[a]\ny = 2\n',
  '[a.b]\nx = 1\n[a]\nb = 2\n',
  '[a]\nb.c = 1\n[a.b.d]\ne = 1\n',
  '[a]\nb.c = 1\n[a.b]\ne = 1\n',
  '[[a]]\nx = 1\n[a.sub]\ny = 2\n[[a]]\nx = 3\n[[a.list]]\nz = 1\n',
  '[a]\nx = 1\n[[a]]\n',
  '[[a]]\n[a]\n',
  'a = { b = 1 }\n[a.c]\n',
  'x = [\n[1, 2],\n[3]\n]\n[t]\ny = 1\n',
  's = """\n[not.a.header]\n"""\n[t]\n',
  "s = '''\n[[nope]]\n'''\n",
  '[ "quoted.key" . bare ]  # comment\nv = 1\n',
  '[\'lit\' . "q"]\nv = 2\n',
  '[a] x = 1\n',
  '[a]\r\nx = 1\r\n[b]\r\ny = 2\r\n',
  // CR CR LF, in a version only a whole parse reads (a table below one made by dotted keys).
  's = """x\r\r\ny"""\n[a]\nb.c = 1\n[a.b.d]\n',
  '\uFEFFa = 1\n[b]\n',
  '[a]\nn = nan\n',
  // Integers beyond 2^53 − 1 (toml/integer-range): before any header, in a piece, in an array.
  'n = 9223372036854775807\n[a]\nb = 1\n',
  '[a]\nb = 1\n[c]\nmin = -9223372036854775808\n',
  '[[a]]\nx = [1, 0x7fffffffffffffff]\n[[a]]\nx = [2]\n',
  '[a]\nd = 2026-01-02\nt = 07:32:00\n',
  '[a]\nx = 1\n[b]\nx = 1\nx = 2\n',
  '["__proto__"]\na = 1\n',
  '  [indented]\n  k = "v"\n',
  `[deep]\n${'a.'.repeat(70)}b = 1\n`,
  `${Array.from({ length: 5001 }, (_, i) => `[t${i}]\nk = 1\n`).join('')}`,
  '[a\n',
  '[[a]\n',
  '[a]]\n',
];

describe('ChunkedParser', () => {
  it('gives parseRecord’s value or diagnostic on tricky documents', () => {
    const parser = new ChunkedParser();
    for (const text of TRICKY) expectSame(parser, text);
    // A second pass is served from the cache and must not differ (nor be mutated by the first).
    for (const text of TRICKY) expectSame(parser, text);
  });

  it('leaves out a version holding an integer beyond 2^53 − 1 with parseRecord’s diagnostic, at the value', () => {
    const parser = new ChunkedParser();
    const ok = '[a]\nb = 1\n[c]\nmax = 9007199254740991\n';
    const big = '[a]\nb = 1\n[c]\nmax = 9007199254740992\n';
    const like = parser.parse('models/a/b.toml', bytes(ok));
    expect(like.ok).toBe(true);
    for (const guide of [undefined, like.ok ? like.value : undefined]) {
      const outcome = parser.parse('models/a/b.toml', bytes(big), guide);
      expect(outcome).toEqual({
        ok: false,
        diagnostic: expect.objectContaining({
          rule: 'toml/integer-range',
          line: 4,
          column: 7,
          pointer: '/c/max',
        }),
      });
      const whole = parseRecord('models/a/b.toml', bytes(big));
      expect(outcome).toEqual({ ok: false, diagnostic: !whole.ok && whole.diagnostic });
    }
    expect(parser.assembledText(big)).toBeNull();
  });

  it('counts each part of dotted keys and headers toward 10,000 across its pieces, as parseRecord does', () => {
    const parser = new ChunkedParser();
    // Sections of a 30-part header and a 20-part dotted key under it: 50 each.
    const section = (r: number) => `[t${r}${'.a'.repeat(29)}]\nk${'.b'.repeat(19)} = 1\n`;
    const sections = (n: number) => Array.from({ length: n }, (_, r) => section(r)).join('');
    expectSame(parser, sections(200));
    expect(parser.assembledText(sections(200))).not.toBeNull();
    // One key before the first header: the last section's key is the 10,001st.
    const over = `z = 1\n${sections(200)}`;
    expect(parser.parse('models/a/b.toml', bytes(over))).toEqual({
      ok: false,
      diagnostic: expect.objectContaining({ rule: 'file/too-many-values', line: 401 }),
    });
    expectSame(parser, over);
    expect(parser.assembledText(over)).toBeNull();
  });

  it('gives parseRecord’s outcome on every bundled and fixture record, and line by line edits of them', () => {
    const parser = new ChunkedParser();
    expect(RECORDS.length).toBeGreaterThan(10);
    for (const f of RECORDS) {
      const raw = readFileSync(f);
      expectSame(parser, raw);
      const lines = raw.toString('utf8').split('\n');
      for (let i = 0; i < lines.length; i += 3) for (const v of lineVariants(lines, i)) expectSame(parser, v);
    }
  });

  it('takes the same pieces when it follows another version of the file (edited, shifted, unrelated)', () => {
    const parser = new ChunkedParser();
    let guided = 0;
    for (const [n, f] of RECORDS.entries()) {
      const raw = readFileSync(f, 'utf8');
      const original = parser.parse(f, bytes(raw));
      // A record of another file as the guide: nothing lines up, and nothing may go wrong.
      expectSameGuided(parser, raw, parser.parse(f, readFileSync(RECORDS[(n + 1) % RECORDS.length]!)));
      const lines = raw.split('\n');
      let previous = original;
      for (let i = 0; i < lines.length; i += 5) {
        const edited = lines[i]!.replace(/[0-9]/, (d) => String((Number(d) + 1) % 10)).replace(/e/, 'E');
        for (const variant of lineVariants(lines, i, edited)) {
          // Following the original (one place differs) and the previous variant (two places).
          expectSameGuided(parser, variant, original);
          expectSameGuided(parser, variant, previous);
          previous = parser.parse(f, bytes(variant));
          guided++;
        }
      }
    }
    for (const [i, text] of TRICKY.entries()) {
      expectSameGuided(parser, text, parser.parse('t.toml', bytes(TRICKY[(i + 1) % TRICKY.length]!)));
      expectSameGuided(parser, text, parser.parse('t.toml', bytes(`${text}[z]\nk = 1\n`)));
    }
    expect(guided).toBeGreaterThan(300);
  });

  it('names every top-level key whose data two versions hold differently (the diff compares only those)', () => {
    const parser = new ChunkedParser();
    let compared = 0;
    let passedBy = 0;
    for (const f of RECORDS) {
      const raw = readFileSync(f);
      const original = parser.parse(f, raw);
      if (!original.ok) continue;
      const lines = raw.toString('utf8').split('\n');
      for (let i = 0; i < lines.length; i += 3) {
        // Every third line edited alone (a digit or a letter changed), dropped, or repeated.
        const edited = lines[i]!.replace(/[0-9]/, (d) => String((Number(d) + 1) % 10)).replace(/e/, 'E');
        for (const variant of lineVariants(lines, i, edited)) {
          const other = parser.parse(f, bytes(variant));
          if (!other.ok) continue;
          const changed = changedSectionKeys(original.value, other.value);
          if (changed === null) continue;
          compared++;
          for (const k of new Set([...Object.keys(original.value), ...Object.keys(other.value)])) {
            if (changed.has(k)) continue;
            passedBy++;
            expect(Object.hasOwn(original.value, k) && Object.hasOwn(other.value, k)).toBe(true);
            expect(sameData(original.value[k]!, other.value[k]!)).toBe(true);
          }
          expect(diffRecords(original.value, other.value, changed)).toEqual(
            diffRecords(original.value, other.value),
          );
        }
      }
    }
    // The check ran on many pairs and passed many keys by.
    expect(compared).toBeGreaterThan(300);
    expect(passedBy).toBeGreaterThan(compared);
  });

  it('knows nothing of versions parsed whole, or whose sections moved', () => {
    const parser = new ChunkedParser();
    const a = parser.parse('m.toml', bytes('[x]\nv = 1\n[y]\nw = 2\n'));
    const b = parser.parse('m.toml', bytes('[y]\nw = 2\n[x]\nv = 1\n'));
    const c = parser.parse('m.toml', bytes('[x]\nv = 1\n[y]\nw = 3\n'));
    const whole = parseRecord('m.toml', bytes('[x]\nv = 1\n[y]\nw = 2\n'));
    if (!a.ok || !b.ok || !c.ok || !whole.ok) throw new Error('expected all to parse');
    expect(changedSectionKeys(a.value, b.value)).toBeNull();
    expect(changedSectionKeys(a.value, whole.value)).toBeNull();
    expect(changedSectionKeys(a.value, c.value)).toEqual(new Set(['y']));
  });

  it('takes a whole table from the version it follows only where the same pieces alone made it', () => {
    const parser = new ChunkedParser();
    const parsed = (text: string, like?: ChunkedOutcome) => {
      const o = parser.parse('m.toml', bytes(text), like?.ok ? like.value : undefined);
      expect(canonicalJson(o.ok ? o.value : null)).toBe(
        canonicalJson(((w) => (w.ok ? w.value : null))(parseRecord('m.toml', bytes(text)))),
      );
      if (!o.ok) throw new Error(`expected ${text} to parse`);
      return o;
    };
    const runs = '[[l]]\nid = "p"\n[[l]]\nid = "q"\n[l.sub]\nk = 1\n[m]\nv = 1\n';
    const guide = parsed(runs);
    // The same pieces for `l`, another `m`: `l` is the guide's own array, `m` a new table.
    const next = parsed(runs.replace('v = 1', 'v = 2'), guide);
    expect(next.value.l).toBe(guide.value.l);
    expect(next.value.m).not.toBe(guide.value.m);
    // A guide that added to `a` after `b` (TOML allows it): its `a` is more than the run, never taken.
    const reopened = parsed('[a]\nk = 1\n[b]\nz = 2\n[a.x]\ny = 3\n');
    expect(parsed('[a]\nk = 1\n[b]\nz = 3\n', reopened).value.a).toEqual({ k: 1 });
    // The text goes on under the same key after the guide's run: placed piece by piece.
    const longer = parsed('[a]\nk = 1\n[a.x]\ny = 3\n[b]\nz = 2\n', parsed('[a]\nk = 1\n[b]\nz = 2\n'));
    expect(longer.value.a).toEqual({ k: 1, x: { y: 3 } });
    expect(changedSectionKeys(longer.value, longer.value)).not.toBeNull(); // assembled, not parsed whole
    // ... or comes back to it later: a whole parse, which gives the same value.
    const later = parsed('[a]\nk = 1\n[b]\nz = 2\n[a.x]\ny = 3\n', parsed('[a]\nk = 1\n[b]\nz = 2\n'));
    expect(later.value.a).toEqual({ k: 1, x: { y: 3 } });
    expect(changedSectionKeys(later.value, later.value)).toBeNull();
  });

  it('shares the parsed sections that two versions have in common', () => {
    const parser = new ChunkedParser();
    const a = parser.parse('m.toml', bytes('[x]\nv = 1\n[y]\nlist = [1, 2]\n'));
    const b = parser.parse('m.toml', bytes('[x]\nv = 2\n[y]\nlist = [1, 2]\n'));
    if (!a.ok || !b.ok) throw new Error('expected both to parse');
    expect((a.value.y as { list: unknown }).list).toBe((b.value.y as { list: unknown }).list);
  });
});
