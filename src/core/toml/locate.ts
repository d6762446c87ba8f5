// JSON pointer → line/column in the TOML text. smol-toml (parse.ts) gives values without positions, so
// the slower toml-eslint-parser AST is built here, and only for files that have something to report.
import { type AST, parseTOML } from 'toml-eslint-parser';
import { append, format } from '../json-pointer.js';
import { originalColumn, shortenLongStrings } from './long-strings.js';

/** 1-based, like Diagnostic. */
export interface Position {
  line: number;
  column: number;
}

/**
 * `key`: where the value is named (its key, or the element itself inside an array).
 * `container`: where the table opens (`[header]`, `[[header]]`, inline `{`), for "missing field" reports.
 */
export type Anchor = 'key' | 'container';

export interface Locator {
  /** The nearest position for `pointer`: a pointer to something absent falls back to its closest ancestor. */
  locate(pointer: string, anchor?: Anchor): Position;
}

interface Entry {
  key?: Position;
  open?: Position;
  /** `open` came from an explicit `[header]`, which wins over an implicit (dotted-key) definition. */
  explicit?: boolean;
}

const START: Position = { line: 1, column: 1 };

/**
 * The TOML that parse.ts reads (smol-toml: 1.1.0; the spec names no version). Pinned, not the
 * parser's default, so a record with a multi-line inline table is never located at line 1.
 */
const TOML_VERSION = '1.1.0';

export function createLocator(text: string): Locator {
  const entries = new Map<string, Entry>();
  try {
    index(parseTOML(text, { tomlVersion: TOML_VERSION }), entries);
  } catch (e) {
    // parse.ts accepted the text; if this parser disagrees, every pointer falls back to line 1.
    // A stack overflow is a string too long for it (see long-strings.ts): it is read again without.
    if (e instanceof RangeError) indexShortened(text, entries);
  }
  return {
    locate(pointer, anchor = 'key') {
      let p = pointer;
      for (;;) {
        const e = entries.get(p);
        if (e) {
          const pos = anchor === 'container' ? (e.open ?? e.key) : (e.key ?? e.open);
          if (pos) return pos;
        }
        if (p === '') return START;
        p = p.slice(0, p.lastIndexOf('/'));
      }
    },
  };
}

/** The entries of `text` read with its long strings emptied, their columns mapped back. */
function indexShortened(text: string, entries: Map<string, Entry>): void {
  const short = shortenLongStrings(text);
  if (short.cuts.size === 0) return; // no long string: the same text would overflow again
  try {
    index(parseTOML(short.text, { tomlVersion: TOML_VERSION }), entries);
  } catch {
    return;
  }
  const back = (p: Position | undefined): Position | undefined =>
    p && { line: p.line, column: originalColumn(short.cuts, p.line, p.column) };
  for (const e of entries.values()) {
    e.key = back(e.key);
    e.open = back(e.open);
  }
}

/** Kept for callers of this module; the one implementation is json-pointer.ts. */
export const pointerOf = format;

function pos(node: AST.HasLocs): Position {
  return { line: node.loc.start.line, column: node.loc.start.column + 1 };
}

function keyName(k: AST.TOMLBare | AST.TOMLQuoted): string {
  return k.type === 'TOMLBare' ? k.name : k.value;
}

function remember(entries: Map<string, Entry>, pointer: string, key?: Position, open?: Position): Entry {
  const e = entries.get(pointer);
  if (!e) {
    const created: Entry = { key, open };
    entries.set(pointer, created);
    return created;
  }
  e.key ??= key;
  e.open ??= open;
  return e;
}

function index(program: AST.TOMLProgram, entries: Map<string, Entry>): void {
  for (const node of program.body[0].body) {
    if (node.type === 'TOMLKeyValue') keyValue(entries, '', node);
    else table(entries, node);
  }
}

/** `[a.b]` or `[[a.b]]`: resolvedKey holds the array indexes too, e.g. ['p', 1, 'e', 0]. */
function table(entries: Map<string, Entry>, node: AST.TOMLTable): void {
  const header = pos(node);
  // Tables named here for the first time (`a` in `[a.b]`) are located at this header too.
  let pointer = '';
  let own: Entry | undefined;
  for (const seg of node.resolvedKey) {
    pointer = append(pointer, seg);
    own = remember(entries, pointer, header, header);
  }
  // The table's own header is where a missing field is reported.
  if (own && !own.explicit) {
    own.open = header;
    own.key = header;
    own.explicit = true;
  }
  for (const kv of node.body) keyValue(entries, pointer, kv);
}

/** `a.b.c = v`: each key part locates its (possibly implicit) table; the last one names the value. */
function keyValue(entries: Map<string, Entry>, base: string, kv: AST.TOMLKeyValue): void {
  let pointer = base;
  let own: Entry | undefined;
  for (const k of kv.key.keys) {
    pointer = append(pointer, keyName(k));
    own = remember(entries, pointer, pos(k), pos(k));
  }
  if (own) own.open = pos(kv.value);
  value(entries, pointer, kv.value);
}

function value(entries: Map<string, Entry>, pointer: string, node: AST.TOMLContentNode): void {
  if (node.type === 'TOMLInlineTable') {
    for (const kv of node.body) keyValue(entries, pointer, kv);
  } else if (node.type === 'TOMLArray') {
    node.elements.forEach((el, i) => {
      const at = append(pointer, i);
      remember(entries, at, pos(el), pos(el));
      value(entries, at, el);
    });
  }
}
