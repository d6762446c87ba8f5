// Rules that need the record's place in the registry: its path, and the other records.
// Cross-record rules have one seam: each is a function over record summaries (small, so worker
// threads can send them back), listed in REGISTRY_RULES; adding one is adding a function there.
import { compareCodePoints } from '../json.js';
import type { JsonObject } from '../types.js';
import type { Finding } from './finding.js';
import { quote } from './format.js';

const MODEL_ID = /^[a-z0-9][a-z0-9-]*\/[a-z0-9][a-z0-9-]*$/;

/** What the cross-record rules know of one record that parsed. Add fields here as rules need them. */
export interface RecordSummary {
  /** Registry path: `models/<lab_slug>/<model_slug>.toml`. */
  path: string;
  /** The model id the path implies (`google/veo-3-1`). */
  pathId: string;
  /** `model.id` as written, when it is a string. */
  modelId: string | undefined;
}

/** A finding of a cross-record rule, for the record at `path`. */
export interface RegistryFinding {
  path: string;
  finding: Finding;
}

/** A rule across records: summaries come sorted by path; it returns findings for any of them. */
export type RegistryRule = (records: readonly RecordSummary[]) => RegistryFinding[];

export function modelIdOf(record: JsonObject): string | undefined {
  const model = record.model;
  if (model === null || typeof model !== 'object' || Array.isArray(model)) return undefined;
  return typeof model.id === 'string' ? model.id : undefined;
}

export function summarize(path: string, pathId: string, record: JsonObject): RecordSummary {
  return { path, pathId, modelId: modelIdOf(record) };
}

/**
 * `model.id` is unique across the registry. An id belongs to the record at its own path
 * (models/<lab>/<model>.toml); failing that, to the first record in path order. Every other record
 * claiming it is reported, naming the owner.
 */
export const uniqueModelIds: RegistryRule = (records) => {
  const owner = new Map<string, string>();
  for (const { path, pathId, modelId } of records)
    if (modelId !== undefined && modelId === pathId) owner.set(modelId, path);
  for (const { path, modelId } of records)
    if (modelId !== undefined && !owner.has(modelId)) owner.set(modelId, path);
  const out: RegistryFinding[] = [];
  for (const { path, modelId } of records) {
    const first = modelId === undefined ? undefined : owner.get(modelId);
    if (modelId !== undefined && first !== undefined && first !== path)
      out.push({ path, finding: duplicateIdFinding(modelId, first) });
  }
  return out;
};

export const REGISTRY_RULES: readonly RegistryRule[] = [uniqueModelIds];

/** Runs every cross-record rule over the summaries, whatever order they come in. */
export function registryRuleFindings(
  records: readonly RecordSummary[],
  rules: readonly RegistryRule[] = REGISTRY_RULES,
): RegistryFinding[] {
  const sorted = [...records].sort((a, b) => compareCodePoints(a.path, b.path));
  return rules.flatMap((rule) => rule(sorted));
}

/** `pathId`: the id the file path implies. A rule of one record, though it needs the path. */
export function registryFindings(record: JsonObject, path: string, pathId: string): Finding[] {
  const id = modelIdOf(record);
  if (id === undefined) return [];
  const out: Finding[] = [];
  // A malformed id is the schema's to report; comparing it with the path would only repeat that.
  if (MODEL_ID.test(id) && id !== pathId) {
    out.push({
      pointer: '/model/id',
      rule: 'registry/model-id-path',
      message: `model.id must match the file path: expected ${quote(pathId)} for ${path}, found ${quote(id)}`,
    });
  }
  return out;
}

/** `earlierPath`: the record that owns this model id. */
export function duplicateIdFinding(id: string, earlierPath: string): Finding {
  return {
    pointer: '/model/id',
    rule: 'unique/model-id',
    message: `model.id ${quote(id)} is already used by ${earlierPath}`,
  };
}
