// A pull request: validate the records it adds or changes (cross-record rules see the whole tree),
// annotate them on the head commit, and preview the feed events merging it would publish.
// On pull_request_target the checkout is the base branch: the pull request's versions are read as
// data through the API (contents at its head commit); nothing from it is checked out or executed.
import * as core from '@actions/core';
import { misnamedRecord } from '../../../core/record-path.js';
import { COMMENT_BYTES } from '../../../core/report/byte-size.js';
import { previewListing } from '../../../core/report/preview.js';
import { previewMarker, registryName } from '../../../core/report/registry-name.js';
import { tokenLogin, upsertComment } from '../../github/comment.js';
import type { Repo } from '../../github/commits-api.js';
import { type Client, withFailedRequest } from '../../github/octokit.js';
import { recordFileChanges } from '../../github/record-files.js';
import { validateFast } from '../../parallel/validate.js';
import { checkoutOf } from '../checkout.js';
import * as log from '../log.js';
import { validateAndAnnotate } from '../push.js';
import { type FlowResult, newProgress, type Progress } from '../report.js';
import type { Settings } from '../settings.js';
import { FilesUnlistedError, INCOMPLETE_NOTE, listPullFiles, PULL_FILES_CAP } from './files.js';
import { headLinks, underModels } from './head-links.js';
import { headTree, mergedHeadTree } from './head-tree.js';
import { pullRequestOf } from './payload.js';
import { FROM_BRANCH_POINT_NOTE, mergeEvents, notReadNote, previewContext } from './preview.js';
import { TARGET_READS_CAP } from './read-budget.js';
import { recordVersions, type TestMerge, testMergeBase } from './versions.js';

