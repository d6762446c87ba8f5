// api.json's whole document is written from the records' canonical values without walking them
// again; it must be what renderJson writes of the document.
import fc from 'fast-check';
import { canonicalize } from '../../../src/core/json.js';
import {
  FULL_CATALOG_MAX_BYTES,
  newestCommits,
  renderCatalogDocument,
} from '../../../src/core/layout/catalog-index.js';
import { renderLayout } from '../../../src/core/layout/render.js';
import { renderJson } from '../../../src/core/render/json.js';
import type { DriftEvent, Json, ParsedRecord } from '../../../src/core/types.js';

const counts = { total_records: 2, documented: 1, indexed: 1, by_modality: { video: 1, audio: 0, image: 1 } };

test('the whole catalog reads as renderJson writes it', () => {
  fc.assert(
    fc.property(fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 5 }), (values) => {
      const models = values as Json[];
      expect(renderCatalogDocument(counts, models.map(canonicalize), 0)).toBe(
        renderJson({ schema_version: 1, counts, models }),
      );
    }),
    { numRuns: 500 },
  );
});

test('once the model files pass the limit, a few lines saying where the index and the records are', () => {
  expect(JSON.parse(renderCatalogDocument(counts, [], FULL_CATALOG_MAX_BYTES + 1))).toEqual({
    catalog_form: 'split',
    counts,
    index: 'api/index.json',
    record_path: 'api/models/{id}.json',
    schema_version: 1,
  });
});

test('a document the model files fit but indenting takes past the limit is split too', () => {
  const value = 'x'.repeat(1024);
  const models = Array.from({ length: Math.ceil(FULL_CATALOG_MAX_BYTES / 1000) }, () => [value] as Json);
  const text = renderCatalogDocument(counts, models, FULL_CATALOG_MAX_BYTES - 1);
  expect(JSON.parse(text).catalog_form).toBe('split');
});

test("api/index.json lists a model's tasks in code-point order, so reordering its profiles changes no byte", () => {
  // Reordering profiles makes no drift event, so the index must not change either.
  const withTasks = (tasks: string[]): ParsedRecord => ({
    path: 'models/acme/a.toml',
    text: '',
    value: {
      documentation_state: 'indexed',
      model: { id: 'acme/a', lab: 'acme', modality: 'image', name: 'A', status: 'available' },
      capability_profiles: tasks.map((task) => ({ id: task, task })),
    },
  });
  const index = (tasks: string[]) =>
    renderLayout({
      records: [withTasks(tasks)],
      schema: {},
      channel: { title: 't', link: 'https://github.com/acme/r', description: 'd' },
      repository: 'https://github.com/acme/r',
      head: 'h',
      events: [],
    }).files.get('api/index.json')!;
  const text = index(['text_to_image', 'image_edit']);
  expect(JSON.parse(text).models[0].tasks).toEqual(['image_edit', 'text_to_image']);
  expect(index(['image_edit', 'text_to_image'])).toBe(text);
});

test('a document of exactly FULL_CATALOG_MAX_BYTES is written whole; one byte more is split', () => {
  // One model, a string padded so the indented document is exactly the limit.
  const whole = (pad: number) => [canonicalize({ notes: 'x'.repeat(pad) })];
  const overhead = Buffer.byteLength(renderCatalogDocument(counts, whole(0), 0));
  const exact = renderCatalogDocument(counts, whole(FULL_CATALOG_MAX_BYTES - overhead), 0);
  expect(Buffer.byteLength(exact)).toBe(FULL_CATALOG_MAX_BYTES);
  expect(JSON.parse(exact).models).toHaveLength(1);
  const over = renderCatalogDocument(counts, whole(FULL_CATALOG_MAX_BYTES - overhead + 1), 0);
  expect(JSON.parse(over).catalog_form).toBe('split');
});

test('the limit is in UTF-8 bytes: a document under it in UTF-16 units but over it in bytes is split', () => {
  // Three bytes a character, one unit: 3 million of them are about 9 MiB.
  const models = [canonicalize({ notes: '中'.repeat(3_000_000) })];
  expect(JSON.parse(renderCatalogDocument(counts, models, 0)).catalog_form).toBe('split');
});

test('model files of exactly FULL_CATALOG_MAX_BYTES still make the whole document when it fits', () => {
  const models = [canonicalize({ notes: 'x' })];
  expect(JSON.parse(renderCatalogDocument(counts, models, FULL_CATALOG_MAX_BYTES)).models).toHaveLength(1);
});

test("a model's updated commit is its newest event's, whatever came before it in the map", () => {
  const at = (sha: string, id: string) =>
    ({ model: { id }, commit: { sha, date: `2026-01-0${sha}T00:00:00Z` } }) as DriftEvent;
  const newestFirst = [at('3', 'acme/a'), at('2', 'acme/b'), at('1', 'acme/a')];
  expect([...newestCommits(newestFirst)]).toEqual([
    ['acme/a', { sha: '3', date: '2026-01-03T00:00:00Z' }],
    ['acme/b', { sha: '2', date: '2026-01-02T00:00:00Z' }],
  ]);
  // Added to a map of newer commits (a push's), the older events change nothing.
  const newer = new Map([['acme/b', { sha: '9', date: '2026-01-09T00:00:00Z' }]]);
  expect(newestCommits(newestFirst, newer).get('acme/b')).toEqual({ sha: '9', date: '2026-01-09T00:00:00Z' });
});
