// The action's inputs as a workflow may write them: hostile models-dir values, booleans in another
// case or another word, a missing token, odd pages-branch names. Each is refused with a message that
// names the input, before anything is written; nothing is ever published somewhere else instead.
// In-process runs against the REST emulator, with a push to main of a valid registry.

import { pushEvent } from '../harness/run-action.js';
import { record } from '../helpers/records.js';
import {
  checkoutOf,
  createWorld,
  OWNER,
  onBranch,
  pagesLog,
  publish,
  runIn,
  type World,
} from './push-setup.js';

describe('inputs', () => {
  let world: World;
  let c1: string;

  beforeAll(async () => {
    world = await createWorld();
    c1 = await world.origin.commit({
      files: { 'registry/models/acme/one.toml': record('acme', 'one'), 'README.md': '# r\n' },
      message: 'add one',
    });
  });
  afterAll(() => world.close());

  /** A push of c1 to main with these inputs (models-dir registry/models unless given). */
  function push(inputs: Record<string, string>) {
    return publish(world, {
      before: c1,
      after: c1,
      depth: 'full',
      inputs: { 'models-dir': 'registry/models', ...inputs },
    });
  }

  /** Every branch of the origin repository. */
  async function branches(): Promise<string[]> {
    const out = await world.origin.git('for-each-ref', '--format=%(refname)', 'refs/heads/');
    return out.trim().split('\n').filter(Boolean).sort();
  }

  /**
   * The run failed on its inputs: one error naming the input, no output, no request, no branch; the
   * token (unless it is the input refused) masked before anything else is said, whichever input fails.
   */
  async function refused(inputs: Record<string, string>, message: RegExp) {
    const before = world.gh.requests.length;
    const heads = await branches();
    const run = await push(inputs);
    expect(run.code).toBe(1);
    expect(run.annotations).toEqual([{ level: 'error', message: expect.stringMatching(message) }]);
    if (inputs.token !== '') expect(run.commands[0]).toMatchObject({ command: 'add-mask' });
    expect(run.outputs).toEqual({});
    expect(world.gh.requests.length).toBe(before);
    expect(await branches()).toEqual(heads);
  }

  it.each([
    ['..', /^input models-dir must be a folder inside the repository, got "\.\."$/],
    ['/abs', /^input models-dir must be a folder inside the repository, got "\/abs"$/],
    ['models/../..', /^input models-dir must be a folder inside the repository, got "models\/\.\.\/\.\."$/],
    ['C:\\models', /^input models-dir must be a folder inside the repository/],
    // Before: read as an empty registry (registry/empty, at a path the repository does not have).
    [
      'registry/model',
      /^input models-dir: no folder registry\/model in the checkout: records go in registry\/model\/<lab_slug>\/<model_slug>\.toml$/,
    ],
  ])('models-dir %j is refused', async (dir, message) => {
    await refused({ 'models-dir': dir }, message);
  });

  it.each([
    [{ comment: 'yes' }, /^input comment must be true or false, got "yes"$/],
    [{ 'fail-on-invalid': 'No' }, /^input fail-on-invalid must be true or false, got "No"$/],
    [{ publish: 'yes' }, /^input publish must be auto, true or false, got "yes"$/],
    // Mostly a secret a Dependabot or fork pull request's run is not given: the message says so.
    [
      { token: '' },
      /^input token is empty: pass \$\{\{ github\.token \}\} or a personal access token\. A secret \(token: \$\{\{ secrets\.X \}\}\) is empty where GitHub passes no Actions secrets \(Dependabot's runs, fork pull requests'\): write \$\{\{ secrets\.X \|\| github\.token \}\} to fall back to github\.token there\.$/,
    ],
    [{ 'site-url': 'ftp://x.example/' }, /^input site-url must be an absolute http\(s\) address/],
    // Written into every feed's self links and api/index.json, on the public pages branch; the
    // message does not repeat it.
    [
      { 'site-url': 'https://bob:S3CRETPASS@models.example.org/reg/' },
      /^input site-url must not hold credentials \(user:password@\): they would be published in every feed and in api\/index\.json; give the site's address alone$/,
    ],
    // A query or fragment, even an empty one: self links were made after it (…/reg/?/drift.atom.xml),
    // and "https://example.org/reg/?" failed only after validation, as "https://example.org/reg/?/".
    [
      { 'site-url': 'https://example.org/reg/?' },
      /^input site-url must be the site's address without a query \(\?…\) or fragment \(#…\), got "https:\/\/example\.org\/reg\/\?"$/,
    ],
    [
      { 'site-url': 'https://example.org/reg/#' },
      /^input site-url must be the site's address without a query \(\?…\) or fragment \(#…\), got "https:\/\/example\.org\/reg\/#"$/,
    ],
    [
      { 'site-url': 'https://example.org/reg/?utm=x' },
      /^input site-url must be the site's address without a query/,
    ],
    // Before: taken as a folder, so every feed's self link was …/reg/index.html/drift.atom.xml.
    [
      { 'site-url': 'https://example.org/reg/index.html' },
      /^input site-url must be the folder the site is served from, not a page in it: got "https:\/\/example\.org\/reg\/index\.html", give "https:\/\/example\.org\/reg\/"$/,
    ],
  ])('%j is refused', async (inputs, message) => {
    await refused(inputs, message);
  });

  it.each([
    ['refs/heads/gh-pages', /without refs\/heads\/ \(gh-pages\)$/],
    ['bad..name', /: it holds "\.\."$/],
    ['two words', /: it holds " ", which a branch name may not$/],
    ['pages/', /: it has an empty part/],
    ['.hidden', /: a part of it starts with "\."$/],
    ['pages.lock', /: a part of it ends with "\.lock"$/],
    ['-pages', /: it starts with "-"$/],
  ])('pages-branch %j is refused before any request', async (branch, message) => {
    // Before: refs/heads/gh-pages became a new branch of that name; the others failed only after
    // four tries with "<branch> moved while publishing".
    await refused(
      { 'pages-branch': branch },
      new RegExp(
        `^input pages-branch must be a branch name, got ${JSON.stringify(branch)}.*${message.source}`,
      ),
    );
  });

  it.each([
    ['https://models.example.org', /: it has a scheme: give the host name alone, without https:\/\/$/],
    ['models.example.org/registry', /: it has a path: /],
    ['models example.org', /: it holds " ": a host name has only letters, digits, hyphens and dots/],
    ['models.example.org:8080', /: it holds ":"/],
    ['modèles.example.org', /: it holds "è": .*Punycode form/],
    [`${'abcdefghi.'.repeat(25)}example`, /: it is 257 bytes long, over the 253 a host name may have$/],
    ['models..example.org', /: it has an empty part/],
    ['models.example.org.', /: it has an empty part/],
    ['localhost', /: it has no dot/],
    [`${'a'.repeat(64)}.example.org`, /: its part "a{20}"… is over 63 characters$/],
    ['-models.example.org', /: its part "-models" starts or ends with "-"$/],
    ['192.0.2.1', /: its last part "1" is a number: give the site's domain name, not an IP address$/],
  ])('cname %j is refused before any request', async (cname, message) => {
    const quoted = JSON.stringify(cname).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await refused(
      { cname },
      new RegExp(
        `^input cname must be a host name such as models\\.example\\.org, got ${quoted}${message.source}`,
      ),
    );
  });

  it('pages-branch naming the pushed (default) branch is refused: nothing is committed on top of the records', async () => {
    const main = await pagesLog(world, 'main');
    const run = await push({ 'pages-branch': 'main' });
    expect(run.code).toBe(1);
    expect(run.annotations.at(-1)).toEqual({
      level: 'error',
      message: expect.stringMatching(
        /^input pages-branch is "main", the branch this run publishes from: .* Nothing was published; set pages-branch to a branch of its own/,
      ),
    });
    // Validation ran and said so; the publishing outputs stay empty.
    expect(run.outputs).toEqual({ valid: 'true', 'error-count': '0' });
    expect(await pagesLog(world, 'main')).toEqual(main);
    expect(await onBranch(world, 'main', 'drift.json')).toBeNull();
  });

  it('pages-branch naming the default branch while another branch publishes is refused too', async () => {
    const main = await pagesLog(world, 'main');
    const run = await publish(world, {
      before: c1,
      after: c1,
      depth: 'full',
      ref: 'refs/heads/release',
      inputs: { 'models-dir': 'registry/models', 'pages-branch': 'main', publish: 'true' },
    });
    expect(run.code).toBe(1);
    expect(run.annotations.at(-1)?.message).toMatch(/^input pages-branch is "main", the default branch: /);
    expect(await pagesLog(world, 'main')).toEqual(main);
  });

  it('booleans and publish in any case: True, FALSE', async () => {
    const run = await push({ comment: 'True', 'fail-on-invalid': 'FALSE', publish: 'True' });
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ valid: 'true', 'events-count': '1' });
    expect(run.outputs['pages-commit']).toBe((await pagesLog(world, 'gh-pages'))[0]);
    expect(await branches()).toEqual(['refs/heads/gh-pages', 'refs/heads/main']);
  });
});

