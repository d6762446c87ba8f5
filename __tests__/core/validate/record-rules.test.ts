// The rules within one record that the schema cannot state: references, unique ids, min <= max.
// record(extra) puts `extra` inside the record's one capability profile, starting at line 26.
import { countErrors } from '../../../src/core/diagnostics.js';
import { check, diag, PATH, record } from '../../fixtures/validate/helpers.js';

describe('ref/source-id', () => {
  test('an id that names no source, at the offending entry', () => {
    const text = record().replace(
      'task = "text_to_image"\nsource_ids = ["s"]',
      'task = "text_to_image"\nsource_ids = ["s", "pricng"]',
    );
    expect(check(text)).toEqual([
      diag(
        25,
        20,
        '/capability_profiles/0/source_ids/1',
        'ref/source-id',
        'capability_profiles[0].source_ids names "pricng", which is not a source of this record (sources: s)',
      ),
    ]);
  });

  test('anywhere in the record, including arrays of inline tables', () => {
    const extra = `[capability_profiles.size]
state = "supported"
mode = "range"
unit = "pixel"
source_ids = ["s"]
examples = [
  { width = 16, height = 9, unit = "pixel", aspect_ratio = "16:9", source_ids = ["s"] },
  { width = 9, height = 16, unit = "pixel", aspect_ratio = "9:16", source_ids = ["guide"] },
]
`;
    expect(check(record(extra))).toEqual([
      diag(
        33,
        82,
        '/capability_profiles/0/size/examples/1/source_ids/0',
        'ref/source-id',
        'capability_profiles[0].size.examples[1].source_ids names "guide", which is not a source of this record (sources: s)',
      ),
    ]);
  });

  test('long source lists are shortened', () => {
    // Twelve more sources after the profile (13 in all); the profile cites one that does not exist,
    // one slip from s9, which the shortened list leaves out.
    const more = Array.from(
      { length: 12 },
      (_, i) =>
        `[[sources]]\nid = "s${i}"\nkind = "pricing"\nurl = "https://u.example"\nretrieved_on = 2026-01-01\n`,
    );
    const text = record(more.join('')).replace(
      'task = "text_to_image"\nsource_ids = ["s"]',
      'task = "text_to_image"\nsource_ids = ["s99"]',
    );
    expect(check(text)).toEqual([
      diag(
        25,
        15,
        '/capability_profiles/0/source_ids/0',
        'ref/source-id',
        'capability_profiles[0].source_ids names "s99", which is not a source of this record (did you mean "s9"? sources: s, s0, s1, s2, s3, s4, s5, s6, s7, s8, … (13 in total))',
      ),
    ]);
  });

  test('one id named by several entries is one finding, at the first, counting them (one rename, one problem)', () => {
    const text = record('[capability_profiles.duration]\nstate = "unknown"\nsource_ids = ["guide"]\n')
      .replace('[model]\nid = "acme/m"', '[model]\nid = "acme/m"')
      .replace(
        '[pricing]\nstate = "unknown"\nsource_ids = ["s"]',
        '[pricing]\nstate = "unknown"\nsource_ids = ["guide", "s"]',
      )
      .replace(
        'task = "text_to_image"\nsource_ids = ["s"]',
        'task = "text_to_image"\nsource_ids = ["s", "guide", "other"]',
      );
    expect(check(text)).toEqual([
      diag(
        14,
        15,
        '/pricing/source_ids/0',
        'ref/source-id',
        'pricing.source_ids names "guide", which is not a source of this record; 3 source_ids entries name it, this one first (sources: s)',
      ),
      diag(
        25,
        29,
        '/capability_profiles/0/source_ids/2',
        'ref/source-id',
        'capability_profiles[0].source_ids names "other", which is not a source of this record (sources: s)',
      ),
    ]);
  });

  test('an id named by two entries counts both (the count starts at two, not three)', () => {
    const text = record()
      .replace(
        '[pricing]\nstate = "unknown"\nsource_ids = ["s"]',
        '[pricing]\nstate = "unknown"\nsource_ids = ["guide"]',
      )
      .replace(
        'task = "text_to_image"\nsource_ids = ["s"]',
        'task = "text_to_image"\nsource_ids = ["guide"]',
      );
    expect(check(text).map((d) => `${d.line}:${d.column} ${d.pointer} ${d.message}`)).toEqual([
      '14:15 /pricing/source_ids/0 pricing.source_ids names "guide", which is not a source of this record; 2 source_ids entries name it, this one first (sources: s)',
    ]);
  });

  test("an empty entry is the schema's one problem, not also a reference to no source", () => {
    const text = record().replace(
      'task = "text_to_image"\nsource_ids = ["s"]',
      'task = "text_to_image"\nsource_ids = ["s", ""]',
    );
    expect(check(text).map((d) => `${d.line}:${d.column} ${d.rule} ${d.message}`)).toEqual([
      '25:20 schema/min-length capability_profiles[0].source_ids[1] must not be empty',
    ]);
  });

  test('a renamed source: one finding, still suggesting the new id', () => {
    const text = record('[capability_profiles.duration]\nstate = "unknown"\nsource_ids = ["s"]\n').replace(
      '[[sources]]\nid = "s"',
      '[[sources]]\nid = "s2"',
    );
    expect(check(text).map((d) => `${d.line}:${d.column} ${d.pointer} ${d.message}`)).toEqual([
      '10:15 /model/source_ids/0 model.source_ids names "s", which is not a source of this record; 4 source_ids entries name it, this one first (did you mean "s2"? sources: s2)',
    ]);
  });

  test('a record with no sources: the missing field is the one problem, not each reference', () => {
    const text = record().replace(
      '[[sources]]\nid = "s"\nkind = "documentation"\nurl = "https://example.com"\nretrieved_on = 2026-01-01\n',
      '',
    );
    expect(check(text).map((d) => `${d.line}:${d.column} ${d.rule} ${d.message}`)).toEqual([
      '1:1 schema/required missing required field sources (an array of tables: a [[sources]] header above each)',
    ]);
  });

  test('[[source]] for [[sources]]: the unknown field is the one problem, even past the per-file cut', () => {
    // The misspelt block last, as real records keep their sources: before, the 153 references it
    // hid came first, and the cut at 100 per file hid the one message that names the cause.
    const source =
      '[[sources]]\nid = "s"\nkind = "documentation"\nurl = "https://example.com"\nretrieved_on = 2026-01-01\n';
    const many = Array.from(
      { length: 150 },
      (_, i) => `[[capability_profiles.controls]]\nname = "c${i}"\nstate = "unknown"\nsource_ids = ["s"]\n`,
    );
    const text = `${record(many.join('')).replace(source, '')}${source.replace('[[sources]]', '[[source]]')}`;
    const found = check(text);
    expect(found.map((d) => `${d.line}:${d.column} ${d.rule} ${d.message}`)).toEqual([
      `${text.split('\n').indexOf('[[source]]') + 1}:1 schema/additional-property unknown field "source" (did you mean sources?)`,
    ]);
  });

  test('sources = [] : its own message, not each reference', () => {
    const text = record()
      .replace(
        '[[sources]]\nid = "s"\nkind = "documentation"\nurl = "https://example.com"\nretrieved_on = 2026-01-01\n',
        '',
      )
      .replace('schema_version = 1\n', 'schema_version = 1\nsources = []\n');
    expect(check(text).map((d) => d.rule)).toEqual(['schema/min-items']);
  });
});

