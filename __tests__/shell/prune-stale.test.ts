// A full build's --out holds the layout and nothing stale: files in the layout's own folders that
// the build did not write go (and folders left empty), anything else stays, links are not followed.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { OWNED_FOLDERS } from '../../src/core/layout/render.js';
import { pruneStale } from '../../src/shell/fs/prune-stale.js';

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

const files = (root: string): string[] =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => !e.isDirectory())
    .map((e) => join(e.parentPath, e.name).slice(root.length + 1))
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
