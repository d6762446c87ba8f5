// model.html?id=<lab>/<model>: one model's record (api/models/<id>.json), laid out by capability
// profile (profile.ts), every value beside links to its sources, and the model's own history and feeds.
import { isolated } from '../core/bidi.js';
import {
  claimWord,
  idWords,
  labFeedBase,
  labOf,
  modelChangesHref,
  modelFeedBase,
  modelHref,
  modelPath,
  NOT_RECORDED,
  pricingWord,
} from '../core/words.js';
import { commitHeading, type DriftEvent, eventBlock, groupByCommit } from './changes.js';
import { bdi, bdiList, byId, fetchJson, h, revealTarget, showError } from './dom.js';
import { arr, dateText, isObj, list, num, type Obj, priceText, str, strs } from './format.js';
import { profileSection } from './profile.js';
import { markScrollingTables, type Refs, refsFor, row, table } from './record-parts.js';

const ID = /^[a-z0-9][a-z0-9-]*\/[a-z0-9][a-z0-9-]*$/;

/** The tab's title: what the page shows, then the registry's name as built in ("Model · acme/registry"). */
function tabTitle(what: string): void {
  document.title = `${isolated(what)} · ${document.title.split(' · ').slice(1).join(' · ')}`;
}

function pricingSection(pricing: unknown, profiles: Obj[], refs: Refs): HTMLElement {
  const p = isObj(pricing) ? pricing : {};
  const task = new Map(profiles.map((x) => [String(x.id), idWords(String(x.task))]));
  const charges = arr(p.charges).filter(isObj);
  return h(
    'section',
    { 'aria-labelledby': 'h-pricing' },
    h('h2', { id: 'h-pricing' }, 'Pricing'),
    h('p', {}, pricingWord(p.state), ' ', refs(p.source_ids)),
    charges.length
      ? table(
          'Prices and their conditions',
          ['Charge', 'Price', 'When', 'Profile', 'Notes', 'Sources'],
          charges.map((c) => [
            str(c.id) ?? NOT_RECORDED,
            c.state === 'unknown' ? 'Not published' : priceText(c),
            strs(c.applies_when).join('; ') || 'always',
            str(c.profile_id) ? `${task.get(String(c.profile_id)) ?? ''} (${c.profile_id})` : 'any',
            str(c.qualifier) ?? '',
            refs(c.source_ids),
          ]),
        )
      : null,
  );
}

function languageRow(l: unknown, refs: Refs): HTMLElement | null {
  if (!isObj(l)) return null;
  const langs = arr(l.languages)
    .filter(isObj)
    .map((x) => (str(x.code) ? `${x.name} (${x.code})` : String(x.name)));
  const detail = [
    str(l.published_label) ?? '',
    num(l.listed_count) !== null ? `${l.listed_count} listed` : '',
    l.list_completeness === 'non_exhaustive' ? 'the list is not exhaustive' : '',
    langs.length ? list(langs) : '',
  ]
    .filter(Boolean)
    .join('; ');
  return row(
    `Languages (${idWords(String(l.scope))})`,
    claimWord(l.state),
    detail ? `: ${detail}` : '',
    ' ',
    refs(l.source_ids),
  );
}

function sourcesSection(sources: Obj[]): HTMLElement {
  return h(
    'section',
    { 'aria-labelledby': 'h-sources' },
    h('h2', { id: 'h-sources' }, 'Sources'),
    h(
      'ol',
      { class: 'sources' },
      sources.map((s, i) => {
        // Only `id` is required of a source: one without an address says so, not "undefined".
        const url = str(s.url);
        return h(
          'li',
          { id: `source-${i + 1}` },
          h('span', { class: 'path', dir: 'auto' }, String(s.id)),
          ` (${idWords(String(s.kind ?? 'source'))}, retrieved ${s.retrieved_on ?? NOT_RECORDED}): `,
          url === null ? NOT_RECORDED : h('a', { href: url }, url),
        );
      }),
    ),
  );
}

/** A feed item's `_model_registry`: the drift event itself, or an object holding it as `event`. */
function rawEvent(ext: unknown): DriftEvent | null {
  const e = isObj(ext) && isObj(ext.event) ? ext.event : ext;
  return isObj(e) && isObj(e.commit) && isObj(e.model) && Array.isArray(e.changes)
    ? (e as unknown as DriftEvent)
    : null;
}

