// The parts every page of the site shares: escaping, the head (CSP, styles, feeds) and the frame.

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for an HTML text node or a quoted attribute: a record's strings never become markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/**
 * Code points an HTML document may not hold (the parse errors "control-character-in-input-stream",
 * "noncharacter-in-input-stream", "surrogate-in-input-stream"; NUL too): controls other than the
 * whitespace ones, noncharacters, lone surrogates. A record's string may hold them (TOML's `\u0001`).
 */
export const NOT_HTML_CHAR =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it finds
  /[\u0000-\u0008\u000B\u000E-\u001F\u007F-\u009F]|\p{Noncharacter_Code_Point}|\p{Cs}/gu;

/**
 * NOT_HTML_CHAR without the `u` flag, and with form feed (which feeds replace too): a superset that
 * is faster to scan for, both halves of a pair matching (xml-text.ts does the same). Most text has
 * none, and only text that does needs the exact replacement.
 */
export const MAYBE_NOT_HTML_CHAR =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it finds
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uD800-\uDFFF\uFDD0-\uFDEF\uFFFE\uFFFF]/;

/** `text` with what `forbidden` (NOT_HTML_CHAR, or it and form feed) finds shown as U+FFFD. */
export function shownWithout(text: string, forbidden: RegExp): string {
  return MAYBE_NOT_HTML_CHAR.test(text) ? text.replace(forbidden, '\uFFFD') : text;
}

/** A record's text for a page's markup: escaped, with what HTML forbids shown as U+FFFD. */
export function pageText(text: string): string {
  return escapeHtml(shownWithout(text, NOT_HTML_CHAR));
}

/**
 * No inline script or style anywhere, so the policy can forbid both: a string that slipped into the
 * markup still could not run. `connect-src 'self'` is what the bundle fetches (JSON, feeds).
 */
export const CONTENT_SECURITY_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
  "base-uri 'none'; form-action 'self'";

export type View = 'catalog' | 'model' | 'drift';

export interface PageParts {
  view: View;
  title: string;
  /** The registry's name (owner/repo), for titles. */
  site: string;
  /** Body of <main>, already escaped. */
  main: string;
}

const FEEDS = [
  ['application/rss+xml', 'RSS', 'drift.rss.xml'],
  ['application/atom+xml', 'Atom', 'drift.atom.xml'],
  ['application/feed+json', 'JSON Feed', 'drift.feed.json'],
] as const;

const NAV: [View, string, string][] = [
  ['catalog', 'index.html', 'Models'],
  ['drift', 'drift.html', 'Changes'],
];

export function renderPage(p: PageParts): string {
  const feeds = FEEDS.map(
    ([type, name, href]) =>
      `<link rel="alternate" type="${type}" title="${escapeHtml(`${p.site} changes (${name})`)}" href="${href}">`,
  );
  const nav = NAV.map(
    ([view, href, label]) => `<a href="${href}"${view === p.view ? ' aria-current="page"' : ''}>${label}</a>`,
  ).join('');
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}">`,
    `<title>${escapeHtml(`${p.title} · ${p.site}`)}</title>`,
    '<link rel="stylesheet" href="assets/site.css">',
    // Without an icon the browser asks the host's root for /favicon.ico: a 404 in every page's console.
    '<link rel="icon" href="data:,">',
    ...feeds,
    '<script src="assets/site.js" defer></script>',
    '</head>',
    `<body data-view="${p.view}">`,
    '<a class="skip" href="#main">Skip to content</a>',
    `<header><p class="site">${escapeHtml(p.site)}</p><nav aria-label="Site">${nav}</nav></header>`,
    `<main id="main" tabindex="-1">${p.main}</main>`,
    '<footer><p>Data: <a href="api/index.json">catalog index</a> · <a href="api.json">catalog</a> · ' +
      '<a href="drift.json">drift feed</a> · <a href="schema/source-record.v1.schema.json">record schema</a> · ' +
      'Subscribe: <a href="drift.rss.xml">RSS</a> · <a href="drift.atom.xml">Atom</a> · ' +
      '<a href="drift.feed.json">JSON Feed</a></p></footer>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
