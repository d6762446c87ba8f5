// Which field a `key = value` line sets, read from the text around a syntax error (the file did
// not parse, so there is no value to ask): the table header above it, then the line's own key. For
// the words that say what to write, which differ for a number field and a text one. Run only on errors.
import { keysOf, PAIR_KEY } from './key-text.js';
import { linesInStrings } from './linear.js';
import { lineStart } from './value-shapes.js';

/** The schema's types at a key path (a header's path goes to the last item of an array): [] when unknown. */
export type TypesAt = (path: readonly string[]) => string[];
/** The values the schema allows at a key path (`schema_version` has one, 1), or null for any. */
export type ValuesAt = (path: readonly string[]) => readonly unknown[] | null;

const HEADER = /^[ \t]*\[\[?([^\]#]+)\]/;
const KEY_LINE = new RegExp(String.raw`^[ \t]*(${PAIR_KEY})[ \t]*=`);

/**
 * The key path (`pricing.charges.per`) of the value starting at `at`, when it is the value of the
 * line's own `key =` (not an array's item nor an inline table's), or null.
 */
export function keyPathAt(text: string, at: number): string[] | null {
  const start = lineStart(text, at);
  const key = KEY_LINE.exec(text.slice(start, at));
  if (key === null || !/^[ \t]*$/.test(text.slice(start + key[0].length, at))) return null;
  const line = text.slice(0, start).split('\n').length;
  const lines = text.split('\n', line);
  const inString = linesInStrings(text, line);
  let table: string[] = [];
  for (let i = line - 2; i >= 0; i--) {
    const header = inString[i] ? null : HEADER.exec(lines[i]!);
    if (header === null) continue;
    table = keysOf(header[1]!);
    break;
  }
  return [...table, ...keysOf(key[1]!)];
}
