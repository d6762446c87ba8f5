// The action's log, folded into one group per phase (as actions/checkout folds its own), with the
// annotations a phase makes kept out of its fold: a collapsed group hides its lines, and a warning or
// a notice has to be seen in the log as much as in the annotations list.
import * as core from '@actions/core';

let open = false;
const held: (() => void)[] = [];

/** Runs `outside` now, or when the open group closes (in order). */
function afterGroup(outside: () => void): void {
  if (open) held.push(outside);
  else outside();
}

/**
 * Runs `work` inside the log group `title`, closed however `work` ends; the annotations it made follow
 * the group. GitHub has no nested groups: a phase inside a phase logs into the outer one.
 */
export async function phase<T>(title: string, work: () => Promise<T>): Promise<T> {
  if (open) return work();
  core.startGroup(title);
  open = true;
  try {
    return await work();
  } finally {
    core.endGroup();
    open = false;
    for (const say of held.splice(0)) say();
  }
}

export function warning(message: string, properties?: core.AnnotationProperties): void {
  afterGroup(() => core.warning(message, properties));
}

export function notice(message: string, properties?: core.AnnotationProperties): void {
  afterGroup(() => core.notice(message, properties));
}

/** Workflow-command lines (file annotations) written outside the open group. */
export function annotations(write: () => void): void {
  afterGroup(write);
}
