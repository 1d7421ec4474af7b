import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, fieldLabel, southAfricanDate, uniqueUsername } from './support/helpers.js';
import { announcer, describeFocus, expectFocused, expectVisibleFocus, isFocused, tabTo, typeDate } from './support/keyboard.js';
import { expectToastShown, recordToasts } from './support/toasts.js';
import { scaled } from './support/timeouts.js';

/**
 * Issue 8: the booking journey, the stay search and the admin hotel forms with the keyboard alone.
 * Every step is a key press (Tab, Shift+Tab, Enter, Space, Escape, arrows) or text typed into the
 * focused element; `page.goto` only opens the first page. Each element reached must show a visible
 * focus ring, errors must be tied to their fields, and toasts must reach a live region that was in
 * the page before them (a region inserted together with its text is not read by screen readers).
 */

const here = dirname(fileURLToPath(import.meta.url));
const PHOTO = readFileSync(resolve(here, '../web/public/photos/misty-lake-blue-hour.jpg'));

// A missing element or a lost focus should fail in seconds, not at the end of the test's budget.
test.use({ actionTimeout: 15_000 });

/** Types into the focused element after checking it is the one expected. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await expectFocused(page, field);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/**
 * The focused field is invalid and says why: aria-invalid, and aria-describedby naming an element
 * that shows `message`.
 */
async function expectInvalidWithMessage(field: Locator, message: string | RegExp): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

test('a visitor books a package from the home page with the keyboard alone, errors and toast announced', async ({ page }) => {
  test.setTimeout(scaled(90_000));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Your next journey starts here' })).toBeVisible();
  // The announcer is in the page, empty, before anything is announced.
  await expect(announcer(page)).toBeAttached();
  await expect(announcer(page)).toHaveText('');

  // A package card's link, then its detail page's Book link.
  // The title comes from the card: read from the next page's heading, it could be the home page's
  // or the "Loading..." one if read between the address changing and the page rendering.
  const deals = page.getByRole('region', { name: 'Best Package Deals' });
  const title = ((await deals.getByRole('heading', { level: 3 }).first().textContent()) ?? '').trim();
  expect(title).not.toBe('');
  const viewDetails = deals.getByRole('link', { name: 'View Details' }).first();
  await tabTo(page, viewDetails);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/Details\//);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: 'Book', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/booking\//i);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  const form = page.getByRole('form', { name: 'Booking request' });
  const fullName = form.getByRole('textbox', { name: fieldLabel('Full name') });
  const email = form.getByRole('textbox', { name: fieldLabel('Email') });
  const phone = form.getByRole('textbox', { name: fieldLabel('Phone') });
  const guests = form.getByRole('spinbutton', { name: fieldLabel('Guests') });
  const departure = form.getByLabel(fieldLabel('Departure'));
  const returnDate = form.getByLabel(fieldLabel('Return'));
  const submit = form.getByRole('button', { name: 'Submit Booking' });

  // Empty submit: the keyboard lands on the first invalid field, each error is tied to its field.
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await expectFocused(page, fullName);
  await expectVisibleFocus(page);
  await expectInvalidWithMessage(fullName, 'Full name is required.');
  await expectInvalidWithMessage(email, 'Email is required.');
  await expectInvalidWithMessage(phone, 'Phone number is required.');
  await expectInvalidWithMessage(guests, 'Number of guests is required.');
  await expectInvalidWithMessage(departure, 'Departure date is required.');
  await expectInvalidWithMessage(returnDate, 'Return date is required.');

  // Fill it in, field after field, with Tab.
  const offset = 60 + Math.floor(Math.random() * 200);
  await page.keyboard.type('Thandi Mokoena');
  await expect(fullName).toHaveValue('Thandi Mokoena');
  await tabTo(page, email, { max: 3 });
  await typeInto(page, email, `kbd.${uniqueUsername('b')}@example.com`);
  await tabTo(page, phone, { max: 3 });
  await typeInto(page, phone, '+27 82 555 0123');
  await tabTo(page, guests, { max: 3 });
  // Two guests, or as many as the package takes when that is fewer.
  await typeInto(page, guests, String(Math.min(2, Number((await guests.getAttribute('max')) ?? 2))));
  // Inside the package's travel window when it has one (the form's date pickers are limited to it).
  const windowStart = await departure.getAttribute('min');
  const windowEnd = await returnDate.getAttribute('max');
  const leaving = windowStart && windowEnd ? windowStart : southAfricanDate(offset);
  const returning = windowStart && windowEnd ? windowEnd : southAfricanDate(offset + 5);
  await tabTo(page, departure, { max: 3 });
  await typeDate(page, leaving);
  // A date input takes one Tab per part (year, month, day) before the next field.
  await tabTo(page, returnDate, { max: 5 });
  await typeDate(page, returning);
  await tabTo(page, submit, { max: 8 });
  await page.keyboard.press('Enter');

  // The toast is read out from the live region; the confirmation takes the focus.
  await expect(announcer(page)).toContainText('Email sent successfully!');
  const confirmation = page.getByRole('status').filter({ hasText: 'Booking request sent' });
  await expect(confirmation).toContainText(/UH-[2-9A-Z]{6}/);
  await expectFocused(page, confirmation);
  await expect(fullName).toHaveValue('');
  await expect(fullName).not.toHaveAttribute('aria-invalid', 'true');
});

