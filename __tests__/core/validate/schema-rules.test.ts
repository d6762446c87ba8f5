// Every schema/* rule: one small record per rule, asserting position, pointer, rule and message exactly.
// record(extra) puts `extra` inside the record's one capability profile, starting at line 26.
import { schema } from '../../../src/core/validate/schema.js';
import { check, diag, record } from '../../fixtures/validate/helpers.js';

describe('schema/required', () => {
  test('a missing top-level field is reported at line 1, column 1', () => {
    const text = record().replace('[pricing]\nstate = "unknown"\nsource_ids = ["s"]\n\n', '');
    expect(check(text)).toEqual([
      diag(
        1,
        1,
        '/pricing',
        'schema/required',
        'missing required field pricing (a table, [pricing]; its fields: state, source_ids, charges)',
      ),
    ]);
  });

  test('at the [[array]] header of the element that lacks it', () => {
    const text = record().replace('task = "text_to_image"\n', '');
    expect(check(text)).toEqual([
      diag(
        22,
        1,
        '/capability_profiles/0/task',
        'schema/required',
        'capability_profiles[0]: missing required field task (a string: task = "…")',
      ),
    ]);
  });

  test('at the [table] header', () => {
    expect(check(record('[capability_profiles.duration]\nstate = "unknown"\n'))).toEqual([
      diag(
        26,
        1,
        '/capability_profiles/0/duration/source_ids',
        'schema/required',
        'capability_profiles[0].duration: missing required field source_ids (an array of strings: source_ids = ["…"])',
      ),
    ]);
  });

  test("at an inline table's {", () => {
    expect(check(record('native_audio = { state = "unknown" }\n'))).toEqual([
      diag(
        26,
        16,
        '/capability_profiles/0/native_audio/source_ids',
        'schema/required',
        'capability_profiles[0].native_audio: missing required field source_ids (an array of strings: source_ids = ["…"])',
      ),
    ]);
  });
});

describe('a missing field says what to write, from the schema', () => {
  const without = (from: string) => check(record().replace(from, '')).map((d) => d.message);
  test.each([
    ['schema_version = 1\n', 'missing required field schema_version (write schema_version = 1)'],
    [
      'documentation_state = "indexed"\n',
      'missing required field documentation_state (one of indexed, documented)',
    ],
    ['status = "available"\n', 'model: missing required field status (one of available, preview, unknown)'],
    [
      'id = "acme/m"\n',
      'model: missing required field id (a string that must have the form <lab_slug>/<model_slug> (lowercase letters, digits and hyphens))',
    ],
    [
      '[[sources]]\nid = "s"\nkind = "documentation"\nurl = "https://example.com"\nretrieved_on = 2026-01-01\n',
      'missing required field sources (an array of tables: a [[sources]] header above each)',
    ],
  ])('without %j', (from, message) => {
    expect(without(from)).toContain(message);
  });

  test('a table that requires fields names them', () => {
    const text = record().replace(
      '[model]\nid = "acme/m"\nname = "M"\nlab = "Acme"\nmodality = "image"\nstatus = "available"\nsource_ids = ["s"]\n',
      '',
    );
    expect(check(text).map((d) => d.message)).toEqual([
      'missing required field model (a table, [model], with id, name, lab, modality, status and source_ids)',
    ]);
  });
});

describe('schema/required-when', () => {
  test('a supported claim requires its value fields', () => {
    const extra =
      '[capability_profiles.text_input]\nstate = "supported"\nunit = "character"\nsource_ids = ["s"]\n';
    expect(check(record(extra))).toEqual([
      diag(
        26,
        1,
        '/capability_profiles/0/text_input/max',
        'schema/required-when',
        'capability_profiles[0].text_input: state is "supported", so max is required (an integer >= 1)',
      ),
    ]);
  });

  test('bitrates require bitrate_mode', () => {
    const extra = `[[capability_profiles.audio_formats]]
family = "mp3"
sample_rate_mode = "exact_set"
sample_rate_unit = "hertz"
sample_rates = [44100]
bitrate_unit = "kilobit_per_second"
bitrates = [128]
source_ids = ["s"]
`;
    expect(check(record(extra))).toEqual([
      diag(
        26,
        1,
        '/capability_profiles/0/audio_formats/0/bitrate_mode',
        'schema/required-when',
        'capability_profiles[0].audio_formats[0]: bitrates is present, so bitrate_mode is required (write bitrate_mode = "exact_set")',
      ),
    ]);
  });
});

