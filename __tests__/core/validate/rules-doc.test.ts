// docs/rules.md lists every rule id the code can emit, each with where in the spec it comes from.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { schema } from '../../../src/core/validate/index.js';

const root = process.cwd();
const doc = readFileSync(resolve(root, 'docs/rules.md'), 'utf8');
const RULE = /^(file|toml|schema|ref|unique|registry|range|history|internal)\/[a-z-]+$/;

/** Rows of the rule tables: first cell (the rule ids) and the Spec cell. */
function documented(): { ids: string[]; spec: string }[] {
  const rows: { ids: string[]; spec: string }[] = [];
  let specColumn = -1;
  for (const line of doc.split('\n')) {
    if (!line.startsWith('|')) continue;
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
    if (cells[0] === 'Rule') specColumn = cells.indexOf('Spec');
    const ids = [...cells[0]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!).filter((id) => RULE.test(id));
    if (ids.length > 0) rows.push({ ids, spec: cells[specColumn] ?? '' });
  }
  return rows;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/** Every rule id written as a string literal anywhere in src (core rules and the readers' file problems). */
function emitted(): Set<string> {
  const ids = new Set<string>();
  for (const f of sourceFiles(resolve(root, 'src'))) {
    for (const m of readFileSync(f, 'utf8').matchAll(/['"`]([a-z]+\/[a-z-]+)['"`]/g)) {
      if (RULE.test(m[1]!)) ids.add(m[1]!);
    }
  }
  return ids;
}

test('every rule id the code emits is documented, and every documented id is emitted', () => {
  const docIds = new Set(documented().flatMap((r) => r.ids));
  const code = emitted();
  expect(code.size).toBeGreaterThan(30);
  expect([...code].filter((id) => !docIds.has(id)).sort()).toEqual([]);
  expect([...docIds].filter((id) => !code.has(id)).sort()).toEqual([]);
});

test('every rule id given as `rule:` in src has a prefix the check above reads', () => {
  // emitted() keeps only RULE's prefixes: a rule under a new one (`pricing/…`) would pass unlisted.
  const given = sourceFiles(resolve(root, 'src')).flatMap((f) =>
    [...readFileSync(f, 'utf8').matchAll(/\brule: ['"`]([^'"`$]+)['"`]/g)].map((m) => m[1]!),
  );
  expect(given.length).toBeGreaterThan(20);
  expect(given.filter((id) => !RULE.test(id))).toEqual([]);
});

test('each rule says where in the spec it comes from, and what kind of rule it is', () => {
  for (const { ids, spec } of documented()) {
    expect([ids.join(', '), /\b(formal|observed|derived|project)\b/.test(spec)]).toEqual([
      ids.join(', '),
      true,
    ]);
  }
});

test('the schema uses only keywords that have a rule id of their own (no generic fallback reaches users)', () => {
  const handled = new Set([
    // Structure and annotations.
    '$schema',
    '$id',
    '$ref',
    'title',
    'description',
    'definitions',
    'properties',
    'items',
    'allOf',
    'if',
    'then',
    // Keywords with a rule: schema/<kebab of the keyword> or the table in docs/rules.md.
    'type',
    'required',
    'dependencies',
    'additionalProperties',
    'enum',
    'const',
    'minimum',
    'exclusiveMinimum',
    'minItems',
    'minLength',
    'uniqueItems',
    'pattern',
  ]);
  const used = new Set<string>();
  const walk = (node: unknown, inProperties: boolean): void => {
    if (node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const x of node) walk(x, false);
      return;
    }
    for (const [k, v] of Object.entries(node)) {
      if (!inProperties) used.add(k);
      walk(v, !inProperties && (k === 'properties' || k === 'definitions' || k === 'dependencies'));
    }
  };
  walk(schema, false);
  expect([...used].filter((k) => !handled.has(k)).sort()).toEqual([]);
});
