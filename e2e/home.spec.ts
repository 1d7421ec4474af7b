import { expect, test } from '@playwright/test';

test('the home page offers the destination search and the seeded package deals', async ({ page }) => {
  await page.goto('/');

  // Search panel: a native select whose first option is a disabled prompt, then ~60 destinations
  // loaded from the API.
  const destination = page.getByRole('combobox', { name: 'Destination', exact: true });
  const placeholder = destination.locator('option').first();
  await expect(placeholder).toHaveText('Select a destination');
  await expect(placeholder).toBeDisabled();
  await expect.poll(() => destination.locator('option').count()).toBeGreaterThanOrEqual(40);
  await expect(page.getByRole('button', { name: 'Search Now' })).toBeVisible();

  // Package cards come from the seeded catalogue through the API.
  const deals = page.getByRole('region', { name: 'Best Package Deals' });
  await expect(deals.getByRole('heading', { name: 'Best Package Deals' })).toBeVisible();
  const cards = deals.getByRole('heading', { level: 3 });
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(3);
  expect(await deals.getByRole('link', { name: 'View Details' }).count()).toBe(await cards.count());
  expect(await deals.getByRole('link', { name: 'Book Now' }).count()).toBe(await cards.count());
  // Prices in whole rand, en-ZA style: "R 29 900".
  await expect(deals.getByText(/^R\s?\d{1,3}(\s\d{3})*$/).first()).toBeVisible();
});

test('a package card opens its detail page', async ({ page }) => {
  await page.goto('/');
  const deals = page.getByRole('region', { name: 'Best Package Deals' });
  const firstTitle = ((await deals.getByRole('heading', { level: 3 }).first().textContent()) ?? '').trim();
  await deals.getByRole('link', { name: 'View Details' }).first().click();
  await expect(page).toHaveURL(/\/Details\/[^/]+$/);
  await expect(page.getByRole('heading', { name: firstTitle }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Book/ }).first()).toBeVisible();
});

test('a deep link survives a browser refresh (the server falls back to the web app)', async ({ page }) => {
  const response = await page.goto('/register');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Register', exact: true })).toBeVisible();

  const reloaded = await page.reload();
  expect(reloaded?.status()).toBe(200);
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Register', exact: true })).toBeVisible();
});

test('unknown API paths answer as an API, not with the web app', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(health.headers()['content-type']).toContain('application/json');

  const missing = await request.get('/api/no-such-route');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-type'] ?? '').not.toContain('text/html');
});
