import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, login, randPattern, southAfricanDate, uniqueUsername } from './support/helpers.js';
import { expectToastShown, recordToasts } from './support/toasts.js';
import { scaled } from './support/timeouts.js';

/**
 * Issue 4's journey, end to end through the real pages: an establishment registers on /addhotel,
 * its new manager signs in again and sets up room types, rooms, a rate type from a preset and a
 * week of dated rates; a visitor finds the hotel for those dates at the price of those rates,
 * reserves, and the manager confirms the reservation.
 *
 * The amounts are chosen so that each pricing level gives a different nightly price (see
 * server/src/stays/nightly-price.ts): the room type's base rate R 900, its Rack Rate rate type's
 * double rate R 1 100, the week's dated rack double rate R 1 234. Two adults in one room is the
 * double occupancy, so the visitor must see R 1 234 a night: the dated rates won.
 */

const BASE_RATE = 900;
const RATE_TYPE_DOUBLE = 1100;
const DATED_RACK_DOUBLE = 1234;
const NIGHTS = 7;

// A missing field should fail in seconds, not at the end of the journey's long budget.
test.use({ actionTimeout: 20_000 });

/** A success toast (recorded as it appears: the inventory forms' toasts close after 1000 ms). */
const expectToast = (page: Page, title: string) => expectToastShown(page, title);

