// `page` / `per_page` handling and RFC 5988 `Link` headers, as Octokit's paginate() follows them.

export interface PageRequest {
  page: number;
  perPage: number;
  /** Whether the client sent `page` or `per_page` at all (the compare API behaves differently without). */
  explicit: boolean;
}

export function pageRequest(
  query: URLSearchParams,
  defaults: { perPage: number; maxPerPage: number },
): PageRequest {
  const rawPage = query.get('page');
  const rawPerPage = query.get('per_page');
  const page = Math.max(1, Number.parseInt(rawPage ?? '1', 10) || 1);
  const asked = Number.parseInt(rawPerPage ?? '', 10);
  const perPage =
    Number.isFinite(asked) && asked > 0 ? Math.min(asked, defaults.maxPerPage) : defaults.perPage;
  return { page, perPage, explicit: rawPage !== null || rawPerPage !== null };
}

export function slicePage<T>(items: T[], req: PageRequest): T[] {
  return items.slice((req.page - 1) * req.perPage, req.page * req.perPage);
}

/** `Link` header for a list of `total` items, or undefined when everything fits on one page. */
export function linkHeader(requestUrl: URL, req: PageRequest, total: number): string | undefined {
  const last = Math.max(1, Math.ceil(total / req.perPage));
  if (last === 1 && req.page === 1) return undefined;
  const at = (page: number) => {
    const u = new URL(requestUrl);
    u.searchParams.set('page', String(page));
    if (req.explicit || u.searchParams.has('per_page')) u.searchParams.set('per_page', String(req.perPage));
    return `<${u.toString()}>`;
  };
  const links: string[] = [];
  if (req.page > 1) links.push(`${at(req.page - 1)}; rel="prev"`);
  if (req.page < last) links.push(`${at(req.page + 1)}; rel="next"`);
  if (req.page < last) links.push(`${at(last)}; rel="last"`);
  if (req.page > 1) links.push(`${at(1)}; rel="first"`);
  return links.length > 0 ? links.join(', ') : undefined;
}

/** Slices one page and returns it with its `Link` header. */
export function paginate<T>(
  items: T[],
  requestUrl: URL,
  defaults: { perPage: number; maxPerPage: number },
): { items: T[]; headers: Record<string, string> } {
  const req = pageRequest(requestUrl.searchParams, defaults);
  const link = linkHeader(requestUrl, req, items.length);
  return { items: slicePage(items, req), headers: link ? { link } : {} };
}
