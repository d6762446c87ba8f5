import { diffRecords } from '../../src/core/diff.js';
import { canonicalJson } from '../../src/core/json.js';
import { ChunkedParser } from '../../src/core/toml/chunked.js';
import { createLocator } from '../../src/core/toml/locate.js';
import { parseRecord } from '../../src/core/toml/parse.js';
import { validateRegistry } from '../../src/core/validate/index.js';

const bytes = (s: string) => new TextEncoder().encode(s);

describe('parseRecord', () => {
  it('gives TOML local dates as strings and floats as plain numbers', () => {
    const r = parseRecord('models/a/b.toml', bytes('d = 2026-08-10\nf = 3.0\nt = 1979-05-27T07:32:00Z\n'));
    expect(r).toMatchObject({ ok: true, value: { d: '2026-08-10', f: 3, t: '1979-05-27T07:32:00Z' } });
    expect(JSON.stringify(r.ok && r.value)).toBe('{"d":"2026-08-10","f":3,"t":"1979-05-27T07:32:00Z"}');
  });

  it('keeps a "__proto__" key as data instead of changing the prototype', () => {
    const r = parseRecord('models/a/b.toml', bytes('"__proto__" = { a = 1 }\nb = 2\n'));
    if (!r.ok) throw new Error(r.diagnostic.message);
    expect(Object.keys(r.value)).toEqual(['__proto__', 'b']);
    expect((r.value as Record<string, unknown>).a).toBeUndefined();
    expect(canonicalJson(r.value)).toBe('{"__proto__":{"a":1},"b":2}');
  });

  it('locates a syntax error and a duplicate key where the parser stopped', () => {
    expect(parseRecord('m.toml', bytes('a = 1\nb = "open\n'))).toMatchObject({
      ok: false,
      diagnostic: { line: 2, rule: 'toml/syntax' },
    });
    const dup = parseRecord('m.toml', bytes('a = 1\na = 2\n'));
    expect(dup).toMatchObject({ ok: false, diagnostic: { line: 2, column: 1, rule: 'toml/duplicate-key' } });
    expect(!dup.ok && dup.diagnostic.message).toBe(
      'duplicate key a: it is already defined in this table (first at line 1)',
    );
    const table = parseRecord('m.toml', bytes('[model]\nid = "x"\n[model]\n'));
    expect(!table.ok && table.diagnostic).toMatchObject({
      line: 3,
      message: 'table [model] is defined twice (first at line 1)',
    });
  });

  it('points at the first byte that is not UTF-8', () => {
    const bad = new Uint8Array([...bytes('a = 1\nb = "é'), 0xff, ...bytes('"\n')]);
    expect(parseRecord('m.toml', bad)).toMatchObject({
      ok: false,
      diagnostic: { rule: 'file/encoding', line: 2, column: 7, message: 'file is not valid UTF-8' },
    });
  });

  it('counts that column as every other one: in UTF-16 units, after a byte order mark', () => {
    // "😀😀" is four UTF-16 units.
    const bad = new Uint8Array([...bytes('a = "😀😀'), 0xff, ...bytes('"\n')]);
    expect(parseRecord('m.toml', bad)).toMatchObject({ ok: false, diagnostic: { line: 1, column: 10 } });
    // A syntax error at the same place is reported at the same column.
    const syntax = parseRecord('m.toml', bytes('a = "😀😀" ='));
    expect(syntax).toMatchObject({ ok: false, diagnostic: { rule: 'toml/syntax', line: 1, column: 12 } });
    const invalid = parseRecord('m.toml', new Uint8Array([...bytes('a = "😀😀"'), 0xff]));
    expect(invalid).toMatchObject({ ok: false, diagnostic: { rule: 'file/encoding', column: 11 } });
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...bytes('a = "'), 0xff]);
    expect(parseRecord('m.toml', bom)).toMatchObject({ ok: false, diagnostic: { line: 1, column: 6 } });
  });

  it('refuses nan and inf, which JSON cannot hold, at the field, as validate and the history parser say it', () => {
    expect(parseRecord('m.toml', bytes('x = { y = nan }\n'))).toMatchObject({
      ok: false,
      diagnostic: { rule: 'toml/non-finite', pointer: '/x/y' },
    });
    // Before: `/pricing/charges/0/amount is not a finite number …` at 1:1 from every reader but
    // validate, which located it on its own.
    const text = 'a = 1\n\n[[pricing.charges]]\nid = "a"\namount = -inf\n';
    const whole = parseRecord('m.toml', bytes(text));
    expect(whole).toEqual({
      ok: false,
      diagnostic: {
        file: 'm.toml',
        line: 5,
        column: 1,
        pointer: '/pricing/charges/0/amount',
        rule: 'toml/non-finite',
        message: 'pricing.charges[0].amount must be a finite number (nan and inf have no JSON form)',
        severity: 'error',
      },
    });
    expect(new ChunkedParser().parse('m.toml', bytes(text))).toEqual(whole);
  });

  it('says a float beyond the largest one is that, not nan or inf', () => {
    // smol-toml reads 1e309 as Infinity: "nan and inf have no JSON form" named neither.
    const said = (text: string) => {
      const whole = parseRecord('m.toml', bytes(text));
      expect(new ChunkedParser().parse('m.toml', bytes(text))).toEqual(whole);
      return (
        !whole.ok && [
          whole.diagnostic.rule,
          whole.diagnostic.line,
          whole.diagnostic.column,
          whole.diagnostic.message,
        ]
      );
    };
    const charge = (amount: string) => `a = 1\n[[pricing.charges]]\nid = "a"\namount = ${amount}\n`;
    expect(said(charge('1e309'))).toEqual([
      'toml/non-finite',
      4,
      1,
      'pricing.charges[0].amount must be a finite number: 1e309 is beyond the largest float (1.7976931348623157e308)',
    ]);
    expect(said(charge('-1_000e3_06'))).toEqual([
      'toml/non-finite',
      4,
      1,
      'pricing.charges[0].amount must be a finite number: -1_000e3_06 is below the lowest float (-1.7976931348623157e308)',
    ]);
    // An item of an array is located at itself; inf written as inf keeps its words.
    expect(said('x = [1, 2.5E+400]\n')).toEqual([
      'toml/non-finite',
      1,
      9,
      'x[1] must be a finite number: 2.5E+400 is beyond the largest float (1.7976931348623157e308)',
    ]);
    expect(said(charge('+inf'))).toEqual([
      'toml/non-finite',
      4,
      1,
      'pricing.charges[0].amount must be a finite number (nan and inf have no JSON form)',
    ]);
  });

  it('reports each integer beyond ±(2^53 − 1) at its value, and gives the rest with the nearest numbers', () => {
    const text = [
      'a = 1',
      '[t]',
      'max = 9223372036854775807',
      'min = -9007199254740993',
      'safe = [9007199254740991, 0x20000000000000]',
      `huge = 1${'0'.repeat(400)}`,
    ].join('\n');
    const r = parseRecord('m.toml', bytes(text));
    if (r.ok) throw new Error('parsed');
    const why = 'which JSON readers cannot hold exactly';
    const at = (line: number, column: number, pointer: string, message: string) => ({
      file: 'm.toml',
      line,
      column,
      pointer,
      rule: 'toml/integer-range',
      message,
      severity: 'error',
    });
    const diagnostics = [
      at(
        3,
        7,
        '/t/max',
        `t.max = 9223372036854775807 is an integer above 2^53 − 1 (9007199254740991), ${why}: write a number as a float, 9.223372036854776e18, or text in quotes, "9223372036854775807"`,
      ),
      at(
        4,
        7,
        '/t/min',
        `t.min = -9007199254740993 is an integer below −(2^53 − 1) (-9007199254740991), ${why}: write a number as a float, -9.007199254740992e15, or text in quotes, "-9007199254740993"`,
      ),
      at(
        5,
        27,
        '/t/safe/1',
        `t.safe[1] = 9007199254740992 is an integer above 2^53 − 1 (9007199254740991), ${why}: write a number as a float, 9.007199254740992e15, or text in quotes, "9007199254740992"`,
      ),
      at(
        6,
        8,
        '/t/huge',
        't.huge is an integer of more than 308 digits, which neither JSON readers nor floats can hold: text goes in quotes',
      ),
    ];
    expect(r.diagnostic).toEqual(diagnostics[0]);
    expect(r.inexact?.diagnostics).toEqual(diagnostics);
    // Everything else as parsed: schema and cross-record checks still run on it.
    expect(canonicalJson(r.inexact!.value)).toBe(
      canonicalJson({
        a: 1,
        t: {
          max: 2 ** 63,
          min: -9007199254740992,
          safe: [9007199254740991, 9007199254740992],
          huge: Number.MAX_VALUE,
        },
      }),
    );
    expect(r.inexact?.text).toBe(text);
  });

  it('offers for an integer beyond ±(2^53 − 1) the fix its field takes: a float for a number, quotes for text', () => {
    const why = 'which JSON readers cannot hold exactly';
    const messages = (text: string) => {
      const r = parseRecord('m.toml', bytes(text));
      if (r.ok) throw new Error('parsed');
      return { messages: r.inexact?.diagnostics.map((d) => d.message), value: r.inexact?.value };
    };
    // Before: each offered "a float … or as a string"; a string for per (a number) loops back.
    expect(messages('[pricing]\n[[pricing.charges]]\nper = 9223372036854775807\n').messages).toEqual([
      `pricing.charges[0].per = 9223372036854775807 is an integer above 2^53 − 1 (9007199254740991), ${why}: write it as a float, 9.223372036854776e18`,
    ]);
    // Text: the digits as written, in quotes (before: validate's "found 9223372036854776000" too,
    // rounded); the value checked on is that text, as the fix makes it.
    const name = messages('[model]\nname = 9223372036854775807\n');
    expect(name.messages).toEqual([
      `model.name = 9223372036854775807 is an integer above 2^53 − 1 (9007199254740991), ${why}: write it in quotes, as text: "9223372036854775807"`,
    ]);
    expect(name.value).toEqual({ model: { name: '9223372036854775807' } });
    // One value allowed: validate's schema/const says which; a float would be a second error.
    expect(messages('schema_version = 99999999999999999999\n').messages).toEqual([
      `schema_version = 99999999999999999999 is an integer above 2^53 − 1 (9007199254740991), ${why}`,
    ]);
    // A field that takes either (a control's default), and one beyond every float.
    const either = messages(
      `[[capability_profiles]]\n[[capability_profiles.controls]]\ndefault = -9223372036854775807\nmax = 1${'0'.repeat(400)}\n`,
    );
    expect(either.messages).toEqual([
      `capability_profiles[0].controls[0].default = -9223372036854775807 is an integer below −(2^53 − 1) (-9007199254740991), ${why}: write it as a float, -9.223372036854776e18, or in quotes, as text: "-9223372036854775807"`,
      'capability_profiles[0].controls[0].max is an integer of more than 308 digits, which neither JSON readers nor floats can hold: a number must be smaller',
    ]);
  });

  it('gives first the integer beyond 2^53 − 1 first in the text, as validate does, with tables out of order', () => {
    // [a] is made by [a.x] before [c], and reopened after: a.e comes first in the value, c.d in the text.
    const text = '[a.x]\n[c]\nd = 9007199254740993\n[a]\ne = 9007199254740995\n';
    const whole = parseRecord('m.toml', bytes(text));
    if (whole.ok) throw new Error('parsed');
    // The history reader keeps only the first.
    expect(new ChunkedParser().parse('m.toml', bytes(text))).toMatchObject({ diagnostic: whole.diagnostic });
    expect([whole.diagnostic.pointer, whole.diagnostic.line, whole.diagnostic.column]).toEqual([
      '/c/d',
      3,
      5,
    ]);
    expect(whole.diagnostic).toEqual(whole.inexact?.diagnostics[0]);
    expect(whole.inexact?.diagnostics.map((d) => d.pointer)).toEqual(['/c/d', '/a/e']);
  });

  it('gives a file with nan and an integer beyond 2^53 − 1 after it only the nan, which stops it', () => {
    const r = parseRecord('m.toml', bytes('x = nan\ny = 9223372036854775807\n'));
    expect(r).toMatchObject({ ok: false, diagnostic: { rule: 'toml/non-finite' } });
    expect(!r.ok && r.inexact).toBeUndefined();
  });

  it.each(['nan', '-inf', '1e309'])(
    'gives an integer beyond 2^53 − 1 before a %s with it, and the first in the text first',
    (bad) => {
      // Before: only the non-finite value, though the integer comes first (validate shows all).
      const text = `a = 9223372036854775807\n[t]\nb = -9007199254740993\nx = ${bad}\ny = 9007199254740993\n`;
      const r = parseRecord('m.toml', bytes(text));
      if (r.ok) throw new Error('parsed');
      expect(r.inexact).toBeUndefined();
      const all = r.stopped?.diagnostics ?? [];
      // The one after the stop is not read: the parse stops there.
      expect(all.map((d) => [d.rule, d.line, d.pointer])).toEqual([
        ['toml/integer-range', 1, '/a'],
        ['toml/integer-range', 3, '/t/b'],
        ['toml/non-finite', 4, '/t/x'],
      ]);
      // A history reader keeps the first in the text, whichever kind.
      expect(r.diagnostic).toEqual(all[0]);
      expect(new ChunkedParser().parse('m.toml', bytes(text))).toMatchObject({ diagnostic: r.diagnostic });
      const { diagnostics } = validateRegistry([{ path: 'models/acme/m.toml', bytes: bytes(text) }]);
      expect(diagnostics.map((d) => [d.rule, d.line])).toEqual([
        ['toml/integer-range', 1],
        ['toml/integer-range', 3],
        ['toml/non-finite', 4],
      ]);
    },
  );

  it('accepts a byte order mark', () => {
    expect(parseRecord('m.toml', bytes('\ufeffa = 1\n'))).toMatchObject({ ok: true, value: { a: 1 } });
  });

  it('drops one byte order mark and reports a second where it is, as the history reader does', () => {
    // Three decoders each dropped one: two or three were accepted silently, a fourth said 1:2.
    const BOM = 'TOML syntax error: an invisible byte order mark (U+FEFF) is here: delete it';
    const parser = new ChunkedParser();
    for (const n of [2, 3, 4]) {
      const b = bytes(`${'\ufeff'.repeat(n)}a = 1\n[b]\nc = 2\n`);
      const expected = { ok: false, diagnostic: { rule: 'toml/syntax', line: 1, column: 1, message: BOM } };
      expect(parseRecord('m.toml', b)).toMatchObject(expected);
      expect(parser.parse('m.toml', b)).toMatchObject(expected);
      expect(parser.assembledText(`${'\ufeff'.repeat(n - 1)}a = 1\n[b]\nc = 2\n`)).toBeNull();
    }
    // Text given decoded has had its one dropped already.
    expect(parseRecord('m.toml', '\ufeffa = 1\n')).toMatchObject({ ok: false, diagnostic: { message: BOM } });
  });

  describe('a file saved as UTF-16 (PowerShell 5 `>` and Out-File)', () => {
    const utf16 = (s: string, order: 'le' | 'be', bom: boolean) => {
      const out: number[] = bom ? (order === 'le' ? [0xff, 0xfe] : [0xfe, 0xff]) : [];
      for (let i = 0; i < s.length; i++) {
        const u = s.charCodeAt(i);
        out.push(...(order === 'le' ? [u & 0xff, u >> 8] : [u >> 8, u & 0xff]));
      }
      return new Uint8Array(out);
    };
    const text = 'schema_version = 1\n[model]\nname = "Vé"\n';
    test.each([
      ['le', true, 'little'],
      ['le', false, 'little'],
      ['be', true, 'big'],
      ['be', false, 'big'],
    ] as const)('%s, byte order mark %s: says so', (order, bom, endian) => {
      const b = utf16(text, order, bom);
      const expected = {
        ok: false,
        diagnostic: {
          rule: 'file/encoding',
          line: 1,
          column: 1,
          message: `the file is saved as UTF-16 (${endian}-endian): save it as UTF-8`,
        },
      };
      expect(parseRecord('m.toml', b)).toMatchObject(expected);
      expect(new ChunkedParser().parse('m.toml', b)).toMatchObject(expected);
    });

    // `iconv -t utf-32` (a byte order mark, then the platform's order), `-t utf-32le`/`-t utf-32be`
    // (none): four bytes a character, `FF FE 00 00` starting as UTF-16's little-endian mark does.
    const utf32 = (s: string, order: 'le' | 'be', bom: boolean) => {
      const out: number[] = [];
      for (const c of `${bom ? '\ufeff' : ''}${s}`) {
        const u = c.codePointAt(0)!;
        const be = [u >>> 24, (u >> 16) & 0xff, (u >> 8) & 0xff, u & 0xff];
        out.push(...(order === 'le' ? be.reverse() : be));
      }
      return new Uint8Array(out);
    };
    test.each([
      ['le', true, 'little'],
      ['le', false, 'little'],
      ['be', true, 'big'],
      ['be', false, 'big'],
    ] as const)('UTF-32 %s, byte order mark %s: says UTF-32', (order, bom, endian) => {
      const b = utf32(`${text}note = "😀"\n`, order, bom);
      const expected = {
        ok: false,
        diagnostic: {
          rule: 'file/encoding',
          line: 1,
          column: 1,
          message: `the file is saved as UTF-32 (${endian}-endian): save it as UTF-8`,
        },
      };
      expect(parseRecord('m.toml', b)).toMatchObject(expected);
      expect(new ChunkedParser().parse('m.toml', b)).toMatchObject(expected);
    });

    it('is not what a UTF-8 file with other bad bytes is taken for', () => {
      expect(parseRecord('m.toml', new Uint8Array([0x61, 0x20, 0x3d, 0x20, 0xff, 0x0a]))).toMatchObject({
        diagnostic: { rule: 'file/encoding', message: 'file is not valid UTF-8' },
      });
    });
  });

  it('says a Git LFS pointer committed in place of a record is one, and how to get the record', () => {
    const pointer = [
      'version https://git-lfs.github.com/spec/v1',
      'oid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393',
      'size 12345',
      '',
    ].join('\n');
    const expected = {
      ok: false,
      diagnostic: {
        rule: 'file/lfs-pointer',
        line: 1,
        column: 1,
        message:
          'the file is a Git LFS pointer, not the record: fetch the file (git lfs pull; actions/checkout with lfs: true), or stop tracking records with LFS',
      },
    };
    expect(parseRecord('m.toml', bytes(pointer))).toMatchObject(expected);
    expect(parseRecord('m.toml', bytes(pointer.replaceAll('\n', '\r\n')))).toMatchObject(expected);
    expect(new ChunkedParser().parse('m.toml', bytes(pointer))).toMatchObject(expected);
    // Only a first line that is exactly the pointer's: a record that says so further down is TOML.
    expect(parseRecord('m.toml', bytes('version = "https://git-lfs.github.com/spec/v1"\n'))).toMatchObject({
      ok: true,
    });
    expect(parseRecord('m.toml', bytes(`${pointer}x = [\n`))).toMatchObject({
      diagnostic: { rule: 'file/lfs-pointer' },
    });
  });

  it('reads CRLF line ends as LF: multi-line strings carry no \\r, and a change of line ends is no change', () => {
    const lf = [
      'a = """',
      'one',
      'two"""',
      "b = '''",
      'three',
      "four'''",
      'c = "escaped\\r\\n stays"',
      '[t]',
      'd = """x',
      'y"""',
      '',
    ].join('\n');
    const crlf = lf.replaceAll('\n', '\r\n');
    const fromLf = parseRecord('m.toml', bytes(lf));
    const fromCrlf = parseRecord('m.toml', bytes(crlf));
    if (!fromLf.ok || !fromCrlf.ok) throw new Error('expected both to parse');
    expect(fromCrlf.value).toEqual({
      a: 'one\ntwo',
      b: 'three\nfour',
      c: 'escaped\r\n stays',
      t: { d: 'x\ny' },
    });
    expect(diffRecords(fromLf.value, fromCrlf.value)).toEqual([]);
    // The history's section parser reads them alike, and a string given directly too.
    const chunked = new ChunkedParser().parse('m.toml', bytes(crlf));
    expect(chunked.ok && chunked.value).toEqual(fromCrlf.value);
    expect(parseRecord('m.toml', crlf)).toMatchObject({ ok: true, value: fromCrlf.value });
    // Lines and columns stay put: an error on line 3 of a CRLF file is on line 3, column 5.
    expect(parseRecord('m.toml', bytes('a = 1\r\nb = 2\r\nc = @\r\n'))).toMatchObject({
      ok: false,
      diagnostic: { line: 3, column: 5 },
    });
  });

  it('a lone CR (no LF after it) is named where the parser stops, in a key line, a comment or a string', () => {
    const lone = 'a lone carriage return (CR, \\r) ends no line in TOML: end lines with LF or CRLF';
    for (const [text, line, column] of [
      ['a = 1\rb = 2\n', 1, 6],
      ['a = 1\r\nb = 2 # old Mac\rc = 3\r\n', 2, 16],
      ['s = """x\ry"""\n', 1, 9],
      // CR twice before LF (a CRLF file converted again): dropping the CR before the LF left the
      // first CR before it, which the parser then read as a CRLF line end.
      ['a = 1\r\r\nb = 2\r\r\n', 1, 6],
      ['a = 1\r\ns = """x\r\r\ny"""\r\n', 2, 9],
    ] as const) {
      for (const input of [bytes(text), text])
        expect(parseRecord('m.toml', input)).toEqual({
          ok: false,
          diagnostic: expect.objectContaining({
            rule: 'toml/syntax',
            line,
            column,
            message: `TOML syntax error: ${lone}`,
          }),
        });
      expect(new ChunkedParser().parse('m.toml', bytes(text))).toEqual(parseRecord('m.toml', bytes(text)));
    }
    // Any other error keeps the parser's words.
    expect(parseRecord('m.toml', 'a = 1 b\r\n')).toMatchObject({
      ok: false,
      diagnostic: {
        message: 'TOML syntax error: each key-value declaration must be followed by an end-of-line',
      },
    });
  });

  it('refuses nesting deeper than 64 levels before parsing, with its line', () => {
    const r = parseRecord('models/a/b.toml', `x = 1\n${'a.'.repeat(200_000)}a = 1\n`);
    expect(r).toMatchObject({ ok: false, diagnostic: { rule: 'toml/too-deep', line: 2, column: 129 } });
  });

  it('never throws: a failure inside the parser is one diagnostic', () => {
    // Bytes whose every read fails stand in for a parser that overflows its stack.
    const hostile = new Proxy(new Uint8Array(1), {
      get() {
        throw new RangeError('Maximum call stack size exceeded');
      },
    });
    const r = parseRecord('models/a/b.toml', hostile);
    expect(r).toEqual({
      ok: false,
      diagnostic: {
        file: 'models/a/b.toml',
        line: 1,
        column: 1,
        pointer: '',
        rule: 'toml/too-deep',
        message: 'TOML nests too deep to read (Maximum call stack size exceeded)',
        severity: 'error',
      },
    });
  });
});

