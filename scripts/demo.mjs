// Quick start: replays examples/history into a real git repository (fixed dates, so the commit ids
// are the same everywhere), validates it and builds the site with the bundled CLI.
//   npm run demo            → out/example-registry (the repository) and out/site (the artifacts)
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const top = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(top, 'out');
const repo = join(out, 'example-registry');
const site = join(out, 'site');
const cli = join(top, 'dist', 'cli.cjs');

if (!existsSync(cli)) {
  console.error('dist/cli.cjs is missing: run `npm run build` first.');
  process.exit(2);
}

rmSync(repo, { recursive: true, force: true });
rmSync(site, { recursive: true, force: true });
mkdirSync(repo, { recursive: true });

const base = Date.parse('2026-09-01T09:00:00Z');
const env = (i) => {
  const date = new Date(base + i * 6 * 86_400_000).toISOString();
  return {
    ...process.env,
    GIT_AUTHOR_NAME: 'Registry Maintainer',
    GIT_AUTHOR_EMAIL: 'maintainer@example.org',
    GIT_COMMITTER_NAME: 'Registry Maintainer',
    GIT_COMMITTER_EMAIL: 'maintainer@example.org',
    GIT_AUTHOR_DATE: date,
    GIT_COMMITTER_DATE: date,
  };
};
const git = (args, i = 0) =>
  execFileSync('git', args, { cwd: repo, env: env(i), stdio: ['ignore', 'pipe', 'inherit'] });

git(['init', '-q', '-b', 'main']);
git(['remote', 'add', 'origin', 'https://github.com/example/model-registry.git']);
const steps = readdirSync(join(top, 'examples', 'history'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();
steps.forEach((step, i) => {
  const dir = join(top, 'examples', 'history', step);
  const del = join(dir, 'DELETE');
  if (existsSync(del)) {
    for (const p of readFileSync(del, 'utf8').split('\n').filter(Boolean))
      rmSync(join(repo, p), { force: true });
  }
  if (existsSync(join(dir, 'models'))) cpSync(join(dir, 'models'), join(repo, 'models'), { recursive: true });
  git(['add', '-A']);
  git(['commit', '-q', '-F', join(dir, 'COMMIT')], i);
});
console.log(`Replayed ${steps.length} commits into ${repo}`);

const run = (args) => {
  console.log(`\n$ model-registry ${args.join(' ')}`);
  execFileSync(process.execPath, [cli, ...args], { stdio: 'inherit' });
};
run(['validate', '--root', repo]);
run(['build', '--root', repo, '--out', site]);
run(['diff', '--root', repo, 'HEAD~1', 'HEAD']);
// What the build wrote, read back rather than listed by hand.
const published = readdirSync(site, { withFileTypes: true })
  .map((e) => (e.isDirectory() ? `${e.name}/` : e.name))
  .sort();
console.log(`\nPublished files in ${site}: ${published.join(', ')}`);
console.log(`Open ${join(site, 'index.html')} through a local web server to browse the site.`);
