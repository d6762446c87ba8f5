// JSON representations in GitHub's shapes. They carry every field the OpenAPI schemas require, because
// responses are validated against them (see openapi-check.ts).
import type { CommitInfo, FileChange, TreeEntry } from './git-store.js';
import type { EmulatorState, UserRef } from './state.js';

type State = Pick<EmulatorState, 'owner' | 'repo' | 'apiUrl' | 'serverUrl' | 'defaultBranch'>;

export const nodeId = (kind: string, key: string | number) =>
  Buffer.from(`${kind}:${key}`).toString('base64').replace(/=+$/, '');

export const repoApi = (s: State, owner = s.owner) => `${s.apiUrl}/repos/${owner}/${s.repo}`;
export const repoHtml = (s: State, owner = s.owner) => `${s.serverUrl}/${owner}/${s.repo}`;

/** Percent-encodes each path segment but keeps the slashes, as GitHub's URLs do. */
export const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

/** Stable fake numeric id for a login (GitHub ids are only compared for equality by clients). */
export function userId(login: string): number {
  let h = 7;
  for (const ch of login) h = (h * 31 + ch.charCodeAt(0)) % 90_000_000;
  return 10_000_000 + h;
}

export function userRef(login: string): UserRef {
  return { login, id: userId(login), type: login.endsWith('[bot]') ? 'Bot' : 'User' };
}

export function simpleUser(s: State, u: UserRef) {
  const api = `${s.apiUrl}/users/${encodeURIComponent(u.login)}`;
  return {
    login: u.login,
    id: u.id,
    node_id: nodeId(u.type, u.id),
    avatar_url: `https://avatars.githubusercontent.com/u/${u.id}?v=4`,
    gravatar_id: '',
    url: api,
    html_url: `${s.serverUrl}/${encodeURIComponent(u.login)}`,
    followers_url: `${api}/followers`,
    following_url: `${api}/following{/other_user}`,
    gists_url: `${api}/gists{/gist_id}`,
    starred_url: `${api}/starred{/owner}{/repo}`,
    subscriptions_url: `${api}/subscriptions`,
    organizations_url: `${api}/orgs`,
    repos_url: `${api}/repos`,
    events_url: `${api}/events{/privacy}`,
    received_events_url: `${api}/received_events`,
    type: u.type,
    user_view_type: 'public',
    site_admin: false,
  };
}

/** Full `repository` object (pull request head/base); `owner` differs from the state's for forks. */
export function repository(s: State, owner = s.owner) {
  const api = repoApi(s, owner);
  const html = repoHtml(s, owner);
  const fork = owner !== s.owner;
  const stamp = '2020-01-01T00:00:00Z';
  return {
    id: userId(`${owner}/${s.repo}`),
    node_id: nodeId('Repository', `${owner}/${s.repo}`),
    name: s.repo,
    full_name: `${owner}/${s.repo}`,
    owner: simpleUser(s, userRef(owner)),
    private: false,
    html_url: html,
    description: null,
    fork,
    url: api,
    archive_url: `${api}/{archive_format}{/ref}`,
    assignees_url: `${api}/assignees{/user}`,
    blobs_url: `${api}/git/blobs{/sha}`,
    branches_url: `${api}/branches{/branch}`,
    collaborators_url: `${api}/collaborators{/collaborator}`,
    comments_url: `${api}/comments{/number}`,
    commits_url: `${api}/commits{/sha}`,
    compare_url: `${api}/compare/{base}...{head}`,
    contents_url: `${api}/contents/{+path}`,
    contributors_url: `${api}/contributors`,
    deployments_url: `${api}/deployments`,
    downloads_url: `${api}/downloads`,
    events_url: `${api}/events`,
    forks_url: `${api}/forks`,
    git_commits_url: `${api}/git/commits{/sha}`,
    git_refs_url: `${api}/git/refs{/sha}`,
    git_tags_url: `${api}/git/tags{/sha}`,
    git_url: `git:${html.replace(/^https?:/, '')}.git`,
    hooks_url: `${api}/hooks`,
    issue_comment_url: `${api}/issues/comments{/number}`,
    issue_events_url: `${api}/issues/events{/number}`,
    issues_url: `${api}/issues{/number}`,
    keys_url: `${api}/keys{/key_id}`,
    labels_url: `${api}/labels{/name}`,
    languages_url: `${api}/languages`,
    merges_url: `${api}/merges`,
    milestones_url: `${api}/milestones{/number}`,
    notifications_url: `${api}/notifications{?since,all,participating}`,
    pulls_url: `${api}/pulls{/number}`,
    releases_url: `${api}/releases{/id}`,
    ssh_url: `git@${new URL(s.serverUrl).host}:${owner}/${s.repo}.git`,
    stargazers_url: `${api}/stargazers`,
    statuses_url: `${api}/statuses/{sha}`,
    subscribers_url: `${api}/subscribers`,
    subscription_url: `${api}/subscription`,
    tags_url: `${api}/tags`,
    teams_url: `${api}/teams`,
    trees_url: `${api}/git/trees{/sha}`,
    clone_url: `${html}.git`,
    mirror_url: null,
    svn_url: html,
    homepage: null,
    language: null,
    forks: 0,
    forks_count: 0,
    stargazers_count: 0,
    watchers: 0,
    watchers_count: 0,
    size: 0,
    default_branch: s.defaultBranch,
    open_issues: 0,
    open_issues_count: 0,
    is_template: false,
    topics: [],
    has_issues: true,
    has_projects: true,
    has_wiki: true,
    has_pages: true,
    has_downloads: true,
    has_discussions: false,
    archived: false,
    disabled: false,
    visibility: 'public',
    license: null,
    pushed_at: stamp,
    created_at: stamp,
    updated_at: stamp,
    allow_forking: true,
    web_commit_signoff_required: false,
  };
}

