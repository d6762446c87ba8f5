// Prices, durations and lists read as words in the HTML items; the spec's RSS lines stay raw JSON.
import { expect, test } from '@jest/globals';
import { summarize } from '../../src/core/feeds/summary.js';
import { itemDescription, itemHtml, naturalChange } from '../../src/core/render/item-text.js';
import { money, naturalLeaf, naturalValue } from '../../src/core/render/natural.js';
import { event, record } from './feeds/fixtures.js';

const charge = (over: object) => ({
  id: 'c',
  state: 'known',
  kind: 'metered',
  amount: 0.4,
  denomination: 'USD',
  per: 1,
  unit: 'second',
  source_ids: ['s'],
  ...over,
});

test('prices read naturally', () => {
  expect(naturalValue(charge({}))).toBe('$0.40 per second');
  expect(
    naturalValue(charge({ unit: 'output_second', applies_when: ['size=4k', 'native_audio=true'] })),
  ).toBe('$0.40 per output second (size=4k, native_audio=true)');
  expect(naturalValue(charge({ amount: 2.5, per: 1000, unit: 'video_generation_token' }))).toBe(
    '$2.50 per 1,000 video generation tokens',
  );
  expect(naturalValue(charge({ amount: 0.0035 }))).toBe('$0.0035 per second');
  expect(naturalValue(charge({ amount: 12, denomination: 'point', unit: 'image' }))).toBe(
    '12 points per image',
  );
  expect(naturalValue({ id: 'x', state: 'unknown', qualifier: 'on request', source_ids: ['s'] })).toBe(
    'price not published; on request',
  );
  expect(naturalValue([charge({}), charge({ amount: 0.6 })])).toBe('$0.40 per second; $0.60 per second');
  expect(money(1234.5, 'USD')).toBe('$1,234.50');
  expect(money(-0.5, 'USD')).toBe('-$0.50');
  expect(naturalValue(1234567.1234567)).toBe('1,234,567.123457');
  expect(naturalValue(-0.000001)).toBe('-0.000001');
  expect(naturalValue(1e21)).toBe('1e+21');
  // Too large to round to six decimals (n × 1e6 is Infinity): still the number.
  expect(naturalValue(1e303)).toBe('1e+303');
  // At most six decimals of dollars, so float noise never shows.
  expect(money(0.1234567, 'USD')).toBe('$0.123457');
  // A price per less than one unit names how much: not "per image".
  expect(naturalValue(charge({ per: 0.5, unit: 'image' }))).toBe('$0.40 per 0.5 images');
});

test('durations and other measures read naturally', () => {
  expect(
    naturalValue({ state: 'supported', mode: 'range', unit: 'second', min: 5, max: 10, source_ids: ['s'] }),
  ).toBe('5–10 s');
  expect(naturalValue({ state: 'supported', mode: 'range', unit: 'second', min: 4, max: 8, step: 2 })).toBe(
    '4–8 s, in steps of 2 s',
  );
  expect(
    naturalValue({ state: 'supported', mode: 'exact_set', unit: 'frame_per_second', values: [24, 30] }),
  ).toBe('24 or 30 fps');
  expect(naturalValue({ state: 'unknown', unit: 'second', max: 20 })).toBe('up to 20 s (unknown)');
  expect(naturalValue({ unit: 'second', max: 20 })).toBe('up to 20 s');
  expect(naturalValue({ unit: 'second', min: 8, max: 8 })).toBe('8 s');
  // Plural for every count but 1, zero included.
  expect(naturalValue({ unit: 'image', max: 0 })).toBe('up to 0 images');
});

