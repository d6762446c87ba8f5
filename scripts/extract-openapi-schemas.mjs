#!/usr/bin/env node
// Extracts, from GitHub's published OpenAPI description, the JSON schemas of exactly the REST operations that
// the test emulator (__tests__/harness/github/) serves, into a small fixture the tests validate responses with.
//
// Run by hand, never in CI (the package is ~385 MB installed, so it lives OUTSIDE the repo):
//
//   npm install --prefix /tmp/openapi @octokit/openapi
//   node scripts/extract-openapi-schemas.mjs /tmp/openapi/node_modules/@octokit/openapi
//
// Output (commit both):
//   __tests__/fixtures/github-openapi/components.json  shared schemas, `$id: components.json`, under `definitions`
//   __tests__/fixtures/github-openapi/operations.json   `METHOD /path/template` -> response (and request) schema
//
// OpenAPI 3.0 is not JSON Schema draft-07, so the schemas are converted for ajv:
//   - `nullable: true` becomes `type: [T, 'null']` (or `anyOf: [{type: 'null'}, ...]` when there is no `type`)
//   - `example(s)`, `x-*`, `discriminator` and pure annotations (description, title, ...) are dropped
//   - `#/components/schemas/NAME` refs become `#/definitions/NAME` (inside components.json) or
//     `components.json#/definitions/NAME` (inside operations.json)
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// [method, path template, success status]; keep in sync with the emulator's route table.
const OPERATIONS = [
  ['GET', '/repos/{owner}/{repo}/branches/{branch}', 200],
  ['GET', '/repos/{owner}/{repo}/compare/{basehead}', 200],
  ['GET', '/repos/{owner}/{repo}/commits', 200],
  ['GET', '/repos/{owner}/{repo}/commits/{ref}', 200],
  ['GET', '/repos/{owner}/{repo}/pulls/{pull_number}', 200],
  ['GET', '/repos/{owner}/{repo}/pulls/{pull_number}/files', 200],
  ['GET', '/repos/{owner}/{repo}/contents/{path}', 200],
  ['GET', '/repos/{owner}/{repo}/git/ref/{ref}', 200],
  ['GET', '/repos/{owner}/{repo}/git/matching-refs/{ref}', 200],
  ['POST', '/repos/{owner}/{repo}/git/refs', 201],
  ['PATCH', '/repos/{owner}/{repo}/git/refs/{ref}', 200],
  ['GET', '/repos/{owner}/{repo}/git/commits/{commit_sha}', 200],
  ['POST', '/repos/{owner}/{repo}/git/commits', 201],
  ['GET', '/repos/{owner}/{repo}/git/trees/{tree_sha}', 200],
  ['POST', '/repos/{owner}/{repo}/git/trees', 201],
  ['GET', '/repos/{owner}/{repo}/git/blobs/{file_sha}', 200],
  ['POST', '/repos/{owner}/{repo}/git/blobs', 201],
  ['POST', '/repos/{owner}/{repo}/check-runs', 201],
  ['GET', '/repos/{owner}/{repo}/check-runs/{check_run_id}', 200],
  ['PATCH', '/repos/{owner}/{repo}/check-runs/{check_run_id}', 200],
  ['GET', '/repos/{owner}/{repo}/commits/{ref}/check-runs', 200],
  ['GET', '/repos/{owner}/{repo}/issues/{issue_number}/comments', 200],
  ['POST', '/repos/{owner}/{repo}/issues/{issue_number}/comments', 201],
  ['PATCH', '/repos/{owner}/{repo}/issues/comments/{comment_id}', 200],
];

// Keywords that only annotate: dropping them keeps the fixture small without changing what validates.
const DROPPED = new Set([
  'example',
  'examples',
  'discriminator',
  'description',
  'title',
  'readOnly',
  'writeOnly',
  'deprecated',
  'externalDocs',
  'xml',
]);
// Keywords whose value is a map from names to schemas (names must not be treated as keywords).
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions']);
// Keywords whose value is data, not a schema.
const DATA = new Set(['enum', 'default', 'const', 'required']);

