// Values as a person reads them: JSON only where a value is structured.

import { idWords } from '../core/words.js';

export type Obj = Record<string, unknown>;

export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
export const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
export const num = (v: unknown): number | null => (typeof v === 'number' ? v : null);
export const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
export const strs = (v: unknown): string[] =>
  arr(v).map((x) => (typeof x === 'string' ? x : JSON.stringify(x)));

/** A change's before/after: strings as they are, numbers and booleans as written, the rest as JSON. */
export function valueText(v: unknown): string {
  if (v === undefined) return '(nothing)';
  if (typeof v === 'string') return v;
  return JSON.stringify(v);
}

export function seconds(n: number): string {
  return `${n} s`;
}

export function list(values: string[]): string {
  return values.join(', ');
}

/** `2026-10-12T09:30:00Z` → `2026-10-12 09:30 UTC`. */
export function dateText(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.toISOString().slice(0, 10)} ${d.toISOString().slice(11, 16)} UTC`;
}

/** `0.25 USD per 1 output_video_second` → `$0.25 per output video second`; `per 1000000 x` → `per 1,000,000 xs`. */
export function priceText(charge: Obj): string {
  const amount = num(charge.amount);
  const denom = str(charge.denomination);
  const per = num(charge.per);
  const unit = str(charge.unit);
  if (amount === null) return 'Not published';
  const money =
    denom === 'USD'
      ? `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 10 })}`
      : `${amount.toLocaleString('en-US', { maximumFractionDigits: 10 })} ${denom ? idWords(denom) : ''}`.trim();
  if (!unit) return money;
  if (per === null || per === 1) return `${money} per ${idWords(unit)}`;
  return `${money} per ${per.toLocaleString('en-US')} ${idWords(unit)}s`;
}
