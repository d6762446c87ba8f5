// Hints about a value of the wrong form: an endpoint's method or spacing, brackets added or missing,
// a table for a string, a number or true written in quotes.
import { last as lastSegment, parse as segmentsOf } from '../../json-pointer.js';
import { closest } from '../../message-text.js';
import { derefSchema as deref } from '../../schema-type.js';
import type { Json, JsonObject } from '../../types.js';
import { BARE_KEY } from '../format.js';
import { definitionAt, type SchemaNode, schema } from '../schema.js';
import type { Context } from './context.js';
import { hasHeader, headerOf } from './headers.js';
import { propose } from './probes.js';

const ENDPOINT = new RegExp((schema.definitions.endpoint as { pattern: string }).pattern);
/** The methods the endpoint pattern names (`^(GET|HEAD|…) …`). */
const METHODS = /^\^\(([A-Z|]+)\)/.exec(ENDPOINT.source)?.[1]?.split('|') ?? [];
/** An endpoint is shown whole up to this many characters (a long address's end is often what is wrong). */
export const MAX_ENDPOINT_SHOWN = 200;

/**
 * What is wrong with an endpoint, where it can be told (`post /v1/videos`, `PSOT /v1/videos`,
 * `POST  /v1/videos`, `POST v1/videos`, ` POST /v1/videos`), with the endpoint that follows the
 * rule; '' otherwise.
 */
export function endpointHint(found: string, pointer: string, ctx: Context): string {
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

/**
 * A table or a single value where the spec wants an array: the array form to write. A `[x]` header
 * for an array of tables most often wants its brackets doubled (`[[x]]`); an inline table or a
 * value wants the brackets around it.
 */
export function arrayHint(pointer: string, data: unknown, ctx: Context): string {
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
export function unbracketedHint(
  pointer: string,
  data: Json[],
  types: readonly string[],
  ctx: Context,
): string {
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
export function tableHint(pointer: string, data: unknown, ctx: Context): string {
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
 * `[[model]]` for `[model]`: a table written as an array of one table, under a header with double
 * brackets. Said only where the text has that header (not `model = [{ … }]`).
 */
export function singleBracketHint(pointer: string, data: unknown, ctx: Context): string {
  if (!Array.isArray(data) || data.length !== 1) return '';
  const header = headerOf([...segmentsOf(pointer), '0'], ctx.record);
  if (header === undefined || !header.startsWith('[[') || !hasHeader(ctx.text, header)) return '';
  return ` (a table has one ${header.slice(1, -1)} header, with single brackets)`;
}

/**
 * `schema_version = "1"`: a number constant written as text. The spec's constant is a number, so
 * say to write it without quotes (the key too when the text was not the number: `"v1"`).
 */
export function constHint(data: unknown, allowed: unknown, pointer: string): string {
  if (typeof allowed !== 'number' || typeof data !== 'string') return '';
  const type = Number.isInteger(allowed) ? 'integer' : 'number';
  if (unquotedForm(data.trim(), [type]) !== undefined && Number(data) === allowed)
    return ` (write it without quotes: ${allowed})`;
  return ` (write the number without quotes: ${lastSegment(pointer)} = ${allowed})`;
}

/** `"8"`: the value unquoted, written as TOML takes it (`"08"` is 8: TOML refuses leading zeros). */
export function unquotedHint(unquoted: string, pointer: string, ctx: Context): string {
  const value = unquoted === 'true' ? true : unquoted === 'false' ? false : Number(unquoted);
  if (value === Number.POSITIVE_INFINITY || value === Number.NEGATIVE_INFINITY) return '';
  const written = typeof value === 'number' && /^[+-]?0\d/.test(unquoted) ? String(value) : unquoted;
  return propose(ctx, pointer, 'write it without quotes', value, () => written);
}

/** The currencies a price is pasted with, by code (`0.40 USD`); a scale (`1M`, `1 MLN`) is none. */
const CURRENCY_CODES = 'USD|EUR|GBP|JPY|CNY|CAD|AUD|CHF|INR|KRW';
const PRICE = new RegExp(
  String.raw`^\s*(?:[$€£¥]\s*|(?:${CURRENCY_CODES})\s+)(\d+(?:\.\d+)?)\s*$|^\s*(\d+(?:\.\d+)?)\s*(?:${CURRENCY_CODES})\s*$`,
);

/** `"$0.40"`, `"0.40 USD"` where a number is wanted: the number as written, without the currency. */
export function priceForm(text: string, types: readonly string[]): string | undefined {
  if (!types.includes('number') || text.length > 40) return undefined;
  const m = PRICE.exec(text);
  return m === null ? undefined : (m[1] ?? m[2]);
}

/**
 * `"8"` where a number is wanted, `"true"` where true or false is: the value as it is written
 * without quotes, when that is a TOML value of a wanted type.
 */
export function unquotedForm(text: string, types: readonly string[]): string | undefined {
  if (types.includes('boolean') && (text === 'true' || text === 'false')) return text;
  const integer = /^[+-]?\d+$/.test(text);
  const number = integer || /^[+-]?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(text);
  if ((types.includes('integer') && integer) || (types.includes('number') && number)) return text;
  return undefined;
}
