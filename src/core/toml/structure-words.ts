// Words for a value's brackets: an array or inline table with an item not followed by a comma, a
// character typed after an item, a bracket left open above a table header. Run only on errors,
// from syntax-words.ts.
import { clip } from '../message-text.js';
import { charWords } from './char-names.js';
import { lastItem } from './linear.js';
import { ITEM_TEXT, lineAt, lineStart, PAIR_KEY, QUOTE_INSIDE, type Words } from './value-shapes.js';

/** Text in triple quotes, on one line. */
const LONG_TEXT = String.raw`"""(?:[^\\\n]|\\.)*?"""|'''[^\n]*?'''`;
const NEXT_ITEM = new RegExp(`^(${LONG_TEXT}|${ITEM_TEXT})(?=[\\s,\\]])`);
/** `key = value`, the value one ITEM. */
const PAIR = String.raw`${PAIR_KEY}[ \t]*=[ \t]*(?:${ITEM_TEXT})`;
const LAST_PAIR = new RegExp(String.raw`[{,]\s*(${PAIR})[ \t]*$`);
const NEXT_KEY = new RegExp(String.raw`^(${PAIR_KEY})[ \t]*=`);
const NEXT_PAIR = new RegExp(String.raw`^(${PAIR})(?=[\s,}])`);
/** A line holding one item in quotes (one or three), then a comma, a `]`, a comment or nothing. */
const QUOTED_ITEM_LINE = new RegExp(
  String.raw`^[ \t]*(?:${LONG_TEXT}|"(?:[^"\\\n]|\\.)*"|'[^'\n]*')[ \t]*(?:[,\]#]|$)`,
);

/** Line and column (1-based) of `offset`. */
function positionOf(text: string, offset: number): { line: number; column: number } {
  const s = lineStart(text, offset);
  return { line: text.slice(0, s).split('\n').length, column: offset - s + 1 };
}

/**
 * "expected comma or end of structure": inside an array or inline table, an item not followed by a
 * comma. When what follows is on a later line and starts a key or a header, the array was never
 * closed: said at the end of its last item, with the line it opened at.
 */
