// Two slips the parser's words gave no fix for: a comment written as other languages write it
// (`// note`, `; note`, `/* note */`), and a copied `[[…]]` item whose header was lost, where the
// plain "duplicate key" invites removing the key and so the item's data. Each is one diagnostic, at
// the mistake, from validate, the whole parse and the history parser alike.
import { ChunkedParser } from '../../src/core/toml/chunked.js';
import { parseRecord } from '../../src/core/toml/parse.js';
import { COMPLETE, COMPLETE_PATH, check } from '../fixtures/validate/helpers.js';

const bytes = (s: string) => new TextEncoder().encode(s);

/** The one diagnostic of `text` as a record, `line:column rule message`; both parsers agree on it. */
function only(text: string): string {
  const whole = parseRecord(COMPLETE_PATH, bytes(text));
  expect(new ChunkedParser().parse(COMPLETE_PATH, bytes(text))).toEqual(whole);
  const said = check(text, COMPLETE_PATH);
  expect(said).toHaveLength(1);
  const [d] = said;
  expect(d!.severity).toBe('error');
  expect(d!.pointer).toBe('');
  return `${d!.line}:${d!.column} ${d!.rule} ${d!.message}`;
}

const LINES = COMPLETE.split('\n');

/** COMPLETE with its line `n` (1-based, checked to be `was`) replaced by `lines` (none: deleted). */
function edited(n: number, was: string, ...lines: string[]): string {
  expect(LINES[n - 1]).toBe(was);
  return [...LINES.slice(0, n - 1), ...lines, ...LINES.slice(n)].join('\n');
}

const STATUS = 'status = "available"';

describe('a comment not started with #', () => {
  it.each([
    [
      'after a value: //',
      [`${STATUS} // not announced`],
      '11:22 toml/syntax TOML syntax error: TOML comments start with #, not //: write # not announced',
    ],
    [
      'after a value with no space: //',
      [`${STATUS}// not announced`],
      '11:21 toml/syntax TOML syntax error: TOML comments start with #, not //: write # not announced',
    ],
    [
      'after a value: ; and words',
      [`${STATUS} ; not announced`],
      '11:22 toml/syntax TOML syntax error: TOML comments start with #, not ;: write # not announced',
    ],
    [
      'on a line of its own: //',
      [STATUS, '// not announced'],
      '12:1 toml/syntax TOML syntax error: TOML comments start with #, not //: write # not announced',
    ],
    [
      'indented, on a line of its own: //',
      [STATUS, '  // not announced'],
      '12:3 toml/syntax TOML syntax error: TOML comments start with #, not //: write # not announced',
    ],
    [
      'a key line commented out: //',
      ['// status = "preview"', STATUS],
      '11:1 toml/syntax TOML syntax error: TOML comments start with #, not //: write # status = "preview"',
    ],
    [
      'on a line of its own: ;',
      [STATUS, '; not announced'],
      '12:1 toml/syntax TOML syntax error: TOML comments start with #, not ;: write # not announced',
    ],
    [
      'a key line commented out as INI does, or a stray ;',
      [';status = "preview"', STATUS],
      '11:1 toml/syntax TOML syntax error: TOML comments start with #, not ;: write # status = "preview", or remove the ; to keep the key',
    ],
    [
      'on a line of its own: /* … */',
      [STATUS, '/* not announced */'],
      '12:1 toml/syntax TOML syntax error: TOML comments start with #, not /* … */: write # not announced',
    ],
    [
      'after a value: /* … */',
      [`${STATUS} /* not announced */`],
      '11:22 toml/syntax TOML syntax error: TOML comments start with #, not /* … */: write # not announced',
    ],
    [
      'a /* over several lines',
      [STATUS, '/* not', 'announced */'],
      '12:1 toml/syntax TOML syntax error: TOML comments start with #, not /* … */: write # at the start of each of its lines, without /* and */',
    ],
    [
      'a // with nothing after it',
      [`${STATUS} //`],
      '11:22 toml/syntax TOML syntax error: TOML comments start with #, not //: write # in place of the //',
    ],
  ])('%s', (_, lines, said) => {
    expect(only(edited(11, STATUS, ...lines))).toBe(said);
  });

  it('after a number, said at the //, not as text after the number', () => {
    expect(only(edited(46, 'max = 8', 'max = 8 // seconds'))).toBe(
      '46:9 toml/syntax TOML syntax error: TOML comments start with #, not //: write # seconds',
    );
  });

  it('after a table header', () => {
    expect(only(edited(14, '[verification]', '[verification] // checked by hand'))).toBe(
      '14:16 toml/syntax TOML syntax error: TOML comments start with #, not //: write # checked by hand',
    );
  });

  it('after an item of an array over several lines', () => {
    const text = edited(8, 'aliases = ["Complete"]', 'aliases = [', '  "Complete", // short name', ']');
    expect(only(text)).toBe(
      '9:15 toml/syntax TOML syntax error: TOML comments start with #, not //: write # short name',
    );
  });

  it('a long comment, or one holding a character no reader sees, is not quoted back', () => {
    const long = 'x'.repeat(10_000);
    expect(only(edited(11, STATUS, STATUS, `// ${long}`))).toBe(
      '12:1 toml/syntax TOML syntax error: TOML comments start with #, not //: write # in place of the //',
    );
    // A control character and a bidi override: never put in a message as they are.
    expect(only(edited(11, STATUS, `${STATUS} // a\u0007b\u202ec`))).toBe(
      '11:22 toml/syntax TOML syntax error: TOML comments start with #, not //: write # in place of the //',
    );
  });
});

