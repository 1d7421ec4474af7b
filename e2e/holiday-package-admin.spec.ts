import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, login, uniqueUsername } from './support/helpers.js';
import { scaled } from './support/timeouts.js';

const photo = (name: string) => fileURLToPath(new URL(`../web/public/photos/${name}`, import.meta.url));

test('an agency admin creates a holiday package with two destinations, a 3-day itinerary and 3 photos; a visitor then finds it', async ({
  page,
  browser,
}) => {
  // A long journey (a big form, three uploads, a second browser): more than the default budget.
  test.setTimeout(scaled(120_000));
  const tag = uniqueUsername('okv');
  const name = `Okavango Delta Escape ${tag}`;
  const firstLocation = `Maun${tag}`;

  await login(page, 'admin', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/holiday-packages');
  await page.getByRole('tab', { name: 'New holiday package' }).click();
  const form = page.getByRole('form', { name: 'Create holiday package' });

  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByLabel('Package Type').selectOption('Luxury');
  await form.getByRole('textbox', { name: 'Description', exact: true }).fill('Mokoro trips through the channels and game drives in Khwai.');

  // Two destinations, each with attractions.
  const first = form.getByRole('group', { name: 'Destination 1' });
  await first.getByRole('textbox', { name: 'Location', exact: true }).fill(firstLocation);
  await first.getByRole('textbox', { name: 'Attraction 1 of destination 1', exact: true }).fill('Scenic delta flight');
  await form.getByRole('button', { name: 'Add destination' }).click();
  const second = form.getByRole('group', { name: 'Destination 2' });
  await second.getByRole('textbox', { name: 'Location', exact: true }).fill('Khwai');
  await second.getByRole('textbox', { name: 'Attraction 1 of destination 2', exact: true }).fill('Night game drive');
  await second.getByRole('button', { name: 'Add attraction to destination 2' }).click();
  await second.getByRole('textbox', { name: 'Attraction 2 of destination 2', exact: true }).fill('Wild dog den');

  await form.getByLabel('Duration (days)').fill('3');
  await form.getByLabel('Nights').fill('2');
  await form.getByLabel('Adult price').fill('45000');

  // Three photos, uploaded when the form is saved.
  await form.locator('input[type=file]').setInputFiles([
    photo('lake-boats-sunset.jpg'),
    photo('misty-lake-blue-hour.jpg'),
    photo('forest-stream.jpg'),
  ]);
  await expect(form.getByRole('button', { name: /Remove photo/ })).toHaveCount(3);

  // A three-day itinerary.
  for (let day = 1; day <= 3; day++) {
    await form.getByRole('button', { name: 'Add day' }).click();
    const dayGroup = form.getByRole('group', { name: `Itinerary day ${day}` });
    await dayGroup.getByLabel('Day number').fill(String(day));
    await dayGroup.getByRole('textbox', { name: 'Day title', exact: true }).fill(`Day ${day} in the delta`);
  }

  await form.getByRole('button', { name: 'Create Holiday Package' }).click();
  // Three uploads, then the package: on a loaded 2-core CI machine this took over the default 10 s.
  await expect(page.getByText('Travel package created successfully!').first()).toBeVisible({ timeout: scaled(30_000) });

  // A visitor (a fresh browser, signed out) finds it by one of its destinations and opens it.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/SearchResultsList?destination=${encodeURIComponent(firstLocation)}`);
  await visitorPage.getByRole('link', { name: 'View Details' }).first().click();
  await expect(visitorPage.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(visitorPage.getByText('Night game drive')).toBeVisible();
  await expect(visitorPage.getByText('Day 3 in the delta')).toBeVisible();
  // The uploaded photos are served by our own server.
  const cover = visitorPage.locator('img[src^="/uploads/"]').first();
  await expect(cover).toBeVisible();
  await visitor.close();
});
