// ESM mode (the @actions packages are ESM-only): run with NODE_OPTIONS=--experimental-vm-modules.
// @swc/jest strips types without the TypeScript compiler API (TypeScript 7 has none).
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
};
