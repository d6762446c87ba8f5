// Errors as check-run annotations on the pull request's head commit, 50 per request (the Checks API
// limit; updates append), with no cap on the total.
import type { Diagnostic } from '../../core/types.js';
import type { Repo } from './commits-api.js';
import { type Octokit, statusOf } from './octokit.js';

export const CHECK_NAME = 'Model registry';
const BATCH = 50;
const MAX_TEXT = 65_535;

export interface CheckRunInput {
  headSha: string;
  diagnostics: Diagnostic[];
  /** Record path → repository path. */
  fileOf: (path: string) => string;
  conclusion: 'success' | 'failure' | 'neutral';
  title: string;
  summary: string;
}

function annotation(d: Diagnostic, fileOf: (p: string) => string) {
  return {
    path: fileOf(d.file),
    start_line: d.line,
    end_line: d.line,
    start_column: d.column,
    end_column: d.column,
    annotation_level: d.severity === 'error' ? ('failure' as const) : ('warning' as const),
    title: d.rule,
    message: d.message,
  };
}

/** 'forbidden' when the token may not write checks (fork pull requests get a read-only token). */
export async function publishCheckRun(
  octokit: Octokit,
  repo: Repo,
  input: CheckRunInput,
): Promise<{ id: number } | 'forbidden'> {
  const all = input.diagnostics.map((d) => annotation(d, input.fileOf));
  const batches: (typeof all)[] = [];
  for (let i = 0; i < all.length; i += BATCH) batches.push(all.slice(i, i + BATCH));
  const output = (annotations: typeof all) => ({
    title: input.title.slice(0, 255),
    summary: input.summary.slice(0, MAX_TEXT),
    annotations,
  });
  let id: number;
  try {
    const { data } = await octokit.rest.checks.create({
      ...repo,
      name: CHECK_NAME,
      head_sha: input.headSha,
      ...(batches.length <= 1
        ? { status: 'completed' as const, conclusion: input.conclusion }
        : { status: 'in_progress' as const }),
      output: output(batches[0] ?? []),
    });
    id = data.id;
  } catch (err) {
    if (statusOf(err) === 403) return 'forbidden';
    throw err;
  }
  for (let i = 1; i < batches.length; i++) {
    const last = i === batches.length - 1;
    await octokit.rest.checks.update({
      ...repo,
      check_run_id: id,
      output: output(batches[i]!),
      ...(last ? { status: 'completed' as const, conclusion: input.conclusion } : {}),
    });
  }
  return { id };
}
