// Conditional rules: which fields a table's state (a `then` branch) or a field dependency forbids,
// and the sentence for the condition (`state is "unknown"`, `max_count is present`).
import type { ErrorObject } from 'ajv';
import { last as lastSegment, parent as parentPointer, parse as segmentsOf } from '../../json-pointer.js';
import type { JsonObject } from '../../types.js';
import { describe, valueAt } from '../format.js';
import { definitionAt, resolve, type SchemaNode, schema } from '../schema.js';

/** Which forbidding branch a `false schema` error comes from, and on which table. */
export function absentRule(e: ErrorObject): string {
  return `${parentPointer(e.instancePath)}\n${e.schemaPath.slice(0, e.schemaPath.lastIndexOf('/properties/'))}`;
}

/** Whether a schema path leads through a field dependency (`dependencies/max_count/…`), not a `then`. */
function viaDependency(schemaPath: string): boolean {
  const segments = schemaPath.split('/');
  return segments.lastIndexOf('dependencies') > segments.lastIndexOf('then');
}

/** `<table pointer>\n<field>` for each field a table's state forbids (a `then` branch's `false`). */
export function stateForbidden(errors: readonly ErrorObject[]): Set<string> {
  const out = new Set<string>();
  for (const e of errors)
    if (e.keyword === 'false schema' && !viaDependency(e.schemaPath))
      out.add(`${parentPointer(e.instancePath)}\n${lastSegment(e.instancePath)}`);
  return out;
}

/**
 * `<table pointer>\n<field>` for the fields a dependency finding is about: the field present and
 * the one it requires (`max_duration`, `duration_unit`) or excludes (`max_count`, `max_count_state`).
 * Empty for any other finding.
 */
export function dependencyFields(e: ErrorObject): string[] {
  const params = e.params as { property?: unknown; missingProperty?: unknown };
  if (e.keyword === 'dependencies')
    return [params.property, params.missingProperty].map((f) => `${e.instancePath}\n${String(f)}`);
  if (e.keyword !== 'false schema' || !viaDependency(e.schemaPath)) return [];
  const segments = e.schemaPath.split('/');
  const table = parentPointer(e.instancePath);
  const property = segments[segments.lastIndexOf('dependencies') + 1];
  return [`${table}\n${property}`, `${table}\n${lastSegment(e.instancePath)}`];
}

/**
 * For an error inside a `then` branch, the sentence for its `if`: `state is "unknown"` (the values the
 * record actually has), or `max_count is present` for a field dependency.
 */
export function conditionOf(schemaPath: string, table: string, record: JsonObject): string | undefined {
  const segments = segmentsOf(schemaPath.replace(/^#/, ''));
  const thenAt = segments.lastIndexOf('then');
  const dependencyAt = segments.lastIndexOf('dependencies');
  // `dependencies: { max_count: { properties: { max_count_state: false } } }`
  if (dependencyAt > thenAt && segments[dependencyAt + 1]) return `${segments[dependencyAt + 1]} is present`;
  if (thenAt < 0) return undefined;
  // ajv gives schemaPath relative to the $ref'd definition it was compiled in: start from the table's own.
  const owner =
    resolve(definitionAt(table), segments.slice(0, thenAt)) ?? resolve(schema, segments.slice(0, thenAt));
  const test = owner?.if as SchemaNode | undefined;
  if (!test) return undefined;
  const data = valueAt(record, table);
  const props = Object.keys((test.properties as SchemaNode | undefined) ?? {});
  const names = props.length > 0 ? props : ((test.required as string[] | undefined) ?? []);
  const parts = names.map((k) => {
    const v = data !== null && typeof data === 'object' && !Array.isArray(data) ? data[k] : undefined;
    return props.length > 0 && v !== undefined ? `${k} is ${describe(v)}` : `${k} is present`;
  });
  return parts.length > 0 ? parts.join(' and ') : undefined;
}
