// An unknown field with no likely meaning says what the fields are, or where the spec lists them.
import { describe, expect, test } from '@jest/globals';
import { check, record } from '../../fixtures/validate/helpers.js';

/** The messages of `record()` with `from` replaced by `to`. */
function messages(from: string, to: string, extra = ''): string[] {
  const text = record(extra);
  expect(text).toContain(from);
  return check(text.replace(from, to)).map((d) => d.message);
}

describe('an unknown field with no likely meaning', () => {
  test('at the top level, the 11 fields are listed (they fit one line)', () => {
    expect(messages('schema_version = 1', 'schema_version = 1\nnotes = "x"')).toEqual([
      'unknown field "notes" (allowed fields: schema_version, documentation_state, model, verification, api_identifiers, language_support, capability_profiles, limitations, pricing, conflicts, sources)',
    ]);
  });

  test('a plural or singular of a field is what it meant, however many fields', () => {
    expect(messages('status = "available"', 'status = "available"\nalias = ["m"]')).toEqual([
      'model: unknown field "alias" (did you mean aliases?)',
    ]);
  });

  test('a table whose fields do not fit one line names where the spec lists them', () => {
    expect(messages('task = "text_to_image"', 'task = "text_to_image"\nnotes = "x"')).toEqual([
      'capability_profiles[0]: unknown field "notes" (not one of the 18 fields the spec lists under CapabilityProfile)',
    ]);
  });
});
