// The mistakes people make when editing a real record by hand, made in the conformance records: each
// is one diagnostic, at the line of the mistake, that says what to write instead.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Diagnostic, RegistryFile } from '../../../src/core/types.js';
import { validateRegistry } from '../../../src/core/validate/index.js';
import { positionOf } from '../../fixtures/validate/helpers.js';
import { describeIf } from '../../harness/prerequisite.js';

const conformance = resolve(process.cwd(), '../shared/conformance');
const present = existsSync(join(conformance, 'models'));
const d = describeIf(present, conformance);

const VEO = 'models/google/veo-3-1.toml';

function registry(): Map<string, string> {
  const root = join(conformance, 'models');
  const out = new Map<string, string>();
  for (const lab of readdirSync(root))
    for (const f of readdirSync(join(root, lab)))
      out.set(`models/${lab}/${f}`, readFileSync(join(root, lab, f), 'utf8'));
  return out;
}

/** The Veo record with `from` replaced by `to`, validated within the whole conformance registry. */
function mistake(from: string, to: string): { text: string; diagnostics: Diagnostic[] } {
  const texts = registry();
  const original = texts.get(VEO)!;
  expect(original).toContain(from);
  const text = original.replace(from, to);
  texts.set(VEO, text);
  const files: RegistryFile[] = [...texts].map(([path, t]) => ({ path, bytes: new TextEncoder().encode(t) }));
  return { text, diagnostics: validateRegistry(files).diagnostics };
}

/** The Veo record as `text`, validated within the whole conformance registry. */
function validateText(text: string): Diagnostic[] {
  const texts = registry();
  texts.set(VEO, text);
  const files: RegistryFile[] = [...texts].map(([path, t]) => ({ path, bytes: new TextEncoder().encode(t) }));
  return validateRegistry(files).diagnostics;
}

/** Rule, position and message of each diagnostic. */
const brief = (ds: Diagnostic[]) => ds.map((x) => [x.rule, `${x.line}:${x.column}`, x.message]);
const at = (text: string, needle: string) => {
  const { line, column } = positionOf(text, needle);
  return `${line}:${column}`;
};

d('a misspelt or miscased value of a closed list names the value meant', () => {
  test('a typo', () => {
    const { text, diagnostics } = mistake('status = "unknown"', 'status = "avaliable"');
    expect(brief(diagnostics)).toEqual([
      [
        'schema/enum',
        at(text, 'status = '),
        'model.status must be one of available, preview, unknown, found "avaliable" (did you mean "available"?)',
      ],
    ]);
  });

  test('other letter cases, and - for _', () => {
    const { text, diagnostics } = mistake('modality = "video"', 'modality = "Video"');
    expect(brief(diagnostics)).toEqual([
      [
        'schema/enum',
        at(text, 'modality = '),
        'model.modality must be one of image, video, audio, found "Video" (did you mean "video"?)',
      ],
    ]);
    const state = mistake('state = "supported"\nmode = "range"', 'state = "NOT-APPLICABLE"\nmode = "range"');
    expect(state.diagnostics.map((x) => x.message)).toEqual([
      'capability_profiles[0].duration.state must be one of supported, unsupported, not_applicable, unknown, found "NOT-APPLICABLE" (did you mean "not_applicable"?)',
    ]);
  });

  test('a value near none of them gets the list alone', () => {
    const { diagnostics } = mistake('status = "unknown"', 'status = "retired"');
    expect(diagnostics.map((x) => x.message)).toEqual([
      'model.status must be one of available, preview, unknown, found "retired"',
    ]);
  });
});

d('a source id with a typo names the source meant', () => {
  test('ref/source-id', () => {
    const { text, diagnostics } = mistake(
      'languages = [{ name = "English" }]\nsource_ids = ["gemini-guide"]',
      'languages = [{ name = "English" }]\nsource_ids = ["gemini-gude"]',
    );
    expect(brief(diagnostics)).toEqual([
      [
        'ref/source-id',
        at(text, '"gemini-gude"'),
        'language_support.source_ids names "gemini-gude", which is not a source of this record (did you mean "gemini-guide"? sources: deepmind-overview, gemini-model, gemini-guide, gemini-pricing, gemini-changelog, agent-model, agent-pricing)',
      ],
    ]);
  });
});

