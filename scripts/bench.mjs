// `npm run bench`: grows registry histories and prints how long the built CLI takes on them, with
// peak memory. Figures, not pass/fail: see docs/decisions.md for the targets and the last readings.
// BENCH_CLI=path measures another build of the CLI (node scripts/build.mjs /tmp/x; BENCH_CLI=/tmp/x/cli.cjs).
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fullBuildFigures } from './bench/full-build.mjs';
import { hostileLines } from './bench/hostile-lines.mjs';
import { growHistory, recordText } from './bench/synthetic-history.mjs';

const top = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// BENCH_CLI measures another bundle (e.g. `node scripts/build.mjs /tmp/b && BENCH_CLI=/tmp/b/cli.cjs`).
const cli = process.env.BENCH_CLI ? resolve(process.env.BENCH_CLI) : join(top, 'dist', 'cli.cjs');
const peak = join(top, 'scripts', 'bench', 'peak-rss.mjs');
const work = mkdtempSync(join(tmpdir(), 'registry-bench-'));

function run(cmd, args, cwd = work) {
  return new Promise((res, rej) => {
    const t = process.hrtime.bigint();
    const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    let out = '';
    child.stdout.on('data', (b) => {
      out += b;
    });
    child.stderr.on('data', (b) => {
      err += b;
    });
    child.on('close', (code) => {
      const ms = Number(process.hrtime.bigint() - t) / 1e6;
      // The last report is the process's (peak-rss.mjs reports from the main thread only).
      const rss = [...err.matchAll(/@@peak-rss-kb (\d+)/g)].at(-1);
      const cpu = [...err.matchAll(/@@cpu-us (\d+) (\d+)/g)].at(-1);
      if (code !== 0 && code !== 1) rej(new Error(`${cmd} ${args.join(' ')} exited ${code}\n${err}`));
      else
        res({
          ms,
          code,
          out,
          peakMb: rss ? Number(rss[1]) / 1024 : Number.NaN,
          userMs: cpu ? Number(cpu[1]) / 1000 : Number.NaN,
          systemMs: cpu ? Number(cpu[2]) / 1000 : Number.NaN,
        });
    });
  });
}

function tomlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? tomlFiles(join(dir, e.name)) : e.name.endsWith('.toml') ? [join(dir, e.name)] : [],
  );
}

/**
 * Median wall time of `runs` starts of each command, taken in turn so both see the same machine load.
 * `unset`: variables of this environment the command starts without.
 */
