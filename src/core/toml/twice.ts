// What a record defines twice, and where: the parser stops at the second table header or key,
// and says only "defined twice"; the mistake is often elsewhere (`[sources]` among `[[sources]]`
// items, a misspelt `[[capability_profile]]` whose sub-tables go to the item before, or make the
// array a table when it was the first). Top-level names come from the schema. Run only on errors.
import schema from '../../../schema/source-record.v1.schema.json' with { type: 'json' };
import { clip, closest } from '../message-text.js';
import { isArrayOfTables, schemaNodeAt } from '../schema-type.js';
import { KEY, keyName, keysOf, PAIR_KEY, unquote } from './key-text.js';
import { skipString } from './limits.js';
import { linesInStrings } from './linear.js';
import type { Words } from './value-shapes.js';

interface Header {
  line: number;
  column: number;
  keys: string[];
  array: boolean;
  /** The keys as written between the brackets. */
  written: string;
}

/** The first lines of a text, and which of them sit inside a multi-line string (no header nor key). */
interface Lines {
  lines: string[];
  inString: boolean[];
}

/** The table headers among `lines` (none inside a multi-line string), with their keys (quotes taken off). */
function headersIn({ lines, inString }: Lines): Header[] {
  const headers: Header[] = [];
  for (let i = 0; i < lines.length; i++) {
    const m = inString[i] ? null : HEADER.exec(lines[i]!);
    if (m === null) continue;
    const keys = (m[3]!.match(KEY) ?? []).map(unquote);
    headers.push({ line: i + 1, column: m[1]!.length + 1, keys, array: m[2] === '[[', written: m[3]! });
  }
  return headers;
}

