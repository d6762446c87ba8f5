// The source record v1 schema and its validator. The validator is ajv's standalone code, generated
// from the schema at build time (scripts/precompile-schema.mjs): compiling the schema took ~170 ms
// or more of every run. A test checks the committed copy is fresh and gives ajv's own errors.
import type { ErrorObject } from 'ajv';
import schema from '../../../schema/source-record.v1.schema.json' with { type: 'json' };
import { validate } from '../../generated/source-record-validator.js';
import type { JsonObject } from '../types.js';

export { schema };

/** Raw ajv errors for one record value; empty when it conforms. */
export function schemaErrors(value: JsonObject): ErrorObject[] {
  return validate(value) ? [] : [...(validate.errors ?? [])];
}
