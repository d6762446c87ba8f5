// TOML slips a maintainer makes by hand in a real record: each message names where the mistake is
// and what to write. Chunked parsing of a history version must give the same diagnostic.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ChunkedParser } from '../../src/core/toml/chunked.js';
import { keyName } from '../../src/core/toml/key-text.js';
import { parseRecord } from '../../src/core/toml/parse.js';
import type { Diagnostic } from '../../src/core/types.js';

const bytes = (s: string) => new TextEncoder().encode(s);
const FILE = 'models/google/veo-3-1.toml';
const record = readFileSync(join(process.cwd(), '__tests__/fixtures/validate/complete.toml'), 'utf8');

function diagnosticOf(text: string): Pick<Diagnostic, 'line' | 'column' | 'rule' | 'message'> {
  const whole = parseRecord(FILE, bytes(text));
  if (whole.ok) throw new Error('parsed');
  const chunked = new ChunkedParser().parse(FILE, bytes(text));
  expect(chunked).toEqual(whole);
  const { line, column, rule, message } = whole.diagnostic;
  return { line, column, rule, message };
}

/**
 * Each `[line, column, words]`: written as a record's third line, below `[model]`, the line gives
 * those words at that column, from the whole parse and the history parser alike.
 */
function saidOnModelLine(cases: [line: string, column: number, words: string][]): void {
  it.each(cases)('%s', (line, column, words) => {
    expect(diagnosticOf(`schema_version = 1\n[model]\n${line}\n`)).toEqual({
      line: 3,
      column,
      rule: 'toml/syntax',
      message: `TOML syntax error: ${words}`,
    });
  });
}

/** 1-based line of the first line of `text` that starts with `start`. */
const lineOf = (text: string, start: string) => text.split('\n').findIndex((l) => l.startsWith(start)) + 1;

describe('table headers', () => {
  const twoProfiles = [
    'schema_version = 1',
    '',
    '[[capability_profiles]]',
    'id = "a"',
    '',
    '[capability_profiles.duration]',
    'min = 4',
    '',
    '[[capability_profile]]',
    'id = "b"',
    '',
    '[capability_profiles.duration]',
    'min = 8',
    '',
  ].join('\n');

  it('names a misspelt [[header]] at its line, with the field it was meant to be', () => {
    expect(diagnosticOf(twoProfiles)).toEqual({
      line: 9,
      column: 1,
      rule: 'toml/duplicate-key',
      message:
        'unknown table [[capability_profile]] (did you mean [[capability_profiles]]?): the [capability_profiles.duration] at line 12 then goes to the [[capability_profiles]] of line 3, which has one already',
    });
  });

  it('a misspelt [[header]] is named for the top-level item only, not for a nested one', () => {
    // `[[capability_profile]]` is a slip of [[capability_profiles]], never of the nested
    // [[capability_profiles.delivery_profiles]] the repeated sub-table belongs to.
    const text = [
      '[[capability_profiles]]',
      'id = "a"',
      '[[capability_profiles.delivery_profiles]]',
      'id = "d"',
      '[capability_profiles.delivery_profiles.x]',
      'k = 1',
      '[[capability_profile]]',
      'id = "b"',
      '[capability_profiles.delivery_profiles.x]',
      'k = 2',
    ].join('\n');
    expect(diagnosticOf(text)).toEqual({
      line: 9,
      column: 1,
      rule: 'toml/duplicate-key',
      message:
        'table [capability_profiles.delivery_profiles.x] is defined twice: a sub-table belongs to the [[capability_profiles.delivery_profiles]] above it (line 3), which has one already at line 5; write it below that item',
    });
  });

  it('says which array item a sub-table written twice belongs to', () => {
    const text = `${twoProfiles.replace('[[capability_profile]]', '[[limitations]]')}`;
    expect(diagnosticOf(text)).toEqual({
      line: 12,
      column: 1,
      rule: 'toml/duplicate-key',
      message:
        'table [capability_profiles.duration] is defined twice: a sub-table belongs to the [[capability_profiles]] above it (line 3), which has one already at line 6; write it below that item',
    });
  });

  it('names a misspelt first [[header]] whose sub-table made the array a table', () => {
    // The first profile's header misspelt: its [capability_profiles.duration] makes
    // capability_profiles a table, and the parser stops at the next, correct [[capability_profiles]],
    // calling it "defined twice" with no earlier line and single brackets.
    const text = twoProfiles
      .replace('[[capability_profiles]]', '[[capability_profile]]')
      .replace('[[capability_profile]]\nid = "b"', '[[capability_profiles]]\nid = "b"');
    expect(diagnosticOf(text)).toEqual({
      line: 3,
      column: 1,
      rule: 'toml/duplicate-key',
      message:
        'unknown table [[capability_profile]] (did you mean [[capability_profiles]]?): the [capability_profiles.duration] at line 6 then makes capability_profiles a table, and the [[capability_profiles]] at line 9 cannot add an item to it',
    });
  });

  it('names the sub-table that made an array a table before its first item', () => {
    const text =
      'schema_version = 1\n\n[capability_profiles.duration]\nmin = 4\n\n[[capability_profiles]]\nid = "a"\n';
    expect(diagnosticOf(text)).toEqual({
      line: 6,
      column: 1,
      rule: 'toml/duplicate-key',
      message:
        '[[capability_profiles]] adds an item to an array, but [capability_profiles.duration] at line 3 already made capability_profiles a table: write a sub-table below the [[capability_profiles]] header of its item',
    });
  });

  it('names the sub-table that made a nested array a table', () => {
    const text =
      'schema_version = 1\n[[capability_profiles]]\nid = "a"\n[capability_profiles.controls.x]\na = 1\n[[capability_profiles.controls]]\nb = 2\n';
    expect(diagnosticOf(text)).toEqual({
      line: 6,
      column: 1,
      rule: 'toml/duplicate-key',
      message:
        '[[capability_profiles.controls]] adds an item to an array, but [capability_profiles.controls.x] at line 4 already made capability_profiles.controls a table: write a sub-table below the [[capability_profiles.controls]] header of its item',
    });
  });

  it('[[x]] after an inline array x = [...]: names the line that set it, and what to write', () => {
    const text = 'schema_version = 1\nsources = [{ id = "a" }]\n\n[[sources]]\nid = "b"\n';
    expect(diagnosticOf(text)).toEqual({
      line: 4,
      column: 1,
      rule: 'toml/duplicate-key',
      message:
        "[[sources]] adds an item to an array, but sources = … at line 2 already set sources, and an inline array cannot take more items: write every item as a [[sources]] table, or all of them inside that line's brackets",
    });
  });

  it('[[x]] after an inline array: a line like it inside a multi-line string is not named', () => {
    const text =
      'schema_version = 1\nnote = """\nsources = [1]\n"""\nsources = [{ id = "a" }]\n\n[[sources]]\nid = "b"\n';
    expect(diagnosticOf(text)).toMatchObject({
      line: 7,
      message: expect.stringContaining('but sources = … at line 5 already set sources'),
    });
  });

  // Before: "table [pricing.charges] is defined twice", with single brackets, and nothing was.
  it.each([
    [
      '[[pricing.charges]]',
      'pricing = { state = "known" }',
      '[[pricing.charges]] cannot go into pricing: `pricing = { … }` at line 2 is an inline table, which takes no more keys or tables: move its keys under a [pricing] header',
    ],
    [
      '[pricing.notes]',
      'pricing = {state="known"}',
      '[pricing.notes] cannot go into pricing: `pricing = { … }` at line 2 is an inline table, which takes no more keys or tables: move its keys under a [pricing] header',
    ],
    [
      '[pricing]',
      '\'pricing\' = { state = "known" }',
      '[pricing] cannot reopen pricing: `pricing = { … }` at line 2 is an inline table, which takes no more keys or tables: move its keys under a [pricing] header',
    ],
    [
      '[model.sizes.x]',
      '[model]\nsizes = [{ a = 1 }]',
      '[model.sizes.x] cannot go into model.sizes: `sizes = [{ … }]` at line 3 is an inline array of tables, which takes no more items or tables: write each item as a [[model.sizes]] table',
    ],
  ])('%s after an inline table above it: names the line that wrote it inline', (header, above, message) => {
    const text = `schema_version = 1\n${above}\n${header}\nid = "a"\n`;
    expect(diagnosticOf(text)).toEqual({
      line: text.split('\n').indexOf(header) + 1,
      column: 1,
      rule: 'toml/duplicate-key',
      message,
    });
  });

  it('an inline table in an item before the one a header goes to is not named', () => {
    // The second item has no `controls = {`: the header redefined is the [x.y] written twice.
    const text =
      'schema_version = 1\n[[x]]\ncontrols = { a = 1 }\n[[x]]\n[x.controls.b]\nc = 1\n[x.controls.b]\n';
    expect(diagnosticOf(text).message).not.toContain('inline');
  });

  it('[[x]] after a dotted key x.y = …: names the line that made x a table', () => {
    const text = 'schema_version = 1\nsources.id = "a"\n\n[[sources]]\nid = "b"\n';
    expect(diagnosticOf(text)).toEqual({
      line: 4,
      column: 1,
      rule: 'toml/duplicate-key',
      message:
        '[[sources]] adds an item to an array, but sources.id = … at line 2 already made sources a table: write its keys below a [[sources]] header',
    });
  });

  it('[[x.y]] after y = [...] in the item it goes to: names that line', () => {
    const text =
      'schema_version = 1\n[[capability_profiles]]\nid = "a"\ncontrols = [{ name = "seed" }]\n[[capability_profiles.controls]]\nname = "x"\n';
    expect(diagnosticOf(text)).toEqual({
      line: 5,
      column: 1,
      rule: 'toml/duplicate-key',
      message:
        "[[capability_profiles.controls]] adds an item to an array, but controls = … at line 4 already set capability_profiles.controls, and an inline array cannot take more items: write every item as a [[capability_profiles.controls]] table, or all of them inside that line's brackets",
    });
  });

  it('[x] then [[x]]: names the [x] line, with the brackets each has', () => {
    expect(diagnosticOf('schema_version = 1\n[foo]\na = 1\n[[foo]]\nb = 2\n')).toEqual({
      line: 4,
      column: 1,
      rule: 'toml/duplicate-key',
      message: '[[foo]] adds an item to an array, but [foo] at line 2 already made foo a table',
    });
  });

  it('says to write [[x.y]] for a dotted [x.y] the schema has as an array of tables, at the single brackets', () => {
    // Said before at the later [[pricing.charges]], as a table made twice, with no fix.
    const charges =
      'schema_version = 1\n[pricing]\nstate = "known"\n[pricing.charges]\nid = "a"\n[[pricing.charges]]\nid = "b"\n';
    expect(diagnosticOf(charges)).toEqual({
      line: 4,
      column: 1,
      rule: 'toml/duplicate-key',
      message:
        '[pricing.charges] must be [[pricing.charges]], with double brackets: pricing.charges is an array of tables, with a [[pricing.charges]] header above each item (line 6 has one)',
    });
    // Inside an item of an array of tables: the path goes through its items.
    const options =
      'schema_version = 1\n[[capability_profiles]]\nid = "t"\n[capability_profiles.size]\nstate = "known"\n[capability_profiles.size.options]\nid = "a"\n[[capability_profiles.size.options]]\nid = "b"\n';
    expect(diagnosticOf(options)).toMatchObject({
      line: 6,
      message:
        '[capability_profiles.size.options] must be [[capability_profiles.size.options]], with double brackets: capability_profiles.size.options is an array of tables, with a [[capability_profiles.size.options]] header above each item (line 8 has one)',
    });
    // A table the schema does not have as an array keeps the plain words.
    expect(diagnosticOf('schema_version = 1\n[pricing.x]\na = 1\n[[pricing.x]]\n')).toMatchObject({
      line: 4,
      message:
        '[[pricing.x]] adds an item to an array, but [pricing.x] at line 2 already made pricing.x a table',
    });
  });

  it('[x.y] after [[x.y]] in a later item of the array above: names the [[x.y]] of that item', () => {
    // It named the first item's [[capability_profiles.size.examples]], in another profile.
    const text = [
      'schema_version = 1',
      '[[capability_profiles]]',
      'id = "a"',
      '[capability_profiles.size]',
      'state = "supported"',
      '[[capability_profiles.size.examples]]',
      'width = 1',
      '[[capability_profiles]]',
      'id = "b"',
      '[capability_profiles.size]',
      'state = "supported"',
      '[[capability_profiles.size.examples]]',
      'width = 2',
      '[capability_profiles.size.examples]',
      'width = 3',
      '',
    ].join('\n');
    expect(diagnosticOf(text)).toEqual({
      line: 14,
      column: 1,
      rule: 'toml/duplicate-key',
      message:
        '[capability_profiles.size.examples] must be [[capability_profiles.size.examples]], with double brackets: the [[capability_profiles.size.examples]] at line 12 makes capability_profiles.size.examples an array of tables, with a [[capability_profiles.size.examples]] header above each item',
    });
  });

  it('says to write [[sources]] for [sources] when the others have double brackets', () => {
    const text = record.replace(/\[\[sources\]\]\n(?![\s\S]*\[\[sources\]\]\n)/, '[sources]\n');
    const line = text.split('\n').lastIndexOf('[sources]') + 1;
    expect(line).toBeGreaterThan(1);
    expect(diagnosticOf(text)).toEqual({
      line,
      column: 1,
      rule: 'toml/duplicate-key',
      message: `[sources] must be [[sources]], with double brackets: the [[sources]] at line ${lineOf(text, '[[sources]]')} makes sources an array of tables, with a [[sources]] header above each item`,
    });
  });
});

