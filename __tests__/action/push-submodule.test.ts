// A lab folder pushed as a git submodule: actions/checkout (no `submodules:`) leaves its folder
// empty, and the push said the registry was valid and published it without the submodule's records.
// Now it is an error there, as validate and build say it, and nothing is published.
import { record } from '../helpers/records.js';
import { createWorld, pagesLog, publish, type World } from './push-setup.js';

const SUBMODULE =
  'this folder is a git submodule: git keeps the commit it names, not the records in it, so build and the action see none of them; commit the records in this repository instead';

let world: World;

beforeAll(async () => {
  world = await createWorld();
});
afterAll(() => world.close());

it.each(['full', 'shallow'] as const)(
  'a lab folder pushed as a submodule fails the push (%s checkout), and nothing is published',
  async (depth) => {
    const one = await world.origin.commit({
      files: { 'models/acme/one.toml': record('acme', 'one') },
      message: 'one',
    });
    const sub = await world.origin.commit({
      // Any commit id: the submodule's repository is another one, never fetched.
      files: { 'models/elevenlabs': one },
      modes: { 'models/elevenlabs': '160000' },
      message: 'elevenlabs as a submodule',
    });
    const run = await publish(world, { before: one, after: sub, depth });
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ valid: 'false', 'error-count': '1', 'pages-commit': '' });
    expect(world.gh.checkRuns.at(-1)?.annotations.map((a) => [a.path, a.title, a.message])).toEqual([
      ['models/elevenlabs', 'file/not-a-file', SUBMODULE],
    ]);
    expect(await pagesLog(world)).toEqual([]);
    expect(world.gh.violations).toEqual([]);
  },
);
