// The whole engine as one pure step, shared by the CLI and the action: validate the registry at a
// commit, turn history into drift events, merge them into the existing feed, render every artifact.

import { hasErrors } from './diagnostics.js';
import { buildEvents } from './events.js';
import { customDomainSiteUrl, layoutSiteUrl, normalizeSiteUrl, repositoryName } from './feeds/site-url.js';
import type { PageRef } from './layout/pages.js';
import { type PublishedLayout, planIncremental, renderLayout } from './layout/render.js';
import type { Diagnostic, DriftEvent, FileSink, HistoryCommit, ValidationResult } from './types.js';
import { schema } from './validate/index.js';
import { modelIdFromPath } from './words.js';

export interface PublishInput<F extends FileSink = Map<string, string>> {
  /** The registry at `head`, validated with validateRegistry (its records feed the catalog). */
  validation: ValidationResult;
  /** Commits not yet in the feed (all of history for a full build), any order. */
  commits: HistoryCommit[];
  head: string;
  /** `https://github.com/owner/repo`: commit links and the feed's `repository`. */
  repositoryUrl: string;
  /** What the pages branch holds (incremental update), or null to build it from `commits` alone. */
  existing: PublishedLayout | null;
  /** Where the pages branch is served (absolute, ends in `/`); GitHub Pages' address by default. */
  siteUrl?: string;
  /**
   * The site's custom domain (checked with customDomainProblem): written to `CNAME`, where GitHub
   * Pages reads it for a branch-published site, and the site's address unless `siteUrl` names one.
   * Absent: no `CNAME` is written, and one already on the branch stays as it is.
   */
  cname?: string;
  /** The records' folder in the repository (RecordPaths.modelsDir): api/index.json records it. */
  modelsDir?: string;
  /** Where `artifacts` go (see LayoutInput.files); a new Map when absent. */
  files?: F;
  /** buildEvents of `commits`, when the caller worked them out already (beside the checks). */
  events?: ReturnType<typeof buildEvents>;
}

export type PublishPlan<F extends FileSink = Map<string, string>> =
  | { ok: false; validation: ValidationResult }
  | {
      ok: true;
      validation: ValidationResult;
      /** Events `commits` produced (newest first); events already in `existing` are not repeated. */
      added: DriftEvent[];
      warnings: Diagnostic[];
      /** Every file of the layout (a full rebuild), or only those this update changes. */
      full: boolean;
      /** Path on the pages branch → file contents to write (the caller's sink, when it gave one). */
      artifacts: F;
      /** Paths on the pages branch to remove (models that left the registry). */
      deletions: string[];
      /** The drift pages after this update, oldest first. */
      pages: PageRef[];
      /** Events in the whole feed after this update. */
      totalEvents: number;
    };

/**
 * The RSS channel. Its link is the site's changes page (`siteUrl` as siteUrlFor gives it), the page
 * Atom's alternate link and JSON Feed's home_page_url name: RSS 2.0's "HTML website corresponding to
 * the channel" (the repository, which it was, is the feed's author in the other two).
 */
export function channelFor(
  repositoryUrl: string,
  siteUrl: string,
): { title: string; link: string; description: string } {
  const name = repositoryName(repositoryUrl);
  return {
    title: `${name}: model registry drift`,
    link: `${siteUrl}drift.html`,
    description: `Field-level changes to the model records of ${name}, one item per commit and model.`,
  };
}

/** The file GitHub Pages reads a branch-published site's custom domain from, at the branch's root. */
export const CNAME_PATH = 'CNAME';

/**
 * The site's address: `siteUrl` (made to end in `/`) when given, else the custom domain's root
 * (`https://models.example.org/`: GitHub redirects the github.io address there), else GitHub Pages'
 * address of the repository (`https://github.com/acme/registry` → `https://acme.github.io/registry/`),
 * else the repository URL itself; the last three followed by `pagesDir`, the branch's folder the
 * layout is published in.
 */
export function siteUrlFor(repositoryUrl: string, siteUrl?: string, cname?: string, pagesDir = ''): string {
  if (siteUrl !== undefined && siteUrl.trim() !== '') {
    const given = normalizeSiteUrl(siteUrl);
    if (given === null) throw new Error(`site-url must be an absolute http(s) address, got "${siteUrl}"`);
    return given;
  }
  // pagesDir (readPagesDir's: '' or `a/b/`) is a folder of the branch, served under the branch's address.
  if (cname) return customDomainSiteUrl(cname) + pagesDir;
  return layoutSiteUrl(undefined, repositoryUrl) + pagesDir;
}

/**
 * The model ids of the record files `commits` change (any path maps to an id; one no record has
 * matches nothing). Bounded by the push, not by the registry.
 */
function changedModels(commits: HistoryCommit[]): Set<string> {
  const ids = new Set<string>();
  for (const c of commits) for (const f of c.files) ids.add(modelIdFromPath(f.path));
  return ids;
}

/** Nothing is rendered from an invalid registry. */
export function planPublish<F extends FileSink = Map<string, string>>(
  input: PublishInput<F>,
): PublishPlan<F> {
  const { validation } = input;
  if (hasErrors(validation.diagnostics)) return { ok: false, validation };
  const { events, warnings, updated } =
    input.events ?? buildEvents(input.commits, { repositoryUrl: input.repositoryUrl, head: input.head });
  const siteUrl = siteUrlFor(input.repositoryUrl, input.siteUrl, input.cname);
  const layout = {
    records: validation.records,
    schema,
    channel: channelFor(input.repositoryUrl, siteUrl),
    repository: input.repositoryUrl,
    head: input.head,
    siteUrl,
    modelsDir: input.modelsDir,
    files: input.files,
  };
  // Written by every publish, incremental ones too: a branch deleted by hand, or a CNAME edited
  // there, gets the domain back at the next push (one file, compared as any other: no extra commit).
  const withCname = <T extends FileSink>(files: T): T => {
    if (input.cname) files.set(CNAME_PATH, `${input.cname}\n`);
    return files;
  };
  const { existing } = input;
  if (existing === null) {
    const out = renderLayout({ ...layout, events, updated });
    return {
      ok: true,
      validation,
      added: events,
      warnings,
      full: true,
      artifacts: withCname(out.files),
      deletions: out.deletions,
      pages: out.pages,
      totalEvents: events.length,
    };
  }
  const known = new Set(existing.window.map((e) => e.id));
  const added = events.filter((e) => !known.has(e.id));
  const out = planIncremental({
    ...layout,
    previous: existing,
    added,
    changed: changedModels(input.commits),
    updated,
  });
  return {
    ok: true,
    validation,
    added,
    warnings,
    full: false,
    artifacts: withCname(out.files),
    deletions: out.deletions,
    pages: out.pages,
    totalEvents: out.pages.reduce((n, p) => n + p.events, 0),
  };
}
