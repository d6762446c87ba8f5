// One model as api/index.json lists it (src/core/layout/catalog-index.ts writes it); the catalog page
// renders these at build time and the browser bundle filters them.
import { compareCodePoints } from '../json.js';
import { idWords, labNames, labOf } from '../words.js';

export interface ModelSummary {
  id: string;
  name: string | null;
  lab: string | null;
  modality: string | null;
  tasks: string[];
  status: string | null;
  documentation_state: string | null;
  pricing_state: string | null;
  path: string;
  updated: { sha: string; date: string } | null;
}

export interface CatalogIndex {
  counts: { total_records: number; documented: number; indexed: number; by_modality: Record<string, number> };
  models: ModelSummary[];
}

export interface Filters {
  q: string;
  modality: string;
  lab: string;
  task: string;
  doc: string;
}

/** The URL query keys, in the order they are written. */
export const FILTER_KEYS: readonly (keyof Filters)[] = ['q', 'modality', 'lab', 'task', 'doc'];

export function readFilters(params: { get(key: string): string | null | undefined }): Filters {
  const get = (k: keyof Filters) => params.get(k) ?? '';
  return { q: get('q'), modality: get('modality'), lab: get('lab'), task: get('task'), doc: get('doc') };
}

/** What a filter reads of a model (a summary, or what the browser reads back from its row). */
export type Filterable = Pick<
  ModelSummary,
  'id' | 'name' | 'lab' | 'modality' | 'tasks' | 'documentation_state'
>;

/**
 * Each model's lab as the lab filter offers it: the name of its lab slug (labNames, as the lab's
 * feed names it and links here), so a lab whose records spell it differently is one option.
 */
export function labNameOf(models: Filterable[]): (m: Filterable) => string | null {
  const names = labNames(models);
  return (m) => names.get(labOf(m.id)) ?? m.lab;
}

/**
 * Text as the search compares it, so a query finds what reads the same: compatibility forms
 * (full-width letters, ligatures) and composed letters decomposed (NFKD), accents dropped (`cafe`
 * finds Café, as a browser's find-in-page), lower case, final sigma and ß as σ and ss. Only the
 * combining diacritical marks (U+0300–U+036F) go: other marks, such as Indic vowel signs and
 * viramas, change the word.
 */
export function foldText(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replaceAll('ς', 'σ')
    .replaceAll('ß', 'ss');
}

/** What the search box looks in, folded (foldText): the id, name, lab and tasks (as ids and as words). */
export function searchText(m: Filterable): string {
  return foldText([m.id, m.name ?? '', m.lab ?? '', ...m.tasks, ...m.tasks.map(idWords)].join('\n'));
}

/**
 * A test for the filters `f`. Free text, folded, matches searchText, every word somewhere (`text`: the model's
 * searchText, computed once per model rather than per keystroke). The lab filter matches the model's
 * own spelling or `labName`, its lab's name (labNameOf).
 */
export function matcher(f: Filters): (m: Filterable, labName?: string | null, text?: string) => boolean {
  const words = foldText(f.q).split(/\s+/).filter(Boolean);
  return (m, labName = m.lab, text) => {
    if (f.modality && m.modality !== f.modality) return false;
    if (f.lab && m.lab !== f.lab && labName !== f.lab) return false;
    if (f.task && !m.tasks.includes(f.task)) return false;
    if (f.doc && m.documentation_state !== f.doc) return false;
    if (words.length === 0) return true;
    const hay = text ?? searchText(m);
    return words.every((w) => hay.includes(w));
  };
}

/** matcher(f)(m, labName), for one model. */
export function matches(m: Filterable, f: Filters, labName: string | null = m.lab): boolean {
  return matcher(f)(m, labName);
}

let collator: Intl.Collator | undefined;
/**
 * The order of a menu's options, as the reader's language sorts words (`iFlytek` and `Émile Labs`
 * among the I's and E's, not after Z), ties (`ACME`, `Acme`) by code point so the order is total.
 * Depends on the browser's language: for the browser only, never for a built file.
 */
export function compareOptions(a: string, b: string): number {
  collator ??= new Intl.Collator(undefined, { sensitivity: 'base' });
  return collator.compare(a, b) || compareCodePoints(a, b);
}

/** Distinct non-null values, sorted for reading (compareOptions), for a filter's options. */
export function distinct(values: Iterable<string | null>): string[] {
  return [...new Set([...values].filter((v): v is string => v !== null))].sort(compareOptions);
}
