// The parser's words for the syntax errors people make most when editing a record by hand say what it
// expected, not what to write: `status = unknown` is an "invalid value", `default = 16:9` an "invalid
// date", a string left open "control characters are not allowed in strings", and it often stops past
// the mistake (a missing `]` at the next key). Here: what to write, and where. Run only on errors.
import { clip } from '../message-text.js';
import { charWords, textWords, unseen } from './char-names.js';
import { dateForm, offsetOf } from './dates.js';
import { keyPathAt, type TypesAt, type ValuesAt } from './key-path.js';
import { keyWords } from './key-words.js';
import { keyAhead, keyBeforeLastEquals, withoutComment, withoutSpacedComment } from './linear.js';
import { headerInOpenArray, openAtEnd, strayAfterItem, structureWords } from './structure-words.js';
import { lineAt, lineStart, PAIR_KEY, QUOTE_INSIDE, VALUE_START, type Words } from './value-shapes.js';

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
 * Words for the error `said` at line and column (1-based), and where the mistake is (which may be
 * before the parser's stop), or null to keep the parser's. Only where what is written on the line
 * tells the fix: text without quotes, True/FALSE, a string or header or array not closed, `:` or no
 * `=`, a comma after a value or inside a number, a backslash that is no escape, and the like.
 */
export function syntaxWords(
  text: string,
  line: number,
  column: number,
  said: string,
  typesAt: TypesAt = () => [],
  valuesAt: ValuesAt = () => null,
): Words | null {
  const openEnd = openAtEnd(text, offsetOf(text, line, column), said);
  if (openEnd !== null) return openEnd;
  const ended = atTextEnd(text, line, column, said);
  if (ended !== null)
    return syntaxWords(`${text}\n`, ended.line, ended.column, ended.said, typesAt, valuesAt);
  const at = offsetOf(text, line, column);
  const here = (message: string): Words => ({ line, column, message });
  const comment = commentSlip(text, line, column, at, said);
  if (comment !== null) return comment;
  if (commaAfterValue(text, at)) return here(COMMA);
  if (said === 'control characters are not allowed in strings' && (text[at] === '\n' || at >= text.length))
    return curlyClose(text, line, column, at) ?? here(UNCLOSED);
  if (said === 'unfinished string')
    return text.startsWith('"""', at) || text.startsWith("'''", at)
      ? here(UNCLOSED_LINES)
      : (curlyClose(text, line, column, at) ?? here(UNCLOSED));
  if (text[at] === '\uFEFF') return here(BOM);
  const curly = curlyQuoted(text, at);
  if (curly !== null) return here(curly);
  if (said === 'expected end of table array declaration') return arrayHeaderEnd(text, line, column, at);
  if (said === 'illegal character in key') return keyWords(text, line, column, at);
  if (said === 'unrecognised escape sequence' || said === 'invalid non-hex character in unicode escape')
    return escapeWords(text, line, column, at);
  if (said === 'invalid value' || said === 'expected comma or end of structure') {
    const open = headerInOpenArray(text, at);
    if (open !== null) return open;
  }
  if (said === 'expected comma or end of structure')
    return structureWords(text, at) ?? strayAfterItem(text, line, column, at);
  if (said === 'each key-value declaration must be followed by an end-of-line') {
    const quoted = apostrophe(text, at);
    return quoted === null
      ? afterValue(text, line, column, at, typesAt, valuesAt)
      : {
          line,
          column: column - 1,
          message: `text in single quotes cannot hold a ': write it in double quotes (${basicString(quoted)})`,
        };
  }
  if (said === 'invalid value' && /^[ \t]*(#.*)?$/.test(lineAt(text, at))) {
    const key = keyBeforeLastEquals(text.slice(lineStart(text, at), at));
    if (key !== null)
      return here(`${clip(key)} = has no value: write the value after the =, on the same line`);
  }
  if (said === 'illegal leading zero' || said === 'illegal character in numeric literal') {
    const comma = numberWithComma(text, line, at);
    if (comma !== null) return comma;
  }
  if (said === 'illegal empty bare key' && text[at] === '.') {
    // `.lab = …`, `[[.sources]]`, `{ .name = … }`, `a..b`: a dot with no key before it.
    const before = text.slice(lineStart(text, at), at);
    if (/\.[ \t]*$/.test(before)) return here('a dotted key has a key between its dots: remove this dot');
    if (/(?:^|[{,])[ \t]*(?:\[\[?[ \t]*)?$/.test(before))
      return here('a key does not start with a dot: remove this dot');
  }
  if (said === 'unexpected end of key') {
    const before = text.slice(lineStart(text, at), at);
    // `width. = 1024`, `[[capability_profiles.]]`: a dot with no key after it, said at the dot.
    const dot = /\.[ \t]*$/.exec(before);
    if (dot !== null)
      return {
        line,
        column: column - (before.length - dot.index),
        message: 'a dotted key has a key after each dot: remove this dot',
      };
    if (text[at] === '=' && before.trim() === '')
      return here('a line starts with its key: remove this =, or write the key before it');
  }
  if (
    said === 'illegal character in numeric literal' &&
    (/["'[\]{}=\\;]/.test(text[at] ?? '') || unseen(text[at] ?? ''))
  ) {
    const stray = strayInNumber(text, at);
    if (stray !== null) return { line, column: column - stray.start, message: stray.message };
  }
  if (said === 'invalid value') {
    // The parser may stop at the space before it.
    const skip = /^[ \t]*/.exec(lineAt(text, at))![0].length;
    const stray = strayBeforeValue(text, at + skip);
    if (stray !== null) return { line, column: column + skip, message: stray };
  }
  const zero = said === 'illegal leading zero';
  if (
    !zero &&
    said !== 'invalid value' &&
    said !== 'invalid date' &&
    said !== 'illegal character in numeric literal'
  )
    return null;
  const bare = bareValue(text, at);
  if (bare === null || bare.text.length > 60) return null;
  const value = bare.text;
  // Said at the value's start, where the quote or the fix goes.
  const atValue = (message: string): Words => ({ line, column: column - (at - bare.start), message });
  // `fa\u00adlse`, `0\u180e`, `0\u2003.5`: an unseen character in what is a value without it, said at it.
  const whole = wholeText(text, bare.start, value);
  const chars = [...whole];
  const unseenAt = chars.findIndex(unseen);
  if (unseenAt >= 0) {
    const clean = chars.filter((c) => !unseen(c)).join('');
    if (/^(?:true|false|[-+]?\d[\d_.eE+:-]*)$/.test(clean)) {
      const c = chars[unseenAt]!;
      const where = unseenAt === 0 ? 'before' : unseenAt === chars.length - 1 ? 'after' : 'inside';
      const offset = chars.slice(0, unseenAt).join('').length;
      return {
        line,
        column: column - (at - bare.start) + offset,
        message: `remove the ${charWords(c)} ${where} ${clean}`,
      };
    }
  }
  // `max = 05`: TOML has no leading zeros (no octal guess); the number without them, or text.
  if (zero && LEADING_ZERO.test(value))
    return atValue(
      `${value} is not a TOML number: write it without the leading zero (${value.replace(/^([-+]?)0+(?=\d)/, '$1')}), or in quotes if it is text ("${value}")`,
    );
  const short = SHORT_DATE.test(value);
  if (short || OTHER_DATE.test(value)) {
    // The date written out only when it means one that exists (no 2026-02-30 to copy).
    const iso = dateForm(value);
    const example = iso === undefined ? '' : ` (${iso})`;
    return atValue(
      short
        ? `${value} is not a TOML date: write it YYYY-MM-DD, with two-digit month and day${example}`
        : // A version number or a fraction may look the same: both fixes, the date's first.
          `${value} is not a TOML value: write a date as YYYY-MM-DD${example}, or text in quotes`,
    );
  }
  // A leading zero in what is no number (`01.2.3`, a version) is text: quoted, as the others.
  if ((!zero && !/[A-Za-z:/%]/.test(value)) || DATE_OR_TIME.test(value)) return null;
  const lower = value.toLowerCase();
  if (lower === 'true' || lower === 'false')
    return atValue(`${value} is not a TOML value: write ${lower} in lower case`);
  const wants = fieldWants(text, bare.start, typesAt, valuesAt);
  // A field with set values (`schema_version = 1k`): those, not a number made of the text.
  if (typeof wants === 'object' && wants !== null) return atValue(allowedWords(whole, wants.allowed));
  // A number field (`per = 1M`): quotes would make text, which the next run calls "must be a number".
  if (wants === 'number') return atValue(numberWords(whole));
  // A field taking either (a control's `default = 1k`), or one not known: both, the number first,
  // when it is one.
  if (wants !== 'text' && scaledNumber(whole) !== null)
    return atValue(`${numberWords(whole)}, or ${quotedText(whole)}`);
  return atValue(quoteWords(whole));
}

/**
 * What the schema wants for the value at `at` when it is a key's own: the values it allows, where it
 * sets them, or 'number', 'text', or 'either' when it takes both; null for an unknown field or an
 * array's item.
 */
function fieldWants(
  text: string,
  at: number,
  typesAt: TypesAt,
  valuesAt: ValuesAt,
): 'number' | 'text' | 'either' | { allowed: readonly unknown[] } | null {
  const path = keyPathAt(text, at);
  if (path === null) return null;
  // A field with set values offers none made of what is written: it would be none of them.
  const values = valuesAt(path);
  if (values !== null && values.length > 0) return { allowed: values };
  const types = typesAt(path);
  const number = types.includes('number') || types.includes('integer');
  const string = types.includes('string');
  return number && string ? 'either' : number ? 'number' : string ? 'text' : null;
}

/** `text` as TOML's "…" text: its quotes and backslashes escaped, unseen characters kept as they are. */
const basicString = (text: string) => `"${text.replace(/["\\]/g, '\\$&')}"`;

/** A value as TOML writes it: text in quotes. */
const tomlValue = (v: unknown) => (typeof v === 'string' ? basicString(v) : String(v));

/**
 * `1k is not a TOML value: write 1`: for a field with set values, the one it allows, the one written
 * (in another letter case too), or the list.
 */
function allowedWords(words: string, allowed: readonly unknown[]): string {
  const same =
    allowed.length === 1 ? allowed[0] : allowed.find((v) => String(v).toLowerCase() === words.toLowerCase());
  const fix = same !== undefined ? tomlValue(same) : `one of ${allowed.map(tomlValue).join(', ')}`;
  return `${textWords(clip(words, 40))} is not a TOML value: write ${fix}`;
}

/**
 * Multipliers people write after a number: `1M`, `2.5k`, `1 million`, `1 MM`. A lower-case m or b
 * only next to the number (`1 m` may be metres); MM in capitals (mm is millimetres).
 */
const SCALE: Record<string, number> = {
  k: 1e3,
  K: 1e3,
  M: 1e6,
  B: 1e9,
  thousand: 1e3,
  million: 1e6,
  mln: 1e6,
  MM: 1e6,
  billion: 1e9,
};
const SCALED = /^([-+]?\d+(?:\.\d+)?)([ \t]*)([A-Za-z]+)$/;

/** The number `1M` or `1 million` means, or null when `words` is no number with a scale. */
function scaledNumber(words: string): number | null {
  const m = SCALED.exec(words);
  if (m === null) return null;
  const word = m[3]!;
  const scale =
    SCALE[word] ??
    (/^(?:thousand|million|mln|billion)$/i.test(word) ? SCALE[word.toLowerCase()] : undefined) ??
    (m[2] === '' && (word === 'm' || word === 'b') ? SCALE[word.toUpperCase()] : undefined);
  return scale === undefined ? null : Number(m[1]) * scale;
}

/** `1M is not a TOML value: write a number (e.g. 1000000)`: the example only where it is plain. */
function numberWords(words: string): string {
  const n = scaledNumber(words);
  const example = n !== null && Number.isSafeInteger(n) ? ` (e.g. ${n})` : '';
  return `${textWords(clip(words, 40))} is not a TOML value: write a number${example}`;
}

/**
 * A last line with no line break after it (valid TOML) ends at the end of the text: the parser,
 * running out of text in a key or a one-line string, says so at where the key or string starts
 * (`incomplete key-value: cannot find end of key`, `unfinished string`). What it says with the
 * line ended, and where, which the words below read; or null. A NUL ends its read as the end does.
 */
function atTextEnd(
  text: string,
  line: number,
  column: number,
  said: string,
): { line: number; column: number; said: string } | null {
  if (said !== 'incomplete key-value: cannot find end of key' && said !== 'unfinished string') return null;
  const at = offsetOf(text, line, column);
  if (text.includes('\n', at) || text.includes('\0', at)) return null;
  if (said === 'unfinished string' && (text.startsWith('"""', at) || text.startsWith("'''", at))) return null;
  return {
    line,
    column: column + text.length - at,
    said:
      said === 'unfinished string'
        ? 'control characters are not allowed in strings'
        : 'illegal character in key',
  };
}

/** Text past this many characters is named by its start, not proposed whole. */
const QUOTED_MAX = 60;

/** `text in quotes ("…")`: what to write, keeping unseen characters as they are. */
const quotedText = (words: string) => `text in quotes (${basicString(words)})`;

/** `… is not a TOML value: write text in quotes ("…")`, or for a sentence, to the end of its line. */
function quoteWords(words: string): string {
  // The text is named with its unseen characters named; what to write keeps them as they are.
  if (words.length > QUOTED_MAX)
    return `${textWords(clip(words, 40))} is not a TOML value: put the whole text in quotes, up to the end of its line`;
  return `${textWords(words)} is not a TOML value: write ${quotedText(words)}`;
}

/**
 * The text meant as one value, not its first word (quoting only that is a second error): a key's
 * value is the rest of its line, up to a comment (`lab = Google DeepMind`); an array's item runs to
 * its comma or `]` (`[first output megapixel]`).
 */
function wholeText(text: string, start: number, value: string): string {
  const before = text.slice(lineStart(text, start), start);
  const rest = lineAt(text, start);
  let whole: string | undefined;
  if (/^[ \t]*[^=\s[{][^=]*=[ \t]*$/.test(before)) whole = withoutSpacedComment(rest);
  else if (/[[,][ \t]*$/.test(before)) whole = /^[^,\]#"'[{}]*/.exec(rest)![0];
  whole = whole?.trimEnd();
  return whole !== undefined && whole.length > value.length ? whole : value;
}

/**
 * "expected end of table array declaration": the parser read `[[key]` and met something else than
 * `]`. Nothing (`[[sources]`), a `]` closing early (`[[capabil]ity_profiles]]`, said at it), one
 * character between the two `]` (`[[sources]}]`) or in the second's place (`[[sources]}`).
 */
function arrayHeaderEnd(text: string, line: number, column: number, at: number): Words | null {
  const rest = lineAt(text, at);
  const here = (message: string, col = column): Words => ({ line, column: col, message });
  if (/^[ \t]*(#.*)?$/.test(rest)) return here('the table header is not closed: end it with ]]');
  if (!/^[ \t]*\[\[[^\]\n]*\]$/.test(text.slice(lineStart(text, at), at))) return null;
  if (/^[A-Za-z0-9_.-]+\]\][ \t]*(#.*)?$/.test(rest))
    return here('this ] ends the table header early: remove it', column - 1);
  const one = /^(.)(\]?)[ \t]*(#.*)?$/u.exec(rest);
  if (one === null || one[1] === ']') return null;
  const c = one[1] === ' ' || one[1] === '\t' ? 'space' : charWords(one[1]!);
  return here(
    `a [[table]] header ends with ]]: ${one[2] === ']' ? `remove the ${c} between them` : `write ] in place of the ${c}`}`,
  );
}

const UNCLOSED =
  'a string is not closed on the line it starts: end it with its quote (text over several lines goes in """ … """)';
const UNCLOSED_LINES = 'a multi-line string is not closed: end it with the three quotes it starts with';

/** `2026/08/10`, `2026.8.10`, `25.08.2026`: a date as written elsewhere, which TOML reads as a broken number or text. */
const OTHER_DATE = /^(?:\d{4}[/.]\d{1,2}[/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{4})$/;

/**
 * `kind == "model_id"`, `endpoint = ]POST /v1"`: one character where a value starts that starts
 * none. When a value follows it, remove it; when text closed by a quote follows, it took the
 * opening quote's place.
 */
function strayBeforeValue(text: string, at: number): string | null {
  // The whole character: a tag character (U+E0041) is two code units.
  const code = text.codePointAt(at);
  const c = code === undefined ? undefined : String.fromCodePoint(code);
  // Not a space or tab (the parser's stop is past them), but a space other than U+0020 is a stray.
  if (c === undefined || !/[^ \t\nA-Za-z0-9"'[{+#-]/.test(c)) return null;
  const after = lineAt(text, at + c.length);
  const quoted = /^([^"'\\\n]{1,60})"[ \t]*(?:[,\]}#]|$)/.exec(after);
  if (quoted !== null) return `write the text in quotes, without the ${charWords(c)} ("${quoted[1]}")`;
  const fraction = c === '.' ? /^\d[\d_]*/.exec(after) : null;
  if (fraction !== null) return `write a number with a digit before its dot: 0.${fraction[0]}`;
  return VALUE_START.test(after) ? `remove the ${charWords(c)} before the value` : null;
}

/**
 * `height = 6"`, `width = 2048{height = 880`, `formats = 5"jpeg"`: a character a number cannot
 * hold, where the parser stops. The message, and how far before the stop it is said: at the
 * number when the number is the slip (`5"jpeg"`), else 0.
 */
function strayInNumber(text: string, at: number): { message: string; start: number } | null {
  const c = text[at]!;
  const number = /[=[,][ \t]*([-+]?\d[\d_.eE+-]*)$/.exec(text.slice(lineStart(text, at), at));
  if (number === null) return null;
  const after = lineAt(text, at + 1);
  if (c === '"' && /^[^"\n]+"[ \t]*([,\]}#]|$)/.test(after))
    return { message: `remove the ${number[1]} before the text`, start: number[1]!.length };
  const key = keyAhead(after);
  if (key !== null)
    return {
      message: `a key = value goes on a line of its own: start a new line before ${clip(key, 40)}`,
      start: 0,
    };
  if (/^[ \t]*(#.*)?$/.test(after))
    return { message: `remove the ${charWords(c)} after the number`, start: 0 };
  return /^\d/.test(after) ? { message: `remove the ${charWords(c)} inside the number`, start: 0 } : null;
}

/** A decimal number (integer or float) written with a leading zero: `05`, `-007`, `00.5`. */
const LEADING_ZERO = /^[-+]?0\d[\d_]*(?:\.\d[\d_]*)?(?:[eE][-+]?\d[\d_]*)?$/;

/** `2026-8-10`: a date with a one-digit month or day, which TOML reads as a broken number. */
const SHORT_DATE = /^\d{4}-\d{1,2}-\d{1,2}$/;

/**
 * `// note`, `; note`, a block comment (slash-star, star-slash): a comment as other languages (and INI files) write it, where
 * TOML reads a key (at a line's start: the parser's "illegal character in key"), or after a value or
 * a header ("must be followed by an end-of-line"), or as an array's item (`"a", // note`). Said at
 * its start, with the # comment to write. A `;` only at a line's start, or after a value with words
 * after it (`"x";` alone is removed, as any character after a value is); a block comment only when
 * nothing follows its end on its line. Null for anything else.
 */
function commentSlip(text: string, line: number, column: number, at: number, said: string): Words | null {
  const start = lineStart(text, at);
  let from: number;
  if (said === 'illegal character in key') {
    // The line's first character, which the parser may be past (a last line with no line break);
    // in an inline table, where its key goes (`{ a = 1, // note`).
    from = start + /^[ \t]*/.exec(lineAt(text, start))![0].length;
    if (from < at && /[{,][ \t]*$/.test(text.slice(start, at))) from = at;
    if (from > at) return null;
  } else if (
    said === 'each key-value declaration must be followed by an end-of-line' ||
    said === 'illegal character in numeric literal' ||
    said === 'invalid value'
  )
    from = at + /^[ \t]*/.exec(lineAt(text, at))![0].length;
  else return null;
  const before = text.slice(start, from);
  const lead = before.trim() === '';
  // An array's item: after its `[` or a comma, or on a line of its own inside it.
  if (said === 'invalid value' && !lead && !/[[,][ \t]*$/.test(before)) return null;
  const rest = lineAt(text, from);
  const mark = /^(?:\/\/|\/\*|;)/.exec(rest)?.[0];
  if (mark === undefined) return null;
  let body = rest.slice(mark.length);
  if (mark === ';' && (said === 'invalid value' || (!lead && body.trim() === ''))) return null;
  let shown = mark;
  let fix: string | undefined;
  if (mark === '/*') {
    const end = body.indexOf('*/');
    shown = '/* … */';
    if (end >= 0 && body.slice(end + 2).trim() !== '') return null;
    if (end < 0) fix = 'write # at the start of each of its lines, without /* and */';
    else body = body.slice(0, end);
  }
  // `;lab = "x"`: a key line commented out as INI does, or a stray `;` typed before the key.
  const keyLine = mark === ';' && lead && /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*[ \t]*=/.test(body);
  body = body.trim();
  fix ??=
    body === '' || body.length > QUOTED_MAX || [...body].some(unseen)
      ? `write # in place of ${mark === '/*' ? 'the /* and the */' : `the ${mark}`}`
      : `write # ${body}`;
  if (keyLine) fix += ', or remove the ; to keep the key';
  return { line, column: column + (from - at), message: `TOML comments start with #, not ${shown}: ${fix}` };
}

/** `step = 2,` or `name = "Veo",`: a comma, then nothing but a comment to the end of the line. */
function commaAfterValue(text: string, at: number): boolean {
  return text[at] === ',' && /^[ \t]*(#.*)?$/.test(lineAt(text, at + 1));
}

const COMMA =
  'remove the comma after the value: a value ends at the end of its line (commas only go between items in [ … ] and { … })';

export const BOM = 'an invisible byte order mark (U+FEFF) is here: delete it';

/** `"C:\Users\x"`: a backslash starts an escape in "…" text; the parser stops past it. */
function escapeWords(text: string, line: number, column: number, at: number): Words | null {
  const start = lineStart(text, at);
  const slash = text.lastIndexOf('\\', at);
  if (slash < start) return null;
  const open = text.lastIndexOf('"', slash);
  const close = text.indexOf('"', slash);
  // The text quoted back only when its closing quote is on this line (`"draft\]` has none).
  const value =
    open >= start && close > slash && !/['\n]/.test(text.slice(open, close))
      ? text.slice(open + 1, close)
      : null;
  const quote = value === null || value.length > 60 ? 'single quotes' : `single quotes ('${value}')`;
  // The whole character after it (one beyond U+FFFF is two code units).
  const code = text.codePointAt(slash + 1);
  const next = code === undefined ? '' : String.fromCodePoint(code);
  return {
    line,
    column: column - (at - slash),
    message: `${unseen(next) ? `\\ before ${charWords(next)}` : `\\${next}`} is not an escape in "…" text: write a backslash as \\\\, or put the text in ${quote}`,
  };
}

/** A key and one "…" text, up to its closing quote. */
const STRING_VALUE = new RegExp(String.raw`^[ \t]*${PAIR_KEY}[ \t]*=[ \t]*"(?:[^"\\\n]|\\.)*"$`);

/**
 * "each key-value declaration must be followed by an end-of-line": something after a value or a
 * header. A `"` inside the text (`"flux-2-p"ro"`) ends it early, said at that quote; a key after it
 * (a lost line break) starts a new line; a header closed early (`[verificati]on]`) at its `]`; a
 * short leftover after a closing quote or bracket is removed.
 */
function afterValue(
  text: string,
  line: number,
  column: number,
  at: number,
  typesAt: TypesAt,
  valuesAt: ValuesAt,
): Words | null {
  const before = text.slice(lineStart(text, at), at);
  const rest = lineAt(text, at);
  const here = (message: string, col = column): Words => ({ line, column: col, message });
  if (/^[ \t]*\[/.test(before)) {
    if (/^[A-Za-z0-9_.-]*\]{1,2}[ \t]*(#.*)?$/.test(rest))
      return here('this ] ends the table header early: remove it', column - 1);
  } else if (STRING_VALUE.test(before) && /^[^"\n]*"[ \t]*(#.*)?$/.test(rest))
    return here(QUOTE_INSIDE, column - 1);
  // A key and its `=` further on the line (a line break lost before it).
  const key = keyAhead(rest);
  if (key !== null)
    return here(`a key = value goes on a line of its own: start a new line before ${clip(key, 40)}`);
  // `min_total_pixels = 409 6`: a space inside a number, said at the space.
  const split = /=[ \t]*([-+]?\d[\d_]*)([ \t]+)$/.exec(before);
  const digits = /^\d[\d_]*(?=[ \t]*(#.*)?$)/.exec(rest);
  if (split !== null && digits !== null) {
    // A field with set values (`schema_version = 1 2`): those; 12 would fail them too.
    const written = split[1]!.length + split[2]!.length;
    const wants = fieldWants(text, at - written, typesAt, valuesAt);
    if (typeof wants === 'object' && wants !== null)
      return here(allowedWords(`${split[1]}${split[2]}${digits[0]}`, wants.allowed), column - written);
    return here(`write a number without spaces: ${split[1]}${digits[0]}`, column - split[2]!.length);
  }
  // `name = 3.1 Fast`, `name = true story`: a number or true read as the value, then more words.
  const first = /^([ \t]*[^=\s[{][^=]*=[ \t]*)([-+\w.:]+)[ \t]+$/.exec(before);
  const words = withoutSpacedComment(rest).trimEnd();
  const whole = first === null ? '' : before.slice(first[1]!.length) + words;
  // One letter is a scale (`1 M`) or nothing the words below know.
  if (
    first !== null &&
    /^[^"'=[\]{},#]+$/.test(words) &&
    (/[A-Za-z]{2}/.test(words) || scaledNumber(whole) !== null)
  ) {
    // `amount = 0.03 USD` is a number with its unit, `name = 3.1 Fast` text: the fix the field
    // takes, both where that is not known. `per = 1 million` is a number (1 alone is a million off).
    const alone = /^[-+]?\d/.test(first[2]!) || first[2] === 'true' || first[2] === 'false';
    const wants = fieldWants(text, lineStart(text, at) + first[1]!.length, typesAt, valuesAt);
    const quoted = quotedText(whole);
    const start = column - (before.length - first[1]!.length);
    if (typeof wants === 'object' && wants !== null) return here(allowedWords(whole, wants.allowed), start);
    if (scaledNumber(whole) !== null && wants !== 'text')
      return here(`${numberWords(whole)}${wants === 'number' ? '' : `, or ${quoted}`}`, start);
    return here(
      alone && whole.length <= QUOTED_MAX && wants !== 'text'
        ? `${whole} is not a TOML value: write ${first[2]} alone${wants === 'number' ? '' : `, or ${quoted}`}`
        : quoteWords(whole),
      start,
    );
  }
  // `unit =0 "pixel"`: one character typed between the = and the value.
  const lead = /=[ \t]*(\S)[ \t]+$/.exec(before);
  if (lead !== null && VALUE_START.test(rest))
    return here(
      `remove the ${charWords(lead[1]!)} before the value`,
      column - (before.length - before.lastIndexOf(lead[1]!)),
    );
  const extra = withoutComment(rest);
  if (/["'\]}]$/.test(before) && extra.length <= 20)
    return here(
      `remove ${textWords(extra)} after the ${/^[ \t]*\[/.test(before) ? 'table header' : 'value'}: only a # comment may follow it on its line`,
    );
  return null;
}

/** `name = 'Google's Veo'`: the parser stops past the `'`; the text as it was meant, or null. */
function apostrophe(text: string, at: number): string | null {
  const start = lineStart(text, at);
  const m = /^[ \t]*[^=]+=[ \t]*'([^']*)'/.exec(text.slice(start));
  if (m === null || start + m[0].length !== at) return null;
  const rest = lineAt(text, at);
  const end = rest.lastIndexOf("'");
  return end < 0 ? null : clip(`${m[1]}'${rest.slice(0, end)}`, 60);
}

/**
 * `name = "Veo 3.1”`: text opened with a straight quote and ended with a curly one (an editor's or a
 * document's), so left open to the line's end. Said at the curly quote; not when the text opens a
 * curly quote of its own (`"a “b”`), whose closing one is the text's.
 */
function curlyClose(text: string, line: number, column: number, at: number): Words | null {
  const before = text.slice(lineStart(text, at), at);
  const m = /"([^"\\\n\u201c]*)\u201d[ \t]*$/.exec(before);
  if (m === null) return null;
  const back = before.length - m.index - 1 - m[1]!.length;
  return {
    line,
    column: column - back,
    message: `\u201d is not a TOML quote: end the text with a straight quote (${basicString(clip(m[1]!, 60))})`,
  };
}

/** `name = “Veo”`: quotes a word processor or chat app put in, which TOML does not read as quotes. */
function curlyQuoted(text: string, at: number): string | null {
  const open = text[at]!;
  const close = open === '\u201c' ? '\u201d' : open === '\u2018' ? '\u2019' : null;
  if (close === null) return null;
  const rest = lineAt(text, at + 1);
  const end = rest.lastIndexOf(close);
  const inner = end < 0 ? null : rest.slice(0, end);
  return `${open} and ${close} are not TOML quotes: write straight quotes${inner === null ? '' : ` (${basicString(clip(inner, 60))})`}`;
}

/**
 * `amount = 0,40` (a decimal comma) or `max = 1,000` (a thousands comma): the parser stops at the
 * comma or the leading zero; said at the first comma. Only a key's own value, not an array's items.
 */
function numberWithComma(text: string, line: number, at: number): Words | null {
  const start = lineStart(text, at);
  const m = /^([ \t]*[^=[\]{}"']+=[ \t]*[-+]?)(\d+)((?:,\d+)+)[ \t]*(#.*)?$/.exec(lineAt(text, start));
  if (m === null) return null;
  const groups = m[3]!.slice(1).split(',');
  const column = m[1]!.length + m[2]!.length + 1;
  if (m[2] !== '0' && groups.every((g) => g.length === 3))
    return {
      line,
      column,
      message: `write a number without commas: ${m[2]}${groups.join('')} (or ${m[2]}_${groups.join('_')})`,
    };
  if (groups.length === 1)
    return { line, column, message: `write a decimal number with a dot: ${m[2]}.${groups[0]}` };
  return null;
}