d('a misspelt required key is one problem, not two', () => {
  test('the unknown key names the field meant; the missing field is not reported again', () => {
    const { text, diagnostics } = mistake('[{ name = "English" }]', '[{ nmae = "English" }]');
    expect(brief(diagnostics)).toEqual([
      [
        'schema/additional-property',
        at(text, 'nmae'),
        'language_support.languages[0]: unknown field "nmae" (did you mean name?)',
      ],
    ]);
  });

  test('the one unknown key of a table that lacks one required field: one message says both (a synonym)', () => {
    const { text, diagnostics } = mistake('[{ name = "English" }]', '[{ label = "English" }]');
    expect(brief(diagnostics)).toEqual([
      [
        'schema/additional-property',
        at(text, 'label = "English"'),
        'language_support.languages[0]: unknown field "label" (did you mean name? language_support.languages[0] lacks that required field)',
      ],
    ]);
    const renamed = mistake('status = "unknown"', 'state = "unknown"');
    expect(brief(renamed.diagnostics)).toEqual([
      [
        'schema/additional-property',
        at(renamed.text, 'state = "unknown"'),
        'model: unknown field "state" (did you mean status? model lacks that required field)',
      ],
    ]);
  });

  test('an unknown key whose value the missing field would not take is not offered as it', () => {
    for (const written of ['homepage = "https://deepmind.google/models/veo/"', 'notes = ["x"]']) {
      const { diagnostics } = mistake('status = "unknown"', written);
      expect(diagnostics.map((x) => x.rule).sort()).toEqual([
        'schema/additional-property',
        'schema/required',
      ]);
      expect(diagnostics.map((x) => x.message).join('\n')).not.toContain('did you mean');
      expect(diagnostics.map((x) => x.message)).toContain(
        'model: missing required field status (one of available, preview, unknown)',
      );
    }
  });

  test('two unknown keys, or two required fields missing: each still reported, nothing guessed', () => {
    const two = mistake('[{ name = "English" }]', '[{ label = "English", tag = "en" }]');
    expect(two.diagnostics.map((x) => x.rule)).toEqual([
      'schema/required',
      'schema/additional-property',
      'schema/additional-property',
    ]);
    expect(two.diagnostics.map((x) => x.message).join('\n')).not.toContain('did you mean');
    const both = mistake('name = "Veo 3.1"\nlab = "Google"', 'title = "Veo 3.1"');
    expect(both.diagnostics.map((x) => x.rule).sort()).toEqual([
      'schema/additional-property',
      'schema/required',
      'schema/required',
    ]);
  });
});

d('a key written below the wrong table header says where it belongs', () => {
  test('a top-level table written as a key after [model]', () => {
    const { text, diagnostics } = mistake(
      '[verification]\nstate = "unverified"',
      'verification = { state = "unverified" }',
    );
    expect(brief(diagnostics)).toEqual([
      [
        'schema/additional-property',
        at(text, 'verification = '),
        'model: unknown field "verification" (verification is a top-level field: a key below the [model] header belongs to that table; move it above the first table header)',
      ],
    ]);
  });

  test("a profile's field written below one of the profile's sub-tables", () => {
    const { text, diagnostics } = mistake(
      'values = [24]\nsource_ids = ["gemini-guide"]\n',
      'values = [24]\nsource_ids = ["gemini-guide"]\napi_mode = "veo"\n',
    );
    expect(brief(diagnostics)).toEqual([
      [
        'schema/additional-property',
        at(text, 'api_mode = "veo"'),
        'capability_profiles[0].frame_rate: unknown field "api_mode" (api_mode is a field of capability_profiles[0]: a key below the [capability_profiles.frame_rate] header belongs to that table; move it up into capability_profiles[0], above the headers of its sub-tables)',
      ],
    ]);
  });
});