test('lists, scalars and unknown shapes', () => {
  expect(naturalValue(['16:9', '9:16'])).toBe('16:9, 9:16');
  expect(naturalValue('partial')).toBe('partial');
  expect(naturalValue(1500)).toBe('1,500');
  expect(naturalValue(true)).toBe('true');
  expect(naturalValue(null)).toBe('nothing');
  expect(naturalValue([])).toBe('none');
  // No JSON in a reader: an object of no known shape reads as its fields, its id first.
  expect(naturalValue({ b: 1, a: [2] })).toBe('a: 2; b: 1');
  expect(
    naturalValue([
      { id: 'api', kind: 'api_reference', retrieved_on: '2026-10-12', url: 'https://x.example/' },
    ]),
  ).toBe('api (kind: api_reference; retrieved on: 2026-10-12; url: https://x.example/)');
  expect(naturalValue({ a: { b: { c: 1 } }, d: [{ e: 1 }, { f: 2 }] })).toBe(
    'a: [b: [c: 1]]; d: [(e: 1); (f: 2)]',
  );
  expect(naturalValue({ state: 'unverified' })).toBe('state: unverified');
  expect(naturalValue({ max: 4000, unit: 'character', state: 'supported' })).toBe('up to 4,000 characters');
  expect(naturalChange({ path: 'p', kind: 'changed', before: 'unknown', after: 'known' })).toBe(
    'unknown → known',
  );
  expect(naturalChange({ path: 'p', kind: 'removed', before: ['a'] })).toBe('removed (was a)');
});

test('a change event is an HTML list of before → after, prices in words, and its commit', () => {
  const html = itemHtml(event());
  expect(html).toBe(
    '<ul><li><code>pricing.state</code>: <bdi>unknown</bdi> → <bdi>known</bdi></li>' +
      '<li><code>pricing.charges</code>: added<ul><li><bdi>$0.40 per second</bdi></li></ul></li></ul>' +
      `<p>Commit <a href="https://github.com/acme/registry/commit/${'0'.repeat(39)}1"><bdi>0000000</bdi></a>: <bdi>commit 1</bdi></p>`,
  );
  // The spec's RSS description stays the raw JSON lines.
  expect(itemDescription(event()).split('\n')[0]).toBe('pricing.state: "unknown" -> "known"');
});

test("a new model's item summarises it: modality, tasks, pricing state, sources", () => {
  const added = event({ type: 'model_added', changes: [] });
  const summary = summarize(record('acme/foo', { pricing: 'partial' }));
  expect(itemDescription(added, { summary })).toBe(
    [
      'New video model by acme.',
      'Tasks: image to video, text to video',
      'Pricing: partly published',
      'Status: available; documentation: documented',
      'Sources (2): https://example.com/docs, https://example.com/pricing',
      'Record: models/acme/foo.toml',
    ].join('\n'),
  );
  const html = itemHtml(added, { summary });
  expect(html).toContain('<p>New <bdi>video</bdi> model by <bdi>acme</bdi>.</p>');
  expect(html).toContain('<li>Tasks: <bdi>image to video, text to video</bdi></li>');
  expect(html).toContain('<li>Pricing: <bdi>partly published</bdi></li>');
  expect(html).toContain('<a href="https://example.com/pricing"><bdi>https://example.com/pricing</bdi></a>');
  expect(itemHtml(added, { summary, changedSince: true })).toContain('The record as it reads now');
  // Without a record (the pull request preview, a model that left) it says where it was added.
  expect(itemDescription(added)).toBe('model added at models/acme/foo.toml');
  expect(itemHtml(added)).toContain('<p>Model added at <code>models/acme/foo.toml</code>.</p>');
});

test('record strings are HTML text, never markup; only http(s) sources become links', () => {
  const hostile = '<img src=x onerror=alert(1)>';
  const e = event({ changes: [{ path: hostile, kind: 'changed', before: hostile, after: 'x' }] });
  expect(itemHtml(e)).not.toContain('<img');
  expect(itemHtml(e)).toContain('&lt;img src=x onerror=alert(1)&gt;');
  const r = record('acme/foo');
  (r.value.sources as { url: string }[])[0]!.url = 'javascript:alert(1)';
  const html = itemHtml(event({ type: 'model_added', changes: [] }), { summary: summarize(r) });
  expect(html).not.toContain('href="javascript');
  expect(html).toContain('<li><bdi>javascript:alert(1)</bdi></li>');
});

