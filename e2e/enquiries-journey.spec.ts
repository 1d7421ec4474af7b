import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { apiToken, DEMO_PASSWORD, fieldLabel, login, southAfricanDate, uniqueUsername } from './support/helpers.js';
import { acceptMailTo, mailsTo, refusedAttempts, refuseMailTo, waitForMail } from './support/mail.js';
import { scaled } from './support/timeouts.js';

// Issue 5's journeys: what visitors send reaches the agency's own database and inbox, staff work it to
// an outcome, the customer hears about it by e-mail (a real SMTP server on loopback, started by
// playwright.config.ts), and the admin's figures move. Every run uses names and addresses of its own, so
// nothing here depends on the demo data or on another test.

interface Visitor {
  tag: string;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  phone: string;
}

function newVisitor(): Visitor {
  const tag = uniqueUsername('v');
  const firstName = 'Lerato';
  const lastName = `Nkosi${tag}`;
  return { tag, firstName, lastName, fullName: `${firstName} ${lastName}`, email: `${tag}@example.com`, phone: '+27 82 555 0177' };
}

/** A ZAR package of this run's own (a fixed price, so the booking's total is known). */
async function createPackage(request: APIRequestContext, title: string, adultPrice: number): Promise<string> {
  const token = await apiToken(request, 'admin');
  const response = await request.post('/api/packages', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title,
      type: 'Adventure',
      country: 'South Africa',
      city: 'Hoedspruit',
      duration: 4,
      maxGuests: 6,
      fromDate: southAfricanDate(60),
      toDate: southAfricanDate(64),
      price: { adult: adultPrice, currency: 'ZAR' },
      photos: ['/photos/misty-lake-blue-hour.jpg'],
      desc: 'Big five game drives and bush walks.',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { _id: string })._id;
}

/** Sends a booking request through the public booking page; returns its UH- reference. */
async function requestBooking(page: Page, packageId: string, visitor: Visitor, guests: number): Promise<string> {
  await page.goto(`/booking/${packageId}`);
  const form = page.getByRole('form', { name: 'Booking request' });
  await form.getByLabel('Full name').fill(visitor.fullName);
  await form.getByLabel('Email').fill(visitor.email);
  await form.getByLabel('Phone').fill(visitor.phone);
  await form.getByLabel('Guests').fill(String(guests));
  await form.getByLabel('Departure').fill(southAfricanDate(60));
  await form.getByLabel('Return').fill(southAfricanDate(64));
  await form.getByRole('button', { name: 'Submit Booking' }).click();
  await expect(page.getByText('Email sent successfully!').first()).toBeVisible();
  const shown = await page.getByText(/UH-[2-9A-Z]{6}/).first().textContent();
  const reference = shown?.match(/UH-[2-9A-Z]{6}/)?.[0];
  expect(reference, 'the booking reference on the page').toBeTruthy();
  return reference!;
}

/**
 * The reference of an enquiry, read from the confirmation mail its sender received (the form itself only
 * says it was sent): "We received your trip plan EQ-ABC234".
 */
async function receivedReference(to: string, what: string, body: string): Promise<string> {
  const mail = await waitForMail({ to, subject: new RegExp(`^We received your ${what} EQ-[0-9A-Z]{6}$`), body });
  return mail.subject.match(/EQ-[0-9A-Z]{6}/)![0];
}

test('a booking request reaches the agency inbox and the customer by e-mail, with its reference', async ({ page, request }) => {
  const visitor = newVisitor();
  const title = `Kruger Sunrise ${visitor.tag}`;
  const packageId = await createPackage(request, title, 8_500);

  const reference = await requestBooking(page, packageId, visitor, 2);

  const customerMail = await waitForMail({ to: visitor.email, subject: reference });
  expect(customerMail.subject).toBe(`We received your booking request ${reference}`);
  expect(customerMail.text).toContain(`Dear ${visitor.fullName}`);
  expect(customerMail.text).toContain(title);
  expect(customerMail.from).toContain('Ubuntu Horizons Travel');

  // The agency's copy goes to its inbox address (AGENCY_INBOX_EMAIL, the default here).
  const agencyMail = await waitForMail({ to: 'hello@ubuntuhorizons.co.za', subject: `New booking request ${reference}` });
  expect(agencyMail.text).toContain(visitor.email);
});

