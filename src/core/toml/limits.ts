// A linear pass over the TOML text before it is parsed: refuses what would make the parser, the JSON
// walk or the schema check recurse without bound (deep nesting) or do unbounded work (a flood of keys).
// It only reads structure (keys, headers, brackets, strings, comments); smol-toml judges the syntax.
import { grouped } from '../words.js';

/** Nesting of tables, dotted keys, inline tables and arrays; the real records nest at most 9 deep. */
export const MAX_DEPTH = 64;
/** Key parts (of dotted keys and headers), array elements; the largest real record has under 1,000. */
export const MAX_VALUES = 10_000;

export interface LimitProblem {
  rule: 'toml/too-deep' | 'file/too-many-values';
  message: string;
  line: number;
  column: number;
}

interface Frame {
  kind: '{' | '[';
  /** Depth of the values directly inside this inline table or array. */
  depth: number;
  /** Inside `{`: reading a key (true) or a value (false). Inside `[`: a new element may start. */
  expecting: boolean;
}

export function checkLimits(text: string): LimitProblem | null {
  return measureLimits(text).problem;
}

// Character codes: the scan compares numbers (charCodeAt), not one-character strings.
const NL = 10;
const SPACE = 32;
const TAB = 9;
const CR = 13;
const HASH = 35;
const DQUOTE = 34;
const SQUOTE = 39;
const DOT = 46;
const EQUALS = 61;
const COMMA = 44;
const BACKSLASH = 92;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;

/**
 * checkLimits, also counting the keys, headers and elements seen. The count is additive over the
 * statement-level sections of a document, which lets the chunked history parser check a version
 * section by section (see toml/chunked.ts).
 */
export function measureLimits(text: string): { problem: LimitProblem | null; values: number } {
  const tally = { values: 0 };
  const problem = scan(text, tally);
  return { problem, values: tally.values };
}

function scan(text: string, tally: { values: number }): LimitProblem | null {
  let line = 1;
  let lineStart = 0;
  /** Key parts of the last `[header]`: the depth its keys start from. */
  let tableDepth = 0;
  /** Depth of the value after the last `=`. */
  let valueDepth = 0;
  /** The key being read, if any: its parts so far, the depth it starts from, where it starts. */
  let key: { parts: number; base: number; at: number } | null = null;
  /** Statement level (no open inline table or array): a line starts, a header, or a value follows. */
  let mode: 'start' | 'header' | 'value' = 'start';
  const stack: Frame[] = [];

  const position = (i: number) => ({ line, column: i - lineStart + 1 });
  const tooDeep = (i: number): LimitProblem => ({
    rule: 'toml/too-deep',
    message: `keys, tables and arrays nest more than ${MAX_DEPTH} levels deep here; a record may nest at most ${MAX_DEPTH} levels`,
    ...position(i),
  });
  const count = (i: number): LimitProblem | null =>
    ++tally.values > MAX_VALUES
      ? {
          rule: 'file/too-many-values',
          message: `file has more than ${grouped(MAX_VALUES)} keys and values; a record may have at most ${grouped(MAX_VALUES)}`,
          ...position(i),
        }
      : null;
  /** A new element of the innermost array starts here: count it. */
  const element = (i: number): LimitProblem | null => {
    const top = innermost(stack);
    if (top?.kind !== '[' || !top.expecting) return null;
    top.expecting = false;
    return count(i);
  };
  const newline = (at: number) => {
    line++;
    lineStart = at + 1;
  };

  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === NL) {
      newline(i);
      if (stack.length === 0) {
        mode = 'start';
        key = null;
      }
      i++;
      continue;
    }
    if (c === SPACE || c === TAB || c === CR) {
      i++;
      continue;
    }
    if (c === HASH) {
      const end = text.indexOf('\n', i);
      i = end < 0 ? n : end;
      continue;
    }
    let top = innermost(stack);
    if (stack.length === 0 && mode === 'start') {
      if (c === OPEN_BRACKET) {
        mode = 'header';
        i += text.charCodeAt(i + 1) === OPEN_BRACKET ? 2 : 1;
        key = { parts: 1, base: 0, at: i };
        const over = count(i);
        if (over) return over;
        continue;
      }
      mode = 'value';
      key = { parts: 1, base: tableDepth, at: i };
    } else if (top?.kind === '{' && top.expecting && key === null && c !== CLOSE_BRACE && c !== COMMA) {
      key = { parts: 1, base: top.depth, at: i };
    }
    if (c === DQUOTE || c === SQUOTE) {
      if (key === null) {
        const over = element(i);
        if (over) return over;
      }
      i = skipString(text, i, newline);
      continue;
    }
    if (key !== null) {
      if (c === DOT) {
        if (++key.parts + key.base > MAX_DEPTH) return tooDeep(i + 1);
        // Each part makes a table in the parser and the locator: `a.b.….z = 1` is 26, not 1.
        const over = count(key.at);
        if (over) return over;
      } else if (c === CLOSE_BRACKET && mode === 'header' && stack.length === 0) {
        tableDepth = key.parts;
        key = null;
        mode = 'value'; // the rest of the line: a second `]` and a comment at most
      } else if (c === EQUALS) {
        valueDepth = key.parts + key.base;
        if (valueDepth > MAX_DEPTH) return tooDeep(key.at);
        const over = count(key.at);
        if (over) return over;
        key = null;
        if (top?.kind === '{') top.expecting = false;
      } else if (c === CLOSE_BRACE && top?.kind === '{') {
        stack.pop(); // `{}` or a trailing comma
        key = null;
      }
      i++;
      continue;
    }
    if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      const over = element(i);
      if (over) return over;
      top = innermost(stack);
      const own = top?.kind === '[' ? top.depth : valueDepth;
      const inner = c === OPEN_BRACKET ? own + 1 : own;
      if (inner > MAX_DEPTH) return tooDeep(i);
      stack.push({ kind: c === OPEN_BRACKET ? '[' : '{', depth: inner, expecting: true });
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      stack.pop();
    } else if (c === COMMA) {
      if (top) top.expecting = true;
    } else {
      const over = element(i);
      if (over) return over;
    }
    i++;
  }
  return null;
}

/** The innermost open bracket. Never reads index -1: V8 looks that up as a property, very slowly. */
function innermost(stack: Frame[]): Frame | undefined {
  return stack.length === 0 ? undefined : stack[stack.length - 1];
}

/** Index just past the string that opens at `i` (`"…"`, `'…'`, `"""…"""`, `'''…'''`). */
export function skipString(text: string, i: number, newline: (at: number) => void): number {
  const q = text.charCodeAt(i);
  const n = text.length;
  const multi = text.charCodeAt(i + 1) === q && text.charCodeAt(i + 2) === q;
  let j = i + (multi ? 3 : 1);
  while (j < n) {
    const c = text.charCodeAt(j);
    if (c === BACKSLASH && q === DQUOTE) {
      if (text.charCodeAt(j + 1) === NL) newline(j + 1);
      j += 2;
      continue;
    }
    if (c === NL) {
      if (!multi) return j; // unterminated: the parser reports it
      newline(j);
    }
    if (c === q) {
      if (!multi) return j + 1;
      if (text.charCodeAt(j + 1) === q && text.charCodeAt(j + 2) === q) {
        // Up to two more quotes may belong to the content: `""""` ends with one quote inside.
        let k = j + 3;
        while (k < n && k < j + 5 && text.charCodeAt(k) === q) k++;
        return k;
      }
    }
    j++;
  }
  return n;
}
