// Tests that need something from outside the repository (../shared, xmllint): on a developer's machine
// they are skipped with a note when it is missing; under CI a missing prerequisite is a failure, so a
// green CI run never hides a check that did not happen.
import { describe, test } from '@jest/globals';

export type Decision = 'run' | 'skip' | 'fail';

/** GitHub and most CI services set CI=true; an empty, `false` or `0` value means not CI. */
export function isCi(env: Record<string, string | undefined> = process.env): boolean {
  const v = (env.CI ?? '').trim().toLowerCase();
  return v !== '' && v !== 'false' && v !== '0';
}

export function decide(present: boolean, env: Record<string, string | undefined> = process.env): Decision {
  if (present) return 'run';
  return isCi(env) ? 'fail' : 'skip';
}

function missing(what: string): Error {
  return new Error(`${what} is missing, and CI is set: this test must run there, not be skipped`);
}

/** `test` when `present`; otherwise skipped with a note, or failing under CI. */
export function testIf(present: boolean, what: string): (name: string, fn: () => unknown) => void {
  const decision = decide(present);
  if (decision === 'run') return (name, fn) => test(name, fn as () => void);
  if (decision === 'fail')
    return (name) =>
      test(name, () => {
        throw missing(what);
      });
  console.log(`${what} is missing: skipped`);
  return (name, fn) => test.skip(name, fn as () => void);
}

/** `describe` when `present`; otherwise skipped with a note, or one failing test under CI. */
export function describeIf(present: boolean, what: string): (name: string, fn: () => void) => void {
  const decision = decide(present);
  if (decision === 'run') return describe;
  if (decision === 'fail')
    return (name) =>
      describe(name, () => {
        test(`needs ${what}`, () => {
          throw missing(what);
        });
      });
  console.log(`${what} is missing: skipped`);
  return describe.skip;
}
