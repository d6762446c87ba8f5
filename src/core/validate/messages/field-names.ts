// Hints about a field's name: an unknown key that is a typo of a field, a field written below the
// wrong header or with its table's name again (`model.name` below [model]), and the allowed fields.
import type { ErrorObject } from 'ajv';
import { isObject } from '../../json.js';
import { append, format as pointerOf, parse as segmentsOf } from '../../json-pointer.js';
import { closest } from '../../message-text.js';
import type { Json } from '../../types.js';
import { child, fieldPath, valueAt } from '../format.js';
import { definitionAt, type SchemaNode, schema } from '../schema.js';
import type { Context } from './context.js';
import { headerIn, headerKeys, headerOf } from './headers.js';

/** `<table pointer>\n<field>` for each unknown key that reads as a typo of a field of its table. */
export function misspeltFields(errors: readonly ErrorObject[]): Set<string> {
  const out = new Set<string>();
  for (const e of errors) {
    if (e.keyword !== 'additionalProperties') continue;
    const guess = fieldGuess(String(e.params.additionalProperty), knownFields(e));
    if (guess !== undefined) out.add(`${e.instancePath}\n${guess}`);
  }
  return out;
}

export function knownFields(e: ErrorObject): string[] {
  return Object.keys((e.parentSchema as SchemaNode | undefined)?.properties ?? {});
}

/**
 * `<table pointer>\n<field>` → the table that lacks it, for each unknown key that is a required field
 * missing from one other table (`lab` below [verification], `modality` above [model]): the field
 * moved, not a typo of a field its own table lacks. Apart from strayFields, which finds a field of a
 * table around the key's own.
 */
export function displacedFields(errors: readonly ErrorObject[]): Map<string, string> {
  const owners = new Map<string, string[]>();
  for (const e of errors) {
    if (e.keyword !== 'required') continue;
    const field = String(e.params.missingProperty);
    owners.set(field, [...(owners.get(field) ?? []), e.instancePath]);
  }
  const out = new Map<string, string>();
  for (const e of errors) {
    if (e.keyword !== 'additionalProperties') continue;
    const field = String(e.params.additionalProperty);
    const [owner, ...others] = owners.get(field) ?? [];
    // A field of a table around the key's own is strayFields' (its hint says to move it up).
    if (owner === undefined || others.length > 0 || `${e.instancePath}/`.startsWith(`${owner}/`)) continue;
    // `stat` below [verification] is state misspelt, unless state is set there already.
    const guess = fieldGuess(field, knownFields(e));
    if (guess !== undefined && !(isObject(e.data as Json) && Object.hasOwn(e.data as object, guess)))
      continue;
    out.set(`${e.instancePath}\n${field}`, owner);
  }
  return out;
}

/** The unknown keys' errors (additionalProperties) by the table they are in. */
export function unknownKeys(errors: readonly ErrorObject[]): Map<string, ErrorObject[]> {
  const out = new Map<string, ErrorObject[]>();
  for (const e of errors) {
    if (e.keyword !== 'additionalProperties') continue;
    const list = out.get(e.instancePath);
    if (list === undefined) out.set(e.instancePath, [e]);
    else list.push(e);
  }
  return out;
}

const unknownName = (e: ErrorObject) => String(e.params.additionalProperty);

/**
 * `<table>\n<missing table>` → where its fields were written and their names, for a required table
 * that is missing while two or more unknown keys of one other table are its fields: a forgotten
 * header (`[model]` deleted, its keys left at the top level or below the header before it). One
 * finding names them all, not a missing table and an unknown field for each of its keys.
 */
export function headerlessTables(
  errors: readonly ErrorObject[],
  unknown: ReadonlyMap<string, ErrorObject[]>,
): Map<string, { at: string; names: string[] }> {
  const out = new Map<string, { at: string; names: string[] }>();
  if (unknown.size === 0) return out;
  const taken = new Set<string>();
  for (const e of errors) {
    if (e.keyword !== 'required') continue;
    const missing = String(e.params.missingProperty);
    const node = definitionAt(append(e.instancePath, missing));
    const fields = node?.type === 'object' ? ((node.properties as SchemaNode | undefined) ?? {}) : {};
    let best: { at: string; names: string[] } | undefined;
    for (const [at, keys] of unknown) {
      const its = keys.map(unknownName).filter((n) => Object.hasOwn(fields, n) && !taken.has(`${at}\n${n}`));
      if (its.length >= 2 && its.length > (best?.names.length ?? 0)) best = { at, names: its };
    }
    if (best === undefined) continue;
    out.set(`${e.instancePath}\n${missing}`, best);
    for (const n of best.names) taken.add(`${best.at}\n${n}`);
  }
  return out;
}

