export const USAGE = `Usage: model-registry <command> [options]

Commands:
  validate [--root DIR] [--format text|json|github] [--jobs N] [FILE...]
      Validate the records under DIR/models (default: the current directory). With FILE
      arguments (record files), report only those files; cross-record rules still see the
      whole registry.
      Large registries are checked on N threads (default: one per core).
  build --root DIR --out DIR [--repository-url URL] [--rev REV]
      Validate the registry at REV (default HEAD) and, if it is valid, write api.json,
      drift.json, drift.rss.xml and their versioned copies to --out. Writes nothing when invalid.
  diff --root DIR BASE HEAD [--format text|json] [--repository-url URL]
      The drift events the commits in BASE..HEAD add to the feed.

Every command takes --models-dir PATH: the records' folder inside DIR (default: models).

Exit codes: 0 valid, 1 invalid, 2 usage or I/O error.
`;
