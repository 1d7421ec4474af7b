import { expect, test, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { E2E_AGENCY } from './support/agency.js';
import { expectNoAxeViolations } from './support/axe.js';
import { DEMO_PASSWORD, fieldLabel, login, southAfricanDate, uniqueUsername } from './support/helpers.js';
import { mailsTo, waitForMail, type CaughtMail } from './support/mail.js';
import { scaled } from './support/timeouts.js';

// Issue 20's journey, from enquiry to paid trip: a visitor plans a trip, staff answer with a quote of
// three lines, the customer accepts it from the e-mailed link on a phone, staff record a 30% EFT deposit,
// the balance reminder goes out on its date (the reminder job run as on that day: the server's own
// calendar stays put for the journeys running beside this one), staff record the balance, and the travel
// voucher arrives. Then the trip is cancelled with a fee (issue 37): the credit note credits the total less
// the fee, the refund owed (paid − fee) is recorded, and the invoice, the inbox item and the quote link all
// say so. Every document is read back from the mail that carried it: a PDF with the right totals.

// The three lines, VAT included, and what the agency's rules make of them (contract/src/quote-maths.ts):
// the flight to Zanzibar (Tanzania) is international passenger transport, so the builder starts it
// zero-rated; VAT is on the package and the transfers only: 37 200 − round(37 200 / 1.15) = 4 852.17;
// deposit = round(total × 30%).
const LINES = [
  { kind: 'PACKAGE', description: 'Zanzibar beach week, half board', quantity: 3, unitPrice: '12000' },
  { kind: 'FLIGHT', description: 'Return flights Johannesburg–Zanzibar', quantity: 3, unitPrice: '6500' },
  { kind: 'TRANSFER', description: 'Airport transfers both ways', quantity: 1, unitPrice: '1200' },
] as const;
const TOTAL = 'R 56 700.00';
const VAT = 'R 4 852.17';
const DEPOSIT = 'R 17 010.00';
const DEPOSIT_AMOUNT = '17010';
const BALANCE = 'R 39 690.00';
const BALANCE_AMOUNT = '39690';
// Cancelled after paying in full, with a R 5 000 fee: credited = total − fee, refund owed = paid − fee.
const FEE_AMOUNT = '5000';
const CREDITED = 'R 51 700.00';
const REFUND = 'R 51 700.00';
// The fee keeps the invoice's VAT mix: R 3 280.42 of it from the standard-rated R 37 200 (VAT R 427.88),
// so the credit note credits VAT of 4 852.17 − 427.88.
const VAT_CREDITED = 'R 4 424.29';

const DEPARTURE_DAYS = 90;
const DEPOSIT_DUE_DAYS = 7;
// Agency policy: the balance is due 30 days before departure.
const BALANCE_DUE_DAYS = DEPARTURE_DAYS - 30;
// PAYMENT_REMINDER_DAYS_BEFORE's default.
const REMINDER_DAYS_BEFORE = 7;

/** `pageOfItsOwn()`: a page in a new browser context (its own session), closed when the test ends. */
const journey = test.extend<{ pageOfItsOwn: (options?: BrowserContextOptions) => Promise<Page> }>({
  pageOfItsOwn: async ({ browser, baseURL, locale, timezoneId, viewport }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options: BrowserContextOptions = {}) => {
      const context = await browser.newContext({ baseURL, locale, timezoneId, viewport, ...options });
      contexts.push(context);
      return context.newPage();
    });
    for (const context of contexts) await context.close();
  },
});