d('a required field moved into another table is one problem, saying where it goes', () => {
  test('a field of [model] moved below the [verification] header', () => {
    const moved = mistake('lab = "Google"\n', '').text.replace(
      '[verification]\nstate = "unverified"',
      '[verification]\nstate = "unverified"\nlab = "Google"',
    );
    expect(brief(validateText(moved))).toEqual([
      [
        'schema/additional-property',
        at(moved, 'lab = '),
        'verification: unknown field "lab" (lab is a field of model, which lacks it: a key below the [verification] header belongs to that table; move it below the [model] header)',
      ],
    ]);
  });

  test('a field of [model] written at the top, before any header', () => {
    const moved = mistake('modality = "video"\n', '').text.replace(
      'documentation_state = "documented"\n',
      'documentation_state = "documented"\nmodality = "video"\n',
    );
    expect(brief(validateText(moved))).toEqual([
      [
        'schema/additional-property',
        at(moved, 'modality = '),
        'unknown field "modality" (modality is a field of model, which lacks it: move it below the [model] header)',
      ],
    ]);
  });

  test('a moved field near a field of its new table is still the move, not "remove this one"', () => {
    const moved = mistake('status = "unknown"\n', '').text.replace(
      '[verification]\nstate = "unverified"',
      '[verification]\nstate = "unverified"\nstatus = "retired"',
    );
    expect(validateText(moved).map((x) => x.message)).toEqual([
      'verification: unknown field "status" (status is a field of model, which lacks it: a key below the [verification] header belongs to that table; move it below the [model] header; written so, model.status must be one of available, preview, unknown, found "retired")',
    ]);
  });

  test('a typo of a field its table lacks is still the typo', () => {
    const { diagnostics } = mistake(
      '[verification]\nstate = "unverified"',
      '[verification]\nstat = "unverified"',
    );
    expect(diagnostics.map((x) => x.message)).toEqual([
      'verification: unknown field "stat" (did you mean state?)',
    ]);
  });
});

d('a misspelt header of an array of tables says the name, never to remove the table', () => {
  test("a profile's sub-table header with the array's name misspelt", () => {
    const { text, diagnostics } = mistake('[capability_profiles.duration]', '[capability_profile.duration]');
    expect(brief(diagnostics)).toEqual([
      [
        'schema/additional-property',
        at(text, '[capability_profile.duration]'),
        'unknown field "capability_profile" (did you mean capability_profiles?)',
      ],
    ]);
  });

  test('an item header in another letter case', () => {
    const { diagnostics } = mistake('[[sources]]', '[[Sources]]');
    expect(diagnostics.map((x) => x.message)).toContain('unknown field "Sources" (did you mean sources?)');
  });

  test('a misspelt [[sources]] header is one problem, not also each reference to its source', () => {
    const { text, diagnostics } = mistake('[[sources]]', '[[Sources]]');
    expect(brief(diagnostics)).toEqual([
      [
        'schema/additional-property',
        at(text, '[[Sources]]'),
        'unknown field "Sources" (did you mean sources?)',
      ],
    ]);
  });

  test('a table that every item already has is still "remove this one"', () => {
    const { diagnostics } = mistake(
      '[verification]\nstate = "unverified"',
      '[verification]\nstate = "unverified"\nStates = "x"',
    );
    expect(diagnostics.map((x) => x.message)).toEqual([
      'verification: unknown field "States" (state is already set; remove this one)',
    ]);
  });
});

d('a model id in capitals or without its lab names the id its file path gives', () => {
  test.each([
    ['id = "Google/Veo-3-1"', '"Google/Veo-3-1"'],
    ['id = "veo-3-1"', '"veo-3-1"'],
    ['id = "google/veo 3.1"', '"google/veo 3.1"'],
  ])('%s', (written, found) => {
    const { text, diagnostics } = mistake('id = "google/veo-3-1"', written);
    expect(brief(diagnostics)).toEqual([
      [
        'schema/pattern',
        at(text, 'id = "'),
        `model.id must have the form <lab_slug>/<model_slug> (lowercase letters, digits and hyphens), found ${found} (write "google/veo-3-1", the id its file path gives)`,
      ],
    ]);
  });
});

d('a table written with a [[double bracket]] header says to write single brackets', () => {
  test.each([
    [
      '[model]',
      '[[model]]',
      'model must be a table, found an array (a table has one [model] header, with single brackets)',
    ],
    [
      '[capability_profiles.duration]',
      '[[capability_profiles.duration]]',
      'capability_profiles[0].duration must be a table, found an array (a table has one [capability_profiles.duration] header, with single brackets)',
    ],
  ])('%s written %s', (from, to, message) => {
    const { text, diagnostics } = mistake(from, to);
    expect(brief(diagnostics)).toEqual([['schema/type', at(text, to), message]]);
  });
});

d('a table written inline has no header: no hint about one', () => {
  test('a field of language_support inside an inline table of languages', () => {
    const { diagnostics } = mistake('[{ name = "English" }]', '[{ name = "English", scope = "x" }]');
    expect(diagnostics.map((x) => x.message)).toEqual([
      'language_support.languages[0]: unknown field "scope" (allowed fields: name, code)',
    ]);
  });
});

