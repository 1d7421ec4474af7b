import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Password of the seeded demo accounts (admin, manager, staff, traveller). */
export const DEMO_PASSWORD = 'Password123!';

/** A username no other test (or earlier run against a kept database) uses. */
export function uniqueUsername(prefix = 'e2e'): string {
  return `${prefix}${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
}

export interface NewCustomer {
  username: string;
  password: string;
  email: string;
  phone: string;
  country: string;
  city: string;
}

export function newCustomer(): NewCustomer {
  const username = uniqueUsername();
  return {
    username,
    password: 'Journey-Pass-123!',
    email: `${username}@example.com`,
    phone: '+27 82 555 0142',
    country: 'South Africa',
    city: 'Centurion',
  };
}

/** Fills the login form and submits it; the caller asserts where it lands. */
export async function login(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Registers a customer through the public REST endpoint the register page also uses. */
export async function registerViaApi(request: APIRequestContext, customer: NewCustomer): Promise<void> {
  const response = await request.post('/api/auth/register', { data: customer });
  expect(response.ok(), `register ${customer.username}: ${response.status()} ${await response.text()}`).toBe(true);
}

/** Signed in: the top bar trades its Login icon for Logout. */
export async function expectSignedIn(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
}

/**
 * A calendar date (YYYY-MM-DD) in South Africa, `offsetDays` from today there: the app's "today"
 * (and the journeys' timezoneId) is Africa/Johannesburg, whatever the machine's own zone is.
 */
export function southAfricanDate(offsetDays = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offsetDays);
  return date.toISOString().slice(0, 10);
}

/**
 * An amount as the site shows it (en-ZA rand, whole units: "R 1 234"), as a pattern that accepts any
 * space character: the browser's ICU data decides between a plain, no-break or narrow no-break space.
 */
export function randPattern(amount: number, { whole = false }: { whole?: boolean } = {}): RegExp {
  const digits = String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '\\s');
  const body = `R\\s?${digits}`;
  return new RegExp(whole ? `^\\s*${body}\\s*$` : `${body}(?!\\d)`);
}

/** A bearer token for a seeded or registered account, from the REST login. */
export async function apiToken(request: APIRequestContext, username: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { username, password } });
  expect(response.ok(), `login ${username}: ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/**
 * A form field by its label text. Required fields' labels end with " *" (the field's accessible name
 * then ends with it too), optional ones do not: this finds either, and only that field.
 */
export function fieldLabel(label: string): RegExp {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped}\\s*\\*?$`);
}
