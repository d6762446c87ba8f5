import { expect, test } from '@jest/globals';
import {
  customDomainProblem,
  defaultSiteUrl,
  httpsGuess,
  layoutSiteUrl,
  normalizeSiteUrl,
  readSiteUrl,
} from '../../../src/core/feeds/site-url.js';
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
  // Empty ones too (URL reports them as ''): "…/reg/?" became "…/reg/?/", which it then refused.
  expect(normalizeSiteUrl('https://example.com/reg/?')).toBeNull();
  expect(normalizeSiteUrl('https://example.com/reg/#')).toBeNull();
  expect(normalizeSiteUrl('https://example.com/a%3Fb/')).toBe('https://example.com/a%3Fb/');
  expect(siteUrlFor('https://github.com/acme/registry')).toBe('https://acme.github.io/registry/');
  expect(siteUrlFor('https://github.com/acme/registry', '')).toBe('https://acme.github.io/registry/');
  expect(siteUrlFor('https://github.com/acme/registry', 'https://x.test/r')).toBe('https://x.test/r/');
  expect(() => siteUrlFor('https://github.com/acme/registry', 'x.test')).toThrow(/site-url/);
});

test('a custom domain is the site address unless site-url names one', () => {
  expect(siteUrlFor('https://github.com/acme/registry', undefined, 'Models.Example.org')).toBe(
    'https://models.example.org/',
  );
  expect(siteUrlFor('https://github.com/acme/registry', '', 'models.example.org')).toBe(
    'https://models.example.org/',
  );
  expect(
    siteUrlFor('https://github.com/acme/registry', 'http://models.example.org', 'models.example.org'),
  ).toBe('http://models.example.org/');
});

test('a custom domain is a host name of at most 253 bytes', () => {
  for (const ok of [
    'models.example.org',
    'example.org',
    'WWW.Example.ORG',
    'xn--mdles-6ra.example.org',
    '1-2.3x.io',
  ])
    expect(customDomainProblem(ok)).toBeNull();
  const longest = `${'abcdefghi.'.repeat(24)}abcde.example`; // 253 bytes
  expect(longest).toHaveLength(253);
  expect(customDomainProblem(longest)).toBeNull();
  expect(customDomainProblem(`a${longest}`)).toMatch(/^it is 254 bytes long/);
  expect(customDomainProblem(`${'a'.repeat(63)}.org`)).toBeNull();
  expect(customDomainProblem(`${'a'.repeat(64)}.org`)).toMatch(/is over 63 characters$/);
  expect(customDomainProblem('http://x.org')).toMatch(/scheme/);
  expect(customDomainProblem('x.org/')).toMatch(/path/);
  expect(customDomainProblem('x.org\n')).toMatch(/^it holds "\\n"/);
  expect(customDomainProblem('x_y.org')).toMatch(/^it holds "_"/);
  expect(customDomainProblem('.x.org')).toMatch(/empty part/);
  expect(customDomainProblem('org')).toMatch(/no dot/);
  expect(customDomainProblem('x.org-')).toMatch(/starts or ends with "-"/);
});

test('an IP address, or a name whose last part is a number, is no custom domain', () => {
  // RFC 1123 §2.1: a host name's highest-level part is never numeric, so #.#.#.# is an IP address;
  // GitHub Pages serves a custom domain by name, and a URL parser reads such a host as IPv4.
  for (const ip of ['192.0.2.1', '10.0.0.1', 'models.example.123', 'models.example.0x1f'])
    expect(customDomainProblem(ip)).toMatch(/^its last part .* is a number/);
  expect(customDomainProblem('123.example.org')).toBeNull();
  expect(customDomainProblem('models.example.0xen')).toBeNull();
});

test('a layout rendered without a site address takes the one a publish would: one fallback', () => {
  // renderLayout and the feeds fall back through layoutSiteUrl, a publish through siteUrlFor; the
  // address recorded in api/index.json must not depend on which one a caller went through.
  for (const repo of [
    'https://github.com/acme/registry',
    'https://gitlab.example.com/group/sub/registry',
    '/tmp/work/registry/',
    'not a url',
  ]) {
    expect(layoutSiteUrl(undefined, repo)).toBe(siteUrlFor(repo));
  }
  expect(layoutSiteUrl(undefined, '/tmp/work/registry/')).toBe('/tmp/work/registry/');
});

test('an address written without https:// says the address to write', () => {
  // Before: `--site-url must be an absolute http(s) address, got "models.example.org"`, no more.
  expect(readSiteUrl('models.example.org', '--site-url')).toEqual({
    error:
      '--site-url must be an absolute http(s) address, got "models.example.org" (write https://models.example.org/)',
    notHttp: true,
  });
  expect(httpsGuess('acme.github.io/registry')).toBe('https://acme.github.io/registry');
  // No guess where https:// in front would not make a web address, or a scheme is there.
  expect(httpsGuess('ftp://x.example/')).toBeNull();
  expect(httpsGuess('not a url')).toBeNull();
  expect(httpsGuess('registry')).toBeNull();
  expect(httpsGuess('/srv/site')).toBeNull();
});
