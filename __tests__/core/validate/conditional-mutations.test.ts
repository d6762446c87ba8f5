// Mutations of a complete, conformance-like record (fixtures/validate/complete.toml), one per conditional
// rule of the spec. Positions are looked up in the mutated text: the key after a given table header.
import type { Diagnostic } from '../../../src/core/types.js';
import { COMPLETE, COMPLETE_PATH, check, positionOf } from '../../fixtures/validate/helpers.js';

/** Replaces one snippet that must occur exactly once, so a fixture edit cannot silently void a test. */
function mutate(text: string, from: string, to: string): string {
  const first = text.indexOf(from);
  if (first < 0 || text.indexOf(from, first + 1) >= 0) throw new Error(`snippet must occur once: ${from}`);
  return text.replace(from, to);
}

/** The diagnostic expected at `needle`, the first occurrence after `header`. */
function expected(
  text: string,
  header: string,
  needle: string,
  pointer: string,
  rule: string,
  message: string,
): Diagnostic {
  const { line, column } = positionOf(text, needle, text.indexOf(header));
  return { file: COMPLETE_PATH, line, column, pointer, rule, message, severity: 'error' };
}

/**
 * A claim that keeps value fields its state forbids is one diagnostic at the claim (its header, the
 * `[[…]]` above `header` when that is a key) naming the fields; one field is reported at its key.
 */
function absent(
  text: string,
  header: string,
  table: string,
  path: string,
  condition: string,
  fields: string[],
) {
  if (fields.length === 1)
    return [
      expected(
        text,
        header,
        `${fields[0]} =`,
        `${table}/${fields[0]}`,
        'schema/absent-when',
        `${path}: ${condition}, so ${fields[0]} must be absent`,
      ),
    ];
  const at = text.indexOf(header);
  const opener = header.startsWith('[') ? at : text.lastIndexOf('\n[', at) + 1;
  const { line, column } = positionOf(text, '[', opener);
  const list = `${fields.slice(0, -1).join(', ')} and ${fields.at(-1)}`;
  const message = `${path}: ${condition}, so ${list} must be absent`;
  return [
    {
      file: COMPLETE_PATH,
      line,
      column,
      pointer: table,
      rule: 'schema/absent-when',
      message,
      severity: 'error',
    },
  ];
}

const P0 = '/capability_profiles/0';

test('the fixture itself is valid', () => {
  expect(check(COMPLETE, COMPLETE_PATH)).toEqual([]);
});

describe('language_support', () => {
  test('not supported: no label, count, completeness or languages', () => {
    const text = mutate(
      COMPLETE,
      '[language_support]\nstate = "supported"',
      '[language_support]\nstate = "unknown"',
    );
    expect(check(text, COMPLETE_PATH)).toEqual(
      absent(text, '[language_support]', '/language_support', 'language_support', 'state is "unknown"', [
        'published_label',
        'listed_count',
        'list_completeness',
        'languages',
      ]),
    );
  });
});

describe('duration', () => {
  const header = '[capability_profiles.duration]';

  test('supported requires mode, unit, min and max', () => {
    const text = mutate(COMPLETE, 'min = 4\nmax = 8\n', 'min = 4\n');
    expect(check(text, COMPLETE_PATH)).toEqual([
      expected(
        text,
        '',
        header,
        `${P0}/duration/max`,
        'schema/required-when',
        'capability_profiles[0].duration: state is "supported", so max is required (a number > 0)',
      ),
    ]);
  });

  test('supported with none of its fields: one finding at the table names them all (one mistake)', () => {
    const text = mutate(
      COMPLETE,
      'mode = "range"\nunit = "second"\nmin = 4\nmax = 8\nstep = 2\nautomatic = false\n',
      '',
    );
    expect(check(text, COMPLETE_PATH)).toEqual([
      expected(
        text,
        '',
        header,
        `${P0}/duration`,
        'schema/required-when',
        'capability_profiles[0].duration: state is "supported", so mode, unit, min and max are required (write mode = "range" and unit = "second"; min: a number >= 0; max: a number > 0)',
      ),
    ]);
  });

  test("grouped, each field keeps its choices (text_input's unit and max)", () => {
    const text = mutate(
      COMPLETE,
      '[capability_profiles.text_input]\nstate = "supported"\nunit = "character"\nmax = 2000\n',
      '[capability_profiles.text_input]\nstate = "supported"\n',
    );
    const found = check(text, COMPLETE_PATH);
    expect(found.map((f) => f.message)).toEqual([
      'capability_profiles[0].text_input: state is "supported", so unit and max are required (unit: one of character, utf16_code_unit; max: an integer >= 1)',
    ]);
  });

  test('not supported: none of mode, unit, min, max, step, automatic', () => {
    const text = mutate(COMPLETE, `${header}\nstate = "supported"`, `${header}\nstate = "not_applicable"`);
    expect(check(text, COMPLETE_PATH)).toEqual(
      absent(text, header, `${P0}/duration`, 'capability_profiles[0].duration', 'state is "not_applicable"', [
        'mode',
        'unit',
        'min',
        'max',
        'step',
        'automatic',
      ]),
    );
  });
});

