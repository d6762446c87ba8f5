// Git database API: refs (with compare-and-swap updates), commits, trees, blobs.
import type { GitPerson } from './git-store.js';
import { created, HttpError, notFound, objectBody, ok, type Reply, unprocessable } from './http.js';
import type { Route, RouteContext } from './router.js';
import { gitCommitJson, githubBase64, nodeId, refJson, repoApi, treeJson } from './shapes.js';
import { isoNow } from './state.js';
import { buildTree, type TreeEdit } from './tree-builder.js';

const FULL_SHA = /^[0-9a-f]{40}$/;

/** `heads/x` → `refs/heads/x`. GitHub takes the name without `refs/` in the path. */
const fullRef = (ref: string) => `refs/${ref}`;

async function getRef({ state, params }: RouteContext): Promise<Reply> {
  const name = fullRef(params.ref!);
  const ref = (await state.git.listRefs(name)).find((r) => r.ref === name);
  if (!ref) throw notFound();
  return ok(refJson(state, ref.ref, ref.sha, ref.type));
}

async function matchingRefs({ state, params }: RouteContext): Promise<Reply> {
  const refs = await state.git.listRefs(fullRef(params.ref!));
  return ok(refs.map((r) => refJson(state, r.ref, r.sha, r.type)));
}

/** A ruleset or branch protection on the ref answers before anything else is looked at, as GitHub's push rules do. */
function checkRulesets(state: RouteContext['state'], ref: string, kind: 'create' | 'update'): void {
  const rule = state.rulesets.find((r) => r.refs.test(ref));
  if (!rule) return;
  if (rule.protection) {
    throw new HttpError(
      rule.protection.status ?? 422,
      rule.rule ?? `Protected branch update failed for ${ref}.`,
      {
        documentation_url: 'https://docs.github.com/articles/about-protected-branches',
      },
    );
  }
  const violated =
    rule.rule ??
    (kind === 'create'
      ? 'Cannot create ref due to creations being restricted.'
      : 'Cannot update this protected ref.');
  throw new HttpError(422, `Repository rule violations found\n\n${violated}\n\n`, {
    documentation_url: `https://docs.github.com/rest/git/refs#${kind === 'create' ? 'create' : 'update'}-a-reference`,
  });
}

/** GitHub's hard limit on one file (the same 100 MB a push may carry). */
function checkFileSize(state: RouteContext['state'], bytes: number, what: string): void {
  if (bytes <= state.limits.rawBytes) return;
  const mb = (n: number) => (n / (1024 * 1024)).toFixed(2);
  throw unprocessable(
    `${what} is ${mb(bytes)} MB; this exceeds GitHub's file size limit of ${mb(state.limits.rawBytes)} MB`,
  );
}

async function createRef({ state, body }: RouteContext): Promise<Reply> {
  const { ref, sha } = objectBody(body) as { ref: string; sha: string };
  if (!/^refs\/[^/]+\/.+/.test(ref) || !/^[\w./-]+$/.test(ref) || ref.includes('..')) {
    throw unprocessable("Reference name must start with 'refs/' and have at least two slashes.");
  }
  checkRulesets(state, ref, 'create');
  if (!FULL_SHA.test(sha) || !(await state.git.objectType(sha))) throw unprocessable('Object does not exist');
  await state.faults.runRefHooks({
    kind: 'create',
    ref,
    currentSha: null,
    newSha: sha,
    gitDir: state.git.gitDir,
  });
  if (!(await state.git.updateRef(ref, sha, null))) throw unprocessable('Reference already exists');
  const type = (await state.git.objectType(sha))!;
  return created(refJson(state, ref, sha, type), `${repoApi(state)}/git/${ref}`);
}

