// Real dates only. smol-toml builds its dates with JavaScript's Date, which rolls an impossible day
// over (`2026-02-30` → 2026-03-02) where TOML 1.0 (RFC 3339) calls the value invalid: a record must
// fail there, never be published with another date.
import { parse, TomlError } from 'smol-toml';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function daysIn(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Why year-month-day is no calendar date (Gregorian, leap years counted), or null when it is one. */
export function calendarProblem(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12) return `there is no month ${month}`;
  const days = daysIn(year, month);
  if (day < 1 || day > days) return `${MONTHS[month - 1]} ${String(year).padStart(4, '0')} has ${days} days`;
  return null;
}

/** A TOML date, date-time or time as written: each part captured, loosely, to say what is wrong. */
const LITERAL =
  /(?:(\d+)-(\d+)-(\d+)(?:[Tt ](?=\d))?)?(?:(\d+):(\d+)(?::(\d+)(?:\.\d+)?)?([Zz]|[+-](\d+):(\d+))?)?/y;

function range(what: string, n: number, max: number): string | null {
  return n > max ? `${what} ${String(n).padStart(2, '0')} is out of range (00-${max})` : null;
}

/** The literal at `index` and why it is no real date or time, or null when nothing is wrong with it. */
export function literalProblem(text: string, index: number): string | null {
  LITERAL.lastIndex = index;
  const m = LITERAL.exec(text);
  if (m === null || m[0] === '') return null;
  const n = (i: number) => Number(m[i]);
  const why =
    (m[1] !== undefined ? calendarProblem(n(1), n(2), n(3)) : null) ??
    (m[4] !== undefined ? (range('hour', n(4), 23) ?? range('minute', n(5), 59)) : null) ??
    (m[6] !== undefined ? range('second', n(6), 59) : null) ??
    (m[8] !== undefined ? (range('offset hour', n(8), 23) ?? range('offset minute', n(9), 59)) : null);
  if (why === null) return null;
  const kind = m[1] === undefined ? 'time' : m[4] === undefined ? 'date' : 'date-time';
  return `${m[0]} is not a real ${kind}: ${why}`;
}

export interface DateProblem {
  line: number;
  column: number;
  message: string;
}

function position(text: string, index: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = text.indexOf('\n'); i >= 0 && i < index; i = text.indexOf('\n', i + 1)) {
    line++;
    start = i + 1;
  }
  return { line, column: index - start + 1 };
}

/** The index in `text` of a 1-based line and column (columns in UTF-16 code units). */
export function offsetOf(text: string, line: number, column: number): number {
  let start = 0;
  for (let l = 1; l < line; l++) {
    const nl = text.indexOf('\n', start);
    if (nl < 0) break;
    start = nl + 1;
  }
  return start + column - 1;
}

const DAY = /(\d{4})-(\d{2})-(\d{2})/g;

/**
 * The first date value of `text` that smol-toml rolled over, or null. For a text that parsed, where
 * the caller saw a date that may be one (on day 1-3, where a rolled-over day lands). Text that only
 * looks like such a date may sit in a string, comment or key: each has its last digit made an `x`
 * and the text is parsed again, which is harmless there and a syntax error at the start of a value.
 * So only a text that holds such a date is parsed twice, by the same parser.
 */
export function rolledOverDate(text: string): DateProblem | null {
  const found: number[] = [];
  for (const m of text.matchAll(DAY))
    if (calendarProblem(Number(m[1]), Number(m[2]), Number(m[3])) !== null) found.push(m.index);
  if (found.length === 0) return null;
  const chars = text.split('');
  for (const at of found) chars[at + 9] = 'x';
  try {
    parse(chars.join(''));
    return null;
  } catch (err) {
    if (!(err instanceof TomlError)) return null;
    const stop = offsetOf(text, err.line ?? 1, err.column ?? 1);
    let at = found[0]!;
    for (const f of found) if (Math.abs(f - stop) < Math.abs(at - stop)) at = f;
    const message = literalProblem(text, at);
    return message === null ? null : { ...position(text, at), message };
  }
}

/** Why the date or time value at line and column (1-based) is not real, or null: for smol-toml's errors. */
export function dateProblemAt(text: string, line: number, column: number): string | null {
  return literalProblem(text, offsetOf(text, line, column));
}

/**
 * `2026/08/10`, `2026-8-9`, `25.08.2026`: a date in another form, as YYYY-MM-DD, when it can mean
 * only one real date (`10-08-2026` could be August or October: no guess).
 */
export function dateForm(text: string): string | undefined {
  const iso = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  const dayFirst = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  const named = namedMonthDate(text);
  let ymd: number[] | undefined;
  if (named) ymd = named;
  else if (iso) ymd = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (dayFirst) {
    const [a, b] = [Number(dayFirst[1]), Number(dayFirst[2])];
    // Which is the month is known only when one of them cannot be (or both are the same).
    if (a > 12 && b <= 12) ymd = [Number(dayFirst[3]), b, a];
    else if (b > 12 && a <= 12) ymd = [Number(dayFirst[3]), a, b];
    else if (a === b) ymd = [Number(dayFirst[3]), a, b];
  }
  if (ymd === undefined || calendarProblem(ymd[0]!, ymd[1]!, ymd[2]!) !== null) return undefined;
  const [y, m, d] = ymd.map((n) => String(n).padStart(2, '0'));
  return `${y}-${m}-${d}`;
}

const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH_FIRST = /^([A-Za-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/;
const DAY_FIRST = /^(\d{1,2})(?:st|nd|rd|th)?\s+([A-Za-z]{3,9})\.?,?\s+(\d{4})$/;

/**
 * `August 10, 2026`, `Sept 10 2026`, `10th Aug. 2026`: a date as a page shows it, the month a
 * name or its first three or more letters. [year, month, day], or undefined.
 */
function namedMonthDate(text: string): number[] | undefined {
  const first = MONTH_FIRST.exec(text);
  const after = first === null ? DAY_FIRST.exec(text) : null;
  const [word, day, year] = first
    ? [first[1]!, first[2]!, first[3]!]
    : after
      ? [after[2]!, after[1]!, after[3]!]
      : [];
  if (word === undefined) return undefined;
  const month = MONTH_NAMES.findIndex((name) => name.startsWith(word.toLowerCase())) + 1;
  return month === 0 ? undefined : [Number(year), month, Number(day)];
}