/** The one PDF a mail carries, read back as text (white space collapsed, no-break spaces as spaces). */
async function pdfOf(mail: CaughtMail, filename: RegExp): Promise<string> {
  const pdfs = mail.attachments.filter((a) => a.contentType === 'application/pdf');
  expect(pdfs.map((a) => a.filename), `the PDF attached to "${mail.subject}"`).toEqual([expect.stringMatching(filename)]);
  const bytes = Buffer.from(pdfs[0]!.base64, 'base64');
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text.replace(/[\s\u00a0\u202f]+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

/** Amounts as a PDF's text has them: "R 56 700.00" with any kind of space. */
const amount = (rand: string) => new RegExp(rand.replace(/ /g, '[\\s\\u00a0\\u202f]?').replace('.', '\\.'));

journey('a trip plan becomes a paid trip: a three-line quote accepted on a phone, deposit, balance reminder, balance, voucher; then cancelled and refunded', async ({
  page,
  pageOfItsOwn,
  request,
}) => {
  test.setTimeout(scaled(240_000));
  const tag = uniqueUsername('m');
  const visitor = { firstName: 'Thandiwe', lastName: `Mokoena${tag}`, email: `${tag}@example.com`, phone: '+27 82 555 0199' };
  const fullName = `${visitor.firstName} ${visitor.lastName}`;
  const destination = `Zanzibar ${tag}`;

  const reference = await test.step('the visitor plans a trip and is mailed its reference', async () => {
    await page.goto('/TripPlan');
    const form = page.getByRole('form', { name: 'Plan your trip' });
    await form.getByLabel(fieldLabel('Destination')).fill(destination);
    await form.getByLabel(fieldLabel('Guests')).fill('3');
    await form.getByLabel(fieldLabel('Departure')).fill(southAfricanDate(DEPARTURE_DAYS));
    await form.getByLabel(fieldLabel('Return')).fill(southAfricanDate(DEPARTURE_DAYS + 7));
    await form.getByLabel(fieldLabel('Holiday type')).selectOption('beach');
    await form.getByLabel(fieldLabel('First name')).fill(visitor.firstName);
    await form.getByLabel(fieldLabel('Last name')).fill(visitor.lastName);
    await form.getByLabel(fieldLabel('Email')).fill(visitor.email);
    await form.getByLabel(fieldLabel('Phone')).fill(visitor.phone);
    await form.getByRole('button', { name: 'Submit Plan' }).click();
    await expect(page.getByText('Email sent successfully!').first()).toBeVisible();
    const mail = await waitForMail({ to: visitor.email, subject: /^We received your trip plan EQ-[0-9A-Z]{6}$/ });
    return mail.subject.match(/EQ-[0-9A-Z]{6}/)![0];
  });

  const staff = await pageOfItsOwn();
  await test.step('staff build a quote with three lines and send it', async () => {
    await login(staff, 'staff', DEMO_PASSWORD);
    await expect(staff).toHaveURL(/\/internal$/);
    await staff.getByRole('searchbox', { name: 'Search' }).fill(tag);
    await expect(staff).toHaveURL(new RegExp(`[?&]q=${tag}`));
    await staff.getByRole('link', { name: reference }).click();

    await staff.getByRole('button', { name: 'New quote' }).click();
    const builder = staff.getByRole('dialog', { name: 'New quote' });
    for (const [index, line] of LINES.entries()) {
      if (index > 0) await builder.getByRole('button', { name: 'Add line' }).click();
      const fields = builder.getByRole('group', { name: `Line ${index + 1}` });
      await fields.getByLabel(fieldLabel('Kind')).selectOption(line.kind);
      await fields.getByLabel(fieldLabel('Description')).fill(line.description);
      await fields.getByLabel(fieldLabel('Quantity')).fill(String(line.quantity));
      await fields.getByLabel(fieldLabel('Unit price')).fill(line.unitPrice);
    }
    // The agency's terms fill in the rest: a 30% deposit due in a week, the balance 30 days before
    // departure, valid for two weeks.
    await expect(builder.getByLabel(fieldLabel('Deposit (%)'))).toHaveValue('30');
    await expect(builder.getByLabel(fieldLabel('Deposit due on'))).toHaveValue(southAfricanDate(DEPOSIT_DUE_DAYS));
    await expect(builder.getByLabel(fieldLabel('Balance due on'))).toHaveValue(southAfricanDate(BALANCE_DUE_DAYS));
    await expect(builder.getByLabel(fieldLabel('Valid until'))).toHaveValue(southAfricanDate(14));
    const preview = builder.getByRole('region', { name: 'Totals preview' });
    await expect(builder.getByRole('group', { name: 'Line 2' }).getByLabel(fieldLabel('VAT'))).toHaveValue('ZERO_RATED');
    await expect(preview).toContainText(amount(TOTAL));
    await expect(preview).toContainText(amount(VAT));
    await builder.getByRole('button', { name: 'Save draft' }).click();
    await expect(builder).toHaveCount(0);

    const versions = staff.getByRole('list', { name: 'Quote versions' });
    await versions.getByRole('button', { name: 'Send' }).click();
    await staff.getByRole('alertdialog', { name: `E-mail this quote to ${visitor.email}?` }).getByRole('button', { name: 'Send quote' }).click();
    await expect(versions.getByRole('button', { name: 'Withdraw' })).toBeVisible();
  });

  const quoteLink = await test.step('the customer is mailed the quote once, with its link and its PDF', async () => {
    const mail = await waitForMail({ to: visitor.email, subject: `Your quote for ${reference}` });
    const text = await pdfOf(mail, /\.pdf$/);
    for (const expected of [TOTAL, VAT, DEPOSIT]) expect(text).toMatch(amount(expected));
    for (const line of LINES) expect(text).toContain(line.description);
    // One mail for the quote: no separate "status changed" mail beside it.
    expect((await mailsTo(visitor.email)).filter((m) => m.subject.includes(reference))).toHaveLength(2); // received + quote
    const link = mail.text.match(/https?:\/\/[^\s]+\/quotes\/[A-Za-z0-9_-]{43}/)?.[0];
    expect(link, 'the acceptance link in the mail').toBeTruthy();
    return new URL(link!).pathname;
  });

  const invoiceNumber = await test.step('on a 390 px phone the customer opens the link and accepts', async () => {
    const phone = await pageOfItsOwn({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await phone.goto(quoteLink);
    await expect(phone.getByRole('heading', { level: 1, name: 'Your quote' })).toBeVisible();
    const totals = phone.getByRole('region', { name: 'Totals and payment' });
    await expect(totals).toContainText(amount(TOTAL));
    await expect(totals).toContainText(amount(DEPOSIT));
    // Reads well on a phone: nothing wider than the screen, and every WCAG 2.2 AA rule holds.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(phone, { state: 'a sent quote on a 390 px phone' });
    await phone.getByRole('button', { name: 'Accept this quote' }).click();
    await phone.getByRole('alertdialog').getByRole('button', { name: 'Accept' }).click();
    const accepted = phone.getByRole('heading', { name: /INV-\d{4}-\d{5}/ });
    await expect(accepted).toBeVisible();
    const number = (await accepted.textContent())!.match(/INV-\d{4}-\d{5}/)![0];

    const mail = await waitForMail({ to: visitor.email, subject: `Invoice ${number} for ${reference}` });
    const text = await pdfOf(mail, new RegExp(`^${number}\\.pdf$`));
    for (const expected of [number, reference]) expect(text).toContain(expected);
    for (const expected of [TOTAL, VAT, DEPOSIT, BALANCE]) expect(text).toMatch(amount(expected));
    expect(text).toMatch(/Bank|Account/);
    return number;
  });

  await test.step('staff record the 30% EFT deposit; the customer is mailed a receipt', async () => {
    await staff.goto('/internal/invoices');
    await staff.getByRole('link', { name: invoiceNumber }).click();
    await expect(staff.getByRole('heading', { level: 1, name: `Invoice ${invoiceNumber}` })).toBeVisible();
    await recordPayment(staff, invoiceNumber, DEPOSIT_AMOUNT, reference);
    await expect(staff.getByText('Deposit paid').first()).toBeVisible();
    const receipt = await waitForMail({ to: visitor.email, subject: new RegExp(`^Receipt: ${amount(DEPOSIT).source} received for ${reference}$`) });
    const text = await pdfOf(receipt, /\.pdf$/);
    expect(text).toMatch(amount(DEPOSIT));
    expect(text).toMatch(amount(BALANCE));
  });

  await test.step('the balance reminder goes out on its date, once', async () => {
    const balanceReminders = async () => (await mailsTo(visitor.email)).filter((m) => m.subject.startsWith('Balance reminder'));
    const runAsOn = async (days: number) => {
      const response = await request.post('/api/test/reminders/run', { data: { today: southAfricanDate(days) } });
      expect(response.status(), await response.text()).toBe(200);
    };
    // The day before the reminder's date: nothing yet (the mail worker looks every half second).
    await runAsOn(BALANCE_DUE_DAYS - REMINDER_DAYS_BEFORE - 1);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await balanceReminders()).toHaveLength(0);
    await runAsOn(BALANCE_DUE_DAYS - REMINDER_DAYS_BEFORE);
    const reminder = await waitForMail({ to: visitor.email, subject: /^Balance reminder/ });
    expect(reminder.subject).toContain(invoiceNumber);
    expect(reminder.subject).toMatch(amount(BALANCE));
    // The job runs again the same day (another worker, the next hour): still one reminder.
    await runAsOn(BALANCE_DUE_DAYS - REMINDER_DAYS_BEFORE);
    await runAsOn(BALANCE_DUE_DAYS - REMINDER_DAYS_BEFORE + 1);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await balanceReminders()).toHaveLength(1);
  });

  await test.step('staff record the balance; the voucher arrives, paid in full', async () => {
    await recordPayment(staff, invoiceNumber, BALANCE_AMOUNT, reference);
    await expect(staff.getByText('Paid in full').first()).toBeVisible();
    await expectNoAxeViolations(staff, { state: 'an invoice paid in full' });
    const voucher = await waitForMail({ to: visitor.email, subject: `Your travel voucher for ${reference}` });
    const text = await pdfOf(voucher, /\.pdf$/);
    expect(text).toContain(reference);
    expect(text).toContain(fullName);
    expect(text).toMatch(/paid in full/i);
    for (const line of LINES) expect(text).toContain(line.description);
    // The day-and-night number the server is configured with (AGENCY_EMERGENCY_PHONE), not a placeholder.
    expect(text).toContain(E2E_AGENCY.emergencyPhone);
    const receipt = await waitForMail({ to: visitor.email, subject: new RegExp(`^Receipt: ${amount(BALANCE).source} received for ${reference}$`) });
    expect(await pdfOf(receipt, /\.pdf$/)).toMatch(amount(BALANCE));
  });

  await test.step('staff cancel the trip with a fee: the credit note credits the total less the fee and owes paid − fee back', async () => {
    await staff.getByRole('button', { name: 'Cancel invoice' }).click();
    const dialog = staff.getByRole('alertdialog', { name: `Cancel ${invoiceNumber}?` });
    await expect(dialog).toContainText('Cancelling also cancels the booking and its quote');
    await dialog.getByLabel(/^Cancellation fee/).fill(FEE_AMOUNT);
    await dialog.getByLabel(/^Reason/).fill('The customer cancelled the trip');
    await dialog.getByRole('button', { name: 'Cancel invoice' }).click();
    await expect(dialog).toHaveCount(0);
    const creditNote = staff.getByRole('region', { name: 'Credit note' });
    await expect(creditNote).toContainText(amount(CREDITED));
    await expect(creditNote).toContainText(amount(REFUND));
    await expect(staff.getByRole('button', { name: 'Record payment' })).toHaveCount(0);
    const mail = await waitForMail({ to: visitor.email, subject: /^Credit note CN-\d{4}-\d{5} for / });
    expect(mail.subject).toContain(reference);
    const text = await pdfOf(mail, /\.pdf$/);
    for (const expected of [CREDITED, VAT_CREDITED, REFUND]) expect(text).toMatch(amount(expected));
  });

  await test.step('staff record the refund owed; the customer is mailed its confirmation', async () => {
    await staff.getByRole('button', { name: 'Record refund' }).click();
    const dialog = staff.getByRole('dialog', { name: `Record a refund on ${invoiceNumber}` });
    await expect(dialog.getByLabel(/^Amount/)).toHaveValue('51700.00');
    await dialog.getByLabel(/^Reference/).fill(`REFUND ${reference}`);
    await dialog.getByRole('button', { name: 'Record refund' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(staff.getByRole('region', { name: 'Refunds' })).toContainText(`REFUND ${reference}`);
    await expect(staff.getByRole('button', { name: 'Record refund' })).toHaveCount(0);
    await expectNoAxeViolations(staff, { state: 'a cancelled and refunded invoice' });
    const mail = await waitForMail({ to: visitor.email, subject: new RegExp(`^Refund: ${amount(REFUND).source} paid back for ${reference}$`) });
    expect(await pdfOf(mail, /\.pdf$/)).toMatch(amount(REFUND));
  });

  await test.step('the inbox item and the quote link show the cancellation; the invoice reads on a 390 px phone', async () => {
    const invoiceUrl = staff.url();
    await staff.getByRole('link', { name: 'Open the booking request' }).click();
    const status = staff.getByRole('region', { name: 'Status' });
    await expect(status).toContainText('Cancelled with its invoice');
    await expect(status.getByRole('link', { name: 'Open the invoice' })).toBeVisible();

    const visitorPage = await pageOfItsOwn({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await visitorPage.goto(quoteLink);
    await expect(visitorPage.getByText('This booking was cancelled')).toBeVisible();
    await expect(visitorPage.getByRole('button', { name: 'Accept this quote' })).toHaveCount(0);

    const phone = await pageOfItsOwn({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await login(phone, 'staff', DEMO_PASSWORD);
    await expect(phone).toHaveURL(/\/internal$/);
    await phone.goto(new URL(invoiceUrl).pathname);
    await expect(phone.getByRole('heading', { level: 1, name: `Invoice ${invoiceNumber}` })).toBeVisible();
    await expect(phone.getByRole('region', { name: 'Lines' })).toContainText(LINES[0].description);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

async function recordPayment(staff: Page, invoiceNumber: string, rand: string, reference: string): Promise<void> {
  await staff.getByRole('button', { name: 'Record payment' }).click();
  const dialog = staff.getByRole('dialog', { name: `Record a payment on ${invoiceNumber}` });
  await dialog.getByLabel(/^Amount/).fill(rand);
  await dialog.getByLabel(/^Method/).selectOption('EFT');
  await dialog.getByLabel(/^Reference/).fill(reference);
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog).toHaveCount(0);
}
