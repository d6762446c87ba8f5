// Page cutting measures each event from its compact text (rendered once, for its page as well) and the
// whitespace indenting would add; page files splice those texts in. Both must give what the plain
// definitions give: the event indented, counted; the page object rendered whole.
import fc from 'fast-check';
import { canonicalJson } from '../../../src/core/json.js';
import { eventBytes, eventTexts, extendPages, renderPage } from '../../../src/core/layout/pages.js';
import { utf8Bytes } from '../../../src/core/report/byte-size.js';
import type { DriftEvent, Json } from '../../../src/core/types.js';

/** The definition: drift.json's lines of the event, each four spaces deeper, then `,\n`. */
function referenceBytes(e: DriftEvent): number {
  const text = canonicalJson(e as never, 2);
  return utf8Bytes(text) + 4 * text.split('\n').length + 2;
}

function referencePage(n: number, count: number, events: DriftEvent[], repository: string): string {
  const page = {
    events: [...events].reverse(),
    feed_version: 1,
    newer: n < count ? `${String(n + 1).padStart(6, '0')}.json` : null,
    older: n > 1 ? `${String(n - 1).padStart(6, '0')}.json` : null,
    page: n,
    repository,
  };
  return `${canonicalJson(page as never)}\n`;
}

const text = fc.string({
  unit: fc.constantFrom('a', 'é', '€', '\ud83d\ude00', '\ud83d', '"', '\\', '\n'),
  maxLength: 6,
});
const key = fc.oneof(fc.constantFrom('10', '9', '__proto__', 'a', 'b'), text);

/** An object with these members in this order (`__proto__` as an own key). */
function objectOf(entries: [string, unknown][]): object {
  const o = {};
  for (const [k, v] of entries)
    Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  return o;
}

// JSON data, and `undefined` where an optional member is left unset (JSON writes neither).
const { value } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(null, true, 0, -1.5, 1e21, undefined),
    text,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.uniqueArray(fc.tuple(key, tie('value')), { maxLength: 5, selector: ([k]) => k }).map(objectOf),
  ),
}));

const event = fc
  .tuple(
    fc.uniqueArray(fc.tuple(key, value), { maxLength: 6, selector: ([k]) => k }),
    fc.array(value, { maxLength: 3 }),
  )
  .map(([members, changes]) => objectOf([...members, ['changes', changes]]) as DriftEvent);

describe('pages', () => {
  it('eventBytes counts what indenting the event gives', () => {
    fc.assert(
      fc.property(event, (e) => {
        expect(eventBytes(e)).toBe(referenceBytes(e));
        expect(eventBytes(e, eventTexts().get(e))).toBe(referenceBytes(e));
      }),
      { numRuns: 3000 },
    );
  });

  it('renderPage writes the page object whole, with or without remembered texts', () => {
    fc.assert(
      fc.property(
        fc.array(event, { maxLength: 4 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 3 }),
        text,
        (events, n, count, repository) => {
          const expected = referencePage(n, count, events, repository);
          expect(renderPage(n, count, events, repository)).toBe(expected);
          expect(renderPage(n, count, events, repository, eventTexts().take)).toBe(expected);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('counts an empty container as written on its own line', () => {
    const e = { a: [], b: {}, c: [[]], d: [{ x: undefined }] } as unknown as DriftEvent;
    expect(eventBytes(e)).toBe(referenceBytes(e));
    expect(eventBytes([] as unknown as DriftEvent)).toBe(referenceBytes([] as unknown as DriftEvent));
    expect(eventBytes('x' as Json as never)).toBe(referenceBytes('x' as Json as never));
  });
});

describe('extendPages', () => {
  it('puts an event larger than a page on a page of its own, with no empty page before it', () => {
    const small = { id: 's', changes: [] } as unknown as DriftEvent;
    const big = { id: 'b', changes: ['x'.repeat(100)] } as unknown as DriftEvent;
    const limits = { events: 10, bytes: eventBytes(small) + 1 };
    expect(extendPages([], [big, small], limits)).toEqual([[big], [small]]);
  });
});
