// The CLI starts through V8's code cache (src/shell/cli/compile-cache.ts): the first run of a
// command saves one, later runs use it, and a cache that does not fit (corrupt, another build) is
// replaced; a cache folder that cannot be written never fails a command.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CLI } from './run-cli.js';

const example = resolve('examples', 'registry');

function validate(cache: string, extraEnv: NodeJS.ProcessEnv = {}) {
  const run = spawnSync(process.execPath, [CLI, 'validate', '--root', example], {
    env: { PATH: process.env.PATH, MODEL_REGISTRY_COMPILE_CACHE: cache, ...extraEnv },
    encoding: 'utf8',
    timeout: 30_000, // a run that never ends fails here (status null) instead of hanging the suite
  });
  return [run.status, run.stdout, run.stderr];
}

describe('compile cache', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'compile-cache-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const only = (folder: string) => {
    const names = readdirSync(folder);
    expect(names).toHaveLength(1);
    return join(folder, names[0]!);
  };

  it('the first run saves a cache for its command; the next uses it and leaves it as it is', () => {
    const cache = join(dir, 'cache');
    expect(validate(cache)).toEqual([0, '3 files valid\n', '']);
    const file = only(cache);
    expect(file).toMatch(/cli-[0-9a-f]{16}-\d+-\d+-v\d+\.\d+\.\d+-\w+-validate\.v8$/);
    const first = statSync(file);
    expect(first.size).toBeGreaterThan(100_000); // compiled code, not an empty file
    // A second run that had to reject the cache would write a new one (a new inode by the rename).
    expect(validate(cache)).toEqual([0, '3 files valid\n', '']);
    expect(statSync(file).ino).toBe(first.ino);
    expect(readdirSync(cache)).toHaveLength(1);
  });

  it('a first run that validates nothing (--help) still saves what a validation compiles', () => {
    // The loader validates the bundled example records before it writes a cache, so a cache holds
    // the parser and the validator whatever its first run did (shell/cli/warm-up.ts).
    const help = join(dir, 'help');
    const run = spawnSync(process.execPath, [CLI, 'validate', '--help'], {
      env: { PATH: process.env.PATH, MODEL_REGISTRY_COMPILE_CACHE: help },
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Usage: model-registry validate/);
    const full = join(dir, 'full');
    expect(validate(full)).toEqual([0, '3 files valid\n', '']);
    // Without the warm-up: ~170 KB against ~470 KB (measured); with it, within a few percent.
    expect(statSync(only(help)).size).toBeGreaterThan(0.9 * statSync(only(full)).size);
  });

  it('a corrupt cache is rejected and replaced; the command runs as without one', () => {
    const cache = join(dir, 'cache');
    validate(cache);
    const file = only(cache);
    writeFileSync(file, Buffer.alloc(4096, 7));
    expect(validate(cache)).toEqual([0, '3 files valid\n', '']);
    expect(readFileSync(file).equals(Buffer.alloc(4096, 7))).toBe(false);
    expect(statSync(file).size).toBeGreaterThan(100_000);
  });

  it('off writes nothing; an unwritable folder and no HOME at all still run the command', () => {
    expect(validate('off', { HOME: dir })).toEqual([0, '3 files valid\n', '']);
    expect(readdirSync(dir)).toEqual([]);
    const blocked = join(dir, 'a-file');
    writeFileSync(blocked, 'not a folder');
    expect(validate(join(blocked, 'cache'))).toEqual([0, '3 files valid\n', '']);
    const bare = spawnSync(process.execPath, [CLI, 'validate', '--root', example], {
      env: { PATH: process.env.PATH },
      encoding: 'utf8',
    });
    expect([bare.status, bare.stdout, bare.stderr]).toEqual([0, '3 files valid\n', '']);
  });

  it('a cache folder that cannot be made although its parent exists (/proc) still ends the command', () => {
    // Node's own recursive mkdir spins there forever; this run's exit handler makes that folder.
    expect(validate('/proc/model-registry-test/cache')).toEqual([0, '3 files valid\n', '']);
  });

  it('without the variable the cache goes to $XDG_CACHE_HOME/model-registry, else ~/.cache/model-registry', () => {
    validate('', { XDG_CACHE_HOME: join(dir, 'xdg'), HOME: join(dir, 'home') });
    expect(only(join(dir, 'xdg', 'model-registry'))).toMatch(/-validate\.v8$/);
    validate('', { HOME: join(dir, 'home') });
    expect(only(join(dir, 'home', '.cache', 'model-registry'))).toMatch(/-validate\.v8$/);
  });
});
