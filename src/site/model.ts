// model.html?id=<lab>/<model>: one model's record (api/models/<id>.json), laid out by capability
// profile, every value beside links to its sources, and the model's own history and feeds.
import { claimWord, idWords, NOT_RECORDED, pricingWord } from '../core/site/words.js';
import { commitHeading, type DriftEvent, eventBlock, groupByCommit } from './changes.js';
import { byId, fetchJson, h, showError } from './dom.js';
import {
  arr,
  isObj,
  list,
  num,
  type Obj,
  priceText,
  seconds,
  str,
  strs,
  valueText,
  words,
} from './format.js';

const ID = /^[a-z0-9][a-z0-9-]*\/[a-z0-9][a-z0-9-]*$/;

type Refs = (ids: unknown) => HTMLElement;

/** Source ids as links to the sources list at the bottom (by position: ids may hold any character). */
function refsFor(sources: Obj[]): Refs {
  const at = new Map(sources.map((s, i) => [str(s.id) ?? '', i]));
  return (ids) => {
    const links = strs(ids).map((id) => {
      const i = at.get(id);
      return i === undefined
        ? h('span', { class: 'ref missing' }, `[${id}: no such source]`)
        : h('a', { class: 'ref', href: `#source-${i + 1}` }, `[${id}]`);
    });
    return h('span', { class: 'refs' }, links);
  };
}

const row = (label: string, ...value: (Node | string | null)[]) =>
  h('div', {}, h('dt', {}, label), h('dd', {}, ...value));

function table(caption: string, head: string[], rows: (Node | string)[][]): HTMLElement {
  return h(
    'div',
    { class: 'scroll', role: 'region', 'aria-label': caption, tabindex: '0' },
    h(
      'table',
      {},
      h('caption', {}, caption),
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          head.map((c) => h('th', { scope: 'col' }, c)),
        ),
      ),
      h(
        'tbody',
        {},
        rows.map((r) =>
          h(
            'tr',
            {},
            r.map((c) => h('td', {}, c)),
          ),
        ),
      ),
    ),
  );
}

/** A claim's state in words, and its details only when supported. */
function claim(c: Obj, details: () => string): string {
  return c.state === 'supported' ? details() : claimWord(c.state);
}

function durationText(d: Obj): string {
  return claim(d, () => {
    const min = num(d.min);
    const max = num(d.max);
    const step = num(d.step);
    const parts = [`${min ?? '?'}–${max ?? '?'} s`];
    if (step !== null) parts.push(`in steps of ${seconds(step)}`);
    if (d.automatic === true) parts.push('or chosen automatically');
    return parts.join(', ');
  });
}

/** What the size claim says, and its options as a table (laid out after the profile's facts). */
function sizeParts(size: Obj, refs: Refs): { summary: (Node | string)[]; table: HTMLElement | null } {
  const facts: string[] = [];
  if (size.state === 'supported') {
    facts.push(
      size.mode === 'range' ? `Any size in a range (${words(String(size.unit))})` : 'One of the sizes below',
    );
    if (str(size.default)) facts.push(`default ${size.default}`);
    if (size.automatic === true) facts.push('or chosen automatically');
    if (num(size.edge_multiple)) facts.push(`edges a multiple of ${size.edge_multiple} px`);
    if (num(size.max_edge)) facts.push(`longest edge at most ${size.max_edge} px`);
    if (num(size.min_total_pixels)) facts.push(`at least ${size.min_total_pixels} pixels`);
    if (num(size.max_total_pixels)) facts.push(`at most ${size.max_total_pixels} pixels`);
    if (num(size.experimental_above_total_pixels))
      facts.push(`experimental above ${size.experimental_above_total_pixels} pixels`);
    if (num(size.max_long_to_short_ratio))
      facts.push(`aspect ratio at most ${size.max_long_to_short_ratio}:1`);
  }
  const examples = (v: unknown) =>
    arr(v)
      .filter(isObj)
      .map((e) => `${e.width}×${e.height} (${e.aspect_ratio})`)
      .join(', ');
  if (arr(size.examples).length) facts.push(`for example ${examples(size.examples)}`);
  const options = arr(size.options).filter(isObj);
  return {
    summary: [claim(size, () => facts.join('; ')), ' ', refs(size.source_ids)],
    table: options.length
      ? table(
          'Sizes and aspect ratios',
          ['Size', 'Aspect ratios', 'Limits', 'Examples', 'Sources'],
          options.map((o) => [
            `${o.id}${str(o.label) ? ` (${o.label})` : ''}${o.id === size.default ? ' (default)' : ''}`,
            strs(o.aspect_ratios).join(', ') || 'any',
            [
              num(o.max_megapixels) ? `up to ${o.max_megapixels} MP` : '',
              strs(o.render_modes).length ? `render modes: ${strs(o.render_modes).join(', ')}` : '',
            ]
              .filter(Boolean)
              .join('; '),
            examples(o.examples),
            refs(o.source_ids),
          ]),
        )
      : null,
  };
}