export async function runPullRequest(
  settings: Settings,
  client: Client,
  workerUrl?: URL,
  progress: Progress = newProgress(),
): Promise<FlowResult> {
  const { octokit } = client;
  const repo: Repo = { owner: settings.owner, repo: settings.repo };
  const pr = pullRequestOf(settings.payload, settings.defaultBranch);
  const checkout = checkoutOf(settings);

  // On pull_request, the run's reads through the contents API, head and earlier versions together;
  // pull_request_target counts its reads before any is made (refuseOverCap), so none here.
  const budget = settings.eventName === 'pull_request_target' ? undefined : { left: TARGET_READS_CAP };
  const { prFiles, incomplete, unlisted, listed, tree, later, merged, testMerge } = await log.phase(
    'Reading the pull request',
    async () => {
      let unlisted: string | undefined;
      const prFiles = await listPullFiles(client, repo, pr.number).catch((err: unknown) => {
        if (!(err instanceof FilesUnlistedError)) throw err;
        if (settings.eventName === 'pull_request_target') {
          throw new Error(
            `${err.message}: on pull_request_target the action reads the pull request only through that list, so ` +
              'it cannot validate it. Nothing was checked. Run it again later (GitHub may list it then), split the ' +
              'pull request, or validate it on pull_request, whose checkout holds the whole merged tree.',
            { cause: err },
          );
        }
        // The checkout is the merge commit, whole: every record in it is validated instead.
        unlisted = err.message;
        return [];
      });
      // At the cap the list may be cut short: a record past it would go unchecked.
      const incomplete = unlisted !== undefined || prFiles.length >= PULL_FILES_CAP;
      if (incomplete && settings.eventName === 'pull_request_target') {
        throw new Error(
          `pull request #${pr.number} changes ${PULL_FILES_CAP.toLocaleString('en-US')} files or more, and GitHub ` +
            'lists no more than that: on pull_request_target the action reads the pull request only through that ' +
            'list, so it cannot validate it. Nothing was checked. Split the pull request, or validate it on ' +
            'pull_request, whose checkout holds the whole merged tree.',
        );
      }
      const listed = recordFileChanges(prFiles, checkout.toRecordPath);

      const baseTree = await checkout.readAll();
      const later: string[] = [];
      const { tree, merged } =
        budget === undefined
          ? {
              tree: await headTree(client, repo, pr, listed, checkout, baseTree, later, {
                head: await headLinks(client, repo, pr, checkout, prFiles, listed),
              }),
              merged: [],
            }
          : await mergedHeadTree(
              client,
              repo,
              pr,
              listed,
              checkout,
              baseTree,
              later,
              settings.workspace,
              budget,
            );
      // What merging publishes is measured on the test merge commit, when that is the checkout.
      const mergeBase = budget === undefined ? null : await testMergeBase(settings.workspace, pr);
      const testMerge: TestMerge | null = mergeBase === null ? null : { ...mergeBase, records: baseTree };
      return { prFiles, incomplete, unlisted, listed, tree, later, merged, testMerge };
    },
  );
  if (later.length > 0) {
    log.notice(
      `Pull request #${pr.number} has moved on since this run's commit ${pr.headSha.slice(0, 7)}: ` +
        `${later.map(checkout.toRepoPath).join(', ')} ${later.length === 1 ? 'is' : 'are'} only in a newer commit, whose run checks ${later.length === 1 ? 'it' : 'them'}.`,
    );
  }
  const touched = listed.filter((c) => !later.includes(c.path));
  const changedPaths = touched.filter((c) => c.status !== 'removed').map((c) => c.path);
  // A record file named `.TOML` or `.toml.txt` is no record to the listing: this pull request added
  // or renamed it, so its problem is this pull request's to fix. The merge checkout's tree reports
  // it; on pull_request_target the tree is the base's and the listed records, so it is added here.
  const held = new Set(tree.map((f) => f.path));
  const exists = (repoPath: string) => {
    const as = checkout.toRecordPath(repoPath);
    return as !== null && held.has(as);
  };
  const files = [...tree];
  // Any other changed path the tree holds a problem for (a lab folder or the models folder committed
  // as a link) is this pull request's too: the push after merging would fail on it.
  const reported = new Set(changedPaths);
  for (const f of prFiles) {
    const at = f.status === 'removed' ? null : underModels(checkout.modelsDir, f.filename);
    if (at !== null && held.has(at) && !reported.has(at)) {
      reported.add(at);
      changedPaths.push(at);
    }
  }
  // The preview counts them as changed records it leaves out until they are renamed.
  let misnamedCount = 0;
  for (const f of prFiles) {
    const misnamed = f.status === 'removed' ? null : misnamedRecord(checkout, f.filename, exists);
    if (!misnamed) continue;
    misnamedCount++;
    changedPaths.push(misnamed.path);
    if (!held.has(misnamed.path)) files.push(misnamed);
  }
  const { errorCount } = await validateAndAnnotate({
    octokit,
    repo,
    sha: pr.headSha,
    checkName: registryName(settings.modelsDir),
    files,
    // Only the changed records are reported on (and counted), unless the list is incomplete.
    validate: (files) =>
      validateFast(files, {
        ...(incomplete ? {} : { only: changedPaths }),
        ...(workerUrl ? { workerUrl } : {}),
        modelsDir: checkout.modelsDir,
      }),
    noun: incomplete ? 'record file' : 'changed record file',
    fileOf: checkout.toRepoPath,
    // Links to the head commit's lines: the merge commit's may differ, and is gone once merged.
    repositoryUrl: settings.repositoryUrl,
    failOnInvalid: settings.failOnInvalid,
    alwaysCheck: true,
    // A fork's pull_request run gets a read-only token by design: said in a notice. From the
    // repository itself, or on pull_request_target (the base's token, fork or not), a token that
    // cannot write checks leaves a required check waiting: a warning.
    readOnlyExpected: pr.fromFork && settings.eventName !== 'pull_request_target',
    progress,
  });
  const { sections } = progress;

  const marker = previewMarker(settings.modelsDir);
  /**
   * Writes the preview comment (when `quiet`, only edits one already there, else logs `none`); a
   * failure is a warning.
   */
  const writeComment = async (text: string, quiet: boolean, none: string) => {
    // Only a comment of the token's own identity is ever edited: anyone can post the marker.
    // The check run and the summary carry the result already: a comment GitHub keeps refusing
    // (after the client's retries) is a warning, not a failed step.
    const outcome = await upsertComment(
      octokit,
      repo,
      pr.number,
      marker,
      text,
      () => tokenLogin(octokit, core.info),
      // A pull request of no record (a README edit, a dependency bump) gets no comment, so no
      // notification; a preview an earlier push left on it is corrected in place.
      { onlyUpdate: quiet },
    ).catch((err: unknown) => {
      const why = err instanceof Error ? withFailedRequest(err.message, err) : String(err);
      log.warning(
        `The drift preview comment could not be written (${why}): the preview is in the job summary only.`,
      );
      return 'failed' as const;
    });
    if (outcome === 'none') core.info(none);
    else if (outcome === 'forbidden') {
      log.notice(
        'The token cannot write pull request comments (no pull-requests: write under permissions:, or a fork pull request’s read-only token): the preview is in the job summary only.',
      );
    } else if (outcome === 'locked') {
      log.notice(
        'The pull request’s conversation is locked, so GitHub takes no new comment from the token: the preview is in the job summary only.',
      );
    } else if (outcome !== 'failed') core.info(`Drift preview comment ${outcome}.`);
  };

  const { events } = await log.phase('Previewing the drift', async () => {
    if (unlisted !== undefined) {
      // The events need the pull request's changes, which only that list gives on this event.
      const why =
        `${unlisted}: every record in the merged tree was validated, and there is no drift preview, as it ` +
        'needs that list. A later run may get it.';
      log.notice(why);
      sections.push(why);
      // No new comment (no notification) for a preview that is not there; an earlier one is corrected.
      if (settings.comment)
        await writeComment(`${marker}\n${why}`, true, 'No drift preview comment to correct.');
      return { events: [] };
    }
    const unread: string[] = [];
    // Those checked as merged would each take a request for their base version: not previewed.
    const asMerged = new Set(merged);
    const previewed = touched.filter((c) => !asMerged.has(c.path));
    // The earlier versions take what is left of the run's reads.
    const notRead: string[] = [];
    const versions = await recordVersions(
      client,
      repo,
      pr,
      previewed,
      checkout,
      tree,
      unread,
      { workspace: settings.workspace, ...(budget ? { budget } : {}), notRead },
      testMerge,
    );
    const { events, notes, leftOut } = await mergeEvents(
      settings,
      pr,
      testMerge?.base ?? pr.baseSha,
      checkout,
      versions,
    );
    const context = previewContext(events, versions);
    if (testMerge === null && events.length > 0) notes.push(FROM_BRANCH_POINT_NOTE);
    for (const n of notes) core.info(n);
    const note = incomplete ? `\n\n${INCOMPLETE_NOTE}` : '';
    if (incomplete) log.warning(INCOMPLETE_NOTE);
    // The command that lists every event, for a preview cut at its size limit.
    const diff = `model-registry diff ${pr.baseSha.slice(0, 7)}...${pr.headSha.slice(0, 7)}`;
    const preview = (max: number, summaryShows?: number) =>
      previewListing(
        {
          events,
          changedRecords: touched.length + misnamedCount,
          errorCount,
          leftOut: unread.length + leftOut.length + misnamedCount,
          ...(merged.length + notRead.length > 0
            ? { unread: notReadNote(merged, notRead, testMerge !== null) }
            : {}),
          rebaseCommits: pr.rebaseCommits,
          target: pr.target,
          notes,
          context,
          elsewhere: { diff, ...(summaryShows === undefined ? {} : { summaryShows }) },
          modelsDir: settings.modelsDir,
        },
        max - note.length,
      );
    const inSummary = preview(500_000);
    sections.push(inSummary.markdown.replace(marker, '') + note);

    if (settings.comment) {
      // Nothing to say on the pull request: no record touched (a cut-off list may hide some), no error.
      const quiet = touched.length === 0 && !incomplete && errorCount === 0;
      await writeComment(
        preview(COMMENT_BYTES, inSummary.shown).markdown + note,
        quiet,
        'No drift preview comment: this pull request changes no model records.',
      );
    }
    return { events };
  });
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
