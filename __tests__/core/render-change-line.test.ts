import { expect, test } from '@jest/globals';
import fc from 'fast-check';
import { formatChangeLine, htmlInert, inertLineText } from '../../src/core/render/change-line.js';

test('added, changed and removed lines with compact canonical JSON', () => {
  expect(formatChangeLine({ path: 'sources[id="a"]', kind: 'added', after: { url: 'u', id: 'a' } })).toBe(
    'sources[id="a"]: added {"id":"a","url":"u"}',
  );
  expect(formatChangeLine({ path: 'duration.max', kind: 'changed', before: 8, after: 10 })).toBe(
    'duration.max: 8 -> 10',
  );
  expect(formatChangeLine({ path: 'model.aliases', kind: 'removed', before: ['x', 'y"'] })).toBe(
    'model.aliases: removed ["x","y\\""]',
  );
  expect(formatChangeLine({ path: 'a', kind: 'changed', before: null, after: 'line\nbreak' })).toBe(
    'a: null -> "line\\nbreak"',
  );
});

test('a malformed change with a missing value prints null rather than nothing', () => {
  expect(formatChangeLine({ path: 'a', kind: 'added' })).toBe('a: added null');
});

test('U+FFFE and U+FFFF, which XML forbids, are JSON escapes in the line: the same value in every feed', () => {
  const line = formatChangeLine({ path: 'model.name', kind: 'changed', before: 'a\ufffe', after: 'b\uffff' });
  expect(line).toBe('model.name: "a\\ufffe" -> "b\\uffff"');
  expect(JSON.parse(line.split(' -> ')[1]!)).toBe('b\uffff');
});

test('bidi controls are JSON escapes in the line: an override in a value cannot turn the arrow and the new value around', () => {
  const line = formatChangeLine({
    path: 'sources[id="a\u202e"].url',
    kind: 'changed',
    before: 'Veo \u202eabc',
    after: 'x\u2066y\u200f\u061c',
  });
  expect(line).toBe('sources[id="a\\u202e"].url: "Veo \\u202eabc" -> "x\\u2066y\\u200f\\u061c"');
  expect(JSON.parse(line.split(' -> ')[1]!)).toBe('x\u2066y\u200f\u061c');
  expect(line).not.toMatch(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
});

test('DEL, C1 controls and the Unicode line separators are JSON escapes too: a value cannot break its line', () => {
  const line = formatChangeLine({
    path: 'model.lab',
    kind: 'changed',
    before: 'a',
    after: 'b\u2028c\u0085d\u007f\u2029',
  });
  expect(line).toBe('model.lab: "a" -> "b\\u2028c\\u0085d\\u007f\\u2029"');
  expect(JSON.parse(line.split(' -> ')[1]!)).toBe('b\u2028c\u0085d\u007f\u2029');
});

test('htmlInert: the same JSON, with no < or & an HTML reader would take for markup or an entity', () => {
  const line = formatChangeLine({
    path: 'model["a<b"]',
    kind: 'changed',
    before: 'R&D',
    after: 'a <img src=https://tracker.example/p.gif> &lt;b&gt;',
  });
  expect(htmlInert(line)).toBe(
    'model["a\\u003cb"]: "R\\u0026D" -> "a \\u003cimg src=https://tracker.example/p.gif> \\u0026lt;b\\u0026gt;"',
  );
  fc.assert(
    fc.property(fc.string({ unit: 'binary' }), fc.jsonValue(), (key, value) => {
      const plain = formatChangeLine({ path: 'p', kind: 'added', after: { [key]: value } as never });
      const inert = htmlInert(plain);
      expect(inert).not.toMatch(/[<&]/);
      expect(JSON.parse(inert.slice('p: added '.length))).toEqual(
        JSON.parse(plain.slice('p: added '.length)),
      );
    }),
    { numRuns: 300 },
  );
});

test('inertLineText: plain text stays as it is; text with < or & is JSON-quoted, inert', () => {
  expect(inertLineText('video')).toBe('video');
  expect(inertLineText('Acme <b>Labs</b> & co')).toBe('"Acme \\u003cb>Labs\\u003c/b> \\u0026 co"');
  expect(JSON.parse(inertLineText('Acme <b>Labs</b> & co'))).toBe('Acme <b>Labs</b> & co');
  expect(inertLineText('a\nb')).toBe('"a\\nb"');
});