const pkgDir = path.resolve(process.argv[2] ?? '/tmp/openapi/node_modules/@octokit/openapi');
const outDir = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '__tests__/fixtures/github-openapi',
);

const pkg = JSON.parse(await readFile(path.join(pkgDir, 'package.json'), 'utf8'));
const spec = JSON.parse(await readFile(path.join(pkgDir, 'generated/api.github.com.json'), 'utf8'));
const components = spec.components.schemas;

const needed = new Set();
const formats = new Set();

function refName(ref) {
  const prefix = '#/components/schemas/';
  if (!ref.startsWith(prefix)) throw new Error(`unsupported $ref ${ref}`);
  return ref.slice(prefix.length);
}

// Converts one OpenAPI schema to draft-07; `refPrefix` says how refs are written in the output document.
function convert(schema, refPrefix) {
  if (Array.isArray(schema)) return schema.map((s) => convert(s, refPrefix));
  if (schema === null || typeof schema !== 'object') return schema;
  if (schema.$ref) {
    const name = refName(schema.$ref);
    needed.add(name);
    // OpenAPI 3.0 ignores siblings of $ref, but GitHub writes `nullable` next to some of them.
    const ref = { $ref: `${refPrefix}${name}` };
    return schema.nullable ? { anyOf: [{ type: 'null' }, ref] } : ref;
  }
  const out = {};
  for (const [key, value] of Object.entries(schema)) {
    if (DROPPED.has(key) || key.startsWith('x-') || key === 'nullable') continue;
    if (key === 'format') formats.add(value);
    if (SCHEMA_MAPS.has(key)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, convert(v, refPrefix)]));
    } else if (DATA.has(key)) {
      out[key] = value;
    } else {
      out[key] = convert(value, refPrefix);
    }
  }
  if (schema.nullable !== true) return out;
  if (typeof out.type === 'string') {
    out.type = [out.type, 'null'];
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
    return out;
  }
  // `nullable` without `type` (e.g. next to oneOf): null OR whatever the rest allows.
  return { anyOf: [{ type: 'null' }, out] };
}

function jsonContent(content, what) {
  const media = content?.['application/json'];
  if (!media?.schema) throw new Error(`${what}: no application/json schema`);
  return media.schema;
}

const operations = {};
for (const [method, template, status] of OPERATIONS) {
  const op = spec.paths[template]?.[method.toLowerCase()];
  if (!op) throw new Error(`operation not in the description: ${method} ${template}`);
  const response = op.responses[String(status)];
  if (!response) throw new Error(`${method} ${template}: no ${status} response`);
  const entry = {
    operationId: op.operationId,
    status,
    response: convert(
      jsonContent(response.content, `${method} ${template}`),
      'components.json#/definitions/',
    ),
  };
  if (op.requestBody) {
    entry.request = convert(
      jsonContent(op.requestBody.content, `${method} ${template} body`),
      'components.json#/definitions/',
    );
  }
  operations[`${method} ${template}`] = entry;
}

// Components may reference more components: convert until no new name shows up.
const definitions = {};
for (
  let pending = [...needed];
  pending.length > 0;
  pending = [...needed].filter((n) => !(n in definitions))
) {
  for (const name of pending) {
    if (!components[name]) throw new Error(`missing component ${name}`);
    definitions[name] = convert(components[name], '#/definitions/');
  }
}

const source = { package: pkg.name, version: pkg.version, file: 'generated/api.github.com.json' };
const sorted = Object.fromEntries(
  Object.keys(definitions)
    .sort()
    .map((k) => [k, definitions[k]]),
);
await mkdir(outDir, { recursive: true });
const componentsJson = JSON.stringify({ $id: 'components.json', source, definitions: sorted });
const operationsJson = JSON.stringify({ source, formats: [...formats].sort(), operations }, null, 1);
await writeFile(path.join(outDir, 'components.json'), `${componentsJson}\n`);
await writeFile(path.join(outDir, 'operations.json'), `${operationsJson}\n`);
console.log(
  `wrote ${Object.keys(operations).length} operations, ${Object.keys(sorted).length} components ` +
    `(${componentsJson.length + operationsJson.length} bytes) from ${pkg.name}@${pkg.version}`,
);
