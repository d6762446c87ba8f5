// Whether two versions of a record file publish the same: the same data, whatever their line ends,
// comments and layout. A record reformatted by a tool, or checked out with CRLF, is not a change.
import { sameJson } from './diff.js';
import { parseRecord } from './toml/parse.js';

export function samePublished(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length === b.length && a.every((byte, i) => byte === b[i])) return true;
  const [x, y] = [parseRecord('a.toml', a), parseRecord('b.toml', b)];
  return x.ok && y.ok && sameJson(x.value, y.value);
}
