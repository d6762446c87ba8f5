// What a finding's wording reads besides its error (Context), and how it names a TOML date the
// record holds as text: apart as most files of this folder take it.
import { unquotedDates } from '../../toml/parse.js';
import type { Json, JsonObject } from '../../types.js';
import type { Finding } from '../finding.js';
import { type WrittenDate, writtenDates } from '../unquoted-dates.js';

/** What wording a finding reads besides its error. */
export interface Context {
  record: JsonObject;
  text: string;
  /** The findings a value would get in place of the one at a pointer; undefined: propose no value. */
  probe: Probe | undefined;
  /** A TOML date's name in a message, at its pointer (datesOf). */
  dateAt: DateNames;
  /** Whether the text has a header, by header (headerIn). */
  headers: Map<string, boolean>;
  /** `<table>\n<field>` of an unknown key → the table that lacks that field (displacedFields). */
  displaced: Map<string, string>;
  /** `<table>\n<unknown key>` → the required field it likely stands for (renamedFields). */
  renamed: Map<string, string>;
  /** The keys of `renamed` whose message said so (the missing field's own finding is then left out). */
  renamedSaid: Set<string>;
}

/**
 * How a message names a TOML date the record holds as text (`the TOML date 2026-01-01`, not
 * `"2026-01-01"`, which reads as written in quotes); undefined for any other value.
 */
export function datesOf(record: JsonObject, text: string): DateNames {
  const dates = unquotedDates(record);
  if (dates === undefined) return () => undefined;
  let written: Map<string, WrittenDate> | undefined;
  return (pointer) => {
    written ??= writtenDates(text, record, dates);
    return written.get(pointer);
  };
}

/** Undefined once the record's checks are spent (MAX_PROBES). */
export type Probe = (pointer: string, value: Json, dates?: DateNames) => Finding[] | undefined;

/** A TOML date's name in a message (`the TOML date 2026-01-01`) by pointer; undefined elsewhere. */
export type DateNames = (pointer: string) => Pick<WrittenDate, 'found' | 'written'> | undefined;
