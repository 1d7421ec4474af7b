import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, login, newCustomer, registerViaApi, uniqueUsername } from './support/helpers.js';

/** A calendar date `days` from today, YYYY-MM-DD. */
function isoDaysFromNow(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { username: 'admin', password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

test('a visitor searches by destination, date and budget, pages through results, books a package and sees the request', async ({
  page,
  request,
}) => {
  // Twelve Kyoto packages travelling over one date, so the search has a second page.
  const travelDate = isoDaysFromNow(200);
  const tag = uniqueUsername('k');
  const token = await adminToken(request);
  for (let i = 1; i <= 12; i++) {
    const res = await request.post('/api/packages', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        title: `Kyoto Lanterns ${tag} ${i}`,
        type: 'Solo',
        country: 'Japan',
        city: 'Kyoto',
        duration: 6,
        maxGuests: 4,
        fromDate: isoDaysFromNow(198),
        toDate: isoDaysFromNow(203),
        price: { adult: 20000 + i * 1000, currency: 'ZAR' },
        photos: ['/photos/misty-lake-blue-hour.jpg'],
        desc: 'Temples, tea houses and lantern-lit lanes.',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  const customer = newCustomer();
  await registerViaApi(request, customer);
  await login(page, customer.username, customer.password);
  await expect(page).toHaveURL(/\/$/);

  // Search from the home panel.
  const panel = page.getByRole('region', { name: 'Search Your Destination' });
  await panel.getByLabel('Destination').selectOption('Kyoto');
  await panel.getByLabel('Any Date From').fill(travelDate);
  await panel.getByLabel('Budget per person').selectOption({ label: 'R\u00a040\u00a0000 or less' });
  await panel.getByRole('button', { name: 'Search Now' }).click();
  await expect(page).toHaveURL(/\/SearchResultsList\?/);

  // Page 1 of at least 2: Previous disabled; go to the next page.
  const pager = page.getByRole('navigation', { name: /pag/i });
  await expect(pager).toBeVisible();
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'View Details' })).toHaveCount(10);
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'View Details' }).first()).toBeVisible();

  // Open a package from page 2 and book it.
  await page.getByRole('link', { name: 'View Details' }).first().click();
  await expect(page).toHaveURL(/\/Details\//);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(`Kyoto Lanterns ${tag}`);
  const title = (await heading.textContent())?.trim() ?? '';
  await page.getByRole('link', { name: 'Book', exact: true }).click();
  await expect(page).toHaveURL(/\/booking\//i);

  const form = page.getByRole('form', { name: 'Booking request' });
  await form.getByLabel('Full name').fill('Thandi Mokoena');
  await form.getByLabel('Email').fill(customer.email);
  await form.getByLabel('Phone').fill('+27 82 555 0123');
  await form.getByLabel('Guests').fill('2');
  await form.getByLabel('Departure').fill(travelDate);
  await form.getByLabel('Return').fill(isoDaysFromNow(203));
  await form.getByRole('button', { name: 'Submit Booking' }).click();

  await expect(page.getByText('Email sent successfully!').first()).toBeVisible();
  const reference = (await page.getByText(/UH-[2-9A-Z]{6}/).first().textContent())?.match(/UH-[2-9A-Z]{6}/)?.[0];
  expect(reference).toBeTruthy();
  // The form is cleared for the next request.
  await expect(form.getByLabel('Full name')).toHaveValue('');

  // Stored on the server as PENDING, as the agency sees it.
  const stored = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query: '{ bookings(status: PENDING, limit: 200) { reference status packageTitle guests } }' },
  });
  const { data } = (await stored.json()) as { data: { bookings: { reference: string; status: string; packageTitle: string; guests: number }[] } };
  expect(data.bookings).toContainEqual({ reference, status: 'PENDING', packageTitle: title, guests: 2 });

  // And the customer who made it sees it.
  await page.goto('/my-bookings');
  await expect(page.getByText(reference!)).toBeVisible();
  await expect(page.getByText(title).first()).toBeVisible();
});

test('a booking with too many guests is refused in the form and nothing is sent', async ({ page, request }) => {
  const res = await request.get('/api/packages/getPackagesByType?type=Family');
  // One that can still be booked: a package whose dates have passed shows a notice instead of the form.
  const today = isoDaysFromNow(0);
  const pkg = ((await res.json()) as { _id: string; maxGuests: number; toDate: string | null }[]).find((p) => !p.toDate || p.toDate > today);
  await page.goto(`/booking/${pkg!._id}`);
  const form = page.getByRole('form', { name: 'Booking request' });
  await form.getByLabel('Full name').fill('Sipho Dlamini');
  await form.getByLabel('Email').fill('sipho@example.com');
  await form.getByLabel('Phone').fill('0825550123');
  await form.getByLabel('Guests').fill(String(pkg!.maxGuests + 1));
  await form.getByLabel('Departure').fill(isoDaysFromNow(10));
  await form.getByLabel('Return').fill(isoDaysFromNow(9));
  await form.getByRole('button', { name: 'Submit Booking' }).click();
  await expect(page.getByText(/at most \d+ guests/i).first()).toBeVisible();
  await expect(page.getByText('Email sent successfully!')).toHaveCount(0);
});