describe('unique/id', () => {
  test('the second capability profile with an id', () => {
    const text = `${record()}\n[[capability_profiles]]\nid = "p"\ntask = "image_edit"\nsource_ids = ["s"]\n`;
    expect(check(text)).toEqual([
      diag(
        28,
        1,
        '/capability_profiles/1/id',
        'unique/id',
        'capability_profiles[1].id repeats "p", already the id of capability_profiles[0]',
      ),
    ]);
  });

  test('while two sources share an id, references to no source are named by the repeat, not each reported', () => {
    const copy =
      '[[sources]]\nid = "s"\nkind = "pricing"\nurl = "https://u.example"\nretrieved_on = 2026-01-01\n';
    const text = record().replace(
      'task = "text_to_image"\nsource_ids = ["s"]',
      'task = "text_to_image"\nsource_ids = ["b", "a"]',
    );
    expect(check(`${text}${copy}`)).toEqual([
      diag(
        27,
        1,
        '/sources/1/id',
        'unique/id',
        'sources[1].id repeats "s", already the id of sources[0] (source_ids name b, a, which no source has)',
      ),
    ]);
  });

  // Each array whose ids must be unique, with a repeated id placed by the test.
  const cases: [string, string, number, number, string, string][] = [
    [
      'sources',
      '[[sources]]\nid = "s"\nkind = "pricing"\nurl = "https://u.example"\nretrieved_on = 2026-01-01\n',
      27,
      1,
      '/sources/1/id',
      'sources[1].id repeats "s", already the id of sources[0]',
    ],
    [
      'delivery profiles of a profile',
      '[[capability_profiles.delivery_profiles]]\nid = "d"\nstate = "supported"\ntransport = "url"\nsource_ids = ["s"]\n' +
        '[[capability_profiles.delivery_profiles]]\nid = "d"\nstate = "unknown"\ntransport = "webhook"\nsource_ids = ["s"]\n',
      32,
      1,
      '/capability_profiles/0/delivery_profiles/1/id',
      'capability_profiles[0].delivery_profiles[1].id repeats "d", already the id of capability_profiles[0].delivery_profiles[0]',
    ],
    [
      'size options',
      '[capability_profiles.size]\nstate = "supported"\nmode = "exact_set"\nunit = "resolution_tier"\nsource_ids = ["s"]\n' +
        'options = [{ id = "hd", source_ids = ["s"] }, { id = "hd", source_ids = ["s"] }]\n',
      31,
      49,
      '/capability_profiles/0/size/options/1/id',
      'capability_profiles[0].size.options[1].id repeats "hd", already the id of capability_profiles[0].size.options[0]',
    ],
    [
      'pricing charges',
      '[[pricing.charges]]\nid = "c"\nstate = "unknown"\nsource_ids = ["s"]\n' +
        '[[pricing.charges]]\nid = "c"\nstate = "known"\nsource_ids = ["s"]\n',
      31,
      1,
      '/pricing/charges/1/id',
      'pricing.charges[1].id repeats "c", already the id of pricing.charges[0]',
    ],
    [
      'limitations',
      '[[limitations]]\nid = "l"\nsummary = "a"\nsource_ids = ["s"]\n[[limitations]]\nid = "l"\nsummary = "b"\nsource_ids = ["s"]\n',
      31,
      1,
      '/limitations/1/id',
      'limitations[1].id repeats "l", already the id of limitations[0]',
    ],
  ];

  test.each(cases)('%s', (_name, extra, line, column, pointer, message) => {
    expect(check(record(extra))).toEqual([diag(line, column, pointer, 'unique/id', message)]);
  });
});

