// Route table: GitHub's path templates (the same keys as the OpenAPI fixture) mapped to handlers.
import type { IncomingHttpHeaders } from 'node:http';
import type { Reply } from './http.js';
import type { EmulatorState, Scope } from './state.js';

export interface RouteContext {
  state: EmulatorState;
  params: Record<string, string>;
  url: URL;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface Route {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** OpenAPI path template, e.g. `/repos/{owner}/{repo}/git/ref/{ref}`. */
  template: string;
  /** Token permission the route needs (any one of a list suffices); `write` when it changes state. */
  scope: Scope | Scope[];
  write: boolean;
  handler: (ctx: RouteContext) => Promise<Reply>;
}

// Parameters that may contain slashes (refs, file paths): they take the rest of the path. Octokit
// percent-encodes the slashes (`heads%2Fgh-pages`) while other clients send them raw; both decode the same.
// (GitHub's description marks such parameters `x-multi-segment`.)
const GREEDY = new Set(['ref', 'path', 'basehead', 'tree_sha', 'branch']);

export interface RouteMatch {
  route: Route;
  params: Record<string, string>;
}

function matchTemplate(template: string, rawSegments: string[]): Record<string, string> | null {
  const parts = template.split('/').slice(1);
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const param = /^\{(\w+)\}$/.exec(part)?.[1];
    if (param && GREEDY.has(param) && i === parts.length - 1) {
      const rest = rawSegments.slice(i);
      if (rest.length === 0 || rest.some((s) => s === '')) return null;
      params[param] = decodeURIComponent(rest.join('/'));
      return params;
    }
    const seg = rawSegments[i];
    if (seg === undefined || seg === '') return null;
    if (param) params[param] = decodeURIComponent(seg);
    else if (decodeURIComponent(seg) !== part) return null;
  }
  return rawSegments.length === parts.length ? params : null;
}

export function matchRoute(routes: Route[], method: string, rawPath: string): RouteMatch | null {
  const segments = rawPath.split('/').slice(1);
  for (const route of routes) {
    if (route.method !== method) continue;
    try {
      const params = matchTemplate(route.template, segments);
      if (params) return { route, params };
    } catch {
      return null; // malformed percent-encoding
    }
  }
  return null;
}