interface DashboardFigures {
  totalBookings: number;
  openEnquiries: number;
  revenue: number;
}

/** The number a dashboard card shows as its value ("R 1 234 567" → 1234567). */
async function figure(page: Page, label: string): Promise<number> {
  const card = page
    .getByRole('region', { name: 'Figures' })
    .locator('dl')
    .filter({ has: page.locator('dt').getByText(label, { exact: true }) });
  const value = card.locator('dd').first();
  // The first figures of a cold server on a busy machine can take a while.
  await expect(value).toHaveText(/\d/, { timeout: scaled(30_000) });
  return Number(((await value.textContent()) ?? '').replace(/[^\d]/g, ''));
}

async function readDashboard(page: Page): Promise<DashboardFigures> {
  return {
    totalBookings: await figure(page, 'Total Bookings'),
    openEnquiries: await figure(page, 'Open Enquiries'),
    revenue: await figure(page, 'Revenue'),
  };
}

test('a contact message sent while the mail server refuses the customer’s mail is still accepted, and the mail goes out once it takes mail again', async ({
  page,
}) => {
  // Waits on the worker's retries (1 s, 2 s, 4 s... in this suite) as well as the page.
  test.setTimeout(scaled(90_000));
  const visitor = newVisitor();
  await refuseMailTo(visitor.email);
  try {
    await page.goto('/Contact');
    const form = page.getByRole('form', { name: 'Contact message' });
    await form.getByLabel(fieldLabel('First Name')).fill(visitor.firstName);
    await form.getByLabel(fieldLabel('Last Name')).fill(visitor.lastName);
    await form.getByLabel(fieldLabel('Email')).fill(visitor.email);
    await form.getByLabel(fieldLabel('Message')).fill(`Is the Garden Route open in winter? (${visitor.tag})`);
    await form.getByRole('button', { name: 'Send Message' }).click();
    // The visitor is told it worked: the message is stored, its mail waits in the outbox.
    await expect(page.getByText('Your message has been sent successfully').first()).toBeVisible();
    await expect(form.getByLabel(fieldLabel('Email'))).toHaveValue('');

    // The app did try, and the mail server said no: nothing arrived.
    await expect.poll(() => refusedAttempts(visitor.email), { timeout: scaled(20_000) }).toBeGreaterThan(0);
    expect(await mailsTo(visitor.email)).toHaveLength(0);
    // One refused mail holds up no other: the agency's copy of the same message arrives meanwhile.
    await waitForMail({ to: 'hello@ubuntuhorizons.co.za', subject: /^New message EQ-/, body: visitor.email });
  } finally {
    await acceptMailTo(visitor.email);
  }

  // Back in service: the worker's next retry delivers it, once.
  const mail = await waitForMail({ to: visitor.email, subject: /^We received your message EQ-[0-9A-Z]{6}$/ }, 45_000);
  expect(mail.text).toContain(`Dear ${visitor.fullName}`);
  expect(mail.text).toContain('Garden Route');
  expect(await mailsTo(visitor.email)).toHaveLength(1);
});

/**
 * `pageOfItsOwn()`: a page in a new browser context (its own session: the admin, staff and the visitor
 * stay signed in side by side), with the project's settings; closed when the test ends.
 */
const journey = test.extend<{ pageOfItsOwn: () => Promise<Page> }>({
  pageOfItsOwn: async ({ browser, baseURL, locale, timezoneId, viewport }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async () => {
      const context = await browser.newContext({ baseURL, locale, timezoneId, viewport });
      contexts.push(context);
      return context.newPage();
    });
    for (const context of contexts) await context.close();
  },
});

