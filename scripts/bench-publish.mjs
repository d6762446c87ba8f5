// `npm run bench:publish`: the action (dist/index.js) publishing a 2,000-commit registry history to
// the REST emulator of the test harness: wall time and API requests of a first publish (full
// history checked out) and of an incremental one (one commit, shallow checkout). Then, at scale
// (BENCH_RECORDS records grown from the conformance records, default 3,000, x BENCH_COMMITS commits,
// default 6,000): what a one-record push costs on the pages branch (requests, bytes read and
// written, as the emulator counts them) and the largest file there. Figures only, no pass/fail.
// `npm run bench:publish -- --scale` runs only the second part.
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

const mb = (n) => `${(n / 1e6).toFixed(2)} MB`;

/** A one-record push on a registry of thousands of records: its cost on the pages branch. */
async function scale({ startGitHubEmulator, runAction, pushEvent }) {
  const records = Number(process.env.BENCH_RECORDS ?? 3000);
  const commits = Number(process.env.BENCH_COMMITS ?? 6000);
  const { createTestRepo } = await load('__tests__/harness/github/test-repo.ts', 'test-repo');
  const { growSyntheticRegistry } = await load('__tests__/helpers/synthetic-registry.ts', 'synthetic');
  const origin = await createTestRepo();
  try {
    let t = Date.now();
    const reg = await growSyntheticRegistry(origin, { records, commits });
    console.log(
      `\n${records.toLocaleString('en')} records (${reg.source}, ${mb(reg.bytes)}) × ${commits.toLocaleString('en')} commits, grown with git fast-import in ${((Date.now() - t) / 1000).toFixed(2)} s`,
    );
    const gh = await startGitHubEmulator({
      owner: 'bench',
      repo: 'registry',
      gitDir: origin.dir,
      token: 't',
    });
    // As actions/checkout leaves it: the pushed commit (all history or depth 1), an `origin` remote.
    const checkout = (sha, shallow) => {
      const dir = mkdtempSync(join(work, 'scale-ws-'));
      execFileSync('git', ['init', '-q', dir]);
      execFileSync('git', ['-C', dir, 'remote', 'add', 'origin', `file://${origin.gitDir}`]);
      execFileSync('git', ['-C', dir, 'fetch', '-q', ...(shallow ? ['--depth', '1'] : []), 'origin', sha]);
      execFileSync('git', ['-C', dir, 'checkout', '-q', '--detach', sha]);
      return dir;
    };
    const publish = async (label, before, after, shallow) => {
      const from = gh.requests.length;
      t = Date.now();
      const run = await runAction({
        entry: join(top, 'dist/index.js'),
        cwd: checkout(after, shallow),
        gh,
        actionYml: join(top, 'action.yml'),
        githubToken: 't',
        event: pushEvent({ owner: 'bench', repo: 'registry', before, after }),
        timeoutMs: 1_800_000,
      });
      if (run.code !== 0) throw new Error(`${label} failed:\n${run.stdout}\n${run.stderr}`);
      const cost = gh.traffic(from);
      console.log(
        `${label.padEnd(58)} ${((Date.now() - t) / 1000).toFixed(2)} s, ${cost.requests} API requests, ` +
          `read ${mb(cost.bytesOut)}, written ${mb(cost.bytesIn)}, ${run.outputs['events-count']} events`,
      );
      return cost;
    };
    await publish('first publish (fetch-depth: 0)', '0'.repeat(40), reg.head, false);
    const i = 1;
    const edited = await origin.commit({
      files: { [reg.records[i].path]: reg.text(i, reg.records[i].version + 1) },
      message: `edit ${reg.records[i].id}`,
    });
    const cost = await publish('incremental, 1 commit, 1 record (fetch-depth: 1)', reg.head, edited, true);
    const byRoute = new Map();
    for (const r of gh.requests.slice(-cost.requests)) {
      const key = `${r.method} ${r.route ?? r.path}`;
      const row = byRoute.get(key) ?? { n: 0, read: 0, written: 0 };
      row.n++;
      row.read += r.bytesOut;
      row.written += r.bytesIn;
      byRoute.set(key, row);
    }
    for (const [key, row] of byRoute) {
      console.log(
        `  ${String(row.n).padStart(2)} × ${key.padEnd(56)} read ${mb(row.read)}, written ${mb(row.written)}`,
      );
    }
    console.log(`  files read: ${cost.paths.join(', ') || 'none'}`);
    console.log(
      `  files written: ${cost.written.length} (${cost.written.slice(0, 8).join(', ')}${cost.written.length > 8 ? ', …' : ''})`,
    );
    const files = await gh.files('gh-pages');
    console.log(
      `pages branch: ${files.length} files; largest ${files
        .slice(0, 3)
        .map((f) => `${f.path} ${mb(f.size)} (${(f.size / 2 ** 20).toFixed(2)} MiB)`)
        .join(', ')}`,
    );
    await gh.close();
  } finally {
    await origin.cleanup();
  }
}

async function small({ startGitHubEmulator, runAction, pushEvent }) {
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
}

const scaleOnly = process.argv.includes('--scale');

try {
  const { startGitHubEmulator } = await load('__tests__/harness/github/server.ts', 'server');
  const { runAction, pushEvent } = await load('__tests__/harness/run-action.ts', 'run-action');
  if (!scaleOnly) await small({ startGitHubEmulator, runAction, pushEvent });
  await scale({ startGitHubEmulator, runAction, pushEvent });
} finally {
  rmSync(work, { recursive: true, force: true });
  rmSync(join(top, '__tests__', 'harness', '.bench-build'), { recursive: true, force: true });
}
