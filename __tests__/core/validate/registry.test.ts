// Registry-level behaviour: which files are records, file problems, rules across records, `only`, ordering.
import type { RegistryFile } from '../../../src/core/types.js';
import {
  checkFiles,
  MAX_DIAGNOSTICS_PER_FILE,
  MAX_RECORD_BYTES,
  validateRegistry,
} from '../../../src/core/validate/index.js';
import {
  modelIds,
  REGISTRY_RULES,
  type RegistryRule,
  registryRuleFindings,
} from '../../../src/core/validate/registry.js';
import { diag, file, PATH, record } from '../../fixtures/validate/helpers.js';

/** The minimal record under another path, with the model id that path implies. */
function recordAt(lab: string, model: string, id = `${lab}/${model}`): RegistryFile {
  return file(`models/${lab}/${model}.toml`, record().replace('id = "acme/m"', `id = "${id}"`));
}

const HELP =
  'a record must be at models/<lab_slug>/<model_slug>.toml, slugs made of lowercase letters, digits and hyphens (e.g. models/google/veo-3-1.toml)';

describe('file/location', () => {
  // Each record's model.id is the path the rename gives, or none to be read (`x`): the name
  // proposed is the name's own slug.
  test.each([
    // Its model.id names the lab folder it goes in; an id of no valid form names none.
    [
      'models/m.toml',
      'this file is not inside a lab folder (its model.id "acme/m" puts it at models/acme/m.toml)',
    ],
    ['models/m.toml', 'this file is not inside a lab folder', 'x'],
    ['models/acme/video/m.toml', 'this file is nested too deep'],
    [
      'models/Acme/m.toml',
      '"Acme" is not a valid lab slug (rename the folder to acme with git mv, as a rename of letter case alone goes unseen by git on macOS and Windows)',
    ],
    ['models/acme/m_1.toml', '"m_1" is not a valid model slug (rename the file to m-1.toml)', 'acme/m-1'],
    ['models/acme/-m.toml', '"-m" is not a valid model slug (rename the file to m.toml)'],
    [
      'models/acme/My Model.toml',
      '"My Model" is not a valid model slug (rename the file to my-model.toml)',
      'acme/my-model',
    ],
    [
      'models/Acme_Labs/m.toml',
      '"Acme_Labs" is not a valid lab slug (rename the folder to acme-labs)',
      'acme-labs/m',
    ],
    ['models/acme/Vidéo.toml', '"Vidéo" is not a valid model slug (rename the file to video.toml)', 'x'],
    // Nothing of a slug in it: no name to propose.
    ['models/acme/___.toml', '"___" is not a valid model slug', 'x'],
    // Before: "rename the folder to open-ai", and then registry/model-id-path: the record's own id
    // names the slug it is meant to have.
    [
      'models/Open_AI/gpt-image-2.toml',
      '"Open_AI" is not a valid lab slug (rename the folder to openai, as in its model.id "openai/gpt-image-2")',
      'openai/gpt-image-2',
    ],
    [
      'models/openai/GPTImage2.toml',
      '"GPTImage2" is not a valid model slug (rename the file to gpt-image-2.toml, as in its model.id "openai/gpt-image-2")',
      'openai/gpt-image-2',
    ],
    [
      'models/openai/GPT-Image-2.toml',
      '"GPT-Image-2" is not a valid model slug (rename the file to gpt-image-2.toml with git mv, as a rename of letter case alone goes unseen by git on macOS and Windows)',
      'openai/gpt-image-2',
    ],
    // An id that is no valid model id names no slug: the name's own.
    ['models/Open_AI/m.toml', '"Open_AI" is not a valid lab slug (rename the folder to open-ai)', 'OpenAI/m'],
  ])('%s', (path, why, id = 'acme/m') => {
    const result = validateRegistry([file(path, record().replace('id = "acme/m"', `id = "${id}"`))]);
    expect(result.diagnostics).toEqual([diag(1, 1, '', 'file/location', `${HELP}; ${why}`, path)]);
    expect(result.records).toEqual([]);
    expect(result.files).toBe(1);
  });

  test('a lone record under a name a record cannot have is that one problem, not also an empty registry', () => {
    // As the folder walk and the git listing report `m.toml.txt` or `m.TOML` (extensionCaseProblem).
    for (const path of ['models/acme/m.toml.txt', 'models/acme/m.TOML']) {
      const problem = { rule: 'file/location', message: `${path}: rename it to models/acme/m.toml` };
      const result = validateRegistry([{ path, problem }]);
      expect(result.diagnostics.map((d) => d.rule)).toEqual(['file/location']);
    }
    // An empty folder is still said to be one.
    expect(validateRegistry([]).diagnostics.map((d) => d.rule)).toEqual(['registry/empty']);
  });

  test('a slug too long for the files the build names after it', () => {
    // 201 characters: `feeds/models/<lab>/<slug>.feed.json` and the writer's temporary name
    // were past the 255 bytes a file name has, so build failed where validate had said valid.
    const long = 'm'.repeat(201);
    const fits = 'm'.repeat(200);
    const too = (what: string) =>
      `${HELP}; the ${what} slug is 201 characters long: at most 200, as the files published for it add to its name (feeds/models/<lab>/<model>.feed.json and others) and file systems take names of at most 255 bytes`;
    for (const [path, what] of [
      [`models/acme/${long}.toml`, 'model'],
      [`models/${long}/m.toml`, 'lab'],
    ] as const) {
      expect(validateRegistry([file(path, record())]).diagnostics).toEqual([
        diag(1, 1, '', 'file/location', too(what), path),
      ]);
    }
    const ok = validateRegistry([recordAt(fits, fits)]);
    expect(ok.diagnostics.filter((d) => d.rule === 'file/location')).toEqual([]);
  });

  test('files that are not .toml under models/ are not records and are not counted', () => {
    const result = validateRegistry([
      file('models/README.md', '# x'),
      file('docs/models/x.toml', 'not = "checked"'),
      file('models/acme/notes.txt', ''),
      file(PATH, record()),
    ]);
    expect(result).toMatchObject({ files: 1, diagnostics: [] });
    expect(result.records.map((r) => r.path)).toEqual([PATH]);
  });
});

