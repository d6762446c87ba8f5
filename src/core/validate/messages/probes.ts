// Hints that try a corrected value before proposing it: the record checked again with the value in
// place, and what would still be wrong with a value moved to where it belongs.
import { append, parse as segmentsOf } from '../../json-pointer.js';
import type { Json, JsonObject } from '../../types.js';
import type { Finding } from '../finding.js';
import { child, fieldPath, quote, valueAt } from '../format.js';
import { dateMessage, takesText } from '../unquoted-dates.js';
import type { Context } from './context.js';

/**
 * A hint that proposes `value` for the field at `pointer`: `(<lead>: <shown value>)` when the record
 * takes it there (schema and rules within the record alike), so following the hint never leads to a
 * second error on the next run. When it does not, and that second finding names the value meant
 * (`did you mean`), the hint proposes that one; otherwise it says what would still be wrong, so the
 * maintainer fixes both in one edit.
 */
export function propose(
  ctx: Context,
  pointer: string,
  lead: string,
  value: Json,
  show: (v: Json) => string,
): string {
  const after = ctx.probe?.(pointer, value);
  if (after === undefined) return ` (${lead})`;
  if (after.length === 0) return ` (${lead}: ${show(value)})`;
  const [next] = after as [Finding];
  const guess = /\(did you mean ("(?:[^"\\]|\\.)*")\?/.exec(next.message)?.[1];
  // A finding about another field (`min` above the proposed `max`) has no value inside to correct.
  const within = next.pointer === pointer || next.pointer.startsWith(`${pointer}/`);
  const at = next.pointer.slice(pointer.length);
  const wrong = within ? valueAt(value, at) : undefined;
  if (guess !== undefined && typeof wrong === 'string') {
    const meant = JSON.parse(guess) as string;
    const fixed = withValue(value, at, meant);
    if (ctx.probe?.(pointer, fixed)?.length === 0)
      return ` (${lead}, and ${quote(meant)} for ${quote(wrong)}: ${show(fixed)})`;
  }
  const path = fieldPath(pointer, ctx.record);
  const rest = next.message.startsWith(`${path} `)
    ? `it ${next.message.slice(path.length + 1)}`
    : next.message;
  return ` (${lead}; written so, ${rest})`;
}

/** `root` with `value` at `pointer`, copied along the way (the record is not changed). */
export function withValue(root: Json, pointer: string, value: Json): Json {
  const set = (node: Json | undefined, segments: readonly string[]): Json => {
    const [head, ...rest] = segments;
    if (head === undefined) return value;
    if (Array.isArray(node)) {
      const copy = [...node];
      copy[Number(head)] = set(node[Number(head)], rest);
      return copy;
    }
    const table = node !== null && typeof node === 'object' ? node : {};
    return { ...table, [head]: set(child(table, head), rest) };
  };
  return set(root, segmentsOf(pointer));
}

/** What would still be wrong with `value`, moved from `from` to `pointer` (`; written so, …`), or ''. */
export function stillWrong(ctx: Context, from: string, pointer: string, value: Json | undefined): string {
  if (value === undefined) return '';
  const inside = (p: string) => p === pointer || p.startsWith(`${pointer}/`);
  const dates = (p: string) => (inside(p) ? ctx.dateAt(from + p.slice(pointer.length)) : undefined);
  const next =
    ctx.probe?.(pointer, value, dates)?.find((f) => inside(f.pointer))?.message ??
    movedDate(ctx, from, pointer, value);
  return next === undefined ? '' : `; written so, ${next}`;
}

/**
 * A TOML date in a value moved from `from` to `to`, where the field there takes text: its own
 * message (the schema takes the date's text there, so a check of the value cannot tell).
 */
function movedDate(ctx: Context, from: string, to: string, value: Json): string | undefined {
  let budget = 1000;
  const walk = (v: Json, sub: string): string | undefined => {
    if (budget-- <= 0) return undefined;
    if (typeof v === 'string') {
      const date = ctx.dateAt(from + sub);
      return date !== undefined && takesText(to + sub) ? dateMessage(fieldPath(to + sub), date) : undefined;
    }
    if (v === null || typeof v !== 'object') return undefined;
    for (const [k, x] of Object.entries(v)) {
      const found = walk(x, append(sub, k));
      if (found !== undefined) return found;
    }
    return undefined;
  };
  return walk(value, '');
}

/**
 * What would still be wrong with the keys of `model.name = …` written below [model] as `name = …`
 * (`; written so, model.name must be a string, found 42`), so one edit fixes both. `from`: the
 * table TOML made of the keys written before them (selfNamed's `inner`).
 */
export function movedHint(
  ctx: Context,
  table: string,
  name: string,
  { inner: from, keys }: { inner: string; keys: readonly string[] },
): string {
  const data = valueAt(ctx.record, table) as JsonObject;
  const inner = valueAt(ctx.record, from) as JsonObject;
  const { [name]: _, ...rest } = data;
  const at = (p: string) => keys.some((k) => p === append(table, k) || p.startsWith(`${append(table, k)}/`));
  // A date moved from `model.name` to `name` is named as it was written.
  const dates = (p: string) => (at(p) ? ctx.dateAt(from + p.slice(table.length)) : undefined);
  const after = ctx.probe?.(table, { ...rest, ...inner }, dates);
  const next =
    after?.find((f) => at(f.pointer))?.message ??
    keys.map((k) => movedDate(ctx, append(from, k), append(table, k), inner[k]!)).find(Boolean);
  return next === undefined ? '' : `; written so, ${next}`;
}
