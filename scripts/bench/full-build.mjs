// Full-build figures for `npm run bench`, each next to its baseline measured in the same run on the
// same repository (issue 7's targets):
// - large: `model-registry build` against `git log -p --first-parent -- models` (target: at most half
//   its time, and under 1.5 GiB peak memory), in interleaved rounds;
// - small: against a per-commit `git show` replay, the way history tools are usually written (target:
//   at most 0.08 of its time).
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';

/** Runs a command, draining its output; resolves to wall milliseconds and the stdout byte count. */
function timed(cmd, args, cwd) {
  return new Promise((resolve, reject) => {
    const t = process.hrtime.bigint();
    const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let bytes = 0;
    let out = '';
    let err = '';
    child.stdout.on('data', (b) => {
      bytes += b.length;
      if (out.length < 1 << 20) out += b;
    });
    child.stderr.on('data', (b) => {
      err += b;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const ms = Number(process.hrtime.bigint() - t) / 1e6;
      if (code !== 0) reject(new Error(`${cmd} ${args.join(' ')} exited ${code}\n${err}`));
      else resolve({ ms, bytes, out });
    });
  });
}

/** `git log -p --first-parent -- models`: prints every record change of the history once. */
export async function gitLogPatch(repo) {
  return timed('git', ['log', '-p', '--first-parent', '--', 'models'], repo);
}

/**
 * The per-commit replay such tools do: for each first-parent commit, oldest first, `git show` of the
 * commit's changes to the records, then `git show <sha>:<path>` for each changed file that still
 * exists (the version to parse). Parsing is left out, so the baseline is if anything too fast.
 */
export async function gitShowReplay(repo) {
  const t = process.hrtime.bigint();
  const list = await timed('git', ['rev-list', '--first-parent', '--reverse', 'HEAD'], repo);
  let spawns = 1;
  for (const sha of list.out.split('\n').filter(Boolean)) {
    const show = await timed(
      'git',
      ['show', '--format=', '--name-status', '--no-renames', sha, '--', 'models'],
      repo,
    );
    spawns++;
    for (const line of show.out.split('\n')) {
      const [status, path] = line.split('\t');
      if (!path || status === 'D') continue;
      await timed('git', ['show', `${sha}:${path}`], repo);
      spawns++;
    }
  }
  return { ms: Number(process.hrtime.bigint() - t) / 1e6, spawns };
}

/**
 * A command run through `sh`, which prints its children's CPU seconds after it (`times`): wall
 * milliseconds and CPU milliseconds (user + system) of what the command ran.
 */
async function timedCpu(script, cwd, to = '/dev/null') {
  const r = await timed('sh', ['-c', `${script} > '${to}'; times`], cwd);
  // `times` prints the shell's own user/system line, then its children's.
  let cpu = 0;
  for (const [, m, sec] of r.out
    .trim()
    .split('\n')
    .pop()
    .matchAll(/(\d+)m([\d.]+)s/g))
    cpu += (Number(m) * 60 + Number(sec)) * 1000;
  return { ms: r.ms, cpu };
}

/**
 * What git alone takes to hand over the history the way the build reads it: the same `git log`
 * (every commit's changed record files, renames found) and one `git cat-file --batch` of every
 * version it names. Measured one after the other; the build runs them side by side.
 */
export async function gitReadAlone(repo, work) {
  // The build's own arguments, copied (a script cannot import the TypeScript): git log's from
  // logArgs in src/shell/git/log.ts, cat-file's cache from src/shell/git/cat-file.ts.
  const log = [
    'git -c core.quotepath=off log --topo-order -z --raw -M --no-abbrev',
    "--diff-merges=first-parent '--format=%H %P%x00%ct%x00%s' HEAD --",
  ].join(' ');
  const raw = join(work, 'log.raw');
  const logged = await timedCpu(log, repo, raw);
  const ids = new Set();
  for (const m of readFileSync(raw, 'latin1').matchAll(/:\d+ \d+ ([0-9a-f]{40}) ([0-9a-f]{40}) /g))
    for (const id of [m[2], m[1]]) if (!/^0+$/.test(id)) ids.add(id);
  rmSync(raw);
  const list = join(work, 'versions.txt');
  writeFileSync(list, [...ids].map((id) => `${id}\n`).join(''));
  const read = await timedCpu(
    `git -c core.deltaBaseCacheLimit=256m cat-file --batch --buffer < '${list}'`,
    repo,
  );
  rmSync(list);
  return { log: logged, read, versions: ids.size };
}