describe('problems the shell reports', () => {
  test('become one diagnostic each, with the given rule and message, at line 1', () => {
    const result = validateRegistry([
      {
        path: 'models/acme/link.toml',
        problem: { rule: 'file/symlink', message: 'symlink leaves the registry' },
      },
      file(PATH, record()),
    ]);
    expect(result.diagnostics).toEqual([
      diag(1, 1, '', 'file/symlink', 'symlink leaves the registry', 'models/acme/link.toml'),
    ]);
    expect(result.files).toBe(2);
  });
});

describe('file/windows-name (a warning)', () => {
  const warning = (path: string, slug: string, what: string) => ({
    ...diag(
      1,
      1,
      '',
      'file/windows-name',
      `"${slug}" is a device name on Windows (as are con, prn, aux, nul, com1 to com9 and lpt1 to lpt9, in any letter case and with any extension), so git cannot check this ${what} out there: a Windows contributor cannot open or edit it. Choose a ${what === 'record' ? 'model' : 'lab'} slug that is not one of these names (e.g. "${slug}-1")`,
      path,
    ),
    severity: 'warning',
  });

  test('a model or lab slug that Windows reserves is warned about; the record is valid', () => {
    const result = validateRegistry([
      recordAt('acme', 'con'),
      recordAt('nul', 'm'),
      recordAt('acme', 'lpt9'),
    ]);
    expect(result.diagnostics).toEqual([
      warning('models/acme/con.toml', 'con', 'record'),
      warning('models/acme/lpt9.toml', 'lpt9', 'record'),
      warning('models/nul/m.toml', 'nul', 'lab folder'),
    ]);
    expect(result.records).toHaveLength(3);
  });

  test('both slugs reserved: one warning naming both, so one rename does not meet a second warning', () => {
    expect(validateRegistry([recordAt('con', 'aux')]).diagnostics).toEqual([
      {
        ...diag(
          1,
          1,
          '',
          'file/windows-name',
          '"con" and "aux" are device names on Windows (as are con, prn, aux, nul, com1 to com9 and lpt1 to lpt9, in any letter case and with any extension), so git cannot check this lab folder and record out there: a Windows contributor cannot open or edit it. Choose a lab slug and a model slug that are not among these names (e.g. "con-1" and "aux-1")',
          'models/con/aux.toml',
        ),
        severity: 'warning',
      },
    ]);
  });

  test('names that only start like one are fine', () => {
    const files = ['console', 'com10', 'lpt0', 'aux-1', 'com'].map((m) => recordAt('acme', m));
    expect(validateRegistry(files).diagnostics).toEqual([]);
  });
});

