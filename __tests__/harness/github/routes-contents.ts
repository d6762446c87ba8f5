// Contents API: a file as JSON (base64, empty above 1 MB) or raw bytes, a directory as a listing.
import type { TreeEntry } from './git-store.js';
import { HttpError, notFound, ok, type Reply } from './http.js';
import type { Route, RouteContext } from './router.js';
import { encodePath, githubBase64, repoApi, repoHtml } from './shapes.js';
import type { EmulatorState } from './state.js';

const wantsRaw = (accept: string | undefined) => /application\/vnd\.github(\.v3)?\.raw/.test(accept ?? '');

function links(state: EmulatorState, e: TreeEntry, ref: string) {
  const path = encodePath(e.path);
  const self = `${repoApi(state)}/contents/${path}?ref=${encodeURIComponent(ref)}`;
  const kind = e.type === 'tree' ? 'tree' : 'blob';
  const git = e.type === 'commit' ? null : `${repoApi(state)}/git/${e.type}s/${e.sha}`;
  const html = `${repoHtml(state)}/${kind}/${ref}/${path}`;
  const download =
    e.type === 'blob'
      ? `https://raw.githubusercontent.com/${state.owner}/${state.repo}/${ref}/${path}`
      : null;
  return { url: self, git_url: git, html_url: html, download_url: download, _links: { self, git, html } };
}

const typeOf = (e: TreeEntry) =>
  e.type === 'tree' ? 'dir' : e.type === 'commit' ? 'submodule' : e.mode === '120000' ? 'symlink' : 'file';

function listingItem(state: EmulatorState, e: TreeEntry, ref: string) {
  return {
    type: typeOf(e),
    size: e.size ?? 0,
    name: e.path.split('/').pop()!,
    path: e.path,
    sha: e.sha,
    ...links(state, e, ref),
  };
}

/**
 * GitHub's docs: "If the requested {path} points to a symlink, and the symlink's target is a normal
 * file in the repository, then the API responds with the content of the file. Otherwise, the API
 * responds with an object describing the symlink itself." The file the link leads to, if so.
 */
async function linkedFile(state: EmulatorState, commit: string, e: TreeEntry): Promise<TreeEntry | null> {
  if (e.mode !== '120000') return null;
  const parts = e.path.split('/').slice(0, -1);
  const text = (await state.git.readBlob(e.sha)).toString('utf8');
  if (text.startsWith('/')) return null;
  for (const s of text.split('/')) {
    if (s === '..') {
      if (parts.pop() === undefined) return null;
    } else if (s !== '' && s !== '.') parts.push(s);
  }
  const target = parts.join('/');
  const file = target === '' ? null : await state.git.entryAt(commit, target);
  return file?.type === 'blob' && file.mode !== '120000' ? file : null;
}

async function getContent({ state, params, url, headers }: RouteContext): Promise<Reply> {
  const ref = url.searchParams.get('ref') || state.defaultBranch;
  const commit = await state.git.resolve(ref, 'commit');
  if (!commit) throw notFound(`No commit found for the ref ${ref}`);
  const path = params.path!.replace(/\/+$/, '');
  const found = await state.git.entryAt(commit, path);
  if (!found) throw notFound();
  const entry = (await linkedFile(state, commit, found)) ?? found;

  if (entry.type === 'tree') {
    const children = await state.git.lsTree(`${commit}:${path}`);
    return ok(children.map((c) => listingItem(state, { ...c, path: `${path}/${c.path}` }, ref)));
  }
  if (entry.type === 'commit') {
    return ok({ ...listingItem(state, entry, ref), submodule_git_url: `${repoHtml(state)}.git` });
  }
  const size = entry.size ?? 0;
  if (size > state.limits.rawBytes) {
    throw new HttpError(
      403,
      'This API returns blobs up to 100 MB in size. The requested blob is too large to fetch via the API, but you can use the Git Data API to request blobs up to 100 MB in size.',
      {
        errors: [{ resource: 'Blob', field: 'data', code: 'too_large' }],
      },
    );
  }
  const data = await state.git.readBlob(entry.sha);
  if (wantsRaw(headers.accept)) {
    return { status: 200, raw: data, headers: { 'content-type': 'text/plain; charset=utf-8' }, read: [path] };
  }
  if (entry.mode === '120000')
    return ok({ ...listingItem(state, entry, ref), target: data.toString('utf8') });
  // Above 1 MB GitHub sends no content in the JSON form: clients must ask for raw or use the blob API.
  const inline = size <= state.limits.contentsInlineBytes;
  return {
    ...ok({
      ...listingItem(state, entry, ref),
      type: 'file',
      encoding: inline ? 'base64' : 'none',
      content: inline ? githubBase64(data) : '',
    }),
    read: [path],
  };
}

export const contentRoutes: Route[] = [
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/contents/{path}',
    scope: 'contents',
    write: false,
    handler: getContent,
  },
];