describe('numbers and dates', () => {
  it('says how to write a date with a one-digit month', () => {
    const text = record.replace(/retrieved_on = 2026-01-02/, 'retrieved_on = 2026-8-10');
    const line = lineOf(text, 'retrieved_on = 2026-8-10');
    expect(diagnosticOf(text)).toEqual({
      line,
      column: 16,
      rule: 'toml/syntax',
      message:
        'TOML syntax error: 2026-8-10 is not a TOML date: write it YYYY-MM-DD, with two-digit month and day (2026-08-10)',
    });
  });

  it.each([
    ['2026/08/10', ' (2026-08-10)'],
    ['2026.8.10', ' (2026-08-10)'],
    ['10.08.2026', ''], // 10 August or 8 October: no guess
    ['25/08/2026', ' (2026-08-25)'],
    ['25.08.2026', ' (2026-08-25)'],
  ])('says how to write a date written as %s, at its first character', (written, example) => {
    const text = record.replace(/retrieved_on = 2026-01-02/, `retrieved_on = ${written}`);
    expect(diagnosticOf(text)).toEqual({
      line: lineOf(text, `retrieved_on = ${written}`),
      column: 16,
      rule: 'toml/syntax',
      message: `TOML syntax error: ${written} is not a TOML value: write a date as YYYY-MM-DD${example}, or text in quotes`,
    });
  });

  it('says to drop a comma after a value, pointing at the comma', () => {
    const text = 'schema_version = 1\n[model]\nname = "Veo"\n[d]\nstep = 2,\nmin = 1\n';
    expect(diagnosticOf(text)).toEqual({
      line: 5,
      column: 9,
      rule: 'toml/syntax',
      message:
        'TOML syntax error: remove the comma after the value: a value ends at the end of its line (commas only go between items in [ … ] and { … })',
    });
    expect(diagnosticOf(text.replace('name = "Veo"', 'name = "Veo",'))).toMatchObject({
      line: 3,
      column: 13,
    });
  });
});

