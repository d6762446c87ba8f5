// compareCodePoints and utf8Bytes have fast paths for text without surrogates (or without
// characters from U+0800 up); they must agree with the plain definitions on every string.
// canonicalize returns parts that are canonical already as they are; canonicalJson must still write
// what the plain definition (a sorted deep copy, then JSON.stringify) writes.
import fc from 'fast-check';
import {
  canonicalize,
  canonicalJson,
  canonicalJsonWith,
  canonicalJsonWithItems,
  compareCodePoints,
  sortCodePoints,
} from '../../src/core/json.js';
import { xmlText } from '../../src/core/render/xml-text.js';
import { utf8Bytes } from '../../src/core/report/byte-size.js';
import type { Json, JsonObject } from '../../src/core/types.js';

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

/** The definition: a deep copy with every object's keys sorted in code-point order. */
function referenceCanonicalize(v: Json): Json {
  if (Array.isArray(v)) return v.map(referenceCanonicalize);
  if (v !== null && typeof v === 'object') {
    const out: JsonObject = {};
    for (const k of Object.keys(v).sort(referenceCompare))
      Object.defineProperty(out, k, {
        value: referenceCanonicalize(v[k]!),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    return out;
  }
  return v;
}

/** An object with these members in this order (`__proto__` as an own key), maybe without a prototype. */
function objectOf(entries: [string, Json][], bare: boolean): JsonObject {
  const o: JsonObject = bare ? Object.create(null) : {};
  for (const [k, v] of entries)
    Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  return o;
}

// Keys that meet every case: integer-like ones (listed first by JavaScript, "10" before "9" in
// code-point order), `__proto__`, prototype members, and keys whose order needs code points.
const key = fc.oneof(
  fc.constantFrom('10', '9', '0', '01', '-1', '!', '__proto__', 'toJSON', 'constructor', 'a', 'b', 'ab'),
  text,
);

const { json } = fc.letrec<{ json: Json }>((tie) => ({
  json: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(null, true, false, 0, -0, 1.5, 1e21),
    text,
    fc.array(tie('json'), { maxLength: 4 }),
    fc
      .tuple(fc.uniqueArray(fc.tuple(key, tie('json')), { maxLength: 5, selector: ([k]) => k }), fc.boolean())
      .map(([entries, bare]) => objectOf(entries, bare)),
  ),
}));

function hasIndexKey(v: Json): boolean {
  if (Array.isArray(v)) return v.some(hasIndexKey);
  if (v === null || typeof v !== 'object') return false;
  return Object.keys(v).some((k) => /^(0|[1-9][0-9]*)$/.test(k) || hasIndexKey(v[k]!));
}

/** Values that are canonical already in part or whole: the fast path's cases. */
const mixed = fc.oneof(
  json,
  json.map(referenceCanonicalize),
  json.map((v) => JSON.parse(JSON.stringify(referenceCanonicalize(v))) as Json),
  fc.tuple(json, json).map(([a, b]) => [referenceCanonicalize(a), b]),
  fc.tuple(json, json).map(([a, b]) =>
    objectOf(
      [
        ['k', referenceCanonicalize(a)],
        ['z', b],
      ],
      false,
    ),
  ),
);

describe('canonicalize', () => {
  it('writes what a sorted deep copy writes, compact and indented', () => {
    fc.assert(
      fc.property(mixed, fc.constantFrom(undefined, 2), (v, indent) => {
        expect(canonicalJson(v, indent)).toBe(JSON.stringify(referenceCanonicalize(v), null, indent));
      }),
      { numRuns: 5000 },
    );
  });

  it('returns a canonical value as it is, and leaves its input alone', () => {
    fc.assert(
      fc.property(json, (v) => {
        const before = JSON.stringify(v);
        const c = canonicalize(v);
        expect(JSON.stringify(v)).toBe(before);
        // JavaScript lists integer-like keys first, so such an object may never look sorted: copied.
        if (!hasIndexKey(c)) expect(canonicalize(c)).toBe(c);
      }),
      { numRuns: 2000 },
    );
  });

  it('orders integer-like keys as JavaScript does, and keeps __proto__ an own key', () => {
    const v = objectOf(
      [
        ['b', 1],
        ['10', 2],
        ['9', 3],
        ['__proto__', { x: 1 }],
        ['\uffff', 4],
        ['\ud83d\ude00', 5],
      ],
      false,
    );
    const text = '{"9":3,"10":2,"__proto__":{"x":1},"b":1,"\uffff":4,"\ud83d\ude00":5}';
    expect(canonicalJson(v)).toBe(text);
    expect(canonicalJson(JSON.parse(text))).toBe(text);
  });

  it('copies what JSON.stringify would not write as its keys', () => {
    const date = new Date(0) as unknown as Json;
    expect(canonicalJson({ a: date })).toBe('{"a":{}}');
  });
});

describe('canonicalJsonWith', () => {
  it('writes what canonicalJson writes of the object holding that value', () => {
    const object = json.filter(
      (v): v is JsonObject => v !== null && typeof v === 'object' && !Array.isArray(v),
    );
    fc.assert(
      fc.property(object, key, mixed, (o, k, x) => {
        const whole = objectOf([...Object.entries(o), [k, x]], false);
        expect(canonicalJsonWith(o, k, canonicalJson(x))).toBe(canonicalJson(whole));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('canonicalJsonWithItems', () => {
  it('writes what canonicalJson writes of the object holding those items', () => {
    const object = json.filter(
      (v): v is JsonObject => v !== null && typeof v === 'object' && !Array.isArray(v),
    );
    fc.assert(
      fc.property(object, key, fc.array(mixed, { maxLength: 4 }), (o, k, items) => {
        const whole = objectOf([...Object.entries(o), [k, items]], false);
        expect(
          canonicalJsonWithItems(
            o,
            k,
            items.map((x) => canonicalJson(x)),
          ),
        ).toBe(canonicalJson(whole));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('canonicalize, deep', () => {
  it('canonicalises each part once, however deep the sorted objects around an unsorted one', () => {
    // The unsorted part at the bottom counts how often its keys are listed: a walk that
    // canonicalises it again at every level above lists them about 2^19 times.
    let listed = 0;
    const inner = new Proxy({ b: 1, a: 2 } as Record<string, Json>, {
      ownKeys(target) {
        listed++;
        return Reflect.ownKeys(target);
      },
    });
    let v: Json = inner;
    for (let i = 0; i < 19; i++) v = { a: [v], b: i };
    const text = canonicalJson(v);
    const once = listed;
    expect(text).toBe(JSON.stringify(referenceCanonicalize(v)));
    expect(once).toBeGreaterThan(0);
    expect(once).toBeLessThanOrEqual(4);
  });
});

const MARKUP: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  '\r': '&#13;',
};

/** The definition, character by character: what XML 1.0 cannot carry becomes U+FFFD, markup is escaped. */
function referenceXmlText(s: string): string {
  let out = '';
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    const allowed =
      c === 0x9 ||
      c === 0xa ||
      c === 0xd ||
      (c >= 0x20 && c <= 0xd7ff) ||
      (c >= 0xe000 && c <= 0xfffd) ||
      c >= 0x10000;
    out += allowed ? (MARKUP[ch] ?? ch) : '\ufffd';
  }
  return out;
}

describe('xmlText', () => {
  it('agrees with the plain definition, whichever characters the text holds', () => {
    const unit = fc.constantFrom(
      'a',
      '<',
      '&',
      '>',
      '"',
      "'",
      '\r',
      '\n',
      '\t',
      '\u0000',
      '\u0008',
      '\u000b',
      '\u001f',
      ' ',
      '\ud83d',
      '\ude00',
      '\ud83d\ude00',
      '\ud7ff',
      '\ue000',
      '\ufffd',
      '\ufffe',
      '\uffff',
      'é',
    );
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 12 }), (s) => {
        expect(xmlText(s)).toBe(referenceXmlText(s));
      }),
      { numRuns: 5000 },
    );
  });
});

describe('sortCodePoints', () => {
  it('sorts short lists (by insertion) and long ones in code-point order', () => {
    fc.assert(
      fc.property(fc.array(text, { maxLength: 40 }), (list) => {
        expect(sortCodePoints([...list])).toEqual([...list].sort(referenceCompare));
      }),
      { numRuns: 3000 },
    );
  });
});
