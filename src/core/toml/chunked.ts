// Parses the many versions of a history section by section, each distinct section once.
//
// Consecutive versions of a record differ in a few lines, and many sections are the same across
// records (`[[limitations]]`, `[language_support]`, ...). A version is cut at the lines that start
// with `[` (table headers); each piece is parsed alone by smol-toml and cached by its text, and the
// version's value is assembled from the pieces. Pieces share their parsed values between versions
// (read-only from here on), which also makes equal sections `===` for the diff.
//
// Same result as parseRecord, by construction: anything the assembly is not certain about (a piece
// that does not parse alone, a header that reopens a table, a key defined twice, a limit crossed,
// a bad number, a cut inside a multi-line string or array, which leaves a piece that cannot parse)
// makes the version go through parseRecord whole, which also gives the exact diagnostic.
import { isObject } from '../json.js';
import type { Diagnostic, Json, JsonObject } from '../types.js';
import { MAX_VALUES, measureLimits } from './limits.js';
import { decodeUtf8, parseRecord, parseToml } from './parse.js';

export type VersionOutcome = { ok: true; value: JsonObject } | { ok: false; diagnostic: Diagnostic };

interface Piece {
  /** The piece's text (its cache key): a later version that holds it at a cut reuses the piece. */
  text: string;
  /** Header keys (empty for the part before the first header) and whether it is `[[...]]`. */
  keys: string[];
  array: boolean;
  /** The tables and values below the header, parsed alone: never mutated once cached. */
  body: JsonObject;
  /** Keys, headers and elements counted by the limits check. */
  values: number;
}

