// The pages-branch name check (the action's input tests run the common mistakes end to end).
import { expect, test } from '@jest/globals';
import { branchNameProblem } from '../../src/core/branch-name.js';

test.each([
  ['pages.', 'it ends with "."'],
  ['pages@{1}', 'it is "@" or holds "@{"'],
  ['@', 'it is "@" or holds "@{"'],
  ['HEAD', '"HEAD" names the current commit, not a branch'],
])('%j is no branch name: %s', (name, problem) => {
  expect(branchNameProblem(name)).toBe(problem);
});

test.each(['gh-pages', 'site/pages', 'pages.v2', 'a@b'])('%j is a branch name', (name) => {
  expect(branchNameProblem(name)).toBeNull();
});