describe('schema/absent-when', () => {
  test('a claim that is not supported carries no value fields', () => {
    const extra = '[capability_profiles.duration]\nstate = "unknown"\nmin = 1\nsource_ids = ["s"]\n';
    expect(check(record(extra))).toEqual([
      diag(
        28,
        1,
        '/capability_profiles/0/duration/min',
        'schema/absent-when',
        'capability_profiles[0].duration: state is "unknown", so min must be absent',
      ),
    ]);
  });

  test('max_count excludes max_count_state', () => {
    const extra = `[[capability_profiles.reference_inputs]]
role = "image_reference"
media_type = "image"
state = "supported"
max_count = 2
max_count_state = "unknown"
source_ids = ["s"]
`;
    expect(check(record(extra))).toEqual([
      diag(
        31,
        1,
        '/capability_profiles/0/reference_inputs/0/max_count_state',
        'schema/absent-when',
        'capability_profiles[0].reference_inputs[0]: max_count is present, so max_count_state must be absent',
      ),
    ]);
  });
});

describe('a state that forbids a field silences the dependency rules about it', () => {
  // A reference input is the one kind of table with both a state-based absent rule and
  // `dependencies` (the schema-shape test below holds that). "max_duration is present, so
  // duration_unit is required" beside "state is "unknown", so max_duration must be absent" would
  // contradict each other: following the first leads to a second error.
  const input = (state: string, fields: string) => `[[capability_profiles.reference_inputs]]
role = "start_image"
media_type = "image"
state = "${state}"
${fields}source_ids = ["s"]
`;
  const P = '/capability_profiles/0/reference_inputs/0';
  const at = 'capability_profiles[0].reference_inputs[0]';

  test.each(['unknown', 'unsupported', 'not_applicable'])(
    'max_duration without duration_unit, state %j: only the state rule',
    (state) => {
      expect(check(record(input(state, 'max_duration = 5\n')))).toEqual([
        diag(
          30,
          1,
          `${P}/max_duration`,
          'schema/absent-when',
          `${at}: state is "${state}", so max_duration must be absent`,
        ),
      ]);
    },
  );

  test('max_count with max_count_state, state "unknown": one finding naming both', () => {
    const fields = 'max_count = 2\nmax_count_state = "unknown"\n';
    expect(check(record(input('unknown', fields)))).toEqual([
      diag(
        26,
        1,
        P,
        'schema/absent-when',
        `${at}: state is "unknown", so max_count and max_count_state must be absent`,
      ),
    ]);
  });

  test('a supported input still gets the dependency rule', () => {
    expect(check(record(input('supported', 'max_duration = 5\n')))).toEqual([
      diag(
        26,
        1,
        `${P}/duration_unit`,
        'schema/required-when',
        `${at}: max_duration is present, so duration_unit is required (write duration_unit = "second")`,
      ),
    ]);
  });

  test('no other kind of table has both rules (a new one needs a case above)', () => {
    const definitions = schema.definitions as Record<string, Record<string, unknown>>;
    const stateForbids = (d: Record<string, unknown>) =>
      ((d.allOf as Record<string, Record<string, unknown>>[] | undefined) ?? []).some(
        (branch) =>
          (branch.if as { properties?: object } | undefined)?.properties !== undefined &&
          'state' in (branch.if as { properties: object }).properties &&
          Object.values(
            ((branch.then as { properties?: object } | undefined)?.properties ?? {}) as object,
          ).includes(false),
      );
    const both = Object.keys(definitions).filter(
      (name) => definitions[name]!.dependencies !== undefined && stateForbids(definitions[name]!),
    );
    expect(both).toEqual(['referenceInput']);
  });
});

