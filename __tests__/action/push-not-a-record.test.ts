// A record emptied by accident and pushed (validation fails, nothing is published), then fixed: the
// next push catches up on both commits, and the empty version makes no event, as a full build has
// it. Read with git (a full checkout) and through the API (a shallow one that git cannot deepen).
import { ZERO_SHA } from '../harness/run-action.js';
import { record } from '../helpers/records.js';
import {
  artifactsOn,
  createWorld,
  fullBuild,
  onBranch,
  pagesLog,
  publish,
  type World,
} from './push-setup.js';

const PATH = 'models/elevenlabs/eleven-v3.toml';

let world: World;

beforeAll(async () => {
  world = await createWorld();
});
afterAll(() => world.close());

it.each([
  ['git', 'full', ''],
  ['the API', 'shallow', '# TODO: write this record again\n\n'],
] as const)(
  'a version that is no record, read with %s: skipped with history/not-a-record, as a full build skips it',
  async (_, depth, junk) => {
    const before = (await pagesLog(world))[0]
      ? JSON.parse((await onBranch(world, 'gh-pages', 'drift.json'))!).head
      : ZERO_SHA;
    const good = await world.origin.commit({
      files: { [PATH]: record('elevenlabs', 'eleven-v3') },
      message: 'v3',
    });
    expect((await publish(world, { before, after: good, depth: 'full' })).code).toBe(0);
    const published = await pagesLog(world);

    const emptied = await world.origin.commit({
      files: { [PATH]: junk },
      message: 'v3: emptied by accident',
    });
    const refused = await publish(world, { before: good, after: emptied, depth });
    expect(refused.code).not.toBe(0);
    expect(await pagesLog(world)).toEqual(published);

    const fixed = await world.origin.commit({
      files: { [PATH]: record('elevenlabs', 'eleven-v3', { max: 10 }) },
      message: 'v3: back',
    });
    const run = await publish(world, { before: emptied, after: fixed, depth });
    expect(run.code).toBe(0);
    // Before: two events, one "removing" every field (a model with lab "" and name ""), one adding them back.
    expect(run.outputs['events-count']).toBe('1');
    const drift = JSON.parse((await onBranch(world, 'gh-pages', 'drift.json'))!);
    expect(drift.events[0]).toMatchObject({
      type: 'model_updated',
      commit: { sha: fixed },
      model: { id: 'elevenlabs/eleven-v3', lab: 'elevenlabs', name: 'eleven-v3 model' },
      changes: [
        { path: 'capability_profiles[id="t2v"].duration.max', kind: 'changed', before: 8, after: 10 },
      ],
    });
    expect(drift.events.some((e: { commit: { sha: string } }) => e.commit.sha === emptied)).toBe(false);
    expect(run.annotations.filter((a) => a.level === 'warning')).toEqual([
      expect.objectContaining({
        file: PATH,
        title: 'history/not-a-record',
        message: expect.stringMatching(
          new RegExp(
            `^the version at commit ${emptied.slice(0, 7)} is not a record and is left out of the drift feed: `,
          ),
        ),
      }),
    ]);
    expect(await artifactsOn(world, 'gh-pages')).toEqual(await fullBuild(world, fixed));
    expect(world.gh.violations).toEqual([]);
  },
);
