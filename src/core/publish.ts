// The whole engine as one pure step, shared by the CLI and the action: validate the registry at a
// commit, turn history into drift events, merge them into the existing feed, render every artifact.

import { renderArtifacts } from './artifacts.js';
import { hasErrors } from './diagnostics.js';
import { buildEvents } from './events.js';
import { mergeFeed } from './feed.js';
import type { Diagnostic, DriftEvent, DriftFeed, HistoryCommit, ValidationResult } from './types.js';
import { schema } from './validate/index.js';

export interface PublishInput {
  /** The registry at `head`, validated with validateRegistry (its records feed the catalog). */
  validation: ValidationResult;
  /** Commits not yet in the feed (all of history for a full build), any order. */
  commits: HistoryCommit[];
  head: string;
  /** `https://github.com/owner/repo`: commit links and the feed's `repository`. */
  repositoryUrl: string;
  /** The feed already published (incremental update), or null to build it from `commits` alone. */
  existing: DriftFeed | null;
}

export type PublishPlan =
  | { ok: false; validation: ValidationResult }
  | {
      ok: true;
      validation: ValidationResult;
      /** Events `commits` produced (newest first); events already in `existing` are not repeated. */
      added: DriftEvent[];
      warnings: Diagnostic[];
      feed: DriftFeed;
      /** Path on the pages branch → file contents. */
      artifacts: Map<string, string>;
    };

export function channelFor(repositoryUrl: string): { title: string; link: string; description: string } {
  const name = repositoryUrl.replace(/^https?:\/\/[^/]+\//, '') || repositoryUrl;
  return {
    title: `${name}: model registry drift`,
    link: repositoryUrl,
    description: `Field-level changes to the model records of ${name}, one item per commit and model.`,
  };
}

/** Nothing is rendered from an invalid registry. */
export function planPublish(input: PublishInput): PublishPlan {
  const { validation } = input;
  if (hasErrors(validation.diagnostics)) return { ok: false, validation };
  const { events, warnings } = buildEvents(input.commits, {
    repositoryUrl: input.repositoryUrl,
    head: input.head,
  });
  const known = new Set(input.existing?.events.map((e) => e.id));
  const added = events.filter((e) => !known.has(e.id));
  const feed = mergeFeed(input.existing, events, input.head, input.repositoryUrl);
  const artifacts = renderArtifacts({
    records: validation.records,
    feed,
    schema,
    channel: channelFor(input.repositoryUrl),
  });
  return { ok: true, validation, added, warnings, feed, artifacts };
}
