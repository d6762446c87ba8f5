import { expect, test } from '@jest/globals';
import { defaultSiteUrl, normalizeSiteUrl } from '../../../src/core/feeds/site-url.js';
import { siteUrlFor } from '../../../src/core/publish.js';

test('the GitHub Pages address of a repository', () => {
  expect(defaultSiteUrl('https://github.com/acme/registry')).toBe('https://acme.github.io/registry/');
  expect(defaultSiteUrl('https://github.com/Acme/Registry.git')).toBe('https://acme.github.io/Registry/');
  expect(defaultSiteUrl('https://github.com/acme/acme.github.io')).toBe('https://acme.github.io/');
  expect(defaultSiteUrl('https://github.com/Acme/acme.GitHub.io/')).toBe('https://acme.github.io/');
  expect(defaultSiteUrl('not a url')).toBeNull();
});

test('on a GitHub Enterprise Server instance: pages.<host>/<owner>/<repo>/, never github.io', () => {
  expect(defaultSiteUrl('https://ghe.example.com/acme/registry')).toBe(
    'https://pages.ghe.example.com/acme/registry/',
  );
  expect(defaultSiteUrl('http://ghe.local/Acme/Registry.git')).toBe('http://pages.ghe.local/Acme/Registry/');
  expect(siteUrlFor('https://ghe.example.com/acme/acme.github.io')).toBe(
    'https://pages.ghe.example.com/acme/acme.github.io/',
  );
});

test('a given site URL is checked and ends in /', () => {
  expect(normalizeSiteUrl('https://models.example.com')).toBe('https://models.example.com/');
  expect(normalizeSiteUrl(' https://example.com/sub/dir ')).toBe('https://example.com/sub/dir/');
  expect(normalizeSiteUrl('ftp://example.com/')).toBeNull();
  expect(normalizeSiteUrl('example.com')).toBeNull();
  expect(normalizeSiteUrl('https://example.com/?q=1')).toBeNull();
  expect(siteUrlFor('https://github.com/acme/registry')).toBe('https://acme.github.io/registry/');
  expect(siteUrlFor('https://github.com/acme/registry', '')).toBe('https://acme.github.io/registry/');
  expect(siteUrlFor('https://github.com/acme/registry', 'https://x.test/r')).toBe('https://x.test/r/');
  expect(() => siteUrlFor('https://github.com/acme/registry', 'x.test')).toThrow(/site-url/);
});
