// A hint that proposes text to write must propose text that fixes the problem: following it may not
// lead to a second error on the next run. Every one-line value of the conformance and example records
// is replaced by the wrong shapes people write (brackets added or missing, quotes added or missing,
// another letter case, a value off the list); each hint that says what to write is applied, and the
// record validated again: the finding at that place is gone and nothing new appears on its line.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from '@jest/globals';
import { parse } from 'smol-toml';
import type { Diagnostic } from '../../../src/core/types.js';
import { validateRegistry } from '../../../src/core/validate/index.js';
import { file } from '../../fixtures/validate/helpers.js';

function tomlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? tomlFiles(p) : n.endsWith('.toml') ? [p] : [];
  });
}

const RECORDS = ['examples/registry', '../shared/conformance'].flatMap((root) =>
  tomlFiles(join(root, 'models')).map((f) => ({ path: relative(root, f), text: readFileSync(f, 'utf8') })),
);

const LINE = /^([ \t]*)([A-Za-z0-9_-]+)([ \t]*=[ \t]*)(.*)$/;

/** The value of a one-line `key = value`, or undefined when the value goes on past the line. */
function tomlValue(value: string): unknown {
  try {
    return parse(`k = ${value}`).k;
  } catch {
    return undefined;
  }
}

/** The wrong forms of a value as a hand edit writes them. */
function variants(v: unknown): string[] {
  const s = JSON.stringify;
  if (typeof v === 'string') return [`[${s(v)}]`, `[${s(v.toUpperCase())}]`, '["bogus"]', '42'];
  if (typeof v === 'number') return [`"${v}"`, `[${v}]`, '"0"', '[0]'];
  if (typeof v === 'boolean') return [`"${v}"`, `[${v}]`];
  if (Array.isArray(v) && v.length === 1 && typeof v[0] === 'string')
    return [s(v[0]), s(v[0].toUpperCase()), s(`${v[0]}x`), '"bogus"'];
  if (Array.isArray(v) && v.length === 1 && typeof v[0] === 'number') return [String(v[0]), '0', `"${v[0]}"`];
  if (v instanceof Date) {
    const day = v.toISOString().slice(0, 10);
    return [`${day}T09:30:00Z`, s(day), s(day.replaceAll('-', '/'))];
  }
  return [];
}

/** What a hint says to write: the whole `key = value`, or the value alone. */
function proposal(message: string): { key?: string; value: string } | undefined {
  const m = /\((?:write [^:()]*|did you mean): (?:([A-Za-z0-9_-]+) = )?(.+)\)$/.exec(message);
  const guess = /\(did you mean ("[^"]*")\?\)$/.exec(message);
  if (m && !m[2]!.includes('…')) return { key: m[1], value: m[2]! };
  if (guess) return { value: guess[1]! };
  const date = /\(write (\d{4}-\d{2}-\d{2})\)$/.exec(message);
  return date ? { value: date[1]! } : undefined;
}

const validate = (path: string, text: string) => validateRegistry([file(path, text)]).diagnostics;
const shown = (d: Diagnostic) => `${d.line}: ${d.rule} ${d.message}`;

it('every proposed fix, applied to the record, fixes its finding and adds none on its line', () => {
  const failures: string[] = [];
  let applied = 0;
  // A key is tried once per table header, across the records: the third [[sources]], or the
  // second record's [model], adds only what the first did (each validation takes a few ms: trying
  // every record's keys made this test 25 s of CPU).
  const tried = new Set<string>();
  for (const { path, text } of RECORDS) {
    const lines = text.split('\n');
    let header = '';
    lines.forEach((line, i) => {
      if (/^\s*\[/.test(line)) header = line.trim();
      const m = LINE.exec(line);
      if (!m || tried.has(`${header} ${m[2]}`)) return;
      tried.add(`${header} ${m[2]}`);
      for (const wrong of variants(tomlValue(m[4]!))) {
        const mutated = [...lines];
        mutated[i] = `${m[1]}${m[2]}${m[3]}${wrong}`;
        const before = validate(path, mutated.join('\n'));
        for (const d of before.filter((x) => x.line === i + 1)) {
          const fix = proposal(d.message);
          if (!fix) continue;
          if (fix.key !== undefined && fix.key !== m[2]) {
            failures.push(`${path}:${i + 1} ${wrong}: hint names another key: ${d.message}`);
            continue;
          }
          applied++;
          const fixed = [...mutated];
          fixed[i] = `${m[1]}${m[2]}${m[3]}${fix.value}`;
          const after = validate(path, fixed.join('\n'));
          const was = new Set(before.map(shown));
          // A warning left by the user's own value (`url = "bogus"` has no scheme) is no new error.
          const bad = after.filter(
            (x) =>
              x.severity === 'error' && (x.pointer === d.pointer || (x.line === i + 1 && !was.has(shown(x)))),
          );
          if (bad.length > 0)
            failures.push(
              `${path}:${i + 1} ${m[2]} = ${wrong}: "${d.message}" then ${bad.map(shown).join(' | ')}`,
            );
        }
      }
    });
  }
  expect(failures).toEqual([]);
  expect(applied).toBeGreaterThan(RECORDS.length > 3 ? 200 : 50);
});
