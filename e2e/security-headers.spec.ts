import { expect, test, type Page } from '@playwright/test';
import { scaled } from './support/timeouts.js';
import { DEMO_PASSWORD, expectSignedIn, login } from './support/helpers.js';

/**
 * The Content-Security-Policy (server/src/http/content-security-policy.ts) against the real pages: every
 * script, style, image, worker and frame they use must be allowed, or the browser refuses it and the page
 * breaks in ways no API test sees. Each page is opened and used a little; any violation fails the test,
 * whether the browser reports it as a `securitypolicyviolation` event or on the console ("Refused to...").
 */

interface Violations {
  list(): Promise<string[]>;
}

/** Starts recording CSP violations on every document the page loads from now on. */
async function watchViolations(page: Page): Promise<Violations> {
  const console: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Refused to|Content Security Policy/i.test(text)) console.push(`console: ${text}`);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} in ${event.sourceFile || event.documentURI}`);
    });
  });
  return {
    list: async () => [
      ...console,
      ...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])),
    ],
  };
}

/** Opens a path, checks its document carries the policy, and lets its lazy parts (chunks, images) load. */
async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy, `${path} has a Content-Security-Policy`).toContain("default-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  await page.waitForLoadState('networkidle');
}

test.describe('the Content-Security-Policy lets every page work', () => {
  // Several pages each, waiting for the network to go quiet on each: more than one journey's time.
  test.slow();

  test('home, a package page, hotels and the login page', async ({ page, request }) => {
    const violations = await watchViolations(page);

    await visit(page, '/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

    const packages = await request.get('/api/packages');
    expect(packages.ok()).toBe(true);
    const body = (await packages.json()) as { id: string }[] | { items: { id: string }[] };
    const first = Array.isArray(body) ? body[0] : body.items[0];
    expect(first, 'the seeded catalogue has a package').toBeDefined();
    await visit(page, `/Details/${first!.id}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

    await visit(page, '/hotels');
    await visit(page, '/login');
    await expect(page.getByLabel('Username')).toBeVisible();

    expect(await violations.list()).toEqual([]);
  });

  test("the admin dashboard, signed in as the demo admin", async ({ page }) => {
    const violations = await watchViolations(page);
    await login(page, 'admin', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.goto('/');
    await expectSignedIn(page);
    expect(await violations.list()).toEqual([]);
  });

  test('GraphiQL (on for this server: GRAPHQL_IDE=on) starts its editor and reads the schema', async ({ page }) => {
    const violations = await watchViolations(page);
    await visit(page, '/graphiql');
    // The editor (Monaco, with its blob: workers) is up...
    await expect(page.getByRole('button', { name: /Execute query/i })).toBeVisible({ timeout: scaled(20_000) });
    // ...and the schema was read over /graphql (connect-src): the documentation explorer lists the root types.
    await page.getByRole('button', { name: 'Show Documentation Explorer' }).click();
    await expect(page.getByText('Root Types')).toBeVisible({ timeout: scaled(20_000) });
    await page.waitForLoadState('networkidle');
    expect(await violations.list()).toEqual([]);
  });
});

test('frames of other sites are refused: the app cannot be embedded (clickjacking)', async ({ request }) => {
  const response = await request.get('/');
  expect(response.headers()['x-frame-options']).toBe('SAMEORIGIN');
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(response.headers()['x-powered-by']).toBeUndefined();
});
