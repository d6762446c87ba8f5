// The registry as it stands in the working tree: every *.toml under <root>/models, read safely.
import { type Dirent, lstatSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { RegistryFile } from '../../core/types.js';
import { tooLarge } from '../../core/validate/index.js';

const MAX_DEPTH = 8; // deeper than models/<lab>/<model>.toml is already wrong; stop runaway trees.

function toPosix(p: string): string {
  return sep === '/' ? p : p.split(sep).join('/');
}

function realOrNull(abs: string): string | null {
  try {
    return realpathSync(abs);
  } catch {
    return null;
  }
}

function problem(path: string, rule: string, message: string): RegistryFile {
  return { path, problem: { rule, message } };
}

// Synchronous on purpose: thousands of small reads in a row are several times faster than as
// concurrent promises, and nothing else runs in this process meanwhile.
function readOne(where: RegistryLocation, realRoot: string, abs: string, maxBytes: number): RegistryFile {
  const path = `models/${toPosix(relative(where.modelsDir, abs))}`;
  try {
    const link = lstatSync(abs);
    if (link.isSymbolicLink()) {
      const target = realOrNull(abs);
      if (!target) return problem(path, 'file/symlink', 'symlink whose target does not exist');
      const rel = relative(realRoot, target);
      if (rel.startsWith('..') || rel === '' || rel.startsWith(sep)) {
        return problem(
          path,
          'file/symlink-outside',
          'symlink leads outside the registry root; it was not read',
        );
      }
    }
    const info = link.isSymbolicLink() ? statSync(abs) : link;
    if (!info.isFile())
      return problem(path, 'file/not-a-file', 'named like a record but is not a regular file');
    if (info.size > maxBytes) return { path, problem: tooLarge(info.size, maxBytes) };
    return { path, bytes: readFileSync(abs) };
  } catch (err) {
    return problem(
      path,
      'file/unreadable',
      `cannot read file: ${(err as NodeJS.ErrnoException).code ?? err}`,
    );
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
  const realRoot = realpathSync(where.boundary);
  if (only && only.length > 0) {
    return only.map((p) =>
      readOne(where, realRoot, join(where.modelsDir, p.replace(/^models\//, '')), maxBytes),
    );
  }
  const found: string[] = [];
  const walk = (dir: string, depth: number): void => {
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT' && depth === 0) return;
      throw err;
    }
    for (const e of entries) {
      const abs = join(dir, e.name);
      if (e.isDirectory() && depth < MAX_DEPTH) walk(abs, depth + 1);
      else if (e.name.endsWith('.toml') && !e.isDirectory()) found.push(abs);
    }
  };
  walk(where.modelsDir, 0);
  found.sort();
  return found.map((abs) => readOne(where, realRoot, abs, maxBytes));
}
