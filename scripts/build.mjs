// Bundles the action (dist/index.js) and the CLI (dist/cli.js) with esbuild: ESM, one file each.
// Deterministic output: dist/ is committed and CI rebuilds it to check it is fresh.
import { build } from 'esbuild';

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

await build({ ...common, entryPoints: ['src/index.ts'], outfile: 'dist/index.js' });
await build({
  ...common,
  entryPoints: ['src/cli.ts'],
  outfile: 'dist/cli.js',
  banner: { js: `#!/usr/bin/env node\n${banner.js}` },
});
