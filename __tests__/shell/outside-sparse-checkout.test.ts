// Which files a sparse checkout left out stop a push's publish: the records the readers would read,
// never other .toml files (a dot-folder's, which no reader walks, with models-dir ".").
import { outsideSparseCheckout } from '../../src/shell/git/sparse.js';
import { createRepo, type TestRepo } from '../helpers/git-repo.js';
import { record } from '../helpers/records.js';

let repo: TestRepo;
beforeEach(async () => {
  repo = await createRepo('sparse-');
});
afterEach(() => repo.cleanup());

test('with models-dir ".", a .toml file outside the cone that no reader takes for a record is not one', async () => {
  await repo.commit(
    {
      'acme/one.toml': record('acme', 'one'),
      'acme/two.toml': record('acme', 'two'),
      '.cargo/config.toml': '[build]\n',
      'node_modules/pkg/x.toml': 'x = 1\n',
      'acme/.draft.toml': 'x = 1\n',
      'docs/notes.md': 'notes\n',
    },
    'one',
  );
  await repo.git('sparse-checkout', 'set', '--no-cone', '/acme/one.toml');
  // Before: .cargo/config.toml, node_modules/pkg/x.toml and acme/.draft.toml were named as records
  // left out, and nothing was published.
  expect(await outsideSparseCheckout(repo.dir, '.')).toEqual(['acme/two.toml']);
});

test('under another models folder, its records outside the cone, and nothing beside it', async () => {
  await repo.commit(
    {
      'data/models/acme/one.toml': record('acme', 'one'),
      'data/models/acme/two.toml': record('acme', 'two'),
      'data/models/.taplo.toml': 'x = 1\n',
      'data/other.toml': 'x = 1\n',
    },
    'one',
  );
  await repo.git('sparse-checkout', 'set', '--no-cone', '/data/models/acme/one.toml');
  expect(await outsideSparseCheckout(repo.dir, 'data/models')).toEqual(['data/models/acme/two.toml']);
});
