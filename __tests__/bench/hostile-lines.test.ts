// The bench's "hostile lines" (scripts/bench/hostile-lines.mjs): checked for what it measures, not
// for its times. Each shape, short, is one located toml/ error with its words, so the figure at
// 160 KB is the time to word that error; the step hands each file to `validate` and reports its rules.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error: a plain ES module of the bench, without types
import { HOSTILE_LINES, hostileLines } from '../../scripts/bench/hostile-lines.mjs';
import { parseRecord } from '../../src/core/toml/parse.js';

const shapes = HOSTILE_LINES as Record<string, (n: number) => string>;

test('each shape is the TOML error its name says, worded', () => {
  const said = Object.values(shapes).map((body) => {
    const r = parseRecord('models/acme/m.toml', `schema_version = 1\n${body(8)}`);
    return r.ok
      ? 'ok'
      : `${r.diagnostic.rule} ${r.diagnostic.line}:${r.diagnostic.column} ${r.diagnostic.message}`;
  });
  expect(said).toEqual([
    'toml/syntax 2:7 TOML syntax error: each key-value declaration must be followed by an end-of-line',
    'toml/syntax 2:21 TOML syntax error: write a comma between the items of an array: "a", "b"',
    'toml/syntax 2:5 TOML syntax error: 1 aaaaaaaa is not a TOML value: write 1 alone, or text in quotes ("1 aaaaaaaa")',
    'toml/syntax 2:15 TOML syntax error: a        .b = has no value: write the value after the =, on the same line',
    'toml/duplicate-key 7:1 duplicate key id: it is already defined in this table (first at line 6)',
  ]);
});

test('the step writes each shape as models/acme/m.toml at the size asked and reports what validate says', async () => {
  const work = mkdtempSync(join(tmpdir(), 'bench-hostile-'));
  const seen: string[] = [];
  const lines: string[] = [];
  try {
    const results = await hostileLines({
      validate: async (root: string) => {
        seen.push(readFileSync(join(root, 'models', 'acme', 'm.toml'), 'utf8'));
        return { ms: 1500, out: JSON.stringify({ errors: [{ rule: 'toml/syntax' }] }) };
      },
      work,
      log: (line: string) => lines.push(line),
      n: 50,
    });
    expect(seen).toEqual(Object.values(shapes).map((body) => `schema_version = 1\n${body(50)}`));
    expect(results).toHaveLength(seen.length);
    expect(lines.every((l) => / 1\.50 s {3}toml\/syntax$/.test(l))).toBe(true);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});
