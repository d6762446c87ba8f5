// The `model-registry` command: parses arguments and hands each command to its module.
import { parseArgs } from 'node:util';
import { closest } from '../../core/message-text.js';
import { inertLine, visibleControls } from '../../core/report/workflow-commands.js';
import { GitLinesError } from '../git/exec.js';
import { type CliIo, EXIT, modelsDirPaths, UsageError } from './io.js';
import { commandUsage, USAGE, VERSION } from './usage.js';
import { runValidate } from './validate.js';

const FORMATS = ['text', 'json', 'github'];

const PARSED = {
  root: { type: 'string' },
  out: { type: 'string' },
  format: { type: 'string' },
  rev: { type: 'string' },
  'models-dir': { type: 'string' },
  'repository-url': { type: 'string' },
  'site-url': { type: 'string' },
  cname: { type: 'string' },
  jobs: { type: 'string' },
  'stdin-filename': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

function parse(command: string, args: string[]) {
  try {
    return parseArgs({ args, allowPositionals: true, options: PARSED });
  } catch (err) {
    // Node's own words name no command and hint at `--` (a file name starting with `-`): say which
    // command has no such option and the one a typo was likely meant to be.
    const { code, message } = err as { code?: unknown; message?: unknown };
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && typeof message === 'string')
      throw new UsageError(valueProblem(command, message));
    const flag = code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' ? unknownFlag(args) : null;
    if (flag === null) throw err;
    const guess = flag.startsWith('--') ? closest(flag.slice(2), OPTIONS[command]!) : undefined;
    throw new UsageError(`${command} has no option ${flag}${guess ? ` (did you mean --${guess}?)` : ''}`);
  }
}

/**
 * parseArgs' words for an option's missing or dash-led value (several lines, in its own voice, "Did
 * you forget…") as one line in this tool's: `validate --format needs a value`, and for `--jobs -1`
 * the form that passes a value starting with a dash.
 */
function valueProblem(command: string, message: string): string {
  const option = /Option '(-[^ ']*)/.exec(message)?.[1]?.replace(/^-\w, /, '') ?? 'an option';
  if (/ambiguous/.test(message))
    return `${command} ${option} takes a value, and the one after it starts with a dash: write ${option}=VALUE for such a value`;
  return `${command} ${option} needs a value (${option} VALUE)`;
}

/** The first option parseArgs does not know, as written (`--model-dir`, `-x`): its own tokens say. */
function unknownFlag(args: string[]): string | null {
  const { tokens } = parseArgs({
    args,
    allowPositionals: true,
    options: PARSED,
    strict: false,
    tokens: true,
  });
  for (const t of tokens) if (t.kind === 'option' && !Object.hasOwn(PARSED, t.name)) return t.rawName;
  return null;
}

/** Each command's options: one meant for another command is an error, not silently ignored. */
const OPTIONS: Record<string, readonly string[]> = {
  validate: ['root', 'models-dir', 'format', 'jobs', 'stdin-filename'],
  build: ['root', 'out', 'models-dir', 'repository-url', 'site-url', 'cname', 'rev'],
  diff: ['root', 'models-dir', 'format', 'repository-url'],
  init: ['models-dir', 'site-url', 'cname'],
};
const COMMANDS = Object.keys(OPTIONS);
/** What each command's arguments are, to say which one is empty. */
const EMPTY_ARGUMENT: Record<string, string> = {
  validate: 'a FILE (name record files, or none to validate the whole registry)',
  build: 'an argument',
  diff: 'a revision (BASE, HEAD)',
  init: 'DIR',
};

function checkOptions(command: string, given: object): void {
  const allowed = OPTIONS[command]!;
  for (const name of Object.keys(given))
    if (name !== 'help' && !allowed.includes(name))
      throw new UsageError(`${command} has no option --${name}`);
}

