// A push: validate the whole registry and annotate the commit; if the registry is valid and
// publishing applies, publish (./publish.ts).
import * as core from '@actions/core';
import { countErrors } from '../../core/diagnostics.js';
import { registryName } from '../../core/report/registry-name.js';
import type { RegistryFile, ValidationResult } from '../../core/types.js';
import { validateRegistry } from '../../core/validate/index.js';
import { counted, firstFew } from '../../core/words.js';
import { outsideSparseCheckout } from '../git/sparse.js';
import type { Repo } from '../github/commits-api.js';
import type { Client } from '../github/octokit.js';
import { checkedOutCommit, checkoutOf, requireModelsFolder, uncommittedRecords } from './checkout.js';
import { notice, phase } from './log.js';
import { type PublishOptions, publishWithRetry } from './publish.js';
import {
  type AnnotateInput,
  annotate,
  type FlowResult,
  newProgress,
  type Outputs,
  type Progress,
} from './report.js';
import { branchOf, type Settings } from './settings.js';

/**
 * Events `publish: auto` publishes on, for the default branch: a push, and a manual run (the "Run
 * workflow" button of the workflow init writes), which republishes the branch's tip after a failed
 * publish or a deleted pages branch without waiting for the next push.
 */
const AUTO_EVENTS = new Set(['push', 'workflow_dispatch']);

export function shouldPublish(settings: Settings): boolean {
  if (settings.payload.deleted === true) return false; // a deleted branch: nothing to publish from
  // The queue's commit is not merged yet: published, a group the queue drops leaves its events in
  // the feed, and the next push finds the feed off the default branch's line.
  if (settings.eventName === 'merge_group') return false;
  if (settings.publish !== 'auto') return settings.publish === 'true';
  const branch = settings.defaultBranch;
  return AUTO_EVENTS.has(settings.eventName) && !!branch && branchOf(settings.ref) === branch;
}

/**
 * The pull request an `issue_comment` run was made on (GitHub puts it under `issue.pull_request`,
 * and the run's commit is the default branch's), or null.
 */
function commentedPullRequest(settings: Settings): number | null {
  if (settings.eventName !== 'issue_comment') return null;
  const issue = settings.payload.issue as { number?: unknown; pull_request?: unknown } | undefined;
  return issue?.pull_request != null && typeof issue.number === 'number' ? issue.number : null;
}

/**
 * A pages branch that is the pushed branch or the default one would get the catalog, the feeds and
 * the site committed on top of the records (and its stale-file pruning run there): refused.
 */
function sourceBranchClash(settings: Settings): string | null {
  const { pagesBranch } = settings;
  const pushed = branchOf(settings.ref);
  if (pagesBranch !== pushed && pagesBranch !== settings.defaultBranch) return null;
  const which = pagesBranch === pushed ? 'the branch this run publishes from' : 'the default branch';
  return (
    `input pages-branch is ${JSON.stringify(pagesBranch)}, ${which}: publishing there would commit the ` +
    "catalog, the feeds and the site on top of the registry's own records. Nothing was published; " +
    'set pages-branch to a branch of its own (gh-pages, the default).'
  );
}

/**
 * A run for the pages branch itself: a push of the action's own publish when the token is not
 * github.token (a PAT or app token starts workflows where github.token does not) and the workflow
 * listens on every branch. That branch holds the published files, not records: validating it reported
 * an empty registry and failed. Not when it is also the default branch: that is sourceBranchClash's.
 */
function onPagesBranch(settings: Settings): boolean {
  const branch = settings.defaultBranch;
  return branchOf(settings.ref) === settings.pagesBranch && !!branch && branch !== settings.pagesBranch;
}

/** A ref as messages name it: `main` for a branch, `the tag v1` for a tag, else the ref itself. */
function refName(ref: string): string {
  if (ref.startsWith('refs/tags/')) return `the tag ${ref.slice('refs/tags/'.length)}`;
  return branchOf(ref) ?? ref;
}

/** The outputs of a run that validated and published nothing. */
const NOTHING_DONE: Outputs = {
  valid: true,
  errorCount: 0,
  eventsCount: 0,
  changedModels: [],
  pagesCommit: '',
};

