// The browser code's element builder, run in Node against a stand-in for `document` that records what
// the page would get: attributes as set, children as appended (strings are text nodes).
import { eventBlock } from '../../src/site/changes.js';
import { bars } from '../../src/site/chart.js';
import { h, safeHref } from '../../src/site/dom.js';

interface FakeElement {
  tag: string;
  attributes: Record<string, string>;
  children: (FakeElement | string)[];
}

beforeAll(() => {
  (globalThis as { document?: unknown }).document = {
    createElement: (tag: string): FakeElement & object => {
      const el: FakeElement & { setAttribute: unknown; append: unknown } = {
        tag,
        attributes: {},
        children: [],
        setAttribute: (k: string, v: string) => {
          el.attributes[k] = v;
        },
        append: (...c: (FakeElement | string)[]) => {
          el.children.push(...c);
        },
      };
      return el;
    },
  };
});
afterAll(() => {
  delete (globalThis as { document?: unknown }).document;
});

const built = (el: unknown) => el as FakeElement;

test('record text with bidi controls is isolated, so an override cannot reverse the rest of the line', () => {
  // The drift view's heading of an event: the model's name, then what happened.
  const heading = built(
    h('h4', {}, h('a', { href: 'model.html?id=acme/a' }, 'Evil \u202emodel'), ' updated'),
  );
  expect(built(heading.children[0]).children).toEqual(['\u2068Evil \u202emodel\u2069']);
  expect(heading.children[1]).toBe(' updated');
  // A U+2069 of its own cannot close the isolation early; plain and right-to-left text stay as they are.
  expect(built(h('span', {}, 'a\u2069\u202eb', 'نموذج', 'plain')).children).toEqual([
    '\u2068a\u202eb\u2069',
    'نموذج',
    'plain',
  ]);
});

test('a record address is a link only to the web or the site: a scheme hidden behind blanks is one too', () => {
  // The browser drops blanks and controls around an address and tabs and line breaks inside it, and
  // reads `\` as `/`: each of these would run script or leave the site if linked as written.
  for (const hostile of [
    ' javascript:window.__pwned=1',
    '\u0001javascript:window.__pwned=1',
    'java\tscript:window.__pwned=1',
    'java\nscript:window.__pwned=1',
    'JAVASCRIPT:window.__pwned=1',
    'data:text/html,<script>1</script>',
    '//evil.example/x',
    '\\\\evil.example/x',
    '/\\evil.example/x',
  ])
    expect([hostile, safeHref(hostile)]).toEqual([hostile, '#']);
  for (const fine of [
    'https://a.example/b',
    ' https://a.example/b',
    'HTTP://a.example',
    '#source-1',
    'feeds/labs/acme.atom.xml',
  ])
    expect(safeHref(fine)).toBe(fine);
  expect(built(h('a', { href: ' javascript:x' }, 'x')).attributes).toEqual({ href: '#' });
});

test('a record address with a megabyte of blanks inside is checked in one pass (no backtracking)', () => {
  // Trimming with /[\u0000-\u0020]+$/ tried every blank of an inner run to its end: a source address
  // of a record (up to 1 MiB) froze the visitor's tab on its model page for hours.
  const blanks = ' \u0001'.repeat(500_000);
  expect(safeHref(`https://a.example/${blanks}x`)).toBe(`https://a.example/${blanks}x`);
  expect(safeHref(`${blanks}javascript:x${blanks}y`)).toBe('#');
  expect(safeHref(`${blanks}https://a.example${blanks}`)).toBe(`${blanks}https://a.example${blanks}`);
});

test("a rename's event links the changes made under the model's old id", () => {
  const commit = { sha: 'a'.repeat(40), date: '2026-08-01T10:00:00Z', message: 'm', url: 'u' };
  const model = { id: 'beta/foo', lab: 'Beta', modality: 'video', name: 'Foo', path: 'models/beta/foo.toml' };
  const e = {
    type: 'model_updated' as const,
    id: 'x',
    model,
    commit,
    changes: [],
    previous_path: 'models/acme/foo.toml',
  };
  const heading = built(built(eventBlock(e, true)).children[0]);
  const link = heading.children.map(built).find((c) => c.tag === 'a')!;
  expect(link.attributes.href).toBe('drift.html?model=acme%2Ffoo');
  expect(link.children).toEqual(['models/acme/foo.toml']);
  expect(heading.children.filter((c) => typeof c === 'string').join('')).toBe('Updated (from )');
});

describe('the changes chart', () => {
  const DAY = 86_400_000;
  const t0 = Date.parse('2026-01-01T12:00:00Z');

  it('buckets a long loaded history without spreading it into Math.min (a stack overflow past ~125,000 before)', () => {
    // 200,000 changes over 400 days, the newest first as drift.json lists them.
    const times = Array.from({ length: 200_000 }, (_, i) => t0 + (399 - (i % 400)) * DAY);
    const b = bars(times);
    expect(b.last - b.first).toBe(399);
    expect(b.width).toBe(7); // 400 days in at most 60 bars
    expect(b.counts.reduce((x, y) => x + y, 0)).toBe(200_000);
    expect(b.top).toBe(500 * 7);
  });

  it('one day is one bar', () => {
    expect(bars([t0, t0 + 1000, t0 + 2000])).toEqual({
      first: Math.floor(t0 / DAY),
      last: Math.floor(t0 / DAY),
      width: 1,
      counts: [3],
      top: 3,
    });
  });
});
