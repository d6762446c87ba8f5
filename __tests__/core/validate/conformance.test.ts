// The six real records from ../shared/conformance must validate with zero diagnostics.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { RegistryFile } from '../../../src/core/types.js';
import { validateRegistry } from '../../../src/core/validate/index.js';
import { describeIf } from '../../harness/prerequisite.js';

const conformance = resolve(process.cwd(), '../shared/conformance');
const present = existsSync(join(conformance, 'models'));
const d = describeIf(present, conformance);

function conformanceFiles(): RegistryFile[] {
  const root = join(conformance, 'models');
  return readdirSync(root).flatMap((lab) =>
    readdirSync(join(root, lab))
      .filter((f) => f.endsWith('.toml'))
      .map((f) => ({ path: `models/${lab}/${f}`, bytes: new Uint8Array(readFileSync(join(root, lab, f))) })),
  );
}

d('conformance records', () => {
  const files = present ? conformanceFiles() : [];
  const result = present ? validateRegistry(files) : undefined;

  test('all six validate with zero diagnostics', () => {
    expect(files).toHaveLength(6);
    expect(result!.diagnostics).toEqual([]);
    expect(result!.files).toBe(6);
  });

  test('records come back sorted by path, one per file', () => {
    expect(result!.records.map((r) => r.path)).toEqual([
      'models/black-forest-labs/flux-2-pro.toml',
      'models/black-forest-labs/flux-3-video.toml',
      'models/bytedance/seedance-2-5.toml',
      'models/elevenlabs/eleven-v3.toml',
      'models/google/veo-3-1.toml',
      'models/openai/gpt-image-2.toml',
    ]);
  });

  test('dates are strings and 3.0 is the number 3', () => {
    const gpt = result!.records.find((r) => r.path === 'models/openai/gpt-image-2.toml')!.value;
    const sources = gpt.sources as { retrieved_on: unknown }[];
    expect(sources[0]!.retrieved_on).toBe('2026-08-09');
    const profiles = gpt.capability_profiles as { size: { max_long_to_short_ratio: unknown } }[];
    expect(profiles[0]!.size.max_long_to_short_ratio).toBe(3);
    expect(JSON.stringify(profiles[0]!.size.max_long_to_short_ratio)).toBe('3');
  });
  // Mistakes a reviewer made in the real gpt-image-2 record: each is one edit, and one message.
  const gpt = () => readFileSync(join(conformance, 'models/openai/gpt-image-2.toml'), 'utf8');
  const only = (text: string) =>
    validateRegistry([
      { path: 'models/openai/gpt-image-2.toml', bytes: new TextEncoder().encode(text) },
    ]).diagnostics.map((x) => `${x.line}:${x.column} ${x.rule} ${x.message}`);

  test('[[source]] for every [[sources]]: the one message names the cause, past 20 more limitations too', () => {
    const limitations = Array.from(
      { length: 20 },
      (_, i) => `[[limitations]]\nsummary = "extra ${i}"\nsource_ids = ["image-guide"]\n`,
    ).join('\n');
    const text = gpt()
      .replaceAll('[[sources]]', '[[source]]')
      .replace('[[source]]', `${limitations}\n[[source]]`);
    const line = text.split('\n').indexOf('[[source]]') + 1;
    expect(only(text)).toEqual([
      `${line}:1 schema/additional-property unknown field "source" (did you mean sources?)`,
    ]);
  });

  test('a renamed source id: one message at the first reference, counting them', () => {
    const text = gpt().replace('id = "image-guide"', 'id = "image-guides"');
    const found = only(text);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      /^\d+:\d+ ref\/source-id \S+ names "image-guide", which is not a source of this record; 53 source_ids entries name it, this one first \(did you mean "image-guides"\? sources: /,
    );
  });
  test('a misspelt first [[capability_profiles]]: said at it, naming the sub-table that made the table', () => {
    const lines = gpt().split('\n');
    expect(lines[27]).toBe('[[capability_profiles]]');
    lines[27] = '[[capability_profile]]';
    expect(only(lines.join('\n'))).toEqual([
      '28:1 toml/duplicate-key unknown table [[capability_profile]] (did you mean [[capability_profiles]]?): the [capability_profiles.duration] at line 34 then makes capability_profiles a table, and the [[capability_profiles]] at line 190 cannot add an item to it',
    ]);
  });
});
