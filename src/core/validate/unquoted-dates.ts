// A TOML date, date-time or time where the record holds text (parse.ts notes each): schema/type, as
// `name = 42` is, quoting what was written, since the parser's string of it may differ (a date-time
// kept to the millisecond, a space for the `T`). Only where the schema takes any text there: where it
// wants a number, one of a list or a constant, or names no such key, the schema's own message is the
// one problem, and names the date as written (writtenDates).
import { createLocator } from '../toml/locate.js';
import type { DatePlace } from '../toml/parse.js';
import type { Diagnostic, JsonObject } from '../types.js';
import { fieldPath, valueAt } from './format.js';
import { definitionAt } from './schema.js';

/** A TOML date, date-time or time as written (RFC 3339, `T` or a space between date and time). */
const DATE_WRITTEN =
  /^(?:\d{4}-\d{2}-\d{2}(?:[Tt ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:[Zz]|[+-]\d{2}:\d{2})?)?|\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)/;

export interface WrittenDate {
  /** Where it is reported: its key (an array's element itself), as `name = 42` is. */
  line: number;
  column: number;
  /** `the TOML date 2026-01-01`: how a message names the value found. */
  found: string;
  /** As written: `2026-01-01`. */
  written: string;
}

/** Each date's place in the text and how it was written, by pointer. */
export function writtenDates(text: string, value: JsonObject, dates: DatePlace[]): Map<string, WrittenDate> {
  const locator = createLocator(text);
  const lines = text.split('\n');
  const out = new Map<string, WrittenDate>();
  for (const { pointer, kind } of dates) {
    // The value's place only to read the date as written.
    const at = locator.locate(pointer, 'container');
    const source = (lines[at.line - 1] ?? '').slice(at.column - 1);
    // The parser's string when the text is not where the locator says (never expected).
    const written = DATE_WRITTEN.exec(source)?.[0] ?? String(valueAt(value, pointer));
    const { line, column } = locator.locate(pointer);
    out.set(pointer, { line, column, written, found: `the TOML ${kind} ${written}` });
  }
  return out;
}

/** Whether the schema takes any text at `pointer`: a string (or string or number) of no list or constant. */
export function takesText(pointer: string): boolean {
  const node = definitionAt(pointer);
  if (node === undefined || 'enum' in node || 'const' in node) return false;
  return node.type === 'string' || (Array.isArray(node.type) && node.type.includes('string'));
}

export function unquotedDateDiagnostics(
  file: string,
  text: string,
  value: JsonObject,
  dates: DatePlace[],
): Diagnostic[] {
  const shown = dates.filter((d) => takesText(d.pointer));
  if (shown.length === 0) return [];
  return [...writtenDates(text, value, shown)].map(([pointer, { line, column, found, written }]) => {
    const message = dateMessage(fieldPath(pointer, value), { found, written });
    return { file, line, column, pointer, rule: 'schema/type', message, severity: 'error' };
  });
}

/** The message of a TOML date at a field that takes text, named by its path. */
export function dateMessage(
  path: string,
  { found, written }: Pick<WrittenDate, 'found' | 'written'>,
): string {
  return `${path} must be a string, found ${found} (write it in quotes: ${JSON.stringify(written)})`;
}
