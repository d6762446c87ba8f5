// A missing ../shared or xmllint skips a test on a developer's machine but fails it under CI.
import { decide, isCi } from './prerequisite.js';

test('CI means a set, non-false CI variable', () => {
  expect(isCi({ CI: 'true' })).toBe(true);
  expect(isCi({ CI: '1' })).toBe(true);
  expect(isCi({})).toBe(false);
  expect(isCi({ CI: '' })).toBe(false);
  expect(isCi({ CI: 'false' })).toBe(false);
  expect(isCi({ CI: '0' })).toBe(false);
});

test('a missing prerequisite fails under CI and is skipped elsewhere', () => {
  expect(decide(true, { CI: 'true' })).toBe('run');
  expect(decide(true, {})).toBe('run');
  expect(decide(false, { CI: 'true' })).toBe('fail');
  expect(decide(false, {})).toBe('skip');
});
