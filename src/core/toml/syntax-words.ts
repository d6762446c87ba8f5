// The parser's words for the syntax errors people make most when editing a record by hand say what it
// expected, not what to write: `status = unknown` is an "invalid value", `default = 16:9` an "invalid
// date", a string left open "control characters are not allowed in strings". Here: what to write.
import schema from '../../../schema/source-record.v1.schema.json' with { type: 'json' };
import { closest } from '../validate/format.js';
import { offsetOf } from './dates.js';

/** What to say, and where the mistake is when that is not where the parser stopped. */
export interface Words {
  message: string;
  line: number;
  column: number;
}

/** Ends a bare value: space, a separator, a bracket, a comment. */
const VALUE_END = /[\s,\]}#=[{"']/;

/** The unquoted text around the parser's stop (`unknown`, `16:9`, `24fps`) and where it starts, or null. */
function bareValue(text: string, at: number): { text: string; start: number } | null {
  let start = at;
  while (start > 0 && !VALUE_END.test(text[start - 1]!)) start--;
  let end = at;
  while (end < text.length && !VALUE_END.test(text[end]!)) end++;
  return end > start ? { text: text.slice(start, end), start } : null;
}

/** A date or time the parser would read as one (its own words are right for those). */
const DATE_OR_TIME = /^(\d{4}-\d{2}-\d{2}|\d{2}:\d{2}:\d{2})/;

/**
 * Words for the error `said` at line and column (1-based), or null to keep the parser's. Only where
 * what is written tells the fix: a bare word or ratio (text without quotes), True/FALSE, a string
 * not closed on its line.
 */
export function syntaxWords(text: string, line: number, column: number, said: string): Words | null {
  const at = offsetOf(text, line, column);
  const here = (message: string): Words => ({ line, column, message });
  if (commaAfterValue(text, at)) return here(COMMA);
  if (said === 'control characters are not allowed in strings' && (text[at] === '\n' || at >= text.length))
    return here(UNCLOSED);
  if (said === 'unfinished string')
    return here(text.startsWith('"""', at) || text.startsWith("'''", at) ? UNCLOSED_LINES : UNCLOSED);
  if (said !== 'invalid value' && said !== 'invalid date' && said !== 'illegal character in numeric literal')
    return null;
  const bare = bareValue(text, at);
  if (bare === null || bare.text.length > 60) return null;
  const value = bare.text;
  const date = SHORT_DATE.exec(value);
  if (date !== null)
    return {
      line,
      column: column - (at - bare.start),
      message: `${value} is not a TOML date: write it YYYY-MM-DD, with two-digit month and day (${date[1]}-${date[2]!.padStart(2, '0')}-${date[3]!.padStart(2, '0')})`,
    };
  if (!/[A-Za-z:/]/.test(value) || DATE_OR_TIME.test(value)) return null;
  const lower = value.toLowerCase();
  if (lower === 'true' || lower === 'false')
    return here(`${value} is not a TOML value: write ${lower} in lower case`);
  return here(`${value} is not a TOML value: write text in quotes ("${value.replace(/["\\]/g, '\\$&')}")`);
}

const UNCLOSED =
  'a string is not closed on the line it starts: end it with its quote (text over several lines goes in """ … """)';
const UNCLOSED_LINES = 'a multi-line string is not closed: end it with the three quotes it starts with';