describe('text_input', () => {
  const header = '[capability_profiles.text_input]';

  test('supported requires unit and max', () => {
    const text = mutate(COMPLETE, 'unit = "character"\n', '');
    expect(check(text, COMPLETE_PATH)).toEqual([
      expected(
        text,
        '',
        header,
        `${P0}/text_input/unit`,
        'schema/required-when',
        'capability_profiles[0].text_input: state is "supported", so unit is required (one of character, utf16_code_unit)',
      ),
    ]);
  });

  test('not supported: neither unit nor max', () => {
    const text = mutate(COMPLETE, `${header}\nstate = "supported"`, `${header}\nstate = "unsupported"`);
    expect(check(text, COMPLETE_PATH)).toEqual(
      absent(
        text,
        header,
        `${P0}/text_input`,
        'capability_profiles[0].text_input',
        'state is "unsupported"',
        ['unit', 'max'],
      ),
    );
  });
});

describe('frame_rate', () => {
  const header = '[capability_profiles.frame_rate]';

  test('supported requires values', () => {
    const text = mutate(COMPLETE, 'values = [24, 30]\n', '');
    expect(check(text, COMPLETE_PATH)).toEqual([
      expected(
        text,
        '',
        header,
        `${P0}/frame_rate/values`,
        'schema/required-when',
        'capability_profiles[0].frame_rate: state is "supported", so values is required (an array of numbers)',
      ),
    ]);
  });

  test('not supported: none of mode, unit, values', () => {
    const text = mutate(COMPLETE, `${header}\nstate = "supported"`, `${header}\nstate = "unknown"`);
    expect(check(text, COMPLETE_PATH)).toEqual(
      absent(text, header, `${P0}/frame_rate`, 'capability_profiles[0].frame_rate', 'state is "unknown"', [
        'mode',
        'unit',
        'values',
      ]),
    );
  });

  test('values are unique and > 0', () => {
    const text = mutate(COMPLETE, 'values = [24, 30]', 'values = [24, 0, 24]');
    expect(check(text, COMPLETE_PATH)).toEqual([
      expected(
        text,
        header,
        '0,',
        `${P0}/frame_rate/values/1`,
        'schema/exclusive-minimum',
        'capability_profiles[0].frame_rate.values[1] must be > 0, found 0',
      ),
      expected(
        text,
        header,
        '24]',
        `${P0}/frame_rate/values/2`,
        'schema/unique',
        'capability_profiles[0].frame_rate.values lists 24 twice (items 0 and 2)',
      ),
    ]);
  });
});

