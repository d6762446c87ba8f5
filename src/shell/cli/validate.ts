import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { hasErrors } from '../../core/publish.js';
import { diagnosticLine, diagnosticsJson, summaryLine } from '../../core/report/diagnostics-text.js';
import { workflowCommand } from '../../core/report/workflow-commands.js';
import type { ValidationResult } from '../../core/types.js';
import { MAX_RECORD_BYTES } from '../../core/validate/index.js';
import { readRegistry } from '../fs/read-registry.js';
import { validateFast } from '../parallel/validate.js';
import { type CliIo, EXIT, registryRoot, UsageError } from './io.js';

export interface ValidateArgs {
  root: string;
  format: string;
  files: string[];
  /** Worker threads to validate with (default: one per core). */
  jobs: number | undefined;
}

export function printReport(
  result: ValidationResult,
  format: string,
  io: CliIo,
  fileOf?: (p: string) => string,
) {
  const { files, diagnostics } = result;
  if (format === 'json') io.out(diagnosticsJson(files, diagnostics));
  else if (format === 'github') {
    for (const d of diagnostics) io.out(`${workflowCommand(d, fileOf)}\n`);
    io.out(`${summaryLine(files, diagnostics)}\n`);
  } else {
    for (const d of diagnostics) io.out(`${diagnosticLine(d)}\n`);
    io.out(`${summaryLine(files, diagnostics)}\n`);
  }
}

export async function runValidate(args: ValidateArgs, io: CliIo): Promise<number> {
  const root = registryRoot(io, args.root);
  const only = args.files.map((f) => {
    const rel = relative(root, isAbsolute(f) ? f : resolve(io.cwd, f))
      .split(sep)
      .join('/');
    if (rel.startsWith('..')) throw new UsageError(`${f} is outside the registry root ${root}`);
    return rel;
  });
  const where = { modelsDir: join(root, 'models'), boundary: root };
  const files = await readRegistry(where, MAX_RECORD_BYTES);
  const known = new Set(files.map((f) => f.path));
  // A named file that the walk did not find (wrong folder, typo) still gets its own diagnostic.
  const missing = only.filter((p) => !known.has(p));
  const extra = missing.length > 0 ? await readRegistry(where, MAX_RECORD_BYTES, missing) : [];
  const result = await validateFast([...files, ...extra], {
    ...(only.length > 0 ? { only } : {}),
    ...(io.workerUrl ? { workerUrl: io.workerUrl } : {}),
    ...(args.jobs ? { jobs: args.jobs } : {}),
  });
  // Annotation paths are relative to where the command runs (the workspace), not to the registry root.
  const prefix = relative(io.cwd, root).split(sep).join('/');
  printReport(result, args.format, io, (p) => (prefix ? `${prefix}/${p}` : p));
  return hasErrors(result.diagnostics) ? EXIT.invalid : EXIT.ok;
}
