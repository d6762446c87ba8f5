// build --out is refused when it is the registry's folder or holds it, by the folders' identity:
// here on a case-insensitive file system (macOS, Windows) faked by its identities, where
// `/Work/Registry` opens `/work/registry` and a comparison of path strings lets it through.
import { outFolder } from '../../src/shell/cli/build.js';
import { UsageError } from '../../src/shell/cli/io.js';

const folders = new Set(['/', '/work', '/work/registry', '/work/registry/_site', '/work/site']);
const caseInsensitive = {
  identity: (path: string) => (folders.has(path.toLowerCase()) ? `inode of ${path.toLowerCase()}` : null),
  realpath: (path: string) => path,
};

test.each(['/Work/Registry', '/WORK', '/work/registry'])('%s is the registry folder or holds it', (out) => {
  // A path problem, said in one line: no usage text after it.
  expect(() => outFolder(out, '/work/registry', caseInsensitive)).toThrow(Error);
  expect(() => outFolder(out, '/work/registry', caseInsensitive)).not.toThrow(UsageError);
  expect(() => outFolder(out, '/work/registry', caseInsensitive)).toThrow(
    `--out ${out} is the registry's folder or holds it: build into a folder of its own`,
  );
});

test.each(['/Work/Site', '/work/registry/_site', '/work/new-site'])(
  '%s is a folder of its own (inside the registry, beside it, or not made yet)',
  (out) => {
    expect(outFolder(out, '/work/registry', caseInsensitive)).toBe(out);
  },
);