describe('references between ids', () => {
  test('ref/profile-id: a charge names a capability profile', () => {
    const extra =
      '[[pricing.charges]]\nid = "c"\nstate = "known"\nprofile_id = "video"\nsource_ids = ["s"]\n';
    expect(check(record(extra))).toEqual([
      diag(
        29,
        1,
        '/pricing/charges/0/profile_id',
        'ref/profile-id',
        'pricing.charges[0].profile_id names "video", which is not a capability profile of this record (profiles: p)',
      ),
    ]);
  });

  test('ref/profile-id: an empty profile id names no profile (before: the record was valid)', () => {
    const extra = '[[pricing.charges]]\nid = "c"\nstate = "known"\nprofile_id = ""\nsource_ids = ["s"]\n';
    expect(check(record(extra))).toEqual([
      diag(
        29,
        1,
        '/pricing/charges/0/profile_id',
        'ref/profile-id',
        'pricing.charges[0].profile_id is empty, so it names no capability profile of this record (profiles: p)',
      ),
    ]);
  });

  test('ref/profile-id: not judged while a profile has no id (the missing id is the one problem)', () => {
    const extra =
      '[[pricing.charges]]\nid = "c"\nstate = "known"\nprofile_id = "video"\nsource_ids = ["s"]\n';
    const text = record(extra).replace('[[capability_profiles]]\nid = "p"\n', '[[capability_profiles]]\n');
    expect(check(text).map((d) => `${d.line}:${d.column} ${d.rule} ${d.pointer}`)).toEqual([
      '22:1 schema/required /capability_profiles/0/id',
    ]);
  });

  /** A delivery profile (with the id "buffered", or none) and a timing naming `names` (TOML array items). */
  const deliveryAndTiming = (
    names: string,
    id: string | null = 'buffered',
  ) => `[[capability_profiles.delivery_profiles]]
${id === null ? '' : `id = "${id}"\n`}state = "supported"
transport = "http_response"
source_ids = ["s"]

[capability_profiles.timing]
state = "supported"
delivery_profile_ids = [${names}]
source_ids = ["s"]
`;

  test('ref/delivery-profile-id: timing names delivery profiles of its own profile', () => {
    const extra = deliveryAndTiming('"buffered", "stream"');
    expect(check(record(extra))).toEqual([
      diag(
        34,
        37,
        '/capability_profiles/0/timing/delivery_profile_ids/1',
        'ref/delivery-profile-id',
        'capability_profiles[0].timing.delivery_profile_ids names "stream", which is not a delivery profile of capability_profiles[0] (delivery profiles: buffered)',
      ),
    ]);
  });
  test('ref/delivery-profile-id: an empty id names no delivery profile (each has a non-empty id)', () => {
    const extra = deliveryAndTiming('"", "buffered"');
    expect(check(record(extra))).toEqual([
      diag(
        34,
        25,
        '/capability_profiles/0/timing/delivery_profile_ids/0',
        'ref/delivery-profile-id',
        'capability_profiles[0].timing.delivery_profile_ids[0] is empty, so it names no delivery profile of capability_profiles[0] (delivery profiles: buffered)',
      ),
    ]);
  });
  test('ref/delivery-profile-id: not judged while a delivery profile has no id', () => {
    const extra = deliveryAndTiming('"buffered"', null);
    expect(check(record(extra)).map((d) => `${d.line}:${d.column} ${d.rule} ${d.pointer}`)).toEqual([
      '26:1 schema/required /capability_profiles/0/delivery_profiles/0/id',
    ]);
  });

  // One mistake in a header is one message, as for sources: not one more per reference it hides.
  const rulesOf = (text: string) => check(text).map((d) => `${d.rule} ${d.pointer}`);
  const charge = (id: string) =>
    `[[pricing.charges]]\nid = "c"\nstate = "known"\nprofile_id = "${id}"\nsource_ids = ["s"]\n`;

  test('ref/profile-id: not judged under [[capability_profile]] or [capability_profiles]', () => {
    const misspelt = record(charge('p')).replace('[[capability_profiles]]\n', '[[capability_profile]]\n');
    expect(rulesOf(misspelt)).toEqual(['schema/additional-property /capability_profile']);
    const table = record(charge('p')).replace('[[capability_profiles]]\n', '[capability_profiles]\n');
    expect(rulesOf(table)).toEqual(['schema/type /capability_profiles']);
  });

  test('ref/profile-id: an id in a misspelt block beside the real ones is not reported, another still is', () => {
    const text = `${record(`${charge('q')}${charge('video').replace('id = "c"', 'id = "d"')}`)}\n[[capability_profile]]\nid = "q"\ntask = "image_edit"\nsource_ids = ["s"]\n`;
    expect(rulesOf(text)).toEqual([
      'ref/profile-id /pricing/charges/1/profile_id',
      'schema/additional-property /capability_profile',
    ]);
  });

  test('ref/delivery-profile-id: not judged under a misspelt or single-bracket delivery_profiles header', () => {
    const extra = deliveryAndTiming('"buffered"');
    const misspelt = record(extra).replace(
      '[[capability_profiles.delivery_profiles]]',
      '[[capability_profiles.delivery_profile]]',
    );
    expect(rulesOf(misspelt)).toEqual(['schema/additional-property /capability_profiles/0/delivery_profile']);
    const table = record(extra).replace(
      '[[capability_profiles.delivery_profiles]]',
      '[capability_profiles.delivery_profiles]',
    );
    expect(rulesOf(table)).toEqual(['schema/type /capability_profiles/0/delivery_profiles']);
  });
});

