// The version before a change, from GitHub's patch and the version after it, byte for byte.
import { blobId, previousVersion, type RecordFileChange } from '../../src/shell/github/record-files.js';

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

  it('undoes a change to the first line of a file with a byte order mark, which the patch shows', () => {
    const c = modified('\uFEFFa = 2\nb = 1\n', '@@ -1,2 +1,2 @@\n-\uFEFFa = 1\n+\uFEFFa = 2\n b = 1');
    expect(previousVersion(c, bytes('\uFEFFa = 2\nb = 1\n'))).toEqual(bytes('\uFEFFa = 1\nb = 1\n'));
  });
});