describe('size', () => {
  const header = '[capability_profiles.size]';
  const options = COMPLETE.slice(
    COMPLETE.indexOf('[[capability_profiles.size.options]]'),
    COMPLETE.indexOf('[capability_profiles.native_audio]'),
  );

  test('supported requires mode and unit', () => {
    const text = mutate(COMPLETE, 'unit = "resolution_tier"\n', '');
    expect(check(text, COMPLETE_PATH)).toEqual([
      expected(
        text,
        '',
        header,
        `${P0}/size/unit`,
        'schema/required-when',
        'capability_profiles[0].size: state is "supported", so unit is required (one of resolution_tier, pixel)',
      ),
    ]);
  });

  test('mode exact_set requires options', () => {
    const text = mutate(COMPLETE, options, '');
    expect(check(text, COMPLETE_PATH)).toEqual([
      expected(
        text,
        '',
        header,
        `${P0}/size/options`,
        'schema/required-when',
        'capability_profiles[0].size: mode is "exact_set", so options is required (an array of tables: a [[capability_profiles.size.options]] header above each)',
      ),
    ]);
  });

  test('mode range does not', () => {
    const text = mutate(
      mutate(COMPLETE, options, ''),
      'mode = "exact_set"\nunit = "resolution_tier"',
      'mode = "range"\nunit = "pixel"',
    );
    expect(check(text, COMPLETE_PATH)).toEqual([]);
  });

  test('not supported: no mode, unit, default, options ...', () => {
    const text = mutate(COMPLETE, `${header}\nstate = "supported"`, `${header}\nstate = "unsupported"`);
    expect(check(text, COMPLETE_PATH)).toEqual(
      absent(text, header, `${P0}/size`, 'capability_profiles[0].size', 'state is "unsupported"', [
        'mode',
        'unit',
        'default',
        'options',
      ]),
    );
  });
});

describe('native_audio', () => {
  test('default only when supported', () => {
    const header = '[capability_profiles.native_audio]';
    const text = mutate(COMPLETE, `${header}\nstate = "supported"`, `${header}\nstate = "not_applicable"`);
    expect(check(text, COMPLETE_PATH)).toEqual(
      absent(
        text,
        header,
        `${P0}/native_audio`,
        'capability_profiles[0].native_audio',
        'state is "not_applicable"',
        ['default'],
      ),
    );
  });
});

describe('audio_formats', () => {
  const header = '[[capability_profiles.audio_formats]]';
  const table = `${P0}/audio_formats/0`;
  const path = 'capability_profiles[0].audio_formats[0]';

  test('bitrates require bitrate_mode and bitrate_unit: one finding names both (one mistake)', () => {
    const text = mutate(COMPLETE, 'bitrate_mode = "exact_set"\nbitrate_unit = "kilobit_per_second"\n', '');
    expect(check(text, COMPLETE_PATH)).toEqual([
      expected(
        text,
        '',
        header,
        table,
        'schema/required-when',
        `${path}: bitrates is present, so bitrate_mode and bitrate_unit are required (write bitrate_mode = "exact_set" and bitrate_unit = "kilobit_per_second")`,
      ),
    ]);
  });

  test('one of them missing keeps its own finding', () => {
    const text = mutate(COMPLETE, 'bitrate_unit = "kilobit_per_second"\n', '');
    expect(check(text, COMPLETE_PATH)).toEqual([
      expected(
        text,
        '',
        header,
        `${table}/bitrate_unit`,
        'schema/required-when',
        `${path}: bitrates is present, so bitrate_unit is required (write bitrate_unit = "kilobit_per_second")`,
      ),
    ]);
  });

  test('bit_depths require bit_depth_unit', () => {
    const text = mutate(COMPLETE, 'bit_depth_unit = "bit"\n', '');
    expect(check(text, COMPLETE_PATH)).toEqual([
      expected(
        text,
        '',
        header,
        `${table}/bit_depth_unit`,
        'schema/required-when',
        `${path}: bit_depths is present, so bit_depth_unit is required (write bit_depth_unit = "bit")`,
      ),
    ]);
  });

  test('the family is one of the listed ones', () => {
    const text = mutate(COMPLETE, 'family = "pcm"', 'family = "flac"');
    expect(check(text, COMPLETE_PATH)).toEqual([
      expected(
        text,
        header,
        'family',
        `${table}/family`,
        'schema/enum',
        `${path}.family must be one of mp3, pcm, wav, opus, ulaw, alaw, found "flac"`,
      ),
    ]);
  });
});

