// dist/licenses.txt: the bundles carry third-party code (undici, @octokit/*, smol-toml, ajv's validator…)
// whose licenses ask for their notice to go with every copy, and esbuild keeps none of it.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { licensesText, packageDir } from '../../scripts/third-party-licenses.mjs';
import { TEST_DIST } from '../harness/test-dist.js';

const BUNDLES = ['index.js', 'cli-main.cjs', 'cli.cjs'];

/** The package folders a bundle holds code of, by the `// node_modules/…` path comments esbuild writes. */
function bundledPackageDirs(bundle: string): Set<string> {
  const text = readFileSync(join(TEST_DIST, bundle), 'utf8');
  const dirs = [...text.matchAll(/^\/\/ (node_modules\/\S+)$/gm)].map((m) => packageDir(m[1]!));
  return new Set(dirs.filter((d): d is string => d !== undefined));
}

/** The notice files of a package folder, as licenses.txt quotes them. */
function noticeTexts(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => /^(licen[cs]e|copying|notice)([.-].*)?$/i.test(f))
    .map((f) => readFileSync(join(dir, f), 'utf8').trimEnd());
}

describe('dist/licenses.txt, as the build writes it', () => {
  const licenses = () => readFileSync(join(TEST_DIST, 'licenses.txt'), 'utf8');

  it('names every package a bundle holds code of, with its version, license and notice text', () => {
    const dirs = new Set(BUNDLES.flatMap((b) => [...bundledPackageDirs(b)]));
    // The path comments are there to read (a sanity check on this test itself).
    expect(dirs).toContain('node_modules/undici');
    expect(dirs).toContain('node_modules/smol-toml');
    const text = licenses();
    for (const dir of dirs) {
      const { name, version, license } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      expect(text).toContain(`${name}@${version} (${license})`);
      const notices = noticeTexts(dir);
      expect(notices.length).toBeGreaterThan(0);
      for (const notice of notices) expect(text).toContain(notice);
    }
  });

  it('names ajv, whose generated validator (and its ucs2length) is bundled from src/generated/', () => {
    const { version } = JSON.parse(readFileSync('node_modules/ajv/package.json', 'utf8'));
    expect(licenses()).toContain(`ajv@${version} (MIT), in cli-main.cjs, index.js`);
    for (const notice of noticeTexts('node_modules/ajv')) expect(licenses()).toContain(notice);
  });

  it('names no development tool the bundles do not hold', () => {
    for (const tool of ['jest', 'esbuild', 'typescript', 'fast-check', 'playwright-core', 'rss-parser'])
      expect(licenses()).not.toMatch(new RegExp(`^${tool}@`, 'm'));
  });
});

describe('licensesText', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'licenses-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const pkg = (dir: string, json: object, files: Record<string, string>) => {
    mkdirSync(join(root, dir), { recursive: true });
    writeFileSync(join(root, dir, 'package.json'), JSON.stringify(json));
    for (const [f, text] of Object.entries(files)) writeFileSync(join(root, dir, f), text);
  };

  it('takes the innermost package of a nested node_modules, each package once, in name order', () => {
    pkg('node_modules/b', { name: 'b', version: '1.0.0', license: 'MIT' }, { LICENSE: 'b terms\n' });
    pkg(
      'node_modules/b/node_modules/@s/a',
      { name: '@s/a', version: '2.0.0', license: 'ISC' },
      { 'LICENSE.md': 'a terms' },
    );
    const text = licensesText(
      {
        'two.js': ['node_modules/b/x.js', 'src/own.ts', 'node_modules/b/y.js'],
        'one.js': ['node_modules/b/node_modules/@s/a/lib/i.js', 'node_modules/b/x.js'],
      },
      {},
      root,
    );
    expect(text.indexOf('@s/a@2.0.0 (ISC), in one.js\n\na terms')).toBeGreaterThan(0);
    expect(text.indexOf('b@1.0.0 (MIT), in one.js, two.js\n\nb terms')).toBeGreaterThan(
      text.indexOf('@s/a@'),
    );
    expect(text.match(/^b@/gm)).toHaveLength(1);
    expect(text).not.toContain('own');
  });

  it('keeps a NOTICE file next to the license (Apache-2.0 asks for both)', () => {
    pkg(
      'node_modules/k',
      { name: 'k', version: '1.0.0', license: 'Apache-2.0' },
      { LICENSE: 'apache', NOTICE: 'k notice' },
    );
    expect(licensesText({ 'i.js': ['node_modules/k/i.js'] }, {}, root)).toContain('apache\nk notice');
  });

  it('names the package that generated a bundled file', () => {
    pkg('node_modules/gen', { name: 'gen', version: '3.0.0', license: 'MIT' }, { LICENSE: 'gen terms' });
    const text = licensesText(
      { 'i.js': ['src/generated/v.js'] },
      { 'src/generated/v.js': 'node_modules/gen' },
      root,
    );
    expect(text).toContain('gen@3.0.0 (MIT), in i.js\n\ngen terms');
  });

  it('fails on a bundled package with no license file', () => {
    pkg('node_modules/bare', { name: 'bare', version: '1.0.0', license: 'MIT' }, { 'index.js': '' });
    expect(() => licensesText({ 'i.js': ['node_modules/bare/index.js'] }, {}, root)).toThrow(
      /bare.*no LICENSE/,
    );
  });
});
