// Full-build figures for `npm run bench`, each next to its baseline measured in the same run on the
// same repository (issue 7's targets):
// - large: `model-registry build` against `git log -p --first-parent -- models` (target: at most half
//   its time, and under 1.5 GiB peak memory);
// - small: against a per-commit `git show` replay, the way history tools are usually written (target:
//   at most 0.08 of its time).
import { spawn } from 'node:child_process';
import { join } from 'node:path';

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

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/**
 * Both figures. `grow(records, commits)` makes a repository, `build(repo, out)` runs the CLI's full
 * build (resolving to { ms, peakMb, out }), `log` prints a line.
 */
export async function fullBuildFigures({ grow, build, work, log, large }) {
  const small = await grow(500, 1000);
  const replay = await gitShowReplay(small);
  const b1 = await build(small, join(work, 'site-small'));
  log(
    `full build, 500 records × 1,000 commits: ${seconds(b1.ms)}, peak ${b1.peakMb.toFixed(0)} MB; ` +
      `git show replay (${replay.spawns} git runs) ${seconds(replay.ms)}: ratio ${(b1.ms / replay.ms).toFixed(3)}   (target ≤ 0.08)`,
  );
  const [records, commits] = large;
  const big = await grow(records, commits);
  const patch = await gitLogPatch(big);
  const b2 = await build(big, join(work, 'site-large'));
  const n = (v) => v.toLocaleString('en-US');
  log(
    `full build, ${n(records)} records × ${n(commits)} commits: ${seconds(b2.ms)}, peak ${b2.peakMb.toFixed(0)} MB   (target < 1,536 MB); ` +
      `git log -p --first-parent -- models ${seconds(patch.ms)} (${(patch.bytes / 1e6).toFixed(0)} MB): ratio ${(b2.ms / patch.ms).toFixed(2)}   (target ≤ 0.5)`,
  );
  log(`  ${b2.out.trim()}`);
}