/** `[a."b c".d]` or `[[a.b]]`, a comment at most after it: the keys, or null for anything else. */
const HEADER =
  /^[ \t]*(\[\[?)[ \t]*((?:[A-Za-z0-9_-]+|"[^"\\\n\r]*"|'[^'\n\r]*')(?:[ \t]*\.[ \t]*(?:[A-Za-z0-9_-]+|"[^"\\\n\r]*"|'[^'\n\r]*'))*)[ \t]*(\]\]?)[ \t]*(?:#[^\n]*)?\r?$/;
const KEY = /[A-Za-z0-9_-]+|"[^"\\\n\r]*"|'[^'\n\r]*'/g;

function headerKeys(line: string): { keys: string[]; array: boolean } | null {
  const m = HEADER.exec(line);
  if (m === null) return null;
  const array = m[1] === '[[';
  if (array !== (m[3] === ']]')) return null;
  const keys = (m[2]!.match(KEY) ?? []).map((k) => (k[0] === '"' || k[0] === "'" ? k.slice(1, -1) : k));
  return { keys, array };
}

/**
 * The pieces each assembled version was made from, in order. A piece only fills the table its
 * header names, so two versions that hold the same pieces for a top-level key hold equal data under
 * it, and the diff can pass that key by (changedSectionKeys).
 */
const madeFrom = new WeakMap<JsonObject, Assembly>();

interface Assembly {
  pieces: Piece[];
  /** Whether each top-level key's pieces are one run (`[a]`, `[a.b]`, then never `a` again). */
  contiguous: boolean;
}

/**
 * The top-level keys whose pieces differ between `a` and `b`: every other key holds equal data in
 * both. Null unless both were assembled here from pieces under the same headers in the same order
 * (a version parsed whole keeps no pieces; a section added, removed or moved changes the order).
 */
export function changedSectionKeys(a: JsonObject, b: JsonObject): Set<string> | null {
  const fromA = madeFrom.get(a)?.pieces;
  const fromB = madeFrom.get(b)?.pieces;
  if (fromA === undefined || fromB === undefined || fromA.length !== fromB.length) return null;
  const changed = new Set<string>();
  for (let i = 0; i < fromA.length; i++) {
    const pa = fromA[i]!;
    const pb = fromB[i]!;
    if (pa.keys.length === 0 || pb.keys.length === 0) {
      // The part before any header (first, if at all): every key it defines.
      if (pa.keys.length !== pb.keys.length) return null;
      if (pa !== pb) for (const k of [...Object.keys(pa.body), ...Object.keys(pb.body)]) changed.add(k);
      continue;
    }
    if (pa.keys[0] !== pb.keys[0] || pa.array !== pb.array) return null;
    if (pa !== pb) changed.add(pa.keys[0]!);
  }
  return changed;
}

export class ChunkedParser {
  private readonly pieces = new Map<string, Piece | null>();

  /**
   * The value of one version, or parseRecord's diagnostic when it does not parse: decoded once (a
   * byte order mark dropped, as parseRecord drops it), then assembled, else parsed whole.
   */
  parse(file: string, bytes: Uint8Array, like?: JsonObject): VersionOutcome {
    const decoded = decodeUtf8(file, bytes);
    if (!decoded.ok) return decoded;
    const value = this.assembledText(decoded.text, like);
    if (value !== null) return { ok: true, value };
    const whole = parseRecord(file, decoded.text);
    // A version with integers beyond 2^53 − 1 is left out like any that does not parse: its first.
    return whole.ok ? { ok: true, value: whole.value } : { ok: false, diagnostic: whole.diagnostic };
  }

  /** Cache size, for tests and measurements. */
  get size(): number {
    return this.pieces.size;
  }

  /**
   * The piece of `text` from `start` to `end`, parsed once per distinct text. What is kept (the
   * key, and the strings parsed from it, which V8 makes views of it) is a copy of the piece alone:
   * a slice would keep the whole version's text alive.
   */
  private piece(text: string, start: number, end: number): Piece | null {
    const slice = text.slice(start, end);
    const known = this.pieces.get(slice);
    if (known !== undefined) return known;
    const own = ownCopy(slice);
    const piece = parsePiece(own);
    this.pieces.set(own, piece);
    return piece;
  }

  /**
   * The value of a version's decoded text from its pieces, or null when only a whole parse can
   * tell: for a caller that has decoded the bytes already. `like`, a version assembled here before
   * (another version of the same file), is followed along: where the text holds its next piece at a
   * cut, that piece is taken after one native compare instead of being cut, hashed and looked up.
   * The same pieces either way, as a piece is found by its text.
   */
  assembledText(text: string, like?: JsonObject): JsonObject | null {
    const from = like === undefined ? undefined : madeFrom.get(like);
    const guide = from?.pieces;
    // The guide's top-level tables can be taken whole only where no other piece added to them.
    const whole = from?.contiguous ? like : undefined;
    const root: JsonObject = Object.create(null);
    const made: Made = {
      tables: [root],
      defined: [root],
      shared: [],
      arrays: [],
    };
    const used: Piece[] = [];
    let values = 0;
    let start = 0;
    let next = 0; // the guide's piece expected at `start`
    let contiguous = true;
    let lastKey: string | undefined;
    let cut: Piece | null | undefined; // the piece at `start`, when looking ahead found it
    do {
      if (whole !== undefined && cut === undefined) {
        const run = this.wholeRun(text, start, guide!, next, root);
        if (run === null) return null;
        if (run !== undefined) {
          root[run.key] = whole[run.key]!;
          for (let i = next; i < run.end; i++) {
            values += guide![i]!.values;
            used.push(guide![i]!);
          }
          if (values > MAX_VALUES) return null;
          [next, start, cut, lastKey] = [run.end, run.at, run.following, run.key];
          continue;
        }
      }
      let piece: Piece | null | undefined = cut ?? guide?.[next];
      if (cut === undefined && piece !== undefined && holdsAt(text, piece.text, start)) next++;
      else {
        piece = cut ?? this.piece(text, start, nextHeader(text, start));
        if (piece === null) return null;
        if (guide !== undefined) next = realign(guide, piece, next);
      }
      cut = undefined;
      const key = piece.keys[0];
      if (key !== undefined && key !== lastKey && Object.hasOwn(root, key)) contiguous = false;
      lastKey = key;
      values += piece.values;
      if (values > MAX_VALUES || !place(root, piece, made)) return null;
      used.push(piece);
      start += piece.text.length;
    } while (start < text.length);
    madeFrom.set(root, { pieces: used, contiguous });
    return root;
  }

  /**
   * A top-level table the text holds exactly as the guide does: the guide's pieces for its key, all
   * of them, in place from `start`, and the text's next piece under another key. Its value is then
   * the guide's (made from the same pieces alone), taken as it is instead of placed piece by piece,
   * so the diff finds it `===` too. Undefined where that does not hold; null where the piece after
   * it does not parse alone (only a whole parse can tell). `following`: that piece, when cut here.
   */
  private wholeRun(text: string, start: number, guide: Piece[], next: number, root: JsonObject) {
    const first = guide[next];
    const key = first?.keys[0];
    if (key === undefined || (next > 0 && guide[next - 1]!.keys[0] === key) || Object.hasOwn(root, key))
      return undefined;
    let end = next;
    let at = start;
    for (; guide[end]?.keys[0] === key; end++) {
      const piece = guide[end]!;
      if (!holdsAt(text, piece.text, at)) return undefined;
      at += piece.text.length;
    }
    let following: Piece | null | undefined;
    if (at < text.length && !(guide[end] !== undefined && holdsAt(text, guide[end]!.text, at))) {
      following = this.piece(text, at, nextHeader(text, at));
      if (following === null) return null;
      if (following.keys[0] === key) return undefined;
    }
    return { key, end, at, following };
  }
}

/** Whether cutting `text` at `start` gives `piece`: its text there, then a cut (`\n[`) or the end. */
function holdsAt(text: string, piece: string, start: number): boolean {
  const end = start + piece.length;
  // A slice compared with ===: a memory compare in V8 (startsWith walks character by character).
  if (end > text.length || text.slice(start, end) !== piece) return false;
  return end === text.length || (text.charCodeAt(end - 1) === 10 && text.charCodeAt(end) === 91);
}

/**
 * Where to follow the guide after a piece it did not expect: past that piece if the guide holds it
 * nearby (a section removed or added), else past the expected one (a section changed).
 */
function realign(guide: Piece[], piece: Piece, expected: number): number {
  for (const d of NEARBY) if (guide[expected + d] === piece) return expected + d + 1;
  return expected + 1;
}

const NEARBY = [1, -1, 2, -2];

/**
 * A string with its own storage. V8 keeps a slice as a view into its parent; prepending a character
 * makes a new flat string, and slicing that again keeps only the piece (and one character) alive.
 */
function ownCopy(slice: string): string {
  return ` ${slice}`.slice(1);
}

/**
 * Start of the next line after `from` that begins with `[`, or the end. A header indented with
 * blanks is not a cut: parsePiece finds it inside a piece and leaves the version to the whole parse.
 */
function nextHeader(text: string, from: number): number {
  const nl = text.indexOf('\n[', from);
  return nl < 0 ? text.length : nl + 1;
}

function startsHeader(text: string, at: number): boolean {
  let j = at;
  while (text.charCodeAt(j) === 32 || text.charCodeAt(j) === 9) j++;
  return text.charCodeAt(j) === 91;
}

/** One piece parsed alone: a header piece, or (only first in a version) the keys before any header. */
const INDENTED_BRACKET = /\n[ \t]+\[/;

function parsePiece(text: string): Piece | null {
  // A line that starts with blanks and `[` after the first: an indented header (or an array's line).
  if (INDENTED_BRACKET.test(text)) return null;
  const { problem, values } = measureLimits(text);
  if (problem) return null;
  let keys: string[] = [];
  let array = false;
  if (startsHeader(text, 0)) {
    const nl = text.indexOf('\n');
    const header = headerKeys(nl < 0 ? text : text.slice(0, nl));
    if (header === null) return null;
    ({ keys, array } = header);
  }
  const parsed = parseToml(text);
  if (parsed === null) return null;
  // The body sits under the header's keys in the piece's own parse.
  let body: Json | undefined = parsed;
  for (const k of keys) body = isObject(body) && Object.hasOwn(body, k) ? body[k] : undefined;
  if (array) body = Array.isArray(body) && body.length === 1 ? body[0] : undefined;
  if (!isObject(body)) return null;
  return { text, keys, array, body, values };
}

/**
 * Tables and arrays of tables that headers made for one version, and how far each is defined.
 * Arrays, not sets: a version has tens of pieces, and three set insertions per piece cost more
 * than the few linear lookups that headers below the top level make.
 */
interface Made {
  /** Tables a later header may fill: made here, or a cached body copied before the first change. */
  tables: JsonObject[];
  /** Tables a header defined (a second `[a]` is an error) or that a cached body stands for. */
  defined: JsonObject[];
  /** Cached bodies placed as they are (shared with other versions): copied before any change. */
  shared: JsonObject[];
  arrays: Json[][];
}

/** A table a header may descend into: a shared body is replaced by its own copy first. */
function descend(parent: JsonObject | Json[], key: string | number, v: Json | undefined, made: Made) {
  if (!isObject(v) || !made.tables.includes(v)) return null;
  if (!made.shared.includes(v)) return v;
  const copy: JsonObject = Object.create(null);
  for (const k in v) copy[k] = v[k]!;
  made.tables.push(copy);
  made.defined.push(copy);
  (parent as Record<string | number, Json>)[key] = copy;
  return copy;
}

/**
 * Puts a piece's body where its header says; false where TOML's rules need a closer look. A body is
 * placed as it is, shared with every version that has the same piece (so the diff finds it `===`),
 * and copied only when a later header adds to it.
 */
function place(root: JsonObject, piece: Piece, made: Made): boolean {
  const { keys, array, body } = piece;
  let node = root;
  for (let i = 0; i < keys.length - 1; i++) {
    const k = keys[i]!;
    const v = Object.hasOwn(node, k) ? node[k] : undefined;
    let next: JsonObject | null;
    if (v === undefined) {
      next = Object.create(null) as JsonObject;
      made.tables.push(next);
      node[k] = next;
    } else if (Array.isArray(v) && made.arrays.includes(v))
      next = descend(v, v.length - 1, v[v.length - 1], made);
    else next = descend(node, k, v, made);
    if (next === null) return false;
    node = next;
  }
  if (keys.length === 0) {
    // The part before any header: root is still empty.
    for (const k in body) root[k] = body[k]!;
    return true;
  }
  const last = keys[keys.length - 1]!;
  const v = Object.hasOwn(node, last) ? node[last] : undefined;
  if (array) {
    let list: Json[];
    if (v === undefined) {
      list = [];
      made.arrays.push(list);
      node[last] = list;
    } else if (Array.isArray(v) && made.arrays.includes(v)) list = v;
    else return false;
    list.push(body);
  } else if (v === undefined) node[last] = body;
  else {
    // Only a table that headers made on their way, and nobody defined yet, takes the body's keys.
    const target = descend(node, last, v, made);
    if (target === null || made.defined.includes(target)) return false;
    made.defined.push(target);
    for (const k in body) {
      if (Object.hasOwn(target, k)) return false;
      target[k] = body[k]!;
    }
    return true;
  }
  made.tables.push(body);
  made.defined.push(body);
  made.shared.push(body);
  return true;
}
