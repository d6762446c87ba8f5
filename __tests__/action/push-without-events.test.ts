// A push can change a record's data without a drift event: keyed arrays (profiles, sources, charges)
// are compared by id, so reordering them is no change to the feed, yet the record's own file, its
// new-model summary and api.json do change. The pages branch must still equal a full rebuild.

import { ZERO_SHA } from '../harness/run-action.js';
import { record } from '../helpers/records.js';
import { builtLayout, publishedLayout } from './layout-compare.js';
import { createWorld, publish, type World } from './push-setup.js';

const API = `
[[sources]]
id = "api"
kind = "api_reference"
url = "https://example.org/acme/one/api"
retrieved_on = 2026-08-10
`;

/** The record with a second source, after its first (`first: 'docs'`) or before it. */
function withTwoSources(first: 'docs' | 'api'): string {
  const text = record('acme', 'one');
  const at = text.indexOf('[[sources]]');
  return first === 'docs' ? `${text}${API}` : `${text.slice(0, at)}${API.slice(1)}\n${text.slice(at)}`;
}

let world: World;
beforeAll(async () => {
  world = await createWorld();
});
afterAll(() => world.close());

it("a push that only reorders a record's sources rewrites its file and feeds: equal to a full rebuild", async () => {
  const c1 = await world.origin.commit({
    files: { 'models/acme/one.toml': withTwoSources('docs'), 'models/beta/two.toml': record('beta', 'two') },
    message: 'add one and two',
  });
  expect((await publish(world, { before: ZERO_SHA, after: c1, depth: 'full' })).code).toBe(0);
  const c2 = await world.origin.commit({
    files: { 'models/acme/one.toml': withTwoSources('api') },
    message: 'one: api source first',
  });
  const run = await publish(world, { before: c1, after: c2, depth: 'full' });
  expect(run.code).toBe(0);
  expect(run.outputs['events-count']).toBe('0');
  const published = await publishedLayout(world);
  const full = await builtLayout(world, c2);
  // The record's own file lists the sources as the record now does, as api.json does.
  const sources = (text: string) => JSON.parse(text).sources.map((s: { id: string }) => s.id);
  expect(sources(full['api/models/acme/one.json']!)).toEqual(['api', 'docs']);
  expect(sources(published['api/models/acme/one.json']!)).toEqual(['api', 'docs']);
  expect(published).toEqual(full);
});