describe('file/too-large', () => {
  test('a file over 1 MiB is one diagnostic and is never parsed', () => {
    const big = new Uint8Array(MAX_RECORD_BYTES + 1).fill(0x7b); // "{{{…": would be a syntax error if parsed
    const result = validateRegistry([{ path: PATH, bytes: big }]);
    expect(result.diagnostics).toEqual([
      diag(
        1,
        1,
        '',
        'file/too-large',
        'file is 1,048,577 bytes; a record may be at most 1 MiB (1,048,576 bytes)',
      ),
    ]);
    expect(result.records).toEqual([]);
  });

  test('exactly 1 MiB is still parsed', () => {
    const text = record();
    const padded = text + '#'.repeat(MAX_RECORD_BYTES - text.length);
    const result = validateRegistry([file(PATH, padded)]);
    expect(result.diagnostics).toEqual([]);
    expect(result.records).toHaveLength(1);
  });
});

describe('file/empty', () => {
  const EMPTY =
    'the file is empty: a record needs schema_version, documentation_state, [model], [[capability_profiles]], [pricing] and [[sources]]';
  // Before: six "missing required field" errors, all at 1:1.
  test.each([
    ['nothing', ''],
    ['blank lines', '\n  \n\t\r\n'],
    ['a byte order mark', '\uFEFF'],
    ['comments only', '# to do\n\n  # later\n'],
  ])('%s: one diagnostic naming what a record needs', (_, text) => {
    const result = validateRegistry([file(PATH, text)]);
    expect(result.diagnostics).toEqual([diag(1, 1, '', 'file/empty', EMPTY)]);
    expect(result.records).toEqual([]);
    // The same when a history reader gave the value already (a build).
    const given = validateRegistry([file(PATH, text)], { parsed: () => Object.create(null) });
    expect(given.diagnostics).toEqual([diag(1, 1, '', 'file/empty', EMPTY)]);
  });

  test('a file with a key is not empty: its missing fields are reported one by one', () => {
    const rules = validateRegistry([file(PATH, 'schema_version = 1\n')]).diagnostics.map((d) => d.rule);
    expect(rules).toEqual(Array(5).fill('schema/required'));
  });
});

/** A valid record whose LF form is exactly `size` bytes: comment lines of 100 bytes pad it. */
function paddedTo(size: number): string {
  let text = record();
  while (size - text.length > 100) text += `#${'x'.repeat(98)}\n`;
  return `${text}#${'x'.repeat(size - text.length - 2)}\n`;
}

describe('file/too-large counts the LF form (a CRLF checkout is not larger)', () => {
  test('a record of 1 MiB as LF, saved with CRLF line ends, is parsed', () => {
    const lf = paddedTo(MAX_RECORD_BYTES);
    expect(lf.length).toBe(MAX_RECORD_BYTES);
    const crlf = lf.replaceAll('\n', '\r\n');
    expect(crlf.length).toBeGreaterThan(MAX_RECORD_BYTES + 10_000);
    const result = validateRegistry([file(PATH, crlf)]);
    expect(result.diagnostics).toEqual([]);
    expect(result.records).toHaveLength(1);
  });

  test('one byte more is too large, with CRLF or LF, and the message gives the LF size', () => {
    const lf = paddedTo(MAX_RECORD_BYTES + 1);
    for (const text of [lf, lf.replaceAll('\n', '\r\n')]) {
      expect(validateRegistry([file(PATH, text)]).diagnostics).toEqual([
        diag(
          1,
          1,
          '',
          'file/too-large',
          'file is 1,048,577 bytes; a record may be at most 1 MiB (1,048,576 bytes)',
        ),
      ]);
    }
  });
});