test('a changed amount or bound reads with its currency and unit from the record', () => {
  const record = {
    pricing: {
      charges: [
        { id: 'a', state: 'known', amount: 0.35, denomination: 'USD', per: 1, unit: 'output_second' },
      ],
    },
    capability_profiles: [{ id: 't2v', duration: { state: 'supported', unit: 'second', min: 4, max: 10 } }],
  };
  const e = event({
    changes: [
      { path: 'pricing.charges[id="a"].amount', kind: 'changed', before: 0.4, after: 0.35 },
      { path: 'capability_profiles[id="t2v"].duration.max', kind: 'changed', before: 8, after: 10 },
      { path: 'capability_profiles[id="gone"].duration.max', kind: 'changed', before: 8, after: 10 },
    ],
  });
  const html = itemHtml(e, { record });
  expect(html).toContain(
    '<li><code>pricing.charges[id=&quot;a&quot;].amount</code>: <bdi>$0.40 per output second</bdi> → <bdi>$0.35 per output second</bdi></li>',
  );
  expect(html).toContain('duration.max</code>: <bdi>8 s</bdi> → <bdi>10 s</bdi></li>');
  // Not in the record (or no record): the plain number.
  expect(html).toContain('[id=&quot;gone&quot;].duration.max</code>: <bdi>8</bdi> → <bdi>10</bdi></li>');
  expect(itemHtml(e)).toContain('amount</code>: <bdi>0.4</bdi> → <bdi>0.35</bdi></li>');
});

test("a unit named like an object's own property reads as that word, not as JavaScript's", () => {
  // A control's unit is any non-empty string: "constructor" read Object's constructor from the
  // abbreviations table, and the feeds published "1–8 function Object() { [native code] }".
  const control = (unit: string, max: number) => ({
    name: 'cfg',
    state: 'supported',
    mode: 'range',
    unit,
    min: 1,
    max,
  });
  expect(naturalValue(control('constructor', 8))).toBe('cfg: 1–8 constructors');
  expect(naturalValue(control('toString', 1))).toBe('cfg: 1 toString');
  expect(naturalLeaf('a.max', 9, { a: { unit: '__proto__', max: 9 } })).toBe('9   proto  s'); // idWords: _ → space; plural as in a measure
  const record = { capability_profiles: [{ id: 'p', controls: [control('hasOwnProperty', 9)] }] };
  const e = event({
    changes: [
      {
        path: 'capability_profiles[id="p"].controls',
        kind: 'changed',
        before: [control('hasOwnProperty', 8)],
        after: [control('hasOwnProperty', 9)],
      },
    ],
  });
  expect(itemHtml(e, { record })).toContain(
    '<bdi>cfg</bdi>: <code>max</code>: <bdi>8 hasOwnPropertys</bdi> → <bdi>9 hasOwnPropertys</bdi>',
  );
  expect(naturalLeaf('a.max', 9, { a: { unit: 'valueOf', max: 9 } })).toBe('9 valueOfs');
});

// Real shapes from the conformance records (veo-3-1.toml): controls are named, not keyed by id,
// so the diff reports the whole array as one change, and conflicts have neither.
const control = (name: string, values: string[]) => ({
  name,
  state: 'supported',
  mode: 'exact_set',
  values,
  source_ids: ['gemini-guide'],
});
const outputCount = {
  name: 'output_count',
  state: 'supported',
  mode: 'range',
  min: 1,
  max: 1,
  step: 1,
  default: 1,
  unit: 'video',
  source_ids: ['gemini-guide'],
};

test('each object of a list reads as its own item: led by its name, or in parentheses', () => {
  expect(naturalValue([control('aspect_ratio', ['16:9']), control('person_generation', ['allow_all'])])).toBe(
    'aspect_ratio (mode: exact_set; source ids: gemini-guide; state: supported; values: 16:9); ' +
      'person_generation (mode: exact_set; source ids: gemini-guide; state: supported; values: allow_all)',
  );
  expect(
    naturalValue([
      { summary: 'a', handling: 'b' },
      { summary: 'c', handling: 'd' },
    ]),
  ).toBe('(handling: b; summary: a); (handling: d; summary: c)');
  expect(naturalValue({ d: [{ e: 1 }, { f: 2 }] })).toBe('d: [(e: 1); (f: 2)]');
  // A named measure keeps its name and its default.
  expect(naturalValue(outputCount)).toBe('output_count: 1 video, in steps of 1 video, default 1 video');
  expect(naturalValue({ unit: 'second', min: 4, max: 8, default: 8 })).toBe('4–8 s, default 8 s');
});

