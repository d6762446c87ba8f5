// The "hostile lines" step of `npm run bench`: `validate` on a record holding one long line of each
// shape that once made wording its TOML error backtrack quadratically (minutes at 160 KB; see
// docs/decisions.md). Each is one located toml/ diagnostic; the figure is its wall time.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The record text for each shape, with a line of about `n` characters. */
export const HOSTILE_LINES = {
  'x = 1 b, spaces, c (end-of-line)': (n) => `x = 1 b${' '.repeat(n)}c\n`,
  'x = ["1…1", "a" "b"] (comma)': (n) => `x = ["${'1'.repeat(n)}", "a" "b"]\n`,
  'x = 1 a…a (text in quotes)': (n) => `x = 1 ${'a'.repeat(n)}\n`,
  'a, spaces, .b = (has no value)': (n) => `a${' '.repeat(n)}.b = \n`,
  '[a, spaces, b in a string (duplicate key)': (n) =>
    `d = """\n[a${' '.repeat(n)}b\n"""\n[model]\nid = "a"\nid = "b"\n`,
};

/**
 * Times `validate(root)` (resolving to `{ ms, out }`, the JSON report) on a registry holding each
 * shape at `n` characters as models/acme/m.toml; `log` gets one line each.
 */
export async function hostileLines({ validate, work, log, n = 160_000 }) {
  const results = [];
  for (const [name, body] of Object.entries(HOSTILE_LINES)) {
    const root = mkdtempSync(join(work, 'hostile-'));
    mkdirSync(join(root, 'models', 'acme'), { recursive: true });
    writeFileSync(join(root, 'models', 'acme', 'm.toml'), `schema_version = 1\n${body(n)}`);
    const r = await validate(root);
    const errors = JSON.parse(r.out).errors;
    rmSync(root, { recursive: true, force: true });
    log(`  ${name.padEnd(44)} ${(r.ms / 1000).toFixed(2)} s   ${errors.map((e) => e.rule).join(', ')}`);
    results.push({ name, ms: r.ms, errors });
  }
  return results;
}