async function updateRef({ state, params, body }: RouteContext): Promise<Reply> {
  const { sha, force } = objectBody(body) as { sha: string; force?: boolean };
  const ref = fullRef(params.ref!);
  if (!(await state.git.readRef(ref))) throw unprocessable('Reference does not exist');
  checkRulesets(state, ref, 'update');
  if (!FULL_SHA.test(sha) || !(await state.git.objectType(sha))) throw unprocessable('Object does not exist');
  // The hook lets a test move the branch after the client's read and before this write.
  await state.faults.runRefHooks({
    kind: 'update',
    ref,
    currentSha: await state.git.readRef(ref),
    newSha: sha,
    gitDir: state.git.gitDir,
  });
  const current = await state.git.readRef(ref);
  if (!current) throw unprocessable('Reference does not exist');
  if (!force && current !== sha && !(await state.git.isAncestor(current, sha))) {
    throw unprocessable('Update is not a fast forward');
  }
  // Compare-and-swap against the value just checked: a concurrent writer makes this fail like GitHub would.
  if (!(await state.git.updateRef(ref, sha, current))) throw unprocessable('Update is not a fast forward');
  const type = (await state.git.objectType(sha))!;
  return ok(refJson(state, ref, sha, type));
}

async function getGitCommit({ state, params }: RouteContext): Promise<Reply> {
  const sha = params.commit_sha!;
  if (!FULL_SHA.test(sha) || (await state.git.objectType(sha)) !== 'commit') throw notFound();
  return ok(gitCommitJson(state, await state.git.readCommit(sha)));
}

function person(value: unknown, field: string, fallback: GitPerson): GitPerson {
  if (value === undefined) return fallback;
  const p = value as Partial<GitPerson>;
  if (typeof p?.name !== 'string' || typeof p.email !== 'string') {
    throw unprocessable(`Invalid request.\n\n"name" and "email" are required for ${field}.`);
  }
  const date = p.date ?? fallback.date;
  if (Number.isNaN(Date.parse(date)))
    throw unprocessable(`Invalid request.\n\n${field}.date is not a valid date.`);
  return { name: p.name, email: p.email, date: new Date(date).toISOString().replace(/\.\d{3}Z$/, 'Z') };
}

async function createGitCommit({ state, body }: RouteContext): Promise<Reply> {
  const req = objectBody(body);
  const tree = req.tree as string;
  const parents = (req.parents as string[] | undefined) ?? [];
  if (!FULL_SHA.test(tree) || (await state.git.objectType(tree)) !== 'tree')
    throw unprocessable('Tree SHA does not exist');
  for (const p of parents) {
    if (!FULL_SHA.test(p) || (await state.git.objectType(p)) !== 'commit') {
      throw unprocessable('Parent SHA does not exist or is not a commit object');
    }
  }
  // Defaults as documented: author = the token's identity now; committer = author.
  const now = isoNow(state);
  const author = person(req.author, 'author', {
    name: state.actor.name,
    email: state.actor.email,
    date: now,
  });
  const committer = person(req.committer, 'committer', author);
  const sha = await state.git.commitTree({
    tree,
    parents,
    message: req.message as string,
    author,
    committer,
  });
  return created(
    gitCommitJson(state, await state.git.readCommit(sha)),
    `${repoApi(state)}/git/commits/${sha}`,
  );
}

async function getTree({ state, params, url }: RouteContext): Promise<Reply> {
  const sha = await state.git.resolve(params.tree_sha!, 'tree');
  if (!sha) throw notFound();
  const recursive = ['1', 'true'].includes(url.searchParams.get('recursive') ?? '');
  const entries = await state.git.lsTree(sha, { recursive });
  const body = treeJson(state, sha, entries.slice(0, state.limits.treeEntries), false);
  // GitHub cuts a recursive listing at 100,000 entries or 7 MB, whichever comes first.
  let size = Buffer.byteLength(JSON.stringify({ ...body, tree: [] }));
  let kept = 0;
  for (const item of body.tree) {
    size += Buffer.byteLength(JSON.stringify(item)) + (kept > 0 ? 1 : 0);
    if (size > state.limits.treeBytes) break;
    kept++;
  }
  const truncated = entries.length > kept;
  return ok({ ...body, truncated, tree: body.tree.slice(0, kept) });
}