test('a list of objects added or removed is an HTML list, one object an item', () => {
  const html = itemHtml(
    event({
      changes: [
        {
          path: 'limitations',
          kind: 'added',
          after: [
            { id: 'latency', summary: 'Slow at peak.', source_ids: ['g'] },
            { id: 'watermark', summary: 'SynthID.', source_ids: ['g'] },
          ],
        },
        { path: 'conflicts', kind: 'removed', before: [{ path: 'a', summary: 'b' }] },
      ],
    }),
  );
  expect(html).toContain(
    '<li><code>limitations</code>: added<ul>' +
      '<li><bdi>latency (source ids: g; summary: Slow at peak.)</bdi></li>' +
      '<li><bdi>watermark (source ids: g; summary: SynthID.)</bdi></li></ul></li>',
  );
  expect(html).toContain(
    '<li><code>conflicts</code>: removed<ul><li><bdi>path: a; summary: b</bdi></li></ul></li>',
  );
});

test('a list of objects edited in the middle shows the object that changed and what in it', () => {
  const before = [
    control('aspect_ratio', ['16:9', '9:16']),
    control('person_generation', ['allow_all']),
    outputCount,
  ];
  const after = [
    control('aspect_ratio', ['16:9', '9:16', '1:1']),
    control('person_generation', ['allow_all']),
    outputCount,
  ];
  const path = 'capability_profiles[id="t2v"].controls';
  const html = itemHtml(event({ changes: [{ path, kind: 'changed', before, after }] }));
  expect(html).toContain(
    '<li><code>capability_profiles[id=&quot;t2v&quot;].controls</code>: 1 of 3 changed (2 unchanged)<ul>' +
      '<li><bdi>aspect_ratio</bdi>: <code>values</code>: <bdi>16:9, 9:16</bdi> → <bdi>16:9, 9:16, 1:1</bdi></li></ul></li>',
  );
  // One added and one taken out: each says so; items with neither id nor name are counted.
  const conflicts = (summaries: string[]) => summaries.map((summary) => ({ path: 'p', summary }));
  const html2 = itemHtml(
    event({
      changes: [
        {
          path: 'conflicts',
          kind: 'changed',
          before: conflicts(['a', 'b']),
          after: conflicts(['a', 'b', 'c']),
        },
        { path: 'x', kind: 'changed', before: conflicts(['a', 'b']), after: conflicts(['b']) },
        { path: 'y', kind: 'changed', before: conflicts(['a', 'b']), after: conflicts(['a', 'B']) },
        { path: 'z', kind: 'changed', before: conflicts(['a', 'b']), after: conflicts(['b', 'a']) },
      ],
    }),
  );
  expect(html2).toContain(
    '<li><code>conflicts</code>: 1 added (2 unchanged)<ul><li>added <bdi>path: p; summary: c</bdi></li></ul></li>',
  );
  expect(html2).toContain(
    '<li><code>x</code>: 1 removed (1 unchanged)<ul><li>removed (was <bdi>path: p; summary: a</bdi>)</li></ul></li>',
  );
  expect(html2).toContain(
    '<li><code>y</code>: 1 of 2 changed (1 unchanged)<ul><li>item 2: <code>summary</code>: <bdi>b</bdi> → <bdi>B</bdi></li></ul></li>',
  );
  expect(html2).toContain('<li><code>z</code>: the same items in another order</li>');
});

