// The default GitHub Pages address of a repository, for the `#:schema` line init writes.
// (`<owner>.github.io` repositories are served at the root; every other one under /<repo>/.)

/** `https://github.com/Acme/registry` → `https://acme.github.io/registry/`; null off github.com. */
export function pagesUrlOf(repositoryUrl: string): string | null {
  const m = /^https:\/\/github\.com\/([\w.-]+)\/([\w.-]+?)\/?$/i.exec(repositoryUrl);
  if (!m) return null;
  const owner = (m[1] as string).toLowerCase();
  const repo = m[2] as string;
  return repo.toLowerCase() === `${owner}.github.io`
    ? `https://${owner}.github.io/`
    : `https://${owner}.github.io/${repo}/`;
}

/** A site address as given (`--site-url`): absolute http(s), normalised to end with `/`; null otherwise. */
export function normalizeSiteUrl(raw: string): string | null {
  if (!/^https?:\/\/[^\s/]+(\/\S*)?$/.test(raw)) return null;
  return raw.endsWith('/') ? raw : `${raw}/`;
}
