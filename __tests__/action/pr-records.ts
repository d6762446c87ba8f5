// Record builders for the pull request end-to-end tests: a valid record with knobs, and one with a
// known number of errors at known lines.
import { record } from '../helpers/records.js';

export { record };

/** A TOML basic string (quotes, backslashes and control characters escaped). */
export function tomlString(s: string): string {
  return JSON.stringify(s);
}

/** A valid record whose `model.id` and `model.name` may be anything (hostile or duplicated). */
export function recordWith(
  path: { lab: string; slug: string },
  model: { id?: string; name?: string; max?: number },
) {
  return record(path.lab, path.slug, { max: model.max })
    .replace(/^id = ".*"$/m, `id = ${tomlString(model.id ?? `${path.lab}/${path.slug}`)}`)
    .replace(/^name = ".*"$/m, `name = ${tomlString(model.name ?? `${path.slug} model`)}`);
}

/**
 * A record with the given capability profiles, all alike but for `id` and `duration.max`
 * (`duration.min` is 0). `maxLines[i]` is the line of profile i's `max`.
 */
export function recordWithProfiles(
  lab: string,
  slug: string,
  profiles: { id: string; max: number }[],
): { text: string; maxLines: number[] } {
  const lines = [
    'schema_version = 1',
    'documentation_state = "documented"',
    '',
    '[model]',
    `id = "${lab}/${slug}"`,
    `name = "${slug} model"`,
    `lab = "${lab}"`,
    'modality = "video"',
    'status = "available"',
    'source_ids = ["docs"]',
  ];
  const maxLines: number[] = [];
  for (const p of profiles) {
    lines.push(
      '',
      '[[capability_profiles]]',
      `id = "${p.id}"`,
      'task = "text_to_video"',
      'source_ids = ["docs"]',
      '',
      '[capability_profiles.duration]',
      'state = "supported"',
      'mode = "range"',
      'unit = "second"',
      'min = 0',
      `max = ${p.max}`,
    );
    maxLines.push(lines.length);
    lines.push('source_ids = ["docs"]');
  }
  lines.push(
    '',
    '[pricing]',
    'state = "unknown"',
    'source_ids = ["docs"]',
    '',
    '[[sources]]',
    'id = "docs"',
    'kind = "documentation"',
    `url = "https://example.org/${lab}/${slug}"`,
    'retrieved_on = 2026-08-10',
    '',
  );
  return { text: lines.join('\n'), maxLines };
}

/**
 * A record with `n` capability profiles whose `duration.max` is 0: exactly one
 * `schema/exclusive-minimum` error per profile. `errorLines[i]` is the line of profile i's `max`.
 */
export function recordWithErrors(
  lab: string,
  slug: string,
  n: number,
): { text: string; errorLines: number[] } {
  const profiles = Array.from({ length: n }, (_, i) => ({ id: `p${i}`, max: 0 }));
  const { text, maxLines } = recordWithProfiles(lab, slug, profiles);
  return { text, errorLines: maxLines };
}
