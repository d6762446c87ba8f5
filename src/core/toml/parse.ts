// Bytes → JSON value. smol-toml does the parsing (measured 42 MB/s here, against 4.7 MB/s for the
// `toml` package: see docs/decisions.md); positions are looked up separately, and only for files
// that have something to report.
import { parse, TomlDate, TomlError } from 'smol-toml';
import { append, parse as parsePointer } from '../json-pointer.js';
import { clip } from '../message-text.js';
import { schemaFixedAt, schemaTypesAt, schemaValuesAt } from '../schema-type.js';
import type { Diagnostic, Json, JsonObject } from '../types.js';
import { fieldPath } from '../validate/format.js';
import { dateProblemAt, offsetOf, rolledOverDate } from './dates.js';
import { keyName } from './key-text.js';
import { checkLimits } from './limits.js';
import { beforeEquals } from './linear.js';
import { createLocator, type Position } from './locate.js';
import { BOM, syntaxWords } from './syntax-words.js';
import { firstDefinition, inlineTwice, itemTwice, tableTwice } from './twice.js';
import { lineAt, PAIR_KEY } from './value-shapes.js';

export type ParseOutcome =
  | { ok: true; text: string; value: JsonObject }
  | { ok: false; diagnostic: Diagnostic; inexact?: Inexact; stopped?: Stopped };

/**
 * A file whose parse stopped at a value (nan, inf, 1e309) after integers beyond ±(2^53 − 1), which
 * are errors of their own: every diagnostic up to the stop, in the order of the text (the outcome's
 * is the first). Worded when asked (validate): a history reader keeps only the outcome's.
 */
export interface Stopped {
  readonly diagnostics: Diagnostic[];
}

/**
 * A file whose only problem is integers beyond ±(2^53 − 1) (toml/integer-range): one diagnostic for
 * each, in the order of the text, and the value with each one as the nearest Number (as its digits
 * where the schema wants only text: what the fix makes). It is still no
 * record to publish (the outcome is not ok), but validate checks the rest of it.
 */
export interface Inexact {
  text: string;
  value: JsonObject;
  /** Worded when asked (validate): a history reader keeps only the outcome's first. */
  readonly diagnostics: Diagnostic[];
}

/**
 * smol-toml refuses an integer a JS number cannot hold exactly as a syntax error, which hides the
 * file's other problems; as a BigInt it is reported at its value instead. Safe integers stay numbers.
 */
const BIG_AS_BIGINT = { integersAsBigInt: 'asNeeded' } as const;

// ignoreBOM keeps a byte order mark in the text, so that decodeUtf8 alone drops one: with the
// decoder, decodeUtf8 and smol-toml each dropping one, up to three went unnoticed.
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

function problem(file: string, rule: string, message: string, line = 1, column = 1): ParseOutcome {
  return { ok: false, diagnostic: { file, line, column, pointer: '', rule, message, severity: 'error' } };
}

/**
 * Decodes a record file's bytes, the one way every reader does (validate, its workers, the history,
 * build): UTF-8 strictly, one byte order mark dropped (a second stays, for parseRecord to report),
 * CRLF read as LF. Reports the line and column of the first invalid byte.
 */
export function decodeUtf8(file: string, bytes: Uint8Array): { ok: true; text: string } | ParseOutcome {
  try {
    // UTF-16 or UTF-32 text without its byte order mark can be valid UTF-8 (ASCII with NULs after or
    // before each byte); TOML allows no NUL, so only a file with one at its start is looked at further.
    if ((bytes[0] === 0 || bytes[1] === 0) && bytes.length > 1) {
      const wide = wideText(bytes);
      if (wide !== null) return wideProblem(file, wide);
    }
    const text = utf8.decode(bytes);
    return { ok: true, text: lineFeeds(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text) };
  } catch {
    // FF FE / FE FF (UTF-16 with its byte order mark: Windows PowerShell 5's `>` and Out-File), or
    // UTF-32's (`iconv -t utf-32`), is no UTF-8: said here, on the failure path.
    const wide = wideText(bytes);
    if (wide !== null) return wideProblem(file, wide);
    // Walk character by character to the first sequence that does not decode. Columns count UTF-16
    // code units, as every other diagnostic's (and editors') do: a character past U+FFFF is two.
    // A byte order mark, which the text drops, is no column.
    let line = 1;
    let column = 1;
    let i = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
    while (i < bytes.length) {
      const b = bytes[i]!;
      const len = b < 0x80 ? 1 : leadLength(b);
      if (len === 0 || !decodes(bytes.subarray(i, i + len), len)) break;
      if (b === 0x0a) {
        line++;
        column = 1;
      } else column += len === 4 ? 2 : 1;
      i += len;
    }
    return problem(file, 'file/encoding', 'file is not valid UTF-8', line, column);
  }
}