/**
 * `<table>\n<unknown key>` → the required field it likely stands for: the table lacks exactly one
 * required field of its own (not a condition's, nor one written in another table: `movedAway`, the
 * `<table>\n<field>` of each displaced one) and holds exactly one unknown key, with no likelier
 * meaning (no slip of a field, not displaced itself): `state` for `status`. One message says both,
 * not a missing field and an unknown one, when the field takes the key's value (renamedHint).
 */
export function renamedFields(
  errors: readonly ErrorObject[],
  unknown: ReadonlyMap<string, ErrorObject[]>,
  displaced: ReadonlyMap<string, string>,
  movedAway: ReadonlySet<string>,
): Map<string, string> {
  const missing = new Map<string, string[]>();
  for (const e of errors) {
    if (
      e.keyword !== 'required' ||
      !/\/required$/.test(e.schemaPath) ||
      /\/(?:if|then|else|allOf|anyOf|oneOf)\//.test(e.schemaPath)
    )
      continue;
    const field = String(e.params.missingProperty);
    if (!movedAway.has(`${e.instancePath}\n${field}`))
      missing.set(e.instancePath, [...(missing.get(e.instancePath) ?? []), field]);
  }
  const out = new Map<string, string>();
  for (const [table, [e, ...others]] of unknown) {
    const lacks = missing.get(table);
    if (e === undefined || others.length > 0 || lacks?.length !== 1) continue;
    const name = unknownName(e);
    const key = `${table}\n${name}`;
    if (displaced.has(key) || fieldGuess(name, knownFields(e)) !== undefined) continue;
    out.set(key, lacks[0]!);
  }
  return out;
}

/** The hint of a displaced field (displacedFields): the header of the table that lacks it. */
export function displacedHint(name: string, table: string, owner: string, ctx: Context): string {
  const path = fieldPath(owner, ctx.record);
  const header = headerOf(segmentsOf(table), ctx.record);
  const ownerHeader = headerOf(segmentsOf(owner), ctx.record);
  const below =
    header !== undefined && headerIn(ctx, header)
      ? `a key below the ${header} header belongs to that table; `
      : '';
  const into =
    // One of several [[capability_profiles]] headers would not say which: the path does.
    ownerHeader !== undefined && !ownerHeader.startsWith('[[') && headerIn(ctx, ownerHeader)
      ? `below the ${ownerHeader} header`
      : `into ${path}`;
  return `${name} is a field of ${path}, which lacks it: ${below}move it ${into}`;
}

/**
 * Whether an unknown key is `field` of `table`, written where TOML puts it in another table: below
 * the header of a sub-table (the message says to move it up), or as `model.name` below [model]
 * (the message says to drop `model.`). Only where the unknown key's message says so.
 */
export function strayFields(
  errors: readonly ErrorObject[],
  ctx: Context,
): (table: string, field: string) => boolean {
  const byName = new Map<string, ErrorObject[]>();
  for (const e of errors) {
    if (e.keyword !== 'additionalProperties') continue;
    const name = String(e.params.additionalProperty);
    const list = byName.get(name);
    if (list === undefined) byName.set(name, [e]);
    else list.push(e);
  }
  if (byName.size === 0) return () => false;
  return (table, field) => {
    for (const e of byName.get(field) ?? []) {
      if (!e.instancePath.startsWith(`${table}/`) || fieldGuess(field, knownFields(e)) !== undefined)
        continue;
      if (misplaced(field, e.instancePath, ctx)?.owner === table) return true;
    }
    return (headerKeys(segmentsOf(table), ctx.record) ?? []).some((own) =>
      (byName.get(own) ?? []).some(
        (e) => e.instancePath === table && selfNamed(own, table, ctx)?.keys.includes(field) === true,
      ),
    );
  };
}

/**
 * `model.name = "x"` below [model]: TOML reads the dotted key as `model.model.name`; likewise
 * `size.max_edge` or `capability_profiles.size.max_edge` below [capability_profiles.size]: the
 * header's last keys, or all of them, written again before the field. `prefix`: those keys
 * (`model`, `capability_profiles.size`); `inner`: the pointer of the table TOML made of them;
 * `keys`: the keys after them, when each is a field of the table not already set there (writing
 * them without the prefix is then the fix). Undefined otherwise.
 */
