// Types of the generated standalone validator (scripts/precompile-schema.mjs writes the .js beside this).
import type { ErrorObject } from 'ajv';

export interface StandaloneValidate {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

export declare const validate: StandaloneValidate;
export default validate;
