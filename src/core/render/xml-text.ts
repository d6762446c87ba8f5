// Text that is safe inside an XML 1.0 element, whatever the records contain.

/**
 * Everything XML 1.0 forbids: control characters other than tab, newline and carriage return,
 * lone surrogates (matched one by one thanks to the `u` flag), U+FFFE and U+FFFF.
 */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

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
  return s.replace(NOT_XML_CHAR, '\uFFFD').replace(/[&<>"'\r]/g, (c) => ESCAPES[c]!);
}

/** One line holding an element with text: `<indent><name attributes>text</name>`. */
export function element(indent: string, name: string, text: string, attributes = ''): string {
  return `${indent}<${name}${attributes}>${xmlText(text)}</${name}>`;
}