/**
 * Reads every file of `built`, then writes them all again into a new folder beside it, on one
 * thread: what creating the output costs on this disk. Resolves to the writing's wall and CPU ms.
 * The copy stays (the bench's temporary folder goes at its end): on ext4 without a journal, as on
 * the VM these figures come from, each new inode is found by stepping over every inode freed in
 * the last minute (six while its table block is not yet written back), so deleting thousands of
 * files here would slow the file creation of the builds measured after it.
 */
export async function writeAlone(built) {
  const script = `
    const { mkdirSync, readdirSync, readFileSync, writeFileSync } = require('node:fs');
    const { dirname, join } = require('node:path');
    const [from, to] = process.argv.slice(1);
    const files = [];
    const walk = (dir, rel) => {
      for (const e of readdirSync(dir, { withFileTypes: true }))
        if (e.isDirectory()) walk(join(dir, e.name), join(rel, e.name));
        else files.push([join(to, rel, e.name), readFileSync(join(dir, e.name))]);
    };
    walk(from, '');
    const t = performance.now();
    const cpu = process.cpuUsage();
    const made = new Set();
    for (const [path, bytes] of files) {
      const dir = dirname(path);
      if (!made.has(dir)) { mkdirSync(dir, { recursive: true }); made.add(dir); }
      writeFileSync(path, bytes);
    }
    const { user, system } = process.cpuUsage(cpu);
    console.log(JSON.stringify({ ms: performance.now() - t, cpu: (user + system) / 1000, files: files.length }));`;
  const r = await timed(process.execPath, ['-e', script, built, `${built}-copy`]);
  return JSON.parse(r.out);
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const n = (v) => v.toLocaleString('en-US');
/** The build process's CPU time (all its threads; git's processes are not in it). */
const cpuOf = (b) => `CPU ${seconds(b.userMs)} user + ${seconds(b.systemMs)} system`;

/**
 * Both figures. `grow(records, commits)` makes a repository, `build(repo, out)` runs the CLI's full
 * build (resolving to { ms, peakMb, userMs, systemMs, out }), `log` prints a line.
 */
export async function fullBuildFigures({ grow, build, work, log, large }) {
  const small = await grow(500, 1000);
  const replay = await gitShowReplay(small);
  // The median of three builds, each into a new folder (a second build into the same folder would
  // find its files written; removing them first slows the next file creations on this disk).
  const runs = [];
  for (const n of [1, 2, 3])
    runs.push(await build(small, join(work, n === 1 ? 'site-small' : `site-small-${n}`)));
  const b1 = medianBy(runs, (r) => r.ms);
  log(
    `full build, 500 records × 1,000 commits: ${seconds(b1.ms)} (median of ${runs.map((r) => seconds(r.ms)).join(', ')}), peak ${b1.peakMb.toFixed(0)} MB, ${cpuOf(b1)}; ` +
      `git show replay (${replay.spawns} git runs) ${seconds(replay.ms)}: ratio ${(b1.ms / replay.ms).toFixed(3)}   (target ≤ 0.08)`,
  );
  // Built again into a folder it built: every file holds its bytes already and is left as it is.
  const again = await build(small, join(work, 'site-small-2'));
  log(`  built again into the same folder (nothing rewritten): ${seconds(again.ms)}, ${cpuOf(again)}`);
  await floor(log, small, join(work, 'site-small'), replay.ms, 'the replay');
  const [records, commits] = large;
  const big = await grow(records, commits);
  // This VM's speed swings by a quarter within minutes (the same `git log -p` took 8.8 s, then
  // 13.1 s): each round times the baseline and then the build, and the round of the median ratio
  // is reported, every round's ratio beside it.
  const rounds = [];
  for (let i = 1; i <= LARGE_ROUNDS; i++) {
    const patch = await gitLogPatch(big);
    const built = await build(big, join(work, i === 1 ? 'site-large' : `site-large-${i}`));
    rounds.push({ patch, built });
  }
  const { patch, built: b2 } = medianRound(rounds);
  log(
    `full build, ${n(records)} records × ${n(commits)} commits: ${seconds(b2.ms)}, peak ${b2.peakMb.toFixed(0)} MB   (target < 1,536 MB), ${cpuOf(b2)}; ` +
      `git log -p --first-parent -- models ${seconds(patch.ms)} (${(patch.bytes / 1e6).toFixed(0)} MB): ratio ${ratio(b2, patch).toFixed(2)}   (target ≤ 0.5)`,
  );
  log(
    `  the median of ${rounds.length} rounds, each git log -p then the build: ratios ${rounds.map((r) => ratio(r.built, r.patch).toFixed(2)).join(', ')}; builds ${rounds.map((r) => seconds(r.built.ms)).join(', ')}`,
  );
  log(`  ${b2.out.trim()}`);
  const git = await floor(log, big, join(work, 'site-large'), patch.ms, 'git log -p');
  const bound = cpuBound({
    buildCpuMs: b2.userMs + b2.systemMs,
    gitCpuMs: git.log.cpu + git.read.cpu,
    cores: CORES,
  });
  log(
    `  the build's own CPU and git's alone over ${CORES} cores: ${seconds(bound)}, ${(bound / patch.ms).toFixed(2)} of git log -p: ` +
      'no spreading of this work over threads finishes sooner; only less work does',
  );
}

/** Rounds of the large build: 3 by default, BENCH_LARGE_ROUNDS=1 for a quicker run. */
const LARGE_ROUNDS = Math.max(1, Number(process.env.BENCH_LARGE_ROUNDS ?? 3) || 3);

const CORES = availableParallelism();

const ratio = (built, baseline) => built.ms / baseline.ms;

/** The item of the median `key` (the lower middle of an even count): a build, or a round by its ratio. */
export function medianBy(items, key) {
  return [...items].sort((a, b) => key(a) - key(b))[(items.length - 1) >> 1];
}

/** The round whose build-to-baseline ratio is the median. */
export const medianRound = (rounds) => medianBy(rounds, (r) => ratio(r.built, r.patch));

/**
 * The least wall time `cores` cores need for the CPU time the build's process and git's spend
 * (git's measured alone: the build's own figure leaves its child processes out).
 */
export function cpuBound({ buildCpuMs, gitCpuMs, cores }) {
  return (buildCpuMs + gitCpuMs) / cores;
}

/**
 * What no build can beat on this machine: git handing over the history and the disk taking the
 * files, each measured alone. Their CPU time spread over every core is a floor for the build's wall
 * time before it parses, diffs or renders anything.
 */
async function floor(log, repo, built, baselineMs, baseline) {
  const git = await gitReadAlone(repo, dirname(built));
  const disk = await writeAlone(built);
  const cpu = git.log.cpu + git.read.cpu + disk.cpu;
  log(
    `  alone on this machine: git log ${seconds(git.log.ms)} (CPU ${seconds(git.log.cpu)}), cat-file of its ${n(git.versions)} versions ` +
      `${seconds(git.read.ms)} (CPU ${seconds(git.read.cpu)}); writing the ${n(disk.files)} files ${seconds(disk.ms)} (CPU ${seconds(disk.cpu)}). ` +
      `Their CPU over ${CORES} cores: ${seconds(cpu / CORES)}, ${(cpu / CORES / baselineMs).toFixed(3)} of ${baseline}, before any parsing, diffing or rendering`,
  );
  return git;
}
