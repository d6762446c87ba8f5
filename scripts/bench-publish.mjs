// `npm run bench:publish`: the action (dist/index.js) publishing a 2,000-commit registry history to
// the REST emulator of the test harness: wall time and API requests of a first publish (full
// history checked out) and of an incremental one (one commit, shallow checkout).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { growHistory, recordText } from './bench/synthetic-history.mjs';

const top = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(join(tmpdir(), 'publish-bench-'));

// The harness is TypeScript test code: bundle it for this script (dependencies stay external).
async function load(entry, name) {
  // Written beside the harness, so its relative fixture paths and node_modules resolve as in tests.
  const outfile = join(top, '__tests__', 'harness', '.bench-build', `${name}.mjs`);
  await build({
    entryPoints: [join(top, entry)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile,
    logLevel: 'error',
  });
  return import(pathToFileURL(outfile).href);
}

try {
  const { startGitHubEmulator } = await load('__tests__/harness/github/server.ts', 'server');
  const { runAction, pushEvent } = await load('__tests__/harness/run-action.ts', 'run-action');
  const origin = join(work, 'origin');
  mkdirSync(origin);
  const git = (args, cwd = origin) =>
    execFileSync('git', args, { cwd, stdio: ['ignore', 'pipe', 'inherit'] })
      .toString()
      .trim();
  git(['init', '-q', '-b', 'main']);
  await growHistory(origin, { records: 500, commits: 2000 });
  git(['checkout', '-q', 'main']);
  const first = git(['rev-parse', 'HEAD']);
  const gh = await startGitHubEmulator({ owner: 'bench', repo: 'registry', gitDir: origin, token: 't' });
  const checkout = (sha, shallow) => {
    const dir = mkdtempSync(join(work, 'ws-'));
    git(['init', '-q', dir], work);
    git(['-C', dir, 'fetch', '-q', ...(shallow ? ['--depth', '1'] : []), `file://${origin}`, sha], work);
    git(['-C', dir, 'checkout', '-q', '--detach', sha], work);
    return dir;
  };
  const publish = async (label, before, after, shallow) => {
    const cwd = checkout(after, shallow);
    const calls = gh.requests.length;
    const t = Date.now();
    const run = await runAction({
      entry: join(top, 'dist/index.js'),
      cwd,
      gh,
      actionYml: join(top, 'action.yml'),
      githubToken: 't',
      event: pushEvent({ owner: 'bench', repo: 'registry', before, after }),
      timeoutMs: 600_000,
    });
    if (run.code !== 0) throw new Error(`${label} failed:\n${run.stdout}\n${run.stderr}`);
    console.log(
      `${label.padEnd(58)} ${((Date.now() - t) / 1000).toFixed(2)} s, ${gh.requests.length - calls} API requests, ${run.outputs['events-count']} events`,
    );
  };
  console.log(
    `node ${process.version}: 500 records × 2,000 commits, dist/index.js against the loopback emulator\n`,
  );
  await publish('first publish (fetch-depth: 0, full history local)', '0'.repeat(40), first, false);
  git(['checkout', '-q', '-b', 'tmp']);
  mkdirSync(join(origin, 'models', 'lab-1'), { recursive: true });
  execFileSync('sh', ['-c', `cat > models/lab-1/model-1.toml`], {
    cwd: origin,
    input: recordText('lab-1', 'model-1', 999),
  });
  git(['-c', 'user.name=b', '-c', 'user.email=b@e', 'commit', '-qam', 'one record']);
  const second = git(['rev-parse', 'HEAD']);
  git(['update-ref', 'refs/heads/main', second]);
  await publish('incremental publish, 1 commit (fetch-depth: 1)', first, second, true);
  await publish('re-run of the same push (fetch-depth: 1)', first, second, true);
  await gh.close();
} finally {
  rmSync(work, { recursive: true, force: true });
  rmSync(join(top, '__tests__', 'harness', '.bench-build'), { recursive: true, force: true });
}
