// Linear stand-ins for regexes on the error-wording path that backtrack quadratically on a long
// line (a run of spaces, digits or letters tried again from each of its characters): one line of
// 100 KB took minutes to word. Each returns what its regex (named in its comment) returns, in time
// linear in the text. Also which lines sit inside a multi-line string, in one pass. Pure; run
// only on errors.
import { PAIR_KEY } from './value-shapes.js';

const blank = (c: string | undefined) => c === ' ' || c === '\t';
const bare = (c: string | undefined) => c !== undefined && /[A-Za-z0-9_-]/.test(c);
/** `\w.:+-`, what a number-like item holds after its first digit. */
const numberish = (c: string | undefined) => c !== undefined && /[\w.:+-]/.test(c);
const digit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';

/** Where the run of spaces and tabs that ends at `end` starts. */
function blankStart(s: string, end: number): number {
  let i = end;
  while (i > 0 && blank(s[i - 1])) i--;
  return i;
}

/** Just past the last character `.` does not match: a `#.*$` comment can only start after it. */
function afterLastBreak(s: string): number {
  for (let i = s.length - 1; i >= 0; i--) {
    const c = s.charCodeAt(i);
    if (c === 10 || c === 13 || c === 0x2028 || c === 0x2029) return i + 1;
  }
  return 0;
}

