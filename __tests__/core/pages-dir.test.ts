import { onPagesBranch, readPagesDir, rootLayoutIsOurs } from '../../src/core/pages-dir.js';
import { siteUrlFor } from '../../src/core/publish.js';

describe('readPagesDir', () => {
  it.each([
    ['', ''],
    ['  ', ''],
    ['/', ''],
    ['./', ''],
    ['registry', 'registry/'],
    ['/registry/', 'registry/'],
    ['./data//models/', 'data/models/'],
    ['v1.2_x-y', 'v1.2_x-y/'],
  ])('%j is the folder %j', (raw, dir) => {
    expect(readPagesDir(raw)).toEqual({ dir });
  });

  it.each(['..', 'a/../b', '.well-known', '_site', 'a b', 'a\\b', 'é', 'a?b', 'a#b', '%20', '-x'])(
    'refuses %j, naming the input and the value',
    (raw) => {
      const read = readPagesDir(raw);
      expect(read).toEqual({
        error: expect.stringContaining('input pages-dir must be a folder of the pages branch'),
      });
      expect((read as { error: string }).error).toContain(JSON.stringify(raw));
    },
  );

  it.each([
    ['feeds', 'feeds/'],
    ['feeds/registry', 'feeds/'],
    ['/api/models/', 'api/models/'],
    ['drift/pages/x', 'drift/pages/'],
  ])('refuses %j, inside %j, which a publish at the root prunes whole', (raw, owned) => {
    const read = readPagesDir(raw);
    expect(read).toEqual({ error: expect.stringContaining(`input pages-dir cannot be in ${owned},`) });
    expect((read as { error: string }).error).toContain(JSON.stringify(raw));
  });

  it.each([
    ['a'.repeat(256), 256],
    [`data/${'b'.repeat(10_000)}`, 10_000],
  ])('refuses a folder name over 255 characters, quoting the value shortened', (raw, length) => {
    const read = readPagesDir(raw);
    expect(read).toEqual({
      error: expect.stringContaining(
        `input pages-dir has a folder name of ${length} characters, over the 255`,
      ),
    });
    expect((read as { error: string }).error.length).toBeLessThan(300);
  });

  it.each([
    ['node_modules', 'node_modules'],
    ['node_modules2/x', 'node_modules'],
    ['vendor/bundle', 'vendor/bundle/'],
    ['Gemfile-site', 'Gemfile'],
  ])('refuses %j, which Jekyll skips (it starts with %j)', (raw, skipped) => {
    expect(readPagesDir(raw)).toEqual({
      error: expect.stringContaining(`input pages-dir cannot start with ${skipped}: Jekyll`),
    });
  });

  it.each(['vendor', 'vendor/registry', 'modules'])('%j is no path Jekyll skips: taken', (raw) => {
    expect(readPagesDir(raw)).toEqual({ dir: `${raw}/` });
  });

  it('takes a folder name of 255 characters', () => {
    expect(readPagesDir('a'.repeat(255))).toEqual({ dir: `${'a'.repeat(255)}/` });
  });

  it.each(['api', 'drift', 'feeds2', 'api/modelsx', 'Feeds'])('%j is beside those folders: taken', (raw) => {
    expect(readPagesDir(raw)).toEqual({ dir: `${raw}/` });
  });
});

describe('onPagesBranch', () => {
  it('puts layout paths in the folder, and CNAME at the root, where GitHub Pages reads it', () => {
    expect(onPagesBranch('', 'api/index.json')).toBe('api/index.json');
    expect(onPagesBranch('registry/', 'api/index.json')).toBe('registry/api/index.json');
    expect(onPagesBranch('registry/', '.nojekyll')).toBe('registry/.nojekyll');
    expect(onPagesBranch('registry/', 'CNAME')).toBe('CNAME');
  });
});

describe('siteUrlFor with a pages-dir', () => {
  const repo = 'https://github.com/acme/registry';
  it('adds the folder to the default addresses, not to a site-url given', () => {
    expect(siteUrlFor(repo, undefined, undefined, 'data/models/')).toBe(
      'https://acme.github.io/registry/data/models/',
    );
    expect(siteUrlFor(repo, undefined, 'models.example.org', 'registry/')).toBe(
      'https://models.example.org/registry/',
    );
    expect(siteUrlFor(repo, 'https://example.org/reg/', undefined, 'registry/')).toBe(
      'https://example.org/reg/',
    );
    expect(siteUrlFor(repo)).toBe('https://acme.github.io/registry/');
  });
});

describe('rootLayoutIsOurs', () => {
  it("is this registry's layout when built from the same models-dir (models when unrecorded)", () => {
    expect(rootLayoutIsOurs('{"models_dir":"models","models":[]}', 'models')).toBe(true);
    expect(rootLayoutIsOurs('{"models":[]}', 'models')).toBe(true);
    expect(rootLayoutIsOurs('{"models_dir":"text/models"}', 'models')).toBe(false);
    expect(rootLayoutIsOurs('{"models":[]}', 'text/models')).toBe(false);
    expect(rootLayoutIsOurs('not json', 'models')).toBe(false);
    expect(rootLayoutIsOurs('null', 'models')).toBe(false);
  });
});
