// Publishing a valid registry: merge the new commits' events into the feed on the pages branch and
// commit the artifacts there, re-reading and retrying when another run moved the branch meanwhile.
import * as core from '@actions/core';
import { modelId } from '../../core/catalog.js';
import { historyLine, historyPosition } from '../../core/events.js';
import { newerLayout, newerLayoutRefusal, readPublished } from '../../core/layout/published.js';
import { OWNED_FOLDERS, ownedFiles, type PublishedLayout } from '../../core/layout/render.js';
import { rootLayoutIsOurs } from '../../core/pages-dir.js';
import { type PublishPlan, planPublish, siteUrlFor } from '../../core/publish.js';
import { escapeInline } from '../../core/report/markdown.js';
import { visibleControls, visibleControlsButBreaks } from '../../core/report/workflow-commands.js';
import type { Diagnostic, DriftEvent, ValidationResult } from '../../core/types.js';
import { counted, firstFew } from '../../core/words.js';
import { fileAt } from '../github/commits-api.js';
import { githubMessage, isArchived, statusOf, tokenRefused } from '../github/octokit.js';
import {
  gitBlobSha,
  PagesRaceError,
  PagesRulesetError,
  type PagesState,
  readPages,
  writePages,
} from '../github/pages.js';
import { publishedBlobs } from '../github/pages-tree.js';
import { gitFetches, type HistoryInput, type HistoryPlan, planFull, planHistory } from './history.js';
import * as log from './log.js';
import { type Outputs, WORKFLOW_COMMAND_LIMIT } from './report.js';

export interface PublishInput extends Omit<HistoryInput, 'feedHead' | 'published' | 'fetched'> {
  /** The validation of `headFiles` (without errors). */
  validation: ValidationResult;
  pagesBranch: string;
  /** pages-dir input: '' (the branch's root) or the branch's folder the layout goes in, ending in `/`. */
  pagesDir?: string;
  repositoryUrl: string;
  /** site-url input: where the pages branch is served (feed self links); Pages' address when absent. */
  siteUrl?: string;
  /** cname input: the custom domain every publish writes to CNAME; absent, a CNAME there stays. */
  cname?: string;
}

export interface PublishOptions {
  /** Writes tried before a race is given up (default 4). */
  maxAttempts?: number;
  /** Wait before attempt `attempt + 1` (the client's raceBackoffMs by default); tests pass `() => 0`. */
  retryDelayMs?: (attempt: number) => number;
}

export interface PublishOutcome {
  outputs: Pick<Outputs, 'eventsCount' | 'changedModels' | 'pagesCommit'>;
  /** One line for the job summary, or '' when there was nothing to do. */
  section: string;
}

/** A full commit id: SHA-1, or SHA-256 in a repository that uses it. */
const COMMIT_SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

/** A pages branch the action wrote that this version cannot publish on: why it is rebuilt in full. */
export interface Unusable {
  unusable: string;
}

/**
 * What the pages branch holds; else, when the layout must be rebuilt in full, null when nothing was
 * published yet (no drift.json nor api/index.json), or why what it holds is unusable (with a warning
 * when it is unreadable): the layout before pages or an older layout_version, text that does not
 * parse or has a shape that would fail every later publish. Throws, before anything is written, when
 * a newer version of the action wrote the branch: someone pinning an older release would downgrade it.
 */
export function existingLayout(
  feedText: string | null,
  indexText: string | null,
  branch: string,
): PublishedLayout | Unusable | null {
  const newer = newerLayout(indexText);
  if (newer !== null) {
    throw new Error(
      `${newerLayoutRefusal(`the ${branch} branch`, newer)} Nothing was published. ` +
        'Upgrade the action (the version in your workflow\'s "uses:" line) to the release that wrote the branch or a later one, ' +
        `or delete the ${branch} branch to have this version rebuild it.`,
    );
  }
  if (feedText === null && indexText === null) return null;
  const parsed = readPublished(feedText, indexText);
  // git and the compare API would resolve a hand-edited "main" or "HEAD" to the pushed commit
  // itself: the feed would count as newer than every push, and nothing would be published again.
  const read =
    'reason' in parsed || COMMIT_SHA.test(parsed.head)
      ? parsed
      : ({
          reason: `its head ${JSON.stringify(parsed.head.slice(0, 80))} is not a commit id`,
          warn: true,
          file: 'drift.json',
        } as const);
  if ('reason' in read) {
    if (read.warn)
      log.warning(
        `${read.file} on the pages branch is unreadable (${read.reason}); rebuilding the whole feed.`,
      );
    else core.info(`${read.reason}; rebuilding the whole layout.`);
    // Kept for the notice and the summary: the rebuilt feed's events are not new ones. The reasons
    // quote the branch's text (a parser's message): controls shown.
    return {
      unusable: visibleControls(
        read.warn ? `${read.file} on the pages branch was unreadable (${read.reason})` : read.reason,
      ),
    };
  }
  return read;
}