/** `s.replace(/[ \t]+#.*$/, '')`: without a comment after a space, nor that space. */
export function withoutSpacedComment(s: string): string {
  const from = afterLastBreak(s);
  const i = s.slice(from).search(/[ \t]#/);
  return i < 0 ? s : s.slice(0, blankStart(s, from + i + 1));
}

/** `s.replace(/[ \t]*(#.*)?$/, '')`: without a comment, nor the spaces before it or at the end. */
export function withoutComment(s: string): string {
  const hash = s.indexOf('#', afterLastBreak(s));
  return s.slice(0, blankStart(s, hash < 0 ? s.length : hash));
}

/**
 * `/^[ \t]*(.*?)[ \t]*=[ \t]*$/.exec(s)?.[1]`: what comes before an `=` that ends the text (with
 * spaces around), or null.
 */
export function keyBeforeLastEquals(s: string): string | null {
  let end = blankStart(s, s.length);
  if (s[end - 1] !== '=') return null;
  end = blankStart(s, end - 1);
  let start = 0;
  while (start < end && blank(s[start])) start++;
  const key = s.slice(start, end);
  return /[\n\r\u2028\u2029]/.test(key) ? null : key;
}

/**
 * `/("…"|'…'|[-+]?\d[\w.:+-]*|true|false)[ \t]*$/.exec(s)?.[1]` (value-shapes.ts ITEM): the
 * leftmost item that runs to the end of `s` (spaces after it aside), or null.
 */
export function lastItem(s: string): string | null {
  const e = blankStart(s, s.length);
  const starts: number[] = [];
  const last = s[e - 1];
  if ((last === '"' || last === "'") && e >= 2) {
    const open = s.lastIndexOf(last, e - 2);
    const inside = s.slice(open + 1, e - 1);
    if (open >= 0 && !inside.includes('\n') && (last === "'" || !inside.includes('\\'))) starts.push(open);
  }
  if (numberish(last)) {
    let run = e;
    while (run > 0 && numberish(s[run - 1])) run--;
    let d = run;
    while (d < e && !digit(s[d])) d++;
    if (d < e) starts.push(d > run && (s[d - 1] === '-' || s[d - 1] === '+') ? d - 1 : d);
    if (s.slice(0, e).endsWith('true')) starts.push(e - 4);
    if (s.slice(0, e).endsWith('false')) starts.push(e - 5);
  }
  return starts.length === 0 ? null : s.slice(Math.min(...starts), e);
}

const KEY_THEN_EQUALS = new RegExp(String.raw`(${PAIR_KEY})[ \t]*=`, 'y');
const KEY_CHAIN = new RegExp(PAIR_KEY, 'y');

/**
 * `new RegExp(String.raw\`^[^"'=]*?(${PAIR_KEY})[ \t]*=\`).exec(s)?.[1]`: the first key (bare,
 * quoted or dotted) with its `=` after it, before any quote or `=` that is no part of it. A key
 * starts where a bare word does, or at that quote; a dotted key that has no `=` after it has none
 * after any of its parts either, so the search goes on past its end.
 */
export function keyAhead(s: string): string | null {
  const stop = s.search(/["'=]/);
  const limit = stop < 0 ? s.length : stop;
  for (let p = 0; p <= limit; ) {
    const c = s[p];
    const starts = p < limit ? bare(c) && !bare(s[p - 1]) : c === '"' || c === "'";
    if (!starts) {
      p++;
      continue;
    }
    KEY_THEN_EQUALS.lastIndex = p;
    const m = KEY_THEN_EQUALS.exec(s);
    if (m !== null) return m[1]!;
    KEY_CHAIN.lastIndex = p;
    KEY_CHAIN.exec(s);
    p = Math.max(p + 1, KEY_CHAIN.lastIndex);
  }
  return null;
}

/** `/^([^=]+?)\s*=/.exec(s)?.[1]`: what comes before the first `=`, without the spaces at its end. */
export function beforeEquals(s: string): string | null {
  const eq = s.indexOf('=');
  if (eq <= 0) return null;
  // \s and trimEnd take the same characters; the regex keeps at least one.
  return s.slice(0, eq).trimEnd() || s[0]!;
}

/**
 * Which of the first `count` lines (index 0-based) start inside a multi-line string: their text is
 * no header nor key. Read over comments and one-line strings, in one pass.
 */
export function linesInStrings(text: string, count: number): boolean[] {
  const inside = [false];
  let quote = '';
  for (let i = 0; i < text.length && inside.length < count; i++) {
    const c = text[i]!;
    if (c === '\n') {
      if (quote.length === 1) quote = '';
      inside.push(quote !== '');
    } else if (quote === '') {
      if (c === '#') {
        const nl = text.indexOf('\n', i);
        i = (nl < 0 ? text.length : nl) - 1;
      } else if (c === '"' || c === "'") {
        quote = text.startsWith(c + c + c, i) ? c + c + c : c;
        i += quote.length - 1;
      }
    } else if (c === '\\' && quote[0] === '"') {
      if (text[i + 1] !== '\n') i++;
    } else if (text.startsWith(quote, i)) {
      // `""""` or `"""""`: up to two quotes of the text before the three that close it.
      if (quote.length === 3) while (text[i + 3] === c && i + 3 < text.length) i++;
      i += quote.length - 1;
      quote = '';
    }
  }
  return inside;
}

/** `s.replace(/[ \t]*,$/, '')`: without a comma at the end, nor the spaces before it. */
export function withoutTrailingComma(s: string): string {
  return s.endsWith(',') ? s.slice(0, blankStart(s, s.length - 1)) : s;
}

/**
 * `/[{,][ \t]*([^{,"']*|"[^"\\\n]*")[ \t]*$/.exec(s)?.[1].trim()` (cubic: three runs over the same
 * spaces): an inline table's key being written, after its `{` or `,` up to the end of `s`, bare words
 * or one "…", or null.
 */
export function inlineKeyBefore(s: string): string | null {
  const e = blankStart(s, s.length);
  if (s[e - 1] === '"' && e >= 2) {
    const open = s.lastIndexOf('"', e - 2);
    const inside = s.slice(open + 1, e - 1);
    const c = blankStart(s, open) - 1;
    if (open >= 0 && !/[\\\n]/.test(inside) && (s[c] === '{' || s[c] === ',')) return s.slice(open, e);
  }
  const c = Math.max(s.lastIndexOf('{'), s.lastIndexOf(','));
  const rest = s.slice(c + 1);
  return c >= 0 && !/["']/.test(rest) ? rest.trim() : null;
}
