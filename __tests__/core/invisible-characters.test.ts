// One set of invisible characters for every output that prints record text: the CLI's lines, the
// annotations, the PR comment and job summary, and the change lines of `diff` and the feeds. A
// name with a zero-width space or a soft hyphen in it shows where it is, in each of them alike.

import { formatChangeLine, lineText } from '../../src/core/render/change-line.js';
import { diagnosticLine } from '../../src/core/report/diagnostics-text.js';
import { codeBlock, escapeInline } from '../../src/core/report/markdown.js';
import { visibleControls, workflowCommand } from '../../src/core/report/workflow-commands.js';
import type { Diagnostic } from '../../src/core/types.js';

const diagnostic = (message: string): Diagnostic => ({
  file: 'models/a/b.toml',
  line: 1,
  column: 1,
  pointer: '',
  rule: 'toml/syntax',
  message,
  severity: 'error',
});

/** Code points no reader sees, or that change how a line reads (each a case of its own). */
const INVISIBLE = [
  0x0007, 0x007f, 0x0085, 0x00ad, 0x061c, 0x180e, 0x200b, 0x200c, 0x200d, 0x200e, 0x2028, 0x202e, 0x2060,
  0x2061, 0x2062, 0x2063, 0x2064, 0x2066, 0xfeff,
];
const hex = (c: number) => c.toString(16).padStart(4, '0');

describe.each(INVISIBLE.map((c) => [`U+${hex(c).toUpperCase()}`, String.fromCharCode(c), hex(c)]))(
  '%s',
  (_name, c, code) => {
    const text = `GPT${c}Image`;

    it('is shown as an escape on a CLI line and in an annotation', () => {
      expect(visibleControls(text)).toBe(`GPT\\u${code}Image`);
      expect(diagnosticLine(diagnostic(text))).toContain(`GPT\\u${code}Image`);
      expect(workflowCommand(diagnostic(text))).toMatch(new RegExp(`::GPT\\\\u${code}Image$`));
    });

    it('is shown as an escape in the PR comment and job summary', () => {
      expect(escapeInline(text)).toBe(`GPT\\\\u${code.toUpperCase()}Image`);
      expect(codeBlock(text)).toContain(`GPT\\u${code.toUpperCase()}Image`);
    });

    it('is a JSON escape in a change line, which still reads as the same value', () => {
      const line = formatChangeLine({
        path: 'model.name',
        kind: 'changed',
        before: 'GPT Image',
        after: text,
      });
      expect(line).toBe(`model.name: "GPT Image" -> "GPT\\u${code}Image"`);
      expect(JSON.parse(line.split(' -> ')[1]!)).toBe(text);
      expect(lineText(text)).toBe(`"GPT\\u${code}Image"`);
    });
  },
);

describe('spaces other than U+0020, which a reader sees as spaces', () => {
  // Confusable, but text as it was written (French typography, CJK): the TOML messages name them.
  it.each([
    ['U+00A0', '\u00a0'],
    ['U+3000', '\u3000'],
    ['U+202F', '\u202f'],
  ])('%s stays as it is in every output', (_name, c) => {
    const text = `GPT${c}Image`;
    expect(visibleControls(text)).toBe(text);
    expect(escapeInline(text)).toBe(text);
    expect(lineText(text)).toBe(text);
    expect(formatChangeLine({ path: 'a', kind: 'added', after: text })).toBe(`a: added "${text}"`);
  });
});