/** A file saved as UTF-16 or UTF-32: how wide its code units are and their byte order. */
type WideText = { width: 16 | 32; order: 'little' | 'big' };

/**
 * How a file saved as UTF-32 or UTF-16 is saved: its byte order mark, or else the NULs of its first
 * 16 bytes (characters below U+0100, as a record starts: `#`, a key, a header): three of every four
 * bytes for UTF-32, every other one for UTF-16. UTF-32 first: its little-endian mark, FF FE 00 00,
 * starts as UTF-16's does (a UTF-16 text cannot go on with a NUL: TOML has none).
 */
function wideText(bytes: Uint8Array): WideText | null {
  const [b0, b1, b2, b3] = bytes;
  if (b0 === 0xff && b1 === 0xfe && b2 === 0 && b3 === 0) return { width: 32, order: 'little' };
  if (b0 === 0 && b1 === 0 && b2 === 0xfe && b3 === 0xff) return { width: 32, order: 'big' };
  if (b0 === 0xff && b1 === 0xfe) return { width: 16, order: 'little' };
  if (b0 === 0xfe && b1 === 0xff) return { width: 16, order: 'big' };
  for (const width of [32, 16] as const) {
    const size = width / 8;
    const n = Math.min(bytes.length - (bytes.length % size), 16);
    // The byte that holds the character (below U+0100), the others NUL: first or last of each unit.
    let little = n > 0;
    let big = n > 0;
    for (let i = 0; i < n; i += size)
      for (let k = 0; k < size; k++) {
        if ((bytes[i + k] === 0) !== k > 0) little = false;
        if ((bytes[i + k] === 0) !== k < size - 1) big = false;
      }
    if (little || big) return { width, order: little ? 'little' : 'big' };
  }
  return null;
}

function wideProblem(file: string, { width, order }: WideText): ParseOutcome {
  return problem(
    file,
    'file/encoding',
    `the file is saved as UTF-${width} (${order}-endian): save it as UTF-8`,
  );
}

/**
 * CRLF line ends as LF. TOML lets parsers normalise newlines, and without it a record saved with
 * CRLF (a Windows checkout) would carry `\r` into every multi-line string it publishes, and a
 * change of line ends alone would be a drift event nobody can see. Only a CR before an LF goes, so
 * lines and columns stay where they were; an escaped `\r` in a string is not touched. A CR that
 * follows another CR stays: in `\r\r\n` (a CRLF file converted again) dropping it would leave the
 * lone first CR before the LF, read as a line end instead of reported, and a second pass would drop
 * that one too (the history parser decodes, then may parse whole: the two must read the same text).
 */
function lineFeeds(text: string): string {
  return text.includes('\r\n') ? text.replace(CR_LF, '\n') : text;
}

const CR_LF = /(?<!\r)\r\n/g;

/**
 * A record tracked with Git LFS (`filter=lfs` in .gitattributes) is, in git and in a checkout made
 * without LFS, a pointer file whose first line is this; the parser would call it "illegal character
 * in key" at its ninth column. Looked for only when the text does not parse.
 */
const LFS_VERSION = 'version https://git-lfs.github.com/spec/v1';

const LFS_POINTER =
  'the file is a Git LFS pointer, not the record: fetch the file (git lfs pull; actions/checkout with lfs: true), or stop tracking records with LFS';

