// A TOML date, date-time or time where the record takes text: smol-toml reads a date-time to the
// millisecond and in its own form, so `value = 2026-01-01T12:00:00.123456Z` would be published as
// `…00.123Z`. It is schema/type, as `name = 42` is, quoting what was written; only
// sources[].retrieved_on, the schema's date, takes a TOML date.
import { readFileSync } from 'node:fs';
import { ChunkedParser } from '../../../src/core/toml/chunked.js';
import { parseRecord } from '../../../src/core/toml/parse.js';
import { validateRegistry } from '../../../src/core/validate/index.js';
import { record } from '../../helpers/records.js';

const PATH = 'models/acme/m.toml';
const bytes = (s: string) => new TextEncoder().encode(s);
const withLine = (from: string, to: string) => {
  const text = record('acme', 'm');
  if (!text.includes(from)) throw new Error(`no ${from}`);
  return text.replace(from, to);
};
const check = (text: string) => validateRegistry([{ path: PATH, bytes: bytes(text) }]).diagnostics;

test.each([
  ['name = 2026-01-01', 'date 2026-01-01'],
  ['name = 2026-01-01T12:00:00.123456Z', 'date-time 2026-01-01T12:00:00.123456Z'],
  ['name = 2026-01-01 04:00:00-08:00', 'date-time 2026-01-01 04:00:00-08:00'],
  ['name = 1979-05-27T07:32:00', 'date-time 1979-05-27T07:32:00'],
  ['name = 07:30:00.5', 'time 07:30:00.5'],
])('%s is not a string, quoted as written', (line, found) => {
  const written = found.slice(found.indexOf(' ') + 1);
  expect(check(withLine('name = "m model"', line))).toEqual([
    {
      file: PATH,
      line: 6,
      // At the key, as any wrong value is (before: at the date, column 8).
      column: 1,
      pointer: '/model/name',
      rule: 'schema/type',
      message: `model.name must be a string, found the TOML ${found} (write it in quotes: "${written}")`,
      severity: 'error',
    },
  ]);
});

test('the rest of the record is still checked, and a date in an array of text is one too', () => {
  const text = withLine('name = "m model"', 'name = 2026-01-01\naliases = ["x", 2026-02-03]').replace(
    'max = 8',
    'max = 0',
  );
  const found = check(text).map((d) => [d.line, d.pointer, d.rule]);
  expect(found).toEqual([
    [6, '/model/name', 'schema/type'],
    [7, '/model/aliases/1', 'schema/type'],
    [23, '/capability_profiles/0/duration/max', 'schema/exclusive-minimum'],
  ]);
});

test('a date is reported where name = 42 is: at its key; in an array, at the element', () => {
  const at = (text: string) => check(text).map((d) => [d.line, d.column, d.rule, d.pointer]);
  expect(at(withLine('name = "m model"', '  name =   2026-01-01'))).toEqual([
    [6, 3, 'schema/type', '/model/name'],
  ]);
  expect(at(withLine('name = "m model"', '  name =   42'))).toEqual([[6, 3, 'schema/type', '/model/name']]);
  expect(at(withLine('name = "m model"', 'aliases = ["x", 2026-02-03]\nname = "m"'))).toEqual([
    [6, 17, 'schema/type', '/model/aliases/1'],
  ]);
});

test('where a number is wanted, the number is the one problem', () => {
  const found = check(withLine('max = 8', 'max = 2026-01-01'));
  expect(found.map((d) => [d.pointer, d.rule])).toEqual([
    ['/capability_profiles/0/duration/max', 'schema/type'],
  ]);
  expect(found[0]!.message).toBe(
    'capability_profiles[0].duration.max must be a number, found the TOML date 2026-01-01',
  );
});

test('retrieved_on takes a TOML date, as before', () => {
  expect(record('acme', 'm')).toMatch(/^retrieved_on = 2026-08-10$/m);
  expect(check(record('acme', 'm'))).toEqual([]);
});

test('a history version with one is read as text, as before, whole or in sections', () => {
  const text = withLine('name = "m model"', 'name = 2026-01-01');
  const whole = parseRecord(PATH, text);
  expect(whole.ok && (whole.value.model as { name: string }).name).toBe('2026-01-01');
  const parser = new ChunkedParser();
  // Its sections go to a whole parse, which notes the date for validate.
  expect(parser.assembledText(text)).toBeNull();
  const outcome = parser.parse(PATH, bytes(text), undefined);
  expect(outcome.ok && outcome.value).toEqual(whole.ok && whole.value);
  // A build's validation takes the history's value: the date is still reported.
  const given = validateRegistry([{ path: PATH, bytes: bytes(text) }], {
    parsed: () => (outcome.ok ? outcome.value : undefined),
  }).diagnostics;
  expect(given.map((d) => [d.line, d.column, d.rule, d.pointer])).toEqual([
    [6, 1, 'schema/type', '/model/name'],
  ]);
});

test("retrieved_on is the schema's only date: the one key a TOML date is read as text at", () => {
  const schema = JSON.parse(readFileSync('schema/source-record.v1.schema.json', 'utf8'));
  const at: string[] = [];
  const walk = (v: unknown, key: string) => {
    if (typeof v !== 'object' || v === null) return;
    if ((v as { $ref?: string }).$ref === '#/definitions/date') at.push(key);
    for (const [k, x] of Object.entries(v)) walk(x, k);
  };
  walk(schema, '');
  expect(at).toEqual(['retrieved_on']);
});

test('beside an integer past 2^53, both are reported, in the order of the text', () => {
  const text = withLine('name = "m model"', 'name = 2026-01-01').replace('max = 8', 'max = 9007199254740993');
  expect(check(text).map((d) => [d.line, d.rule])).toEqual([
    [6, 'schema/type'],
    [22, 'toml/integer-range'],
  ]);
});

test('where one of a list is wanted, the enum message is the one problem, naming the date as written', () => {
  const found = check(withLine('status = "available"', 'status = 2026-04-21T10:00:00.123456Z'));
  expect(found.map((d) => [d.pointer, d.rule])).toEqual([['/model/status', 'schema/enum']]);
  expect(found[0]!.message).toBe(
    'model.status must be one of available, preview, unknown, found the TOML date-time 2026-04-21T10:00:00.123456Z',
  );
});
