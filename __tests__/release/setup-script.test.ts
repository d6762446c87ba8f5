// scripts/setup.sh with stub commands on PATH (it uses only bash built-ins otherwise): what it installs,
// when it says what is missing, and that CI fails without the packages.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const SCRIPT = resolve('scripts/setup.sh');
const BASH = ['/bin/bash', '/usr/bin/bash'].find(existsSync) as string;
let stubs: string;

function stub(name: string, body: string) {
  const file = join(stubs, name);
  writeFileSync(file, `#!${BASH}\n${body}\n`);
  chmodSync(file, 0o755);
}

function setup(args: string[], env: Record<string, string> = {}) {
  const r = spawnSync(BASH, [SCRIPT, ...args], { env: { PATH: stubs, ...env }, encoding: 'utf8' });
  const log = existsSync(join(stubs, 'log')) ? readFileSync(join(stubs, 'log'), 'utf8') : '';
  return { status: r.status, stderr: r.stderr, log };
}

beforeEach(() => {
  stubs = mkdtempSync(join(tmpdir(), 'setup-stubs-'));
  // A package "is installed" once its marker exists; apt-get install creates the markers.
  stub('chromium', `[ -e "${stubs}/chromium.ok" ]`);
  stub('xmllint', `[ -e "${stubs}/libxml2-utils.ok" ]`);
  stub('pre-commit', `[ -e "${stubs}/pre-commit.ok" ]`);
  stub(
    'apt-get',
    `echo "apt-get $*" >> "${stubs}/log"; [ "$1" = install ] && for p in "$@"; do : > "${stubs}/$p.ok"; done; exit 0`,
  );
  stub('sudo', `[ "$1" = -n ] && shift; [ "$1" = env ] && shift 2; "$@"`);
  stub('npm', `echo "npm $*" >> "${stubs}/log"`);
});
afterEach(() => rmSync(stubs, { recursive: true, force: true }));

describe('scripts/setup.sh', () => {
  it('installs the missing Debian packages with apt-get, then npm install and the build', () => {
    writeFileSync(join(stubs, 'libxml2-utils.ok'), '');
    writeFileSync(join(stubs, 'pre-commit.ok'), '');
    const r = setup([]);
    expect(r.status).toBe(0);
    expect(r.log).toBe(
      'apt-get update -qq\napt-get install -y -qq chromium\nnpm install --no-audit --no-fund\nnpm run -s build\n',
    );
  });

  it('installs nothing when all are there; --system stops before npm', () => {
    writeFileSync(join(stubs, 'chromium.ok'), '');
    writeFileSync(join(stubs, 'libxml2-utils.ok'), '');
    writeFileSync(join(stubs, 'pre-commit.ok'), '');
    expect(setup(['--system'])).toMatchObject({ status: 0, log: '', stderr: '' });
  });

  it('without apt-get: says what to install and goes on; under CI it fails', () => {
    rmSync(join(stubs, 'apt-get'));
    const local = setup(['--system']);
    expect(local.status).toBe(0);
    expect(local.stderr).toContain('apt-get install chromium libxml2-utils pre-commit');
    expect(setup(['--system'], { CI: 'true' }).status).toBe(1);
  });
});
