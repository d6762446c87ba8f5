// Branches API: a branch with its tip commit (the `commit` shape, so the tip's tree is one request away).
import { notFound, ok, type Reply } from './http.js';
import type { Route, RouteContext } from './router.js';
import { commitJson, encodePath, repoApi, repoHtml } from './shapes.js';

async function getBranch({ state, params }: RouteContext): Promise<Reply> {
  const name = params.branch!;
  const sha = await state.git.readRef(`refs/heads/${name}`);
  const renamed = state.branchRenames.get(name);
  if (!sha && renamed !== undefined) {
    // GitHub redirects a renamed branch's old name to the new one (the endpoint documents "301 Moved
    // permanently"; github/rest-api-description#7096 measures it, to branches of other names too):
    // a client that follows it gets another branch than the one it named.
    const location = `${repoApi(state)}/branches/${encodePath(renamed)}`;
    return {
      status: 301,
      body: {
        message: 'Moved Permanently',
        url: location,
        documentation_url: 'https://docs.github.com/rest',
      },
      headers: { location },
    };
  }
  if (!sha) throw notFound('Branch not found');
  const self = `${repoApi(state)}/branches/${encodePath(name)}`;
  return ok({
    name,
    commit: commitJson(state, await state.git.readCommit(sha)),
    _links: { self, html: `${repoHtml(state)}/tree/${encodePath(name)}` },
    // The emulator has no branch protection: this is what GitHub answers for an unprotected branch.
    protected: false,
    protection: {
      enabled: false,
      required_status_checks: { enforcement_level: 'off', contexts: [], checks: [] },
    },
    protection_url: `${self}/protection`,
  });
}

export const branchRoutes: Route[] = [
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/branches/{branch}',
    scope: 'contents',
    write: false,
    handler: getBranch,
  },
];
