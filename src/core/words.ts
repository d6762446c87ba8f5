// How states and ids read to people (the site, its browser bundle and the feeds). A claim that is
// `unknown` reads as not documented, never as "no".

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
