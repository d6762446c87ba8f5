// The item title and description live in one module that the RSS renderer and the pull request
// preview both use: the same words in the feed and in the preview.
import Parser from 'rss-parser';
import { summarize } from '../../src/core/feeds/summary.js';
import { atomEntry, renderAtom } from '../../src/core/render/atom.js';
import { ITEM_HTML_CHARS, itemDescription, itemHtml, itemTitle } from '../../src/core/render/item-text.js';
import { jsonFeedItem, renderJsonFeed } from '../../src/core/render/json-feed.js';
import { renderRss } from '../../src/core/render/rss.js';
import { element } from '../../src/core/render/xml-text.js';
import { previewMarkdown } from '../../src/core/report/preview.js';
import type { DriftEvent } from '../../src/core/types.js';
import { event, NOT_FEED_CHAR, REPO, record, SITE } from './feeds/fixtures.js';

const moved: DriftEvent = {
  type: 'model_moved',
  id: 'sha:acme/foo',
  previous_path: 'models/acme/old.toml',
  model: { id: 'acme/foo', lab: 'Acme', modality: 'image', name: '', path: 'models/acme/foo.toml' },
  commit: {
    sha: 'sha',
    date: '2026-08-11T13:55:47Z',
    message: 'm',
    url: 'https://github.com/o/r/commit/sha',
  },
  changes: [],
};

test('XML text keeps a carriage return as a reference, which no parser turns into a newline', () => {
  expect(element('', 'title', 'a\rb\r\nc')).toBe('<title>a&#13;b&#13;\nc</title>');
});

test('RSS and the preview carry the same title and description', () => {
  expect(itemTitle(moved)).toBe('acme/foo: moved from models/acme/old.toml');
  expect(itemDescription(moved)).toBe('moved from models/acme/old.toml to models/acme/foo.toml');
  const rss = renderRss(
    { feed_version: 1, repository: 'https://github.com/o/r', head: 'sha', events: [moved] },
    { title: 't', link: 'https://github.com/o/r', description: 'd' },
  );
  expect(rss).toContain(`<title>${itemTitle(moved)}</title>`);
  expect(rss).toContain(`<description>${itemDescription(moved)}</description>`);
  const md = previewMarkdown({ events: [moved], changedRecords: 1, errorCount: 0 }, 10_000);
  expect(md).toContain(
    `#### \`acme/foo\` ${itemTitle(moved)}\n\n\`\`\`text\n${itemDescription(moved)}\n\`\`\``,
  );
});

test('a name with bidi controls is isolated in the title, so it cannot reverse the words after it', () => {
  const updated = (name: string): DriftEvent => ({
    ...moved,
    type: 'model_updated',
    model: { ...moved.model, name },
    changes: [{ path: 'model.status', kind: 'changed', before: 'preview', after: 'available' }],
  });
  expect(itemTitle(updated('Aurora \u202eImage'))).toBe('\u2068Aurora \u202eImage\u2069: 1 fields changed');
  // An isolate the name leaves open is closed in it, so the outer U+2069 closes the outer U+2068.
  expect(itemTitle(updated('Aurora \u2067Image'))).toBe(
    '\u2068Aurora \u2067Image\u2069\u2069: 1 fields changed',
  );
  // A U+2069 that closes nothing in the name would close the isolation early, letting the override
  // after it reverse the rest of the title: it is dropped.
  expect(itemTitle(updated('Evil\u2069\u202emodel'))).toBe('\u2068Evil\u202emodel\u2069: 1 fields changed');
  expect(itemTitle(updated('a\u2066b\u2069\u2069\u2069\u202ec'))).toBe(
    '\u2068a\u2066b\u2069\u202ec\u2069: 1 fields changed',
  );
  // Right-to-left letters too: by UAX #9 (W2, N1) the digits and ": " after them join their run,
  // and a left-to-right reader showed "1 :نموذج fields changed".
  expect(itemTitle(updated('نموذج'))).toBe('\u2068نموذج\u2069: 1 fields changed');
  expect(itemTitle(updated('מודל'))).toBe('\u2068מודל\u2069: 1 fields changed');
  expect(itemTitle(updated('Aurora Image'))).toBe('Aurora Image: 1 fields changed');
});

