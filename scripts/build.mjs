// Bundles the action (dist/index.js) and the CLI (dist/cli.js) with esbuild: ESM, one file each.
// Deterministic output: dist/ is committed and CI rebuilds it to check it is fresh.
// `node scripts/build.mjs OUT` writes into OUT instead (the tests build a fresh bundle into .test-dist/).
import { join } from 'node:path';
import { build } from 'esbuild';

const out = process.argv[2] ?? 'dist';

const banner = {
  // CommonJS dependencies bundled into ESM still call require() for Node built-ins.
  js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
};

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  legalComments: 'none',
  logLevel: 'warning',
  banner,
};

await build({ ...common, entryPoints: ['src/index.ts'], outfile: join(out, 'index.js') });
await build({
  ...common,
  entryPoints: ['src/cli.ts'],
  outfile: join(out, 'cli.js'),
  banner: { js: `#!/usr/bin/env node\n${banner.js}` },
});