describe('schema/additional-property', () => {
  test("names the unknown field and its table, and where the spec lists a long table's fields", () => {
    const extra = '[capability_profiles.size]\nstate = "unknown"\ncolour = "red"\nsource_ids = ["s"]\n';
    expect(check(record(extra))).toEqual([
      diag(
        28,
        1,
        '/capability_profiles/0/size/colour',
        'schema/additional-property',
        'capability_profiles[0].size: unknown field "colour" (not one of the 14 fields the spec lists under Size)',
      ),
    ]);
  });

  test('suggests the field a typo was probably meant to be', () => {
    expect(check(record('endpiont = "POST /v1/images"\n'))).toEqual([
      diag(
        26,
        1,
        '/capability_profiles/0/endpiont',
        'schema/additional-property',
        'capability_profiles[0]: unknown field "endpiont" (did you mean endpoint?)',
      ),
    ]);
  });

  test('in a table of few fields, names the fields it takes', () => {
    const text = record().replace('url = "https://example.com"', 'link = "https://example.com"');
    expect(check(text)).toEqual([
      diag(
        19,
        1,
        '/sources/0/link',
        'schema/additional-property',
        'sources[0]: unknown field "link" (allowed fields: id, kind, url, retrieved_on)',
      ),
    ]);
  });

  test('at the top level, the fields it takes (they fit one line)', () => {
    expect(check(`notes = "x"\n${record()}`)).toEqual([
      diag(
        1,
        1,
        '/notes',
        'schema/additional-property',
        `unknown field "notes" (allowed fields: schema_version, documentation_state, model, verification, api_identifiers, language_support, capability_profiles, limitations, pricing, conflicts, sources)`,
      ),
    ]);
  });
});

describe('schema/type', () => {
  test('control values written as TOML booleans or numbers get a quoting hint, each at its element', () => {
    const extra = `[[capability_profiles.controls]]
name = "flag"
state = "supported"
mode = "exact_set"
values = [true, 2]
source_ids = ["s"]
`;
    expect(check(record(extra))).toEqual([
      diag(
        30,
        11,
        '/capability_profiles/0/controls/0/values/0',
        'schema/type',
        'capability_profiles[0].controls[0].values[0] must be a string, found true (write it in quotes: "true")',
      ),
      diag(
        30,
        17,
        '/capability_profiles/0/controls/0/values/1',
        'schema/type',
        'capability_profiles[0].controls[0].values[1] must be a string, found 2 (write it in quotes: "2")',
      ),
    ]);
  });

  test("a control's default (text or a number) written as a TOML boolean gets the hint too", () => {
    const extra = `[[capability_profiles.controls]]
name = "flag"
state = "supported"
mode = "exact_set"
values = ["true", "false"]
default = true
source_ids = ["s"]
`;
    expect(check(record(extra)).map((d) => d.message)).toEqual([
      'capability_profiles[0].controls[0].default must be a string or a number, found true (write it in quotes: "true")',
    ]);
  });

  test('an integer field given a float', () => {
    const extra =
      '[capability_profiles.text_input]\nstate = "supported"\nunit = "character"\nmax = 1.5\nsource_ids = ["s"]\n';
    expect(check(record(extra))).toEqual([
      diag(
        29,
        1,
        '/capability_profiles/0/text_input/max',
        'schema/type',
        'capability_profiles[0].text_input.max must be an integer, found 1.5',
      ),
    ]);
  });

  test('an array of tables written as a [table] header says to double the brackets', () => {
    const extra = '[capability_profiles.controls]\nname = "seed"\nstate = "unknown"\nsource_ids = ["s"]\n';
    expect(check(record(extra))).toEqual([
      diag(
        26,
        1,
        '/capability_profiles/0/controls',
        'schema/type',
        'capability_profiles[0].controls must be an array, found a table (an array of tables has a [[capability_profiles.controls]] header, with double brackets, above each item)',
      ),
    ]);
  });

  test('an array of tables written as an inline table shows the array form', () => {
    const extra = 'controls = { name = "seed", state = "unknown", source_ids = ["s"] }\n';
    expect(check(record(extra))).toEqual([
      diag(
        26,
        1,
        '/capability_profiles/0/controls',
        'schema/type',
        'capability_profiles[0].controls must be an array, found a table (write an array: controls = [{ … }, { … }], or a [[capability_profiles.controls]] header above each item)',
      ),
    ]);
  });

  test('an array of strings written as a table or a string shows the array form', () => {
    const text = record().replace('source_ids = ["s"]\n\n[pricing]', 'source_ids = "s"\n\n[pricing]');
    const extra = 'variants = { a = "fast" }\n';
    expect(check(text.replace('task = "text_to_image"\n', `task = "text_to_image"\n${extra}`))).toEqual([
      diag(
        10,
        1,
        '/model/source_ids',
        'schema/type',
        'model.source_ids must be an array, found "s" (write it in brackets: source_ids = ["s"])',
      ),
      diag(
        25,
        1,
        '/capability_profiles/0/variants',
        'schema/type',
        'capability_profiles[0].variants must be an array, found a table (write an array: variants = ["…", "…"])',
      ),
    ]);
  });

  test('one number where an array of numbers is wanted', () => {
    const extra =
      '[capability_profiles.frame_rate]\nstate = "supported"\nmode = "exact_set"\nunit = "frame_per_second"\nvalues = 24\nsource_ids = ["s"]\n';
    expect(check(record(extra))).toEqual([
      diag(
        30,
        1,
        '/capability_profiles/0/frame_rate/values',
        'schema/type',
        'capability_profiles[0].frame_rate.values must be an array, found 24 (write it in brackets: values = [24])',
      ),
    ]);
  });

  test('sources written as a table is one problem, not also every source_ids entry', () => {
    const text = record().replace('[[sources]]', '[sources]');
    expect(check(text)).toEqual([
      diag(
        16,
        1,
        '/sources',
        'schema/type',
        'sources must be an array, found a table (an array of tables has a [[sources]] header, with double brackets, above each item)',
      ),
    ]);
  });

  test('a table given an array', () => {
    const text = `pricing = []\n${record().replace('[pricing]\nstate = "unknown"\nsource_ids = ["s"]\n', '')}`;
    expect(check(text)).toEqual([
      diag(1, 1, '/pricing', 'schema/type', 'pricing must be a table, found an empty array'),
    ]);
  });
});

