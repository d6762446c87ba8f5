// Events, records and hostile strings for the feed tests.
import type { DriftEvent, ParsedRecord } from '../../../src/core/types.js';

export const REPO = 'https://github.com/acme/registry';
export const SITE = 'https://acme.github.io/registry/';
export const channel = {
  title: 'acme/registry: model registry drift',
  link: REPO,
  description: 'Changes & more',
};

export const HOSTILE = [
  '<script>alert("x")</script>',
  'Tom & Jerry\'s "quoted" ]]> <![CDATA[ x ]]>',
  'ctl \u0000\u0001\u0008\u000b\u000c\u001f\u007f end',
  'nonchars \uFFFE\uFFFF and lone \uD800 \uDFFF surrogates',
  'bidi \u202Egnp.exe\u202C \u2066isolate\u2069 end',
  'emoji 😀👩‍👩‍👧 and astral 𝔘',
  'crlf\r\nline\ttab',
  '&amp; already escaped &#0; &#x1;',
];

/** What XML can carry of a string: the characters XML 1.0 forbids become U+FFFD. */
export const xmlSafe = (s: string) =>
  s.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '\uFFFD');

/**
 * What a feed title or item HTML shows of a record string: what HTML forbids (C0 controls but tab,
 * line feed, form feed and carriage return; DEL and the C1 controls; noncharacters; lone
 * surrogates), and form feed too, which XML forbids, become U+FFFD.
 */
export const NOT_FEED_CHAR =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it finds
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\p{Noncharacter_Code_Point}|\p{Cs}/gu;
export const feedSafe = (s: string) => s.replace(NOT_FEED_CHAR, '\uFFFD');

/** The name with each U+2069 that closes no isolate opened before it dropped, and open ones closed. */
function paired(name: string): string {
  const kept: string[] = [];
  let open = 0;
  for (const c of name) {
    if (c === '\u2069' && open === 0) continue;
    if (c === '\u2069') open--;
    if ('\u2066\u2067\u2068'.includes(c)) open++;
    kept.push(c);
  }
  return kept.join('') + '\u2069'.repeat(open);
}

/**
 * An updated model's item title: the name as feedSafe shows it; one holding a bidi control (ALM,
 * LRM, RLM, the embeddings, overrides and isolates) or a right-to-left letter (Hebrew, Arabic, …
 * blocks) is set between U+2068 and U+2069, its own isolates paired, so it cannot turn the rest
 * around or take it in.
 */
export const updatedTitle = (raw: string, fields: number, name = feedSafe(raw)) =>
  `${/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefe\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]/u.test(name) ? `\u2068${paired(name)}\u2069` : name}: ${fields} fields changed`;

export function event(
  over: Partial<DriftEvent> & { n?: number; modelId?: string; name?: string; date?: string } = {},
): DriftEvent {
  const n = over.n ?? 1;
  const sha = n.toString(16).padStart(40, '0');
  const id = over.modelId ?? 'acme/foo';
  const { n: _n, modelId: _m, name: _name, date: _d, ...rest } = over;
  return {
    type: 'model_updated',
    id: `${sha}:${id}`,
    model: {
      id,
      lab: 'Acme',
      modality: 'video',
      name: over.name ?? 'Foo',
      path: `models/${id}.toml`,
    },
    commit: {
      sha,
      date: over.date ?? new Date(Date.UTC(2026, 7, 11) + n * 60_000).toISOString().replace('.000Z', 'Z'),
      message: `commit ${n}`,
      url: `${REPO}/commit/${sha}`,
    },
    changes: [
      { path: 'pricing.state', kind: 'changed', before: 'unknown', after: 'known' },
      {
        path: 'pricing.charges',
        kind: 'added',
        after: [
          {
            id: 'c',
            state: 'known',
            kind: 'metered',
            amount: 0.4,
            denomination: 'USD',
            per: 1,
            unit: 'second',
            source_ids: ['s'],
          },
        ],
      },
    ],
    ...rest,
  };
}

export function record(
  id: string,
  over: { name?: string; lab?: string; pricing?: string; unit?: string } = {},
): ParsedRecord {
  return {
    path: `models/${id}.toml`,
    text: '',
    value: {
      schema_version: 1,
      documentation_state: 'documented',
      model: {
        id,
        name: over.name ?? id,
        lab: over.lab ?? id.split('/')[0]!,
        modality: 'video',
        status: 'available',
      },
      capability_profiles: [
        { id: 'p2', task: 'text_to_video' },
        { id: 'p1', task: 'image_to_video' },
        { id: 'p3', task: 'text_to_video' },
      ],
      pricing: {
        state: over.pricing ?? 'known',
        source_ids: ['docs'],
        charges: [
          { id: 'c', state: 'known', amount: 1, denomination: 'USD', per: 1, unit: over.unit ?? 'second' },
        ],
      },
      sources: [
        { id: 'docs', kind: 'documentation', url: 'https://example.com/docs', retrieved_on: '2026-08-01' },
        { id: 'price', kind: 'pricing', url: 'https://example.com/pricing', retrieved_on: '2026-08-01' },
      ],
    },
  };
}
