// The schema validator is precompiled (ajv standalone code in src/generated/). It must be fresh, and
// give exactly the errors ajv compiled at run time gives, so diagnostics cannot change.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { Ajv, type ErrorObject } from 'ajv';
import fc from 'fast-check';
import { parseRecord } from '../../../src/core/toml/parse.js';
import type { JsonObject } from '../../../src/core/types.js';
import options from '../../../src/core/validate/ajv-options.json' with { type: 'json' };
import { findingsFromSchema } from '../../../src/core/validate/messages/findings.js';
import { schema, schemaErrors } from '../../../src/core/validate/schema.js';
import { COMPLETE, record } from '../../fixtures/validate/helpers.js';
import { describeIf } from '../../harness/prerequisite.js';
import { ACTION_ENTRY, CLI_MAIN } from '../../harness/test-dist.js';
import { record as smallRecord } from '../../helpers/records.js';

const top = process.cwd();
const runtime = new Ajv(options).compile(schema);

function runtimeErrors(value: JsonObject): ErrorObject[] {
  return runtime(value) ? [] : [...(runtime.errors ?? [])];
}

// Errors quote their schema nodes (ajv's verbose option), the same few nodes thousands of times: compare
// those by their JSON text, computed once per node, so 9,000 errors do not compare the root 9,000 times.
const texts = new WeakMap<object, string>();
function nodeText(node: unknown): unknown {
  if (node === null || typeof node !== 'object') return node;
  let t = texts.get(node);
  if (t === undefined) {
    t = JSON.stringify(node);
    texts.set(node, t);
  }
  return t;
}
const light = (errors: ErrorObject[]) =>
  errors.map((e) => ({ ...e, schema: nodeText(e.schema), parentSchema: nodeText(e.parentSchema) }));

/** Same raw errors (schema and parent schema included, deeply) and so the same findings. */
function expectSame(value: JsonObject): void {
  const expected = runtimeErrors(value);
  const got = schemaErrors(value);
  // isDeepStrictEqual first: jest's toEqual takes seconds on 9,000 errors; it runs only to show a diff.
  if (!isDeepStrictEqual(light(got), light(expected))) expect(got).toEqual(expected);
  const [a, b] = [findingsFromSchema(got, value), findingsFromSchema(expected, value)];
  if (!isDeepStrictEqual(a, b)) expect(a).toEqual(b);
  expect(got.length).toBe(expected.length);
}

function parsed(text: string): JsonObject | null {
  const outcome = parseRecord('models/acme/m.toml', text);
  return outcome.ok ? outcome.value : null;
}

function tomlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? tomlFiles(join(dir, e.name)) : e.name.endsWith('.toml') ? [join(dir, e.name)] : [],
  );
}

test('the committed validator is what scripts/precompile-schema.mjs generates now', () => {
  const fresh = execFileSync(process.execPath, ['scripts/precompile-schema.mjs', '--stdout'], {
    cwd: top,
    encoding: 'utf8',
  });
  const committed = readFileSync(join(top, 'src/generated/source-record-validator.js'), 'utf8');
  // On failure: the schema, ajv or the options changed; run `node scripts/precompile-schema.mjs`.
  expect(committed === fresh).toBe(true);
});

test('the generated module needs nothing at run time (no ajv, no require)', () => {
  const text = readFileSync(join(top, 'src/generated/source-record-validator.js'), 'utf8');
  expect(text).not.toMatch(/\brequire\(|\bimport\s/);
});

test('the bundles carry the precompiled validator, not ajv (its compiler took ~170 ms or more a run)', () => {
  for (const entry of [CLI_MAIN, ACTION_ENTRY]) {
    const bundle = readFileSync(entry, 'utf8');
    expect(bundle).toContain('src/generated/source-record-validator.js');
    expect(bundle).not.toMatch(/node_modules\/ajv\//);
  }
});

test('fixtures and example records: same errors as ajv compiled at run time', () => {
  const files = [...tomlFiles(join(top, '__tests__/fixtures')), ...tomlFiles(join(top, 'examples'))];
  expect(files.length).toBeGreaterThan(3);
  for (const f of files) {
    const value = parsed(readFileSync(f, 'utf8'));
    if (value) expectSame(value);
  }
  expectSame(parsed(record())!);
  expectSame(parsed(smallRecord('acme', 'm'))!);
});

const conformance = resolve(top, '../shared/conformance/models');
describeIf(existsSync(conformance), conformance)('conformance records', () => {
  test('same errors as ajv compiled at run time, as they are and with every value swapped', () => {
    const texts = existsSync(conformance) ? tomlFiles(conformance).map((f) => readFileSync(f, 'utf8')) : [];
    expect(texts).toHaveLength(6);
    for (const text of texts) {
      expectSame(parsed(text)!);
      const lines = text.split('\n');
      // Every third value line: hundreds of mutations, in a few seconds.
      lines.forEach((l, i) => {
        if (!/^[a-z_]+ = /.test(l) || i % 3 !== 0) return;
        const mutated = [...lines];
        mutated[i] = l.replace(/ = .*$/, ' = [{}]');
        const value = parsed(mutated.join('\n'));
        if (value) expectSame(value);
      });
    }
  });
});

describe("the hostile-input tests' inputs", () => {
  const lines = COMPLETE.split('\n');
  const valueLines = lines.flatMap((l, i) => (/^[a-z_]+ = /.test(l) ? [i] : []));

  test.each(['{}', '[]', '[{}]', '-1', '""', 'true', '2026-01-01T00:00:00Z'])(
    'a wrong type for every value of a complete record: = %s',
    (replacement) => {
      for (const i of valueLines) {
        const mutated = [...lines];
        mutated[i] = mutated[i]!.replace(/ = .*$/, ` = ${replacement}`);
        const value = parsed(mutated.join('\n'));
        if (value) expectSame(value);
      }
    },
  );

  test('long, control-character, astral, prototype-named and numerous keys; broken references', () => {
    const key = 'k'.repeat(10_000);
    const texts = [
      `${key} = 1\n${record()}`,
      record().replace('status = "available"', 'status = "\\u0000\\u001b[31m</script><b>"'),
      `"${'😀'.repeat(100)}" = 1\n${record()}`,
      `${record()}[capability_profiles.${Array.from({ length: 62 }, () => 'a').join('.')}]\nb = 1\n`,
      `${Array.from({ length: 9000 }, (_, i) => `k${i} = 1`).join('\n')}\n${record()}`,
      record().replace(
        'source_ids = ["s"]',
        `source_ids = [${Array.from({ length: 9000 }, (_, i) => `"x${i}"`).join(', ')}]`,
      ),
      `${record()}[${key}]\nsource_ids = ["nope"]\n`,
      `constructor = 1\ntoString = 2\nhasOwnProperty = 3\n${record()}`,
      `__proto__ = { a = 1 }\n${record()}`,
      '[[model]]\nid = 1\n',
    ];
    for (const text of texts) expectSame(parsed(text)!);
  });

  test('arbitrary JSON values, alone and grafted onto a complete record', () => {
    const complete = parsed(COMPLETE)!;
    const keys = [...Object.keys(complete), 'x'];
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 4 }), { maxKeys: 8 }),
        fc.constantFrom(...keys),
        fc.jsonValue({ maxDepth: 4 }),
        (loose, key, value) => {
          expectSame(loose as JsonObject);
          expectSame({ ...complete, [key]: value } as JsonObject);
        },
      ),
      { numRuns: 500 },
    );
  });
});