const UNSIGNED = { verified: false, reason: 'unsigned', signature: null, payload: null, verified_at: null };

const parentsJson = (s: State, parents: string[]) =>
  parents.map((sha) => ({
    sha,
    url: `${repoApi(s)}/commits/${sha}`,
    html_url: `${repoHtml(s)}/commit/${sha}`,
  }));

/** The `commit` schema (commits list, compare, single commit) without `files` / `stats`. */
export function commitJson(s: State, c: CommitInfo) {
  return {
    sha: c.sha,
    node_id: nodeId('Commit', c.sha),
    url: `${repoApi(s)}/commits/${c.sha}`,
    html_url: `${repoHtml(s)}/commit/${c.sha}`,
    comments_url: `${repoApi(s)}/commits/${c.sha}/comments`,
    commit: {
      url: `${repoApi(s)}/git/commits/${c.sha}`,
      author: c.author,
      committer: c.committer,
      message: c.message,
      comment_count: 0,
      tree: { sha: c.tree, url: `${repoApi(s)}/git/trees/${c.tree}` },
      verification: UNSIGNED,
    },
    // GitHub maps commit e-mails to accounts; the emulator knows no accounts, so these are null as for
    // e-mails GitHub cannot match.
    author: null,
    committer: null,
    parents: parentsJson(s, c.parents),
  };
}

/** The `git-commit` schema (Git database API). */
export function gitCommitJson(s: State, c: CommitInfo) {
  return {
    sha: c.sha,
    node_id: nodeId('Commit', c.sha),
    url: `${repoApi(s)}/git/commits/${c.sha}`,
    html_url: `${repoHtml(s)}/commit/${c.sha}`,
    author: c.author,
    committer: c.committer,
    message: c.message,
    tree: { sha: c.tree, url: `${repoApi(s)}/git/trees/${c.tree}` },
    parents: parentsJson(s, c.parents),
    verification: UNSIGNED,
  };
}

/** The `diff-entry` schema; `ref` is the commit the blob/raw/contents links point at. */
export function diffEntryJson(s: State, ref: string, f: FileChange) {
  const path = encodePath(f.filename);
  const entry: Record<string, unknown> = {
    sha: f.sha,
    filename: f.filename,
    status: f.status,
    additions: f.additions,
    deletions: f.deletions,
    changes: f.additions + f.deletions,
    blob_url: `${repoHtml(s)}/blob/${ref}/${path}`,
    raw_url: `${repoHtml(s)}/raw/${ref}/${path}`,
    contents_url: `${repoApi(s)}/contents/${path}?ref=${ref}`,
  };
  if (f.patch !== undefined) entry.patch = f.patch;
  if (f.previous_filename !== undefined) entry.previous_filename = f.previous_filename;
  return entry;
}

export function refJson(s: State, ref: string, sha: string, type = 'commit') {
  const kind = type === 'tag' ? 'tags' : `${type}s`;
  return {
    ref,
    node_id: nodeId('Ref', ref),
    url: `${repoApi(s)}/git/${ref}`,
    object: { type, sha, url: `${repoApi(s)}/git/${kind}/${sha}` },
  };
}

export function treeJson(s: State, sha: string, entries: TreeEntry[], truncated: boolean) {
  return {
    sha,
    url: `${repoApi(s)}/git/trees/${sha}`,
    truncated,
    tree: entries.map((e) => {
      const item: Record<string, unknown> = { path: e.path, mode: e.mode, type: e.type, sha: e.sha };
      if (e.size !== undefined) item.size = e.size;
      if (e.type !== 'commit') item.url = `${repoApi(s)}/git/${e.type}s/${e.sha}`;
      return item;
    }),
  };
}

/** Base64 wrapped at 60 columns with a trailing newline, as GitHub sends blob and file content. */
export function githubBase64(data: Buffer): string {
  const b64 = data.toString('base64');
  if (b64.length === 0) return '';
  return `${b64.match(/.{1,60}/g)!.join('\n')}\n`;
}