export interface ValidateAndAnnotateInput extends Omit<AnnotateInput, 'validation' | 'sections'> {
  files: RegistryFile[];
  /** Validates the files (default: the whole registry, in this thread). */
  validate?: (files: RegistryFile[]) => ValidationResult | Promise<ValidationResult>;
  /** The run's progress: valid and error-count as soon as they are known, before any annotation; the summary section. */
  progress?: Progress;
}

/**
 * Validates the records and reports the result on `sha` (check run, or workflow commands without
 * the permission): the first step of every flow. Returns the validation and the summary section.
 */
export async function validateAndAnnotate(
  input: ValidateAndAnnotateInput,
): Promise<{ validation: ValidationResult; errorCount: number; section: string }> {
  const { files, validate = validateRegistry, progress = newProgress(), ...annotateInput } = input;
  return phase('Validating the records', async () => {
    const validation = await validate(files);
    const errorCount = countErrors(validation.diagnostics);
    // Set before annotating: a check run GitHub fails to write fails the step after validating.
    Object.assign(progress.outputs, { valid: errorCount === 0, errorCount });
    // The summary's validation section goes in here, whether annotating succeeds or fails (annotate
    // adds it itself before it throws).
    const section = await annotate({ ...annotateInput, validation, sections: progress.sections });
    progress.sections.push(section);
    return { validation, errorCount, section };
  });
}

