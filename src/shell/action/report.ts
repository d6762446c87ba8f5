// Where results reach people: check-run annotations (or workflow commands when the token cannot
// write checks), the job summary, and the step outputs.
import { EOL } from 'node:os';
import * as core from '@actions/core';
import { countErrors } from '../../core/diagnostics.js';
import { CHECK_OUTPUT_BYTES, JOB_SUMMARY_BYTES, truncateUtf8 } from '../../core/report/byte-size.js';
import { diagnosticLine } from '../../core/report/diagnostics-text.js';
import {
  validationMarkdown,
  validationTable,
  validationTitle,
} from '../../core/report/validation-markdown.js';
import { inertLine, inertLines, workflowCommand } from '../../core/report/workflow-commands.js';
import type { Diagnostic, ValidationResult } from '../../core/types.js';
import { counted } from '../../core/words.js';
import { publishCheckRun } from '../github/checks.js';
import type { Repo } from '../github/commits-api.js';
import type { Octokit } from '../github/octokit.js';
import * as log from './log.js';

/** Annotations from workflow commands GitHub shows: per level (errors, warnings) per step, and per job. */
export const WORKFLOW_COMMAND_LIMIT = 10;
export const WORKFLOW_COMMAND_JOB_LIMIT = 50;

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

/**
 * What a flow has learned so far: a run that fails later (a publish refused, GitHub down) still sets
 * these outputs and writes these summary sections, the validation's among them.
 */
export interface Progress {
  outputs: Partial<Outputs>;
  sections: string[];
}

export const newProgress = (): Progress => ({ outputs: {}, sections: [] });

/** Sets the outputs given; a flow that failed gives only those it knew (valid, error-count). */
export function setOutputs(o: Partial<Outputs>): void {
  if (o.valid !== undefined) core.setOutput('valid', String(o.valid));
  if (o.errorCount !== undefined) core.setOutput('error-count', String(o.errorCount));
  if (o.eventsCount !== undefined) core.setOutput('events-count', String(o.eventsCount));
  if (o.changedModels) core.setOutput('changed-models', JSON.stringify(o.changedModels));
  if (o.pagesCommit !== undefined) core.setOutput('pages-commit', o.pagesCommit);
}

/** The CLI's `--format github` lines: bidi and control characters in a message are shown, not kept. */
export function workflowCommands(diagnostics: Diagnostic[], fileOf: (p: string) => string): void {
  for (const d of diagnostics) process.stdout.write(`${workflowCommand(d, fileOf)}${EOL}`);
}

export interface AnnotateInput {
  octokit: Octokit;
  repo: Repo;
  /** The commit to annotate: the pull request's head, not the merge commit. */
  sha: string;
  /** The check run's name (registryName of the models folder). */
  checkName: string;
  validation: ValidationResult;
  fileOf: (p: string) => string;
  failOnInvalid: boolean;
  /** Create a check run even when everything is valid (pull requests show it as a passing check). */
  alwaysCheck: boolean;
  /**
   * A read-only token is expected here (a fork pull request's), so a check run it cannot write is a
   * notice; otherwise, with alwaysCheck (a merge queue waits for the check), it is a warning.
   */
  readOnlyExpected?: boolean;
  /** What `validation.files` counts, for the titles (default `record file`). */
  noun?: string;
  /** Links each problem in the summaries to its line at `sha` in this repository (`https://github.com/o/r`). */
  repositoryUrl?: string;
  /**
   * The job summary's sections so far: when GitHub fails to write the check run for good, the problems'
   * table goes there before the step fails, so that its summary still lists them.
   */
  sections?: string[];
}

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Annotates, and returns the markdown section for the job summary. */
export async function annotate(input: AnnotateInput): Promise<string> {
  const { diagnostics, files } = input.validation;
  const errors = countErrors(diagnostics);
  const noun = input.noun ?? 'record file';
  // Half the job summary: the drift preview and the other sections get the rest.
  const at = input.repositoryUrl ? { repositoryUrl: input.repositoryUrl, sha: input.sha } : undefined;
  const tableLinkingTo = (to: typeof at) =>
    validationTable(diagnostics, files, input.fileOf, JOB_SUMMARY_BYTES / 2, noun, to, input.checkName);
  let listed = tableLinkingTo(at);
  let table = listed.markdown;
  if (diagnostics.length === 0 && !input.alwaysCheck) return table;
  const outcome = await publishCheckRun(input.octokit, input.repo, {
    name: input.checkName,
    headSha: input.sha,
    diagnostics,
    fileOf: input.fileOf,
    conclusion: errors === 0 ? 'success' : input.failOnInvalid ? 'failure' : 'neutral',
    title: capitalized(validationTitle(errors, files, noun)),
    // Whole rows within the check run's own (smaller) limit.
    summary: validationMarkdown(
      diagnostics,
      files,
      input.fileOf,
      CHECK_OUTPUT_BYTES,
      noun,
      at,
      input.checkName,
    ),
  }).catch((err: unknown) => {
    // A 5xx past the retries fails the step: the problems found are still said, in the log and the summary.
    logLines(diagnostics, input.fileOf);
    input.sections?.push(table);
    throw err;
  });
  if (typeof outcome === 'object' && 'id' in outcome) {
    // The check run annotates no diff on a push: the log says what is wrong too, inside the group.
    logLines(diagnostics, input.fileOf);
  } else {
    // Printed before the findings, so each takes one of the step's 10 warning annotations.
    let ownWarnings = 0;
    const warning = (message: string) => {
      ownWarnings++;
      log.warning(message);
    };
    if (outcome === 'unknown-commit') {
      // GitHub answers 422 for a commit it does not have: failing on it would hide every problem found.
      // Links to its lines would answer 404 too: the summary names the files and lines only.
      listed = tableLinkingTo(undefined);
      table = listed.markdown;
      warning(
        `GitHub does not have the checked-out commit ${input.sha.slice(0, 7)} (an earlier step committed it without pushing?), ` +
          `so no "${input.checkName}" check run can report on it: annotating with workflow commands.`,
      );
    } else if (typeof outcome === 'object' && 'refused' in outcome) {
      // Not a permission the workflow can add (an organization's SAML enforcement or policy): GitHub's words.
      warning(
        `GitHub refused to write the "${input.checkName}" check run (HTTP 403: ${outcome.refused}): annotating with workflow commands.`,
      );
    } else if (outcome === 'forbidden' && input.alwaysCheck && !input.readOnlyExpected) {
      // A merge_group run, or a pull request from the repository itself: a required check waits for it,
      // and only the workflow can fix that.
      warning(
        'The token cannot write check runs (no checks: write under permissions:): annotating with workflow commands. ' +
          `No "${input.checkName}" check run is reported, so a branch protection or merge queue that requires it waits for it. ` +
          "Add checks: write under the workflow's permissions: to report it.",
      );
    } else if (outcome === 'forbidden') {
      log.notice(
        // A push or merge_group run has no fork: a permissions: block without checks is as likely.
        'The token cannot write check runs (no checks: write under permissions:, or a fork pull request’s read-only token): annotating with workflow commands.',
      );
    } else {
      // Every run with this token goes without the check: a warning, as the workflow has to change.
      warning(
        "The token is not a GitHub App's (a personal access token?) and only GitHub Apps can write check runs: " +
          `annotating with workflow commands. No "${input.checkName}" check run is reported, so a branch protection or ` +
          "merge queue that requires it waits for it. Use github.token or a GitHub App's token to get the check run.",
      );
    }
    log.annotations(() => workflowCommands(diagnostics, input.fileOf));
    // GitHub's limits count annotations, one per diagnostic (a held-back notice is one, not its count).
    const errorLines = diagnostics.filter((d) => d.severity === 'error').length;
    table += fallbackNote(errorLines, diagnostics.length - errorLines, {
      failing: errors > 0 && input.failOnInvalid,
      listedAll: listed.shown === diagnostics.length,
      ownWarnings,
    });
  }
  return table;
}

