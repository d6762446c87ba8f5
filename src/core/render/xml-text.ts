// Text that is safe inside an XML 1.0 element, whatever the records contain.

/**
 * Everything XML 1.0 forbids: control characters other than tab, newline and carriage return,
 * lone surrogates (matched one by one thanks to the `u` flag), U+FFFE and U+FFFF.
 */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * NOT_XML_CHAR without the `u` flag, so both halves of a pair match too: a superset that is faster to
 * scan for. Most text has none, and only text that does needs the exact replacement.
 */
const MAYBE_NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD]/;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  // A literal CR would be turned into a newline by every XML parser; a reference keeps it.
  '\r': '&#13;',
};

/** Escapes markup characters; characters XML cannot carry become U+FFFD. */
export function xmlText(s: string): string {
  const chars = MAYBE_NOT_XML_CHAR.test(s) ? s.replace(NOT_XML_CHAR, '\uFFFD') : s;
  return chars.replace(/[&<>"'\r]/g, (c) => ESCAPES[c]!);
}

/** One line holding an element with text: `<indent><name attributes>text</name>`. */
export function element(indent: string, name: string, text: string, attributes = ''): string {
  return `${indent}<${name}${attributes}>${xmlText(text)}</${name}>`;
}