describe('a token GitHub refuses', () => {
  let world: World;
  let c1: string;

  beforeAll(async () => {
    world = await createWorld();
    c1 = await world.origin.commit({
      files: { 'models/acme/one.toml': record('acme', 'one') },
      message: 'one',
    });
  });
  afterAll(() => world.close());

  it('one that cannot see the repository (GitHub answers 404) fails naming the input, where the push passed publishing nothing', async () => {
    const cwd = await checkoutOf(world, c1, 'full');
    // The emulator serves acme/registry alone: any other repository answers 404, as GitHub answers
    // for one the token may not see (private, a fine-grained PAT or an App not given it).
    const run = await runIn(world, cwd, {
      inputs: {},
      event: pushEvent({ owner: OWNER, repo: 'unseen', before: c1, after: c1 }),
      env: { GITHUB_REPOSITORY: `${OWNER}/unseen` },
    });
    expect(run.code).toBe(1);
    const ref = world.gh.requests.find((r) => r.path === '/repos/acme/unseen/git/ref/heads/main');
    expect(ref?.status).toBe(404);
    expect(run.annotations).toEqual([
      {
        level: 'error',
        message:
          "the token (input token, or the reusable workflow's secret token) cannot read acme/unseen: GitHub answers 404 Not Found even for its default branch main, as it does for a repository the token may not see (likely a fine-grained personal access token not granted this repository, or a GitHub App not installed on it). " +
          `Failed request: GET /repos/acme/unseen/git/ref/heads/main, HTTP 404, GitHub request id ${ref?.requestId}.`,
      },
    ]);
    expect(run.outputs).toEqual({ valid: 'true', 'error-count': '0' });
    expect(await pagesLog(world)).toEqual([]);
  });

  it('one GitHub answers 401 (expired, revoked, mistyped) fails saying so, where it passed on "Bad credentials"', async () => {
    const before = world.gh.requests.length;
    const run = await publish(world, {
      before: c1,
      after: c1,
      depth: 'full',
      inputs: { token: 'ghp_wrongtoken' },
    });
    expect(run.code).toBe(1);
    const first = world.gh.requests[before];
    expect([first?.path, first?.status]).toEqual(['/repos/acme/registry/branches/gh-pages', 401]);
    expect(run.annotations).toEqual([
      {
        level: 'error',
        message:
          "GitHub refused the token (input token, or the reusable workflow's secret token): it is expired, revoked or mistyped. " +
          `Failed request: GET /repos/acme/registry/branches/gh-pages, HTTP 401, GitHub request id ${first?.requestId}.`,
      },
    ]);
    expect(await pagesLog(world)).toEqual([]);
  });

  it('a branch other than the default one that GitHub no longer has still publishes nothing: it may have been deleted', async () => {
    const run = await publish(world, {
      before: c1,
      after: c1,
      depth: 'full',
      ref: 'refs/heads/release',
      inputs: { publish: 'true' },
    });
    expect(run.code).toBe(0);
    expect(run.annotations).toEqual([
      {
        level: 'notice',
        message: `Publishing nothing: release has moved on to nothing since this push of ${c1.slice(0, 7)}; the newer push's run publishes.`,
      },
    ]);
    expect(await pagesLog(world)).toEqual([]);
  });
});

