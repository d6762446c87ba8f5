// Messages that said one problem twice, or named no fix where one can be named (docs/rules.md, "How
// messages read"): each case is the one diagnostic a maintainer sees, with the fix it names.
import { check, diag, record } from '../../fixtures/validate/helpers.js';

const replace = (text: string, from: string, to: string) => {
  if (!text.includes(from)) throw new Error(`no ${from}`);
  return text.replace(from, to);
};

describe("a key written with its own table's name below that table's header", () => {
  test('`model.name` below [model] is one message: write the key without "model."', () => {
    const text = replace(record(), 'name = "M"', 'model.name = "M"');
    expect(check(text)).toEqual([
      diag(
        6,
        1,
        '/model/model',
        'schema/additional-property',
        'model: unknown field "model" (below the [model] header, write name = …, without "model.")',
      ),
    ]);
  });

  test('two such keys are named together', () => {
    const text = replace(record(), 'name = "M"\nlab = "Acme"', 'model.name = "M"\nmodel.lab = "Acme"');
    expect(check(text).map((d) => d.message)).toEqual([
      'model: unknown field "model" (below the [model] header, write name = … and lab = …, without "model.")',
    ]);
  });

  test('what would still be wrong once moved is said with it, so one edit fixes both', () => {
    const text = replace(record(), 'name = "M"', 'model.name = 42');
    expect(check(text).map((d) => d.message)).toEqual([
      'model: unknown field "model" (below the [model] header, write name = …, without "model."; written so, model.name must be a string, found 42 (write it in quotes))',
    ]);
  });

  test('a TOML date moved is named as written, and what it needs there said', () => {
    const name = replace(record(), 'name = "M"', 'model.name = 2026-01-01');
    expect(check(name).map((d) => d.message)).toEqual([
      'model: unknown field "model" (below the [model] header, write name = …, without "model."; written so, model.name must be a string, found the TOML date 2026-01-01 (write it in quotes: "2026-01-01"))',
    ]);
    const state = replace(
      replace(record(), 'documentation_state = "indexed"\n', ''),
      '[pricing]\nstate = "unknown"',
      '[pricing]\nstate = "unknown"\ndocumentation_state = 2026-01-01',
    );
    expect(check(state).map((d) => d.message)).toEqual([
      'pricing: unknown field "documentation_state" (documentation_state is a top-level field: a key below the [pricing] header belongs to that table; move it above the first table header; written so, documentation_state must be one of indexed, documented, found the TOML date 2026-01-01)',
    ]);
  });

  // Before: "capability_profiles is a top-level field … move it above the first table header", which
  // moved there defines the table a second time (toml/duplicate-key).
  test("the header's whole key path written before the key is one message: write it without that path", () => {
    const size = record(
      '[capability_profiles.size]\nstate = "unknown"\ncapability_profiles.size.source_ids = ["s"]\n',
    );
    expect(check(size)).toEqual([
      diag(
        28,
        1,
        '/capability_profiles/0/size/capability_profiles',
        'schema/additional-property',
        'capability_profiles[0].size: unknown field "capability_profiles" (below the [capability_profiles.size] header, write source_ids = …, without "capability_profiles.size.")',
      ),
    ]);
    const charge = record(
      '[[pricing.charges]]\npricing.charges.id = "c"\nstate = "known"\nsource_ids = ["s"]\n',
    );
    expect(check(charge).map((d) => d.message)).toEqual([
      'pricing.charges[0]: unknown field "pricing" (below the [[pricing.charges]] header, write id = …, without "pricing.charges.")',
    ]);
  });

  test('so written, what would still be wrong is said with it', () => {
    const text = record(
      '[capability_profiles.size]\nstate = "unknown"\ncapability_profiles.size.source_ids = "s"\n',
    );
    expect(check(text).map((d) => d.message)).toEqual([
      'capability_profiles[0].size: unknown field "capability_profiles" (below the [capability_profiles.size] header, write source_ids = …, without "capability_profiles.size."; written so, capability_profiles[0].size.source_ids must be an array, found "s" (write it in brackets))',
    ]);
  });

  test('a key below the header that names the header path and no field is not told to move above the headers', () => {
    const text = record(
      '[capability_profiles.size]\nstate = "unknown"\nsource_ids = ["s"]\ncapability_profiles.size.bogus = 1\n',
    );
    const [only, ...rest] = check(text);
    expect(rest).toEqual([]);
    expect(only!.rule).toBe('schema/additional-property');
    expect(only!.message).not.toMatch(/without "capability_profiles|move it above/);
  });

  test('a key that is no field of the table is not proposed, nor moving the key above the headers', () => {
    const text = replace(record(), 'name = "M"', 'name = "M"\nmodel.nickname = "M"');
    const [only, ...rest] = check(text);
    expect(rest).toEqual([]);
    expect(only!.rule).toBe('schema/additional-property');
    expect(only!.message).not.toMatch(/without "model\."|move it above/);
  });

  test('a top-level required key below a later header is one message: move it above the first header', () => {
    const text = replace(
      replace(record(), 'documentation_state = "indexed"\n', ''),
      '[pricing]\nstate = "unknown"',
      '[pricing]\nstate = "unknown"\ndocumentation_state = "indexed"',
    );
    expect(check(text)).toEqual([
      diag(
        13,
        1,
        '/pricing/documentation_state',
        'schema/additional-property',
        'pricing: unknown field "documentation_state" (documentation_state is a top-level field: a key below the [pricing] header belongs to that table; move it above the first table header)',
      ),
    ]);
  });

  test('moved, a value that would still be wrong says so', () => {
    const text = replace(
      replace(record(), 'documentation_state = "indexed"\n', ''),
      '[pricing]\nstate = "unknown"',
      '[pricing]\nstate = "unknown"\ndocumentation_state = "draft"',
    );
    expect(check(text).map((d) => d.message)).toEqual([
      'pricing: unknown field "documentation_state" (documentation_state is a top-level field: a key below the [pricing] header belongs to that table; move it above the first table header; written so, documentation_state must be one of indexed, documented, found "draft")',
    ]);
  });
});

describe('a TOML date where the schema wants other than text', () => {
  test('a constant: the const message alone, naming the date as written', () => {
    const text = replace(record(), 'schema_version = 1', 'schema_version = 2026-01-01');
    expect(check(text)).toEqual([
      diag(
        1,
        1,
        '/schema_version',
        'schema/const',
        'schema_version must be 1, found the TOML date 2026-01-01 (write schema_version = 1)',
      ),
    ]);
  });

  test('an allowed-values list: the enum message alone', () => {
    const text = replace(record(), 'documentation_state = "indexed"', 'documentation_state = 2026-01-01');
    expect(check(text)).toEqual([
      diag(
        2,
        1,
        '/documentation_state',
        'schema/enum',
        'documentation_state must be one of indexed, documented, found the TOML date 2026-01-01',
      ),
    ]);
  });

  test('a number: the type message, naming the date as written', () => {
    const text = record(
      '[capability_profiles.duration]\nstate = "supported"\nmode = "range"\nunit = "second"\nmin = 1\nmax = 2026-01-01T10:00:00Z\nsource_ids = ["s"]\n',
    );
    expect(check(text)).toEqual([
      diag(
        31,
        1,
        '/capability_profiles/0/duration/max',
        'schema/type',
        'capability_profiles[0].duration.max must be a number, found the TOML date-time 2026-01-01T10:00:00Z',
      ),
    ]);
  });

  test('an unknown key: the unknown key alone', () => {
    expect(check(record('notes = 2026-01-01\n'))).toEqual([
      diag(
        26,
        1,
        '/capability_profiles/0/notes',
        'schema/additional-property',
        'capability_profiles[0]: unknown field "notes" (not one of the 18 fields the spec lists under CapabilityProfile)',
      ),
    ]);
  });
});

describe('an unknown key that is a slip of a key already set', () => {
  test('other letter case: the field is already set, remove this one', () => {
    const text = replace(record(), 'status = "available"', 'status = "available"\nStatus = "x"');
    expect(check(text)).toEqual([
      diag(
        10,
        1,
        '/model/Status',
        'schema/additional-property',
        'model: unknown field "Status" (status is already set; remove this one)',
      ),
    ]);
  });

  test('two letters swapped', () => {
    expect(check(record('taks = 1\n')).map((d) => d.message)).toEqual([
      'capability_profiles[0]: unknown field "taks" (task is already set; remove this one)',
    ]);
  });

  test('a slip of a field not set is still the did-you-mean', () => {
    expect(check(record('api_mdoe = "x"\n')).map((d) => d.message)).toEqual([
      'capability_profiles[0]: unknown field "api_mdoe" (did you mean api_mode?)',
    ]);
  });
});

describe('a reference to a profile that is not there names the likely one', () => {
  test('ref/profile-id', () => {
    const extra =
      '[[pricing.charges]]\nid = "c"\nstate = "known"\nprofile_id = "text_to_image"\nsource_ids = ["s"]\n';
    const text = replace(record(extra), 'id = "p"', 'id = "text-to-image"');
    expect(check(text).map((d) => [d.rule, d.message])).toEqual([
      [
        'ref/profile-id',
        'pricing.charges[0].profile_id names "text_to_image", which is not a capability profile of this record (did you mean "text-to-image"? profiles: text-to-image)',
      ],
    ]);
  });

  test('ref/delivery-profile-id', () => {
    const extra = `[[capability_profiles.delivery_profiles]]
id = "buffered-http"
state = "supported"
transport = "http_response"
source_ids = ["s"]

[capability_profiles.timing]
state = "supported"
delivery_profile_ids = ["buffered-htp"]
source_ids = ["s"]
`;
    expect(check(record(extra)).map((d) => [d.rule, d.message])).toEqual([
      [
        'ref/delivery-profile-id',
        'capability_profiles[0].timing.delivery_profile_ids names "buffered-htp", which is not a delivery profile of capability_profiles[0] (did you mean "buffered-http"? delivery profiles: buffered-http)',
      ],
    ]);
  });
});
