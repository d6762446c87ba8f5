// A full build's history reader has already parsed every version of the head: validation takes
// those values (`parsed`) instead of parsing the bytes again, with the same diagnostics.
import { ChunkedParser } from '../../../src/core/toml/chunked.js';
import type { JsonObject } from '../../../src/core/types.js';
import { validateRegistry } from '../../../src/core/validate/index.js';
import { file, PATH, record } from '../../fixtures/validate/helpers.js';

function chunkedValue(text: string): JsonObject {
  const outcome = new ChunkedParser().parse(PATH, new TextEncoder().encode(text));
  if (!outcome.ok) throw new Error('does not parse');
  return outcome.value;
}

describe('validateRegistry with values parsed already', () => {
  it('uses the given value for a valid record, and keeps its text', () => {
    const text = record();
    const value = chunkedValue(text);
    const result = validateRegistry([file(PATH, text)], { parsed: (p) => (p === PATH ? value : undefined) });
    expect(result.diagnostics).toEqual([]);
    expect(result.records).toHaveLength(1);
    expect(result.records[0]!.value).toBe(value); // not parsed again
    expect(result.records[0]!.text).toBe(text);
  });

  it('reports exactly what a plain run reports for a record with findings', () => {
    const text = record('max = 0\n').replace('state = "unknown"', 'state = "unknow"');
    const plain = validateRegistry([file(PATH, text)]);
    expect(plain.diagnostics.length).toBeGreaterThan(0);
    const reused = validateRegistry([file(PATH, text)], { parsed: () => chunkedValue(text) });
    expect(reused.diagnostics).toEqual(plain.diagnostics);
    expect(reused.records.map((r) => r.value)).toEqual(plain.records.map((r) => r.value));
  });

  it('parses files it has no value for, and reports bytes that do not parse', () => {
    const broken = file('models/acme/n.toml', 'schema_version = [');
    const plain = validateRegistry([file(PATH, record()), broken]);
    const reused = validateRegistry([file(PATH, record()), broken], { parsed: () => undefined });
    expect(reused).toEqual(plain);
    expect(reused.diagnostics.map((d) => d.rule)).toContain('toml/syntax');
  });
});

describe('validateRegistry without values', () => {
  it('parses each distinct section once: two records share the parsed value of a section they share', () => {
    const a = record();
    const b = record().replace('id = "acme/m"', 'id = "acme/n"');
    const result = validateRegistry([file(PATH, a), file('models/acme/n.toml', b)]);
    expect(result.diagnostics).toEqual([]);
    const [first, second] = result.records.map((r) => r.value);
    const source = (v: typeof first) => (v!.sources as unknown[])[0];
    expect(source(first)).toEqual(source(second));
    expect(source(first)).toBe(source(second)); // one parse of the [[sources]] section, not two
    expect(first!.model).not.toEqual(second!.model); // the section that differs is each record's own
  });
});