// The spec names no TOML version ("a TOML text format"); records are read as TOML 1.1.0, the
// current release, which smol-toml implements. The locator and the section parser must read the
// same text the same way, or a diagnostic lands on line 1 and a build parses what validate did not.
describe('TOML 1.1 forms are read alike by every reader', () => {
  const text = [
    'name = "a\\x41\\e"',
    // Under the one key a TOML date is text at: elsewhere one goes to a whole parse (unquoted-dates).
    'retrieved_on = 12:30',
    'when = { retrieved_on = 2026-08-10 09:30 }',
    'inline = {',
    '  a = 1, # a comment inside',
    '  b = [',
    '1],',
    '}',
    'trailing = { c = 2, }',
    'last = "here"',
    '',
  ].join('\n');
  const value = {
    name: 'aA\u001b',
    retrieved_on: '12:30:00',
    when: { retrieved_on: '2026-08-10T09:30:00' },
    inline: { a: 1, b: [1] },
    trailing: { c: 2 },
    last: 'here',
  };

  it('whole, by sections, and when locating', () => {
    expect(parseRecord('models/a/b.toml', text)).toEqual({ ok: true, text, value });
    expect(new ChunkedParser().assembledText(text)).toEqual(value);
    expect(createLocator(text).locate('/last')).toEqual({ line: 10, column: 1 });
    expect(createLocator(text).locate('/trailing/c')).toEqual({ line: 9, column: 14 });
  });
});