export function selfNamed(
  name: string,
  table: string,
  ctx: Context,
): { prefix: string; inner: string; keys: string[] } | undefined {
  const segments = segmentsOf(table);
  const header = headerOf(segments, ctx.record);
  const path = headerKeys(segments, ctx.record);
  if (header === undefined || path === undefined || !headerIn(ctx, header)) return undefined;
  const data = valueAt(ctx.record, table);
  if (!isObject(data)) return undefined;
  const fields = (definitionAt(table)?.properties as SchemaNode | undefined) ?? {};
  // The longest prefix first (`a.b.x` below [a.b], not `b.x` of a table named `a`).
  for (let from = 0; from < path.length; from++) {
    if (path[from] !== name) continue;
    const written = path.slice(from);
    let inner = table;
    let node: Json | undefined = data;
    // Each table on the way holds only the next key: `capability_profiles.other = 1` beside it
    // would be left out of the fix.
    const through = written.every((key, i) => {
      if (!isObject(node) || (i > 0 && Object.keys(node).length !== 1)) return false;
      node = child(node, key);
      inner = append(inner, key);
      return true;
    });
    if (!through || !isObject(node)) continue;
    const keys = Object.keys(node);
    const fit = keys.every((k) => k !== name && Object.hasOwn(fields, k) && !Object.hasOwn(data, k));
    if (keys.length > 0 && fit) return { prefix: written.join('.'), inner, keys };
  }
  return undefined;
}

/** The field an unknown key likely meant: a slip (closest) or the plural or singular of one. */
export function fieldGuess(name: string, allowed: readonly string[]): string | undefined {
  const loose = (s: string) => s.toLowerCase().replaceAll('-', '_');
  const n = loose(name);
  return (
    closest(name, allowed) ??
    allowed.find((k) => {
      const l = loose(k);
      return l === `${n}s` || l === `${n}es` || n === `${l}s` || n === `${l}es`;
    })
  );
}

/**
 * For an unknown key with no likely meaning, the fields it could be: listed while the list fits one
 * annotation line; a longer one is named by where the spec lists it (`CapabilityProfile`). Exported
 * for its test: no table of the spec has a list of exactly MAX_LISTED_CHARS.
 */
export function allowedHint(allowed: readonly string[], table: string): string {
  if (allowed.length === 0) return '';
  const list = allowed.join(', ');
  if (list.length <= MAX_LISTED_CHARS) return ` (allowed fields: ${list})`;
  const node = definitionAt(table);
  const name = Object.entries(schema.definitions).find(([, d]) => d === node)?.[0];
  // The spec's headings are the definitions' names, capitalised (### CapabilityProfile).
  const where =
    name === undefined ? 'allowed here' : `the spec lists under ${name[0]!.toUpperCase()}${name.slice(1)}`;
  return ` (not one of the ${allowed.length} fields ${where})`;
}

/**
 * An unknown key that is a field of a table around its own, most often written below the header of
 * a sub-table (`verification = …` after `[model]`): TOML puts every key below a header in that table.
 */
export function misplaced(
  name: string,
  table: string,
  ctx: Context,
): { hint: string; owner: string } | undefined {
  const { record } = ctx;
  const segments = segmentsOf(table);
  // `model.nickname = …` below [model] is `model.model.nickname`, and `capability_profiles.size.x`
  // below [capability_profiles.size] is one more level down: moved above the headers, either would
  // define a table of the header a second time.
  if (headerKeys(segments, record)?.includes(name) === true) return undefined;
  for (let n = segments.length - 1; n >= 0; n--) {
    const outer = segments.slice(0, n);
    const node = definitionAt(pointerOf(outer));
    if (node?.type !== 'object' || !Object.hasOwn((node.properties as SchemaNode) ?? {}, name)) continue;
    const header = headerOf(segments, record);
    // A table written inline (`x = [{ … }]`) has no header to be below.
    if (header === undefined || !headerIn(ctx, header)) return undefined;
    const owner = pointerOf(outer);
    if (n === 0)
      return {
        owner,
        hint: `${name} is a top-level field: a key below the ${header} header belongs to that table; move it above the first table header`,
      };
    const path = fieldPath(owner, record);
    return {
      owner,
      hint: `${name} is a field of ${path}: a key below the ${header} header belongs to that table; move it up into ${path}, above the headers of its sub-tables`,
    };
  }
  return undefined;
}

/**
 * An unknown key lists its table's fields while they take at most this many characters: with the
 * field path and the key, the message stays one annotation line of about 200 (the top level's 11
 * fields take 154).
 */
export const MAX_LISTED_CHARS = 160;
