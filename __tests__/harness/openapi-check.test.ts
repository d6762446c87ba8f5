// The schema check itself: the fixture covers every emulated route, and it does catch wrong shapes.
import { readFileSync, statSync } from 'node:fs';
import { OpenApiChecker } from './github/openapi-check.js';
import { ROUTES } from './github/server.js';

const fixture = (name: string) => new URL(`../fixtures/github-openapi/${name}`, import.meta.url);
const checker = new OpenApiChecker();
const GET_REF = 'GET /repos/{owner}/{repo}/git/ref/{ref}';
const validRef = {
  ref: 'refs/heads/main',
  node_id: 'x',
  url: 'http://127.0.0.1/repos/a/b/git/refs/heads/main',
  object: { type: 'commit', sha: 'a'.repeat(40), url: 'http://127.0.0.1/x' },
};

test('the fixture has schemas for exactly the routes the emulator serves, and stays small', () => {
  const { operations } = JSON.parse(readFileSync(fixture('operations.json'), 'utf8'));
  expect(Object.keys(operations).sort()).toEqual(ROUTES.map((r) => `${r.method} ${r.template}`).sort());
  const bytes = statSync(fixture('operations.json')).size + statSync(fixture('components.json')).size;
  expect(bytes).toBeLessThan(200 * 1024);
});

test('conforming responses pass; missing fields, wrong types and non-UTC-ISO dates are violations', () => {
  expect(checker.checkResponse(GET_REF, '/p', 200, validRef)).toEqual([]);
  const { node_id: _, ...noNodeId } = validRef;
  expect(checker.checkResponse(GET_REF, '/p', 200, noNodeId)).toEqual([
    expect.objectContaining({
      operation: GET_REF,
      instancePath: '',
      message: expect.stringContaining('node_id'),
    }),
  ]);
  const shortSha = { ...validRef, object: { ...validRef.object, sha: 'abc' } };
  expect(checker.checkResponse(GET_REF, '/p', 200, shortSha)[0]?.instancePath).toBe('/object/sha');
  // Error statuses are not the success schema's business.
  expect(checker.checkResponse(GET_REF, '/p', 404, { message: 'Not Found' })).toEqual([]);

  const comment = 'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}';
  const bad = checker.checkResponse(comment, '/p', 200, {
    id: 1,
    created_at: 'yesterday',
    updated_at: '2026-01-01T01:00:00+01:00',
  });
  expect(bad.map((v) => v.instancePath)).toEqual(expect.arrayContaining(['/created_at', '/updated_at']));
});

test('OpenAPI nullable became JSON Schema null (with and without a type)', () => {
  const listCommits = 'GET /repos/{owner}/{repo}/commits';
  const commit = {
    url: 'http://x/c',
    sha: 'a'.repeat(40),
    node_id: 'n',
    html_url: 'http://x/h',
    comments_url: 'http://x/cc',
    commit: {
      url: 'http://x/g',
      author: null, // nullable-git-user
      committer: { name: 'n', email: 'e', date: '2026-01-01T00:00:00Z' },
      message: 'm',
      comment_count: 0,
      tree: { sha: 't', url: 'http://x/t' },
    },
    author: null, // nullable + oneOf, no type
    committer: null,
    parents: [],
  };
  expect(checker.checkResponse(listCommits, '/p', 200, [commit])).toEqual([]);
});

test('request bodies are checked with GitHub-style messages', () => {
  expect(
    checker.checkRequest('POST /repos/{owner}/{repo}/git/refs', { ref: 'refs/heads/x', sha: 'a'.repeat(40) }),
  ).toBeNull();
  expect(checker.checkRequest('POST /repos/{owner}/{repo}/git/refs', { ref: 'refs/heads/x' })).toContain(
    '"sha" wasn\'t supplied.',
  );
});
