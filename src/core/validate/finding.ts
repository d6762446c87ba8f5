// A problem found in one record before it is given a line and column.
import type { Anchor } from '../toml/locate.js';

export interface Finding {
  /** JSON pointer reported to the user; for a missing field, where the field should be. */
  pointer: string;
  rule: string;
  message: string;
  /** Pointer to locate in the text when it differs from `pointer` (a missing field: its table). */
  at?: string;
  anchor?: Anchor;
  /** A warning fails no check and counts in no error count (docs/rules.md); errors by default. */
  severity?: 'warning';
}

/**
 * The worded findings of one file. Findings are worded while `limit` lasts; past it they are only
 * counted (`unworded`), so a record with 9,000 problems costs 200 messages, not 9,000. One budget is
 * shared by every step that checks a file, so the limit holds for the file as a whole.
 */
export class FindingBudget {
  readonly findings: Finding[] = [];
  unworded = 0;
  constructor(
    private readonly limit = Number.POSITIVE_INFINITY,
    /**
     * Only findings whose pointer this accepts are worded; the others are dropped, not counted. A
     * hint's check of one value wants the findings at that value, not the record's thousands more.
     */
    private readonly wanted?: (pointer: string) => boolean,
  ) {}
  /** True when no more findings will be worded. */
  get spent(): boolean {
    return this.findings.length >= this.limit;
  }
  /**
   * Words the finding (calls `make`) only while the budget lasts. `at` gives cheaply the pointers it
   * is about: its own, and for `min` above `max` the other bound's too.
   */
  push(make: () => Finding, at?: () => string | readonly string[]): void {
    if (this.wanted !== undefined && at !== undefined && ![at()].flat().some(this.wanted)) return;
    if (this.spent) this.unworded++;
    else this.findings.push(make());
  }
}