describe('reference_inputs', () => {
  const first = 'role = "start_image"';
  const second = 'role = "video_reference"';

  test('max_count excludes max_count_state', () => {
    const text = mutate(COMPLETE, 'max_count = 1\n', 'max_count = 1\nmax_count_state = "unknown"\n');
    expect(check(text, COMPLETE_PATH)).toEqual([
      expected(
        text,
        first,
        'max_count_state',
        `${P0}/reference_inputs/0/max_count_state`,
        'schema/absent-when',
        'capability_profiles[0].reference_inputs[0]: max_count is present, so max_count_state must be absent',
      ),
    ]);
  });

  test('max_duration requires duration_unit', () => {
    const text = mutate(COMPLETE, 'duration_unit = "second"\n', '');
    const { line, column } = positionOf(
      text,
      '[[capability_profiles.reference_inputs]]',
      text.indexOf(first),
    );
    expect(check(text, COMPLETE_PATH)).toEqual([
      {
        file: COMPLETE_PATH,
        line,
        column,
        pointer: `${P0}/reference_inputs/1/duration_unit`,
        rule: 'schema/required-when',
        message:
          'capability_profiles[0].reference_inputs[1]: max_duration is present, so duration_unit is required (write duration_unit = "second")',
        severity: 'error',
      },
    ]);
    expect(text.indexOf(second)).toBeGreaterThan(text.indexOf(first));
  });

  test('not supported: no counts, roles, formats, encodings or constraints', () => {
    const text = mutate(
      COMPLETE,
      `${first}\nmedia_type = "image"\nstate = "supported"`,
      `${first}\nmedia_type = "image"\nstate = "unknown"`,
    );
    expect(check(text, COMPLETE_PATH)).toEqual(
      absent(
        text,
        first,
        `${P0}/reference_inputs/0`,
        'capability_profiles[0].reference_inputs[0]',
        'state is "unknown"',
        [
          'min_count',
          'max_count',
          'demonstrated_count',
          'count_scope',
          'position_roles',
          'formats',
          'encodings',
          'constraints',
        ],
      ),
    );
  });
});

describe('controls', () => {
  test('a supported control requires mode', () => {
    const text = mutate(
      COMPLETE,
      'name = "seed"\nstate = "supported"\nmode = "range"\n',
      'name = "seed"\nstate = "supported"\n',
    );
    const { line, column } = positionOf(text, '[[capability_profiles.controls]]');
    expect(check(text, COMPLETE_PATH)).toEqual([
      {
        file: COMPLETE_PATH,
        line,
        column,
        pointer: `${P0}/controls/0/mode`,
        rule: 'schema/required-when',
        message:
          'capability_profiles[0].controls[0]: state is "supported", so mode is required (one of exact_set, range)',
        severity: 'error',
      },
    ]);
  });

  test('an unsupported control has only name, state and source_ids', () => {
    const at = 'name = "negative_prompt"\nstate = "unsupported"\n';
    const text = mutate(COMPLETE, at, `${at}mode = "exact_set"\nvalues = ["x"]\ndefault = "x"\n`);
    expect(check(text, COMPLETE_PATH)).toEqual(
      absent(
        text,
        'name = "negative_prompt"',
        `${P0}/controls/2`,
        'capability_profiles[0].controls[2]',
        'state is "unsupported"',
        ['mode', 'values', 'default'],
      ),
    );
  });

  test('the spec shows no condition for not_applicable or unknown controls: their values are accepted', () => {
    const at = 'name = "negative_prompt"\nstate = "unsupported"\n';
    const text = mutate(
      COMPLETE,
      at,
      'name = "negative_prompt"\nstate = "unknown"\nmode = "exact_set"\nvalues = ["x"]\n',
    );
    expect(check(text, COMPLETE_PATH)).toEqual([]);
  });
});

describe('pricing.charges', () => {
  test('an unknown charge carries no price fields: kind, amount, denomination, per, unit', () => {
    const at = 'id = "image-input"\nstate = "unknown"\n';
    const text = mutate(
      COMPLETE,
      at,
      `${at}kind = "metered"\namount = 1\ndenomination = "USD"\nper = 1\nunit = "image"\n`,
    );
    expect(check(text, COMPLETE_PATH)).toEqual(
      absent(text, 'id = "image-input"', '/pricing/charges/1', 'pricing.charges[1]', 'state is "unknown"', [
        'kind',
        'amount',
        'denomination',
        'per',
        'unit',
      ]),
    );
  });
});

describe('verification', () => {
  test('state is the constant unverified', () => {
    const text = mutate(COMPLETE, 'state = "unverified"', 'state = "verified"');
    expect(check(text, COMPLETE_PATH)).toEqual([
      expected(
        text,
        '[verification]',
        'state',
        '/verification/state',
        'schema/const',
        'verification.state must be "unverified", found "verified"',
      ),
    ]);
  });
});
