// README's setup examples agree with the code: the workflow init writes, the versions it names.
import { readFileSync } from 'node:fs';
import pkg from '../../package.json' with { type: 'json' };
import { recordPaths } from '../../src/core/record-path.js';
import { diagnosticsJson } from '../../src/core/report/diagnostics-text.js';
import { ACTION_REPOSITORY, scaffoldFiles } from '../../src/core/scaffold/registry.js';

const readme = readFileSync('README.md', 'utf8');

describe('README', () => {
  it("shows the jobs of the workflow init writes, at this package's version", () => {
    const files = scaffoldFiles(
      {
        version: pkg.version,
        actionRepository: ACTION_REPOSITORY,
        modelsDir: 'models',
        siteUrl: 'https://acme.github.io/registry/',
        passSiteUrl: false,
        branch: 'main',
      },
      recordPaths('models').toRepoPath,
    );
    const workflow = files.get('.github/workflows/model-registry.yml') as string;
    expect(readme).toContain(workflow.slice(workflow.indexOf('jobs:\n')));
  });

  it('names one release, this one, and its major tag (scripts/release.mjs rewrites both)', () => {
    const releases = new Set(readme.match(/\bv\d+\.\d+\.\d+\b/g));
    expect([...releases]).toEqual([`v${pkg.version}`]);
    const majors = new Set(
      readme
        .match(/(?:model-registry-action|registry\.yml)[@#]v\d+(?!\d|\.\d)/g)
        ?.map((m) => m.replace(/.*[@#]/, '')),
    );
    expect([...majors]).toEqual([`v${pkg.version.split('.')[0]}`]);
  });

  it('documents the document validate --format json prints, field by field', () => {
    const doc = /`\{"files": \d+, "errors": \[\{([^}]*)\}, …\], "warnings": \[…\]\}`/.exec(readme);
    expect(doc).not.toBeNull();
    const fields = doc![1]!.split(', ').map((f) => JSON.parse(f) as string);
    const printed = JSON.parse(
      diagnosticsJson(1, [
        {
          file: 'models/a/b.toml',
          line: 1,
          column: 1,
          pointer: '',
          rule: 'x/y',
          message: 'm',
          severity: 'error',
        },
      ]),
    );
    expect(Object.keys(printed)).toEqual(['files', 'errors', 'warnings']);
    expect(Object.keys(printed.errors[0])).toEqual(fields);
  });

  it("lists every kind diff --format json's notes can carry, as stable", () => {
    // The kinds are a union type in diff.ts: read them from its source, as scripts match on them.
    const source = readFileSync('src/shell/cli/diff.ts', 'utf8');
    const union = /\n {2}kind:\n((?: {4}\| '[^']+'\n?)+)/.exec(source)?.[1] ?? '';
    const kinds = [...union.matchAll(/'([^']+)'/g)].map((m) => m[1]!);
    expect(kinds.length).toBeGreaterThan(5);
    const start = readme.indexOf('`diff --format json` prints');
    const paragraph = readme.slice(start, readme.indexOf('\n\n', start));
    const listed = [...paragraph.matchAll(/`([a-z/-]+)`/g)].map((m) => m[1]!).filter((k) => /[-/]/.test(k));
    expect(listed.sort()).toEqual([...kinds].sort());
  });

  it('documents the CLI commands', () => {
    for (const command of ['validate', 'build', 'diff', 'init'])
      expect([command, readme.includes(`model-registry ${command} `)]).toEqual([command, true]);
  });
});
