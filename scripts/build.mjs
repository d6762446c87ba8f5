// Bundles the action (dist/index.js) and the CLI (dist/cli.js) with esbuild: ESM, one file each.
// Deterministic output: dist/ is committed and CI rebuilds it to check it is fresh.
// `node scripts/build.mjs OUT` writes into OUT instead (the tests build a fresh bundle into .test-dist/).
// The schema validator is precompiled here: the bundles get standalone code generated from the schema
// now, never ajv's compiler (src/generated/ holds the same code for running from source; a test keeps
// that copy fresh).
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { GENERATED, validatorSource } from './precompile-schema.mjs';

const out = process.argv[2] ?? 'dist';

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

await build({ ...common, entryPoints: ['src/index.ts'], outfile: join(out, 'index.js') });
await build({
  ...common,
  entryPoints: ['src/cli.ts'],
  outfile: join(out, 'cli.js'),
  banner: { js: `#!/usr/bin/env node\n${banner.js}` },
});
