// Commit dates as ISO strings. Git accepts timestamps far beyond what `Date` holds (±8.64e15 ms) and
// years past 9999, which no feed format can carry: such dates are clamped into 0000–9999, never thrown.

const MIN_MS = Date.parse('0000-01-01T00:00:00Z');
const MAX_MS = Date.parse('9999-12-31T23:59:59Z');

/**
 * `2026-08-11T13:55:47Z`: the form GitHub's REST API gives commit dates in, whatever the source.
 * Out of range → the nearest end of years 0000–9999; not a number → the epoch.
 */
export function isoUtc(ms: number): string {
  const t = Number.isNaN(ms) ? 0 : Math.min(Math.max(ms, MIN_MS), MAX_MS);
  return new Date(t).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
