// A folder holding a `git` that answers as Debian 11's git 2.30.2 does where it matters here (its
// version, and its refusal of --diff-merges' value) and hands every other command to the real git.
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

export function oldGitFolder(): string {
  const bin = mkdtempSync(join(tmpdir(), 'old-git-'));
  const real = process.env.PATH!.split(delimiter).map((d) => join(d, 'git'));
  writeFileSync(
    join(bin, 'git'),
    [
      '#!/bin/sh',
      'if [ "$1" = "--version" ]; then echo "git version 2.30.2"; exit 0; fi',
      'for a in "$@"; do case "$a" in --diff-merges=*) echo "fatal: unknown value for --diff-merges: first-parent" >&2; exit 128;; esac; done',
      `for g in ${real.map((g) => `'${g}'`).join(' ')}; do [ -x "$g" ] && exec "$g" "$@"; done`,
      'exit 127',
    ].join('\n'),
  );
  chmodSync(join(bin, 'git'), 0o755);
  return bin;
}

/** PATH with `bin` first. */
export const pathWith = (bin: string) => `${bin}${delimiter}${process.env.PATH}`;
