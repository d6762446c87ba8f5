// Bad input never throws: every file gives clear, well-formed diagnostics instead.
import fc from 'fast-check';
import { measureLimits } from '../../../src/core/toml/limits.js';
import type { Diagnostic } from '../../../src/core/types.js';
import { validateRegistry } from '../../../src/core/validate/index.js';
import {
  COMPLETE,
  COMPLETE_PATH,
  check,
  diag,
  PATH,
  positionOf,
  record,
} from '../../fixtures/validate/helpers.js';

/** An unknown top-level key with no likely meaning lists the top-level fields. */
const TOP_FIELDS =
  ' (allowed fields: schema_version, documentation_state, model, verification, api_identifiers, language_support, capability_profiles, limitations, pricing, conflicts, sources)';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function wellFormed(d: Diagnostic): void {
  expect(d.line).toBeGreaterThanOrEqual(1);
  expect(d.column).toBeGreaterThanOrEqual(1);
  expect(d.rule).toMatch(/^[a-z]+\/[a-z-]+$/);
  expect(d.rule).not.toBe('internal/error');
  expect(d.message.length).toBeGreaterThan(0);
  expect(d.message).not.toMatch(LONE_SURROGATE);
}

test('a very long key is quoted shortened', () => {
  const key = 'k'.repeat(10_000);
  const [d] = check(`${key} = 1\n${record()}`);
  expect(d).toEqual(
    diag(1, 1, `/${key}`, 'schema/additional-property', `unknown field "${'k'.repeat(60)}…"${TOP_FIELDS}`),
  );
});

test('control characters are escaped, markup is quoted as text', () => {
  const text = record().replace('status = "available"', 'status = "\\u0000\\u001b[31m</script><b>"');
  expect(check(text)).toEqual([
    diag(
      9,
      1,
      '/model/status',
      'schema/enum',
      'model.status must be one of available, preview, unknown, found "\\u0000\\u001b[31m</script><b>"',
    ),
  ]);
});

test('shortening never splits a character outside the BMP', () => {
  const key = '😀'.repeat(100);
  const [d] = check(`"${key}" = 1\n${record()}`);
  expect(d!.message).toBe(`unknown field "${'😀'.repeat(60)}…"${TOP_FIELDS}`);
  wellFormed(d!);
});

const TOO_DEEP =
  'keys, tables and arrays nest more than 64 levels deep here; a record may nest at most 64 levels';

describe('nesting deeper than 64 levels is one located toml/too-deep, never a stack overflow', () => {
  const deepKey = Array.from({ length: 5000 }, () => 'a').join('.');
  test.each([
    ['nested arrays', `${record()}a = ${'['.repeat(5000)}${']'.repeat(5000)}\n`, 26, 67],
    ['nested inline tables', `${record()}a = ${'{ a = '.repeat(5000)}1${' }'.repeat(5000)}\n`, 26, 379],
    ['a dotted key', `${record()}${deepKey} = 1\n`, 26, 127],
    ['a dotted key under a table', `${record()}[capability_profiles.${deepKey}]\n`, 26, 148],
    ['a table header', `${record()}[${deepKey}]\nx = 1\n`, 26, 130],
    ['an array of tables header', `${record()}[[${deepKey}]]\n`, 26, 131],
    ['a very deep dotted key (100,000 levels)', `${'a.'.repeat(100_000)}a = 1\n`, 1, 129],
  ])('%s', (_, text, line, column) => {
    expect(check(text)).toEqual([diag(line, column, '', 'toml/too-deep', TOO_DEEP)]);
  });

  test('64 levels are fine', () => {
    const text = `${record()}[capability_profiles.${Array.from({ length: 62 }, () => 'a').join('.')}]\nb = 1\n`;
    expect(check(text).map((d) => d.rule)).toEqual(['schema/additional-property']);
  });
});

test('more than 10,000 keys and values is one file/too-many-values at the first one too many', () => {
  const keys = Array.from({ length: 10_001 }, (_, i) => `k${i} = 1`).join('\n');
  expect(check(`${keys}\n${record()}`)).toEqual([
    diag(
      10_001,
      1,
      '',
      'file/too-many-values',
      'file has more than 10,000 keys and values; a record may have at most 10,000',
    ),
  ]);
  const ids = Array.from({ length: 10_001 }, (_, i) => `"s${i}"`).join(', ');
  expect(check(record().replace('source_ids = ["s"]', `source_ids = [${ids}]`)).map((d) => d.rule)).toEqual([
    'file/too-many-values',
  ]);
});

