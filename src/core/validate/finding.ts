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
}
