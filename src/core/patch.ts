// Recovers the previous version of a file from its new version and the unified diff GitHub returns
// with each changed file (`files[].patch`). This saves one API call per record version in a shallow
// checkout. Any mismatch returns null, and the caller fetches the old version instead.

const HUNK = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;

/** `after` with the hunks of `patch` undone, or null when the patch does not fit `after`. */
export function reverseApplyPatch(after: string, patch: string): string | null {
  const afterLines = splitKeepingEol(after);
  const out: string[] = [];
  let cursor = 0; // index into afterLines
  const lines = patch.split('\n');
  let i = 0;
  while (i < lines.length) {
    const m = HUNK.exec(lines[i]!);
    if (!m) {
      if (lines[i] === '' && i === lines.length - 1) break;
      return null;
    }
    const newStart = Number(m[3]);
    const newCount = m[4] === undefined ? 1 : Number(m[4]);
    const start = newCount === 0 ? newStart : newStart - 1;
    if (start < cursor || start > afterLines.length) return null;
    copyLines(out, afterLines, cursor, start);
    cursor = start;
    i++;
    let lastOld: number | null = null; // index in out of the last line that exists in the old file
    let lastKind = '';
    for (; i < lines.length && !HUNK.test(lines[i]!); i++) {
      const line = lines[i]!;
      if (line.startsWith('\\')) {
        // "\ No newline at end of file" applies to the line just before it.
        if (lastKind !== '+' && lastOld !== null) out[lastOld] = out[lastOld]!.replace(/\n$/, '');
        continue;
      }
      const kind = line[0] ?? ' ';
      const text = line.slice(1);
      if (kind === ' ' || kind === '+') {
        const actual = afterLines[cursor];
        if (actual === undefined || actual.replace(/\n$/, '') !== text) return null;
        if (kind === ' ') {
          out.push(actual);
          lastOld = out.length - 1;
        }
        cursor++;
      } else if (kind === '-') {
        out.push(`${text}\n`);
        lastOld = out.length - 1;
      } else if (line === '' && i === lines.length - 1) {
        break;
      } else return null;
      lastKind = kind;
    }
  }
  copyLines(out, afterLines, cursor, afterLines.length);
  return out.join('');
}

/** A loop, not push(...lines): a record of 1 MiB may have 500,000 lines, past V8's argument stack. */
function copyLines(out: string[], lines: string[], from: number, to: number): void {
  for (let i = from; i < to; i++) out.push(lines[i]!);
}

function splitKeepingEol(text: string): string[] {
  if (text === '') return [];
  const parts = text.split(/(?<=\n)/);
  return parts;
}
