// A registry at scale for tests: N records grown from the real records in ../shared/conformance (each
// copy with its own id, lab, name, modality and status; ~13 KB like the originals) and M commits,
// written into a TestRepo through ONE `git fast-import` stream (thousands of records in seconds).
// Without the conformance folder, the small records of ./records.ts stand in (check `source`).
// Deterministic: the same options give the same commit ids.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { TEST_EPOCH, type TestRepo } from '../harness/github/test-repo.js';
import { NO_USER_GIT_CONFIG } from './git-repo.js';
import { record } from './records.js';

export const CONFORMANCE_MODELS = resolve(process.cwd(), '../shared/conformance/models');

const MODALITIES = ['image', 'video', 'audio'] as const;
const STATUSES = ['available', 'preview', 'unknown'] as const;

export interface SyntheticOptions {
  /** Records at the head (N). */
  records: number;
  /**
   * Commits (M >= 1). The records are created over the first tenth of them (at least one commit);
   * every later commit edits one to three records (name and status: a drift event each).
   */
  commits: number;
  /** Labs the records spread over (default: one per 20 records). */
  labs?: number;
  seed?: number;
  branch?: string;
  /** Record texts to grow from (default: the conformance records; none: ./records.ts's small ones). */
  templates?: string[];
}

export interface SyntheticRecord {
  /** `lab-slug/model-slug`. */
  id: string;
  /** `models/<id>.toml`. */
  path: string;
  modality: (typeof MODALITIES)[number];
  /** The version at the head (0 = as created). */
  version: number;
}

export interface SyntheticRegistry {
  /** Where the records were grown from. */
  source: 'conformance' | 'synthetic';
  records: SyntheticRecord[];
  /** The new commits, oldest first (the last is the branch's tip). */
  commits: string[];
  head: string;
  /** Bytes of record text at the head. */
  bytes: number;
  /** Record `i`'s text at `version` (the next push can write `text(i, records[i].version + 1)`). */
  text(i: number, version: number): string;
}

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** The real records' texts, sorted by path; empty when the folder is absent. */
export function conformanceTexts(root = CONFORMANCE_MODELS): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .sort()
    .flatMap((lab) =>
      readdirSync(join(root, lab))
        .filter((f) => f.endsWith('.toml'))
        .sort()
        .map((f) => readFileSync(join(root, lab, f), 'utf8')),
    );
}

/** Sets `key = "value"` lines inside the [model] table only (other tables have `id` and `name` too). */
function withModel(text: string, values: Record<string, string>): string {
  const start = text.indexOf('\n[model]\n');
  if (start < 0) throw new Error('template has no [model] table');
  const next = text.indexOf('\n[', start + 1);
  const end = next < 0 ? text.length : next;
  let table = text.slice(start, end);
  for (const [key, value] of Object.entries(values)) {
    const line = new RegExp(`^${key} = .*$`, 'm');
    if (!line.test(table)) throw new Error(`template's [model] has no ${key}`);
    table = table.replace(line, () => `${key} = ${JSON.stringify(value)}`);
  }
  return text.slice(0, start) + table + text.slice(end);
}

/** Feeds git fast-import with backpressure, so a stream of hundreds of MB never sits in memory whole. */
class FastImport {
  private readonly child;
  private readonly done: Promise<void>;
  constructor(gitDir: string) {
    // Fastest zlib level: test repositories are thrown away, and compression is most of the cost.
    const args = ['--git-dir', gitDir, '-c', 'pack.compression=1', 'fast-import', '--quiet', '--done'];
    this.child = spawn('git', args, {
      stdio: ['pipe', 'ignore', 'pipe'],
      // glibc otherwise hands memory back after every commit: 27 brk calls each, 4x the run time.
      env: {
        ...process.env,
        ...NO_USER_GIT_CONFIG,
        MALLOC_TOP_PAD_: String(256 << 20),
        MALLOC_TRIM_THRESHOLD_: String(256 << 20),
      },
    });
    const err: Buffer[] = [];
    this.child.stderr.on('data', (b: Buffer) => err.push(b));
    this.done = new Promise((ok, fail) => {
      this.child.on('error', fail);
      this.child.on('close', (code) =>
        code === 0 ? ok() : fail(new Error(`git fast-import exit ${code}: ${Buffer.concat(err)}`)),
      );
    });
    this.done.catch(() => {}); // reported by end()
  }
  private pending: string[] = [];
  private size = 0;
  /** Buffered into writes of about 1 MB: one pipe write per commit would wait on git thousands of times. */
  async write(chunk: string): Promise<void> {
    this.pending.push(chunk);
    this.size += chunk.length;
    if (this.size >= 1 << 20) await this.flush();
  }
  private async flush(): Promise<void> {
    const data = this.pending.join('');
    this.pending = [];
    this.size = 0;
    if (!this.child.stdin.write(data)) {
      await new Promise<void>((ok) => this.child.stdin.once('drain', ok));
    }
  }
  async end(): Promise<void> {
    await this.flush();
    this.child.stdin.end('done\n');
    await this.done;
  }
}

