// The parser's words for the syntax errors people make most when editing a record by hand say what it
// expected, not what to write: `status = unknown` is an "invalid value", `default = 16:9` an "invalid
// date", a string left open "control characters are not allowed in strings". Here: what to write.
import { offsetOf } from './dates.js';

/** Ends a bare value: space, a separator, a bracket, a comment. */
const VALUE_END = /[\s,\]}#=[{"']/;

/** The unquoted text around the parser's stop (`unknown`, `16:9`, `24fps`), or null. */
function bareValue(text: string, at: number): string | null {
  let start = at;
  while (start > 0 && !VALUE_END.test(text[start - 1]!)) start--;
  let end = at;
  while (end < text.length && !VALUE_END.test(text[end]!)) end++;
  return end > start ? text.slice(start, end) : null;
}

/** A date or time the parser would read as one (its own words are right for those). */
const DATE_OR_TIME = /^(\d{4}-\d{2}-\d{2}|\d{2}:\d{2}:\d{2})/;

/**
 * Words for the error `said` at line and column (1-based), or null to keep the parser's. Only where
 * what is written tells the fix: a bare word or ratio (text without quotes), True/FALSE, a string
 * not closed on its line.
 */
export function syntaxWords(text: string, line: number, column: number, said: string): string | null {
  const at = offsetOf(text, line, column);
  if (said === 'control characters are not allowed in strings' && (text[at] === '\n' || at >= text.length))
    return UNCLOSED;
  if (said === 'unfinished string')
    return text.startsWith('"""', at) || text.startsWith("'''", at) ? UNCLOSED_LINES : UNCLOSED;
  if (said !== 'invalid value' && said !== 'invalid date' && said !== 'illegal character in numeric literal')
    return null;
  const value = bareValue(text, at);
  if (value === null || value.length > 60 || !/[A-Za-z:/]/.test(value) || DATE_OR_TIME.test(value))
    return null;
  const lower = value.toLowerCase();
  if (lower === 'true' || lower === 'false')
    return `${value} is not a TOML value: write ${lower} in lower case`;
  return `${value} is not a TOML value: write text in quotes ("${value.replace(/["\\]/g, '\\$&')}")`;
}

const UNCLOSED =
  'a string is not closed on the line it starts: end it with its quote (text over several lines goes in """ … """)';
const UNCLOSED_LINES = 'a multi-line string is not closed: end it with the three quotes it starts with';
