// Messages that said one problem twice, or named no fix where one can be named (docs/rules.md, "How
// messages read"): each case is the one diagnostic a maintainer sees, with the fix it names.
import { check, diag, record } from '../../fixtures/validate/helpers.js';

const replace = (text: string, from: string, to: string) => {
  if (!text.includes(from)) throw new Error(`no ${from}`);
  return text.replace(from, to);
};

describe('a TOML date where the schema wants other than text', () => {
  test('a constant: the const message alone, naming the date as written', () => {
    const text = replace(record(), 'schema_version = 1', 'schema_version = 2026-01-01');
    expect(check(text)).toEqual([
      diag(
        1,
        1,
        '/schema_version',
        'schema/const',
        'schema_version must be 1, found the TOML date 2026-01-01 (write schema_version = 1)',
      ),
    ]);
  });

  test('an allowed-values list: the enum message alone', () => {
    const text = replace(record(), 'documentation_state = "indexed"', 'documentation_state = 2026-01-01');
    expect(check(text)).toEqual([
      diag(
        2,
        1,
        '/documentation_state',
        'schema/enum',
        'documentation_state must be one of indexed, documented, found the TOML date 2026-01-01',
      ),
    ]);
  });

  test('a number: the type message, naming the date as written', () => {
    const text = record(
      '[capability_profiles.duration]\nstate = "supported"\nmode = "range"\nunit = "second"\nmin = 1\nmax = 2026-01-01T10:00:00Z\nsource_ids = ["s"]\n',
    );
    expect(check(text)).toEqual([
      diag(
        31,
        1,
        '/capability_profiles/0/duration/max',
        'schema/type',
        'capability_profiles[0].duration.max must be a number, found the TOML date-time 2026-01-01T10:00:00Z',
      ),
    ]);
  });

  test('an unknown key: the unknown key alone', () => {
    expect(check(record('notes = 2026-01-01\n'))).toEqual([
      diag(
        26,
        1,
        '/capability_profiles/0/notes',
        'schema/additional-property',
        'capability_profiles[0]: unknown field "notes" (not one of the 18 fields the spec lists under CapabilityProfile)',
      ),
    ]);
  });
});