test('a value with a U+2069 that closes nothing cannot end its <bdi> early in the item HTML', () => {
  const e: DriftEvent = {
    ...moved,
    type: 'model_updated',
    commit: { ...moved.commit, message: 'rename\u2069\u202e done' },
    changes: [{ path: 'model.name', kind: 'changed', before: 'Evil', after: 'Evil\u2069\u202emodel' }],
  };
  const html = itemHtml(e);
  expect(html).toContain('<bdi>Evil\u202emodel</bdi>');
  expect(html).toContain('<bdi>rename\u202e done</bdi>');
  expect(html).not.toContain('\u2069');
  // Isolates the value opens and closes itself stay; one left open is closed inside the <bdi>.
  const paired = itemHtml({ ...e, changes: [{ ...e.changes[0]!, after: 'a\u2067b\u2069 \u2066c' }] });
  expect(paired).toContain('<bdi>a\u2067b\u2069 \u2066c\u2069</bdi>');
});

test("a new model's summary writes a value holding a line break or control JSON-quoted on one line, as change lines do", () => {
  const lab = 'acme.\nPricing: free forever\nStatus: available\nSources (1): https://evil.example/verified';
  const r = record('acme/beta', { lab });
  const v = r.value as { model: { status: string }; documentation_state: string; sources: { url: string }[] };
  v.model.status = 'available\u2028Record: models/acme/safe.toml';
  v.documentation_state = 'documented\u202e';
  v.sources[0]!.url = 'https://example.com/docs\r\nRecord: x';
  const added = event({ type: 'model_added', modelId: 'acme/beta', changes: [] });
  const context = { summary: summarize(r) };
  const text = itemDescription(added, context);
  expect(text.split('\n')).toEqual([
    'New video model by "acme.\\nPricing: free forever\\nStatus: available\\nSources (1): https://evil.example/verified".',
    'Tasks: image to video, text to video',
    'Pricing: published',
    'Status: "available\\u2028Record: models/acme/safe.toml"; documentation: "documented\\u202e"',
    'Sources (2): "https://example.com/docs\\r\\nRecord: x", https://example.com/pricing',
    'Record: models/acme/beta.toml',
  ]);
  // Each quoted value is the record's value, read back as JSON.
  expect(JSON.parse(text.split('\n')[0]!.slice('New video model by '.length, -1))).toBe(lab);
  // Where the text goes: the preview's code block and the RSS description, the same lines.
  const md = previewMarkdown(
    { events: [added], changedRecords: 1, errorCount: 0, context: () => context },
    20_000,
  );
  expect(md).toContain(`\`\`\`text\n${text}\n\`\`\``);
  expect(md).not.toMatch(/^(Pricing: free|Sources \(1\): https:\/\/evil|Record: x)/m);
  const rss = renderRss(
    { feed_version: 1, repository: 'https://github.com/o/r', head: 'sha', events: [added] },
    { title: 't', link: 'https://github.com/o/r', description: 'd' },
    { context: () => context },
  );
  expect(rss).toContain(element('      ', 'description', text));
  // The HTML stays as it was: every value is HTML text in its own <bdi>.
  expect(itemHtml(added, context)).toContain(`model by <bdi>${lab}</bdi>.</p>`);
  // The HTML counts the sources as the text does.
  expect(itemHtml(added, context)).toContain('<li>Sources (2):<ul><li>');
});

test("the RSS description holds no < or & of the record's: readers show it as HTML; the preview keeps them", () => {
  const lab = 'Acme <img src=https://tracker.example/p.gif> &lt;b&gt;';
  const r = record('acme/beta', { lab });
  (r.value as { sources: { url: string }[] }).sources[0]!.url = 'https://example.com/?a=1&b=2';
  const added = event({ type: 'model_added', modelId: 'acme/beta', changes: [] });
  const context = { summary: summarize(r) };
  const inert = itemDescription(added, context, true);
  expect(inert).not.toMatch(/[<&]/);
  const lines = inert.split('\n');
  expect(lines[0]).toBe(
    'New video model by "Acme \\u003cimg src=https://tracker.example/p.gif> \\u0026lt;b\\u0026gt;".',
  );
  expect(JSON.parse(lines[0]!.slice('New video model by '.length, -1))).toBe(lab);
  expect(lines[4]).toBe('Sources (2): "https://example.com/?a=1\\u0026b=2", https://example.com/pricing');
  // The same item's text elsewhere (the preview's code block) keeps the characters.
  expect(itemDescription(added, context).split('\n')[0]).toBe(`New video model by ${lab}.`);
  const rss = renderRss(
    { feed_version: 1, repository: 'https://github.com/o/r', head: 'sha', events: [added] },
    { title: 't', link: 'https://github.com/o/r', description: 'd' },
    { context: () => context },
  );
  expect(rss).toContain(element('      ', 'description', inert));
});

