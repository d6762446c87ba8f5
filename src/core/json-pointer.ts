// JSON pointers (RFC 6901), the one place they are built and read. Pointers grow one segment at a
// time (append), so walking a deep record never re-encodes the whole path at every level.

export type Segment = string | number;

export function encodeSegment(s: Segment): string {
  const t = String(s);
  return t.includes('~') || t.includes('/') ? t.replace(/~/g, '~0').replace(/\//g, '~1') : t;
}

export function decodeSegment(s: string): string {
  return s.includes('~') ? s.replace(/~1/g, '/').replace(/~0/g, '~') : s;
}

/** `pointer` + one more segment. */
export function append(pointer: string, s: Segment): string {
  return `${pointer}/${encodeSegment(s)}`;
}

/** ['a', 0, 'b/c'] → `/a/0/b~1c`. */
export function format(path: readonly Segment[]): string {
  let out = '';
  for (const s of path) out += `/${encodeSegment(s)}`;
  return out;
}

/** `/a/0/b~1c` → ['a', '0', 'b/c']; `''` (the whole document) → []. */
export function parse(pointer: string): string[] {
  return pointer === '' ? [] : pointer.slice(1).split('/').map(decodeSegment);
}

/** `/a/0/b` → `/a/0`; the root's parent is the root. */
export function parent(pointer: string): string {
  return pointer.slice(0, Math.max(0, pointer.lastIndexOf('/')));
}

/** `/a/0/b~1c` → `b/c`. */
export function last(pointer: string): string {
  return decodeSegment(pointer.slice(pointer.lastIndexOf('/') + 1));
}