function referenceRows(inputs: Obj[], refs: Refs): (Node | string)[][] {
  return inputs.map((r) => {
    const count =
      r.state !== 'supported'
        ? ''
        : [
            ...(r.min_count !== undefined && r.min_count === r.max_count
              ? [`exactly ${r.min_count}`]
              : [
                  num(r.min_count) !== null ? `at least ${r.min_count}` : '',
                  num(r.max_count) !== null ? `at most ${r.max_count}` : '',
                ]),
            r.max_count_state === 'unknown' ? 'maximum not documented' : '',
            num(r.demonstrated_count) !== null ? `${r.demonstrated_count} shown to work` : '',
            r.count_scope === 'unique' ? 'unique' : '',
          ]
            .filter(Boolean)
            .join(', ');
    const details = [
      strs(r.position_roles).length ? `positions: ${list(strs(r.position_roles))}` : '',
      num(r.max_duration) !== null ? `up to ${seconds(num(r.max_duration)!)}` : '',
      strs(r.formats).length ? `formats: ${list(strs(r.formats))}` : '',
      strs(r.encodings).length ? `sent as: ${list(strs(r.encodings).map(words))}` : '',
      ...strs(r.constraints),
    ].filter(Boolean);
    return [
      words(String(r.role)),
      words(String(r.media_type)),
      claimWord(r.state),
      count,
      details.join('; '),
      refs(r.source_ids),
    ];
  });
}

function controlValues(c: Obj): string {
  if (c.state !== 'supported') return '';
  const unit = str(c.unit) ? ` ${c.unit}` : '';
  const parts: string[] = [];
  if (c.mode === 'range' && c.min !== undefined && c.min === c.max) parts.push(`only ${c.min}${unit}`);
  else if (c.mode === 'range')
    parts.push(`${c.min ?? '?'}–${c.max ?? '?'}${unit}${num(c.step) ? `, steps of ${c.step}` : ''}`);
  if (strs(c.values).length) parts.push(`${list(strs(c.values))}${unit}`);
  if (strs(c.unsupported_values).length) parts.push(`not: ${list(strs(c.unsupported_values))}`);
  if (strs(c.formats).length) parts.push(`formats: ${list(strs(c.formats))}`);
  return parts.join('; ');
}

const HANDLED = new Set([
  'id',
  'task',
  'source_ids',
  'endpoint',
  'api_mode',
  'api_mode_aliases',
  'variants',
  'duration',
  'text_input',
  'frame_rate',
  'size',
  'native_audio',
  'audio_formats',
  'audio_format_access',
  'reference_inputs',
  'delivery_profiles',
  'controls',
  'timing',
]);