async function createTree({ state, body }: RouteContext): Promise<Reply> {
  const req = objectBody(body) as { base_tree?: string; tree: TreeEdit[] };
  let base: string | null = null;
  if (req.base_tree !== undefined) {
    if (!FULL_SHA.test(req.base_tree) || (await state.git.objectType(req.base_tree)) !== 'tree') {
      throw unprocessable('base_tree is not a valid tree oid');
    }
    base = req.base_tree;
  }
  let inline = 0;
  for (const e of req.tree ?? []) {
    if (typeof e?.content !== 'string') continue;
    const bytes = Buffer.byteLength(e.content);
    checkFileSize(state, bytes, `File ${e.path}`);
    inline += bytes;
  }
  if (inline > state.limits.treeTimeoutBytes) {
    // GitHub's words (qoomon/actions--create-commit#90): nothing is written.
    throw unprocessable(
      "Sorry, your request timed out.  It's likely that your input was too large to process.  Consider building " +
        'the tree incrementally, or building the commits you need in a local clone of the repository and then pushing them to GitHub.',
    );
  }
  const sha = await buildTree(state.git, base, req.tree);
  const entries = await state.git.lsTree(sha);
  return {
    ...created(treeJson(state, sha, entries, false), `${repoApi(state)}/git/trees/${sha}`),
    wrote: (req.tree ?? []).map((e) => e.path),
  };
}

async function getBlob({ state, params }: RouteContext): Promise<Reply> {
  const sha = params.file_sha!;
  if (!FULL_SHA.test(sha) || (await state.git.objectType(sha)) !== 'blob') throw notFound();
  const size = await state.git.objectSize(sha);
  if (size > state.limits.rawBytes) {
    throw new HttpError(403, 'This API returns blobs up to 100 MB in size.', {
      errors: [{ resource: 'Blob', field: 'data', code: 'too_large' }],
    });
  }
  const data = await state.git.readBlob(sha);
  return {
    ...ok({
      sha,
      node_id: nodeId('Blob', sha),
      size,
      url: `${repoApi(state)}/git/blobs/${sha}`,
      content: githubBase64(data),
      encoding: 'base64',
    }),
    read: [`blob:${sha}`],
  };
}

async function createBlob({ state, body }: RouteContext): Promise<Reply> {
  const req = objectBody(body) as { content: string; encoding?: string };
  const encoding = req.encoding ?? 'utf-8';
  if (encoding !== 'utf-8' && encoding !== 'base64') {
    throw unprocessable(`encoding must be either 'utf-8' or 'base64', got '${encoding}'`);
  }
  const data = Buffer.from(req.content, encoding === 'base64' ? 'base64' : 'utf8');
  checkFileSize(state, data.length, 'Blob');
  const sha = await state.git.writeBlob(data);
  return {
    ...created({ url: `${repoApi(state)}/git/blobs/${sha}`, sha }, `${repoApi(state)}/git/blobs/${sha}`),
    wrote: [`blob:${sha}`],
  };
}

const R = '/repos/{owner}/{repo}/git';
export const gitRoutes: Route[] = [
  { method: 'GET', template: `${R}/ref/{ref}`, scope: 'contents', write: false, handler: getRef },
  {
    method: 'GET',
    template: `${R}/matching-refs/{ref}`,
    scope: 'contents',
    write: false,
    handler: matchingRefs,
  },
  { method: 'POST', template: `${R}/refs`, scope: 'contents', write: true, handler: createRef },
  { method: 'PATCH', template: `${R}/refs/{ref}`, scope: 'contents', write: true, handler: updateRef },
  {
    method: 'GET',
    template: `${R}/commits/{commit_sha}`,
    scope: 'contents',
    write: false,
    handler: getGitCommit,
  },
  { method: 'POST', template: `${R}/commits`, scope: 'contents', write: true, handler: createGitCommit },
  { method: 'GET', template: `${R}/trees/{tree_sha}`, scope: 'contents', write: false, handler: getTree },
  { method: 'POST', template: `${R}/trees`, scope: 'contents', write: true, handler: createTree },
  { method: 'GET', template: `${R}/blobs/{file_sha}`, scope: 'contents', write: false, handler: getBlob },
  { method: 'POST', template: `${R}/blobs`, scope: 'contents', write: true, handler: createBlob },
];
