// Where results reach people: check-run annotations (or workflow commands when the token cannot
// write checks), the job summary, and the step outputs.
import * as core from '@actions/core';
import { countErrors } from '../../core/report/diagnostics-text.js';
import { validationMarkdown } from '../../core/report/validation-markdown.js';
import type { Diagnostic, ValidationResult } from '../../core/types.js';
import { publishCheckRun } from '../github/checks.js';
import type { Repo } from '../github/commits-api.js';
import type { Octokit } from '../github/octokit.js';

/** GitHub shows at most this many annotations of one level per step from workflow commands. */
export const WORKFLOW_COMMAND_LIMIT = 10;
const SUMMARY_LIMIT = 1_000_000;

export interface Outputs {
  valid: boolean;
  errorCount: number;
  eventsCount: number;
  changedModels: string[];
  pagesCommit: string;
}

/** What a flow (push, pull request) hands back to run(): step outputs and job summary sections. */
export interface FlowResult {
  outputs: Outputs;
  sections: string[];
}

export function setOutputs(o: Outputs): void {
  core.setOutput('valid', String(o.valid));
  core.setOutput('error-count', String(o.errorCount));
  core.setOutput('events-count', String(o.eventsCount));
  core.setOutput('changed-models', JSON.stringify(o.changedModels));
  core.setOutput('pages-commit', o.pagesCommit);
}

export function workflowCommands(diagnostics: Diagnostic[], fileOf: (p: string) => string): void {
  for (const d of diagnostics) {
    const props = { file: fileOf(d.file), startLine: d.line, startColumn: d.column, title: d.rule };
    if (d.severity === 'error') core.error(d.message, props);
    else core.warning(d.message, props);
  }
}

export interface AnnotateInput {
  octokit: Octokit;
  repo: Repo;
  /** The commit to annotate: the pull request's head, not the merge commit. */
  sha: string;
  validation: ValidationResult;
  fileOf: (p: string) => string;
  failOnInvalid: boolean;
  /** Create a check run even when everything is valid (pull requests show it as a passing check). */
  alwaysCheck: boolean;
  /** What `validation.files` counts, for the titles (default `record file`). */
  noun?: string;
}

/** Annotates, and returns the markdown section for the job summary. */
export async function annotate(input: AnnotateInput): Promise<string> {
  const { diagnostics, files } = input.validation;
  const errors = countErrors(diagnostics);
  const noun = input.noun ?? 'record file';
  let table = validationMarkdown(diagnostics, files, input.fileOf, SUMMARY_LIMIT / 2, noun);
  if (diagnostics.length === 0 && !input.alwaysCheck) return table;
  const outcome = await publishCheckRun(input.octokit, input.repo, {
    headSha: input.sha,
    diagnostics,
    fileOf: input.fileOf,
    conclusion: errors === 0 ? 'success' : input.failOnInvalid ? 'failure' : 'neutral',
    title:
      errors === 0
        ? `${files} ${noun}${files === 1 ? '' : 's'} valid`
        : `${errors} validation error${errors === 1 ? '' : 's'}`,
    summary: table,
  });
  if (outcome === 'forbidden') {
    core.notice(
      'The token cannot write check runs (a fork pull request?): annotating with workflow commands.',
    );
    workflowCommands(diagnostics, input.fileOf);
    const hidden = diagnostics.length > WORKFLOW_COMMAND_LIMIT;
    if (hidden) {
      table += `\n> [!NOTE]\n> Without permission to write checks, GitHub shows only the first ${WORKFLOW_COMMAND_LIMIT} annotations of a step on the pull request; all ${diagnostics.length} are listed above.\n`;
    }
  }
  return table;
}

export async function writeSummary(sections: string[]): Promise<void> {
  let text = sections.filter(Boolean).join('\n');
  if (text.length > SUMMARY_LIMIT)
    text = `${text.slice(0, SUMMARY_LIMIT)}\n\n… (cut at the 1 MiB summary limit)\n`;
  await core.summary.addRaw(text, true).write();
}