/**
 * Why a layout rendered for other addresses than `rendered` must be rebuilt in full, or null: a
 * renamed repository, a new site-url or cname (every model's feed and page holds them, and a push
 * rewrites only the models it touches). The layout stays known, so the push is judged as any other
 * (a late run still publishes nothing, a rewrite still says which events it dropped) and only a
 * push that would publish rebuilds. The reason names the new address alone: it goes to the notice
 * and the summary, and the old one is the branch's text.
 */
export function addressChange(
  existing: PublishedLayout,
  rendered: { repository: string; siteUrl: string },
): string | null {
  const [detail, reason] =
    existing.repository !== rendered.repository
      ? [
          `the repository's address changed from ${existing.repository} to ${rendered.repository}`,
          `the repository's address changed to ${rendered.repository}`,
        ]
      : existing.siteUrl === null
        ? [
            "api/index.json does not say which site address its feeds' links were made for",
            "api/index.json did not say which site address its feeds' links were made for",
          ]
        : existing.siteUrl !== rendered.siteUrl
          ? [
              `the site's address changed from ${existing.siteUrl} to ${rendered.siteUrl}`,
              `the site's address changed to ${rendered.siteUrl}`,
            ]
          : [null, null];
  if (detail === null) return null;
  // Addresses come from the branch's own files: controls shown, not obeyed.
  core.info(`${visibleControls(detail)}; rebuilding the whole layout, whose links name it.`);
  return reason;
}

/**
 * Why a layout built from another models-dir than `modelsDir` must be rebuilt in full, or null: its
 * catalog would come from this folder and its feed from the other's history. Judged as addressChange
 * is. A branch from before `models_dir` was recorded counts as built from `models`, the default
 * nearly every registry uses, so upgrading rebuilds only those in another folder (once).
 */
export function modelsDirChange(existing: PublishedLayout, modelsDir: string): string | null {
  if ((existing.modelsDir ?? 'models') === modelsDir) return null;
  const [detail, reason] =
    existing.modelsDir === null
      ? [
          'api/index.json does not say which models-dir it was built from',
          'api/index.json did not say which models-dir it was built from',
        ]
      : [
          `models-dir changed from ${existing.modelsDir} to ${modelsDir}`,
          `models-dir changed to ${modelsDir}`,
        ];
  // The old folder is the branch's text: controls shown, not obeyed.
  core.info(`${visibleControls(detail)}; rebuilding the whole layout, whose catalog and feed come from it.`);
  return reason;
}

/**
 * Why a branch whose feed is at this commit must be rebuilt all the same, or null: the first file it
 * should hold that is missing (deleted by hand) and that this run would not write anyway, `writing`
 * being what it writes (drift.json, the catalog documents, the registry-wide feeds, the site). Those
 * are a model's file and feeds, a lab's feeds (a push rewrites only the ones it changes) and the drift
 * pages drift.json lists (only a full rebuild writes a page older than its window). One listing of
 * the folders they are in while it fits (see publishedBlobs).
 */