test("the preview's heading shows a name's bidi controls as the record has them, without the feed title's isolates", () => {
  const named = (name: string, type: DriftEvent['type'] = 'model_added') =>
    event({ type, modelId: 'acme/beta', name, changes: [] });
  const heading = (e: DriftEvent) =>
    previewMarkdown({ events: [e], changedRecords: 1, errorCount: 0 }, 20_000)
      .split('\n')
      .find((l) => l.startsWith('#### '));
  // `\\u202E` in the markdown: an escaped backslash, so the comment reads `Veo \u202Eabc`.
  expect(heading(named('Veo \u202eabc'))).toBe('#### `acme/beta` Veo \\\\u202Eabc: added');
  // A U+2069 the record holds shows as it is, not dropped as the feed title's pairing drops it.
  expect(heading(named('Evil\u2069\u202emodel', 'model_removed'))).toBe(
    '#### `acme/beta` Evil\\\\u2069\\\\u202Emodel: removed',
  );
  // The feed's title keeps them: a plain-text title has no other way to end an override.
  expect(itemTitle(named('Veo \u202eabc'))).toBe('\u2068Veo \u202eabc\u2069: added');
  // Still cut at the title's length.
  expect(heading(named(`${'a'.repeat(300)}\u202e`))).toBe(`#### \`acme/beta\` ${'a'.repeat(200)}…: added`);
});

test('an item lists its changes up to ITEM_HTML_CHARS, then counts the rest and links where they read', () => {
  // 9,600 strings of 100 `"` changed (a 1 MiB record): listed whole, its HTML was 20 MB, its Atom entry too.
  const changes = Array.from({ length: 9_600 }, (_, i) => ({
    path: `x.k${i}`,
    kind: 'changed' as const,
    before: `a${'"'.repeat(100)}`,
    after: `b${'"'.repeat(100)}`,
  }));
  const changesPage = 'https://o.github.io/r/drift.html?model=acme/foo';
  const html = itemHtml(event({ changes }), { changes: changesPage });
  expect(html.length).toBeLessThan(ITEM_HTML_CHARS + 10_000);
  const listed = html.match(/<li><code>x\.k\d+<\/code>/g)!.length;
  expect(listed).toBeGreaterThan(100);
  expect(listed).toBeLessThan(changes.length);
  expect(html).toContain(
    `<li>… and ${(changes.length - listed).toLocaleString('en-US')} more changes, <a href="${changesPage}">all on the model's changes page</a></li></ul>`,
  );
  // A usual item is listed whole.
  expect(itemHtml(event({ changes: changes.slice(0, 50) }))).not.toContain('more changes');
});

test('one change that is a whole list of objects is held to the same cap, counting the objects left out', () => {
  // 1,150 [[conflicts]] of 400 `"` each, added in one commit (a record under 1 MiB): its item was
  // 2.6 million characters, every object listed, with nothing to say it was cut.
  const conflict = (i: number) => ({ summary: '"'.repeat(400), handling: `h${i}` });
  const changesPage = 'https://o.github.io/r/drift.html?model=acme/foo';
  for (const change of [
    {
      path: 'conflicts',
      kind: 'added' as const,
      after: Array.from({ length: 1_150 }, (_, i) => conflict(i)),
    },
    {
      path: 'conflicts',
      kind: 'changed' as const,
      before: [{ summary: 'one', handling: 'h' }],
      after: Array.from({ length: 1_150 }, (_, i) => conflict(i)),
    },
  ]) {
    const html = itemHtml(event({ changes: [change] }), { changes: changesPage });
    expect(html.length).toBeLessThan(ITEM_HTML_CHARS + 10_000);
    const listed = (html.match(/\bh\d+\b/g) ?? []).length; // each object's handling, h0, h1, …
    expect(listed).toBeGreaterThan(10);
    expect(html).toMatch(
      new RegExp(
        `<li>… and ${(1_150 - listed).toLocaleString('en-US')} more items, <a href="${changesPage.replace(/[.?]/g, '\\$&')}">`,
      ),
    );
  }
  // A usual list is listed whole.
  const few = { path: 'conflicts', kind: 'added' as const, after: [conflict(1), conflict(2)] };
  expect(itemHtml(event({ changes: [few] }))).not.toContain('more items');
});

