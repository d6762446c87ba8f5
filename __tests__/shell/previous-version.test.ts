// The version before a change, from GitHub's patch and the version after it, byte for byte.
import {
  baseVersion,
  blobId,
  type ChangedFile,
  needsEarlierRead,
  previousVersion,
  type RecordFileChange,
} from '../../src/shell/github/record-files.js';

const bytes = (s: string) => new TextEncoder().encode(s);

function modified(after: string, patch: string): RecordFileChange {
  const path = 'models/acme/m.toml';
  return {
    path,
    status: 'modified',
    file: { filename: path, status: 'modified', patch, sha: blobId(bytes(after), 40) },
  };
}

describe('previousVersion', () => {
  it('keeps the byte order marks at the start of a file the patch does not reach', () => {
    // A decoder that dropped one made a version with two of them (an error) one with one (valid).
    for (const marks of ['\uFEFF', '\uFEFF\uFEFF']) {
      const before = `${marks}a = 1\nb = 1\nc = 1\nd = 1\n`;
      const after = `${marks}a = 1\nb = 1\nc = 1\nd = 2\n`;
      const c = modified(after, '@@ -3,2 +3,2 @@\n c = 1\n-d = 1\n+d = 2');
      expect(previousVersion(c, bytes(after))).toEqual(bytes(before));
    }
  });

  it('reads the earlier version when GitHub sends no blob id: sha null (a mode change) or left out', () => {
    const after = 'a = 1\nb = 2\n';
    const c = modified(after, '@@ -1,2 +1,2 @@\n a = 1\n-b = 1\n+b = 2');
    expect(previousVersion(c, bytes(after))).toEqual(bytes('a = 1\nb = 1\n'));
    const { sha: _, ...noSha } = c.file;
    for (const file of [{ ...c.file, sha: null }, noSha]) {
      expect(needsEarlierRead({ ...c, file })).toBe(true);
      expect(previousVersion({ ...c, file }, bytes(after))).toBeUndefined();
    }
  });

  it('undoes a change to the first line of a file with a byte order mark, which the patch shows', () => {
    const c = modified('\uFEFFa = 2\nb = 1\n', '@@ -1,2 +1,2 @@\n-\uFEFFa = 1\n+\uFEFFa = 2\n b = 1');
    expect(previousVersion(c, bytes('\uFEFFa = 2\nb = 1\n'))).toEqual(bytes('\uFEFFa = 1\nb = 1\n'));
  });
});

describe("baseVersion: a record at the merge commit's first parent, from the compare of the two", () => {
  const one = 'models/acme/one.toml';
  const two = 'models/acme/two.toml';
  const after = 'a = 1\nb = 2\n';
  const edited: ChangedFile = {
    filename: one,
    status: 'modified',
    patch: '@@ -1,2 +1,2 @@\n a = 1\n-b = 1\n+b = 2',
    sha: blobId(bytes(after), 40),
  };

  it('is unchanged when the compare names neither of its paths: merging leaves it as the base has it', () => {
    const other: ChangedFile = { ...edited, filename: 'models/acme/three.toml' };
    expect(baseVersion([other], one, one, bytes(after))).toBe('unchanged');
    expect(baseVersion([other], two, one, bytes(after))).toBe('unchanged');
  });

  it("undoes the compare's patch on the merged version; without a patch it is to be read", () => {
    expect(baseVersion([edited], one, one, bytes(after))).toEqual(bytes('a = 1\nb = 1\n'));
    const { patch: _, ...noPatch } = edited;
    expect(baseVersion([noPatch], one, one, bytes(after))).toBeUndefined();
  });

  it('is null for a record the merge adds, and the removed version undone from its patch', () => {
    expect(baseVersion([{ ...edited, status: 'added' }], one, one, bytes(after))).toBeNull();
    const removed: ChangedFile = {
      filename: one,
      status: 'removed',
      patch: '@@ -1,1 +0,0 @@\n-a = 1',
      sha: 'x',
    };
    expect(baseVersion([removed], one, one, null)).toEqual(bytes('a = 1\n'));
  });

  it('follows a rename the compare lists from the same path; another shape is to be read', () => {
    const renamed: ChangedFile = {
      filename: two,
      previous_filename: one,
      status: 'renamed',
      changes: 0,
      sha: 'x',
    };
    expect(baseVersion([renamed], two, one, bytes(after))).toEqual(bytes(after));
    // The pull request renamed nothing, but the merge renames the record away: its bytes are elsewhere.
    expect(baseVersion([renamed], one, one, null)).toBeUndefined();
    // As a rename target the record was not there at the base.
    expect(baseVersion([renamed], two, two, bytes(after))).toBeNull();
    // Renamed by the pull request, changed in place by the merge: the old path's bytes are not at hand.
    expect(baseVersion([{ ...edited, filename: two }], two, one, bytes(after))).toBeUndefined();
  });
});