/** A model's events, newest first: its feed's items, or drift.json's window before the feeds exist. */
async function modelEvents(id: string): Promise<{ events: DriftEvent[]; note: string }> {
  const feed = await fetchJson(`${modelFeedBase(id)}.feed.json`);
  if (isObj(feed))
    return {
      events: arr(feed.items)
        .filter(isObj)
        .map((item) => rawEvent(item._model_registry))
        .filter((e): e is DriftEvent => e !== null),
      note: '',
    };
  const drift = await fetchJson('drift.json');
  return {
    events: (isObj(drift) ? (arr(drift.events) as DriftEvent[]) : []).filter((e) => e.model?.id === id),
    note: 'This model has no feed yet; these are its changes among the newest published ones.',
  };
}

function drawHistory(id: string, into: HTMLElement, events: DriftEvent[], note: string): void {
  const groups = groupByCommit(events).map((g) =>
    h(
      'div',
      { class: 'group' },
      commitHeading(g[0]!),
      g.map((e) => eventBlock(e, true)),
    ),
  );
  const all = h('a', { href: modelChangesHref(id) }, 'This model in the changes view');
  into.replaceChildren(
    h('p', {}, all),
    note ? h('p', {}, note) : '',
    ...(groups.length ? groups : [h('p', {}, 'No changes recorded.')]),
  );
}

async function history(id: string, into: HTMLElement): Promise<void> {
  try {
    const { events, note } = await modelEvents(id);
    drawHistory(id, into, events, note);
  } catch (err) {
    showError(into, `History is unavailable: ${(err as Error).message}`);
  }
}

/**
 * An id with no record: a model that left or was renamed (links in the changes view and in old feeds
 * lead here). Its feed, kept while its events are in the window, says which, and where it went.
 */
async function notHere(id: string, out: HTMLElement, title: HTMLElement): Promise<void> {
  const found = await modelEvents(id).catch(() => ({ events: [] as DriftEvent[], note: '' }));
  const newest = found.events[0];
  if (!newest) {
    tabTitle('Not found');
    showError(out, `No model ${id} in this registry.`);
    return;
  }
  title.textContent = newest.model.name;
  const moved = newest.model.id !== id;
  const removed = !moved && newest.type === 'model_removed';
  tabTitle(moved || removed ? `${newest.model.name} (${moved ? 'moved' : 'removed'})` : 'Not found');
  const when = h('time', { datetime: newest.commit.date }, dateText(newest.commit.date));
  const box = h('div', {});
  drawHistory(id, box, found.events, found.note);
  out.replaceChildren(
    h(
      'p',
      { role: 'status' },
      moved
        ? [
            `${id} is now `,
            h('a', { href: modelHref(newest.model.id) }, newest.model.id),
            ' (moved on ',
            when,
            ').',
          ]
        : removed
          ? [`${id} was removed from this registry on `, when, '.']
          : `No model ${id} in this registry.`,
    ),
    h('section', { 'aria-labelledby': 'h-history' }, h('h2', { id: 'h-history' }, 'History'), box),
  );
  revealTarget();
}

const FEED_FORMATS = [
  ['application/atom+xml', 'atom.xml', 'Atom feed'],
  ['application/feed+json', 'feed.json', 'JSON Feed'],
] as const;

/** A model's feeds and its lab's, as links and as <link rel="alternate"> for feed readers. */
function feedLinks(id: string, labName: string): HTMLElement {
  const lab = labOf(id);
  const follow = (base: string, title: string) =>
    FEED_FORMATS.flatMap(([type, ext, name], i) => {
      document.head.append(
        h('link', { rel: 'alternate', type, title: `${title} (${name})`, href: `${base}.${ext}` }),
      );
      return [i > 0 ? ' · ' : '', h('a', { href: `${base}.${ext}` }, name)];
    });
  return h(
    'p',
    {},
    'Follow this model: ',
    ...follow(modelFeedBase(id), `${id} changes`),
    h('br', {}),
    'Follow every model of ',
    bdi(labName),
    ': ',
    ...follow(labFeedBase(lab), `${labName} changes`),
  );
}

