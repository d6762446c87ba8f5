// A full build's --out holds the layout and nothing stale: files in the layout's own folders that
// the build did not write go (and folders left empty), anything else stays, links are not followed.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmdirSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { OWNED_FOLDERS } from '../../src/core/layout/render.js';
import { type PruneDeps, pruneStale } from '../../src/shell/fs/prune-stale.js';
import { HELD_WAIT_MS } from '../../src/shell/fs/retry-held.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'prune-stale-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function put(...paths: string[]): void {
  for (const p of paths) {
    mkdirSync(dirname(join(dir, p)), { recursive: true });
    writeFileSync(join(dir, p), p);
  }
}

/** Files and links below `root`, walked by hand: Node 24's recursive readdir enters linked folders. */
const files = (root: string, rel = ''): string[] =>
  readdirSync(join(root, rel), { withFileTypes: true })
    .flatMap((e) => {
      const path = rel ? `${rel}/${e.name}` : e.name;
      return e.isDirectory() ? files(root, path) : [path];
    })
    .sort();

test('removes what the build did not write in its own folders, and the folders left empty', () => {
  const written = [
    'api.json',
    'api/index.json',
    'api/models/acme/one.json',
    'drift.json',
    'feeds/labs/acme.atom.xml',
    'feeds/models/acme/one.atom.xml',
  ];
  put(...written);
  // Stale: a lab that left, a model that left, pages of an earlier history, an interrupted write.
  put(
    'api/models/gone/old.json',
    'api/models/acme/two.json',
    'feeds/labs/gone.atom.xml',
    'feeds/models/gone/old.atom.xml',
    'drift/pages/1.json',
    'drift/pages/2.json',
    'feeds/models/acme/one.atom.xml.tmp-4242',
  );
  // Not the layout's own: stays.
  put('CNAME', 'api/notes.txt', 'drift/extra.json');

  const removed = pruneStale(dir, OWNED_FOLDERS, new Set(written));

  expect(removed).toEqual([
    'api/models/acme/two.json',
    'api/models/gone/old.json',
    'drift/pages/1.json',
    'drift/pages/2.json',
    'feeds/labs/gone.atom.xml',
    'feeds/models/acme/one.atom.xml.tmp-4242',
    'feeds/models/gone/old.atom.xml',
  ]);
  expect(files(dir)).toEqual([...written, 'CNAME', 'api/notes.txt', 'drift/extra.json'].sort());
  expect(existsSync(join(dir, 'api/models/gone'))).toBe(false);
  expect(existsSync(join(dir, 'drift/pages'))).toBe(false);
  expect(existsSync(join(dir, 'feeds/models/acme'))).toBe(true);
});

test("an interrupted build's temporary file beside a file it writes goes, in any folder; a user's like-named file stays", () => {
  // Ctrl-C while writing drift/v1.json left drift/v1.json.tmp-22920 (4 MB of it) for good: only
  // the layout's own folders were pruned.
  const written = [
    'index.html',
    'drift.html',
    'drift.json',
    'drift/v1.json',
    'api/index.json',
    'schema/s.json',
  ];
  put(...written);
  put('drift/v1.json.tmp-22920', 'index.html.tmp-7', 'schema/s.json.tmp-123');
  // Not a temporary name of a written file: left alone.
  put('notes.md.tmp-1', 'drift.json.tmp-x', 'drift.json.tmp-', 'api/index.json.bak');
  // A folder with such a name is no temporary file: left, with what it holds.
  put('drift.html.tmp-99/keep');
  const removed = pruneStale(dir, OWNED_FOLDERS, new Set(written));
  expect(removed).toEqual(['drift/v1.json.tmp-22920', 'index.html.tmp-7', 'schema/s.json.tmp-123']);
  expect(files(dir)).toEqual(
    [
      ...written,
      'notes.md.tmp-1',
      'drift.json.tmp-x',
      'drift.json.tmp-',
      'api/index.json.bak',
      'drift.html.tmp-99/keep',
    ].sort(),
  );
});