async function missingFile(
  input: PublishInput,
  pages: PagesState,
  existing: PublishedLayout,
  writing: ReadonlyMap<string, string>,
): Promise<string | null> {
  // One page: drift.json alone, no page files.
  const pagePaths = existing.pages.length < 2 ? [] : existing.pages.map((p) => p.path);
  const owned = ownedFiles(input.validation.records.map(modelId)).filter((path) => !writing.has(path));
  const wanted = [...pagePaths, ...owned];
  if (wanted.length === 0) return null;
  const folders = [
    ...new Set(wanted.filter((path) => path.includes('/')).map((path) => path.split('/')[0]!)),
  ];
  const dir = input.pagesDir ?? '';
  const held = await publishedBlobs(
    input.octokit,
    input.repo,
    pages.treeSha,
    input.pagesBranch,
    folders,
    dir,
  );
  const page = pagePaths.find((path) => !held.has(path));
  if (page) return `${dir}${page}, which ${dir}drift.json lists, is missing from the pages branch`;
  const file = owned.find((path) => !held.has(path));
  return file ? `${dir}${file}, a file the action owns, is missing from the pages branch` : null;
}

/** The files releases before the site wrote: a rebuild replacing them takes nothing of the owner's. */
const BEFORE_SITE = /^(?:api\.json$|api\/|drift\.json$|drift\.rss\.xml$|drift\/|schema\/)/;

/**
 * What the first publish of the site changed of a branch that held none: one the action had never
 * written (no drift.json, no api/index.json), or one an older release wrote before the site (no
 * .nojekyll), beside which its owner may serve a site of their own, whose index.html, feeds/ or
 * Markdown pages (Jekyll turned off by .nojekyll) it would otherwise replace unsaid. null when it
 * changed none of it.
 */
function takeoverNote(
  branch: string,
  before: string,
  held: ReadonlyMap<string, string>,
  files: ReadonlyMap<string, string>,
  removed: ReadonlySet<string>,
  ours: (path: string) => boolean = () => false,
  /** pages-dir: `held`, `files` and `removed` are this folder's (the root's when ''). */
  dir = '',
): string | null {
  const replaced = [...files]
    .filter(([path, content]) => held.has(path) && !ours(path) && held.get(path) !== gitBlobSha(content))
    .map(([path]) => dir + path)
    .sort();
  const deleted = [...removed]
    .filter((path) => held.has(path) && !ours(path))
    .map((path) => dir + path)
    .sort();
  // Only the root's .nojekyll tells GitHub Pages how to build the branch.
  const jekyll =
    dir === '' &&
    files.has('.nojekyll') &&
    !held.has('.nojekyll') &&
    [...held.keys()].some((path) => path === '_config.yml' || /\.(?:md|markdown)$/i.test(path));
  const changes = [
    ...(replaced.length > 0 ? [`replaced ${firstFew(replaced, 5)}`] : []),
    ...(deleted.length > 0 ? [`deleted ${firstFew(deleted, 5)}`] : []),
    ...(jekyll
      ? [
          'added .nojekyll, so GitHub Pages no longer builds the branch with Jekyll (its Markdown pages are served as text)',
        ]
      : []),
  ];
  if (changes.length === 0) return null;
  return (
    `This first publish of the site to ${branch} changed files the branch already held: ${changes.join('; ')}. ` +
    `Their earlier versions stay in its history (${before.slice(0, 7)}); files at other paths are kept. ` +
    (dir === ''
      ? 'To keep a site of your own there, move it, or publish into a folder of the branch (pages-dir) or to another branch (pages-branch).'
      : `To keep those files, move them out of ${dir} or publish into another folder (pages-dir).`)
  );
}

/**
 * After the first publish into a pages-dir folder: when the branch's root holds this registry's
 * layout (pages-dir was empty before), that it stays as it was, its feeds frozen, so its subscribers
 * can be moved; null when the root holds none, or a second registry's. One request, on that publish only.
 */
async function rootLeftNote(input: PublishInput, before: string, siteUrl: string): Promise<string | null> {
  const index = await fileAt(input.octokit, input.repo, before, 'api/index.json');
  if (!index || !rootLayoutIsOurs(new TextDecoder().decode(index), input.checkout.modelsDir)) return null;
  return (
    `The layout published at the root of ${input.pagesBranch} is left as it was (the action never deletes outside pages-dir) and is no longer updated: ` +
    `its feeds' subscribers get no new events. Point them to ${siteUrl}, then delete the root's files of the layout by hand.`
  );
}

/**
 * After a rebuild: the published events (drift.json's window) the new feed no longer holds, those
 * of commits a rewrite or a reset took off the branch, said once. Subscribers keep what they
 * fetched, and the pages branch, never force-pushed, keeps every earlier version of the files: a
 * maintainer who rewrote history to take a secret out must be told where it still is. null when
 * nothing left the feed.
 */