describe('keys and values', () => {
  const model = (line: string) => `schema_version = 1\n\n[model]\n${line}\nlab = "Google"\n`;
  const cases: [string, string, number, string][] = [
    ['name "Veo 3.1"', 'missing =', 6, 'name and its value need = between them: write name = "Veo 3.1"'],
    ['name: "Veo 3.1"', 'a colon', 5, 'write = between a key and its value, not : (name = "Veo 3.1")'],
    ['"name": "Veo 3.1"', 'JSON style', 7, 'write = between a key and its value, not : ("name" = "Veo 3.1")'],
    [
      'model name = "Veo 3.1"',
      'a key with a space',
      6,
      'a key has no spaces: write model_name, or the key in quotes ("model name")',
    ],
    ['name =', 'no value', 7, 'name = has no value: write the value after the =, on the same line'],
    [
      '\uFEFFname = "Veo 3.1"',
      'a byte order mark',
      1,
      'an invisible byte order mark (U+FEFF) is here: delete it',
    ],
    [
      "name = 'Google's Veo'",
      "a ' in single quotes",
      15,
      `text in single quotes cannot hold a ': write it in double quotes ("Google's Veo")`,
    ],
    [
      'name = "C:\\Users\\veo"',
      'a Windows path',
      11,
      '\\U is not an escape in "…" text: write a backslash as \\\\, or put the text in single quotes (\'C:\\Users\\veo\')',
    ],
    [
      'name = "C:\\data"',
      'a Windows path',
      11,
      '\\d is not an escape in "…" text: write a backslash as \\\\, or put the text in single quotes (\'C:\\data\')',
    ],
  ];
  it.each(cases)('%s (%s)', (line, _what, column, words) => {
    expect(diagnosticOf(model(line))).toEqual({
      line: 4,
      column,
      rule: 'toml/syntax',
      message: `TOML syntax error: ${words}`,
    });
  });

  it('says where a value on the next line goes', () => {
    expect(diagnosticOf(model('name =\n"Veo 3.1"'))).toEqual({
      line: 4,
      column: 7,
      rule: 'toml/syntax',
      message: 'TOML syntax error: name = has no value: write the value after the =, on the same line',
    });
  });
});

describe('headers and arrays not closed', () => {
  it('says a table header is not closed', () => {
    expect(diagnosticOf('schema_version = 1\n\n[verification\nstate = "unverified"\n')).toEqual({
      line: 3,
      column: 14,
      rule: 'toml/syntax',
      message: 'TOML syntax error: the table header is not closed: end it with ]',
    });
  });

  it('points a missing ] at the end of the array, not at the next line', () => {
    const text = 'schema_version = 1\n[model]\nsource_ids = ["a", "b"\n\n[verification]\nstate = "x"\n';
    expect(diagnosticOf(text)).toEqual({
      line: 3,
      column: 23,
      rule: 'toml/syntax',
      message:
        'TOML syntax error: the array opened at line 3 is not closed: end it with ] after its last item',
    });
    const lines = 'schema_version = 1\n[model]\nsource_ids = [\n  "a",\n  "b"\nlab = "x"\n';
    expect(diagnosticOf(lines)).toMatchObject({
      line: 5,
      column: 6,
      message:
        'TOML syntax error: the array opened at line 3 is not closed: end it with ] after its last item',
    });
  });

  it('says to write a comma between the items of an array', () => {
    const text = 'schema_version = 1\n[model]\nsource_ids = ["a" "b"]\n';
    expect(diagnosticOf(text)).toEqual({
      line: 3,
      column: 18,
      rule: 'toml/syntax',
      message: 'TOML syntax error: write a comma between the items of an array: "a", "b"',
    });
  });

  it('says to write a comma after a table or array that is an array item, at its closing bracket', () => {
    const one = 'schema_version = 1\n[language_support]\nlanguages = [{ code = "eng" } { code = "spa" }]\n';
    expect(diagnosticOf(one)).toEqual({
      line: 3,
      column: 29,
      rule: 'toml/syntax',
      message: 'TOML syntax error: write a comma between the items of an array, after this }',
    });
    const lines =
      'schema_version = 1\n[language_support]\nlanguages = [\n  { code = "eng" },\n  { code = "spa" }\n  { code = "deu" },\n]\n';
    expect(diagnosticOf(lines)).toMatchObject({
      line: 5,
      column: 18,
      message: 'TOML syntax error: write a comma between the items of an array, after this }',
    });
    expect(diagnosticOf('schema_version = 1\n[model]\nsizes = [[1, 2] [3, 4]]\n')).toMatchObject({
      line: 3,
      column: 15,
      message: 'TOML syntax error: write a comma between the items of an array, after this ]',
    });
  });

  it('a missing comma before an item holding = on the next line is a missing comma, not an array left open', () => {
    // Adding ] where the array was said to be left open gave a second error.
    const text =
      'schema_version = 1\n[pricing]\napplies_when = ["a=b",\n  "c=d"\n  "e=f"]\nqualifier = "x"\n';
    expect(diagnosticOf(text)).toEqual({
      line: 4,
      column: 8,
      rule: 'toml/syntax',
      message: 'TOML syntax error: write a comma between the items of an array: "c=d", "e=f"',
    });
    // The last item, alone before its ], and one before a comment, read alike.
    expect(diagnosticOf('schema_version = 1\n[pricing]\nw = [\n  "a"\n  "c=d"\n]\n')).toMatchObject({
      line: 4,
      message: 'TOML syntax error: write a comma between the items of an array: "a", "c=d"',
    });
    expect(diagnosticOf('schema_version = 1\n[pricing]\nw = [\n  "a"\n  "c=d" # x\n]\n')).toMatchObject({
      line: 4,
      message: 'TOML syntax error: write a comma between the items of an array: "a", "c=d"',
    });
    // An item in triple quotes reads as one too (it was said as an array left open).
    for (const item of ['"""c=d"""', "'''c=d'''"])
      expect(diagnosticOf(`schema_version = 1\n[pricing]\nw = [\n  "a=b"\n  ${item},\n]\n`)).toMatchObject({
        line: 4,
        column: 8,
        message: `TOML syntax error: write a comma between the items of an array: "a=b", ${item}`,
      });
    // A quoted key on the next line is still a key: the array was not closed.
    expect(diagnosticOf('schema_version = 1\n[pricing]\nw = [\n  "a"\n"c=d" = 1\n')).toMatchObject({
      line: 4,
      message:
        'TOML syntax error: the array opened at line 3 is not closed: end it with ] after its last item',
    });
  });

  it('in an inline table over several lines (TOML 1.1), a missing comma is not a table left open', () => {
    const text =
      'schema_version = 1\n[language_support]\nlanguages = [{\n  code = "eng"\n  name = "English" }]\n';
    expect(diagnosticOf(text)).toEqual({
      line: 4,
      column: 15,
      rule: 'toml/syntax',
      message:
        'TOML syntax error: write a comma between the items of an inline table: code = "eng", name = "English"',
    });
    // With no } further on, the table is the one left open.
    expect(diagnosticOf('schema_version = 1\n[model]\np = { a = 1\nb = 2\n')).toMatchObject({
      line: 3,
      column: 12,
      message:
        'TOML syntax error: the inline table opened at line 3 is not closed: end it with } after its last item',
    });
  });
});

describe('what is defined twice, and where first', () => {
  it('names the line of the first definition of a key or a table', () => {
    const text = 'schema_version = 1\n\n[model]\nstatus = "preview"\nname = "Veo"\n\nstatus = "ga"\n';
    expect(diagnosticOf(text)).toEqual({
      line: 7,
      column: 1,
      rule: 'toml/duplicate-key',
      message: 'duplicate key status: it is already defined in this table (first at line 4)',
    });
    expect(diagnosticOf('schema_version = 1\n[model]\nname = "a"\n[verification]\n[model]\n')).toMatchObject({
      line: 5,
      message: 'table [model] is defined twice (first at line 2)',
    });
  });
});