test('a visitor searches stays with the keyboard alone (dates, guest counters) and reserves a room', async ({ page }) => {
  test.setTimeout(scaled(90_000));
  const offset = 30 + Math.floor(Math.random() * 300);
  const checkIn = southAfricanDate(offset);
  const checkOut = southAfricanDate(offset + 2);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Your next journey starts here' })).toBeVisible();
  await tabTo(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Hotels', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/hotels$/);

  // The header's Stays tab: reachable, visibly focused, marked as the current page.
  const stays = page.getByRole('navigation', { name: 'Travel services' }).getByRole('link', { name: 'Stays' });
  await tabTo(page, stays);
  await expect(stays).toHaveAttribute('aria-current', 'page');

  const search = page.getByRole('form', { name: 'Stay search' });
  const destination = search.getByRole('textbox', { name: 'Where are you going?', exact: true });
  await tabTo(page, destination);
  await typeInto(page, destination, 'Cape Town');
  await tabTo(page, search.getByLabel('Check-in', { exact: true }), { max: 2 });
  await typeDate(page, checkIn);
  await tabTo(page, search.getByLabel('Check-out', { exact: true }), { max: 5 });
  await typeDate(page, checkOut);
  await expect(search.getByTestId('stay-dates-summary')).toContainText('2 nights');

  // The counters: named buttons, minus disabled at the spec's minimums (adults 1, children 0, rooms 1).
  const counter = (label: string) => {
    const group = search.getByRole('group', { name: label });
    return {
      value: group.locator('output'),
      fewer: group.getByRole('button', { name: `Fewer ${label.toLowerCase()}` }),
      more: group.getByRole('button', { name: `More ${label.toLowerCase()}` }),
    };
  };
  const adults = counter('Adults');
  const children = counter('Children');
  const rooms = counter('Rooms');
  await expect(adults.value).toHaveText('1');
  await expect(children.value).toHaveText('0');
  await expect(rooms.value).toHaveText('1');
  for (const { fewer } of [adults, children, rooms]) await expect(fewer).toBeDisabled();

  // A disabled minus is skipped: the next stop after Check-out is "More adults".
  await tabTo(page, adults.more, { max: 5 });
  await page.keyboard.press('Enter');
  await expect(adults.value).toHaveText('2');
  await tabTo(page, adults.fewer, { max: 1, backwards: true });
  await page.keyboard.press('Space');
  await expect(adults.value).toHaveText('1');
  // Back at the minimum the minus is disabled again, and the focus stays on the counter.
  await expect(adults.fewer).toBeDisabled();
  await expectFocused(page, adults.more);
  await expectVisibleFocus(page);
  await page.keyboard.press('Space');
  await expect(adults.value).toHaveText('2');

  await tabTo(page, children.more, { max: 3 });
  await page.keyboard.press('Space');
  await expect(children.value).toHaveText('1');
  await expect(children.fewer).toBeEnabled();
  await tabTo(page, children.fewer, { max: 1, backwards: true });
  await page.keyboard.press('Enter');
  await expect(children.value).toHaveText('0');
  await expect(children.fewer).toBeDisabled();
  await expectFocused(page, children.more);

  // Rooms: up to one per adult (2 here), then back to 1.
  await tabTo(page, rooms.more, { max: 3 });
  await page.keyboard.press('Enter');
  await expect(rooms.value).toHaveText('2');
  await expect(rooms.more).toBeDisabled();
  await expectFocused(page, rooms.fewer);
  await page.keyboard.press('Enter');
  await expect(rooms.value).toHaveText('1');
  await expectFocused(page, rooms.more);

  await tabTo(page, search.getByRole('button', { name: 'Search', exact: true }), { max: 3 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/hotels\\?.*checkIn=${checkIn}.*checkOut=${checkOut}.*adults=2`));
  // Only the query string changed, but the search form gave way to the results: the keyboard goes
  // to the results' heading instead of falling back to the top of the document.
  await expectFocused(page, page.getByRole('heading', { level: 1, name: 'Stays in Cape Town' }));

  // A hotel's "See availability", then Reserve on its first free room type.
  const offer = page.getByRole('article', { name: 'Atlantic View Boutique Hotel' });
  const seeAvailability = offer.getByRole('link', { name: 'See availability' });
  await tabTo(page, seeAvailability, { max: 80 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Atlantic View Boutique Hotel' })).toBeVisible();
  const reserve = page.getByRole('button', { name: 'Reserve', exact: true }).first();
  await tabTo(page, reserve, { max: 80 });
  await page.keyboard.press('Enter');

  // The form opens with the keyboard in its first field; an empty send puts it back there.
  const form = page.getByRole('form', { name: /^Reserve / });
  const fullName = form.getByRole('textbox', { name: fieldLabel('Full name') });
  await expectFocused(page, fullName);
  const confirm = form.getByRole('button', { name: 'Confirm reservation' });
  await tabTo(page, confirm, { max: 6 });
  await page.keyboard.press('Enter');
  await expectFocused(page, fullName);
  await expect(fullName).toHaveAttribute('aria-invalid', 'true');
  await expect(fullName).toHaveAccessibleDescription(/.+/);

  await page.keyboard.type('Sipho Dlamini');
  await tabTo(page, form.getByRole('textbox', { name: fieldLabel('Email') }), { max: 2 });
  await page.keyboard.type(`kbd.${uniqueUsername('s')}@example.com`);
  await tabTo(page, form.getByRole('textbox', { name: fieldLabel('Phone') }), { max: 2 });
  await page.keyboard.type('+27 83 555 0177');
  await tabTo(page, confirm, { max: 3 });
  await page.keyboard.press('Enter');

  const confirmation = page.getByRole('status').filter({ hasText: 'Reservation received' });
  await expect(confirmation).toContainText('PENDING');
  await expectFocused(page, confirmation);
});

test('the agency admin signs in, creates a hotel and uses a delete dialog with the keyboard alone', async ({ page }) => {
  test.setTimeout(scaled(120_000));
  await recordToasts(page);
  const tag = uniqueUsername('kbd');
  const hotelName = `Keyboard Lodge ${tag}`;

  // ---- Sign in: Username, Password, Enter ----
  await page.goto('/login');
  const username = page.getByRole('textbox', { name: fieldLabel('Username') });
  await tabTo(page, username);
  await page.keyboard.type('admin');
  await page.keyboard.press('Tab');
  await expectFocused(page, page.getByLabel(fieldLabel('Password')));
  await expectVisibleFocus(page);
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);

  // ---- Sidebar → Hotel → Add New Hotel ----
  await tabTo(page, page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Hotel', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/hotel\/list$/);
  await tabTo(page, page.getByRole('link', { name: 'Add New Hotel' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/createhotel$/);

  const form = page.getByRole('form', { name: 'Create Hotel' });
  const field = (label: string) => form.getByRole('textbox', { name: fieldLabel(label) });
  const name = field('Name');
  const submit = form.getByRole('button', { name: 'Create Hotel' });

  // An empty send: the keyboard goes to the first invalid field, which says why.
  await tabTo(page, submit, { max: 50 });
  await page.keyboard.press('Enter');
  await expectFocused(page, name);
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription(/.+/);

  // Every field in order, with Tab.
  await page.keyboard.type(hotelName);
  await tabTo(page, form.getByRole('combobox', { name: fieldLabel('Type') }), { max: 2 });
  await page.keyboard.type('Guest House');
  await tabTo(page, form.getByRole('spinbutton', { name: fieldLabel('Rating') }), { max: 2 });
  await page.keyboard.type('4.5');
  await tabTo(page, form.getByRole('spinbutton', { name: fieldLabel('Distance from centre (m)') }), { max: 2 });
  await page.keyboard.type('350');
  await tabTo(page, field('Description'), { max: 2 });
  await page.keyboard.type('Quiet rooms under the oaks, a short walk from the village.');
  for (const [label, text] of [
    ['Address', '3 Church Street'],
    ['City', 'Stellenbosch'],
    ['Postal code', '7600'],
    ['Country', 'South Africa'],
    ['Email', `stay@${tag}.example.com`],
    ['Phone', '+27 21 555 0101'],
  ] as const) {
    await tabTo(page, field(label), { max: 2 });
    await typeInto(page, field(label), text);
  }
  // Photos: "Add photos" opens the system's file chooser with Enter.
  await tabTo(page, form.getByRole('button', { name: 'Add photos' }), { max: 3 });
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'lodge.jpg', mimeType: 'image/jpeg', buffer: PHOTO });
  await expect(form.getByRole('img', { name: 'Photo 1' })).toBeVisible();

  await tabTo(page, submit, { max: 6 });
  await page.keyboard.press('Enter');
  await expect(announcer(page)).toContainText('Hotel created successfully!');
  await expectToastShown(page, 'Hotel created successfully!');
  await expect(page).toHaveURL(/\/viewhotel\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: hotelName })).toBeVisible();

  // ---- The new hotel's amenities: add one, then its delete dialog ----
  await tabTo(page, page.getByRole('navigation', { name: 'Manage this hotel' }).getByRole('link', { name: 'Amenities' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/amenities$/);
  const addForm = page.getByRole('form', { name: 'Add amenity' });
  const amenityName = addForm.getByRole('textbox', { name: fieldLabel('Name') });
  await tabTo(page, amenityName);
  await page.keyboard.type('Fireplace lounge');
  await tabTo(page, addForm.getByRole('button', { name: 'Add Amenity' }), { max: 4 });
  await page.keyboard.press('Enter');
  await expect(announcer(page)).toContainText('Amenity added successfully!');
  const list = page.getByRole('region', { name: 'Amenity list' });
  await expect(list.getByRole('row').filter({ hasText: 'Fireplace lounge' })).toBeVisible();

  const deleteButton = list.getByRole('button', { name: 'Delete Fireplace lounge' });
  await tabTo(page, deleteButton, { max: 10 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Confirm Deletion' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('This action cannot be undone.');
  // Focus is in the dialog, and Tab / Shift+Tab keep it there.
  const inDialog = () => dialog.evaluate((el) => el.contains(document.activeElement));
  await expect.poll(inDialog, { message: 'focus moved into the dialog' }).toBe(true);
  for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await inDialog(), `after ${key} the focus is still in the dialog (it is on ${await describeFocus(page)})`).toBe(true);
    await expectVisibleFocus(page);
  }
  // Escape closes it and gives the focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectFocused(page, deleteButton);
  await expectVisibleFocus(page);

  // Open it again and delete for real: Delete inside the dialog, the toast is announced.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect.poll(inDialog).toBe(true);
  const confirmDelete = dialog.getByRole('button', { name: 'Delete', exact: true });
  for (let press = 0; press < 4 && !(await isFocused(confirmDelete)); press++) await page.keyboard.press('Tab');
  await expectFocused(page, confirmDelete);
  await page.keyboard.press('Enter');
  await expect(announcer(page)).toContainText('Amenity deleted successfully!');
  await expect(dialog).toBeHidden();
  await expect(list.getByRole('row').filter({ hasText: 'Fireplace lounge' })).toHaveCount(0);
  // Its Delete button went with the row: the focus goes to the page's heading, not the document's top.
  await expectFocused(page, page.getByRole('heading', { level: 1, name: 'Amenities' }));
});

test('"Skip to main content" is the first tab stop of every layout, shows itself and moves the focus to <main>', async ({ page }) => {
  test.setTimeout(scaled(90_000));
  const checkSkipLink = async (path: string, heading: string | RegExp) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    // Out of sight until it has the focus (a 1 px clipped box), then a readable box on screen.
    expect((await skip.boundingBox())?.width ?? 0, `${path}: hidden before focus`).toBeLessThanOrEqual(1);
    await page.keyboard.press('Tab');
    await expectFocused(page, skip);
    await expectVisibleFocus(page);
    const box = await skip.boundingBox();
    expect(box, `${path}: the focused skip link has a box`).not.toBeNull();
    expect(box!.width, `${path}: the focused skip link is readable`).toBeGreaterThan(100);
    expect(box!.y, `${path}: the focused skip link is on screen`).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    await expectFocused(page, page.locator('main#main-content'));
    expect(new URL(page.url()).hash, 'no fragment added to the address').toBe('');
  };

  await checkSkipLink('/', 'Your next journey starts here');
  await checkSkipLink('/Contact', 'We would love to hear from you');

  await page.goto('/login');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await checkSkipLink('/dashboard', 'Dashboard');
  await checkSkipLink('/internal', 'Inbox');
  await checkSkipLink('/account', 'Your account');
});

test('after a client-side navigation the keyboard starts on the new page heading and its title is announced', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Your next journey starts here' })).toBeVisible();
  const routeAnnouncer = page.locator('[data-announcer="route"]');
  // The first load is the browser's to announce: nothing is focused or said by the app.
  await expect(routeAnnouncer).toHaveText('');

  await tabTo(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Flights', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/Flights$/);
  const heading = page.getByRole('heading', { level: 1, name: 'Flights are booked by phone or e-mail' });
  await expectFocused(page, heading);
  await expect(routeAnnouncer).toHaveText(await page.title());
  expect(await page.title()).toMatch(/Flights/);

  // The next Tab goes on from the heading into the page, not back to the top bar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement)), 'the next stop is in <main>').toBe(true);
});
