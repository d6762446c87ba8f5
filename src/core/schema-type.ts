// The record schema's type at a key path, for messages that say what to write (a number or text, one
// table or an array of tables), and the one walk of it that validate's messages use too. Pure: reads
// the schema bundled with the code, nothing else. Kept apart from validate/ so the TOML words can ask
// it without the validator.
import schema from '../../schema/source-record.v1.schema.json' with { type: 'json' };

/** A node of the schema, as the walkers here read it (validate/messages/ reads more of it). */
export type SchemaNode = { [key: string]: unknown };

interface Node {
  $ref?: string;
  const?: unknown;
  enum?: unknown[];
  type?: string | string[];
  properties?: Record<string, Node>;
  items?: Node;
}

const definitions = (schema as { definitions: Record<string, Node> }).definitions;

/**
 * Follows `$ref: "#/definitions/x"`, the only form of reference the schema uses; a chain of them
 * ends (the schema has no cycle of bare references).
 */
export function derefSchema<T extends SchemaNode | Node>(node: T | undefined): T | undefined {
  let n = node as Node | undefined;
  while (n?.$ref !== undefined) n = definitions[n.$ref.slice('#/definitions/'.length)];
  return n as T | undefined;
}

/**
 * The schema node at `path`: keys, and array indexes as numbers or digits (a JSON pointer's). A key
 * read where an array stands goes to its items: a table header's path (`capability_profiles.size`)
 * names a key of the last item. Undefined below a key the schema does not name.
 */
export function schemaNodeAt(path: readonly (string | number)[]): SchemaNode | undefined {
  return nodeAt(path) as SchemaNode | undefined;
}

function nodeAt(path: readonly (string | number)[]): Node | undefined {
  let node = derefSchema(schema as Node);
  for (const key of path) {
    if (node?.type === 'array') {
      node = derefSchema(node.items);
      if (typeof key === 'number' || /^\d+$/.test(key)) continue;
    }
    node = typeof key === 'string' ? derefSchema(node?.properties?.[key]) : undefined;
  }
  return node;
}

/**
 * The types the schema allows at `path` (as schemaNodeAt reads it): `default` takes
 * `["string", "number"]`; [] where the schema has none (an unknown key, a type left to if/then).
 */
export function schemaTypesAt(path: readonly (string | number)[]): string[] {
  const type = nodeAt(path)?.type;
  return type === undefined ? [] : typeof type === 'string' ? [type] : type;
}

/** Whether the schema has an array of tables at `path` (`sources`, `pricing.charges`). */
export function isArrayOfTables(path: readonly (string | number)[]): boolean {
  const node = nodeAt(path);
  return node?.type === 'array' && derefSchema(node.items)?.type === 'object';
}

/** The values the schema allows at `path` (`schema_version`: [1]), or null where it sets none. */
export function schemaValuesAt(path: readonly (string | number)[]): readonly unknown[] | null {
  const node = nodeAt(path);
  return node?.const !== undefined ? [node.const] : (node?.enum ?? null);
}

/** Whether the schema allows one value or a list of them at `path` (`schema_version` is 1). */
export function schemaFixedAt(path: readonly (string | number)[]): boolean {
  return schemaValuesAt(path) !== null;
}
