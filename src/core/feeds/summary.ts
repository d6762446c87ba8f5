// What a new model's feed item says about it: the facts a reader picks a model by.
import { field } from '../catalog.js';
import { compareCodePoints } from '../json.js';
import type { Json, ParsedRecord } from '../types.js';

export interface ModelSummary {
  modality: string;
  lab: string;
  status: string;
  documentationState: string;
  /** Distinct capability_profiles[].task, sorted. */
  tasks: string[];
  pricingState: string;
  sources: { id: string; url: string }[];
}

function text(v: Json | undefined, fallback = 'unknown'): string {
  return typeof v === 'string' && v !== '' ? v : fallback;
}

function list(v: Json | undefined): Json[] {
  return Array.isArray(v) ? v : [];
}

export function summarize(record: ParsedRecord): ModelSummary {
  const r = record.value;
  const model = field(r, 'model');
  const tasks = new Set<string>();
  for (const p of list(field(r, 'capability_profiles'))) {
    const t = field(p, 'task');
    if (typeof t === 'string') tasks.add(t);
  }
  return {
    modality: text(field(model, 'modality')),
    lab: text(field(model, 'lab')),
    status: text(field(model, 'status')),
    documentationState: text(field(r, 'documentation_state')),
    tasks: [...tasks].sort(compareCodePoints),
    pricingState: text(field(field(r, 'pricing'), 'state')),
    sources: list(field(r, 'sources')).map((s) => ({
      id: text(field(s, 'id'), ''),
      url: text(field(s, 'url'), ''),
    })),
  };
}