describe('schema/enum and schema/const', () => {
  test('enum lists the allowed values', () => {
    expect(check(record().replace('status = "available"', 'status = "retired"'))).toEqual([
      diag(
        9,
        1,
        '/model/status',
        'schema/enum',
        'model.status must be one of available, preview, unknown, found "retired"',
      ),
    ]);
  });

  test('const names the one allowed value', () => {
    expect(check(record().replace('schema_version = 1', 'schema_version = 2'))).toEqual([
      diag(1, 1, '/schema_version', 'schema/const', 'schema_version must be 1, found 2'),
    ]);
  });

  test('a float with no fractional part is the integer, as draft-07 defines integer (docs/rules.md)', () => {
    expect(check(record().replace('schema_version = 1', 'schema_version = 1.0'))).toEqual([]);
    expect(check(record().replace('schema_version = 1', 'schema_version = 1.5'))).toEqual([
      diag(1, 1, '/schema_version', 'schema/const', 'schema_version must be 1, found 1.5'),
    ]);
  });

  test('a number constant written as other text says to write the number', () => {
    expect(check(record().replace('schema_version = 1', 'schema_version = "v1"'))).toEqual([
      diag(
        1,
        1,
        '/schema_version',
        'schema/const',
        'schema_version must be 1, found "v1" (write the number without quotes: schema_version = 1)',
      ),
    ]);
  });

  test('a value of the wrong type gives the const/enum message only', () => {
    const text = record().replace('schema_version = 1', 'schema_version = "1"').replace('"indexed"', '3');
    expect(check(text)).toEqual([
      diag(
        1,
        1,
        '/schema_version',
        'schema/const',
        'schema_version must be 1, found "1" (write it without quotes: 1)',
      ),
      diag(
        2,
        1,
        '/documentation_state',
        'schema/enum',
        'documentation_state must be one of indexed, documented, found 3',
      ),
    ]);
  });
});

