/** `2026-08-11T13:55:47Z`: the form GitHub's REST API gives commit dates in, whatever the source. */
export function isoUtc(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
