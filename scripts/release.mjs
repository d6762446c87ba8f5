// Cuts a release in the local clone: one commit and two tags, nothing pushed.
//   node scripts/release.mjs <patch|minor|major|X.Y.Z> [--date YYYY-MM-DD]
// 1. bumps package.json (and package-lock.json) to X.Y.Z; X.Y.Z may be the current version while
//    its tag does not exist yet (the first release);
// 2. pins the reusable workflow's action step to @vX.Y.Z, so a caller of registry.yml@vX.Y.Z (or of
//    the major tag vX) runs the action from the same commit;
// 3. turns CHANGELOG.md's [Unreleased] section into [X.Y.Z] - date (refuses an empty one), and
//    points README.md's examples (and .pre-commit-hooks.yaml's example config) at vX.Y.Z and vX;
// 4. builds dist/ (the bundles carry the new version);
// 5. commits "Release vX.Y.Z", tags vX.Y.Z (annotated) and moves the major tag vX to it;
// 6. prints the push commands. It never pushes: moving vX on the remote is a forced tag update the
//    maintainer runs by hand after checking the result.
// Exit codes: 0 released, 2 refused (dirty tree, tag exists, bad arguments, nothing to release).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const top = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const WORKFLOW = '.github/workflows/registry.yml';
const HOOKS = '.pre-commit-hooks.yaml';
const PIN = /^(\s+uses: [\w.-]+\/[\w.-]+)@\S+( # pinned by scripts\/release\.mjs)$/m;

const git = (...args) => execFileSync('git', args, { cwd: top, encoding: 'utf8' }).trim();
const read = (p) => readFileSync(join(top, p), 'utf8');
const write = (p, text) => writeFileSync(join(top, p), text);

function refuse(message) {
  console.error(`release: ${message}`);
  process.exit(2);
}

/** `patch`, `minor`, `major` from the current version, or an exact X.Y.Z. */
export function nextVersion(current, bump) {
  const m = /^(\d+)\.(\d+)\.(\d+)$/.exec(current);
  if (!m) throw new Error(`package.json version ${current} is not X.Y.Z`);
  const [maj, min, pat] = m.slice(1).map(Number);
  if (bump === 'major') return `${maj + 1}.0.0`;
  if (bump === 'minor') return `${maj}.${min + 1}.0`;
  if (bump === 'patch') return `${maj}.${min}.${pat + 1}`;
  if (/^\d+\.\d+\.\d+$/.test(bump)) return bump;
  throw new Error(`expected patch, minor, major or X.Y.Z, got ${bump}`);
}

/** The changelog with [Unreleased] renamed to the release (and a fresh empty [Unreleased] above). */
export function changelogFor(text, version, date) {
  const head = /^## \[Unreleased\][^\n]*\n/m.exec(text);
  if (!head) throw new Error('CHANGELOG.md has no "## [Unreleased]" section');
  const start = head.index + head[0].length;
  const next = text.slice(start).search(/^## \[/m);
  const body = next < 0 ? text.slice(start) : text.slice(start, start + next);
  if (body.trim() === '')
    throw new Error('CHANGELOG.md has nothing under [Unreleased]: describe the release first');
  return `${text.slice(0, head.index)}## [Unreleased]\n\n## [${version}] - ${date}\n${text.slice(start)}`;
}

/** README's examples name the release (`@v1.2.3`, `rev: v1.2.3`) and the major tag (`…@v1`, `…#v1`). */
export function readmeFor(text, from, to) {
  const major = (v) => v.split('.')[0];
  const exact = new RegExp(`\\bv${from.replace(/\./g, '\\.')}(?!\\d|\\.\\d)`, 'g');
  // Only this action's references: `actions/checkout@v4` is someone else's major tag.
  const moving = new RegExp(
    `((?:model-registry-action|registry\\.yml)[@#])v${major(from)}(?!\\d|\\.\\d)`,
    'g',
  );
  return text.replace(exact, `v${to}`).replace(moving, `$1v${major(to)}`);
}

function main(argv) {
  const args = [...argv];
  const dateAt = args.indexOf('--date');
  const date = dateAt >= 0 ? args.splice(dateAt, 2)[1] : new Date().toISOString().slice(0, 10);
  if (args.length !== 1 || !/^\d{4}-\d{2}-\d{2}$/.test(date ?? ''))
    refuse('usage: node scripts/release.mjs <patch|minor|major|X.Y.Z> [--date YYYY-MM-DD]');
  if (git('status', '--porcelain') !== '') refuse('the working tree has changes: commit or stash them first');

  const pkg = JSON.parse(read('package.json'));
  let version;
  let changelog;
  try {
    version = nextVersion(pkg.version, args[0]);
    if (git('tag', '--list', `v${version}`) !== '') refuse(`tag v${version} exists already`);
    changelog = changelogFor(read('CHANGELOG.md'), version, date);
  } catch (err) {
    refuse(err.message);
  }
  const tag = `v${version}`;
  const major = `v${version.split('.')[0]}`;

  // package.json and the lock: only the version lines change, the rest keeps its bytes.
  write('package.json', read('package.json').replace(/^(\s*"version": )"[^"]*"/m, `$1"${version}"`));
  const lock = read('package-lock.json');
  write(
    'package-lock.json',
    lock
      .replace(/^( {2}"version": )"[^"]*"/m, `$1"${version}"`)
      .replace(/("packages": \{\n\s*"": \{\n\s*"name": "[^"]*",\n\s*"version": )"[^"]*"/, `$1"${version}"`),
  );
  const workflow = read(WORKFLOW);
  if (!PIN.test(workflow))
    refuse(`${WORKFLOW} has no "uses: owner/repo@… # pinned by scripts/release.mjs" line`);
  write(WORKFLOW, workflow.replace(PIN, `$1@${tag}$2`));
  write('CHANGELOG.md', changelog);
  write('README.md', readmeFor(read('README.md'), pkg.version, version));
  // The hook definition's comment shows the `.pre-commit-config.yaml` to paste, with its `rev:`.
  write(HOOKS, readmeFor(read(HOOKS), pkg.version, version));

  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: top, stdio: 'inherit' });

  git('add', 'package.json', 'package-lock.json', WORKFLOW, 'CHANGELOG.md', 'README.md', HOOKS, 'dist');
  git('commit', '-q', '-m', `Release ${tag}`);
  git('tag', '-a', tag, '-m', `Release ${tag}`);
  git('tag', '-f', '-a', major, '-m', `Latest ${major} release: ${tag}`);
  const branch = git('rev-parse', '--abbrev-ref', 'HEAD');
  console.log(`Released ${tag} at ${git('rev-parse', '--short', 'HEAD')}; ${major} moved to it. Nothing was pushed.
Check it (bash .ci/run), then publish:
  git push origin ${branch} ${tag}
  git push origin refs/tags/${major} --force   # moves the major tag: the one forced update, by hand
`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  main(process.argv.slice(2));