/** At most this many problems are printed to the log; the summary and the check run have them all. */
const LOG_LINES = 1000;

function logLines(diagnostics: Diagnostic[], fileOf: (p: string) => string): void {
  for (const d of diagnostics.slice(0, LOG_LINES)) {
    core.info(inertLine(diagnosticLine({ ...d, file: fileOf(d.file) })));
  }
  if (diagnostics.length > LOG_LINES)
    core.info(`… and ${diagnostics.length - LOG_LINES} more: the job summary and the check run list them.`);
}

/**
 * What GitHub leaves out of workflow-command annotations, said only when it leaves something out:
 * it shows 10 errors and 10 warnings per step, 50 annotations per job.
 */
export function fallbackNote(
  errors: number,
  warnings: number,
  /**
   * failing: the step ends with its own error annotation (one more); listedAll: the table holds every
   * one; ownWarnings: the step's own warnings printed before the findings (GitHub drops the last ones).
   */
  {
    failing = false,
    listedAll = true,
    ownWarnings = 0,
  }: { failing?: boolean; listedAll?: boolean; ownWarnings?: number } = {},
): string {
  const errorAnnotations = errors + (failing ? 1 : 0);
  const warningAnnotations = warnings + ownWarnings;
  if (errorAnnotations <= WORKFLOW_COMMAND_LIMIT && warningAnnotations <= WORKFLOW_COMMAND_LIMIT) return '';
  const own = failing ? ' (and its failure message, one more)' : '';
  const ownWarning =
    ownWarnings > 0 ? ` (and ${counted(ownWarnings, 'warning')} of this action's before them)` : '';
  const where = listedAll
    ? 'all listed above'
    : 'the first of them listed above (the table stops at half the summary size; `model-registry validate` lists them all)';
  return (
    `\n> [!NOTE]\n> Without permission to write checks, the problems are annotated with workflow commands, ` +
    `and GitHub shows ${WORKFLOW_COMMAND_LIMIT} errors and ${WORKFLOW_COMMAND_LIMIT} warnings per step, ` +
    `${WORKFLOW_COMMAND_JOB_LIMIT} per job: this step has ${counted(errors, 'error annotation')}${own} and ${counted(warnings, 'warning annotation')}${ownWarning}, ` +
    `${where}.\n`
  );
}

export async function writeSummary(sections: string[]): Promise<void> {
  // GitHub counts the 1 MiB in bytes; a cut lands on a character boundary.
  const text = truncateUtf8(
    sections.filter(Boolean).join('\n'),
    JOB_SUMMARY_BYTES - 1, // addRaw(…, true) appends a newline
    '\n\n… (cut at the 1 MiB summary limit)',
  );
  // A runner without job summaries (an older GitHub Enterprise Server, a local runner) sets no
  // file: the summary goes to the log, instead of failing the step after its work is done.
  // Every line through the log's guard: record text in it must not start a workflow command.
  if (!process.env.GITHUB_STEP_SUMMARY) {
    core.info(
      `No job summary on this runner (GITHUB_STEP_SUMMARY is not set); it follows here.\n${inertLines(text)}`,
    );
    return;
  }
  await core.summary.addRaw(text, true).write();
}
