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
  0x2061, 0x2062, 0x2063, 0x2064, 0x2066, 0xfdd0, 0xfdef, 0xfeff,
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

describe('an emoji presentation selector (U+FE0E, U+FE0F)', () => {
  it('after the emoji it selects for is part of it, shown as it is ("❤️", "☺︎", "1️⃣")', () => {
    for (const text of ['I \u2764\ufe0f GPT', '\u263a\ufe0e', '1\ufe0f\u20e3']) {
      expect(visibleControls(text)).toBe(text);
      expect(escapeInline(text)).toBe(text);
      expect(lineText(text)).toBe(text);
    }
  });

  it('where it selects nothing (at the start, after a space, a letter or a selector) is escaped', () => {
    expect(visibleControls('\ufe0fGPT')).toBe('\\ufe0fGPT');
    expect(visibleControls('GPT \ufe0eImage')).toBe('GPT \\ufe0eImage');
    // After a letter or another selector it selects nothing: "name\ufe0f" would read as name.
    expect(visibleControls('name\ufe0f')).toBe('name\\ufe0f');
    expect(visibleControls('\u2764\ufe0f\ufe0f')).toBe('\u2764\ufe0f\\ufe0f');
    expect(escapeInline('GPT \ufe0fImage')).toBe('GPT \\\\uFE0FImage');
  });
});

describe("the rest of Unicode's default ignorable code points", () => {
  // Shown nowhere by a renderer, like a zero-width space: variation selectors, the Hangul fillers,
  // the combining grapheme joiner, and the tag characters that can smuggle ASCII into a name.
  const BMP = [0x034f, 0x115f, 0x1160, 0x17b4, 0x17b5, 0x180b, 0x180f, 0x3164, 0xfe00, 0xfe0d, 0xffa0];
  it.each(BMP.map((c) => [`U+${hex(c).toUpperCase()}`, String.fromCharCode(c), hex(c)]))(
    '%s is shown as an escape in every output',
    (_name, c, code) => {
      const text = `GPT${c}Image`;
      expect(visibleControls(text)).toBe(`GPT\\u${code}Image`);
      expect(workflowCommand(diagnostic(text))).toMatch(new RegExp(`::GPT\\\\u${code}Image$`));
      expect(escapeInline(text)).toBe(`GPT\\\\u${code.toUpperCase()}Image`);
      expect(formatChangeLine({ path: 'a', kind: 'added', after: text })).toBe(
        `a: added "GPT\\u${code}Image"`,
      );
    },
  );

  // Beyond U+FFFF: one escape of the code point where the output can write it, a surrogate pair in JSON.
  const ASTRAL = [0xe0000, 0xe0001, 0xe0041, 0xe0069, 0xe007f, 0xe0100, 0xe0fff, 0x1d173, 0x1d17a, 0x1bca0];
  it.each(ASTRAL.map((c) => [`U+${c.toString(16).toUpperCase()}`, String.fromCodePoint(c), c]))(
    '%s is shown as an escape in every output',
    (_name, c, code) => {
      const text = `GPT Image${c}`;
      const point = code.toString(16);
      const pair = [...c].length === 1 ? [0, 1].map((i) => hex(c.charCodeAt(i))).join('\\u') : '';
      expect(visibleControls(text)).toBe(`GPT Image\\u{${point}}`);
      expect(diagnosticLine(diagnostic(text))).toContain(`GPT Image\\u{${point}}`);
      expect(workflowCommand(diagnostic(text))).toMatch(new RegExp(`::GPT Image\\\\u\\{${point}\\}$`));
      expect(escapeInline(text)).toBe(`GPT Image\\\\u{${point.toUpperCase()}}`);
      expect(codeBlock(text)).toContain(`GPT Image\\u{${point.toUpperCase()}}`);
      const line = formatChangeLine({
        path: 'model.name',
        kind: 'changed',
        before: 'GPT Image',
        after: text,
      });
      expect(line).toBe(`model.name: "GPT Image" -> "GPT Image\\u${pair}"`);
      expect(JSON.parse(line.split(' -> ')[1]!)).toBe(text);
      expect(lineText(text)).toBe(`"GPT Image\\u${pair}"`);
    },
  );

  it('shows a name that smuggles ASCII in tag characters, each of them', () => {
    const tags = [...'ignore'].map((c) => String.fromCodePoint(0xe0000 + c.charCodeAt(0))).join('');
    expect(visibleControls(`GPT\u200b Image${tags}`)).toBe(
      'GPT\\u200b Image\\u{e0069}\\u{e0067}\\u{e006e}\\u{e006f}\\u{e0072}\\u{e0065}',
    );
  });

  it('leaves other characters beyond U+FFFF as they are, and a lone surrogate is still one escape', () => {
    for (const text of ['GPT 😀 Image', '𝕏 Image', '\u{1f3f4}']) {
      expect(visibleControls(text)).toBe(text);
      expect(lineText(text)).toBe(text);
    }
    expect(visibleControls('a\ud800b\udc00')).toBe('a\\ud800b\\udc00');
    expect(lineText('a\udb40')).toBe('"a\\udb40"');
  });
});
