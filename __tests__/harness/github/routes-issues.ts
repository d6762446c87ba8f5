// Issue comments (pull request conversations): list (ascending ids, paginated), create, update.
import { created, forbidden, intParam, notFound, objectBody, ok, type Reply, unprocessable } from './http.js';
import { paginate } from './pagination.js';
import type { Route, RouteContext } from './router.js';
import { nodeId, repoApi, repoHtml, simpleUser } from './shapes.js';
import { type CommentRecord, type EmulatorState, isoNow, type Scope } from './state.js';

export function commentJson(state: EmulatorState, c: CommentRecord) {
  const url = `${repoApi(state)}/issues/comments/${c.id}`;
  return {
    id: c.id,
    node_id: nodeId('IssueComment', c.id),
    url,
    html_url: `${repoHtml(state)}/pull/${c.issue_number}#issuecomment-${c.id}`,
    body: c.body,
    user: simpleUser(state, c.user),
    created_at: c.created_at,
    updated_at: c.updated_at,
    issue_url: `${repoApi(state)}/issues/${c.issue_number}`,
    author_association: c.user.type === 'Bot' ? 'NONE' : 'OWNER',
    performed_via_github_app: null,
    reactions: {
      url: `${url}/reactions`,
      total_count: 0,
      '+1': 0,
      '-1': 0,
      laugh: 0,
      confused: 0,
      heart: 0,
      hooray: 0,
      eyes: 0,
      rocket: 0,
    },
  };
}

function commentBody(state: EmulatorState, body: unknown): string {
  const text = (objectBody(body) as { body?: unknown }).body;
  if (typeof text !== 'string') throw unprocessable('Invalid request.\n\n"body" wasn\'t supplied.');
  // GitHub counts the body in bytes: 65,536 emoji are far over the limit.
  if (Buffer.byteLength(text) > state.limits.commentBytes) {
    throw unprocessable(
      `Validation Failed: body is too long (maximum is ${state.limits.commentBytes} characters)`,
    );
  }
  return text;
}

/** Issues the emulator knows are the registered pull requests. */
function issueNumber(state: EmulatorState, param: string | undefined): number {
  const n = intParam(param);
  if (!state.pulls.has(n)) throw notFound();
  return n;
}

async function listComments({ state, params, url }: RouteContext): Promise<Reply> {
  const n = issueNumber(state, params.issue_number);
  const all = state.comments.filter((c) => c.issue_number === n).sort((a, b) => a.id - b.id);
  const page = paginate(all, url, { perPage: 30, maxPerPage: 100 });
  return ok(
    page.items.map((c) => commentJson(state, c)),
    page.headers,
  );
}

async function createComment({ state, params, body }: RouteContext): Promise<Reply> {
  const n = issueNumber(state, params.issue_number);
  // A locked conversation takes comments from collaborators only; GitHub's words to anyone else
  // (probot/stale#25, renovatebot/renovate#6215). GitHub documents the lock for new comments only,
  // so an edit of a comment made before it is left allowed here.
  if (state.pulls.get(n)?.locked && state.actor.type === 'Bot')
    throw forbidden('Unable to create comment because issue is locked.');
  const now = isoNow(state);
  const comment: CommentRecord = {
    id: state.nextId('comment'),
    issue_number: n,
    body: commentBody(state, body),
    user: { login: state.actor.login, id: state.actor.id, type: state.actor.type },
    created_at: now,
    updated_at: now,
  };
  state.comments.push(comment);
  return created(commentJson(state, comment), `${repoApi(state)}/issues/comments/${comment.id}`);
}

async function updateComment({ state, params, body }: RouteContext): Promise<Reply> {
  const id = intParam(params.comment_id);
  const comment = state.comments.find((c) => c.id === id);
  // A deleted comment answers 404 to every request on it, as on GitHub (openshift/release#6599,
  // openshift/test-pull-requests#32: a comment listed, then deleted by someone else, then acted on).
  if (!comment) throw notFound();
  // The token's identity may edit only its own comments.
  if (comment.user.login !== state.actor.login) throw forbidden();
  comment.body = commentBody(state, body);
  comment.updated_at = isoNow(state);
  return ok(commentJson(state, comment));
}

// Commenting on a pull request is allowed with either `issues` or `pull-requests` write access.
const commentScopes: Scope[] = ['issues', 'pull_requests'];

export const issueRoutes: Route[] = [
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/issues/{issue_number}/comments',
    scope: commentScopes,
    write: false,
    handler: listComments,
  },
  {
    method: 'POST',
    template: '/repos/{owner}/{repo}/issues/{issue_number}/comments',
    scope: commentScopes,
    write: true,
    handler: createComment,
  },
  {
    method: 'PATCH',
    template: '/repos/{owner}/{repo}/issues/comments/{comment_id}',
    scope: commentScopes,
    write: true,
    handler: updateComment,
  },
];
