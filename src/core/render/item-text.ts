// The title and description of one feed event: every feed format and the pull request preview
// share them, so a reader sees the same words wherever the event shows up.
import type { DriftEvent } from '../types.js';
import { formatChangeLine } from './change-line.js';

function displayName(e: DriftEvent): string {
  return e.model.name || e.model.id;
}

/** `<name>: <n> fields changed`, or what happened to the record as a whole. */
export function itemTitle(e: DriftEvent): string {
  const name = displayName(e);
  switch (e.type) {
    case 'model_added':
      return `${name}: added`;
    case 'model_removed':
      return `${name}: removed`;
    case 'model_moved':
      return `${name}: moved from ${e.previous_path ?? 'another path'}`;
    default:
      return `${name}: ${e.changes.length} ${e.changes.length === 1 ? 'field' : 'fields'} changed`;
  }
}

/** One line per change; a single line for events about the whole record. */
export function itemDescription(e: DriftEvent): string {
  switch (e.type) {
    case 'model_added':
      return `model added at ${e.model.path}`;
    case 'model_removed':
      return `model removed from ${e.model.path}`;
    case 'model_moved':
      return `moved from ${e.previous_path ?? 'another path'} to ${e.model.path}`;
    default:
      return e.changes.map(formatChangeLine).join('\n');
  }
}
