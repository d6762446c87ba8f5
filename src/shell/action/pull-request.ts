// A pull request: validate the records it adds or changes (cross-record rules see the whole tree),
// annotate them on the head commit, and preview the feed events merging it would publish.
import * as core from '@actions/core';
import { buildEvents } from '../../core/events.js';
import { COMMENT_BYTES } from '../../core/report/byte-size.js';
import { countErrors } from '../../core/report/diagnostics-text.js';
import { PREVIEW_MARKER, previewMarkdown } from '../../core/report/preview.js';
import type { FileVersionChange, RegistryFile } from '../../core/types.js';
import { tokenLogin, upsertComment } from '../github/comment.js';
import { fileAt, type Repo } from '../github/commits-api.js';
import type { Client } from '../github/octokit.js';
import {
  type ChangedFile,
  previousVersion,
  type RecordFileChange,
  recordFileChanges,
} from '../github/record-files.js';
import { validateFast } from '../parallel/validate.js';
import { type Checkout, checkoutOf } from './checkout.js';
import { annotate, type FlowResult } from './report.js';
import type { Settings } from './settings.js';

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

/** The pull request's record files, as versions before (base) and after (this checkout). */
async function recordVersions(
  client: Client,
  repo: Repo,
  pr: PullRequest,
  changes: RecordFileChange[],
  checkout: Checkout,
  tree: RegistryFile[],
): Promise<FileVersionChange[]> {
  // The checkout was read once already, for validation.
  const read = new Map(tree.map((f) => [f.path, f]));
  const versions: FileVersionChange[] = [];
  for (const c of changes) {
    const file = read.get(c.path);
    const after =
      c.status === 'removed' ? null : file && 'bytes' in file ? file.bytes : await checkout.readOne(c.path);
    let before = previousVersion(c, after);
    if (before === undefined) {
      before = await fileAt(client.octokit, repo, pr.baseSha, checkout.toRepoPath(c.previousPath ?? c.path));
    }
    versions.push({
      path: c.path,
      ...(c.previousPath ? { previousPath: c.previousPath } : {}),
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
  })) as ChangedFile[];
  const touched = recordFileChanges(prFiles, checkout.toRecordPath);
  const changedPaths = touched.filter((c) => c.status !== 'removed').map((c) => c.path);

  const tree = await checkout.readAll();
  const validation = await validateFast(tree, {
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
      validation: { ...validation, files: changedPaths.length },
      noun: 'changed record file',
      fileOf: checkout.toRepoPath,
      failOnInvalid: settings.failOnInvalid,
      alwaysCheck: true,
    }),
  ];

  const versions = await recordVersions(client, repo, pr, touched, checkout, tree);
  const { events } = buildEvents(
    [{ sha: pr.headSha, parents: [pr.baseSha], date: pr.updatedAt, message: pr.title, files: versions }],
    { repositoryUrl: settings.repositoryUrl, head: pr.headSha },
  );
  const preview = (max: number) =>
    previewMarkdown({ events, changedRecords: touched.length, errorCount }, max);
  sections.push(preview(500_000).replace(PREVIEW_MARKER, ''));

  if (settings.comment) {
    // Only a comment of the token's own identity is ever edited: anyone can post the marker.
    const login = await tokenLogin(octokit, core.info);
    const outcome = await upsertComment(
      octokit,
      repo,
      pr.number,
      PREVIEW_MARKER,
      preview(COMMENT_BYTES),
      login,
    );
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
