import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { GENERATED, validatorSource } from './precompile-schema.mjs';
const [out, min, lazy] = process.argv.slice(2);
const code = validatorSource();
const LOCATE = resolve('src/core/toml/locate.ts');
await build({
  bundle: true, platform: 'node', target: 'node20', format: 'esm', legalComments: 'none', logLevel: 'warning',
  minifyWhitespace: min === '1', minifySyntax: min === '1',
  banner: { js: "#!/usr/bin/env node\nimport { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  plugins: [{ name: 'p', setup(b) {
    b.onLoad({ filter: /source-record-validator\.js$/ }, (a) => resolve(a.path) === GENERATED ? { contents: code, loader: 'js' } : undefined);
    if (lazy === '1') b.onLoad({ filter: /locate\.ts$/ }, (a) => {
      if (resolve(a.path) !== LOCATE) return undefined;
      const src = readFileSync(a.path, 'utf8');
      const line = "import { type AST, parseTOML } from 'toml-eslint-parser';";
      if (!src.includes(line)) throw new Error('no');
      return { contents: src.replace(line, "import type { AST } from 'toml-eslint-parser';\nconst parseTOML = (t: string) => require('toml-eslint-parser').parseTOML(t);"), loader: 'ts' };
    });
  } }],
  entryPoints: ['src/cli.ts'], outfile: join(out, 'cli.js'),
});
