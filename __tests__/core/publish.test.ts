import { planPublish } from '../../src/core/publish.js';
import { SITE_FILES } from '../../src/core/site/files.js';
import type { HistoryCommit } from '../../src/core/types.js';
import { validateRegistry } from '../../src/core/validate/index.js';
import { record } from '../helpers/records.js';
import { apply, published } from './layout/tree.js';

const URL = 'https://github.com/acme/registry';
const enc = (s: string) => new TextEncoder().encode(s);
const path = 'models/acme/one.toml';

const history: HistoryCommit[] = [
  {
    sha: 'a'.repeat(40),
    parents: [],
    date: '2026-08-01T10:00:00Z',
    message: 'add',
    files: [{ path, before: null, after: enc(record('acme', 'one')) }],
  },
  {
    sha: 'b'.repeat(40),
    parents: ['a'.repeat(40)],
    date: '2026-08-02T10:00:00Z',
    message: 'longer',
    files: [{ path, before: enc(record('acme', 'one')), after: enc(record('acme', 'one', { max: 10 })) }],
  },
];
const valid = validateRegistry([{ path, bytes: enc(record('acme', 'one', { max: 10 })) }]);

describe('planPublish', () => {
  it('renders nothing from an invalid registry', () => {
    const invalid = validateRegistry([{ path, bytes: enc(record('acme', 'one', { max: 0 })) }]);
    const plan = planPublish({
      validation: invalid,
      commits: history,
      head: 'b'.repeat(40),
      repositoryUrl: URL,
      existing: null,
    });
    expect(plan.ok).toBe(false);
    expect('artifacts' in plan).toBe(false);
  });

  it('gives the same artifacts incrementally as from the whole history', () => {
    const full = planPublish({
      validation: valid,
      commits: history,
      head: 'b'.repeat(40),
      repositoryUrl: URL,
      existing: null,
    });
    const first = planPublish({
      validation: valid,
      commits: history.slice(0, 1),
      head: 'a'.repeat(40),
      repositoryUrl: URL,
      existing: null,
    });
    if (!full.ok || !first.ok) throw new Error('expected valid plans');
    const next = planPublish({
      validation: valid,
      commits: history.slice(1),
      head: 'b'.repeat(40),
      repositoryUrl: URL,
      existing: published(first.artifacts),
    });
    if (!next.ok) throw new Error('expected a valid plan');
    expect(next.full).toBe(false);
    // Only what the push changes is written: no page files while the feed fits one page.
    expect([...next.artifacts.keys()].filter((p) => !SITE_FILES.includes(p)).sort()).toEqual([
      'api.json',
      'api/index.json',
      'api/models/acme/one.json',
      'api/v1.json',
      'drift.atom.xml',
      'drift.feed.json',
      'drift.json',
      'drift.rss.xml',
      'drift/v1.json',
      // The feeds of the model with a new event and of its lab.
      'feeds/labs/acme.atom.xml',
      'feeds/labs/acme.feed.json',
      'feeds/models/acme/one.atom.xml',
      'feeds/models/acme/one.feed.json',
      'schema/source-record.v1.schema.json',
    ]);
    expect([...next.artifacts.keys()]).toEqual(expect.arrayContaining(SITE_FILES));
    expect(next.added.map((e) => e.id)).toEqual([`${'b'.repeat(40)}:acme/one`]);
    const branch = apply(first.artifacts, next);
    expect(branch).toEqual(full.artifacts);
    expect(full.added).toHaveLength(2);
    // Publishing the same commits again adds nothing.
    const again = planPublish({
      validation: valid,
      commits: history.slice(1),
      head: 'b'.repeat(40),
      repositoryUrl: URL,
      existing: published(branch),
    });
    if (!again.ok) throw new Error('expected a valid plan');
    expect(again.added).toEqual([]);
    expect(apply(branch, again)).toEqual(full.artifacts);
  });

  it("links RSS's channel to the site page Atom and JSON Feed link to, whatever the site's address", () => {
    const cases = [
      [{}, 'https://acme.github.io/registry/drift.html'],
      [{ siteUrl: 'https://models.example.org/reg' }, 'https://models.example.org/reg/drift.html'],
      [{ cname: 'models.example.org' }, 'https://models.example.org/drift.html'],
    ] as const;
    for (const [over, page] of cases) {
      const plan = planPublish({
        validation: valid,
        commits: history,
        head: 'b'.repeat(40),
        repositoryUrl: URL,
        existing: null,
        ...over,
      });
      if (!plan.ok) throw new Error('expected a valid plan');
      const rss = plan.artifacts.get('drift.rss.xml')!;
      // RSS 2.0: the channel's link is "the URL to the HTML website corresponding to the channel".
      expect(/<link>([^<]*)<\/link>/.exec(rss)?.[1]).toBe(page); // the first: the channel's
      expect(plan.artifacts.get('drift.atom.xml')).toContain(
        `<link rel="alternate" type="text/html" href="${page}"/>`,
      );
      expect(JSON.parse(plan.artifacts.get('drift.feed.json')!).home_page_url).toBe(page);
    }
  });
});
