// build's and diff's --repository-url: the address commit links are made from. The action makes it
// `<server>/<owner>/<repo>`, and the origin remote's form drops `.git` and a trailing slash, so the
// flag must give the same address for the same repository (drift.json records it, and a push
// rebuilds a layout made for another one).
import { repositoryUrlFor } from '../../src/shell/cli/repository-url.js';

it.each([
  ['https://github.com/acme/registry', 'https://github.com/acme/registry'],
  ['https://github.com/acme/registry/', 'https://github.com/acme/registry'],
  ['https://github.com/acme/registry.git', 'https://github.com/acme/registry'],
  ['https://github.com/acme/registry.git/', 'https://github.com/acme/registry'],
  ['https://ghe.example.com/acme/registry.github.io.git', 'https://ghe.example.com/acme/registry.github.io'],
  // Scheme and host are case-insensitive; the path is not.
  ['HTTPS://GitHub.com/Acme/Registry', 'https://github.com/Acme/Registry'],
])('--repository-url %s is %s', async (flag, url) => {
  await expect(repositoryUrlFor('/nonexistent', flag)).resolves.toBe(url);
});

it('refuses an address that is not http(s)', async () => {
  await expect(repositoryUrlFor('/nonexistent', 'git@github.com:acme/registry.git')).rejects.toThrow(
    '--repository-url must be an http(s) address',
  );
});

it('an address written without https:// says the address to write', async () => {
  await expect(repositoryUrlFor('/nonexistent', 'github.com/acme/registry')).rejects.toThrow(
    '--repository-url must be an http(s) address, got github.com/acme/registry (write https://github.com/acme/registry)',
  );
});

it.each([
  'https://github.com/acme/reg?x=<a>&b',
  'https://github.com/acme/registry#readme',
  'https://github.com/acme/registry/?tab=readme',
])('refuses %s: commit links would be made after its query or fragment', async (flag) => {
  // `https://github.com/acme/reg?x=<a>&b/commit/<sha>`, and the same in every self link, was written.
  await expect(repositoryUrlFor('/nonexistent', flag)).rejects.toThrow(
    `--repository-url must be a repository's address, without ?query or #fragment, got ${JSON.stringify(flag)}`,
  );
});

it('refuses an address holding credentials: they would be written into every feed and commit link', async () => {
  // https://user:s3cret@github.com/o/r put the password in drift.json and every feed, and its host
  // was read as an Enterprise Server's (site_url https://pages.user:s3cret@github.com/o/r/).
  for (const flag of ['https://user:s3cret@github.com/o/r', 'https://x-access-token@github.com/o/r']) {
    await expect(repositoryUrlFor('/nonexistent', flag)).rejects.toThrow(
      "--repository-url must not hold credentials (user:password@): they would be written into every feed; give the repository's address, https://host/owner/repo",
    );
  }
});