describe('a copied [[…]] item whose header was lost', () => {
  it('[[sources]]', () => {
    expect(only(edited(222, '[[sources]]'))).toBe(
      '222:1 toml/duplicate-key duplicate key id: it is already defined in this [[sources]] entry (first at line 217); if a new entry starts here, add a [[sources]] header above it',
    );
  });

  it('[[pricing.charges]]: the array named by its dotted path', () => {
    expect(only(edited(203, '[[pricing.charges]]'))).toBe(
      '203:1 toml/duplicate-key duplicate key id: it is already defined in this [[pricing.charges]] entry (first at line 191); if a new entry starts here, add a [[pricing.charges]] header above it',
    );
  });

  it('[[capability_profiles.controls]]', () => {
    expect(only(edited(153, '[[capability_profiles.controls]]'))).toBe(
      '153:1 toml/duplicate-key duplicate key name: it is already defined in this [[capability_profiles.controls]] entry (first at line 143); if a new entry starts here, add a [[capability_profiles.controls]] header above it',
    );
  });

  it('[[capability_profiles]] after a sub-table of the item before: the profile header, where the item starts', () => {
    // id and task go into [capability_profiles.timing], which has source_ids already.
    expect(only(edited(176, '[[capability_profiles]]'))).toBe(
      '178:1 toml/duplicate-key duplicate key source_ids: it is already defined in this [capability_profiles.timing] table (first at line 174); if a new entry starts at line 176, add a [[capability_profiles]] header above that line',
    );
  });

  it('[[capability_profiles]] after an item of a nested array: the header whose item takes the keys', () => {
    const text = [
      'schema_version = 1',
      '[[capability_profiles]]',
      'id = "a"',
      'task = "text_to_image"',
      'source_ids = ["s"]',
      '',
      '[[capability_profiles.controls]]',
      'name = "seed"',
      'state = "supported"',
      'source_ids = ["s"]',
      '',
      '# The edit profile',
      'id = "b"',
      'task = "image_edit"',
      'source_ids = ["s"]',
      '',
    ].join('\n');
    const d = parseRecord(COMPLETE_PATH, bytes(text));
    expect(d.ok ? null : d.diagnostic).toMatchObject({
      line: 15,
      column: 1,
      rule: 'toml/duplicate-key',
      message:
        'duplicate key source_ids: it is already defined in this [[capability_profiles.controls]] entry (first at line 10); if a new entry starts at line 12, add a [[capability_profiles]] header above that line',
    });
  });

  it('an array the schema does not know, with a long key and a header of control characters: no header is named, the key is cut', () => {
    const key = 'k'.repeat(10_000);
    const text = `schema_version = 1\n[["s\\u0007${'x'.repeat(200)}"]]\n${key} = 1\n\n${key} = 2\n`;
    const d = parseRecord(COMPLETE_PATH, bytes(text));
    expect(d.ok ? null : d.diagnostic).toMatchObject({
      line: 5,
      column: 1,
      rule: 'toml/duplicate-key',
      message: `duplicate key ${'k'.repeat(80)}…: it is already defined in this table (first at line 3)`,
    });
  });

  it('keys no item of an array takes (a lost [pricing] below the last [[limitations]]), or a key twice in a row: the plain words', () => {
    const lostPricing = [
      'schema_version = 1',
      '[[limitations]]',
      'id = "l"',
      'summary = "s"',
      'source_ids = ["a"]',
      '',
      'state = "known"',
      'source_ids = ["a"]',
      '',
    ].join('\n');
    const d = parseRecord(COMPLETE_PATH, bytes(lostPricing));
    expect(d.ok ? null : d.diagnostic).toMatchObject({
      line: 8,
      message: 'duplicate key source_ids: it is already defined in this table (first at line 5)',
    });
    const twice = [
      'schema_version = 1',
      '[[sources]]',
      'id = "a"',
      'url = "https://a"',
      'url = "https://b"',
      '',
    ].join('\n');
    const t = parseRecord(COMPLETE_PATH, bytes(twice));
    expect(t.ok ? null : t.diagnostic).toMatchObject({
      line: 5,
      message: 'duplicate key url: it is already defined in this table (first at line 4)',
    });
  });
});
