// Where a syntax error sits on its line, and the shapes of values as people write them: shared by
// the messages for keys (key-words.ts), values (syntax-words.ts) and brackets (structure-words.ts).

/** What to say, and where the mistake is when that is not where the parser stopped. */
export interface Words {
  message: string;
  line: number;
  column: number;
}

/** The rest of the line from `at`. */
export function lineAt(text: string, at: number): string {
  const end = text.indexOf('\n', at);
  return text.slice(at, end < 0 ? text.length : end);
}

/** Where the line holding `at` starts. */
export function lineStart(text: string, at: number): number {
  return text.lastIndexOf('\n', at - 1) + 1;
}

/** The start of a value: a quote, a number, a bracket (not a header's `[[`), `{`, true or false. */
export const VALUE_START = /^[ \t]*(?:["'{\d+-]|\[(?!\[)|true\b|false\b)/;

/** One value an array may hold, written on one line: text in quotes, a number, true or false. */
export const ITEM_TEXT = String.raw`"[^"\\\n]*"|'[^'\n]*'|[-+]?\d[\w.:+-]*|true|false`;
export const ITEM = new RegExp(`(${ITEM_TEXT})`);

/** A key as written before `=`: bare, quoted or dotted. */
export const PAIR_KEY = String.raw`(?:[A-Za-z0-9_-]+|"[^"\\\n]*"|'[^'\n]*')(?:[ \t]*\.[ \t]*(?:[A-Za-z0-9_-]+|"[^"\\\n]*"|'[^'\n]*'))*`;
/** A " inside text, which ends it early. */
export const QUOTE_INSIDE = 'this " ends the text early: remove it, or write a " inside text as \\"';