export function structureWords(text: string, at: number): Words | null {
  let end = at;
  while (end > 0 && /\s/.test(text[end - 1]!)) end--;
  const after = positionOf(text, end);
  const next = lineAt(text, lineStart(text, at));
  const newLine = text.slice(end, at).includes('\n');
  // A line starting with text in quotes then `,`, `]` or its end is an item (`"c=d"`), not a key.
  const keyNext = /^[ \t]*(\[|[A-Za-z0-9_"'-][^=]*=)/.test(next) && !QUOTED_ITEM_LINE.test(next);
  if (at >= text.length || (newLine && keyNext)) {
    const opener = openerBefore(text, end);
    if (opener === null) return null;
    // TOML 1.1 lets an inline table run over lines: with its } further on, a key on the next line
    // is an item that wants a comma before it, not a table left open.
    if (opener.bracket === '{' && closedFurther(text, at))
      return inlineComma(text, opener.at, end, at, after);
    const kind = opener.bracket === '[' ? 'array' : 'inline table';
    return {
      ...after,
      message: `the ${kind} opened at line ${positionOf(text, opener.at).line} is not closed: end it with ${opener.bracket === '[' ? ']' : '}'} after its last item`,
    };
  }
  // `["fa"ily-model-page", …]`: a " inside an item's text, which ends it early.
  if (end === at && text[at - 1] === '"' && /^[^"\n,[\]{}]*"[ \t]*[,\]}]/.test(lineAt(text, at)))
    return { ...positionOf(text, at - 1), message: QUOTE_INSIDE };
  const opener = openerBefore(text, end);
  if (opener?.bracket === '{') return inlineComma(text, opener.at, end, at, after);
  if (opener?.bracket !== '[') return null;
  // `[{ … } { … }]`, `[[1, 2] [3, 4]]`: said at the bracket that closes the item before.
  const closer = text[end - 1];
  if ((closer === '}' || closer === ']') && (text[at] === '{' || text[at] === '['))
    return {
      ...positionOf(text, end - 1),
      message: `write a comma between the items of an array, after this ${closer}`,
    };
  const prev = lastItem(text.slice(opener.at + 1, end));
  const item = NEXT_ITEM.exec(text.slice(at));
  if (prev === null || item === null) return null;
  return {
    ...after,
    message: `write a comma between the items of an array: ${clip(prev, 30)}, ${clip(item[1]!, 30)}`,
  };
}

/** After the rest of its line: only blank lines, then a key's `=`, a table header or the end. */
const KEY_OR_HEADER_NEXT = /^[^\n]*(?:\n[ \t]*(?:#[^\n]*)?)*(?:$|\n[ \t]*(?:\[|[A-Za-z0-9_"'-][^=\n]*=))/;

/**
 * `["a"x, "b"]`, `["a", "b"}`, `["a"{ "b"]`: one character typed right after an item, said at it.
 * Before a comma, a closing bracket or the line's end it is removed (or, the line's last, is the
 * other bracket written for the one that closes); with the next item after a space it took the
 * comma's place. A quote is left to the other words (it may open text, or end it early).
 */
export function strayAfterItem(text: string, line: number, column: number, at: number): Words | null {
  const c = String.fromCodePoint(text.codePointAt(at) ?? 32);
  // A closing bracket may follow the item after spaces (`{ name = "English" ]`); another character
  // after a space may start the next item, which the other words tell.
  let item = at;
  if (c === ']' || c === '}') while (text[item - 1] === ' ' || text[item - 1] === '\t') item--;
  if (/[\s,"'#]/.test(c) || !/["'}\]\w]/.test(text[item - 1] ?? ' ')) return null;
  const shown = charWords(c);
  const opener = openerBefore(text, at);
  if (opener === null) return null;
  const after = lineAt(text, at + c.length);
  const here = (message: string): Words => ({ line, column, message });
  const array = opener.bracket === '[';
  // The line's last character, in place of the closing bracket: the other one, or any when the
  // bracket opened on this line and a key, a header or the end of the file comes next.
  const last = /^[ \t]*(#.*)?$/.test(after);
  const ends =
    lineStart(text, opener.at) === lineStart(text, at) && KEY_OR_HEADER_NEXT.test(text.slice(at + c.length));
  if (last && (c === (array ? '}' : ']') || ends)) {
    // `[{ name = "English"]`: the ] closes the array around the table, so the } goes before it.
    const around = openerBefore(text, opener.at)?.bracket;
    const how = around !== undefined && c === (around === '[' ? ']' : '}') ? 'before' : 'in place of';
    return here(
      array
        ? `an array ends with ]: write ] ${how} the ${shown}`
        : `an inline table ends with }: write } ${how} the ${shown}`,
    );
  }
  if (/^[ \t]*([,\]}]|#|$)/.test(after)) return here(`remove the ${shown} after the item`);
  const next = array ? NEXT_ITEM.exec(after.trimStart()) : NEXT_KEY.exec(after.trimStart());
  if (/^[ \t]/.test(after) && next !== null)
    return here(
      `write a comma between the items of an ${array ? 'array' : 'inline table'}, in place of the ${shown}`,
    );
  return null;
}

/**
 * `{ state = "known" unit = "usd" }`: a key where a comma or `}` must come. Said where the comma
 * goes, with both items when each is one short value, else naming the key it goes before.
 */
function inlineComma(
  text: string,
  open: number,
  end: number,
  at: number,
  where: { line: number; column: number },
): Words | null {
  const key = NEXT_KEY.exec(text.slice(at));
  if (key === null) return null;
  const prev = LAST_PAIR.exec(text.slice(open, end));
  const next = NEXT_PAIR.exec(text.slice(at));
  const message =
    prev === null || next === null
      ? `write a comma between the items of an inline table, before ${clip(key[1]!, 30)}`
      : `write a comma between the items of an inline table: ${clip(prev[1]!, 40)}, ${clip(next[1]!, 40)}`;
  return { ...where, message };
}

/** A table header on a line of its own. */
const HEADER_LINE = /^[ \t]*\[\[?[A-Za-z0-9_."' -]+\]\]?[ \t]*(#.*)?$/;

/**
 * `source_ids = ["a",` or `source_ids = [#"a"]`, then `[[sources]]`: the parser reads the header as
 * an item of the array left open and stops inside it, lines below the mistake. Said where the `]`
 * goes, after the last item (past comments and blank lines), or at the `#` that hid it.
 */
export function headerInOpenArray(text: string, at: number): Words | null {
  const start = lineStart(text, at);
  if (start === 0 || !HEADER_LINE.test(lineAt(text, start))) return null;
  const opener = openerBefore(text, start);
  if (opener?.bracket !== '[') return null;
  const opened = positionOf(text, opener.at).line;
  for (let s = lineStart(text, start - 1); ; s = lineStart(text, s - 1)) {
    const from = Math.max(s, opener.at);
    const code = lineAt(text, from);
    const hash = commentStart(code);
    if (code.slice(hash).includes(']'))
      return {
        ...positionOf(text, from + hash),
        message: `a # starts a comment to the end of its line: the ] after it does not close the array opened at line ${opened}`,
      };
    const end = code.slice(0, hash).trimEnd().length;
    if (end > 0)
      return {
        ...positionOf(text, from + end),
        message: `the array opened at line ${opened} is not closed: end it with ] after its last item`,
      };
    if (s <= opener.at) return null;
  }
}

/** What the parser says where the text ends inside an array or inline table it reads. */
const SAID_AT_END = new Set([
  'invalid value',
  'unfinished array',
  'unfinished table',
  'incomplete key-value: cannot find end of key',
]);

/**
 * `tags = [`, `"b",` or `x = {` and nothing after but spaces and comments: the text ends inside an
 * array or inline table, empty or after a comma. The parser says so in words that change with a
 * last line break (`unfinished array` at the `[`, `invalid value` past the end): said as a bracket
 * not closed, right after the comma (or the opening bracket). Else null. Read back from the end
 * to the opening bracket once, so linear.
 */
export function openAtEnd(text: string, at: number, said: string): Words | null {
  if (!SAID_AT_END.has(said) || at > text.length) return null;
  // Where the parser stops: its opening bracket, the end, or in a comment on the last line (when
  // no line break ends it).
  const unfinished = said === 'unfinished array' || said === 'unfinished table';
  const start = lineStart(text, at);
  const inComment = !text.includes('\n', at) && commentStart(lineAt(text, start)) < at - start;
  if (!unfinished && at < text.length && !inComment) return null;
  const opener = openerBefore(text, text.length);
  if (opener === null) return null;
  const last = lastCode(text, opener.at + 1);
  if (last >= 0 && text[last] !== ',') return null;
  const close = opener.bracket === '[' ? ']' : '}';
  return {
    ...positionOf(text, last >= 0 ? last + 1 : opener.at + 1),
    message: `the ${opener.bracket === '[' ? 'array' : 'inline table'} opened at line ${positionOf(text, opener.at).line} is not closed: end it with ${close}${last >= 0 ? ' after its last item' : ''}`,
  };
}

/** The offset of the text's last character from `from` on that is no space or comment, or -1. */
function lastCode(text: string, from: number): number {
  for (let s = lineStart(text, text.length); ; s = lineStart(text, s - 1)) {
    const begin = Math.max(s, from);
    const code = lineAt(text, begin);
    const end = code.slice(0, commentStart(code)).trimEnd().length;
    if (end > 0) return begin + end - 1;
    if (s <= from) return -1;
  }
}

/** Where a line's comment starts (its `#` outside quotes), or the line's length. */
function commentStart(line: string): number {
  let quote: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quote !== null) {
      if (c === '\\' && quote === '"') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '#') return i;
  }
  return line.length;
}

/**
 * Whether a `}` comes after `at` before the next table header: the inline table open there is
 * closed further on. A rough read (a `}` inside text counts), used only to choose the words.
 */
function closedFurther(text: string, at: number): boolean {
  const header = /^[ \t]*\[\[?[A-Za-z0-9_."' -]+\]\]?[ \t]*(#.*)?$/m.exec(text.slice(at));
  const close = text.indexOf('}', at);
  return close >= 0 && (header === null || close < at + header.index);
}

/** The `[` or `{` still open at `end`, read from the start over strings and comments. */
function openerBefore(text: string, end: number): { at: number; bracket: string } | null {
  const stack: { at: number; bracket: string }[] = [];
  let quote: string | null = null;
  for (let i = 0; i < end; i++) {
    const c = text[i]!;
    if (quote !== null) {
      if (c === '\\' && quote === '"') i++;
      else if (c === quote || c === '\n') quote = null;
    } else if (text.startsWith('"""', i) || text.startsWith("'''", i)) {
      const close = text.indexOf(text.slice(i, i + 3), i + 3);
      i = close < 0 ? end : close + 2;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '#') {
      const nl = text.indexOf('\n', i);
      i = nl < 0 ? end : nl;
    } else if (c === '[' || c === '{') {
      // A header's brackets are not a value's (a `[` starting a line inside an array is an item).
      if (c === '[' && stack.length === 0 && /^[ \t]*$/.test(text.slice(lineStart(text, i), i))) {
        const nl = text.indexOf('\n', i);
        i = nl < 0 ? end : nl;
      } else stack.push({ at: i, bracket: c });
    } else if (c === ']' || c === '}') stack.pop();
  }
  return stack.length > 0 ? stack[stack.length - 1]! : null;
}
