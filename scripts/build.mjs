// Bundles the action (dist/index.js, ESM, one file) and the CLI (dist/cli.cjs and dist/cli-main.cjs, CommonJS) with esbuild.
// Deterministic output: dist/ is committed and CI rebuilds it to check it is fresh.
// `node scripts/build.mjs OUT` writes into OUT instead (the tests build a fresh bundle into .test-dist/).
// The schema validator is precompiled here: the bundles get standalone code generated from the schema
// now, never ajv's compiler (src/generated/ holds the same code for running from source; a test keeps
// that copy fresh).
// dist/licenses.txt keeps the notices of the third-party code the bundles hold (scripts/third-party-licenses.mjs).
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { build } from 'esbuild';
import { GENERATED, validatorSource } from './precompile-schema.mjs';
import { licensesText } from './third-party-licenses.mjs';

const out = process.argv[2] ?? 'dist';

// Bundles left from an earlier layout (dist/cli.js before the CLI became two .cjs files) go, so a
// stale one shows up in CI's freshness check as a deletion instead of lingering.
for (const name of existsSync(out) ? readdirSync(out) : [])
  if (/\.(c?js)$/.test(name)) rmSync(join(out, name));

const fileHash = async (path) =>
  createHash('sha256')
    .update(await readFile(path))
    .digest('hex');

const banner = {
  // CommonJS dependencies bundled into ESM still call require() for Node built-ins.
  js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
};

/** Generated once for both bundles. */
let code;

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  banner,
  plugins: [
    {
      name: 'precompiled-schema-validator',
      setup(b) {
        code ??= validatorSource();
        b.onLoad({ filter: /source-record-validator\.js$/ }, (args) =>
          resolve(args.path) === GENERATED ? { contents: code, loader: 'js' } : undefined,
        );
      },
    },
    {
      // The CLI reads only the version from package.json: the bundles carry that, not the whole file
      // (so editing a script in package.json does not make dist/ stale).
      name: 'package-version-only',
      setup(b) {
        b.onLoad({ filter: /[\\/]package\.json$/ }, async (args) => {
          if (resolve(args.path) !== resolve('package.json')) return undefined;
          const { version } = JSON.parse(await readFile(args.path, 'utf8'));
          return { contents: JSON.stringify({ version }), loader: 'json' };
        });
      },
    },
  ],
};

/**
 * examples/registry's records (an image, a video and an audio model), for the CLI to validate once
 * before it writes `validate`'s code cache (src/shell/cli/warm-up.ts).
 */
function exampleRecords() {
  const models = join('examples', 'registry', 'models');
  return readdirSync(models)
    .sort()
    .flatMap((lab) =>
      readdirSync(join(models, lab))
        .filter((f) => f.endsWith('.toml'))
        .sort()
        .map((f) => ({ path: `models/${lab}/${f}`, text: readFileSync(join(models, lab, f), 'utf8') })),
    );
}

/** Each bundle's file name → the esbuild inputs it holds, for licenses.txt. */
const inputs = {};
const bundle = async (options) => {
  const { metafile } = await build(options);
  for (const [file, output] of Object.entries(metafile.outputs))
    inputs[file.split('/').pop()] = Object.keys(output.inputs);
};

await bundle({ ...common, entryPoints: ['src/index.ts'], outfile: join(out, 'index.js') });
// The CLI is two files: cli.cjs, a small loader compiled on every start, and cli-main.cjs, the tool,
// which the loader runs through V8's code cache (src/shell/cli/compile-cache.ts). CommonJS because
// only a classic script can be compiled from and into a cache on Node 20, and a CommonJS entry
// starts faster than an ESM one.
await bundle({
  ...common,
  entryPoints: ['src/cli-main.ts'],
  outfile: join(out, 'cli-main.cjs'),
  format: 'cjs',
  banner: { js: "var __importMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
  define: { 'import.meta.url': '__importMetaUrl', WARM_UP_RECORDS: JSON.stringify(exampleRecords()) },
});
await bundle({
  ...common,
  entryPoints: ['src/cli.ts'],
  outfile: join(out, 'cli.cjs'),
  format: 'cjs',
  banner: { js: '#!/usr/bin/env node' },
  define: { CLI_MAIN_HASH: JSON.stringify(await fileHash(join(out, 'cli-main.cjs'))) },
});
// Executable (git keeps the mode): pre-commit runs the hook's entry as a script, by its shebang.
chmodSync(join(out, 'cli.cjs'), 0o755);
// ajv's standalone code (and its ucs2length helper) comes in through src/generated/, not node_modules.
const generatedBy = { [relative('.', GENERATED).split(sep).join('/')]: 'node_modules/ajv' };
writeFileSync(join(out, 'licenses.txt'), licensesText(inputs, generatedBy));
