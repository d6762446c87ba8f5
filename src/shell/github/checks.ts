// Errors as check-run annotations on the pull request's head commit, 50 per request (the Checks API
// limit; updates append), at most 1,000 a run. Writes are never retried blindly: a create whose
// answer was lost is looked up by its `external_id` before trying again, and an update by its
// annotation count, so a 5xx never makes a second check run or repeats annotations.
import { randomUUID } from 'node:crypto';
import { countDiagnostics } from '../../core/diagnostics.js';
import {
  ANNOTATION_MESSAGE_BYTES,
  CHECK_OUTPUT_BYTES,
  TITLE_BYTES,
  truncateUtf8,
  utf8Bytes,
} from '../../core/report/byte-size.js';
import { visibleControlsButBreaks } from '../../core/report/workflow-commands.js';
import type { Diagnostic } from '../../core/types.js';
import { MAX_DIAGNOSTICS_PER_FILE } from '../../core/validate/index.js';
import { closingOnCancel } from '../on-cancel.js';
import type { Repo } from './commits-api.js';
import {
  githubMessage,
  isPermissionDenied,
  type Octokit,
  statusOf,
  tokenRefused,
  writeOnce,
} from './octokit.js';

export const BATCH = 50;
/**
 * Annotations a run gets at most: 20 requests. GitHub allows 80 content-creating requests a minute
 * and 500 an hour ("Rate limits for the REST API", secondary rate limits), and without a cap a pull
 * request of a few hundred broken records (100 findings a file) would spend that hour on one check
 * run, and every run after it wait. Code scanning keeps the first 5,000 results of a run likewise.
 */
export const MAX_ANNOTATIONS = 1000;
const CUT = '\n\n… (cut at GitHub’s size limit)';
/**
 * GitHub's 403 to a token that is not a GitHub App's: only apps write checks, whatever the token's
 * scopes. A classic personal access token is told "You must authenticate via a GitHub App"
 * (actions/github-script#118); a fine-grained one, which has no Checks permission to grant,
 * "Resource not accessible by personal access token" (github/rest-api-description#4290).
 */
const NOT_AN_APP = /authenticate via a GitHub App|^Resource not accessible by personal access token\b/i;

/**
 * GitHub's 422 to a check run on a commit it does not have: one an earlier step of the job committed
 * in the checkout and did not push.
 */
const NO_COMMIT = /^No commit found for SHA\b/i;

/**
 * Why checks cannot be written: a read-only app token (a fork pull request), no app token at all, a
 * commit GitHub does not have, or another refusal (an organization's SAML enforcement or policy), in
 * GitHub's own words.
 */
export type ChecksRefused = 'forbidden' | 'not-an-app' | 'unknown-commit' | { refused: string };

export interface CheckRunInput {
  /** The check's name (registryName): a run is looked up by it after a lost answer. */
  name: string;
  headSha: string;
  diagnostics: Diagnostic[];
  /** Record path → repository path. */
  fileOf: (path: string) => string;
  conclusion: 'success' | 'failure' | 'neutral';
  title: string;
  summary: string;
  /** Identifies this run's check run for a look-up after a lost answer (default: a fresh UUID). */
  externalId?: string;
}

function annotation(d: Diagnostic, fileOf: (p: string) => string) {
  return {
    path: fileOf(d.file),
    start_line: d.line,
    end_line: d.line,
    start_column: d.column,
    end_column: d.column,
    annotation_level: d.severity === 'error' ? ('failure' as const) : ('warning' as const),
    title: truncateUtf8(d.rule, TITLE_BYTES, '…'),
    message: truncateUtf8(visibleControlsButBreaks(d.message), ANNOTATION_MESSAGE_BYTES, '…'),
  };
}

/** The first MAX_ANNOTATIONS, errors before warnings, each in its order. */
function errorsFirst(diagnostics: Diagnostic[]): Diagnostic[] {
  const errors = diagnostics.filter((d) => d.severity === 'error');
  const others = diagnostics.filter((d) => d.severity !== 'error');
  return [...errors, ...others].slice(0, MAX_ANNOTATIONS);
}

/** A check run's output: title and summary within GitHub's limits, `note` kept whole at the end. */
function checkOutput<A>(input: CheckRunInput, annotations?: A[], note = '') {
  return {
    title: truncateUtf8(input.title, TITLE_BYTES, '…'),
    summary: truncateUtf8(input.summary, CHECK_OUTPUT_BYTES - utf8Bytes(note), CUT) + note,
    ...(annotations ? { annotations } : {}),
  };
}

/**
 * 'forbidden' when the token may not write checks (fork pull requests get a read-only token),
 * 'not-an-app' when it is not a GitHub App's token (a classic or fine-grained personal access token),
 * 'unknown-commit' when GitHub does not have `headSha` (committed in the checkout only), `{ refused }` with
 * GitHub's message for any other 403 that is no rate limit.
 */
