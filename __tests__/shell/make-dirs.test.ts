// mkdir -p that always ends (Node's own recursive mkdir spins forever under /proc). The /proc case
// runs in child processes, with a timeout, in the CLI's end-to-end tests: a spin in this process
// could not be timed out.
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeDirs } from '../../src/shell/fs/make-dirs.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'make-dirs-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('makes every missing folder, with the mode asked for; a folder already there is fine', () => {
  const deep = join(dir, 'a', 'b', 'c');
  makeDirs(deep, 0o700);
  for (const p of [join(dir, 'a'), join(dir, 'a', 'b'), deep]) {
    expect(statSync(p).isDirectory()).toBe(true);
    expect(statSync(p).mode & 0o777).toBe(0o700);
  }
  expect(() => makeDirs(deep)).not.toThrow();
  expect(() => makeDirs(join(dir, 'a'))).not.toThrow();
});

test('a file on the way fails with ENOTDIR', () => {
  writeFileSync(join(dir, 'file'), 'x');
  expect(() => makeDirs(join(dir, 'file', 'sub', 'deeper'))).toThrow(/ENOTDIR/);
});
