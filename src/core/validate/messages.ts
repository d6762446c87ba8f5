// Raw ajv errors → one plain sentence per real problem. Wrapper errors (`if`) are dropped; conditional
// rules become "state is "unknown", so min must be absent" by reading the `if` beside the failing branch.
import type { ErrorObject } from 'ajv';
import { isObject } from '../json.js';
import {
  append,
  last as lastSegment,
  parent as parentPointer,
  format as pointerOf,
  parse as segmentsOf,
} from '../json-pointer.js';
import { clip, closest } from '../message-text.js';
import { derefSchema as deref } from '../schema-type.js';
import { dateForm } from '../toml/dates.js';
import { unquotedDates } from '../toml/parse.js';
import type { Json, JsonObject } from '../types.js';
import { type Finding, FindingBudget } from './finding.js';
import { BARE_KEY, child, describe, fieldPath, inTable, quote, valueAt } from './format.js';
import { recordFindings } from './rules.js';
import { definitionAt, resolve, type SchemaNode, schema, schemaErrors } from './schema.js';
import { dateMessage, takesText, type WrittenDate, writtenDates } from './unquoted-dates.js';

/** Wrapper keywords whose failure is already reported by the errors inside them. */
const WRAPPERS = new Set(['if', 'then', 'else', 'anyOf', 'oneOf', 'allOf', 'not']);

/**
 * Worded while `budget` lasts (a record of 9,000 unknown keys must not cost 9,000 messages); the errors
 * left over are counted in `budget.unworded`. Without a budget, every finding is worded.
 */
