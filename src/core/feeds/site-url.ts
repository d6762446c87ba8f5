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

/**
 * The address a layout is rendered for: `siteUrl` when given, else GitHub Pages' for the repository,
 * else the repository URL itself (one that names no owner and repository, such as a local path).
 * Feeds' self links are made from it, and api/index.json records it (`site_url`) so a push can tell
 * when the address changed and every feed has to be rendered again.
 */
export function layoutSiteUrl(siteUrl: string | undefined, repository: string): string {
  return siteUrl ?? defaultSiteUrl(repository) ?? `${repository.replace(/\/+$/, '')}/`;
}

/**
 * Why a site address with a user name or password (`https://bob:pass@host/`) is refused: it is
 * published in every feed's self links and in api/index.json. Said without the address, which would
 * put the password in the log.
 */
export const SITE_URL_CREDENTIALS =
  "must not hold credentials (user:password@): they would be published in every feed and in api/index.json; give the site's address alone";

/** Whether `url` is an address with a user name or password in it. */
export function holdsCredentials(url: string): boolean {
  try {
    const parsed = new URL(url.trim());
    return parsed.username !== '' || parsed.password !== '';
  } catch {
    return false;
  }
}

/**
 * Why a site address with a query or fragment is refused, even an empty one (`…/reg/?`): the feeds'
 * self links and the pages' addresses are paths added to it. Followed by the value given.
 */
export const SITE_URL_QUERY = "must be the site's address without a query (?…) or fragment (#…)";

/** Whether `url` holds a query or fragment, empty ones included (URL reports those as ''). */
export function holdsQueryOrFragment(url: string): boolean {
  return /[?#]/.test(url);
}

/**
 * An absolute http(s) address ending in `/`, without credentials, query or fragment; null when `url`
 * is not one. Idempotent: its result normalizes to itself.
 */
export function normalizeSiteUrl(url: string): string | null {
  if (holdsQueryOrFragment(url)) return null;
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (parsed.username || parsed.password) return null;
  const href = parsed.href;
  return href.endsWith('/') ? href : `${href}/`;
}

/**
 * The site address an input or option (`what`: `input site-url`, `--site-url`) gives, normalized,
 * or why it cannot be one: the action, `build` and `init` refuse the same values in the same words.
 */
export function readSiteUrl(raw: string, what: string): { url: string } | { error: string; notHttp?: true } {
  if (holdsCredentials(raw)) return { error: `${what} ${SITE_URL_CREDENTIALS}` };
  if (holdsQueryOrFragment(raw)) return { error: `${what} ${SITE_URL_QUERY}, got ${JSON.stringify(raw)}` };
  const url = normalizeSiteUrl(raw);
  if (url === null)
    return {
      error: `${what} must be an absolute http(s) address, got ${JSON.stringify(raw)}${writeInstead(raw)}`,
      notHttp: true,
    };
  // Pages are added to the address as paths: `…/reg/index.html` would give `…/index.html/drift.json`.
  const page = /[^/]+\.html?\/$/i.exec(url)?.[0];
  if (page !== undefined)
    return {
      error: `${what} must be the folder the site is served from, not a page in it: got ${JSON.stringify(raw)}, give ${JSON.stringify(url.slice(0, -page.length))}`,
    };
  return { url };
}

/**
 * `models.example.org`, `github.com/acme/reg`: an address written without its scheme, as the
 * address with https:// in front; null when there is a scheme or the first part is no host name.
 */
export function httpsGuess(raw: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(raw)) return null;
  const host = raw.split('/')[0]!;
  return customDomainProblem(host) === null ? `https://${raw}` : null;
}

/** ` (write https://models.example.org/)` for a site address written without its scheme, else ''. */
export function writeInstead(raw: string): string {
  const guess = httpsGuess(raw.trim());
  const url = guess === null ? null : normalizeSiteUrl(guess);
  return url === null ? '' : ` (write ${url})`;
}

/** A host name's longest form in bytes (RFC 1035's 255 on the wire, less the length bytes). */
const MAX_HOST_NAME = 253;

/**
 * Why `name` cannot be a custom domain for GitHub Pages (what the pages branch's CNAME file holds),
 * or null: a host name of ASCII letters, digits, hyphens and dots (an internationalized name in its
 * Punycode form, as GitHub asks), with no scheme, path, port or space, at most 253 bytes, in parts of
 * 1 to 63 characters that neither start nor end with a hyphen, and at least two parts, the last not a
 * number (no IP address).
 */
export function customDomainProblem(name: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(name))
    return 'it has a scheme: give the host name alone, without https://';
  if (name.includes('/')) return 'it has a path: give the host name alone (a site under a path is site-url)';
  const bad = /[^A-Za-z0-9.-]/.exec(name)?.[0];
  if (bad !== undefined)
    return `it holds ${JSON.stringify(bad)}: a host name has only letters, digits, hyphens and dots (an internationalized name in its Punycode form, xn--…)`;
  if (name.length > MAX_HOST_NAME)
    return `it is ${name.length} bytes long, over the ${MAX_HOST_NAME} a host name may have`;
  const parts = name.split('.');
  if (parts.some((p) => p === '')) return 'it has an empty part (a dot at an end, or two in a row)';
  if (parts.length < 2) return 'it has no dot: a custom domain is a name such as models.example.org';
  const long = parts.find((p) => p.length > 63);
  if (long !== undefined) return `its part ${JSON.stringify(long.slice(0, 20))}… is over 63 characters`;
  const hyphen = parts.find((p) => p.startsWith('-') || p.endsWith('-'));
  if (hyphen !== undefined) return `its part ${JSON.stringify(hyphen)} starts or ends with "-"`;
  // RFC 1123 §2.1: a host name's last part is never numeric. A URL parser reads such a host as an
  // IPv4 address (WHATWG URL's "ends in a number", 0x… too): 192.0.2.1 is an address, x.123 no URL.
  const last = parts.at(-1)!;
  if (/^(?:\d+|0x[0-9a-f]*)$/i.test(last))
    return `its last part ${JSON.stringify(last)} is a number: give the site's domain name, not an IP address`;
  return null;
}

/**
 * The custom domain an input or option gives (trimmed; undefined when empty), or the error that
 * names `what` (`input cname`, `--cname`): one check and one message for the action and the CLI.
 */
export function readCustomDomain(
  raw: string | undefined,
  what: string,
): { cname?: string } | { error: string } {
  const name = raw?.trim() ?? '';
  if (name === '') return {};
  const problem = customDomainProblem(name);
  return problem === null
    ? { cname: name }
    : {
        error: `${what} must be a host name such as models.example.org, got ${JSON.stringify(raw)}: ${problem}`,
      };
}

/** Where GitHub Pages serves a site with the custom domain `cname`: the domain's root, over https. */
export function customDomainSiteUrl(cname: string): string {
  return `https://${cname.toLowerCase()}/`;
}
