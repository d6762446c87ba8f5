// Impossible dates are errors where they are written, never values rolled over to another date
// (smol-toml builds dates with JavaScript's Date: 2026-02-30 would become 2026-03-02).
import { readFileSync } from 'node:fs';
import { ChunkedParser } from '../../src/core/toml/chunked.js';
import { calendarProblem } from '../../src/core/toml/dates.js';
import { parseRecord } from '../../src/core/toml/parse.js';
import { DATE_FIELDS } from '../../src/core/validate/rules.js';
import { check, diag, record } from '../fixtures/validate/helpers.js';

const bytes = (s: string) => new TextEncoder().encode(s);

/** parseRecord's diagnostic, and the chunked history parser's, which must be the same. */
function refused(text: string) {
  const whole = parseRecord('m.toml', text);
  const chunked = new ChunkedParser().parse('m.toml', bytes(text));
  expect(chunked).toEqual(whole);
  if (whole.ok) throw new Error(`accepted: ${JSON.stringify(whole.value)}`);
  const { line, column, rule, message } = whole.diagnostic;
  return { line, column, rule, message };
}

describe('TOML dates, date-times and times', () => {
  test.each([
    ['retrieved_on = 2026-02-30', 1, 16, '2026-02-30 is not a real date: February 2026 has 28 days'],
    ['x = 1\nd = 2025-02-29', 2, 5, '2025-02-29 is not a real date: February 2025 has 28 days'],
    ['d = 1900-02-29', 1, 5, '1900-02-29 is not a real date: February 1900 has 28 days'],
    ['d = 2026-04-31', 1, 5, '2026-04-31 is not a real date: April 2026 has 30 days'],
    [
      'a = [1,\n  2026-02-31T10:00:00Z]',
      2,
      3,
      '2026-02-31T10:00:00Z is not a real date-time: February 2026 has 28 days',
    ],
    [
      'a = { b = 2026-02-29T23:30:00-03:00 }',
      1,
      11,
      '2026-02-29T23:30:00-03:00 is not a real date-time: February 2026 has 28 days',
    ],
    ['a = 2026-06-31 10:00:00', 1, 5, '2026-06-31 10:00:00 is not a real date-time: June 2026 has 30 days'],
    ['[t]\na = 1\n[u]\nd = 2026-09-31', 4, 5, '2026-09-31 is not a real date: September 2026 has 30 days'],
  ])('an impossible day is refused at the value: %j', (text, line, column, message) => {
    expect(refused(text)).toEqual({ line, column, rule: 'toml/invalid-date', message });
  });

  test.each([
    ['a = 2026-13-01', '2026-13-01 is not a real date: there is no month 13'],
    [
      'a = 2026-01-01T24:00:00Z',
      '2026-01-01T24:00:00Z is not a real date-time: hour 24 is out of range (00-23)',
    ],
    ['a = 10:60:00', '10:60:00 is not a real time: minute 60 is out of range (00-59)'],
    [
      'a = 2026-01-01T10:00:61Z',
      '2026-01-01T10:00:61Z is not a real date-time: second 61 is out of range (00-59)',
    ],
    [
      'a = 2026-01-01T10:00:00+05:60',
      '2026-01-01T10:00:00+05:60 is not a real date-time: offset minute 60 is out of range (00-59)',
    ],
    [
      'a = 2026-01-01T10:00:00+24:00',
      '2026-01-01T10:00:00+24:00 is not a real date-time: offset hour 24 is out of range (00-23)',
    ],
  ])('a part out of range names the value and the part: %j', (text, message) => {
    expect(refused(text)).toEqual({ line: 1, column: 5, rule: 'toml/invalid-date', message });
  });

  test('real dates keep their value, 29 February of a leap year included', () => {
    const text =
      'a = 2024-02-29\nb = 2000-02-29T00:00:00Z\nc = 2026-03-02\nd = 2026-03-01T23:59:59-03:00\ne = 23:59:59\n';
    expect(parseRecord('m.toml', text)).toEqual({
      ok: true,
      text,
      value: {
        a: '2024-02-29',
        b: '2000-02-29T00:00:00Z',
        c: '2026-03-02',
        d: '2026-03-01T23:59:59-03:00',
        e: '23:59:59',
      },
    });
  });

  test('an impossible date in a string, a comment or a key is text, not a date', () => {
    const text = 'a = "2026-02-30"\n2026-02-31 = 2026-03-02 # not 2026-02-30\nb = """\n2025-02-29"""\n';
    const r = parseRecord('m.toml', text);
    expect(r.ok && r.value).toEqual({ a: '2026-02-30', '2026-02-31': '2026-03-02', b: '2025-02-29' });
    expect(new ChunkedParser().parse('m.toml', bytes(text))).toEqual({ ok: true, value: r.ok && r.value });
  });

  test('a real date on day 1-3 beside a look-alike in a string still finds the bad value after it', () => {
    expect(refused('a = "2026-02-30"\nb = 2026-03-02\nc = 2026-02-30\n')).toMatchObject({
      line: 3,
      column: 5,
    });
  });
});

