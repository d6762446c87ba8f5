// JSON pointer → line/column in the TOML text. smol-toml (parse.ts) gives values without positions, so
// the slower toml-eslint-parser AST is built here, and only for files that have something to report.
import { type AST, parseTOML } from 'toml-eslint-parser';

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

type Segment = string | number;

const START: Position = { line: 1, column: 1 };

export function createLocator(text: string): Locator {
  const entries = new Map<string, Entry>();
  try {
    index(parseTOML(text), entries);
  } catch {
    // parse.ts accepted the text; if this parser disagrees, every pointer falls back to line 1.
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

export function pointerOf(path: readonly Segment[]): string {
  return path.map((s) => `/${String(s).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

function pos(node: AST.HasLocs): Position {
  return { line: node.loc.start.line, column: node.loc.start.column + 1 };
}

function keyName(k: AST.TOMLBare | AST.TOMLQuoted): string {
  return k.type === 'TOMLBare' ? k.name : k.value;
}

function remember(
  entries: Map<string, Entry>,
  path: readonly Segment[],
  key?: Position,
  open?: Position,
): void {
  const p = pointerOf(path);
  const e = entries.get(p);
  if (!e) entries.set(p, { key, open });
  else {
    e.key ??= key;
    e.open ??= open;
  }
}

function index(program: AST.TOMLProgram, entries: Map<string, Entry>): void {
  for (const node of program.body[0].body) {
    if (node.type === 'TOMLKeyValue') keyValue(entries, [], node);
    else table(entries, node);
  }
}

/** `[a.b]` or `[[a.b]]`: resolvedKey holds the array indexes too, e.g. ['p', 1, 'e', 0]. */
function table(entries: Map<string, Entry>, node: AST.TOMLTable): void {
  const path = node.resolvedKey;
  const header = pos(node);
  // Tables named here for the first time (`a` in `[a.b]`) are located at this header too.
  for (let i = 1; i <= path.length; i++) remember(entries, path.slice(0, i), header, header);
  // The table's own header is where a missing field is reported.
  const own = entries.get(pointerOf(path))!;
  if (!own.explicit) {
    own.open = header;
    own.key = header;
    own.explicit = true;
  }
  for (const kv of node.body) keyValue(entries, path, kv);
}

/** `a.b.c = v`: each key part locates its (possibly implicit) table; the last one names the value. */
function keyValue(entries: Map<string, Entry>, base: readonly Segment[], kv: AST.TOMLKeyValue): void {
  const path = [...base];
  for (const k of kv.key.keys) {
    path.push(keyName(k));
    remember(entries, path, pos(k), pos(k));
  }
  const own = entries.get(pointerOf(path))!;
  own.open = pos(kv.value);
  value(entries, path, kv.value);
}

function value(entries: Map<string, Entry>, path: Segment[], node: AST.TOMLContentNode): void {
  if (node.type === 'TOMLInlineTable') {
    for (const kv of node.body) keyValue(entries, path, kv);
  } else if (node.type === 'TOMLArray') {
    node.elements.forEach((el, i) => {
      const at = [...path, i];
      remember(entries, at, pos(el), pos(el));
      value(entries, at, el);
    });
  }
}