/** Grows the registry on `branch` (default main) of `repo`, on top of its tip when it has one. */
export async function growSyntheticRegistry(
  repo: TestRepo,
  options: SyntheticOptions,
): Promise<SyntheticRegistry> {
  const { records: n, commits: m, seed = 7, branch = 'main' } = options;
  if (n < 1 || m < 1) throw new Error('a synthetic registry needs at least one record and one commit');
  const labCount = Math.max(1, options.labs ?? Math.ceil(n / 20));
  const templates = options.templates ?? conformanceTexts();
  const source = templates.length > 0 ? 'conformance' : 'synthetic';
  const rand = rng(seed);
  const records: SyntheticRecord[] = Array.from({ length: n }, (_, i) => {
    const id = `lab-${String(i % labCount).padStart(3, '0')}/model-${String(i).padStart(5, '0')}`;
    return { id, path: `models/${id}.toml`, modality: MODALITIES[Math.floor(rand() * 3)]!, version: 0 };
  });
  const text = (i: number, version: number): string => {
    const r = records[i]!;
    const [lab, slug] = r.id.split('/') as [string, string];
    const status = STATUSES[(i + version) % STATUSES.length]!;
    const template = source === 'synthetic' ? record(lab, slug) : templates[i % templates.length]!;
    return withModel(template, {
      id: r.id,
      name: `Model ${i}${version > 0 ? ` (revision ${version})` : ''}`,
      lab: `Lab ${i % labCount}`,
      modality: r.modality,
      status,
    });
  };

  const ref = `refs/heads/${branch}`;
  const tip = await repo.store.readRef(ref);
  const creating = Math.max(1, Math.floor(m / 10));
  const perCommit = Math.ceil(n / creating);
  // Minutes before TEST_EPOCH, so commits the test makes afterwards (repo.commit) come later.
  const t0 = Math.floor(TEST_EPOCH / 1000) - (m + 1) * 60;
  const stream = new FastImport(repo.gitDir);
  let created = 0;
  for (let c = 0; c < m; c++) {
    const touched: number[] = [];
    if (c < creating) {
      while (touched.length < perCommit && created < n) touched.push(created++);
      if (c === creating - 1) while (created < n) touched.push(created++);
    } else {
      const k = 1 + Math.floor(rand() * 3);
      for (let j = 0; j < k; j++) {
        const i = Math.floor(rand() * n);
        if (!touched.includes(i)) touched.push(i);
      }
    }
    const message =
      touched.length > 3
        ? `add ${touched.length} records`
        : `edit ${touched.map((i) => records[i]!.id).join(', ')}`;
    const when = `${t0 + c * 60} +0000`;
    let chunk =
      `commit ${ref}\nauthor Synthetic Author <author@example.com> ${when}\n` +
      `committer Synthetic Committer <committer@example.com> ${when}\n` +
      `data ${Buffer.byteLength(message)}\n${message}\n`;
    if (c === 0 && tip) chunk += `from ${tip}\n`;
    for (const i of touched) {
      if (c >= creating) records[i]!.version++;
      const body = text(i, records[i]!.version);
      chunk += `M 100644 inline ${records[i]!.path}\ndata ${Buffer.byteLength(body)}\n${body}\n`;
    }
    await stream.write(chunk);
  }
  await stream.end();
  const head = (await repo.git('rev-parse', ref)).trim();
  const list = await repo.git('rev-list', '--reverse', '--first-parent', head, ...(tip ? [`^${tip}`] : []));
  let bytes = 0;
  for (let i = 0; i < n; i++) bytes += Buffer.byteLength(text(i, records[i]!.version));
  return { source, records, commits: list.trim().split('\n'), head, bytes, text };
}