export function findingsFromSchema(
  errors: readonly ErrorObject[],
  record: JsonObject,
  budget: FindingBudget = new FindingBudget(),
  /** The record's text: a hint about a table's header is given only where the text has that header. */
  text = '',
  /** Check a value a hint proposes before proposing it (off for the findings of such a check). */
  checked = true,
  /** How to name TOML dates (a check's copy of the record: those of the value it moved); datesOf. */
  dates: DateNames = datesOf(record, text),
): FindingBudget {
  const ctx: Context = {
    record,
    text,
    probe: checked ? probeOf(record, text) : undefined,
    dateAt: dates,
    headers: new Map(),
  };
  const seen = new Set<string>();
  // `schema_version = "1"` fails both const and type: "must be 1, found "1"" says all there is to say.
  const listed = new Set(
    errors.filter((e) => e.keyword === 'const' || e.keyword === 'enum').map((e) => e.instancePath),
  );
  const misspelt = misspeltFields(errors);
  const stray = strayFields(errors, ctx);
  const forbidden = stateForbidden(errors);
  // A claim that keeps the value fields its state forbids is one mistake (the state or the values
  // are wrong, not each field): one finding at the claim, naming them all.
  const absentGroups = new Map<string, { finding: Finding; fields: string[] }>();
  for (const e of errors) {
    if (WRAPPERS.has(e.keyword)) continue;
    if (e.keyword === 'false schema') {
      const group = absentGroups.get(absentRule(e));
      if (group !== undefined) {
        group.fields.push(lastSegment(e.instancePath));
        continue;
      }
    }
    if (e.keyword === 'type' && listed.has(e.instancePath)) continue;
    // `state = "unknown"` with `max_duration`: "so duration_unit is required" would contradict "so
    // max_duration must be absent", which is the one problem.
    if (dependencyFields(e).some((field) => forbidden.has(field))) continue;
    // `nmae = "x"` for `name`: the unknown key names the field it was meant to be; "missing name" too
    // would report one typo twice.
    // `model.name = "x"` below [model], or `documentation_state` below [pricing]: the unknown key
    // says where to write the field; "missing name" too would send the user to write it twice.
    if (e.keyword === 'required' || e.keyword === 'dependencies') {
      const missing = String((e.params as { missingProperty?: unknown }).missingProperty);
      if (misspelt.has(`${e.instancePath}\n${missing}`) || stray(e.instancePath, missing)) continue;
    }
    if (budget.spent) {
      budget.unworded++;
      continue;
    }
    const f = translate(e, ctx);
    const key = `${f.pointer}\n${f.rule}\n${f.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    budget.findings.push(f);
    if (e.keyword === 'false schema')
      absentGroups.set(absentRule(e), { finding: f, fields: [lastSegment(e.instancePath)] });
  }
  for (const { finding, fields } of absentGroups.values()) {
    if (fields.length < 2) continue;
    // The first field's message, `<claim>: state is "unknown", so <field> must be absent`, for them all.
    const table = parentPointer(finding.pointer);
    const prefix = finding.message.slice(0, -` ${fields[0]} must be absent`.length);
    Object.assign(finding, {
      pointer: table,
      message: `${prefix} ${andList(fields)} must be absent`,
      at: table,
      anchor: 'container',
    });
  }
  return budget;
}

/** Which forbidding branch a `false schema` error comes from, and on which table. */
function absentRule(e: ErrorObject): string {
  return `${parentPointer(e.instancePath)}\n${e.schemaPath.slice(0, e.schemaPath.lastIndexOf('/properties/'))}`;
}

/** Whether a schema path leads through a field dependency (`dependencies/max_count/…`), not a `then`. */
function viaDependency(schemaPath: string): boolean {
  const segments = schemaPath.split('/');
  return segments.lastIndexOf('dependencies') > segments.lastIndexOf('then');
}

/** `<table pointer>\n<field>` for each field a table's state forbids (a `then` branch's `false`). */
function stateForbidden(errors: readonly ErrorObject[]): Set<string> {
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
function dependencyFields(e: ErrorObject): string[] {
  const params = e.params as { property?: unknown; missingProperty?: unknown };
  if (e.keyword === 'dependencies')
    return [params.property, params.missingProperty].map((f) => `${e.instancePath}\n${String(f)}`);
  if (e.keyword !== 'false schema' || !viaDependency(e.schemaPath)) return [];
  const segments = e.schemaPath.split('/');
  const table = parentPointer(e.instancePath);
  const property = segments[segments.lastIndexOf('dependencies') + 1];
  return [`${table}\n${property}`, `${table}\n${lastSegment(e.instancePath)}`];
}

/** `<table pointer>\n<field>` for each unknown key that reads as a typo of a field of its table. */
function misspeltFields(errors: readonly ErrorObject[]): Set<string> {
  const out = new Set<string>();
  for (const e of errors) {
    if (e.keyword !== 'additionalProperties') continue;
    const guess = fieldGuess(String(e.params.additionalProperty), knownFields(e));
    if (guess !== undefined) out.add(`${e.instancePath}\n${guess}`);
  }
  return out;
}

function knownFields(e: ErrorObject): string[] {
  return Object.keys((e.parentSchema as SchemaNode | undefined)?.properties ?? {});
}

/**
 * Whether an unknown key is `field` of `table`, written where TOML puts it in another table: below
 * the header of a sub-table (the message says to move it up), or as `model.name` below [model]
 * (the message says to drop `model.`). Only where the unknown key's message says so.
 */
function strayFields(
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
function selfNamed(
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
function fieldGuess(name: string, allowed: readonly string[]): string | undefined {
  const loose = (s: string) => s.toLowerCase().replaceAll('-', '_');
  const n = loose(name);
  return (
    closest(name, allowed) ??
    allowed.find(
      (k) => [`${n}s`, `${n}es`].includes(loose(k)) || [`${loose(k)}s`, `${loose(k)}es`].includes(n),
    )
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

const TYPE_NAMES: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'an integer',
  boolean: 'true or false',
  object: 'a table',
  array: 'an array',
  null: 'null',
};

const DATE_FORM = 'be a date YYYY-MM-DD';

/** Human forms of the schema's patterns, and the rule each one reports under. */
const PATTERNS: Record<string, { form: string; rule: string }> = {
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

const ENDPOINT = new RegExp((schema.definitions.endpoint as { pattern: string }).pattern);
/** The methods the endpoint pattern names (`^(GET|HEAD|…) …`). */
const METHODS = /^\^\(([A-Z|]+)\)/.exec(ENDPOINT.source)?.[1]?.split('|') ?? [];
/** An endpoint is shown whole up to this many characters (a long address's end is often what is wrong). */
const MAX_ENDPOINT_SHOWN = 200;

/**
 * What is wrong with an endpoint, where it can be told (`post /v1/videos`, `PSOT /v1/videos`,
 * `POST  /v1/videos`, `POST v1/videos`, ` POST /v1/videos`), with the endpoint that follows the
 * rule; '' otherwise.
 */
function endpointHint(found: string, pointer: string, ctx: Context): string {
  if (found.length > MAX_ENDPOINT_SHOWN) return '';
  // A space before the method or after the path shows only as a shifted quote: name it.
  const [, lead = '', inner = '', trail = ''] = /^(\s*)(.*?)(\s*)$/s.exec(found) ?? [];
  const m = /^(\S+)(\s+)(\S.*)$/s.exec(inner);
  if (m === null) return '';
  const [, method = '', gap, path = ''] = m;
  const parts: string[] = [];
  const ends = [lead && 'the start', trail && 'the end'].filter(Boolean).join(' and ');
  if (ends !== '') parts.push(`remove the space${lead.length + trail.length > 1 ? 's' : ''} at ${ends}`);
  const upper = method.toUpperCase();
  const meant = METHODS.includes(upper) ? upper : closest(upper, METHODS);
  if (meant === undefined) return '';
  if (meant !== upper) parts.push(`did you mean ${meant}? ${method} is not an HTTP method`);
  else if (upper !== method) parts.push('write the method in capitals');
  if (gap !== ' ') parts.push('one space between the method and the path');
  // `v1/videos`: a path without its `/` (not `api.example.com/v1`, an address without a scheme).
  const relative = /^[\w~-]+\//.test(path);
  if (relative) parts.push('a path starts with /');
  const fixed = `${meant} ${relative ? '/' : ''}${path}`;
  if (parts.length === 0 || !ENDPOINT.test(fixed)) return '';
  return propose(ctx, pointer, parts.join('; '), fixed, JSON.stringify);
}

/** What wording a finding reads besides its error. */
interface Context {
  record: JsonObject;
  text: string;
  /** The findings a value would get in place of the one at a pointer; undefined: propose no value. */
  probe: Probe | undefined;
  /** A TOML date's name in a message, at its pointer (datesOf). */
  dateAt: DateNames;
  /** Whether the text has a header, by header (headerIn). */
  headers: Map<string, boolean>;
}

/**
 * How a message names a TOML date the record holds as text (`the TOML date 2026-01-01`, not
 * `"2026-01-01"`, which reads as written in quotes); undefined for any other value.
 */
function datesOf(record: JsonObject, text: string): DateNames {
  const dates = unquotedDates(record);
  if (dates === undefined) return () => undefined;
  let written: Map<string, WrittenDate> | undefined;
  return (pointer) => {
    written ??= writtenDates(text, record, dates);
    return written.get(pointer);
  };
}

/** Undefined once the record's checks are spent (MAX_PROBES). */
type Probe = (pointer: string, value: Json, dates?: DateNames) => Finding[] | undefined;

/** A TOML date's name in a message (`the TOML date 2026-01-01`) by pointer; undefined elsewhere. */
type DateNames = (pointer: string) => Pick<WrittenDate, 'found' | 'written'> | undefined;

/**
 * Each check validates the whole record again: a record of hundreds of such mistakes checks the
 * first ones only, and the hints of the rest say what to do without proposing a value.
 */
const MAX_PROBES = 20;

function translate(e: ErrorObject, ctx: Context): Finding {
  const { record } = ctx;
  const pointer = e.instancePath;
  const path = fieldPath(pointer, record);
  const date = ctx.dateAt(pointer)?.found;
  const found = date ?? describe(e.data as Json | undefined);
  const params = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required': {
      const missing = String(params.missingProperty);
      const condition = conditionOf(e.schemaPath, pointer, record);
      const text = condition
        ? `${condition}, so ${missing} is required`
        : `missing required field ${missing}`;
      return missingField(
        pointer,
        missing,
        condition ? 'schema/required-when' : 'schema/required',
        inTable(path, text + shapeHint(pointer, missing, record)),
      );
    }
    case 'dependencies': {
      const missing = String(params.missingProperty);
      const text = `${String(params.property)} is present, so ${missing} is required`;
      return missingField(
        pointer,
        missing,
        'schema/required-when',
        inTable(path, text + shapeHint(pointer, missing, record)),
      );
    }
    case 'false schema': {
      const table = parentPointer(pointer);
      const condition = conditionOf(e.schemaPath, table, record) ?? 'this field is not allowed here';
      const text = `${condition}, so ${lastSegment(pointer)} must be absent`;
      return { pointer, rule: 'schema/absent-when', message: inTable(fieldPath(table, record), text) };
    }
    case 'additionalProperties': {
      const name = String(params.additionalProperty);
      const allowed = knownFields(e);
      const guess = fieldGuess(name, allowed);
      const inner = guess ? undefined : selfNamed(name, pointer, ctx);
      const moved = guess || inner ? undefined : misplaced(name, pointer, ctx);
      const elsewhere =
        moved &&
        `${moved.hint}${stillWrong(ctx, append(pointer, name), append(moved.owner, name), child(e.data as Json, name))}`;
      const set =
        guess !== undefined && isObject(e.data as Json) && Object.hasOwn(e.data as JsonObject, guess);
      const hint = inner
        ? ` (below the ${headerOf(segmentsOf(pointer), record)} header, write ${andList(inner.keys.map((k) => `${k} = …`))}, without ${quote(`${inner.prefix}.`)}${movedHint(ctx, pointer, name, inner)})`
        : elsewhere
          ? ` (${elsewhere})`
          : set
            ? // `Status` beside `status`: "did you mean status?" would lead to a repeated key.
              ` (${guess} is already set; remove this one)`
            : guess
              ? ` (did you mean ${guess}?)`
              : allowedHint(allowed, pointer);
      return {
        pointer: append(pointer, name),
        rule: 'schema/additional-property',
        message: inTable(path, `unknown field ${quote(name)}${hint}`),
      };
    }
    case 'type': {
      const types = String(params.type).split(',');
      const expected = types.map((t) => TYPE_NAMES[t] ?? t).join(' or ');
      // A bare true or 2 where text is wanted (or text or a number: a control's default) is most
      // often a value meant as text: say how to write it.
      const quotable =
        types.includes('string') &&
        (typeof e.data === 'boolean' || (typeof e.data === 'number' && !types.includes('number')));
      const unquoted = typeof e.data === 'string' && !date ? unquotedForm(e.data, types) : undefined;
      const hint = quotable
        ? propose(ctx, pointer, 'write it in quotes', String(e.data), JSON.stringify)
        : unquoted
          ? unquotedHint(unquoted, pointer, ctx)
          : types.includes('array')
            ? arrayHint(pointer, e.data, ctx)
            : Array.isArray(e.data)
              ? unbracketedHint(pointer, e.data, types, ctx)
              : types.includes('object')
                ? tableHint(pointer, e.data, ctx)
                : '';
      return { pointer, rule: 'schema/type', message: `${path} must be ${expected}, found ${found}${hint}` };
    }
    case 'enum': {
      const allowed = (params.allowedValues as Json[]).map((v) =>
        typeof v === 'string' ? v : JSON.stringify(v),
      );
      const guess = typeof e.data === 'string' ? closest(e.data, allowed) : undefined;
      const [only] = Array.isArray(e.data) && e.data.length === 1 ? e.data : [];
      // `modality = ["video"]`: one value in brackets. Unless the value is one of the list or a slip
      // of one, the list above is what to choose from.
      const unlisted =
        typeof only === 'string' && !allowed.includes(only) && closest(only, allowed) === undefined;
      const hint =
        guess !== undefined
          ? ` (did you mean ${quote(guess)}?)`
          : unlisted
            ? ` (write one of them without brackets; ${quote(only)} is not one)`
            : Array.isArray(e.data)
              ? unbracketedHint(pointer, e.data, ['string', 'number'], ctx)
              : '';
      return {
        pointer,
        rule: 'schema/enum',
        message: `${path} must be one of ${allowed.join(', ')}, found ${found}${hint}`,
      };
    }
    case 'const': {
      const allowed = JSON.stringify(params.allowedValue);
      return {
        pointer,
        rule: 'schema/const',
        // A TOML date has no quotes to remove: say what to write.
        message: `${path} must be ${allowed}, found ${found}${date ? ` (write ${lastSegment(pointer)} = ${allowed})` : constHint(e.data, params.allowedValue, pointer)}`,
      };
    }
    case 'minimum':
    case 'exclusiveMinimum': {
      const op = e.keyword === 'minimum' ? '>=' : '>';
      const rule = e.keyword === 'minimum' ? 'schema/minimum' : 'schema/exclusive-minimum';
      return { pointer, rule, message: `${path} must be ${op} ${String(params.limit)}, found ${found}` };
    }
    case 'minItems':
      return { pointer, rule: 'schema/min-items', message: `${path} must have at least 1 item, found none` };
    case 'minLength':
      return { pointer, rule: 'schema/min-length', message: `${path} must not be empty` };
    case 'uniqueItems': {
      // ajv names the two equal items as i and j, in an order that depends on the item type. Point at the later.
      const first = Math.min(Number(params.i), Number(params.j));
      const repeat = Math.max(Number(params.i), Number(params.j));
      const item = describe((e.data as Json[])[repeat]);
      return {
        pointer: `${pointer}/${repeat}`,
        rule: 'schema/unique',
        message: `${path} lists ${item} twice (items ${first} and ${repeat})`,
      };
    }
    case 'pattern': {
      const known = PATTERNS[String(params.pattern)];
      const form = known?.form ?? `match ${String(params.pattern)}`;
      const rule = known?.rule ?? 'schema/pattern';
      // `retrieved_on = 2026-08-10T09:30:00Z`: a TOML date-time where the spec wants a date.
      const isDate = known?.form === DATE_FORM;
      const day = isDate ? /^(\d{4}-\d{2}-\d{2})[Tt ]/.exec(String(e.data)) : null;
      const other = isDate && !day ? dateForm(String(e.data)) : undefined;
      if (rule === 'schema/endpoint' && typeof e.data === 'string') {
        // Not cut at 60 like other values: the wrong part is often at the end of a long address.
        const shown = date ?? JSON.stringify(clip(e.data, MAX_ENDPOINT_SHOWN));
        return {
          pointer,
          rule,
          message: `${path} must ${form}, found ${shown}${endpointHint(e.data, pointer, ctx)}`,
        };
      }
      const hint = day
        ? propose(ctx, pointer, 'write the date alone', day[1]!, String)
        : other
          ? ` (write ${other})`
          : '';
      return { pointer, rule, message: `${path} must ${form}, found ${found}${hint}` };
    }
    default:
      // Not produced by the current schema; kept readable should the schema grow a keyword.
      return { pointer, rule: `schema/${kebab(e.keyword)}`, message: inTable(path, e.message ?? e.keyword) };
  }
}

/**
 * A table or a single value where the spec wants an array: the array form to write. A `[x]` header
 * for an array of tables most often wants its brackets doubled (`[[x]]`); an inline table or a
 * value wants the brackets around it.
 */
function arrayHint(pointer: string, data: unknown, ctx: Context): string {
  const { record, text } = ctx;
  const key = lastSegment(pointer);
  if (!BARE_KEY.test(key)) return '';
  const items = deref(definitionAt(pointer)?.items as SchemaNode | undefined);
  const header = headerOf(segmentsOf(pointer), record);
  if (items?.type === 'object' && header !== undefined) {
    const double = `[${header}]`;
    if (data !== null && typeof data === 'object' && hasHeader(text, header))
      return ` (an array of tables has a ${double} header, with double brackets, above each item)`;
    return ` (write an array: ${key} = [{ … }, { … }], or a ${double} header above each item)`;
  }
  const scalar = typeof data === 'string' ? data.length <= 60 : typeof data === 'number';
  if (scalar && (items?.type === typeof data || (items?.type === 'integer' && Number.isInteger(data))))
    return propose(
      ctx,
      pointer,
      'write it in brackets',
      [data as Json],
      (v) => `${key} = ${JSON.stringify(v)}`,
    );
  if (data !== null && typeof data === 'object' && items?.type === 'string')
    return ` (write an array: ${key} = ["…", "…"])`;
  return '';
}

/** `task = ["text_to_video"]` where one string is wanted: the value without its brackets. */
function unbracketedHint(pointer: string, data: Json[], types: readonly string[], ctx: Context): string {
  const key = lastSegment(pointer);
  const [only] = data;
  if (data.length !== 1 || !BARE_KEY.test(key)) return '';
  const fits =
    (typeof only === 'string' && types.includes('string') && only.length <= 60) ||
    (typeof only === 'number' &&
      (types.includes('number') || (types.includes('integer') && Number.isInteger(only))));
  if (!fits) return '';
  return propose(ctx, pointer, 'write it without brackets', only, (v) => `${key} = ${JSON.stringify(v)}`);
}

/**
 * `languages = ["English"]` where each item is a table that requires one string field (`name`):
 * the table to write, read from the schema.
 */
function tableHint(pointer: string, data: unknown, ctx: Context): string {
  if (typeof data !== 'string' || data.length > 60) return '';
  const node = definitionAt(pointer);
  const required = (node?.required as string[] | undefined) ?? [];
  if (required.length !== 1) return '';
  const field = required[0]!;
  const type = deref((node?.properties as SchemaNode | undefined)?.[field] as SchemaNode | undefined)?.type;
  if (type !== 'string' || !BARE_KEY.test(field)) return '';
  const show = (v: Json) => `{ ${field} = ${JSON.stringify((v as JsonObject)[field])} }`;
  return propose(ctx, pointer, 'write a table', { [field]: data }, show);
}

/**
 * `schema_version = "1"`: a number constant written as text. The spec's constant is a number, so
 * say to write it without quotes (the key too when the text was not the number: `"v1"`).
 */
function constHint(data: unknown, allowed: unknown, pointer: string): string {
  if (typeof allowed !== 'number' || typeof data !== 'string') return '';
  const type = Number.isInteger(allowed) ? 'integer' : 'number';
  if (unquotedForm(data.trim(), [type]) !== undefined && Number(data) === allowed)
    return ` (write it without quotes: ${allowed})`;
  return ` (write the number without quotes: ${lastSegment(pointer)} = ${allowed})`;
}

/**
 * A hint that proposes `value` for the field at `pointer`: `(<lead>: <shown value>)` when the record
 * takes it there (schema and rules within the record alike), so following the hint never leads to a
 * second error on the next run. When it does not, and that second finding names the value meant
 * (`did you mean`), the hint proposes that one; otherwise it says what would still be wrong, so the
 * maintainer fixes both in one edit.
 */
function propose(
  ctx: Context,
  pointer: string,
  lead: string,
  value: Json,
  show: (v: Json) => string,
): string {
  const after = ctx.probe?.(pointer, value);
  if (after === undefined) return ` (${lead})`;
  if (after.length === 0) return ` (${lead}: ${show(value)})`;
  const [next] = after as [Finding];
  const guess = /\(did you mean ("(?:[^"\\]|\\.)*")\?/.exec(next.message)?.[1];
  // A finding about another field (`min` above the proposed `max`) has no value inside to correct.
  const within = next.pointer === pointer || next.pointer.startsWith(`${pointer}/`);
  const at = next.pointer.slice(pointer.length);
  const wrong = within ? valueAt(value, at) : undefined;
  if (guess !== undefined && typeof wrong === 'string') {
    const meant = JSON.parse(guess) as string;
    const fixed = withValue(value, at, meant);
    if (ctx.probe?.(pointer, fixed)?.length === 0)
      return ` (${lead}, and ${quote(meant)} for ${quote(wrong)}: ${show(fixed)})`;
  }
  const path = fieldPath(pointer, ctx.record);
  const rest = next.message.startsWith(`${path} `)
    ? `it ${next.message.slice(path.length + 1)}`
    : next.message;
  return ` (${lead}; written so, ${rest})`;
}

/** The findings (schema and rules within the record) of `record` with `value` at `pointer`. */
function probeOf(record: JsonObject, text: string): Probe {
  let left = MAX_PROBES;
  return (pointer, value, dates = () => undefined) => {
    if (left-- <= 0) return undefined;
    const changed = withValue(record, pointer, value) as JsonObject;
    const inside = (p: string) => p === pointer || p.startsWith(`${pointer}/`);
    const errors = schemaErrors(changed);
    const own = errors.filter((e) => inside(e.instancePath));
    const found = findingsFromSchema(own, changed, new FindingBudget(), text, false, dates).findings;
    // Only the findings about the value are worded (a record's thousands of others would cost each
    // check), among them `min` above the `max` proposed, though it points at `min`.
    const rules = recordFindings(
      changed,
      new FindingBudget(Number.POSITIVE_INFINITY, inside),
      new Set(errors.map((e) => e.instancePath)),
    );
    return [...found, ...rules.findings];
  };
}

/** `root` with `value` at `pointer`, copied along the way (the record is not changed). */
function withValue(root: Json, pointer: string, value: Json): Json {
  const set = (node: Json | undefined, segments: readonly string[]): Json => {
    const [head, ...rest] = segments;
    if (head === undefined) return value;
    if (Array.isArray(node)) {
      const copy = [...node];
      copy[Number(head)] = set(node[Number(head)], rest);
      return copy;
    }
    const table = node !== null && typeof node === 'object' ? node : {};
    return { ...table, [head]: set(child(table, head), rest) };
  };
  return set(root, segmentsOf(pointer));
}

/** `"8"`: the value unquoted, written as TOML takes it (`"08"` is 8: TOML refuses leading zeros). */
function unquotedHint(unquoted: string, pointer: string, ctx: Context): string {
  const value = unquoted === 'true' ? true : unquoted === 'false' ? false : Number(unquoted);
  if (value === Number.POSITIVE_INFINITY || value === Number.NEGATIVE_INFINITY) return '';
  const written = typeof value === 'number' && /^[+-]?0\d/.test(unquoted) ? String(value) : unquoted;
  return propose(ctx, pointer, 'write it without quotes', value, () => written);
}

/**
 * `"8"` where a number is wanted, `"true"` where true or false is: the value as it is written
 * without quotes, when that is a TOML value of a wanted type.
 */
function unquotedForm(text: string, types: readonly string[]): string | undefined {
  if (types.includes('boolean') && (text === 'true' || text === 'false')) return text;
  const integer = /^[+-]?\d+$/.test(text);
  const number = integer || /^[+-]?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(text);
  if ((types.includes('integer') && integer) || (types.includes('number') && number)) return text;
  return undefined;
}

/**
 * An unknown key that is a field of a table around its own, most often written below the header of
 * a sub-table (`verification = …` after `[model]`): TOML puts every key below a header in that table.
 */
function misplaced(name: string, table: string, ctx: Context): { hint: string; owner: string } | undefined {
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

/** `[model]`, `[[sources]]`, `[capability_profiles.frame_rate]`: the header a table is written under. */
function headerOf(segments: readonly string[], record: JsonObject): string | undefined {
  const header = headerParts(segments, record);
  if (header === undefined) return undefined;
  const keys = header.keys.join('.');
  return header.lastIsIndex ? `[[${keys}]]` : `[${keys}]`;
}

/** The keys of headerOf's header (`capability_profiles`, `size` of [capability_profiles.size]). */
function headerKeys(segments: readonly string[], record: JsonObject): string[] | undefined {
  return headerParts(segments, record)?.keys;
}

function headerParts(
  segments: readonly string[],
  record: JsonObject,
): { keys: string[]; lastIsIndex: boolean } | undefined {
  const keys: string[] = [];
  let node: Json | undefined = record;
  let lastIsIndex = false;
  for (const seg of segments) {
    lastIsIndex = Array.isArray(node);
    if (!lastIsIndex) {
      if (!BARE_KEY.test(seg)) return undefined;
      keys.push(seg);
    }
    node = child(node, seg);
  }
  return keys.length === 0 ? undefined : { keys, lastIsIndex };
}

/** hasHeader, once per header: a record's many stray keys look up the same few headers. */
function headerIn(ctx: Context, header: string): boolean {
  let found = ctx.headers.get(header);
  if (found === undefined) {
    found = hasHeader(ctx.text, header);
    ctx.headers.set(header, found);
  }
  return found;
}

/** What would still be wrong with `value`, moved from `from` to `pointer` (`; written so, …`), or ''. */
function stillWrong(ctx: Context, from: string, pointer: string, value: Json | undefined): string {
  if (value === undefined) return '';
  const inside = (p: string) => p === pointer || p.startsWith(`${pointer}/`);
  const dates = (p: string) => (inside(p) ? ctx.dateAt(from + p.slice(pointer.length)) : undefined);
  const next =
    ctx.probe?.(pointer, value, dates)?.find((f) => inside(f.pointer))?.message ??
    movedDate(ctx, from, pointer, value);
  return next === undefined ? '' : `; written so, ${next}`;
}

/**
 * A TOML date in a value moved from `from` to `to`, where the field there takes text: its own
 * message (the schema takes the date's text there, so a check of the value cannot tell).
 */
function movedDate(ctx: Context, from: string, to: string, value: Json): string | undefined {
  let budget = 1000;
  const walk = (v: Json, sub: string): string | undefined => {
    if (budget-- <= 0) return undefined;
    if (typeof v === 'string') {
      const date = ctx.dateAt(from + sub);
      return date !== undefined && takesText(to + sub) ? dateMessage(fieldPath(to + sub), date) : undefined;
    }
    if (v === null || typeof v !== 'object') return undefined;
    for (const [k, x] of Object.entries(v)) {
      const found = walk(x, append(sub, k));
      if (found !== undefined) return found;
    }
    return undefined;
  };
  return walk(value, '');
}

/**
 * What would still be wrong with the keys of `model.name = …` written below [model] as `name = …`
 * (`; written so, model.name must be a string, found 42`), so one edit fixes both. `from`: the
 * table TOML made of the keys written before them (selfNamed's `inner`).
 */
function movedHint(
  ctx: Context,
  table: string,
  name: string,
  { inner: from, keys }: { inner: string; keys: readonly string[] },
): string {
  const data = valueAt(ctx.record, table) as JsonObject;
  const inner = valueAt(ctx.record, from) as JsonObject;
  const { [name]: _, ...rest } = data;
  const at = (p: string) => keys.some((k) => p === append(table, k) || p.startsWith(`${append(table, k)}/`));
  // A date moved from `model.name` to `name` is named as it was written.
  const dates = (p: string) => (at(p) ? ctx.dateAt(from + p.slice(table.length)) : undefined);
  const after = ctx.probe?.(table, { ...rest, ...inner }, dates);
  const next =
    after?.find((f) => at(f.pointer))?.message ??
    keys.map((k) => movedDate(ctx, append(from, k), append(table, k), inner[k]!)).find(Boolean);
  return next === undefined ? '' : `; written so, ${next}`;
}

function hasHeader(text: string, header: string): boolean {
  const double = header.startsWith('[[');
  const keys = header.slice(double ? 2 : 1, double ? -2 : -1).split('.');
  const open = double ? '\\[\\[' : '\\[(?!\\[)';
  return new RegExp(`^[ \\t]*${open}[ \\t]*${keys.join('[ \\t]*\\.[ \\t]*')}[ \\t]*\\]`, 'm').test(text);
}

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
 * An unknown key lists its table's fields while they take at most this many characters: with the
 * field path and the key, the message stays one annotation line of about 200 (the top level's 11
 * fields take 154).
 */
export const MAX_LISTED_CHARS = 160;

/**
 * What to write for a missing field, read from its schema: ` (write schema_version = 1)`,
 * ` (one of indexed, documented)`, ` (a string: task = "…")`, ` (a table, [model], with id, name …)`.
 * Empty when the schema says nothing short (a union of shapes).
 */
function shapeHint(table: string, missing: string, record: JsonObject): string {
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
function andList(names: readonly string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** A missing field is reported at the header (or `{`) of the table that lacks it. */
function missingField(table: string, missing: string, rule: string, message: string): Finding {
  return { pointer: append(table, missing), rule, message, at: table, anchor: 'container' };
}

/**
 * For an error inside a `then` branch, the sentence for its `if`: `state is "unknown"` (the values the
 * record actually has), or `max_count is present` for a field dependency.
 */
function conditionOf(schemaPath: string, table: string, record: JsonObject): string | undefined {
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

function kebab(s: string): string {
  return s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/\s+/g, '-');
}