test('dotted keys and headers count each part: 63-part keys are refused past 10,000 parts, not parsed', () => {
  // Counted once a key, 7,800 such lines (1 MiB) built 491,400 tables in the parser and the locator.
  const dotted = Array.from({ length: 7_800 }, (_, r) => `k${r}${'.a'.repeat(62)} = 1`).join('\n');
  const message = 'file has more than 10,000 keys and values; a record may have at most 10,000';
  expect(check(`${dotted}\n${record()}`)).toEqual([diag(159, 1, '', 'file/too-many-values', message)]);
  const headers = Array.from({ length: 3_900 }, (_, r) => `[model.k${r}${'.a'.repeat(61)}]\nb = 1`).join(
    '\n',
  );
  const text = `${record()}\n${headers}`;
  const found = check(text);
  expect(found).toEqual([diag(found[0]!.line, 2, '', 'file/too-many-values', message)]);
  // At the header where the count passes 10,000: the record's own keys, then 64 a header (63 parts) and its key.
  const [, n] = /^\[model\.k(\d+)\./.exec(text.split('\n')[found[0]!.line - 1]!) ?? [];
  expect(Number(n)).toBe(Math.floor((10_000 - measureLimits(record()).values) / 64));
});

test('thousands of unknown keys: 100 shown, the rest counted, the work capped at 200', () => {
  const keys = Array.from({ length: 9000 }, (_, i) => `k${i} = 1`).join('\n');
  const diagnostics = check(`${keys}\n${record()}`);
  expect(diagnostics).toHaveLength(101);
  expect(diagnostics[99]).toEqual(
    diag(100, 1, '/k99', 'schema/additional-property', `unknown field "k99"${TOP_FIELDS}`),
  );
  expect(diagnostics[100]).toMatchObject({
    rule: 'file/too-many-diagnostics',
    message: '8900 more problems in this file are not shown; fix the ones above and validate again',
  });
});

test('thousands of broken references are capped the same way', () => {
  const ids = Array.from({ length: 9000 }, (_, i) => `"x${i}"`).join(', ');
  const diagnostics = check(record().replace('source_ids = ["s"]', `source_ids = [${ids}]`));
  expect(diagnostics).toHaveLength(101);
  expect(diagnostics[100]!.message).toBe(
    '8900 more problems in this file are not shown; fix the ones above and validate again',
  );
});

test('a huge key in a field path is cut in the middle', () => {
  const key = 'k'.repeat(10_000);
  const [d] = check(`${record()}[${key}]\nsource_ids = ["nope"]\n`).filter((x) => x.rule === 'ref/source-id');
  expect(d!.message).toBe(
    `${'k'.repeat(40)}…${'k'.repeat(28)}.source_ids names "nope", which is not a source of this record (sources: s)`,
  );
});

test('a huge duplicate key is named shortened', () => {
  const key = 'k'.repeat(10_000);
  const [d] = check(`${key} = 1\n${key} = 2\n`);
  expect(d).toEqual(
    diag(
      2,
      1,
      '',
      'toml/duplicate-key',
      `duplicate key ${'k'.repeat(80)}…: it is already defined in this table (first at line 1)`,
    ),
  );
});

test('a 10 MB file is refused without parsing', () => {
  const bytes = new Uint8Array(10 * 1024 * 1024).fill(0x61);
  const result = validateRegistry([{ path: PATH, bytes }]);
  expect(result.diagnostics.map((d) => d.rule)).toEqual(['file/too-large']);
});

test('keys named like Object.prototype members are plain unknown fields', () => {
  const rules = check(`constructor = 1\ntoString = 2\nhasOwnProperty = 3\n${record()}`).map(
    (d) => `${d.pointer} ${d.rule}`,
  );
  expect(rules).toEqual([
    '/constructor schema/additional-property',
    '/toString schema/additional-property',
    '/hasOwnProperty schema/additional-property',
  ]);
});

test('a __proto__ key does not crash the validator', () => {
  const diagnostics = check(`__proto__ = { a = 1 }\n${record()}`);
  expect(diagnostics.length).toBeGreaterThan(0);
  diagnostics.forEach(wellFormed);
});

test('fine TOML that is not a record at all', () => {
  const rules = check('[[model]]\nid = 1\n').map((d) => `${d.line}:${d.column} ${d.rule} ${d.pointer}`);
  expect(rules).toEqual([
    '1:1 schema/required /capability_profiles',
    '1:1 schema/required /documentation_state',
    '1:1 schema/required /pricing',
    '1:1 schema/required /schema_version',
    '1:1 schema/required /sources',
    '1:1 schema/type /model',
  ]);
});

describe('a wrong type for every value of a complete record', () => {
  // Each `key = value` line of the fixture, with its value swapped for each wrong kind in turn.
  const lines = COMPLETE.split('\n');
  const valueLines = lines.flatMap((l, i) => (/^[a-z_]+ = /.test(l) ? [i] : []));
  const replacements = ['{}', '[]', '[{}]', '-1', '""', 'true', '2026-01-01T00:00:00Z'];

  test.each(replacements)('= %s', (replacement) => {
    let total = 0;
    for (const i of valueLines) {
      const mutated = [...lines];
      mutated[i] = mutated[i]!.replace(/ = .*$/, ` = ${replacement}`);
      const diagnostics = validateRegistry([
        { path: COMPLETE_PATH, bytes: new TextEncoder().encode(mutated.join('\n')) },
      ]).diagnostics;
      diagnostics.forEach(wellFormed);
      // Only duplicate-free positions: each diagnostic stands for a distinct problem.
      const keys = diagnostics.map((d) => `${d.pointer} ${d.rule} ${d.message}`);
      expect(new Set(keys).size).toBe(keys.length);
      total += diagnostics.length;
    }
    expect(total).toBeGreaterThan(valueLines.length / 2);
  });
});

describe('arbitrary input (property-based)', () => {
  test('any text: no exception, well-formed diagnostics', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        validateRegistry([{ path: PATH, bytes: new TextEncoder().encode(text) }]).diagnostics.forEach(
          wellFormed,
        );
      }),
      { numRuns: 300 },
    );
  });

  test('any bytes: no exception, well-formed diagnostics', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        validateRegistry([{ path: PATH, bytes }]).diagnostics.forEach(wellFormed);
      }),
      { numRuns: 300 },
    );
  });

  test('a valid record with random lines spliced in: no exception', () => {
    const base = record().split('\n');
    const line = fc.oneof(
      fc.constantFrom(
        '[capability_profiles.size]',
        '[[capability_profiles.controls]]',
        'state = "supported"',
        'x.y = 1',
      ),
      fc
        .tuple(
          fc.constantFrom('min', 'max', 'mode', 'state', 'source_ids', 'id'),
          fc.jsonValue({ maxDepth: 2 }),
        )
        .map(([k, v]) => `${k} = ${toToml(v)}`),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(base.length), line), { maxLength: 6 }), (edits) => {
        const lines = [...base];
        for (const [at, l] of edits) lines.splice(at, 0, l);
        validateRegistry([
          { path: PATH, bytes: new TextEncoder().encode(lines.join('\n')) },
        ]).diagnostics.forEach(wellFormed);
      }),
      { numRuns: 300 },
    );
  });
});

