// api.json's whole document is written from the records' canonical values without walking them
// again; it must be what renderJson writes of the document.
import fc from 'fast-check';
import { canonicalize } from '../../../src/core/json.js';
import { FULL_CATALOG_MAX_BYTES, renderCatalogDocument } from '../../../src/core/layout/catalog-index.js';
import { renderJson } from '../../../src/core/render/json.js';
import type { Json } from '../../../src/core/types.js';

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
