// Keys as a line writes them (bare, 'literal' or "basic" with escapes) and as TOML reads them: for
// the error path's words, which compare and name keys found in the text around a parse error.

/** One key as written: bare, a literal string, or a basic string (its escapes too: `"\u0078"`). */
export const ONE_KEY = String.raw`[A-Za-z0-9_-]+|"(?:[^"\\\n]|\\.)*"|'[^'\n]*'`;
/** Each key of a written key path (`a."b\tc".'d'`), in order. */
export const KEY = new RegExp(ONE_KEY, 'g');
/** A dotted key path as written, before its `=` or header's `]`. */
export const PAIR_KEY = String.raw`(?:${ONE_KEY})(?:[ \t]*\.[ \t]*(?:${ONE_KEY}))*`;

const SIMPLE: Record<string, string> = {
  b: '\b',
  t: '\t',
  n: '\n',
  f: '\f',
  r: '\r',
  e: '\x1b',
  '"': '"',
  '\\': '\\',
};
const DIGITS: Record<string, number> = { x: 2, u: 4, U: 8 };

/** A basic string's body with its escapes decoded (TOML 1.1's, `\e` and `\xHH` too), or null when one is not valid. */
function decodeBasic(body: string): string | null {
  let out = '';
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c !== '\\') {
      out += c;
      continue;
    }
    const e = body[++i] ?? '';
    const simple = SIMPLE[e];
    if (simple !== undefined) {
      out += simple;
      continue;
    }
    const n = DIGITS[e];
    const hex = n === undefined ? '' : body.slice(i + 1, i + 1 + n);
    if (n === undefined || !/^[0-9A-Fa-f]+$/.test(hex) || hex.length !== n) return null;
    const code = Number.parseInt(hex, 16);
    // A Unicode scalar value only, as TOML allows (no surrogate, nothing above U+10FFFF).
    if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return null;
    out += String.fromCodePoint(code);
    i += n;
  }
  return out;
}

/**
 * One written key as TOML reads it (quotes off, escapes decoded); a basic string whose escapes are
 * not valid stays as written, quotes and all: it matches no other spelling, and is shown as it is.
 */
export function unquote(k: string): string {
  if (k[0] === "'") return k.slice(1, -1);
  if (k[0] === '"') return decodeBasic(k.slice(1, -1)) ?? k;
  return k;
}

/** The keys of a written key path, as TOML reads them. */
export const keysOf = (written: string): string[] => (written.match(KEY) ?? []).map(unquote);

/**
 * A key path as TOML reads it, for a message: quotes only where a bare key cannot be written
 * (`lab` for `'lab'` or `"lab"`, `"a b".c` for `'a b' . c`, `x` for `"\u0078"`), a key whose escapes
 * cannot be decoded as written; null when it holds no key.
 */
export function keyName(written: string): string | null {
  const keys = written.match(KEY) ?? [];
  if (keys.length === 0) return null;
  return keys
    .map((w) => {
      const k = unquote(w);
      if (k === w && w[0] === '"') return w; // not decoded: as written
      return /^[A-Za-z0-9_-]+$/.test(k) ? k : JSON.stringify(k);
    })
    .join('.');
}
