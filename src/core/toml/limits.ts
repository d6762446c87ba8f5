// A linear pass over the TOML text before it is parsed: refuses what would make the parser, the JSON
// walk or the schema check recurse without bound (deep nesting) or do unbounded work (a flood of keys).
// It only reads structure (keys, headers, brackets, strings, comments); smol-toml judges the syntax.

/** Nesting of tables, dotted keys, inline tables and arrays; the real records nest at most 9 deep. */
export const MAX_DEPTH = 64;
/** Keys, table headers and array elements; the largest real record has under 1,000. */
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
  let line = 1;
  let lineStart = 0;
  let values = 0;
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
    ++values > MAX_VALUES
      ? {
          rule: 'file/too-many-values',
          message: `file has more than ${grouped(MAX_VALUES)} keys and values; a record may have at most ${grouped(MAX_VALUES)}`,
          ...position(i),
        }
      : null;
  /** A new element of the innermost array starts here: count it. */
  const element = (i: number): LimitProblem | null => {
    const top = stack[stack.length - 1];
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
    const c = text[i]!;
    if (c === '\n') {
      newline(i);
      if (stack.length === 0) {
        mode = 'start';
        key = null;
      }
      i++;
      continue;
    }
    if (c === ' ' || c === '\t' || c === '\r') {
      i++;
      continue;
    }
    if (c === '#') {
      while (i < n && text[i] !== '\n') i++;
      continue;
    }
    let top = stack[stack.length - 1];
    if (stack.length === 0 && mode === 'start') {
      if (c === '[') {
        mode = 'header';
        i += text[i + 1] === '[' ? 2 : 1;
        key = { parts: 1, base: 0, at: i };
        const over = count(i);
        if (over) return over;
        continue;
      }
      mode = 'value';
      key = { parts: 1, base: tableDepth, at: i };
    } else if (top?.kind === '{' && top.expecting && key === null && c !== '}' && c !== ',') {
      key = { parts: 1, base: top.depth, at: i };
    }
    if (c === '"' || c === "'") {
      if (key === null) {
        const over = element(i);
        if (over) return over;
      }
      i = skipString(text, i, newline);
      continue;
    }
    if (key !== null) {
      if (c === '.') {
        if (++key.parts + key.base > MAX_DEPTH) return tooDeep(i + 1);
      } else if (c === ']' && mode === 'header' && stack.length === 0) {
        tableDepth = key.parts;
        key = null;
        mode = 'value'; // the rest of the line: a second `]` and a comment at most
      } else if (c === '=') {
        valueDepth = key.parts + key.base;
        if (valueDepth > MAX_DEPTH) return tooDeep(key.at);
        const over = count(key.at);
        if (over) return over;
        key = null;
        if (top?.kind === '{') top.expecting = false;
      } else if (c === '}' && top?.kind === '{') {
        stack.pop(); // `{}` or a trailing comma
        key = null;
      }
      i++;
      continue;
    }
    if (c === '{' || c === '[') {
      const over = element(i);
      if (over) return over;
      top = stack[stack.length - 1];
      const own = top?.kind === '[' ? top.depth : valueDepth;
      const inner = c === '[' ? own + 1 : own;
      if (inner > MAX_DEPTH) return tooDeep(i);
      stack.push({ kind: c, depth: inner, expecting: true });
    } else if (c === '}' || c === ']') {
      stack.pop();
    } else if (c === ',') {
      if (top) top.expecting = true;
    } else {
      const over = element(i);
      if (over) return over;
    }
    i++;
  }
  return null;
}

/** 10000 → 10,000 (no locale: output must not depend on the machine). */
function grouped(v: number): string {
  return String(v).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Index just past the string that opens at `i` (`"…"`, `'…'`, `"""…"""`, `'''…'''`). */
function skipString(text: string, i: number, newline: (at: number) => void): number {
  const q = text[i]!;
  const n = text.length;
  const multi = text[i + 1] === q && text[i + 2] === q;
  let j = i + (multi ? 3 : 1);
  while (j < n) {
    const c = text[j]!;
    if (c === '\\' && q === '"') {
      if (text[j + 1] === '\n') newline(j + 1);
      j += 2;
      continue;
    }
    if (c === '\n') {
      if (!multi) return j; // unterminated: the parser reports it
      newline(j);
    }
    if (c === q) {
      if (!multi) return j + 1;
      if (text[j + 1] === q && text[j + 2] === q) {
        // Up to two more quotes may belong to the content: `""""` ends with one quote inside.
        let k = j + 3;
        while (k < n && k < j + 5 && text[k] === q) k++;
        return k;
      }
    }
    j++;
  }
  return n;
}
