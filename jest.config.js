// ESM mode (the @actions packages are ESM-only): run with NODE_OPTIONS=--experimental-vm-modules.
// @swc/jest strips types without the TypeScript compiler API (TypeScript 7 has none).
import { availableParallelism } from 'node:os';

export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript' },
          target: 'es2022',
          experimental: { keepImportAttributes: true },
        },
        module: { type: 'es6' },
      },
    ],
  },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
  // A fresh bundle in .test-dist/ for the tests that run it end to end.
  globalSetup: '<rootDir>/__tests__/harness/build-test-dist.ts',
  testTimeout: 60000,
  // Jest's default (cores - 1) runs everything in one process on a 2-core machine; the slow files wait
  // mostly on git and the loopback emulator, so two workers overlap them.
  maxWorkers: Math.max(2, availableParallelism() - 1),
};