export async function runPush(
  settings: Settings,
  client: Client,
  options: PublishOptions = {},
  progress: Progress = newProgress(),
): Promise<FlowResult> {
  const { octokit } = client;
  const repo: Repo = { owner: settings.owner, repo: settings.repo };
  if (settings.payload.deleted === true) {
    // GITHUB_SHA and GITHUB_REF are the default branch's then: validating them would report (and
    // could fail on) a commit this push did not make.
    const ref = typeof settings.payload.ref === 'string' ? refName(settings.payload.ref) : 'a ref';
    const line = `This push deleted ${ref}: nothing to validate or publish.`;
    notice(line);
    return { outputs: { ...NOTHING_DONE }, sections: [line] };
  }
  if (onPagesBranch(settings)) {
    const line = `This run is for \`${settings.pagesBranch}\`, the branch the action publishes to: it holds the published files, not records. Nothing was validated or published.`;
    core.info(line);
    return { outputs: { ...NOTHING_DONE }, sections: [line] };
  }
  const checkout = checkoutOf(settings);
  // The records read are the checkout's: they are annotated on its commit, whatever GITHUB_SHA says.
  const head = (await checkedOutCommit(settings.workspace)) ?? settings.sha;
  if (head !== settings.sha)
    core.info(`The checkout is at ${head}, not at this run's commit ${settings.sha} (GITHUB_SHA).`);
  // Only when the run's own commit is checked out: a "/recheck" workflow that checks out the pull
  // request's head (actions/checkout with ref:) does check the pull request.
  const onPr = head === settings.sha ? commentedPullRequest(settings) : null;
  if (onPr !== null)
    notice(
      `This issue_comment run is on pull request #${onPr}, but it checks the checked-out commit ${head.slice(0, 7)}, not the pull request: run the action on pull_request events to check pull requests.`,
    );
  const files = await checkout.readAll();
  if (files.length === 0) await requireModelsFolder(settings);
  const { validation, errorCount } = await validateAndAnnotate({
    octokit,
    repo,
    sha: head,
    checkName: registryName(settings.modelsDir),
    files,
    validate: (all) => validateRegistry(all, { modelsDir: checkout.modelsDir }),
    fileOf: checkout.toRepoPath,
    // Each problem in the summaries links to its line in the checked-out commit.
    repositoryUrl: settings.repositoryUrl,
    failOnInvalid: settings.failOnInvalid,
    // A merge queue waits for its required checks on the group's commit: a passing one must be reported too.
    alwaysCheck: settings.eventName === 'merge_group',
    progress,
  });
  const outputs: Outputs = { ...NOTHING_DONE, valid: errorCount === 0, errorCount };
  const { sections } = progress;
  if (errorCount > 0) {
    if (!settings.failOnInvalid && shouldPublish(settings) && head === settings.sha) {
      // A green run that publishes nothing, unannotated, could go unnoticed for weeks: said as a
      // warning. With fail-on-invalid true the failed step says it.
      const one = errorCount === 1;
      const line = `Nothing was published: ${counted(errorCount, 'validation error')} in the model registry, ${one ? '' : 'each '}listed above and in the job summary. fail-on-invalid is false, so the step passes: fix ${one ? 'it' : 'them'} to publish again.`;
      core.warning(line);
      sections.push(line);
    } else sections.push('Nothing was published: the registry is invalid.');
    return { outputs, sections };
  }
  if (!shouldPublish(settings)) {
    core.info(
      settings.eventName === 'merge_group'
        ? 'Not publishing: a merge_group run checks a commit the merge queue has not merged yet, whatever publish says.'
        : settings.publish === 'false'
          ? 'Not publishing: publish is "false".'
          : AUTO_EVENTS.has(settings.eventName) && !settings.defaultBranch
            ? 'Not publishing: publish is "auto" and the event payload does not name the default branch.'
            : 'Not publishing: publish is "auto" and this is not a push to the default branch nor a manual run (workflow_dispatch) of it.',
    );
    return { outputs, sections };
  }
  if (head !== settings.sha) {
    // Its events would be read up to one commit and its catalog from another, or from a commit that
    // is not where the branch is: the run of the checked-out commit's own push publishes it.
    const line = `Nothing was published: the checkout is at ${head.slice(0, 7)}, not at this run's commit ${settings.sha.slice(0, 7)}; a publish needs the run's commit checked out (actions/checkout without ref:).`;
    core.notice(line);
    sections.push(line);
    return { outputs, sections };
  }
  const uncommitted = await uncommittedRecords(settings.workspace, settings.modelsDir);
  if (uncommitted.length > 0) {
    const files = firstFew(uncommitted);
    const line =
      `Nothing was published: ${files} ${uncommitted.length === 1 ? 'differs' : 'differ'} from the checked-out commit ${head.slice(0, 7)} (changed by an earlier step?). ` +
      'The catalog is built from the files and the drift feed from the commits, so they would disagree: commit the change first, or run this action before the step that makes it.';
    core.warning(line);
    sections.push(line);
    return { outputs, sections };
  }
  const outside = await outsideSparseCheckout(settings.workspace, settings.modelsDir);
  if (outside.length > 0) {
    const one = outside.length === 1;
    const line =
      `Nothing was published: ${firstFew(outside)} ${one ? 'is' : 'are'} outside this sparse checkout, so the catalog would leave ${one ? 'it' : 'them'} out. ` +
      `Check out the whole records folder, ${settings.modelsDir} (actions/checkout: a sparse-checkout that includes it, or none).`;
    core.warning(line);
    sections.push(line);
    return { outputs, sections };
  }
  const clash = sourceBranchClash(settings);
  if (clash) throw new Error(clash);
  const published = await publishWithRetry(
    {
      octokit,
      repo,
      workspace: settings.workspace,
      checkout,
      headFiles: files,
      validation,
      head,
      pagesBranch: settings.pagesBranch,
      pagesDir: settings.pagesDir,
      repositoryUrl: settings.repositoryUrl,
      siteUrl: settings.siteUrl,
      cname: settings.cname,
      forced: Boolean(settings.payload.forced),
      // Only the default branch's: another branch behind the feed (publish: true) is no main moved back.
      manual: settings.eventName === 'workflow_dispatch' && branchOf(settings.ref) === settings.defaultBranch,
      rerun: (settings.runAttempt ?? 1) > 1,
      branch: branchOf(settings.ref),
      // A feed off the default branch's line is rebuilt by that branch's runs only.
      defaultBranch: settings.defaultBranch ?? null,
      ref: refName(settings.ref),
    },
    { retryDelayMs: client.raceBackoffMs, ...options },
  );
  Object.assign(outputs, published.outputs);
  if (published.section) sections.push(published.section);
  return { outputs, sections };
}
