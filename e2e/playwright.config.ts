import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { E2E_AGENCY_ENV } from './support/agency.js';
import { MAIL_CATCHER_URL, MAIL_HTTP_PORT, SMTP_PORT } from './support/mail.js';
import { scaled } from './support/timeouts.js';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '..');

const isCI = !!process.env.CI;

/**
 * Debian's headless shell (`apt-get install chromium-headless-shell`) when installed: the same engine
 * as the full browser without its UI layers, what Playwright itself runs headless. A journey starts
 * about a second sooner on a 2-core machine. Debian's full Chromium otherwise.
 */
function defaultChromium(): string {
  const headlessShell = '/usr/bin/chromium-headless-shell';
  return existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium';
}

// E2E_PORT (and E2E_SMTP_PORT / E2E_MAIL_HTTP_PORT in support/mail.ts) let two runs share a machine.
const PORT = Number(process.env.E2E_PORT ?? 3100);
// E2E_BASE_URL points the journeys at a server someone else runs (a staging box, `npm run dev`);
// without it we start the built app ourselves on a port of its own.
const externalBaseURL = process.env.E2E_BASE_URL;
const baseURL = externalBaseURL ?? `http://localhost:${PORT}`;

// Read by .ci/summarize.mjs. Kept outside the HTML report folder: the HTML reporter wipes its own
// folder when it writes, whatever else is in there.
const jsonReport = process.env.E2E_JSON_REPORT ?? resolve(here, 'playwright-report/results.json');

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: isCI,
  // On CI a failed journey runs once more before it counts (as the web suite does): a shared 2-core
  // machine loses a timing race now and then. A journey that fails twice fails the run; .ci/summarize
  // counts one that passed on its retry as passed, and the report marks it flaky.
  retries: isCI ? 1 : 0,
  workers: isCI ? 2 : undefined,
  // Both scaled on CI (support/timeouts.ts): a busy shared machine is slower, not wrong.
  timeout: scaled(45_000),
  expect: { timeout: scaled(10_000) },
  reporter: [
    ['list'],
    ['json', { outputFile: jsonReport }],
    ['html', { outputFolder: 'playwright-report/html', open: 'never' }],
  ],
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    locale: 'en-ZA',
    timezoneId: 'Africa/Johannesburg',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        // Debian's Chromium: Playwright's own browser download is not reachable from these machines.
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? defaultChromium(),
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      },
    },
  ],
  webServer: [
    {
      // A real SMTP server on loopback that receives the app's mails and shows them to the tests over
      // HTTP (support/mail-catcher.mjs). Started even for E2E_BASE_URL, for a server sending to it.
      command: 'node support/mail-catcher.mjs',
      cwd: here,
      url: `${MAIL_CATCHER_URL}/health`,
      reuseExistingServer: !isCI,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_SMTP_PORT: String(SMTP_PORT), E2E_MAIL_HTTP_PORT: String(MAIL_HTTP_PORT) },
    },
    ...(externalBaseURL
      ? []
      : [
          {
            // The production build (npm run build), started the way it is deployed: one process serving
            // the web app, /graphql and /api. Run from the repo root like `node server/dist/main.js`.
            command: 'node server/dist/main.js',
            cwd: repoRoot,
            url: `${baseURL}/api/health`,
            reuseExistingServer: !isCI,
            // A fresh in-memory database is migrated and seeded first: generous on a busy 2-core machine.
            timeout: 180_000,
            // Start-up chatter stays out of the report; errors (stderr) still show.
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
            env: {
              PORT: String(PORT),
              // A throw-away in-memory database, migrated and seeded with the demo accounts on each run.
              DATA_DIR: 'memory://',
              // An empty value keeps a DATABASE_URL from the caller's shell from pointing the journeys at a
              // real PostgreSQL database.
              DATABASE_URL: '',
              NODE_ENV: 'production',
              SEED_ON_START: 'true',
              // Test-only secret, in case the server asks for one in production mode.
              JWT_SECRET: 'e2e-only-secret-not-for-production-0123456789',
              // Mails go to the catcher above: plain SMTP on loopback, no login, no TLS. The worker runs in
              // the server and looks often, so a mail arrives within a second or so of the action; a
              // failed send (the catcher not up yet) is retried soon.
              SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
              MAIL_WORKER: 'true',
              MAIL_POLL_MS: '500',
              MAIL_RETRY_BASE_MS: '1000',
              // Every journey's browser posts from the same loopback address, often as one e-mail address:
              // the per-address and per-recipient limits on enquiries, booking requests, reservations and
              // quote questions (docs/security.md; proved by the API tests) would otherwise make the
              // journeys depend on each other.
              ENQUIRY_RATE_LIMIT: '100',
              ENQUIRY_RATE_LIMIT_PER_RECIPIENT: '100',
              BOOKING_RATE_LIMIT: '100',
              BOOKING_RATE_LIMIT_PER_RECIPIENT: '100',
              RESERVATION_RATE_LIMIT: '100',
              RESERVATION_RATE_LIMIT_PER_RECIPIENT: '100',
              QUOTE_QUESTION_RATE_LIMIT: '100',
              QUOTE_QUESTION_RATE_LIMIT_PER_QUOTE: '100',
              // The same for registrations (10 per address per hour by default; proved by the API tests).
              REGISTER_MAX_PER_ADDRESS: '100',
              // Off in production by default; on here so security-headers.spec.ts can check GraphiQL under the CSP.
              GRAPHQL_IDE: 'on',
              GRAPHQL_INTROSPECTION: 'on',
              // money-journey.spec.ts runs the payment reminder job as on the balance reminder's date
              // (POST /api/test/reminders/run); allowed in production only on this throwaway database.
              TEST_CLOCK_CONTROL: '1',
              // An operator's own details instead of the demo's: server-rendering.spec.ts finds them in the
              // pages' first HTML, the money journey on the voucher.
              ...E2E_AGENCY_ENV,
            },
          },
        ]),
  ],
});
