// The source record v1 schema and its validator. The validator is ajv's standalone code, generated
// from the schema at build time (scripts/precompile-schema.mjs): compiling the schema took ~170 ms
// or more of every run. A test checks the committed copy is fresh and gives ajv's own errors.
import type { ErrorObject } from 'ajv';
import schema from '../../../schema/source-record.v1.schema.json' with { type: 'json' };
import { validate } from '../../generated/source-record-validator.js';
import { parse as segmentsOf } from '../json-pointer.js';
import { type SchemaNode, schemaNodeAt } from '../schema-type.js';
import type { JsonObject } from '../types.js';

export type { SchemaNode };
export { schema };

/** Raw ajv errors for one record value; empty when it conforms. */
export function schemaErrors(value: JsonObject): ErrorObject[] {
  return validate(value) ? [] : [...(validate.errors ?? [])];
}

/** The node `segments` below `from`, through any of the schema's keywords; undefined if none. */
export function resolve(from: unknown, segments: readonly string[]): SchemaNode | undefined {
  let node = from;
  for (const s of segments) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as SchemaNode)[s];
  }
  return node !== null && typeof node === 'object' ? (node as SchemaNode) : undefined;
}

/**
 * The schema (definition) that applies to the value at `pointer`, walking properties and items;
 * undefined below a key the schema does not name.
 */
export function definitionAt(pointer: string): SchemaNode | undefined {
  return schemaNodeAt(segmentsOf(pointer));
}
