// The one GraphQL query the action sends: `query { viewer { login } }`, the identity behind the token
// (REST `GET /user` answers 403 for GITHUB_TOKEN; GraphQL's viewer is `github-actions[bot]`).
import { HttpError, objectBody, ok, type Reply } from './http.js';
import type { EmulatorState } from './state.js';

export const GRAPHQL_PATH = '/graphql';

export function graphqlReply(state: EmulatorState, rawBody: Buffer): Reply {
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new HttpError(400, 'Problems parsing JSON');
  }
  const query = (objectBody(body) as { query?: unknown }).query;
  if (typeof query !== 'string')
    throw new HttpError(400, 'A query attribute must be specified and must be a string.');
  if (/^\s*(query\s*\w*\s*)?\{\s*viewer\s*\{\s*login\s*\}\s*\}\s*$/.test(query)) {
    return ok({ data: { viewer: { login: state.actor.login } } });
  }
  // Anything else is a query the emulator does not know: an error GraphQL-style, never a silent guess.
  return ok({ errors: [{ message: `emulator: GraphQL query not implemented: ${query}` }] });
}