test('a value too long for a feed item is cut, saying how much more and linking where it all is', () => {
  // A whole capability profile removed (flux-2-pro's image-edit is 2,000 characters as words).
  const profile = {
    id: 'image-edit',
    task: 'image_edit',
    endpoint: `POST /v1/${'x'.repeat(360)}`,
    source_ids: ['a'],
  };
  const e = event({
    changes: [{ path: 'capability_profiles[id="image-edit"]', kind: 'removed', before: profile }],
  });
  const changes = 'https://acme.github.io/registry/drift.html?model=acme%2Ffoo';
  const text = naturalValue(profile);
  expect(text.length).toBe(425);
  // Cut after the last whole field that fits in 400 characters.
  const kept = text.slice(0, text.indexOf('; source ids'));
  expect(itemHtml(e, { changes })).toContain(
    `removed (was <bdi>${kept}</bdi> … and 34 more characters, <a href="${changes}">all on the model's changes page</a>)`,
  );
  // Without the site's address (the pull request preview): how much more, still.
  expect(itemHtml(e)).toContain(`removed (was <bdi>${kept}</bdi> … and 34 more characters)`);
  // A value that fits is whole.
  const short = event({ changes: [{ path: 'p', kind: 'added', after: 'y'.repeat(400) }] });
  expect(itemHtml(short, { changes })).toContain(`added <bdi>${'y'.repeat(400)}</bdi></li>`);
  // No field boundary to cut at: cut after 400 characters (code points, as the count of the rest).
  const astral = event({
    changes: [{ path: 'p', kind: 'added', after: `${'z'.repeat(399)}😀${'z'.repeat(10)}` }],
  });
  expect(itemHtml(astral)).toContain(`added <bdi>${'z'.repeat(399)}😀</bdi> … and 10 more characters</li>`);
  // 250 emoji are 250 characters (500 UTF-16 units): under the limit, whole.
  const emoji = event({ changes: [{ path: 'p', kind: 'added', after: '😀'.repeat(250) }] });
  expect(itemHtml(emoji)).toContain(`added <bdi>${'😀'.repeat(250)}</bdi></li>`);
  // Nor inside what a reader sees as one character: an accent stays on its letter, a flag whole.
  const accent = event({
    changes: [{ path: 'p', kind: 'added', after: `${'x'.repeat(399)}e\u0301${'x'.repeat(10)}` }],
  });
  expect(itemHtml(accent)).toContain(`added <bdi>${'x'.repeat(399)}</bdi> … and 12 more characters</li>`);
  const flags = event({ changes: [{ path: 'p', kind: 'added', after: `A${'🇯🇵'.repeat(250)}` }] });
  // 400 characters are A and 399 flag letters: the 200th flag would be halved, and is left whole.
  expect(itemHtml(flags)).toContain(`added <bdi>A${'🇯🇵'.repeat(199)}</bdi> … and 102 more characters</li>`);
});

test('a changed bound or value list reads with its unit as the whole measure does, plural and all', () => {
  // eleven-v3.toml: text_input is `unit = "character"`, `max = 5000`; the whole claim read
  // "up to 5,000 characters" but a change of its max read "5,000 character → 10,000 character".
  const record = {
    capability_profiles: [
      {
        id: 'tts',
        text_input: { state: 'supported', unit: 'character', max: 10000, step: 1000 },
        frame_rate: { state: 'supported', mode: 'exact_set', unit: 'frame_per_second', values: [24, 30] },
        controls: [],
      },
    ],
  };
  const leaf = (path: string, v: number | number[]) =>
    naturalLeaf(`capability_profiles[id="tts"].${path}`, v, record);
  expect(leaf('text_input.max', 5000)).toBe('5,000 characters');
  expect(leaf('text_input.max', 1)).toBe('1 character');
  expect(leaf('text_input.step', 1000)).toBe('1,000 characters');
  expect(leaf('frame_rate.values', [24])).toBe('24 fps');
  expect(leaf('frame_rate.values', [24, 30])).toBe('24 or 30 fps');
  expect(naturalValue(record.capability_profiles[0]!.text_input)).toBe(
    'up to 10,000 characters, in steps of 1,000 characters',
  );
});

