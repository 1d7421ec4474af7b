// Jest in native ESM mode (NestJS 12 is ESM-only): run through `node --experimental-vm-modules`.
/** @type {import('jest').Config} */
const shared = {
  // Node's environment plus a per-worker cache of the embedded database's engine and template.
  testEnvironment: '<rootDir>/test/support/worker-environment.js',
  extensionsToTreatAsEsm: ['.ts'],
  // @travel/contract from its sources (ts-jest compiles them like the server's): tests never need contract/dist.
  moduleNameMapper: { '^@travel/contract$': '<rootDir>/../contract/src/index.ts', '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: '<rootDir>/tsconfig.json' }] },
  setupFilesAfterEnv: ['<rootDir>/test/support/retry-on-ci.ts'],
};

export default {
  // A global option (ignored inside projects). Each e2e file boots a whole app on a fresh database:
  // give start-up room on a busy 2-core machine, where two workers now share the cores (at load 20+,
  // files that start two apps or a fake S3 first took over 60 s in their beforeAll). A passing test is
  // no slower for it.
  testTimeout: 120_000,
  // One worker per core, not Jest's default of one fewer: every file already has a database of its own
  // (an embedded PGlite, or a scratch database on the PostgreSQL server) and takes free ports and
  // temporary folders, so files in parallel cannot see each other. On 2 cores the default was a single
  // worker, i.e. the whole suite in band. JEST_MAX_WORKERS overrides it (1 to debug in band).
  maxWorkers: process.env.JEST_MAX_WORKERS ?? '100%',
  // A worker that holds more than this after a file is replaced by a fresh one. Each file leaves ~40 MB
  // behind in its worker (its module graph under --experimental-vm-modules), and a worker that had grown
  // past 1 GB spent ever more of its time collecting garbage: on 24 API files, 2 workers, this cut the
  // wall time by a third and the CPU time by a tenth.
  workerIdleMemoryLimit: process.env.JEST_WORKER_MEMORY ?? '500MB',
  // Longest files first, also on a clean clone without Jest's timings of the last run.
  testSequencer: '<rootDir>/test/support/sequencer.js',
  projects: [
    { ...shared, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts'] },
    { ...shared, displayName: 'e2e', testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'] },
  ],
};
