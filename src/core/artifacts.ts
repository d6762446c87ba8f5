// Every file published to the pages branch, from data alone (a full rebuild).
import { renderLayout } from './layout/render.js';
import type { RssChannel } from './render/rss.js';
import type { DriftFeed, ParsedRecord } from './types.js';

export interface ArtifactsInput {
  records: ParsedRecord[];
  /** The whole feed, newest first. */
  feed: DriftFeed;
  /** The source record v1 JSON Schema. */
  schema: object;
  channel: RssChannel;
}

/**
 * Pages-branch path → contents: `api.json`, `api/v1.json` (same bytes), `api/index.json`, one
 * `api/models/<id>.json` per model, `drift.json`, `drift/v1.json` (same bytes), the
 * `drift/pages/*.json` once there is more than one page, `drift.rss.xml`, `drift.atom.xml`,
 * `drift.feed.json`, `feeds/models/<id>.{atom.xml,feed.json}`, `feeds/labs/<lab>.{atom.xml,feed.json}`,
 * `schema/source-record.v1.schema.json`. See docs/decisions.md "Published layout".
 */
export function renderArtifacts(input: ArtifactsInput): Map<string, string> {
  return renderLayout({
    records: input.records,
    schema: input.schema,
    channel: input.channel,
    repository: input.feed.repository,
    head: input.feed.head,
    events: input.feed.events,
  }).files;
}
