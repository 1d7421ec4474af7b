// The multi-process topology tests (server/test/topology): two built app processes, PostgreSQL, Redis
// and nginx from Debian's packages. Not part of `npm test`: CI's "topology" stage runs them with
// `npm run test:topology -w server` and a DATABASE_URL.
import base from './jest.config.js';

const [unit] = base.projects;
// Not the retry-on-CI setup: a retried kill test would run with the victim already dead and prove less.
const { displayName: _unused, testMatch: _unusedMatch, setupFilesAfterEnv: _noRetry, ...shared } = unit;

/** @type {import('jest').Config} */
export default {
  ...shared,
  displayName: 'topology',
  testMatch: ['<rootDir>/test/topology/**/*.topology-spec.ts'],
  testTimeout: 300_000,
};
