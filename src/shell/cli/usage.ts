// The help texts: the whole command list, and each command's own part for `<command> --help`.
import pkg from '../../../package.json' with { type: 'json' };

export const VERSION: string = pkg.version;

export const COMMAND_HELP: Record<string, string> = {
  validate: `  validate [--root DIR] [--models-dir PATH] [--format text|json|github] [--jobs N] [FILE...]
      Validate the records under DIR/PATH (DIR: default the current directory; PATH: --models-dir,
      default models). With FILE arguments (record files, named from the current directory),
      report only those files;
      cross-record rules still see the whole registry.
      From 400 files the records are checked on N threads (at most 8; default: one per core).
      --stdin-filename PATH -: the record at PATH (named from the current directory; it need not
      exist yet) is read from stdin instead, as an editor passes an unsaved buffer; the rest of
      the registry is read from DIR.
`,
  build: `  build --root DIR --out DIR [--models-dir PATH] [--repository-url URL] [--site-url URL] [--cname HOST] [--rev REV]
      Validate the registry at REV (default HEAD) and, if it is valid, write the published
      layout to --out: api.json and api/index.json with one api/models/<id>.json per model,
      drift.json with its drift/pages/, drift.rss.xml, drift.atom.xml, drift.feed.json,
      feeds/models/ and feeds/labs/ (Atom and JSON Feed per model and lab), their versioned
      copies, the schema and the site (index.html, model.html, drift.html, assets/,
      .nojekyll). Writes nothing when invalid. A file under api/models/,
      drift/pages/ or feeds/ of --out that the build does not write (a model that left) is
      removed, and an interrupted build's <file>.tmp-<pid> beside a file it writes; nothing
      else in --out is. --out may not be DIR or a folder that holds it.
      Commits only: without --rev, a note on stderr names the record files that differ from
      HEAD (not committed), which the build leaves out.
      --site-url: the address the output is served at, for the feeds' self links
      (default: https://HOST/ with --cname, else https://<owner>.github.io/<repo>/ from the
      repository URL; on a GitHub Enterprise Server host, https://pages.<host>/<owner>/<repo>/).
      --cname: the site's custom domain (models.example.org), written to --out's CNAME, where
      GitHub Pages reads it; without it, a CNAME already in --out is kept.
`,
  diff: `  diff [--root DIR] [--models-dir PATH] [--format text|json] [--repository-url URL] BASE HEAD
      The drift events the commits in BASE..HEAD add to the feed (commits only: not the working
      tree). One argument BASE..HEAD is the same; BASE...HEAD starts at their merge base, as
      git diff does; an end left out is HEAD. BASE is expected on HEAD's first-parent line (a
      warning says when it is not: then they are the events since the two histories meet).
      Where BASE's version of a record does not parse, the change is measured, as build
      measures it, from the last version before it that parses (a note says which). BASE may be
      git's empty tree (4b825dc642cb6eb9a060e54bf8d69288fbee4904): the events from the first
      commit on. --format json prints {"base", "head", "events", "notes"}: notes holds the
      warnings and notes stderr has, each with a stable kind.
`,
  init: `  init [DIR] [--models-dir PATH] [--site-url URL] [--cname HOST]
      Start a new registry in DIR (default: the current directory): an example record (none
      when the models folder holds records), the workflow that validates and publishes it, and
      a README. Never overwrites a file. DIR is a
      repository's root or outside any repository (GitHub runs only the root's workflows).
      --site-url: the registry's site, for the records' #:schema line (default: https://HOST/
      with --cname, else the GitHub Pages address of a github.com origin remote, else the
      schema at this release's tag).
      --cname: the site's custom domain, passed to the workflow's cname input.
`,
};

/** The footer, with the exit codes `command` can end with (diff and init validate nothing: never 1). */
function footer(command?: string): string {
  const exits =
    command === undefined
      ? '0 valid (diff, init: done), 1 invalid (validate, build)'
      : command === 'validate' || command === 'build'
        ? '0 valid, 1 invalid'
        : '0 done';
  return `
--models-dir PATH: the records' folder inside DIR (default: models).

Exit codes: ${exits}, 2 usage or I/O error.
`;
}

export const USAGE = `Usage: model-registry <command> [options]
       model-registry --version

Commands:
${Object.values(COMMAND_HELP).join('')}${footer()}`;

/** `model-registry <command> --help`: that command's part only. */
export function commandUsage(command: string): string {
  const help = COMMAND_HELP[command];
  return help ? `Usage: model-registry ${command} [options]\n\n${help}${footer(command)}` : USAGE;
}
