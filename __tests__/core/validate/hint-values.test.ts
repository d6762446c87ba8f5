// A hint that proposes a value proposes one the record takes at that place; when the value inside is
// itself wrong, the same message says so (the value meant, or what is still wrong). An unknown field
// with no likely meaning says what the fields are.
import { describe, expect, jest, test } from '@jest/globals';
import { type Finding, FindingBudget } from '../../../src/core/validate/finding.js';
import { allowedHint, MAX_LISTED_CHARS } from '../../../src/core/validate/messages/field-names.js';
import { check, record } from '../../fixtures/validate/helpers.js';

/** The messages of `record()` with `from` replaced by `to`. */
function messages(from: string, to: string, extra = ''): string[] {
  const text = record(extra);
  expect(text).toContain(from);
  return check(text.replace(from, to)).map((d) => d.message);
}

describe('a value in brackets where one is wanted', () => {
  test('a value of the list, in brackets: the hint proposes it without them', () => {
    expect(messages('modality = "image"', 'modality = ["image"]')).toEqual([
      'model.modality must be one of image, video, audio, found an array (write it without brackets: modality = "image")',
    ]);
  });

  test('a miscased value in brackets: the hint proposes the value meant, in one step', () => {
    expect(messages('modality = "image"', 'modality = ["IMAGE"]')).toEqual([
      'model.modality must be one of image, video, audio, found an array (write it without brackets, and "image" for "IMAGE": modality = "image")',
    ]);
  });

  test('a value off the list in brackets: no value proposed, the list is what to choose from', () => {
    expect(messages('modality = "image"', 'modality = ["bogus"]')).toEqual([
      'model.modality must be one of image, video, audio, found an array (write one of them without brackets; "bogus" is not one)',
    ]);
  });

  test('a reference in brackets that names no profile: what would still be wrong, in the same message', () => {
    const text = record().replace(
      'source_ids = ["s"]\n\n[[sources]]',
      `source_ids = ["s"]\ncharges = [{ id = "c", profile_id = ["bogus"], kind = "per_image", source_ids = ["s"] }]\n\n[[sources]]`,
    );
    const found = check(text).map((d) => d.message);
    expect(found).toContainEqual(
      'pricing.charges[0].profile_id must be a string, found an array (write it without brackets; written so, it names "bogus", which is not a capability profile of this record (profiles: p))',
    );
  });
});

describe('brackets, quotes and numbers: the proposed value passes every check at its place', () => {
  test('a source id written without brackets, one slip from the real one', () => {
    expect(messages('source_ids = ["s"]\n\n[[sources]]', 'source_ids = "S"\n\n[[sources]]')).toEqual([
      'pricing.source_ids must be an array, found "S" (write it in brackets, and "s" for "S": source_ids = ["s"])',
    ]);
  });

  test('a number in quotes that is under the minimum', () => {
    const found = messages(
      'task = "text_to_image"',
      'task = "text_to_image"\nduration = { state = "supported", mode = "range", unit = "second", min = 1, max = "0", source_ids = ["s"] }',
    );
    expect(found).toEqual([
      'capability_profiles[0].duration.max must be a number, found "0" (write it without quotes; written so, it must be > 0, found 0)',
    ]);
  });

  test('a number in quotes under the other bound: what would still be wrong, though it names the other', () => {
    const found = messages(
      'task = "text_to_image"',
      'task = "text_to_image"\nduration = { state = "supported", mode = "range", unit = "second", min = 10, max = "5", source_ids = ["s"] }',
    );
    expect(found).toEqual([
      'capability_profiles[0].duration.max must be a number, found "5" (write it without quotes; written so, capability_profiles[0].duration.min must be <= max (5), found 10)',
    ]);
  });

  test('a number in quotes with a leading zero: the number as TOML takes it', () => {
    const found = messages(
      'task = "text_to_image"',
      'task = "text_to_image"\nduration = { state = "supported", mode = "range", unit = "second", min = 1, max = "08", source_ids = ["s"] }',
    );
    expect(found).toEqual([
      'capability_profiles[0].duration.max must be a number, found "08" (write it without quotes: 8)',
    ]);
  });

  test('a number where an id of a fixed form is wanted: no quotes proposed as if that fixed it', () => {
    expect(messages('id = "acme/m"', 'id = 42')).toEqual([
      'model.id must be a string, found 42 (write it in quotes; written so, it must have the form <lab_slug>/<model_slug> (lowercase letters, digits and hyphens), found "42")',
    ]);
  });
});