export async function publishCheckRun(
  octokit: Octokit,
  repo: Repo,
  input: CheckRunInput,
): Promise<{ id: number } | ChecksRefused> {
  const externalId = input.externalId ?? randomUUID();
  const { diagnostics } = input;
  const kept = diagnostics.length <= MAX_ANNOTATIONS ? diagnostics : errorsFirst(diagnostics);
  const all = kept.map((d) => annotation(d, input.fileOf));
  const batches: (typeof all)[] = [];
  for (let i = 0; i < all.length; i += BATCH) batches.push(all.slice(i, i + BATCH));
  // Problems as the title counts them (countDiagnostics): a file/too-many-diagnostics entry stands
  // for the problems it holds back, which no annotation shows.
  const problems = (ds: Diagnostic[]) => {
    const { errors, warnings } = countDiagnostics(ds.filter((d) => d.heldBack === undefined));
    return errors + warnings;
  };
  const total = countDiagnostics(diagnostics);
  const heldBack = diagnostics.some((d) => d.heldBack !== undefined);
  const note =
    kept.length < diagnostics.length
      ? `\n\n**${problems(kept).toLocaleString('en-US')} of ${(total.errors + total.warnings).toLocaleString('en-US')} problems are annotated** ` +
        '(errors first): GitHub allows 500 requests that create content an hour, 50 annotations each. ' +
        (heldBack
          ? `\`model-registry validate\` lists each file's first ${MAX_DIAGNOSTICS_PER_FILE}.`
          : '`model-registry validate` lists every one.')
      : '';
  const output = (annotations: typeof all) => checkOutput(input, annotations, note);
  let id: number;
  try {
    id = await writeOnce(
      octokit,
      async () =>
        (
          await octokit.rest.checks.create({
            ...repo,
            name: input.name,
            head_sha: input.headSha,
            external_id: externalId,
            ...(batches.length <= 1
              ? { status: 'completed' as const, conclusion: input.conclusion }
              : { status: 'in_progress' as const }),
            output: output(batches[0] ?? []),
            request: { retries: 0 },
          })
        ).data.id,
      async () => {
        // Every page until it is found: re-runs of a workflow on one commit make more than 100 runs
        // of this check, listed in no documented order (the "Link" header pages through them).
        const pages = octokit.paginate.iterator(octokit.rest.checks.listForRef, {
          ...repo,
          ref: input.headSha,
          check_name: input.name,
          filter: 'all',
          per_page: 100,
        });
        for await (const { data } of pages) {
          const found = data.find((r) => r.external_id === externalId);
          if (found) return found.id;
        }
        return undefined;
      },
    );
  } catch (err) {
    if (statusOf(err) === 422 && NO_COMMIT.test(githubMessage(err).trim())) return 'unknown-commit';
    if (isPermissionDenied(err)) {
      if (NOT_AN_APP.test(githubMessage(err).trim())) return 'not-an-app';
      return tokenRefused(err) ? 'forbidden' : { refused: githubMessage(err) };
    }
    throw err;
  }
  let sent = batches[0]?.length ?? 0;
  // A job cancelled while the run is in_progress would leave it so: it is completed on the way out.
  const cancelled = () =>
    completeUnfinished(octokit, repo, id, input, {
      sent,
      total: all.length,
      err: new Error('the job was cancelled'),
    });
  try {
    await closingOnCancel(cancelled, () => appendBatches());
  } catch (err) {
    // An in_progress run left behind would block a required check forever: complete it first.
    await completeUnfinished(octokit, repo, id, input, { sent, total: all.length, err });
    throw err;
  }
  return { id };

  async function appendBatches(): Promise<void> {
    for (let i = 1; i < batches.length; i++) {
      const last = i === batches.length - 1;
      const expected = sent + batches[i]!.length;
      await writeOnce(
        octokit,
        async () => {
          await octokit.rest.checks.update({
            ...repo,
            check_run_id: id,
            output: output(batches[i]!),
            ...(last ? { status: 'completed' as const, conclusion: input.conclusion } : {}),
            request: { retries: 0 },
          });
          return true;
        },
        async () => {
          // Annotations append: an update whose answer was lost must not be sent twice.
          const { data } = await octokit.rest.checks.get({ ...repo, check_run_id: id });
          return data.output.annotations_count >= expected ? true : undefined;
        },
      );
      sent = expected;
    }
  }
}

/**
 * Completes a run whose annotations stopped at `sent` of `total`, with its conclusion and a note saying
 * so. Best effort: when this fails too, the caller's error says what went wrong.
 */
async function completeUnfinished(
  octokit: Octokit,
  repo: Repo,
  id: number,
  input: CheckRunInput,
  progress: { sent: number; total: number; err: unknown },
): Promise<void> {
  const { sent, total, err } = progress;
  const note =
    `\n\n**${total - sent} of ${total} annotations could not be added** ` +
    `(${truncateUtf8((err as Error).message, 500, '…')}).`;
  await octokit.rest.checks
    .update({
      ...repo,
      check_run_id: id,
      status: 'completed',
      conclusion: input.conclusion,
      output: checkOutput(input, undefined, note),
    })
    .catch(() => {});
}