test('a first build (no folders yet) and a build that wrote everything remove nothing', () => {
  expect(pruneStale(dir, OWNED_FOLDERS, new Set())).toEqual([]);
  put('feeds/labs/acme.atom.xml');
  expect(pruneStale(dir, OWNED_FOLDERS, new Set(['feeds/labs/acme.atom.xml']))).toEqual([]);
  expect(files(dir)).toEqual(['feeds/labs/acme.atom.xml']);
});

test('symbolic links are left as they are, and what they point to is never walked', () => {
  const outside = mkdtempSync(join(tmpdir(), 'prune-outside-'));
  try {
    writeFileSync(join(outside, 'keep.json'), '{}');
    put('feeds/labs/acme.atom.xml');
    symlinkSync(outside, join(dir, 'feeds', 'linked'));
    mkdirSync(join(dir, 'api'));
    symlinkSync(outside, join(dir, 'api', 'models')); // the owned folder itself is a link
    expect(pruneStale(dir, OWNED_FOLDERS, new Set(['feeds/labs/acme.atom.xml']))).toEqual([]);
    expect(readdirSync(outside)).toEqual(['keep.json']);
    expect(files(dir)).toEqual(['api/models', 'feeds/labs/acme.atom.xml', 'feeds/linked']);
  } finally {
    rmSync(outside, { recursive: true, force: true });
  }
});

/**
 * The real removals, but the paths in `refusals` (relative to the folder) are first refused with
 * the codes listed, in turn, as Windows refuses a file a virus scanner or the indexer holds.
 */
function refusing(refusals: Record<string, string[]>) {
  const tries: string[] = [];
  const waits: number[] = [];
  const refuse = (path: string, op: string) => {
    const rel = path.slice(dir.length + 1).replaceAll('\\', '/');
    tries.push(`${op} ${rel}`);
    const code = refusals[rel]?.shift();
    if (code) throw Object.assign(new Error(`${code}: refused, ${op} '${path}'`), { code });
  };
  const deps: PruneDeps = {
    unlinkSync: (path) => {
      refuse(path, 'unlink');
      unlinkSync(path);
    },
    rmdirSync: (path) => {
      refuse(path, 'rmdir');
      rmdirSync(path);
    },
    sleep: (ms) => void waits.push(ms),
  };
  return { deps, tries, waits };
}

const win32 = { platform: 'win32', waitMs: HELD_WAIT_MS };

it('a stale file another process removed first counts as removed: the rest still go', () => {
  // Two builds into one --out, or a user's clean-up, between the listing and the unlink.
  put('api/models/gone/old.json', 'api/models/gone/older.json');
  const deps: PruneDeps = {
    unlinkSync: (path) => {
      if (path.endsWith('old.json')) unlinkSync(path); // the other process
      unlinkSync(path);
    },
    rmdirSync,
    sleep: () => {},
  };
  const removed = pruneStale(dir, OWNED_FOLDERS, new Set(), deps, {
    platform: 'linux',
    waitMs: HELD_WAIT_MS,
  });
  expect(removed).toEqual(['api/models/gone/old.json', 'api/models/gone/older.json']);
  expect(existsSync(join(dir, 'api/models'))).toBe(false);
});

