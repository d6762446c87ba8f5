// Every file published to the pages branch, from data alone.
import { buildCatalog } from './catalog.js';
import { renderJson } from './render/json.js';
import { type RssChannel, renderRss } from './render/rss.js';
import type { DriftFeed, ParsedRecord } from './types.js';

export interface ArtifactsInput {
  records: ParsedRecord[];
  feed: DriftFeed;
  /** The source record v1 JSON Schema. */
  schema: object;
  channel: RssChannel;
}

/**
 * Pages-branch path → contents, in this order: `api.json`, `api/v1.json` (same bytes),
 * `drift.json`, `drift/v1.json` (same bytes), `drift.rss.xml`, `schema/source-record.v1.schema.json`.
 */
export function renderArtifacts(input: ArtifactsInput): Map<string, string> {
  const catalog = renderJson(buildCatalog(input.records));
  const { repository, head, events } = input.feed;
  const drift = renderJson({ feed_version: 1, repository, head, events });
  return new Map([
    ['api.json', catalog],
    ['api/v1.json', catalog],
    ['drift.json', drift],
    ['drift/v1.json', drift],
    ['drift.rss.xml', renderRss(input.feed, input.channel)],
    ['schema/source-record.v1.schema.json', renderJson(input.schema)],
  ]);
}
