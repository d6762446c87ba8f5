// The CLI build's writer: every file set lands on disk (the newest contents of a path set twice),
// no temporary file is left, a file that holds the same bytes already is left alone, and a failure
// is reported when the build waits for the writes.
import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileWriter } from '../../src/shell/fs/file-writer.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'file-writer-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const tree = (root: string): string[] =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(root.length + 1))
    .sort();

describe('FileWriter', () => {
  it('writes every file it is given, in nested folders, across many batches', async () => {
    const files = new FileWriter(dir);
    const big = 'x'.repeat(300_000); // a few of these fill a batch
    for (let i = 0; i < 40; i++) files.set(`a/b${i % 3}/f${i}.json`, i % 5 === 0 ? big + i : `{"n":${i}}\n`);
    await files.finished();
    expect(tree(dir)).toHaveLength(40);
    expect(readFileSync(join(dir, 'a/b1/f7.json'), 'utf8')).toBe('{"n":7}\n');
    expect(readFileSync(join(dir, 'a/b0/f15.json'), 'utf8')).toBe(`${big}15`);
  });

  it('a path set twice ends with its newest contents, in another batch or the same', async () => {
    const files = new FileWriter(dir);
    files.set('drift.json', 'first');
    files.set('x.bin', 'y'.repeat(1 << 20)); // closes the batch
    files.set('drift.json', 'second');
    files.set('same.json', 'one');
    files.set('same.json', 'two');
    await files.finished();
    expect(readFileSync(join(dir, 'drift.json'), 'utf8')).toBe('second');
    expect(readFileSync(join(dir, 'same.json'), 'utf8')).toBe('two');
    expect(tree(dir)).toEqual(['drift.json', 'same.json', 'x.bin']); // no temporary names left
  });

  it('a build again into the same folder leaves files that hold the same bytes alone, and replaces the rest', async () => {
    mkdirSync(join(dir, 'api'));
    const old = new Date('2020-01-01T00:00:00Z');
    const put = (path: string, text: string) => {
      writeFileSync(join(dir, path), text);
      utimesSync(join(dir, path), old, old);
    };
    put('api/same.json', '{"name":"Zoë"}\n');
    put('api/changed.json', '{"n":1}\n');
    put('api/bytes.json', 'é'); // two bytes, as "ab" has: same size, other bytes
    writeFileSync(join(dir, 'target.json'), '{"n":2}\n');
    symlinkSync(join(dir, 'target.json'), join(dir, 'api/link.json')); // same bytes, behind a link
    const before = statSync(join(dir, 'api/same.json'));
    const files = new FileWriter(dir);
    files.set('api/same.json', '{"name":"Zoë"}\n');
    files.set('api/changed.json', '{"n":2}\n');
    files.set('api/bytes.json', 'ab');
    files.set('api/link.json', '{"n":2}\n');
    files.set('api/new.json', '{}');
    await files.finished();
    const after = statSync(join(dir, 'api/same.json'));
    expect([after.ino, after.mtimeMs]).toEqual([before.ino, before.mtimeMs]);
    expect(statSync(join(dir, 'api/changed.json')).mtimeMs).toBeGreaterThan(old.getTime());
    expect(readFileSync(join(dir, 'api/changed.json'), 'utf8')).toBe('{"n":2}\n');
    expect(readFileSync(join(dir, 'api/bytes.json'), 'utf8')).toBe('ab');
    expect(lstatSync(join(dir, 'api/link.json')).isFile()).toBe(true); // a file of its own now
    expect(readFileSync(join(dir, 'api/new.json'), 'utf8')).toBe('{}');
  });

  it('a folder that cannot be made fails the wait, naming the output folder and the cause', async () => {
    writeFileSync(join(dir, 'blocked'), 'a file where a folder should go');
    const files = new FileWriter(dir);
    files.set('blocked/model.json', '{}');
    files.set('fine.json', '{}');
    await expect(files.finished()).rejects.toThrow(
      new RegExp(`^cannot write the build into ${dir}: .*(EEXIST|ENOTDIR)`),
    );
  });

  it('a file that cannot be renamed into place fails the wait, naming it and the cause, and leaves no temporary file', async () => {
    mkdirSync(join(dir, 'api/models'), { recursive: true }); // a folder where a file goes
    writeFileSync(join(dir, 'api/models/keep.json'), '{}');
    const files = new FileWriter(dir);
    files.set('api/models', '{}');
    await expect(files.finished()).rejects.toThrow(
      new RegExp(
        `^cannot write the build into ${dir}: (EISDIR|ENOTEMPTY|EEXIST)\\b.*rename .* -> '${join(dir, 'api/models')}'`,
      ),
    );
    expect(tree(dir)).toEqual(['api/models/keep.json']);
  });

  it('never writes through a folder inside the output folder that is a symbolic link', async () => {
    const outside = mkdtempSync(join(tmpdir(), 'file-writer-outside-'));
    try {
      mkdirSync(join(dir, 'out/feeds/models'), { recursive: true });
      symlinkSync(outside, join(dir, 'out/feeds/models/google')); // a lab folder
      symlinkSync(outside, join(dir, 'out/api')); // a folder a missing one would be made in
      const files = new FileWriter(join(dir, 'out'));
      files.set('feeds/models/google/veo.atom.xml', '<feed/>');
      files.set('api/models/google/veo.json', '{}');
      await expect(files.finished()).rejects.toThrow(
        `cannot write the build into ${join(dir, 'out')}: ${join(dir, 'out/feeds/models/google')} is a symbolic link`,
      );
      const second = new FileWriter(join(dir, 'out'));
      second.set('api/models/google/veo.json', '{}');
      await expect(second.finished()).rejects.toThrow(`${join(dir, 'out/api')} is a symbolic link`);
      expect(readdirSync(outside)).toEqual([]);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it('the output folder itself may be a symbolic link: the user named it', async () => {
    mkdirSync(join(dir, 'real'));
    symlinkSync(join(dir, 'real'), join(dir, 'out'));
    const files = new FileWriter(join(dir, 'out'));
    files.set('api/models/a/b.json', '{}');
    await files.finished();
    expect(readFileSync(join(dir, 'real/api/models/a/b.json'), 'utf8')).toBe('{}');
  });

  it('a writer thread that ends early fails the wait instead of hanging it', async () => {
    const files = new FileWriter(dir);
    files.set('x.bin', 'y'.repeat(1 << 20)); // posted at once: the writer thread starts
    await (files as unknown as { worker: { terminate(): Promise<number> } }).worker.terminate();
    await expect(files.finished()).rejects.toThrow(/the writer thread stopped/);
  });

  it('nothing set: finishes without writing', async () => {
    await new FileWriter(join(dir, 'never')).finished();
    expect(readdirSync(dir)).toEqual([]);
  });
});