describe('range/min-max', () => {
  test('duration', () => {
    const extra =
      '[capability_profiles.duration]\nstate = "supported"\nmode = "range"\nunit = "second"\nmin = 8\nmax = 4\nsource_ids = ["s"]\n';
    expect(check(record(extra))).toEqual([
      diag(
        30,
        1,
        '/capability_profiles/0/duration/min',
        'range/min-max',
        'capability_profiles[0].duration.min must be <= max (4), found 8',
      ),
    ]);
  });

  test('size total pixels', () => {
    const extra =
      '[capability_profiles.size]\nstate = "supported"\nmode = "range"\nunit = "pixel"\nmin_total_pixels = 4096\nmax_total_pixels = 1024\nsource_ids = ["s"]\n';
    expect(check(record(extra))).toEqual([
      diag(
        30,
        1,
        '/capability_profiles/0/size/min_total_pixels',
        'range/min-max',
        'capability_profiles[0].size.min_total_pixels must be <= max_total_pixels (1024), found 4096',
      ),
    ]);
  });

  test('controls', () => {
    const extra =
      'controls = [{ name = "n", state = "supported", mode = "range", min = 5, max = 1, source_ids = ["s"] }]\n';
    expect(check(record(extra))).toEqual([
      diag(
        26,
        64,
        '/capability_profiles/0/controls/0/min',
        'range/min-max',
        'capability_profiles[0].controls[0].min must be <= max (1), found 5',
      ),
    ]);
  });

  test('reference input counts', () => {
    const extra =
      '[[capability_profiles.reference_inputs]]\nrole = "r"\nmedia_type = "image"\nstate = "supported"\nmin_count = 3\nmax_count = 2\nsource_ids = ["s"]\n';
    expect(check(record(extra))).toEqual([
      diag(
        30,
        1,
        '/capability_profiles/0/reference_inputs/0/min_count',
        'range/min-max',
        'capability_profiles[0].reference_inputs[0].min_count must be <= max_count (2), found 3',
      ),
    ]);
  });

  test("a bound out of its own range (max = 0) is one problem, the bound's own, at its line", () => {
    const duration = (min: number, max: number) =>
      `[capability_profiles.duration]\nstate = "supported"\nmode = "range"\nunit = "second"\nmin = ${min}\nmax = ${max}\nsource_ids = ["s"]\n`;
    expect(check(record(duration(4, 0)))).toEqual([
      diag(
        31,
        1,
        '/capability_profiles/0/duration/max',
        'schema/exclusive-minimum',
        'capability_profiles[0].duration.max must be > 0, found 0',
      ),
    ]);
    // Both bounds wrong: each bound's own message, not a comparison of two wrong values too.
    expect(check(record(duration(-1, -5))).map((d) => `${d.line} ${d.rule}`)).toEqual([
      '30 schema/minimum',
      '31 schema/exclusive-minimum',
    ]);
    const pixels =
      '[capability_profiles.size]\nstate = "supported"\nmode = "range"\nunit = "pixel"\nmin_total_pixels = 4096\nmax_total_pixels = 0\nsource_ids = ["s"]\n';
    expect(check(record(pixels)).map((d) => `${d.line} ${d.rule}`)).toEqual(['31 schema/minimum']);
  });

  test('equal bounds are fine', () => {
    const extra =
      '[capability_profiles.duration]\nstate = "supported"\nmode = "range"\nunit = "second"\nmin = 8\nmax = 8\nsource_ids = ["s"]\n';
    expect(check(record(extra))).toEqual([]);
  });
});