d('a number or true/false written in quotes says to drop them', () => {
  test('a number', () => {
    const { text, diagnostics } = mistake('max = 8\n', 'max = "8"\n');
    expect(brief(diagnostics)).toEqual([
      [
        'schema/type',
        at(text, 'max = "8"'),
        'capability_profiles[0].duration.max must be a number, found "8" (write it without quotes: 8)',
      ],
    ]);
  });

  test('an integer, and true', () => {
    const count = mistake('listed_count = 1\n', 'listed_count = "1"\n');
    expect(count.diagnostics.map((x) => x.message)).toEqual([
      'language_support.listed_count must be an integer, found "1" (write it without quotes: 1)',
    ]);
    const flag = mistake('default = true\n', 'default = "true"\n');
    expect(flag.diagnostics.map((x) => x.message)).toEqual([
      'capability_profiles[0].native_audio.default must be true or false, found "true" (write it without quotes: true)',
    ]);
  });

  test('a price pasted with its currency says to write the number alone', () => {
    for (const written of ['"$0.40"', '"0.40 USD"', '"USD 0.40"', '"€0.40"']) {
      const { diagnostics } = mistake('amount = 0.40', `amount = ${written}`);
      expect(diagnostics.map((x) => x.message)).toEqual([
        `pricing.charges[0].amount must be a number, found ${written} (write the number alone, without quotes: 0.40)`,
      ]);
    }
    // A scale is no currency: "1M" is not 1.
    const scaled = mistake('amount = 0.40', 'amount = "0.40M"');
    expect(scaled.diagnostics.map((x) => x.message)).toEqual([
      'pricing.charges[0].amount must be a number, found "0.40M"',
    ]);
  });

  test('text that is no number gets no hint, nor does a decimal where an integer is wanted', () => {
    const word = mistake('max = 8\n', 'max = "eight"\n');
    expect(word.diagnostics.map((x) => x.message)).toEqual([
      'capability_profiles[0].duration.max must be a number, found "eight"',
    ]);
    const half = mistake('listed_count = 1\n', 'listed_count = "1.5"\n');
    expect(half.diagnostics.map((x) => x.message)).toEqual([
      'language_support.listed_count must be an integer, found "1.5"',
    ]);
  });
});

d('a date-time where a date is wanted', () => {
  test('says to write the date alone', () => {
    const { text, diagnostics } = mistake('retrieved_on = 2026-08-10', 'retrieved_on = 2026-08-10T09:30:00Z');
    expect(brief(diagnostics)).toEqual([
      [
        'schema/pattern',
        at(text, 'retrieved_on = 2026-08-10T'),
        'sources[0].retrieved_on must be a date YYYY-MM-DD, found "2026-08-10T09:30:00Z" (write the date alone: 2026-08-10)',
      ],
    ]);
  });

  test('a local date-time with a space, too; a date in quotes is a date (the spec gives none of TOML types)', () => {
    const local = mistake('retrieved_on = 2026-08-10', 'retrieved_on = 2026-08-10 09:30:00');
    expect(local.diagnostics.map((x) => x.message)).toEqual([
      'sources[0].retrieved_on must be a date YYYY-MM-DD, found "2026-08-10T09:30:00" (write the date alone: 2026-08-10)',
    ]);
    expect(mistake('retrieved_on = 2026-08-10', 'retrieved_on = "2026-08-10"').diagnostics).toEqual([]);
  });
});