export function droppedNote(
  branch: string,
  window: readonly DriftEvent[],
  kept: readonly DriftEvent[],
  cname?: string,
): string | null {
  const ids = new Set(kept.map((e) => e.id));
  const gone = window.filter((e) => !ids.has(e.id));
  if (gone.length === 0) return null;
  const shas = [...new Set(gone.map((e) => e.commit.sha.slice(0, 7)))];
  const one = gone.length === 1;
  return (
    `${gone.length} published drift event${one ? '' : 's'}, of ${firstFew(shas)}, ${one ? 'is' : 'are'} no longer in the feed: ` +
    `feed readers that fetched ${one ? 'it keep it' : 'them keep them'}. Earlier versions of the published files stay in the history of ${branch} (the action never force-pushes): ` +
    `if the rewrite removed something that must not stay public, delete the ${branch} branch and run the workflow again, which rebuilds it without that history ` +
    // GitHub Pages drops a custom domain whose CNAME file leaves the branch.
    (cname
      ? `(CNAME is written again from the cname input; keep a copy of any other file of your own).`
      : '(keep a copy of any file of your own; for a custom domain, set the cname input first, or its CNAME file is lost with the branch).')
  );
}

/**
 * The history's warnings (old versions left out of the feed), each once per run. GitHub shows 10
 * warning annotations a step: past that, nine are annotated, the tenth says how many more there
 * are, and those go to the log as lines. No annotation line: it is the old version's, not the file's
 * now, so where a version does not parse is said in the text, as validate gives it (`line 8, column 7`).
 * Controls shown, as in every annotation (and a log line keeps to one line: no command in it).
 */
function historyWarnings(
  warnings: Diagnostic[],
  toRepoPath: (path: string) => string,
  warned: Set<string>,
): void {
  const fresh = warnings.filter((w) => {
    const key = `${w.file}\0${w.rule}\0${w.message}`;
    return !warned.has(key) && warned.add(key);
  });
  const annotated = fresh.length > WORKFLOW_COMMAND_LIMIT ? WORKFLOW_COMMAND_LIMIT - 1 : fresh.length;
  for (const w of fresh.slice(0, annotated)) {
    const at = historyPosition(w);
    const message = at ? `line ${at.line}, column ${at.column}: ${w.message}` : w.message;
    log.warning(visibleControlsButBreaks(message), { file: toRepoPath(w.file), title: w.rule });
  }
  const rest = fresh.slice(annotated);
  if (rest.length === 0) return;
  log.warning(
    `${rest.length} more old record versions are left out of the drift feed; GitHub shows ${WORKFLOW_COMMAND_LIMIT} warnings a step, so they are listed in this step's log.`,
  );
  for (const w of rest) core.info(historyLine(w, toRepoPath(w.file)));
}

/** One attempt's reading: nothing to publish, or what to write on top of what. */
type Planned =
  | { nothing: PublishOutcome }
  | {
      pages: PagesState | null;
      existing: PublishedLayout | null;
      /** Why the branch's layout, written by the action, could not be read on. */
      unusable: string | null;
      history: HistoryPlan;
      plan: Extract<PublishPlan, { ok: true }>;
    };

