// A build renders its records' catalog files on the worker thread that checks them
// (LayoutInput.modelText): the layout must come out byte for byte as when it renders them itself.
import { expect, test } from '@jest/globals';
import { FULL_CATALOG_MAX_BYTES, modelText } from '../../../src/core/layout/catalog-index.js';
import { renderLayout } from '../../../src/core/layout/render.js';
import type { ParsedRecord } from '../../../src/core/types.js';

const record = (lab: string, name: string, extra: Record<string, string> = {}): ParsedRecord => ({
  path: `models/${lab}/${name}.toml`,
  text: '',
  // Members out of order, a key that needs escaping, and one __proto__ key: made canonical alike.
  value: JSON.parse(
    JSON.stringify({
      model: { name: `${name} ✓`, id: `${lab}/${name}`, modality: 'image', lab },
      documentation_state: 'indexed',
      '__proto__ ': 'a', // not the prototype key itself: that one JSON.parse makes an own member too
      ...extra,
    }),
  ),
});

const layout = (
  records: ParsedRecord[],
  ready?: (path: string) => ReturnType<typeof modelText> | undefined,
) =>
  renderLayout({
    records,
    schema: { type: 'object' },
    channel: { title: 't', link: 'https://github.com/o/r', description: 'd' },
    repository: 'https://github.com/o/r',
    head: 'abc',
    events: [],
    ...(ready ? { modelText: ready } : {}),
  }).files;

const rendered = (records: ParsedRecord[]) => {
  const texts = new Map(records.map((r) => [r.path, modelText(r.value)]));
  return (path: string) => texts.get(path);
};

test('files rendered ahead give the same layout, while the whole catalog fits in api.json', () => {
  const records = [record('b', 'two'), record('a', 'one'), record('a', 'three')];
  const own = layout(records);
  expect(JSON.parse(own.get('api.json')!).models).toHaveLength(3);
  expect(layout(records, rendered(records))).toEqual(own);
  // Some rendered ahead and some not: the same again.
  const some = rendered(records.slice(1));
  expect(layout(records, some)).toEqual(own);
});

test('and past FULL_CATALOG_MAX_BYTES, where api.json is the index', () => {
  const records = [
    record('a', 'one'),
    record('b', 'big', { notes: 'x'.repeat(FULL_CATALOG_MAX_BYTES / 2) }),
    record('c', 'bigger', { notes: 'é'.repeat(FULL_CATALOG_MAX_BYTES / 4) }),
  ];
  const own = layout(records);
  expect(JSON.parse(own.get('api.json')!).catalog_form).toBe('index');
  expect(layout(records, rendered(records))).toEqual(own);
});

test('a file rendered ahead is the one written', () => {
  const records = [record('a', 'one')];
  const files = layout(records, () => ({ text: 'ahead\n', bytes: 6 }));
  expect(files.get('api/models/a/one.json')).toBe('ahead\n');
});