test('a source with a broken id hides no real problem behind a flood of reference errors', () => {
  const text = record().replace('[[sources]]\nid = "s"', '[[sources]]\nid = 1');
  expect(check(text)).toEqual([
    diag(
      17,
      1,
      '/sources/0/id',
      'schema/type',
      'sources[0].id must be a string, found 1 (write it in quotes: "1")',
    ),
  ]);
});

test('a source whose id is "" (any string, an observed field) still lets every reference be checked', () => {
  // The spec types a source id only as a string, so "" is no schema error here; it named no error
  // either, and a record citing a source it lacks validated.
  const text = record()
    .replace('[[capability_profiles]]', '[[sources]]\nid = ""\n\n[[capability_profiles]]')
    .replace('task = "text_to_image"\nsource_ids = ["s"]', 'task = "text_to_image"\nsource_ids = ["nope"]');
  expect(check(text)).toEqual([
    diag(
      28,
      15,
      '/capability_profiles/0/source_ids/0',
      'ref/source-id',
      'capability_profiles[0].source_ids names "nope", which is not a source of this record (sources: s, "")',
    ),
  ]);
});

test('an empty source id is never the suggested fix: source_ids entries are never ""', () => {
  const text = record()
    .replace('[[sources]]\nid = "s"', '[[sources]]\nid = ""\n\n[[sources]]\nid = "s"')
    .replace('task = "text_to_image"\nsource_ids = ["s"]', 'task = "text_to_image"\nsource_ids = ["x"]');
  expect(check(text).map((d) => d.message)).toEqual([
    'capability_profiles[0].source_ids names "x", which is not a source of this record (did you mean "s"? sources: "", s)',
  ]);
});

