// Rules that need the record's place in the registry: its path and the other records.
import type { JsonObject } from '../types.js';
import type { Finding } from './finding.js';
import { quote } from './format.js';

const MODEL_ID = /^[a-z0-9][a-z0-9-]*\/[a-z0-9][a-z0-9-]*$/;

export function modelIdOf(record: JsonObject): string | undefined {
  const model = record.model;
  if (model === null || typeof model !== 'object' || Array.isArray(model)) return undefined;
  return typeof model.id === 'string' ? model.id : undefined;
}

/** `pathId`: the id the file path implies. */
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

/** `earlierPath`: the first record (in path order) that already uses this model id. */
export function duplicateIdFinding(id: string, earlierPath: string): Finding {
  return {
    pointer: '/model/id',
    rule: 'unique/model-id',
    message: `model.id ${quote(id)} is already used by ${earlierPath}`,
  };
}