function profileSection(p: Obj, refs: Refs): HTMLElement {
  const facts: HTMLElement[] = [];
  const claimRow = (label: string, c: unknown, text: (c: Obj) => string) => {
    if (isObj(c)) facts.push(row(label, text(c), ' ', refs(c.source_ids)));
  };
  if (str(p.endpoint)) facts.push(row('Endpoint', h('code', {}, String(p.endpoint))));
  if (str(p.api_mode))
    facts.push(
      row(
        'API mode',
        String(p.api_mode),
        strs(p.api_mode_aliases).length ? ` (also ${list(strs(p.api_mode_aliases))})` : '',
      ),
    );
  if (strs(p.variants).length) facts.push(row('Variants', list(strs(p.variants))));
  claimRow('Duration', p.duration, durationText);
  claimRow('Text input', p.text_input, (t) =>
    claim(t, () => `up to ${t.max} ${t.unit === 'utf16_code_unit' ? 'UTF-16 code units' : 'characters'}`),
  );
  claimRow('Frame rate', p.frame_rate, (f) =>
    claim(f, () => `${list(arr(f.values).map(String))} frames per second`),
  );
  const size = isObj(p.size) ? sizeParts(p.size, refs) : null;
  if (size) facts.push(row('Sizes', ...size.summary));
  claimRow('Native audio', p.native_audio, (a) =>
    claim(
      a,
      () =>
        `Supported${a.default === true ? ', on by default' : a.default === false ? ', off by default' : ''}`,
    ),
  );
  claimRow('Timing', p.timing, (t) =>
    claim(t, () =>
      [
        'Supported',
        str(t.granularity) ? `per ${t.granularity}` : '',
        strs(t.metadata).length ? `in ${list(strs(t.metadata))}` : '',
      ]
        .filter(Boolean)
        .join(', '),
    ),
  );
  for (const [key, value] of Object.entries(p))
    if (!HANDLED.has(key)) facts.push(row(words(key), h('code', {}, valueText(value))));

  const formats = arr(p.audio_formats).filter(isObj);
  const access = arr(p.audio_format_access).filter(isObj);
  const inputs = arr(p.reference_inputs).filter(isObj);
  const delivery = arr(p.delivery_profiles).filter(isObj);
  const controls = arr(p.controls).filter(isObj);
  return h(
    'section',
    { class: 'profile', 'aria-label': `Profile ${String(p.id)}` },
    h(
      'h3',
      {},
      idWords(String(p.task)),
      ' ',
      h('span', { class: 'muted' }, `(${String(p.id)})`),
      ' ',
      refs(p.source_ids),
    ),
    facts.length
      ? h('dl', { class: 'facts' }, facts)
      : h('p', {}, 'No capabilities documented for this profile yet.'),
    size?.table ?? null,
    formats.length
      ? table(
          'Audio formats',
          ['Format', 'Sample rates', 'Bitrates', 'Bit depths', 'Sources'],
          formats.map((f) => [
            `${f.family}${str(f.encoding) ? ` (${f.encoding})` : ''}`,
            `${list(arr(f.sample_rates).map(String))} Hz`,
            arr(f.bitrates).length ? `${list(arr(f.bitrates).map(String))} kbps` : '',
            arr(f.bit_depths).length ? `${list(arr(f.bit_depths).map(String))} bit` : '',
            refs(f.source_ids),
          ]),
        )
      : null,
    access.length
      ? table(
          'Audio format access',
          ['Formats', 'Minimum plan', 'Sources'],
          access.map((a) => [list(strs(a.format_ids)), String(a.minimum_plan), refs(a.source_ids)]),
        )
      : null,
    inputs.length
      ? table(
          'Reference inputs',
          ['Role', 'Media', 'State', 'Count', 'Details', 'Sources'],
          referenceRows(inputs, refs),
        )
      : null,
    delivery.length
      ? table(
          'Delivery',
          ['Delivery', 'State', 'Transport', 'Endpoint', 'Formats', 'Sources'],
          delivery.map((d) => [
            String(d.id),
            claimWord(d.state),
            words(String(d.transport)),
            str(d.endpoint) ?? '',
            [
              list(strs(d.formats)),
              str(d.default_format) ? `default ${d.default_format}` : '',
              num(d.max_partial_outputs) ? `up to ${d.max_partial_outputs} partial outputs` : '',
            ]
              .filter(Boolean)
              .join('; '),
            refs(d.source_ids),
          ]),
        )
      : null,
    controls.length
      ? table(
          'Controls',
          ['Control', 'State', 'Values', 'Default', 'Sources'],
          controls.map((c) => [
            String(c.name),
            claimWord(c.state),
            controlValues(c),
            c.default === undefined ? '' : String(c.default),
            refs(c.source_ids),
          ]),
        )
      : null,
  );
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
            String(c.id),
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
    `Languages (${words(String(l.scope))})`,
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
      sources.map((s, i) =>
        h(
          'li',
          { id: `source-${i + 1}` },
          h('span', { class: 'path' }, String(s.id)),
          ` (${words(String(s.kind ?? 'source'))}, retrieved ${s.retrieved_on ?? NOT_RECORDED}): `,
          h('a', { href: String(s.url) }, String(s.url)),
        ),
      ),
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

async function history(id: string, into: HTMLElement): Promise<void> {
  const base = `feeds/models/${id}`;
  // The feed's items carry the raw drift events; before the feeds exist, drift.json's window serves.
  let events: DriftEvent[] | null = null;
  let note = '';
  try {
    const feed = await fetchJson(`${base}.feed.json`);
    if (isObj(feed))
      events = arr(feed.items)
        .filter(isObj)
        .map((item) => rawEvent(item._model_registry))
        .filter((e): e is DriftEvent => e !== null);
    else {
      const drift = await fetchJson('drift.json');
      events = (isObj(drift) ? (arr(drift.events) as DriftEvent[]) : []).filter((e) => e.model?.id === id);
      note = 'This model has no feed yet; these are its changes among the newest published ones.';
    }
  } catch (err) {
    showError(into, `History is unavailable: ${(err as Error).message}`);
    return;
  }
  const groups = groupByCommit(events).map((g) =>
    h(
      'div',
      { class: 'group' },
      commitHeading(g[0]!),
      g.map((e) => eventBlock(e, true)),
    ),
  );
  const all = h(
    'a',
    { href: `drift.html?model=${encodeURIComponent(id)}` },
    'This model in the changes view',
  );
  into.replaceChildren(
    h('p', {}, all),
    note ? h('p', {}, note) : '',
    ...(groups.length ? groups : [h('p', {}, 'No changes recorded.')]),
  );
}

function feedLinks(id: string): HTMLElement {
  const base = `feeds/models/${id}`;
  for (const [type, ext, title] of [
    ['application/atom+xml', 'atom.xml', 'Atom'],
    ['application/feed+json', 'feed.json', 'JSON Feed'],
  ] as const)
    document.head.append(
      h('link', { rel: 'alternate', type, title: `${id} changes (${title})`, href: `${base}.${ext}` }),
    );
  return h(
    'p',
    {},
    'Follow this model: ',
    h('a', { href: `${base}.atom.xml` }, 'Atom feed'),
    ' · ',
    h('a', { href: `${base}.feed.json` }, 'JSON Feed'),
  );
}

export async function modelView(): Promise<void> {
  const out = byId('model');
  const title = byId('title');
  const id = new URLSearchParams(location.search).get('id') ?? '';
  if (!ID.test(id)) {
    showError(out, id ? `“${id}” is not a model id.` : 'No model chosen: pick one in the catalog.');
    return;
  }
  let record: unknown;
  try {
    record = await fetchJson(`api/models/${id}.json`);
  } catch (err) {
    showError(out, `The record could not be loaded: ${(err as Error).message}`);
    return;
  }
  if (!isObj(record)) {
    showError(out, `No model ${id} in this registry.`);
    return;
  }
  const model = isObj(record.model) ? record.model : {};
  const sources = arr(record.sources).filter(isObj);
  const refs = refsFor(sources);
  const profiles = arr(record.capability_profiles).filter(isObj);
  const name = str(model.name) ?? id;
  title.textContent = name;
  document.title = `${name} · ${document.title.split(' · ').slice(1).join(' · ')}`;
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
      row('Name', name, ' ', refs(model.source_ids)),
      row('Lab', String(model.lab ?? NOT_RECORDED), ' ', refs(model.source_ids)),
      row('Modality', String(model.modality ?? NOT_RECORDED), ' ', refs(model.source_ids)),
      row('Status', String(model.status ?? NOT_RECORDED), ' ', refs(model.source_ids)),
      strs(model.aliases).length ? row('Also known as', list(strs(model.aliases))) : null,
      row('Documentation', String(record.documentation_state ?? NOT_RECORDED)),
      row('Verification', verification ?? NOT_RECORDED),
      ...identifiers.map((a) =>
        row(
          words(String(a.kind)),
          h('code', {}, String(a.value)),
          str(a.resolves_to) ? ` → ${a.resolves_to}` : '',
          ' ',
          refs(a.source_ids),
        ),
      ),
      languageRow(record.language_support, refs),
    ),
    feedLinks(id),
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
            limitations.map((l) => h('li', {}, String(l.summary ?? l.id), ' ', refs(l.source_ids))),
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
                h('code', {}, String(c.path)),
                `: ${c.summary ?? ''} Kept: ${c.handling ?? NOT_RECORDED}`,
                ' ',
                refs(c.source_ids),
              ),
            ),
          )
        : h('p', {}, 'None recorded.'),
    ),
    sourcesSection(sources),
    h('section', { 'aria-labelledby': 'h-history' }, h('h2', { id: 'h-history' }, 'History'), historyBox),
    h('p', {}, h('a', { href: `api/models/${id}.json` }, 'This record as JSON')),
  );
  await history(id, historyBox);
}
