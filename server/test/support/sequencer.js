// Longest files first, so that neither of the two workers is left running a long file alone at the end.
//
// Jest orders by each file's duration in its cache of the last run, and without one (a clean clone, a new
// worktree) by file size, which puts short files of many tests first and several long ones last. This
// sequencer uses the cached duration when there is one and otherwise the rough durations below (seconds,
// measured on the 2-core machine), then file size.
import Sequencer from '@jest/test-sequencer';

const BaseSequencer = Sequencer.default ?? Sequencer;

/** @type {Record<string, number>} the slowest files, by path under server/ */
const KNOWN_SECONDS = {
  'test/uploads-load.e2e-spec.ts': 50,
  'test/authorization-matrix.e2e-spec.ts': 50,
  'test/hotel-inventory.e2e-spec.ts': 45,
  'test/hostile-classes.e2e-spec.ts': 45,
  'test/crash-recovery.e2e-spec.ts': 40,
  'test/hostile-input.e2e-spec.ts': 35,
  'test/faults-shutdown.e2e-spec.ts': 35,
  'src/stays/nightly-price.spec.ts': 35,
  'test/uploads-s3.e2e-spec.ts': 35,
  'test/access-declarations.e2e-spec.ts': 30,
  'test/stays-concurrency.e2e-spec.ts': 30,
  'test/stays.e2e-spec.ts': 30,
  'test/hotels.e2e-spec.ts': 30,
  'test/auth.e2e-spec.ts': 28,
  'test/package-search-relevance.e2e-spec.ts': 28,
  'test/policies.e2e-spec.ts': 24,
  'test/query-count-stays.e2e-spec.ts': 23,
  'test/faults.e2e-spec.ts': 22,
  'src/auth/login-failures.spec.ts': 22,
  'src/db/migration-status.spec.ts': 20,
};

export default class LongestFirstSequencer extends BaseSequencer {
  sort(tests) {
    const size = new Map();
    const sizeOf = (test) => {
      if (!size.has(test.path)) size.set(test.path, test.context.hasteFS.getSize(test.path) ?? 0);
      return size.get(test.path);
    };
    const expected = (test) => {
      const cached = this.time(test);
      if (cached != null) return cached;
      const known = Object.entries(KNOWN_SECONDS).find(([path]) => test.path.endsWith(`/server/${path}`));
      return known ? known[1] * 1000 : undefined;
    };
    for (const test of tests) test.duration = expected(test);
    return tests.sort((a, b) => {
      const failedA = this.hasFailed(a);
      if (failedA !== this.hasFailed(b)) return failedA ? -1 : 1;
      const byTime = (b.duration ?? 0) - (a.duration ?? 0);
      return byTime !== 0 ? byTime : sizeOf(b) - sizeOf(a);
    });
  }
}