test('rules read records of the wrong shape without failing', () => {
  const text = `capability_profiles = [1, { id = 2, timing = 3, controls = "x", size = [] }]
pricing = { charges = [{ profile_id = 5 }, 7] }
sources = "none"
`;
  const rules = check(text, PATH).map((d) => d.rule);
  expect(rules).not.toContain('internal/error');
  expect(rules.every((r) => r.startsWith('schema/'))).toBe(true);
});

describe('ref/url-scheme (warning)', () => {
  const withUrl = (url: string) =>
    record().replace('url = "https://example.com"', `url = ${JSON.stringify(url)}`);

  test('an address without its scheme: a warning at the url, saying the address to write, no error', () => {
    const found = check(withUrl('deepmind.google/models/veo'));
    expect(found).toEqual([
      {
        ...diag(
          19,
          1,
          '/sources/0/url',
          'ref/url-scheme',
          'sources[0].url "deepmind.google/models/veo" has no scheme, so the site\'s link would open a page of the site (write "https://deepmind.google/models/veo")',
        ),
        severity: 'warning',
      },
    ]);
    expect(countErrors(found)).toBe(0);
  });

  test('no guess where the start is no host name; none for an address with a scheme', () => {
    expect(check(withUrl('/docs/veo')).map((d) => d.message)).toEqual([
      'sources[0].url "/docs/veo" has no scheme, so the site\'s link would open a page of the site: write the whole address, https:// and all',
    ]);
    for (const url of ['https://example.com', 'HTTP://example.com/x', 'mailto:press@example.com', ''])
      expect(check(withUrl(url)).filter((d) => d.rule === 'ref/url-scheme')).toEqual([]);
  });
});
