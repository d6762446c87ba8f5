// A file in the records' folders named almost like a record (`.TOML`, `.toml.txt` from Notepad,
// `.tml`, an editor's `.toml~`) is read by no reader: without a word it would be left out, and a
// push would publish the model's removal. Each is named, with the name to give it.
import { extensionCaseProblem, misnamedRecord, recordPaths } from '../../src/core/record-path.js';

test('two.TOML: rename it to two.toml with git mv, which a rename of letter case alone needs', () => {
  expect(extensionCaseProblem('two.TOML')).toEqual({
    rule: 'file/location',
    message:
      "a record's file name ends in .toml in lower case: rename two.TOML to two.toml with git mv, as a rename of letter case alone goes unseen by git on macOS and Windows (as it is, it is not read as a record)",
  });
});

it.each([
  ['gpt-image-2.toml.txt', 'gpt-image-2.toml', "a record's file name ends in .toml"],
  ['gpt-image-2.toml~', 'gpt-image-2.toml', "a record's file name ends in .toml"],
  ['gpt-image-2.toml.bak', 'gpt-image-2.toml', "a record's file name ends in .toml"],
  ['gpt-image-2.tml', 'gpt-image-2.toml', "a record's file name ends in .toml"],
  ['gpt-image-2.tom', 'gpt-image-2.toml', "a record's file name ends in .toml"],
  ['gpt-image-2.tmol', 'gpt-image-2.toml', "a record's file name ends in .toml"],
  ['gpt-image-2.TML', 'gpt-image-2.toml', "a record's file name ends in .toml"],
])('%s: rename it to %s', (name, fixed, lead) => {
  expect(extensionCaseProblem(name)).toEqual({
    rule: 'file/location',
    message: `${lead}: rename ${name} to ${fixed} (as it is, it is not read as a record)`,
  });
});

// Explorer drops a trailing space or dot from a name; git keeps it, and no reader reads the file.
it.each([
  ['two.toml ', 'two.toml'],
  ['two.toml.', 'two.toml'],
  ['two.toml. .', 'two.toml'],
  ['two.TOML ', 'two.toml'],
  ['two.toml.txt ', 'two.toml'],
])('%j (a trailing space or dot): rename it to %s', (name, fixed) => {
  expect(extensionCaseProblem(name)).toEqual({
    rule: 'file/location',
    message: `a record's file name ends in .toml, with no space or dot after it: rename ${JSON.stringify(name)} to ${fixed} (as it is, it is not read as a record)`,
  });
});

it.each([
  'two.toml',
  'README.md',
  'notes.txt',
  'logo.png',
  'schema.json',
  '.taplo.toml',
  'toml',
  'a.yaml',
  'notes.txt ',
  '.toml ',
  'x.md.',
])('%s is no misnamed record', (name) => {
  expect(extensionCaseProblem(name)).toBeNull();
});

it('a misnamed file is reported at its record path, whatever folder holds the records', () => {
  expect(misnamedRecord(recordPaths('data/models'), 'data/models/acme/two.toml.txt')).toEqual({
    path: 'models/acme/two.toml.txt',
    problem: {
      rule: 'file/location',
      message:
        "a record's file name ends in .toml: rename two.toml.txt to two.toml (as it is, it is not read as a record)",
    },
  });
  expect(misnamedRecord(recordPaths('.'), 'acme/two.TOML')?.path).toBe('models/acme/two.TOML');
  // Outside the records' folder, or where no record could be: nothing.
  expect(misnamedRecord(recordPaths('data/models'), 'docs/two.toml.txt')).toBeNull();
  expect(misnamedRecord(recordPaths('models'), 'models/.github/two.tml')).toBeNull();
});

it('a copy beside its record, a name no record path takes, or another suffix is not reported', () => {
  const paths = recordPaths('models');
  const held = new Set(['models/black-forest-labs/flux-2-pro.toml']);
  const exists = (p: string) => held.has(p);
  // `git mergetool` leaves .orig beside the merged record: renaming it would overwrite the record.
  expect(misnamedRecord(paths, 'models/black-forest-labs/flux-2-pro.toml.orig', exists)).toBeNull();
  expect(misnamedRecord(paths, 'models/black-forest-labs/flux-2-pro.toml.orig')?.path).toBe(
    'models/black-forest-labs/flux-2-pro.toml.orig',
  );
  // Renamed, it would not be at models/<lab>/<model>.toml either.
  expect(misnamedRecord(paths, 'models/template.toml.txt')).toBeNull();
  expect(misnamedRecord(paths, 'models/Acme/two.toml.txt')).toBeNull();
  // A signature or an example beside a record is another kind of file.
  expect(misnamedRecord(paths, 'models/google/veo-3-1.toml.sig')).toBeNull();
  expect(misnamedRecord(paths, 'models/google/veo-3-1.toml.example')).toBeNull();
  // The letter case of .toml is reported wherever it is: no reader takes it (as before).
  expect(misnamedRecord(paths, 'models/two.TOML')?.path).toBe('models/two.TOML');
  // Even where the lower-case name exists: on macOS and Windows that name is this very file.
  const sameFile = (p: string) => p.toLowerCase() === 'models/acme/two.toml';
  expect(misnamedRecord(paths, 'models/acme/two.TOML', sameFile)?.path).toBe('models/acme/two.TOML');
});
