// A reader that leaves early (`model-registry validate | head -0`): a quiet end, no stack trace.
// Runs the CLI built from this source (.test-dist/; dist/ may be stale) as a real process with a closed pipe.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

  it('pipeWriter stops writing after EPIPE and lets other errors through', () => {
    const written: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, cb) {
        written.push(String(chunk));
        cb();
      },
    });
    const out = pipeWriter(stream);
    out('one\n');
    stream.emit('error', Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
    out('two\n');
    expect(written).toEqual(['one\n']);
    expect(() => stream.emit('error', Object.assign(new Error('disk on fire'), { code: 'EIO' }))).toThrow(
      'disk on fire',
    );
  });
});