describe('what is defined twice, spelt two ways: still where first', () => {
  // Before: no "(first at line N)" when the two were not written alike, and `'lab'` echoed quoted.
  it.each([
    [
      '[ "verification" ]\na = 1',
      '[verification]',
      'table [verification] is defined twice (first at line 2)',
    ],
    [
      '[verification] # first\na = 1',
      '[ verification ]',
      'table [verification] is defined twice (first at line 2)',
    ],
    ["['a b'.c]\nx = 1", '["a b" . c]', 'table ["a b".c] is defined twice (first at line 2)'],
    [
      '[model]\n"lab" = "x"',
      'lab = "y"',
      'duplicate key lab: it is already defined in this table (first at line 3)',
    ],
    [
      '[model]\nlab = "x"',
      '\'lab\' = "y"',
      'duplicate key lab: it is already defined in this table (first at line 3)',
    ],
    [
      '[model]\nsize.min = 1',
      'size = 2',
      'duplicate key size: it is already defined in this table (first at line 3)',
    ],
    ['model.lab = "x"', '[model]', 'table [model] is defined twice (first at line 2)'],
    ['model = 1', '[model]', 'table [model] is defined twice (first at line 2)'],
    // Escapes decoded as TOML reads them (before: `[u0078]`, `u0061`, and no first line).
    ['[x]', '["\\u0078"]', 'table [x] is defined twice (first at line 2)'],
    ['[x]\ny = 1', '[ "\\U00000078" . "\\u0079" ]', 'table [x.y] is defined twice (first at line 3)'],
    ['a = 1', '"\\u0061" = 2', 'duplicate key a: it is already defined in this table (first at line 2)'],
    ['"a\\u0062" = 1', 'ab = 2', 'duplicate key ab: it is already defined in this table (first at line 2)'],
    [
      '"a\\tb" = 1',
      '"a\\u0009b" = 2',
      'duplicate key "a\\tb": it is already defined in this table (first at line 2)',
    ],
    [
      '"q\\"\\\\" = 1',
      "'q\"\\' = 2",
      'duplicate key "q\\"\\\\": it is already defined in this table (first at line 2)',
    ],
    // Before: at the `"` inside the brackets (column 4), where every other header problem is at the `[`.
    [
      '[verification]\na = 1',
      '  [ "verification" ]',
      'table [verification] is defined twice (first at line 2)',
    ],
  ])('%j then %j', (first, again, message) => {
    const text = `schema_version = 1\n${first}\n${again}\nb = 2\n`;
    // A key at its first character, a header at its `[` (before: a header at the key inside it).
    const column = again.length - again.trimStart().length + 1;
    expect(diagnosticOf(text)).toMatchObject({ line: text.split('\n').indexOf(again) + 1, column, message });
  });
});

describe('a key defined twice inside an inline table', () => {
  // Before: named after the line's first key (`native_audio`, `x`, or the `name` an array's line
  // starts its item with), with no place for the first one.
  it.each([
    ['x = { a = 1, a = 2 }', 14, 'a', 'first earlier on this line'],
    [
      'native_audio = { state = "supported", default = true, state = "unsupported" }',
      55,
      'state',
      'first earlier on this line',
    ],
    ['x = [{ a = 1 }, { b = 1, b = 2 }]', 26, 'b', 'first earlier on this line'],
    // Dotted keys as TOML reads them; a table made by a dotted key then set as a value is one key too.
    ['x = { a.c = 1, a.c = 2 }', 16, 'a.c', 'first earlier on this line'],
    ['x = { a.c = 1, a = 2 }', 16, 'a', 'first earlier on this line'],
    ['x = { "a b" = 1, \'a b\' = 2 }', 18, '"a b"', 'first earlier on this line'],
    // Strings holding `,`, `{`, `=` or `#` before it are no keys.
    ['x = { s = "a, s = {#", t = \'}, \', s = 2 }', 35, 's', 'first earlier on this line'],
    ['x = { y = { a = 1 }, y = 2 }', 22, 'y', 'first earlier on this line'],
  ])('%s', (line, column, key, where) => {
    expect(diagnosticOf(`schema_version = 1\n[model]\n${line}\n`)).toEqual({
      line: 3,
      column,
      rule: 'toml/duplicate-key',
      message: `duplicate key ${key}: it is already defined in this table (${where})`,
    });
  });

  it('in an array of inline tables over several lines: the key at the place, and the line of the first', () => {
    const text = [
      'schema_version = 1',
      'languages = [',
      '  { name = "English", code = "eng" },',
      '  { name = "Arabic", code = "ara" }, { name = "X", code = "x", code = "y" },',
      ']',
      '',
    ].join('\n');
    expect(diagnosticOf(text)).toEqual({
      line: 4,
      column: 64,
      rule: 'toml/duplicate-key',
      message: 'duplicate key code: it is already defined in this table (first earlier on this line)',
    });
  });

  it('a top-level key after an inline table written in a string is named as before', () => {
    const text = 'schema_version = 1\nnotes = """\nx = { a = 1, a = 2 }\n"""\nb = 1\nb = 2\n';
    expect(diagnosticOf(text)).toEqual({
      line: 6,
      column: 1,
      rule: 'toml/duplicate-key',
      message: 'duplicate key b: it is already defined in this table (first at line 5)',
    });
  });

  it('in an inline table over several lines (TOML 1.1): the line of the first', () => {
    const text = 'schema_version = 1\nx = { a = 1, # one\n  b = "}", a = 3 }\n';
    expect(diagnosticOf(text)).toEqual({
      line: 3,
      column: 12,
      rule: 'toml/duplicate-key',
      message: 'duplicate key a: it is already defined in this table (first at line 2)',
    });
  });
});

test('a key is named with its escapes decoded (TOML 1.1 ones too), and as written when they cannot be', () => {
  expect(keyName('"\\u0078" . \'y\'')).toBe('x.y');
  expect(keyName('"\\e\\x41"')).toBe('"\\u001bA"');
  expect(keyName('"a\\q" . "\\uD800" . b')).toBe('"a\\q"."\\uD800".b');
});

describe('quotes and brackets from elsewhere', () => {
  it('says curly quotes are not TOML quotes', () => {
    expect(diagnosticOf('schema_version = 1\n[model]\nname = \u201cVeo 3.1\u201d\n')).toEqual({
      line: 3,
      column: 8,
      rule: 'toml/syntax',
      message: 'TOML syntax error: \u201c and \u201d are not TOML quotes: write straight quotes ("Veo 3.1")',
    });
  });

  it('says a [[header] is not closed with ]]', () => {
    expect(diagnosticOf('schema_version = 1\n[[sources]\nid = "a"\n')).toEqual({
      line: 2,
      column: 11,
      rule: 'toml/syntax',
      message: 'TOML syntax error: the table header is not closed: end it with ]]',
    });
  });
});

describe('no advice the line does not support', () => {
  it.each([
    ['[model]\nx [[sources]]\n', 2, 3, 'illegal character in key'],
    ['[model]\nids = ["a" b"]\n', 2, 12, 'expected comma or end of structure'],
  ])('%j keeps the parser words', (text, line, column, words) => {
    expect(diagnosticOf(`schema_version = 1\n${text}`)).toEqual({
      line: line + 1,
      column,
      rule: 'toml/syntax',
      message: `TOML syntax error: ${words}`,
    });
  });
});

