// closest() skips the names whose length alone rules them out (an edit distance is at least the
// difference in length) and a name's negation: it must pick what measuring every name picks.
import fc from 'fast-check';
import { closest } from '../../src/core/message-text.js';

/** The definition: every known name measured, the first of the least distance under the bound. */
function closestByDefinition(name: string, known: readonly string[]): string | undefined {
  if (name.length > 64) return undefined;
  const loose = (s: string) => s.toLowerCase().replaceAll('-', '_');
  const sameButCase = known.filter((k) => loose(k) === loose(name));
  if (sameButCase.length > 0) return sameButCase[0];
  const bound = Math.max(1, Math.floor(name.length / 3)) + 1;
  const near = known
    .filter((k) => !oneNegatesTheOther(loose(name), loose(k)))
    .map((k) => ({ k, d: distance(name, k) }))
    .filter(({ d }) => d < bound);
  const least = Math.min(...near.map(({ d }) => d));
  return near.find(({ d }) => d === least)?.k;
}

/** Each negating prefix tried in turn on the longer name. */
function oneNegatesTheOther(a: string, b: string): boolean {
  const prefixes = ['un', 'non', 'not', 'in', 'dis', 'no'].flatMap((p) => [p, `${p}_`, `${p}-`]);
  return prefixes.some((p) => a === p + b || b === p + a);
}

/** Optimal string alignment distance, written plainly. */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      d[i]![j] = Math.min(
        d[i - 1]![j]! + 1,
        d[i]![j - 1]! + 1,
        d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  return d[a.length]![b.length]!;
}

// Letters enough to spell the negating prefixes (un, no, not, non).
const word = fc.stringMatching(/^[a-dntouA-D_-]{0,12}$/);

it('picks what measuring every known name picks', () => {
  fc.assert(
    fc.property(word, fc.array(word, { maxLength: 12 }), (name, known) => {
      expect(closest(name, known)).toBe(closestByDefinition(name, known));
    }),
    { numRuns: 3000 },
  );
});

it('still finds the near misses of real field names', () => {
  const fields = ['schema_version', 'documentation_state', 'model', 'sources', 'pricing'];
  expect(closest('nmodel', fields)).toBe('model');
  expect(closest('Schema-Version', fields)).toBe('schema_version');
  expect(closest('pricng', fields)).toBe('pricing');
  expect(closest('k1234', fields)).toBeUndefined();
});

it("never proposes a name's opposite: a negating prefix is not a slip", () => {
  expect(closest('unavailable', ['available', 'preview', 'unknown'])).toBeUndefined();
  expect(closest('not_available', ['available', 'preview', 'unknown'])).toBeUndefined();
  expect(closest('undocumented', ['documented', 'not_documented', 'partial'])).toBe('not_documented');
  expect(closest('not_supported', ['supported', 'unsupported', 'unknown'])).toBe('unsupported');
  expect(closest('Not-Supported', ['supported', 'unknown'])).toBeUndefined();
  expect(closest('supported_values', ['values', 'unsupported_values', 'default'])).toBeUndefined();
  // A slip still is one: a letter missing from the negated word itself.
  expect(closest('unsuported', ['supported', 'unsupported'])).toBe('unsupported');
});
