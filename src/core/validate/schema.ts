// The source record v1 schema, compiled once on first use (compiling takes ~170 ms here; a run needs it once).
// The named export: under `nodenext`, ajv's CommonJS default export types as the module, not the class.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import schema from '../../../schema/source-record.v1.schema.json' with { type: 'json' };
import type { JsonObject } from '../types.js';

export { schema };

let compiled: ValidateFunction | undefined;

function validator(): ValidateFunction {
  // verbose: errors carry the schema and data they concern, which messages.ts quotes.
  // allowUnionTypes: control.default is `string or number`, plain draft-07.
  if (!compiled)
    compiled = new Ajv({ allErrors: true, verbose: true, allowUnionTypes: true }).compile(schema);
  return compiled;
}

/** Raw ajv errors for one record value; empty when it conforms. */
export function schemaErrors(value: JsonObject): ErrorObject[] {
  const validate = validator();
  return validate(value) ? [] : [...(validate.errors ?? [])];
}