d('TOML syntax errors people make by hand say what to write', () => {
  const syntax = (from: string, to: string) => {
    const { text, diagnostics } = mistake(from, to);
    return { text, said: brief(diagnostics) };
  };

  test('a word without quotes', () => {
    const { text, said } = syntax('status = "unknown"', 'status = unknown');
    expect(said).toEqual([
      [
        'toml/syntax',
        at(text, 'unknown\n'),
        // One of model.status's values, so that value in quotes.
        'TOML syntax error: unknown is not a TOML value: write "unknown"',
      ],
    ]);
  });

  test('a ratio without quotes (the parser took it for a time), and one in an array', () => {
    const ratio = syntax('default = "16:9"', 'default = 16:9');
    expect(ratio.said).toEqual([
      [
        'toml/syntax',
        at(ratio.text, '16:9\n'),
        'TOML syntax error: 16:9 is not a TOML value: write text in quotes ("16:9")',
      ],
    ]);
    const listed = syntax('values = ["16:9", "9:16"]', 'values = ["16:9", 9:16]');
    expect(listed.said.map((x) => x[2])).toEqual([
      'TOML syntax error: 9:16 is not a TOML value: write text in quotes ("9:16")',
    ]);
  });

  test('True for true', () => {
    const { said } = syntax('default = true\n', 'default = True\n');
    expect(said.map((x) => x[2])).toEqual([
      'TOML syntax error: True is not a TOML value: write true in lower case',
    ]);
  });

  test('a string left open, at the end of its line and at the end of the file', () => {
    const open = syntax('status = "unknown"', 'status = "unknown');
    expect(open.said.map((x) => x[2])).toEqual([
      'TOML syntax error: a string is not closed on the line it starts: end it with its quote (text over several lines goes in """ … """)',
    ]);
    // The file ends in an open string: its last url with no closing quote, and nothing after it.
    const texts = registry();
    const veo = texts.get(VEO)!;
    const cut = veo.slice(0, veo.lastIndexOf('"\nretrieved_on'));
    const files = [...texts].map(([path, t]) => ({
      path,
      bytes: new TextEncoder().encode(path === VEO ? cut : t),
    }));
    expect(validateRegistry(files).diagnostics.map((x) => x.message)).toEqual([
      'TOML syntax error: a string is not closed on the line it starts: end it with its quote (text over several lines goes in """ … """)',
    ]);
  });

  test('a string ended with a curly quote (text pasted from a document) names the quote, at it', () => {
    const { text, said } = syntax('name = "Veo 3.1"', 'name = "Veo 3.1\u201d');
    expect(said).toEqual([
      [
        'toml/syntax',
        at(text, '\u201d'),
        'TOML syntax error: \u201d is not a TOML quote: end the text with a straight quote ("Veo 3.1")',
      ],
    ]);
    // A curly quote opened inside the text is the text's own: only the closing quote is missing.
    const quoted = syntax('name = "Veo 3.1"', 'name = "Veo \u201c3.1\u201d');
    expect(quoted.said.map((x) => x[2])).toEqual([
      'TOML syntax error: a string is not closed on the line it starts: end it with its quote (text over several lines goes in """ … """)',
    ]);
  });

  test('a multi-line string left open is named as one', () => {
    expect(syntax('kind = "pricing"', 'kind = """pricing').said.map((x) => x[2])).toEqual([
      'TOML syntax error: a multi-line string is not closed: end it with the three quotes it starts with',
    ]);
  });

  test("other syntax errors keep the parser's words", () => {
    expect(syntax('max = 8\n', 'max = 8.\n').said.map((x) => x[2])).toEqual([
      'TOML syntax error: unfinished numeric value',
    ]);
    expect(syntax('retrieved_on = 2026-08-10', 'retrieved_on = 2026-08-10x').said.map((x) => x[2])).toEqual([
      'TOML syntax error: each key-value declaration must be followed by an end-of-line',
    ]);
  });
});

d('a copied [[sources]] block whose id was left as the one above', () => {
  test('is one problem, at the repeat, naming the id the references miss', () => {
    const { text, diagnostics } = mistake('id = "gemini-model"', 'id = "deepmind-overview"');
    // Not also each source_ids entry naming "gemini-model" (six of them), with a wrong guess.
    expect(brief(diagnostics)).toEqual([
      [
        'unique/id',
        at(text, 'id = "deepmind-overview"\nkind = "documentation"\nurl = "https://ai.google.dev'),
        'sources[1].id repeats "deepmind-overview", already the id of sources[0] (did you mean "gemini-model"? source_ids name it, and no source has it)',
      ],
    ]);
  });
});

