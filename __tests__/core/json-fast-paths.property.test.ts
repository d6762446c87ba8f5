// compareCodePoints and utf8Bytes have fast paths for text without surrogates (or without
// characters from U+0800 up); they must agree with the plain definitions on every string.
import fc from 'fast-check';
import { compareCodePoints } from '../../src/core/json.js';
import { utf8Bytes } from '../../src/core/report/byte-size.js';

/** The definition: compare code point by code point, then by the number of code points. */
function referenceCompare(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const n = Math.min(x.length, y.length);
  for (let i = 0; i < n; i++) {
    const d = x[i]!.codePointAt(0)! - y[i]!.codePointAt(0)!;
    if (d !== 0) return d;
  }
  return x.length - y.length;
}

/** UTF-8 length as an encoder writes it (a lone surrogate becomes U+FFFD, 3 bytes). */
const referenceBytes = (s: string) => new TextEncoder().encode(s).length;

// Units chosen to meet every branch: ASCII, 2- and 3-byte characters, both halves of a pair alone
// and together, and units just above the surrogates (where UTF-16 order and code-point order differ).
const text = fc
  .array(
    fc.constantFrom(
      'a',
      'b',
      'z',
      '\u00e9',
      '\u07ff',
      '\u0800',
      '\u20ac',
      '\ud83d',
      '\ude00',
      '\ud83d\ude00',
      '\ue000',
      '\uffff',
    ),
    {
      maxLength: 8,
    },
  )
  .map((units) => units.join(''));

describe('fast paths', () => {
  it('compareCodePoints agrees with the code-point definition', () => {
    fc.assert(
      fc.property(text, text, (a, b) => {
        expect(compareCodePoints(a, b)).toBe(referenceCompare(a, b));
        expect(compareCodePoints(`${a}k`, `${a}${b}`)).toBe(referenceCompare(`${a}k`, `${a}${b}`));
      }),
      { numRuns: 3000 },
    );
  });

  it('orders a character above the surrogates after an astral one, as code points do', () => {
    expect(Math.sign(compareCodePoints('\uffff', '\ud83d\ude00'))).toBe(-1);
    expect(Math.sign(compareCodePoints('ab', 'a'))).toBe(1);
    expect(compareCodePoints('same', 'same')).toBe(0);
  });

  it('utf8Bytes agrees with an encoder', () => {
    fc.assert(
      fc.property(text, (s) => {
        expect(utf8Bytes(s)).toBe(referenceBytes(s));
      }),
      { numRuns: 3000 },
    );
  });
});
