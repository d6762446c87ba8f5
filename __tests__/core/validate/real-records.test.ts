// Records as people outside this project write them: the spec's observed fields accept what the spec allows.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { check, diag, record } from '../../fixtures/validate/helpers.js';

const FLUX_PATH = 'models/black-forest-labs/flux-3-video.toml';
const FLUX = readFileSync(
  resolve(import.meta.dirname, '../../fixtures/validate/real-flux-3-video.toml'),
  'utf8',
);

test('an unknown charge with profile_id and applies_when validates (real flux-3-video)', () => {
  expect(FLUX).toMatch(
    /id = "draft-enhance-hd"\nprofile_id = "draft-enhancement"\nstate = "unknown"\napplies_when/,
  );
  expect(check(FLUX, FLUX_PATH)).toEqual([]);
});

test('an unknown charge still may not carry a price', () => {
  const text = FLUX.replace(
    'profile_id = "draft-enhancement"\n',
    'profile_id = "draft-enhancement"\namount = 0.29\n',
  );
  expect(check(text, FLUX_PATH).map((d) => `${d.rule} ${d.pointer} ${d.message}`)).toEqual([
    'schema/absent-when /pricing/charges/12/amount pricing.charges[12]: state is "unknown", so amount must be absent',
  ]);
});

describe('observed objects require nothing the spec does not state formally', () => {
  test.each([
    ['pricing', 'pricing = {}\n', '[pricing]\nstate = "unknown"\nsource_ids = ["s"]\n'],
    ['a charge', '', '[[pricing.charges]]\nid = "c"\n'],
    ['a charge without id', '', '[[pricing.charges]]\nqualifier = "free"\n'],
    ['a limitation', 'limitations = [{ summary = "x" }]\n', ''],
    ['a conflict', 'conflicts = [{ path = "model.name" }]\n', ''],
    ['a timing', '', 'timing = { granularity = "word" }\n'],
  ])('%s', (_, top, inProfile) => {
    const base = record(inProfile.startsWith('timing') ? inProfile : '');
    let text = `${top}${base}`;
    if (inProfile.startsWith('[pricing]')) text = text.replace(inProfile, '');
    if (inProfile.startsWith('[[pricing'))
      text = text.replace(
        'source_ids = ["s"]\n\n[[sources]]',
        `source_ids = ["s"]\n\n${inProfile}\n[[sources]]`,
      );
    expect(check(text)).toEqual([]);
  });

  test('a source needs its id: source_ids name it', () => {
    const text = `${record().replace('[[sources]]\nid = "s"\n', '[[sources]]\n')}[[sources]]\nid = "s"\n`;
    expect(check(text)).toEqual([
      diag(
        16,
        1,
        '/sources/0/id',
        'schema/required',
        'sources[0]: missing required field id (a string: id = "…")',
      ),
    ]);
  });

  test('they stay closed', () => {
    const text = record('timing = { state = "supported", colour = "red" }\n');
    expect(check(text).map((d) => `${d.rule} ${d.pointer}`)).toEqual([
      'schema/additional-property /capability_profiles/0/timing/colour',
    ]);
  });
});

test('observed fields take any string; only formal ones must be non-empty or unique', () => {
  const text = `conflicts = [{ path = "", summary = "", handling = "", source_ids = ["s"] }]\n${record(
    'timing = { state = "supported", granularity = "", metadata = ["a", "a"], source_ids = ["s"] }\n',
  ).replace(
    'source_ids = ["s"]\n\n[[sources]]',
    'source_ids = ["s"]\n\n[[pricing.charges]]\nid = "c"\nstate = "known"\nqualifier = ""\napplies_when = ["x=1", "x=1"]\n\n[[sources]]',
  )}`;
  expect(check(text)).toEqual([]);
  const formal = record('variants = ["a", "a"]\napi_mode = ""\n');
  expect(check(formal).map((d) => d.rule)).toEqual(['schema/unique', 'schema/min-length']);
});
