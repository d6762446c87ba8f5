// The TOML header a table is written under (`[model]`, `[[sources]]`) and whether the record's text
// has it: apart as the field-name hints, the value hints and the missing-field shapes all name it.
import type { Json, JsonObject } from '../../types.js';
import { BARE_KEY, child } from '../format.js';
import type { Context } from './context.js';

/** `[model]`, `[[sources]]`, `[capability_profiles.frame_rate]`: the header a table is written under. */
export function headerOf(segments: readonly string[], record: JsonObject): string | undefined {
  const header = headerParts(segments, record);
  if (header === undefined) return undefined;
  const keys = header.keys.join('.');
  return header.lastIsIndex ? `[[${keys}]]` : `[${keys}]`;
}

/** The keys of headerOf's header (`capability_profiles`, `size` of [capability_profiles.size]). */
export function headerKeys(segments: readonly string[], record: JsonObject): string[] | undefined {
  return headerParts(segments, record)?.keys;
}

function headerParts(
  segments: readonly string[],
  record: JsonObject,
): { keys: string[]; lastIsIndex: boolean } | undefined {
  const keys: string[] = [];
  let node: Json | undefined = record;
  let lastIsIndex = false;
  for (const seg of segments) {
    lastIsIndex = Array.isArray(node);
    if (!lastIsIndex) {
      if (!BARE_KEY.test(seg)) return undefined;
      keys.push(seg);
    }
    node = child(node, seg);
  }
  return keys.length === 0 ? undefined : { keys, lastIsIndex };
}

/** hasHeader, once per header: a record's many stray keys look up the same few headers. */
export function headerIn(ctx: Context, header: string): boolean {
  let found = ctx.headers.get(header);
  if (found === undefined) {
    found = hasHeader(ctx.text, header);
    ctx.headers.set(header, found);
  }
  return found;
}

export function hasHeader(text: string, header: string): boolean {
  const double = header.startsWith('[[');
  const keys = header.slice(double ? 2 : 1, double ? -2 : -1).split('.');
  const open = double ? '\\[\\[' : '\\[(?!\\[)';
  return new RegExp(`^[ \\t]*${open}[ \\t]*${keys.join('[ \\t]*\\.[ \\t]*')}[ \\t]*\\]`, 'm').test(text);
}
