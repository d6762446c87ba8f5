// A pull request: validate the records it adds or changes (cross-record rules see the whole tree),
// annotate them on the head commit, and preview the feed events merging it would publish.
import { createHash } from 'node:crypto';
import * as core from '@actions/core';
import { buildEvents } from '../../core/events.js';
import { reverseApplyPatch } from '../../core/patch.js';
import { countErrors } from '../../core/report/diagnostics-text.js';
import { PREVIEW_MARKER, previewMarkdown } from '../../core/report/preview.js';
import type { FileVersionChange } from '../../core/types.js';
import { isRecordFile } from '../../core/validate/paths.js';
import { upsertComment } from '../github/comment.js';
import { type ApiFile, fileAt, type Repo } from '../github/commits-api.js';
import type { Client } from '../github/octokit.js';
import { validateFast } from '../parallel/validate.js';
import { type Checkout, checkoutOf } from './checkout.js';
import { annotate, type FlowResult } from './report.js';
import type { Settings } from './settings.js';

const COMMENT_LIMIT = 60_000; // GitHub refuses comments over 65,536 characters.

interface PullRequest {
  number: number;
  title: string;
  headSha: string;
  baseSha: string;
  updatedAt: string;
}

function pullRequestOf(payload: Record<string, unknown>): PullRequest {
  const pr = payload.pull_request as
    | {
        number?: number;
        title?: string;
        head?: { sha?: string };
        base?: { sha?: string };
        updated_at?: string;
      }
    | undefined;
  if (!pr?.number || !pr.head?.sha || !pr.base?.sha) {
    throw new Error('the event payload has no pull_request with number, head.sha and base.sha');
  }
  return {
    number: pr.number,
    title: pr.title ?? '',
    headSha: pr.head.sha,
    baseSha: pr.base.sha,
    updatedAt: pr.updated_at ?? '1970-01-01T00:00:00Z',
  };
}

/** A pull request file: `sha` is the head version's blob; `changes` (additions + deletions) is 0 for a pure rename. */
type PullFile = ApiFile & { sha?: string; changes?: number };

/** Git's object id of a blob (SHA-1, or SHA-256 in a repository that uses it). */
function blobId(bytes: Uint8Array, hexLength: number): string {
  return createHash(hexLength === 64 ? 'sha256' : 'sha1')
    .update(`blob ${bytes.length}\0`)
    .update(bytes)
    .digest('hex');
}

/**
 * Whether the file's patch (merge base → head) may be undone on this checkout's version. The checkout
 * is the merge commit: when the base branch changed the file since, its version differs from the head's,
 * and a patch can "fit" at the wrong place in a record of repeated blocks. The blob id tells.
 */
function patchApplies(f: PullFile, after: Uint8Array | null): boolean {
  if (f.patch === undefined) return false;
  if (f.status === 'removed') return after === null;
  if (after === null) return false;
  return f.sha === undefined || blobId(after, f.sha.length) === f.sha;
}

/** The pull request's record files, as versions before (base) and after (this checkout). */
async function recordVersions(
  client: Client,
  repo: Repo,
  pr: PullRequest,
  files: PullFile[],
  checkout: Checkout,
): Promise<FileVersionChange[]> {
  const versions: FileVersionChange[] = [];
  const utf8 = new TextDecoder();
  for (const f of files) {
    const path = checkout.toRecordPath(f.filename);
    const prev = f.previous_filename ? checkout.toRecordPath(f.previous_filename) : null;
    if (!path && !prev) continue;
    const afterPath = f.status === 'removed' ? null : path;
    const beforePath = f.status === 'added' ? null : (prev ?? (f.status === 'renamed' ? null : path));
    const after = afterPath ? await checkout.readOne(afterPath) : null;
    let before: Uint8Array | null = null;
    if (beforePath && after && f.status === 'renamed' && f.changes === 0) {
      // A pure rename: GitHub sends no patch, and the old bytes are the new ones.
      before = after;
    } else if (beforePath) {
      // The patch turns the new version back into the old one without a request, when it fits.
      const undone =
        f.patch !== undefined && patchApplies(f, after)
          ? reverseApplyPatch(after ? utf8.decode(after) : '', f.patch)
          : null;
      before =
        undone !== null
          ? new TextEncoder().encode(undone)
          : await fileAt(client.octokit, repo, pr.baseSha, checkout.toRepoPath(beforePath));
    }
    const recordPath = afterPath ?? beforePath;
    if (!recordPath) continue;
    versions.push({
      path: recordPath,
      ...(afterPath && beforePath && afterPath !== beforePath ? { previousPath: beforePath } : {}),
      before,
      after,
    });
  }
  return versions;
}

export async function runPullRequest(
  settings: Settings,
  client: Client,
  workerUrl?: URL,
): Promise<FlowResult> {
  const { octokit } = client;
  const repo: Repo = { owner: settings.owner, repo: settings.repo };
  const pr = pullRequestOf(settings.payload);
  const checkout = checkoutOf(settings);

  const prFiles = (await octokit.paginate(octokit.rest.pulls.listFiles, {
    ...repo,
    pull_number: pr.number,
    per_page: 100,
  })) as PullFile[];
  const touched = prFiles.filter(
    (f) =>
      checkout.toRecordPath(f.filename) ||
      (f.previous_filename && checkout.toRecordPath(f.previous_filename)),
  );
  const changedPaths = touched
    .filter((f) => f.status !== 'removed')
    .map((f) => checkout.toRecordPath(f.filename))
    .filter((p): p is string => p !== null);

  const validation = await validateFast(await checkout.readAll(), {
    only: changedPaths,
    ...(workerUrl ? { workerUrl } : {}),
  });
  const errorCount = countErrors(validation.diagnostics);
  const sections = [
    await annotate({
      octokit,
      repo,
      sha: pr.headSha,
      // Only the changed records are reported on: "N valid" counts those, not the whole tree.
      validation: { ...validation, files: changedPaths.filter(isRecordFile).length },
      noun: 'changed record file',
      fileOf: checkout.toRepoPath,
      failOnInvalid: settings.failOnInvalid,
      alwaysCheck: true,
    }),
  ];

  const versions = await recordVersions(client, repo, pr, touched, checkout);
  const { events } = buildEvents(
    [{ sha: pr.headSha, parents: [pr.baseSha], date: pr.updatedAt, message: pr.title, files: versions }],
    { repositoryUrl: settings.repositoryUrl, head: pr.headSha },
  );
  const preview = (max: number) =>
    previewMarkdown({ events, changedRecords: touched.length, errorCount }, max);
  sections.push(preview(500_000).replace(PREVIEW_MARKER, ''));

  if (settings.comment) {
    const outcome = await upsertComment(octokit, repo, pr.number, PREVIEW_MARKER, preview(COMMENT_LIMIT));
    if (outcome === 'forbidden') {
      core.notice(
        'The token cannot write pull request comments (a fork pull request?): the preview is in the job summary only.',
      );
    } else core.info(`Drift preview comment ${outcome}.`);
  }
  return {
    outputs: {
      valid: errorCount === 0,
      errorCount,
      eventsCount: 0,
      changedModels: [...new Set(events.map((e) => e.model.id))].sort(),
      pagesCommit: '',
    },
    sections,
  };
}