function isLfsPointer(text: string): boolean {
  return (
    text.startsWith(LFS_VERSION) && (text.length === LFS_VERSION.length || text[LFS_VERSION.length] === '\n')
  );
}

/**
 * The parser stops at a CR that no LF follows (old Mac line ends, a mixed-up editor) with words about
 * what it expected there instead ("must be followed by an end-of-line", "control characters are not
 * allowed"), while editors show a line break: say what is there.
 */
const LONE_CR = 'a lone carriage return (CR, \\r) ends no line in TOML: end lines with LF or CRLF';

function loneCr(text: string, line: number, column: number): boolean {
  const at = offsetOf(text, line, column);
  return text.charCodeAt(at) === 13 && text.charCodeAt(at + 1) !== 10;
}

function decodes(seq: Uint8Array, len: number): boolean {
  if (seq.length < len) return false;
  try {
    utf8.decode(seq);
    return true;
  } catch {
    return false;
  }
}

function leadLength(b: number): number {
  if (b >= 0xc2 && b <= 0xdf) return 2;
  if (b >= 0xe0 && b <= 0xef) return 3;
  if (b >= 0xf0 && b <= 0xf4) return 4;
  return 0;
}

/**
 * Parses one record file. TOML local dates become `"YYYY-MM-DD"` strings (as JSON has no dates),
 * floats such as `3.0` are plain numbers; NaN and infinities, which JSON cannot hold, are errors, and
 * so is a date or time that does not exist (30 February, hour 24): never rolled over to another one.
 */
export function parseRecord(file: string, bytes: Uint8Array | string): ParseOutcome {
  try {
    return parseText(file, bytes);
  } catch (err) {
    // Never expected after checkLimits; a record that breaks the parser is still one diagnostic, so
    // a version of it in history can never stop later builds.
    const deep = err instanceof RangeError;
    const message = deep
      ? `TOML nests too deep to read (${clip((err as Error).message)})`
      : `TOML could not be read: ${clip(String((err as Error)?.message ?? err))}`;
    return problem(file, deep ? 'toml/too-deep' : 'toml/syntax', message);
  }
}

