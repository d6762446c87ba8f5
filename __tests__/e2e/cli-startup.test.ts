// `validate` runs on every commit in a pre-commit hook, so its start loads only what it needs: no
// git (node:child_process brings net, dgram and more), no worker threads for a small registry, and
// the build and diff commands stay unevaluated until asked for.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CLI } from './run-cli.js';

/** The Node built-ins a run of the CLI loaded, read from process.moduleLoadList at exit. */
function loadedModules(args: string[]): { status: number | null; modules: string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'startup-'));
  try {
    const list = join(dir, 'modules.txt');
    // A CommonJS preload (-r): Node 24 makes an ES module's `import ... from 'node:fs'` by reading
    // every export of fs, `promises` too, which loads readline and os (Node 20 loads neither).
    const preload = join(dir, 'record.cjs');
    writeFileSync(
      preload,
      `const { writeFileSync } = require('node:fs');\nprocess.on('exit', () => writeFileSync(${JSON.stringify(list)}, process.moduleLoadList.join('\\n')));\n`,
    );
    const run = spawnSync(process.execPath, ['-r', preload, CLI, ...args], { encoding: 'utf8' });
    return { status: run.status, modules: readFileSync(list, 'utf8').split('\n') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('validate start-up', () => {
  it('validates the bundled example without loading child_process or worker_threads', () => {
    const { status, modules } = loadedModules(['validate', '--root', resolve('examples', 'registry')]);
    expect(status).toBe(0);
    expect(modules).toContain('NativeModule fs'); // the list is real
    for (const heavy of ['child_process', 'worker_threads', 'os'])
      expect(modules).not.toContain(`NativeModule ${heavy}`);
  });

  it('still loads child_process when a command runs git', () => {
    const { modules } = loadedModules(['diff', '--root', resolve('examples', 'registry'), 'HEAD', 'HEAD']);
    expect(modules).toContain('NativeModule child_process');
  });
});
