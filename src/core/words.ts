// How states and ids read to people (the site, its browser bundle and the feeds), and where a
// model's files are. A claim that is `unknown` reads as not documented, never as "no".

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