describe('numeric bounds', () => {
  const duration = (min: string, max: string) =>
    record(`[capability_profiles.duration]
state = "supported"
mode = "range"
unit = "second"
min = ${min}
max = ${max}
source_ids = ["s"]
`);

  test('schema/minimum', () => {
    expect(check(duration('-1', '8'))).toEqual([
      diag(
        30,
        1,
        '/capability_profiles/0/duration/min',
        'schema/minimum',
        'capability_profiles[0].duration.min must be >= 0, found -1',
      ),
    ]);
  });

  test('schema/exclusive-minimum', () => {
    expect(check(duration('0', '0'))).toEqual([
      diag(
        31,
        1,
        '/capability_profiles/0/duration/max',
        'schema/exclusive-minimum',
        'capability_profiles[0].duration.max must be > 0, found 0',
      ),
    ]);
  });
});

describe('arrays and strings', () => {
  test('schema/min-items', () => {
    expect(check(record('variants = []\n'))).toEqual([
      diag(
        26,
        1,
        '/capability_profiles/0/variants',
        'schema/min-items',
        'capability_profiles[0].variants must have at least 1 item, found none',
      ),
    ]);
  });

  test('schema/min-length', () => {
    expect(check(record('api_mode = ""\n'))).toEqual([
      diag(
        26,
        1,
        '/capability_profiles/0/api_mode',
        'schema/min-length',
        'capability_profiles[0].api_mode must not be empty',
      ),
    ]);
  });

  test('schema/unique points at the repeated item', () => {
    expect(check(record().replace('source_ids = ["s"]', 'source_ids = ["s", "s"]'))).toEqual([
      diag(
        10,
        20,
        '/model/source_ids/1',
        'schema/unique',
        'model.source_ids lists "s" twice (items 0 and 1)',
      ),
    ]);
  });
});

describe('schema/pattern', () => {
  test('model id', () => {
    expect(check(record().replace('id = "acme/m"', 'id = "Acme/M"'))).toEqual([
      diag(
        5,
        1,
        '/model/id',
        'schema/pattern',
        'model.id must have the form <lab_slug>/<model_slug> (lowercase letters, digits and hyphens), found "Acme/M" (write "acme/m", the id its file path gives)',
      ),
    ]);
  });

  test('date', () => {
    expect(check(record().replace('retrieved_on = 2026-01-01', 'retrieved_on = "last week"'))).toEqual([
      diag(
        20,
        1,
        '/sources/0/retrieved_on',
        'schema/pattern',
        'sources[0].retrieved_on must be a date YYYY-MM-DD, found "last week"',
      ),
    ]);
  });

  test('aspect ratio', () => {
    const extra = `[capability_profiles.size]
state = "supported"
mode = "range"
unit = "pixel"
source_ids = ["s"]
examples = [{ width = 16, height = 9, unit = "pixel", aspect_ratio = "16x9", source_ids = ["s"] }]
`;
    expect(check(record(extra))).toEqual([
      diag(
        31,
        55,
        '/capability_profiles/0/size/examples/0/aspect_ratio',
        'schema/pattern',
        'capability_profiles[0].size.examples[0].aspect_ratio must be a ratio such as "16:9", found "16x9"',
      ),
    ]);
  });
});

test('no raw ajv wording reaches a message, however broken the record', () => {
  const text = `schema_version = "one"
documentation_state = "draft"
[model]
id = 7
status = ["x"]
[[capability_profiles]]
id = ""
duration = { state = "unknown", min = -1, mode = "steps" }
size = { state = "supported", mode = "exact_set" }
controls = [{ name = "x", state = "supported" }, { name = "y", state = "unsupported", min = 1 }]
reference_inputs = [{ role = "r", media_type = "image", state = "supported", max_count = 1, max_count_state = "x" }]
[pricing]
state = "free"
charges = [{ id = "c", state = "unknown", amount = 1, source_ids = [] }]
`;
  const messages = check(text).map((d) => d.message);
  expect(messages.length).toBeGreaterThan(15);
  for (const m of messages) {
    expect(m).not.toMatch(
      /must match|must NOT|equal to constant|boolean schema|required property|allowed values/,
    );
  }
});
