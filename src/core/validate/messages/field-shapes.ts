// How the schema's types and patterns read in a message, and what to write for a missing field
// (`a table, [model], with id, name …`) or an empty record, read from the schema.
import { append, parse as segmentsOf } from '../../json-pointer.js';
import { derefSchema as deref } from '../../schema-type.js';
import type { JsonObject } from '../../types.js';
import type { Finding } from '../finding.js';
import { definitionAt, type SchemaNode, schema } from '../schema.js';
import { headerOf } from './headers.js';

export const TYPE_NAMES: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'an integer',
  boolean: 'true or false',
  object: 'a table',
  array: 'an array',
  null: 'null',
};

export const DATE_FORM = 'be a date YYYY-MM-DD';

/** Human forms of the schema's patterns, and the rule each one reports under. */
export const PATTERNS: Record<string, { form: string; rule: string }> = {
  '^[a-z0-9][a-z0-9-]*/[a-z0-9][a-z0-9-]*$': {
    form: 'have the form <lab_slug>/<model_slug> (lowercase letters, digits and hyphens)',
    rule: 'schema/pattern',
  },
  [(schema.definitions.date as { pattern: string }).pattern]: { form: DATE_FORM, rule: 'schema/pattern' },
  '^[^:]+:[^:]+$': { form: 'be a ratio such as "16:9"', rule: 'schema/pattern' },
  [(schema.definitions.endpoint as { pattern: string }).pattern]: {
    form: 'have the form <METHOD> <path or absolute address> (e.g. "POST /v1/videos", "GET {polling_url}")',
    rule: 'schema/endpoint',
  },
};

/**
 * The message of an empty record file (nothing but blank lines or comments): the fields the schema
 * requires at the top, as a record writes them (`[model]`, `[[sources]]`), instead of one "missing
 * required field" for each.
 */
export function emptyRecordMessage(): string {
  const required = (schema.required as string[] | undefined) ?? [];
  const written = required.map((key) => {
    const node = definitionAt(`/${key}`);
    if (node?.type === 'object') return `[${key}]`;
    return node?.type === 'array' && deref(node.items as SchemaNode | undefined)?.type === 'object'
      ? `[[${key}]]`
      : key;
  });
  return `the file is empty: a record needs ${andList(written)}`;
}

/** A missing table lists its fields when it has at most this many (a longer list reads as noise). */
const MAX_LISTED_FIELDS = 8;

/**
 * What to write for a missing field, read from its schema: ` (write schema_version = 1)`,
 * ` (one of indexed, documented)`, ` (a string: task = "…")`, ` (a table, [model], with id, name …)`.
 * Empty when the schema says nothing short (a union of shapes).
 */
export function shapeHint(table: string, missing: string, record: JsonObject): string {
  const node = definitionAt(append(table, missing));
  if (node === undefined) return '';
  if ('const' in node) return ` (write ${missing} = ${JSON.stringify(node.const)})`;
  if (Array.isArray(node.enum)) return ` (one of ${node.enum.map(String).join(', ')})`;
  const shape = shapeOf(node, missing, () => headerOf([...segmentsOf(table), missing], record));
  return shape === undefined ? '' : ` (${shape})`;
}

function shapeOf(node: SchemaNode, key: string, header: () => string | undefined): string | undefined {
  switch (node.type) {
    case 'string': {
      const form = PATTERNS[String(node.pattern)]?.form;
      if (node.pattern !== undefined) return form === undefined ? 'a string' : `a string that must ${form}`;
      return `a string: ${key} = "…"`;
    }
    case 'integer':
    case 'number': {
      const bound =
        typeof node.minimum === 'number'
          ? ` >= ${node.minimum}`
          : typeof node.exclusiveMinimum === 'number'
            ? ` > ${node.exclusiveMinimum}`
            : '';
      return `${TYPE_NAMES[node.type]}${bound}`;
    }
    case 'boolean':
      return 'true or false';
    case 'array': {
      const items = deref(node.items as SchemaNode | undefined);
      const h = header();
      if (items?.type === 'object')
        return h === undefined ? 'an array of tables' : `an array of tables: a [${h}] header above each`;
      if (items?.type === 'string') return `an array of strings: ${key} = ["…"]`;
      return items?.type === 'integer' || items?.type === 'number' ? 'an array of numbers' : 'an array';
    }
    case 'object': {
      const h = header();
      const table = h === undefined ? 'a table' : `a table, ${h}`;
      const required = (node.required as string[] | undefined) ?? [];
      if (required.length > 0) return `${table}, with ${andList(required)}`;
      const fields = Object.keys((node.properties as SchemaNode | undefined) ?? {});
      return fields.length > 0 && fields.length <= MAX_LISTED_FIELDS
        ? `${table}; its fields: ${fields.join(', ')}`
        : table;
    }
    default:
      return undefined;
  }
}

/** `a, b and c`. */
export function andList(names: readonly string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** A missing field is reported at the header (or `{`) of the table that lacks it. */
export function missingField(table: string, missing: string, rule: string, message: string): Finding {
  return { pointer: append(table, missing), rule, message, at: table, anchor: 'container' };
}
