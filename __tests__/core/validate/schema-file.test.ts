// schema/source-record.v1.schema.json: a plain draft-07 schema, closed everywhere, as the spec states it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Ajv } from 'ajv';
import { schema } from '../../../src/core/validate/index.js';
import { check, record } from '../../fixtures/validate/helpers.js';

type Node = { [key: string]: unknown };
const onDisk = JSON.parse(
  readFileSync(resolve(process.cwd(), 'schema/source-record.v1.schema.json'), 'utf8'),
) as Node;

/** Every subschema, with its JSON pointer inside the schema document. */
function subschemas(node: unknown, at = ''): [string, Node][] {
  if (node === null || typeof node !== 'object') return [];
  if (Array.isArray(node)) return node.flatMap((x, i) => subschemas(x, `${at}/${i}`));
  const own: [string, Node][] = [[at, node as Node]];
  return own.concat(Object.entries(node).flatMap(([k, v]) => subschemas(v, `${at}/${k}`)));
}

const definitions = onDisk.definitions as Record<string, Node>;

test('the exported schema is the file', () => {
  expect(schema).toEqual(onDisk);
});

test('is a draft-07 schema with an $id and a title, valid against the meta-schema', () => {
  expect(onDisk).toMatchObject({
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'Source record v1',
  });
  expect(typeof onDisk.$id).toBe('string');
  // Ajv's default strictness (unknown keywords, formats and types are errors); the union type is draft-07.
  const ajv = new Ajv({ allowUnionTypes: true });
  expect(ajv.validateSchema(onDisk)).toBe(true);
  expect(() => ajv.compile(onDisk)).not.toThrow();
});

test('every object is closed', () => {
  const objects = subschemas(onDisk).filter(([, s]) => s.type === 'object');
  expect(objects.length).toBeGreaterThanOrEqual(25);
  for (const [at, s] of objects) expect([at, s.additionalProperties]).toEqual([at, false]);
});

test('every array needs at least one item', () => {
  const arrays = subschemas(onDisk).filter(([, s]) => s.type === 'array');
  expect(arrays.length).toBeGreaterThan(10);
  for (const [at, s] of arrays) expect([at, s.minItems]).toEqual([at, 1]);
});

test('lists of scalars are unique', () => {
  const paths = [
    '/definitions/sourceIds',
    '/definitions/nonEmptyStringArray',
    '/definitions/frameRate/properties/values',
    '/definitions/audioFormat/properties/sample_rates',
    '/definitions/audioFormat/properties/bitrates',
    '/definitions/audioFormat/properties/bit_depths',
    '/definitions/sizeOption/properties/aspect_ratios',
  ];
  const byPath = new Map(subschemas(onDisk));
  for (const p of paths) expect([p, byPath.get(p)?.uniqueItems]).toEqual([p, true]);
});

test('the states of the spec are closed enums', () => {
  const props = (d: string) => definitions[d]!.properties as Record<string, Node>;
  expect(definitions.claimState!.enum).toEqual(['supported', 'unsupported', 'not_applicable', 'unknown']);
  expect((onDisk.properties as Record<string, Node>).documentation_state!.enum).toEqual([
    'indexed',
    'documented',
  ]);
  expect(props('model').status!.enum).toEqual(['available', 'preview', 'unknown']);
  expect(props('pricing').state!.enum).toEqual(['known', 'partial', 'unknown']);
  expect((onDisk.properties as Record<string, Node>).schema_version).toMatchObject({
    type: 'integer',
    const: 1,
  });
});

test('observed vocabularies stay open: any non-empty string is accepted', () => {
  const extra = `[[capability_profiles.reference_inputs]]
role = "style_board"
media_type = "image"
state = "supported"
encodings = ["asset_id", "s3_uri"]
source_ids = ["s"]

[[capability_profiles.delivery_profiles]]
id = "events"
state = "supported"
transport = "server_sent_events"
source_ids = ["s"]

[capability_profiles.timing]
state = "supported"
granularity = "phoneme"
source_ids = ["s"]

[[pricing.charges]]
id = "c"
state = "known"
kind = "subscription_credit"
amount = 3
denomination = "point"
per = 10
unit = "render_minute"
source_ids = ["s"]
`;
  const text = record(extra).replace('kind = "documentation"', 'kind = "api_schema"');
  expect(check(text)).toEqual([]);
  const empty = record(extra).replace('transport = "server_sent_events"', 'transport = ""');
  expect(check(empty).map((d) => d.rule)).toEqual(['schema/min-length']);
});

test('every uniqueItems array declares its item type inline, so ajv checks it with a hash, not pairwise', () => {
  const unique = subschemas(onDisk).filter(([, node]) => node.uniqueItems === true);
  expect(unique.length).toBeGreaterThan(5);
  for (const [at, node] of unique) {
    const items = node.items as Node;
    expect([at, ['string', 'number', 'integer'].includes(items.type as string)]).toEqual([at, true]);
    expect([at, items.$ref]).toEqual([at, undefined]);
  }
});
