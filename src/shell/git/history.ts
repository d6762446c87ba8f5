// Local history reader: answers "which versions of which record files changed in which commit?" from
// a git checkout with one `git log` and one `git cat-file --batch`, whatever the history length.
// The three run side by side: blob ids go to cat-file as the log prints them, and (with `parsed`)
// each version is parsed as it arrives, so the bytes need not be kept, nor a version parsed again.

import { LinkVersion, OversizedVersion, ParsedVersion, UnparseableVersion } from '../../core/events.js';
import type { RecordPaths } from '../../core/record-path.js';
import { ChunkedParser } from '../../core/toml/chunked.js';
import type { FileVersionChange, HistoryCommit } from '../../core/types.js';
import { MAX_STORED_BYTES, oversize } from '../../core/validate/index.js';
import { BlobStream, type Blobs } from './cat-file.js';
import { type LoggedCommit, type RawFileChange, streamCommitLog } from './log.js';
import { fetchHistoryVersions, partialClone } from './partial.js';

/** Splits a rename that crosses the models folder's boundary into the add or removal it really is. */
function toVersionChanges(c: RawFileChange, blobs: Blobs): FileVersionChange[] {
  const read = (sha: string | null, link?: true): Uint8Array | null => {
    if (!sha) return null;
    if (link) return new LinkVersion(sha);
    const size = blobs.tooLarge.get(sha);
    return size === undefined ? (blobs.bytes.get(sha) ?? null) : new OversizedVersion(size);
  };
  const before = read(c.beforeBlob, c.beforeLink);
  const after = read(c.afterBlob, c.afterLink);
  const { path, previousPath } = c;
  if (previousPath === undefined) return path === null ? [] : [{ path, before, after }];
  if (path !== null && previousPath !== null) return [{ path, previousPath, before, after }];
  if (path !== null) return [{ path, before: null, after }];
  return previousPath === null ? [] : [{ path: previousPath, before, after: null }];
}

export interface ReadHistoryOptions {
  /** Revisions for git log: `['HEAD']` for everything, `['base..head']` for a range. */
  revisions: string[];
  /** Where the records live: repository paths are mapped to record paths (`models/...`). */
  paths: RecordPaths;
  /** Versions larger than this are not read: the events builder leaves them out with a warning. */
  maxBytes?: number;
  /** Called with (done, total) while blobs are read, for progress on a terminal. */
  onProgress?: (stage: string) => void;
  /**
   * Versions that parse come as ParsedVersion (their value), the others as UnparseableVersion (their
   * diagnostic), none as bytes: parsing then overlaps git's reading, memory holds values that share
   * their unchanged sections, and the events builder parses none again.
   */
  parsed?: boolean;
  /** Filled with blob id → version (a ParsedVersion where it parsed): a build reuses the head's. */
  versions?: Map<string, Uint8Array>;
  /** Blobs whose bytes to keep as well, and where (a build's head, so git reads it only once). */
  keepBytes?: { ids: ReadonlySet<string>; into: Map<string, Uint8Array> };
  /**
   * The caller has asked whether the checkout is a partial clone, and if so fetched the versions
   * (fetchHistoryVersions): no need to ask again.
   */
  partialChecked?: boolean;
}

/** Commits with their record file versions, OLDEST first (the order the events builder walks). */
export async function readLocalHistory(cwd: string, options: ReadHistoryOptions): Promise<HistoryCommit[]> {
  if (!options.partialChecked) {
    const clone = await partialClone(cwd);
    if (clone) await fetchHistoryVersions(cwd, clone, options.revisions, options.paths);
  }
  options.onProgress?.('reading git log and record versions');
  const blobs: Blobs = { bytes: options.versions ?? new Map(), tooLarge: new Map() };
  const parser = options.parsed ? new ChunkedParser() : null;
  // For a version first named by a change: the change's other side, which the parser may start from
  // (versions of one file share most of their sections) if it has been read by then.
  // A version with no other side read yet (a file's first version) starts from the last one parsed:
  // records share many sections (`[[limitations]]`), and a piece found in place needs no lookup.
  const partner = new Map<string, string>();
  let last: ParsedVersion | undefined;
  const stream = new BlobStream(cwd, options.maxBytes ?? MAX_STORED_BYTES, (sha, bytes) => {
    const known = blobs.bytes.get(partner.get(sha) ?? '');
    partner.delete(sha);
    const other = known instanceof ParsedVersion ? known : last;
    if (options.keepBytes?.ids.has(sha)) options.keepBytes.into.set(sha, bytes.slice());
    // Read up to MAX_STORED_BYTES, as CRLF may double a record; the limit is on its LF form.
    const size = oversize(bytes);
    if (size !== undefined) {
      blobs.tooLarge.set(sha, size);
      return;
    }
    if (parser === null) {
      // The bytes are a view into git's output: kept only as a copy.
      blobs.bytes.set(sha, bytes.slice());
      return;
    }
    const outcome = parser.parse('', bytes, other?.value);
    if (outcome.ok) last = new ParsedVersion(outcome.value);
    // A version that does not parse keeps its diagnostic, not its bytes: nothing reads them again.
    blobs.bytes.set(sha, outcome.ok ? last! : new UnparseableVersion(outcome.diagnostic, sha));
  });
  let log: LoggedCommit[];
  try {
    log = await streamCommitLog(cwd, options.revisions, options.paths, (before, after) => {
      if (before && stream.want(before) && after) partner.set(before, after);
      if (after && stream.want(after) && before) partner.set(after, before);
    });
  } catch (err) {
    await stream.end().catch(() => {});
    throw err;
  }
  // Every version the log names was asked for as it was parsed: wait for the last ones.
  await stream.end();
  for (const [sha, size] of stream.tooLarge) blobs.tooLarge.set(sha, size);
  return log.reverse().map(({ changes, ...info }) => ({
    ...info,
    files: changes.flatMap((c) => toVersionChanges(c, blobs)),
  }));
}
