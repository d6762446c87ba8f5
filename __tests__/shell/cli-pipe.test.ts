// A reader that leaves early (`model-registry validate | head -0`): a quiet end, no stack trace.
// Runs the CLI built from this source (.test-dist/; dist/ may be stale) as a real process with a closed pipe.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pipeWriter } from '../../src/shell/cli/pipe.js';
import { CLI_ENTRY as cli } from '../harness/test-dist.js';

describe('closed stdout pipe', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'cli-pipe-'));
    // Enough broken records that the report is written after the reader has gone.
    mkdirSync(join(dir, 'reg', 'models', 'acme'), { recursive: true });
    for (let i = 0; i < 300; i++) writeFileSync(join(dir, 'reg', 'models', 'acme', `m${i}.toml`), 'x = [\n');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('validate | head -0: no EPIPE stack trace, the exit code of the validation', async () => {
    const child = spawn(process.execPath, [cli, 'validate', '--root', join(dir, 'reg')], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.destroy(); // the reader leaves before anything is written
    let stderr = '';
    child.stderr.on('data', (b) => {
      stderr += b;
    });
    const code = await new Promise<number | null>((done) => child.on('close', done));
    expect(stderr).toBe('');
    expect(code).toBe(1);
  });

  it('pipeWriter stops writing after EPIPE quietly, and after another error tells it once', () => {
    const stream = () => {
      const written: string[] = [];
      const s = new Writable({
        write(chunk, _enc, cb) {
          written.push(String(chunk));
          cb();
        },
      });
      return { s, written };
    };
    const told: string[] = [];
    const gone = stream();
    const out = pipeWriter(gone.s, (why) => told.push(why));
    out('one\n');
    gone.s.emit('error', Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
    out('two\n');
    expect(gone.written).toEqual(['one\n']);
    expect(told).toEqual([]);
    const full = stream();
    const out2 = pipeWriter(full.s, (why) => told.push(why));
    full.s.emit('error', Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' }));
    full.s.emit('error', Object.assign(new Error('again'), { code: 'ENOSPC' }));
    out2('three\n');
    expect(full.written).toEqual([]);
    expect(told).toEqual(['ENOSPC: no space left on device']);
  });

  it('validate > /dev/full: one line on stderr and exit 2 (an I/O error), not a stack trace and 1', async () => {
    if (!existsSync('/dev/full')) throw new Error('this test needs /dev/full (Linux)');
    const full = openSync('/dev/full', 'w');
    try {
      const child = spawn(process.execPath, [cli, 'validate', '--root', join(dir, 'reg')], {
        stdio: ['ignore', full, 'pipe'],
      });
      let stderr = '';
      child.stderr!.on('data', (b) => {
        stderr += b;
      });
      const code = await new Promise<number | null>((done) => child.on('close', done));
      expect(stderr).toBe('model-registry: cannot write to stdout: ENOSPC: no space left on device, write\n');
      expect(code).toBe(2);
    } finally {
      closeSync(full);
    }
  });
});