export async function main(argv: string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === '--help' || command === '-h' || command === 'help') {
    // `help validate` is validate's help, as `git help log` and `npm help install` are; `help nope`
    // is the unknown command it names, as `git help nope` fails.
    if (command === 'help' && rest.length === 1) return main([rest[0]!, '--help'], io);
    if (command === 'help' && rest.length > 1) {
      io.err(`model-registry: help takes one command, not ${rest.length} words\n\n${USAGE}`);
      return EXIT.usage;
    }
    (command ? io.out : io.err)(USAGE);
    return command ? EXIT.ok : EXIT.usage;
  }
  if (command === '--version' || command === '-V' || command === 'version') {
    io.out(`${VERSION}\n`);
    return EXIT.ok;
  }
  try {
    if (!COMMANDS.includes(command)) {
      // An option before any command (`--versoin`) is guessed among the options that go there.
      const option = command.startsWith('--');
      const guess = option ? closest(command.slice(2), ['help', 'version']) : closest(command, COMMANDS);
      throw new UsageError(
        `unknown ${option ? 'option' : 'command'} ${JSON.stringify(command)}${guess ? ` (did you mean ${option ? '--' : ''}${guess}?)` : ''}`,
      );
    }
    // --help wins over the rest of the line, a mistake in it too (`validate --help --bogus`).
    const beforeFiles = rest.indexOf('--') === -1 ? rest : rest.slice(0, rest.indexOf('--'));
    if (beforeFiles.includes('--help') || beforeFiles.includes('-h')) {
      io.out(commandUsage(command));
      return EXIT.ok;
    }
    const { values, positionals } = parse(command, rest);
    if (values.help) {
      io.out(commandUsage(command));
      return EXIT.ok;
    }
    checkOptions(command, values);
    // An empty argument (a variable that expanded to nothing, quoted) would stand for the current
    // folder or the default, or read as " does not name a commit".
    for (const [name, value] of Object.entries(values))
      if (value === '') throw new UsageError(`${command} --${name} is empty ("")`);
    if (positionals.includes(''))
      throw new UsageError(`${command}: ${EMPTY_ARGUMENT[command]} is empty ("")`);
    const format = values.format ?? 'text';
    const paths = modelsDirPaths(values['models-dir']);
    if (!FORMATS.includes(format) || (command === 'diff' && format === 'github')) {
      throw new UsageError(`unknown --format ${JSON.stringify(format)}`);
    }
    switch (command) {
      case 'validate': {
        const jobs = values.jobs === undefined ? undefined : Number(values.jobs);
        if (jobs !== undefined && !(Number.isInteger(jobs) && jobs >= 1))
          throw new UsageError('--jobs must be a whole number >= 1');
        // `-`: the record's text on stdin (an editor's unsaved buffer), its path by --stdin-filename,
        // as eslint and ruff take them.
        const stdin = values['stdin-filename'];
        const dash = positionals.includes('-');
        if (dash && stdin === undefined)
          throw new UsageError(
            'validate - reads a record from stdin and needs its path: --stdin-filename PATH (where the file is or will be, for its location, model id and the cross-record rules)',
          );
        if (!dash && stdin !== undefined)
          throw new UsageError(
            'validate --stdin-filename names the record read from stdin: pass - as a FILE too',
          );
        const files = positionals.filter((f) => f !== '-');
        return await runValidate({ root: values.root ?? '.', format, files, jobs, paths, stdin }, io);
      }
      case 'build':
        if (!values.root || !values.out) throw new UsageError('build needs --root DIR and --out DIR');
        if (positionals.length > 0) throw new UsageError(`unexpected argument ${positionals[0]}`);
        // build and diff are loaded when asked for: `validate`, run on every commit by a pre-commit
        // hook, does not evaluate their modules at start.
        return await (await import('./build.js')).runBuild(
          {
            root: values.root,
            out: values.out,
            rev: values.rev,
            repositoryUrl: values['repository-url'],
            siteUrl: values['site-url'],
            cname: values.cname,
            paths,
          },
          io,
        );
      case 'diff': {
        const diff = await import('./diff.js');
        return await diff.runDiff(
          {
            root: values.root ?? '.',
            ...diff.diffEnds(positionals),
            format,
            repositoryUrl: values['repository-url'],
            paths,
          },
          io,
        );
      }
      case 'init':
        if (positionals.length > 1) throw new UsageError(`unexpected argument ${positionals[1]}`);
        return await (await import('./init.js')).runInit(
          {
            dir: positionals[0] ?? '.',
            siteUrl: values['site-url'],
            cname: values.cname,
            paths,
            modelsDirGiven: values['models-dir'] !== undefined,
          },
          io,
        );
      default:
        throw new Error(`no command ${command}`); // COMMANDS lists every case above
    }
  } catch (err) {
    // Messages may quote arguments and paths: one line each, whatever they hold.
    // Not always an Error with a string code: a DOMException's code is a number, and anything can
    // be thrown.
    const { message: text, code } = (typeof err === 'object' && err !== null ? err : {}) as {
      message?: unknown;
      code?: unknown;
    };
    const why = typeof text === 'string' ? text : String(err);
    // build and diff read history with git: an older git than they need fails in its own words.
    const old =
      (command === 'build' || command === 'diff') && !(err instanceof UsageError)
        ? await (await import('../git/version.js')).gitTooOld(io.cwd)
        : null;
    const said = `model-registry: ${old === null ? why : `${old}: ${why}`}`;
    // git's own lines after a GitLinesError's words stay lines (each still shown escaped).
    const message =
      err instanceof GitLinesError
        ? said.split(/\r?\n/).map(visibleControls).map(inertLine).join('\n')
        : visibleControls(said);
    if (err instanceof UsageError || (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS'))) {
      io.err(`${message}\n\n${commandUsage(command)}`);
    } else {
      io.err(`${message}\n`);
    }
    return EXIT.usage;
  }
}
