// The one mapping from a change's field path to the kind of change the drift view filters by. The
// browser bundle imports this file too, so the site and any test agree.
import { parsePath } from '../diff.js';

export type ChangeKindName = 'capability' | 'pricing' | 'identity' | 'evidence';

export const CHANGE_KINDS: readonly ChangeKindName[] = ['capability', 'pricing', 'identity', 'evidence'];

/** The field names of a path such as `capability_profiles[id="a.b"].duration.max`, selectors dropped. */
function fieldNames(path: string): string[] {
  const segments = parsePath(path) ?? [];
  return segments.flatMap((s) => ('key' in s ? [s.key] : []));
}

/**
 * Evidence: what a value rests on (sources, `source_ids` anywhere, conflicts, verification,
 * documentation_state). Pricing: everything under `pricing`. Identity: the model's names, lab,
 * modality, status and API identifiers. Capability: the rest (profiles, languages, limitations).
 */
export function changeKind(path: string): ChangeKindName {
  const names = fieldNames(path);
  const top = names[0] ?? '';
  if (names.includes('source_ids')) return 'evidence';
  if (['sources', 'conflicts', 'verification', 'documentation_state'].includes(top)) return 'evidence';
  if (top === 'pricing') return 'pricing';
  if (['model', 'api_identifiers', 'schema_version'].includes(top)) return 'identity';
  return 'capability';
}

/** The kinds one event touches: adds, removals and moves (no field changes) are identity changes. */
export function eventKinds(event: {
  type: string;
  previous_path?: string;
  changes: readonly { path: string }[];
}): Set<ChangeKindName> {
  const kinds = new Set(event.changes.map((c) => changeKind(c.path)));
  if (event.type !== 'model_updated' || event.previous_path !== undefined) kinds.add('identity');
  return kinds;
}