function startupMedians(commands, runs) {
  const times = commands.map(() => []);
  for (let i = 0; i < runs; i++) {
    commands.forEach(({ args: [cmd, ...args], env, unset = [] }, c) => {
      const started = { ...process.env, ...env };
      for (const name of unset) delete started[name];
      const t = process.hrtime.bigint();
      const r = spawnSync(cmd, args, { cwd: top, stdio: 'ignore', env: started });
      if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited ${r.status}`);
      times[c].push(Number(process.hrtime.bigint() - t) / 1e6);
    });
  }
  return times.map((t) => t.sort((a, b) => a - b)[t.length >> 1]);
}

const cliRun = (args) => run(process.execPath, ['--import', peak, cli, ...args]);
const fmt = (r) => `${(r.ms / 1000).toFixed(2)} s, peak ${r.peakMb.toFixed(0)} MB`;

async function history(records, commits) {
  const repo = join(work, `history-${records}x${commits}`);
  mkdirSync(repo);
  await run('git', ['init', '-q', '-b', 'main'], repo);
  const t = Date.now();
  await growHistory(repo, { records, commits });
  console.log(`grew ${records} records × ${commits} commits with git fast-import in ${Date.now() - t} ms`);
  return repo;
}

/** The two full-build figures against their baselines; BENCH_LARGE=2000x4000 for a quicker run. */
async function fullBuilds() {
  const large = (process.env.BENCH_LARGE ?? '10000x20000').split('x').map(Number);
  const build = (repo, out) =>
    cliRun(['build', '--root', repo, '--out', out, '--repository-url', 'https://github.com/bench/registry']);
  await fullBuildFigures({ grow: history, build, work, log: console.log, large });
}

try {
  console.log(`node ${process.version}, ${cli}, temp ${work}\n`);
  // The pre-commit case: one small registry, where start-up is everything (the validator is
  // precompiled; the CLI starts from V8's code cache, which the first run of the command writes).
  const example = join(top, 'examples', 'registry');
  const validateExample = [process.execPath, cli, 'validate', '--root', example];
  const cache = { MODEL_REGISTRY_COMPILE_CACHE: join(work, 'compile-cache') };
  // Node 20 reads every certificate of NODE_EXTRA_CA_CERTS at each start, before any script (a
  // whole CA bundle: about 50 ms on this VM, which sets it; Node 24 does not pay it at start): timed
  // also without it where it is set.
  const extraCa = process.env.NODE_EXTRA_CA_CERTS ? ['NODE_EXTRA_CA_CERTS'] : [];
  const [bare, cached, uncached, bareNoCa, cachedNoCa] = startupMedians(
    [
      { args: [process.execPath, '-e', '0'] },
      { args: validateExample, env: cache },
      { args: validateExample, env: { MODEL_REGISTRY_COMPILE_CACHE: 'off' } },
      ...(extraCa.length > 0
        ? [
            { args: [process.execPath, '-e', '0'], unset: extraCa },
            { args: validateExample, env: cache, unset: extraCa },
          ]
        : []),
    ],
    21,
  );
  console.log(
    `validate examples/registry, median of 21 runs:   ${cached.toFixed(0)} ms wall   (target < 120 ms; node -e 0: ${bare.toFixed(0)} ms, so the CLI adds ${(cached - bare).toFixed(0)} ms; without the compile cache ${uncached.toFixed(0)} ms)`,
  );
  if (extraCa.length > 0)
    console.log(
      `  the same without NODE_EXTRA_CA_CERTS, which is set here (Node 20 reads its certificates at every start): ${cachedNoCa.toFixed(0)} ms wall; node -e 0: ${bareNoCa.toFixed(0)} ms`,
    );
  console.log(
    'validate one record with a line of 160 KB, of each shape that was quadratic to word (target < 1 s each):',
  );
  await hostileLines({
    validate: (root) => cliRun(['validate', '--root', root, '--format', 'json']),
    work,
    log: console.log,
  });
  const repo = await history(500, 2000);
  await fullBuilds();
  const diff1 = await cliRun([
    'diff',
    '--root',
    repo,
    'HEAD~1',
    'HEAD',
    '--repository-url',
    'https://github.com/bench/registry',
  ]);
  console.log(`diff of the last commit (2,000-commit history):  ${fmt(diff1)}   (target < 0.5 s)`);

  const long = await history(500, 10000);
  const diff2 = await cliRun([
    'diff',
    '--root',
    long,
    'HEAD~1',
    'HEAD',
    '--repository-url',
    'https://github.com/bench/registry',
  ]);
  console.log(`diff of the last commit (10,000-commit history): ${fmt(diff2)}   (target < 0.5 s)`);

  // 5,000 records: copies of the real conformance records when ../shared is there (13 KB on average),
  // else synthetic ones; each copy gets the model id its path asks for.
  const conformance = join(top, '..', 'shared', 'conformance', 'models');
  const real = existsSync(conformance) ? tomlFiles(conformance).map((p) => readFileSync(p, 'utf8')) : [];
  const tree = join(work, 'tree-5000');
  let bytes = 0;
  for (let i = 0; i < 5000; i++) {
    const lab = `lab-${i % 50}`;
    const text = real.length
      ? real[i % real.length].replace(/^id = "[^"]+"/m, `id = "${lab}/model-${i}"`)
      : recordText(lab, `model-${i}`, i);
    bytes += text.length;
    mkdirSync(join(tree, 'models', lab), { recursive: true });
    writeFileSync(join(tree, 'models', lab, `model-${i}.toml`), text);
  }
  const kind = `${real.length ? 'conformance copies' : 'synthetic'}, ${(bytes / 1e6).toFixed(0)} MB`;
  for (const jobs of ['1', String(availableParallelism())]) {
    const validate = await cliRun(['validate', '--root', tree, '--format', 'json', '--jobs', jobs]);
    const report = JSON.parse(validate.out);
    console.log(
      `validate 5,000 records (${kind}), ${jobs} thread(s), ${report.errors.length} errors: ${fmt(validate)}   (target < 2 s)`,
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
