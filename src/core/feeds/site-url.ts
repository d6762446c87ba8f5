// The address the pages branch is served at: feeds need absolute self links.

/**
 * How feeds name the registry: the repository URL without scheme and host
 * (`https://github.com/acme/registry` → `acme/registry`), or the URL itself when that leaves nothing.
 */
export function repositoryName(repositoryUrl: string): string {
  return repositoryUrl.replace(/^https?:\/\/[^/]+\//, '') || repositoryUrl;
}

/**
 * GitHub Pages' address for a repository: `https://github.com/acme/registry` →
 * `https://acme.github.io/registry/`; the `acme/acme.github.io` repository is served at the root.
 * A GitHub Enterprise Server instance serves Pages at `pages.<its host>` with subdomain isolation,
 * which GitHub strongly recommends for Pages there (without it, `<host>/pages/…`: site-url says so):
 * `https://ghe.example.com/acme/registry` → `https://pages.ghe.example.com/acme/registry/`. Null when the URL names no owner and repository.
 */
export function defaultSiteUrl(repositoryUrl: string): string | null {
  const m = /^(https?):\/\/([^/]+)\/([^/]+)\/([^/]+?)(?:\.git)?\/?$/.exec(repositoryUrl.trim());
  if (!m) return null;
  const [, scheme, host, owner, repo] = m as unknown as [string, string, string, string, string];
  if (host.toLowerCase() !== 'github.com') return `${scheme}://pages.${host}/${owner}/${repo}/`;
  const login = owner.toLowerCase();
  if (repo.toLowerCase() === `${login}.github.io`) return `https://${login}.github.io/`;
  return `https://${login}.github.io/${repo}/`;
}

/** An absolute http(s) address ending in `/`, or null when `url` is not one. */
export function normalizeSiteUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (parsed.search || parsed.hash) return null;
  const href = parsed.href;
  return href.endsWith('/') ? href : `${href}/`;
}
