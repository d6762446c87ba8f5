// One capability profile, laid out so its combinations read: duration, sizes and aspect ratios,
// reference inputs, delivery and controls, each claim in words and beside its sources.
import { claimWord, idWords } from '../core/words.js';
import { bdi, h } from './dom.js';
import { arr, isObj, list, num, type Obj, seconds, str, strs, valueText } from './format.js';
import { type Refs, row, table } from './record-parts.js';

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
function sizeParts(
  size: Obj,
  refs: Refs,
  scope: string,
): { summary: (Node | string)[]; table: HTMLElement | null } {
  const facts: string[] = [];
  if (size.state === 'supported') {
    facts.push(
      size.mode === 'range'
        ? `Any size in a range (${idWords(String(size.unit))})`
        : 'One of the sizes below',
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
          scope,
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
      strs(r.encodings).length ? `sent as: ${list(strs(r.encodings).map(idWords))}` : '',
      ...strs(r.constraints),
    ].filter(Boolean);
    return [
      idWords(String(r.role)),
      idWords(String(r.media_type)),
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

export function profileSection(p: Obj, refs: Refs): HTMLElement {
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
  const size = isObj(p.size) ? sizeParts(p.size, refs, String(p.id)) : null;
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
    if (!HANDLED.has(key)) facts.push(row(idWords(key), h('code', {}, valueText(value))));

  const formats = arr(p.audio_formats).filter(isObj);
  const access = arr(p.audio_format_access).filter(isObj);
  const inputs = arr(p.reference_inputs).filter(isObj);
  const delivery = arr(p.delivery_profiles).filter(isObj);
  const controls = arr(p.controls).filter(isObj);
  const scoped = (caption: string, cols: string[], rows: (Node | string)[][]) =>
    table(caption, cols, rows, String(p.id));
  return h(
    'section',
    { class: 'profile', 'aria-label': `Profile ${String(p.id)}` },
    h(
      'h3',
      {},
      bdi(idWords(String(p.task))),
      ' ',
      h('span', { class: 'muted' }, '(', bdi(String(p.id)), ')'),
    ),
    // Beside the heading, not in it: in it, each link's text was part of the heading's name.
    strs(p.source_ids).length ? h('p', { class: 'profile-sources' }, 'Sources ', refs(p.source_ids)) : null,
    facts.length
      ? h('dl', { class: 'facts' }, facts)
      : h('p', {}, 'No capabilities documented for this profile yet.'),
    size?.table ?? null,
    formats.length
      ? scoped(
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
      ? scoped(
          'Audio format access',
          ['Formats', 'Minimum plan', 'Sources'],
          access.map((a) => [list(strs(a.format_ids)), String(a.minimum_plan), refs(a.source_ids)]),
        )
      : null,
    inputs.length
      ? scoped(
          'Reference inputs',
          ['Role', 'Media', 'State', 'Count', 'Details', 'Sources'],
          referenceRows(inputs, refs),
        )
      : null,
    delivery.length
      ? scoped(
          'Delivery',
          ['Delivery', 'State', 'Transport', 'Endpoint', 'Formats', 'Sources'],
          delivery.map((d) => [
            String(d.id),
            claimWord(d.state),
            idWords(String(d.transport)),
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
      ? scoped(
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