export async function publishWithRetry(
  input: PublishInput,
  options: PublishOptions & Required<Pick<PublishOptions, 'retryDelayMs'>>,
): Promise<PublishOutcome> {
  const { octokit, repo, head, pagesBranch: branch } = input;
  const dir = input.pagesDir ?? '';
  // The address the feeds link, in the pages-dir folder when the site-url input does not give it.
  const siteUrl = siteUrlFor(input.repositoryUrl, input.siteUrl, input.cname, dir);
  const maxAttempts = options.maxAttempts ?? 4;
  const delay = options.retryDelayMs;
  const fetched = gitFetches(); // a lost race retries the plan, not git fetches that already ran
  const warned = new Set<string>(); // a retried plan finds the same old versions again
  for (let attempt = 1; ; attempt++) {
    const planned = await log.phase(`Reading ${branch} and the history`, async (): Promise<Planned> => {
      const pages = await readPages(octokit, repo, branch, log.warning, dir);
      const read = existingLayout(pages?.feedText ?? null, pages?.indexText ?? null, branch);
      const existing = read && 'unusable' in read ? null : read;
      const unusable = read && 'unusable' in read ? read.unusable : null;
      const planning = { ...input, feedHead: existing?.head ?? null, published: pages !== null, fetched };
      let history = await planHistory(planning);
      // Only a push that publishes this commit rebuilds for new addresses or another models-dir: a
      // late or behind one leaves the feed to the newer push's run, and a rewrite is rebuilt already.
      const moved =
        existing &&
        (history.kind === 'incremental' ||
          (history.kind === 'up-to-date' && history.late === undefined && existing.head === head)) &&
        (addressChange(existing, {
          repository: input.repositoryUrl,
          siteUrl,
        }) ??
          modelsDirChange(existing, input.checkout.modelsDir));
      if (moved) history = await planFull(planning, moved);
      const nothing: PublishOutcome = {
        outputs: { eventsCount: 0, changedModels: [], pagesCommit: '' },
        section: history.kind === 'up-to-date' ? (history.late ?? '') : '',
      };
      if (history.kind === 'up-to-date' && history.late !== undefined) return { nothing };
      if (history.kind === 'up-to-date' && existing && existing.head !== head) {
        // Said as a late run on the rebuild path says it (stillTip): not only in a folded log line.
        const why = `the feed on ${branch} is already at ${existing.head.slice(0, 7)}, a commit after this run's ${head.slice(0, 7)}.`;
        log.notice(`Publishing nothing: ${why}`);
        return { nothing: { ...nothing, section: `Nothing was published: ${why}` } };
      }
      const planFor = (from: HistoryPlan) =>
        planPublish({
          validation: input.validation,
          commits: from.kind === 'up-to-date' ? [] : from.commits,
          head,
          repositoryUrl: input.repositoryUrl,
          siteUrl,
          cname: input.cname,
          modelsDir: input.checkout.modelsDir,
          existing: from.kind === 'full' ? null : existing,
        });
      let plan = planFor(history);
      // A re-run or a manual run of the published commit (a push never lists the branch: that would
      // cost every push a request) checks that the files it would not write itself are there.
      if (plan.ok && history.kind === 'up-to-date' && pages && existing?.head === head) {
        const missing = await missingFile(input, pages, existing, plan.artifacts);
        if (missing) {
          history = await planFull(planning, missing);
          plan = planFor(history);
        }
      }
      if (!plan.ok) return { nothing }; // cannot happen: the caller publishes a valid registry only
      return { pages, existing, unusable, history, plan };
    });
    if ('nothing' in planned) return planned.nothing;
    const { pages, existing, unusable, history, plan } = planned;
    historyWarnings(plan.warnings, input.checkout.toRepoPath, warned);
    const foreign = Boolean(pages && pages.feedText === null && pages.indexText === null);
    // A rebuild lists the branch: one without .nojekyll never held the site (a release before it).
    const siteless = Boolean(pages && plan.full && !foreign);
    let takeover: string | null = null;
    try {
      const sha = await log.phase(`Publishing to ${branch}`, () =>
        writePages(octokit, repo, {
          branch,
          dir,
          base: pages,
          files: plan.artifacts,
          deletions: plan.deletions,
          prune: plan.full ? [...OWNED_FOLDERS] : [],
          changesOnly: !plan.full,
          ...(pages && (foreign || siteless)
            ? {
                onListed: (held: ReadonlyMap<string, string>, removed: ReadonlySet<string>) => {
                  if (foreign)
                    takeover = takeoverNote(
                      branch,
                      pages.commitSha,
                      held,
                      plan.artifacts,
                      removed,
                      undefined,
                      dir,
                    );
                  else if (!held.has('.nojekyll'))
                    takeover = takeoverNote(branch, pages.commitSha, held, plan.artifacts, removed, (path) =>
                      BEFORE_SITE.test(path),
                    );
                },
              }
            : {}),
          message: `Publish model registry for ${head.slice(0, 7)}\n\n${plan.added.length} new drift events.`,
        }),
      );
      const n = plan.added.length;
      // A rebuild of a published feed (a rewrite, a reset, a layout this version cannot read on) says
      // so: its events are the whole feed, not new ones, and subscribers' readers may show the
      // rewritten commits' items again. An unusable layout's reason is more telling than the plan's.
      const rebuilt = history.kind !== 'full' ? null : existing !== null ? history.reason : unusable;
      // An unusable layout's reason quotes the branch's text (a parser's message): escaped as record data is.
      const said = rebuilt && existing === null ? escapeInline(rebuilt) : rebuilt;
      if (sha && rebuilt) log.notice(`Rebuilt the whole drift feed: ${rebuilt}.`);
      const dropped =
        sha && rebuilt && existing ? droppedNote(branch, existing.window, plan.added, input.cname) : null;
      if (dropped) log.warning(dropped); // commit ids and fixed words: nothing to escape
      if (sha && takeover) log.warning(visibleControls(takeover)); // path names are the branch owner's
      const rootLeft =
        sha && dir !== '' && pages && existing === null && unusable === null
          ? await rootLeftNote(input, pages.commitSha, siteUrl)
          : null;
      if (rootLeft) log.notice(rootLeft);
      // Said once the write is done (a lost race plans again, and would say it again).
      const movedOn = history.kind === 'incremental' ? history.movedOn : undefined;
      if (movedOn) log.notice(movedOn);
      return {
        outputs: {
          eventsCount: n,
          changedModels: [...new Set(plan.added.map((e) => e.model.id))].sort(),
          pagesCommit: sha ?? '',
        },
        section:
          (!sha
            ? `\`${branch}\` is already up to date: nothing to commit.`
            : rebuilt
              ? `Rebuilt the whole feed (${said}): ${counted(n, 'drift event')} in all, published to \`${branch}\` (${sha.slice(0, 7)}).`
              : `Published ${counted(n, 'new drift event')} to \`${branch}\` (${sha.slice(0, 7)}).`) +
          (dropped ? `\n\n${escapeInline(dropped)}` : '') +
          // The branch's file names are Markdown here: escaped as record data is.
          (sha && takeover ? `\n\n${escapeInline(takeover)}` : '') +
          (rootLeft ? `\n\n${escapeInline(rootLeft)}` : '') +
          (movedOn ? `\n\n${movedOn}` : ''),
      };
    } catch (err) {
      const refusal = writeRefusal(err, branch);
      if (refusal) throw new Error(refusal, { cause: err });
      if (err instanceof PagesRulesetError) throw err; // a rule, not a race: retrying cannot help
      if (!(err instanceof PagesRaceError)) throw err;
      if (attempt >= maxAttempts) throw new Error(racesLost(err, branch, attempt), { cause: err });
      const wait = delay(attempt);
      core.info(`${err.message}; reading it again and retrying in ${wait} ms (attempt ${attempt + 1}).`);
      await new Promise((r) => setTimeout(r, wait));
    }
  }
}