function parseText(file: string, bytes: Uint8Array | string): ParseOutcome {
  let text: string;
  if (typeof bytes === 'string') text = lineFeeds(bytes);
  else {
    const decoded = decodeUtf8(file, bytes);
    if (!('text' in decoded)) return decoded;
    text = decoded.text;
  }
  const over = checkLimits(text);
  if (over) return problem(file, over.rule, over.message, over.line, over.column);
  // The file's own byte order mark went when it was decoded (text is given decoded): one here is a
  // second, which smol-toml would drop unseen.
  if (text.charCodeAt(0) === 0xfeff) return problem(file, 'toml/syntax', `TOML syntax error: ${BOM}`);
  let raw: Record<string, unknown>;
  try {
    raw = parse(text, BIG_AS_BIGINT) as Record<string, unknown>;
  } catch (err) {
    if (err instanceof TomlError) {
      if (isLfsPointer(text)) return problem(file, 'file/lfs-pointer', LFS_POINTER);
      const first = err.message.split('\n')[0]!.replace(/^Invalid TOML document:\s*/, '');
      // smol-toml refuses hour 24, minute 60, month 13, ... at the value: say which and why.
      const date = first === 'invalid date' ? dateProblemAt(text, err.line ?? 1, err.column ?? 1) : null;
      if (date !== null) return problem(file, 'toml/invalid-date', date, err.line ?? 1, err.column ?? 1);
      const rule = /redefine/.test(first) ? 'toml/duplicate-key' : 'toml/syntax';
      const table = rule === 'toml/duplicate-key' ? tableTwice(text, err.line ?? 1) : null;
      if (table !== null) return problem(file, rule, table.message, table.line, table.column);
      if (rule === 'toml/duplicate-key') {
        const twice = duplicate(text, err.line ?? 1, err.column ?? 1);
        return problem(file, rule, twice.message, err.line ?? 1, twice.column);
      }
      if (loneCr(text, err.line ?? 1, err.column ?? 1))
        return problem(file, rule, `TOML syntax error: ${LONE_CR}`, err.line ?? 1, err.column ?? 1);
      // Worded (and placed at the mistake) only here, on the error path: valid records never pay.
      const words = syntaxWords(text, err.line ?? 1, err.column ?? 1, first, schemaTypesAt, schemaValuesAt);
      if (words !== null)
        return problem(file, rule, `TOML syntax error: ${words.message}`, words.line, words.column);
      return problem(file, rule, `TOML syntax error: ${clip(first)}`, err.line ?? 1, err.column ?? 1);
    }
    throw err;
  }
  const state: ToJsonState = { nonFinite: false, rolled: false, big: false };
  const value = toJson(raw, state) as JsonObject;
  // Made Numbers first: the checks below walk JSON values.
  const big: BigFound[] = [];
  if (state.big) nearestNumbers(value, '', big);
  const rolled = state.rolled ? rolledOverDate(text) : null;
  if (rolled !== null) return problem(file, 'toml/invalid-date', rolled.message, rolled.line, rolled.column);
  if (state.nonFinite) {
    // Located here, on the error path, so that every reader (validate, build's history and its
    // chunked parser, diff) says it at the same place in the same words.
    const pointer = firstNonFinite(value, '') ?? '';
    const locator = createLocator(text);
    const { line, column } = locator.locate(pointer);
    const beyond = floatBeyond(text, line, column);
    const message = `${fieldPath(pointer)} must be a finite number${beyond === null ? ' (nan and inf have no JSON form)' : `: ${beyond}`}`;
    const stop: Diagnostic = {
      file,
      line,
      column,
      pointer,
      rule: 'toml/non-finite',
      message,
      severity: 'error',
    };
    // Integers beyond ±(2^53 − 1) above it are errors too, said with it (the first in the text first).
    const places = big.map((b) => locator.locate(b.pointer, 'container'));
    const above = big.flatMap((b, i) => (before(places[i]!, stop) ? [{ b, at: places[i]! }] : []));
    if (above.length === 0) return { ok: false, diagnostic: stop };
    let first = above[0]!;
    for (const a of above) if (before(a.at, first.at)) first = a;
    let all: Diagnostic[] | undefined;
    const stopped: Stopped = {
      get diagnostics() {
        all ??= [...above.map((a) => rangeDiagnostic(file, a.at, value, a.b)), stop].sort(
          (a, b) => a.line - b.line || a.column - b.column,
        );
        return all;
      },
    };
    return { ok: false, diagnostic: rangeDiagnostic(file, first.at, value, first.b), stopped };
  }
  if (state.dates) textDates.set(value, datesAt(value, state.dates));
  if (big.length > 0) {
    const locator = createLocator(text);
    // Each located (cheap), so that the first said is the first in the text, as validate gives them,
    // not the first of the value's walk (tables reopened out of order).
    const places = big.map((b) => locator.locate(b.pointer, 'container'));
    const at = (i: number) => rangeDiagnostic(file, places[i]!, value, big[i]!);
    let first = 0;
    for (let i = 1; i < places.length; i++) if (before(places[i]!, places[first]!)) first = i;
    let all: Diagnostic[] | undefined;
    const inexact: Inexact = {
      text,
      value,
      // Thousands of them in a record cost seconds to word: only for a caller that shows them all.
      get diagnostics() {
        all ??= big.map((_, i) => at(i)).sort((a, b) => a.line - b.line || a.column - b.column);
        return all;
      },
    };
    return { ok: false, diagnostic: at(first), inexact };
  }
  return { ok: true, text, value };
}

/**
 * What a float smol-toml made infinite is, when the text at its place (`key = ` skipped) is a
 * number, not inf: `1e309` is beyond the largest float, and "nan and inf" named neither. Null for inf
 * and nan as written.
 */
function floatBeyond(text: string, line: number, column: number): string | null {
  const rest = lineAt(text, offsetOf(text, line, column));
  const value = rest.slice(KEY_EQUALS.exec(rest)?.[0].length ?? 0);
  const number = FLOAT.exec(value)?.[0];
  if (number === undefined) return null;
  return number.startsWith('-')
    ? `${number} is below the lowest float (-${LARGEST})`
    : `${number} is beyond the largest float (${LARGEST})`;
}

