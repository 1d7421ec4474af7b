import { expect, test } from '@playwright/test';
import { expectSignedIn, login, newCustomer, registerViaApi } from './support/helpers.js';

test.describe('the admin portal is for admins only', () => {
  test('an anonymous visitor opening /dashboard is sent to the login page', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Username')).toBeVisible();
    await expect(page.getByText('Admin Portal', { exact: true })).toHaveCount(0);
  });

  test('a signed-in customer opening /dashboard is sent home', async ({ page, request }) => {
    const customer = newCustomer();
    await registerViaApi(request, customer);
    await login(page, customer.username, customer.password);
    await expect(page).toHaveURL(/\/$/);
    await expectSignedIn(page);

    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Admin Portal', { exact: true })).toHaveCount(0);
    // Still signed in: the guard sends customers away, it does not sign them out.
    await expectSignedIn(page);
  });
});
