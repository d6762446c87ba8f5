// A push: validate the whole registry; if it is valid (and publishing applies), merge the new
// commits' events into the feed on the pages branch and commit the artifacts there.
import * as core from '@actions/core';
import { parseFeed } from '../../core/feed.js';
import { hasErrors, planPublish } from '../../core/publish.js';
import { countErrors } from '../../core/report/diagnostics-text.js';
import type { DriftFeed } from '../../core/types.js';
import { validateRegistry } from '../../core/validate/index.js';
import type { Repo } from '../github/commits-api.js';
import { type Client, statusOf } from '../github/octokit.js';
import { PagesRaceError, readPages, writePages } from '../github/pages.js';
import { checkoutOf } from './checkout.js';
import { planHistory } from './history.js';
import { annotate, type FlowResult, type Outputs } from './report.js';
import type { Settings } from './settings.js';

const MAX_ATTEMPTS = 4;

export function shouldPublish(settings: Settings): boolean {
  if (settings.payload.deleted === true) return false; // a deleted branch: nothing to publish from
  if (settings.publish !== 'auto') return settings.publish === 'true';
  const branch = (settings.payload.repository as { default_branch?: string } | undefined)?.default_branch;
  return settings.eventName === 'push' && !!branch && settings.ref === `refs/heads/${branch}`;
}

function existingFeed(text: string | null): DriftFeed | null {
  if (text === null) return null;
  const parsed = parseFeed(text);
  if ('error' in parsed) {
    core.warning(
      `drift.json on the pages branch is unreadable (${parsed.error}); rebuilding the whole feed.`,
    );
    return null;
  }
  return parsed;
}

export async function runPush(settings: Settings, client: Client): Promise<FlowResult> {
  const { octokit } = client;
  const repo: Repo = { owner: settings.owner, repo: settings.repo };
  const checkout = checkoutOf(settings);
  const head = settings.sha;
  const files = await checkout.readAll();
  const validation = validateRegistry(files);
  const errorCount = countErrors(validation.diagnostics);
  const outputs: Outputs = {
    valid: errorCount === 0,
    errorCount,
    eventsCount: 0,
    changedModels: [],
    pagesCommit: '',
  };
  const sections = [
    await annotate({
      octokit,
      repo,
      sha: head,
      validation,
      fileOf: checkout.toRepoPath,
      failOnInvalid: settings.failOnInvalid,
      alwaysCheck: false,
    }),
  ];
  if (hasErrors(validation.diagnostics)) {
    sections.push('Nothing was published: the registry is invalid.');
    return { outputs, sections };
  }
  if (!shouldPublish(settings)) {
    core.info(
      settings.publish === 'false'
        ? 'Not publishing: publish is "false".'
        : 'Not publishing: publish is "auto" and this is not a push to the default branch.',
    );
    return { outputs, sections };
  }

  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const pages = await readPages(octokit, repo, settings.pagesBranch);
    const existing = existingFeed(pages?.feedText ?? null);
    const history = await planHistory({
      octokit,
      repo,
      workspace: settings.workspace,
      checkout,
      headFiles: files,
      feedHead: existing?.head ?? null,
      head,
      forced: Boolean(settings.payload.forced),
    });
    if (history.kind === 'up-to-date' && existing && existing.head !== head) {
      core.info(
        `The pages branch already holds a feed built from a newer commit (${existing.head}); nothing to do.`,
      );
      break;
    }
    const commits = history.kind === 'up-to-date' ? [] : history.commits;
    const plan = planPublish({
      validation,
      commits,
      head,
      repositoryUrl: settings.repositoryUrl,
      existing: history.kind === 'full' ? null : existing,
    });
    if (!plan.ok) break; // cannot happen: the validation above found no errors
    for (const w of plan.warnings)
      core.warning(w.message, { file: checkout.toRepoPath(w.file), title: w.rule });
    try {
      const sha = await writePages(octokit, repo, {
        branch: settings.pagesBranch,
        base: pages,
        files: plan.artifacts,
        message: `Publish model registry for ${head.slice(0, 7)}\n\n${plan.added.length} new drift events.`,
      });
      outputs.eventsCount = plan.added.length;
      outputs.changedModels = [...new Set(plan.added.map((e) => e.model.id))].sort();
      outputs.pagesCommit = sha ?? '';
      sections.push(
        sha
          ? `Published ${plan.added.length} new drift event${plan.added.length === 1 ? '' : 's'} to \`${settings.pagesBranch}\` (${sha.slice(0, 7)}).`
          : `\`${settings.pagesBranch}\` is already up to date: nothing to commit.`,
      );
      break;
    } catch (err) {
      const denied = statusOf(err) === 403 || statusOf(err) === 404;
      if (denied && !/rate limit/i.test((err as Error).message)) {
        throw new Error(
          `cannot write to the ${settings.pagesBranch} branch (HTTP ${statusOf(err)}: ${(err as Error).message}); ` +
            'the token needs "contents: write" (add it under permissions: in the workflow)',
        );
      }
      if (!(err instanceof PagesRaceError) || attempt === MAX_ATTEMPTS) throw err;
      const wait = 250 * 2 ** attempt;
      core.info(`${err.message}; reading it again and retrying in ${wait} ms (attempt ${attempt + 1}).`);
      await new Promise((r) => setTimeout(r, wait));
    }
  }
  return { outputs, sections };
}