describe('numbers written as on paper', () => {
  const charge = (line: string) => `schema_version = 1\n\n[[pricing.charges]]\nid = "a"\n${line}\n`;
  it.each([
    ['amount = 0,40', 11, 'write a decimal number with a dot: 0.40'],
    ['amount = 12,5', 12, 'write a decimal number with a dot: 12.5'],
    ['max = 1,000', 8, 'write a number without commas: 1000 (or 1_000)'],
    ['max = 50%', 7, '50% is not a TOML value: write text in quotes ("50%")'],
    // A number field (per, amount): no quotes, which the next run calls "must be a number".
    ['per = 1M', 7, '1M is not a TOML value: write a number (e.g. 1000000)'],
    ['per = 2.5k', 7, '2.5k is not a TOML value: write a number (e.g. 2500)'],
    ['per = many', 7, 'many is not a TOML value: write a number'],
    ['amount = 10.7 USD', 10, '10.7 USD is not a TOML value: write 10.7 alone'],
    // A scale after the number, as a word or a letter: the number it makes (`write 1 alone` was a
    // price off by a million; `1 M` had only the parser's words).
    ['per = 1 million', 7, '1 million is not a TOML value: write a number (e.g. 1000000)'],
    ['per = 1 thousand', 7, '1 thousand is not a TOML value: write a number (e.g. 1000)'],
    ['per = 1 billion', 7, '1 billion is not a TOML value: write a number (e.g. 1000000000)'],
    ['per = 1 MM', 7, '1 MM is not a TOML value: write a number (e.g. 1000000)'],
    ['per = 1 mln', 7, '1 mln is not a TOML value: write a number (e.g. 1000000)'],
    ['per = 1 M', 7, '1 M is not a TOML value: write a number (e.g. 1000000)'],
    ['per = 1 K', 7, '1 K is not a TOML value: write a number (e.g. 1000)'],
    ['per = 2.5 Million  # tokens', 7, '2.5 Million is not a TOML value: write a number (e.g. 2500000)'],
    ['per = 1million', 7, '1million is not a TOML value: write a number (e.g. 1000000)'],
    // Where text goes, the quotes; where the field is not known, both.
    ['unit = 1 M', 8, '1 M is not a TOML value: write text in quotes ("1 M")'],
    ['unit = 1M', 8, '1M is not a TOML value: write text in quotes ("1M")'],
    ['per_what = 1M', 12, '1M is not a TOML value: write a number (e.g. 1000000), or text in quotes ("1M")'],
    [
      'per_what = 1 M',
      12,
      '1 M is not a TOML value: write a number (e.g. 1000000), or text in quotes ("1 M")',
    ],
    // A text field: only the quotes (10.7 alone would be "must be a string").
    ['unit = 10.7 USD', 8, '10.7 USD is not a TOML value: write text in quotes ("10.7 USD")'],
  ])('%s', (line, column, words) => {
    expect(diagnosticOf(charge(line))).toEqual({
      line: 5,
      column,
      rule: 'toml/syntax',
      message: `TOML syntax error: ${words}`,
    });
  });

  it('the number it proposes for a scale word parses, with the scaled value', () => {
    for (const line of ['per = 1 million', 'per = 1 M', 'per = 1 mln', 'per = 2.5k']) {
      const said = diagnosticOf(charge(line)).message;
      const n = /\(e\.g\. (\d+)\)$/.exec(said)![1]!;
      const fixed = parseRecord(FILE, bytes(charge(`per = ${n}`)));
      expect(
        fixed.ok && (fixed.value as { pricing: { charges: { per: number }[] } }).pricing.charges[0]!.per,
      ).toBe(line === 'per = 2.5k' ? 2500 : 1_000_000);
    }
  });

  it('a field with a list of allowed values: the one written, in quotes, or the list', () => {
    // Quoting what was written (`"draft"`) led to schema/enum next.
    for (const [line, words] of [
      ['documentation_state = documented', 'documented is not a TOML value: write "documented"'],
      ['documentation_state = Indexed', 'Indexed is not a TOML value: write "indexed"'],
      ['documentation_state = draft', 'draft is not a TOML value: write one of "indexed", "documented"'],
      ['documentation_state = 1k', '1k is not a TOML value: write one of "indexed", "documented"'],
      ['documentation_state = not yet', 'not yet is not a TOML value: write one of "indexed", "documented"'],
    ] as const)
      expect(diagnosticOf(`schema_version = 1\n${line}\n[model]\nname = "x"\n`)).toEqual({
        line: 2,
        column: 23,
        rule: 'toml/syntax',
        message: `TOML syntax error: ${words}`,
      });
  });

  it('a field with one allowed value names it, and makes no number of what is written', () => {
    // `write a number (e.g. 1000)` then gave `schema/const must be 1, found 1000`.
    for (const [line, column, words] of [
      ['schema_version = 1k', 18, '1k is not a TOML value: write 1'],
      ['schema_version = 1 million', 18, '1 million is not a TOML value: write 1'],
      ['schema_version = one', 18, 'one is not a TOML value: write 1'],
      // A space inside a number: the joined digits (12) would fail schema/const too.
      ['schema_version = 1 2', 18, '1 2 is not a TOML value: write 1'],
    ] as const)
      expect(diagnosticOf(`${line}\n[model]\nname = "x"\n`)).toEqual({
        line: 1,
        column,
        rule: 'toml/syntax',
        message: `TOML syntax error: ${words}`,
      });
    // A text field with one allowed value: that value, in quotes.
    expect(diagnosticOf('schema_version = 1\n[verification]\nstate = not verified\n')).toMatchObject({
      line: 3,
      column: 9,
      message: 'TOML syntax error: not verified is not a TOML value: write "unverified"',
    });
  });

  it("a field that takes a number or text (a control's default) is offered both, the number first", () => {
    const control = (line: string) =>
      `schema_version = 1\n[[capability_profiles]]\nid = "t"\n[[capability_profiles.controls]]\nname = "n"\n${line}\n`;
    for (const [line, words] of [
      ['default = 1k', '1k is not a TOML value: write a number (e.g. 1000), or text in quotes ("1k")'],
      ['default = 1 M', '1 M is not a TOML value: write a number (e.g. 1000000), or text in quotes ("1 M")'],
      // No number in it: the quotes alone.
      ['default = vivid', 'vivid is not a TOML value: write text in quotes ("vivid")'],
    ] as const)
      expect(diagnosticOf(control(line))).toEqual({
        line: 6,
        column: 11,
        rule: 'toml/syntax',
        message: `TOML syntax error: ${words}`,
      });
  });

  it('gives no example for a date that does not exist', () => {
    expect(diagnosticOf('schema_version = 1\n[model]\nreleased = 2026-2-30\n')).toMatchObject({
      line: 3,
      column: 12,
      message:
        'TOML syntax error: 2026-2-30 is not a TOML date: write it YYYY-MM-DD, with two-digit month and day',
    });
  });
});

describe('a space in a table header', () => {
  it('says keys have no spaces, at the space', () => {
    expect(
      diagnosticOf('schema_version = 1\n[[capability_profiles]]\n[capability_profiles.frame rate]\n'),
    ).toEqual({
      line: 3,
      column: 27,
      rule: 'toml/syntax',
      message:
        'TOML syntax error: a key has no spaces: write frame_rate, or the key in quotes ("frame rate")',
    });
  });
});

describe('double brackets for one table', () => {
  it('says [[model]] is one table, at the double brackets', () => {
    expect(diagnosticOf('schema_version = 1\n[[model]]\nid = "a"\n[model]\nname = "b"\n')).toEqual({
      line: 2,
      column: 1,
      rule: 'toml/duplicate-key',
      message: '[[model]] must be [model], with single brackets: model is one table, not an array of tables',
    });
  });
});

describe('a missing comma in an inline table', () => {
  it('says to write a comma between its items, at the end of the first', () => {
    const text = 'schema_version = 1\n[model]\npricing = { state = "known" unit = "usd" }\n';
    expect(diagnosticOf(text)).toEqual({
      line: 3,
      column: 28,
      rule: 'toml/syntax',
      message:
        'TOML syntax error: write a comma between the items of an inline table: state = "known", unit = "usd"',
    });
  });

  it('names the key after the comma when the item before is no one-line value', () => {
    expect(diagnosticOf('schema_version = 1\n[model]\np = { a = [1] b = 2 }\n')).toEqual({
      line: 3,
      column: 14,
      rule: 'toml/syntax',
      message: 'TOML syntax error: write a comma between the items of an inline table, before b',
    });
  });
});

describe('a number with a leading zero', () => {
  saidOnModelLine([
    [
      'max = 05',
      7,
      '05 is not a TOML number: write it without the leading zero (5), or in quotes if it is text ("05")',
    ],
    [
      'step = 007',
      8,
      '007 is not a TOML number: write it without the leading zero (7), or in quotes if it is text ("007")',
    ],
    [
      'min = -05',
      7,
      '-05 is not a TOML number: write it without the leading zero (-5), or in quotes if it is text ("-05")',
    ],
    [
      'amount = 00.5',
      10,
      '00.5 is not a TOML number: write it without the leading zero (0.5), or in quotes if it is text ("00.5")',
    ],
    [
      'ids = [1, 05]',
      11,
      '05 is not a TOML number: write it without the leading zero (5), or in quotes if it is text ("05")',
    ],
    ['version = 01.2.3', 11, '01.2.3 is not a TOML value: write text in quotes ("01.2.3")'],
  ]);
});

describe('a stray character in a key', () => {
  saidOnModelLine([
    [
      'ta:s = "x"',
      3,
      'a bare key holds only A-Z, a-z, 0-9, _ and -: remove the :, or write the key in quotes ("ta:s")',
    ],
    [
      'ta;s = "x"',
      3,
      'a bare key holds only A-Z, a-z, 0-9, _ and -: remove the ;, or write the key in quotes ("ta;s")',
    ],
    [
      'a.b:c = 1',
      4,
      'a bare key holds only A-Z, a-z, 0-9, _ and -: remove the :, or write the key in quotes ("b:c")',
    ],
    ['name: Veo', 5, 'write = between a key and its value, not : (name = "Veo")'],
    ['"name": "Veo",', 7, 'write = between a key and its value, not : ("name" = "Veo")'],
    ['p = { state: "known" }', 12, 'write = between a key and its value, not : (state = "known")'],
    [
      'p = { "state" : "known", unit = "usd" }',
      15,
      'write = between a key and its value, not : ("state" = "known")',
    ],
  ]);
});

