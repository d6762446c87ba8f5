// Folder names and branches go into the files and commands init writes: a name with a space, a `#`
// or a YAML keyword must still read back as itself, in the workflow and in a pasted shell command.

/** `s` as a YAML scalar: plain when it reads back as that string, else double-quoted (JSON is valid YAML). */
export function yamlScalar(s: string): string {
  const plain = /^[A-Za-z_][A-Za-z0-9_./:%-]*$/.test(s) && !/^(true|false|yes|no|on|off|y|n|null)$/i.test(s);
  return plain ? s : JSON.stringify(s);
}

/**
 * A folder as one word of a command line the user is told to run: as it is when nothing in it is
 * special to a shell, else in double quotes, which sh, PowerShell and cmd.exe all read alike (a
 * Windows path's single `\` stays literal in each); else in single quotes (sh and PowerShell).
 */
export function shellWord(s: string): string {
  if (/^[\w./:\\@%+,=-]+$/.test(s)) return s;
  if (!/["$`!]|\\\\|\\$/.test(s)) return `"${s}"`;
  return `'${s.replaceAll("'", `'\\''`)}'`;
}