test('calendarProblem: months, month lengths and the Gregorian leap years', () => {
  expect(calendarProblem(2026, 0, 1)).toBe('there is no month 0');
  expect(calendarProblem(2026, 12, 31)).toBeNull();
  expect(calendarProblem(2026, 12, 32)).toBe('December 2026 has 31 days');
  expect(calendarProblem(2026, 1, 0)).toBe('January 2026 has 31 days');
  expect(calendarProblem(2000, 2, 29)).toBeNull();
  expect(calendarProblem(2100, 2, 29)).toBe('February 2100 has 28 days');
  expect(calendarProblem(2028, 2, 29)).toBeNull();
});

describe('range/date: a date string is a real calendar date', () => {
  const withDate = (value: string) =>
    record().replace('retrieved_on = 2026-01-01', `retrieved_on = ${value}`);

  test('an impossible date string is reported at the value, with why', () => {
    expect(check(withDate('"2026-13-45"'))).toEqual([
      diag(
        20,
        1,
        '/sources/0/retrieved_on',
        'range/date',
        'sources[0].retrieved_on must be a real calendar date, found "2026-13-45" (there is no month 13)',
      ),
    ]);
    expect(check(withDate('"2025-02-29"')).map((d) => d.message)).toEqual([
      'sources[0].retrieved_on must be a real calendar date, found "2025-02-29" (February 2025 has 28 days)',
    ]);
  });

  test('a real date string passes; a malformed one is only the pattern rule', () => {
    expect(check(withDate('"2024-02-29"'))).toEqual([]);
    expect(check(withDate('"2026-1-5"')).map((d) => d.rule)).toEqual(['schema/pattern']);
  });

  test('the same date as a TOML date is a TOML error, not a changed value', () => {
    expect(check(withDate('2026-02-30'))).toEqual([
      diag(20, 16, '', 'toml/invalid-date', '2026-02-30 is not a real date: February 2026 has 28 days'),
    ]);
  });

  test('the fields checked are exactly those the schema types as its `date`', () => {
    const schema = readFileSync('schema/source-record.v1.schema.json', 'utf8');
    const uses: string[] = [];
    const walk = (node: unknown, path: string[]) => {
      if (Array.isArray(node)) for (const x of node) walk(x, path);
      else if (node !== null && typeof node === 'object') {
        for (const [k, v] of Object.entries(node)) {
          if (k === '$ref' && v === '#/definitions/date') uses.push(path.join('.'));
          walk(v, [...path, k]);
        }
      }
    };
    walk(JSON.parse(schema), []);
    expect(uses).toEqual(['definitions.source.properties.retrieved_on']);
    expect(DATE_FIELDS).toEqual(['sources[].retrieved_on']);
  });
});