/** `2026-8-10`: a date with a one-digit month or day, which TOML reads as a broken number. */
const SHORT_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/** `step = 2,` or `name = "Veo",`: a comma, then nothing but a comment to the end of the line. */
function commaAfterValue(text: string, at: number): boolean {
  return text[at] === ',' && /^[ \t]*(#.*)?$/.test(lineAt(text, at + 1));
}

const COMMA =
  'remove the comma after the value: a value ends at the end of its line (commas only go between items in [ … ] and { … })';

/** The rest of the line from `at`. */
function lineAt(text: string, at: number): string {
  const end = text.indexOf('\n', at);
  return text.slice(at, end < 0 ? text.length : end);
}

interface Header {
  line: number;
  column: number;
  keys: string[];
  array: boolean;
}

/** The table headers of `text` up to line `last`, with their keys (quotes taken off). */
function headersUpTo(text: string, last: number): Header[] {
  const headers: Header[] = [];
  const lines = text.split('\n', last);
  for (let i = 0; i < lines.length; i++) {
    const m = HEADER.exec(lines[i]!);
    if (m === null) continue;
    const keys = (m[3]!.match(KEY) ?? []).map((k) => (k[0] === '"' || k[0] === "'" ? k.slice(1, -1) : k));
    headers.push({ line: i + 1, column: m[1]!.length + 1, keys, array: m[2] === '[[' });
  }
  return headers;
}

const HEADER = /^([ \t]*)(\[\[?)[ \t]*([^\]#]+?)[ \t]*\]/;
const KEY = /[A-Za-z0-9_-]+|"[^"\\\n]*"|'[^'\n]*'/g;

const TOP_LEVEL = Object.keys(schema.properties);
const ARRAYS = new Set(
  Object.entries(schema.properties as Record<string, { type?: string }>)
    .filter(([, v]) => v.type === 'array')
    .map(([k]) => k),
);

const show = (h: Header) => (h.array ? `[[${h.keys.join('.')}]]` : `[${h.keys.join('.')}]`);
const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((k, i) => k === b[i]);

/**
 * Words for a table header the parser calls a redefinition (line 1-based), or null to keep the
 * plain "defined twice". The parser stops at the second header; the mistake is often elsewhere:
 * `[sources]` among `[[sources]]` items, or a misspelt `[[capability_profile]]` that sends the
 * sub-tables below it to the item before.
 */
export function tableTwice(text: string, line: number): Words | null {
  const headers = headersUpTo(text, line);
  const here = headers[headers.length - 1];
  if (here === undefined || here.line !== line) return null;
  const before = headers.slice(0, -1);
  const name = here.keys.join('.');
  if (!here.array) {
    const items = before.find((h) => h.array && same(h.keys, here.keys));
    if (items !== undefined)
      return {
        line,
        column: here.column,
        message: `[${name}] must be [[${name}]], with double brackets: the [[${name}]] at line ${items.line} makes ${name} an array of tables, with a [[${name}]] header above each item`,
      };
  } else if (here.keys.length === 1 && ARRAYS.has(name)) {
    const single = before.find((h) => !h.array && same(h.keys, here.keys));
    if (single !== undefined)
      return {
        line: single.line,
        column: single.column,
        message: `[${name}] must be [[${name}]], with double brackets: ${name} is an array of tables, with a [[${name}]] header above each item (line ${line} has one)`,
      };
  }
  // A sub-table: the array item it goes to is the last [[…]] header naming a prefix of its keys.
  let item: Header | undefined;
  let at = -1;
  for (let i = before.length - 1; i >= 0 && item === undefined; i--) {
    const h = before[i]!;
    if (h.array && h.keys.length < here.keys.length && same(h.keys, here.keys.slice(0, h.keys.length))) {
      item = h;
      at = i;
    }
  }
  if (item === undefined) return null;
  const first = before.slice(at + 1).find((h) => same(h.keys, here.keys) && h.array === here.array);
  if (first === undefined) return null;
  // A header between the first and this one that names no field of a record but is a slip of the
  // item's: the item this one was meant to start.
  const slip = before
    .slice(at + 1)
    .find(
      (h) =>
        h.line > first.line &&
        h.array === item.array &&
        !TOP_LEVEL.includes(h.keys[0]!) &&
        closest(h.keys[0]!, TOP_LEVEL) === item.keys[0],
    );
  if (slip !== undefined && item.keys.length === 1)
    return {
      line: slip.line,
      column: slip.column,
      message: `unknown table ${show(slip)} (did you mean ${show(item)}?): the ${show(here)} at line ${line} then goes to the ${show(item)} of line ${item.line}, which has one already`,
    };
  return {
    line,
    column: here.column,
    message: `table ${show(here)} is defined twice: a sub-table belongs to the ${show(item)} above it (line ${item.line}), which has one already at line ${first.line}; write it below that item`,
  };
}
