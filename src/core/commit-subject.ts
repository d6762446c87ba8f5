// A commit's subject as `git log --format=%s` prints it, from the whole message the REST API sends:
// the local reader and the API reader must give a commit the same `commit.message`, or a push read
// through the API and a full rebuild publish different bytes for it.

/** git's whitespace (its own ctype: no \v or \f). */
const BLANK = new Set([' ', '\t', '\r', '\n']);

/**
 * The line without its trailing whitespace, found from the end: `/[ \t\r\n]+$/` tries each blank of
 * an inner run to its end, quadratic in a long message (messages are anyone's whose commit is merged).
 */
function trimEnd(line: string): string {
  let end = line.length;
  while (end > 0 && BLANK.has(line[end - 1]!)) end--;
  return line.slice(0, end);
}

/**
 * Leading blank lines skipped, then the first paragraph (up to a blank line), each line without its
 * trailing whitespace, joined with a space: git's format_subject.
 */
export function commitSubject(message: string): string {
  const lines = message.split('\n').map(trimEnd);
  let i = 0;
  while (i < lines.length && lines[i] === '') i++;
  const subject: string[] = [];
  for (; i < lines.length && lines[i] !== ''; i++) subject.push(lines[i]!);
  return subject.join(' ');
}