test('a string of up to 60 characters where an array is wanted is proposed in brackets; a longer one is not', () => {
  const alias = (n: number) =>
    messages('status = "available"', `status = "available"\naliases = "${'m'.repeat(n)}"`);
  const m60 = 'm'.repeat(60);
  expect(alias(60)).toEqual([
    `model.aliases must be an array, found "${m60}" (write it in brackets: aliases = ["${m60}"])`,
  ]);
  expect(alias(61)).toEqual([`model.aliases must be an array, found "${m60}…"`]);
});

test('two values in brackets where one is wanted: no "without brackets" (one of them would be lost)', () => {
  const text = record().replace('task = "text_to_image"', 'task = ["text_to_image", "image_edit"]');
  expect(check(text).map((d) => d.message)).toEqual([
    'capability_profiles[0].task must be a string, found an array',
  ]);
});

test('a record of many such mistakes checks the values of the first 20; the rest say what to do', () => {
  const profile = (i: number) => `[[capability_profiles]]\nid = "p${i}"\ntask = ["t"]\nsource_ids = ["s"]\n`;
  const text = record().replace(
    /\[\[capability_profiles\]\][\s\S]*$/,
    Array.from({ length: 25 }, (_, i) => profile(i)).join('\n'),
  );
  const hints = check(text).map((d) => d.message.replace(/^.*found an array /, ''));
  expect(hints).toEqual([
    ...Array.from({ length: 20 }, () => '(write it without brackets: task = "t")'),
    ...Array.from({ length: 5 }, () => '(write it without brackets)'),
  ]);
});

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

  test(`a list of exactly ${MAX_LISTED_CHARS} characters is listed; one more is named by where the spec lists it`, () => {
    const fields = (n: number) => ['f'.repeat(n - 3), 'g']; // joined by ", ": n characters
    expect(fields(MAX_LISTED_CHARS).join(', ')).toHaveLength(MAX_LISTED_CHARS);
    const table = '/capability_profiles/0';
    expect(allowedHint(fields(MAX_LISTED_CHARS), table)).toBe(
      ` (allowed fields: ${fields(MAX_LISTED_CHARS).join(', ')})`,
    );
    expect(allowedHint(fields(MAX_LISTED_CHARS + 1), table)).toBe(
      ' (not one of the 2 fields the spec lists under CapabilityProfile)',
    );
  });
});

test('checking the proposed values costs a few validations, however many other findings the record has', () => {
  // 2,000 references no source has (each worded with a guess among 100 sources), and 20 profiles
  // whose `task` is in brackets: each proposal is checked, and that check must not word the 2,000.
  const sources = Array.from(
    { length: 100 },
    (_, i) =>
      `[[sources]]\nid = "source-${i}"\nkind = "documentation"\nurl = "https://example.com/${i}"\nretrieved_on = 2026-01-01\n`,
  ).join('\n');
  const refs = Array.from({ length: 2000 }, (_, i) => `"gone-${i}"`).join(', ');
  const profile = (i: number, task: string) =>
    `[[capability_profiles]]\nid = "p${i}"\ntask = ${task}\nsource_ids = ["s"${i === 19 ? `, ${refs}` : ''}]\n`;
  const text = (task: string) =>
    record().replace(
      /\[\[capability_profiles\]\][\s\S]*$/,
      `${Array.from({ length: 20 }, (_, i) => profile(i, task)).join('\n')}\n${sources}`,
    );
  // Counted, not timed: how many findings get their message written (each message of a reference
  // searches the 100 sources for a guess).
  const worded = (t: string) => {
    let n = 0;
    const push = FindingBudget.prototype.push;
    const spy = jest.spyOn(FindingBudget.prototype, 'push').mockImplementation(function (
      this: FindingBudget,
      make: () => Finding,
      ...rest: unknown[]
    ) {
      const counted = () => {
        n++;
        return make();
      };
      return (push as (this: FindingBudget, ...a: unknown[]) => void).call(this, counted, ...rest);
    });
    try {
      return { found: check(t), n };
    } finally {
      spy.mockRestore();
    }
  };
  const plain = worded(text('"t"'));
  const probed = worded(text('["t"]'));
  expect(plain.found.filter((d) => d.rule === 'ref/source-id')).toHaveLength(100);
  expect(probed.found.filter((d) => d.rule === 'schema/type').map((d) => d.message)).toEqual(
    Array.from(
      { length: 20 },
      (_, i) =>
        `capability_profiles[${i}].task must be a string, found an array (write it without brackets: task = "t")`,
    ),
  );
  // Each of the 20 checks worded every finding of the record again (2,000 and more each) before.
  expect(probed.n - plain.n).toBeLessThanOrEqual(20 * 3);
});