describe('models-dir naming no folder of the checkout', () => {
  let world: World;
  let c1: string;

  beforeAll(async () => {
    world = await createWorld();
    c1 = await world.origin.commit({
      files: { 'models/acme/one.toml': record('acme', 'one'), 'data/README.md': '# data\n' },
      message: 'one',
    });
  });
  afterAll(() => world.close());

  /** A push of c1 with this models-dir: one error naming the input, before any request. */
  async function missing(modelsDir: string, message: string) {
    const before = world.gh.requests.length;
    const run = await publish(world, {
      before: c1,
      after: c1,
      depth: 'full',
      inputs: { 'models-dir': modelsDir },
    });
    expect(run.code).toBe(1);
    expect(run.annotations).toEqual([{ level: 'error', message }]);
    expect(world.gh.requests.length).toBe(before);
    expect(await pagesLog(world)).toEqual([]);
  }

  // Before: "registry/empty … the registry has no records: add <lab_slug>/<model_slug>.toml files to
  // this folder", annotated at a path the repository does not have, in a check run named after it.
  it('a typo, with the records in models/: says where they are', async () => {
    await missing(
      'model',
      'input models-dir: no folder model in the checkout: the records are in models/, the default (leave models-dir out)',
    );
  });

  it('a folder that is there in other letter case is still the name-case error, annotated', async () => {
    const run = await publish(world, {
      before: c1,
      after: c1,
      depth: 'full',
      inputs: { 'models-dir': 'Models', publish: 'false' },
    });
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ valid: 'false', 'error-count': '1' });
    expect(run.annotations.at(-1)?.message).toMatch(/^1 validation error in the model registry/);
  });
});