test('a hotel registers on /addhotel, its manager sets up rooms and a week of rates, a visitor reserves at that price and the manager confirms', async ({
  page,
  browser,
}) => {
  // Two browsers, four admin pages, a search and a reservation on a busy 2-core machine.
  test.setTimeout(scaled(180_000));
  await recordToasts(page);
  const tag = uniqueUsername('pat');
  const city = `Paternoster${tag}`;
  const hotelName = `Strandloper Inn ${tag}`;
  const manager = { username: `mgr${tag}`, password: 'Journey-Pass-123!' };
  const garden = `Garden Double ${tag}`;
  const family = `Family Suite ${tag}`;
  // The week of rates starts a few days ahead (the search refuses past dates); the stay is that week.
  const firstNight = southAfricanDate(5);
  const lastNight = southAfricanDate(5 + NIGHTS - 1);
  const checkOut = southAfricanDate(5 + NIGHTS);

  // ---- /addhotel: the manager account and its hotel in one go ----
  await page.goto('/addhotel');
  const register = page.getByRole('form', { name: 'Register Hotel' });
  const field = (name: string) => register.getByRole('textbox', { name, exact: true });
  await field('Username').fill(manager.username);
  await field('Password').fill(manager.password);
  await field('Email').fill(`${manager.username}@example.com`);
  await field('Phone number').fill('+27 82 555 0199');
  await field('Country').fill('South Africa');
  await field('City').fill('Cape Town');
  await field('Hotel name').fill(hotelName);
  // A free text with suggestions (a datalist): a combobox.
  await register.getByRole('combobox', { name: 'Type', exact: true }).fill('Guest House');
  await field('Address').fill('12 Sampson Street');
  await field('Hotel country').fill('South Africa');
  await field('Hotel city').fill(city);
  await field('Postal code').fill('7381');
  await field('Hotel email').fill(`stay@${tag}.example.com`);
  await field('Hotel phone').fill('+27 22 752 0101');
  await register.getByRole('spinbutton', { name: 'Rating (0 to 5)', exact: true }).fill('4.5');
  await register.getByRole('spinbutton', { name: 'Distance from the centre (metres)', exact: true }).fill('350');
  await field('Description').fill('Whitewashed fisherman cottages on the West Coast, a short walk from the beach.');
  await register.getByRole('button', { name: 'Register Hotel' }).click();
  await expectToast(page, 'Hotel created successfully!');
  await expect(page).toHaveURL(/\/viewhotel\/[^/]+$/);
  await expect(page.getByRole('heading', { name: hotelName })).toBeVisible();

  // ---- The account works: sign out, sign in again through /login, choose the hotel ----
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await login(page, manager.username, manager.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/hotel/list');
  await page.getByRole('button', { name: `Manage ${hotelName}` }).click();
  await expect(page).toHaveURL(/\/viewhotel\/[^/]+$/);
  await expect(page.getByRole('combobox', { name: 'Current hotel' })).toHaveValue(/.+/);
  await expect(page.getByRole('combobox', { name: 'Current hotel' }).locator('option:checked')).toHaveText(hotelName);

  // ---- Two room types ----
  await page.goto('/roomtypes');
  const roomTypeForm = page.getByRole('form', { name: 'Add room type' });
  const roomTypeList = page.getByRole('region', { name: 'Room type list' });
  for (const roomType of [
    { name: garden, capacity: '2', baseRate: String(BASE_RATE) },
    { name: family, capacity: '4', baseRate: '2000' },
  ]) {
    await roomTypeForm.getByRole('textbox', { name: 'Name', exact: true }).fill(roomType.name);
    await roomTypeForm.getByRole('spinbutton', { name: 'Capacity', exact: true }).fill(roomType.capacity);
    await roomTypeForm.getByRole('spinbutton', { name: 'Base rate (R)', exact: true }).fill(roomType.baseRate);
    await roomTypeForm.getByRole('textbox', { name: 'Description', exact: true }).fill(`${roomType.name}: sea breeze, stoep and braai.`);
    await roomTypeForm.getByRole('button', { name: 'Add Room Type' }).click();
    await expectToast(page, 'Room Type created successfully!');
    await expect(roomTypeList.getByRole('row').filter({ hasText: roomType.name })).toContainText(randPattern(Number(roomType.baseRate)));
    // Success remounts an empty form for the next one.
    await expect(roomTypeForm.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
  }

  // ---- Rooms with room numbers (each number one bookable unit) ----
  await page.goto('/rooms');
  const roomForm = page.getByRole('form', { name: 'Add room' });
  const roomList = page.getByRole('region', { name: 'Room list' });
  for (const room of [
    { title: 'Garden rooms', maxPeople: '2', roomType: garden, numbers: '101, 102' },
    { title: 'Family suites', maxPeople: '4', roomType: family, numbers: '201' },
  ]) {
    await roomForm.getByRole('textbox', { name: 'Title', exact: true }).fill(room.title);
    await roomForm.getByRole('spinbutton', { name: 'Max people', exact: true }).fill(room.maxPeople);
    // The hotel is the current one already; its room types load into the next select.
    await expect(roomForm.getByRole('combobox', { name: 'Hotel', exact: true }).locator('option:checked')).toHaveText(hotelName);
    await roomForm.getByRole('combobox', { name: 'Room type', exact: true }).selectOption({ label: room.roomType });
    await roomForm.getByRole('textbox', { name: 'Room numbers', exact: true }).fill(room.numbers);
    await roomForm.getByRole('button', { name: 'Add Room' }).click();
    await expectToast(page, 'Room created successfully!');
    const row = roomList.getByRole('row').filter({ hasText: room.title });
    await expect(row).toContainText(room.numbers);
    await expect(row).toContainText(room.roomType);
  }

  // ---- A rate type from a preset: the description fills itself in ----
  await page.goto('/ratetypes');
  const rateTypeForm = page.getByRole('form', { name: 'Add rate type' });
  await rateTypeForm.getByRole('combobox', { name: 'Room type', exact: true }).selectOption({ label: garden });
  await rateTypeForm.getByRole('combobox', { name: 'Rate name', exact: true }).selectOption({ label: 'Rack Rate' });
  const presetDescription = rateTypeForm.getByRole('textbox', { name: 'Description', exact: true });
  await expect(presetDescription).toHaveValue(/standard published rate/);
  await expect(presetDescription).not.toBeEditable();
  await rateTypeForm.getByRole('spinbutton', { name: 'Single rate (R)', exact: true }).fill('1000');
  await rateTypeForm.getByRole('spinbutton', { name: 'Double rate (R)', exact: true }).fill(String(RATE_TYPE_DOUBLE));
  await rateTypeForm.getByRole('spinbutton', { name: 'Group rate (R)', exact: true }).fill('1500');
  await rateTypeForm.getByRole('button', { name: 'Add Rate Type' }).click();
  await expectToast(page, 'Rate Type added successfully!');
  const rateTypeRow = page.getByRole('region', { name: 'Rate type list' }).getByRole('row').filter({ hasText: 'Rack Rate' });
  await expect(rateTypeRow).toContainText(garden);
  await expect(rateTypeRow).toContainText(randPattern(RATE_TYPE_DOUBLE));

  // ---- A week of dated rates for the garden rooms, in one go with the "until" field ----
  await page.goto('/rates');
  const rateForm = page.getByRole('form', { name: 'Add rate' });
  await rateForm.getByRole('combobox', { name: 'Room type', exact: true }).selectOption({ label: garden });
  await rateForm.getByRole('combobox', { name: 'Rate type', exact: true }).selectOption({ label: 'Rack Rate' });
  await rateForm.getByLabel(/^Date \(first night\)/).fill(firstNight);
  await rateForm.getByLabel('Until (last night)', { exact: true }).fill(lastNight);
  await rateForm.getByRole('spinbutton', { name: 'STO double (R)', exact: true }).fill('1000');
  await rateForm.getByRole('spinbutton', { name: 'Rack double (R)', exact: true }).fill(String(DATED_RACK_DOUBLE));
  await rateForm.getByRole('button', { name: `Add ${NIGHTS} Rates` }).click();
  await expectToast(page, 'Rate added successfully!');
  await expect(page.getByRole('row').filter({ hasText: garden }).filter({ hasText: randPattern(DATED_RACK_DOUBLE) })).toHaveCount(NIGHTS);

  // ---- The agency admin approves the new hotel: until then visitors do not see it (docs/hotel-review.md) ----
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await login(admin, 'admin', DEMO_PASSWORD);
  await expect(admin).toHaveURL(/\/dashboard/);
  await admin.goto('/hotel/list');
  await admin.getByRole('button', { name: `Approve ${hotelName}` }).click();
  await expect(admin.getByRole('button', { name: `Approve ${hotelName}` })).toHaveCount(0);
  await adminContext.close();

  // ---- A visitor (another browser, signed out) searches the city for that week ----
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/hotels');
  const search = visitor.getByRole('form', { name: 'Stay search' });
  await search.getByRole('textbox', { name: 'Where are you going?', exact: true }).fill(city);
  await search.getByLabel('Check-in', { exact: true }).fill(firstNight);
  await search.getByLabel('Check-out', { exact: true }).fill(checkOut);
  await search.getByRole('button', { name: 'More adults' }).click();
  await expect(search.getByTestId('stay-dates-summary')).toContainText(`${NIGHTS} nights`);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/hotels\\?.*destination=${city}.*checkIn=${firstNight}.*checkOut=${checkOut}.*adults=2`));

  const offer = visitor.getByRole('article', { name: hotelName });
  await expect(offer).toContainText(new RegExp(`${randPattern(DATED_RACK_DOUBLE).source}\\s*per night`));
  await expect(offer).toContainText(new RegExp(`${randPattern(DATED_RACK_DOUBLE * NIGHTS).source}\\s*for ${NIGHTS} nights`));
  await offer.getByRole('link', { name: 'See availability' }).click();

  // ---- The hotel page: each night at the dated rate, the total, Reserve ----
  await expect(visitor.getByRole('heading', { level: 1, name: hotelName })).toBeVisible();
  const card = visitor.getByRole('article', { name: garden });
  await expect(card.getByRole('cell', { name: randPattern(DATED_RACK_DOUBLE, { whole: true }) })).toHaveCount(NIGHTS);
  await expect(card.getByRole('cell', { name: 'Rack Rate', exact: true })).toHaveCount(NIGHTS);
  await expect(card.getByRole('row').filter({ hasText: `Total for ${NIGHTS} nights` })).toBeVisible();
  await expect(card.getByTestId('stay-total')).toHaveText(randPattern(DATED_RACK_DOUBLE * NIGHTS, { whole: true }));
  // The other room type has no rates: its base rate.
  await expect(visitor.getByRole('article', { name: family }).getByTestId('stay-total')).toHaveText(
    randPattern(2000 * NIGHTS, { whole: true }),
  );

  await card.getByRole('button', { name: 'Reserve' }).click();
  const guest = { name: `Thandi Mokoena ${tag}`, email: `thandi.${tag}@example.com`, phone: '+27 83 555 0177' };
  const reserve = card.getByRole('form', { name: `Reserve ${garden}` });
  await reserve.getByRole('textbox', { name: 'Full name', exact: true }).fill(guest.name);
  await reserve.getByRole('textbox', { name: 'Email', exact: true }).fill(guest.email);
  await reserve.getByRole('textbox', { name: 'Phone', exact: true }).fill(guest.phone);
  await reserve.getByRole('textbox', { name: 'Special requests', exact: true }).fill('A late check-in, around 21:00.');
  await reserve.getByRole('button', { name: 'Confirm reservation' }).click();

  const confirmation = card.getByRole('status').filter({ hasText: 'Reservation received' });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toContainText('PENDING');
  await expect(confirmation).toContainText(randPattern(DATED_RACK_DOUBLE * NIGHTS));
  const reference = (await confirmation.locator('strong').first().textContent())?.trim() ?? '';
  expect(reference, 'the confirmation shows a booking reference').toMatch(/\S{4,}/);
  await visitorContext.close();

  // ---- The manager sees the reservation and confirms it ----
  await page.goto('/hotel/reservations');
  const reservation = page.getByRole('row').filter({ hasText: reference });
  await expect(reservation).toContainText(guest.name);
  await expect(reservation).toContainText(garden);
  await expect(reservation).toContainText(randPattern(DATED_RACK_DOUBLE * NIGHTS));
  await expect(reservation).toContainText('Pending');
  await reservation.getByRole('button', { name: `Confirm ${reference}` }).click();
  await expectToast(page, 'Reservation confirmed.');
  await expect(reservation).toContainText('Confirmed');
  await expect(reservation.getByRole('button', { name: `Confirm ${reference}` })).toHaveCount(0);
});
