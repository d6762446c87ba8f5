// What tells one registry's reports from another's in the same repository (two models folders, a
// matrix of models-dir): the check run's name, the preview comment's heading and hidden marker.
// GitHub's checks show only the latest run of a name, and the comment is found by its marker: shared,
// one registry's run hid the other's. The default folder keeps the names it always had, as branch
// protections and merge queues require the check by name.

const DEFAULT_DIR = 'models';

/** `Model registry`, or `Model registry (text/models)`; `modelsDir` as normalizeModelsDir gives it. */
export function registryName(modelsDir: string): string {
  return modelsDir === DEFAULT_DIR ? 'Model registry' : `Model registry (${modelsDir})`;
}

export const PREVIEW_MARKER = '<!-- model-registry-action:drift-preview -->';

/**
 * The hidden marker of the preview comment. The folder is percent-encoded (`/` kept): no `>` can
 * end the HTML comment early, and no marker is part of another (each ends in ` -->`).
 */
export function previewMarker(modelsDir: string): string {
  if (modelsDir === DEFAULT_DIR) return PREVIEW_MARKER;
  const dir = encodeURIComponent(modelsDir).replaceAll('%2F', '/');
  return `<!-- model-registry-action:drift-preview models-dir=${dir} -->`;
}