describe('file/too-large counts a CR that no LF follows', () => {
  test('over 1 MiB with lone CRs is too large: only a CR before an LF is not counted', () => {
    // Ten lone CRs at the end (a comment line of old Mac line ends): 1 MiB and two bytes.
    const text = `${paddedTo(MAX_RECORD_BYTES - 9)}#${'\r'.repeat(10)}`;
    expect(text.length).toBe(MAX_RECORD_BYTES + 2);
    expect(validateRegistry([file(PATH, text)]).diagnostics).toEqual([
      diag(
        1,
        1,
        '',
        'file/too-large',
        'file is 1,048,578 bytes; a record may be at most 1 MiB (1,048,576 bytes)',
      ),
    ]);
  });
});

describe('registry/empty', () => {
  test.each([
    ['no files', []],
    ['no records among the files', [file('models/README.md', '')]],
  ])('%s', (_name, files) => {
    expect(validateRegistry(files).diagnostics).toEqual([
      diag(
        1,
        1,
        '',
        'registry/empty',
        'the registry has no records: add <lab_slug>/<model_slug>.toml files to this folder',
        'models',
      ),
    ]);
  });

  test('not said when the models folder itself has a problem: that is why no record was read', () => {
    const link = { path: 'models', problem: { rule: 'file/symlink', message: 'a link' } };
    expect(validateRegistry([link]).diagnostics.map((d) => `${d.file} ${d.rule}`)).toEqual([
      'models file/symlink',
    ]);
  });

  test('a registry whose only record is broken is not empty', () => {
    expect(validateRegistry([file(PATH, 'x = ')]).diagnostics.map((d) => d.rule)).toEqual(['toml/syntax']);
  });
});

describe('parse problems are surfaced', () => {
  test('toml/syntax at the mistake: an array not closed, at the end of its last item', () => {
    expect(validateRegistry([file(PATH, 'a = 1\nb = [1, 2\n')]).diagnostics).toEqual([
      diag(
        2,
        10,
        '',
        'toml/syntax',
        'TOML syntax error: the array opened at line 2 is not closed: end it with ] after its last item',
      ),
    ]);
  });

  test('toml/duplicate-key', () => {
    const [d] = validateRegistry([file(PATH, 'a = 1\na = 2\n')]).diagnostics;
    expect(d).toMatchObject({ file: PATH, line: 2, column: 1, rule: 'toml/duplicate-key' });
  });

  test('file/encoding at the first invalid byte', () => {
    const bytes = new Uint8Array([...new TextEncoder().encode('a = "x"\nb = "'), 0xff, 0x22, 0x0a]);
    expect(validateRegistry([{ path: PATH, bytes }]).diagnostics).toEqual([
      diag(2, 6, '', 'file/encoding', 'file is not valid UTF-8'),
    ]);
  });

  const utf16le = (t: string) => new Uint8Array([0xff, 0xfe, ...[...t].flatMap((c) => [c.charCodeAt(0), 0])]);
  const lfsPointer = 'version https://git-lfs.github.com/spec/v1\noid sha256:4d7a2146\nsize 12345\n';
  test.each([
    [
      'a second byte order mark',
      new TextEncoder().encode(`\uFEFF\uFEFF${record()}`),
      'toml/syntax',
      'TOML syntax error: an invisible byte order mark (U+FEFF) is here: delete it',
    ],
    [
      'UTF-16',
      utf16le(record()),
      'file/encoding',
      'the file is saved as UTF-16 (little-endian): save it as UTF-8',
    ],
    [
      'a Git LFS pointer',
      new TextEncoder().encode(lfsPointer),
      'file/lfs-pointer',
      'the file is a Git LFS pointer, not the record: fetch the file (git lfs pull; actions/checkout with lfs: true), or stop tracking records with LFS',
    ],
  ])('%s: said at 1:1', (_, bytes, rule, message) => {
    const expected = [diag(1, 1, '', rule, message)];
    expect(validateRegistry([{ path: PATH, bytes }]).diagnostics).toEqual(expected);
    // The same when a history reader gave the values (a build): none for such a file.
    expect(validateRegistry([{ path: PATH, bytes }], { parsed: () => undefined }).diagnostics).toEqual(
      expected,
    );
  });

  test('toml/non-finite is located at its key', () => {
    const text = record('[capability_profiles.duration]\nstate = "supported"\nmax = inf\n');
    expect(validateRegistry([file(PATH, text)]).diagnostics).toEqual([
      diag(
        28,
        1,
        '/capability_profiles/0/duration/max',
        'toml/non-finite',
        'capability_profiles[0].duration.max must be a finite number (nan and inf have no JSON form)',
      ),
    ]);
  });

  test('toml/integer-range is at each value, and the rest of the file is still checked, across records too', () => {
    const control =
      '[[capability_profiles.controls]]\nname = "seed"\nstate = "supported"\nmode = "range"\nmin = -9007199254740992\nmax = 9223372036854775807\nsource_ids = ["t"]\n';
    // At another path than its id: registry/model-id-path still sees the record.
    const path = 'models/acme/n.toml';
    const result = validateRegistry([file(path, record(control))]);
    const why = 'which JSON readers cannot hold exactly';
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ file: path, line: 5, rule: 'registry/model-id-path' }),
      diag(
        30,
        7,
        '/capability_profiles/0/controls/0/min',
        'toml/integer-range',
        `capability_profiles[0].controls[0].min = -9007199254740992 is an integer below −(2^53 − 1) (-9007199254740991), ${why}: write it as a float, -9.007199254740992e15`,
        path,
      ),
      diag(
        31,
        7,
        '/capability_profiles/0/controls/0/max',
        'toml/integer-range',
        `capability_profiles[0].controls[0].max = 9223372036854775807 is an integer above 2^53 − 1 (9007199254740991), ${why}: write it as a float, 9.223372036854776e18`,
        path,
      ),
      expect.objectContaining({ file: path, line: 32, rule: 'ref/source-id' }),
    ]);
  });
});

