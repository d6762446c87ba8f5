import { expect, test } from '@jest/globals';
import { renderJson } from '../../src/core/render/json.js';

test('canonical keys, two-space indent, trailing newline', () => {
  expect(renderJson({ b: [1, { d: 1, c: 2 }], a: 'é', ä: null, Z: {} })).toBe(
    '{\n  "Z": {},\n  "a": "é",\n  "b": [\n    1,\n    {\n      "c": 2,\n      "d": 1\n    }\n  ],\n  "ä": null\n}\n',
  );
});