/** Number.MAX_VALUE as TOML writes it (no `+` in the exponent). */
const LARGEST = '1.7976931348623157e308';
const KEY_EQUALS = new RegExp(String.raw`^(?:${PAIR_KEY})[ \t]*=[ \t]*`);
/** A decimal float as TOML writes one (inf and nan are no match). */
const FLOAT = /^[-+]?[0-9][0-9_]*(?:\.[0-9_]+)?(?:[eE][-+]?[0-9_]+)?/;

/**
 * The one field the schema types as a date (its `date` definition): the only place a TOML date is
 * read as the text it stands for. Anywhere else the record wants text, and smol-toml keeps a
 * date-time only to the millisecond and in its own form (`…00.123456Z` → `…00.123Z`, a space for
 * the `T`), so it could not be published as written: validate reports it (unquotedDates).
 */
const DATE_FIELD = 'retrieved_on';

export type DateKind = 'date' | 'date-time' | 'time';
export interface DatePlace {
  pointer: string;
  kind: DateKind;
}
/** Where toJson met a TOML date outside DATE_FIELD: its container, its key there, and its kind. */
type DateSpot = [container: object, key: string | number, kind: DateKind];

const dateKind = (d: TomlDate): DateKind => (d.isDate() ? 'date' : d.isTime() ? 'time' : 'date-time');

/**
 * The TOML dates outside DATE_FIELD of each value parseRecord made, made strings like any date: the
 * value stays the text's (a history version reads as before), and validate reports each. By value,
 * not in the outcome: a caller that hands values on (a build's history) hands this on with them.
 */
const textDates = new WeakMap<JsonObject, DatePlace[]>();

/** The TOML dates where `value` (made by parseRecord on this thread) holds text, if any. */
export function unquotedDates(value: JsonObject): DatePlace[] | undefined {
  return textDates.get(value);
}

/** The pointers of the dates toJson met (their containers looked up in one walk, on this path only). */
function datesAt(value: JsonObject, spots: DateSpot[]): DatePlace[] {
  const wanted = new Set(spots.map(([container]) => container));
  const pointers = new Map<object, string>();
  const walk = (v: object, pointer: string) => {
    if (wanted.has(v)) pointers.set(v, pointer);
    const o = v as Record<string, unknown>;
    for (const k in o) {
      const x = o[k];
      if (typeof x === 'object' && x !== null) walk(x, append(pointer, k));
    }
  };
  walk(value, '');
  return spots.flatMap(([container, key, kind]) => {
    const at = pointers.get(container);
    return at === undefined ? [] : [{ pointer: append(at, String(key)), kind }];
  });
}

interface BigFound {
  pointer: string;
  value: bigint;
}

/**
 * Puts the nearest Number in place of each BigInt (the largest float for one beyond them all), or
 * its digits as text where the schema wants only text.
 */
function nearestNumbers(v: JsonObject | Json[], pointer: string, found: BigFound[]): void {
  const o = v as Record<string, unknown>;
  for (const k in o) {
    const x = o[k];
    if (typeof x === 'bigint') {
      const at = append(pointer, k);
      found.push({ pointer: at, value: x });
      const n = Number(x);
      const want = wanted(at);
      // Where only text goes, the text the fix makes: validate then quotes no rounded number.
      if (!want.number) o[k] = x.toString();
      else o[k] = Number.isFinite(n) ? n : n > 0 ? Number.MAX_VALUE : -Number.MAX_VALUE;
    } else if (typeof x === 'object' && x !== null)
      nearestNumbers(x as JsonObject, append(pointer, k), found);
  }
}

const before = (a: Position, b: Position) => a.line < b.line || (a.line === b.line && a.column < b.column);

