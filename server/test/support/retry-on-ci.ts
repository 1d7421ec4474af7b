/**
 * On CI a failed test runs once more before it counts, as the web and browser suites do: the e2e
 * files start real servers, databases and sockets on a shared 2-core machine, where a timing race
 * now and then loses a run. A test that fails twice still fails the run, and the first failure's
 * errors are printed, so a flaky test stays visible in the log.
 */
import { jest } from '@jest/globals';

if (process.env.CI) jest.retryTimes(1, { logErrorsBeforeRetry: true });