journey('a visitor sends a trip plan, an insurance quote and a contact message; staff work them in /internal; the customer is mailed; the dashboard moves', async ({
  page,
  pageOfItsOwn,
  request,
}) => {
  // Many steps, each waiting on a server round trip or a mail: generous on a busy 2-core machine.
  test.setTimeout(scaled(180_000));
  const visitor = newVisitor();
  const tripDestination = `Zanzibar ${visitor.tag}`;
  const insuranceDestination = `Mauritius ${visitor.tag}`;
  const packageTitle = `Kruger Sunrise ${visitor.tag}`;
  const guests = 2;
  const adultPrice = 9_750;
  const packageId = await createPackage(request, packageTitle, adultPrice);

  const admin = await pageOfItsOwn();
  const before = await test.step('the admin notes the dashboard figures', async () => {
    await login(admin, 'admin', DEMO_PASSWORD);
    await expect(admin).toHaveURL(/\/dashboard$/);
    return readDashboard(admin);
  });

  const bookingReference = await test.step('earlier, the visitor asked to book a package and was mailed its reference', async () => {
    const reference = await requestBooking(page, packageId, visitor, guests);
    await waitForMail({ to: visitor.email, subject: `We received your booking request ${reference}` });
    return reference;
  });

  const tripReference = await test.step('the visitor plans a trip and is mailed its reference', async () => {
    await page.goto('/TripPlan');
    const form = page.getByRole('form', { name: 'Plan your trip' });
    await form.getByLabel(fieldLabel('Destination')).fill(tripDestination);
    await form.getByLabel(fieldLabel('Guests')).fill('3');
    await form.getByLabel(fieldLabel('Departure')).fill(southAfricanDate(90));
    await form.getByLabel(fieldLabel('Return')).fill(southAfricanDate(100));
    await form.getByLabel(fieldLabel('Holiday type')).selectOption('beach');
    await form.getByLabel(fieldLabel('Budget (R, optional)')).fill('45000');
    await form.getByLabel(fieldLabel('First name')).fill(visitor.firstName);
    await form.getByLabel(fieldLabel('Last name')).fill(visitor.lastName);
    await form.getByLabel(fieldLabel('Email')).fill(visitor.email);
    await form.getByLabel(fieldLabel('Phone')).fill(visitor.phone);
    await form.getByLabel(fieldLabel('Message (optional)')).fill('Two adults and a teenager; we love snorkelling.');
    await form.getByRole('button', { name: 'Submit Plan' }).click();
    await expect(page.getByText('Email sent successfully!').first()).toBeVisible();
    // Spec: the fields clear on success.
    await expect(form.getByLabel(fieldLabel('Destination'))).toHaveValue('');
    await expect(form.getByLabel(fieldLabel('Email'))).toHaveValue('');
    return receivedReference(visitor.email, 'trip plan', tripDestination);
  });

  const insuranceReference = await test.step('the visitor asks for an insurance quote and is mailed its reference', async () => {
    await page.goto('/Insurance');
    const form = page.getByRole('form', { name: 'Insurance quote' });
    await form.getByLabel(fieldLabel('Full name')).fill(visitor.fullName);
    await form.getByLabel(fieldLabel('Email')).fill(visitor.email);
    await form.getByLabel(fieldLabel('Phone number')).fill(visitor.phone);
    await form.getByLabel(fieldLabel('Destination')).fill(insuranceDestination);
    await form.getByLabel(fieldLabel('Departure')).fill(southAfricanDate(120));
    await form.getByLabel(fieldLabel('Return')).fill(southAfricanDate(134));
    await form.getByRole('button', { name: 'Get my quote' }).click();
    await expect(page.getByText('Your message has been sent successfully').first()).toBeVisible();
    await expect(form.getByLabel(fieldLabel('Full name'))).toHaveValue('');
    return receivedReference(visitor.email, 'insurance quote request', insuranceDestination);
  });

  const contactReference = await test.step('the visitor sends a contact message and is mailed its reference', async () => {
    await page.goto('/Contact');
    const form = page.getByRole('form', { name: 'Contact message' });
    await form.getByLabel(fieldLabel('First Name')).fill(visitor.firstName);
    await form.getByLabel(fieldLabel('Last Name')).fill(visitor.lastName);
    await form.getByLabel(fieldLabel('Email')).fill(visitor.email);
    await form.getByLabel(fieldLabel('Message')).fill('Do you arrange visas for Zanzibar?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Your message has been sent successfully').first()).toBeVisible();
    await expect(form.getByLabel(fieldLabel('Message'))).toHaveValue('');
    return receivedReference(visitor.email, 'message', 'visas for Zanzibar');
  });

  const staff = await pageOfItsOwn();
  await test.step('staff find the booking request and all three enquiries in /internal', async () => {
    await login(staff, 'staff', DEMO_PASSWORD);
    await expect(staff).toHaveURL(/\/internal$/);
    await staff.getByRole('searchbox', { name: 'Search' }).fill(visitor.tag);
    // The search applies once typing pauses, and goes into the URL. Wait for it: our four rows are also
    // on the unfiltered first page, and a filter clicked before the search lands can be lost.
    await expect(staff).toHaveURL(new RegExp(`[?&]q=${visitor.tag}`));
    const rows = staff.getByRole('table', { name: 'Inbox' }).getByRole('row').filter({ hasText: visitor.fullName });
    await expect(rows).toHaveCount(4);
    await expect(rows.filter({ hasText: bookingReference }).filter({ hasText: packageTitle })).toHaveCount(1);
    await expect(rows.filter({ hasText: tripReference }).filter({ hasText: `Trip plan: ${tripDestination}` })).toHaveCount(1);
    await expect(rows.filter({ hasText: insuranceReference }).filter({ hasText: `Insurance quote: ${insuranceDestination}` })).toHaveCount(1);
    await expect(rows.filter({ hasText: contactReference }).filter({ hasText: 'Contact message' })).toHaveCount(1);
    for (const row of await rows.all()) await expect(row).toContainText('Pending');

    // The kind filter narrows the same search to the booking request; the URL keeps it for a refresh.
    await staff.getByRole('group', { name: 'Kind' }).getByRole('button', { name: 'Booking request' }).click();
    await expect(staff).toHaveURL(/kind=BOOKING_REQUEST/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(bookingReference);
    await staff.reload();
    await expect(rows).toHaveCount(1);
  });

  await test.step('staff open the booking request, add a note and confirm it', async () => {
    await staff.getByRole('link', { name: bookingReference }).click();
    await expect(staff.getByRole('heading', { level: 1, name: packageTitle })).toBeVisible();
    const note = `Called ${visitor.firstName}: ${guests} guests confirmed, deposit on its way (${visitor.tag}).`;
    await staff.getByRole('textbox', { name: 'Add a note' }).fill(note);
    await staff.getByRole('button', { name: 'Add note' }).click();
    await expect(staff.getByText('Note added.').first()).toBeVisible();
    await expect(staff.getByRole('list', { name: 'Internal notes' })).toContainText(note);

    await staff.getByRole('group', { name: 'Change status' }).getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(staff.getByText('Status updated — the customer has been notified.').first()).toBeVisible();
    await expect(staff.getByRole('group', { name: 'Change status' }).getByRole('button', { name: 'Confirm', exact: true })).toHaveCount(0);
    // The note survives a reload: it is stored, not only in the page's cache.
    await staff.reload();
    await expect(staff.getByRole('list', { name: 'Internal notes' })).toContainText(note);
  });

  await test.step('the customer is mailed the confirmation; the agency had each enquiry in its mailbox', async () => {
    const confirmed = await waitForMail({ to: visitor.email, subject: `Your booking ${bookingReference} is confirmed` });
    expect(confirmed.text).toContain(`Dear ${visitor.fullName}`);
    expect(confirmed.text).toContain(packageTitle);
    for (const reference of [tripReference, insuranceReference, contactReference]) {
      await waitForMail({ to: 'hello@ubuntuhorizons.co.za', subject: reference, body: visitor.email });
    }
    // One mail per event: the resend protection and the worker's claiming never double a mail.
    const subjects = (await mailsTo(visitor.email)).map((mail) => mail.subject);
    expect(subjects).toHaveLength(new Set(subjects).size);
    expect(subjects).toHaveLength(5);
  });

  await test.step('the admin sees the figures change', async () => {
    await admin.reload();
    const after = await readDashboard(admin);
    // Other journeys may run at the same time and add bookings of their own: at least ours count.
    expect(after.totalBookings).toBeGreaterThanOrEqual(before.totalBookings + 1);
    expect(after.openEnquiries).toBeGreaterThanOrEqual(before.openEnquiries + 3);
    expect(after.revenue).toBeGreaterThanOrEqual(before.revenue + adultPrice * guests);
  });
});