/** The toml/integer-range of one value, at its place (located only for such a file). */
function rangeDiagnostic(
  file: string,
  { line, column }: Position,
  value: JsonObject,
  { pointer, value: n }: BigFound,
): Diagnostic {
  const message = rangeMessage(fieldPath(pointer, value), pointer, n);
  return { file, line, column, pointer, rule: 'toml/integer-range', message, severity: 'error' };
}

/**
 * What the schema wants at a pointer, for the fix to offer: a number (a float), text (quotes), or
 * either when it takes both or is not known (an unknown field), then worded for both.
 */
function wanted(pointer: string): { number: boolean; text: boolean; known: boolean } {
  const types = schemaTypesAt(parsePointer(pointer));
  const number = types.includes('number') || types.includes('integer');
  const text = types.includes('string');
  return number || text ? { number, text, known: true } : { number: true, text: true, known: false };
}

/**
 * The words for an integer beyond ±(2^53 − 1): its exact digits (never the rounded float), and only
 * the fix its field takes (a float where a number goes, quotes where text does), so following it
 * leads to no second error.
 */
function rangeMessage(path: string, pointer: string, n: bigint): string {
  const float = Number(n);
  const want = wanted(pointer);
  const digits = n.toString();
  // Beyond every float: its decimal digits (up to 1 MiB of them) are not worth writing out.
  if (!Number.isFinite(float)) {
    const fix = !want.known
      ? 'text goes in quotes'
      : want.text
        ? 'write it in quotes, as text'
        : 'a number must be smaller';
    return `${path} is an integer of more than 308 digits, which neither JSON readers nor floats can hold: ${fix}`;
  }
  const side = n > 0n ? 'above 2^53 − 1 (9007199254740991)' : 'below −(2^53 − 1) (-9007199254740991)';
  const head = `${path} = ${clip(digits, 40)} is an integer ${side}, which JSON readers cannot hold exactly`;
  // A field with set values (`schema_version`): validate says which; a float would be a second error.
  if (schemaFixedAt(parsePointer(pointer))) return head;
  // TOML writes the exponent without `+`; the shortest float that reads back as this Number.
  const written = float.toExponential().replace('e+', 'e');
  const quoted = `"${clip(digits, 40)}"`;
  const fix = !want.known
    ? `write a number as a float, ${written}, or text in quotes, ${quoted}`
    : [
        ...(want.number ? [`write it as a float, ${written}`] : []),
        ...(want.text ? [`${want.number ? 'or' : 'write it'} in quotes, as text: ${quoted}`] : []),
      ].join(', ');
  return `${head}: ${fix}`;
}

/**
 * smol-toml's value with dates as strings, or null when the text does not parse or holds a number
 * JSON cannot (nan, inf, an integer beyond ±(2^53 − 1), which smol-toml refuses here). For the pieces of history versions (toml/chunked.ts), whose caller checks the limits
 * first and parses whole with parseRecord on null, for the diagnostic.
 */
export function parseToml(text: string): JsonObject | null {
  // A byte order mark here is a second one (see parseText): smol-toml would drop it.
  if (text.charCodeAt(0) === 0xfeff) return null;
  try {
    const state: ToJsonState = { nonFinite: false, rolled: false, big: false };
    const value = toJson(parse(text), state) as JsonObject;
    // A date outside DATE_FIELD: parsed whole (parseRecord), which notes it for validate.
    const bad = state.nonFinite || state.dates !== undefined;
    return bad || (state.rolled && rolledOverDate(text) !== null) ? null : value;
  } catch {
    return null;
  }
}

