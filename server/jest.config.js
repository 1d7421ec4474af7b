// Jest in native ESM mode (NestJS 12 is ESM-only): run through `node --experimental-vm-modules`.
/** @type {import('jest').Config} */
const shared = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: '<rootDir>/tsconfig.json' }] },
  setupFilesAfterEnv: ['<rootDir>/test/support/retry-on-ci.ts'],
};

export default {
  // A global option (ignored inside projects). Each e2e file boots a whole app on a fresh database:
  // give start-up room on a busy 2-core machine.
  testTimeout: 60_000,
  projects: [
    { ...shared, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts'] },
    { ...shared, displayName: 'e2e', testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'] },
  ],
};
