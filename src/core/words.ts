// How states and ids read to people (the site, its browser bundle and the feeds), and where a
// model's files are. A claim that is `unknown` reads as not documented, never as "no".

import { compareCodePoints } from './json.js';

export const CLAIM_WORDS: Record<string, string> = {
  supported: 'Supported',
  unsupported: 'Not supported',
  not_applicable: 'Not applicable',
  unknown: 'Unknown (not documented)',
};

export const PRICING_WORDS: Record<string, string> = {
  known: 'Published',
  partial: 'Partly published',
  unknown: 'Not published',
};

/** `1 record`, `2 records`: a count read as words do (the CLI, the reports, the log). */
export function counted(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** A summary field the registry did not record. */
export const NOT_RECORDED = 'not recorded';

export function claimWord(state: unknown): string {
  return typeof state === 'string' ? (CLAIM_WORDS[state] ?? state) : NOT_RECORDED;
}

export function pricingWord(state: unknown): string {
  return typeof state === 'string' ? (PRICING_WORDS[state] ?? state) : NOT_RECORDED;
}

/** `text_to_video` → `text to video`: ids stay searchable, but read as words. */
export function idWords(id: string): string {
  return id.replaceAll('_', ' ');
}

/** The site's address for one model (relative, so the site works under any sub-path). */
export function modelHref(id: string): string {
  return `model.html?id=${encodeURIComponent(id).replaceAll('%2F', '/')}`;
}

/** `models/a/b.toml` → `a/b`: the id a record at that path should have. */
export function modelIdFromPath(path: string): string {
  return path.replace(/^models\//, '').replace(/\.toml$/, '');
}

/** The changes view of one model (its events under an id it no longer has, after a rename). */
export function modelChangesHref(id: string): string {
  return `drift.html?model=${encodeURIComponent(id)}`;
}

/** A model's lab: the first segment of its id (`acme/video-1` → `acme`). */
/**
 * Each lab slug's name (`model.lab`), for its feed's title and its link to the catalog: the name
 * most of its models spell, ties to the first in code-point order, so records that spell a lab
 * differently name it the same way whatever the order of its models.
 */
export function labNames(models: Iterable<{ id: string; lab: string | null }>): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  for (const m of models) {
    if (m.lab === null) continue;
    const slug = labOf(m.id);
    const names = counts.get(slug) ?? new Map<string, number>();
    names.set(m.lab, (names.get(m.lab) ?? 0) + 1);
    counts.set(slug, names);
  }
  const out = new Map<string, string>();
  for (const [slug, names] of counts) {
    let best = '';
    let most = 0;
    for (const [name, n] of names)
      if (n > most || (n === most && compareCodePoints(name, best) < 0)) [best, most] = [name, n];
    out.set(slug, best);
  }
  return out;
}

export function labOf(modelId: string): string {
  return modelId.split('/')[0]!;
}

/** A model's own file on the pages branch (the record, compact). */
export function modelPath(id: string): string {
  return `api/models/${id}.json`;
}

/** A model's feeds, without the extension (`.atom.xml`, `.feed.json`). */
export function modelFeedBase(id: string): string {
  return `feeds/models/${id}`;
}

/** A lab's feeds, without the extension (`.atom.xml`, `.feed.json`). */
export function labFeedBase(lab: string): string {
  return `feeds/labs/${lab}`;
}

/** 10000 → 10,000 (no locale: output must not depend on the machine). */
export function grouped(v: number | string): string {
  return String(v).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** The first few of `items`, and how many more: `a, b, c and 4 more`. */
export function firstFew(items: string[], shown = 3): string {
  const more = items.length - shown;
  return items.slice(0, shown).join(', ') + (more > 0 ? ` and ${more} more` : '');
}