describe('a bracket, quote or # typed into a key', () => {
  const model = (line: string) => `schema_version = 1\n[model]\n${line}\n`;
  it.each([
    ['source]_ids = ["a"]', ']', 7],
    ['edge"multiple = 16', '"', 5],
    ['min_total_pixels#= 4096', '#', 17],
    ['[verificatio{n]', '{', 13],
    ['[[capabilit=y_profiles.size]]', '=', 12],
  ])('%s says to remove the %s', (line, char, column) => {
    expect(diagnosticOf(model(line))).toEqual({
      line: 3,
      column,
      rule: 'toml/syntax',
      message: `TOML syntax error: a bare key holds only A-Z, a-z, 0-9, _ and -: remove the ${char}`,
    });
  });
});

describe('something after a value or a header', () => {
  saidOnModelLine([
    ['value = "flux-2-p"ro"', 18, 'this " ends the text early: remove it, or write a " inside text as \\"'],
    ['name = ""documented"', 9, 'this " ends the text early: remove it, or write a " inside text as \\"'],
    [
      'status = "available"]source_ids = ["a"]',
      21,
      'a key = value goes on a line of its own: start a new line before source_ids',
    ],
    [
      'lab = "Black Forest Labs"0',
      26,
      'remove 0 after the value: only a # comment may follow it on its line',
    ],
    ['[verificati]on]', 12, 'this ] ends the table header early: remove it'],
  ]);
});

describe('a stray character where a value starts', () => {
  saidOnModelLine([
    ['kind== "model_id"', 6, 'remove the = before the value'],
    ['source_ids =}["a"]', 13, 'remove the } before the value'],
    ['endpoint = ]POST /v1"', 12, 'write the text in quotes, without the ] ("POST /v1")'],
    ['aspect_ratio = :9:16"', 16, 'write the text in quotes, without the : ("9:16")'],
    ['values = [=false", "true"]', 11, 'write the text in quotes, without the = ("false")'],
    ['amount = .5', 10, 'write a number with a digit before its dot: 0.5'],
  ]);
});

describe('a quote inside an array item, a stray character in a number', () => {
  saidOnModelLine([
    [
      'ids = ["fa"ily-page", "b"]',
      11,
      'this " ends the text early: remove it, or write a " inside text as \\"',
    ],
    ['ids = ["a", ""b"]', 14, 'this " ends the text early: remove it, or write a " inside text as \\"'],
    ['height = 6"', 11, 'remove the " after the number'],
    ['width = 10"4', 11, 'remove the " inside the number'],
    ['media_type = 5"image"', 14, 'remove the 5 before the text'],
    [
      'width = 2048{height = 880',
      13,
      'a key = value goes on a line of its own: start a new line before height',
    ],
  ]);
});

describe('a dot or an = where a key ends or starts', () => {
  saidOnModelLine([
    ['width. = 1024', 6, 'a dotted key has a key after each dot: remove this dot'],
    ['width .= 1024', 7, 'a dotted key has a key after each dot: remove this dot'],
    ['[[capability_profiles.]]', 22, 'a dotted key has a key after each dot: remove this dot'],
    ['=eight = 64', 1, 'a line starts with its key: remove this =, or write the key before it'],
  ]);
});