describe('model ids across the registry', () => {
  test('registry/model-id-path: model.id equals the path', () => {
    const result = validateRegistry([recordAt('google', 'veo-3-1', 'google/veo-3')]);
    expect(result.diagnostics).toEqual([
      diag(
        5,
        1,
        '/model/id',
        'registry/model-id-path',
        'model.id must match the file path: expected "google/veo-3-1", found "google/veo-3"',
        'models/google/veo-3-1.toml',
      ),
    ]);
  });

  test('a misspelt lab folder beside the right one: the message also offers the move, which keeps the id', () => {
    const result = validateRegistry([
      recordAt('bytdance', 'seedance-2-5', 'bytedance/seedance-2-5'),
      recordAt('bytedance', 'seedream-4'),
    ]);
    expect(result.diagnostics.map((d) => d.message)).toEqual([
      'model.id must match the file path: expected "bytdance/seedance-2-5", found "bytedance/seedance-2-5" (or, if the id is right, git mv the file to models/bytedance/seedance-2-5.toml, beside that lab\'s other records)',
    ]);
    // No such folder, or the model slugs differ too: the id is as likely the slip, and no move is
    // offered; nor onto a file that is there.
    for (const files of [
      [recordAt('bytdance', 'seedance-2-5', 'bytedance/seedance-2-5')],
      [recordAt('bytdance', 'seedance-2-5', 'bytedance/seedance-2'), recordAt('bytedance', 'seedream-4')],
      [
        recordAt('bytdance', 'seedance-3', 'bytedance/seedance-3'),
        recordAt('bytedance', 'seedance-3', 'bytedance/seedance-4'),
      ],
    ])
      expect(validateRegistry(files).diagnostics[0]!.message).not.toContain('git mv');
  });

  test('a copy whose id was left as it was: one diagnostic on every copy, naming the record that owns the id', () => {
    const result = validateRegistry([
      recordAt('acme', 'c', 'acme/a'),
      recordAt('acme', 'a'),
      recordAt('acme', 'b', 'acme/a'),
    ]);
    expect(result.diagnostics).toEqual([
      diag(
        5,
        1,
        '/model/id',
        'registry/model-id-path',
        'model.id must match the file path: expected "acme/b", found "acme/a", the id of models/acme/a.toml',
        'models/acme/b.toml',
      ),
      diag(
        5,
        1,
        '/model/id',
        'registry/model-id-path',
        'model.id must match the file path: expected "acme/c", found "acme/a", the id of models/acme/a.toml',
        'models/acme/c.toml',
      ),
    ]);
  });

  test("the record at the id's own path owns it, even when another sorts first", () => {
    const result = validateRegistry([recordAt('acme', 'b'), recordAt('acme', 'aa', 'acme/b')]);
    expect(result.diagnostics.map((d) => `${d.file} ${d.rule} ${d.message}`)).toEqual([
      'models/acme/aa.toml registry/model-id-path model.id must match the file path: expected "acme/aa", found "acme/b", the id of models/acme/b.toml',
    ]);
  });

  test('without a record at its own path, the first in path order owns the id', () => {
    const result = validateRegistry([recordAt('acme', 'y', 'acme/z'), recordAt('acme', 'x', 'acme/z')]);
    expect(result.diagnostics.map((d) => `${d.file} ${d.message}`)).toEqual([
      'models/acme/x.toml model.id must match the file path: expected "acme/x", found "acme/z"',
      'models/acme/y.toml model.id must match the file path: expected "acme/y", found "acme/z", the id of models/acme/x.toml',
    ]);
  });

  test('a malformed id is reported once, by the schema', () => {
    const rules = validateRegistry([recordAt('acme', 'a', 'Acme/A')]).diagnostics.map((d) => d.rule);
    expect(rules).toEqual(['schema/pattern']);
  });

  test('unique/model-id: a malformed id that two records share is the pattern error on each, and a repeat on the second', () => {
    const result = validateRegistry([recordAt('acme', 'a', 'Acme/A'), recordAt('acme', 'b', 'Acme/A')]);
    expect(result.diagnostics.map((d) => `${d.file} ${d.rule} ${d.message}`)).toEqual([
      'models/acme/a.toml schema/pattern model.id must have the form <lab_slug>/<model_slug> (lowercase letters, digits and hyphens), found "Acme/A" (write "acme/a", the id its file path gives)',
      'models/acme/b.toml schema/pattern model.id must have the form <lab_slug>/<model_slug> (lowercase letters, digits and hyphens), found "Acme/A" (write "acme/b", the id its file path gives)',
      'models/acme/b.toml unique/model-id model.id "Acme/A" is already used by models/acme/a.toml',
    ]);
  });

  test('files are named as the repository has them (modelsDir)', () => {
    const files = [
      recordAt('acme', 'a'),
      recordAt('acme', 'b', 'acme/a'),
      file('models/Acme/c.toml', record()),
    ];
    expect(validateRegistry(files, { modelsDir: 'data/models' }).diagnostics.map((d) => d.message)).toEqual([
      'a record must be at data/models/<lab_slug>/<model_slug>.toml, slugs made of lowercase letters, digits and hyphens (e.g. data/models/google/veo-3-1.toml); "Acme" is not a valid lab slug (rename the folder to acme with git mv, as a rename of letter case alone goes unseen by git on macOS and Windows)',
      'model.id must match the file path: expected "acme/b", found "acme/a", the id of data/models/acme/a.toml',
    ]);
  });
});