// No `[ \t]*` around the keys: KEY skips those spaces, and the lazy form backtracked quadratically
// over a long run of them.
const HEADER = /^([ \t]*)(\[\[?)([^\]#]+)\]/;

/** A record's top-level fields, and which of them are arrays: read when an error asks, not at start-up. */
function topLevel(): { fields: string[]; arrays: Set<string> } {
  const properties = schema.properties as Record<string, { type?: string }>;
  const fields = Object.keys(properties);
  return { fields, arrays: new Set(fields.filter((k) => properties[k]!.type === 'array')) };
}

const show = (h: Header) => (h.array ? `[[${h.keys.join('.')}]]` : `[${h.keys.join('.')}]`);
const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((k, i) => k === b[i]);

/**
 * Words for a table header the parser calls a redefinition (line 1-based), or null to keep the
 * plain "defined twice". The parser stops at the second header; the mistake is often elsewhere:
 * `[sources]` among `[[sources]]` items, or a misspelt `[[capability_profile]]` that sends the
 * sub-tables below it to the item before.
 */
export function tableTwice(text: string, line: number): Words | null {
  const upTo: Lines = { lines: text.split('\n', line), inString: linesInStrings(text, line) };
  const headers = headersIn(upTo);
  const here = headers[headers.length - 1];
  if (here === undefined || here.line !== line) return null;
  const before = headers.slice(0, -1);
  const inline = inlineAbove(upTo, before, here, line);
  if (inline !== null) return inline;
  const name = here.keys.join('.');
  const { fields: topFields, arrays } = topLevel();
  // One top-level table the schema wants single (`model`) written with double brackets somewhere.
  const oneTable = here.keys.length === 1 && topFields.includes(name) && !arrays.has(name);
  const single = `[[${name}]] must be [${name}], with single brackets: ${name} is one table, not an array of tables`;
  // The last [[…]] header of an array this one's keys go through (`[[capability_profiles]]` for
  // `[capability_profiles.size.examples]`): its item holds this header, and only that item's headers
  // can define it before (the first profile's have their own table).
  const from = before.findLastIndex(
    (h) => h.array && h.keys.length < here.keys.length && same(h.keys, here.keys.slice(0, h.keys.length)),
  );
  if (!here.array) {
    const items = before.slice(from + 1).find((h) => h.array && same(h.keys, here.keys));
    if (items !== undefined && oneTable) return { line: items.line, column: items.column, message: single };
    if (items !== undefined)
      return {
        line,
        column: here.column,
        message: `[${name}] must be [[${name}]], with double brackets: the [[${name}]] at line ${items.line} makes ${name} an array of tables, with a [[${name}]] header above each item`,
      };
  } else if (oneTable) {
    if (before.some((h) => !h.array && same(h.keys, here.keys)))
      return { line, column: here.column, message: single };
  } else if (isArrayOfTables(here.keys)) {
    // The single-bracket header in the same item as this one, dotted (`[pricing.charges]`) or not
    // (`[sources]`).
    const table = before.slice(from + 1).find((h) => !h.array && same(h.keys, here.keys));
    if (table !== undefined)
      return {
        line: table.line,
        column: table.column,
        message: `[${name}] must be [[${name}]], with double brackets: ${name} is an array of tables, with a [[${name}]] header above each item (line ${line} has one)`,
      };
  }
  // A sub-table: the array item it goes to is that last [[…]] header naming a prefix of its keys.
  const at = from;
  const item: Header | undefined = before[from];
  if (here.array)
    return madeTable(before.slice(at + 1), here, line, topFields) ?? keyMade(upTo, before, here, line);
  if (item === undefined) return null;
  const first = before.slice(at + 1).find((h) => same(h.keys, here.keys) && h.array === here.array);
  if (first === undefined) return null;
  // A header between the first and this one that names no field of a record but is a slip of the
  // item's: the item this one was meant to start.
  const slip = before
    .slice(at + 1)
    .find(
      (h) =>
        h.line > first.line &&
        h.array === item.array &&
        !topFields.includes(h.keys[0]!) &&
        closest(h.keys[0]!, topFields) === item.keys[0],
    );
  if (slip !== undefined && item.keys.length === 1)
    return {
      line: slip.line,
      column: slip.column,
      message: `unknown table ${show(slip)} (did you mean ${show(item)}?): the ${show(here)} at line ${line} then goes to the ${show(item)} of line ${item.line}, which has one already`,
    };
  return {
    line,
    column: here.column,
    message: `table ${show(here)} is defined twice: a sub-table belongs to the ${show(item)} above it (line ${item.line}), which has one already at line ${first.line}; write it below that item`,
  };
}

const INLINE = new RegExp(String.raw`^[ \t]*(${PAIR_KEY})[ \t]*=[ \t]*(\{|\[[ \t]*\{)`);

/**
 * A header whose table, or a table above it, a key line wrote inline (`pricing = { … }`, or an
 * inline array of tables `x = [{ … }]`): an inline table takes no more keys, and the parser calls
 * the header "defined twice". The key line must be in the same array item as the header (no
 * `[[…]]` of its path or above in between). `[[x]]` after `x = [{ … }]` is keyMade's.
 */
function inlineAbove(
  { lines, inString }: Lines,
  before: readonly Header[],
  here: Header,
  line: number,
): Words | null {
  let table: string[] = [];
  let found: { at: number; path: string[]; key: string[]; array: boolean } | null = null;
  const headerAt = new Map(before.map((h) => [h.line, h]));
  for (let i = 0; i < line - 1; i++) {
    if (inString[i]) continue;
    const header = headerAt.get(i + 1);
    if (header !== undefined) {
      table = header.keys;
      // A new item of an array holding what was found starts it afresh.
      if (
        found !== null &&
        header.array &&
        header.keys.length <= found.path.length &&
        same(header.keys, found.path.slice(0, header.keys.length))
      )
        found = null;
      continue;
    }
    const m = INLINE.exec(lines[i]!);
    if (m === null) continue;
    const key = (m[1]!.match(KEY) ?? []).map(unquote);
    const path = [...table, ...key];
    if (path.length <= here.keys.length && same(path, here.keys.slice(0, path.length)))
      found = { at: i + 1, path, key, array: m[2] !== '{' };
  }
  if (found === null) return null;
  const exact = found.path.length === here.keys.length;
  // `[[x]]` after `x = …`: keyMade's words (a value or an array of tables, not both).
  if (exact && here.array) return null;
  const name = found.path.join('.');
  // Unquoted, as TOML reads `'pricing'` and `pricing` as one key.
  const key = found.key.join('.');
  const what = found.array
    ? `\`${key} = [{ … }]\` at line ${found.at} is an inline array of tables, which takes no more items or tables: write each item as a [[${name}]] table`
    : `\`${key} = { … }\` at line ${found.at} is an inline table, which takes no more keys or tables: move its keys under a [${name}] header`;
  const head = exact ? `${show(here)} cannot reopen ${name}` : `${show(here)} cannot go into ${name}`;
  return { line, column: here.column, message: `${head}: ${what}` };
}

/**
 * `[[x]]` where x is already a table: the parser says "table [x] is defined twice", naming no line,
 * with single brackets. What made the table is `[x]` itself or, more often, a sub-table header
 * (`[x.y]`) with no `[[x]]` above it: then, when the nearest top-level header above that is a slip of
 * x's name (`[[capability_profile]]`), the slip is the mistake, said at its line. `region`: the
 * headers after the array item `here` goes to (all, at the top level).
 */
function madeTable(region: readonly Header[], here: Header, line: number, topFields: string[]): Words | null {
  const n = here.keys.length;
  const maker = region.find((h) => h.keys.length >= n && same(h.keys.slice(0, n), here.keys));
  // A [[x]] first made x an array: something else (a key) is the trouble, not this.
  if (maker === undefined || (maker.array && maker.keys.length === n)) return null;
  const name = here.keys.join('.');
  const made = `${show(maker)} at line ${maker.line}`;
  if (maker.keys.length > n && n === 1) {
    const above = region.filter((h) => h.line < maker.line && h.keys.length === 1).pop();
    if (
      above !== undefined &&
      !topFields.includes(above.keys[0]!) &&
      closest(above.keys[0]!, topFields) === name
    )
      return {
        line: above.line,
        column: above.column,
        message: `unknown table ${show(above)} (did you mean ${show(here)}?): the ${made} then makes ${name} a table, and the ${show(here)} at line ${line} cannot add an item to it`,
      };
  }
  const advice =
    maker.keys.length > n ? `: write a sub-table below the ${show(here)} header of its item` : '';
  return {
    line,
    column: here.column,
    message: `${show(here)} adds an item to an array, but ${made} already made ${name} a table${advice}`,
  };
}

const KEY_LINE = new RegExp(String.raw`^[ \t]*(${PAIR_KEY})[ \t]*=[ \t]*(\[?)`);

/**
 * `[[x]]` where a key line made x first, in the table x belongs to (the top level above the first
 * header, or the body of the nearest header naming x's parent): `x = [ … ]`, an inline array, which
 * takes no more items, or a dotted `x.y = …`, which made x a table. The parser names neither.
 */
function keyMade(
  { lines, inString }: Lines,
  before: readonly Header[],
  here: Header,
  line: number,
): Words | null {
  const parent = here.keys.slice(0, -1);
  const last = here.keys[here.keys.length - 1]!;
  let from = 0;
  if (parent.length > 0) {
    const owner = before.findLast((h) => same(h.keys, parent));
    if (owner === undefined) return null;
    from = owner.line;
  }
  const to = (before.find((h) => h.line > from)?.line ?? line) - 1;
  const name = here.keys.join('.');
  for (let i = from; i < to; i++) {
    const m = inString[i] ? null : KEY_LINE.exec(lines[i]!);
    if (m === null) continue;
    const path = m[1]!.match(KEY) ?? [];
    if (unquote(path[0] ?? '') !== last) continue;
    const set = `${path.join('.')} = … at line ${i + 1}`;
    const message =
      path.length > 1
        ? `${show(here)} adds an item to an array, but ${set} already made ${name} a table: write its keys below a ${show(here)} header`
        : `${show(here)} adds an item to an array, but ${set} already set ${name}${
            m[2] === '['
              ? `, and an inline array cannot take more items: write every item as a ${show(here)} table, or all of them inside that line's brackets`
              : `: a key is either a value or an array of tables, not both`
          }`;
    return { line, column: here.column, message };
  }
  return null;
}

/** A header as a message shows it: its keys as TOML reads them, quoted where not bare, cut at 80. */
const headerWords = (h: Header) => {
  const name = clip(keyName(h.written) ?? h.keys.join('.'));
  return h.array ? `[[${name}]]` : `[${name}]`;
};

/** The item of an array of tables a key defined again went into, and the header it likely lost. */
export interface ItemTwice {
  /** The table the key is in, as its header names it: `[[sources]] entry`, `[x.y] table`. */
  table: string;
  /** The header to add: `[[sources]]`. */
  header: string;
  /** The line a new item starts at: the first line of the key's paragraph, or its own line. */
  from: number;
}

/**
 * A key defined again at `line` (1-based; first at line `first`, in the same table) where a
 * `[[x]]` header was likely lost, the item copied with its keys and not its header: the key is in a
 * block set apart from the first definition by a blank line, in the last item of an array of tables
 * (or in a sub-table of one), and removing it would drop its data. The array whose header to add is
 * the innermost one around the key (the key's own item first) whose item takes every key of the
 * block, from its first line to its blank line or next header, as the schema reads them. Null
 * otherwise: a key written twice in one block, keys no such item takes, a key in a plain table (at
 * the top level, `[model]`, or a sub-table, unless the block holds keys the schema gives its item
 * and not it). Only on the error path.
 */
export function itemTwice(text: string, line: number, first: number): ItemTwice | null {
  const lines = text.split('\n');
  // A line inside a multi-line string is text, not a header or a key.
  const inString = linesInStrings(text, lines.length);
  const headers = headersIn({ lines: lines.slice(0, line), inString });
  const here = headers.findLast((h) => h.line < line);
  if (here === undefined || first <= here.line || first >= line) return null;
  let from = line;
  while (from - 1 > first && (inString[from - 2] || lines[from - 2]!.trim() !== '')) from--;
  // A block set apart by a blank line, as a copied item is: a key written twice within one block
  // (`url` on two lines in a row) is a key written twice, not a lost header.
  if (from - 1 === first || lines[from - 2]?.trim() !== '') return null;
  // Each once: the schema has a few fields to a table, so `every` below stops within the first few.
  const keys = new Set<string>();
  for (let n = from; n <= lines.length; n++) {
    if (inString[n - 1]) continue;
    const l = lines[n - 1]!;
    if (n > line && (l.trim() === '' || HEADER.test(l))) break;
    const k = KEY_LINE.exec(l);
    const key = k === null ? undefined : keysOf(k[1]!)[0];
    if (key !== undefined) keys.add(key);
  }
  const takes = (path: readonly string[]) => [...keys].every((k) => schemaNodeAt([...path, k]) !== undefined);
  // The items the key's table is in, innermost first: its own (a `[[…]]` header), then the last
  // `[[…]]` of each shorter path of its keys.
  const items: Header[] = [];
  for (let n = here.keys.length; n > 0; n--) {
    const path = here.keys.slice(0, n);
    const item = headers.findLast((h) => h.line <= here.line && h.array && same(h.keys, path));
    if (item !== undefined) items.push(item);
  }
  // No item of an array takes the block's keys (`state` and `source_ids` of a lost `[pricing]`
  // below the last `[[limitations]]`): no header to name, so the plain words.
  const fits = items.find((h) => takes(h.keys));
  if (fits === undefined) return null;
  // A plain sub-table: only when the block's keys are not its own (a sub-table the schema names,
  // which takes none of them but its item does); else a key repeated in it.
  if (!here.array && (from === line || schemaNodeAt(here.keys) === undefined || takes(here.keys)))
    return null;
  return {
    table: `${headerWords(here)} ${here.array ? 'entry' : 'table'}`,
    header: headerWords(fits),
    from,
  };
}

/**
 * The line a key or table defined again at `line` (1-based) was first defined at, or null: a key
 * from the table's header down, a table from the top (a header of its path, or a key line that set
 * it: `x = …`, `x.y = …`). Keys are compared as TOML reads them, quotes and spaces aside
 * (`[ "a" ]` is `[a]`, `'lab'` is `lab`). Only on the error path.
 */
export function firstDefinition(text: string, line: number): number | null {
  const lines = text.split('\n', line);
  // A line inside a multi-line string is text, not a header or a key.
  const inString = linesInStrings(text, line);
  const again = lines[line - 1] ?? '';
  const header = HEADER.exec(again);
  if (header !== null) {
    const path = keysOf(header[3]!);
    let table: string[] = [];
    for (let n = 0; n < line - 1; n++) {
      if (inString[n]) continue;
      const h = HEADER.exec(lines[n]!);
      if (h !== null) {
        table = keysOf(h[3]!);
        if (same(table, path)) return n + 1;
        continue;
      }
      const k = KEY_LINE.exec(lines[n]!);
      if (k === null) continue;
      // A key line in `table` sets the tables its dotted key goes through, and its last key.
      const set = [...table, ...keysOf(k[1]!)];
      if (path.length > table.length && path.length <= set.length && same(path, set.slice(0, path.length)))
        return n + 1;
    }
    return null;
  }
  const key = KEY_LINE.exec(again);
  if (key === null) return null;
  const path = keysOf(key[1]!);
  for (let n = line - 2; n >= 0; n--) {
    if (inString[n]) continue;
    const l = lines[n]!;
    if (HEADER.test(l)) break;
    const k = KEY_LINE.exec(l);
    if (k === null) continue;
    // `a.b = …` then `a = …`, or the other way round: the same key either way.
    const before = keysOf(k[1]!);
    const n0 = Math.min(before.length, path.length);
    if (same(before.slice(0, n0), path.slice(0, n0))) return n + 1;
  }
  return null;
}

const KEY_AT = new RegExp(PAIR_KEY, 'y');
const HEADER_AT = new RegExp(String.raw`\[\[?[ \t]*(?:${PAIR_KEY})[ \t]*\]\]?`, 'y');

/** An inline table open at a point of the scan, and the keys written in it so far. */
interface InlineTable {
  table: boolean;
  keys: { path: string[]; at: number }[];
}

/**
 * A key the parser calls defined again at offset `at` inside an inline table (`{ a = 1, a = 2 }`,
 * perhaps over several lines, or an item of an inline array): the key as written there, and the
 * line of the key in the same inline table that defined it first; null when `at` is not a key of an
 * inline table. The text up to `at` parsed, so it is read as valid TOML: strings, comments and
 * brackets in one pass from the start. Only on the error path.
 */
export function inlineTwice(text: string, at: number): { key: string; line: number } | null {
  const open: InlineTable[] = [];
  let wantKey = true;
  let i = 0;
  while (i <= at && i < text.length) {
    const c = text[i]!;
    const top = open[open.length - 1];
    if (c === '#') {
      const nl = text.indexOf('\n', i);
      i = nl < 0 ? text.length : nl;
    } else if (wantKey) {
      if (c === ' ' || c === '\t' || c === '\n') i++;
      else if (top === undefined && c === '[') {
        HEADER_AT.lastIndex = i;
        const h = HEADER_AT.exec(text);
        if (h === null) return null;
        i += h[0].length;
      } else if (top?.table && c === '}') {
        // `{}`, or a trailing comma (TOML 1.1).
        open.pop();
        wantKey = false;
        i++;
      } else {
        KEY_AT.lastIndex = i;
        const k = KEY_AT.exec(text);
        if (k === null) return null;
        const path = keysOf(k[0]);
        if (i === at) return top?.table ? firstIn(text, top, path, k[0]) : null;
        if (top?.table) top.keys.push({ path, at: i });
        const eq = text.indexOf('=', i + k[0].length);
        if (eq < 0) return null;
        i = eq + 1;
        wantKey = false;
      }
    } else if (c === '"' || c === "'") i = skipString(text, i, () => {});
    else {
      if (c === '[' || c === '{') open.push({ table: c === '{', keys: [] });
      else if (c === ']' || c === '}') open.pop();
      if (c === '{' || (c === ',' && top?.table) || (c === '\n' && top === undefined)) wantKey = true;
      i++;
    }
  }
  return null;
}

/** The first key of `table` that `path` defines again (`a` for `a.c`, `a.c` for `a`): its line. */
function firstIn(
  text: string,
  table: InlineTable,
  path: string[],
  key: string,
): { key: string; line: number } | null {
  const first = table.keys.find((k) => {
    const n = Math.min(k.path.length, path.length);
    return same(k.path.slice(0, n), path.slice(0, n));
  });
  if (first === undefined) return null;
  let line = 1;
  for (let n = text.indexOf('\n'); n >= 0 && n < first.at; n = text.indexOf('\n', n + 1)) line++;
  return { key, line };
}
