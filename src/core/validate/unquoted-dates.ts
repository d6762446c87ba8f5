// A TOML date, date-time or time where the record holds text (parse.ts notes each): schema/type, as
// `name = 42` is, quoting what was written, since the parser's string of it may differ (a date-time
// kept to the millisecond, a space for the `T`).
import { createLocator } from '../toml/locate.js';
import type { DatePlace } from '../toml/parse.js';
import type { Diagnostic, JsonObject } from '../types.js';
import { fieldPath, valueAt } from './format.js';

/** A TOML date, date-time or time as written (RFC 3339, `T` or a space between date and time). */
const DATE_WRITTEN =
  /^(?:\d{4}-\d{2}-\d{2}(?:[Tt ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:[Zz]|[+-]\d{2}:\d{2})?)?|\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)/;

export function unquotedDateDiagnostics(
  file: string,
  text: string,
  value: JsonObject,
  dates: DatePlace[],
): Diagnostic[] {
  const locator = createLocator(text);
  const lines = text.split('\n');
  return dates.map(({ pointer, kind }) => {
    const { line, column } = locator.locate(pointer, 'container');
    const source = (lines[line - 1] ?? '').slice(column - 1);
    // The parser's string when the text is not where the locator says (never expected).
    const written = DATE_WRITTEN.exec(source)?.[0] ?? String(valueAt(value, pointer));
    const message = `${fieldPath(pointer, value)} must be a string, found the TOML ${kind} ${written} (write it in quotes: ${JSON.stringify(written)})`;
    return { file, line, column, pointer, rule: 'schema/type', message, severity: 'error' };
  });
}
