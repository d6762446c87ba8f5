// "illegal character in key" in words: the parser read a key and met something else than `=` or
// `.`. Run only on errors, from syntax-words.ts.
import { clip } from '../message-text.js';
import { charWords, unseen } from './char-names.js';
import { inlineKeyBefore, withoutTrailingComma } from './linear.js';
import { ITEM, lineAt, lineStart, VALUE_START, type Words } from './value-shapes.js';

/**
 * "illegal character in key": the parser read a key and met something else than `=` or `.`. On a
 * header line, a header not closed (or a space in it); else `:` for `=`, no `=` at all, or a space
 * inside the key.
 */
export function keyWords(text: string, line: number, column: number, at: number): Words | null {
  const start = lineStart(text, at);
  const before = text.slice(start, at);
  const rest = lineAt(text, at);
  const here = (message: string, col = column): Words => ({ line, column: col, message });
  const indent = /^[ \t]*/.exec(before)![0].length;
  const lead = leadingSlip(text, at, before, rest);
  if (lead !== null) return here(lead.message, lead.column ?? column);
  if (/^[ \t]*\[/.test(before)) {
    // `[lab = "…"`: a key = value line with a [ typed before it.
    if (/^[ \t]*\[(?!\[)[A-Za-z0-9_.-]+[ \t]*$/.test(before) && /^[ \t]*=/.test(rest))
      return here('a key = value line has no [: remove this [ before the key', indent + 1);
    if (/^[ \t]*(#.*)?$/.test(rest))
      return here(`the table header is not closed: end it with ${/^[ \t]*\[\[/.test(before) ? ']]' : ']'}`);
    // `[capability_profiles.frame rate]`: the key part holding the space, at the space.
    const header = /^[ \t]*\[\[?([A-Za-z0-9_. \t-]+)\]\]?[ \t]*(#.*)?$/.exec(
      text.slice(start, start + before.length + rest.length),
    );
    const spaced = (header?.[1] ?? '')
      .split('.')
      .find((k) => /\S[ \t]+\S/.test(k))
      ?.trim();
    // `[verificatio{n]`: one character no key holds, in a header otherwise closed.
    const stray = strayInKey(text, at);
    if (
      spaced === undefined &&
      stray !== null &&
      // After a key's character, a dot, or the header's opening brackets (`[[\sources]]`).
      /(?:[A-Za-z0-9_.-]|^[ \t]*\[\[?)$/.test(before) &&
      /^[A-Za-z0-9_.-]*\]{1,2}[ \t]*(#.*)?$/.test(rest.slice(stray.length))
    )
      return here(strayWords(stray, null));
    if (spaced === undefined) return null;
    return here(
      `a key has no spaces: write ${clip(spaced.replace(/\s+/g, '_'))}, or the key in quotes ("${clip(spaced)}")`,
      column - (at - start - before.trimEnd().length),
    );
  }
  // In an inline table (`p = { state: "known" }`) the key starts after its `{` or `,`.
  const inline = inlineKeyBefore(before);
  const key = inline ?? before.trim();
  if (!KEY_WRITTEN.test(key)) return null;
  // Only `=` in the words before any quote (or the item's end) counts (`name "a=b"` has none).
  const eq = rest.split(inline === null ? /["']/ : /["',}]/, 1)[0]!.indexOf('=');
  const stray = strayInKey(text, at);
  // `id ]= "x"`, `id ] "x"`: after the key and a space, one character before the = or for it.
  const spacedStray = stray !== null && /[ \t]$/.test(before);
  if (spacedStray && rest.startsWith('=', stray.length))
    return here(`remove the ${charWords(stray)} before the =`);
  if (eq < 0 && (text[at] === ':' || (spacedStray && /^[ \t]/.test(rest.slice(stray.length))))) {
    const value = colonValue(rest.slice(1), inline !== null);
    if (value !== null)
      return here(`write = between a key and its value, not ${text[at]} (${clip(key)} = ${value})`);
  }
  // `model name = …`: the words before the = are the key; the mistake is the first space in it.
  if (eq > 0 && /^[A-Za-z0-9_ \t-]+$/.test(rest.slice(0, eq)) && /^[A-Za-z0-9_-]+$/.test(key)) {
    const whole = `${key} ${rest.slice(0, eq).trim()}`;
    return here(
      `a key has no spaces: write ${clip(whole.replace(/\s+/g, '_'))}, or the key in quotes ("${clip(whole)}")`,
      column - (at - start - before.trimEnd().length),
    );
  }
  // `ta:s = "x"`, `source]_ids = …`: one character no bare key holds, inside a key with = after it.
  if (stray !== null && /[A-Za-z0-9_-]$/.test(before) && BARE_TAIL.test(rest.slice(stray.length))) {
    const part = key.slice(key.lastIndexOf('.') + 1);
    const tail = /^[A-Za-z0-9_-]*/.exec(rest.slice(stray.length))![0];
    if (/^[A-Za-z0-9_-]+$/.test(part)) return here(strayWords(stray, `${part}${stray}${tail}`));
  }
  if (rest.trim() === '') return here(`${clip(key)} has no value: write ${clip(key)} = and its value`);
  if (eq < 0 && /^[ \t]/.test(text[at - 1] ?? '') && VALUE_START.test(rest))
    return here(`${clip(key)} and its value need = between them: write ${clip(key)} = ${clip(rest.trim())}`);
  return null;
}

/** A bare or dotted key and its `=`, from the start of what is read. */
const KEY_THEN_EQUALS = /^[ \t]*[A-Za-z0-9_-]+(?:[ \t]*\.[ \t]*[A-Za-z0-9_-]+)*[ \t]*=/;

/**
 * A character typed before a line's key or header, said at it: `]lab = …`, `,[[sources]]` (a
 * stray where the line starts), `5[model]` (read as a key, then its `[`), `"lab = "Black"` (a quote
 * that opens a quoted key, which then ends at the value's quote). Null for anything else.
 */
function leadingSlip(
  text: string,
  at: number,
  before: string,
  rest: string,
): { message: string; column?: number } | null {
  const indent = /^[ \t]*/.exec(before)![0].length;
  const lead = before.slice(indent);
  if (lead === '') {
    const stray = strayInKey(text, at);
    if (stray === null || /["'[=#]/.test(stray)) return null;
    if (KEY_THEN_EQUALS.test(rest.slice(stray.length)))
      return { message: `a line starts with its key: remove the ${charWords(stray)} before it` };
    if (/^\[\[?[^\]\n]*\]/.test(rest.slice(stray.length)))
      return { message: `a table header starts its line: remove the ${charWords(stray)} before it` };
    return null;
  }
  if (/^[A-Za-z0-9_-]{1,3}$/.test(lead) && /^\[\[?[^\]\n]*\]/.test(rest))
    return {
      message: `a table header starts its line: remove the ${lead} before the [`,
      column: indent + 1,
    };
  if (/^"[A-Za-z0-9_.-]+[ \t]*=[ \t]*"$/.test(lead))
    return { message: 'this " before the key opens a quoted key: remove it', column: indent + 1 };
  return null;
}

/**
 * The value after a `:` written for `=`, as it goes after the `=`: as written when TOML reads it
 * (a JSON line's trailing comma dropped), a bare word in quotes (`name: Veo`), or null.
 */
function colonValue(after: string, inline: boolean): string | null {
  if (inline) {
    const item = ITEM.exec(after.trimStart());
    return item?.index === 0 ? clip(item[1]!) : null;
  }
  const value = withoutTrailingComma(after.trim());
  if (VALUE_START.test(value)) return clip(value);
  return /^[A-Za-z][^"'#=[\]{}\\]*$/.test(value) ? `"${clip(value, 60)}"` : null;
}

/** The rest of a bare key, up to its `=`. */
const BARE_TAIL = /^[A-Za-z0-9_-]*[ \t]*=/;

/**
 * The character at `at` when it is one no bare key holds (a whole emoji): one a reader sees, or a
 * space other than U+0020 or an invisible one, which the words name. Else null.
 */
function strayInKey(text: string, at: number): string | null {
  const c = String.fromCodePoint(text.codePointAt(at) ?? 32);
  return /^(?![\w-])[\p{L}\p{N}\p{P}\p{S}]$/u.test(c) || unseen(c) ? c : null;
}

/**
 * A stray character in a key: removed, or the key quoted (`"ta:s"`) when the character may be
 * meant; never for TOML's own quotes, brackets, `#`, `=`, `,`, `\\`, nor in a header.
 */
function strayWords(stray: string, key: string | null): string {
  // An unseen character is no part of the key meant: removed only.
  const quote = key !== null && !/["'[\]{}#=,.\\]/.test(stray) && !unseen(stray);
  return `a bare key holds only A-Z, a-z, 0-9, _ and -: remove the ${charWords(stray)}${quote ? `, or write the key in quotes ("${clip(key, 60)}")` : ''}`;
}

/** A key as written: bare or dotted words, or one quoted key. */
const KEY_WRITTEN = /^(?:[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*|"[^"\\]*")$/;
