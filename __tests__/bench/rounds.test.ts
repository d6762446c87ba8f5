// The bench's large-build figure (scripts/bench/full-build.mjs): the round of the median ratio, and
// the least wall time the build's CPU allows on the machine's cores.
// @ts-expect-error: a plain ES module of the bench, without types
import { cpuBound, medianRound } from '../../scripts/bench/full-build.mjs';

const round = (buildMs: number, patchMs: number) => ({ built: { ms: buildMs }, patch: { ms: patchMs } });

test('the reported round is the one of the median ratio, not of the median build time', () => {
  // Ratios 2.0, 1.0, 1.5: the builds' median time (15 s) belongs to the 1.0 round.
  const slowMachine = round(20_000, 10_000);
  const fast = round(15_000, 15_000);
  const middle = round(12_000, 8_000);
  expect(medianRound([slowMachine, fast, middle])).toBe(middle);
});

test('one round is its own median; of two, the lower ratio is reported', () => {
  const only = round(5_000, 10_000);
  expect(medianRound([only])).toBe(only);
  const lower = round(9_000, 10_000);
  expect(medianRound([round(12_000, 10_000), lower])).toBe(lower);
});

test('the CPU bound adds git, measured alone, to the build process and spreads it over the cores', () => {
  expect(cpuBound({ buildCpuMs: 22_640, gitCpuMs: 3_090, cores: 2 })).toBeCloseTo(12_865, 6);
  expect(cpuBound({ buildCpuMs: 22_640, gitCpuMs: 3_090, cores: 4 })).toBeCloseTo(6_432.5, 6);
});