describe('every one-character slip in a real record', () => {
  // Deleting a character, or typing one of TOML's own, at each place: each message stays one line, at a
  // column of its line, the same from the history parser, and never half of a character.
  it('keeps each message on one line, within its line, and as the history parser gives it', () => {
    const lines = record.split('\n');
    const parser = new ChunkedParser();
    let worded = 0;
    const edits = ['', '"', ']', '=', '.', ',', ':'];
    // One edit per position, in turn (all seven everywhere took 30 s).
    for (let i = 0; i < record.length; i++) {
      for (const edit of [edits[i % edits.length]!]) {
        const text = record.slice(0, i) + edit + record.slice(edit === '' ? i + 1 : i);
        const whole = parseRecord(FILE, bytes(text));
        if (whole.ok) continue;
        const { line, column, message } = whole.diagnostic;
        const at = text.split('\n')[line - 1];
        expect(at).toBeDefined();
        expect(column).toBeLessThanOrEqual(at!.length + 1);
        expect(message).not.toMatch(/[\n\r]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
        expect(parser.parse(FILE, bytes(text))).toEqual(whole);
        if (whole.diagnostic.rule === 'toml/syntax' && !/^TOML syntax error: [a-z -]+$/.test(message))
          worded++;
      }
    }
    expect(lines.length).toBeGreaterThan(100);
    expect(worded).toBeGreaterThan(0);
  });
});

describe('a stray character before a key or a header', () => {
  saidOnModelLine([
    [']lab = "Black Forest Labs"', 1, 'a line starts with its key: remove the ] before it'],
    [',schema_version = 1', 1, 'a line starts with its key: remove the , before it'],
    ['  \\endpoint = "GET"', 3, 'a line starts with its key: remove the \\ before it'],
    ['{a.b = 1', 1, 'a line starts with its key: remove the { before it'],
    ['5[model]', 1, 'a table header starts its line: remove the 5 before the ['],
    ['x[[capability_profiles.size.options]]', 1, 'a table header starts its line: remove the x before the ['],
    ['[lab = "Black Forest Labs"', 1, 'a key = value line has no [: remove this [ before the key'],
    ['[chema_version = 1', 1, 'a key = value line has no [: remove this [ before the key'],
    ['"lab = "Black Forest Labs"', 1, 'this " before the key opens a quoted key: remove it'],
  ]);
});

describe('a stray character between a key and its =', () => {
  saidOnModelLine([
    ['id ]= "guide"', 4, 'remove the ] before the ='],
    ['retrieved_on {= 2026-08-10', 14, 'remove the { before the ='],
    ['id ] "guide"', 4, 'write = between a key and its value, not ] (id = "guide")'],
    ['applies_when , ["first"]', 14, 'write = between a key and its value, not , (applies_when = ["first"])'],
  ]);
});

describe('a [[header]] with something between or for its closing ]]', () => {
  saidOnModelLine([
    ['[[capabil]ity_profiles.size]]', 10, 'this ] ends the table header early: remove it'],
    ['[[sources]}]', 11, 'a [[table]] header ends with ]]: remove the } between them'],
    ['[[sources] ] # the sources', 11, 'a [[table]] header ends with ]]: remove the space between them'],
    ['[[sources]}', 11, 'a [[table]] header ends with ]]: write ] in place of the }'],
    ['[[sources]x', 11, 'a [[table]] header ends with ]]: write ] in place of the x'],
  ]);
});

describe('a stray character after an item of an array or inline table', () => {
  saidOnModelLine([
    ['ids = ["a", "b"}', 16, 'an array ends with ]: write ] in place of the }'],
    ['p = { a = "x"]', 14, 'an inline table ends with }: write } in place of the ]'],
    ['p = { a = "x"] }', 14, 'remove the ] after the item'],
    ['ids = ["a"x, "b"]', 11, 'remove the x after the item'],
    ['ids = ["a":]', 11, 'remove the : after the item'],
    ['ids = ["a"x', 11, 'an array ends with ]: write ] in place of the x'],
    ['ids = ["a"{ "b"]', 11, 'write a comma between the items of an array, in place of the {'],
    ['p = { a = "x"] b = "y" }', 14, 'write a comma between the items of an inline table, in place of the ]'],
  ]);
});

describe("an inline table inside an array closed by the array's ], or the other way", () => {
  // `[{ name = "English"]`: the ] closes the array, so "in place of the ]" left the array open (a
  // second error); with a space before the ], the parser's "expected comma or end of structure".
  saidOnModelLine([
    ['languages = [{ name = "English"]', 32, 'an inline table ends with }: write } before the ]'],
    ['languages = [{ name = "English" ]', 33, 'an inline table ends with }: write } before the ]'],
    ['p = { ids = ["a", "b"}', 22, 'an array ends with ]: write ] before the }'],
    ['p = { a = "x" ]', 15, 'an inline table ends with }: write } in place of the ]'],
  ]);
});

describe('a dot where a key starts, or two dots', () => {
  saidOnModelLine([
    ['.lab = "Black Forest Labs"', 1, 'a key does not start with a dot: remove this dot'],
    ['p = { .name = "Spanish" }', 7, 'a key does not start with a dot: remove this dot'],
    ['[[.capability_profiles.size]]', 3, 'a key does not start with a dot: remove this dot'],
    ['.[capability_profiles.duration]', 1, 'a key does not start with a dot: remove this dot'],
    ['[capability_profile..frame_rate]', 21, 'a dotted key has a key between its dots: remove this dot'],
    ['a..b = 1', 3, 'a dotted key has a key between its dots: remove this dot'],
  ]);
});

describe('a stray character before a table header', () => {
  saidOnModelLine([
    ['][capability_profiles.size]', 1, 'a table header starts its line: remove the ] before it'],
    [',[[capability_profiles]]', 1, 'a table header starts its line: remove the , before it'],
  ]);
});

describe('a table header read as an item of an array left open above it', () => {
  saidOnModelLine([
    [
      'source_ids = ["a", "b",\n\n[[capability_profiles]]',
      24,
      'the array opened at line 3 is not closed: end it with ] after its last item',
    ],
    [
      'source_ids = ["a" # the docs\n[model.size]',
      18,
      'the array opened at line 3 is not closed: end it with ] after its last item',
    ],
    [
      'source_ids = [#"dimensions-help"]\n\n[[capability_profiles.size.examples]]',
      15,
      'a # starts a comment to the end of its line: the ] after it does not close the array opened at line 3',
    ],
  ]);
});

describe('a character or a space typed into a value', () => {
  saidOnModelLine([
    ['unit =0 "pixel"', 7, 'remove the 0 before the value'],
    ['source_ids =5 ["a"]', 13, 'remove the 5 before the value'],
    ['min_total_pixels = 409 6', 23, 'write a number without spaces: 4096'],
  ]);
});

describe('a stray character at the start of a header key or after its dot', () => {
  const bare = 'a bare key holds only A-Z, a-z, 0-9, _ and -: remove the';
  saidOnModelLine([
    ['[[\\capability_profiles.size]]', 3, `${bare} \\`],
    ['[,conflicts]]', 2, `${bare} ,`],
    ['[[[capability_profiles]]', 3, `${bare} [`],
    ['[[capability_profiles.,ize.options]]', 23, `${bare} ,`],
  ]);
});

describe('a backslash before the closing quote', () => {
  it('quotes no text from the lines below', () => {
    const text = 'schema_version = 1\n[model]\nvariants = ["standard", "draft\\]\nsource_ids = ["a"]\n';
    expect(diagnosticOf(text)).toEqual({
      line: 3,
      column: 31,
      rule: 'toml/syntax',
      message:
        'TOML syntax error: \\] is not an escape in "…" text: write a backslash as \\\\, or put the text in single quotes',
    });
  });
});

describe('text of several words written without quotes', () => {
  // The first word alone in quotes (`"Google" DeepMind`) was a second error, in the parser's words.
  saidOnModelLine([
    [
      'lab = Google DeepMind',
      7,
      'Google DeepMind is not a TOML value: write text in quotes ("Google DeepMind")',
    ],
    ['name = Veo 3.1 Fast', 8, 'Veo 3.1 Fast is not a TOML value: write text in quotes ("Veo 3.1 Fast")'],
    [
      'name = Veo 3.1 Fast   # the name',
      8,
      'Veo 3.1 Fast is not a TOML value: write text in quotes ("Veo 3.1 Fast")',
    ],
    [
      'name = Cadence "TTS" 2',
      8,
      'Cadence "TTS" 2 is not a TOML value: write text in quotes ("Cadence \\"TTS\\" 2")',
    ],
    // A number or true, then words: a number with its unit, or text; both fixes where the field's
    // type is not known, the quotes alone for a text field.
    ['name = 3.1 Fast', 8, '3.1 Fast is not a TOML value: write text in quotes ("3.1 Fast")'],
    [
      'tagline = 3.1 Fast',
      11,
      '3.1 Fast is not a TOML value: write 3.1 alone, or text in quotes ("3.1 Fast")',
    ],
    [
      'amount = 0.03 USD',
      10,
      '0.03 USD is not a TOML value: write 0.03 alone, or text in quotes ("0.03 USD")',
    ],
    [
      'legacy = true story',
      10,
      'true story is not a TOML value: write true alone, or text in quotes ("true story")',
    ],
    // An array's item runs to its comma or ].
    [
      'source_ids = [model card, api]',
      15,
      'model card is not a TOML value: write text in quotes ("model card")',
    ],
    [
      'applies_when = [first output megapixel]',
      17,
      'first output megapixel is not a TOML value: write text in quotes ("first output megapixel")',
    ],
    // A sentence: named by its start, quoted to the end of its line.
    [
      'summary = Each reference image is rounded up separately for billing, then summed',
      11,
      'Each reference image is rounded up separ… is not a TOML value: put the whole text in quotes, up to the end of its line',
    ],
  ]);

  it('the quoted text it proposes parses, as the whole value', () => {
    for (const line of [
      'lab = Google DeepMind',
      'name = Cadence "TTS" 2',
      'name = Veo 3.1 Fast   # the name',
      'name = 3.1 Fast',
      'applies_when = [first output megapixel]',
    ]) {
      const said = diagnosticOf(`schema_version = 1\n[model]\n${line}\n`)!.message;
      const proposed = /\((".*")\)$/.exec(said)![1]!;
      const value = /^[^=]*= \[/.test(line)
        ? line.replace(/\[[^,\]]*/, `[${proposed}`)
        : line.replace(/=.*$/, `= ${proposed}`);
      expect(parseRecord(FILE, bytes(`schema_version = 1\n[model]\n${value}\n`)).ok).toBe(true);
    }
  });
});

describe('the last line of a file with no line break after it', () => {
  // Valid TOML, and how many editors save: the end of the text ends the line as a line break does.
  const UNCLOSED =
    'a string is not closed on the line it starts: end it with its quote (text over several lines goes in """ … """)';
  it.each([
    ['[sources', 9, 'the table header is not closed: end it with ]'],
    ['[model', 7, 'the table header is not closed: end it with ]'],
    ['[[sources', 10, 'the table header is not closed: end it with ]]'],
    ['["a b"', 7, 'the table header is not closed: end it with ]'],
    ['x', 2, 'x has no value: write x = and its value'],
    ['x = "a', 7, UNCLOSED],
    ["x = 'a", 7, UNCLOSED],
    ['"a b', 5, UNCLOSED],
  ])('%s', (line, column, words) => {
    const said = { line: 3, column, rule: 'toml/syntax', message: `TOML syntax error: ${words}` };
    expect(diagnosticOf(`schema_version = 1\n[model]\n${line}\n`)).toEqual(said);
    expect(diagnosticOf(`schema_version = 1\n[model]\n${line}`)).toEqual(said);
  });

  it('says of every start of a real record’s line, as its last, what it says with the line ended', () => {
    const lines = record.split('\n');
    let worded = 0;
    for (let i = 0; i < lines.length; i++) {
      const above = lines.slice(0, i).join('\n') + (i > 0 ? '\n' : '');
      for (let k = 1; k <= lines[i]!.length; k++) {
        const text = above + lines[i]!.slice(0, k);
        const ended = parseRecord(FILE, bytes(`${text}\n`));
        // Where the parser's own words stay, it may stop elsewhere (on the next line, in an array).
        if (ended.ok || /^TOML syntax error: [a-z -:]+$/.test(ended.diagnostic.message)) continue;
        expect([text, parseRecord(FILE, bytes(text))]).toEqual([text, ended]);
        worded++;
      }
    }
    expect(worded).toBeGreaterThan(1000);
  });
});

describe('an invisible character or a space other than U+0020', () => {
  // Pasted from a web page or a chat: seen as a space or not at all, so named by its code point.
  saidOnModelLine([
    ['name =\u200b"GPT Image 2"', 7, 'remove the U+200B (zero-width space) before the value'],
    ['name =\u00a0"GPT Image 2"', 7, 'remove the U+00A0 (no-break space) before the value'],
    ['name = \u3000"GPT Image 2"', 8, 'remove the U+3000 (ideographic space) before the value'],
    ['name =\f"GPT Image 2"', 7, 'remove the U+000C (form feed) before the value'],
    ['name =\v"GPT Image 2"', 7, 'remove the U+000B (vertical tab) before the value'],
    ['ids = ["a",\u00a0"b"]', 12, 'remove the U+00A0 (no-break space) before the value'],
    [
      'name = "GPT Image 2"\u00a0',
      21,
      'remove U+00A0 (no-break space) after the value: only a # comment may follow it on its line',
    ],
    [
      'name = "GPT Image 2"\u3000 # the name',
      21,
      'remove U+3000 (ideographic space) after the value: only a # comment may follow it on its line',
    ],
    [
      'name = "GPT Image 2"\u200b',
      21,
      'remove U+200B (zero-width space) after the value: only a # comment may follow it on its line',
    ],
    ['width = 5\u00a0', 10, 'remove the U+00A0 (no-break space) after the number'],
    ['ids = ["a"\u200b, "b"]', 11, 'remove the U+200B (zero-width space) after the item'],
    [
      'na\u00a0me = "GPT Image 2"',
      3,
      'a bare key holds only A-Z, a-z, 0-9, _ and -: remove the U+00A0 (no-break space)',
    ],
    [
      'name\u3000= "GPT Image 2"',
      5,
      'a bare key holds only A-Z, a-z, 0-9, _ and -: remove the U+3000 (ideographic space)',
    ],
    [
      'na\u00adme = "GPT Image 2"',
      3,
      'a bare key holds only A-Z, a-z, 0-9, _ and -: remove the U+00AD (soft hyphen)',
    ],
    ['name \u200b= "GPT Image 2"', 6, 'remove the U+200B (zero-width space) before the ='],
    [
      '\u00a0name = "GPT Image 2"',
      1,
      'a line starts with its key: remove the U+00A0 (no-break space) before it',
    ],
    [
      '[verifi\u2060cation]',
      8,
      'a bare key holds only A-Z, a-z, 0-9, _ and -: remove the U+2060 (word joiner)',
    ],
    ['\ufeffname = "GPT Image 2"', 1, 'an invisible byte order mark (U+FEFF) is here: delete it'],
  ]);

  // Unicode's other default ignorable code points, beyond U+FFFF too (said in UTF-16 columns).
  saidOnModelLine([
    ['name = \u034f"GPT Image 2"', 8, 'remove the U+034F (combining grapheme joiner) before the value'],
    ['name = \u3164"GPT Image 2"', 8, 'remove the U+3164 (Hangul filler) before the value'],
    ['name = \ufe0f"GPT Image 2"', 8, 'remove the U+FE0F (variation selector-16) before the value'],
    ['name = \u{e0041}"GPT Image 2"', 8, 'remove the U+E0041 (tag character) before the value'],
    ['name = \u{1d173}"GPT Image 2"', 8, 'remove the U+1D173 (an invisible character) before the value'],
    [
      'name = "GPT Image 2"\u{e0069}',
      21,
      'remove U+E0069 (tag character) after the value: only a # comment may follow it on its line',
    ],
    ['width = 5\u{e0041}', 10, 'remove the U+E0041 (tag character) after 5'],
    [
      'na\u{e0041}me = "GPT Image 2"',
      3,
      'a bare key holds only A-Z, a-z, 0-9, _ and -: remove the U+E0041 (tag character)',
    ],
    ['ids = ["a",\u{e0100}"b"]', 12, 'remove the U+E0100 (variation selector-17) before the value'],
    [
      'name = "a\\\u{e0041}b"',
      10,
      '\\ before U+E0041 (tag character) is not an escape in "…" text: write a backslash as \\\\, or put the text in single quotes (\'a\\\u{e0041}b\')',
    ],
  ]);

  it('never quotes a default ignorable one as it is, wherever it is typed into a real record', () => {
    const raw = /[\p{Zs}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/u;
    const chars = ['\u034f', '\u3164', '\ufe0f', '\u{e0041}', '\u{1d173}', '\u115f', '\u{e0100}'];
    const quoted: string[] = [];
    let named = 0;
    for (let i = 0; i < record.length; i++) {
      const text = record.slice(0, i) + chars[i % chars.length]! + record.slice(i);
      const whole = parseRecord(FILE, bytes(text));
      if (whole.ok || whole.diagnostic.rule !== 'toml/syntax') continue;
      const words = whole.diagnostic.message.replace(/\(".*"\)|'[^']*'/g, '');
      if (raw.test(words.replaceAll(' ', ''))) quoted.push(whole.diagnostic.message);
      // Half of a character beyond U+FFFF named as a character of its own (U+DB40).
      if (/U\+D[89A-F][0-9A-F]{2}\b/.test(words)) quoted.push(whole.diagnostic.message);
      if (/U\+[0-9A-F]{4,6} \(/.test(words)) named++;
    }
    expect(quoted).toEqual([]);
    expect(named).toBeGreaterThan(1000);
  });

  it('never quotes one as it is, wherever it is typed into a real record', () => {
    const raw = /[\p{Zs}\p{Cc}\p{Cf}]/u;
    const chars = ['\u00a0', '\u3000', '\u200b', '\f', '\v', '\u00ad', '\u2060', '\u2003', '\u180e'];
    const parser = new ChunkedParser();
    const quoted: string[] = [];
    let named = 0;
    for (let i = 0; i < record.length; i++) {
      const text = record.slice(0, i) + chars[i % chars.length]! + record.slice(i);
      const whole = parseRecord(FILE, bytes(text));
      if (whole.ok || whole.diagnostic.rule !== 'toml/syntax') continue;
      expect(parser.parse(FILE, bytes(text))).toEqual(whole);
      // What it proposes to write, in quotes, is the text as it was: the character kept there.
      const words = whole.diagnostic.message.replace(/\(".*"\)|'[^']*'/g, '');
      if (raw.test(words.replaceAll(' ', ''))) quoted.push(whole.diagnostic.message);
      if (/U\+[0-9A-F]{4} \(/.test(words)) named++;
    }
    expect(quoted).toEqual([]);
    expect(named).toBeGreaterThan(1000);
  });
});

describe('an array or inline table left open at the end of the file', () => {
  // A record cut off, or its last `]` forgotten: the same words whether the file ends after the
  // last item, after a comma, in an empty array or a comment, with or without a last line break.
  const lines = record.split('\n').length; // the record ends with a line break: its next line
  const open = (kind: string, bracket: string, at = lines) =>
    `TOML syntax error: the ${kind} opened at line ${at} is not closed: end it with ${bracket} after its last item`;
  const empty = (kind: string, bracket: string, at = lines) =>
    `TOML syntax error: the ${kind} opened at line ${at} is not closed: end it with ${bracket}`;
  it.each([
    ['tags = [\n  "a",\n  "b",', lines + 2, 7, open('array', ']')],
    ['tags = [\n  "a",\n  "b"', lines + 2, 6, open('array', ']')],
    ['tags = [\n  "a",\n  "b", # the last', lines + 2, 7, open('array', ']')],
    ['tags = [\n  "a",\n  "b",\n  # more to come', lines + 2, 7, open('array', ']')],
    ['tags = ["a", ', lines, 13, open('array', ']')],
    ['tags = [', lines, 9, empty('array', ']')],
    ['tags = [ ', lines, 9, empty('array', ']')],
    ['tags = [[1], [2],', lines, 18, open('array', ']')],
    ['x = {', lines, 6, empty('inline table', '}')],
    ['x = { a = 1,', lines, 13, open('inline table', '}')],
    ['x = {\n  a = 1,', lines + 1, 9, open('inline table', '}')],
    ['x = { a = [1,', lines, 14, open('array', ']')],
  ])('%j', (tail, line, column, message) => {
    const said = { line, column, rule: 'toml/syntax', message };
    expect(diagnosticOf(`${record}${tail}\n`)).toEqual(said);
    expect(diagnosticOf(`${record}${tail}`)).toEqual(said);
  });

  it('keeps the words for a value left out after an = in an open inline table', () => {
    // Not a table to close: its last key has no value (what to write is the value, first).
    expect(diagnosticOf(`${record}x = { a =\n`).message).not.toMatch(/is not closed/);
  });
});
