// TOML text with its long string values emptied, for locate.ts: toml-eslint-parser builds each string
// with String.fromCodePoint(...codePoints), whose arguments overflow the stack past ~120,000
// characters, while a record may hold a string of up to 1 MiB. Every line break stays where it was,
// so lines are unchanged; columns after an emptied run on its line are mapped back with `cuts`.
// Only text parse.ts accepted comes here, so strings and comments are told apart by their first
// character alone (no other TOML token holds a quote or a `#`).

/** A string whose body is longer than this is emptied; shorter ones are left as they are. */
export const LONG_STRING = 1_000;

/** Text removed from a line: where (0-based column in the shortened line) and how many UTF-16 units. */
export interface Cut {
  column: number;
  removed: number;
}

export interface Shortened {
  text: string;
  /** The cuts of each line that has any (1-based line), in column order. */
  cuts: Map<number, Cut[]>;
}

const NL = 10;
const TAB = 9;
const SPACE = 32;
const HASH = 35;
const DQUOTE = 34;
const SQUOTE = 39;
const DOT = 46;
const EQUALS = 61;
const BACKSLASH = 92;

export function shortenLongStrings(text: string): Shortened {
  const pieces: string[] = [];
  const cuts = new Map<number, Cut[]>();
  let line = 1;
  let outLength = 0;
  let outLineStart = 0;
  let copied = 0;

  const emit = (chunk: string) => {
    pieces.push(chunk);
    for (let nl = chunk.indexOf('\n'); nl >= 0; nl = chunk.indexOf('\n', nl + 1)) {
      line++;
      outLineStart = outLength + nl + 1;
    }
    outLength += chunk.length;
  };
  /** Keeps the body's line breaks only, noting what each of its lines lost. */
  const empty = (start: number, end: number) => {
    emit(text.slice(copied, start));
    let from = start;
    for (;;) {
      const nl = text.indexOf('\n', from);
      const to = nl < 0 || nl >= end ? end : nl;
      if (to > from) {
        const cut = { column: outLength - outLineStart, removed: to - from };
        const list = cuts.get(line);
        if (list) list.push(cut);
        else cuts.set(line, [cut]);
      }
      if (to === end) break;
      emit('\n');
      from = to + 1;
    }
    copied = end;
  };

  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === HASH) {
      const nl = text.indexOf('\n', i);
      i = nl < 0 ? text.length : nl + 1;
    } else if (c === DQUOTE || c === SQUOTE) {
      const multi = text.charCodeAt(i + 1) === c && text.charCodeAt(i + 2) === c;
      const start = i + (multi ? 3 : 1);
      const end = multi ? multiEnd(text, start, c) : singleEnd(text, start, c);
      const after = end + (multi ? 3 : 1);
      // A quoted key names what is located: it is kept whatever its length.
      if (end - start > LONG_STRING && (multi || !isKey(text, after))) empty(start, end);
      i = after;
    } else {
      i++;
    }
  }
  if (copied === 0) return { text, cuts };
  emit(text.slice(copied));
  return { text: pieces.join(''), cuts };
}

/** The 1-based column in the original line of a 1-based column in the shortened one. */
export function originalColumn(cuts: Map<number, Cut[]>, line: number, column: number): number {
  const list = cuts.get(line);
  if (!list) return column;
  let original = column;
  for (const cut of list) if (cut.column <= column - 1) original += cut.removed;
  return original;
}

/** Where a one-line string's body ends (its closing quote). */
function singleEnd(text: string, start: number, quote: number): number {
  let j = start;
  while (j < text.length) {
    const c = text.charCodeAt(j);
    if (c === quote || c === NL) return j;
    j += c === BACKSLASH && quote === DQUOTE ? 2 : 1;
  }
  return text.length;
}

/** Where a multi-line string's body ends: up to two quotes before the closing three are its own. */
function multiEnd(text: string, start: number, quote: number): number {
  let j = start;
  while (j < text.length) {
    const c = text.charCodeAt(j);
    if (c === quote && text.charCodeAt(j + 1) === quote && text.charCodeAt(j + 2) === quote) {
      let extra = 0;
      while (extra < 2 && text.charCodeAt(j + 3 + extra) === quote) extra++;
      return j + extra;
    }
    j += c === BACKSLASH && quote === DQUOTE ? 2 : 1;
  }
  return text.length;
}

/** A string followed by `=` or `.` is a key (a value never is). */
function isKey(text: string, from: number): boolean {
  let j = from;
  while (text.charCodeAt(j) === SPACE || text.charCodeAt(j) === TAB) j++;
  const c = text.charCodeAt(j);
  return c === EQUALS || c === DOT;
}
