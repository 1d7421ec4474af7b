import { expect, test, type Page } from '@playwright/test';
import { scaled } from './support/timeouts.js';
import { DEMO_PASSWORD, expectSignedIn, login, newCustomer, registerViaApi } from './support/helpers.js';

/** The role select of one account's row on /users, after searching for it. */
async function findAccountRole(page: Page, username: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(username);
  const role = page.getByRole('combobox', { name: `Role of ${username}` });
  await expect(role).toBeVisible();
  return role;
}

test.describe('accounts (issue 7)', () => {
  // Each journey signs in several times (a deliberately slow password hash each) and changes stored
  // accounts: more than the default 45 s on a busy 2-core machine.
  test.describe.configure({ timeout: scaled(90_000) });

  test('the agency admin makes a customer staff on Users & roles, and a customer again', async ({ page, request }) => {
    const customer = newCustomer();
    await registerViaApi(request, customer);

    await login(page, 'admin', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users & roles' }).click();
    await expect(page).toHaveURL(/\/users$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Users & roles' })).toBeVisible();

    const role = await findAccountRole(page, customer.username);
    await expect(role).toHaveValue('CUSTOMER');

    // The toast itself (the announcer's live region repeats its text for screen readers).
    const toast = page.locator('[data-scope="toast"]');
    await role.selectOption('STAFF');
    const dialog = page.getByRole('alertdialog', { name: `Make ${customer.username} staff?` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Change role' }).click();
    await expect(toast.getByText(`${customer.username} is now staff.`)).toBeVisible();
    await expect(role).toHaveValue('STAFF');

    await role.selectOption('CUSTOMER');
    await page.getByRole('alertdialog', { name: `Make ${customer.username} a customer?` }).getByRole('button', { name: 'Change role' }).click();
    await expect(toast.getByText(`${customer.username} is now a customer.`)).toBeVisible();
    await expect(role).toHaveValue('CUSTOMER');

    // What the page shows is what is stored: a fresh load lists the customer as a customer.
    await page.reload();
    await expect(await findAccountRole(page, customer.username)).toHaveValue('CUSTOMER');
  });

  test('a customer changes their password: the old one no longer signs in, the new one does', async ({ page, request }) => {
    const customer = newCustomer();
    const newPassword = 'Harbour-Lights-2026';
    await registerViaApi(request, customer);

    await login(page, customer.username, customer.password);
    await expectSignedIn(page);
    await page.getByRole('link', { name: 'Account', exact: true }).click();
    await expect(page).toHaveURL(/\/account$/);

    // Labels of required fields end in a "*".
    await page.getByLabel(/^Current password/).fill(customer.password);
    await page.getByLabel(/^New password/).fill(newPassword);
    await page.getByLabel(/^Confirm new password/).fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    // The toast (the screen-reader announcer repeats its text for a moment: two matches then).
    await expect(page.getByRole('region', { name: /^Notifications/ }).getByText('Password changed.', { exact: true })).toBeVisible();
    // The new session replaced the old one: still signed in, still on the page.
    await expect(page).toHaveURL(/\/account$/);
    await expectSignedIn(page);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();

    await login(page, customer.username, customer.password);
    await expect(page.getByText('Wrong username or password.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await login(page, customer.username, newPassword);
    await expect(page).toHaveURL(/\/$/);
    await expectSignedIn(page);
  });

  test('after Logout the token it used is refused by the API', async ({ page, request }) => {
    const customer = newCustomer();
    await registerViaApi(request, customer);
    await login(page, customer.username, customer.password);
    await expectSignedIn(page);

    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    expect(token).toBeTruthy();
    const me = () =>
      request.post('/graphql', { data: { query: '{ me { username } }' }, headers: { authorization: `Bearer ${token}` } });
    const before = (await (await me()).json()) as { data?: { me?: { username: string } } };
    expect(before.data?.me?.username).toBe(customer.username);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

    const after = (await (await me()).json()) as { data?: unknown; errors?: Array<{ extensions?: { code?: string } }> };
    expect(after.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(after.data ?? null).toBeNull();
  });
});