test('a list of objects lists its first object even when the item has less room left than it takes', () => {
  // The first list fills the item's room to within one object; the second still shows its first.
  const object = (key: string, i: number) => ({ summary: '"'.repeat(400), handling: `${key}${i}` });
  const list = (path: string, key: string) => ({
    path,
    kind: 'added' as const,
    after: Array.from({ length: 1_150 }, (_, i) => object(key, i)),
  });
  const html = itemHtml(event({ changes: [list('conflicts', 'h'), list('controls', 'k')] }));
  expect(html).toMatch(/<code>controls<\/code>: added<ul><li>.*\bk0\b/);
});

test('characters HTML forbids are U+FFFD in item HTML and titles, the same in RSS, Atom and JSON Feed', async () => {
  // NUL and U+0001 (TOML's \u0000 in a value, or a commit subject), form feed, DEL and C1 controls,
  // a noncharacter and a lone surrogate: JSON Feed's content_html held them raw (a NUL breaks readers
  // that store entries in PostgreSQL), and Atom and RSS passed DEL and C1 into their HTML.
  const bad = 'a\u0000b\u0001c\u000cd\u007fe\u0085f\u009fg\ufdd0h\ud800i';
  const shown = 'a\ufffdb\ufffdc\ufffdd\ufffde\ufffdf\ufffdg\ufffdh\ufffdi';
  const forbidden = new RegExp(NOT_FEED_CHAR.source, 'u');
  const changed = event({
    name: `Foo ${bad}`,
    changes: [
      { path: `model.aliases["${bad}"]`, kind: 'changed', before: bad, after: `x${bad}` },
      { path: 'controls', kind: 'changed', before: [{ name: bad, v: 1 }], after: [{ name: bad, v: 2 }] },
    ],
    commit: {
      sha: 'a'.repeat(40),
      date: '2026-08-11T13:55:47Z',
      message: `fix ${bad}`,
      url: `${REPO}/commit/a`,
    },
  });
  const r = record('acme/beta', { lab: bad });
  (r.value as { sources: { url: string }[] }).sources[0]!.url = `https://example.com/${bad}`;
  const added = event({ n: 2, type: 'model_added', modelId: 'acme/beta', name: bad, changes: [] });
  const context = (e: DriftEvent) => (e === added ? { summary: summarize(r) } : {});
  for (const e of [changed, added]) {
    const html = itemHtml(e, context(e));
    expect(html).not.toMatch(forbidden);
    expect(html).toContain(shown);
    expect(itemTitle(e)).not.toMatch(forbidden);
    expect(itemTitle(e)).toContain(shown);
  }
  expect(itemHtml(changed)).toContain(`<bdi>fix ${shown}</bdi>`); // the commit subject
  expect(itemHtml(changed)).toContain(`<code>model.aliases[&quot;${shown}&quot;]</code>`);
  const events = [changed, added];
  const doc = {
    title: 't',
    description: 'd',
    home: `${SITE}drift.html`,
    self: `${SITE}drift.atom.xml`,
    updated: '2026-08-11T13:55:47Z',
    author: { name: 'acme/registry', url: REPO },
    events,
    context,
  };
  const json = JSON.parse(renderJsonFeed(doc)).items as { title: string; content_html: string }[];
  const atom = (await new Parser().parseString(renderAtom(doc))).items;
  const rss = (
    await new Parser().parseString(
      renderRss(
        { feed_version: 1, repository: REPO, head: 'sha', events },
        { title: 't', link: `${SITE}drift.html`, description: 'd' },
        { context },
      ),
    )
  ).items;
  events.forEach((e, i) => {
    expect(json[i]!.title).toBe(itemTitle(e));
    expect(atom[i]!.title).toBe(itemTitle(e));
    expect(rss[i]!.title).toBe(itemTitle(e));
    expect(json[i]!.content_html).toBe(itemHtml(e, context(e)));
    expect(atom[i]!.content).toBe(itemHtml(e, context(e)));
    expect(rss[i]!['content:encoded']).toBe(itemHtml(e, context(e)));
  });
  // The entries a caller renders once for many feeds too; the raw event keeps the values exact.
  expect(atomEntry(changed, itemHtml(changed))).not.toMatch(forbidden);
  const item = JSON.parse(jsonFeedItem(changed, itemHtml(changed)));
  expect(`${item.title}${item.content_html}`).not.toMatch(forbidden);
  expect(item._model_registry.commit.message).toBe(`fix ${bad}`);
});
