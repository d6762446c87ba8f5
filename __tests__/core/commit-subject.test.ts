import { commitSubject } from '../../src/core/commit-subject.js';

it("a subject is git's first paragraph, each line without its trailing whitespace", () => {
  expect(commitSubject('\n  \nAdd one,  \r\nwrapped\t\n\nThe body.')).toBe('Add one, wrapped');
  expect(commitSubject(' keeps its indent ')).toBe(' keeps its indent');
});

it('a megabyte of inner whitespace in a commit message is read in one pass (no backtracking)', () => {
  // Anyone whose commit is merged writes the message. `[ \t\r\n]+$` tried every blank of a run to its
  // end before failing at the next word: quadratic, hours for a message this long (pushes read
  // through the API take every commit's message).
  const blanks = ' \t'.repeat(500_000);
  expect(commitSubject(`a${blanks}b\nc${blanks}\n\nbody`)).toBe(`a${blanks}b c`);
});
