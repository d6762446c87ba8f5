// Reply and error shapes shared by the routes, matching GitHub's error bodies closely enough for Octokit.

export interface Reply {
  status: number;
  /** JSON body (serialized by the server, and checked against the OpenAPI schema on success). */
  body?: unknown;
  /** Raw body instead of JSON (e.g. `application/vnd.github.raw` contents). */
  raw?: Buffer;
  headers?: Record<string, string>;
  /** Files this request read (contents paths, `blob:<sha>`) or wrote (tree paths, `blob:<sha>`), for traffic accounting. */
  read?: string[];
  wrote?: string[];
}

const DOCS = 'https://docs.github.com/rest';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  toReply(): Reply {
    return {
      status: this.status,
      body: { message: this.message, documentation_url: DOCS, status: String(this.status), ...this.extra },
      headers: this.headers,
    };
  }
}

export const notFound = (message = 'Not Found') => new HttpError(404, message);
export const unprocessable = (message: string) => new HttpError(422, message);
export const forbidden = (message = 'Resource not accessible by integration') => new HttpError(403, message);

export const ok = (body: unknown, headers?: Record<string, string>): Reply => ({
  status: 200,
  body,
  headers,
});
export const created = (body: unknown, location?: string): Reply => ({
  status: 201,
  body,
  headers: location ? { location } : undefined,
});

/** Positive integer path parameter, or 404 like GitHub for `/issues/abc`. */
export function intParam(value: string | undefined): number {
  if (!value || !/^\d+$/.test(value)) throw notFound();
  return Number(value);
}

/** A JSON request body that must be an object. */
export function objectBody(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new HttpError(400, 'Problems parsing JSON');
  }
  return body as Record<string, unknown>;
}
