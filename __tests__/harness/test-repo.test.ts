// Test repositories: repeatable commit ids, a usable work tree, and pushes refused.
import { createTestRepo, PUSH_REFUSED, type TestRepo } from './github/test-repo.js';

const repos: TestRepo[] = [];
afterAll(() => Promise.all(repos.map((r) => r.cleanup())));

async function history() {
  const repo = await createTestRepo();
  repos.push(repo);
  const a = await repo.commit({ files: { 'models/a.toml': 'a = 1\n' }, message: 'one' });
  const b = await repo.commit({
    files: { 'models/a.toml': null, 'models/b.toml': 'b = 1\n' },
    message: 'two',
  });
  return { repo, a, b };
}

test('the same commits give the same ids in any fresh repository', async () => {
  const first = await history();
  const second = await history();
  expect(second.a).toBe(first.a);
  expect(second.b).toBe(first.b);
  expect(await first.repo.git('log', '--format=%an <%ae> %aI|%s', 'main')).toBe(
    'Test Author <author@example.com> 2026-01-01T00:02:00+00:00|two\nTest Author <author@example.com> 2026-01-01T00:01:00+00:00|one\n',
  );
});

test('checkout fills the work tree; git push into the repository is refused', async () => {
  const { repo, b } = await history();
  await repo.checkout(b);
  expect(await repo.git('status', '--porcelain')).toBe('');
  expect((await repo.git('ls-files')).split('\n').filter(Boolean)).toEqual(['models/b.toml']);
  const other = await createTestRepo();
  repos.push(other);
  await other.commit({ files: { 'x.txt': 'x\n' } });
  await expect(other.git('push', repo.gitDir, 'main:refs/heads/pushed')).rejects.toThrow(PUSH_REFUSED);
});
