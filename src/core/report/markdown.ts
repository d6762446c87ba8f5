// Markdown for job summaries and PR comments. Record data is untrusted: every value is escaped so a
// hostile string can neither inject HTML, break out of a table or code block, ping people or teams,
// render as a link or as math, nor reorder or hide text with bidi and control characters.
import { codePointEscape, replaceInvisible } from '../invisible.js';

/** Zero-width space as an entity: it breaks GitHub's mention and autolink detection and stays invisible. */
const ZWSP = '&#8203;';

/** A dollar sign that cannot start or end GitHub math (docs.github.com, "Writing mathematical expressions"). */
const DOLLAR = '<span>$</span>';

/**
 * Invisible and direction-changing characters (invisible.ts: the CLI's and the annotations' set) as
 * visible `\\uXXXX` (tab and newline kept in `block` text).
 */
function showInvisible(s: string, block = false): string {
  return replaceInvisible(s, (c) =>
    block && (c === '\n' || c === '\t') ? c : `\\u${codePointEscape(c).slice(2).toUpperCase()}`,
  );
}

/**
 * Breaks `@user` and `@org/team` mentions, `scheme://` and `www.` autolinks and `#123` and `GH-123`
 * references (GitHub links either to issue 123 in comments and summaries).
 * A scheme is broken where it ends, right before `://`: each alternative looks one character either
 * way, so a long text costs one pass (matching the whole scheme, as `\b[a-z][a-z0-9+.-]*`, tried every
 * `a` of "a.a.a…" to the end of the text: minutes for a model name of a megabyte).
 */
const LINKISH = /@|(?<=[a-z0-9+.-])(?=:\/\/)|\bwww(?=\.)|#(?=\d)|\bGH-(?=\d)/gi;

function inert(s: string): string {
  return s.replace(LINKISH, (m) => `${m}${ZWSP}`);
}

export function escapeInline(s: string): string {
  const text = s
    .replace(/\r?\n|\r/g, ' ')
    .replace(/\t/g, ' ')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
  // Last, as the span is markup: a `$` in a span opens no math (`$…$`, `$$…$$` render with MathJax in
  // comments and summaries); GitHub's own advice for a `$` beside math, where `\$` does not hold.
  return inert(showInvisible(text).replace(/([\\`*_[\]|#~!])/g, '\\$1')).replaceAll('$', () => DOLLAR);
}

/** A fenced block whose fence is longer than any backtick run inside it (nothing renders inside one). */
export function codeBlock(text: string, lang = 'text'): string {
  const safe = showInvisible(text, true);
  // A loop, not Math.max(...runs): a value with 200,000 backtick runs overflows V8's argument stack.
  let longest = 0;
  for (const run of safe.matchAll(/`+/g)) longest = Math.max(longest, run[0].length);
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}${lang}\n${safe}\n${fence}`;
}

export function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