test("a number's before reads with the unit, per and currency it had before, when they changed too", () => {
  // One commit re-bases a price (per 1 → per 1,000) and re-units a duration (second → minute):
  // the old amount is not "$0.40 per 1,000 output seconds", nor the old bound "8 minutes".
  const record = {
    pricing: {
      charges: [{ id: 'a', amount: 0.35, denomination: 'USD', per: 1000, unit: 'output_second' }],
    },
    capability_profiles: [
      { id: 'p', duration: { unit: 'minute', max: 10 }, text_input: { max: 9, unit: 'token' } },
    ],
  };
  const e = event({
    changes: [
      { path: 'capability_profiles[id="p"].duration.max', kind: 'changed', before: 8, after: 10 },
      {
        path: 'capability_profiles[id="p"].duration.unit',
        kind: 'changed',
        before: 'second',
        after: 'minute',
      },
      { path: 'capability_profiles[id="p"].text_input.max', kind: 'changed', before: 5, after: 9 },
      { path: 'capability_profiles[id="p"].text_input.unit', kind: 'added', after: 'token' },
      { path: 'pricing.charges[id="a"].amount', kind: 'changed', before: 0.4, after: 0.35 },
      { path: 'pricing.charges[id="a"].per', kind: 'changed', before: 1, after: 1000 },
    ],
  });
  const html = itemHtml(e, { record });
  expect(html).toContain('duration.max</code>: <bdi>8 s</bdi> → <bdi>10 minutes</bdi></li>');
  // It had no unit before: the plain number.
  expect(html).toContain('text_input.max</code>: <bdi>5</bdi> → <bdi>9 tokens</bdi></li>');
  expect(html).toContain(
    'amount</code>: <bdi>$0.40 per output second</bdi> → <bdi>$0.35 per 1,000 output seconds</bdi></li>',
  );
});

test('a claim going from unknown to supported with its values reads as one line', () => {
  // eleven-v3.toml's text-to-speech duration documented: five field lines read as one claim.
  const p = 'capability_profiles[id="text-to-speech"].duration';
  const e = event({
    changes: [
      { path: `${p}.max`, kind: 'added', after: 300 },
      { path: `${p}.min`, kind: 'added', after: 1 },
      { path: `${p}.mode`, kind: 'added', after: 'range' },
      { path: `${p}.state`, kind: 'changed', before: 'unknown', after: 'supported' },
      { path: `${p}.unit`, kind: 'added', after: 'second' },
      {
        path: 'capability_profiles[id="x"].frame_rate.state',
        kind: 'changed',
        before: 'unknown',
        after: 'supported',
      },
      { path: 'capability_profiles[id="x"].frame_rate.values', kind: 'added', after: [24, 30] },
      { path: 'capability_profiles[id="x"].frame_rate.unit', kind: 'added', after: 'frame_per_second' },
    ],
  });
  const html = itemHtml(e);
  expect(html).toBe(
    '<ul><li><code>capability_profiles[id=&quot;text-to-speech&quot;].duration</code>: <bdi>unknown</bdi> → <bdi>1–300 s</bdi></li>' +
      '<li><code>capability_profiles[id=&quot;x&quot;].frame_rate</code>: <bdi>unknown</bdi> → <bdi>24 or 30 fps</bdi></li></ul>' +
      `<p>Commit <a href="https://github.com/acme/registry/commit/${'0'.repeat(39)}1"><bdi>0000000</bdi></a>: <bdi>commit 1</bdi></p>`,
  );
  // Anything else in the claim changed, or a field the words do not say (source_ids): line by line.
  const other = event({
    changes: [
      { path: `${p}.max`, kind: 'changed', before: 200, after: 300 },
      { path: `${p}.state`, kind: 'changed', before: 'unknown', after: 'supported' },
      { path: `${p}.unit`, kind: 'added', after: 'second' },
    ],
  });
  expect(itemHtml(other)).toContain(`duration.max</code>: <bdi>200</bdi> → <bdi>300</bdi></li>`);
  const sources = event({
    changes: [
      { path: `${p}.max`, kind: 'added', after: 300 },
      { path: `${p}.source_ids`, kind: 'added', after: ['a'] },
      { path: `${p}.state`, kind: 'changed', before: 'unknown', after: 'supported' },
      { path: `${p}.unit`, kind: 'added', after: 'second' },
    ],
  });
  expect(itemHtml(sources)).toContain(
    'duration.state</code>: <bdi>unknown</bdi> → <bdi>supported</bdi></li>',
  );
});
