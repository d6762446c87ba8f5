// Small histories several test files build the same way.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestRepo } from './git-repo.js';
import { record } from './records.js';

/**
 * acme/two added on a branch `side` and one's `max` set on main meanwhile, then `side` merged into
 * main (--no-ff, as "merge side"); `dates` for the two commits, the ticking clock otherwise.
 * Returns the side branch's commit (a second parent of the merge, off main's first-parent line).
 */
export async function mergeSide(
  repo: TestRepo,
  onMain: { max: number; message: string } = { max: 12, message: 'one: 12 s' },
  dates: [string?, string?] = [],
): Promise<string> {
  await repo.git('checkout', '-q', '-b', 'side');
  const side = await repo.commit(
    { 'models/acme/two.toml': record('acme', 'two') },
    'add two on a branch',
    dates[0],
  );
  await repo.git('checkout', '-q', 'main');
  await repo.commit(
    { 'models/acme/one.toml': record('acme', 'one', { max: onMain.max }) },
    onMain.message,
    dates[1],
  );
  await repo.git('merge', '-q', '--no-ff', '-m', 'merge side', 'side');
  return side;
}

/** Runs `use` in a clone of `repo` cut at its newest `depth` commits, removed afterwards. */
export async function inShallowClone<T>(
  repo: TestRepo,
  depth: number,
  use: (dir: string) => Promise<T>,
): Promise<T> {
  const shallow = mkdtempSync(join(tmpdir(), 'shallow-clone-'));
  try {
    await repo.git('clone', '-q', '--depth', String(depth), `file://${repo.dir}`, shallow);
    return await use(shallow);
  } finally {
    rmSync(shallow, { recursive: true, force: true });
  }
}
