// The registry as it stands in the working tree: every *.toml under <root>/models, read safely.
import { lstat, readdir, readFile, realpath, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { RegistryFile } from '../../core/types.js';
import { tooLarge } from '../../core/validate/index.js';

const MAX_DEPTH = 8; // deeper than models/<lab>/<model>.toml is already wrong; stop runaway trees.

function toPosix(p: string): string {
  return sep === '/' ? p : p.split(sep).join('/');
}

function problem(path: string, rule: string, message: string): RegistryFile {
  return { path, problem: { rule, message } };
}

async function readOne(
  where: RegistryLocation,
  realRoot: string,
  abs: string,
  maxBytes: number,
): Promise<RegistryFile> {
  const path = `models/${toPosix(relative(where.modelsDir, abs))}`;
  try {
    const link = await lstat(abs);
    if (link.isSymbolicLink()) {
      const target = await realpath(abs).catch(() => null);
      if (!target) return problem(path, 'file/symlink', 'symlink whose target does not exist');
      const rel = relative(realRoot, target);
      if (rel.startsWith('..') || rel === '' || rel.startsWith(sep)) {
        return problem(path, 'file/symlink-outside', 'symlink leads outside the registry root; it was not read');
      }
    }
    const info = await stat(abs);
    if (!info.isFile()) return problem(path, 'file/not-a-file', 'named like a record but is not a regular file');
    if (info.size > maxBytes) return { path, problem: tooLarge(info.size, maxBytes) };
    return { path, bytes: new Uint8Array(await readFile(abs)) };
  } catch (err) {
    return problem(path, 'file/unreadable', `cannot read file: ${(err as NodeJS.ErrnoException).code ?? err}`);
  }
}

export interface RegistryLocation {
  /** Absolute folder holding `<lab>/<model>.toml`; its files are reported as `models/<lab>/<model>.toml`. */
  modelsDir: string;
  /** Absolute folder no symlink may lead out of (the repository or workspace). */
  boundary: string;
}

/**
 * Lists and reads the record files under `modelsDir` (or just `only`: record paths `models/...`).
 * Directory symlinks are not followed. Throws only when the boundary itself cannot be resolved.
 */
export async function readRegistry(
  where: RegistryLocation,
  maxBytes: number,
  only?: string[],
): Promise<RegistryFile[]> {
  const realRoot = await realpath(where.boundary);
  if (only && only.length > 0) {
    return Promise.all(
      only.map((p) => readOne(where, realRoot, join(where.modelsDir, p.replace(/^models\//, '')), maxBytes)),
    );
  }
  const found: string[] = [];
  const walk = async (dir: string, depth: number): Promise<void> => {
    let entries: import('node:fs').Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT' && depth === 0) return;
      throw err;
    }
    for (const e of entries) {
      const abs = join(dir, e.name);
      if (e.isDirectory() && depth < MAX_DEPTH) await walk(abs, depth + 1);
      else if (e.name.endsWith('.toml') && !e.isDirectory()) found.push(abs);
    }
  };
  await walk(where.modelsDir, 0);
  found.sort();
  return Promise.all(found.map((abs) => readOne(where, realRoot, abs, maxBytes)));
}