describe('only', () => {
  const files = [recordAt('acme', 'a'), recordAt('acme', 'b', 'acme/a'), file('models/x.toml', '')];

  test('reports diagnostics for the listed paths only', () => {
    const all = validateRegistry(files).diagnostics.map((d) => d.file);
    expect(new Set(all)).toEqual(new Set(['models/acme/b.toml', 'models/x.toml']));
    const some = validateRegistry(files, { only: ['models/acme/b.toml'] });
    expect(some.diagnostics.map((d) => `${d.file} ${d.rule}`)).toEqual([
      'models/acme/b.toml registry/model-id-path',
    ]);
  });

  test('cross-record rules still see the files that are not listed', () => {
    const result = validateRegistry(files, { only: new Set(['models/acme/b.toml']) });
    expect(result.diagnostics.find((d) => d.rule === 'registry/model-id-path')?.message).toBe(
      'model.id must match the file path: expected "acme/b", found "acme/a", the id of models/acme/a.toml',
    );
    expect(result.records.map((r) => r.path)).toEqual(['models/acme/a.toml', 'models/acme/b.toml']);
    expect(result.files).toBe(3);
  });

  test('an empty list reports nothing', () => {
    expect(validateRegistry(files, { only: [] }).diagnostics).toEqual([]);
  });
});

