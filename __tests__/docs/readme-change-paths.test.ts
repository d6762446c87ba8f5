// README's account of a change's `path` is the grammar the diff writes: a consumer parses paths by it.
import { readFileSync } from 'node:fs';
import { formatPath, parsePath } from '../../src/core/diff.js';

const readme = readFileSync('README.md', 'utf8').replace(/\s+/g, ' ');

test("README's example of an id with a quote in it is how the diff writes it, and reads back", () => {
  const path = formatPath([
    { key: 'capability_profiles' },
    { id: 'tts "v2"' },
    { key: 'duration' },
    { key: 'max' },
  ]);
  expect(readme).toContain(`\`${path}\``);
  expect(parsePath(path)).toEqual([
    { key: 'capability_profiles' },
    { id: 'tts "v2"' },
    { key: 'duration' },
    { key: 'max' },
  ]);
});

test("README's form of a field name that is not plain is how the diff writes it", () => {
  const path = formatPath([{ key: 'model' }, { key: 'release date' }]);
  expect(path).toBe('model["release date"]');
  expect(readme).toContain(`\`${path}\``);
});
