import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { buildCatalog } from '../../src/core/catalog.js';
import { renderLayout } from '../../src/core/layout/render.js';
import { parseRecord } from '../../src/core/toml/parse.js';
import type { JsonObject, ParsedRecord } from '../../src/core/types.js';
import { testIf } from '../harness/prerequisite.js';

const record = (
  path: string,
  id: string,
  state: string,
  modality: string,
  extra: JsonObject = {},
): ParsedRecord => ({
  path,
  text: '',
  value: { schema_version: 1, documentation_state: state, model: { modality, id, name: id }, ...extra },
});

describe('buildCatalog', () => {
  test('counts and records sorted by model id, keys canonical', () => {
    const catalog = buildCatalog([
      record('models/z/a.toml', 'z/a', 'documented', 'video', { zeta: 1, alpha: 2 }),
      record('models/b/b.toml', 'b/b', 'indexed', 'audio'),
      record('models/b/a.toml', 'b/a', 'documented', 'video'),
      record('models/B/z.toml', 'B/z', 'documented', 'image'),
    ]);
    expect(catalog.schema_version).toBe(1);
    expect(catalog.counts).toEqual({
      total_records: 4,
      documented: 3,
      indexed: 1,
      by_modality: { audio: 1, image: 1, video: 2 },
    });
    expect(catalog.models.map((m) => (m.model as JsonObject).id)).toEqual(['B/z', 'b/a', 'b/b', 'z/a']);
    expect(Object.keys(catalog.models[3]!)).toEqual([
      'alpha',
      'documentation_state',
      'model',
      'schema_version',
      'zeta',
    ]);
    expect(Object.keys(catalog.models[0]!.model as JsonObject)).toEqual(['id', 'modality', 'name']);
  });

  test('an empty registry', () => {
    expect(buildCatalog([])).toEqual({
      schema_version: 1,
      counts: { total_records: 0, documented: 0, indexed: 0, by_modality: { audio: 0, image: 0, video: 0 } },
      models: [],
    });
  });

  test('duplicate ids (invalid input) still sort deterministically, by path', () => {
    const catalog = buildCatalog([
      record('models/b.toml', 'x/y', 'indexed', 'image'),
      record('models/a.toml', 'x/y', 'indexed', 'video'),
    ]);
    expect(catalog.models.map((m) => (m.model as JsonObject).modality)).toEqual(['video', 'image']);
  });
});

describe('catalog of the real records in ../shared/conformance', () => {
  const root = join(process.cwd(), '../shared/conformance/models');
  const present = existsSync(root);
  const read = (): ParsedRecord[] => {
    const records: ParsedRecord[] = [];
    for (const lab of readdirSync(root).sort()) {
      for (const name of readdirSync(join(root, lab)).sort()) {
        const path = `models/${lab}/${name}`;
        const outcome = parseRecord(path, readFileSync(join(root, lab, name)));
        if (!outcome.ok) throw new Error(`${path}: ${outcome.diagnostic.message}`);
        records.push({ path, text: outcome.text, value: outcome.value });
      }
    }
    return records;
  };
  testIf(present, root)('five documented, one indexed, counted by modality', () => {
    const records = read();
    expect(records).toHaveLength(6);
    const catalog = buildCatalog(records);
    expect(catalog.counts).toEqual({
      total_records: 6,
      documented: 5,
      indexed: 1,
      by_modality: { audio: 1, image: 2, video: 3 },
    });
    expect(catalog.models.map((m) => (m.model as JsonObject).id)).toEqual([
      'black-forest-labs/flux-2-pro',
      'black-forest-labs/flux-3-video',
      'bytedance/seedance-2-5',
      'elevenlabs/eleven-v3',
      'google/veo-3-1',
      'openai/gpt-image-2',
    ]);
    const seedance = catalog.models[2]!;
    expect(seedance.documentation_state).toBe('indexed');
    expect((seedance.sources as JsonObject[])[0]!.retrieved_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  testIf(present, root)(
    'api/index.json summarises each record with its own status, pricing and documentation state',
    () => {
      const files = renderLayout({
        records: read(),
        schema: {},
        channel: { title: 't', link: 'https://github.com/acme/r', description: 'd' },
        repository: 'https://github.com/acme/r',
        head: 'h',
        events: [],
      }).files;
      const index = JSON.parse(files.get('api/index.json')!) as { models: JsonObject[] };
      const states = Object.fromEntries(
        index.models.map((m) => [m.id, [m.status, m.pricing_state, m.documentation_state, m.modality]]),
      );
      // The records' own values (model.status, pricing.state): mixed, so no field can stand for another.
      expect(states).toEqual({
        'black-forest-labs/flux-2-pro': ['available', 'known', 'documented', 'image'],
        'black-forest-labs/flux-3-video': ['available', 'partial', 'documented', 'video'],
        'bytedance/seedance-2-5': ['unknown', 'known', 'indexed', 'video'],
        'elevenlabs/eleven-v3': ['available', 'partial', 'documented', 'audio'],
        'google/veo-3-1': ['unknown', 'partial', 'documented', 'video'],
        'openai/gpt-image-2': ['unknown', 'known', 'documented', 'image'],
      });
    },
  );
});