describe('result shape', () => {
  test('records sorted by path in code-point order, with text and value', () => {
    const result = validateRegistry([recordAt('acme', 'b'), recordAt('acme', 'a-2'), recordAt('acme', 'a')]);
    expect(result.records.map((r) => r.path)).toEqual([
      'models/acme/a-2.toml',
      'models/acme/a.toml',
      'models/acme/b.toml',
    ]);
    expect(result.records[1]!.value).toMatchObject({
      model: { id: 'acme/a' },
      sources: [{ retrieved_on: '2026-01-01' }],
    });
    expect(result.records[1]!.text).toBe(record().replace('id = "acme/m"', 'id = "acme/a"'));
  });

  test('diagnostics sorted by file, line, column, rule', () => {
    const bad = record()
      .replace('status = "available"', 'status = "gone"')
      .replace('name = "M"', 'name = ""');
    const result = validateRegistry([
      file('models/acme/z.toml', 'x = '),
      file(PATH, bad.replace('acme/m', 'acme/m')),
    ]);
    expect(result.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.rule}`)).toEqual([
      'models/acme/m.toml:6:1 schema/min-length',
      'models/acme/m.toml:9:1 schema/enum',
      'models/acme/z.toml:1:5 toml/syntax',
    ]);
  });

  test(`more than ${MAX_DIAGNOSTICS_PER_FILE} diagnostics in one file end with a notice`, () => {
    const unknown = Array.from({ length: 150 }, (_, i) => `x${String(i).padStart(3, '0')} = 1\n`).join('');
    const diagnostics = validateRegistry([file(PATH, unknown + record())]).diagnostics;
    expect(diagnostics).toHaveLength(MAX_DIAGNOSTICS_PER_FILE + 1);
    expect(diagnostics[99]).toMatchObject({ line: 100, rule: 'schema/additional-property' });
    expect(diagnostics[100]).toEqual({
      ...diag(
        101,
        1,
        '',
        'file/too-many-diagnostics',
        '50 more problems in this file are not shown; fix the ones above and validate again',
      ),
      heldBack: 50,
    });
  });
});

describe('cross-record rules: one list of rules over record summaries', () => {
  test('checkFiles summarises every record that parsed; REGISTRY_RULES runs over them in path order', () => {
    const part = checkFiles([recordAt('zed', 'b', 'acme/a'), recordAt('acme', 'a'), file(PATH, 'x = ')], {
      only: undefined,
      keepRecords: false,
    });
    expect(part.summaries).toEqual([
      { path: 'models/zed/b.toml', pathId: 'zed/b', modelId: 'acme/a' },
      { path: 'models/acme/a.toml', pathId: 'acme/a', modelId: 'acme/a' },
    ]);
    expect(REGISTRY_RULES).toContain(modelIds);
    const seen: string[][] = [];
    const spy: RegistryRule = (records) => {
      seen.push(records.map((r) => r.path));
      return [{ path: records[0]!.path, finding: { pointer: '/model', rule: 'test/rule', message: 'm' } }];
    };
    expect(registryRuleFindings(part.summaries, [modelIds, spy], (p) => `data/${p}`)).toEqual([
      {
        path: 'models/zed/b.toml',
        finding: {
          pointer: '/model/id',
          rule: 'registry/model-id-path',
          message:
            'model.id must match the file path: expected "zed/b", found "acme/a", the id of data/models/acme/a.toml',
        },
      },
      { path: 'models/acme/a.toml', finding: { pointer: '/model', rule: 'test/rule', message: 'm' } },
    ]);
    expect(seen).toEqual([['models/acme/a.toml', 'models/zed/b.toml']]);
  });
});
