// Markdown for job summaries and PR comments. Record data is untrusted: every value is escaped so a
// hostile string can neither inject HTML nor break out of a table or code block.

export function escapeInline(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/([\\`*_[\]|#~])/g, '\\$1')
    .replace(/\r?\n|\r/g, ' ');
}

/** A fenced block whose fence is longer than any backtick run inside it. */
export function codeBlock(text: string, lang = 'text'): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((r) => r.length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}${lang}\n${text}\n${fence}`;
}

export function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
