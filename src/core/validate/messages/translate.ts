// One ajv error → one finding: the keyword → sentence switch, which picks each keyword's hint from the
// other files of this folder.
import type { ErrorObject } from 'ajv';
import { isObject } from '../../json.js';
import {
  append,
  last as lastSegment,
  parent as parentPointer,
  parse as segmentsOf,
} from '../../json-pointer.js';
import { clip, closest } from '../../message-text.js';
import { dateForm } from '../../toml/dates.js';
import type { Json, JsonObject } from '../../types.js';
import type { Finding } from '../finding.js';
import { child, describe, fieldPath, inTable, quote } from '../format.js';
import { conditionOf } from './conditions.js';
import type { Context } from './context.js';
import { allowedHint, displacedHint, fieldGuess, knownFields, misplaced, selfNamed } from './field-names.js';
import { andList, DATE_FORM, missingField, PATTERNS, shapeHint, TYPE_NAMES } from './field-shapes.js';
import { headerOf } from './headers.js';
import { movedHint, propose, stillWrong } from './probes.js';
import {
  arrayHint,
  constHint,
  endpointHint,
  MAX_ENDPOINT_SHOWN,
  priceForm,
  singleBracketHint,
  tableHint,
  unbracketedHint,
  unquotedForm,
  unquotedHint,
} from './value-hints.js';

export function translate(e: ErrorObject, ctx: Context): Finding {
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
      const owner = ctx.displaced.get(`${pointer}\n${name}`);
      const guess = owner === undefined ? fieldGuess(name, allowed) : undefined;
      const inner = guess ? undefined : selfNamed(name, pointer, ctx);
      const moved =
        owner !== undefined
          ? { owner, hint: displacedHint(name, pointer, owner, ctx) }
          : guess || inner
            ? undefined
            : misplaced(name, pointer, ctx);
      const elsewhere =
        moved &&
        `${moved.hint}${stillWrong(ctx, append(pointer, name), append(moved.owner, name), child(e.data as Json, name))}`;
      const set =
        guess !== undefined &&
        isObject(e.data as Json) &&
        Object.hasOwn(e.data as JsonObject, guess) &&
        !joinsItems(child(e.data as Json, name), child(e.data as Json, guess));
      const hint = inner
        ? ` (below the ${headerOf(segmentsOf(pointer), record)} header, write ${andList(inner.keys.map((k) => `${k} = …`))}, without ${quote(`${inner.prefix}.`)}${movedHint(ctx, pointer, name, inner)})`
        : elsewhere
          ? ` (${elsewhere})`
          : set
            ? // `Status` beside `status`: "did you mean status?" would lead to a repeated key.
              ` (${guess} is already set; remove this one)`
            : guess
              ? ` (did you mean ${guess}?${renamedStillWrong(ctx, e.data as Json, pointer, name, guess)})`
              : renamedHint(ctx, e.data as Json, pointer, name, path) || allowedHint(allowed, pointer);
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
      const price = typeof e.data === 'string' && !date && !unquoted ? priceForm(e.data, types) : undefined;
      const hint = quotable
        ? propose(ctx, pointer, 'write it in quotes', String(e.data), JSON.stringify)
        : unquoted
          ? unquotedHint(unquoted, pointer, ctx)
          : price
            ? propose(ctx, pointer, 'write the number alone, without quotes', Number(price), () => price)
            : types.includes('array')
              ? arrayHint(pointer, e.data, ctx)
              : Array.isArray(e.data)
                ? (types.includes('object') ? singleBracketHint(pointer, e.data, ctx) : '') ||
                  unbracketedHint(pointer, e.data, types, ctx)
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
 * What would still be wrong with a misspelt key's value under the name meant (`value = "x"` for
 * values, an array: ` written so, … (write it in brackets: values = ["x"])`), so that following the
 * guess does not meet a second error. Not where the name meant is set already, which the key would
 * join (`[capability_profile.duration]` below `[[capability_profiles]]`), not replace.
 */
function renamedStillWrong(ctx: Context, table: Json, pointer: string, name: string, guess: string): string {
  if (isObject(table) && Object.hasOwn(table, guess)) return '';
  return stillWrong(ctx, append(pointer, name), append(pointer, guess), child(table, name)).replace(/^;/, '');
}

/**
 * `state` where `status` is missing (renamedFields): ` (did you mean status? model lacks that required
 * field)`, noted as said so the missing field's own finding is left out. Empty for other keys, and
 * for a value the field would not take.
 */
function renamedHint(ctx: Context, data: Json, table: string, name: string, path: string): string {
  const key = `${table}\n${name}`;
  const field = ctx.renamed.get(key);
  // Only a value the field would take as it is (`state = "unknown"` for status; not a link, a table
  // or text for a number): else the key is likely something else, and both are said apart.
  // The probe's findings are those the value would get there (as propose reads them); none: it fits.
  const value = child(data, name);
  if (field === undefined || value === undefined || ctx.probe?.(append(table, field), value)?.length !== 0)
    return '';
  ctx.renamedSaid.add(key);
  return ` (did you mean ${field}? ${path || 'the record'} lacks that required field)`;
}

/**
 * Whether a misspelt header's table, spelt right, would join the array of tables already set, not
 * repeat it: `[[Sources]]` adds an item to sources, `[capability_profile.duration]` gives an item of
 * capability_profiles the duration it lacks, `[pricng]` gives pricing, so far made only by
 * `[[pricing.charges]]` headers, its own keys. Removing it, as for `Status` beside `status`, would
 * drop the data.
 */
function joinsItems(written: Json | undefined, items: Json | undefined): boolean {
  // `[pricng]` below `[[pricing.charges]]`: pricing holds only the tables its sub-headers made, and
  // `[pricing]` with keys of its own would add them to it.
  if (isObject(items) && isObject(written))
    return Object.entries(items).every(
      ([k, v]) => !Object.hasOwn(written, k) && (isObject(v) || (Array.isArray(v) && v.every(isObject))),
    );
  if (!Array.isArray(items)) return false;
  if (Array.isArray(written)) return written.every(isObject);
  if (!isObject(written)) return false;
  const keys = Object.keys(written);
  return items.some((item) => isObject(item) && keys.every((k) => !Object.hasOwn(item, k)));
}

function kebab(s: string): string {
  return s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/\s+/g, '-');
}