export async function modelView(): Promise<void> {
  const out = byId('model');
  const title = byId('title');
  const id = new URLSearchParams(location.search).get('id') ?? '';
  // "Loading…" is hidden in the page: without script it would never change.
  const loading = out.querySelector<HTMLElement>('.status');
  if (loading) loading.hidden = false;
  if (!ID.test(id)) {
    tabTitle('Not found');
    showError(out, id ? `“${id}” is not a model id.` : 'No model chosen: pick one in the catalog.');
    return;
  }
  let record: unknown;
  try {
    record = await fetchJson(modelPath(id));
  } catch (err) {
    showError(out, `The record could not be loaded: ${(err as Error).message}`);
    return;
  }
  if (!isObj(record)) {
    await notHere(id, out, title);
    return;
  }
  const model = isObj(record.model) ? record.model : {};
  const sources = arr(record.sources).filter(isObj);
  const refs = refsFor(sources);
  const profiles = arr(record.capability_profiles).filter(isObj);
  const name = str(model.name) ?? id;
  title.textContent = name;
  tabTitle(name);
  const verification = isObj(record.verification) ? str(record.verification.state) : null;
  const identifiers = arr(record.api_identifiers).filter(isObj);
  const limitations = arr(record.limitations).filter(isObj);
  const conflicts = arr(record.conflicts).filter(isObj);
  const historyBox = h('div', {}, h('p', { class: 'status' }, 'Loading…'));
  out.replaceChildren(
    h(
      'dl',
      { class: 'facts' },
      row('Id', h('code', {}, id)),
      row('Name', bdi(name), ' ', refs(model.source_ids)),
      row('Lab', bdi(String(model.lab ?? NOT_RECORDED)), ' ', refs(model.source_ids)),
      row('Modality', String(model.modality ?? NOT_RECORDED), ' ', refs(model.source_ids)),
      row('Status', String(model.status ?? NOT_RECORDED), ' ', refs(model.source_ids)),
      strs(model.aliases).length ? row('Also known as', ...bdiList(strs(model.aliases))) : null,
      row('Documentation', String(record.documentation_state ?? NOT_RECORDED)),
      row('Verification', verification ?? NOT_RECORDED),
      ...identifiers.map((a) =>
        row(
          idWords(String(a.kind)),
          h('code', { dir: 'auto' }, String(a.value)),
          ...(str(a.resolves_to) ? [' → ', bdi(String(a.resolves_to))] : []),
          ' ',
          refs(a.source_ids),
        ),
      ),
      languageRow(record.language_support, refs),
    ),
    feedLinks(id, str(model.lab) ?? labOf(id)),
    h(
      'section',
      { 'aria-labelledby': 'h-profiles' },
      h('h2', { id: 'h-profiles' }, 'Capabilities'),
      profiles.map((p) => profileSection(p, refs)),
    ),
    pricingSection(record.pricing, profiles, refs),
    h(
      'section',
      { 'aria-labelledby': 'h-limitations' },
      h('h2', { id: 'h-limitations' }, 'Limitations'),
      limitations.length
        ? h(
            'ul',
            {},
            limitations.map((l) =>
              h('li', {}, bdi(str(l.summary) ?? str(l.id) ?? NOT_RECORDED), ' ', refs(l.source_ids)),
            ),
          )
        : h('p', {}, 'None recorded.'),
    ),
    h(
      'section',
      { 'aria-labelledby': 'h-conflicts' },
      h('h2', { id: 'h-conflicts' }, 'Conflicting sources'),
      conflicts.length
        ? h(
            'ul',
            {},
            conflicts.map((c) =>
              h(
                'li',
                {},
                h('code', { dir: 'auto' }, str(c.path) ?? NOT_RECORDED),
                ': ',
                bdi(String(c.summary ?? '')),
                ' Kept: ',
                bdi(String(c.handling ?? NOT_RECORDED)),
                ' ',
                refs(c.source_ids),
              ),
            ),
          )
        : h('p', {}, 'None recorded.'),
    ),
    sourcesSection(sources),
    h('section', { 'aria-labelledby': 'h-history' }, h('h2', { id: 'h-history' }, 'History'), historyBox),
    h('p', {}, h('a', { href: modelPath(id) }, 'This record as JSON')),
  );
  markScrollingTables(out);
  // The history, drawn next, comes after every part an address can name: nothing moves it.
  revealTarget();
  await history(id, historyBox);
}