/** What the parser calls defined again at line:column, and the column to report it at. */
function duplicate(text: string, line: number, column: number): { message: string; column: number } {
  // Inside an inline table the key at the column, not the line's first (`x` of `x = { a = 1, a = 2 }`).
  const inline = inlineTwice(text, offsetOf(text, line, column));
  if (inline !== null) {
    const where = inline.line === line ? 'first earlier on this line' : `first at line ${inline.line}`;
    return {
      message: `duplicate key ${clip(keyName(inline.key) ?? inline.key)}: it is already defined in this table (${where})`,
      column,
    };
  }
  const written = text.split('\n', line)[line - 1] ?? '';
  const source = written.trim();
  const first = firstDefinition(text, line);
  const where = first === null ? '' : ` (first at line ${first})`;
  // The name without the spaces around it (a lazy `\s*(…+?)\s*\]` backtracked quadratically on a
  // long run of them); one space when there is nothing else, as that regex read it.
  const table = /^\[\[?([^\]]+)\]/.exec(source);
  // Named as TOML reads it (`[ "a" ]` is [a], `'lab'` is lab), else as written; at its `[`, as every
  // other header problem is (the parser stops at the key inside the brackets).
  if (table)
    return {
      message: `table [${clip(keyName(table[1]!) ?? (table[1]!.trim() || table[1]!.slice(-1)))}] is defined twice${where}`,
      column: (/^[ \t]*/.exec(written)?.[0].length ?? 0) + 1,
    };
  const key = beforeEquals(source);
  if (key === null) return { message: 'duplicate key or table', column };
  const name = clip(keyName(key) ?? key);
  // In the last item of an array of tables, a copied item whose `[[…]]` header was lost: removing
  // the key, the fix the plain words suggest, would drop its data.
  const item = first === null ? null : itemTwice(text, line, first);
  if (item !== null) {
    const start =
      item.from === line
        ? `if a new entry starts here, add a ${item.header} header above it`
        : `if a new entry starts at line ${item.from}, add a ${item.header} header above that line`;
    return {
      message: `duplicate key ${name}: it is already defined in this ${item.table}${where}; ${start}`,
      column,
    };
  }
  return { message: `duplicate key ${name}: it is already defined in this table${where}`, column };
}

// The hot path of every build: converts smol-toml's tree in place (no copy, no per-value strings;
// the pointer of a bad number is looked up only on failure). smol-toml's objects have no prototype,
// so a `__proto__` key is already plain data there.
interface ToJsonState {
  nonFinite: boolean;
  /** A date on day 1-3, where smol-toml puts an impossible day it rolled over (30 February → 2 March). */
  rolled: boolean;
  /** An integer beyond ±(2^53 − 1), left a BigInt here. */
  big: boolean;
  /** TOML dates outside DATE_FIELD (made a string like any other, and noted for validate). */
  dates?: DateSpot[];
}

function metDate(state: ToJsonState, spot: DateSpot): void {
  if (state.dates) state.dates.push(spot);
  else state.dates = [spot];
}

function toJson(v: unknown, state: ToJsonState): Json {
  if (typeof v !== 'object' || v === null) {
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) state.nonFinite = true;
    } else if (typeof v === 'bigint') state.big = true;
    return v as Json;
  }
  if (v instanceof TomlDate) {
    const s = tomlDateToString(v);
    if (!v.isTime() && s.charCodeAt(8) === 48 && s.charCodeAt(9) <= 51) state.rolled = true;
    return s;
  }
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const x = v[i];
      if (x instanceof TomlDate) metDate(state, [v, i, dateKind(x)]);
      v[i] = toJson(x, state);
    }
    return v as Json[];
  }
  const o = v as Record<string, unknown>;
  for (const k in o) {
    const x = o[k];
    if (typeof x === 'object' && x !== null) {
      if (x instanceof TomlDate && k !== DATE_FIELD) metDate(state, [o, k, dateKind(x)]);
      o[k] = toJson(x, state);
    } else if (typeof x === 'number') o[k] = toJson(x, state);
    else if (typeof x === 'bigint') state.big = true;
  }
  return o as JsonObject;
}

function firstNonFinite(v: Json, pointer: string): string | null {
  if (typeof v === 'number') return Number.isFinite(v) ? null : pointer;
  if (v === null || typeof v !== 'object') return null;
  for (const [k, x] of Object.entries(v)) {
    const found = firstNonFinite(x, append(pointer, k));
    if (found !== null) return found;
  }
  return null;
}

/** Local date → `2026-08-10`; other date-times keep their TOML form without padded milliseconds. */
function tomlDateToString(d: TomlDate): string {
  const iso = d.toISOString();
  if (d.isDate()) return iso;
  return iso.replace(/\.000(?=$|Z|[+-])/, '');
}
