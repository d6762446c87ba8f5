// Rules that need the record's place in the registry: its path, and the other records.
// Cross-record rules have one seam: each is a function over record summaries (small, so worker
// threads can send them back), listed in REGISTRY_RULES; adding one is adding a function there.
import { compareCodePoints } from '../json.js';
import type { JsonObject } from '../types.js';
import type { Finding } from './finding.js';
import { quote } from './format.js';

export const MODEL_ID = /^[a-z0-9][a-z0-9-]*\/[a-z0-9][a-z0-9-]*$/;

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

/**
 * A rule across records: summaries come sorted by path; it returns findings for any of them.
 * `repoPath` names a record file as it is in the repository (`models-dir` may be other than models).
 */
export type RegistryRule = (
  records: readonly RecordSummary[],
  repoPath: (recordPath: string) => string,
) => RegistryFinding[];

export function modelIdOf(record: JsonObject): string | undefined {
  const model = record.model;
  if (model === null || typeof model !== 'object' || Array.isArray(model)) return undefined;
  return typeof model.id === 'string' ? model.id : undefined;
}

export function summarize(path: string, pathId: string, record: JsonObject): RecordSummary {
  return { path, pathId, modelId: modelIdOf(record) };
}

/**
 * `model.id` equals the id the record's path implies, and is unique across the registry. An id
 * belongs to the record at its own path (models/<lab>/<model>.toml); failing that, to the first record
 * in path order. A record whose id is not its path's gets one finding, naming the record that owns
 * the id when another does (a copied record whose id was left as it was is one mistake, not two);
 * a malformed id is the schema's to report, and only its repeats are reported here.
 */
export const modelIds: RegistryRule = (records, repoPath) => {
  const owner = new Map<string, string>();
  for (const { path, pathId, modelId } of records)
    if (modelId !== undefined && modelId === pathId) owner.set(modelId, path);
  for (const { path, modelId } of records)
    if (modelId !== undefined && !owner.has(modelId)) owner.set(modelId, path);
  const labs = new Set(records.map((r) => r.pathId.split('/')[0]!));
  const paths = new Set(records.map((r) => r.path));
  const out: RegistryFinding[] = [];
  for (const { path, pathId, modelId } of records) {
    if (modelId === undefined) continue;
    const first = owner.get(modelId);
    const taken = first !== undefined && first !== path ? repoPath(first) : undefined;
    if (MODEL_ID.test(modelId) && modelId !== pathId) {
      const to = taken === undefined ? labFolderOf(path, pathId, modelId, labs) : undefined;
      // Not onto a record that is there (its own id is another mistake, reported at it).
      const moved = to !== undefined && !paths.has(to) ? to : undefined;
      out.push({ path, finding: idPathFinding(pathId, modelId, taken, moved && repoPath(moved)) });
    } else if (taken !== undefined) out.push({ path, finding: duplicateIdFinding(modelId, taken) });
  }
  return out;
};

export const REGISTRY_RULES: readonly RegistryRule[] = [modelIds];

/** Runs every cross-record rule over the summaries, whatever order they come in. */
export function registryRuleFindings(
  records: readonly RecordSummary[],
  rules: readonly RegistryRule[] = REGISTRY_RULES,
  repoPath: (recordPath: string) => string = (p) => p,
): RegistryFinding[] {
  const sorted = [...records].sort((a, b) => compareCodePoints(a.path, b.path));
  return rules.flatMap((rule) => rule(sorted, repoPath));
}

/**
 * Where the file goes when its id is right and its lab folder is the slip: the id differs from the
 * path in the lab alone, and the id's lab folder holds other records (`models/bytdance/x.toml` with
 * id `bytedance/x`, beside `models/bytedance/`). Changing the id would keep the misspelt folder.
 */
function labFolderOf(
  path: string,
  pathId: string,
  id: string,
  labs: ReadonlySet<string>,
): string | undefined {
  const [pathLab, model] = pathId.split('/');
  const [idLab, idModel] = id.split('/');
  if (idLab === undefined || idModel !== model || idLab === pathLab || !labs.has(idLab)) return undefined;
  const segments = path.split('/');
  segments[segments.length - 2] = idLab;
  return segments.join('/');
}

/**
 * `takenBy`: the file of the record that owns the id, when another record does; `movedTo`: where the
 * file goes if its lab folder is the slip (labFolderOf).
 */
function idPathFinding(pathId: string, id: string, takenBy: string | undefined, movedTo?: string): Finding {
  const owner = takenBy === undefined ? '' : `, the id of ${takenBy}`;
  const move =
    movedTo === undefined
      ? ''
      : ` (or, if the id is right, git mv the file to ${movedTo}, beside that lab's other records)`;
  return {
    pointer: '/model/id',
    rule: 'registry/model-id-path',
    message: `model.id must match the file path: expected ${quote(pathId)}, found ${quote(id)}${owner}${move}`,
  };
}

/** `earlierPath`: the file of the record that owns this model id. */
function duplicateIdFinding(id: string, earlierPath: string): Finding {
  return {
    pointer: '/model/id',
    rule: 'unique/model-id',
    message: `model.id ${quote(id)} is already used by ${earlierPath}`,
  };
}