describe('on Windows, a removal another program holds up for a moment', () => {
  it('a stale file refused (EPERM, EBUSY) and its emptied folder refused (ENOTEMPTY, deletes pending) are tried again until they go', () => {
    put('api/models/acme/one.json', 'api/models/gone/old.json', 'api/models/gone/older.json');
    const fs = refusing({
      'api/models/gone/old.json': ['EPERM', 'EBUSY'],
      'api/models/gone': ['ENOTEMPTY', 'EPERM', 'ENOTEMPTY'],
    });
    const removed = pruneStale(dir, OWNED_FOLDERS, new Set(['api/models/acme/one.json']), fs.deps, win32);
    expect(removed).toEqual(['api/models/gone/old.json', 'api/models/gone/older.json']);
    expect(fs.tries.filter((t) => t === 'unlink api/models/gone/old.json')).toHaveLength(3);
    expect(fs.tries.filter((t) => t === 'rmdir api/models/gone')).toHaveLength(4);
    expect(fs.waits).toEqual([10, 20, 10, 20, 30]); // each removal's wait starts afresh
    expect(files(dir)).toEqual(['api/models/acme/one.json']);
    expect(existsSync(join(dir, 'api/models/gone'))).toBe(false);
  });

  it('EMFILE and ENFILE (too many open files for a moment) are retried too, as Node’s fs.rm does', () => {
    put('drift/pages/1.json');
    const fs = refusing({ 'drift/pages/1.json': ['EMFILE', 'ENFILE'] });
    expect(pruneStale(dir, OWNED_FOLDERS, new Set(), fs.deps, win32)).toEqual(['drift/pages/1.json']);
    expect(fs.waits).toEqual([10, 20]);
    expect(existsSync(join(dir, 'drift/pages'))).toBe(false);
  });

  it('a file refused for good fails after the bounded wait, with an error naming it and saying why', () => {
    put('feeds/labs/gone.atom.xml');
    const fs = refusing({ 'feeds/labs/gone.atom.xml': Array(1000).fill('EBUSY') });
    const stale = join(dir, 'feeds/labs/gone.atom.xml');
    expect(() => pruneStale(dir, OWNED_FOLDERS, new Set(), fs.deps, win32)).toThrow(
      `cannot remove the stale ${stale}: EBUSY: refused, unlink '${stale}' (still refused after 10 s of retries: ` +
        'another program, such as a virus scanner, the search indexer or an editor, may be holding the file open)',
    );
    expect(fs.waits.reduce((a, b) => a + b, 0)).toBe(HELD_WAIT_MS);
    expect(fs.tries).toHaveLength(fs.waits.length + 1);
    expect(files(dir)).toEqual(['feeds/labs/gone.atom.xml']);
  });

  it('a folder that stays not empty fails after the wait, saying a file in it may be held', () => {
    put('drift/pages/1.json');
    const fs = refusing({ 'drift/pages': Array(10).fill('ENOTEMPTY') });
    const pages = join(dir, 'drift/pages');
    expect(() =>
      pruneStale(dir, OWNED_FOLDERS, new Set(), fs.deps, { platform: 'win32', waitMs: 50 }),
    ).toThrow(
      `cannot remove the stale ${pages}: ENOTEMPTY: refused, rmdir '${pages}' (still refused after 0.1 s of retries: ` +
        'another program, such as a virus scanner, the search indexer or an editor, may be holding the folder or a file in it open)',
    );
    expect(fs.waits).toEqual([10, 20, 20]);
  });

  it('an error no other program causes (a read-only file system) is final at once', () => {
    put('drift/pages/1.json');
    const fs = refusing({ 'drift/pages/1.json': ['EROFS'] });
    expect(() => pruneStale(dir, OWNED_FOLDERS, new Set(), fs.deps, win32)).toThrow(
      `cannot remove the stale ${join(dir, 'drift/pages/1.json')}: EROFS`,
    );
    expect([fs.tries.length, fs.waits.length]).toEqual([1, 0]);
  });

  it('elsewhere than win32 the same codes are lasting (permissions, a mount point): not retried', () => {
    for (const platform of ['linux', 'darwin'])
      for (const code of ['EPERM', 'EBUSY', 'ENOTEMPTY']) {
        put('drift/pages/1.json');
        const fs = refusing({ 'drift/pages/1.json': [code] });
        expect(() =>
          pruneStale(dir, OWNED_FOLDERS, new Set(), fs.deps, { platform, waitMs: HELD_WAIT_MS }),
        ).toThrow(`cannot remove the stale ${join(dir, 'drift/pages/1.json')}: ${code}: refused`);
        expect([fs.tries.length, fs.waits.length]).toEqual([1, 0]);
      }
  });
});
