// The item title and description live in one module that the RSS renderer and the pull request
// preview both use: the same words in the feed and in the preview.
import { itemDescription, itemHtml, itemTitle } from '../../src/core/render/item-text.js';
import { renderRss } from '../../src/core/render/rss.js';
import { previewMarkdown } from '../../src/core/report/preview.js';
import type { DriftEvent } from '../../src/core/types.js';

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
  // Right-to-left letters alone need nothing: the bidi algorithm keeps them to themselves.
  expect(itemTitle(updated('نموذج'))).toBe('نموذج: 1 fields changed');
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