/**
 * What a refused write means, or null when it is no refusal: a missing permission only when GitHub
 * says so (any 403 would blame the token for an archived repository or an organization's policy).
 */
function writeRefusal(err: unknown, branch: string): string | null {
  const status = statusOf(err);
  if (status !== 403 && status !== 404) return null;
  const said = `HTTP ${status}: ${githubMessage(err).replace(/\s+/g, ' ').trim()}`;
  if (isArchived(err))
    return `cannot write to the ${branch} branch: the repository is archived: unarchive it to publish (${said})`;
  if (tokenRefused(err))
    return (
      `cannot write to the ${branch} branch (${said}); the token needs "contents: write" ` +
      (/personal access token/i.test(said)
        ? '(a personal access token: read and write access to Contents of this repository)'
        : '(add it under permissions: in the workflow)')
    );
  // A rate limit the client gave up on is a 403 too: its own message says what it is.
  if (status === 403 && !/rate limit/i.test(said)) return `cannot write to the ${branch} branch (${said})`;
  return null;
}

/** The last lost race: how often, what it left (nothing published), and what likely caused it. */
function racesLost(err: PagesRaceError, branch: string, attempts: number): string {
  const said = `${err.message}; gave up after ${attempts} attempts, so nothing was published`;
  return err.moved
    ? `${said}, and the next run publishes these commits too. Something else keeps writing to ${branch}: ` +
        'another workflow or action publishing to this branch, or runs of this workflow without the concurrency: group the README prescribes'
    : `${said}: re-run the job, or the next run publishes these commits too`;
}
