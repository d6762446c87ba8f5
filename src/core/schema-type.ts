// The record schema's type at a key path, for messages that say what to write (a number or text, one
// table or an array of tables). Pure: reads the schema bundled with the code, nothing else. Kept
// apart from validate/ so the TOML words can ask it without the validator.
import schema from '../../schema/source-record.v1.schema.json' with { type: 'json' };

interface Node {
  $ref?: string;
  const?: unknown;
  enum?: unknown[];
  type?: string | string[];
  properties?: Record<string, Node>;
  items?: Node;
}

const definitions = (schema as { definitions: Record<string, Node> }).definitions;

function resolve(node: Node | undefined): Node | undefined {
  // Each definition's $ref is `#/definitions/<name>`; a chain of them ends (the schema has no cycle
  // of bare references).
  let n = node;
  while (n?.$ref !== undefined) n = definitions[n.$ref.slice('#/definitions/'.length)];
  return n;
}

/** The schema node at `path`, or undefined. */
function nodeAt(path: readonly (string | number)[]): Node | undefined {
  let node = resolve(schema as Node);
  for (const key of path) {
    if (node?.type === 'array') {
      node = resolve(node.items);
      // An index (a JSON pointer's is digits) picks the item; a key is one of the last item's.
      if (typeof key === 'number' || /^\d+$/.test(key)) continue;
    }
    node = typeof key === 'string' ? resolve(node?.properties?.[key]) : undefined;
  }
  return node;
}

/**
 * The types the schema allows at `path` (keys, and array indexes as numbers or digits): `default`
 * takes `["string", "number"]`; [] where the schema has none (an unknown key, a type left to
 * if/then). A key read where an array stands goes to its items: a table header's path
 * (`capability_profiles.size`) names a key of the last item.
 */
export function schemaTypesAt(path: readonly (string | number)[]): string[] {
  const type = nodeAt(path)?.type;
  return type === undefined ? [] : typeof type === 'string' ? [type] : type;
}

/** Whether the schema has an array of tables at `path` (`sources`, `pricing.charges`). */
export function isArrayOfTables(path: readonly (string | number)[]): boolean {
  const node = nodeAt(path);
  return node?.type === 'array' && resolve(node.items)?.type === 'object';
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
