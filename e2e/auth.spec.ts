import { expect, test } from '@playwright/test';
import { scaled } from './support/timeouts.js';
import { DEMO_PASSWORD, expectSignedIn, login, newCustomer } from './support/helpers.js';

test.describe('signing up and signing in', () => {
  test('a visitor registers, is sent to the login page and signs in as a customer', async ({ page }) => {
    const customer = newCustomer();
    await page.goto('/register');
    await page.getByLabel('Username').fill(customer.username);
    await page.getByLabel('Password').fill(customer.password);
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Phone number').fill(customer.phone);
    await page.getByLabel('Country').fill(customer.country);
    await page.getByLabel('City').fill(customer.city);
    await page.getByRole('button', { name: 'Register', exact: true }).click();

    await expect(page.getByText('Registered!', { exact: true })).toBeVisible();
    await expect(page.getByText('Registration successful! Redirecting to login...')).toBeVisible();
    // The page moves on by itself after 2 seconds.
    await expect(page).toHaveURL(/\/login$/, { timeout: scaled(10_000) });

    await login(page, customer.username, customer.password);
    await expect(page).toHaveURL(/\/$/);
    await expectSignedIn(page);
    // A customer is no admin: no Admin link in the top bar.
    await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
  });

  test('the agency admin lands on the dashboard of the admin portal', async ({ page }) => {
    await login(page, 'admin', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
    await expect(page.getByText('Admin Portal', { exact: true })).toBeVisible();

    // The public top bar shows admins the way back into the portal.
    await page.goto('/');
    await expectSignedIn(page);
    const adminLink = page.getByRole('link', { name: 'Admin', exact: true });
    await expect(adminLink).toBeVisible();
    await adminLink.click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('staff land on the internal area', async ({ page }) => {
    await login(page, 'staff', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/internal$/);
    // The staff inbox (issue 5) replaced the placeholder "Staff area" page.
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  });

  test('a wrong password shows an error and stays on the login page', async ({ page }) => {
    await login(page, 'traveller', 'not-the-password');
    // The server's message is shown as it is ("Login failed" only when the server gives none).
    await expect(page.getByText('Wrong username or password.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    // The form is usable again for a second try.
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
  });
});