d('a date written in another form', () => {
  const said = (to: string) =>
    mistake('retrieved_on = 2026-08-10', `retrieved_on = ${to}`).diagnostics.map((x) => x.message);
  test('says how to write it when only one date is meant', () => {
    expect(said('"2026/08/10"')).toEqual([
      'sources[0].retrieved_on must be a date YYYY-MM-DD, found "2026/08/10" (write 2026-08-10)',
    ]);
    expect(said('"2026-8-9"')).toEqual([
      'sources[0].retrieved_on must be a date YYYY-MM-DD, found "2026-8-9" (write 2026-08-09)',
    ]);
    // The day first: 25 cannot be a month.
    expect(said('"25.08.2026"')).toEqual([
      'sources[0].retrieved_on must be a date YYYY-MM-DD, found "25.08.2026" (write 2026-08-25)',
    ]);
  });

  test('a date with the month in words, as pages show it, says the date', () => {
    for (const written of [
      '"August 10, 2026"',
      '"Aug 10 2026"',
      '"10 August 2026"',
      '"10th Aug. 2026"',
      '"Sept 10, 2026"',
    ]) {
      const month = written.startsWith('"Sept') ? '09' : '08';
      expect(said(written)).toEqual([
        `sources[0].retrieved_on must be a date YYYY-MM-DD, found ${written} (write 2026-${month}-10)`,
      ]);
    }
    // Not a month, or not a real day: no guess.
    expect(said('"Augustus 10, 2026"')).toEqual([
      'sources[0].retrieved_on must be a date YYYY-MM-DD, found "Augustus 10, 2026"',
    ]);
    expect(said('"February 30, 2026"')).toEqual([
      'sources[0].retrieved_on must be a date YYYY-MM-DD, found "February 30, 2026"',
    ]);
  });

  test('no guess when the day and the month could be either, or the date is not real', () => {
    expect(said('"10-08-2026"')).toEqual([
      'sources[0].retrieved_on must be a date YYYY-MM-DD, found "10-08-2026"',
    ]);
    expect(said('"2026/02/30"')).toEqual([
      'sources[0].retrieved_on must be a date YYYY-MM-DD, found "2026/02/30"',
    ]);
  });
});

d('brackets where one value is wanted, and text where a table is', () => {
  test('an array of one value where one value is wanted says to drop the brackets', () => {
    const { text, diagnostics } = mistake('task = "text_to_video"', 'task = ["text_to_video"]');
    expect(brief(diagnostics)).toEqual([
      [
        'schema/type',
        at(text, 'task = ['),
        'capability_profiles[0].task must be a string, found an array (write it without brackets: task = "text_to_video")',
      ],
    ]);
  });

  test('text in an array of tables whose tables need only that text says which table to write', () => {
    const { text, diagnostics } = mistake('languages = [{ name = "English" }]', 'languages = ["English"]');
    expect(brief(diagnostics)).toEqual([
      [
        'schema/type',
        at(text, '"English"'),
        'language_support.languages[0] must be a table, found "English" (write a table: { name = "English" })',
      ],
    ]);
  });
});

d('stop 43: mistakes found by a battery of single edits, each one diagnostic', () => {
  test('a forgotten [model] header: one finding naming the keys left at the top level', () => {
    const { text, diagnostics } = mistake('[model]\nid = ', 'id = ');
    expect(brief(diagnostics)).toEqual([
      [
        'schema/required',
        at(text, 'id = "google/veo-3-1"'),
        'missing required field model: id, name, lab, modality, status and source_ids, written at the top level, are its fields; add a [model] header above them',
      ],
    ]);
  });

  test('a misspelt [pricing] below its charges: did you mean, not "remove this one", which would drop its keys', () => {
    const { text, diagnostics } = mistake('[pricing]\n', '[pricng]\n');
    expect(brief(diagnostics)).toEqual([
      ['schema/additional-property', at(text, '[pricng]'), 'unknown field "pricng" (did you mean pricing?)'],
    ]);
  });

  test('a singular for a plural name: the guess also says what its value would still need', () => {
    const { text, diagnostics } = mistake('values = ["allow_all"]', 'value = "allow_all"');
    expect(brief(diagnostics)).toEqual([
      [
        'schema/additional-property',
        at(text, 'value = "allow_all"'),
        'capability_profiles[0].controls[1]: unknown field "value" (did you mean values? written so, capability_profiles[0].controls[1].values must be an array, found "allow_all" (write it in brackets))',
      ],
    ]);
    // A value that fits the name meant: the guess alone.
    expect(brief(mistake('values = ["allow_all"]', 'value = ["allow_all"]').diagnostics)[0]![2]).toBe(
      'capability_profiles[0].controls[1]: unknown field "value" (did you mean values?)',
    );
  });

  test("a value's negation is not proposed as its typo", () => {
    const { diagnostics } = mistake('status = "unknown"', 'status = "unavailable"');
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]!.message).toBe(
      'model.status must be one of available, preview, unknown, found "unavailable"',
    );
  });
});