/** A JSON value as a TOML value (inline tables, quoted keys); null has no TOML form, so it becomes "". */
function toToml(v: unknown): string {
  if (v === null) return '""';
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'number')
    return Number.isInteger(v) ? String(v) : String(v).includes('e') ? '1.5' : String(v);
  if (typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return `[${v.map(toToml).join(', ')}]`;
  return `{ ${Object.entries(v as object)
    .map(([k, x]) => `${JSON.stringify(k)} = ${toToml(x)}`)
    .join(', ')} }`;
}

// Legal under the 1 MiB limit, but too long for the parser that locates findings (its stack overflows).
describe('findings before and after a very long string are located at their own lines', () => {
  const lines = Array.from({ length: 2_500 }, () => 'y'.repeat(100)).join('\n');
  test.each([
    ['a 300,000-character one-line string', `"${'x'.repeat(300_000)}"`],
    ['a 2,500-line multi-line string', `"""\n${lines}"""`],
  ])('%s', (_, long) => {
    const text = record()
      .replace('documentation_state = "indexed"', 'documentation_state = "Indexed"')
      .replace('name = "M"', `name = ${long}`)
      .replace('status = "available"', 'status = "Available"');
    const found = check(text).map((d) => [d.pointer, d.rule, d.line, d.column]);
    expect(found).toEqual([
      ['/documentation_state', 'schema/enum', 2, 1],
      ['/model/status', 'schema/enum', positionOf(text, 'status =').line, 1],
    ]);
  });
});
